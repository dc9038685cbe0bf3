import TreeSitter

/// A Swift operator expression regrouped as Swift's precedence says.
///
/// tree-sitter-swift groups many of them otherwise: `a + b.c` as `(a + b).c`, `-28 + 4` as
/// `-(28 + 4)`, `2 * -3 + 10` as `2 * -(3 + 10)`, `a / Double(b)` as `(a / Double)(b)`. A
/// value read from the tree as it is was wrong (-32 for `-28 + 4`) or not a constant (`S.a +
/// S.b`). The expression is read back into its operands and operators as written, each
/// operand with its prefix operators and the member accesses and calls that follow it,
/// and rebuilt by precedence. Algorithms' `SwiftOperators` lowers the same chains to code.
indirect enum OperatorTree {
    /// An operand whose own node groups it as written.
    case node(Node)
    case prefixed(String, OperatorTree)
    /// `.name` after an operand the grammar grouped with what comes before it; `at`: the
    /// member access's node.
    case member(OperatorTree, String, at: Node)
    /// A call of such an operand (`Double` of `(a / Double)(b)`) with the call's arguments.
    case call(OperatorTree, arguments: [ArgumentSyntax], at: Node)
    case binary(String, OperatorTree, OperatorTree)
}

public enum SwiftOperatorChain {
    /// The node kinds of tree-sitter-swift's infix operator expressions.
    public static let binaryKinds: Set<String> = [
        "additive_expression", "multiplicative_expression", "comparison_expression", "equality_expression", "conjunction_expression",
        "disjunction_expression", "infix_expression", "nil_coalescing_expression", "range_expression", "bitwise_operation",
    ]

    /// Swift's standard precedence groups, tightest first: shifts, multiplication (with
    /// `&`), addition (with `|` and `^`), range formation, nil coalescing, comparison,
    /// conjunction, disjunction (https://developer.apple.com/documentation/swift/operator-declarations).
    public static func precedence(_ op: String) -> Int? {
        switch op {
        case "<<", ">>", "&<<", "&>>": 7
        case "*", "/", "%", "&*", "&": 6
        case "+", "-", "&+", "&-", "|", "^": 5
        case "..<", "...": 4
        case "??": 3
        case "<", "<=", ">", ">=", "==", "!=", "===", "!==": 2
        case "&&": 1
        case "||": 0
        default: nil
        }
    }

    /// An infix expression's operands and operator; nil for an operator outside the
    /// standard groups (tree-sitter-swift reads some, `c % 2 != 0`, as custom ones).
    public static func binaryParts(_ node: Node) -> (lhs: Node, op: String, rhs: Node)? {
        let fields: (String, String) = switch node.kind {
        case "nil_coalescing_expression": ("value", "if_nil")
        case "range_expression": ("start", "end")
        default: ("lhs", "rhs")
        }
        guard let lhs = node.child(byField: fields.0), let rhs = node.child(byField: fields.1) else { return nil }
        let op = infixOperator(node)
        return precedence(op) == nil ? nil : (lhs, op, rhs)
    }

    /// An infix expression's operator as written.
    public static func infixOperator(_ node: Node) -> String {
        node.child(byField: "op")?.text ?? node.children.first { !$0.isNamed }?.text ?? ""
    }

    /// A prefix expression's operator (`-`, `!`; `.` for an implicit member).
    public static func prefixOperator(_ node: Node) -> String {
        node.child(byField: "operation")?.text ?? node.children.first { !$0.isNamed }?.text ?? ""
    }

    /// The expression `node` starts, regrouped, where it holds an infix operator; nil for
    /// any other node, or one whose parts the reading does not follow (a subscript, a
    /// trailing closure, `x!`), which is read from the tree as it is.
    static func regrouped(_ node: Node) -> OperatorTree? {
        guard binaryKinds.contains(node.kind) || ["prefix_expression", "navigation_expression", "call_expression"].contains(node.kind),
            let chain = flatten(node), !chain.operators.isEmpty
        else { return nil }
        var position = 0
        return build(chain, &position, minimum: 0)
    }

    private struct Operand {
        var prefixes: [String] = []
        var base: OperatorTree

        var tree: OperatorTree { prefixes.reversed().reduce(base) { .prefixed($1, $0) } }
    }

    private struct Chain {
        var operands: [Operand]
        var operators: [String] = []

        /// Whether the chain is `node` alone, grouped as written.
        func isNode(_ node: Node) -> Bool {
            guard operands.count == 1, operands[0].prefixes.isEmpty, case let .node(only) = operands[0].base else { return false }
            return only == node
        }
    }

    private static func flatten(_ node: Node) -> Chain? {
        if binaryKinds.contains(node.kind) {
            guard let (lhs, op, rhs) = binaryParts(node), let left = flatten(lhs), let right = flatten(rhs) else { return nil }
            return Chain(operands: left.operands + right.operands, operators: left.operators + [op] + right.operators)
        }
        switch node.kind {
        case "prefix_expression" where prefixOperator(node) != ".":
            guard let target = node.child(byField: "target"), var chain = flatten(target) else { return nil }
            chain.operands[0].prefixes.insert(prefixOperator(node), at: 0)
            return chain
        case "navigation_expression":
            guard let target = node.child(byField: "target"), let name = node.child(byField: "suffix")?.child(byField: "suffix")?.text,
                var chain = flatten(target)
            else { return nil }
            if chain.isNode(target) { return Chain(operands: [Operand(base: .node(node))]) }
            chain.operands[chain.operands.count - 1].base = .member(chain.operands[chain.operands.count - 1].base, name, at: node)
            return chain
        case "call_expression":
            return flattenCall(node)
        case "postfix_expression":
            return nil
        default:
            return Chain(operands: [Operand(base: .node(node))])
        }
    }

    /// A call grouped as written is one operand; one whose callee the grammar grouped
    /// with what comes before it is applied to the callee's last operand (not followed for
    /// a subscript or a trailing closure).
    private static func flattenCall(_ node: Node) -> Chain? {
        let asWritten = Chain(operands: [Operand(base: .node(node))])
        // tree-sitter-swift reads `-(a + b)` as a call of `-`: the form reads it as negation.
        guard let callee = node.namedChild(at: 0), let first = node.child(at: 0), first.isNamed, first.kind != "bang" else { return asWritten }
        let calleeTarget = callee.kind == "navigation_expression" ? callee.child(byField: "target") : callee
        guard let calleeTarget, calleeTarget.kind == "navigation_expression" || binaryKinds.contains(calleeTarget.kind)
            || calleeTarget.kind == "prefix_expression" && prefixOperator(calleeTarget) != "."
        else { return asWritten }
        guard var chain = flatten(calleeTarget) else { return nil }
        if chain.isNode(calleeTarget) { return asWritten }
        let suffix = node.firstNamedChild(ofKind: "call_suffix")
        guard let arguments = SwiftAdapter.arguments(of: node), suffix?.firstNamedChild(ofKind: "lambda_literal") == nil,
            suffix?.firstNamedChild(ofKind: "value_arguments")?.children.first?.text != "["
        else { return nil }
        var function = chain.operands[chain.operands.count - 1].base
        if callee.kind == "navigation_expression" {
            guard let name = callee.child(byField: "suffix")?.child(byField: "suffix")?.text else { return nil }
            function = .member(function, name, at: callee)
        }
        chain.operands[chain.operands.count - 1].base = .call(function, arguments: arguments, at: node)
        return chain
    }

    /// Precedence climbing over the chain from `position`; `??` groups to the right, the
    /// others to the left.
    private static func build(_ chain: Chain, _ position: inout Int, minimum: Int) -> OperatorTree {
        var lhs = chain.operands[position].tree
        while position < chain.operators.count, let level = precedence(chain.operators[position]), level >= minimum {
            let op = chain.operators[position]
            position += 1
            let rhs = build(chain, &position, minimum: op == "??" ? level : level + 1)
            lhs = .binary(op, lhs, rhs)
        }
        return lhs
    }
}
