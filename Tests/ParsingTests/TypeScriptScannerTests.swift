import Foundation
import Parsing
import TestSupport
import Testing
import TreeSitter

/// The project's external scanner for tsx/typescript, token by token. Each case parses
/// a snippet and compares the whole S-expression, so a token scanned wrongly (or not
/// at all) changes the tree.
@Suite struct TypeScriptScannerTests {
    private func tree(_ source: String, _ language: SourceLanguage = .tsx) throws -> String {
        let parsed = try SourceParser().parse(SourceFile(path: "t", text: source), as: language)
        #expect(parsed.syntaxProblems.isEmpty, "syntax errors in: \(source)")
        return parsed.tree.rootNode.sExpression
    }

    // MARK: automatic semicolons

    @Test func afterReturnALineBreakEndsTheStatement() throws {
        #expect(try tree("function f() {\n  return\n  value\n}\n") == """
            (program (function_declaration name: (identifier) parameters: (formal_parameters) \
            body: (statement_block (return_statement) (expression_statement (identifier)))))
            """)
    }

    @Test func noSemicolonBeforeParenthesisBracketOrTemplate() throws {
        #expect(try tree("const a = b\n(c)\n").contains("value: (call_expression function: (identifier) arguments: (arguments (identifier)))"))
        #expect(try tree("const a = b\n[1]\n").contains("value: (subscript_expression object: (identifier) index: (number))"))
        #expect(try tree("const a = b\n`x`\n").contains("value: (call_expression function: (identifier) arguments: (template_string"))
    }

    @Test func betweenJSXSiblingStatementsAndAtEndOfFile() throws {
        // Whitespace-only lines between JSX children are not text; a word is.
        #expect(try tree("const a = <A />\nconst b = <B>\n  <C />\n  hi\n</B>") == """
            (program (lexical_declaration (variable_declarator name: (identifier) value: (jsx_self_closing_element name: (identifier)))) \
            (lexical_declaration (variable_declarator name: (identifier) value: (jsx_element open_tag: (jsx_opening_element name: (identifier)) \
            (jsx_self_closing_element name: (identifier)) (jsx_text) close_tag: (jsx_closing_element name: (identifier))))))
            """)
    }

    @Test func logicalOrAtTheStartOfALineContinuesTheExpression() throws {
        #expect(try tree("const a = b\n  || c\n") == """
            (program (lexical_declaration (variable_declarator name: (identifier) \
            value: (binary_expression left: (identifier) right: (identifier)))))
            """)
    }

    // MARK: TypeScript's own tokens

    @Test func overloadSignaturesEndAtLineBreaks() throws {
        let overloads = try tree("function f(a: string): void\nfunction f(a: any) {}\n")
        #expect(overloads.hasPrefix("(program (function_signature name: (identifier)"))
        #expect(overloads.contains("(function_declaration name: (identifier)"))
        #expect(try tree("declare function f(): void\nconst a = 1\n").hasPrefix("(program (ambient_declaration (function_signature"))
    }

    @Test func aBodyOnTheNextLineIsNotASignature() throws {
        #expect(try tree("function f(): void\n{\n}\n") == """
            (program (function_declaration name: (identifier) parameters: (formal_parameters) \
            return_type: (type_annotation (predefined_type)) body: (statement_block)))
            """)
    }

    @Test func errorRecoveryKeepsTheRestOfTheFile() throws {
        let parsed = try SourceParser().parse(SourceFile(path: "t.tsx", text: "const a = (1 +\nconst ok = 2\nconst b = <V />\n"))
        #expect(!parsed.isClean)
        #expect(parsed.tree.rootNode.sExpression.contains("jsx_self_closing_element"))
    }

    // MARK: `?`

    @Test func ternaryAgainstOptionalChainingAndNullishCoalescing() throws {
        #expect(try tree("const x = a?.b ?? c\n") == """
            (program (lexical_declaration (variable_declarator name: (identifier) value: (binary_expression \
            left: (member_expression object: (identifier) optional_chain: (optional_chain) property: (property_identifier)) \
            right: (identifier)))))
            """)
        #expect(try tree("const y = a ? b : c\n").contains("(ternary_expression condition: (identifier) consequence: (identifier) alternative: (identifier))"))
        #expect(try tree("const z = a ? .5 : 1\n").contains("(ternary_expression condition: (identifier) consequence: (number) alternative: (number))"))
        #expect(try tree("const w = a ?\n  (b) : c\n").contains("consequence: (parenthesized_expression (identifier))"))
        #expect(try tree("<V d={on ? 200 : 400} />\n").contains("(ternary_expression condition: (identifier) consequence: (number) alternative: (number))"))
    }

    @Test func optionalParametersAndPropertiesAreNotTernaries() throws {
        let optional = try tree("""
            type P = { a?: number; b?(x?: string): void }
            const f = (a?) => a
            function g(a?, b?: number) {}
            const scrollToEnd: (params?: { animated?: boolean }) => void = () => {}

            """)
        #expect(!optional.contains("ternary"))
        #expect(optional.components(separatedBy: "optional_parameter").count - 1 == 5)
        #expect(optional.contains("(property_signature name: (property_identifier) type: (type_annotation (predefined_type)))"))
    }

    // MARK: templates, regexes, JSX text, HTML comments

    @Test func templateLiteralsWithNestedSubstitutionsAndEscapes() throws {
        #expect(try tree("const s = `a ${b ? `c${d}` : \"e\"} \\n \\` f`\n") == """
            (program (lexical_declaration (variable_declarator name: (identifier) value: (template_string (string_fragment) \
            (template_substitution (ternary_expression condition: (identifier) consequence: (template_string (string_fragment) \
            (template_substitution (identifier))) alternative: (string (string_fragment)))) (string_fragment) (escape_sequence) \
            (string_fragment) (escape_sequence) (string_fragment)))))
            """)
    }

    @Test func regexAgainstDivision() throws {
        #expect(try tree("const r = /[A-Z]\\//g.test(s)\n").contains("object: (regex pattern: (regex_pattern) flags: (regex_flags))"))
        #expect(try tree("const q = a / b / c\n").contains("(binary_expression left: (binary_expression left: (identifier) right: (identifier)) right: (identifier))"))
    }

    @Test func jsxTextWithEntitiesAndBraces() throws {
        #expect(try tree("const e = <Text>Hello &amp; {name} world &#169; {\"}\"}</Text>\n") == """
            (program (lexical_declaration (variable_declarator name: (identifier) value: (jsx_element \
            open_tag: (jsx_opening_element name: (identifier)) (jsx_text) (html_character_reference) (jsx_text) \
            (jsx_expression (identifier)) (jsx_text) (html_character_reference) (jsx_text) (jsx_expression (string (string_fragment))) \
            close_tag: (jsx_closing_element name: (identifier))))))
            """)
    }

    @Test func htmlComments() throws {
        #expect(try tree("<!-- old comment\nconst a = 1\n") == """
            (program (html_comment) (lexical_declaration (variable_declarator name: (identifier) value: (number))))
            """)
    }

    @Test func typescriptGrammarSharesTheScanner() throws {
        #expect(try tree("function g(a?: number): void\nconst x = a ? b : c\n", .typescript).contains("optional_parameter"))
    }
}

@Suite struct ReferenceParsesCleanlyTests {
    static let sources = (try? SourceDiscovery(root: RepositoryPaths.reference.path).sourcePaths) ?? []

    @Test func referenceHasSourcesOfEveryLanguage() {
        let languages = Set(Self.sources.compactMap { SourceLanguage(path: $0) })
        #expect(languages.isSuperset(of: [.swift, .kotlin, .tsx]))
        #expect(Self.sources.count >= 50)
    }

    @Test(arguments: sources)
    func parsesWithoutErrorOrMissingNodes(path: String) throws {
        let parsed = try SourceParser().parse(try SourceFile.load(path: path))
        let flagged = parsed.tree.rootNode.preorder().filter { $0.isError || $0.isMissing }
        #expect(flagged.isEmpty, "\(path): \(parsed.syntaxProblems)")
    }

    /// Every TSX block of the docs, repeated past 1 MB, parses without errors within a
    /// generous bound (a guard against scanner loops, not a speed measurement).
    @Test func aMegabyteOfDocsTSXParses() throws {
        let snippets = try Self.sources.filter { $0.hasSuffix(".tsx") }.map { try SourceFile.load(path: $0).text }
        var text = ""
        while text.utf8.count < 1_048_576 {
            for snippet in snippets { text += snippet + "\n" }
        }
        let parser = try Parser(language: SourceLanguage.tsx.grammar)
        parser.timeout = .seconds(120)
        let tree = try parser.parse(text)
        #expect(!tree.rootNode.hasError)
        #expect(tree.rootNode.end.line > 20_000)
    }
}
