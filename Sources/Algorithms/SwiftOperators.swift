import Extraction
import TreeSitter

/// Operator expressions in Swift, regrouped as Swift's precedence says.
///
/// tree-sitter-swift groups many of them otherwise: `a + b.c` as `(a + b).c`,
/// `-a - 1` as `-(a - 1)`, `-x.rounded()` as `(-x).rounded()`, `count > 0 && height > 0`
/// as `count > (0 && height > 0)`, `a / Double(b)` as `(a / Double)(b)`. So an operator
/// expression is read back into what was written, operands and operators in source order,
/// each operand with its prefix operators and the member accesses, calls and subscripts
/// that follow it (which bind tighter than any operator), and rebuilt by precedence.
/// Parentheses keep their group: a parenthesized expression is one operand.
extension SwiftLowering {
    /// One operand: `base` with its postfix accesses applied, then its prefix operators.
    struct Operand {
        var prefixes: [String] = []
        var base: Expr
        /// Where the operand is written, when it is the right side of `??`, `&&` or `||`:
        /// evaluated only sometimes, it is a branch of its own for fault localization.
        var site: Site?

        var expression: Expr { prefixes.reversed().reduce(base) { .unary(Operator($1), $0) } }
    }

    /// Operands and the operators between them, as written.
    struct Chain {
        var operands: [Operand]
        var operators: [String] = []

        mutating func postfix(_ apply: (Expr) throws(NotAnalyzable) -> Expr) throws(NotAnalyzable) {
            operands[operands.count - 1].base = try apply(operands[operands.count - 1].base)
        }
    }

    static var binaryKinds: Set<String> { SwiftOperatorChain.binaryKinds }

    /// Operators, member accesses, calls and subscripts: everything an operator chain holds.
    static func isOperatorChain(_ node: Node) -> Bool {
        switch node.kind {
        case "navigation_expression", "call_expression": return true
        case "prefix_expression": return prefixOperator(node) != "."
        case "postfix_expression": return isForceUnwrap(node)
        default: return binaryKinds.contains(node.kind)
        }
    }

    /// `x!`: tree-sitter-swift's postfix expression whose operation is a `bang`.
    static func isForceUnwrap(_ node: Node) -> Bool {
        node.kind == "postfix_expression" && node.child(byField: "operation")?.kind == "bang"
    }

    func operatorChain(_ node: Node) throws(NotAnalyzable) -> Expr {
        let chain = try flatten(node)
        var position = 0
        let built = Self.build(chain, &position, minimum: 0)
        if node != floatingTyped, Self.dividesContextTyped(built) {
            throw unsupported(node, "division of integer literals (its type comes from the context)")
        }
        return Self.typingCoalescedLiterals(built, at: node)
    }

    /// `o ?? 0` where `o` is declared a `Double?`: the literal is a Double, as Swift types
    /// it (`"\(o ?? 0)"` is "0.0"). Only the chain's own operators are read.
    private static func typingCoalescedLiterals(_ expression: Expr, at node: Node) -> Expr {
        switch expression {
        case let .at(site, inner):
            return .at(site, typingCoalescedLiterals(inner, at: node))
        case let .binary(op, lhs, rhs) where op.kind == .coalesce:
            let (left, right) = (typingCoalescedLiterals(lhs, at: node), typingCoalescedLiterals(rhs, at: node))
            guard case let .name(name) = lhs.bare, let type = SwiftDeclarations.declaredType(of: name, at: node),
                SwiftFloatingContext(type: type) != nil
            else { return .binary(op, left, right) }
            return .binary(op, left, SwiftFloatingContext.floatingLiterals(in: right))
        case let .binary(op, lhs, rhs):
            return .binary(op, typingCoalescedLiterals(lhs, at: node), typingCoalescedLiterals(rhs, at: node))
        default:
            return expression
        }
    }

    /// Whether the chain divides two values whose type comes from the context: `9999 /
    /// 10000`, `(0 + 1) / 2`, `(x > 0 ? 7 : 9) / 2`, `max(7, 6) / 2` are Doubles beside a
    /// Double and Ints beside an Int, which the lowering does not infer. (A literal in a
    /// conditional or a `max` had been an Int: 4 where Swift computes 4.5.) Only the
    /// chain's own operators are read: an operand's chain was checked when it was built.
    private static func dividesContextTyped(_ expression: Expr) -> Bool {
        switch expression {
        case let .at(_, inner): return dividesContextTyped(inner)
        case let .binary(op, lhs, rhs):
            if op.kind == .divide, takesContextType(lhs), takesContextType(rhs) { return true }
            return dividesContextTyped(lhs) || dividesContextTyped(rhs)
        default: return false
        }
    }

    /// Integer literals, and what combines only them into a number: an arithmetic
    /// operator, a conditional's branches, the generic `max`, `min` and `abs`.
    private static func takesContextType(_ expression: Expr) -> Bool {
        switch expression {
        case let .literal(value): if case .int = value { return true } else { return false }
        case let .at(_, inner), let .unary(_, inner): return takesContextType(inner)
        case let .binary(op, lhs, rhs): return !(op.isComparison || op.isShortCircuit) && takesContextType(lhs) && takesContextType(rhs)
        case let .conditional(_, then, otherwise): return takesContextType(then) && takesContextType(otherwise)
        case let .call(receiver, name, arguments, nil):
            guard isGenericNumberFunction(receiver, name), !arguments.isEmpty else { return false }
            return arguments.allSatisfy { takesContextType($0.value) }
        default: return false
        }
    }

    /// `max`, `min` and `abs` (or `Swift.max`, …): their arguments take the type of the
    /// expression around the call.
    static func isGenericNumberFunction(_ receiver: Expr?, _ name: CallName) -> Bool {
        if let receiver, case .name("Swift") = receiver {} else if receiver != nil { return false }
        return ["max", "min", "abs"].contains(name.text)
    }

    private static func prefixOperator(_ node: Node) -> String {
        SwiftOperatorChain.prefixOperator(node)
    }

    // MARK: Reading the chain back

    private func flatten(_ node: Node) throws(NotAnalyzable) -> Chain {
        if Self.binaryKinds.contains(node.kind) {
            let (lhs, op, rhs) = try binaryParts(node)
            let left = try flatten(lhs)
            var right = try flatten(rhs)
            if Operator(op).isShortCircuit, right.operands.count == 1 { right.operands[0].site = Site(rhs) }
            return Chain(operands: left.operands + right.operands, operators: left.operators + [op] + right.operators)
        }
        switch node.kind {
        case "prefix_expression" where Self.prefixOperator(node) != ".":
            guard let target = node.child(byField: "target") else { throw unsupported(node, "prefix") }
            var chain = try flatten(target)
            chain.operands[0].prefixes.insert(Self.prefixOperator(node), at: 0)
            return chain
        case "navigation_expression":
            guard let target = node.child(byField: "target"), let name = node.child(byField: "suffix")?.child(byField: "suffix")?.text else {
                throw unsupported(node, "member access")
            }
            var chain = try flatten(target)
            // `a?.count`: nil when `a` is; the rest of the chain after it is not followed.
            let optional = node.children.contains { $0.kind == "?" }
            try chain.postfix { optional ? Branches.optionalChain($0) { .member($0, name) } : .member($0, name) }
            return chain
        case "call_expression":
            return try flattenCall(node)
        case "postfix_expression" where Self.isForceUnwrap(node):
            guard let target = node.child(byField: "target") else { throw unsupported(node, "!") }
            var chain = try flatten(target)
            try chain.postfix { Branches.forceUnwrap($0, crash: "Unexpectedly found nil while unwrapping an Optional value") }
            return chain
        default:
            return Chain(operands: [Operand(base: try expression(node))])
        }
    }

    private func binaryParts(_ node: Node) throws(NotAnalyzable) -> (Node, String, Node) {
        guard let parts = SwiftOperatorChain.binaryParts(node) else {
            // tree-sitter-swift reads some standard operators (`c % 2 != 0`) as custom ones.
            let op = SwiftOperatorChain.infixOperator(node)
            throw unsupported(node, Self.precedence(op) == nil ? "operator \(op)" : node.kind)
        }
        return parts
    }

    /// A call's callee is read into the chain, and the call applied to its last operand.
    private func flattenCall(_ node: Node) throws(NotAnalyzable) -> Chain {
        // tree-sitter-swift reads `-(a + b)` as a call of `-`, and `!(a < b)` as a call of
        // its named `bang` node.
        if let first = node.child(at: 0), !first.isNamed || first.kind == "bang", let argument = try suffixArguments(node).first {
            return Chain(operands: [Operand(prefixes: [first.text], base: argument.value)])
        }
        guard let callee = node.namedChild(at: 0) else { throw unsupported(node, "call") }
        let keyPath = try keyPathArgument(node)
        let arguments = keyPath == nil ? try suffixArguments(node).map { Argument(label: $0.label, value: $0.value) } : []
        // tree-sitter-swift reads a subscript `letters[i]` as a call with bracketed arguments.
        if node.firstNamed("call_suffix")?.firstNamed("value_arguments")?.children.first?.text == "[" {
            guard arguments.count == 1 else { throw unsupported(node, "subscript with \(arguments.count) arguments") }
            var chain = try flatten(callee)
            try chain.postfix { .subscriptAccess($0, arguments[0].value) }
            return chain
        }
        var closure = keyPath
        if closure == nil, let lambda = node.firstNamed("call_suffix")?.firstNamed("lambda_literal") { closure = try self.closure(lambda) }
        switch callee.kind {
        case "simple_identifier":
            return Chain(operands: [Operand(base: .call(receiver: nil, name: CallName(callee.text), arguments: arguments, closure: closure))])
        case "prefix_expression" where Self.prefixOperator(callee) == ".":
            let name = CallName(callee.child(byField: "target")?.text ?? "")
            return Chain(operands: [Operand(base: .call(receiver: nil, name: name, arguments: arguments, closure: closure))])
        case "navigation_expression":
            guard let target = callee.child(byField: "target"), let suffix = callee.child(byField: "suffix")?.child(byField: "suffix") else {
                throw unsupported(node, "method call")
            }
            let name = CallName(suffix.text)
            var chain = try flatten(target)
            let call = { (receiver: Expr) in Expr.call(receiver: receiver, name: name, arguments: arguments, closure: closure) }
            let optional = callee.children.contains { $0.kind == "?" }
            try chain.postfix { optional ? Branches.optionalChain($0, call) : call($0) }
            return chain
        case "call_expression" where arguments.isEmpty && closure != nil:
            // tree-sitter-swift reads `xs.reduce(0) { … }` as a call of `xs.reduce(0)` with
            // the trailing closure: the closure is that call's.
            var chain = try flatten(callee)
            try chain.postfix { inner throws(NotAnalyzable) in
                guard case let .call(receiver, name, innerArguments, nil) = inner else { throw self.unsupported(node, "call of a call") }
                return .call(receiver: receiver, name: name, arguments: innerArguments, closure: closure)
            }
            return chain
        case _ where Self.binaryKinds.contains(callee.kind) || (callee.kind == "prefix_expression" && Self.prefixOperator(callee) != "."):
            // `a / Double(b)` arrives as `(a / Double)(b)`, `-x * Double(n)` as
            // `(-(x * Double))(n)` and `-Double(n)` as `(-Double)(n)`: the call is the last
            // operand's (a prefix applies after it).
            var chain = try flatten(callee)
            try chain.postfix { function throws(NotAnalyzable) in
                guard case let .name(name) = function else { throw self.unsupported(node, "call of an expression") }
                return .call(receiver: nil, name: CallName(name), arguments: arguments, closure: closure)
            }
            return chain
        default:
            throw unsupported(node, "call of \(callee.kind)")
        }
    }

    // MARK: Rebuilding by precedence

    static func precedence(_ op: String) -> Int? {
        SwiftOperatorChain.precedence(op)
    }

    /// Precedence climbing over the chain from `position`; `??` groups to the right,
    /// the others to the left.
    private static func build(_ chain: Chain, _ position: inout Int, minimum: Int) -> Expr {
        var lhs = chain.operands[position].expression
        while position < chain.operators.count, let level = precedence(chain.operators[position]), level >= minimum {
            let op = chain.operators[position]
            position += 1
            let first = position
            var rhs = build(chain, &position, minimum: op == "??" ? level : level + 1)
            if position == first, let site = chain.operands[first].site { rhs = .at(site, rhs) }
            switch op {
            case "..<", "...": lhs = .range(lhs, rhs, inclusive: op == "...")
            default: lhs = .binary(Operator(op), lhs, rhs)
            }
        }
        return lhs
    }
}
