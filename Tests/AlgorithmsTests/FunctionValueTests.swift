import Extraction
import Parsing
import Testing

@testable import Algorithms

/// A function held by a constant (`export const label = (count) => …`, a Kotlin lambda
/// property, a Swift closure property) is an algorithm's function as a declared one is:
/// it had run as a function returning nothing, a false drift on every input.
@Suite struct FunctionValueTests {
    private func lower(_ text: String, _ name: String, file: String) throws -> PlatformProgram {
        let parsed = try SourceParser().parse(SourceFile(path: file, text: text))
        return try PlatformProgram.lower([name], form: .function(arguments: ["count"]), bindings: [:], in: SourceIndex(parsed: parsed, path: file))
    }

    private func label(_ text: String, file: String, _ count: RValue) throws -> RValue {
        try lower(text, "label", file: file).run(["count": count]).get()
    }

    @Test func typeScriptArrowFunctionsAndFunctionExpressions() throws {
        let sources = [
            "export const label = (count: number): string => { if (count <= 0) return \"\"; return count > 99 ? \"99+\" : `${count}` }",
            "export const label = (count: number) => count <= 0 ? \"\" : count > 99 ? \"99+\" : `${count}`",
            "const label = function (count: number) { return count <= 0 ? \"\" : count > 99 ? \"99+\" : `${count}` }",
            "const label = ((count: number) => count <= 0 ? \"\" : count > 99 ? \"99+\" : `${count}`) as (n: number) => string",
        ]
        for source in sources {
            #expect(try label(source, file: "b.tsx", .double(100)) == .string("99+"), "\(source)")
            #expect(try label(source, file: "b.tsx", .double(7)) == .string("7"), "\(source)")
            #expect(try label(source, file: "b.tsx", .double(0)) == .string(""), "\(source)")
        }
    }

    @Test func kotlinLambdaAndAnonymousFunctionProperties() throws {
        let sources = [
            "val label = { count: Int -> if (count > 99) \"99+\" else \"$count\" }",
            "val label: (Int) -> String = fun(count: Int): String { return if (count > 99) \"99+\" else \"$count\" }",
        ]
        for source in sources {
            #expect(try label(source, file: "B.kt", .int(100, bits: 32)) == .string("99+"), "\(source)")
            #expect(try label(source, file: "B.kt", .int(7, bits: 32)) == .string("7"), "\(source)")
        }
    }

    @Test func swiftClosureProperty() throws {
        let source = "let label = { (count: Int) -> String in count > 99 ? \"99+\" : \"\\(count)\" }"
        #expect(try label(source, file: "B.swift", .int(100, bits: 64)) == .string("99+"))
        #expect(try label(source, file: "B.swift", .int(7, bits: 64)) == .string("7"))
    }

    /// A constant holding anything else is no function: not analyzable, not a function
    /// that returns nothing.
    @Test func aConstantThatHoldsNoFunctionIsNotAnalyzable() throws {
        #expect(throws: NotAnalyzable.self) { try lower("export const label = \"99+\"", "label", file: "b.tsx") }
        #expect(throws: NotAnalyzable.self) { try lower("val label = 99", "label", file: "B.kt") }
        #expect(throws: NotAnalyzable.self) { try lower("let label = 99", "label", file: "B.swift") }
    }

    /// A file's helper held by a constant is bound for the code that calls it by name.
    @Test func aHelperHeldByAConstantIsCalled() throws {
        let source = """
            const capped = (count: number) => count > 99 ? "99+" : `${count}`
            export function label(count: number): string { return count <= 0 ? "" : capped(count) }
            """
        #expect(try label(source, file: "b.tsx", .double(120)) == .string("99+"))
        #expect(try label(source, file: "b.tsx", .double(5)) == .string("5"))
    }

    /// What a function takes: its parameters, or for a closure that declares none, the
    /// implicit ones it reads (arguments beyond them were dropped without a word).
    @Test func aFunctionTakesItsParametersOrTheImplicitOnesItReads() throws {
        #expect(try lower("fun label(count: Int, more: Int) = count + more", "label", file: "b.kt").parameterCount == 2)
        #expect(try lower("fun label() = 3", "label", file: "b.kt").parameterCount == 0)
        #expect(try lower("val label: (Int) -> Int = { it + 1 }", "label", file: "b.kt").parameterCount == 1)
        #expect(try lower("let label: (Int, Int) -> Int = { $1 + 1 }", "label", file: "b.swift").parameterCount == 2)
        #expect(try lower("export const label = () => 3", "label", file: "b.tsx").parameterCount == 0)
        // `it` is Kotlin's implicit name alone: in TypeScript a parameter's, of the inner function.
        #expect(try lower("export const label = () => [1].map(it => it).length", "label", file: "b.tsx").parameterCount == 0)
        // A nested closure's implicit parameters are its own (they had counted as the outer one's).
        #expect(try lower("val label: () -> Int = { listOf(1).map { it * 2 }.size }", "label", file: "b.kt").parameterCount == 0)
        #expect(try lower("let label: () -> Int = { [1].map { $0 * 2 }.count }", "label", file: "b.swift").parameterCount == 0)
        #expect(try lower("val label: (Int) -> Int = { n -> listOf(n).map { it }.size }", "label", file: "b.kt").parameterCount == 1)
        #expect(try lower("let label: (Int, Int) -> Int = { $1 + [1].map { $0 * 2 }.count }", "label", file: "b.swift").parameterCount == 2)
    }
}
