import Foundation
import Parsing
import Testing
import TestSupport

@testable import TreeSitter

/// A fix's candidate is parsed again reusing the tree it edits; that must give the tree
/// a parse from scratch gives, or a repair would be verified against another tree.
@Suite struct IncrementalParseTests {
    /// Texts put in place of a few bytes: literals, brackets, line breaks, a
    /// three-byte character, and nothing (a deletion).
    private static let snippets = ["", "0", "18", "1.5f", " ", "\n", "(", ")", "}", "\"", "x", "•", "// c\n"]

    /// A clean text's tree is the same whether the parse reuses the old tree or not, node
    /// for node, anonymous tokens and byte ranges included (with syntax errors,
    /// tree-sitter's recovery may differ: see the next test).
    @Test func editedReferenceFilesParseAsFromScratch() throws {
        var random = SplitMix64(seed: 15)
        var clean = 0
        for (relative, language, text) in try referenceSources() {
            let parser = try Parser(language: language.grammar)
            let original = try parser.parse(text)
            for _ in 0..<Self.editsPerFile {
                let edited = Self.edit(Array(text.utf8), using: &random)
                let scratch = try parser.parse(utf8: edited)
                guard !scratch.rootNode.hasError else { continue }
                let reused = try parser.parse(utf8: edited, reusing: original)
                #expect(Self.nodes(of: reused) == Self.nodes(of: scratch), "\(relative)")
                clean += 1
            }
        }
        #expect(clean >= 50)
    }

    /// What a check reads, syntax problems included, is the same for every edit: a
    /// text with errors is parsed again from scratch (those are equal by construction;
    /// the clean ones are the test).
    @Test func editedSourcesReadAsFromScratch() throws {
        var random = SplitMix64(seed: 1_503)
        var broken = 0
        for (relative, language, text) in try referenceSources() {
            let parser = SourceParser()
            let original = try parser.parse(SourceFile(path: relative, text: text), as: language)
            for _ in 0..<Self.editsPerFile {
                let edited = SourceFile(path: relative, text: String(decoding: Self.edit(Array(text.utf8), using: &random), as: UTF8.self))
                let reused = try parser.parse(edited, editing: original)
                let scratch = try parser.parse(edited, as: language)
                #expect(Self.nodes(of: reused.tree) == Self.nodes(of: scratch.tree), "\(relative)")
                #expect(reused.syntaxProblems == scratch.syntaxProblems, "\(relative)")
                if !scratch.isClean { broken += 1 }
            }
        }
        #expect(broken >= 50)
    }

    @Test func theEditIsTheTextBetweenTheCommonPrefixAndSuffix() {
        // "aaa" → "aaaa": the suffix must not reach back into the prefix.
        let grown = Parser.edit(from: Array("aaa".utf8), to: Array("aaaa".utf8))
        #expect((grown.start_byte, grown.old_end_byte, grown.new_end_byte) == (3, 3, 4))
        // Points are 0-based rows and byte columns: "•" is three bytes.
        let old = Array("let a = 1\nlet b = \"•\" + 16\n".utf8)
        let new = Array("let a = 1\nlet b = \"•\" + 18\n".utf8)
        let changed = Parser.edit(from: old, to: new)
        #expect((changed.start_byte, changed.old_end_byte, changed.new_end_byte) == (27, 28, 28))
        #expect((changed.start_point.row, changed.start_point.column) == (1, 17))
        #expect((changed.old_end_point.row, changed.old_end_point.column) == (1, 18))
        #expect((changed.new_end_point.row, changed.new_end_point.column) == (1, 18))
        // A joined line: the old end is a row below the new end.
        let joined = Parser.edit(from: Array("ab\ncd".utf8), to: Array("abcd".utf8))
        #expect((joined.start_byte, joined.old_end_byte, joined.new_end_byte) == (2, 3, 2))
        #expect((joined.old_end_point.row, joined.old_end_point.column) == (1, 0))
        #expect((joined.new_end_point.row, joined.new_end_point.column) == (0, 2))
        // No change, and a text emptied.
        let same = Parser.edit(from: Array("x\n".utf8), to: Array("x\n".utf8))
        #expect((same.start_byte, same.old_end_byte, same.new_end_byte) == (2, 2, 2))
        let emptied = Parser.edit(from: Array("x\ny".utf8), to: [])
        #expect((emptied.start_byte, emptied.old_end_byte, emptied.new_end_byte) == (0, 3, 0))
        #expect((emptied.old_end_point.row, emptied.old_end_point.column) == (1, 1))
    }

    /// A declaration written before the edit is the old tree's own subtree, not parsed
    /// again: what makes verifying a repair cheap.
    @Test func theTextBeforeAnEditIsReused() throws {
        let text = "val rowHeight = 16\nval badge = 18\n"
        let parser = try Parser(language: SourceLanguage.kotlin.grammar)
        let original = try parser.parse(text)
        let edited = try parser.parse(utf8: Array(text.replacingOccurrences(of: "18", with: "20").utf8), reusing: original)
        let scratch = try parser.parse(text.replacingOccurrences(of: "18", with: "20"))
        let first = try #require(original.rootNode.namedChildren.first)
        #expect(try #require(edited.rootNode.namedChildren.first).raw.id == first.raw.id)
        #expect(try #require(scratch.rootNode.namedChildren.first).raw.id != first.raw.id)
    }

    /// Every node in document order, anonymous ones included, with what the extraction
    /// reads of it: kind, whether named or missing, field name and byte range.
    private static func nodes(of tree: Tree) -> [String] {
        var lines: [String] = []
        func walk(_ node: Node, field: String?) {
            lines.append("\(node.kind) \(node.isNamed) \(node.isMissing) \(field ?? "-") \(node.byteRange)")
            for (field, child) in node.childrenWithFields { walk(child, field: field) }
        }
        walk(tree.rootNode, field: nil)
        return lines
    }

    private static let editsPerFile = 6

    /// `bytes` with a few bytes at a character boundary replaced by a snippet.
    private static func edit(_ bytes: [UInt8], using random: inout SplitMix64) -> [UInt8] {
        var start = random.below(bytes.count + 1)
        while start < bytes.count, bytes[start] & 0xC0 == 0x80 { start += 1 }
        var end = min(bytes.count, start + random.below(4))
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        let snippet = snippets[random.below(snippets.count)]
        return Array(bytes[..<start]) + Array(snippet.utf8) + Array(bytes[end...])
    }
}

/// Every reference source file: its path below `reference/`, language and text.
func referenceSources() throws -> [(String, SourceLanguage, String)] {
    try RepositoryPaths.files(below: RepositoryPaths.reference).compactMap { relative in
        guard let language = SourceLanguage(path: relative) else { return nil }
        return (relative, language, try String(contentsOf: RepositoryPaths.reference.appendingPathComponent(relative), encoding: .utf8))
    }
}
