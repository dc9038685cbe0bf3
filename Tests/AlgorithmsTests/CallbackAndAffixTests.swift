import Extraction
import Parsing
import Testing

@testable import Algorithms

/// `forEach`, appending with JavaScript's `push`, Kotlin's `sortedByDescending`, and
/// whether a string starts or ends with another. Each expected value is what a native
/// run printed (swiftc 6.3.1, kotlinc on JRE 17, node 20).
@Suite struct CallbackAndAffixTests {
    private func run(_ source: String, _ file: String, _ n: Int64 = 2) throws -> Result<RValue, RuntimeFailure> {
        try runFunction(source, file, n)
    }

    private func refusal(_ source: String, _ file: String) throws -> String? {
        try loweringRefusal(source, file)
    }

    /// The callback writes the names around it; JavaScript's gets the index too.
    @Test func forEachRunsTheCallbackOnEachItem() throws {
        #expect(try run("func f(n: Int) -> Int { var s = 0; [1, 2, 3].forEach { s += $0 * n }; return s }", "F.swift").get() == .int(12, bits: 64))
        #expect(try run("fun f(n: Int): Int { var s = 0; listOf(1, 2, 3).forEach { s += it * n }; return s }", "F.kt").get() == .int(12, bits: 32))
        let evens = "fun f(n: Int): List<Int> { val out = mutableListOf<Int>(); (0 until n).forEach { if (it % 2 == 0) out.add(it) }; return out }"
        #expect(try run(evens, "F.kt", 5).get() == .list([0, 2, 4].map { .int($0, bits: 32) }))
        #expect(try run("function f(n: number) { let s = 0; [1, 2, 3].forEach((x, i) => { s += x * n + i }); return s }", "F.tsx").get() == .double(15))
        #expect(try run("function f(n: number) { return [1, 2].forEach((x) => x) }", "F.tsx").get() == .null)
    }

    /// Kotlin's `return@forEach` and `return@map 0` return from the lambda they name (on to
    /// the next item); an own label replaces the function's name. A bare `return`, or a
    /// label of a lambda further out, returns from further out: refused.
    @Test func aLabelledReturnReturnsFromItsLambda() throws {
        let skipping = """
            fun f(n: Int): List<Int> {
                val out = mutableListOf<Int>()
                (0 until n).forEach { x ->
                    if (x % 2 == 1) return@forEach
                    out.add(x)
                }
                return out + (0 until n).map { x -> if (x > 2) return@map 0; x * 2 }
            }
            """
        #expect(try run(skipping, "F.kt", 5).get() == .list([0, 2, 4, 0, 2, 4, 0, 0].map { .int($0, bits: 32) }))
        let ownLabel = "fun f(n: Int): List<Int> = (0 until n).map lbl@{ x -> if (x > 1) return@lbl 7\n x * 3 }"
        #expect(try run(ownLabel, "F.kt", 4).get() == .list([0, 3, 7, 7].map { .int($0, bits: 32) }))
        // In the `if` or `when` that ends the lambda (it had been lowered as a value holding
        // a return, and gave garbage); after arguments (`fold(0) { … }`, `repeat(n) { … }`).
        let ending = [
            "fun f(n: Int): List<Int> = listOf(3, 0, 7).take(n).map { if (it == 0) return@map 1000 else it * 10 }",
            "fun f(n: Int): List<Int> = listOf(3, 0, 7).take(n).map { when { it == 0 -> return@map 1000\n else -> it * 10 } }",
        ]
        for source in ending {
            #expect(try run(source, "F.kt", 3).get() == .list([30, 1000, 70].map { .int($0, bits: 32) }), "\(source)")
        }
        let folded = "fun f(n: Int): Int { var c = 0; repeat(n) { if (it == 1) return@repeat; c += 1 }; return listOf(1, 2, 3).fold(c) { a, x -> if (x == 2) return@fold a; a + x } }"
        #expect(try run(folded, "F.kt", 3).get() == .int(6, bits: 32))
        let outward = [
            ("fun f(n: Int): Int { (0 until n).forEach { x -> if (x == 2) return x }; return -1 }", "return inside a lambda (from the enclosing function)"),
            ("fun f(n: Int): Int { (0 until n).forEach { x -> listOf(1).map { if (x == 2) return@forEach; it } }; return -1 }",
             "return@forEach from outside the innermost lambda"),
            ("fun f(n: Int): List<Int> = (0 until n).map lbl@{ x -> if (x > 1) return@map 7\n x }", "return@map from outside the innermost lambda"),
        ]
        for (source, reason) in outward {
            #expect(try refusal(source, "F.kt") == reason, "\(source)")
        }
    }

    /// JavaScript's `object[key]` reads a lookup table (the docs' `VIEW_POSITION[align]`):
    /// the property named so, else `undefined` (node 20). An inherited name is refused.
    @Test func anObjectsPropertyIsReadByItsKey() throws {
        let table = "const T = { top: 0, center: 0.5, end: 1 }\nfunction f(n: number) { return [T[\"center\"], T[\"nope\"], T[n > 1 ? \"end\" : \"top\"], T[n]] }"
        #expect(try run(table, "F.tsx").get() == .list([.double(0.5), .null, .double(1), .null]))
        let inherited = "function f(n: number) { const o = { a: 1 }; return o[\"toString\"] }"
        guard case let .failure(failure) = try run(inherited, "F.tsx") else { Issue.record("o[\"toString\"] ran"); return }
        #expect(failure.message == "not analyzable: the inherited property 'toString'")
    }

    /// `push` appends in place and gives the new length; an array another name holds is
    /// refused, as Kotlin's shared lists are (JavaScript shares it, the interpreter copies).
    @Test func pushAppendsInPlace() throws {
        let pushes = "function f(n: number) { const out = []; let len = 0; for (let i = 0; i < n; i++) { len = out.push(i * 2) } return [out.length, out[2], len] }"
        #expect(try run(pushes, "F.tsx", 3).get() == .list([.double(3), .double(4), .double(3)]))
        let aliased = "function f(n: number) { const a = []; const b = a; b.push(n); return a.length }"
        #expect(try refusal(aliased, "F.tsx")?.contains("appended to in place while another name may hold its list") == true)
        // Put in another list or object, chosen by a conditional, taken from elsewhere, or
        // iterated while appended to: each shares or sees the appended items natively.
        let shared = [
            "function f(n: number) { const a = []; const m = [a]; a.push(n); return m[0].length }",
            "function f(n: number) { const a = []; const o = { a }; a.push(n); return o.a.length }",
            "function f(n: number) { const s = []; const b = n > 0 ? [] : s; b.push(n); return s.length }",
            "function f(n: number) { const m = [[]]; const a = m[0]; a.push(n); return m[0].length }",
            "fun f(n: Int): Int { val a = mutableListOf<Int>(); val m = listOf(a); a.add(n); return m[0].size }",
            "function f(n: number) { const a = []; const b = a || [1]; a.push(n); return b.length }",
        ]
        for source in shared {
            #expect(try refusal(source, source.hasPrefix("fun ") ? "F.kt" : "F.tsx")?.contains("another name may hold its list") == true, "\(source)")
        }
        let iterated = [
            "function f(n: number) { const a = [1]; for (const x of a) { if (a.length < 8) a.push(x) } return a.length }",
            "function f(n: number) { const a = [1]; a.forEach((x) => { a.push(x) }); return a.length }",
            "fun f(n: Int): Int { val a = mutableListOf(1); a.forEach { if (a.size < 8) a.add(it) }; return a.size }",
        ]
        for source in iterated {
            #expect(try refusal(source, source.hasPrefix("fun ") ? "F.kt" : "F.tsx")?.contains("while the code iterates it") == true, "\(source)")
        }
        // A local function or a closure held by a name may append while a loop iterates.
        let later = "fun f(n: Int): Int { val a = mutableListOf(1); fun grow() { a.add(n) }; for (x in a) { if (a.size < 8) grow() }; return a.size }"
        #expect(try refusal(later, "F.kt")?.contains("while the code iterates it") == true)
        // Iterated after the appends: as natively (it had been refused).
        let after = [
            ("fun f(n: Int): Int { val xs = mutableListOf<Int>(); for (i in 0 until n) { xs.add(i) }; return xs.filter { it > 2 }.size }", "F.kt"),
            ("function f(n: number) { const xs = []; for (let i = 0; i < n; i++) { xs.push(i) } return xs.filter((x) => x > 2).length }", "F.tsx"),
        ]
        #expect(try run(after[0].0, after[0].1, 6).get() == .int(3, bits: 32))
        #expect(try run(after[1].0, after[1].1, 6).get() == .double(3))
        // An operand of `+` is read where it is: the sum is a new list.
        let summed = "fun f(n: Int): List<Int> { val a = mutableListOf<Int>(); a.add(n); return a + listOf(1) }"
        #expect(try run(summed, "F.kt").get() == .list([2, 1].map { .int($0, bits: 32) }))
        // A spread copies the items out: the list is held by no other name (Node: 9, [2, 2, 0]).
        let maximum = "function f(n: number) { const xs = []; xs.push(n); xs.push(9); return Math.max(...xs) }"
        #expect(try run(maximum, "F.tsx").get() == .double(9))
        let copied = "function f(n: number) { const xs = []; xs.push(n); const ys = [...xs, n]; xs.push(0); return [ys.length, ys[0], xs[1]] }"
        #expect(try run(copied, "F.tsx").get() == .list([.double(2), .double(2), .double(0)]))
        // Swift's arrays are values: its appends are followed whatever holds the array.
        #expect(try run("func f(n: Int) -> Int { var a: [Int] = []; let m = [a]; a.append(n); return m[0].count + a.count }", "F.swift").get() == .int(1, bits: 64))
    }

    /// JavaScript's array searches start where their second argument says (Node 20:
    /// 2,2,-1,0,0,0,-1,2,0,false,true,0,2); it had been ignored, a false drift against a
    /// loop from 1 and a false parity for `includes(3, 1)`. Other languages' searches take
    /// no start: a second argument is refused.
    @Test func javaScriptSearchesStartWhereTheySay() throws {
        let searches = "a.indexOf(1, 1), a.indexOf(1, -2), a.indexOf(1, 9), a.indexOf(1, -9), a.lastIndexOf(1, 1), a.lastIndexOf(1, -3), "
            + "a.lastIndexOf(1, -9), a.lastIndexOf(1, 9), a.lastIndexOf(1, undefined), a.includes(1, 3), a.includes(3, -1), a.indexOf(1, null), a.indexOf(1, 1.7)"
        let source = "function f(n: number) { const a = [1, 2, 1, 3]; return [\(searches)] }"
        let expected: [RValue] = [2, 2, -1, 0, 0, 0, -1, 2, 0].map { .double($0) } + [.bool(false), .bool(true), .double(0), .double(2)]
        #expect(try run(source, "F.tsx").get() == .list(expected))
        guard case let .failure(failure) = try run("fun f(n: Int): Int = listOf(1, 2).indexOf(1, 1)", "F.kt") else { Issue.record("indexOf(1, 1) ran"); return }
        #expect(failure.message == "not analyzable: indexOf of 2 arguments")
    }

    /// Swift passes a tuple to a closure of as many parameters as it has elements.
    @Test func aTupleSplatsIntoAClosuresParameters() throws {
        let source = "func f(n: Int) -> Int { var r = 0; [\"A\", \"B\"].enumerated().forEach { (i, x) in r += i * 10 + x.count }; return r }"
        #expect(try run(source, "F.swift").get() == .int(12, bits: 64))
        #expect(try run("func f(n: Int) -> [Int] { [\"a\", \"bc\"].enumerated().map { (i, x) in i + x.count } }", "F.swift").get() == .list([1, 3].map { .int($0, bits: 64) }))
    }

    /// Stable: of two keys alike, the first stays first.
    @Test func sortedByDescendingPutsTheLargestKeyFirst() throws {
        let sorted = "fun f(n: Int): List<String> = listOf(\"bb\", \"a\", \"ccc\", \"dd\").sortedByDescending { it.length }"
        #expect(try run(sorted, "F.kt").get() == .list(["ccc", "bb", "dd", "a"].map(RValue.string)))
    }

    /// Swift compares characters (canonically equivalent ones alike); Kotlin and
    /// JavaScript compare UTF-16 units. (The accents are written as themselves: Swift's
    /// `\u{…}` escapes and Kotlin's and JavaScript's `\u` ones are refused.)
    @Test func prefixesAndSuffixesCompareAsTheLanguageDoes() throws {
        let swift = "func f(n: Int) -> [Bool] { [\"e\u{301}x\".hasPrefix(\"e\"), \"abc\".hasSuffix(\"bc\"), \"abc\".hasPrefix(\"\"), \"\u{e9}\".hasPrefix(\"e\u{301}\")] }"
        #expect(try run(swift, "F.swift").get() == .list([false, true, true, true].map(RValue.bool)))
        let kotlin = "fun f(n: Int): List<Boolean> = listOf(\"e\u{301}x\".startsWith(\"e\"), \"abc\".endsWith(\"bc\"), \"abc\".startsWith(\"\"), \"ab\".endsWith(\"abc\"))"
        let javaScript = "function f(n: number) { return [\"e\u{301}x\".startsWith(\"e\"), \"abc\".endsWith(\"bc\"), \"abc\".startsWith(\"\"), \"ab\".endsWith(\"abc\")] }"
        #expect(try run(javaScript, "F.tsx").get() == .list([true, true, true, false].map(RValue.bool)))
        #expect(try run(kotlin, "F.kt").get() == .list([true, true, true, false].map(RValue.bool)))
        // JavaScript's position argument is refused, not ignored.
        #expect(try run("function f(n: number) { return \"abc\".startsWith(\"b\", 1) }", "F.tsx").failureMessage?.contains("not analyzable") == true)
    }
}

extension Result where Failure == RuntimeFailure {
    fileprivate var failureMessage: String? {
        if case let .failure(failure) = self { return failure.message }
        return nil
    }
}
