@testable import Model
import Testing

@testable import Comparison

/// `Parallel.map` hands back what each thread computed and keeps none of it: a check
/// releases each file's index after its last component, which a copy kept here would undo.
@Suite struct ParallelTests {
    final class Payload {
        let value: Int
        init(_ value: Int) { self.value = value }
    }

    @Test func resultsAreInTheInputsOrderOnManyThreads() {
        let results = Parallel.map(Array(0..<200), threads: 4) { $0 * $0 }
        #expect(results == (0..<200).map { $0 * $0 })
    }

    @Test func resultsAreFreedWithTheCallersCopy() {
        weak var first: Payload?
        weak var last: Payload?
        do {
            let results = Parallel.map(Array(0..<50), threads: 4) { Payload($0) }
            first = results.first
            last = results.last
            #expect(first?.value == 0 && last?.value == 49)
        }
        #expect(first == nil)
        #expect(last == nil)
    }

    /// The costliest elements are started first, ties in input order; the results stay
    /// in input order.
    @Test func costliestElementsStartFirstAndResultsKeepTheInputsOrder() {
        let costs = [3, 90, 1, 40, 90, 7, 2, 60]
        #expect(Parallel.costliestFirst(costs) == [1, 4, 7, 3, 5, 0, 6, 2])
        let results = Parallel.map(Array(costs.indices), threads: 2, costliestFirst: { costs[$0] }) { costs[$0] * 10 }
        #expect(results == costs.map { $0 * 10 })
    }

    @Test func oneThreadRunsTheElementsInInputOrder() {
        var started: [Int] = []
        _ = Parallel.map(Array(0..<5), threads: 1, costliestFirst: { $0 }) { started.append($0) }
        #expect(started == [0, 1, 2, 3, 4])
    }

    @Test func backgroundWorkGivesItsResultToEveryWait() {
        let work = Parallel.Background { (1...1_000).reduce(0, +) }
        #expect(work.wait() == 500_500)
        #expect(work.wait() == 500_500)
    }
}
