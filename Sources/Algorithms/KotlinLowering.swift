import TreeSitter

/// Lowers tree-sitter-kotlin functions and expressions to the IR. Kotlin's numbers
/// keep their types: `Int` literals are 32-bit, `1f` and `16.dp` are `Float`.
struct KotlinLowering {
    func function(_ node: Node) throws(NotAnalyzable) -> Closure {
        let parameters = node.firstNamed("function_value_parameters")?.namedChildren.filter { $0.kind == "parameter" }
            .compactMap { $0.firstNamed("identifier")?.text } ?? []
        guard let body = node.firstNamed("function_body") else { return Closure(parameters: parameters, body: []) }
        if let block = body.firstNamed("block") { return Closure(parameters: parameters, body: try statements(block)) }
        guard let value = body.namedChildren.first else { return Closure(parameters: parameters, body: []) }
        return Closure(parameters: parameters, body: [.returnValue(try expression(value))])
    }

    func statements(_ node: Node) throws(NotAnalyzable) -> [Stmt] {
        var result: [Stmt] = []
        for child in node.namedChildren where !child.kind.contains("comment") { result.append(try statement(child)) }
        return result
    }

    private func statement(_ node: Node) throws(NotAnalyzable) -> Stmt {
        switch node.kind {
        case "property_declaration":
            guard let name = node.firstNamed("variable_declaration")?.firstNamed("identifier")?.text,
                let equals = node.children.firstIndex(where: { $0.kind == "=" }),
                let value = node.children[(equals + 1)...].first(where: { $0.isNamed })
            else { throw unsupported(node, "declaration without a value (or a delegate)") }
            return .declare(name, try expression(value))
        case "assignment":
            guard let target = node.child(byField: "left"), let value = node.child(byField: "right") else {
                throw unsupported(node, "assignment")
            }
            // Only plain names: a write to `a[i]` or `a.f` the IR cannot express must not vanish.
            guard target.kind == "identifier" || (target.namedChildCount == 1 && target.namedChild(at: 0)?.kind == "identifier") else {
                throw unsupported(node, "assignment to \(target.text)")
            }
            let op = node.children.first { !$0.isNamed }?.text ?? "="
            return .assign(target.text, operator: op, try expression(value))
        case "if_expression":
            guard let condition = node.child(byField: "condition") else { throw unsupported(node, "if") }
            let branches = node.namedChildren.filter { $0 != condition }
            let then = try branches.first.map { branch throws(NotAnalyzable) in try block(branch) } ?? []
            let otherwise = try branches.dropFirst().first.map { branch throws(NotAnalyzable) in try block(branch) } ?? []
            return .ifElse(try expression(condition), then, otherwise)
        case "return_expression":
            return .returnValue(try node.namedChildren.first.map { child throws(NotAnalyzable) in try expression(child) })
        case "for_statement":
            guard let name = node.firstNamed("variable_declaration")?.firstNamed("identifier")?.text,
                let collection = node.namedChildren.first(where: { $0.kind != "variable_declaration" && $0.kind != "block" }),
                let body = node.firstNamed("block")
            else { throw unsupported(node, "for loop") }
            return .forIn(name, try expression(collection), try statements(body))
        case "while_statement":
            guard let condition = node.child(byField: "condition") ?? node.namedChildren.first, let body = node.firstNamed("block") else {
                throw unsupported(node, "while loop")
            }
            return .whileLoop(try expression(condition), try statements(body))
        case "function_declaration":
            guard let name = node.child(byField: "name")?.text else { throw unsupported(node, "function") }
            return .function(name, try function(node))
        default:
            return .expression(try expression(node))
        }
    }

    /// A branch of an `if`: a block, or one statement.
    private func block(_ node: Node) throws(NotAnalyzable) -> [Stmt] {
        if node.kind == "block" || node.kind == "control_structure_body" { return try statements(node) }
        return [try statement(node)]
    }

    func expression(_ node: Node) throws(NotAnalyzable) -> Expr {
        switch node.kind {
        case "number_literal", "float_literal", "integer_literal", "long_literal", "real_literal", "hex_literal":
            return .literal(try number(node))
        case "identifier":
            switch node.text {
            case "true", "false": return .literal(.bool(node.text == "true"))
            case "null": return .literal(.null)
            default: return .name(node.text)
            }
        case "string_literal":
            return try string(node)
        case "navigation_expression":
            guard let base = node.namedChild(at: 0), let name = node.namedChildren.last, node.namedChildCount == 2 else {
                throw unsupported(node, "member access")
            }
            // `16.dp`: Compose's Dp is a Float.
            if ["dp", "sp"].contains(name.text) { return .call(receiver: try expression(base), name: "toFloat", arguments: [], closure: nil) }
            return .member(try expression(base), name.text)
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
            return .binary(op, try expression(lhs), try expression(rhs))
        case "unary_expression", "prefix_expression":
            guard let operand = node.child(byField: "argument") ?? node.namedChildren.last else { throw unsupported(node, "unary") }
            return .unary(node.children.first { !$0.isNamed }?.text ?? "", try expression(operand))
        case "parenthesized_expression":
            guard let inner = node.namedChild(at: 0) else { throw unsupported(node, "parentheses") }
            return try expression(inner)
        case "if_expression":
            guard let condition = node.child(byField: "condition") else { throw unsupported(node, "if") }
            let branches = node.namedChildren.filter { $0 != condition }
            guard branches.count == 2 else { throw unsupported(node, "if without else as a value") }
            return .conditional(try expression(condition), try value(of: branches[0]), try value(of: branches[1]))
        case "lambda_literal":
            throw unsupported(node, "a lambda as a value")
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
        var arguments: [Argument] = []
        for argument in node.firstNamed("value_arguments")?.namedChildren.filter({ $0.kind == "value_argument" }) ?? [] {
            let named = argument.children.contains { $0.kind == "=" }
            guard let value = argument.namedChildren.last else { throw unsupported(argument, "argument") }
            arguments.append(Argument(label: named ? argument.firstNamed("identifier")?.text : nil, value: try expression(value)))
        }
        let closure = try node.firstNamed("annotated_lambda")?.firstNamed("lambda_literal").map { lambda throws(NotAnalyzable) in
            try self.closure(lambda)
        }
        switch callee.kind {
        case "identifier":
            return .call(receiver: nil, name: callee.text, arguments: arguments, closure: closure)
        case "navigation_expression":
            guard let base = callee.namedChild(at: 0), let name = callee.namedChildren.last else { throw unsupported(node, "method call") }
            return .call(receiver: try expression(base), name: name.text, arguments: arguments, closure: closure)
        case "call_expression":
            // A trailing lambda: `List(slots) { … }`.
            guard case let .call(receiver, name, inner, nil) = try call(callee) else { throw unsupported(node, "call with two closures") }
            return .call(receiver: receiver, name: name, arguments: inner + arguments, closure: closure)
        default:
            throw unsupported(node, "call of \(callee.kind)")
        }
    }

    private func closure(_ lambda: Node) throws(NotAnalyzable) -> Closure {
        let parameters = lambda.firstNamed("lambda_parameters")?.namedChildren.compactMap {
            $0.firstNamed("identifier")?.text ?? ($0.kind == "identifier" ? $0.text : nil)
        } ?? []
        let body = lambda.namedChildren.filter { $0.kind != "lambda_parameters" }
        var statements: [Stmt] = []
        for (position, child) in body.enumerated() {
            // An `if … else …` that ends a lambda is its value, not a statement.
            if position == body.count - 1, child.kind == "if_expression", let value = try? expression(child) {
                statements.append(.returnValue(value))
            } else {
                statements.append(try statement(child))
            }
        }
        // A lambda's value is its last expression.
        if case let .expression(last)? = statements.last, statements.count > 1 {
            statements[statements.count - 1] = .returnValue(last)
        }
        return Closure(parameters: parameters, body: statements)
    }

    private func number(_ node: Node) throws(NotAnalyzable) -> RValue {
        var text = node.text.replacingOccurrences(of: "_", with: "")
        // Kotlin `Long` wraps at 64 bits; the interpreter's 64-bit integers trap as Swift's do.
        if text.hasSuffix("L") { throw unsupported(node, "Kotlin Long literal \(text)") }
        if text.hasPrefix("0x") || text.hasPrefix("0X") {
            // A hex literal beyond Int's range is a Long in Kotlin.
            guard let value = Int64(text.dropFirst(2), radix: 16), let int = Int32(exactly: value) else {
                throw unsupported(node, "number \(text) (a Kotlin Long)")
            }
            return .int(Int64(int), bits: 32)
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
        guard let value = Int64(text), let int = Int32(exactly: value) else { throw unsupported(node, "number \(text) (a Kotlin Long)") }
        return .int(Int64(int), bits: 32)
    }

    private func string(_ node: Node) throws(NotAnalyzable) -> Expr {
        var parts: [InterpolationPart] = []
        for child in node.namedChildren {
            switch child.kind {
            case "string_content": parts.append(.text(child.text))
            case "interpolated_identifier": parts.append(.value(.name(child.text)))
            case "interpolated_expression":
                guard let inner = child.namedChildren.first else { throw unsupported(child, "interpolation") }
                parts.append(.value(try expression(inner)))
            default: throw unsupported(child, "string part \(child.kind)")
            }
        }
        if parts.count <= 1, case let .text(text)? = parts.first { return .literal(.string(text)) }
        return parts.isEmpty ? .literal(.string("")) : .interpolation(parts)
    }

    private func unsupported(_ node: Node, _ construct: String) -> NotAnalyzable {
        NotAnalyzable(construct: construct, line: node.start.line)
    }
}
