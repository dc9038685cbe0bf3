import Extraction
import Parsing
import Testing

@testable import Algorithms

/// Everyday Kotlin and TypeScript rewrites of a formula: each had been not analyzable
/// ("unary ++", "call of mutableListOf", "unbound name 'Unit'", "call of run",
/// "assignment <<=", "call of at"). Expected values are the language's own, worked out
/// here in Swift with the same integer semantics.
@Suite struct KotlinAndTypeScriptRewriteTests {
    private func run(_ text: String, file: String, _ inputs: [String: RValue], arguments: [String] = ["attempt"]) throws -> RValue {
        let parsed = try SourceParser().parse(SourceFile(path: file, text: text))
        let program = try PlatformProgram.lower(["f"], form: .function(arguments: arguments), bindings: [:], in: SourceIndex(parsed: parsed, path: file))
        return try program.run(inputs).get()
    }

    /// A lambda held by a local and called by its name (and one using `it`): it had been
    /// "a lambda as a value".
    @Test func kotlinLambdasHeldByLocals() throws {
        let source = """
            fun f(attempt: Int): Int {
                val double = { n: Int -> n * 2 }
                val plusOne: (Int) -> Int = { it + 1 }
                return plusOne(double(attempt))
            }
            """
        for attempt: Int32 in [-3, 0, 1, 7, 1000] {
            #expect(try run(source, file: "F.kt", ["attempt": .int(Int64(attempt), bits: 32)]) == .int(Int64(attempt * 2 + 1), bits: 32))
        }
    }

    /// Kotlin's operator functions are their operators (`count.div(1000)`, `rem`, `plus`
    /// on a list): they had been "call of div on an integer".
    @Test func kotlinOperatorFunctions() throws {
        let source = """
            fun f(attempt: Int): Int {
                val thousands = attempt.div(1000).plus(attempt.rem(7)).times(2).minus(1)
                return listOf(1, 2).plus(thousands).sum()
            }
            """
        for attempt: Int32 in [-7001, -3, 0, 1, 999, 1000, 123_456] {
            let thousands = (attempt / 1000 + attempt % 7) * 2 - 1
            #expect(try run(source, file: "F.kt", ["attempt": .int(Int64(attempt), bits: 32)]) == .int(Int64(3 + thousands), bits: 32))
        }
    }

    /// JavaScript's `~` flips the bits of the operand's ToInt32 (`~~(n / 1000)` truncates
    /// to an integer): it had been "unary ~".
    @Test func typeScriptBitwiseNot() throws {
        let source = "function f(attempt: number): number { return ~~(attempt / 1000) * 10 + ~attempt }"
        for attempt in [-7001.0, -3, 0, 1, 999.5, 1000, 4_294_967_301] {
            let toInt32 = { (value: Double) in Int32(truncatingIfNeeded: Int64(value.rounded(.towardZero))) }
            let expected = Double(toInt32(attempt / 1000)) * 10 + Double(~toInt32(attempt))
            #expect(try run(source, file: "f.ts", ["attempt": .double(attempt)]) == .double(expected), "\(attempt)")
        }
    }

    /// A retry delay doubled per attempt, written with `i++`, a `mutableListOf` filled by
    /// `add`, `when` arms that do nothing (`Unit`) and a `run` block.
    @Test func kotlinIncrementsMutableListsUnitAndRun() throws {
        let source = """
            fun f(attempt: Int): Int {
                var delay = 100
                var i = 1
                while (i < attempt) {
                    delay *= 2
                    i++
                }
                val seen = mutableListOf<Int>()
                for (k in 0 until attempt) { seen.add(k) }
                when (attempt) {
                    0 -> Unit
                    else -> Unit
                }
                return run { delay + seen.size }
            }
            """
        func expected(_ attempt: Int32) -> Int32 {
            var delay: Int32 = 100
            var i: Int32 = 1
            while i < attempt { delay &*= 2; i += 1 }
            return delay &+ max(attempt, 0)
        }
        for attempt: Int32 in [-1, 0, 1, 2, 5] {
            #expect(try run(source, file: "R.kt", ["attempt": .int(Int64(attempt), bits: 32)]) == .int(Int64(expected(attempt)), bits: 32), "\(attempt)")
        }
    }

    /// `delay <<= 1` on 32-bit integers, and `Array.prototype.at` from the end.
    @Test func typeScriptCompoundShiftsAndAt() throws {
        let source = """
            function f(attempt: number): number {
              let delay = 100
              for (let i = 1; i < attempt; i++) delay <<= 1
              const steps = [delay, delay + 1, delay + 2]
              return steps.at(-1) + (steps.at(5) ?? 0)
            }
            """
        func expected(_ attempt: Int) -> Double {
            var delay: Int32 = 100
            var i = 1
            while i < attempt { delay = delay << 1; i += 1 }
            return Double(delay) + 2
        }
        for attempt in [0, 1, 2, 5, 30] {
            #expect(try run(source, file: "r.ts", ["attempt": .double(Double(attempt))]) == .double(expected(attempt)), "\(attempt)")
        }
    }

    /// The number types' constants read through the type (`Int.MIN_VALUE` was an unbound
    /// name `Int`).
    @Test func numberTypeConstants() throws {
        let kotlin = """
            fun f(count: Int): String = when (count) {
                in Int.MIN_VALUE..0 -> ""
                in 100..Int.MAX_VALUE -> "99+"
                else -> "$count"
            }
            """
        for count: Int64 in [Int64(Int32.min), -1, 0, 1, 99, 100, Int64(Int32.max)] {
            let expected = count <= 0 ? "" : count >= 100 ? "99+" : "\(count)"
            #expect(try run(kotlin, file: "L.kt", ["count": .int(count, bits: 32)], arguments: ["count"]) == .string(expected), "\(count)")
        }
        let swift = "func f(count: Int) -> Bool { count < Int.max && Double(count) < Double.infinity }"
        #expect(try run(swift, file: "L.swift", ["count": .int(.max, bits: 64)], arguments: ["count"]) == .bool(false))
        #expect(try run(swift, file: "L.swift", ["count": .int(7, bits: 64)], arguments: ["count"]) == .bool(true))
    }

    /// Kotlin's `repeat(n) { … }` and JavaScript's `slice` with negative bounds (each was
    /// a call the interpreter did not know).
    @Test func kotlinRepeatAndJavaScriptSlice() throws {
        let kotlin = "fun f(attempt: Int): Int {\n    var delay = 100\n    repeat(attempt - 1) { delay *= 2 }\n    return delay\n}"
        for (attempt, expected): (Int64, Int64) in [(-2, 100), (0, 100), (1, 100), (2, 200), (4, 800)] {
            #expect(try run(kotlin, file: "R.kt", ["attempt": .int(attempt, bits: 32)]) == .int(expected, bits: 32), "\(attempt)")
        }
        let typescript = "function f(attempt: number): number {\n  const steps = [1, 2, 3, 4]\n  return steps.slice(-attempt)[0] + steps.slice(1, -1).length * 10 + steps.slice(9).length * 100\n}"
        // [1, 2, 3, 4].slice(-1)[0] is 4, .slice(-2)[0] 3, .slice(-9)[0] 1; slice(1, -1) has 2 items.
        for (attempt, expected) in [(1.0, 24.0), (2, 23), (9, 21)] {
            #expect(try run(typescript, file: "r.ts", ["attempt": .double(attempt)]) == .double(expected), "\(attempt)")
        }
    }
}
