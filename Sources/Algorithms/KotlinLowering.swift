import Extraction
import TreeSitter

/// Lowers tree-sitter-kotlin functions and expressions to the IR. Kotlin's numbers
/// keep their types: `Int` literals are 32-bit, `1f` and `16.dp` are `Float`.
struct KotlinLowering: LanguageLowering {
    func function(_ node: Node) throws(NotAnalyzable) -> Closure {
        // `val f = { x: Int -> … }`, `val f = fun(x: Int): Int { … }`: the function the property holds.
        if node.kind == "property_declaration" {
            if let lambda = node.firstNamed("lambda_literal") { return try closure(lambda) }
            guard let function = node.firstNamed("anonymous_function") else { throw unsupported(node, "'\(Self.propertyName(node))' is not a function") }
            return try self.function(function)
        }
        let list = node.firstNamed("function_value_parameters")
        let (parameters, defaults) = try self.parameters(list)
        let conversions = Self.floatingConversions(list)
        // A named argument names the parameter itself.
        let closure = { (body: [Stmt]) in Closure(parameters: parameters, labels: parameters, defaults: defaults, body: conversions + body) }
        guard let body = node.firstNamed("function_body") else { return closure([]) }
        if let block = body.firstNamed("block") { return closure(try statements(block)) }
        guard let value = body.namedChildren.first else { return closure([]) }
        return closure([.at(Site(value), .returnValue(try expression(value)))])
    }

    /// A `Float` or `Double` parameter holds a number of its type whatever the input's
    /// (`third(5.859375)` for `third(x: Float)`): its arithmetic is then 32-bit where the
    /// device's is (it had been a Double's: `x * 1.28f` rounded otherwise). Converted
    /// where the function starts, as Swift's floating-point parameters are.
    private static func floatingConversions(_ list: Node?) -> [Stmt] {
        (list?.namedChildren ?? []).compactMap { parameter in
            guard parameter.kind == "parameter" else { return nil }
            return floatingConversion(of: parameter)
        }
    }

    /// The conversion of a `Float` or `Double` parameter (or constructor parameter).
    private static func floatingConversion(of parameter: Node) -> Stmt? {
        guard let name = parameter.firstNamed("identifier")?.text, let type = parameter.firstNamed("user_type")?.text,
            let conversion = ["Float": "toFloat", "Double": "toDouble"][type]
        else { return nil }
        return .declare(name, .call(receiver: .name(name), name: CallName(conversion), arguments: [], closure: nil))
    }

    /// A data class's constructor (`data class P(val x: Int, val y: Int = 0)`): every
    /// parameter a property, and nothing in the body that runs or is stored on
    /// construction (methods only). Its `==` compares the properties, as records do; `===`
    /// and a property's write (instances are shared) are not followed. It makes a record of the properties; `P(1)`,
    /// `P(x = 1, y = 2)` and a `Float` parameter's conversion are a function's.
    func initializer(_ node: Node) throws(NotAnalyzable) -> Closure? {
        guard node.kind == "class_declaration", node.children.contains(where: { !$0.isNamed && $0.text == "class" }),
            let type = node.child(byField: "name")?.text,
            let list = node.firstNamed("primary_constructor")?.firstNamed("class_parameters"),
            // A data class: another class's `==` compares identity, which a record does not keep.
            (node.firstNamed("modifiers")?.namedChildren ?? []).filter({ $0.kind == "class_modifier" }).map(\.text) == ["data"],
            (node.firstNamed("class_body")?.namedChildren ?? []).allSatisfy({ $0.kind == "function_declaration" || $0.kind.contains("comment") })
        else { return nil }
        var properties: [String] = []
        var defaults: [Expr?] = []
        for parameter in list.namedChildren where parameter.kind == "class_parameter" {
            // A parameter without `val` or `var` is no property: the constructor uses it otherwise.
            guard parameter.children.contains(where: { !$0.isNamed && ($0.text == "val" || $0.text == "var") }),
                let name = parameter.firstNamed("identifier")?.text
            else { return nil }
            properties.append(name)
            let afterEquals = parameter.children.drop { $0.isNamed || $0.text != "=" }.dropFirst().first
            defaults.append(try afterEquals.map(expression))
        }
        let conversions = list.namedChildren.filter { $0.kind == "class_parameter" }.compactMap(Self.floatingConversion(of:))
        let record = Expr.record(type, properties.map { ($0, .name($0)) })
        return Closure(parameters: properties, labels: properties, defaults: defaults, body: conversions + [.returnValue(record)])
    }

    private static func propertyName(_ property: Node) -> String {
        property.firstNamed("variable_declaration")?.firstNamed("identifier")?.text ?? ""
    }

    /// The parameters' names and default values (`step: Int = 2`: the expression after a
    /// parameter's `=`).
    private func parameters(_ list: Node?) throws(NotAnalyzable) -> ([String], [Expr?]) {
        var names: [String] = []
        var defaults: [Expr?] = []
        var defaultFollows = false
        for child in list?.children ?? [] {
            if child.kind == "parameter", let name = child.firstNamed("identifier")?.text {
                names.append(name)
                defaults.append(nil)
            } else if !child.isNamed {
                defaultFollows = child.text == "=" && !names.isEmpty
            } else if defaultFollows {
                defaults[defaults.count - 1] = try expression(child)
                defaultFollows = false
            }
        }
        return (names, defaults)
    }

    /// A class's stored properties with their initial values, and its methods (which write
    /// the properties, `visible = …` or `this.visible = …`, as Swift's do). A property
    /// delegated to Compose state (`by mutableIntStateOf(0)`) holds that state's value;
    /// properties with a getter or without a value (constructor parameters) are not
    /// stored state.
    func type(_ node: Node) throws(NotAnalyzable) -> TypeCode {
        guard let body = node.firstNamed("class_body") else { throw unsupported(node, "class without a body") }
        // Code that runs on construction or on a write would be skipped: not lowered.
        if let initializer = body.firstNamed("anonymous_initializer") { throw unsupported(initializer, "init block") }
        for member in body.namedChildren where member.kind == "property_declaration" {
            if member.firstNamed("setter")?.firstNamed("function_body") != nil { throw unsupported(member, "property with a custom setter") }
        }
        var fields: [(String, Expr)] = []
        for member in body.namedChildren where member.kind == "property_declaration" && member.firstNamed("getter") == nil {
            guard let name = member.firstNamed("variable_declaration")?.firstNamed("identifier")?.text else { continue }
            if let delegate = member.firstNamed("property_delegate")?.namedChild(at: 0) {
                guard case let .call(nil, holder, arguments, nil) = try expression(delegate), Self.stateHolders.contains(holder.text),
                    arguments.count == 1
                else { throw unsupported(member, "property delegated to \(delegate.text)") }
                fields.append((name, arguments[0].value))
            } else if case let .declare(_, value) = try statement(member) {
                fields.append((name, value))
            }
        }
        var methods: [(String, Closure)] = []
        for member in body.namedChildren where member.kind == "function_declaration" {
            guard let name = member.child(byField: "name")?.text ?? member.firstNamed("identifier")?.text else { continue }
            methods.append((name, try function(member)))
        }
        return TypeCode(fields: fields, methods: methods)
    }

    /// Compose's state holders, whose delegated property reads and writes the held value.
    private static let stateHolders: Set<String> = [
        "mutableStateOf", "mutableIntStateOf", "mutableFloatStateOf", "mutableDoubleStateOf",
    ]

    /// The statements of a piece of code run for an event: a local's declaration, a
    /// function's body, or the trailing lambda of a call (`SideEffect { … }`).
    func code(_ node: Node) throws(NotAnalyzable) -> [Stmt] {
        switch node.kind {
        case "property_declaration": return [try statement(node)]
        case "function_declaration": return try function(node).body
        case "call_expression":
            guard let lambda = node.firstNamed("annotated_lambda")?.firstNamed("lambda_literal") else {
                throw unsupported(node, "a call without a trailing lambda")
            }
            // The rule binds the lambda's one parameter as `it`, whatever the code names it.
            let lowered = try closure(lambda)
            let named: [Stmt] = lowered.parameters.first.map { [.declare($0, .name("it"))] } ?? []
            return named + lowered.body
        default: throw unsupported(node, "code of kind \(node.kind)")
        }
    }

    func statements(_ node: Node) throws(NotAnalyzable) -> [Stmt] {
        var result: [Stmt] = []
        for child in node.namedChildren where !child.kind.contains("comment") { result.append(Stmt.sited(Site(child), try statement(child))) }
        return result
    }

    private func statement(_ node: Node) throws(NotAnalyzable) -> Stmt {
        switch node.kind {
        case "property_declaration":
            guard let equals = node.children.firstIndex(where: { $0.kind == "=" }), let value = node.children[(equals + 1)...].first(where: { $0.isNamed })
            else { throw unsupported(node, "declaration without a value (or a delegate)") }
            // `val (a, b) = pair`: each name its component.
            if let destructured = node.firstNamed("multi_variable_declaration") {
                let names = destructured.namedChildren.map { $0.firstNamed("identifier")?.text }.map { $0 == "_" ? nil : $0 }
                let whole = "$whole\(node.start.line):\(node.start.column)"
                return .sequence([.declare(whole, try expression(value))] + Stmt.components(names, of: whole))
            }
            guard let name = node.firstNamed("variable_declaration")?.firstNamed("identifier")?.text else {
                throw unsupported(node, "declaration without a value (or a delegate)")
            }
            return .declare(name, try expression(value))
        case "assignment":
            guard let target = node.child(byField: "left"), let value = node.child(byField: "right") else {
                throw unsupported(node, "assignment")
            }
            let op = node.children.first { !$0.isNamed }?.text ?? "="
            return .assign(try assignTarget(target, of: node), operator: AssignmentOperator(op), try expression(value))
        case "if_expression":
            guard let condition = node.child(byField: "condition") else { throw unsupported(node, "if") }
            let branches = node.namedChildren.filter { $0 != condition }
            let then = try branches.first.map { branch throws(NotAnalyzable) in try block(branch) } ?? []
            let otherwise = try branches.dropFirst().first.map { branch throws(NotAnalyzable) in try block(branch) } ?? []
            return .ifElse(try expression(condition), then, otherwise)
        case "return_expression":
            let label = node.child(byField: "label")
            let value = try node.namedChildren.first { $0 != label }.map { child throws(NotAnalyzable) in try expression(child) }
            if let lambda = Self.enclosingLambda(of: node) {
                // A bare `return` in a lambda (passed to an inline `map`, `repeat`, `forEach`)
                // returns from the enclosing function, not from the lambda: not modelled (it
                // had returned from the lambda, and the function ran on).
                guard let label else { throw unsupported(node, "return inside a lambda (from the enclosing function)") }
                // `return@forEach`, `return@map 0`: from the lambda, as a closure returns
                // (in `forEach`, on to the next item). A label of an enclosing lambda or
                // function returns from further out: not modelled.
                guard label.text == Self.label(of: lambda) else {
                    throw unsupported(node, "return@\(label.text) from outside the innermost lambda")
                }
            }
            return .returnValue(value)
        case "for_statement":
            let parts = node.namedChildren.filter { !["variable_declaration", "multi_variable_declaration", "label"].contains($0.kind) }
            guard parts.count == 2 else { throw unsupported(node, "for loop") }
            // `for ((i, x) in xs.withIndex())`: each item's components.
            if let destructured = node.firstNamed("multi_variable_declaration") {
                let names = destructured.namedChildren.map { $0.firstNamed("identifier")?.text }.map { $0 == "_" ? nil : $0 }
                let whole = "$item\(node.start.line):\(node.start.column)"
                return Self.labeled(node, .destructuringLoop(names, whole: whole, in: try expression(parts[0]), body: try loopBody(parts[1])))
            }
            guard let name = node.firstNamed("variable_declaration")?.firstNamed("identifier")?.text else { throw unsupported(node, "for loop") }
            return Self.labeled(node, .forIn(name, try expression(parts[0]), try loopBody(parts[1])))
        case "do_while_statement":
            guard let condition = node.child(byField: "condition"), let body = node.namedChildren.first(where: { !["label", "condition"].contains($0.kind) && $0 != condition })
            else { throw unsupported(node, "do-while loop") }
            // Kotlin's test reads the body's locals, which the lowered test, outside the body, does not see.
            let locals = Set(body.namedChildren.filter { $0.kind == "property_declaration" }.compactMap { $0.firstNamed("variable_declaration")?.firstNamed("identifier")?.text })
            if Self.identifiers(in: condition).contains(where: locals.contains) { throw unsupported(condition, "a do-while test reading a local of its body") }
            return Self.labeled(node, .postTestedLoop(try expression(condition), body: try loopBody(body), flag: "$first\(node.start.line):\(node.start.column)"))
        case "while_statement":
            guard let condition = node.child(byField: "condition") ?? node.namedChildren.first(where: { $0.kind != "label" }),
                let body = node.namedChildren.last, body != condition
            else { throw unsupported(node, "while loop") }
            return Self.labeled(node, .whileLoop(try expression(condition), try loopBody(body)))
        // tree-sitter-kotlin reads `break` and `continue` as names, and `break@outer` as a
        // labelled expression.
        case "identifier" where node.text == "break" || node.text == "continue":
            return .jump(Jump(isBreak: node.text == "break", label: nil))
        case "labeled_expression" where ["break@", "continue@"].contains(node.firstNamed("label")?.text ?? ""):
            guard let label = node.namedChildren.last, label.kind == "identifier" else { throw unsupported(node, "jump") }
            return .jump(Jump(isBreak: node.firstNamed("label")?.text == "break@", label: label.text))
        case "function_declaration":
            guard let name = node.child(byField: "name")?.text else { throw unsupported(node, "function") }
            return .function(name, try function(node))
        case "when_expression":
            let (subject, arms) = try whenArms(node) { body throws(NotAnalyzable) in try self.block(body) }
            return try Branches.statement(arms, subject: subject, at: node.start.line)
        case "unary_expression" where node.children.contains { ["++", "--"].contains($0.text) }:
            // `i++` and `--i` as a statement; as a value they are not lowered.
            guard let target = node.child(byField: "argument") ?? node.namedChildren.first, let op = node.children.first(where: { ["++", "--"].contains($0.text) }) else {
                throw unsupported(node, "update")
            }
            return .assign(try assignTarget(target, of: node), operator: op.text == "++" ? "+=" : "-=", .literal(.int(1, bits: 32)))
        default:
            return .expression(try expression(node))
        }
    }

    /// The arms of a `when`: with a subject, each condition is a value it equals or a range
    /// it is `in` (or `!in`); without one, a Boolean. `else` is the default arm.
    private func whenArms<Body>(_ node: Node, body: (Node) throws(NotAnalyzable) -> Body) throws(NotAnalyzable)
        -> (subject: Expr?, arms: [Arm<Body>])
    {
        var subject: Expr?
        if let subjectNode = node.firstNamed("when_subject") {
            guard subjectNode.namedChildCount == 1, let value = subjectNode.namedChild(at: 0) else { throw unsupported(subjectNode, "when subject") }
            subject = try expression(value)
        }
        var arms: [Arm<Body>] = []
        for entry in node.namedChildren where entry.kind == "when_entry" {
            let conditions = entry.childrenWithFields.filter { $0.field == "condition" }.map(\.node)
            guard let bodyNode = entry.namedChildren.last(where: { candidate in !conditions.contains { $0 == candidate } }) else {
                throw unsupported(entry, "when branch")
            }
            var tests: [Expr] = []
            for condition in conditions { tests.append(try whenCondition(condition, subject == nil ? nil : Branches.subject)) }
            arms.append(Arm(conditions: tests, body: try body(bodyNode)))
        }
        return (subject, arms)
    }

    private func whenCondition(_ node: Node, _ subject: Expr?) throws(NotAnalyzable) -> Expr {
        guard let subject else { return try expression(node) }
        switch node.kind {
        case "range_test":
            guard let range = node.namedChild(at: 0), case let .range(start, end, inclusive) = try expression(range) else {
                throw unsupported(node, "in test of a non-range")
            }
            let inside = Branches.inRange(subject, start, end, inclusive: inclusive)
            return node.children.contains { $0.kind == "!in" } ? .unary("!", inside) : inside
        case "type_test":
            throw unsupported(node, "is test")
        default:
            return .binary("==", subject, try expression(node))
        }
    }

    /// A local (`index`) or a field of a named instance (`state.unreadCount`).
    private func assignTarget(_ target: Node, of node: Node) throws(NotAnalyzable) -> AssignTarget {
        let inner = target.kind == "directly_assignable_expression" && target.namedChildCount == 1 ? target.namedChild(at: 0)! : target
        if inner.kind == "identifier" { return .name(inner.text) }
        if inner.kind == "navigation_expression", inner.namedChildCount == 2, let base = inner.namedChild(at: 0),
            base.kind == "identifier" || base.kind == "this_expression",
            let field = inner.namedChild(at: 1), field.kind == "identifier", !inner.children.contains(where: { $0.kind == "?." })
        {
            return .field(of: base.text, field.text)
        }
        throw unsupported(node, "assignment to \(target.text)")
    }

    /// A branch of an `if`: a block, or one statement.
    private func block(_ node: Node) throws(NotAnalyzable) -> [Stmt] {
        if node.kind == "block" || node.kind == "control_structure_body" { return try statements(node) }
        return [Stmt.sited(Site(node), try statement(node))]
    }

    func expression(_ node: Node) throws(NotAnalyzable) -> Expr {
        let lowered = try chainOrOther(node)
        // tree-sitter-kotlin reads `!state.atEnd` as `(!state).atEnd`; Kotlin applies a
        // prefix operator after the member accesses and calls that follow it.
        guard ["navigation_expression", "call_expression", "index_expression"].contains(node.kind),
            Self.chainStart(node).kind == "unary_expression", let (op, operand) = Self.hoistPrefix(lowered)
        else { return lowered }
        return .unary(op, operand)
    }

    /// The node a chain of member accesses, calls and subscripts starts from.
    private static func chainStart(_ node: Node) -> Node {
        var current = node
        while ["navigation_expression", "call_expression", "index_expression"].contains(current.kind), let base = current.namedChild(at: 0) {
            current = base
        }
        return current
    }

    /// The prefix operator at the start of a lowered chain, and the chain without it.
    private static func hoistPrefix(_ expression: Expr) -> (Operator, Expr)? {
        switch expression {
        case let .unary(op, operand): return (op, operand)
        case let .member(base, name): return hoistPrefix(base).map { ($0.0, .member($0.1, name)) }
        case let .subscriptAccess(base, index): return hoistPrefix(base).map { ($0.0, .subscriptAccess($0.1, index)) }
        case let .call(base?, name, arguments, closure):
            return hoistPrefix(base).map { ($0.0, .call(receiver: $0.1, name: name, arguments: arguments, closure: closure)) }
        default: return nil
        }
    }

    private func chainOrOther(_ node: Node) throws(NotAnalyzable) -> Expr {
        switch node.kind {
        case "number_literal", "float_literal", "integer_literal", "long_literal", "real_literal", "hex_literal":
            return .literal(try number(node))
        case "identifier":
            switch node.text {
            case "true", "false": return .literal(.bool(node.text == "true"))
            // `Unit`, the value of a branch that does nothing, as null is.
            case "null", "Unit": return .literal(.null)
            default: return .name(node.text)
            }
        case "in_expression":
            // `x in a..b` (`until` too): within the range, `x` read once; `x in xs`: `xs.contains(x)`.
            guard let left = node.child(byField: "left"), let right = node.child(byField: "right") else { throw unsupported(node, "in") }
            let element = "$in\(node.start.line):\(node.start.column)"
            let collection = try expression(right)
            let inside: Expr = if case let .range(start, end, inclusive) = collection {
                .bind(element, try expression(left), Branches.inRange(.name(element), start, end, inclusive: inclusive))
            } else {
                .call(receiver: collection, name: "contains", arguments: [Argument(label: nil, value: try expression(left))], closure: nil)
            }
            return node.children.contains { $0.kind == "!in" } ? .unary("!", inside) : inside
        case "character_literal":
            throw unsupported(node, "Char literal \(node.text) (read only as an argument of \(StringFunctions.kotlinCharArguments.map(\.rawValue).sorted().joined(separator: ", ")))")
        case "string_literal":
            return try string(node)
        // A method's own instance (`this.visible`).
        case "this_expression":
            return .name("this")
        case "navigation_expression":
            guard let base = node.namedChild(at: 0), let name = node.namedChildren.last, node.namedChildCount == 2 else {
                throw unsupported(node, "member access")
            }
            // `16.dp`: Compose's Dp is a Float.
            if ["dp", "sp"].contains(name.text) { return .call(receiver: try expression(base), name: "toFloat", arguments: [], closure: nil) }
            return Self.safe(node, try expression(base)) { .member($0, name.text) }
        case "call_expression":
            return try call(node)
        case "index_expression":
            guard let base = node.namedChild(at: 0), let index = node.namedChildren.last, node.namedChildCount == 2 else {
                throw unsupported(node, "indexing")
            }
            return .subscriptAccess(try expression(base), try expression(index))
        case "binary_expression", "elvis_expression", "comparison_expression", "equality_expression",
            "conjunction_expression", "disjunction_expression", "additive_expression", "multiplicative_expression":
            guard let lhs = node.child(byField: "left") ?? node.namedChild(at: 0),
                let rhs = node.child(byField: "right") ?? node.namedChildren.last
            else { throw unsupported(node, node.kind) }
            let op = node.children.first { !$0.isNamed }?.text ?? ""
            if op == ".." || op == "until" || op == "..<" {
                return .range(try expression(lhs), try expression(rhs), inclusive: op == "..")
            }
            let resolved = Operator(op)
            return .binary(resolved, try expression(lhs), try sited(rhs, if: resolved.isShortCircuit))
        case "infix_expression":
            // `0 until n`, `downTo`, `step`, the integer shifts (`1L shl n`, `x ushr 1`) and the
            // bitwise and logical `and`, `or`, `xor`; other infix functions are not lowered.
            guard node.namedChildCount == 3, let start = node.namedChild(at: 0), let function = node.namedChild(at: 1),
                ["until", "shl", "shr", "ushr", "and", "or", "xor", "downTo", "step", "to"].contains(function.text), let end = node.namedChild(at: 2)
            else { throw unsupported(node, "infix function \(node.namedChild(at: 1)?.text ?? "?")") }
            let (lhs, rhs) = (try expression(start), try expression(end))
            switch function.text {
            case "until": return .range(lhs, rhs, inclusive: false)
            case "downTo": return .call(receiver: nil, name: "$downTo", arguments: [Argument(label: nil, value: lhs), Argument(label: nil, value: rhs)], closure: nil)
            case "step": return .call(receiver: lhs, name: "step", arguments: [Argument(label: nil, value: rhs)], closure: nil)
            case "to": return .call(receiver: nil, name: CallName(Library.pair.rawValue), arguments: [Argument(label: nil, value: lhs), Argument(label: nil, value: rhs)], closure: nil)
            default: return .binary(Operator(function.text), lhs, rhs)
            }
        case "range_expression":
            guard node.namedChildCount == 2, let start = node.namedChild(at: 0), let end = node.namedChild(at: 1) else {
                throw unsupported(node, "range")
            }
            return .range(try expression(start), try expression(end), inclusive: !node.children.contains { $0.kind == "..<" })
        case "unary_expression", "prefix_expression":
            guard let operand = node.child(byField: "argument") ?? node.namedChildren.last else { throw unsupported(node, "unary") }
            let op = node.children.first { !$0.isNamed }?.text ?? ""
            if op == "!!" { return Branches.forceUnwrap(try expression(operand), crash: "NullPointerException") }
            if op == "-", let negated = try negatedIntegerLiteral(operand) { return .literal(negated) }
            return .unary(Operator(op), try expression(operand))
        case "parenthesized_expression":
            guard let inner = node.namedChild(at: 0) else { throw unsupported(node, "parentheses") }
            return try expression(inner)
        case "if_expression":
            guard let condition = node.child(byField: "condition") else { throw unsupported(node, "if") }
            let branches = node.namedChildren.filter { $0 != condition }
            guard branches.count == 2 else { throw unsupported(node, "if without else as a value") }
            return .conditional(
                try expression(condition), .at(Site(branches[0]), try value(of: branches[0])), .at(Site(branches[1]), try value(of: branches[1])))
        case "lambda_literal":
            // A function held by a local (`val letterAt = { slot: Int -> … }`), called by its name.
            return .closure(try closure(node))
        case "when_expression":
            let (subject, arms) = try whenArms(node) { body throws(NotAnalyzable) in try self.value(of: body) }
            return try Branches.expression(arms, subject: subject, at: node.start.line)
        default:
            throw unsupported(node, node.kind)
        }
    }

    /// The value of an `if` branch: an expression, or a block ending in one.
    private func value(of branch: Node) throws(NotAnalyzable) -> Expr {
        guard branch.kind == "block" || branch.kind == "control_structure_body" else { return try expression(branch) }
        guard branch.namedChildCount == 1, let only = branch.namedChild(at: 0) else {
            throw unsupported(branch, "a block with statements as a value")
        }
        return try value(of: only)
    }

    private func call(_ node: Node) throws(NotAnalyzable) -> Expr {
        guard let callee = node.namedChild(at: 0) else { throw unsupported(node, "call") }
        let calledName = callee.kind == "navigation_expression" ? callee.namedChildren.last?.text : callee.text
        var arguments: [Argument] = []
        for argument in node.firstNamed("value_arguments")?.namedChildren.filter({ $0.kind == "value_argument" }) ?? [] {
            let named = argument.children.contains { $0.kind == "=" }
            guard let value = argument.namedChildren.last else { throw unsupported(argument, "argument") }
            arguments.append(Argument(label: named ? argument.firstNamed("identifier")?.text : nil, value: try argumentValue(value, calling: calledName)))
        }
        let closure = try node.firstNamed("annotated_lambda")?.firstNamed("lambda_literal").map { lambda throws(NotAnalyzable) in
            try self.closure(lambda)
        }
        // `coerceIn(0f..1f)`: the range's bounds, as `coerceIn(0f, 1f)` takes them.
        if callee.kind == "navigation_expression", callee.namedChildren.last?.text == "coerceIn", arguments.count == 1,
            case let .range(low, high, true) = arguments[0].value
        {
            arguments = [Argument(label: nil, value: low), Argument(label: nil, value: high)]
        }
        switch callee.kind {
        case "identifier" where callee.text == "Dp" && arguments.count == 1 && closure == nil:
            // Compose's `Dp(16f)` is `16f.dp`: a Float in the interpreter.
            return .call(receiver: arguments[0].value, name: "toFloat", arguments: [], closure: nil)
        case "identifier":
            return .call(receiver: nil, name: CallName(callee.text), arguments: arguments, closure: closure)
        case "navigation_expression":
            guard let base = callee.namedChild(at: 0), let name = callee.namedChildren.last else { throw unsupported(node, "method call") }
            let called = CallName(name.text)
            // `String.format(f, args)` is `f.format(args)` (kotlin.text), read as that is.
            if base.text == "String", called == "format", let format = arguments.first, format.label == nil, closure == nil {
                return .call(receiver: format.value, name: called, arguments: Array(arguments.dropFirst()), closure: nil)
            }
            if called.library == .sumOf, let closure, Self.givesDouble(closure) {
                // Its zero: the Double 0.0 an empty list sums to (else the Int 0, its type unknown).
                arguments.append(Argument(label: nil, value: .literal(.double(0))))
            }
            let receiver = try expression(base)
            // An operator's function (`count.div(1000)`) is its operator: Kotlin's `a / b` is `a.div(b)`.
            if let op = Self.operatorFunctions[name.text], arguments.count == 1, arguments[0].label == nil, closure == nil {
                return Self.safe(callee, receiver) { .binary(Operator(op), $0, arguments[0].value) }
            }
            if called.library == .sum, arguments.isEmpty, closure == nil, case let .range(start, _, _) = receiver.bare, case .literal(.int(_, 32)) = start.bare {
                // A range of Ints sums to the Int 0 when empty.
                arguments.append(Argument(label: nil, value: .literal(.int(0, bits: 32))))
            }
            return Self.safe(callee, receiver) { .call(receiver: $0, name: called, arguments: arguments, closure: closure) }
        case "unary_expression":
            // `!listOf(1).isEmpty()` arrives as a call of `!listOf`; `expression` moves the `!` out.
            guard let operand = callee.child(byField: "argument") ?? callee.namedChildren.last, operand.kind == "identifier" else {
                throw unsupported(node, "call of \(callee.text)")
            }
            let op = callee.children.first { !$0.isNamed }?.text ?? ""
            return .unary(Operator(op), .call(receiver: nil, name: CallName(operand.text), arguments: arguments, closure: closure))
        case "call_expression":
            // A trailing lambda: `List(slots) { … }`.
            guard case let .call(receiver, name, inner, nil) = try call(callee) else { throw unsupported(node, "call with two closures") }
            return .call(receiver: receiver, name: name, arguments: inner + arguments, closure: closure)
        default:
            throw unsupported(node, "call of \(callee.kind)")
        }
    }

    /// An argument's value. A Char literal is read as its one-unit string only as an
    /// argument of a string function that takes a Char as it takes that string
    /// (`padStart(2, '0')`, `split(' ')`); elsewhere a Char's arithmetic (`'a' + 1` is
    /// `'b'`) is not followed.
    private func argumentValue(_ node: Node, calling name: String?) throws(NotAnalyzable) -> Expr {
        guard node.kind == "character_literal", let name, let function = Library(rawValue: name), StringFunctions.kotlinCharArguments.contains(function),
            let decoded = StringEscapes.decode(node.text.dropFirst().dropLast(), in: .kotlin), decoded.utf16.count == 1
        else { return try expression(node) }
        return .literal(.string(decoded))
    }

    /// The operators Kotlin defines by these functions, which a call may name
    /// (https://kotlinlang.org/docs/operator-overloading.html#arithmetic-operators).
    private static let operatorFunctions = ["plus": "+", "minus": "-", "times": "*", "div": "/", "rem": "%"]

    /// `a?.f`: null when `a` is null, else `a.f`.
    private static func safe(_ navigation: Node, _ base: Expr, _ access: (Expr) -> Expr) -> Expr {
        navigation.children.contains(where: { $0.kind == "?." }) ? Branches.optionalChain(base, access) : access(base)
    }

    /// Whether a lambda's value is visibly a Double: a Double literal, `toDouble()`, or
    /// arithmetic or a branch with one (`{ it * 0.5 }`).
    private static func givesDouble(_ closure: Closure) -> Bool {
        switch closure.body.last?.bare {
        case let .expression(value)?, let .returnValue(value?)?: isVisiblyDouble(value)
        default: false
        }
    }

    private static func isVisiblyDouble(_ expression: Expr) -> Bool {
        switch expression.bare {
        case let .literal(value): if case .double = value { true } else { false }
        case let .binary(op, lhs, rhs): !op.isComparison && !op.isShortCircuit && (isVisiblyDouble(lhs) || isVisiblyDouble(rhs))
        case let .unary(_, operand): isVisiblyDouble(operand)
        case let .conditional(_, then, otherwise): isVisiblyDouble(then) || isVisiblyDouble(otherwise)
        case let .call(_, name, _, _): name.library == .toDouble
        default: false
        }
    }

    /// `statement` with the value of its last expression returned, through the branches of
    /// an `if` or a `when`: what a lambda that ends with one gives.
    private static func returningValue(_ statement: Stmt) -> Stmt {
        switch statement {
        case let .expression(value): .returnValue(value)
        case let .at(site, inner): .at(site, returningValue(inner))
        case let .ifElse(condition, then, otherwise): .ifElse(condition, returningLast(then), returningLast(otherwise))
        case let .sequence(inner): .sequence(returningLast(inner))
        default: statement
        }
    }

    private static func returningLast(_ statements: [Stmt]) -> [Stmt] {
        guard let last = statements.last else { return statements }
        return statements.dropLast() + [returningValue(last)]
    }

    /// A loop's body: its block, or the one statement written without braces
    /// (`for (x in xs) out.add(x)` had been refused).
    private func loopBody(_ node: Node) throws(NotAnalyzable) -> [Stmt] {
        node.kind == "block" ? try statements(node) : [.sited(Site(node), try statement(node))]
    }

    /// The names an expression writes.
    private static func identifiers(in node: Node) -> Set<String> {
        var names: Set<String> = []
        node.walk(&names) { names, node, _ in
            if node.kind == "identifier" { names.insert(node.text) }
            return true
        }
        return names
    }

    /// A loop with its label (`outer@ for …`), if it has one.
    private static func labeled(_ node: Node, _ loop: Stmt) -> Stmt {
        guard let label = node.firstNamed("label")?.text, label.hasSuffix("@") else { return loop }
        return .labeled(String(label.dropLast()), loop)
    }

    /// The lambda `node` is in, nil where a function around it is nearer.
    private static func enclosingLambda(of node: Node) -> Node? {
        var current = node.parent
        while let enclosing = current {
            switch enclosing.kind {
            case "lambda_literal": return enclosing
            case "function_declaration", "anonymous_function", "getter", "setter", "secondary_constructor": return nil
            default: current = enclosing.parent
            }
        }
        return nil
    }

    /// The label a `return@…` in `lambda` returns from it by: its own (`lbl@{ … }`), else
    /// the name of the function it is passed to (`forEach`), which an own label replaces
    /// (kotlinc: `return@map` in `map lbl@{ … }` is an unresolved reference).
    private static func label(of lambda: Node) -> String? {
        var argument = lambda
        if let annotated = lambda.parent, annotated.kind == "annotated_lambda" {
            if let own = annotated.firstNamed("label") { return String(own.text.dropLast()) }
            argument = annotated
        }
        var call = argument.parent
        while let node = call, ["call_suffix", "value_argument", "value_arguments"].contains(node.kind) { call = node.parent }
        guard let call, call.kind == "call_expression", var callee = call.namedChildren.first else { return nil }
        // A trailing lambda after arguments is read as a call of the call: `(xs.fold(0)) { … }`.
        while callee.kind == "call_expression", let inner = callee.namedChildren.first { callee = inner }
        return callee.kind == "navigation_expression" ? callee.namedChildren.last?.text : callee.text
    }

    private func closure(_ lambda: Node) throws(NotAnalyzable) -> Closure {
        var parameters: [String] = []
        // `{ i, (a, b) -> … }`: a destructured parameter's parts are its components.
        var destructured: [Stmt] = []
        for parameter in lambda.firstNamed("lambda_parameters")?.namedChildren ?? [] {
            if parameter.kind == "multi_variable_declaration" {
                let whole = "$destructured\(parameters.count)"
                parameters.append(whole)
                for (position, part) in parameter.namedChildren.enumerated() {
                    guard let name = part.firstNamed("identifier")?.text else { continue }
                    if name != "_" { destructured.append(.declare(name, .component(position, of: whole))) }
                }
            } else if let name = parameter.firstNamed("identifier")?.text ?? (parameter.kind == "identifier" ? parameter.text : nil) {
                parameters.append(name)
            }
        }
        let body = lambda.namedChildren.filter { $0.kind != "lambda_parameters" }
        var statements: [Stmt] = []
        for (position, child) in body.enumerated() {
            let isValue = position == body.count - 1 && ["if_expression", "when_expression"].contains(child.kind)
            // An `if … else …` or a `when` that ends a lambda is its value, not a statement;
            // one with a `return@…` in it returns each branch's value (it had been lowered as
            // a value holding a return: `map { if (it == 0) return@map 1000 else it * 10 }`
            // gave garbage).
            if isValue, !child.preorder().contains(where: { $0.kind == "return_expression" }), let value = try? expression(child) {
                statements.append(.returnValue(value))
            } else if isValue {
                statements.append(Self.returningValue(try statement(child)))
            } else {
                statements.append(try statement(child))
            }
        }
        // A lambda's value is its last expression.
        if case let .expression(last)? = statements.last, statements.count > 1 || !destructured.isEmpty {
            statements[statements.count - 1] = .returnValue(last)
        }
        return Closure(parameters: parameters, body: destructured + zip(body, statements).map { Stmt.sited(Site($0), $1) })
    }

    private func number(_ node: Node) throws(NotAnalyzable) -> RValue {
        var text = node.text.replacingOccurrences(of: "_", with: "")
        // A Kotlin `Long` is a 64-bit integer (it wraps: the interpreter wraps Kotlin's
        // integer arithmetic); `5L`, or a literal beyond Int's range.
        let isLong = text.hasSuffix("L")
        if isLong { text.removeLast() }
        if text.hasPrefix("0x") || text.hasPrefix("0X") {
            guard let value = Int64(text.dropFirst(2), radix: 16) else { throw unsupported(node, "number \(text)") }
            return Self.integer(value, long: isLong)
        }
        if text.hasSuffix("f") || text.hasSuffix("F") {
            text.removeLast()
            guard let value = Float(text) else { throw unsupported(node, "number") }
            return .float(value)
        }
        if text.contains(".") || text.contains("e") || text.contains("E") {
            guard let value = Double(text) else { throw unsupported(node, "number") }
            return .double(value)
        }
        guard let value = Int64(text) else { throw unsupported(node, "number \(text) (beyond a Kotlin Long)") }
        return Self.integer(value, long: isLong)
    }

    /// A minus and an integer literal are one literal, typed by the negated value: Kotlin
    /// reads `-2147483648` and `-(2147483648)` as an `Int` (it is `Int.MIN_VALUE`), where
    /// the literal alone is a `Long` (it had computed as a Long: -2147483648 - 1 read
    /// -2147483649, where kotlinc 1.3 gives 2147483647 for both). Nil for any other
    /// operand, which the minus negates.
    private func negatedIntegerLiteral(_ operand: Node) throws(NotAnalyzable) -> RValue? {
        var literal = operand
        while literal.kind == "parenthesized_expression", let inner = literal.namedChild(at: 0) { literal = inner }
        guard literal.kind == "number_literal", !literal.text.hasSuffix("L"), case let .int(value, 64) = try number(literal),
            let int = Int32(exactly: -value)
        else { return nil }
        return .int(Int64(int), bits: 32)
    }

    /// An `Int` literal, or a `Long` one when it says so or Int cannot hold it.
    private static func integer(_ value: Int64, long: Bool) -> RValue {
        guard !long, let int = Int32(exactly: value) else { return .int(value, bits: 64) }
        return .int(Int64(int), bits: 32)
    }

    /// A string template. This tree-sitter-kotlin reads `$name` as the text `$` followed by
    /// text that starts with the name; Kotlin interpolates the longest identifier there.
    private func string(_ node: Node) throws(NotAnalyzable) -> Expr {
        var parts: [InterpolationPart] = []
        var afterDollar = false
        // tree-sitter-kotlin leaves `\u0042` as two runs of text, "\u" and "0042…" (it had
        // been kept as six characters); the other escapes are nodes of their own.
        var unicodeEscape = false
        func dollarAsText() {
            if afterDollar { parts.appendText("$") }
            afterDollar = false
        }
        for child in node.namedChildren {
            var text = Substring(child.text)
            if unicodeEscape {
                unicodeEscape = false
                guard child.kind == "string_content", let decoded = StringEscapes.decode("\\u" + text.prefix(4), in: .kotlin) else {
                    throw unsupported(child, "string escape \\u\(text.prefix(4))")
                }
                parts.appendText(decoded)
                text = text.dropFirst(4)
            }
            switch child.kind {
            case "string_content":
                if text == "\\u" {
                    dollarAsText()
                    unicodeEscape = true
                    continue
                }
                guard !text.contains("\\") else { throw unsupported(child, "string escape \(child.text)") }
                if afterDollar {
                    afterDollar = false
                    let name = text.prefix { $0 == "_" || $0.isLetter || $0.isNumber }
                    if let first = name.first, !first.isNumber {
                        parts.append(.value(.name(String(name))))
                        text = text.dropFirst(name.count)
                    } else {
                        parts.appendText("$")
                    }
                }
                if text == "$" {
                    afterDollar = true
                } else if !text.isEmpty {
                    parts.appendText(String(text))
                }
            case "escape_sequence":
                guard let decoded = StringEscapes.decode(text, in: .kotlin) else { throw unsupported(child, "string escape \(child.text)") }
                dollarAsText()
                parts.appendText(decoded)
            case "interpolated_identifier": parts.append(.value(.name(child.text)))
            case "interpolated_expression", "interpolation":
                guard let inner = child.namedChildren.first else { throw unsupported(child, "interpolation") }
                let value = try expression(inner)
                if let kind = Self.describedByItsType(value) {
                    throw unsupported(inner, "\(kind) in a string, which Kotlin writes as its type describes it (0..2, 10 downTo 1 step 3, (1, 2))")
                }
                parts.append(.value(value))
            default: throw unsupported(child, "string part \(child.kind)")
            }
        }
        if unicodeEscape { throw unsupported(node, "string escape \\u") }
        dollarAsText()
        return parts.stringExpression
    }

    /// A range, a progression or a pair written in a template, which Kotlin prints as its
    /// type does, not as the interpreter's list (`"${0 until 3}"` is `0..2`). A name bound
    /// to one is not seen.
    private static func describedByItsType(_ value: Expr) -> String? {
        switch value.bare {
        case .range: "a range"
        case let .call(nil, name, _, _) where name.text == "$downTo": "a progression"
        case let .call(_?, name, _, _) where name.text == "step": "a progression"
        case let .call(nil, name, _, _) where name.library == .pair: "a pair"
        default: nil
        }
    }

    private func unsupported(_ node: Node, _ construct: String) -> NotAnalyzable {
        NotAnalyzable(construct, at: node)
    }
}
