import Extraction
import Parsing
import Testing

@testable import Algorithms

/// A `var` is its function's, not its block's: JavaScript hoists it. Read after the
/// block that assigns it, it had been the outer value (a copy that agrees natively
/// drifted).
@Suite struct TypeScriptVarTests {
    private func run(_ source: String, _ inputs: [String: RValue]) throws -> RValue {
        let parsed = try SourceParser().parse(SourceFile(path: "v.ts", text: source))
        let program = try PlatformProgram.lower(
            ["f"], form: .function(arguments: ["a"]), bindings: [:], in: SourceIndex(parsed: parsed, path: "v.ts"))
        return try program.run(inputs).get()
    }

    @Test func aVarInABlockIsTheFunctionsVariable() throws {
        let redeclared = "export function f(a: number): number { var r = a; if (a > 0) { var r = a * 2; } return r; }"
        #expect(try run(redeclared, ["a": .double(1)]) == .double(2))
        #expect(try run(redeclared, ["a": .double(-1)]) == .double(-1))
        let loop = "export function f(a: number): number { for (var i = 0; i < a; i++) {} return i; }"
        #expect(try run(loop, ["a": .double(3)]) == .double(3))
        // Declared in a branch not taken: undefined, not unbound.
        let branch = "export function f(a: number): number { if (a > 0) { var b = a + 1; } return b ?? 0; }"
        #expect(try run(branch, ["a": .double(1)]) == .double(2))
        #expect(try run(branch, ["a": .double(-1)]) == .double(0))
        // `var b;` again leaves b as it is; a nested function's `var` is its own.
        let nested = "export function f(a: number): number { var b = a; var b; const g = () => { var b = 100; return b; }; return b + g(); }"
        #expect(try run(nested, ["a": .double(1)]) == .double(101))
        // `let` stays its block's.
        let scoped = "export function f(a: number): number { let r = a; if (a > 0) { let r = a * 2; } return r; }"
        #expect(try run(scoped, ["a": .double(1)]) == .double(1))
    }
}
