import CYAML

/// Writes YAML with libyaml's emitter, so that what the tool writes its own parser (and
/// any other YAML reader) reads back exactly: every character a scalar may hold, control
/// characters, line and paragraph separators and byte-order marks included, is escaped
/// where YAML needs it.
public enum YAMLWriter {
    /// A value to write: scalars, sequences and mappings of them, in the order given.
    public indirect enum Value: Sendable, Equatable {
        /// A scalar in `style`; libyaml picks a quoted style where a plain one would not
        /// read back as the same text.
        case scalar(String, Style)
        case sequence([Value])
        case mapping([Pair])

        /// A string that keeps every character: a double-quoted scalar.
        public static func string(_ text: String) -> Value { .scalar(text, .doubleQuoted) }
        /// A plain scalar, for keys and numbers.
        public static func plain(_ text: String) -> Value { .scalar(text, .plain) }
    }

    public struct Pair: Sendable, Equatable {
        public let key: String
        public let value: Value

        public init(_ key: String, _ value: Value) {
            self.key = key
            self.value = value
        }
    }

    public enum Style: Sendable, Equatable {
        case plain
        /// Every character round-trips: what YAML cannot hold literally is escaped
        /// (`\x7F`, `\N`, `\L`, `\uFEFF`, `\U0001F600`), non-ASCII text stays readable.
        case doubleQuoted
    }

    /// One YAML document holding `value` (block style, one scalar per line, no line
    /// folding), after `comment` written as `#` lines. The output is deterministic.
    public static func document(_ value: Value, comment: [String] = []) throws(YAMLWriteError) -> String {
        let output = Output()
        let emitter = UnsafeMutablePointer<yaml_emitter_t>.allocate(capacity: 1)
        emitter.initialize(to: yaml_emitter_t())
        defer { emitter.deallocate() }
        guard yaml_emitter_initialize(emitter) == 1 else { throw YAMLWriteError(message: "cannot start the YAML emitter") }
        defer { yaml_emitter_delete(emitter) }
        yaml_emitter_set_output(emitter, { data, buffer, size in
            guard let data, let buffer else { return 0 }
            Unmanaged<Output>.fromOpaque(data).takeUnretainedValue().bytes.append(contentsOf: UnsafeBufferPointer(start: buffer, count: size))
            return 1
        }, Unmanaged.passUnretained(output).toOpaque())
        yaml_emitter_set_unicode(emitter, 1)
        yaml_emitter_set_width(emitter, -1)
        yaml_emitter_set_indent(emitter, 2)
        yaml_emitter_set_break(emitter, YAML_LN_BREAK)
        let writer = Emitter(emitter: emitter)
        try withExtendedLifetime(output) { () throws(YAMLWriteError) in
            try writer.emit { event in yaml_stream_start_event_initialize(&event, YAML_UTF8_ENCODING) }
            try writer.emit { event in yaml_document_start_event_initialize(&event, nil, nil, nil, 1) }
            try writer.write(value)
            try writer.emit { event in yaml_document_end_event_initialize(&event, 1) }
            try writer.emit { event in yaml_stream_end_event_initialize(&event) }
        }
        let header = comment.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false) }
            .map { $0.isEmpty ? "#\n" : "# \($0)\n" }.joined()
        return header + String(decoding: output.bytes, as: UTF8.self)
    }

    /// The emitter's output, collected by the write handler.
    private final class Output {
        var bytes: [UInt8] = []
    }

    private struct Emitter {
        let emitter: UnsafeMutablePointer<yaml_emitter_t>

        func emit(_ initialize: (inout yaml_event_t) -> Int32) throws(YAMLWriteError) {
            var event = yaml_event_t()
            guard initialize(&event) == 1 else { throw YAMLWriteError(message: "cannot make a YAML event") }
            // The emitter takes the event (and frees it) whether it succeeds or not.
            guard yaml_emitter_emit(emitter, &event) == 1 else {
                throw YAMLWriteError(message: emitter.pointee.problem.map { String(cString: $0) } ?? "the YAML emitter failed")
            }
        }

        func write(_ value: Value) throws(YAMLWriteError) {
            switch value {
            case let .scalar(text, style):
                try scalar(text, style: style == .plain ? YAML_PLAIN_SCALAR_STYLE : YAML_DOUBLE_QUOTED_SCALAR_STYLE)
            case let .sequence(items):
                try emit { event in yaml_sequence_start_event_initialize(&event, nil, nil, 1, YAML_BLOCK_SEQUENCE_STYLE) }
                for item in items { try write(item) }
                try emit { event in yaml_sequence_end_event_initialize(&event) }
            case let .mapping(pairs):
                try emit { event in yaml_mapping_start_event_initialize(&event, nil, nil, 1, YAML_BLOCK_MAPPING_STYLE) }
                for pair in pairs {
                    try scalar(pair.key, style: YAML_PLAIN_SCALAR_STYLE)
                    try write(pair.value)
                }
                try emit { event in yaml_mapping_end_event_initialize(&event) }
            }
        }

        private func scalar(_ text: String, style: yaml_scalar_style_t) throws(YAMLWriteError) {
            // A terminating NUL keeps the pointer valid for an empty text; the length
            // excludes it, so NULs inside the text are written (escaped) too.
            let bytes = Array(text.utf8) + [0]
            guard bytes.count - 1 <= Int(Int32.max) else { throw YAMLWriteError(message: "a scalar is too long") }
            try emit { event in
                bytes.withUnsafeBufferPointer { buffer in
                    yaml_scalar_event_initialize(&event, nil, nil, buffer.baseAddress, Int32(buffer.count - 1), 1, 1, style)
                }
            }
        }
    }
}

/// The emitter refused a document (it should not for strings Swift holds).
public struct YAMLWriteError: Error, Equatable, Sendable, CustomStringConvertible {
    public let message: String

    public init(message: String) {
        self.message = message
    }

    public var description: String { message }
}
