import CYAML

/// A YAML document as a tree of scalars, sequences and mappings, each with its
/// 1-based position, so errors in rules and config can name `file:line:col`.
public indirect enum YAMLNode: Sendable {
    case scalar(String, Mark, plain: Bool)
    case sequence([YAMLNode], Mark)
    case mapping([(key: String, keyMark: Mark, value: YAMLNode)], Mark)

    /// A 1-based line and column in the YAML text.
    public struct Mark: Hashable, Sendable, CustomStringConvertible {
        public let line: Int
        public let column: Int
        public var description: String { "\(line):\(column)" }
    }

    public var mark: Mark {
        switch self {
        case let .scalar(_, mark, _), let .sequence(_, mark), let .mapping(_, mark): mark
        }
    }

    /// What the node is, for error messages.
    public var kindName: String {
        switch self {
        case .scalar: "a scalar"
        case .sequence: "a list"
        case .mapping: "a mapping"
        }
    }

    /// Parses one YAML document (an empty text is an empty mapping), refusing a second
    /// document, duplicate and non-scalar keys, deep nesting, and aliases that expand
    /// to too much.
    public static func parse(_ text: String) throws(YAMLError) -> YAMLNode {
        let bytes = Array(text.utf8)
        let result = bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(YAMLError) -> YAMLNode in try EventReader.read(buffer, bytes: bytes) }
        }
        return try result.get()
    }
}

/// A YAML syntax error with its 1-based position.
public struct YAMLError: Error, Equatable, Sendable, CustomStringConvertible {
    public let line: Int
    public let column: Int
    public let message: String

    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    init(parser: yaml_parser_t, input: [UInt8]) {
        let problem = parser.problem.map { String(cString: $0) } ?? "invalid YAML"
        let context = parser.context.map { String(cString: $0) + ": " } ?? ""
        if parser.error == YAML_READER_ERROR {
            // The reader (bad UTF-8, a character YAML does not allow) sets no mark, only
            // the byte offset of the character.
            let (line, column) = Self.position(ofByte: parser.problem_offset, in: input)
            self.init(line: line, column: column, message: context + problem)
            return
        }
        let mark = parser.problem_mark
        self.init(line: Int(mark.line) + 1, column: Int(mark.column) + 1, message: context + problem)
    }

    /// The 1-based line and column (in Unicode scalars) of the byte at `offset`; lines end
    /// at LF, CR LF or CR.
    static func position(ofByte offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        var index = 0
        let end = min(max(offset, 0), bytes.count)
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") || (byte == UInt8(ascii: "\r") && (index + 1 >= bytes.count || bytes[index + 1] != UInt8(ascii: "\n"))) {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
        // UTF-8 continuation bytes do not start a scalar.
        let column = bytes[lineStart..<end].filter { $0 & 0xC0 != 0x80 }.count + 1
        return (line, column)
    }

    public var description: String { "\(line):\(column): \(message)" }
}
