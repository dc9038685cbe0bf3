import Testing

@testable import Algorithms

/// A function bound in the scope it closes over (a local function, an instance's
/// methods) is a reference cycle; a library's check runs such code hundreds of thousands
/// of times, so each run must free what it made.
@Suite struct InterpreterMemoryTests {
    @Test func aScopeHoldingAFunctionOverItselfIsFreedWithItsInterpreter() {
        weak var released: Interpreter.Scope?
        do {
            let interpreter = Interpreter(semantics: .swift)
            let scope = Interpreter.Scope(parent: interpreter.globals)
            interpreter.bindFunction("next", Closure(parameters: [], body: [.expression(.name("next"))]), in: scope)
            released = scope
            #expect(released != nil)
        }
        #expect(released == nil)
    }

    @Test func aRunOfAStatefulTypeFreesItsInstance() throws {
        weak var released: Interpreter.Scope?
        do {
            let interpreter = Interpreter(semantics: .javascript)
            let counter = TypeCode(
                fields: [("count", .literal(.double(0)))],
                methods: [("bump", Closure(parameters: [], body: [.assign(.field(of: "this", "count"), operator: "+=", .literal(.double(1)))]))])
            guard case let .reference(id) = try interpreter.instantiate(counter, []), case let .object(scope) = interpreter.heap[id] else {
                Issue.record("an instance is an object on the heap")
                return
            }
            released = scope
        }
        #expect(released == nil)
    }
}
