import Foundation
import Parsing
import Testing
import TestSupport
import TreeSitter

@testable import Extraction

/// Indexing asks `declaration` only of nodes whose kind an adapter lists in
/// `declarationKinds`: a kind `declaration` reads but the list leaves out would drop
/// that kind's declarations from every index.
@Suite struct DeclarationKindsTests {
    @Test func everyReferenceDeclarationIsOfAListedKind() throws {
        var declarations = 0
        for relative in RepositoryPaths.files(below: RepositoryPaths.reference) {
            guard let language = SourceLanguage(path: relative) else { continue }
            let text = try String(contentsOf: RepositoryPaths.reference.appendingPathComponent(relative), encoding: .utf8)
            let adapter = SourceIndex.adapter(for: language)
            let parsed = try SourceParser().parse(SourceFile(path: relative, text: text))
            for node in parsed.tree.rootNode.preorder() where adapter.declaration(node) != nil {
                #expect(adapter.declarationKinds.contains(node.kind), "\(relative): \(node.kind)")
                declarations += 1
            }
        }
        #expect(declarations > 500)
    }
}
