/// Swift `switch`, Kotlin `when` and TypeScript `switch`, lowered to the IR's `if` chains
/// and conditionals: one arm per case, tried in order, the first whose condition holds.
struct Arm<Body> {
    /// Any of these selects the arm; none: the default arm.
    let conditions: [Expr]
    let body: Body

    var isDefault: Bool { conditions.isEmpty }
}

enum Branches {
    /// The chains nest one level per case, and the interpreter recurses per level: a
    /// switch of thousands of cases must not overflow its stack.
    static let armLimit = 100

    /// The name the conditions read the subject by: it is evaluated once, before them.
    static let subjectName = "$subject"
    static var subject: Expr { .name(subjectName) }

    /// Statements: `if c1 { … } else if c2 { … } else { default }`, after the subject.
    static func statement(_ arms: [Arm<[Stmt]>], subject: Expr?, at line: Int) throws(NotAnalyzable) -> Stmt {
        try checkSize(arms, at: line)
        let chain = arms.reversed().reduce([Stmt]()) { otherwise, arm in
            arm.isDefault ? arm.body : [.ifElse(condition(arm.conditions), arm.body, otherwise)]
        }
        let evaluated: [Stmt] = subject.map { [.declare(subjectName, $0)] } ?? []
        return .ifElse(.literal(.bool(true)), evaluated + chain, [])
    }

    /// A value: `c1 ? v1 : c2 ? v2 : default`. Without a default arm the lowering cannot
    /// know the value when no case matches (the compiler proved one does).
    static func expression(_ arms: [Arm<Expr>], subject: Expr?, at line: Int) throws(NotAnalyzable) -> Expr {
        try checkSize(arms, at: line)
        guard let fallback = arms.last(where: \.isDefault) else {
            throw NotAnalyzable(construct: "a switch or when value without a default branch", line: line)
        }
        let chain = arms.reversed().reduce(fallback.body) { otherwise, arm in
            arm.isDefault ? arm.body : .conditional(condition(arm.conditions), arm.body, otherwise)
        }
        return subject.map { .bind(subjectName, $0, chain) } ?? chain
    }

    /// `base?.member`: null when `base` is null, else `access` of it; `base` is read once.
    static func optionalChain(_ base: Expr, _ access: (Expr) -> Expr) -> Expr {
        let name = "$optional"
        return .bind(name, base, .conditional(.binary("==", .name(name), .literal(.null)), .literal(.null), access(.name(name))))
    }

    /// `value!` (Swift) and `value!!` (Kotlin): the platform's crash, `message`, where
    /// `value` is null, else `value`; `value` is read once.
    static func forceUnwrap(_ value: Expr, crash message: String) -> Expr {
        let name = "$unwrapped"
        return .bind(name, value, .conditional(.binary("==", .name(name), .literal(.null)), .trap(message), .name(name)))
    }

    /// `subject` within `start..<end` or `start...end`.
    static func inRange(_ subject: Expr, _ start: Expr, _ end: Expr, inclusive: Bool) -> Expr {
        .binary("&&", .binary(">=", subject, start), .binary(inclusive ? "<=" : "<", subject, end))
    }

    private static func checkSize<Body>(_ arms: [Arm<Body>], at line: Int) throws(NotAnalyzable) {
        let alternatives = arms.reduce(0) { $0 + $1.conditions.count }
        guard arms.count <= armLimit, alternatives <= armLimit else {
            throw NotAnalyzable(construct: "a switch or when of more than \(armLimit) cases", line: line)
        }
    }

    private static func condition(_ alternatives: [Expr]) -> Expr {
        alternatives.dropFirst().reduce(alternatives[0]) { .binary("||", $0, $1) }
    }
}
