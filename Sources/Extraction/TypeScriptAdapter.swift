import TreeSitter

/// tree-sitter-typescript 0.23.2 (tsx and typescript) nodes as declarations, calls,
/// JSX elements and expressions.
struct TypeScriptAdapter: LanguageAdapter {
    func scopeNames(of node: Node) -> [String] {
        if let declaration = declaration(node) { return [declaration.name] }
        if let call = call(node) { return [call.name] }
        if let element = jsxElement(node) {
            let last = element.tag.split(separator: ".").last.map(String.init) ?? element.tag
            return last == element.tag ? [element.tag] : [element.tag, last]
        }
        switch node.kind {
        case "jsx_attribute":
            return node.namedChild(at: 0).map { [$0.text] } ?? []
        case "pair":
            return node.child(byField: "key").map { [Self.keyText($0)] } ?? []
        default:
            return []
        }
    }

    /// (A parameter's default declares its name, as Swift's and Kotlin's do: see
    /// `parameterDefault(_:)`.)
    var declarationKinds: Set<String> {
        Self.parameterDefaultKinds.union([
            "variable_declarator", "function_declaration", "method_definition", "generator_function_declaration", "class_declaration", "enum_declaration",
            "interface_declaration", "public_field_definition",
        ])
    }

    /// The nodes that may give a parameter a default: a parameter, or a pattern inside one.
    private static let parameterDefaultKinds: Set<String> = ["required_parameter", "optional_parameter", "object_assignment_pattern", "assignment_pattern"]

    var writeKinds: Set<String> {
        ["assignment_expression", "augmented_assignment_expression", "update_expression", "call_expression", "for_in_statement"]
    }

    /// `x = 4`, `x += 1`, `x++`, `a[0] = 5`, `a.push(3)`; each name or member of a pattern
    /// (`[a, b] = …`, `({ c } = …)`), also a loop's without a declaration (`for (x of xs)`).
    func writeTargets(_ node: Node) -> [Node] {
        switch node.kind {
        case "assignment_expression": return node.child(byField: "left").map(Self.assignedPlaces) ?? []
        case "augmented_assignment_expression": return node.child(byField: "left").map { [$0] } ?? []
        case "update_expression": return node.child(byField: "argument").map { [$0] } ?? []
        case "for_in_statement":
            guard !node.children.contains(where: { ["const", "let", "var"].contains($0.kind) }) else { return [] }
            return node.child(byField: "left").map(Self.assignedPlaces) ?? []
        case "call_expression":
            guard let callee = node.child(byField: "function"), callee.kind == "member_expression" else { return [] }
            return mutatedReceiver(receiver: callee.child(byField: "object"), name: callee.child(byField: "property"), mutators: Self.mutators)
                .map { [$0] } ?? []
        default: return []
        }
    }

    /// The places an assignment's left side writes: itself, or each name and member of a
    /// pattern (not a default's value or a key).
    private static func assignedPlaces(_ node: Node) -> [Node] {
        switch node.kind {
        case "array_pattern", "object_pattern", "rest_pattern": return node.namedChildren.flatMap(assignedPlaces)
        case "pair_pattern": return node.child(byField: "value").map(assignedPlaces) ?? []
        case "assignment_pattern", "object_assignment_pattern": return node.child(byField: "left").map(assignedPlaces) ?? []
        case "parenthesized_expression": return node.namedChildren.flatMap(assignedPlaces)
        case "comment": return []
        default: return [node]
        }
    }

    /// The methods that change an array, a `Map` or a `Set` in place.
    private static let mutators: Set<String> = [
        "push", "pop", "shift", "unshift", "splice", "sort", "reverse", "fill", "copyWithin", "set", "delete", "clear", "add",
    ]

    func isMutableContainer(_ value: Node) -> Bool {
        value.kind == "array" || value.kind == "object"
    }

    var nameKinds: Set<String> { ["identifier", "member_expression", "parenthesized_expression"] }

    var functionLiteralKinds: Set<String> { ["arrow_function", "function_expression", "function"] }

    func parameters(of node: Node) -> [(name: String, parameter: Node)] {
        switch node.kind {
        // `for (const pad of pads)` (without a keyword it assigns a name of outside), `catch (e)`.
        case "for_in_statement", "catch_clause":
            let declares = node.kind == "catch_clause" || node.child(byField: "kind") != nil
            guard declares, let pattern = node.child(byField: node.kind == "catch_clause" ? "parameter" : "left") else { return [] }
            return Self.patternNames(pattern).map { ($0, pattern) }
        default:
            break
        }
        // A loop's `var` (`for (var pad of pads)`) is the whole function's.
        let loopVariables = node.child(byField: "body").map(Self.loopVariables) ?? []
        guard let parameters = node.child(byField: "parameters") else {
            // An arrow function's one bare parameter (`d => …`).
            return (node.child(byField: "parameter").map { [($0.text, $0)] } ?? []) + loopVariables
        }
        return parameters.namedChildren.flatMap { parameter in
            Self.patternBindings(parameter.child(byField: "pattern") ?? parameter, holder: parameter)
        } + loopVariables
    }

    /// The names `for (var … of/in …)` loops of a function's body declare, not those of
    /// functions inside it.
    private static func loopVariables(in body: Node) -> [(name: String, parameter: Node)] {
        var found: [(name: String, parameter: Node)] = []
        body.walk(&found) { found, node, depth in
            if node.kind == "for_in_statement", node.child(byField: "kind")?.text == "var", let pattern = node.child(byField: "left") {
                found += patternNames(pattern).map { ($0, pattern) }
            }
            return depth == 0 || !functionKinds.contains(node.kind)
        }
        return found
    }

    private static let functionKinds: Set<String> = [
        "function_declaration", "function_expression", "function", "arrow_function", "method_definition", "generator_function_declaration", "generator_function",
    ]

    /// (A `for (let i = …; …)` header's names are the loop's; a `case`'s, the `switch`'s.)
    var blockKinds: Set<String> { ["statement_block", "for_statement", "switch_body"] }

    func localScope(of declaration: Node) -> LocalScope {
        declaration.parent?.kind == "variable_declaration" ? .function : .block
    }

    var functionKinds: Set<String> { Self.functionKinds }

    /// A class field: an instance's is `this.x`, a static one `Badge.x`.
    func receiver(of declaration: Node) -> MemberReceiver? {
        guard declaration.kind == "public_field_definition" else { return nil }
        return declaration.children.contains { $0.kind == "static" } ? .type : .instance
    }

    var bindingKinds: Set<String> {
        [
            "function_declaration", "function_expression", "function", "arrow_function", "method_definition", "generator_function_declaration",
            "generator_function", "lexical_declaration", "variable_declaration", "for_in_statement", "catch_clause",
        ]
    }

    func destructuredNames(in statement: Node) -> [String] {
        guard statement.kind == "lexical_declaration" || statement.kind == "variable_declaration" else { return [] }
        return statement.namedChildren.flatMap { declarator -> [String] in
            guard declarator.kind == "variable_declarator", let pattern = declarator.child(byField: "name"), pattern.kind != "identifier" else { return [] }
            return Self.patternNames(pattern)
        }
    }

    /// The names a binding pattern declares: `D` of `D`, `{ D }`, `{ pad: D }`, `{ D = 3 }`,
    /// `{ pad: D = 3 }`, `[D]`, `[D = 3]`, `{ ...D }`, and nested ones (not a key, nor a
    /// default's names).
    static func patternNames(_ pattern: Node) -> [String] {
        patternBindings(pattern, holder: pattern).map(\.name)
    }

    /// The names a binding pattern declares, each with the node that binds it: the pattern
    /// that gives it a default (`D = 3` of `{ D = 3 }`, whose default is then found as a
    /// declaration's value), else `holder` (the parameter).
    private static func patternBindings(_ pattern: Node, holder: Node) -> [(name: String, parameter: Node)] {
        switch pattern.kind {
        case "identifier", "shorthand_property_identifier_pattern": [(pattern.text, holder)]
        case "object_pattern", "array_pattern", "rest_pattern": pattern.namedChildren.flatMap { patternBindings($0, holder: holder) }
        case "pair_pattern": pattern.child(byField: "value").map { patternBindings($0, holder: holder) } ?? []
        case "object_assignment_pattern", "assignment_pattern": pattern.child(byField: "left").map { patternBindings($0, holder: pattern) } ?? []
        default: []
        }
    }

    /// A function (or a `const` holding one) the module does not export: written without
    /// `export` and named in no `export { … }` or `export default`.
    func filePrivateName(of function: Node, in root: Node) -> String? {
        let statement: Node?
        let name: Node?
        switch function.kind {
        case "function_declaration", "generator_function_declaration":
            (statement, name) = (function, function.child(byField: "name"))
        case "arrow_function", "function_expression", "function":
            // A wrapped component (`memo(…)`, `forwardRef(…)`) or callback (`useCallback(…)`)
            // is its call's first argument.
            var value = function
            if let list = function.parent, list.kind == "arguments", list.namedChildren.first == function, let call = list.parent,
                let callee = call.child(byField: "function"), Self.wrappers.contains(callee.text)
            {
                value = call
            }
            guard let declarator = value.parent, declarator.kind == "variable_declarator", declarator.child(byField: "value") == value else { return nil }
            (statement, name) = (declarator.parent, declarator.child(byField: "name"))
        default:
            return nil
        }
        guard let statement, let name, name.kind == "identifier", !isExported(statement, named: name.text, in: root) else { return nil }
        return name.text
    }

    /// A statement of the module written under `export`, or its name listed in an
    /// `export { … }` or `export default`. (A declaration inside an exported function is
    /// the function's own: a local `const Pill = …` is not exported with it.)
    func isExported(_ declaration: Node, named name: String, in root: Node) -> Bool {
        let statement = declaration.kind == "variable_declarator" ? declaration.parent : declaration
        guard let parent = statement?.parent else { return false }
        if parent.kind == "export_statement" { return true }
        return parent == root && root.namedChildren.contains { export in
            export.kind == "export_statement" && export.child(byField: "declaration") == nil
                && export.preorder().contains { $0.kind == "identifier" && $0.text == name }
        }
    }

    /// A property's name anywhere but after a dot (an object's key, a property signature's
    /// `sizing?:`, a JSX attribute's name): `sizing` in `style.sizing` is a member, read.
    func isLabel(_ name: Node) -> Bool {
        name.kind == "property_identifier" && name.parent?.kind != "member_expression"
    }

    /// React's calls that return the function they are given, wrapped.
    private static let wrappers: Set<String> = ["memo", "React.memo", "forwardRef", "React.forwardRef", "useCallback", "React.useCallback"]

    /// By position; a destructured prop (`{ size = 18 }`) by its key in the object passed
    /// there. `undefined` passed is the default's.
    func argument(for parameter: Node, of function: Node, in call: CallSyntax) -> PassedArgument {
        guard let (position, key) = Self.place(of: parameter, in: function) else { return .unknown }
        let positional = call.arguments.filter { $0.label == nil }
        guard !positional.contains(where: { $0.value.kind == "spread_element" }) else { return .unknown }
        guard position < positional.count else { return .omitted }
        let argument = positional[position].value
        guard let key else { return Self.passed(argument) }
        guard argument.kind == "object" else { return .unknown }
        let pair = call.arguments.last { $0.object == argument && $0.label == key }
        return Self.settled(pair?.value, after: argument.namedChildren.filter { $0.kind == "spread_element" })
    }

    /// A prop or key written after every spread is what passes (`<Chip {...rest} size={20} />`);
    /// one a spread after it may set again, or a spread alone, is not told.
    private static func settled(_ value: Node?, after spreads: [Node]) -> PassedArgument {
        let lastSpread = spreads.map(\.byteRange.upperBound).max()
        guard let value else { return lastSpread == nil ? .omitted : .unknown }
        return (lastSpread ?? 0) <= value.byteRange.lowerBound ? passed(value) : .unknown
    }

    /// A value passed: `undefined` (or `void 0`) passes nothing, and the default applies.
    private static func passed(_ value: Node) -> PassedArgument {
        let undefined = value.kind == "undefined" || (value.kind == "unary_expression" && value.child(byField: "operator")?.text == "void")
        return undefined ? .omitted : .given(value)
    }

    /// A component's destructured prop, by the attribute of its key.
    func argument(for parameter: Node, of function: Node, in element: JSXElementSyntax) -> PassedArgument {
        guard let (position, key) = Self.place(of: parameter, in: function), position == 0, let key else { return .unknown }
        guard let opening = element.node.kind == "jsx_element" ? element.node.child(byField: "open_tag") : element.node else { return .unknown }
        // `{...props}` may set any prop.
        let spreads = opening.namedChildren.filter { $0.kind == "jsx_expression" }
        guard let attribute = element.attributes.last(where: { $0.name == key }) else { return Self.settled(nil, after: spreads) }
        // `<Chip big />` passes `true`, which no default of a number is.
        guard let value = attribute.value else { return .unknown }
        let written = value.kind == "jsx_expression" ? value.namedChildren.first : value
        return written.map { Self.settled($0, after: spreads) } ?? .unknown
    }

    /// A parameter's position among its function's, and for a destructured prop of an
    /// object parameter its key (`size` of `{ size = 18 }` and of `{ size: px = 18 }`).
    /// Nil deeper in a pattern.
    private static func place(of parameter: Node, in function: Node) -> (position: Int, key: String?)? {
        let formals = function.child(byField: "parameters")?.namedChildren.filter { $0.kind != "comment" } ?? []
        guard let position = formals.firstIndex(where: { $0.byteRange.lowerBound <= parameter.byteRange.lowerBound && parameter.byteRange.upperBound <= $0.byteRange.upperBound })
        else { return nil }
        let formal = formals[position]
        if parameter == formal { return (position, nil) }
        let pattern = formal.child(byField: "pattern")
        switch parameter.kind {
        case "object_assignment_pattern" where parameter.parent == pattern:
            return parameter.child(byField: "left").map { (position, $0.text) }
        case "assignment_pattern" where parameter.parent?.kind == "pair_pattern" && parameter.parent?.parent == pattern:
            return parameter.parent?.child(byField: "key").map { (position, $0.text) }
        default:
            return nil
        }
    }

    /// A `let` or `var` declarator; a class field, unless `readonly`.
    func isVariable(_ declaration: Node, parent: @autoclosure () -> Node?) -> Bool {
        switch declaration.kind {
        case "variable_declarator":
            guard let statement = parent() else { return false }
            return statement.kind == "variable_declaration" || statement.child(byField: "kind")?.text == "let"
        case "public_field_definition":
            return !declaration.children.contains { $0.kind == "readonly" }
        default:
            // A parameter is a variable in JavaScript: its function may write it.
            return Self.parameterDefaultKinds.contains(declaration.kind)
        }
    }

    func declaration(_ node: Node) -> DeclarationSyntax? {
        switch node.kind {
        case "variable_declarator":
            guard let name = node.child(byField: "name"), name.kind == "identifier" else { return nil }
            return DeclarationSyntax(name: name.text, node: node, value: node.child(byField: "value"), isContainer: false)
        case "function_declaration", "method_definition", "generator_function_declaration":
            guard let name = node.child(byField: "name") else { return nil }
            return DeclarationSyntax(name: name.text, node: node, value: nil, isContainer: false)
        case "class_declaration", "interface_declaration", "enum_declaration":
            guard let name = node.child(byField: "name") else { return nil }
            return DeclarationSyntax(name: name.text, node: node, value: nil, isContainer: true)
        case "public_field_definition":
            guard let name = node.child(byField: "name") else { return nil }
            return DeclarationSyntax(name: name.text, node: node, value: node.child(byField: "value"), isContainer: false)
        default:
            return Self.parameterDefaultKinds.contains(node.kind) ? Self.parameterDefault(node) : nil
        }
    }

    /// A parameter's default as a declaration of its name with that value, as Swift's and
    /// Kotlin's parameters are (`function Badge({ size = 18 })`, `{ pad: size = 18 }`, `(size
    /// = 18) => …`): read inside its function only, as the value the function runs with
    /// when the caller gives none. A default in a destructuring that is no parameter's
    /// (`const { size = 18 } = props`, an assignment's) declares nothing.
    private static func parameterDefault(_ node: Node) -> DeclarationSyntax? {
        let isParameter = node.kind.hasSuffix("_parameter")
        guard let name = node.child(byField: isParameter ? "pattern" : "left"), ["identifier", "shorthand_property_identifier_pattern"].contains(name.kind),
            let value = node.child(byField: isParameter ? "value" : "right"), isParameter || isInParameter(node)
        else { return nil }
        return DeclarationSyntax(name: name.text, node: node, value: value, isContainer: false)
    }

    /// Whether a pattern is part of a parameter's pattern.
    private static func isInParameter(_ pattern: Node) -> Bool {
        var current = pattern.parent
        while let node = current, patternKinds.contains(node.kind) { current = node.parent }
        return current.map { $0.kind.hasSuffix("_parameter") } ?? false
    }

    private static let patternKinds: Set<String> = [
        "object_pattern", "array_pattern", "pair_pattern", "rest_pattern", "object_assignment_pattern", "assignment_pattern",
    ]

    func memberDeclarations(of container: Node) -> [Node] {
        container.child(byField: "body")?.namedChildren ?? []
    }

    func enumCaseValue(in type: Node, at path: [String]) -> Node? {
        guard type.kind == "enum_declaration", path.count == 1, let body = type.child(byField: "body") else { return nil }
        return body.namedChildren.first { $0.kind == "enum_assignment" && $0.child(byField: "name")?.text == path[0] }?.child(byField: "value")
    }

    /// React's `useMemo(() => e, deps)`: `e`, the value its function computes.
    func resultExpression(of call: CallSyntax) -> Node? {
        guard call.name == "useMemo", call.receiver == nil || call.receiver?.text == "React", let function = call.arguments.first?.value,
            function.kind == "arrow_function", let body = function.child(byField: "body"), body.kind != "statement_block"
        else { return nil }
        return body
    }

    /// `withTiming(v, { duration: 200 })` → `{ easing: …, duration: 200 }`: first in the
    /// options object, or a new options object where the call has none.
    func missingArgument(_ label: String, of call: CallSyntax) -> SourceLeaf? {
        guard let list = call.node.child(byField: "arguments") else { return nil }
        if let options = list.namedChildren.last, let pairs = objectPairs(options), let open = options.children.first, open.kind == "{" {
            let at = open.byteRange.upperBound
            return SourceLeaf(kind: .missingArgument(before: " \(label): ", after: pairs.isEmpty ? " " : ","), range: at..<at, text: "")
        }
        guard let close = list.children.last, close.kind == ")" else { return nil }
        let at = close.byteRange.lowerBound
        let separator = list.namedChildren.isEmpty ? "" : ", "
        return SourceLeaf(kind: .missingArgument(before: "\(separator){ \(label): ", after: " }"), range: at..<at, text: "")
    }

    func call(_ node: Node) -> CallSyntax? {
        guard node.kind == "call_expression" || node.kind == "new_expression" else { return nil }
        guard let callee = node.child(byField: "function") ?? node.child(byField: "constructor") else { return nil }
        var arguments: [ArgumentSyntax] = []
        for argument in node.child(byField: "arguments")?.namedChildren ?? [] where argument.kind != "comment" {
            arguments.append(ArgumentSyntax(label: nil, value: argument))
            // `withTiming(v, { duration, easing })`: an options object's keys act as labels.
            for pair in objectPairs(argument) ?? [] {
                arguments.append(ArgumentSyntax(label: pair.key, value: pair.value, object: argument))
            }
        }
        switch callee.kind {
        case "identifier":
            return CallSyntax(name: callee.text, node: node, receiver: nil, arguments: arguments)
        case "member_expression":
            guard let property = callee.child(byField: "property") else { return nil }
            return CallSyntax(name: property.text, node: node, receiver: callee.child(byField: "object"), arguments: arguments)
        default:
            return nil
        }
    }

    func jsxElement(_ node: Node) -> JSXElementSyntax? {
        let opening: Node
        switch node.kind {
        case "jsx_element":
            guard let open = node.child(byField: "open_tag") else { return nil }
            opening = open
        case "jsx_self_closing_element":
            opening = node
        default:
            return nil
        }
        guard let name = opening.child(byField: "name") else { return nil }
        let attributes = opening.namedChildren.filter { $0.kind == "jsx_attribute" }.compactMap { attribute -> (String, Node?)? in
            guard let attributeName = attribute.namedChild(at: 0) else { return nil }
            return (attributeName.text, attribute.namedChildCount > 1 ? attribute.namedChildren.last : nil)
        }
        return JSXElementSyntax(tag: name.text, node: node, attributes: attributes)
    }

    /// Every JavaScript number is a double.
    var integerLiterals: IntegerLiterals { .absent }

    func declaredType(of declaration: Node) -> String? { nil }

    func plainAssignment(_ node: Node) -> (target: Node, value: Node)? {
        guard node.kind == "assignment_expression", let target = node.child(byField: "left"), let value = node.child(byField: "right") else {
            return nil
        }
        return (target, value)
    }

    func leavesFunction(_ statement: Node) -> Bool {
        ["return_statement", "throw_statement"].contains(statement.kind)
    }

    /// An `if` statement (an `else if` is the `else` branch's own), and a `switch` whose
    /// cases each end in `break`, `return` or `throw` (one that runs on into the next is
    /// not read).
    func choice(_ node: Node) -> ChoiceSyntax? {
        if node.kind == "switch_statement" { return switchChoice(node) }
        guard node.kind == "if_statement", let condition = node.child(byField: "condition"), let then = node.child(byField: "consequence")
        else { return nil }
        let otherwise = node.child(byField: "alternative").map { ChoiceSyntax.Arm(selector: .otherwise, body: $0) }
        return ChoiceSyntax(subject: nil, arms: [.tests([condition], body: then)] + (otherwise.map { [$0] } ?? []))
    }

    private func switchChoice(_ node: Node) -> ChoiceSyntax? {
        guard let subject = node.child(byField: "value"), let cases = node.child(byField: "body")?.namedChildren.filter({ $0.kind != "comment" }) else {
            return nil
        }
        let endings: Set<String> = ["break_statement", "return_statement", "throw_statement"]
        guard cases.dropLast().allSatisfy({ endings.contains($0.namedChildren.last?.kind ?? "") }) else { return nil }
        let arms = cases.map { arm -> ChoiceSyntax.Arm in
            guard arm.kind == "switch_case", let value = arm.child(byField: "value") else { return ChoiceSyntax.Arm(selector: .otherwise, body: arm) }
            return ChoiceSyntax.Arm(selector: .values([value]), body: arm)
        }
        return ChoiceSyntax(subject: subject, arms: arms)
    }

    func objectLiteral(_ node: Node) -> ObjectLiteral? {
        guard node.kind == "object" else { return nil }
        var pairs: [(key: String, value: Node)] = []
        var spreads: [Node] = []
        for child in node.namedChildren {
            switch child.kind {
            case "pair":
                guard let key = child.child(byField: "key"), let value = child.child(byField: "value") else { continue }
                pairs.append((Self.keyText(key), value))
            case "shorthand_property_identifier":
                pairs.append((child.text, child))
            case "spread_element":
                if let spread = child.namedChild(at: 0) { spreads.append(spread) }
            default:
                continue
            }
        }
        return ObjectLiteral(pairs: pairs, spreads: spreads)
    }

    /// A property key without quotes (`"2xs"` → `2xs`), its escapes decoded (`"caf\u00e9"`
    /// is `café`), as the algorithm lowering reads it.
    static func keyText(_ key: Node) -> String {
        guard key.kind == "string" else { return key.text }
        return StringEscapes.decode(key.text.dropFirst().dropLast(), in: .typeScript) ?? key.namedChildren.map(\.text).joined()
    }

    func form(of node: Node) -> ExpressionForm {
        switch node.kind {
        case "number":
            return .number(node.text)
        case "string", "template_string":
            // Fragments and escapes only: a template's `${…}` is computed.
            guard node.namedChildren.allSatisfy({ $0.kind == "string_fragment" || $0.kind == "escape_sequence" }),
                let text = StringEscapes.decode(node.text.dropFirst().dropLast(), in: .typeScript)
            else { return .unknown }
            return .string(text)
        case "true", "false":
            return .bool(node.kind == "true")
        case "null", "undefined":
            return .null
        case "identifier", "property_identifier", "shorthand_property_identifier":
            return .identifier(node.text)
        case "member_expression":
            guard let object = node.child(byField: "object"), let property = node.child(byField: "property") else {
                return .unknown
            }
            return .member(base: object, name: property.text)
        case "subscript_expression":
            guard let object = node.child(byField: "object"), let index = node.child(byField: "index") else {
                return .unknown
            }
            return .subscriptAccess(base: object, index: index)
        case "call_expression":
            return call(node).map(ExpressionForm.call) ?? .unknown
        case "unary_expression":
            guard let operand = node.child(byField: "argument") else { return .unknown }
            return .unary(op: node.child(byField: "operator")?.text ?? node.operatorText ?? "", operand: operand)
        case "binary_expression":
            guard let lhs = node.child(byField: "left"), let rhs = node.child(byField: "right") else { return .unknown }
            return .binary(op: node.child(byField: "operator")?.text ?? "", lhs: lhs, rhs: rhs)
        case "ternary_expression":
            guard let condition = node.child(byField: "condition"), let then = node.child(byField: "consequence") else {
                return .unknown
            }
            return .conditional(
                ConditionalSyntax(condition: condition, then: then, otherwise: node.child(byField: "alternative")))
        case "parenthesized_expression", "as_expression", "satisfies_expression", "non_null_expression":
            return node.namedChild(at: 0).map(ExpressionForm.wrapped) ?? .unknown
        case "array":
            return .array(node.namedChildren)
        default:
            return .unknown
        }
    }
}
