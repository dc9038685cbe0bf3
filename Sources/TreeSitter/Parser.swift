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
        try parse(utf8: bytes, previous: nil)
    }

    /// Parses `bytes`, an edited copy of `old`'s source, reusing the parts of `old` the
    /// edit leaves alone: tree-sitter's incremental parsing, meant to give the tree a parse
    /// from scratch gives, at a fraction of the cost for a small edit (a fix's candidate).
    /// The edit is taken to be one change, between the texts' common prefix and suffix.
    /// A tree of another language is not reused: the bytes are parsed from scratch.
    public func parse(utf8 bytes: [UInt8], reusing old: Tree) throws(TreeSitterError) -> Tree {
        guard old.language.pointer == language.pointer else { return try parse(utf8: bytes) }
        var edit = Self.edit(from: old.source, to: bytes)
        guard let copy = ts_tree_copy(old.pointer) else { return try parse(utf8: bytes) }
        defer { ts_tree_delete(copy) }
        ts_tree_edit(copy, &edit)
        return try parse(utf8: bytes, previous: copy)
    }

    /// The one change that turns `old` into `new`: what lies between their common
    /// prefix and their common suffix (the suffix never overlapping the prefix).
    static func edit(from old: [UInt8], to new: [UInt8]) -> TSInputEdit {
        let shorter = min(old.count, new.count)
        var prefix = 0
        while prefix < shorter, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < shorter - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        let (oldEnd, newEnd) = (old.count - suffix, new.count - suffix)
        return TSInputEdit(
            start_byte: UInt32(prefix), old_end_byte: UInt32(oldEnd), new_end_byte: UInt32(newEnd),
            start_point: point(at: prefix, in: old), old_end_point: point(at: oldEnd, in: old),
            new_end_point: point(at: newEnd, in: new))
    }

    /// tree-sitter's position of a byte offset: a 0-based row, and a column in bytes.
    private static func point(at offset: Int, in bytes: [UInt8]) -> TSPoint {
        var row: UInt32 = 0
        var lineStart = 0
        for index in 0..<offset where bytes[index] == UInt8(ascii: "\n") {
            row += 1
            lineStart = index + 1
        }
        return TSPoint(row: row, column: UInt32(offset - lineStart))
    }

    private func parse(utf8 bytes: [UInt8], previous: OpaquePointer?) throws(TreeSitterError) -> Tree {
        let raw = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                ts_parser_parse_string_encoding(
                    pointer, previous, chars.baseAddress, UInt32(chars.count), TSInputEncodingUTF8)
            }
        }
        guard let raw else {
            ts_parser_reset(pointer)
            throw timeout == nil ? .parseFailed : .timedOut
        }
        return Tree(pointer: raw, source: bytes, language: language)
    }
}
