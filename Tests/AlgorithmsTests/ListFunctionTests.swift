import Extraction
import Foundation
import Parsing
import Testing

@testable import Algorithms

/// The collection functions that test, fold, join and cut, each with its language's
/// rules (JavaScript's values are Node's).
@Suite struct ListFunctionTests {
    private func trap(_ expression: String, _ language: SourceLanguage) throws -> String? {
        guard case let .failure(failure) = try interpret(expression, language), failure.isTrap else { return nil }
        return failure.message
    }

    private func refusal(_ expression: String, _ language: SourceLanguage) throws -> String? {
        guard case let .failure(failure) = try interpret(expression, language), !failure.isTrap else { return nil }
        return failure.message
    }

    private func ints(_ values: [Int64], bits: Int) -> RValue { .list(values.map { .int($0, bits: bits) }) }

    @Test func testsStopWhereTheAnswerIsKnown() throws {
        #expect(try value("[1, 2, 3].allSatisfy { $0 > 0 }", .swift) == .bool(true))
        #expect(try value("[1, -2, 3].allSatisfy { $0 > 0 }", .swift) == .bool(false))
        #expect(try value("[1, 2].filter { $0 > 5 }.allSatisfy { $0 > 0 }", .swift) == .bool(true))
        #expect(try value("[1, 2, 3].contains { $0 == 2 }", .swift) == .bool(true))
        #expect(try value("[1, 2, 3].contains(where: { $0 > 5 })", .swift) == .bool(false))
        #expect(try value("listOf(1, 2, 3).all { it > 0 }", .kotlin) == .bool(true))
        #expect(try value("listOf(1, 2, 3).any { it > 2 }", .kotlin) == .bool(true))
        #expect(try value("listOf(1, 2, 3).none { it > 2 }", .kotlin) == .bool(false))
        #expect(try value("listOf(1, 2, 3).none { it > 5 }", .kotlin) == .bool(true))
        #expect(try value("listOf(1).any()", .kotlin) == .bool(true))
        #expect(try value("listOf(1).filter { it > 5 }.none()", .kotlin) == .bool(true))
        // A predicate's items after the deciding one are not run: the second would trap.
        #expect(try value("listOf(10, 0).any { 10 / it == 1 }", .kotlin) == .bool(true))
        #expect(try trap("listOf(3, 0).any { 10 / it == 1 }", .kotlin) != nil)
    }

    /// Kotlin's `count()` and `count { }`, Swift's `count(where:)` (Swift 6). (swiftc 6.3.1, kotlinc.)
    @Test func countingCountsTheItemsThePredicateHoldsFor() throws {
        #expect(try value("[1, 5, 3, 8].count(where: { $0 > 2 })", .swift) == .int(3, bits: 64))
        #expect(try value("[1, 5, 3, 8].count { $0 > 9 }", .swift) == .int(0, bits: 64))
        #expect(try value("listOf(1, 5, 3, 8).count { it > 2 }", .kotlin) == .int(3, bits: 32))
        #expect(try value("listOf(1, 2).count()", .kotlin) == .int(2, bits: 32))
        #expect(try refusal("listOf(1, 2).count { it }", .kotlin)?.contains("not a Boolean") == true)
    }

    /// Kotlin's `sumOf { }` adds in the selector's type from its zero: an Int's sum wraps,
    /// a Double's starts at +0.0 (so [-0.0] sums to 0.0). Expected values are kotlinc's
    /// for the same loop (`sumBy`, `sumByDouble`: the Debian kotlinc predates `sumOf`).
    @Test func sumOfAddsInTheSelectorsType() throws {
        #expect(try value("listOf(1, 2, 3).sumOf { it * 2 }", .kotlin) == .int(12, bits: 32))
        #expect(try value("listOf(Int.MAX_VALUE, 2).sumOf { it }", .kotlin) == .int(-2_147_483_647, bits: 32))
        #expect(try value("listOf(1.5, -0.0).sumOf { it }", .kotlin) == .double(1.5))
        #expect(try value("emptyList<Int>().sumOf { it }", .kotlin) == .int(0, bits: 32))
        // A selector visibly of Doubles sums an empty list to 0.0, which prints "0.0" and
        // divides 1 to Infinity (an Int 0 had printed "0" and trapped: a false drift).
        #expect(try value("\"${emptyList<Int>().sumOf { it * 0.5 }}\"", .kotlin) == .string("0.0"))
        #expect(try value("1 / listOf(1).take(0).sumOf { it.toDouble() }", .kotlin) == .double(.infinity))
        guard case let .double(zero)? = try value("listOf(-0.0).sumOf { it }", .kotlin) else { Issue.record("sumOf of [-0.0]"); return }
        #expect(zero == 0 && zero.sign == .plus)
        #expect(try refusal("listOf(1.5f).sumOf { it }", .kotlin)?.contains("sumOf") == true)
        // `sum()` of an empty list: its zero's type is known only for a range of Ints.
        #expect(try value("(1..0).sum()", .kotlin) == .int(0, bits: 32))
        #expect(try refusal("listOf(1).filter { it > 5 }.sum()", .kotlin)?.contains("sum() of an empty list") == true)
    }

    /// Kotlin's `mapIndexed`, `forEachIndexed`, `filterIndexed` (index first), `mapNotNull`
    /// and `filterNotNull()`; Swift's `compactMap`. (kotlinc, swiftc 6.3.1.)
    @Test func indexedCallbacksAndMapsThatDropNulls() throws {
        #expect(try value("listOf(3, 0, 7).mapIndexed { i, x -> i * 10 + x }", .kotlin) == ints([3, 10, 27], bits: 32))
        #expect(try value("run { var s = 0; listOf(3, 0, 7).forEachIndexed { i, x -> s += i * x }; s }", .kotlin) == .int(14, bits: 32))
        #expect(try value("listOf(3, 0, 7).filterIndexed { i, x -> i != 1 && x > 0 }", .kotlin) == ints([3, 7], bits: 32))
        #expect(try value("listOf(3, 0, 7).mapNotNull { if (it > 0) it * 2 else null }", .kotlin) == ints([6, 14], bits: 32))
        #expect(try value("listOf(1, null, 3).filterNotNull()", .kotlin) == ints([1, 3], bits: 32))
        #expect(try value("[3, 0, 7].compactMap { $0 > 0 ? $0 * 2 : nil }", .swift) == ints([6, 14], bits: 64))
    }

    /// Kotlin's comparators: `compareBy` with several selectors (null first, `false`
    /// before `true`), `thenBy`/`thenByDescending`, `Comparator { }`, `naturalOrder()`,
    /// `reverseOrder()`, `reversed()` and a comparator kept in a `val`; `sortedWith` is
    /// stable. Expected values are kotlinc's.
    @Test func kotlinComparatorsSortAsTheStandardLibrary() throws {
        let strings = { (items: [String]) in RValue.list(items.map(RValue.string)) }
        #expect(try value("listOf(\"b#\", \"a\", \"#\").sortedWith(compareBy({ if (it == \"#\") null else 0 }, { it }))", .kotlin)
            == strings(["#", "a", "b#"]))
        #expect(try value("listOf(\"#\", \"b\", \"a\").sortedWith(compareBy({ it == \"#\" }, { it }))", .kotlin) == strings(["a", "b", "#"]))
        #expect(try value("listOf(\"b\", \"ab\", \"c\").sortedWith(compareBy<String> { it.length }.thenByDescending { it }.reversed())", .kotlin)
            == strings(["ab", "b", "c"]))
        #expect(try value("listOf(\"bb\", \"a\", \"cc\").sortedWith(compareByDescending { it.length })", .kotlin) == strings(["bb", "cc", "a"]))
        #expect(try value("listOf(3, 1, 2).sortedWith(reverseOrder())", .kotlin) == ints([3, 2, 1], bits: 32))
        #expect(try value("run { val c = Comparator { a: Int, b: Int -> a % 2 - b % 2 }; listOf(3, 2, 1, 4).sortedWith(c.then(naturalOrder())) }", .kotlin)
            == ints([2, 4, 1, 3], bits: 32))
        #expect(try value("listOf(3, 2, 1, 4).sortedWith(Comparator { a: Int, b: Int -> a % 2 - b % 2 }.thenComparator { a, b -> b - a })", .kotlin)
            == ints([4, 2, 3, 1], bits: 32))
        #expect(try value("listOf(\"b\", \"a\", \"c\").sortedDescending()", .kotlin) == strings(["c", "b", "a"]))
        #expect(try refusal("listOf(1, 2).sortedWith(compareBy({ listOf(it) }))", .kotlin)?.contains("compareTo") == true)
        // A lambda converts to the Comparator (Kotlin 1.4; kotlinc 1.3 here cannot compile it).
        #expect(try value("listOf(3, 1, 2).sortedWith { a, b -> b - a }", .kotlin) == ints([3, 2, 1], bits: 32))
        #expect(try value("listOf(2, 1).sortedWith({ a, b -> 0 })", .kotlin) == ints([2, 1], bits: 32))
        #expect(try refusal("listOf(1, 2).sortedWith()", .kotlin)?.contains("without one comparator") == true)
    }

    /// Kotlin's copies of a list, and `distinct()`: the first of equal items, equal by
    /// `equals` (NaN is NaN, -0.0 is not 0.0). A copy is a list of the code's own, which
    /// it may append to in place. (kotlinc.)
    @Test func kotlinCopiesAndDistinct() throws {
        #expect(try value("listOf(2, 1, 2, 3, 1).distinct()", .kotlin) == ints([2, 1, 3], bits: 32))
        #expect(try value("listOf(0.0, -0.0, 0.0 / 0.0, 0.0 / 0.0).distinct().size", .kotlin) == .int(3, bits: 32))
        let copied = "fun f(n: Int): List<Int> { val xs = listOf(n); val out = xs.toMutableList(); out.add(9); return xs + out.toList() }"
        #expect(try runFunction(copied, "F.kt", 1).get() == ints([1, 1, 9], bits: 32))
    }

    /// The item with the largest or smallest key: the first of equals; Kotlin's keys by
    /// `compareTo` (NaN largest, -0.0 below 0.0). (kotlinc's `maxBy`, which is
    /// `maxByOrNull` before 1.4; swiftc 6.3.1.)
    @Test func extremesByAKeyKeepTheFirstOfEquals() throws {
        #expect(try value("listOf(\"A\", \"B\").maxByOrNull { it.length }", .kotlin) == .string("A"))
        #expect(try value("listOf(3.0, Double.NaN, 5.0).withIndex().maxByOrNull { it.value }?.index", .kotlin) == .int(1, bits: 32))
        #expect(try value("listOf(0.0, -0.0).withIndex().minByOrNull { it.value }?.index", .kotlin) == .int(1, bits: 32))
        #expect(try value("listOf(1).filter { it > 5 }.maxByOrNull { it }", .kotlin) == .null)
        #expect(try trap("listOf(1).filter { it > 5 }.minBy { it }", .kotlin)?.contains("NoSuchElement") == true)
        #expect(try value("[3, 1, 3, 1].enumerated().max(by: { $0.element < $1.element })?.offset", .swift) == .int(0, bits: 64))
        #expect(try value("[3, 1, 3, 1].enumerated().min(by: { $0.element < $1.element })?.offset", .swift) == .int(1, bits: 64))
        #expect(try value("[3].filter { $0 > 5 }.max(by: <)", .swift) == .null)
        #expect(try value("[2, 9, 4].max(by: <)", .swift) == .int(9, bits: 64))
    }

    @Test func foldsStartWhereTheLanguageStarts() throws {
        #expect(try value("[1, 2, 3].reduce(0) { $0 + $1 }", .swift) == .int(6, bits: 64))
        #expect(try value("[1, 2, 3].reduce(10) { acc, x in acc - x }", .swift) == .int(4, bits: 64))
        // An operator passed as the function.
        #expect(try value("[1, 2, 3].reduce(0, +)", .swift) == .int(6, bits: 64))
        #expect(try value("[3, 1, 2].sorted(by: >)", .swift) == ints([3, 2, 1], bits: 64))
        #expect(try value("listOf(1, 2, 3).fold(10) { acc, x -> acc - x }", .kotlin) == .int(4, bits: 32))
        #expect(try value("listOf(1, 2, 3).reduce { acc, x -> acc * 10 + x }", .kotlin) == .int(123, bits: 32))
        #expect(try trap("listOf(1).filter { it > 5 }.reduce { acc, x -> acc + x }", .kotlin)?.contains("Empty collection") == true)
        #expect(try value("[1, 2, 3].reduce((a, x) => a + x, 0)", .tsx)?.asDouble == 6)
        #expect(try value("[1, 2, 3].reduce((a, x) => a * 10 + x)", .tsx)?.asDouble == 123)
        #expect(try value("[1, 2, 3].reduce((a, x, i) => a + i, 0)", .tsx)?.asDouble == 3)
        // The array is the callbacks' last argument (it had been undefined).
        #expect(try value("[1, 2, 3].reduce((a, x, i, arr) => a + arr.length, 0)", .tsx)?.asDouble == 9)
        #expect(try value("[1, 2].map((x, i, arr) => arr.length)", .tsx) == .list([.double(2), .double(2)]))
        #expect(try trap("[1].filter((x) => x > 5).reduce((a, x) => a + x)", .tsx)?.contains("Reduce of empty array") == true)
        #expect(try refusal("[1, 2].reduce(into: 0, { $0 += 1 })", .swift)?.contains("reduce(into:)") == true)
    }

    @Test func joiningPrintsItemsAsTheLanguageDoes() throws {
        #expect(try value("[\"a\", \"b\"].joined(separator: \"-\")", .swift) == .string("a-b"))
        #expect(try value("[\"a\", \"b\"].joined()", .swift) == .string("ab"))
        #expect(try value("listOf(1.5, 2.0).joinToString()", .kotlin) == .string("1.5, 2.0"))
        #expect(try value("listOf(1.5, 2.0).joinToString(\"-\") { (it * 2).toString() }", .kotlin) == .string("3.0-4.0"))
        #expect(try value("listOf(1, 2).joinToString(separator = \"/\")", .kotlin) == .string("1/2"))
        #expect(try refusal("listOf(1, 2).joinToString(prefix = \"[\")", .kotlin)?.contains("joinToString") == true)
        #expect(try value("[1, 2.5, null].join(\"-\")", .tsx) == .string("1-2.5-"))
        #expect(try value("[1, 2].join()", .tsx) == .string("1,2"))
    }

    @Test func cutsCountItemsOrCharactersAsTheLanguageDoes() throws {
        #expect(try value("[1, 2, 3].prefix(2)", .swift) == ints([1, 2], bits: 64))
        #expect(try value("\"abc\".suffix(5)", .swift) == .string("abc"))
        #expect(try value("\"abc\".dropFirst()", .swift) == .string("bc"))
        // An array's `dropFirst` and `suffix` keep its indices (`xs.dropFirst()[0]` traps).
        #expect(try refusal("[1, 2, 3].dropFirst()", .swift)?.contains("keeping the array's indices") == true)
        #expect(try refusal("[1, 2, 3].suffix(2)", .swift) != nil)
        // `prefix(through:)` takes an index: it had been read as a count.
        #expect(try refusal("[1, 2, 3].prefix(through: 1)", .swift)?.contains("with these arguments") == true)
        #expect(try value("[1, 2, 3].dropLast(2)", .swift) == ints([1], bits: 64))
        #expect(try value("\"he\u{301}llo\".prefix(2)", .swift) == .string("he\u{301}"))
        #expect(try trap("[1].prefix(-1)", .swift) != nil)
        #expect(try value("listOf(1, 2, 3).take(2)", .kotlin) == ints([1, 2], bits: 32))
        #expect(try value("listOf(1, 2, 3).takeLast(5)", .kotlin) == ints([1, 2, 3], bits: 32))
        #expect(try value("listOf(1, 2, 3).drop(1)", .kotlin) == ints([2, 3], bits: 32))
        #expect(try value("listOf(1, 2, 3).dropLast(2)", .kotlin) == ints([1], bits: 32))
        #expect(try value("\"hello\".take(2)", .kotlin) == .string("he"))
        #expect(try trap("listOf(1).take(-1)", .kotlin)?.contains("less than zero") == true)
        #expect(try refusal("\"😀a\".take(1)", .kotlin)?.contains("UTF-16") == true)
    }

    /// Swift's extremes keep the first item unless `<` orders a later one past it (swiftc:
    /// `[nan, 1].max()` is nan, `[1, nan, 3].max()` 3, `[-0.0, 0.0].max()` -0.0); Kotlin's
    /// fold Doubles with `maxOf` (NaN wins, +0 above -0).
    @Test func extremesOfAList() throws {
        #expect(try value("[3, 1, 2].max()", .swift) == .int(3, bits: 64))
        #expect(try value("[3, 1, 2].min()", .swift) == .int(1, bits: 64))
        #expect(try value("[Double.nan, 1.0].max()", .swift)?.asDouble?.isNaN == true)
        #expect(try value("[1.0, Double.nan, 3.0].max()", .swift) == .double(3))
        #expect(try value("[1.0, Double.nan, 0.5].min()", .swift) == .double(0.5))
        #expect(try value("[-0.0, 0.0].max()", .swift)?.asDouble?.sign == .minus)
        #expect(try value("[0.0, -0.0].min()", .swift)?.asDouble?.sign == .plus)
        #expect(try value("[\"b\", \"a\"].max()", .swift) == .string("b"))
        #expect(try value("[1].filter { $0 > 5 }.max()", .swift) == .null)
        #expect(try value("listOf(1.0, Double.NaN, 3.0).maxOrNull()", .kotlin)?.asDouble?.isNaN == true)
        #expect(try value("listOf(-0.0, 0.0).maxOrNull()", .kotlin)?.asDouble?.sign == .plus)
        #expect(try value("listOf(0.0, -0.0).minOrNull()", .kotlin)?.asDouble?.sign == .minus)
        #expect(try value("listOf(3, 1).minOrNull()", .kotlin) == .int(1, bits: 32))
        #expect(try value("listOf(3, 1).max()", .kotlin) == .int(3, bits: 32))
        #expect(try value("listOf(1).filter { it > 5 }.maxOrNull()", .kotlin) == .null)
        #expect(try trap("listOf(1).filter { it > 5 }.max()", .kotlin) != nil)
    }

    @Test func firstAndLastOfKotlinThrowWhereSwiftsAreOptional() throws {
        #expect(try value("listOf(1, 2).first()", .kotlin) == .int(1, bits: 32))
        #expect(try value("listOf(1, 2).last()", .kotlin) == .int(2, bits: 32))
        #expect(try trap("listOf(1).filter { it > 5 }.last()", .kotlin)?.contains("List is empty") == true)
        #expect(try value("listOf(1, 5, 3).last { it > 2 }", .kotlin) == .int(3, bits: 32))
        #expect(try value("listOf(1, 5, 3).lastOrNull { it > 9 }", .kotlin) == .null)
        #expect(try trap("listOf(1, 5, 3).last { it > 9 }", .kotlin) != nil)
        #expect(try value("[1, 5, 3].last(where: { $0 > 2 })", .swift) == .int(3, bits: 64))
        #expect(try value("[1, 5, 3].last(where: { $0 > 9 })", .swift) == .null)
    }
}

/// JavaScript's spread array literals, `concat`, and `sort` of a fresh array and
/// `toSorted` (Node's values).
@Suite struct JavaScriptArrayTests {
    private func numbers(_ values: [Double]) -> RValue { .list(values.map(RValue.double)) }

    @Test func spreadAndConcatPlaceTheItems() throws {
        #expect(try value("[...[3, 1], 2]", .tsx) == numbers([3, 1, 2]))
        #expect(try value("[...\"aé\"]", .tsx) == .list([.string("a"), .string("é")]))
        #expect(try value("[1].concat([2, 3], 4, [[5]])", .tsx) == .list([.double(1), .double(2), .double(3), .double(4), numbers([5])]))
        // Spread arguments too: `Math.max(...xs)`, and a function of the code's.
        #expect(try value("Math.max(...[1, 5, 3])", .tsx) == .double(5))
        #expect(try value("Math.min(...[])", .tsx) == .double(.infinity))
        let source = "function g(a: number, b: number) { return a - b }\nfunction f(xs: number[]) { return g(...xs) }\n"
        let parsed = try SourceParser().parse(SourceFile(path: "F.tsx", text: source))
        let program = try PlatformProgram.lower(["f"], form: .function(arguments: ["xs"]), bindings: [:], in: SourceIndex(parsed: parsed, path: "F.tsx"))
        #expect(try program.run(["xs": numbers([5, 3])]).get() == .double(2))
        guard case let .failure(failure) = try interpret("[...null]", .tsx) else {
            Issue.record("null spread")
            return
        }
        #expect(failure.isTrap && failure.message.contains("not iterable"))
    }

    @Test func sortOrdersByTheComparatorOrByText() throws {
        #expect(try value("[10, 9, 1].toSorted()", .tsx) == numbers([1, 10, 9]))
        #expect(try value("[3, 1, 2].toSorted((a, b) => a - b)", .tsx) == numbers([1, 2, 3]))
        #expect(try value("[1, 2, 3].slice().sort((a, b) => b - a)", .tsx) == numbers([3, 2, 1]))
        #expect(try value("[...[3, 1, 2]].sort((a, b) => a - b)", .tsx) == numbers([1, 2, 3]))
        // `reverse` of a fresh array, and `toReversed` (Node: [2, 1, 3], [3, 1, 2], [2, 1]).
        #expect(try value("[...[3, 1, 2]].reverse()", .tsx) == numbers([2, 1, 3]))
        #expect(try value("[...[3, 1, 2]].sort((a, b) => a - b).reverse().toReversed()", .tsx) == numbers([1, 2, 3]))
        #expect(try value("[1, 2].toReversed()", .tsx) == numbers([2, 1]))
        // A Boolean comparator is never negative: the order stays as it is.
        #expect(try value("[3, 1, 2].toSorted((a, b) => a > b)", .tsx) == numbers([3, 1, 2]))
        #expect(try value("[\"b\", \"a\", \"B\"].toSorted()", .tsx) == .list(["B", "a", "b"].map(RValue.string)))
        // Stable: equal keys keep their order.
        #expect(try value("[[1, 2], [0, 1], [1, 0]].toSorted((a, b) => a[0] - b[0])", .tsx)
            == .list([numbers([0, 1]), numbers([1, 2]), numbers([1, 0])]))
    }

    /// `sort` sorts in place, which every name holding the array sees, and the
    /// interpreter copies arrays: only a fresh array is sorted; `undefined`, which sorts
    /// last, and a comparator's NaN are refused.
    @Test func whatSortCannotFollowIsRefused() throws {
        let source = "function f(xs: number[]) { const ys = xs; ys.sort(); return xs }"
        let parsed = try SourceParser().parse(SourceFile(path: "F.tsx", text: source))
        let named = #expect(throws: NotAnalyzable.self) {
            try PlatformProgram.lower(["f"], form: .function(arguments: ["xs"]), bindings: [:], in: SourceIndex(parsed: parsed, path: "F.tsx"))
        }
        #expect(named?.construct.hasPrefix("sort of ys in place") == true)
        let reversing = try SourceParser().parse(SourceFile(path: "F.tsx", text: "function f(xs: number[]) { xs.reverse(); return xs }"))
        let reversed = #expect(throws: NotAnalyzable.self) {
            try PlatformProgram.lower(["f"], form: .function(arguments: ["xs"]), bindings: [:], in: SourceIndex(parsed: reversing, path: "F.tsx"))
        }
        #expect(reversed?.construct.hasPrefix("reverse of xs in place (reverse a copy: [...xs].reverse(), or toReversed)") == true)
        guard case let .failure(holdingNull) = try interpret("[2, null].toSorted()", .tsx),
            case let .failure(nan) = try interpret("[2, 1].toSorted((a, b) => NaN)", .tsx)
        else {
            Issue.record("sorted what it cannot follow")
            return
        }
        #expect(holdingNull.message == "not analyzable: sort of an array holding null or undefined")
        #expect(nan.message == "not analyzable: a comparator returning nan")
    }
}
