import Extraction
import TreeSitter

/// Lowers tree-sitter-typescript (and tsx) functions, classes and expressions to the IR.
/// Every JavaScript number is a double; a class's methods that do not lower become
/// functions that are not analyzable when called, so a class is usable as long as the
/// code that runs lowers.
struct TypeScriptLowering: LanguageLowering {
    /// Whether the code lowered is a function's body, whose `var`s are declared at its
    /// start (`hoisted(in:)`): a `var` statement then assigns its function's variable.
    private var hoistsVars = false

    func function(_ node: Node) throws(NotAnalyzable) -> Closure {
        if node.kind == "variable_declarator" { return try function(try functionValue(of: node)) }
        let (parameters, defaults) = try self.parameters(node)
        guard let body = node.child(byField: "body") else { return Closure(parameters: parameters, defaults: defaults, body: []) }
        // A block returns `undefined` unless it says `return`: `(k) => { k === x }` is not a test.
        if body.kind == "statement_block" {
            var inFunction = self
            inFunction.hoistsVars = true
            let hoisted = Self.hoisted(in: body).map { Stmt.declare($0, .literal(.null)) }
            return Closure(parameters: parameters, defaults: defaults, body: try hoisted + inFunction.statements(body) + [.returnValue(nil)])
        }
        return Closure(parameters: parameters, defaults: defaults, body: [.at(Site(body), .returnValue(try expression(body)))])
    }

    /// The names the `var` statements of a function's body declare, outside the functions
    /// and classes inside it, in order: a `var` is its function's, not its block's (JavaScript
    /// hoists it), so one written in an `if` or a `for` is read after it. (It had been a
    /// block's own, and the read after the block saw the outer value.)
    private static func hoisted(in body: Node) -> [String] {
        var names: [String] = []
        var pending = [body]
        while let node = pending.popLast() {
            for child in node.namedChildren.reversed() where !Self.ownScopes.contains(child.kind) {
                if child.kind == "variable_declaration" {
                    for declarator in child.namedChildren where declarator.kind == "variable_declarator" {
                        if let name = declarator.child(byField: "name"), name.kind == "identifier", !names.contains(name.text) { names.append(name.text) }
                    }
                }
                pending.append(child)
            }
        }
        return names
    }

    /// Code whose `var`s are its own.
    private static let ownScopes: Set<String> = [
        "function_declaration", "function_expression", "arrow_function", "method_definition", "class_declaration", "class",
        "generator_function_declaration", "generator_function",
    ]

    /// The function a constant holds: `const f = (x) => …`, `const f = function (x) { … }`,
    /// also in parentheses or under `as`. Any other value is no function to call (it had
    /// run as one returning nothing).
    private func functionValue(of declarator: Node) throws(NotAnalyzable) -> Node {
        var value = declarator.child(byField: "value")
        while let wrapped = value, ["parenthesized_expression", "as_expression", "satisfies_expression", "non_null_expression"].contains(wrapped.kind) {
            value = wrapped.namedChild(at: 0)
        }
        guard let value, ["arrow_function", "function_expression"].contains(value.kind) else {
            throw unsupported(declarator, "'\(declarator.child(byField: "name")?.text ?? "")' is not a function")
        }
        return value
    }

    /// A class: its fields (declared without a value, they start `undefined`), methods and
    /// constructor.
    func type(_ node: Node) throws(NotAnalyzable) -> TypeCode {
        guard let body = node.child(byField: "body") else { throw unsupported(node, "class without a body") }
        var fields: [(String, Expr)] = []
        var methods: [(String, Closure)] = []
        var constructor: Closure?
        for member in body.namedChildren {
            guard let name = member.child(byField: "name")?.text else { continue }
            switch member.kind {
            case "public_field_definition":
                let value = member.child(byField: "value")
                fields.append((name, try value.map { value throws(NotAnalyzable) in lazily(value) } ?? .literal(.null)))
            case "method_definition" where member.children.contains { $0.kind == "static" }:
                // The class's, not an instance's: bound by its path where code calls it
                // (`MessageScrollerController.away(…)`, see `PlatformProgram`).
                continue
            case "method_definition" where member.children.contains { ["get", "set"].contains($0.kind) }:
                fields.append((name, .unsupported(unsupported(member, "accessor \(name)"))))
            case "method_definition":
                let method = (try? function(member)) ?? Closure(parameters: [], body: [.expression(.unsupported(failure(member)))])
                if name == "constructor" { constructor = method } else { methods.append((name, method)) }
            default:
                continue
            }
        }
        return TypeCode(fields: fields, methods: methods, constructor: constructor)
    }

    /// A field's value, or a value that is not analyzable when it is made; a function
    /// that does not lower is not analyzable when it is called.
    private func lazily(_ value: Node) -> Expr {
        if let lowered = try? expression(value) { return lowered }
        guard ["arrow_function", "function_expression"].contains(value.kind) else { return .unsupported(failure(value)) }
        return .closure(Closure(parameters: [], body: [.expression(.unsupported(failure(value)))]))
    }

    /// Why `node` does not lower.
    private func failure(_ node: Node) -> NotAnalyzable {
        do {
            _ = ["method_definition", "arrow_function", "function_expression"].contains(node.kind)
                ? try function(node).body : [.expression(try expression(node))]
            return unsupported(node, node.kind)
        } catch {
            return error
        }
    }

    /// The statements of a piece of code run for an event: a method's or function's body,
    /// a declaration, or the function passed to a call (`useLayoutEffect(() => { … })`).
    func code(_ node: Node) throws(NotAnalyzable) -> [Stmt] {
        switch node.kind {
        case "method_definition", "function_declaration", "arrow_function": return try function(node).body
        case "lexical_declaration", "variable_declaration": return try declarations(node)
        case "call_expression":
            let callback = node.child(byField: "arguments")?.namedChildren.first { $0.kind == "arrow_function" || $0.kind == "function_expression" }
            guard let callback else { throw unsupported(node, "a call without a function argument") }
            return try function(callback).body
        default:
            throw unsupported(node, "code of kind \(node.kind)")
        }
    }

    // MARK: Statements

    /// A block's statements, its function declarations first: JavaScript binds them as the
    /// block is entered, so a call above one (even one after a `return`) calls it. (Bound
    /// where written, a call above one had reached a function of the same name outside.)
    func statements(_ node: Node) throws(NotAnalyzable) -> [Stmt] {
        let children = node.namedChildren.filter { $0.kind != "comment" && $0.kind != "empty_statement" }
        let hoisted = children.filter { $0.kind == "function_declaration" } + children.filter { $0.kind != "function_declaration" }
        var result: [Stmt] = []
        for child in hoisted { result += try statement(child).map { Stmt.sited(Site(child), $0) } }
        return result
    }

    private func statement(_ node: Node) throws(NotAnalyzable) -> [Stmt] {
        switch node.kind {
        case "lexical_declaration", "variable_declaration":
            return try declarations(node)
        case "expression_statement":
            guard let inner = node.namedChild(at: 0) else { return [] }
            return [try expressionStatement(inner)]
        case "if_statement":
            guard let condition = node.child(byField: "condition"), let consequence = node.child(byField: "consequence") else {
                throw unsupported(node, "if")
            }
            let otherwise = try node.child(byField: "alternative")?.namedChild(at: 0).map { branch throws(NotAnalyzable) in try block(branch) } ?? []
            return [.ifElse(try expression(condition), try block(consequence), otherwise)]
        case "return_statement":
            return [.returnValue(try node.namedChild(at: 0).map { value throws(NotAnalyzable) in try expression(value) })]
        case "statement_block":
            return [.ifElse(.literal(.bool(true)), try statements(node), [])]
        case "for_in_statement":
            // `for (x of xs)` without `const`/`let` assigns an outer `x`: not lowered.
            guard node.children.contains(where: { $0.kind == "of" }), node.children.contains(where: { ["const", "let"].contains($0.kind) }),
                let left = node.child(byField: "left"), let right = node.child(byField: "right"), let body = node.child(byField: "body")
            else { throw unsupported(node, "for…in (only for…of over a name)") }
            // `for (const [i, x] of xs.entries())`: each item's parts.
            if let names = Self.arrayPatternNames(left) {
                return [.destructuringLoop(names, whole: "$item\(node.start.line):\(node.start.column)", in: try expression(right), body: try block(body))]
            }
            guard left.kind == "identifier" else { throw unsupported(node, "for…of over a pattern") }
            return [.forIn(left.text, try expression(right), try block(body))]
        case "while_statement":
            guard let condition = node.child(byField: "condition"), let body = node.child(byField: "body") else { throw unsupported(node, "while") }
            return [.whileLoop(try expression(condition), try block(body))]
        case "do_statement":
            guard let condition = node.child(byField: "condition"), let body = node.child(byField: "body") else { throw unsupported(node, "do-while") }
            return [.postTestedLoop(try expression(condition), body: try block(body), flag: "$first\(node.start.line):\(node.start.column)")]
        case "function_declaration":
            guard let name = node.child(byField: "name")?.text else { throw unsupported(node, "function") }
            return [.function(name, try function(node))]
        case "switch_statement":
            guard let value = node.child(byField: "value") else { throw unsupported(node, "switch") }
            return [try Branches.statement(try switchArms(node), subject: try expression(value), at: node.start.line)]
        case "for_statement":
            return try forLoop(node)
        case "break_statement", "continue_statement":
            return [try jump(node, isBreak: node.kind == "break_statement")]
        case "labeled_statement":
            guard let label = node.child(byField: "label")?.text, let body = node.child(byField: "body"), Self.loopKinds.contains(body.kind) else {
                throw unsupported(node, "a label on anything but a loop")
            }
            // A C-style `for` is its initializer, then the loop.
            var lowered = try statement(body)
            guard let loop = lowered.popLast() else { throw unsupported(node, "label") }
            return lowered + [.labeled(label, loop)]
        default:
            throw unsupported(node, node.kind)
        }
    }

    private static let loopKinds: Set<String> = ["for_statement", "for_in_statement", "while_statement", "do_statement"]

    /// `break` or `continue`, with its label. A `break` without one inside a `switch`
    /// leaves the switch, which the lowered cases cannot (one ending a case is dropped by
    /// `switchArms`); a `continue` of a C-style `for` would skip its increment, which
    /// the lowering puts at the end of the loop's body.
    private func jump(_ node: Node, isBreak: Bool) throws(NotAnalyzable) -> Stmt {
        let label = node.child(byField: "label")?.text
        let target = Self.target(of: node, label: label)
        if isBreak, label == nil, target?.kind == "switch_statement" { throw unsupported(node, "break inside a switch case") }
        if !isBreak, target?.kind == "for_statement" { throw unsupported(node, "continue in a for (;;) loop") }
        return .jump(Jump(isBreak: isBreak, label: label))
    }

    /// The loop (or, for a `break` without a label, the switch) a jump leaves.
    private static func target(of node: Node, label: String?) -> Node? {
        var current = node.parent
        while let enclosing = current {
            switch enclosing.kind {
            case "labeled_statement" where label != nil && enclosing.child(byField: "label")?.text == label:
                return enclosing.child(byField: "body")
            case _ where label == nil && (loopKinds.contains(enclosing.kind) || (node.kind == "break_statement" && enclosing.kind == "switch_statement")):
                return enclosing
            case "arrow_function", "function_expression", "function_declaration", "method_definition":
                return nil
            default:
                current = enclosing.parent
            }
        }
        return nil
    }

    /// `switch (x) { case 1: case 2: …; break; default: … }`: empty cases share the next
    /// body; a body must end in `break` or `return` (no fall-through), and `default` come last.
    private func switchArms(_ node: Node) throws(NotAnalyzable) -> [Arm<[Stmt]>] {
        guard let body = node.child(byField: "body") else { throw unsupported(node, "switch") }
        let subject = Branches.subject
        let cases = body.namedChildren.filter { $0.kind == "switch_case" || $0.kind == "switch_default" }
        var arms: [Arm<[Stmt]>] = []
        var pending: [Expr] = []
        for (position, entry) in cases.enumerated() {
            let isDefault = entry.kind == "switch_default"
            guard !isDefault || position == cases.count - 1 else { throw unsupported(entry, "default before other cases") }
            if let test = entry.child(byField: "value") { pending.append(.binary("===", subject, try expression(test))) }
            let statements = entry.childrenWithFields.filter { $0.field == "body" }.map(\.node)
            guard !statements.isEmpty || isDefault else { continue }
            var lowered: [Stmt] = []
            for (index, statement) in statements.enumerated() {
                if statement.kind == "break_statement", index == statements.count - 1 { continue }
                lowered += try self.statement(statement)
            }
            let leaves = statements.last.map { ["break_statement", "return_statement", "throw_statement"].contains($0.kind) } ?? false
            guard leaves || position == cases.count - 1 else { throw unsupported(entry, "a case that falls through") }
            arms.append(Arm(conditions: isDefault ? [] : pending, body: lowered))
            pending = []
        }
        return arms
    }

    /// `for (let i = 0; i < n; i++) { … }` as the initializer, then a `while` whose body
    /// ends with the increment.
    private func forLoop(_ node: Node) throws(NotAnalyzable) -> [Stmt] {
        guard let body = node.child(byField: "body") else { throw unsupported(node, "for") }
        // JavaScript gives each iteration its own `let`; a function made in the loop would
        // see the one shared binding here instead.
        if body.preorder().contains(where: { ["arrow_function", "function_expression", "function_declaration"].contains($0.kind) }) {
            throw unsupported(node, "a function made inside a for (…; …; …) loop")
        }
        let initial = try node.child(byField: "initializer").map { child throws(NotAnalyzable) -> [Stmt] in
            child.kind == "expression_statement" ? try statement(child) : try declarations(child)
        } ?? []
        let conditionNode = node.child(byField: "condition")
        let condition = try conditionNode.flatMap { $0.kind == "empty_statement" ? nil : ($0.kind == "expression_statement" ? $0.namedChild(at: 0) : $0) }
            .map { child throws(NotAnalyzable) in try expression(child) } ?? .literal(.bool(true))
        let increment = try node.child(byField: "increment").map { child throws(NotAnalyzable) in try expressionStatement(child) }
        // The loop's `let` is the loop's own: a block scope around it.
        return [.ifElse(.literal(.bool(true)), initial + [.whileLoop(condition, try block(body) + (increment.map { [$0] } ?? []))], [])]
    }

    private func block(_ node: Node) throws(NotAnalyzable) -> [Stmt] {
        node.kind == "statement_block" ? try statements(node) : try statement(node).map { Stmt.sited(Site(node), $0) }
    }

    /// `const a = 1, b = 2`: a local per declarator; one without a value is `undefined`.
    /// In a function's body, `var a = 1` assigns the function's `a` (`hoisted(in:)`), and
    /// `var a` alone leaves it as it is.
    private func declarations(_ node: Node) throws(NotAnalyzable) -> [Stmt] {
        let assigns = hoistsVars && node.kind == "variable_declaration"
        var result: [Stmt] = []
        for declarator in node.namedChildren where declarator.kind == "variable_declarator" {
            if !assigns, let pattern = declarator.child(byField: "name"), let value = declarator.child(byField: "value"),
                let parts = Self.arrayPatternNames(pattern).map({ Stmt.components($0, of: Self.whole(declarator)) }) ?? Self.objectPatternParts(pattern, of: Self.whole(declarator))
            {
                // `const [a, , b] = xs`, `const { c, d: e } = o`: the whole, then each part.
                result += [.declare(Self.whole(declarator), try expression(value))] + parts
                continue
            }
            guard let name = declarator.child(byField: "name"), name.kind == "identifier" else {
                throw unsupported(declarator, "destructuring declaration")
            }
            let given = try declarator.child(byField: "value").map { value throws(NotAnalyzable) in try expression(value) }
            if assigns {
                if let given { result.append(.assign(.name(name.text), operator: "=", given)) }
            } else {
                result.append(.declare(name.text, given ?? .literal(.null)))
            }
        }
        return result
    }

    /// The local a destructuring declaration holds its whole value in.
    private static func whole(_ declarator: Node) -> String { "$whole\(declarator.start.line):\(declarator.start.column)" }

    /// The names of an array pattern of plain names by position (`[a, , b]`: a hole is
    /// nil); nil for any other pattern (defaults, rest, nesting).
    private static func arrayPatternNames(_ pattern: Node) -> [String?]? {
        guard pattern.kind == "array_pattern" else { return nil }
        var names: [String?] = [nil]
        for child in pattern.children {
            if child.text == "," { names.append(nil) } else if child.kind == "identifier" { names[names.count - 1] = child.text } else if child.isNamed { return nil }
        }
        return names
    }

    /// `{ c, d: e }`: each name declared as its field of the value `whole` names; nil for
    /// any other object pattern (defaults, rest, nesting, computed keys).
    private static func objectPatternParts(_ pattern: Node, of whole: String) -> [Stmt]? {
        guard pattern.kind == "object_pattern" else { return nil }
        var parts: [Stmt] = []
        for child in pattern.namedChildren {
            if child.kind == "shorthand_property_identifier_pattern" {
                parts.append(.declare(child.text, .member(.name(whole), child.text)))
            } else if child.kind == "pair_pattern", let key = child.child(byField: "key"), key.kind == "property_identifier",
                let value = child.child(byField: "value"), value.kind == "identifier"
            {
                parts.append(.declare(value.text, .member(.name(whole), key.text)))
            } else {
                return nil
            }
        }
        return parts
    }

    private func expressionStatement(_ node: Node) throws(NotAnalyzable) -> Stmt {
        switch node.kind {
        case "update_expression":
            // `i++` and `--i` as a statement; as a value they are not lowered.
            guard let argument = node.child(byField: "argument") else { throw unsupported(node, "update") }
            let op: AssignmentOperator = node.children.contains { $0.kind == "++" } ? "+=" : "-="
            return .assign(try target(argument, of: node), operator: op, .literal(.double(1)))
        case "assignment_expression", "augmented_assignment_expression":
            guard let left = node.child(byField: "left"), let right = node.child(byField: "right") else { throw unsupported(node, "assignment") }
            let op = node.child(byField: "operator")?.text ?? "="
            guard ["=", "+=", "-=", "*=", "/=", "%=", "**=", "<<=", ">>=", ">>>=", "&=", "|=", "^="].contains(op) else { throw unsupported(node, "assignment \(op)") }
            return .assign(try target(left, of: node), operator: AssignmentOperator(op), try expression(right))
        default:
            return .expression(try expression(node))
        }
    }

    /// A local (`index`) or a field of a named object (`this.keys`).
    private func target(_ node: Node, of assignment: Node) throws(NotAnalyzable) -> AssignTarget {
        if node.kind == "identifier" { return .name(node.text) }
        if node.kind == "member_expression", let object = node.child(byField: "object"), ["this", "identifier"].contains(object.kind),
            let property = node.child(byField: "property"), property.kind == "property_identifier"
        {
            return .field(of: object.text, property.text)
        }
        throw unsupported(assignment, "assignment to \(node.text)")
    }

    // MARK: Expressions

    func expression(_ node: Node) throws(NotAnalyzable) -> Expr {
        switch node.kind {
        case "number":
            guard let value = Self.number(node.text) else { throw unsupported(node, "number \(node.text)") }
            return .literal(.double(value))
        case "true", "false": return .literal(.bool(node.kind == "true"))
        case "null", "undefined": return .literal(.null)
        case "identifier":
            switch node.text {
            case "undefined": return .literal(.null)
            case "NaN": return .literal(.double(.nan))
            case "Infinity": return .literal(.double(.infinity))
            default: return .name(node.text)
            }
        case "this": return .name("this")
        case "string": return try string(node)
        case "template_string": return try template(node)
        case "member_expression":
            guard let object = node.child(byField: "object"), let property = node.child(byField: "property"),
                property.kind == "property_identifier"
            else { throw unsupported(node, "member access") }
            return Self.safe(node, try expression(object)) { .member($0, property.text) }
        case "subscript_expression":
            guard let object = node.child(byField: "object"), let index = node.child(byField: "index") else { throw unsupported(node, "subscript") }
            let position = try expression(index)
            return Self.safe(node, try expression(object)) { .subscriptAccess($0, position) }
        case "call_expression": return try call(node)
        case "new_expression":
            guard let constructor = node.child(byField: "constructor"), constructor.kind == "identifier" else { throw unsupported(node, "new") }
            return .construct(constructor.text, try arguments(node).map(\.value))
        case "binary_expression":
            guard let left = node.child(byField: "left"), let right = node.child(byField: "right"),
                let op = node.child(byField: "operator")?.text, Self.binaryOperators.contains(op)
            else { throw unsupported(node, "operator \(node.child(byField: "operator")?.text ?? "?")") }
            // The IR has one null for JavaScript's null and undefined: `===` cannot tell them apart.
            if ["===", "!=="].contains(op), [left, right].contains(where: { ["null", "undefined"].contains($0.kind) || $0.text == "undefined" }) {
                throw unsupported(node, "\(op) with null or undefined (use == to match both)")
            }
            let resolved = Operator(op)
            return .binary(resolved, try expression(left), try sited(right, if: resolved.isShortCircuit))
        case "unary_expression":
            guard let operand = node.child(byField: "argument"), let op = node.child(byField: "operator")?.text, ["!", "-", "+", "~"].contains(op) else {
                throw unsupported(node, "unary \(node.child(byField: "operator")?.text ?? "?")")
            }
            return .unary(Operator(op), try expression(operand))
        case "ternary_expression":
            guard let condition = node.child(byField: "condition"), let then = node.child(byField: "consequence"),
                let otherwise = node.child(byField: "alternative")
            else { throw unsupported(node, "ternary") }
            return .conditional(try expression(condition), .at(Site(then), try expression(then)), .at(Site(otherwise), try expression(otherwise)))
        case "parenthesized_expression", "as_expression", "non_null_expression", "satisfies_expression":
            guard let inner = node.namedChild(at: 0) else { throw unsupported(node, node.kind) }
            return try expression(inner)
        case "arrow_function", "function_expression":
            return .closure(try function(node))
        case "array":
            var items: [Argument] = []
            for item in node.namedChildren where item.kind != "comment" {
                guard item.kind == "spread_element" else {
                    items.append(Argument(label: nil, value: try expression(item)))
                    continue
                }
                guard let spread = item.namedChild(at: 0) else { throw unsupported(item, "spread") }
                items.append(Argument(label: Self.spreadLabel, value: try expression(spread)))
            }
            // `[...a, x]`: the spread items in place (see `Library.arrayWithSpread`).
            guard items.contains(where: { $0.label != nil }) else { return .list(items.map(\.value)) }
            return .call(receiver: nil, name: CallName(Library.arrayWithSpread.rawValue), arguments: items, closure: nil)
        case "object":
            return .record("Object", try objectFields(node))
        default:
            throw unsupported(node, node.kind)
        }
    }

    /// The operators whose JavaScript meaning the interpreter has.
    private static let binaryOperators: Set<String> = [
        "+", "-", "*", "/", "%", "**", "<", "<=", ">", ">=", "===", "!==", "==", "!=", "&&", "||", "??", "&", "|", "^", "<<", ">>", ">>>",
    ]

    private func call(_ node: Node) throws(NotAnalyzable) -> Expr {
        guard let callee = node.child(byField: "function") else { throw unsupported(node, "call") }
        guard !node.children.contains(where: { $0.kind == "optional_chain" }) else { throw unsupported(node, "optional call ?.()") }
        let arguments = try self.arguments(node)
        switch callee.kind {
        case "identifier":
            return .call(receiver: nil, name: CallName(callee.text), arguments: arguments, closure: nil)
        case "member_expression":
            guard let object = callee.child(byField: "object"), let property = callee.child(byField: "property") else {
                throw unsupported(node, "method call")
            }
            if object.text == "Array", property.text == "from" { return try arrayFrom(node, arguments) }
            if property.text == "fill", let length = Self.arrayOfLength(object) {
                guard arguments.count == 1, arguments[0].label == nil else { throw unsupported(node, "fill of part of an array") }
                return .call(receiver: nil, name: CallName(Library.filledArray.rawValue), arguments: [Argument(label: nil, value: try expression(length)), arguments[0]], closure: nil)
            }
            let receiver = try expression(object)
            // `sort` and `reverse` change the array in place, which every name holding it
            // sees; the interpreter copies arrays, so only a fresh one is changed
            // (`[...xs].sort()`, `[...xs].reverse()`).
            if let copy = ["sort": "toSorted", "reverse": "toReversed"][property.text], !receiver.makesFreshList {
                throw unsupported(node, "\(property.text) of \(object.text) in place (\(property.text) a copy: [...\(object.text)].\(property.text)(), or \(copy))")
            }
            return Self.safe(callee, receiver) { .call(receiver: $0, name: CallName(property.text), arguments: arguments, closure: nil) }
        default:
            throw unsupported(node, "call of \(callee.kind)")
        }
    }

    /// `Array.from(x)`, `Array.from(x, f)`: `[...x]`, mapped by `f`; `Array.from({ length:
    /// n }, f)`: n undefined items (n read as ToLength reads it), mapped. `f` is given the
    /// item and its index, not the array `map` passes third: only an arrow of at most two
    /// parameters is followed.
    private func arrayFrom(_ node: Node, _ arguments: [Argument]) throws(NotAnalyzable) -> Expr {
        guard (1...2).contains(arguments.count), arguments.allSatisfy({ $0.label == nil }),
            let source = node.child(byField: "arguments")?.namedChildren.first(where: { $0.kind != "comment" })
        else { throw unsupported(node, "Array.from") }
        let items: Expr
        if source.kind == "object" {
            guard let length = Self.onlyLength(source) else { throw unsupported(node, "Array.from of an object other than { length }") }
            items = .call(receiver: nil, name: CallName(Library.arrayOfLength.rawValue), arguments: [Argument(label: nil, value: try expression(length))], closure: nil)
        } else {
            items = .call(
                receiver: nil, name: CallName(Library.arrayWithSpread.rawValue), arguments: [Argument(label: Self.spreadLabel, value: arguments[0].value)],
                closure: nil)
        }
        guard arguments.count == 2 else { return items }
        guard case let .closure(map) = arguments[1].value.bare, map.parameters.count <= 2 else {
            throw unsupported(node, "Array.from with a map function other than an arrow of the item and its index")
        }
        return .call(receiver: items, name: "map", arguments: [arguments[1]], closure: nil)
    }

    /// The length of `{ length: n }` (or `{ length }`), nil for any other object.
    private static func onlyLength(_ object: Node) -> Node? {
        let members = object.namedChildren.filter { $0.kind != "comment" }
        guard members.count == 1 else { return nil }
        if members[0].kind == "shorthand_property_identifier", members[0].text == "length" { return members[0] }
        guard members[0].kind == "pair", members[0].child(byField: "key")?.text == "length" else { return nil }
        return members[0].child(byField: "value")
    }

    /// The length `n` of `Array(n)` or `new Array(n)`, nil for anything else.
    private static func arrayOfLength(_ node: Node) -> Node? {
        let callee = node.child(byField: node.kind == "new_expression" ? "constructor" : "function")
        guard ["call_expression", "new_expression"].contains(node.kind), callee?.text == "Array",
            let arguments = node.child(byField: "arguments")?.namedChildren.filter({ $0.kind != "comment" }), arguments.count == 1,
            arguments[0].kind != "spread_element"
        else { return nil }
        return arguments[0]
    }

    /// How a spread item of an array literal or a call is marked among its items (see `ListFunctions.spreading`).
    static let spreadLabel = "..."

    private func arguments(_ node: Node) throws(NotAnalyzable) -> [Argument] {
        var result: [Argument] = []
        for argument in node.child(byField: "arguments")?.namedChildren ?? [] where argument.kind != "comment" {
            // `String` passed as a function (`xs.map(String)`): the conversion of its first argument.
            if argument.kind == "identifier", argument.text == "String" {
                result.append(Argument(label: nil, value: .closure(Closure(
                    parameters: ["$value"], body: [.returnValue(.call(receiver: nil, name: "String", arguments: [Argument(label: nil, value: .name("$value"))], closure: nil))]))))
                continue
            }
            guard argument.kind == "spread_element" else {
                // An argument on a line of its own is a place of its own: a change there is
                // reported there, not at the call's first line.
                result.append(Argument(label: nil, value: try sited(argument, if: argument.start.line != node.start.line)))
                continue
            }
            guard let spread = argument.namedChild(at: 0) else { throw unsupported(argument, "spread") }
            result.append(Argument(label: Self.spreadLabel, value: try expression(spread)))
        }
        return result
    }

    private func objectFields(_ node: Node) throws(NotAnalyzable) -> [(String, Expr)] {
        var fields: [(String, Expr)] = []
        for entry in node.namedChildren {
            switch entry.kind {
            case "shorthand_property_identifier":
                fields.append((entry.text, .name(entry.text)))
            case "pair":
                guard let key = entry.child(byField: "key"), let name = try keyName(key), let value = entry.child(byField: "value") else {
                    throw unsupported(entry, "computed key")
                }
                fields.append((name, try expression(value)))
            default:
                throw unsupported(entry, "object member \(entry.kind)")
            }
        }
        return fields
    }

    /// An object literal's key as the property name it makes: a name, a string with its
    /// escapes decoded (`"caf\u00e9"` is `café`: the escapes had been kept), or a whole
    /// number as JavaScript writes it (`0`); nil for another key.
    private func keyName(_ key: Node) throws(NotAnalyzable) -> String? {
        switch key.kind {
        case "property_identifier":
            return key.text
        case "string":
            guard case let .literal(.string(text)) = try string(key) else { return nil }
            return text
        case "number" where key.text.allSatisfy(\.isNumber) && (key.text == "0" || !key.text.hasPrefix("0")):
            return key.text
        default:
            return nil
        }
    }

    /// `a?.b`: `undefined` when `a` is null or undefined, else `a.b`.
    private static func safe(_ node: Node, _ base: Expr, _ access: (Expr) -> Expr) -> Expr {
        node.children.contains(where: { $0.kind == "optional_chain" || $0.kind == "?." }) ? Branches.optionalChain(base, access) : access(base)
    }

    /// The parameters' names and default values (`threshold: number = 8`).
    private func parameters(_ node: Node) throws(NotAnalyzable) -> ([String], [Expr?]) {
        if let single = node.child(byField: "parameter") { return ([single.text], [nil]) }
        var names: [String] = []
        var defaults: [Expr?] = []
        for parameter in node.child(byField: "parameters")?.namedChildren ?? [] {
            // A parameter property (`constructor(readonly threshold: number)`) is also a field.
            guard parameter.kind == "required_parameter", let pattern = parameter.child(byField: "pattern"), pattern.kind == "identifier",
                !parameter.children.contains(where: { $0.kind == "accessibility_modifier" || $0.kind == "readonly" || $0.kind == "override_modifier" })
            else { throw unsupported(parameter, "parameter \(parameter.text)") }
            names.append(pattern.text)
            defaults.append(try parameter.child(byField: "value").map { value throws(NotAnalyzable) in try expression(value) })
        }
        return (names, defaults)
    }

    private static func number(_ text: String) -> Double? {
        let digits = text.replacingOccurrences(of: "_", with: "")
        // `Double($0)`, the value: `map(Double.init)` had picked `init(bitPattern:)`, and 0xFF read as 1.26e-321.
        if digits.hasPrefix("0x") || digits.hasPrefix("0X") { return UInt64(digits.dropFirst(2), radix: 16).map { Double($0) } }
        return Double(digits)
    }

    private func string(_ node: Node) throws(NotAnalyzable) -> Expr {
        var text = ""
        for part in node.namedChildren {
            switch part.kind {
            case "string_fragment": text += part.text
            case "escape_sequence":
                guard let decoded = StringEscapes.decode(Substring(part.text), in: .typeScript) else { throw unsupported(part, "string escape \(part.text)") }
                text += decoded
            default: throw unsupported(part, "string escape \(part.text)")
            }
        }
        return .literal(.string(text))
    }

    /// `` `${a} of ${b}` ``: the text between the substitutions is not always a node of its
    /// own, so it is read from the source between them.
    private func template(_ node: Node) throws(NotAnalyzable) -> Expr {
        let source = Array(node.text.utf8)
        let start = node.byteRange.lowerBound
        var parts: [InterpolationPart] = []
        var cursor = 1
        // The text's escapes decoded (`\n`, `\u2022`, `` \` ``, `\${`).
        func text(upTo end: Int) throws(NotAnalyzable) {
            guard end > cursor else { return }
            let raw = String(decoding: source[cursor..<end], as: UTF8.self)
            guard let decoded = StringEscapes.decode(Substring(raw), in: .typeScript) else { throw unsupported(node, "string escape in \(raw)") }
            parts.append(.text(decoded))
        }
        for part in node.namedChildren {
            switch part.kind {
            case "template_substitution":
                guard let inner = part.namedChild(at: 0) else { throw unsupported(part, "empty substitution") }
                try text(upTo: part.byteRange.lowerBound - start)
                parts.append(.value(try expression(inner)))
                cursor = part.byteRange.upperBound - start
            case "string_fragment", "escape_sequence": continue
            default: throw unsupported(part, "template part \(part.kind)")
            }
        }
        try text(upTo: source.count - 1)
        return .interpolation(parts)
    }

    private func unsupported(_ node: Node, _ construct: String) -> NotAnalyzable {
        NotAnalyzable(construct, at: node)
    }
}
