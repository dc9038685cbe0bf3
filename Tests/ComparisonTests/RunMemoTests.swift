import Algorithms
import Extraction
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
