import TreeSitter
import Model

/// tree-sitter-swift 0.0.1 nodes as declarations, calls and expressions.
struct SwiftAdapter: LanguageAdapter {
    func scopeNames(of node: Node) -> [String] {
        if let declaration = declaration(node) { return [declaration.name] }
        if let call = call(node) { return [call.name] }
        if node.kind == "value_argument", let label = node.child(byField: "name") { return [label.text] }
        if node.kind == "init_declaration" { return ["init"] }
        return []
    }

    /// (A capture list's `[pad = other]` declares `pad` as a defaulted parameter does, for
    /// its closure: see `parameters(of:)`.)
    var declarationKinds: Set<String> {
        ["class_declaration", "protocol_declaration", "function_declaration", "property_declaration", "parameter", "capture_list_item"]
    }

    var writeKinds: Set<String> { ["assignment", "call_expression"] }

    /// `x = 4`, `A.max += 1`, `a[0] = 5` (Swift has no `++`); each of `(a, b) = …`;
    /// `a.append(3)`. (A `let` collection cannot change: only a `var` is written.)
    func writeTargets(_ node: Node) -> [Node] {
        switch node.kind {
        case "assignment":
            guard let target = node.child(byField: "target") else { return [] }
            if let tuple = target.firstNamedChild(ofKind: "tuple_expression") { return tuple.namedChildren.filter { $0.text != "_" } }
            return [target]
        case "call_expression":
            let bindings = Self.arguments(of: node)?.map(\.value).filter(Self.isProjectedBinding) ?? []
            guard let callee = node.namedChild(at: 0), callee.kind == "navigation_expression" else { return bindings }
            let receiver = mutatedReceiver(
                receiver: callee.child(byField: "target"), name: callee.child(byField: "suffix")?.child(byField: "suffix"), mutators: Self.mutators)
            return (receiver.map { [$0] } ?? []) + bindings
        default: return []
        }
    }

    /// A binding passed to a call (`Toggle(isOn: $pressed)`, `TextField(text: $model.name)`)
    /// lets the callee write the state it projects: a write of `pressed`, of `model`.
    func writtenPaths(_ node: Node) -> [[String]] {
        namePaths(of: writeTargets(node)).map { path in
            guard let first = path.first, first.hasPrefix("$") else { return path }
            return [String(first.dropFirst())] + path.dropFirst()
        }
    }

    /// `$name` or `self.$name`, followed by members or not: a property wrapper's projected
    /// value, SwiftUI's `Binding` to a `@State`.
    private static func isProjectedBinding(_ value: Node) -> Bool {
        let text = value.text.hasPrefix("self.") ? value.text.dropFirst(5) : Substring(value.text)
        return text.hasPrefix("$") && (value.kind == "simple_identifier" || value.kind == "navigation_expression")
    }

    var nameKinds: Set<String> { ["simple_identifier", "navigation_expression", "self_expression"] }

    var functionLiteralKinds: Set<String> { ["lambda_literal"] }

    /// SwiftUI's edge sets by the edges they hold: `[.leading, .trailing]` is
    /// `.horizontal`, `[.top, .bottom]` `.vertical`, and all four `.all`
    /// (https://developer.apple.com/documentation/swiftui/edge/set).
    func argumentText(_ written: String, means wanted: String) -> Bool {
        guard written != wanted else { return true }
        guard let edges = Self.edges(written), let wantedEdges = Self.edges(wanted) else { return false }
        return edges == wantedEdges
    }

    private static let edgeSets: [String: Set<String>] = [
        "top": ["top"], "bottom": ["bottom"], "leading": ["leading"], "trailing": ["trailing"],
        "horizontal": ["leading", "trailing"], "vertical": ["top", "bottom"], "all": ["top", "bottom", "leading", "trailing"],
    ]

    func plainAssignment(_ node: Node) -> (target: Node, value: Node)? {
        Statements.assignment(node, kind: "assignment", target: "target", value: "result")
    }

    var integerLiterals: IntegerLiterals { .contextual }

    func regroupedOperators(_ node: Node) -> OperatorTree? {
        SwiftOperatorChain.regrouped(node)
    }

    func declaredType(of declaration: Node) -> String? {
        // tree-sitter-swift names a parameter's type a second `name`.
        let type = declaration.kind == "parameter" || declaration.kind == "lambda_parameter"
            ? declaration.namedChildren.first { $0.kind.hasSuffix("_type") } : declaration.firstNamedChild(ofKind: "type_annotation")?.child(byField: "name")
        return type.map { String($0.text.filter { $0 != "?" }) }
    }

    func leavesFunction(_ statement: Node) -> Bool {
        statement.kind == "control_transfer_statement" && (statement.text.hasPrefix("return") || statement.text.hasPrefix("throw"))
    }

    func directive(_ node: Node) -> CompileTimeDirective? {
        guard node.kind == "directive" else { return nil }
        let text = node.text
        if text.hasPrefix("#endif") { return .closing }
        if text.hasPrefix("#elseif") || text.hasPrefix("#else") { return .alternative }
        return text.hasPrefix("#if") ? .opening : nil
    }

    /// `EdgeInsets(top:leading:bottom:trailing:)`, which `padding(_:)` takes for all four
    /// edges at once (https://developer.apple.com/documentation/swiftui/edgeinsets).
    func insetParts(named wanted: String) -> InsetParts? {
        guard let edges = Self.edges(wanted) else { return nil }
        let opposites = ["top": "bottom", "bottom": "top", "leading": "trailing", "trailing": "leading"]
        let unpadded = Set(edges.compactMap { opposites[$0] }).subtracting(edges)
        let order = ["top", "leading", "bottom", "trailing"]
        return InsetParts(type: "EdgeInsets", padded: order.filter(edges.contains), unpadded: order.filter(unpadded.contains), sides: order)
    }

    /// `.horizontal` or `[.leading, .trailing]` as the edges it names; nil for other text.
    private static func edges(_ text: String) -> Set<String>? {
        let list = text.hasPrefix("[") && text.hasSuffix("]") ? String(text.dropFirst().dropLast()) : text
        var edges: Set<String> = []
        for name in list.commaSeparated {
            guard name.hasPrefix("."), let named = edgeSets[String(name.dropFirst())] else { return nil }
            edges.formUnion(named)
        }
        return edges.isEmpty ? nil : edges
    }

    func parameters(of node: Node) -> [(name: String, parameter: Node)] {
        let parameters: [Node]
        switch node.kind {
        case "function_declaration", "init_declaration": parameters = node.namedChildren.filter { $0.kind == "parameter" }
        // `{ hPad in … }`, `{ (n: Int) in … }`.
        case "lambda_literal":
            // A capture list's `[pad = other]` binds `pad` in the closure, to `other` as the
            // closure is made (`[pad]` alone captures the same name, and binds nothing new).
            let captures = node.child(byField: "captures")?.namedChildren.filter { $0.kind == "capture_list_item" && $0.child(byField: "value") != nil } ?? []
            parameters = captures + (node.child(byField: "type")?.firstNamedChild(ofKind: "lambda_function_type_parameters")?.namedChildren ?? [])
        // A loop's names (`for (i, pad) in …`), an `if let`'s or a `while let`'s (an `if
        // let`'s seen in its `else` too: not told apart), a `catch let`'s.
        case "for_statement", "catch_block":
            return (node.child(byField: node.kind == "for_statement" ? "item" : "error").map(Self.boundNames) ?? []).map { ($0.text, $0) }
        case "if_statement", "while_statement":
            // `if let pad = …`, `if case .some(let pad) = …`: in the conditions, not the body.
            return Self.conditionNames(node).map { ($0.text, $0) }
        // `case .some(let pad):`, `case let .some(pad):`.
        case "switch_entry":
            return (node.firstNamedChild(ofKind: "switch_pattern").map { Self.boundIdentifiers($0) } ?? []).map { ($0.text, $0) }
        default: return []
        }
        return parameters.compactMap { parameter in parameter.child(byField: "name").map { ($0.text, parameter) } }
    }

    var initializerKinds: Set<String> { ["init_declaration"] }

    /// A `private` or `fileprivate` function or type, one in a type or extension declared
    /// so, or a function local to another's body.
    func filePrivateName(of function: Node, in root: Node) -> String? {
        guard ["function_declaration", "class_declaration"].contains(function.kind), let name = function.child(byField: "name") else { return nil }
        if function.parent?.kind == "statements" { return name.text }
        let holder = function.parent?.parent
        return [function, holder].contains { $0.map(Self.isFilePrivate) ?? false } ? name.text : nil
    }

    /// An argument's label (`modifier:`), a parameter's external name, a tuple element's
    /// or an associated value's label.
    func isLabel(_ name: Node) -> Bool {
        guard let parent = name.parent else { return false }
        switch parent.kind {
        case "value_argument_label": return true
        case "enum_type_parameters": return name.nextSibling?.kind == ":"
        case "parameter": return parent.child(byField: "external_name") == name
        case "tuple_expression": return parent.childrenWithFields.contains { $0.field == "name" && $0.node == name }
        default: return false
        }
    }

    private static func isFilePrivate(_ declaration: Node) -> Bool {
        let modifiers = declaration.firstNamedChild(ofKind: "modifiers")?.namedChildren ?? []
        return modifiers.contains { $0.kind == "visibility_modifier" && ["private", "fileprivate"].contains($0.text) }
    }

    func isPreview(_ node: Node) -> Bool {
        switch node.kind {
        case "macro_invocation": return node.firstNamedChild(ofKind: "simple_identifier")?.text.hasPrefix("Preview") == true
        case "class_declaration": return node.namedChildren.contains { $0.kind == "inheritance_specifier" && $0.text == "PreviewProvider" }
        default: return false
        }
    }

    /// A static property of its own type (`static let badgeMin: CGFloat` in `extension
    /// CGFloat`, `static let brand = Color(…)` in `extension Color`): only such a one is what
    /// an implicit member of that type reads. (`static let medium: CGFloat = 8` in `enum
    /// Spacing` is no `.medium` font weight.)
    func isStaticMember(_ declaration: Node) -> Bool {
        guard Self.isStatic(declaration), let holder = declaration.parent?.parent?.child(byField: "name")?.text else { return false }
        let annotated: String? = declaration.firstNamedChild(ofKind: "type_annotation")?.child(byField: "name")?.text
        let constructed: String? = declaration.child(byField: "value").flatMap { call($0)?.name }
        return [annotated, constructed].contains { (type: String?) in type == holder || type == "Self" }
    }

    private static func isStatic(_ declaration: Node) -> Bool {
        declaration.kind == "property_declaration"
            && (declaration.firstNamedChild(ofKind: "modifiers")?.namedChildren.contains { $0.kind == "property_modifier" && $0.text == "static" } ?? false)
    }

    /// A struct's stored `var` with a default, where the struct declares no `init` (an
    /// extension's does not take the memberwise one away).
    func memberwiseParameter(_ value: Node) -> (type: Node, label: String)? {
        guard let property = value.parent, property.child(byField: "value") == value,
            property.firstNamedChild(ofKind: "value_binding_pattern")?.text == "var"
        else { return nil }
        return memberwiseLabel(of: property)
    }

    /// A stored `let` or `var` without a default (not computed), of a struct that declares
    /// no `init`: every memberwise call passes it.
    func memberwiseProperty(_ declaration: Node) -> (type: Node, label: String)? {
        guard declaration.child(byField: "value") == nil, declaration.child(byField: "computed_value") == nil else { return nil }
        return memberwiseLabel(of: declaration)
    }

    /// The struct and label a stored property is passed to its memberwise initializer by.
    private func memberwiseLabel(of property: Node) -> (type: Node, label: String)? {
        guard property.kind == "property_declaration", !Self.isStatic(property),
            let name = property.child(byField: "name")?.child(byField: "bound_identifier")?.text,
            let body = property.parent, body.kind == "class_body", let type = body.parent, type.children.contains(where: { $0.kind == "struct" }),
            !body.namedChildren.contains(where: { $0.kind == "init_declaration" })
        else { return nil }
        return (type, name)
    }

    /// By the parameter's label (`size` of `size minSize: CGFloat`); a parameter without
    /// one (`_ content: Text`) takes the unlabeled argument in its place among them.
    func argument(for parameter: Node, of function: Node, in call: CallSyntax) -> PassedArgument {
        let parameters = function.namedChildren.filter { $0.kind == "parameter" }
        guard let position = parameters.firstIndex(of: parameter) else { return .unknown }
        let labels = parameters.map { ($0.child(byField: "external_name") ?? $0.child(byField: "name"))?.text }
        // A call with a label of no parameter here calls another function or initializer.
        guard call.arguments.allSatisfy({ $0.label.map(labels.contains) ?? true }) else { return .unknown }
        if let label = labels[position], label != "_" {
            return call.arguments.first { $0.label == label }.map { .given($0.value) } ?? .omitted
        }
        let unlabeled = call.arguments.filter { $0.label == nil }
        let place = labels[..<position].filter { $0 == "_" }.count
        return place < unlabeled.count ? .given(unlabeled[place].value) : .omitted
    }

    func delegatingCall(_ statement: Node) -> CallSyntax? {
        guard let call = call(statement), call.name == "init", call.receiver?.kind == "self_expression" else { return nil }
        return call
    }

    var blockKinds: Set<String> { ["statements"] }

    var bindingKinds: Set<String> {
        [
            "function_declaration", "init_declaration", "lambda_literal", "for_statement", "if_statement", "while_statement", "switch_entry", "catch_block",
            "property_declaration", "guard_statement",
        ]
    }

    var functionKinds: Set<String> { ["function_declaration", "init_declaration", "lambda_literal"] }

    /// `let (pad, b) = tuple`; `guard let pad = … else { … }`, whose names the rest of
    /// the block reads.
    func destructuredNames(in statement: Node) -> [String] {
        if statement.kind == "guard_statement" { return Self.conditionNames(statement).map(\.text) }
        guard statement.kind == "property_declaration", let pattern = statement.child(byField: "name"),
            pattern.namedChildren.contains(where: { $0.kind == "pattern" })
        else { return [] }
        return Self.boundNames(pattern).map(\.text)
    }

    /// The names an `if`, `while` or `guard` binds in its conditions: `let pad = …`,
    /// `case .some(let pad) = …`, and every name of a case pattern a `let` comes before
    /// (`case let .some(pad) = …`). The grammar lists a condition's parts one by one.
    private static func conditionNames(_ statement: Node) -> [Node] {
        let children = statement.childrenWithFields
        var names: [Node] = []
        var distributing = false
        // A case pattern's own commas and parentheses (`.pair(x, pad)`) are listed too.
        var depth = 0
        for (index, child) in children.enumerated() {
            switch (child.field, child.node.kind) {
            case ("bound_identifier", _): names.append(child.node)
            case (_, "value_binding_pattern"): distributing = children.indices.contains(index + 1) && children[index + 1].field != "bound_identifier"
            case (_, "pattern"): names += boundIdentifiers(child.node, distributed: distributing)
            case (_, "("): depth += 1
            case (_, ")"): depth -= 1
            case (_, "=") where depth == 0, (_, ",") where depth == 0: distributing = false
            default: break
            }
        }
        return names
    }

    /// The names a pattern marks as bound (`let pad` in `.some(let pad)`), through the
    /// patterns nested in it; where a `let` comes before the whole pattern (`let
    /// .some(pad)`), every name in its nested patterns.
    private static func boundIdentifiers(_ pattern: Node, distributed: Bool = false) -> [Node] {
        let children = pattern.childrenWithFields
        let distributes = distributed
            || (children.first?.node.kind == "value_binding_pattern" && !children.contains { $0.field == "bound_identifier" })
        return children.flatMap { child -> [Node] in
            if child.field == "bound_identifier" || (distributed && child.node.kind == "simple_identifier") { return [child.node] }
            guard child.node.kind.hasSuffix("pattern"), child.node.kind != "value_binding_pattern" else { return [] }
            return boundIdentifiers(child.node, distributed: distributes)
        }
    }

    /// The names a pattern binds (`pad`, `(i, pad)`, `let e`).
    private static func boundNames(_ pattern: Node) -> [Node] {
        if pattern.kind == "simple_identifier" { return [pattern] }
        return pattern.namedChildren.flatMap(boundNames)
    }

    /// The methods that change an array, a dictionary or a set in place.
    private static let mutators: Set<String> = [
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeSubrange", "popLast", "sort", "reverse",
        "shuffle", "swapAt", "replaceSubrange", "updateValue", "removeValue", "merge", "formUnion", "subtract",
        // Bool's and a number's own (`pressed.toggle()`, `offset.negate()`).
        "toggle", "negate",
    ]

    func isVariable(_ declaration: Node, parent: @autoclosure () -> Node?) -> Bool {
        declaration.kind == "property_declaration" && declaration.firstNamedChild(ofKind: "value_binding_pattern")?.text == "var"
    }

    func declaration(_ node: Node) -> DeclarationSyntax? {
        switch node.kind {
        case "class_declaration", "protocol_declaration":
            guard let name = node.child(byField: "name") else { return nil }
            return DeclarationSyntax(name: name.text, node: node, value: nil, isContainer: true)
        case "function_declaration":
            guard let name = node.child(byField: "name") else { return nil }
            return DeclarationSyntax(name: name.text, node: node, value: nil, isContainer: false)
        case "property_declaration":
            guard let pattern = node.child(byField: "name") else { return nil }
            let name = pattern.child(byField: "bound_identifier")?.text ?? pattern.text
            return DeclarationSyntax(name: name, node: node, value: node.child(byField: "value") ?? Self.computedExpression(of: node), isContainer: false)
        case "capture_list_item":
            // `[pad = other]`: read as a parameter whose default is `other`.
            guard let name = node.child(byField: "name"), let value = node.child(byField: "value") else { return nil }
            return DeclarationSyntax(name: name.text, node: node, value: value, isContainer: false)
        case "parameter":
            // A defaulted parameter: Swift's grammar puts `default_value` beside the parameter.
            guard let name = node.child(byField: "name"), let next = node.nextNamedSibling,
                next.parent?.fieldName(forChildAt: childIndex(of: next)) == "default_value"
            else { return nil }
            return DeclarationSyntax(name: name.text, node: node, value: next, isContainer: false)
        default:
            return nil
        }
    }

    /// The expression a computed property returns, where its getter is that one
    /// expression or returns it (`static var rowHeight: CGFloat { 16 }`, `{ get { return 16
    /// } }`): the value every read gets. A getter of more statements is not followed: it
    /// is the value itself, which reads as not constant where it is (it had been no value,
    /// and the fact was missing at the file's first line).
    private static func computedExpression(of property: Node) -> Node? {
        guard let computed = property.child(byField: "computed_value") else { return nil }
        let getter = computed.firstNamedChild(ofKind: "computed_getter") ?? computed
        guard let statements = getter.firstNamedChild(ofKind: "statements"), statements.namedChildCount == 1, let only = statements.namedChild(at: 0)
        else { return computed }
        guard only.kind == "control_transfer_statement" else { return only }
        return only.text.hasPrefix("return") ? only.child(byField: "result") : computed
    }

    private func childIndex(of node: Node) -> Int {
        node.parent?.children.firstIndex(of: node) ?? -1
    }

    func memberDeclarations(of container: Node) -> [Node] {
        container.child(byField: "body")?.namedChildren ?? []
    }

    /// (One `case` may declare several: `case pad = 5, large = 44`. A raw value Swift
    /// infers, an `Int`'s position or a `String`'s name, is not read.)
    func enumCaseValue(in type: Node, at path: [String]) -> Node? {
        guard path.count == 2, path[1] == "rawValue", let body = type.child(byField: "body") else { return nil }
        for entry in body.namedChildren where entry.kind == "enum_entry" {
            let parts = entry.childrenWithFields.filter { $0.field != nil }
            guard let name = parts.firstIndex(where: { $0.field == "name" && $0.node.text == path[0] }) else { continue }
            let next = parts.index(after: name)
            return parts.indices.contains(next) && parts[next].field == "raw_value" ? parts[next].node : nil
        }
        return nil
    }

    func call(_ node: Node) -> CallSyntax? {
        guard node.kind == "call_expression", let callee = node.namedChild(at: 0), let arguments = Self.arguments(of: node) else { return nil }
        switch callee.kind {
        case "simple_identifier":
            return CallSyntax(name: callee.text, node: node, receiver: nil, arguments: arguments)
        case "navigation_expression":
            guard let name = callee.child(byField: "suffix")?.child(byField: "suffix"), let target = callee.child(byField: "target") else { return nil }
            // `TextStyle.init(size: 15)` is `TextStyle(size: 15)`.
            if name.text == "init", target.kind == "simple_identifier" {
                return CallSyntax(name: target.text, node: node, receiver: nil, arguments: arguments)
            }
            return CallSyntax(name: name.text, node: node, receiver: target, arguments: arguments)
        case "prefix_expression" where callee.operatorText == ".":
            guard let name = callee.child(byField: "target") else { return nil }
            // `static let sm: TextStyle = .init(size: 15)` is `TextStyle(size: 15)`.
            let type = name.text == "init" ? annotatedType(ofValue: node) : nil
            return CallSyntax(name: type ?? name.text, node: node, receiver: nil, arguments: arguments)
        default:
            return nil
        }
    }

    /// A call's arguments in parentheses, each with its label; nil for a node that is no call.
    static func arguments(of call: Node) -> [ArgumentSyntax]? {
        guard let suffix = call.firstNamedChild(ofKind: "call_suffix") else { return nil }
        return suffix.firstNamedChild(ofKind: "value_arguments")?.namedChildren
            .filter { $0.kind == "value_argument" }
            .compactMap { argument -> ArgumentSyntax? in
                guard let value = argument.child(byField: "value") else { return nil }
                return ArgumentSyntax(label: argument.child(byField: "name")?.text, value: value)
            } ?? []
    }

    /// The type a declaration writes for the value `node` (`TextStyle` of `let sm: TextStyle
    /// = node`): what an implicit member there (`.init(…)`) is a member of.
    private func annotatedType(ofValue node: Node) -> String? {
        guard let declaration = node.parent, declaration.kind == "property_declaration", declaration.child(byField: "value") == node else { return nil }
        return declaredType(of: declaration)
    }

    /// An `if` statement (its conditions all hold; an `else if` is the `else` branch's
    /// own) and a `switch` over literal or enum-case patterns (`case .end, .start:`).
    func choice(_ node: Node) -> ChoiceSyntax? {
        switch node.kind {
        case "if_statement":
            let conditions = node.childrenWithFields.filter { $0.field == "condition" }.map(\.node)
            let elseToken = node.children.firstIndex { $0.kind == "else" } ?? node.children.count
            let before = node.children[..<elseToken].filter { $0.kind == "statements" }
            let after = node.children[elseToken...].filter { ["statements", "if_statement"].contains($0.kind) }
            // An empty `then` block leaves no node to hold anything: nothing is decided.
            guard let then = before.first else { return nil }
            return ChoiceSyntax(subject: nil, arms: [.tests(conditions, body: then)] + after.prefix(1).map { ChoiceSyntax.Arm(selector: .otherwise, body: $0) })
        case "switch_statement":
            let subject = node.child(byField: "expr")
            // `switch (reduceMotion, active)`: its elements, for tuple patterns.
            let subjects = subject.flatMap { $0.kind == "tuple_expression" ? $0.namedChildren : nil }
            let arms = node.namedChildren.filter { $0.kind == "switch_entry" }.compactMap { entry -> ChoiceSyntax.Arm? in
                guard let body = entry.namedChildren.first(where: { $0.kind == "statements" }) else { return nil }
                if entry.namedChildren.contains(where: { $0.kind == "default_keyword" }) { return ChoiceSyntax.Arm(selector: .otherwise, body: body) }
                let patterns = entry.namedChildren.filter { $0.kind == "switch_pattern" }.compactMap { $0.namedChildren.first }
                // (tree-sitter-swift writes a case's `where` as its keyword and an expression.)
                let guarded = entry.namedChildren.contains { ["where_clause", "where_keyword"].contains($0.kind) }
                if !guarded, patterns.allSatisfy(Self.isValuePattern) { return ChoiceSyntax.Arm(selector: .values(patterns), body: body) }
                if !guarded, let subjects, let tuples = Self.tuplePatterns(patterns, count: subjects.count) {
                    return ChoiceSyntax.Arm(selector: .tuples(subjects: subjects, patterns: tuples), body: body)
                }
                return ChoiceSyntax.Arm(selector: .undecidable, body: body)
            }
            return ChoiceSyntax(subject: subject, arms: arms)
        default:
            return nil
        }
    }

    /// A case's tuple patterns as their elements, each a value pattern or a wildcard
    /// (nil), `count` of them: `(false, _)`. Nil where a pattern is not such a tuple.
    private static func tuplePatterns(_ patterns: [Node], count: Int) -> [[Node?]]? {
        var tuples: [[Node?]] = []
        for pattern in patterns {
            let elements = pattern.namedChildren
            guard pattern.kind == "pattern", elements.count == count, elements.allSatisfy({ $0.kind == "pattern" }) else { return nil }
            var tuple: [Node?] = []
            for element in elements {
                if isValuePattern(element) {
                    tuple.append(element)
                } else if element.namedChildCount == 1, element.namedChild(at: 0)?.kind == "wildcard_pattern" {
                    tuple.append(nil)
                } else {
                    return nil
                }
            }
            tuples.append(tuple)
        }
        return tuples.isEmpty ? nil : tuples
    }

    /// A pattern that is a value to compare: a literal, or an enum case written `.end`.
    private static func isValuePattern(_ pattern: Node) -> Bool {
        guard pattern.kind == "pattern", pattern.namedChildCount == 1, let only = pattern.namedChild(at: 0) else { return false }
        if ["boolean_literal", "integer_literal", "real_literal", "line_string_literal"].contains(only.kind) { return true }
        return only.kind == "simple_identifier" && pattern.text.hasPrefix(".")
    }

    func form(of node: Node) -> ExpressionForm {
        switch node.kind {
        case "pattern" where Self.isValuePattern(node):
            // A switch case's value (see `choice`).
            guard let only = node.namedChild(at: 0) else { return .unknown }
            return node.text.hasPrefix(".") ? .member(base: nil, name: only.text) : .wrapped(only)
        case "integer_literal", "real_literal", "hex_literal":
            return .number(node.text)
        case "computed_property":
            // The getter a computed property's value is where it is more than one expression.
            return .notFollowed("a getter of several statements, which is not followed")
        case "boolean_literal":
            return .bool(node.text == "true")
        case "line_string_literal":
            // Text and escapes only: a `\(…)` interpolation is computed.
            guard node.namedChildren.allSatisfy({ $0.kind == "line_str_text" || $0.kind == "str_escaped_char" }),
                let text = StringEscapes.decode(node.text.dropFirst().dropLast(), in: .swift)
            else { return .unknown }
            return .string(text)
        case "simple_identifier":
            return node.text == "nil" ? .null : .identifier(node.text)
        case "navigation_expression":
            guard let name = node.child(byField: "suffix")?.child(byField: "suffix") else { return .unknown }
            return .member(base: node.child(byField: "target"), name: name.text)
        case "prefix_expression":
            guard let target = node.child(byField: "target") else { return .unknown }
            // `!` is a named `bang` node in the operation field, not an anonymous token.
            let op = node.operatorText ?? node.child(byField: "operation")?.text ?? ""
            return op == "." ? .member(base: nil, name: target.text) : .unary(op: op, operand: target)
        case "call_expression":
            // tree-sitter-swift reads `-(a + b)` as a call of `-` with one argument.
            if let first = node.child(at: 0), !first.isNamed, ["-", "+", "!"].contains(first.text),
                let argument = node.firstNamedChild(ofKind: "call_suffix")?.firstNamedChild(ofKind: "value_arguments")?
                    .namedChildren.first?.child(byField: "value")
            {
                return .unary(op: first.text, operand: argument)
            }
            return call(node).map(ExpressionForm.call) ?? .unknown
        // (tree-sitter-swift reads `a != .start` as an infix expression of a custom operator `!=`.)
        case "additive_expression", "multiplicative_expression", "comparison_expression", "equality_expression",
            "conjunction_expression", "disjunction_expression", "nil_coalescing_expression", "infix_expression":
            guard let lhs = node.child(byField: "lhs"), let rhs = node.child(byField: "rhs") else { return .unknown }
            return .binary(op: node.child(at: 1)?.text ?? "", lhs: lhs, rhs: rhs)
        case "ternary_expression":
            guard let condition = node.child(byField: "condition"), let then = node.child(byField: "if_true") else {
                return .unknown
            }
            return .conditional(ConditionalSyntax(condition: condition, then: then, otherwise: node.child(byField: "if_false")))
        case "tuple_expression" where node.namedChildCount == 1:
            return node.namedChild(at: 0).map(ExpressionForm.wrapped) ?? .unknown
        case "array_literal":
            return .array(node.namedChildren)
        default:
            return .unknown
        }
    }
}
