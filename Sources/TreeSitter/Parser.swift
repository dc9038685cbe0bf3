import CTreeSitter

/// Turns UTF-8 source text into a syntax `Tree` for one language.
///
/// A parser holds mutable C state: use one per task, do not share it.
public final class Parser {
    private let pointer: OpaquePointer
    public let language: Language

    public init(language: Language) throws(TreeSitterError) {
        let supported = Language.supportedABIVersions
        guard supported.contains(language.abiVersion) else {
            throw .incompatibleLanguage(abiVersion: language.abiVersion, supported: supported)
        }
        guard let pointer = ts_parser_new() else { throw .parseFailed }
        self.pointer = pointer
        self.language = language
        guard ts_parser_set_language(pointer, language.pointer) else {
            ts_parser_delete(pointer)
            throw .incompatibleLanguage(abiVersion: language.abiVersion, supported: supported)
        }
    }

    deinit {
        ts_parser_delete(pointer)
    }

    /// The longest a parse may take before it gives up with `TreeSitterError.timedOut`;
    /// nil (the default) for no limit. A bound against pathological input, not a benchmark.
    public var timeout: Duration? {
        didSet {
            let micros = timeout.map { max(1, $0.components.seconds * 1_000_000 + $0.components.attoseconds / 1_000_000_000_000) }
            ts_parser_set_timeout_micros(pointer, UInt64(micros ?? 0))
        }
    }

    /// Parses `source` from scratch.
    public func parse(_ source: String) throws(TreeSitterError) -> Tree {
        try parse(utf8: Array(source.utf8))
    }

    /// Parses UTF-8 bytes from scratch; the tree keeps the bytes for `Node.text`.
    public func parse(utf8 bytes: [UInt8]) throws(TreeSitterError) -> Tree {
        let raw = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                ts_parser_parse_string_encoding(
                    pointer, nil, chars.baseAddress, UInt32(chars.count), TSInputEncodingUTF8)
            }
        }
        guard let raw else {
            ts_parser_reset(pointer)
            throw timeout == nil ? .parseFailed : .timedOut
        }
        return Tree(pointer: raw, source: bytes, language: language)
    }
}
