import Parsing
import Testing
import TreeSitter

private func parse(_ source: String, _ language: SourceLanguage) throws -> Tree {
    try Parser(language: language.grammar).parse(source)
}

/// The first node of `kind` in document order.
private func first(_ kind: String, in tree: Tree) throws -> Node {
    try #require(tree.rootNode.preorder().first { $0.kind == kind })
}

@Suite struct LanguageTests {
    @Test(arguments: SourceLanguage.allCases)
    func grammarsLoadOnTheLinkedRuntime(language: SourceLanguage) throws {
        #expect(Language.supportedABIVersions.contains(language.grammar.abiVersion))
        _ = try Parser(language: language.grammar)
    }

    @Test func fieldNamesComeFromTheGrammar() {
        let fields = SourceLanguage.tsx.grammar.fieldNames
        #expect(fields.contains("condition"))
        #expect(fields.contains("consequence"))
    }
}

@Suite struct NodeTests {
    /// A column on a long line counts from checkpoints, not from the line's start (a line
    /// of 2 MB took seconds a column): the same scalars either way.
    @Test func columnsOnALongLineCountScalars() throws {
        let pieces = (0..<3_000).map { $0 % 7 == 0 ? "\"é•👍\"" : "x\($0)" }
        let source = "let a = 1\nlet b = [" + pieces.joined(separator: ", ") + "]\n"
        let tree = try parse(source, .swift)
        let bytes = Array(source.utf8)
        let secondLine = bytes.firstIndex(of: UInt8(ascii: "\n"))! + 1
        // Offsets at the starts of scalars, near every 997th byte.
        let offsets = stride(from: secondLine, to: bytes.count, by: 997).map { start in
            (start..<bytes.count).first { bytes[$0] & 0xC0 != 0x80 } ?? bytes.count
        }
        for offset in offsets + [bytes.count - 1] {
            let scalars = String(decoding: bytes[secondLine..<offset], as: UTF8.self).unicodeScalars.count
            #expect(tree.position(ofByte: offset) == Position(line: 2, column: scalars + 1), "byte \(offset)")
        }
    }

    @Test func rangesAreBytesAndOneBasedPositions() throws {
        let tree = try parse("let a = 1\nlet rowHeight: Double = 16\n", .swift)
        let literal = try first("integer_literal", in: tree)
        #expect(literal.text == "1")
        let second = tree.rootNode.namedChildren[1]
        #expect(second.kind == "property_declaration")
        #expect(second.byteRange == 10..<36)
        #expect(second.start == Position(line: 2, column: 1))
        #expect(second.end == Position(line: 2, column: 27))
    }

    @Test func columnsCountUnicodeScalarsNotBytes() throws {
        // "•" is three UTF-8 bytes but one column.
        let tree = try parse("val dots = \"•\"; val size = 12\n", .kotlin)
        let number = try first("number_literal", in: tree)
        #expect(number.byteRange.lowerBound == 29)
        #expect(number.start == Position(line: 1, column: 28))
    }

    @Test func fieldsAreReadCorrectly() throws {
        // libtree-sitter 0.20's ts_node_field_name_for_child mislabels these children.
        let tree = try parse("func f() { tween(200) }\n", .swift)
        let function = try first("function_declaration", in: tree)
        #expect(function.child(byField: "name")?.text == "f")
        let labels = function.childrenWithFields.compactMap { child in child.field.map { "\($0)=\(child.node.kind)" } }
        #expect(labels == ["name=simple_identifier", "body=function_body"])
        let nameIndex = try #require(function.children.firstIndex { $0.text == "f" })
        #expect(function.fieldName(forChildAt: nameIndex) == "name")
        #expect(function.fieldName(forChildAt: 0) == nil)  // the `func` keyword
    }

    @Test func namedChildrenSkipPunctuation() throws {
        let tree = try parse("const a = (1 + 2)\n", .tsx)
        let parenthesized = try first("parenthesized_expression", in: tree)
        #expect(parenthesized.children.map(\.kind) == ["(", "binary_expression", ")"])
        #expect(parenthesized.namedChildren.map(\.kind) == ["binary_expression"])
        #expect(parenthesized.namedChildren[0].parent == parenthesized)
    }

    @Test func siblingsAndParents() throws {
        let tree = try parse("val a = 1\nval b = 2\n", .kotlin)
        let declarations = tree.rootNode.namedChildren
        #expect(declarations.count == 2)
        #expect(declarations[0].nextNamedSibling == declarations[1])
        #expect(declarations[1].previousNamedSibling == declarations[0])
        #expect(tree.rootNode.parent == nil)
    }

    @Test func errorAndMissingNodesAreFlagged() throws {
        let tree = try parse("fun f( {\n", .kotlin)
        #expect(tree.rootNode.hasError)
        let flagged = tree.rootNode.preorder().filter { $0.isError || $0.isMissing }
        #expect(!flagged.isEmpty)
    }

    @Test func sExpressionShowsStructure() throws {
        let tree = try parse("a ? b : c\n", .tsx)
        #expect(tree.rootNode.sExpression.contains("(ternary_expression condition: (identifier)"))
    }

    @Test func aNodeKeepsItsTreeAlive() throws {
        let node: Node = try {
            let tree = try parse("let kept = 42\n", .swift)
            return try first("integer_literal", in: tree)
        }()
        #expect(node.text == "42")
        #expect(node.tree.source.count == 14)
    }
}

@Suite struct QueryTests {
    let kotlin = """
        val EnterEasing = CubicBezierEasing(0.32f, 0.72f, 0f, 1f)
        val exit = tween<Float>(200, easing = EnterEasing)
        val other = spring()
        """

    @Test func capturesInDocumentOrder() throws {
        let tree = try parse(kotlin, .kotlin)
        let query = try Query(
            language: SourceLanguage.kotlin.grammar,
            source: "(call_expression (identifier) @callee)")
        let callees = query.matches(in: tree.rootNode).compactMap { $0.node(named: "callee")?.text }
        #expect(callees == ["CubicBezierEasing", "tween", "spring"])
        #expect(query.captureNames == ["callee"])
    }

    @Test func eqPredicateFiltersByText() throws {
        let tree = try parse(kotlin, .kotlin)
        let query = try Query(
            language: SourceLanguage.kotlin.grammar,
            source: """
                ((call_expression (identifier) @callee (value_arguments) @arguments)
                 (#eq? @callee "tween"))
                """)
        let matches = query.matches(in: tree.rootNode)
        #expect(matches.count == 1)
        #expect(matches.first?.node(named: "arguments")?.text == "(200, easing = EnterEasing)")
        #expect(matches.first?.node(named: "arguments")?.start == Position(line: 2, column: 24))
    }

    @Test func notEqAndMatchAndAnyOf() throws {
        let tree = try parse(kotlin, .kotlin)
        let grammar = SourceLanguage.kotlin.grammar
        let texts = { (source: String) throws -> [String] in
            try Query(language: grammar, source: source).matches(in: tree.rootNode)
                .compactMap { $0.node(named: "c")?.text }
        }
        #expect(try texts(#"((call_expression (identifier) @c) (#not-eq? @c "tween"))"#) == ["CubicBezierEasing", "spring"])
        #expect(try texts(#"((call_expression (identifier) @c) (#match? @c "^[A-Z]"))"#) == ["CubicBezierEasing"])
        #expect(try texts(#"((call_expression (identifier) @c) (#not-match? @c "^[A-Z]"))"#) == ["tween", "spring"])
        #expect(try texts(#"((call_expression (identifier) @c) (#any-of? @c "spring" "snap"))"#) == ["spring"])
    }

    @Test func eqBetweenTwoCaptures() throws {
        let tree = try parse("val a = a\nval b = c\n", .kotlin)
        let query = try Query(
            language: SourceLanguage.kotlin.grammar,
            source: "((property_declaration (variable_declaration (identifier) @name) (identifier) @value) (#eq? @name @value))")
        #expect(query.matches(in: tree.rootNode).compactMap { $0.node(named: "name")?.text } == ["a"])
    }

    @Test func unknownPredicateIsRefusedAtItsPattern() throws {
        let source = "(identifier) @a\n((identifier) @b (#is-upper? @b))"
        do {
            _ = try Query(language: SourceLanguage.kotlin.grammar, source: source)
            Issue.record("the query compiled")
        } catch let TreeSitterError.invalidQuery(problem) {
            #expect(problem.kind == .predicate)
            #expect(problem.description == "query predicate error at 2:1: unsupported predicate #is-upper?")
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test func invalidRegexIsRefused() {
        #expect(throws: TreeSitterError.self) {
            try Query(language: SourceLanguage.kotlin.grammar, source: #"((identifier) @a (#match? @a "(["))"#)
        }
    }

    @Test func unknownNodeTypeNamesItsPosition() {
        do {
            _ = try Query(language: SourceLanguage.kotlin.grammar, source: "(identifier)\n  (no_such_node)")
            Issue.record("the query compiled")
        } catch let TreeSitterError.invalidQuery(problem) {
            #expect(problem.kind == .nodeType)
            #expect(problem.line == 2)
            #expect(problem.column == 4)
            #expect(problem.detail.contains("no_such_node"))
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    /// Thousands of nested patterns overflowed the stack (in the pattern reader, and past
    /// 50,000 in libtree-sitter): a query nests at most 256 levels, brackets in its
    /// strings and comments not counted.
    @Test func aQueryNestedTooDeepIsRefusedWhereItGoesPastTheLimit() throws {
        let nested = { (levels: Int) in String(repeating: "(call_expression ", count: levels) + "(identifier) @v" + String(repeating: ")", count: levels) }
        for source in [nested(20_000), String(repeating: "(", count: 300) + "identifier" + String(repeating: ")", count: 300)] {
            do {
                _ = try Query(language: SourceLanguage.kotlin.grammar, source: source)
                Issue.record("the query compiled")
            } catch let TreeSitterError.invalidQuery(problem) {
                #expect(problem.kind == .structure)
                let bytes = Array(source.utf8)
                let opening = bytes.indices.filter { bytes[$0] == UInt8(ascii: "(") }[256]
                #expect(problem.line == 1 && problem.column == opening + 1)
                #expect(problem.detail == "patterns nest more than 256 levels deep")
            } catch {
                Issue.record("unexpected error \(error)")
            }
        }
        let quoted = "((identifier) @a (#eq? @a \"" + String(repeating: "(", count: 300) + "\")) ; " + String(repeating: "[", count: 300)
        #expect(try Query(language: SourceLanguage.kotlin.grammar, source: quoted).patternCount == 1)
        #expect(try Query(language: SourceLanguage.kotlin.grammar, source: nested(255)).patternCount == 1)
    }

    @Test func queryIsSharedAcrossConcurrentTasks() async throws {
        let query = try Query(language: SourceLanguage.kotlin.grammar, source: "(number_literal) @n")
        let source = (1...50).map { "val v\($0) = \($0)" }.joined(separator: "\n")
        let counts = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    let tree = try Parser(language: SourceLanguage.kotlin.grammar).parse(source)
                    return query.matches(in: tree.rootNode).count
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(counts == Array(repeating: 50, count: 8))
    }
}
