import TreeSitter

/// Parses source files, keeping one tree-sitter parser per language for the run.
///
/// Holds mutable parsers: one `SourceParser` per task.
public final class SourceParser {
    private var parsers: [SourceLanguage: Parser] = [:]
    /// How long one file may take. tree-sitter's error recovery can take minutes and
    /// gigabytes on a few hundred hostile bytes; the docs' largest file takes ~20 ms.
    public static let budget: Duration = .seconds(5)
    /// This parser's budget per file (`budget` unless a caller needs less).
    public let fileBudget: Duration

    public init(budget: Duration = SourceParser.budget) {
        fileBudget = budget
    }

    /// Parses a file in the language its extension names.
    public func parse(_ file: SourceFile) throws(ParseError) -> ParsedSource {
        guard let language = SourceLanguage(path: file.path) else {
            throw ParseError(path: file.path, problem: .unknownLanguage)
        }
        return try parse(file, as: language)
    }

    /// Deeper bracket nesting is refused before parsing: libtree-sitter 0.20 corrupts
    /// its heap (an abort in `ts_subtree_release`) from about 65,536 nested brackets,
    /// and no source this tool reads comes near a tenth of this.
    public static let maxBracketDepth = 10_000

    public func parse(_ file: SourceFile, as language: SourceLanguage) throws(ParseError) -> ParsedSource {
        try parse(file, as: language, reusing: nil, comparingTags: true)
    }

    /// Parses `file`, an edited copy of `previous`'s, reusing the parts of `previous`'s
    /// tree the edit leaves alone: sooner for a small edit (a fix's candidate, read again
    /// to verify it), and for a clean text the tree a parse from scratch gives (a test
    /// compares them node for node on random edits of every reference file). tree-sitter's
    /// error recovery can take another path when it reuses subtrees, so a text with syntax
    /// errors is parsed again from scratch, within a budget of its own: its problems are
    /// those a check reports. `valuesOnly`: the edit changes values and no JSX tag, whose
    /// names are then not compared again (for every repair's candidate, that was 3 % of a
    /// JSON report).
    public func parse(_ file: SourceFile, editing previous: ParsedSource, valuesOnly: Bool = false) throws(ParseError) -> ParsedSource {
        let reparsed = try parse(file, as: previous.language, reusing: previous.tree, comparingTags: !valuesOnly)
        return reparsed.tree.rootNode.hasError ? try parse(file, as: previous.language, reusing: nil, comparingTags: !valuesOnly) : reparsed
    }

    private func parse(_ file: SourceFile, as language: SourceLanguage, reusing old: Tree?, comparingTags: Bool) throws(ParseError) -> ParsedSource {
        if let deep = Self.bracketNesting(over: Self.maxBracketDepth, in: file.text) {
            throw ParseError(path: file.path, problem: .tooDeep(deep))
        }
        do {
            let parser = try parser(for: language)
            let tree = if let old { try parser.parse(utf8: Array(file.text.utf8), reusing: old) } else { try parser.parse(file.text) }
            var problems = SyntaxProblem.collect(in: tree.rootNode)
            if language == .tsx, comparingTags {
                problems = (problems + SyntaxProblem.unmatchedClosingTags(in: tree.rootNode)).sorted { $0.position < $1.position }
            }
            return ParsedSource(file: file, language: language, tree: tree, syntaxProblems: problems)
        } catch {
            throw ParseError(path: file.path, problem: .treeSitter(error))
        }
    }

    /// Where the brackets `( [ {` first nest deeper than `limit`, if they do. Brackets in
    /// strings and comments count too: this only has to be safe, not exact.
    static func bracketNesting(over limit: Int, in text: String) -> Position? {
        var depth = 0
        var line = 1
        var lineStart = 0
        // A counted loop: `enumerated()` over the UTF-8 view cost a call per byte.
        var offset = -1
        for byte in text.utf8 {
            offset += 1
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > limit {
                    let column = text.utf8.dropFirst(lineStart).prefix(offset - lineStart).count { $0 & 0xC0 != 0x80 } + 1
                    return Position(line: line, column: column)
                }
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth = max(0, depth - 1)
            case UInt8(ascii: "\n"):
                line += 1
                lineStart = offset + 1
            default:
                break
            }
        }
        return nil
    }

    private func parser(for language: SourceLanguage) throws(TreeSitterError) -> Parser {
        if let parser = parsers[language] { return parser }
        let parser = try Parser(language: language.grammar)
        parser.timeout = fileBudget
        parsers[language] = parser
        return parser
    }
}

/// Why a file could not be parsed at all (as opposed to parsing with syntax errors).
public struct ParseError: Error, Sendable, CustomStringConvertible {
    public enum Problem: Sendable {
        case unknownLanguage
        case treeSitter(TreeSitterError)
        /// Brackets nest deeper than `SourceParser.maxBracketDepth` at this position.
        case tooDeep(Position)
    }

    public let path: String
    public let problem: Problem

    /// Why the file was not parsed and where, when that is a finding in the file (the
    /// parse budget ran out, or it nests too deep) rather than a file that cannot be read.
    public var notParsed: SyntaxProblem? {
        switch problem {
        case .treeSitter(.timedOut):
            let reason = "the parse budget ran out (tree-sitter's error recovery; \(SourceParser.budget.components.seconds) s a file)"
            return SyntaxProblem(kind: .notParsed(reason), position: Position(line: 1, column: 1))
        case let .tooDeep(position):
            let reason = "brackets nest more than \(SourceParser.maxBracketDepth) levels deep"
            return SyntaxProblem(kind: .notParsed(reason), position: position)
        default:
            return nil
        }
    }

    public var description: String {
        switch problem {
        case .unknownLanguage:
            "\(path): unknown language (expected one of \(SourceLanguage.knownExtensions.joined(separator: " ")))"
        case let .treeSitter(error):
            "\(path): \(error)"
        case .tooDeep:
            "\(path):\(notParsed?.position.description ?? ""): \(notParsed?.message ?? "")"
        }
    }
}
