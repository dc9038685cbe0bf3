import Extraction
import Parsing
import Testing

@testable import Algorithms

/// `break` and `continue`, with and without a label, in each language; where the
/// lowering cannot follow one (a `break` of a switch case, a `continue` of a C-style
/// `for`), the code is refused.
@Suite struct LoopJumpTests {
    private func run(_ source: String, _ file: String, _ n: Int64 = 10) throws -> RValue {
        try runFunction(source, file, n).get()
    }

    private func refusal(_ source: String, _ file: String) throws -> String? {
        try loweringRefusal(source, file)
    }

    @Test func continueAndBreakOfTheInnermostLoop() throws {
        // Odd numbers below 8: 1 + 3 + 5 + 7.
        #expect(try run("func f(n: Int) -> Int { var s = 0; for i in 0..<n { if i % 2 == 0 { continue }; if i > 7 { break }; s += i }; return s }", "F.swift")
            == .int(16, bits: 64))
        #expect(try run("fun f(n: Int): Int { var s = 0; for (i in 0 until n) { if (i % 2 == 0) continue; if (i > 7) break; s += i }; return s }", "F.kt")
            == .int(16, bits: 32))
        #expect(try run("function f(n: number) { let s = 0; let i = 0; while (true) { i += 1; if (i % 2 === 0) { continue } if (i > 7) { break } s += i } return s }", "F.tsx")
            == .double(16))
        #expect(try run("func f(n: Int) -> Int { var i = 0; while true { i += 1; if i == n { break } }; return i }", "F.swift", 5) == .int(5, bits: 64))
        // A Kotlin loop's body without braces (it had been refused).
        #expect(try run("fun f(n: Int): Int { var s = 0; for (i in 0 until n) s += i; var k = 0; while (k < 3) k += 1; return s + k }", "F.kt", 4)
            == .int(9, bits: 32))
        // Kotlin's `break` in a `when` leaves the loop.
        #expect(try run("fun f(n: Int): Int { var s = 0; for (i in 0 until n) { when (i) { 3 -> break; else -> s += i } }; return s }", "F.kt")
            == .int(3, bits: 32))
    }

    /// `continue outer` goes on with the outer loop; `break outer` leaves it.
    @Test func jumpsNamingAnOuterLoop() throws {
        let swift = "func f(n: Int) -> Int { var s = 0; outer: for i in 0..<3 { for j in 0..<3 { if j == 1 { continue outer }; if i == 2 { break outer }; s += 10 * i + j } }; return s }"
        #expect(try run(swift, "F.swift") == .int(10, bits: 64))
        let kotlin = "fun f(n: Int): Int { var s = 0; outer@ for (i in 0 until 3) { for (j in 0 until 3) { if (j == 1) continue@outer; if (i == 2) break@outer; s += 10 * i + j } }; return s }"
        #expect(try run(kotlin, "F.kt") == .int(10, bits: 32))
        let javaScript = "function f(n: number) { let s = 0; outer: for (const i of [0, 1, 2]) { for (const j of [0, 1, 2]) { if (j === 1) continue outer; if (i === 2) break outer; s += 10 * i + j } } return s }"
        #expect(try run(javaScript, "F.tsx") == .double(10))
    }

    @Test func jumpsTheLoweringCannotFollowAreRefused() throws {
        #expect(try refusal("func f(n: Int) -> Int { var s = 0; for i in 0..<n { switch i { case 1: if n > 0 { break }; s += 1; default: s += 2 } }; return s }", "F.swift")
            == "break inside a switch case")
        #expect(try refusal("function f(n: number) { let s = 0; for (const i of [1, 2]) { switch (i) { case 1: if (n > 0) { break } s += 1; break; default: s += 2 } } return s }", "F.tsx")
            == "break inside a switch case")
        #expect(try refusal("function f(n: number) { let s = 0; for (let i = 0; i < n; i++) { if (i === 1) continue; s += i } return s }", "F.tsx")
            == "continue in a for (;;) loop")
        // A `break` of a C-style `for` is followed.
        #expect(try run("function f(n: number) { let s = 0; for (let i = 0; i < n; i++) { if (i === 4) break; s += i } return s }", "F.tsx") == .double(6))
    }
}
