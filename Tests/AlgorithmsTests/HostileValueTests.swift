import Parsing
import Testing

@testable import Algorithms

/// Values interpreted code can make cheaply that are costly to copy, compare or write
/// out, and text the platforms count or print otherwise than Swift.
@Suite struct HostileValueTests {
    private func evaluate(_ expression: Expr, _ semantics: Semantics, _ bindings: [String: RValue] = [:]) throws -> RValue {
        try Interpreter(semantics: semantics).evaluate(expression, bindings: bindings)
    }

    /// Half a million copies of a long string is a terabyte written out: a message naming
    /// such a value aborted the check.
    @Test func aValueIsDescribedUpToALength() {
        let long = RValue.list(Array(repeating: .string(String(repeating: "x", count: 1_000)), count: 500_000))
        let text = long.description
        #expect(text.utf8.count < RValue.describedLength + 2_000)
        #expect(text.hasPrefix("[\"xxx"))
        #expect(text.hasSuffix(" more]"))
        let word = RValue.string(String(repeating: "y", count: 100_000)).description
        #expect(word.utf8.count < RValue.describedLength + 10 && word.hasSuffix("…\""))
        // What fits is written as before.
        let small = RValue.list([.int(1, bits: 64), .string("a"), .record("Item", ["key": .double(2.5)]), .null])
        #expect(small.description == "[1, \"a\", Item(key: 2.5), nil]")
        // A field is written with its value or left out: the cut had left "b: " alone.
        let nearlyFull = String(repeating: "x", count: RValue.describedLength - 13)
        let record = RValue.record("Item", ["a": .string(nearlyFull), "b": .int(1, bits: 64)]).description
        #expect(record.hasSuffix("x\"… 1 more)"), "\(record.suffix(20))")
    }

    /// A list's text is checked while it is made: a thousand copies of a 1 MB string
    /// were a gigabyte of text before the interpolation checked its length.
    @Test func aListsTextPastTheSizeLimitIsRefusedWhileItIsMade() throws {
        let copies = RValue.list(Array(repeating: .string(String(repeating: "z", count: 1 << 20)), count: 1_000))
        let failure = #expect(throws: RuntimeFailure.self) { try evaluate(.interpolation([.value(.name("a"))]), .kotlin, ["a": copies]) }
        #expect(failure?.message == "not analyzable: a string longer than \(Interpreter.sizeLimit) bytes")
    }

    /// Kotlin's and JavaScript's `length` counts UTF-16 code units; Swift's `count`, characters.
    @Test func lengthCountsWhatEachLanguageCounts() throws {
        let thumb = Expr.literal(.string("👍é"))
        #expect(try evaluate(.member(thumb, "length"), .javascript) == .double(3))
        #expect(try evaluate(.member(thumb, "length"), .kotlin) == .int(3, bits: 32))
        #expect(try evaluate(.member(thumb, "count"), .swift) == .int(2, bits: 64))
    }

    /// JavaScript writes a whole number past 2^53 by the shortest digits that read back
    /// as it, then zeros (`${2 ** 60}` is "1152921504606847000"), not every digit.
    @Test(arguments: [
        (1_152_921_504_606_846_976.0, "1152921504606847000"), (9_007_199_254_740_992.0, "9007199254740992"),
        (9_007_199_254_740_991.0, "9007199254740991"), (1e20, "100000000000000000000"), (-1.5e18, "-1500000000000000000"),
        (123_456_789_012_345_680_000.0, "123456789012345680000"),
    ])
    func javaScriptWritesLargeWholeNumbersByTheirShortestDigits(number: Double, text: String) throws {
        #expect(try evaluate(.interpolation([.value(.literal(.double(number)))]), .javascript) == .string(text))
    }

    /// A library function counts the items it reads, as one that makes a list does: a
    /// loop of `contains` on a list of a million items, `new Set` of one and `Math.max`
    /// over one had each run for minutes within the step budget.
    @Test(arguments: [
        (Expr.call(receiver: .name("a"), name: "contains", arguments: [Argument(label: nil, value: .literal(.int(1, bits: 64)))], closure: nil), Semantics.swift),
        (Expr.member(.construct("Set", [.name("a")]), "size"), Semantics.javascript),
        (Expr.call(receiver: .name("Math"), name: "max", arguments: [Argument(label: nil, value: .name("a"))], closure: nil), Semantics.javascript),
    ])
    func aLibraryFunctionsReadingIsCounted(read: Expr, semantics: Semantics) throws {
        let big = RValue.list(Array(repeating: .int(0, bits: 64), count: 100_000))
        let once = Interpreter(semantics: semantics)
        _ = try? once.evaluate(read, bindings: ["a": big])
        #expect(once.stepsTaken >= 100_000 / Interpreter.workPerStep)
    }

    /// A step that copies or compares many items counts one step more for every 16 of
    /// them: copying half a million items a step took minutes within the step budget.
    @Test func aStepsWorkIsCounted() throws {
        let interpreter = Interpreter(semantics: .swift)
        _ = try interpreter.evaluate(.literal(.null), bindings: [:])
        let base = interpreter.stepsTaken
        try interpreter.spend(Interpreter.freeWork - 1)
        #expect(interpreter.stepsTaken == base)
        try interpreter.spend(Interpreter.workPerStep * 10)
        #expect(interpreter.stepsTaken == base + 10)
        let big = RValue.list(Array(repeating: .int(0, bits: 64), count: 500_000))
        let copying = Stmt.whileLoop(.literal(.bool(true)), [.assign(.name("b"), operator: "=", .binary("+", .name("a"), .literal(.list([]))))])
        let failure = #expect(throws: RuntimeFailure.self) {
            try Interpreter(semantics: .swift).run([.declare("b", .name("a")), copying, .declare("out", .name("b"))], bindings: ["a": big], output: "out")
        }
        #expect(failure?.message == "not analyzable: step limit")
        // One such copy counts its items: a step charged nothing ran the loop for minutes.
        let once = Interpreter(semantics: .swift)
        _ = try once.evaluate(.binary("+", .name("a"), .literal(.list([]))), bindings: ["a": big])
        #expect(once.stepsTaken >= 500_000 / Interpreter.workPerStep)
        // So do a range and a comparison of nested lists (each had been one step).
        let ranging = Interpreter(semantics: .swift)
        _ = try ranging.evaluate(.range(.literal(.int(0, bits: 64)), .literal(.int(500_000, bits: 64)), inclusive: false), bindings: [:])
        #expect(ranging.stepsTaken >= 500_000 / Interpreter.workPerStep)
        let deep = RValue.list([big])
        let comparing = Interpreter(semantics: .swift)
        _ = try comparing.evaluate(.binary("==", .name("a"), .name("b")), bindings: ["a": deep, "b": deep])
        #expect(comparing.stepsTaken >= 2 * 500_000 / Interpreter.workPerStep)
        // And a member that makes a list (`indices`), which had been one step.
        let indexing = Interpreter(semantics: .swift)
        _ = try indexing.evaluate(.member(.name("a"), "indices"), bindings: ["a": big])
        #expect(indexing.stepsTaken >= 500_000 / Interpreter.workPerStep)
        // A list literal counts the items it nests: `a = [a]` walked deeper each time.
        let nesting = Stmt.whileLoop(.literal(.bool(true)), [.assign(.name("a"), operator: "=", Expr.list([.name("a")]))])
        let nester = Interpreter(semantics: .swift)
        let nested = #expect(throws: RuntimeFailure.self) {
            try nester.run([nesting, .declare("out", .name("a"))], bindings: ["a": RValue.list([])], output: "out")
        }
        #expect(nested?.message == "not analyzable: step limit")
        #expect(nester.stepsTaken > 200_000)
    }

    /// Ranges and strides at the integers' ends are counted without overflow, and an
    /// integer stride is stepped exactly or refused: each had trapped the check itself.
    @Test func rangesAtTheIntegersEndsDoNotTrapTheCheck() throws {
        #expect(try failure("Long.MAX_VALUE downTo Long.MIN_VALUE", .kotlin)?.message == "not analyzable: range too large")
        #expect(try failure("Long.MIN_VALUE..Long.MAX_VALUE", .kotlin)?.message == "not analyzable: range too large")
        #expect(try value("0 until Long.MIN_VALUE", .kotlin) == .list([]))
        #expect(try failure("Int.min...Int.max", .swift)?.message == "not analyzable: range too large")
        #expect(try failure("0..<Int.min", .swift)?.isTrap == true)
        #expect(try failure("stride(from: Int.max, through: Int.max, by: 1)", .swift)?.message == "not analyzable: a stride of integers past 2^53")
        #expect(try value("stride(from: 0, through: 6, by: 3)", .swift) == .list([.int(0, bits: 64), .int(3, bits: 64), .int(6, bits: 64)]))
        #expect(try value("Int.max...Int.max", .swift) == .list([.int(.max, bits: 64)]))
        // A Kotlin Int holding a 64-bit value (which no program makes) is no trap either.
        #expect(try Builtins.magnitude(.int(.min, bits: 32)) == .int(.min, bits: 32))
    }
}
