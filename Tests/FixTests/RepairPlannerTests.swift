import Extraction
import Foundation
import Model
import Testing

@testable import Fix

/// The planner against a toy file format: numbers in a line of text, read back by a
/// closure as the fact's value, so what is tested is the solving, not a language.
@Suite struct RepairPlannerTests {
    private static func numbers(in text: String) -> [(range: Range<Int>, text: String)] {
        var result: [(Range<Int>, String)] = []
        let bytes = Array(text.utf8)
        var index = 0
        while index < bytes.count {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) else {
                index += 1
                continue
            }
            let start = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) || bytes[index] == UInt8(ascii: ".") {
                index += 1
            }
            result.append((start..<index, String(decoding: bytes[start..<index], as: UTF8.self)))
        }
        return result
    }

    private static func decimals(_ text: String, overrides: [Int: String] = [:]) -> [Decimal] {
        numbers(in: text).map { Decimal(string: overrides[$0.range.lowerBound] ?? $0.text, locale: Locale(identifier: "en_US_POSIX"))! }
    }

    private func planner(_ text: String, target: Value, language: String = "", value: @escaping ([Decimal]) -> Value) -> RepairPlanner {
        let leaves = Self.numbers(in: text).map { SourceLeaf(kind: .number, range: $0.range, text: $0.text) }
        var notation = Notation(tailwindUtility: nil, rem: 16) { _ in nil }
        notation.language = language
        return RepairPlanner(
            path: "f", text: text, current: value(Self.decimals(text)), target: target, leaves: leaves,
            notation: notation,
            probe: { value(Self.decimals(text, overrides: $0)) }, read: { value(Self.decimals($0)) })
    }

    /// A sign is a unary minus: after a bracket, `=`, `,` or `:`, or first on its line;
    /// not the minus of a subtraction (`30-12` must not become `304`).
    @Test func aSignIsAMinusNoOperandComesBefore() {
        // Each text ends with the literal, whose first byte is where the sign is asked for.
        for (text, literal, negated) in [
            ("(-12", "12", true), ("end: -16", "16", true), ("x = -3", "3", true), ("\n-3", "3", true), ("-3", "3", true),
            ("30-12", "12", false), ("0 - 5", "5", false), ("x-12", "12", false), ("12", "12", false),
        ] {
            #expect(RepairPlanner.isNegated(text, before: text.utf8.count - literal.utf8.count) == negated, "\(text)")
        }
    }

    /// The parentheses written only to hold a negative number go with its sign
    /// (`(-12).dp` → `12.dp`); a call's stay (`offset(-12)` → `offset(12)`).
    @Test func theParenthesesOfANegativeNumberGoWithItsSign() {
        for (text, kept) in [
            ("(-12).dp", "12.dp"), ("x * (-12)", "x * 12"), ("(-12)", "12"),
            ("offset(-12)", "(12)"), ("f()(-12)", "(12)"), ("a[0](-12)", "(12)"), ("(-12 + 1)", "(12 + 1)"), ("é(-12)", "(12)"),
        ] {
            let minus = text.utf8.firstIndex(of: UInt8(ascii: "-")).map { text.utf8.distance(from: text.utf8.startIndex, to: $0) } ?? 0
            let range = RepairPlanner.unwrapped(minus..<(minus + 3), in: text)
            var bytes = Array(text.utf8)
            bytes.replaceSubrange(range, with: Array("12".utf8))
            #expect(String(decoding: bytes, as: UTF8.self).hasSuffix(kept), "\(text)")
        }
    }

    /// Literals that give the value alike (two calls passing it): moved alone, one makes the
    /// value depend on which; moved together, they give it. Each gets the same edit (no
    /// literal had been found to give it).
    @Test func literalsThatGiveTheValueAlikeAreEditedTogether() {
        let alike = { (numbers: [Decimal]) -> Value in
            Set(numbers).count == 1 ? .quantity(Quantity(numbers[0], .points)) : .text("depends on the call")
        }
        let repair = planner("a(20) b(20)", target: .quantity(Quantity(18, .points)), value: alike).plan()
        #expect(repair.edits.map(\.replacement) == ["18", "18"])
        #expect(repair.edits.map(\.range) == [2..<4, 8..<10])
    }

    /// A value read from more places than are planned from is left to the hand, without
    /// reading it again for each (three thousand calls passing one size had taken a
    /// minute); a list as long as the limit is still solved, element by element.
    @Test func aValueReadFromTooManyPlacesIsNotPlanned() {
        let limit = RepairPlanner.plannedLeaves
        var reads = 0
        let many = Array(repeating: "1", count: limit + 1).joined(separator: " ")
        let repair = planner(many, target: .list(Array(repeating: .quantity(Quantity(2, .none)), count: limit + 1))) { numbers in
            reads += 1
            return .list(numbers.map { .quantity(Quantity($0, .none)) })
        }.plan()
        guard case let .notFixable(reason) = repair else {
            Issue.record("planned: \(repair)")
            return
        }
        #expect(reason == "the value is read from \(limit + 1) places; which to change is not clear")
        // Only the planner's own reading of the current value.
        #expect(reads == 1)
        let enough = Array(repeating: "1", count: limit).joined(separator: " ")
        let solved = planner(enough, target: .list(Array(repeating: .quantity(Quantity(2, .none)), count: limit))) { numbers in
            .list(numbers.map { .quantity(Quantity($0, .none)) })
        }.plan()
        #expect(solved.edits.count == limit)
    }

    @Test func solvesThroughTheUnitBetweenTheLiteralAndTheValue() {
        // Seconds in the source, milliseconds in the fact.
        let repair = planner("duration: 0.2", target: .quantity(Quantity(250, .milliseconds))) {
            .quantity(Quantity($0[0] * 1000, .milliseconds))
        }.plan()
        #expect(repair.edits.map(\.replacement) == ["0.25"])
    }

    @Test func eachLiteralOfABezierGetsItsOwnEdit() {
        let exact = { (text: String) in Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))! }
        let repair = planner("b(0.7, 0, 0.84, 0)", target: .easing(.bezier(exact("0.23"), 1, exact("0.32"), 1))) {
            .easing(.bezier($0[0], $0[1], $0[2], $0[3]))
        }.plan()
        #expect(repair.edits.map(\.replacement) == ["0.23", "1", "0.32", "1"])
    }

    /// Literals that give some parts of the value but not a part the source does not
    /// write (a color's opacity) are said to: it had been "no literal in this file gives".
    @Test func aPartNoLiteralWritesIsSaid() {
        let exact = { (text: String) in Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))! }
        let repair = planner("b(0.7, 0.84)", target: .easing(.bezier(exact("0.23"), exact("0.5"), exact("0.32"), 1))) {
            .easing(.bezier($0[0], 0, $0[1], 1))
        }.plan()
        guard case let .notFixable(reason) = repair else {
            Issue.record("fixed \(repair)")
            return
        }
        #expect(reason.hasPrefix("the literals here give only part of "), "\(reason)")
    }

    @Test func aSumOfTwoLiteralsIsNotGuessed() {
        let repair = planner("-(56 + 16)", target: .quantity(Quantity(-80, .points))) { .quantity(Quantity(-($0[0] + $0[1]), .points)) }
            .plan()
        guard case let .notFixable(reason) = repair else {
            Issue.record("fixed \(repair)")
            return
        }
        #expect(reason.contains("several literals (56, 16)"))
    }

    /// A whole literal beside others is an Int in Swift and Kotlin: a fraction there would
    /// turn an Int constant into a Double (`4 * 0` had become `4 * 0.75`). Alone, or in
    /// TypeScript, it takes one.
    @Test func aWholeLiteralAmongOthersStaysWholeInSwiftAndKotlin() {
        let product = { (language: String) in
            self.planner("const val MAX_RETRIES = 4 * 0", target: .quantity(Quantity(3, .none)), language: language) {
                .quantity(Quantity($0[0] * $0[1], .none))
            }.plan()
        }
        #expect(product("kotlin").edits.isEmpty)
        #expect(product("swift").edits.isEmpty)
        #expect(product("tsx").edits.map(\.replacement) == ["0.75"])
        let alone = planner("padding(4)", target: .quantity(Quantity(Decimal(string: "4.5")!, .points)), language: "swift") {
            .quantity(Quantity($0[0], .points))
        }.plan()
        #expect(alone.edits.map(\.replacement) == ["4.5"])
        // A literal a unit is read on is a Dp, not an Int: `28.dp` may become `28.5.dp`.
        let unit = planner("y - 28.dp + 0", target: .quantity(Quantity(Decimal(string: "-28.5")!, .points)), language: "kotlin") {
            .quantity(Quantity(-$0[0] + $0[1], .points))
        }.plan()
        #expect(unit.edits.map(\.replacement) == ["28.5"])
    }

    @Test func anEditThatDoesNotReadBackIsRefused() {
        // The value only takes even numbers: 17 cannot be written.
        let repair = planner("n = 16", target: .quantity(Quantity(17, .none))) {
            .quantity(Quantity($0[0] - $0[0].remainder2, .none))
        }.plan()
        #expect(repair.edits.isEmpty)
    }
}

extension Decimal {
    fileprivate var remainder2: Decimal {
        let whole = NSDecimalNumber(decimal: self).intValue
        return Decimal(whole % 2)
    }
}
