import Model
import TreeSitter
import Parsing
import Testing

@testable import Extraction

/// Whether a node is inside a scope and outside others (`in:` and `not-in:` of a locator),
/// searched from the node out, with each link of the chain keeping its answer.
@Suite struct ScopeSearchTests {
    /// `depth` nested stacks, alternating `VStack` and `HStack`, in `struct Outer`, with a
    /// `Text` innermost.
    private static func nested(depth: Int) throws -> SourceIndex {
        let open = (0..<depth).map { $0 % 2 == 0 ? "VStack {" : "HStack {" }.joined(separator: "\n")
        let text = "struct Outer { var body: some View {\n\(open)\nText(\"x\")\n\(String(repeating: "}\n", count: depth))} }"
        let parsed = try SourceParser().parse(SourceFile(path: "Outer.swift", text: text))
        return SourceIndex(parsed: parsed, path: "Outer.swift")
    }

    private static func innermostText(_ index: SourceIndex) throws -> Node {
        try #require(index.nodes(ofKind: "call_expression").last { index.parsed.tree.text(in: $0.byteRange).hasPrefix("Text") })
    }

    @Test func anExcludedNameAnywhereOutRulesTheNodeOut() throws {
        let index = try Self.nested(depth: 40)
        let text = try Self.innermostText(index)
        #expect(index.isInside(text, scope: ["Outer"], excluding: ["ZStack"]))
        #expect(!index.isInside(text, scope: ["Outer"], excluding: ["ZStack", "HStack"]))
        #expect(!index.isInside(text, scope: ["Outer"], excluding: ["Outer"]))
        #expect(!index.isInside(text, scope: ["Missing"], excluding: ["ZStack"]))
    }

    /// The answer is kept on every link the search passed: a second node's search stops at
    /// the first link it shares (a `not-in:` locator on a deep tree had been quadratic).
    @Test func theAnswerIsKeptOnEveryLinkPassed() throws {
        let index = try Self.nested(depth: 40)
        var link = index.scopeLink(of: try Self.innermostText(index))
        #expect(index.isInside(try Self.innermostText(index), scope: [], excluding: ["ZStack"]))
        var links = 0
        while let current = link {
            #expect(current.meets[["ZStack"]] == false)
            links += 1
            link = current.outer
        }
        #expect(links > 40)
    }
}
