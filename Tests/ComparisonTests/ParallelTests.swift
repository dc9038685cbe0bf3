@testable import Model
import Synchronization
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
    /// in input order. A thread records its element before it takes another, so on two
    /// threads the first k elements recorded are among the first k + 1 taken, whatever
    /// the timing.
    @Test func costliestElementsStartFirstAndResultsKeepTheInputsOrder() {
        let costs = [3, 90, 1, 40, 90, 7, 2, 60]
        let order = [1, 4, 7, 3, 5, 0, 6, 2]
        #expect(Parallel.costliestFirst(costs) == order)
        let started = Mutex<[Int]>([])
        let results = Parallel.map(Array(costs.indices), threads: 2, costliestFirst: { costs[$0] }) { index in
            started.withLock { $0.append(index) }
            return costs[index] * 10
        }
        #expect(results == costs.map { $0 * 10 })
        let recorded = started.withLock { $0 }
        #expect(recorded.sorted() == Array(costs.indices))
        for count in 1...recorded.count {
            #expect(Set(recorded.prefix(count)).isSubset(of: order.prefix(count + 1)), "\(recorded)")
        }
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
