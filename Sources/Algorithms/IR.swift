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
    /// `value`, bound to `name` while `body` is evaluated: a subject or a `?.` base read
    /// once, however many times the lowered code refers to it.
    case bind(String, Expr, Expr)
    /// A function value: a TypeScript arrow function stored or passed.
    case closure(Closure)
    /// An object literal (`{ start, end }`), a record.
    case record([(String, Expr)])
    /// `new Type(arguments)`: an instance of a type of the file, or a built-in (`Set`).
    case construct(String, [Expr])
    /// What the language's runtime traps on when this is evaluated (Swift's `5..<3`).
    case trap(String)
    /// Code the lowering does not handle, in a part that may never run (a method no
    /// event calls): running it makes the algorithm not analyzable.
    case unsupported(NotAnalyzable)
}

/// A type of the platform's file: its stored properties with their initial values (in
/// order), its methods and its constructor.
public struct TypeCode: Sendable {
    public let fields: [(String, Expr)]
    public let methods: [(String, Closure)]
    public let constructor: Closure?

    public init(fields: [(String, Expr)], methods: [(String, Closure)], constructor: Closure? = nil) {
        self.fields = fields
        self.methods = methods
        self.constructor = constructor
    }
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

/// What an assignment writes: a local, or a stored property of the instance whose state
/// is checked (`self.atEnd`, Kotlin `state.unreadCount`, TypeScript `this.keys`). Other
/// writes (`a[i]`, `point.x`) are not lowered: a change the IR cannot follow must not
/// vanish.
public enum AssignTarget: Sendable, Equatable {
    case name(String)
    case field(of: String, String)
}

public indirect enum Stmt: Sendable {
    case declare(String, Expr)
    case assign(AssignTarget, operator: String, Expr)
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
