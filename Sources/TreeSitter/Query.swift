import CTreeSitter

/// A compiled tree-sitter query (S-expression patterns with `@captures`).
///
/// Supports the text predicates `#eq?`, `#not-eq?`, `#match?`, `#not-match?` and
/// `#any-of?`; any other predicate is refused when the query is compiled, so a typo
/// never turns into a pattern that silently matches everything.
///
/// The patterns rules are written in are read and matched here (`QuerySyntax`,
/// `QueryMatcher`), which costs microseconds; any other query is compiled by
/// libtree-sitter, which also names the error of a query that is wrong. One thing only
/// tree-sitter checks: a pattern its grammar can never produce (a field on a node that
/// has none) is refused there, and matches nothing here.
///
/// A query is read-only while matching (each run has its own cursor), so a `Query` may
/// be shared between tasks.
public final class Query: @unchecked Sendable {
    private enum Engine {
        case matcher(QueryMatcher)
        case compiled(OpaquePointer)
    }

    private let engine: Engine
    public let language: Language
    /// Capture names, indexed by capture id.
    public let captureNames: [String]
    private let predicatesByPattern: [[QueryPredicate]]
    private let patternStarts: [Int]

    public init(language: Language, source: String) throws(TreeSitterError) {
        self.language = language
        (engine, captureNames, predicatesByPattern, patternStarts) = try Self.build(source, language, readingPatterns: true)
    }

    /// With `readingPatterns` false, libtree-sitter compiles the query whatever it holds
    /// (tests compare the two).
    init(language: Language, source: String, readingPatterns: Bool) throws(TreeSitterError) {
        self.language = language
        (engine, captureNames, predicatesByPattern, patternStarts) = try Self.build(source, language, readingPatterns: readingPatterns)
    }

    private static func build(_ source: String, _ language: Language, readingPatterns: Bool) throws(TreeSitterError)
        -> (Engine, [String], [[QueryPredicate]], [Int])
    {
        let utf8 = Array(source.utf8)
        if let tooDeep = Self.tooDeep(utf8) { throw .invalidQuery(tooDeep) }
        if readingPatterns, let read = QuerySyntax.read(utf8, language: language.pointer) {
            return (.matcher(QueryMatcher(patterns: read.patterns)), read.captureNames, read.patterns.map(\.predicates), read.patterns.map(\.startByte))
        }
        let compiled = try compile(utf8, language: language)
        let starts = (0..<compiled.predicates.count).map { Int(ts_query_start_byte_for_pattern(compiled.pointer, UInt32($0))) }
        return (.compiled(compiled.pointer), compiled.captureNames, compiled.predicates, starts)
    }

    deinit {
        if case let .compiled(pointer) = engine { ts_query_delete(pointer) }
    }

    /// Whether libtree-sitter compiled this query (it uses what the patterns read here
    /// do not cover); for tests.
    var isCompiledByTreeSitter: Bool {
        if case .compiled = engine { return true }
        return false
    }

    public var patternCount: Int { predicatesByPattern.count }

    /// Where a pattern starts in the query's text, in bytes.
    public func startByte(ofPattern pattern: Int) -> Int {
        patternStarts[pattern]
    }

    /// Every match of every pattern below `node`, predicates applied, in the order
    /// tree-sitter's cursor returns them (for patterns read here, each pattern's matches
    /// in that order: see `QueryMatcher`).
    public func matches(in node: Node) -> [QueryMatch] {
        unfilteredMatches(in: node).filter { match in
            predicatesByPattern[match.patternIndex].allSatisfy { $0.holds(for: match) }
        }
    }

    private func unfilteredMatches(in node: Node) -> [QueryMatch] {
        switch engine {
        case let .matcher(matcher):
            return matcher.matches(in: node.raw).map { match in
                QueryMatch(
                    patternIndex: match.pattern,
                    captures: match.captures.map { QueryCapture(name: captureNames[$0.id], node: Node(raw: $0.node, tree: node.tree)) })
            }
        case let .compiled(pointer):
            return Self.treeSitterMatches(of: pointer, in: node, captureNames: captureNames)
        }
    }

    /// Matches as libtree-sitter's query cursor finds them.
    static func treeSitterMatches(of pointer: OpaquePointer, in node: Node, captureNames: [String]) -> [QueryMatch] {
        guard let cursor = ts_query_cursor_new() else { return [] }
        defer { ts_query_cursor_delete(cursor) }
        ts_query_cursor_exec(cursor, pointer, node.raw)
        var result: [QueryMatch] = []
        var raw = TSQueryMatch()
        while ts_query_cursor_next_match(cursor, &raw) {
            let captures = (0..<Int(raw.capture_count)).map { index in
                let capture = raw.captures[index]
                return QueryCapture(name: captureNames[Int(capture.index)], node: Node(raw: capture.node, tree: node.tree))
            }
            result.append(QueryMatch(patternIndex: Int(raw.pattern_index), captures: captures))
        }
        return result
    }

    /// Compiles `source` with libtree-sitter, or throws its error, at its line and column.
    static func compile(_ source: [UInt8], language: Language) throws(TreeSitterError)
        -> (pointer: OpaquePointer, captureNames: [String], predicates: [[QueryPredicate]])
    {
        var errorOffset: UInt32 = 0
        var errorType = TSQueryErrorNone
        let compiled = source.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                ts_query_new(language.pointer, chars.baseAddress, UInt32(chars.count), &errorOffset, &errorType)
            }
        }
        guard let compiled else {
            throw .invalidQuery(Self.problem(in: source, offset: Int(errorOffset), type: errorType))
        }
        let captureNames = (0..<ts_query_capture_count(compiled)).map { id in
            var length: UInt32 = 0
            return String(cString: ts_query_capture_name_for_id(compiled, id, &length))
        }
        var predicates: [[QueryPredicate]] = []
        for pattern in 0..<ts_query_pattern_count(compiled) {
            let start = Self.position(in: source, offset: Int(ts_query_start_byte_for_pattern(compiled, pattern)))
            do {
                predicates.append(
                    try QueryPredicate.parse(query: compiled, pattern: pattern, captureNames: captureNames, patternStart: start))
            } catch {
                ts_query_delete(compiled)
                throw error
            }
        }
        return (compiled, captureNames, predicates)
    }

    /// Patterns nest a few levels (a call in an argument list in a call); both readers of
    /// a query recurse once a level, and thousands of levels overflowed the stack.
    static let depthLimit = 256

    /// Where a bracket opens past `depthLimit` levels, outside strings and comments.
    static func tooDeep(_ source: [UInt8]) -> QueryProblem? {
        var depth = 0
        var index = 0
        while index < source.count {
            switch source[index] {
            case UInt8(ascii: "\""):
                index += 1
                while index < source.count, source[index] != UInt8(ascii: "\"") {
                    index += source[index] == UInt8(ascii: "\\") ? 2 : 1
                }
            case UInt8(ascii: ";"):
                while index < source.count, source[index] != UInt8(ascii: "\n") { index += 1 }
            case UInt8(ascii: "("), UInt8(ascii: "["):
                depth += 1
                if depth > depthLimit {
                    let start = position(in: source, offset: index)
                    return QueryProblem(
                        kind: .structure, line: start.line, column: start.column, detail: "patterns nest more than \(depthLimit) levels deep")
                }
            case UInt8(ascii: ")"), UInt8(ascii: "]"):
                depth -= 1
            default:
                break
            }
            index += 1
        }
        return nil
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
