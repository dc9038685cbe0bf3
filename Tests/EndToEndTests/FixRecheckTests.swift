import Foundation
import Model
import Testing

@testable import ParityCLI

/// The check after a fix undoes it when a drift it did not repair reads another value:
/// an edited literal that fact also reads moved it (it once got worse unseen, as its
/// finding kept its place).
@Suite struct FixRecheckTests {
    private func drift(_ fact: String, line: Int, _ raw: String, _ points: Decimal) -> Finding {
        Finding(
            component: "message-scroller", fact: fact, platform: .kotlin, kind: .drift, severity: .error,
            location: Location(path: "kotlin/MessageScroller.kt", line: line, column: 32),
            found: FoundValue(raw: raw, value: .quantity(Quantity(points, .points))), canonical: nil, message: "\(fact): \(raw) (\(points)pt)")
    }

    @Test func aDriftThatReadsAnotherValueAfterTheFixUndoesIt() {
        let before = [drift("message-scroller.hidden-offset", line: 240, "size.height", 32)]
        let after = [drift("message-scroller.hidden-offset", line: 240, "size.height", 34)]
        #expect(FixCommand.moved(after, before: before, settled: [])
            == "kotlin/MessageScroller.kt:240:32: a drifting value moved: message-scroller.hidden-offset: size.height (34pt)")
    }

    @Test func anUnchangedOrRepairedDriftDoesNot() {
        let before = [drift("message-scroller.hidden-offset", line: 240, "size.height", 32), drift("message-scroller.button-size", line: 255, "32.dp", 32)]
        #expect(FixCommand.moved(before, before: before, settled: []) == nil)
        // The fixed finding itself may read another value: whether it still drifts is
        // asked elsewhere.
        let repaired = [drift("message-scroller.button-size", line: 255, "33.dp", 33)]
        #expect(FixCommand.moved(repaired, before: before, settled: [FixPlan.key(before[1])]) == nil)
        // Read from a whole expression whose other part a repair edited: the text moves,
        // the value does not.
        let retexted = [drift("message-scroller.hidden-offset", line: 240, "size.height * 1f", 32), before[1]]
        #expect(FixCommand.moved(retexted, before: before, settled: []) == nil)
        // Gone after the fix (moved onto its canonical value): nothing to compare.
        #expect(FixCommand.moved([], before: before, settled: []) == nil)
    }
}
