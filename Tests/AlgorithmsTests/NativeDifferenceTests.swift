import Extraction
import Foundation
import Parsing
import Testing

@testable import Algorithms

/// Wrong verdicts found by running the same code natively (swiftc, kotlinc on JRE 17,
/// Node 20): each expected value here is what the platform printed.
@Suite struct NativeDifferenceTests {
    private func kotlinRefusal(_ source: String) -> String? {
        do {
            let parsed = try SourceParser().parse(SourceFile(path: "F.kt", text: source))
            _ = try PlatformProgram.lower(["f"], form: .function(arguments: []), bindings: [:], in: SourceIndex(parsed: parsed, path: "F.kt"))
            return nil
        } catch {
            return "\(error)"
        }
    }

    /// A Swift integer literal given to a floating-point parameter, or returned as one, is
    /// a Double: `half(7)` of `func half(_ x: Double) -> Double { x / 2 }` is 3.5 (swiftc),
    /// where it had been 3; `"\(rowHeight())"` of a `-> Double { 7 }` is "7.0".
    @Test func swiftFloatingParametersAndResultsAreDoubles() throws {
        let half = "func half(_ x: Double, by d: CGFloat = 2) -> Double { x / d }\nfunc f(n: Int) -> Double { half(7) + Double(n) }"
        #expect(try runFunction(half, "F.swift", 0).get() == .double(3.5))
        let returned = "func rowHeight() -> Double { 7 }\nfunc f(n: Int) -> String { \"\\(rowHeight())\" }"
        #expect(try runFunction(returned, "F.swift", 0).get() == .string("7.0"))
        let branches = "func g(_ n: Int) -> CGFloat {\n    if n > 0 { return 7 }\n    return 9\n}\nfunc f(n: Int) -> CGFloat { g(n) / 2 }"
        #expect(try runFunction(branches, "F.swift", 1).get() == .double(3.5))
        #expect(try runFunction(branches, "F.swift", 0).get() == .double(4.5))
        // An `Int` parameter and result stay integers.
        #expect(try runFunction("func g(_ x: Int) -> Int { x / 2 }\nfunc f(n: Int) -> Int { g(7) }", "F.swift", 0).get() == .int(3, bits: 64))
    }

    /// An integer literal takes the floating-point type of what it is assigned to, of a
    /// `[Double]` or `Double?` declaration, and of a floating-point result's operands (each
    /// value as swiftc 6.3.1 printed it; they had been integers: 3, not 3.5). A name
    /// declared again as an Int inside a block, or bound by `if var`, keeps its integer.
    @Test func swiftIntegerLiteralsTakeTheirContextsFloatingType() throws {
        let cases: [(source: String, n: Int64, expected: RValue)] = [
            ("var h: Double = 0; h = 7; return h / 2 + Double(n)", 0, .double(3.5)),
            ("let xs: [CGFloat] = [7, 1]; return xs[0] / 2 + Double(n)", 0, .double(3.5)),
            ("var h = 0.0; h = n > 0 ? 1 : 7; return h / 2", 0, .double(3.5)),
            ("var h = 0.0; h = n > 0 ? 1 : 7; return h / 2", 1, .double(0.5)),
            ("let g: Double? = n > 0 ? 1 : nil; return (g ?? 7) / 2", 0, .double(3.5)),
            ("let k = { (x: Double) -> Double in var y = x; y = 7; return y / 2 }; return k(1) + Double(n)", 0, .double(3.5)),
            ("var h = 0.0; if n >= 0 { var h = 1; h = 7; return Double(h / 2) + Double(n) }; return h", 0, .double(3)),
            ("var h = 0.5; let o: Int? = n; if var h = o { h = 7; return Double(h / 2) }; return h", 0, .double(3)),
        ]
        for (body, n, expected) in cases {
            let source = "func f(n: Int) -> Double { \(body) }"
            #expect(try runFunction(source, "F.swift", n).get() == expected, "\(body) at n = \(n)")
        }
        let list = "func f(n: Int) -> String { let xs: [Double] = [Double(n), 7]; return \"\\(xs)\" }"
        #expect(try runFunction(list, "F.swift", 1).get() == .string("[1.0, 7.0]"))
    }

    /// `o ?? 0` of a `Double?` and `[1, -2.5]` hold Doubles (swiftc: "0.0", "1.0"; they
    /// had printed "0" and "1").
    @Test func swiftCoalescedAndListLiteralsTakeTheFloatingType() throws {
        let coalesced = "func f(n: Int) -> String { let o: Double? = n > 0 ? 1.5 : nil; return \"\\(o ?? 0)\" }"
        #expect(try runFunction(coalesced, "F.swift", 0).get() == .string("0.0"))
        #expect(try runFunction(coalesced, "F.swift", 1).get() == .string("1.5"))
        let chained = "func f(n: Int) -> String { let xs: [Double] = []; let o: Double? = nil; return \"\\(xs.first ?? o ?? 0)\" }"
        #expect(try runFunction(chained, "F.swift", 1).get() == .string("0.0"))
        let list = "func f(n: Int) -> String { let d = [1, -2.5]; return \"\\(d[n])\" }"
        #expect(try runFunction(list, "F.swift", 0).get() == .string("1.0"))
        #expect(try runFunction("func f(n: Int) -> String { let d = [1, 2]; return \"\\(d[n])\" }", "F.swift", 0).get() == .string("1"))
    }

    /// A value Swift or Kotlin prints as its type describes it, reached through a name or a
    /// function of the file, is refused: it had printed as the interpreter's list or number
    /// (swiftc: `Optional(3)`, `Optional(2)`, `0...2`, `(3, 2)`; kotlinc: `0..2`).
    @Test func valuesPrintedAsTheirTypeDescribesThemAreRefusedInStrings() throws {
        let swift = [
            "func f(n: Int) -> String { let o: Int? = n; return \"\\(o)\" }",
            "func g(_ x: Int) -> Int? { x > 0 ? x : nil }\nfunc f(n: Int) -> String { \"\\(g(n))\" }",
            "func f(n: Int) -> String { let r = 0...n; return \"\\(r)\" }",
            "func f(n: Int) -> String { let t = (n, 2); let u = t; return \"\\(u)\" }",
            "func f(n: Int) -> String { let a: [Int?] = [n, nil]; return \"\\(a)\" }",
        ]
        for source in swift {
            #expect(try loweringRefusal(source, "F.swift")?.contains("in a string, which Swift writes as its type describes it") == true, "\(source)")
        }
        #expect(try loweringRefusal("func f(n: Int) -> String { let o = n; return \"\\(o)\" }", "F.swift") == nil)
        // Not an Optional where it is printed: bound by `if let`, or a nearer function's result.
        #expect(try loweringRefusal("func f(n: Int) -> String { let u: Int? = n; if let u { return \"\\(u)\" }; return \"\" }", "F.swift") == nil)
        let shadowed = "func letter(_ i: Int) -> String? { nil }\nfunc f(n: Int) -> String { func letter(_ i: Int) -> String { \"x\" }; return \"\\(letter(n))\" }"
        #expect(try loweringRefusal(shadowed, "F.swift") == nil)
        #expect(kotlinRefusal("fun step(s: Int) = s\nfun f(n: Int): String = \"${step(n)}\"") == nil)
        #expect(kotlinRefusal("fun f(n: Int): String = \"${0 until n}\"")?.contains("a range in a string") == true)
        #expect(kotlinRefusal("fun f(n: Int): String = \"${n downTo 0 step 3}\"")?.contains("in a string") == true)
        #expect(kotlinRefusal("fun f(n: Int): String = \"${n + 1}\"") == nil)
    }

    /// JavaScript: `+s` converts a string to a number (Node: `+"3" + 1` is 4, where it had
    /// been "31"), which is refused; a default applies for `undefined` alone, which the
    /// interpreter does not tell from `null` (refused: it had bound null); a `Set` compares
    /// strings by their UTF-16 units (Node: `new Set(["é", "e\u0301"]).size` is 2, where
    /// it had been 1) and arrays by identity (refused); a quoted key's escapes are decoded.
    @Test func javaScriptConversionsDefaultsSetsAndKeys() throws {
        #expect(try failure("+\"3\" + 1", .tsx)?.message.contains("unary + of a string") == true)
        #expect(try value("+3 + 1", .tsx) == .double(4))
        let pick = "function pick(v: number = -1): number { return v; }\nexport function f(n: number): number { return pick([10, 20][n]); }"
        #expect(try runFunction(pick, "F.tsx", 0).get() == .double(10))
        guard case let .failure(undefined) = try runFunction(pick, "F.tsx", 5) else { Issue.record("an undefined argument ran"); return }
        #expect(undefined.message.contains("has a default"))
        #expect(try value("new Set([\"\\u00E9\", \"e\\u0301\"]).size", .tsx) == .double(2))
        #expect(try value("new Set([\"a\", \"a\", \"b\"]).size", .tsx) == .double(2))
        #expect(try value("new Set([\"\\u00E9\"]).has(\"e\\u0301\")", .tsx) == .bool(false))
        #expect(try failure("new Set([[1], [1]]).size", .tsx)?.message.contains("identity") == true)
        #expect(try value("({ \"caf\\u00e9\": 1 })[\"caf\\u00e9\"]", .tsx) == .double(1))
    }

    /// Java's `Math.abs`, `Math.max` and `Math.min` of Ints are Ints: `Math.abs(n) / 2` is
    /// 2 at 5, where it had been 2.5.
    @Test func javasMathKeepsAnIntAnInt() throws {
        #expect(try value("Math.abs(-5) / 2", .kotlin) == .int(2, bits: 32))
        #expect(try value("Math.max(1, 0) / 2", .kotlin) == .int(0, bits: 32))
        #expect(try value("\"${Math.abs(-3)}\"", .kotlin) == .string("3"))
        #expect(try value("Math.abs(Int.MIN_VALUE)", .kotlin) == .int(Int64(Int32.min), bits: 32))
        #expect(try value("Math.abs(-2.5)", .kotlin) == .double(2.5))
    }

    /// Java's `Math.round` of a Double is a Long (10000000000 at 1e10, where it had been
    /// clamped to the Int maximum), of NaN 0; JavaScript's keeps a zero's sign.
    @Test func mathRoundIsEachLanguages() throws {
        #expect(try value("Math.round(10000000.0 * 1000)", .kotlin) == .int(10_000_000_000, bits: 64))
        #expect(try value("Math.round(Double.NaN)", .kotlin) == .int(0, bits: 64))
        #expect(try value("Math.round(2.5f)", .kotlin) == .int(3, bits: 32))
        #expect(try value("Math.round(-2.5)", .kotlin) == .int(-2, bits: 64))
        #expect(try value("1 / Math.round(-0.25)", .tsx) == .double(-.infinity))
        #expect(try value("1 / Math.round(0.25)", .tsx) == .double(.infinity))
    }

    /// Java's and JavaScript's max and min take +0 above -0, whichever comes first.
    @Test func signedZerosOfMaxAndMin() throws {
        #expect(try value("1 / Math.min(0.0, -0.0)", .kotlin) == .double(-.infinity))
        #expect(try value("1 / Math.max(-0.0, 0.0)", .kotlin) == .double(.infinity))
        #expect(try value("1 / Math.min(0, -0)", .tsx) == .double(-.infinity))
        #expect(try value("1 / Math.max(-0, 0)", .tsx) == .double(.infinity))
        #expect(try value("Math.max(1, NaN, 3)", .tsx)?.asDouble?.isNaN == true)
        #expect(try value("Math.max()", .tsx) == .double(-.infinity))
    }

    /// `.awayFromZero` had been read as `.toNearestOrAwayFromZero` (0.25 rounded to 0, not
    /// 1); a rule the interpreter does not know is refused.
    @Test func swiftsRoundingRules() throws {
        #expect(try value("(0.25).rounded(.awayFromZero)", .swift) == .double(1))
        #expect(try value("(-1.25).rounded(.awayFromZero)", .swift) == .double(-2))
        #expect(try value("(1.5).rounded(.toNearestOrAwayFromZero)", .swift) == .double(2))
        guard case let .failure(failure)? = try? interpret("(1.5).rounded(.somethingElse)", .swift) else {
            Issue.record("an unknown rule rounded")
            return
        }
        #expect(failure.message == "not analyzable: rounded(\".somethingElse\")")
    }

    /// A bare `return` in a Kotlin lambda returns from the enclosing function (the lambdas
    /// of `map` and `repeat` are inlined): it had returned from the lambda alone.
    @Test func kotlinsReturnInALambdaIsRefused() {
        #expect(kotlinRefusal("fun f(): Int { val r = listOf(1, 2).map { if (it == 2) return -1; it }; return r.size }")?
            .contains("return inside a lambda") == true)
        #expect(kotlinRefusal("fun f(): Int { var c = 0; repeat(3) { if (it == 2) return 99; c++ }; return c }") != nil)
        #expect(kotlinRefusal("fun f(): Int { val g = fun(x: Int): Int { return x + 1 }; return g(1) }")?.contains("lambda") != true)
    }

    /// JavaScript reads a NaN index as 0 (ToIntegerOrInfinity): `at(NaN)` is the first item,
    /// and `slice(0, NaN)` empty, where converting the NaN had crashed the check.
    @Test func aNaNIndexIsZeroInJavaScript() throws {
        #expect(try value("[\"A\", \"B\", \"C\"].at(0 / 0)", .tsx) == .string("A"))
        #expect(try value("[\"A\", \"B\", \"C\"].slice(0, 0 / 0)", .tsx) == .list([]))
        #expect(try value("[\"A\", \"B\", \"C\"].slice(0 / 0, 1)", .tsx) == .list([.string("A")]))
    }

    /// The JVM's `Long.MIN_VALUE / -1` is MIN_VALUE and `% -1` is 0, and every Swift
    /// integer is a multiple of -1: each had been a crash (of the program, or of the check).
    @Test func theMostNegativeIntegerAndMinusOne() throws {
        #expect(try value("Long.MIN_VALUE / -1", .kotlin) == .int(.min, bits: 64))
        #expect(try value("Long.MIN_VALUE % -1", .kotlin) == .int(0, bits: 64))
        #expect(try value("Int.min.isMultiple(of: -1)", .swift) == .bool(true))
        #expect(try value("7.isMultiple(of: -1)", .swift) == .bool(true))
        #expect(try value("7.isMultiple(of: 2)", .swift) == .bool(false))
    }

    /// A floating-point literal beside a Float is a Float in Swift, in `max` and `min` as
    /// in arithmetic: `max(Float(x), 1.1)` is the Float 1.1, not the Double.
    @Test func aLiteralBesideAFloatIsAFloat() throws {
        #expect(try value("max(Float(1), 1.1)", .swift) == .float(Float(1.1)))
        #expect(try value("min(1.1, Float(2))", .swift) == .float(Float(1.1)))
        #expect(try value("Float(1) * 1.1", .swift) == .float(Float(1) * Float(1.1)))
    }

    /// Swift's `x!` and Kotlin's `x!!`: the value, or the platform's crash where it is nil.
    @Test func forceUnwrapping() throws {
        #expect(try value("[3, 1].first!", .swift) == .int(3, bits: 64))
        #expect(try value("[3, 1].first! + 1", .swift) == .int(4, bits: 64))
        #expect(try value("[\"ab\"].first!.count", .swift) == .int(2, bits: 64))
        #expect(try value("listOf(3, 1).firstOrNull()!! + 1", .kotlin) == .int(4, bits: 32))
        guard case let .failure(swift) = try interpret("[1].filter { $0 > 5 }.first!", .swift),
            case let .failure(kotlin) = try interpret("listOf(1).filter { it > 5 }.firstOrNull()!!", .kotlin)
        else {
            Issue.record("nil unwrapped")
            return
        }
        #expect(swift.isTrap && swift.message.contains("Unexpectedly found nil"))
        #expect(kotlin.isTrap && kotlin.message.contains("NullPointerException"))
    }

    /// A local closure called for a local's value: the constants' pass had kept the
    /// closure from its own interpreter, and the run's call of it trapped the check.
    @Test func aLocalClosureIsNoConstant() throws {
        let source = "export function f(n: number): number { const g = () => n + 1; const a = g(); return a; }\n"
        let parsed = try SourceParser().parse(SourceFile(path: "F.tsx", text: source))
        let program = try PlatformProgram.lower(["f"], form: .function(arguments: ["n"]), bindings: [:], in: SourceIndex(parsed: parsed, path: "F.tsx"))
        #expect(try program.run(["n": .double(4)]).get() == .double(5))
        // A reference no run made names nothing: refused, not a trap.
        let interpreter = Interpreter(semantics: .javascript)
        #expect(interpreter.heapEntry(7) == nil)
        #expect(throws: RuntimeFailure.self) { try interpreter.function(at: 7, "g") }
    }

    /// A JavaScript hex literal is its value (0xFF had been read as the Double whose bits it is).
    @Test func javaScriptHexLiteralsAreTheirValue() throws {
        #expect(try value("0xFF + 1", .tsx) == .double(256))
        #expect(try value("-0X10", .tsx) == .double(-16))
        #expect(try value("(97 + 0) & 0xFFFF", .tsx) == .double(97))
    }

    /// A string literal's escapes are the characters they stand for, in each language
    /// (each had been refused; Kotlin's `\u0042`, which tree-sitter-kotlin leaves as two
    /// runs of text, had once been kept as six characters). Values printed natively.
    @Test func stringEscapesAreTheirCharacters() throws {
        func scalars(_ value: RValue?) -> [UInt32] {
            guard case let .string(text)? = value else { return [] }
            return text.unicodeScalars.map(\.value)
        }
        let kotlin = #"fun f(x: Int): String = "a\u0042b$x\u00e9$\n\u2022\t\"\\\$x""#
        #expect(try scalars(run(kotlin, "F.kt")) == [97, 66, 98, 55, 233, 36, 10, 8226, 9, 34, 92, 36, 120])
        let swift = #"func f(x: Int) -> String { "a\u{42}b\(x)\u{e9}$\n\u{2022}\t\"\\" }"#
        #expect(try scalars(run(swift, "F.swift")) == [97, 66, 98, 55, 233, 36, 10, 8226, 9, 34, 92])
        let javaScript = #"function f(x: number) { return "a\u0042b\u{e9}\x41\n\u2022\t\"\\" }"#
        #expect(try scalars(run(javaScript, "F.tsx")) == [97, 66, 98, 233, 65, 10, 8226, 9, 34, 92])
        let template = #"function f(x: number) { return `a\u0042${x}\n\`\${` }"#
        #expect(try run(template, "F.tsx") == .string("aB7\n`${"))
        #expect(try value("\"A$1\"", .kotlin) == .string("A$1"))
        // An escape the language does not have is refused (Kotlin has no `\x`).
        let unknown = #expect(throws: NotAnalyzable.self) { try interpret(#""\x41""#, .kotlin) }
        #expect(unknown?.construct.hasPrefix("string escape") == true)
    }

    /// Lowers `f` of `source` and runs it with `x` = 7.
    private func run(_ source: String, _ file: String) throws -> RValue? {
        try runFunction(source, file, parameter: "x", 7).get()
    }

    /// JavaScript's `==` of two types converts one (`"1" == 1` is true): refused; of one
    /// type, or with null, it is `===`'s answer.
    @Test func javaScriptsLooseEqualityOfTwoTypesIsRefused() throws {
        guard case let .failure(failure) = try interpret("1 == (\"1\" as any)", .tsx) else {
            Issue.record("compared as ===")
            return
        }
        #expect(failure.message.hasPrefix("not analyzable: == of 1 and \"1\""))
        #expect(try value("1 == 1", .tsx) == .bool(true))
        #expect(try value("\"a\" != \"b\"", .tsx) == .bool(true))
        #expect(try value("null == 0", .tsx) == .bool(false))
    }

    /// A Swift capture list copies its names when the closure is made: refused (the
    /// closure had read the later value).
    @Test func swiftCaptureListsAreRefused() throws {
        let source = "func f(n: Int) -> Int { var k = 1; let g = { [k] in k * 10 + n }; k = 5; return g() }\n"
        let parsed = try SourceParser().parse(SourceFile(path: "F.swift", text: source))
        let failure = #expect(throws: NotAnalyzable.self) {
            try PlatformProgram.lower(["f"], form: .function(arguments: ["n"]), bindings: [:], in: SourceIndex(parsed: parsed, path: "F.swift"))
        }
        #expect(failure?.construct == "closure capture list")
    }
}
