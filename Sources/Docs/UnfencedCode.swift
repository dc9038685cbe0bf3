import Parsing
import TreeSitter

/// Finds the code a page shows without fences (the SwiftUI recipe pastes its code as
/// plain paragraphs), in the page's text lines.
///
/// A run is made of segments. A segment starts at a line whose first word can begin a
/// declaration (`struct`, `func`, `fun`, `val`, `const`, `export` …, or `@`, or a comment)
/// and takes the lines after it while a bracket is open (across blank lines only when
/// the text after them is indented deeper than the start, or closes a bracket), while
/// they are indented deeper than the start, or after an attribute or comment line. The
/// first segment must parse alone, with zero syntax errors, into top-level declarations
/// (imports and comments may sit among them); the run then takes the next segments,
/// blank lines between them allowed, as long as each does too and the whole still
/// parses so; and it must hold at least one declaration. A top-level statement that is
/// not a declaration ends the run: that keeps out a lone `proxy.scrollTo(…)` line and
/// prose that a permissive grammar reads as an expression (Kotlin reads `Alphabetical
/// section index` as an infix call). A run never crosses a heading or a fenced block.
///
/// Language: the one giving the longest run; on equal length the one whose keywords the
/// run uses most (`struct`/`func`/`some` → Swift, `fun`/`val`/`@Composable` → Kotlin,
/// `function`/`const`/`export`/`=>`/JSX tags → TSX); then Swift, Kotlin, TSX in that order.
///
/// A first segment that does not parse (broken code: a brace never closed) is dropped
/// whole, so the inside of a broken declaration is not recovered piecemeal.
///
/// Bounds: a run is at most 400 lines. Each line is parsed a few times at most per
/// language (alone in its segment, in the whole run, and up to 8 shorter tries if the
/// whole run does not parse), and a page parses at most 8 MB of text in all, after
/// which the search stops and says where. Lines that cannot start a declaration cost no
/// parse, so a long page of prose costs nothing.
public enum UnfencedCode {
    public struct Block: Equatable, Sendable {
        public let language: SourceLanguage
        /// The run's lines as written, LF, with a trailing newline.
        public let content: String
        /// The page line the run starts on.
        public let line: Int
        public let lineCount: Int
        /// The nearest heading above the run, if any.
        public let heading: String?
    }

    public struct Scan: Equatable, Sendable {
        public var blocks: [Block] = []
        /// The page line at which the parse budget ran out and the search stopped, if it did.
        public var stoppedAt: Int?
    }

    static let maximumRunLines = 400
    static let maximumShorterTries = 8
    public static let parseBudgetBytes = 8 * 1024 * 1024
    /// The time one page's search may take, and one parse of it: tree-sitter's error
    /// recovery can spend seconds on a few kilobytes of prose, so bytes alone do not
    /// bound it (a 4.5 KB page once took 10.7 s).
    public static let timeBudget: Duration = .seconds(2)
    public static let parseTimeBudget: Duration = .milliseconds(500)
    /// In the order that breaks a tie.
    static let languages: [SourceLanguage] = [.swift, .kotlin, .tsx]

    /// The runs in a page's text lines; `parseBudget` is the most text (bytes) parsed in
    /// all, `parseTime` the longest one parse may take.
    public static func find(
        in lines: [MarkdownPage.TextLine], parseBudget: Int = parseBudgetBytes, parseTime: Duration = parseTimeBudget
    ) -> Scan {
        var finder = Finder(lines: lines, budget: parseBudget, parseTime: parseTime)
        return finder.scan()
    }

    /// The file extension of a recovered block.
    static func fileExtension(_ language: SourceLanguage) -> String {
        switch language {
        case .swift: "swift"
        case .kotlin: "kt"
        case .tsx: "tsx"
        case .typescript: "ts"
        }
    }

    private struct Finder {
        let lines: [MarkdownPage.TextLine]
        var budget: Int
        let parser: SourceParser
        let deadline = ContinuousClock.now + UnfencedCode.timeBudget
        var exhausted = false

        init(lines: [MarkdownPage.TextLine], budget: Int, parseTime: Duration) {
            self.lines = lines
            self.budget = budget
            parser = SourceParser(budget: parseTime)
        }

        mutating func scan() -> Scan {
            var result = Scan()
            var index = 0
            while index < lines.count {
                let candidates = UnfencedCode.languages.filter { Syntax.canStartDeclaration(lines[index].text, in: $0) }
                guard !candidates.isEmpty else {
                    index += 1
                    continue
                }
                let first = segment(from: index)
                var best: (language: SourceLanguage, end: Int, evidence: Int)?
                for language in candidates {
                    guard let end = run(from: first, in: language) else { continue }
                    let evidence = Syntax.evidence(joined(index..<end), for: language)
                    if best == nil || (end, evidence) > (best!.end, best!.evidence) {
                        best = (language, end, evidence)
                    }
                }
                if exhausted {
                    result.stoppedAt = lines[index].number
                    break
                }
                guard let best else {
                    index = first.upperBound
                    continue
                }
                result.blocks.append(Block(
                    language: best.language, content: joined(index..<best.end) + "\n",
                    line: lines[index].number, lineCount: best.end - index, heading: lines[index].heading))
                index = best.end
            }
            return result
        }

        /// Whether line `index` directly follows the one before it in the page (no fence
        /// or heading between them).
        private func follows(_ index: Int) -> Bool {
            index > 0 && index < lines.count && lines[index].number == lines[index - 1].number + 1
        }

        private func isBlank(_ index: Int) -> Bool {
            Syntax.indentation(lines[index].text) == nil
        }

        /// The lines of the segment starting at `start` (see the type's comment).
        private func segment(from start: Int) -> Range<Int> {
            let indent = Syntax.indentation(lines[start].text) ?? 0
            var lexer = BracketLexer()
            lexer.feed(lines[start].text)
            var end = start
            while follows(end + 1), end + 1 - start < UnfencedCode.maximumRunLines {
                let next = end + 1
                if isBlank(next) {
                    var text = next
                    while follows(text), isBlank(text), text - start < UnfencedCode.maximumRunLines { text += 1 }
                    guard follows(text), text - start < UnfencedCode.maximumRunLines, !isBlank(text) else { break }
                    let continues = lexer.inLiteral
                        || (lexer.depth > 0
                            && ((Syntax.indentation(lines[text].text) ?? 0) > indent || Syntax.startsWithCloser(lines[text].text)))
                    guard continues else { break }
                    for line in next...text { lexer.feed(lines[line].text) }
                    end = text
                    continue
                }
                let continues = lexer.inLiteral || lexer.depth > 0
                    || (Syntax.indentation(lines[next].text) ?? 0) > indent
                    || (Syntax.isAttributeOrComment(lines[end].text)
                        && UnfencedCode.languages.contains { Syntax.canStartDeclaration(lines[next].text, in: $0) })
                guard continues else { break }
                lexer.feed(lines[next].text)
                end = next
            }
            return start..<end + 1
        }

        /// The end (exclusive) of the run that begins with segment `first`, or nil.
        private mutating func run(from first: Range<Int>, in language: SourceLanguage) -> Int? {
            guard let alone = check(first, in: language), alone.declarationsOnly else { return nil }
            var segments = [first]
            while true {
                var next = segments.last!.upperBound
                while follows(next), isBlank(next) { next += 1 }
                guard follows(next), Syntax.canStartDeclaration(lines[next].text, in: language) else { break }
                let segment = segment(from: next)
                guard segment.upperBound - first.lowerBound <= UnfencedCode.maximumRunLines else { break }
                guard let verdict = check(segment, in: language) else { return nil }
                guard verdict.declarationsOnly else { break }
                segments.append(segment)
            }
            var count = segments.count
            var tries = 0
            while count > 1, tries < UnfencedCode.maximumShorterTries {
                tries += 1
                let whole = first.lowerBound..<segments[count - 1].upperBound
                guard let verdict = check(whole, in: language) else { return nil }
                if verdict.declarationsOnly, verdict.hasDeclaration { return whole.upperBound }
                count -= 1
            }
            return alone.hasDeclaration ? first.upperBound : nil
        }

        private struct Verdict {
            /// Zero syntax errors, and every top-level node a declaration, import or comment.
            var declarationsOnly: Bool
            var hasDeclaration: Bool
        }

        /// Parses the lines as `language`; nil once the parse budget is spent.
        private mutating func check(_ range: Range<Int>, in language: SourceLanguage) -> Verdict? {
            let text = joined(range) + "\n"
            guard text.utf8.count <= budget, ContinuousClock.now < deadline else {
                exhausted = true
                return nil
            }
            budget -= text.utf8.count
            let parsed: ParsedSource
            do {
                parsed = try parser.parse(SourceFile(path: "unfenced", text: text), as: language)
            } catch {
                // A parse that ran out of time says nothing about the code: the search stops
                // here, and says so, rather than quietly finding less on a loaded machine.
                if case .treeSitter(.timedOut) = error.problem {
                    exhausted = true
                    return nil
                }
                return Verdict(declarationsOnly: false, hasDeclaration: false)
            }
            let children = parsed.tree.rootNode.children
            return Verdict(
                declarationsOnly: parsed.isClean && children.allSatisfy { Syntax.isMember($0, of: language) },
                hasDeclaration: children.contains { Syntax.isDeclaration($0, in: language) })
        }

        private func joined(_ range: Range<Int>) -> String {
            lines[range].lazy.map(\.text).joined(separator: "\n")
        }
    }
}

/// Counts open brackets line by line, skipping strings, character literals and comments
/// (roughly: enough to tell where a declaration's braces close).
private struct BracketLexer {
    private(set) var depth = 0
    private var inBlockComment = false
    private var inMultilineString = false

    /// Inside a block comment or a multi-line string.
    var inLiteral: Bool { inBlockComment || inMultilineString }

    mutating func feed(_ line: String) {
        let scalars = Array(line.unicodeScalars)
        func at(_ index: Int, _ text: String) -> Bool {
            let wanted = Array(text.unicodeScalars)
            return index + wanted.count <= scalars.count && Array(scalars[index..<index + wanted.count]) == wanted
        }
        var index = 0
        while index < scalars.count {
            if inBlockComment {
                if at(index, "*/") { inBlockComment = false; index += 2 } else { index += 1 }
                continue
            }
            if inMultilineString {
                if at(index, "\"\"\"") { inMultilineString = false; index += 3 } else { index += 1 }
                continue
            }
            let scalar = scalars[index]
            switch scalar {
            case "/" where at(index, "//"):
                return
            case "/" where at(index, "/*"):
                inBlockComment = true
                index += 2
            case "\"" where at(index, "\"\"\""):
                inMultilineString = true
                index += 3
            case "\"", "'", "`":
                // A string on one line; an unclosed one runs to the end of the line.
                index += 1
                while index < scalars.count, scalars[index] != scalar {
                    index += scalars[index] == "\\" ? 2 : 1
                }
                index += 1
            case "(", "[", "{":
                depth += 1
                index += 1
            case ")", "]", "}":
                depth -= 1
                index += 1
            default:
                index += 1
            }
        }
    }
}

/// What the grammars call declarations, and the cheap line tests before any parse.
private enum Syntax {
    /// The width of the line's leading whitespace (a tab counts 4), or nil for a blank line.
    static func indentation(_ line: String) -> Int? {
        var width = 0
        for scalar in line.unicodeScalars {
            guard scalar.properties.isWhitespace else { return width }
            width += scalar == "\t" ? 4 : 1
        }
        return nil
    }

    /// Whether a line is an attribute or annotation (`@Composable`) or starts a comment:
    /// the line after it belongs to the same segment.
    static func isAttributeOrComment(_ line: String) -> Bool {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        return trimmed.hasPrefix("@") || trimmed.hasPrefix("//") || trimmed.hasPrefix("/*")
    }

    static func startsWithCloser(_ line: String) -> Bool {
        guard let first = line.first(where: { !$0.isWhitespace }) else { return false }
        return first == ")" || first == "]" || first == "}"
    }

    /// Whether the line's first word (or `@`, or a comment) can begin a top-level
    /// declaration in `language`. Keywords are lowercase, so a sentence's capital never matches.
    static func canStartDeclaration(_ line: String, in language: SourceLanguage) -> Bool {
        if isAttributeOrComment(line) { return true }
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        let word = String(trimmed.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") })
        return startWords[language, default: []].contains(word)
    }

    private static let startWords: [SourceLanguage: Set<String>] = [
        .swift: [
            "import", "struct", "class", "enum", "extension", "protocol", "func", "let", "var", "actor",
            "typealias", "macro", "public", "private", "fileprivate", "internal", "open", "package",
            "final", "indirect", "nonisolated", "infix", "prefix", "postfix", "precedencegroup",
        ],
        .kotlin: [
            "package", "import", "fun", "val", "var", "class", "object", "interface", "typealias", "data",
            "sealed", "enum", "abstract", "open", "private", "internal", "public", "protected", "inline",
            "value", "annotation", "const", "suspend", "tailrec", "operator", "infix", "external",
            "expect", "actual", "lateinit", "override",
        ],
        .tsx: [
            "import", "export", "function", "async", "const", "let", "var", "class", "abstract",
            "interface", "type", "enum", "declare", "namespace", "module",
        ],
    ]

    private static let declarationKinds: [SourceLanguage: Set<String>] = [
        .swift: [
            "class_declaration", "protocol_declaration", "function_declaration", "property_declaration",
            "typealias_declaration", "macro_declaration", "operator_declaration", "precedence_group_declaration",
        ],
        .kotlin: ["function_declaration", "property_declaration", "class_declaration", "object_declaration", "type_alias"],
        .tsx: [
            "function_declaration", "generator_function_declaration", "class_declaration",
            "abstract_class_declaration", "lexical_declaration", "variable_declaration", "interface_declaration",
            "type_alias_declaration", "enum_declaration", "ambient_declaration", "module",
        ],
    ]

    /// Top-level nodes a run may hold besides declarations.
    private static let otherMemberKinds: [SourceLanguage: Set<String>] = [
        .swift: ["import_declaration", "comment", "multiline_comment", "directive", ";"],
        .kotlin: [
            "package_header", "import", "import_list", "import_header", "file_annotation", "shebang_line",
            "line_comment", "block_comment", "comment", "multiline_comment", ";",
        ],
        .tsx: ["import_statement", "export_statement", "comment", "hash_bang_line", ";"],
    ]

    static func isDeclaration(_ node: Node, in language: SourceLanguage) -> Bool {
        if declarationKinds[language, default: []].contains(node.kind) { return true }
        guard language == .tsx else { return false }
        switch node.kind {
        case "export_statement": return node.child(byField: "declaration") != nil
        case "expression_statement": return node.namedChild(at: 0)?.kind == "internal_module"  // namespace N {}
        default: return false
        }
    }

    /// A whole, error-free declaration, import or comment.
    static func isMember(_ node: Node, of language: SourceLanguage) -> Bool {
        guard !node.hasError, !node.isMissing else { return false }
        return isDeclaration(node, in: language) || otherMemberKinds[language, default: []].contains(node.kind)
    }

    /// How strongly a run's words point at `language`, for runs several grammars accept.
    static func evidence(_ text: String, for language: SourceLanguage) -> Int {
        let markers = evidenceWords[language, default: []]
        var count = 0
        var word = ""
        for character in text + " " {
            if character.isLetter || character.isNumber || character == "_" || (character == "@" && word.isEmpty) {
                word.append(character)
                continue
            }
            if markers.contains(word) { count += 1 }
            word = ""
        }
        if language == .tsx {
            for token in ["=>", "/>", "</"] { count += text.components(separatedBy: token).count - 1 }
        }
        return count
    }

    private static let evidenceWords: [SourceLanguage: Set<String>] = [
        .swift: [
            "struct", "extension", "protocol", "func", "guard", "some", "inout", "actor",
            "@State", "@Binding", "@ViewBuilder", "@Published", "@Environment", "@main",
        ],
        .kotlin: ["fun", "val", "object", "when", "companion", "suspend", "@Composable"],
        .tsx: ["function", "const", "export", "interface", "from"],
    ]
}
