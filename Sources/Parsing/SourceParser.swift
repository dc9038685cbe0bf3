import TreeSitter

/// Parses source files, keeping one tree-sitter parser per language for the run.
///
/// Holds mutable parsers: one `SourceParser` per task.
public final class SourceParser {
    private var parsers: [SourceLanguage: Parser] = [:]
    /// How long one file may take. tree-sitter's error recovery can take minutes and
    /// gigabytes on a few hundred hostile bytes; the docs' largest file takes ~20 ms.
    public static let budget: Duration = .seconds(5)

    public init() {}

    /// Parses a file in the language its extension names.
    public func parse(_ file: SourceFile) throws(ParseError) -> ParsedSource {
        guard let language = SourceLanguage(path: file.path) else {
            throw ParseError(path: file.path, problem: .unknownLanguage)
        }
        return try parse(file, as: language)
    }

    public func parse(_ file: SourceFile, as language: SourceLanguage) throws(ParseError) -> ParsedSource {
        do {
            let tree = try parser(for: language).parse(file.text)
            return ParsedSource(
                file: file, language: language, tree: tree,
                syntaxProblems: SyntaxProblem.collect(in: tree.rootNode))
        } catch {
            throw ParseError(path: file.path, problem: .treeSitter(error))
        }
    }

    private func parser(for language: SourceLanguage) throws(TreeSitterError) -> Parser {
        if let parser = parsers[language] { return parser }
        let parser = try Parser(language: language.grammar)
        parser.timeout = Self.budget
        parsers[language] = parser
        return parser
    }
}

/// Why a file could not be parsed at all (as opposed to parsing with syntax errors).
public struct ParseError: Error, Sendable, CustomStringConvertible {
    public enum Problem: Sendable {
        case unknownLanguage
        case treeSitter(TreeSitterError)
    }

    public let path: String
    public let problem: Problem

    /// Whether the parser ran out of its budget (the file is reported, not unreadable).
    public var isOverBudget: Bool {
        if case .treeSitter(.timedOut) = problem { return true }
        return false
    }

    public var description: String {
        switch problem {
        case .unknownLanguage:
            "\(path): unknown language (expected one of \(SourceLanguage.knownExtensions.joined(separator: " ")))"
        case let .treeSitter(error):
            "\(path): \(error)"
        }
    }
}
