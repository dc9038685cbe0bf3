import CTreeSitter
import Foundation
import Parsing
import Testing
import TestSupport

@testable import TreeSitter

/// `Node.kind` reads a table of the grammar's symbol names; it must name every node as
/// tree-sitter does.
@Suite struct NodeKindTests {
    @Test func everyReferenceNodeIsNamedAsTreeSitterNamesIt() throws {
        var checked = 0
        var errors = 0
        for (relative, language, text) in try referenceSources() {
            // A stray line makes ERROR nodes, whose symbol is outside the table.
            for source in [text, text + "\n) ) }\n"] {
                for node in try Parser(language: language.grammar).parse(source).rootNode.preorder() {
                    #expect(node.kind == String(cString: ts_node_type(node.raw)), "\(relative)")
                    checked += 1
                    if node.isError { errors += 1 }
                }
            }
        }
        #expect(checked > 100_000)
        #expect(errors > 0)
    }

    /// `NodeKinds` tests a node's symbol, not its name: each set's answer must agree with
    /// `kind` on every node, `ERROR` (outside the grammar's symbols) included, and the
    /// sets must not leak into each other.
    @Test func nodeKindsAgreeWithTheKindsNames() throws {
        let sets: [Set<String>] = [
            ["ERROR", "identifier", "simple_identifier"], ["=", "parameter"], ["call_expression", "property_declaration", "identifier"],
        ]
        var contained = Array(repeating: 0, count: sets.count)
        for (relative, language, text) in try referenceSources() {
            let kinds = NodeKinds(sets, of: language.grammar)
            for node in try Parser(language: language.grammar).parse(text + "\n) ) }\n").rootNode.preorder() {
                let membership = kinds.kinds(of: node)
                for (position, names) in sets.enumerated() {
                    #expect(membership.contains(position) == names.contains(node.kind), "\(relative): \(node.kind) in set \(position)")
                    if membership.contains(position) { contained[position] += 1 }
                }
            }
        }
        #expect(contained.allSatisfy { $0 > 100 })
    }

    /// A walk meets every node in document order (as reading each node's `children` in
    /// turn lists them), each at its depth, and does not go below a node it is told to skip.
    @Test func aWalkMeetsEveryNodeInDocumentOrderAtItsDepth() throws {
        let root = try Parser(language: SourceLanguage.kotlin.grammar).parse("fun f(a: Int = 1) = listOf(a, 2).map { it * 2 }\n").rootNode
        var met: [(node: Node, depth: Int)] = []
        root.walk(&met) { met, node, depth in
            met.append((node, depth))
            return true
        }
        func documentOrder(_ node: Node) -> [Node] { [node] + node.children.flatMap(documentOrder) }
        #expect(met.map(\.node) == documentOrder(root))
        for (node, depth) in met {
            var above = 0
            var parent = node.parent
            while let next = parent {
                above += 1
                parent = next.parent
            }
            #expect(depth == above, "\(node.kind)")
        }
        let lambda = try #require(met.first { $0.node.kind == "lambda_literal" }?.node)
        var skipping: [Node] = []
        root.walk(&skipping) { skipping, node, _ in
            skipping.append(node)
            return node != lambda
        }
        let below = documentOrder(lambda).dropFirst()
        #expect(!below.isEmpty)
        #expect(skipping == met.map(\.node).filter { !below.contains($0) })
    }
}
