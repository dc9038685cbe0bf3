import Algorithms
import Extraction
import Model
import Parsing
import Rules
import Testing

@testable import Comparison

/// Every platform's check asks the interpreted canonical for the same inputs; the runs
/// are kept, and each copy of the oracle still spends their steps, so a verdict is the
/// same as if it had run the canonical itself.
@Suite struct RunMemoTests {
    static let source = """
        func doubled(x: Int) -> Int {
            var total = 0
            for _ in 0..<x { total += 2 }
            return total
        }
        """

    static func program() throws -> AdaptedProgram {
        let parsed = try SourceParser().parse(SourceFile(path: "Doubled.swift", text: source))
        let lowered = try PlatformProgram.lower(
            ["doubled"], form: .function(arguments: ["x"]), bindings: [:], in: SourceIndex(parsed: parsed, path: "Doubled.swift"))
        return AdaptedProgram(program: lowered, adapter: ProgramAdapter(), cases: 1)
    }

    @Test func aRunIsMadeOncePerInputs() throws {
        let memo = RunMemo()
        var made = 0
        func run(_ x: Int64) -> RunMemo.Run {
            memo.run(["x": .int(x, bits: 64)]) {
                made += 1
                return (.success(.int(x * 2, bits: 64)), Int(x))
            }
        }
        #expect(run(3).steps == 3)
        #expect(run(3).steps == 3)
        #expect(made == 1)
        #expect(run(4).steps == 4)
        #expect(made == 2)
        #expect(try run(4).result.get() == .int(8, bits: 64))
    }

    /// Inputs are keys by their whole value, hashed once: the same lists built apart are
    /// one key, lists that differ in one item or one label are two.
    @Test func inputsAreKeptByTheirWholeValue() throws {
        let memo = RunMemo()
        var made = 0
        func run(_ inputs: [String: RValue]) {
            _ = memo.run(inputs) {
                made += 1
                return (.success(.null), 1)
            }
        }
        let letters = { (items: [String]) in RValue.list(items.map(RValue.string)) }
        run(["known": letters(["A", "B"]), "seen": letters(["C"])])
        run(["known": letters(["A", "B"]), "seen": letters(["C"])])
        #expect(made == 1)
        run(["known": letters(["A", "C"]), "seen": letters(["C"])])
        run(["known": letters(["C"]), "seen": letters(["A", "B"])])
        #expect(made == 3)
        #expect(HashedInputs(["x": letters(["A"])]) == HashedInputs(["x": letters(["A"])]))
        #expect(HashedInputs(["x": letters(["A"])]) != HashedInputs(["y": letters(["A"])]))
    }

    /// Swift's `==` takes "é" for "e" and an accent, which Kotlin's `length` and a Swift
    /// `utf8.count` tell apart: a kept run had answered for the other spelling.
    @Test func stringsAreKeysByTheirBytes() throws {
        let precomposed = RValue.list([.string("\u{E9}")])
        let decomposed = RValue.list([.string("e\u{301}")])
        #expect(HashedInputs(["s": precomposed]) != HashedInputs(["s": decomposed]))
        #expect(HashedInputs(["s": .record("R", ["name": .string("\u{E9}")])]) != HashedInputs(["s": .record("R", ["name": .string("e\u{301}")])]))
        let memo = RunMemo()
        var made = 0
        for inputs in [["s": precomposed], ["s": decomposed], ["s": precomposed]] {
            _ = memo.run(inputs) {
                made += 1
                return (.success(.null), 1)
            }
        }
        #expect(made == 2)
    }

    @Test func inputsHoldingNegativeZeroAreAlwaysRun() throws {
        let memo = RunMemo()
        var made = 0
        func run(_ x: Double) -> RunMemo.Run {
            memo.run(["x": .list([.double(x)])]) {
                made += 1
                return (.success(.double(1 / x)), 1)
            }
        }
        #expect(try run(0).result.get() == .double(.infinity))
        #expect(try run(-0.0).result.get() == .double(-.infinity))
        #expect(try run(-0.0).result.get() == .double(-.infinity))
        #expect(made == 3)
        _ = run(0)
        #expect(made == 3)
    }

    @Test func aCopyGivenAKeptRunSpendsItsStepsToo() throws {
        let memo = RunMemo()
        let first = try Self.program()
        let second = first.fresh()
        let inputs: [String: RValue] = ["x": .int(10, bits: 64)]
        let made = try first.run(inputs, memo: memo).get()
        let kept = try second.run(inputs, memo: memo).get()
        #expect(made == .int(20, bits: 64))
        #expect(kept == made)
        #expect(first.budget.remaining < StepBudget.perInput)
        #expect(second.budget.remaining == first.budget.remaining)
        // A kept run is what a copy gets: one kept here, for inputs never run, is returned as it is.
        let seeded = RunMemo()
        _ = seeded.run(["x": .int(3, bits: 64)]) { (.success(.string("kept")), 7) }
        let third = first.fresh()
        #expect(try third.run(["x": .int(3, bits: 64)], memo: seeded).get() == .string("kept"))
        #expect(third.budget.remaining == StepBudget.perInput - 7)
    }

    @Test func threadsAskingForTheSameInputsGetTheSameRun() throws {
        let memo = RunMemo()
        let program = try Self.program()
        let results = Parallel.map(Array(0..<64), threads: 4) { index in
            try? program.fresh().run(["x": .int(Int64(index % 8), bits: 64)], memo: memo).get()
        }
        #expect(results == (0..<64).map { .int(Int64($0 % 8) * 2, bits: 64) })
    }
}
