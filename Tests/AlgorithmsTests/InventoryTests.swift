import BuiltinData
import Foundation
import Testing

@testable import Algorithms
@testable import Comparison
import Extraction
import Model
import Parsing
import Rules
import TestSupport
import TreeSitter

/// Every construct in the code the rules select in reference/, by language. A docs change
/// that brings a new construct fails here until it is reviewed: added to the list, and
/// either lowered or shown not to run. The selected code must lower, and run on the
/// rules' boundary inputs without a construct the interpreter lacks.
@Suite struct InventoryTests {
    /// The tree-sitter node kinds in the selected code, reviewed by hand.
    static let expected: [SourceLanguage: Set<String>] = [
        .swift: [
            "additive_expression", "array_literal", "array_type", "assignment", "bang", "boolean_literal", "call_expression",
            "call_suffix", "class_body", "class_declaration", "comparison_expression", "conjunction_expression",
            "control_transfer_statement", "custom_operator", "directly_assignable_expression", "else", "equality_expression",
            "for_statement", "function_body", "function_declaration", "guard_statement", "if_statement", "infix_expression",
            "integer_literal", "interpolated_expression", "key_path_expression", "lambda_function_type",
            "lambda_function_type_parameters", "lambda_literal", "lambda_parameter", "line_str_text", "line_string_literal",
            "modifiers", "multiplicative_expression", "mutation_modifier", "navigation_expression", "navigation_suffix",
            "nil_coalescing_expression", "optional_type", "parameter", "pattern", "prefix_expression", "property_declaration",
            "property_modifier", "range_expression", "real_literal", "self_expression", "simple_identifier", "statements",
            "ternary_expression", "tuple_expression", "type_annotation", "type_identifier", "user_type", "value_argument",
            "value_argument_label", "value_arguments", "value_binding_pattern", "where_clause", "where_keyword",
        ],
        .kotlin: [
            "annotated_lambda", "annotation", "assignment", "binary_expression", "block", "call_expression", "class_body",
            "class_declaration", "class_parameter", "class_parameters", "float_literal", "function_body", "function_declaration",
            "function_modifier", "function_value_parameters", "getter", "identifier", "if_expression", "index_expression",
            "lambda_literal", "lambda_parameters", "modifiers", "navigation_expression", "nullable_type", "number_literal",
            "parameter", "parenthesized_expression", "primary_constructor", "property_declaration", "property_delegate",
            "return_expression", "setter", "string_content", "string_literal", "type_arguments", "type_projection",
            "unary_expression", "user_type", "value_argument", "value_arguments", "variable_declaration", "visibility_modifier",
        ],
        .tsx: [
            "accessibility_modifier", "arguments", "array", "array_type", "arrow_function", "assignment_expression",
            "binary_expression", "call_expression", "class_body", "class_declaration", "expression_statement", "false",
            "for_in_statement", "formal_parameters", "function_type", "identifier", "if_statement", "lexical_declaration",
            "literal_type", "member_expression", "method_definition", "new_expression", "null", "number", "object",
            "object_assignment_pattern", "object_pattern", "object_type", "optional_chain", "pair", "parenthesized_expression",
            "predefined_type", "property_identifier", "property_signature", "public_field_definition", "required_parameter",
            "return_statement", "shorthand_property_identifier", "shorthand_property_identifier_pattern", "statement_block",
            "string", "string_fragment", "subscript_expression", "ternary_expression", "this", "true", "type_annotation",
            "type_arguments", "type_identifier", "type_parameter", "type_parameters", "unary_expression", "union_type",
            "variable_declarator",
        ],
    ]

    /// Class members that do not lower: they are not analyzable if they ever run, and no
    /// event runs them (the checks of `reference/` report no construct).
    static let expectedUnlowered: [String] = [
        "nativewind/components/ui/message-scroller.tsx: MessageScrollerController.scrollToEnd: not analyzable: parameter { animated = true }: MessageScrollerScrollOptions = {} (line 172)",
        "nativewind/components/ui/message-scroller.tsx: MessageScrollerController.scrollToMessage: not analyzable: parameter { animated = true, align = \"start\" }: MessageScrollerScrollOptions = {} (line 186)",
        "nativewind/components/ui/message-scroller.tsx: MessageScrollerController.scrollToStart: not analyzable: parameter { animated = true }: MessageScrollerScrollOptions = {} (line 178)",
        "stylesheet/components/ui/message-scroller.tsx: MessageScrollerController.scrollToEnd: not analyzable: parameter { animated = true }: MessageScrollerScrollOptions = {} (line 198)",
        "stylesheet/components/ui/message-scroller.tsx: MessageScrollerController.scrollToMessage: not analyzable: parameter { animated = true, align = \"start\" }: MessageScrollerScrollOptions = {} (line 212)",
        "stylesheet/components/ui/message-scroller.tsx: MessageScrollerController.scrollToStart: not analyzable: parameter { animated = true }: MessageScrollerScrollOptions = {} (line 204)",
        "uniwind/components/ui/message-scroller.tsx: MessageScrollerController.scrollToEnd: not analyzable: parameter { animated = true }: MessageScrollerScrollOptions = {} (line 172)",
        "uniwind/components/ui/message-scroller.tsx: MessageScrollerController.scrollToMessage: not analyzable: parameter { animated = true, align = \"start\" }: MessageScrollerScrollOptions = {} (line 186)",
        "uniwind/components/ui/message-scroller.tsx: MessageScrollerController.scrollToStart: not analyzable: parameter { animated = true }: MessageScrollerScrollOptions = {} (line 178)",
    ]

    struct Selection {
        let file: String
        let language: SourceLanguage
        let nodes: [Node]
    }

    /// The code each algorithm's rule selects, per platform file.
    static func selections() throws -> [Selection] {
        let rules = try RulesLoader.load(files: Builtin.rules)
        var result: [Selection] = []
        for component in rules.components {
            for rule in component.algorithms {
                for platform in Platform.builtin {
                    guard let program = rule.programs[platform], let file = Self.source(of: component, platform) else { continue }
                    let index = try RuntimeCrossCheckTests.index(file)
                    let nodes = try Self.nodes(of: program, in: index)
                    if !nodes.isEmpty { result.append(Selection(file: file, language: index.parsed.language, nodes: nodes)) }
                }
            }
        }
        return result
    }

    /// The component's file on a platform: the rules' path, or the conventional name
    /// under the platform's folder, as the check resolves it.
    private static func source(of component: ComponentRules, _ platform: Platform) -> String? {
        if let explicit = component.sources[platform] { return explicit }
        let names = SourceSet.fileNames(for: component.id, platform: platform)
        let folder = RepositoryPaths.root.appendingPathComponent("reference/\(platform.name)")
        let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        return files.sorted().first { names.contains(($0 as NSString).lastPathComponent) }.map { "\(platform.name)/\($0)" }
    }

    private static func nodes(of program: AlgorithmProgram, in index: SourceIndex) throws -> [Node] {
        switch program {
        case let .function(path, _, _), let .body(path, _, _):
            return index.declarationNodes(endingWith: path).prefix(1).map(\.node)
        case let .expression(path, _):
            return index.declarationNodes(endingWith: path).prefix(1).compactMap(\.value)
        case let .located(located):
            let bytes = try PlatformProgram.expressionBytes(located.locators, in: index, signatures: try RulesLoader.load(files: Builtin.rules).signatures)
            return [try #require(index.parsed.tree.rootNode.descendant(spanning: bytes))]
        case let .stateful(stateful):
            var nodes = index.declarationNodes(endingWith: stateful.path).prefix(1).map(\.node)
            for handler in [stateful.ids, stateful.edges] {
                guard case let .code(paths, _) = handler else { continue }
                for path in paths { nodes.append(try StatefulCode.node(at: path, in: index)) }
            }
            // TypeScript code makes instances of the file's other classes.
            if [.tsx, .typescript].contains(index.parsed.language) { nodes += index.nodes(ofKind: "class_declaration") }
            return nodes
        case .absent:
            return []
        }
    }

    private static func kinds(under node: Node) -> Set<String> {
        Set(node.preorder().filter(\.isNamed).map(\.kind)).subtracting(["comment"])
    }

    @Test func theSelectedCodeUsesOnlyReviewedConstructs() throws {
        var found: [SourceLanguage: Set<String>] = [:]
        for selection in try Self.selections() {
            let language: SourceLanguage = selection.language == .typescript ? .tsx : selection.language
            for node in selection.nodes { found[language, default: []].formUnion(Self.kinds(under: node)) }
        }
        for language in [SourceLanguage.swift, .kotlin, .tsx] {
            let seen = found[language] ?? []
            let expected = Self.expected[language] ?? []
            #expect(seen.subtracting(expected).isEmpty, "\(language): new constructs \(seen.subtracting(expected).sorted())")
            #expect(expected.subtracting(seen).isEmpty, "\(language): no longer used \(expected.subtracting(seen).sorted())")
        }
    }

    /// The selected code lowers, and runs on the rules' boundary inputs and random ones
    /// without reaching a construct the interpreter lacks.
    @Test func theSelectedCodeLowersAndRuns() throws {
        let rules = try RulesLoader.load(files: Builtin.rules)
        var runs = 0
        for component in rules.components {
            for rule in component.algorithms {
                let parity = AlgorithmParity(rule: rule, seed: 2026)
                let cases = parity.cases()
                let events = rule.inputs.first { $0.type == "events" }?.name
                for platform in Platform.builtin {
                    guard let program = rule.programs[platform], let file = Self.source(of: component, platform) else { continue }
                    if case .absent = program { continue }
                    let index = try RuntimeCrossCheckTests.index(file)
                    let lowered = try PlatformProgram.lower(
                        program, inputs: rule.inputs.map(\.name), eventsInput: events, in: index, signatures: rules.signatures)
                    for inputs in cases {
                        if case let .failure(failure) = lowered.run(inputs) {
                            #expect(failure.isTrap, "\(rule.qualifiedID) on \(file): \(failure.message)")
                        }
                        runs += 1
                    }
                }
            }
        }
        #expect(runs > 2_000)
    }

    /// Members of the selected TypeScript classes that do not lower, with the reason.
    @Test func unloweredClassMembersAreListed() throws {
        var unlowered: [String] = []
        for selection in try Self.selections() where selection.language == .tsx {
            for node in selection.nodes where node.kind == "class_declaration" {
                let type = try TypeScriptLowering().type(node)
                let name = node.child(byField: "name")?.text ?? "?"
                let members = type.fields.map { ($0.0, $0.1) } + type.methods.map { ($0.0, Expr.closure($0.1)) }
                for (member, value) in members {
                    if let reason = Self.unsupported(in: value) { unlowered.append("\(selection.file): \(name).\(member): \(reason)") }
                }
            }
        }
        #expect(Array(Set(unlowered)).sorted() == Self.expectedUnlowered, "\(Array(Set(unlowered)).sorted())")
    }

    private static func unsupported(in value: Expr) -> String? {
        switch value {
        case let .unsupported(reason): return reason.description
        case let .closure(closure):
            for statement in closure.body {
                if case let .expression(.unsupported(reason)) = statement { return reason.description }
            }
            return nil
        default: return nil
        }
    }
}
