import Model
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

    @Test func backgroundWorkGivesItsResultToEveryWait() {
        let work = Parallel.Background { (1...1_000).reduce(0, +) }
        #expect(work.wait() == 500_500)
        #expect(work.wait() == 500_500)
    }
}
