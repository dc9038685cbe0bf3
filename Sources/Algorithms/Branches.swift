/// Swift `switch`, Kotlin `when` and TypeScript `switch`, lowered to the IR's `if` chains
/// and conditionals: one arm per case, tried in order, the first whose condition holds.
struct Arm<Body> {
    /// Any of these selects the arm; none: the default arm.
    let conditions: [Expr]
    let body: Body

    var isDefault: Bool { conditions.isEmpty }
}

enum Branches {
    /// Statements: `if c1 { … } else if c2 { … } else { default }`.
    static func statement(_ arms: [Arm<[Stmt]>]) -> Stmt {
        let chain = arms.reversed().reduce([Stmt]()) { otherwise, arm in
            arm.isDefault ? arm.body : [.ifElse(condition(arm.conditions), arm.body, otherwise)]
        }
        return chain.count == 1 ? chain[0] : .ifElse(.literal(.bool(true)), chain, [])
    }

    /// A value: `c1 ? v1 : c2 ? v2 : default`. Without a default arm the lowering cannot
    /// know the value when no case matches (the compiler proved one does).
    static func expression(_ arms: [Arm<Expr>], at line: Int) throws(NotAnalyzable) -> Expr {
        guard let fallback = arms.last(where: \.isDefault) else {
            throw NotAnalyzable(construct: "a switch or when value without a default branch", line: line)
        }
        return arms.reversed().reduce(fallback.body) { otherwise, arm in
            arm.isDefault ? arm.body : .conditional(condition(arm.conditions), arm.body, otherwise)
        }
    }

    /// `subject` within `start..<end` or `start...end`.
    static func inRange(_ subject: Expr, _ start: Expr, _ end: Expr, inclusive: Bool) -> Expr {
        .binary("&&", .binary(">=", subject, start), .binary(inclusive ? "<=" : "<", subject, end))
    }

    private static func condition(_ alternatives: [Expr]) -> Expr {
        alternatives.dropFirst().reduce(alternatives[0]) { .binary("||", $0, $1) }
    }
}
