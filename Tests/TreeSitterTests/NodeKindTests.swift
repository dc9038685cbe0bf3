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
}
