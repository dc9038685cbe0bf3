import Foundation
import Parsing
import Testing
import TestSupport

@testable import TreeSitter

/// The patterns read and matched in Swift against libtree-sitter's own query cursor:
/// the same matches, captures and order, or the shortcut would change what rules read.
@Suite struct QueryMatcherTests {
    /// Queries that exercise each feature the matcher reads, per language.
    static let featureQueries: [SourceLanguage: [String]] = [
        .swift: [
            "(call_expression (simple_identifier) @callee)",
            "(integer_literal) @number",
            "(call_expression (simple_identifier) @a (call_suffix) @b)",
            "(navigation_expression target: (_) @target suffix: (navigation_suffix) @suffix)",
            "(value_arguments . (value_argument) @first)",
            "(value_arguments (value_argument) @last .)",
            "(value_arguments (value_argument) @a . (value_argument) @b)",
            "(statements (_) @any)",
            "(call_suffix _ @anything)",
            #"(infix_expression "+" @plus)"#,
            "(property_declaration !computed_value name: (pattern) @name)",
            "((simple_identifier) @name (#match? @name \"^[A-Z]\"))",
            "(class_declaration (class_body (property_declaration) @property))",
            "(ERROR) @error",
        ],
        .kotlin: [
            "(call_expression (identifier) @callee)",
            "(value_arguments (value_argument) @a (value_argument) @b)",
            "(value_arguments . (value_argument) @first)",
            "(value_arguments (value_argument) @last .)",
            "(function_declaration (function_value_parameters (parameter (identifier) @p)))",
            "((navigation_expression (identifier) @head (identifier) @tail) (#eq? @head \"Modifier\"))",
            "(string_literal . (string_content) @only .)",
            "(_ (number_literal) @n)",
        ],
        .tsx: [
            "(pair key: (property_identifier) @key value: (_) @value)",
            "(jsx_attribute (property_identifier) @name (_) @value)",
            "(arguments . (_) @first (_) @second)",
            "(binary_expression operator: \"*\" right: (number) @factor)",
            "(call_expression function: (identifier) @f arguments: (arguments (arrow_function) @callback))",
            "((identifier) @name (#any-of? @name \"useState\" \"useEffect\"))",
        ],
    ]

    /// Every query the repository's rules hold, by the platform key that says its language.
    static func ruleQueries() throws -> [SourceLanguage: [String]] {
        let languages: [String: SourceLanguage] = ["swift": .swift, "kotlin": .kotlin, "tailwind": .tsx, "stylesheet": .tsx]
        var result: [SourceLanguage: [String]] = [:]
        for name in ["message-scroller.yml", "section-index.yml"] {
            let text = try String(contentsOf: RepositoryPaths.root.appendingPathComponent("rules/\(name)"), encoding: .utf8)
            var platform = ""
            for line in text.split(separator: "\n") {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.hasSuffix(":"), languages[String(trimmed.dropLast())] != nil { platform = String(trimmed.dropLast()) }
                if trimmed.hasPrefix("query: '"), let language = languages[platform] {
                    result[language, default: []].append(String(trimmed.dropFirst("query: '".count).dropLast()))
                }
            }
        }
        return result
    }

    /// A match as text: pattern, then each capture's name and byte range.
    static func describe(_ matches: [QueryMatch]) -> [String] {
        matches.map { match in
            "\(match.patternIndex): " + match.captures.map { "\($0.name)@\($0.node.byteRange)" }.joined(separator: " ")
        }
    }

    /// Where two lists of matches part, briefly (a whole list would bury the message).
    static func firstDifference(_ actual: [String], _ expected: [String]) -> String? {
        guard actual != expected else { return nil }
        let index = zip(actual, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(actual.count, expected.count)
        return "at \(index) of \(actual.count) (expected \(expected.count)): \(actual.dropFirst(index).first ?? "end") instead of \(expected.dropFirst(index).first ?? "end")"
    }

    /// Each query alone, and all of them as one (as a check's bank runs them), pattern by
    /// pattern: how tree-sitter interleaves the matches of different patterns that end on
    /// one node depends on its grammar analysis, which is what reading here avoids.
    @Test(arguments: [SourceLanguage.swift, .kotlin, .tsx])
    func matchesAsTreeSitterDoes(language: SourceLanguage) throws {
        let queries = (Self.featureQueries[language] ?? []) + (try Self.ruleQueries()[language] ?? [])
        let files = try referenceSources().filter { $0.1 == language }
        #expect(files.count >= 3)
        var compared = 0
        for (path, _, text) in files {
            let tree = try Parser(language: language.grammar).parse(text)
            for source in queries + [queries.joined(separator: "\n")] {
                let read = try Query(language: language.grammar, source: source)
                let compiled = try Query(language: language.grammar, source: source, readingPatterns: false)
                #expect(!read.isCompiledByTreeSitter, "\(source)")
                #expect(read.captureNames == compiled.captureNames)
                let actual = read.matches(in: tree.rootNode)
                let expected = compiled.matches(in: tree.rootNode)
                for pattern in 0..<compiled.patternCount {
                    let difference = Self.firstDifference(
                        Self.describe(actual.filter { $0.patternIndex == pattern }),
                        Self.describe(expected.filter { $0.patternIndex == pattern }))
                    #expect(difference == nil, "pattern \(pattern) of \(source) in \(path)")
                }
                compared += expected.count
            }
        }
        #expect(compared > 200)
    }

    @Test func everyPlacementThatCapturesOtherNodesIsAMatch() throws {
        let tree = try Parser(language: SourceLanguage.kotlin.grammar).parse("val x = f(1, 2, 3)\n")
        let query = try Query(
            language: SourceLanguage.kotlin.grammar, source: "(value_arguments (value_argument) @a (value_argument) @b)")
        let pairs = query.matches(in: tree.rootNode).map { match in match.captures.map(\.node.text).joined(separator: ",") }
        #expect(pairs == ["1,2", "1,3", "2,3"])
    }

    @Test func anchorsTakeTheFirstLastAndAdjacentNamedChildren() throws {
        let tree = try Parser(language: SourceLanguage.kotlin.grammar).parse("val x = f(1, 2, 3)\n")
        let texts = { (source: String) throws -> [String] in
            try Query(language: SourceLanguage.kotlin.grammar, source: source).matches(in: tree.rootNode)
                .map { $0.captures.map(\.node.text).joined(separator: ",") }
        }
        #expect(try texts("(value_arguments . (value_argument) @a)") == ["1"])
        #expect(try texts("(value_arguments (value_argument) @a .)") == ["3"])
        #expect(try texts("(value_arguments (value_argument) @a . (value_argument) @b)") == ["1,2", "2,3"])
    }

    @Test(arguments: [
        "(value_argument)? @optional",
        "(value_arguments (value_argument)* @many)",
        "[(identifier) (number_literal)] @either",
        "((identifier) @a (number_literal) @b)",
    ])
    func otherFeaturesAreLeftToTreeSitter(source: String) throws {
        let query = try Query(language: SourceLanguage.kotlin.grammar, source: source)
        #expect(query.isCompiledByTreeSitter)
    }

    @Test func aHostileListEndsAtThePlacementLimit() throws {
        let source = "val x = f(" + (1...300).map(String.init).joined(separator: ", ") + ")\n"
        let tree = try Parser(language: SourceLanguage.kotlin.grammar).parse(source)
        let query = try Query(
            language: SourceLanguage.kotlin.grammar,
            source: "(value_arguments (value_argument) @a (value_argument) @b (value_argument) @c (value_argument) @d)")
        #expect(query.matches(in: tree.rootNode).count == QueryMatcher.placementLimit)
    }

    /// Children that capture nothing are placed once: every way of placing them is one
    /// match. Six uncaptured children over 300 arguments did not end.
    @Test func uncapturedChildrenArePlacedOnce() throws {
        let source = "val x = f(" + (1...300).map(String.init).joined(separator: ", ") + ")\n"
        let tree = try Parser(language: SourceLanguage.kotlin.grammar).parse(source)
        let query = try Query(language: SourceLanguage.kotlin.grammar, source: "(_ (_) (_) (_) (_) (_) (_)) @value")
        let matches = query.matches(in: tree.rootNode).filter { $0.captures.first?.node.kind == "value_arguments" }
        #expect(matches.count == 1)
    }

    /// A captured child followed by uncaptured ones: each place of the captured one is a
    /// match, however many ways the others fit after it (counting those ways towards the
    /// limit lost the second match, and with it a drift).
    @Test func aCaptureBeforeUncapturedChildrenFindsEachPlace() throws {
        let source = "val x = listOf(18.dp, 20.dp, " + Array(repeating: "x", count: 300).joined(separator: ", ") + ")\n"
        let tree = try Parser(language: SourceLanguage.kotlin.grammar).parse(source)
        let query = try Query(
            language: SourceLanguage.kotlin.grammar,
            source: "(value_arguments (value_argument (navigation_expression) @value) (value_argument (identifier)) (value_argument (identifier)))")
        #expect(query.matches(in: tree.rootNode).compactMap { $0.captures.first?.node.text } == ["18.dp", "20.dp"])
    }

    /// Uncaptured children before a captured one reach it alike in every way they are
    /// placed: each place is gone on from once (five over 150 arguments did not end).
    @Test func uncapturedChildrenBeforeACaptureAreFollowedOnce() throws {
        let source = "val x = listOf(" + Array(repeating: "x", count: 150).joined(separator: ", ") + ", 18.dp, 20.dp)\n"
        let tree = try Parser(language: SourceLanguage.kotlin.grammar).parse(source)
        let children = Array(repeating: "(value_argument)", count: 5).joined(separator: " ")
        let query = try Query(
            language: SourceLanguage.kotlin.grammar, source: "(value_arguments \(children) (value_argument (navigation_expression) @value))")
        #expect(query.matches(in: tree.rootNode).compactMap { $0.captures.first?.node.text } == ["18.dp", "20.dp"])
    }
}
