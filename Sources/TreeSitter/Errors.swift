/// Why tree-sitter could not do what was asked.
public enum TreeSitterError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The grammar was generated for an ABI the linked runtime cannot load.
    case incompatibleLanguage(abiVersion: Int, supported: ClosedRange<Int>)
    /// The parser returned no tree (it was cancelled or has no language).
    case parseFailed
    /// The parse took longer than the parser's timeout.
    case timedOut
    /// A query did not compile: what is wrong and where in the query text.
    case invalidQuery(QueryProblem)

    public var description: String {
        switch self {
        case let .incompatibleLanguage(version, supported):
            return "grammar ABI \(version) is not supported by this tree-sitter runtime "
                + "(it loads \(supported.lowerBound)–\(supported.upperBound))"
        case .parseFailed:
            return "tree-sitter returned no syntax tree"
        case .timedOut:
            return "parsing took longer than the time limit"
        case let .invalidQuery(problem):
            return problem.description
        }
    }
}

/// A problem in a query's text, with its 1-based line and column in that text.
public struct QueryProblem: Equatable, Sendable, CustomStringConvertible {
    public enum Kind: String, Sendable {
        case syntax, nodeType = "node type", field, capture, structure, language, predicate
    }

    public var kind: Kind
    public var line: Int
    public var column: Int
    public var detail: String

    public var description: String {
        "query \(kind.rawValue) error at \(line):\(column): \(detail)"
    }
}
