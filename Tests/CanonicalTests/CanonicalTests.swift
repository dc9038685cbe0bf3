import BuiltinData
import Canonical
import Comparison
import Model
import Rules
import TestSupport
import Testing

/// The canonical implementation is real code: its algorithms behave as the docs'
/// SwiftUI does, and the values uim-parity reads from its source are the values the
/// compiled code has.
@Suite struct SectionIndexMathTests {
    @Test func capacityCountsWholeRowsBelowTheFirst() {
        #expect(SectionIndexMath.capacity(height: 0) == 0)
        #expect(SectionIndexMath.capacity(height: 15.9) == 0)
        #expect(SectionIndexMath.capacity(height: 32) == 1)
        #expect(SectionIndexMath.capacity(height: 447.9) == 26)
        #expect(SectionIndexMath.capacity(height: 448) == 27)
    }

    @Test func displayItemsKeepAllLettersWhenTheyFit() {
        let letters = ["A", "B", "C"]
        #expect(SectionIndexMath.displayItems(letters, capacity: 3).map(\.label) == letters)
        #expect(SectionIndexMath.displayItems(["A"], capacity: 0).map(\.label) == ["A"])
    }

    @Test func displayItemsAlternateLettersAndDots() {
        let items = SectionIndexMath.displayItems(SectionIndexSpec.defaultLetters, capacity: 10)
        // 9 slots; slot 2 is letter round(2/8 × 26) = round(6.5) = 7 (half away from zero): H.
        #expect(items.map(\.label) == ["A", "•", "H", "•", "N", "•", "U", "•", "#"])
        #expect(SectionIndexMath.displayItems(SectionIndexSpec.defaultLetters, capacity: 0).map(\.label) == ["A", "•", "#"])
        #expect(items[1].key == "after-A")
    }

    @Test func indexUnderTheFinger() {
        #expect(SectionIndexMath.index(at: -5, height: 100, count: 27) == 0)
        #expect(SectionIndexMath.index(at: 50, height: 100, count: 27) == 13)
        #expect(SectionIndexMath.index(at: 100, height: 100, count: 27) == 26)
        #expect(SectionIndexMath.index(at: 10, height: 0, count: 27) == 0)
        #expect(SectionIndexMath.index(at: 10, height: 100, count: 0) == 0)
    }

    @Test func mergeOrdersByTheAlphabetThenByArrival() {
        #expect(SectionIndexMath.merge(["C", "A"], ["B", "A", "?", "!"]) == ["A", "B", "C", "?", "!"])
    }

    @Test func targetIsTheFirstSectionAtOrAfterTheLetter() {
        let letters = SectionIndexSpec.defaultLetters
        #expect(SectionIndexMath.target(sections: ["B", "M", "X"], letters: letters, index: 3) == "M")
        #expect(SectionIndexMath.target(sections: ["B", "M", "X"], letters: letters, index: 25) == "X")
        #expect(SectionIndexMath.target(sections: ["B", "M"], letters: letters, index: 26) == "M")
        #expect(SectionIndexMath.target(sections: [], letters: letters, index: 0) == nil)
    }
}

@Suite struct MessageScrollerTrackerTests {
    @Test func appendedMessagesAreUnreadOnlyAwayFromTheEnd() {
        var tracker = MessageScrollerTracker()
        _ = tracker.update(["a", "b"])
        #expect(tracker.update(["a", "b", "c"]) == MessageScrollerChange(appended: 1))
        #expect(tracker.unread == 0)
        tracker.setEdges(atStart: false, atEnd: false)
        _ = tracker.update(["a", "b", "c", "d", "e"])
        #expect(tracker.unread == 2)
        #expect(tracker.update(["z", "a", "b", "c", "d", "e"]) == MessageScrollerChange(prepended: 1))
        #expect(tracker.unread == 2)
        tracker.setEdges(atStart: false, atEnd: true)
        #expect(tracker.unread == 0)
    }

    @Test func aReplacedThreadResets() {
        var tracker = MessageScrollerTracker()
        _ = tracker.update(["a"])
        tracker.setEdges(atStart: false, atEnd: false)
        _ = tracker.update(["a", "b"])
        #expect(tracker.update(["x", "y"]) == MessageScrollerChange(reset: true))
        #expect(tracker.unread == 0)
    }

    @Test func badgeLabelCapsAt99() {
        #expect(MessageScrollerTracker.badgeLabel(99) == "99")
        #expect(MessageScrollerTracker.badgeLabel(100) == "99+")
    }
}

/// What the tool reads from the canonical source is what the compiled module holds.
@Suite struct CanonicalSourceAgreesWithCompiledCodeTests {
    static let rows: [String: Cell] = {
        let rules = try! RulesLoader.load(files: Builtin.rules)
        let input = CheckInput(rules: rules, root: RepositoryPaths.reference.path, canonicalSources: Builtin.canonical, rem: [:])
        let result = try! Checker(input: input).run()
        return Dictionary(uniqueKeysWithValues: result.components.flatMap(\.rows).map { ($0.fact, $0.canonical) })
    }()

    private func read(_ fact: String) -> String? {
        Self.rows[fact]?.observations.first?.value?.display
    }

    @Test func lengths() {
        #expect(read("section-index.row-height") == "\(Int(SectionIndexSpec.rowHeight))pt")
        #expect(read("section-index.bubble-offset-x") == "\(Int(SectionIndexSpec.bubbleOffsetX))pt")
        #expect(read("section-index.bubble-offset-y") == "\(Int(SectionIndexSpec.bubbleOffsetY))pt")
        #expect(read("section-index.capacity-reserve") == "\(Int(SectionIndexSpec.capacityReserve))pt")
        #expect(read("message-scroller.badge-offset-y") == "\(Int(MessageScrollerSpec.badgeOffsetY))pt")
    }

    @Test func durationsEasingsAndCounts() {
        #expect(read("section-index.bubble-exit-duration") == "\(SectionIndexSpec.bubbleExitDuration.components.attoseconds / 1_000_000_000_000_000)ms")
        let curve = MessageScrollerSpec.buttonExitEasing
        #expect(read("message-scroller.button-exit-easing") == "bezier(\(curve.x1), \(Int(curve.y1)), \(curve.x2), \(Int(curve.y2)))")
        #expect(read("section-index.default-letters") == "\"\(SectionIndexSpec.defaultLetters.joined(separator: " "))\"")
    }

    @Test func tokens() {
        #expect(read("tokens.letter-spacing.xs3") == "\(TextStyle.xs3.letterSpacing)pt")
        #expect(read("tokens.shadow-blur.md") == "\(Int(Shadow.md.radius * 2))pt")
        #expect(read("tokens.radius.xl2") == "\(Int(Radius.xl2))pt")
        let link = ColorToken.link.dark
        #expect(read("tokens.color-dark.link") == String(format: "#%02X%02X%02X", link.red, link.green, link.blue))
    }
}
