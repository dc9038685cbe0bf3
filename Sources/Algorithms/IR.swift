/// The small language every platform's algorithm is lowered to before it runs.
///
/// It has what the uim components' formulas use: numbers, strings, booleans, lists,
/// optionals, locals, conditionals, loops, early returns, closures passed to
/// collection functions, and calls of the math the formulas use. Numbers keep their
/// platform type (see `RValue`), so Kotlin `Float` arithmetic stays 32-bit.
public indirect enum Expr: Sendable {
    case literal(RValue)
    case name(String)
    case member(Expr, String)
    case subscriptAccess(Expr, Expr)
    /// A call: on a receiver (`x.rounded()`), or free (`max(0, x)`), with a trailing closure.
    case call(receiver: Expr?, name: String, arguments: [Argument], closure: Closure?)
    case unary(String, Expr)
    case binary(String, Expr, Expr)
    case conditional(Expr, Expr, Expr)
    case list([Expr])
    case interpolation([InterpolationPart])
    case range(Expr, Expr, inclusive: Bool)
    /// An implicit member (`.down`), as Swift writes enum cases.
    case implicitMember(String)
}

public struct Argument: Sendable {
    public let label: String?
    public let value: Expr
}

public enum InterpolationPart: Sendable {
    case text(String)
    case value(Expr)
}

/// A closure or a local function: parameters and a body whose value is the last
/// expression when it has no `return`.
public struct Closure: Sendable {
    public let parameters: [String]
    public let body: [Stmt]
}

public indirect enum Stmt: Sendable {
    case declare(String, Expr)
    case assign(String, operator: String, Expr)
    case ifElse(Expr, [Stmt], [Stmt])
    /// Swift `guard condition else { … }`: the else branch must leave.
    case guardElse(Expr, [Stmt])
    case returnValue(Expr?)
    case forIn(String, Expr, [Stmt])
    case whileLoop(Expr, [Stmt])
    case expression(Expr)
    case function(String, Closure)
    /// Statements run in the enclosing scope (a Swift `guard` with bindings).
    case sequence([Stmt])
    /// Swift `defer { … }`: runs when the enclosing block is left.
    case deferred([Stmt])
}

/// A construct the lowering does not handle: the algorithm is not analyzable, and the
/// report says which construct and where.
public struct NotAnalyzable: Error, Sendable, CustomStringConvertible {
    public let construct: String
    public let line: Int

    public init(construct: String, line: Int) {
        self.construct = construct
        self.line = line
    }

    public var description: String { "not analyzable: \(construct) (line \(line))" }
}
