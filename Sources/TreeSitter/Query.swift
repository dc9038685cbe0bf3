import CTreeSitter

/// A compiled tree-sitter query (S-expression patterns with `@captures`).
///
/// Supports the text predicates `#eq?`, `#not-eq?`, `#match?`, `#not-match?` and
/// `#any-of?`; any other predicate is refused when the query is compiled, so a typo
/// never turns into a pattern that silently matches everything.
///
/// A compiled `TSQuery` is read-only while matching (each run has its own cursor),
/// so a `Query` may be shared between tasks.
public final class Query: @unchecked Sendable {
    let pointer: OpaquePointer
    public let language: Language
    /// Capture names, indexed by capture id.
    public let captureNames: [String]
    private let predicatesByPattern: [[QueryPredicate]]

    public init(language: Language, source: String) throws(TreeSitterError) {
        var errorOffset: UInt32 = 0
        var errorType = TSQueryErrorNone
        let utf8 = Array(source.utf8)
        let compiled = utf8.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                ts_query_new(language.pointer, chars.baseAddress, UInt32(chars.count), &errorOffset, &errorType)
            }
        }
        guard let compiled else {
            throw .invalidQuery(Self.problem(in: utf8, offset: Int(errorOffset), type: errorType))
        }
        pointer = compiled
        self.language = language
        captureNames = (0..<ts_query_capture_count(compiled)).map { id in
            var length: UInt32 = 0
            return String(cString: ts_query_capture_name_for_id(compiled, id, &length))
        }
        var predicates: [[QueryPredicate]] = []
        for pattern in 0..<ts_query_pattern_count(compiled) {
            let start = Self.position(in: utf8, offset: Int(ts_query_start_byte_for_pattern(compiled, pattern)))
            do {
                predicates.append(
                    try QueryPredicate.parse(
                        query: compiled, pattern: pattern, captureNames: captureNames, patternStart: start))
            } catch {
                ts_query_delete(compiled)
                throw error
            }
        }
        predicatesByPattern = predicates
    }

    deinit {
        ts_query_delete(pointer)
    }

    public var patternCount: Int { predicatesByPattern.count }

    /// Where a pattern starts in the query's text, in bytes.
    public func startByte(ofPattern pattern: Int) -> Int {
        Int(ts_query_start_byte_for_pattern(pointer, UInt32(pattern)))
    }

    /// Every match of every pattern below `node`, in document order, predicates applied.
    public func matches(in node: Node) -> [QueryMatch] {
        guard let cursor = ts_query_cursor_new() else { return [] }
        defer { ts_query_cursor_delete(cursor) }
        ts_query_cursor_exec(cursor, pointer, node.raw)
        var result: [QueryMatch] = []
        var raw = TSQueryMatch()
        while ts_query_cursor_next_match(cursor, &raw) {
            let match = makeMatch(raw, tree: node.tree)
            if predicatesByPattern[match.patternIndex].allSatisfy({ $0.holds(for: match) }) {
                result.append(match)
            }
        }
        return result
    }

    private func makeMatch(_ raw: TSQueryMatch, tree: Tree) -> QueryMatch {
        let captures = (0..<Int(raw.capture_count)).map { index in
            let capture = raw.captures[index]
            return QueryCapture(name: captureNames[Int(capture.index)], node: Node(raw: capture.node, tree: tree))
        }
        return QueryMatch(patternIndex: Int(raw.pattern_index), captures: captures)
    }

    private static func problem(in source: [UInt8], offset: Int, type: TSQueryError) -> QueryProblem {
        let start = position(in: source, offset: offset)
        let rest = String(decoding: source.dropFirst(offset).prefix(40), as: UTF8.self)
        let near = rest.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        return QueryProblem(kind: kind(of: type), line: start.line, column: start.column, detail: "near '\(near)'")
    }

    private static func position(in source: [UInt8], offset: Int) -> Position {
        let prefix = source.prefix(offset)
        let line = prefix.filter { $0 == UInt8(ascii: "\n") }.count + 1
        let lineStart = prefix.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        let column = String(decoding: prefix[lineStart...], as: UTF8.self).unicodeScalars.count + 1
        return Position(line: line, column: column)
    }

    private static func kind(of type: TSQueryError) -> QueryProblem.Kind {
        switch type {
        case TSQueryErrorNodeType: return .nodeType
        case TSQueryErrorField: return .field
        case TSQueryErrorCapture: return .capture
        case TSQueryErrorStructure: return .structure
        case TSQueryErrorLanguage: return .language
        default: return .syntax
        }
    }
}

/// One match of one pattern.
public struct QueryMatch {
    public let patternIndex: Int
    public let captures: [QueryCapture]

    /// The nodes captured under `name`, in capture order.
    public func nodes(named name: String) -> [Node] {
        captures.filter { $0.name == name }.map(\.node)
    }

    /// The first node captured under `name`.
    public func node(named name: String) -> Node? {
        captures.first { $0.name == name }?.node
    }
}

public struct QueryCapture {
    public let name: String
    public let node: Node
}
