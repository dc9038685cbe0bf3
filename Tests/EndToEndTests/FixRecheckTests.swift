import Foundation
import Comparison
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

    /// Two drifts of one fact on one line, one fixed: the other is still compared.
    @Test func aDriftBesideAFixedOneIsCompared() {
        let fixed = drift("message-scroller.badge-min-size", line: 282, "18.dp", 20)
        let other = drift("message-scroller.badge-min-size", line: 282, "18.dp", 19)
        let moved = drift("message-scroller.badge-min-size", line: 282, "18.dp", 21)
        #expect(FixCommand.moved([moved], before: [fixed, other], settled: [fixed]) != nil)
        #expect(FixCommand.moved([other], before: [fixed, other], settled: [fixed]) == nil)
    }

    /// The check after the fix asks it: a moved drift undoes the fix.
    @Test func theCheckAfterTheFixAsksIt() {
        var before = CheckResult()
        before.findings = [drift("message-scroller.hidden-offset", line: 240, "size.height", 32), drift("message-scroller.button-size", line: 255, "30.dp", 30)]
        var after = CheckResult()
        after.findings = [drift("message-scroller.hidden-offset", line: 240, "size.height", 34)]
        #expect(FixCommand.problem(after, before: before, fixed: [before.findings[1]], canonical: false)?.contains("a drifting value moved") == true)
    }

    @Test func anUnchangedOrRepairedDriftDoesNot() {
        let before = [drift("message-scroller.hidden-offset", line: 240, "size.height", 32), drift("message-scroller.button-size", line: 255, "32.dp", 32)]
        #expect(FixCommand.moved(before, before: before, settled: []) == nil)
        #expect(FixCommand.moved([before[0]], before: before, settled: [before[1]]) == nil)
        // Read from a whole expression whose other part a repair edited: the text moves,
        // the value does not.
        let retexted = [drift("message-scroller.hidden-offset", line: 240, "size.height * 1f", 32), before[1]]
        #expect(FixCommand.moved(retexted, before: before, settled: []) == nil)
        // Gone after the fix (moved onto its canonical value): nothing to compare.
        #expect(FixCommand.moved([], before: before, settled: []) == nil)
    }
}
