import TreeSitter

/// tree-sitter-kotlin 1.1.0 nodes as declarations, calls and expressions.
struct KotlinAdapter: LanguageAdapter {
    static let unitSuffixes: Set<String> = ["dp", "sp", "em"]

    func scopeNames(of node: Node) -> [String] {
        if let declaration = declaration(node) { return [declaration.name] }
        if let call = call(node) { return [call.name] }
        if node.kind == "value_argument", let label = argumentLabel(node) { return [label] }
        return []
    }

    var declarationKinds: Set<String> {
        ["class_declaration", "object_declaration", "function_declaration", "property_declaration", "parameter", "class_parameter"]
    }

    var writeKinds: Set<String> { ["assignment", "unary_expression", "call_expression"] }

    /// `x = 4`, `x += 1`, `a[0] = 5`; `x++`, `--x` (a unary expression, as `-x` is);
    /// `a.add(3)`.
    func writeTargets(_ node: Node) -> [Node] {
        switch node.kind {
        case "assignment": return node.child(byField: "left").map { [$0] } ?? []
        case "unary_expression":
            let text = node.text
            let steps = text.hasPrefix("++") || text.hasPrefix("--") || text.hasSuffix("++") || text.hasSuffix("--")
            return steps ? node.child(byField: "argument").map { [$0] } ?? [] : []
        case "call_expression":
            guard let callee = node.namedChild(at: 0), callee.kind == "navigation_expression" else { return [] }
            let parts = callee.namedChildren
            return mutatedReceiver(receiver: parts.first, name: parts.count == 2 ? parts.last : nil, mutators: Self.mutators).map { [$0] } ?? []
        default: return []
        }
    }

    /// The methods that change a mutable collection or an array in place.
    private static let mutators: Set<String> = [
        "add", "addAll", "remove", "removeAt", "removeAll", "removeIf", "retainAll", "clear", "set", "put", "putAll",
        "sort", "sortBy", "sortWith", "sortDescending", "sortByDescending", "reverse", "fill", "shuffle", "removeFirst", "removeLast",
    ]

    /// Collections and arrays whose content the code may change (a `val` holds the same one).
    private static let mutableBuilders: Set<String> = [
        "mutableListOf", "arrayListOf", "mutableMapOf", "hashMapOf", "mutableSetOf", "hashSetOf", "arrayOf", "intArrayOf",
        "longArrayOf", "floatArrayOf", "doubleArrayOf", "booleanArrayOf", "charArrayOf", "shortArrayOf", "byteArrayOf",
    ]

    var nameKinds: Set<String> { ["identifier", "navigation_expression", "this_expression"] }

    var functionLiteralKinds: Set<String> { ["lambda_literal", "annotated_lambda", "anonymous_function"] }

    func parameters(of node: Node) -> [(name: String, parameter: Node)] {
        let list: Node?
        switch node.kind {
        case "function_declaration", "secondary_constructor": list = node.firstNamedChild(ofKind: "function_value_parameters")
        case "lambda_literal": list = node.firstNamedChild(ofKind: "lambda_parameters")
        // A primary constructor's parameters are in scope in the class.
        case "class_declaration": list = node.firstNamedChild(ofKind: "primary_constructor")?.firstNamedChild(ofKind: "class_parameters")
        // A loop's variables (`for ((i, pad) in …)`), a `when`'s `val`, a `catch`'s exception.
        case "for_statement": list = node
        case "when_expression": list = node.firstNamedChild(ofKind: "when_subject")
        case "catch_block": return node.firstNamedChild(ofKind: "identifier").map { [($0.text, $0)] } ?? []
        default: return []
        }
        // (A function's default value is a sibling of its parameter in the list:
        // `BadgeDefaults.Pad` of `p: Dp = BadgeDefaults.Pad` had been taken for a parameter.)
        // A destructured one's parts (`{ (a, pad) -> … }`, `for ((i, pad) in …)`) each bind.
        let parameters = (list?.namedChildren ?? []).flatMap { $0.kind == "multi_variable_declaration" ? $0.namedChildren : [$0] }
            .filter { ["parameter", "variable_declaration", "class_parameter"].contains($0.kind) }
        return parameters.compactMap { parameter in
            let name = parameter.firstNamedChild(ofKind: "identifier") ?? parameter.firstNamedChild(ofKind: "variable_declaration")?.firstNamedChild(ofKind: "identifier")
            return name.map { ($0.text, parameter) }
        }
    }

    var blockKinds: Set<String> { ["block", "lambda_literal"] }

    var bindingKinds: Set<String> {
        [
            "function_declaration", "lambda_literal", "secondary_constructor", "class_declaration", "for_statement", "when_expression", "catch_block",
            "property_declaration",
        ]
    }

    var functionKinds: Set<String> { ["function_declaration", "secondary_constructor", "anonymous_function", "lambda_literal", "getter", "setter"] }

    /// `val (pad, b) = pair`.
    func destructuredNames(in statement: Node) -> [String] {
        guard statement.kind == "property_declaration", let parts = statement.firstNamedChild(ofKind: "multi_variable_declaration") else { return [] }
        return parts.namedChildren.compactMap { $0.firstNamedChild(ofKind: "identifier")?.text }
    }

    func isMutableContainer(_ value: Node) -> Bool {
        guard value.kind == "call_expression", let callee = value.namedChild(at: 0), callee.kind == "identifier" else { return false }
        return Self.mutableBuilders.contains(callee.text)
    }

    func isVariable(_ declaration: Node, parent: @autoclosure () -> Node?) -> Bool {
        declaration.kind == "property_declaration" && declaration.children.contains { $0.kind == "var" }
    }

    func declaration(_ node: Node) -> DeclarationSyntax? {
        switch node.kind {
        case "class_declaration", "object_declaration":
            guard let name = node.child(byField: "name") ?? node.firstNamedChild(ofKind: "identifier") else { return nil }
            return DeclarationSyntax(name: name.text, node: node, value: nil, isContainer: true)
        case "function_declaration":
            guard let name = node.child(byField: "name") else { return nil }
            return DeclarationSyntax(name: name.text, node: node, value: nil, isContainer: false)
        case "property_declaration":
            guard let variable = node.firstNamedChild(ofKind: "variable_declaration"),
                let name = variable.firstNamedChild(ofKind: "identifier")
            else { return nil }
            return DeclarationSyntax(name: name.text, node: node, value: valueAfterEquals(in: node) ?? getterExpression(of: node), isContainer: false)
        case "parameter", "class_parameter":
            guard let name = node.firstNamedChild(ofKind: "identifier") else { return nil }
            // Without a default, a parameter is still declared: it shadows a constant of its name.
            let value = valueAfterEquals(in: node) ?? defaultBeside(node)
            return DeclarationSyntax(name: name.text, node: node, value: value, isContainer: false)
        default:
            return nil
        }
    }

    /// The expression after `=` among a node's children.
    private func valueAfterEquals(in node: Node) -> Node? {
        let children = node.children
        guard let equals = children.firstIndex(where: { $0.kind == "=" }) else { return nil }
        return children[(equals + 1)...].first { $0.isNamed }
    }

    /// The expression a property's getter returns, where the getter is that one expression
    /// or returns it (`val RowHeight get() = 16.dp`, `get() { return 16.dp }`): the value
    /// every read gets. A getter of more statements is not followed.
    private func getterExpression(of property: Node) -> Node? {
        guard let body = property.firstNamedChild(ofKind: "getter")?.firstNamedChild(ofKind: "function_body"),
            let expression = body.namedChildren.first(where: { !$0.isComment })
        else { return nil }
        guard expression.kind == "block" else { return expression }
        let statements = expression.namedChildren.filter { !$0.isComment }
        guard statements.count == 1, statements[0].kind == "return_expression" else { return nil }
        return statements[0].namedChildren.first { !$0.isComment }
    }

    /// Function parameters keep their default after them: `parameter "=" expression`.
    private func defaultBeside(_ parameter: Node) -> Node? {
        guard let next = parameter.nextSibling, next.kind == "=" else { return nil }
        return next.nextNamedSibling
    }

    func memberDeclarations(of container: Node) -> [Node] {
        container.firstNamedChild(ofKind: "class_body")?.namedChildren ?? []
    }

    func enumCaseValue(in type: Node, at path: [String]) -> Node? {
        guard path.count == 2,
            let parameters = type.firstNamedChild(ofKind: "primary_constructor")?.firstNamedChild(ofKind: "class_parameters")?.namedChildren
                .filter({ $0.kind == "class_parameter" }),
            let position = parameters.firstIndex(where: { $0.firstNamedChild(ofKind: "identifier")?.text == path[1] }),
            let entry = type.firstNamedChild(ofKind: "enum_class_body")?.namedChildren
                .first(where: { $0.kind == "enum_entry" && $0.firstNamedChild(ofKind: "identifier")?.text == path[0] })
        else { return nil }
        // The entry passes its class's constructor arguments as a call does.
        let call = CallSyntax(name: path[0], node: entry, receiver: nil, arguments: valueArguments(of: entry))
        switch argument(for: parameters[position], of: type, in: call) {
        case let .given(value): return value
        case .omitted: return declaration(parameters[position])?.value
        case .unknown: return nil
        }
    }

    /// A `private` function or class (of the file, or of a type in it), one of a type
    /// declared so, or a function local to another's body: a class is called by its
    /// primary constructor.
    func filePrivateName(of function: Node, in root: Node) -> String? {
        guard ["function_declaration", "class_declaration"].contains(function.kind), let name = function.child(byField: "name") else { return nil }
        if function.parent?.kind == "block" { return name.text }
        let holder = function.parent?.kind == "class_body" ? function.parent?.parent : nil
        return [function, holder].contains { $0.map(Self.isPrivate) ?? false } ? name.text : nil
    }

    private static func isPrivate(_ declaration: Node) -> Bool {
        let modifiers = declaration.firstNamedChild(ofKind: "modifiers")?.namedChildren ?? []
        return modifiers.contains { $0.kind == "visibility_modifier" && $0.text == "private" }
    }

    /// (A copy with a positional argument sets the property in its place: not followed.)
    func copiedValue(of call: CallSyntax) -> Node? {
        call.name == "copy" && call.arguments.allSatisfy { $0.label != nil } ? call.receiver : nil
    }

    /// A function annotated `@Preview` (or a multipreview such as `@PreviewLightDark`).
    /// (tree-sitter-kotlin 1.1 reads `@Preview @Composable private fun P() { … }` followed
    /// by another declaration as an annotated expression, the function's body inside it.)
    func isPreview(_ node: Node) -> Bool {
        let annotations: [Node]
        switch node.kind {
        case "function_declaration": annotations = node.firstNamedChild(ofKind: "modifiers")?.namedChildren ?? []
        case "annotated_expression": annotations = node.namedChildren
        // (And `@Preview … fun P() = Box(…)` as an assignment to an annotated expression.)
        case "assignment": return node.namedChild(at: 0).map(isPreview) ?? false
        default: return false
        }
        return annotations.contains { $0.kind == "annotation" && $0.text.dropFirst().hasPrefix("Preview") }
    }

    /// By the parameter's name (`minSize = 20.dp`), else the positional argument in its place.
    func argument(for parameter: Node, of function: Node, in call: CallSyntax) -> PassedArgument {
        let list = function.firstNamedChild(ofKind: "function_value_parameters") ?? function.firstNamedChild(ofKind: "primary_constructor")?.firstNamedChild(ofKind: "class_parameters")
        let parameters = list?.namedChildren.filter { $0.kind == "parameter" || $0.kind == "class_parameter" } ?? []
        guard let position = parameters.firstIndex(of: parameter), let name = parameter.firstNamedChild(ofKind: "identifier")?.text else { return .unknown }
        // A call naming no parameter of this list, or passing more, calls another
        // constructor (a secondary one, which may pass anything on).
        let names = Set(parameters.compactMap { $0.firstNamedChild(ofKind: "identifier")?.text })
        guard call.arguments.allSatisfy({ $0.label.map(names.contains) ?? true }), call.arguments.count <= parameters.count else { return .unknown }
        if let named = call.arguments.first(where: { $0.label == name }) { return .given(named.value) }
        // A positional argument is in its parameter's place, named ones before it too
        // (`badgeShape(minSize = 20.dp, 6.dp)`, Kotlin 1.4).
        guard position < call.arguments.count, call.arguments[position].label == nil else { return .omitted }
        return .given(call.arguments[position].value)
    }

    /// The arguments in a node's parentheses (a call's, an enum entry's), each with its name.
    private func valueArguments(of node: Node) -> [ArgumentSyntax] {
        (node.firstNamedChild(ofKind: "value_arguments")?.namedChildren ?? [])
            .filter { $0.kind == "value_argument" }
            .compactMap { argument -> ArgumentSyntax? in
                let label = argumentLabel(argument)
                guard let value = argument.namedChildren.last, label == nil || argument.namedChildCount > 1 else { return nil }
                return ArgumentSyntax(label: label, value: value)
            }
    }

    private func argumentLabel(_ argument: Node) -> String? {
        labelNode(of: argument)?.text
    }

    private func labelNode(of argument: Node) -> Node? {
        guard argument.children.contains(where: { $0.kind == "=" }) else { return nil }
        return argument.firstNamedChild(ofKind: "identifier")
    }

    /// A named argument's name (`modifier = …`, of a call or an annotation).
    func isLabel(_ name: Node) -> Bool {
        guard let argument = name.parent, argument.kind == "value_argument" else { return false }
        return labelNode(of: argument) == name
    }

    /// `tween(200)` → `tween(200, easing = …)`: before the closing parenthesis.
    func missingArgument(_ label: String, of call: CallSyntax) -> SourceLeaf? {
        guard let list = call.node.firstNamedChild(ofKind: "value_arguments"), let close = list.children.last, close.kind == ")"
        else { return nil }
        let previous = list.children.dropLast().last
        let separator = previous == nil || previous?.kind == "(" || previous?.kind == "," ? "" : ", "
        let at = close.byteRange.lowerBound
        return SourceLeaf(kind: .missingArgument(before: "\(separator)\(label) = ", after: ""), range: at..<at, text: "")
    }

    func call(_ node: Node) -> CallSyntax? {
        if node.kind == "binary_expression" { return genericCallReadAsComparisons(node) }
        guard node.kind == "call_expression", let callee = node.namedChild(at: 0) else { return nil }
        let arguments = valueArguments(of: node)
        if callee.kind == "call_expression" {
            // A trailing lambda: `Box(modifier) { … }` is a call wrapping the call.
            guard let inner = call(callee) else { return nil }
            return CallSyntax(name: inner.name, node: node, receiver: inner.receiver, arguments: inner.arguments + arguments)
        }
        return call(of: callee, at: node, arguments: arguments)
    }

    /// The call `node` of a function by its name (`f`) or a path (`a.f`).
    private func call(of callee: Node, at node: Node, arguments: [ArgumentSyntax]) -> CallSyntax? {
        switch callee.kind {
        case "identifier":
            return CallSyntax(name: callee.text, node: node, receiver: nil, arguments: arguments)
        case "navigation_expression":
            guard let name = callee.namedChildren.last, name.kind == "identifier" else { return nil }
            return CallSyntax(name: name.text, node: node, receiver: callee.namedChild(at: 0), arguments: arguments)
        default:
            return nil
        }
    }

    /// `tween<Float>(400)`, which tree-sitter-kotlin reads as two comparisons (`tween <
    /// Float > (400)`) where its one argument could be a parenthesized expression. kotlinc
    /// reads type arguments first wherever they parse (Kotlin grammar, `callSuffix`), so
    /// this is a call; it had hidden the duration.
    private func genericCallReadAsComparisons(_ node: Node) -> CallSyntax? {
        guard node.operatorText == ">", let left = node.child(byField: "left"), left.kind == "binary_expression", left.operatorText == "<",
            let callee = left.child(byField: "left"), left.child(byField: "right")?.kind == "identifier",
            let parenthesized = node.child(byField: "right"), parenthesized.kind == "parenthesized_expression",
            let value = parenthesized.namedChild(at: 0), parenthesized.namedChildCount == 1
        else { return nil }
        return call(of: callee, at: node, arguments: [ArgumentSyntax(label: nil, value: value)])
    }

    /// `with(x) { e }`, `run { e }`, `x.run { e }` (the standard library's scope functions
    /// that return their lambda's value) and Compose's `remember { e }`, `remember(keys) {
    /// e }` (the value of its calculation): `e`, where the lambda is that one expression.
    func resultExpression(of call: CallSyntax) -> Node? {
        guard Self.lambdaResultFunctions.contains(call.name), call.name != "with" || call.arguments.count == 1,
            let lambda = call.node.firstNamedChild(ofKind: "annotated_lambda")?.firstNamedChild(ofKind: "lambda_literal")
        else { return nil }
        let body = lambda.namedChildren.filter { !$0.isComment }
        guard body.count == 1, let only = body.first, only.kind != "lambda_parameters", !declarationKinds.contains(only.kind) else { return nil }
        return only
    }

    private static let lambdaResultFunctions: Set<String> = ["with", "run", "remember"]

    /// Whether a string literal has a `$name` template (the grammar reads it as text).
    private static func hasTemplate(_ literal: String) -> Bool {
        var escaped = false
        var previousIsDollar = false
        for character in literal {
            if escaped {
                (escaped, previousIsDollar) = (false, false)
                continue
            }
            if previousIsDollar, character.isLetter || character == "_" { return true }
            escaped = character == "\\"
            previousIsDollar = character == "$"
        }
        return false
    }

    func form(of node: Node) -> ExpressionForm {
        if node.kind == "binary_expression", let call = genericCallReadAsComparisons(node) { return .call(call) }
        switch node.kind {
        case "number_literal", "float_literal", "integer_literal", "hex_literal", "long_literal", "real_literal":
            return .number(node.text)
        case "boolean_literal":
            return .bool(node.text == "true")
        case "null_literal":
            return .null
        case "string_literal":
            // Text and escapes only: a `$name` or `${…}` template is computed.
            guard node.namedChildren.allSatisfy({ $0.kind == "string_content" || $0.kind == "escape_sequence" }),
                !Self.hasTemplate(node.text), let text = StringEscapes.decode(node.text.dropFirst().dropLast(), in: .kotlin)
            else { return .unknown }
            return .string(text)
        case "multiline_string_literal":
            // A raw string: no escapes.
            guard node.namedChildren.allSatisfy({ $0.kind == "string_content" }), node.text.count >= 6 else { return .unknown }
            return .string(String(node.text.dropFirst(3).dropLast(3)))
        case "identifier":
            switch node.text {
            case "true", "false": return .bool(node.text == "true")
            case "null": return .null
            default: return .identifier(node.text)
            }
        case "navigation_expression":
            guard let base = node.namedChild(at: 0), let name = node.namedChildren.last, node.namedChildCount == 2 else {
                return .unknown
            }
            if Self.unitSuffixes.contains(name.text) { return .unitSuffix(base, unit: name.text) }
            return .member(base: base, name: name.text)
        case "call_expression":
            return call(node).map(ExpressionForm.call) ?? .unknown
        case "unary_expression", "prefix_expression":
            guard let operand = node.child(byField: "argument") ?? node.namedChildren.last else { return .unknown }
            return .unary(op: node.operatorText ?? "", operand: operand)
        case "binary_expression", "additive_expression", "multiplicative_expression", "comparison_expression",
            "equality_expression", "conjunction_expression", "disjunction_expression", "elvis_expression":
            guard let lhs = node.child(byField: "left") ?? node.namedChild(at: 0),
                let rhs = node.child(byField: "right") ?? node.namedChildren.last
            else { return .unknown }
            let op = node.children.first { !$0.isNamed }?.text ?? ""
            return .binary(op: op, lhs: lhs, rhs: rhs)
        case "if_expression":
            return conditional(node).map(ExpressionForm.conditional) ?? .unknown
        case "parenthesized_expression":
            return node.namedChild(at: 0).map(ExpressionForm.wrapped) ?? .unknown
        default:
            return .unknown
        }
    }

    func plainAssignment(_ node: Node) -> (target: Node, value: Node)? {
        Statements.assignment(node, kind: "assignment", target: "left", value: "right")
    }

    var integerLiterals: IntegerLiterals { .integers }

    func declaredType(of declaration: Node) -> String? {
        let typed = declaration.kind == "property_declaration" ? declaration.firstNamedChild(ofKind: "variable_declaration") : declaration
        let type = typed?.namedChildren.first { $0.kind == "user_type" || $0.kind == "nullable_type" }
        return type.map { String($0.text.filter { $0 != "?" }) }
    }

    /// `return@label` leaves a lambda, and with it what follows in the lambda's own statements.
    func leavesFunction(_ statement: Node) -> Bool {
        ["return_expression", "throw_expression"].contains(statement.kind)
    }

    /// `when (subject) { true -> a; else -> b }`, `when { c -> a; else -> b }`: a range or
    /// type test (`in 0..5`, `is Foo`) is not decided, nor several tests without a subject.
    func choice(_ node: Node) -> ChoiceSyntax? {
        guard node.kind == "when_expression" else { return nil }
        let subject = node.namedChildren.first { $0.kind == "when_subject" }?.namedChildren.last
        let arms = node.namedChildren.filter { $0.kind == "when_entry" }.compactMap { entry -> ChoiceSyntax.Arm? in
            let conditions = entry.childrenWithFields.filter { $0.field == "condition" }.map(\.node)
            guard let body = entry.namedChildren.last, !conditions.contains(body) else { return nil }
            let decidable = conditions.allSatisfy { !["range_test", "type_test"].contains($0.kind) } && (subject != nil || conditions.count <= 1)
            if !decidable { return ChoiceSyntax.Arm(selector: .undecidable, body: unwrapBlock(body)) }
            if subject != nil, !conditions.isEmpty { return ChoiceSyntax.Arm(selector: .values(conditions), body: unwrapBlock(body)) }
            return .tests(conditions, body: unwrapBlock(body))
        }
        return ChoiceSyntax(subject: subject, arms: arms)
    }

    /// `if (c) a else b`: the branches are the named children after the condition;
    /// a block branch with one expression stands for that expression.
    private func conditional(_ node: Node) -> ConditionalSyntax? {
        guard let condition = node.child(byField: "condition") else { return nil }
        let branches = node.namedChildren.filter { $0 != condition }.map(unwrapBlock)
        guard let then = branches.first else { return nil }
        return ConditionalSyntax(condition: condition, then: then, otherwise: branches.dropFirst().first)
    }

    private func unwrapBlock(_ node: Node) -> Node {
        guard node.kind == "block" || node.kind == "control_structure_body", node.namedChildCount == 1,
            let only = node.namedChild(at: 0)
        else { return node }
        return unwrapBlock(only)
    }
}
