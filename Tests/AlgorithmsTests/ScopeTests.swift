import Testing

@testable import Algorithms

/// A scope keeps a block's few names in order and the file's constants in a dictionary;
/// lookups, writes and in-place appends must behave as one table per scope would.
@Suite struct ScopeTests {
    typealias Scope = Interpreter.Scope

    static func value(_ entry: Scope.Entry?) -> RValue? {
        if case let .value(value)? = entry { return value }
        return nil
    }

    @Test func anInnerNameShadowsAndAnAssignmentReachesTheScopeThatDeclaredIt() {
        let outer = Scope(parent: nil)
        outer.define("total", .value(.int(1, bits: 64)))
        let inner = Scope(parent: outer)
        #expect(inner.assign("total", .int(2, bits: 64)))
        #expect(Self.value(outer.local("total")) == .int(2, bits: 64))
        #expect(inner.local("total") == nil)
        inner.define("total", .value(.int(3, bits: 64)))
        #expect(Self.value(inner.lookup("total")) == .int(3, bits: 64))
        #expect(Self.value(outer.lookup("total")) == .int(2, bits: 64))
        #expect(!inner.assign("unknown", .null))
        #expect(inner.lookup("unknown") == nil)
    }

    @Test func aConstantIsReadAndWrittenInItsScopeAlone() {
        let constants: [String: RValue] = ["limit": .int(3, bits: 64)]
        let globals = Scope(constants: constants)
        let body = Scope(parent: globals)
        #expect(Self.value(body.lookup("limit")) == .int(3, bits: 64))
        #expect(body.assign("limit", .int(4, bits: 64)))
        #expect(Self.value(globals.local("limit")) == .int(4, bits: 64))
        #expect(constants["limit"] == .int(3, bits: 64))
        globals.define("limit", .value(.int(5, bits: 64)))
        #expect(Self.value(body.lookup("limit")) == .int(5, bits: 64))
    }

    @Test func anAppendInPlaceGrowsTheListTheNameHolds() throws {
        let globals = Scope(constants: ["seen": .list([])])
        let outer = Scope(parent: globals)
        outer.define("result", .value(.list([.string("a")])))
        let inner = Scope(parent: outer)
        try inner.appendInPlace("result", .string("b"))
        try inner.appendInPlace("seen", .string("c"))
        #expect(Self.value(outer.local("result")) == .list([.string("a"), .string("b")]))
        #expect(Self.value(globals.local("seen")) == .list([.string("c")]))
        #expect(inner.local("result") == nil)
    }

    @Test func aFunctionBoundOverAConstantHidesIt() {
        let globals = Scope(constants: ["limit": .int(3, bits: 64)])
        globals.define("limit", .function(Interpreter.Callable(closure: Closure(parameters: [], body: []), scope: globals)))
        guard case .function? = globals.local("limit") else {
            Issue.record("the function, not the constant, is what the name holds")
            return
        }
        #expect(globals.assign("limit", .int(4, bits: 64)))
        #expect(Self.value(globals.lookup("limit")) == .int(4, bits: 64))
        globals.removeAll()
    }

    @Test func anAppendPassesALocalThatIsNotAList() throws {
        let outer = Scope(parent: nil)
        outer.define("items", .value(.list([])))
        let inner = Scope(parent: outer)
        inner.define("items", .value(.int(1, bits: 64)))
        try inner.appendInPlace("items", .string("x"))
        #expect(Self.value(inner.local("items")) == .int(1, bits: 64))
        #expect(Self.value(outer.local("items")) == .list([.string("x")]))
    }

    /// A block that binds nothing runs in its enclosing scope (one allocation saved per
    /// branch taken); one that declares a name gets its own, so the name ends with it.
    @Test func aBranchsDeclarationEndsWithItAndItsAssignmentReachesTheEnclosingName() throws {
        let one = Expr.literal(.int(1, bits: 64))
        let add = { (name: String) in Stmt.assign(.name("total"), operator: "=", .binary("+", .name("total"), .name(name))) }
        let branches: [Stmt] = [
            .declare("total", .literal(.int(0, bits: 64))),
            .declare("step", one),
            .ifElse(.literal(.bool(true)), [.declare("step", .literal(.int(5, bits: 64))), add("step")], []),
            .ifElse(.literal(.bool(true)), [add("step")], []),
            .whileLoop(.binary("<", .name("total"), .literal(.int(8, bits: 64))), [add("step")]),
            .declare("result", .name("total")),
        ]
        let interpreter = Interpreter(semantics: .swift)
        #expect(try interpreter.run(branches, bindings: [:], output: "result") == .int(8, bits: 64))
        let leaking: [Stmt] = [.ifElse(.literal(.bool(true)), [.declare("inner", one)], []), .declare("result", .name("inner"))]
        #expect(throws: RuntimeFailure.self) { try interpreter.run(leaking, bindings: [:], output: "result") }
    }

    @Test func removingEveryBindingForgetsConstantsToo() {
        let scope = Scope(constants: ["limit": .int(3, bits: 64)])
        scope.define("next", .value(.null))
        scope.removeAll()
        #expect(scope.lookup("limit") == nil)
        #expect(scope.lookup("next") == nil)
    }
}

/// Step budgets decide verdicts, so a faster way to evaluate an expression must count
/// the steps the plain walk counts: one per expression evaluated.
@Suite struct StepCountTests {
    private static func steps(_ expression: Expr, globals: [String: RValue] = [:], bindings: [String: RValue] = [:]) -> (Int, RValue?) {
        let interpreter = Interpreter(semantics: .swift, globals: globals)
        let value = try? interpreter.evaluate(expression, bindings: bindings)
        return (interpreter.stepsTaken, value)
    }

    @Test func aMemberOfABoundNameCountsTheMemberAndTheName() {
        let point = RValue.record("Point", ["x": .int(4, bits: 64)])
        let (steps, value) = Self.steps(.member(.name("p"), "x"), bindings: ["p": point])
        #expect(value == .int(4, bits: 64))
        #expect(steps == 2)
    }

    @Test func aTypesConstantCountsOneStep() {
        let (steps, value) = Self.steps(.member(.name("Spec"), "rowHeight"), globals: ["Spec.rowHeight": .double(16)])
        #expect(value == .double(16))
        #expect(steps == 1)
    }

    @Test func anUnboundBaseCountsItsStepBeforeItFails() {
        let (steps, value) = Self.steps(.member(.name("Spec"), "missing"), globals: ["Spec.rowHeight": .double(16)])
        #expect(value == nil)
        #expect(steps == 2)
    }
}
