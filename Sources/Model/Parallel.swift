import Dispatch
import Foundation
import Synchronization

/// Work spread over the machine's cores, with results in the order of the input.
public enum Parallel {
    /// The number of threads worth running: the cores this process may use.
    public static var cores: Int { ProcessInfo.processInfo.activeProcessorCount }

    /// `transform` applied to each element, on up to `threads` threads. The caller
    /// guarantees that the calls share no mutable state: each result depends on its
    /// element alone, so the results are the same as a sequential map's.
    public static func map<Element, Result>(_ elements: [Element], threads: Int, _ transform: (Element) -> Result) -> [Result] {
        guard elements.count > 1, threads > 1 else { return elements.map(transform) }
        let results = UnsafeMutableBufferPointer<Result?>.allocate(capacity: elements.count)
        results.initialize(repeating: nil)
        // The slots hold references (a file's index, a verdict's findings): released with
        // the buffer, or every result would outlive the check.
        defer {
            _ = results.deinitialize()
            results.deallocate()
        }
        withoutActuallyEscaping(transform) { transform in
            let work = UncheckedWork(elements: elements, transform: transform, results: results)
            // Elements are taken in turn from a shared counter, so a slow one does not
            // hold back the others' thread.
            let next = Counter()
            let count = elements.count
            DispatchQueue.concurrentPerform(iterations: min(threads, count)) { _ in
                while let index = next.take(below: count) { work.run(index) }
            }
        }
        return results.map { $0! }
    }

    /// `map`, with the elements started in the order of `cost`, the highest first (ties
    /// in input order): a long element started last would run alone while the other
    /// threads wait (longest processing time first). The results are in input order, as
    /// `map`'s are; on one thread the elements run in input order.
    public static func map<Element, Result>(
        _ elements: [Element], threads: Int, costliestFirst cost: (Element) -> Int, _ transform: (Element) -> Result
    ) -> [Result] {
        guard elements.count > 1, threads > 1 else { return elements.map(transform) }
        let order = costliestFirst(elements.map(cost))
        let results = map(order.map { elements[$0] }, threads: threads, transform)
        var positions = [Int](repeating: 0, count: order.count)
        for (position, index) in order.enumerated() { positions[index] = position }
        return positions.map { results[$0] }
    }

    /// The indices of `costs`, the highest cost first, ties in index order: the order
    /// `map(_:threads:costliestFirst:_:)` starts its elements in.
    static func costliestFirst(_ costs: [Int]) -> [Int] {
        costs.indices.sorted { costs[$0] != costs[$1] ? costs[$0] > costs[$1] : $0 < $1 }
    }

    /// Work run on another thread while the caller goes on; `wait()` blocks until it is
    /// done. The caller hands the work values no one else changes until then.
    public final class Background<Result>: @unchecked Sendable {
        private var result: Result?
        private let done = DispatchSemaphore(value: 0)

        public init(_ work: @escaping () -> Result) {
            let handed = HandedOver(run: work)
            DispatchQueue.global().async {
                self.result = handed.run()
                self.done.signal()
            }
        }

        /// The work's result, once it is done (the same on every call).
        public func wait() -> Result {
            done.wait()
            done.signal()
            return result!
        }
    }

    /// Work given to another thread, which alone runs it.
    private struct HandedOver<Result>: @unchecked Sendable {
        let run: () -> Result
    }

    /// What the threads share: read-only input, and one result slot per thread's element.
    private struct UncheckedWork<Element, Result>: @unchecked Sendable {
        let elements: [Element]
        let transform: (Element) -> Result
        let results: UnsafeMutableBufferPointer<Result?>

        func run(_ index: Int) {
            results[index] = transform(elements[index])
        }
    }

    /// The next element's index, handed to one thread each.
    private final class Counter: Sendable {
        private let value = Mutex(0)

        func take(below count: Int) -> Int? {
            value.withLock { next in
                guard next < count else { return nil }
                defer { next += 1 }
                return next
            }
        }
    }
}
