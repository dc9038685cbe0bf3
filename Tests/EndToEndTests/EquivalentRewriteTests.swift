import Foundation
import TestSupport
import Testing

/// Rewrites that keep every value are no finding: named arguments for positions, a sum
/// in another order, a condition written the other way round, a renamed local.
@Suite struct EquivalentRewriteTests {
    /// What each finding says, without where or how the source spells it.
    private func verdicts(_ library: Library) throws -> Set<String> {
        let result = try library.check(["--format", "json"])
        let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
        let findings = try #require(object?["findings"] as? [[String: Any]])
        return Set(findings.map { finding in
            let found = (finding["found"] as? [String: Any])?["value"] as? String ?? "-"
            return [finding["kind"], finding["fact"], finding["platform"]].compactMap { $0 as? String }.joined(separator: " ") + " " + found
        })
    }

    static let rewrites: [(file: String, old: String, new: String)] = [
        ("kotlin/components/MessageScroller.kt", "Arrangement.spacedBy(12.dp, Alignment.Bottom)",
         "Arrangement.spacedBy(space = 12.dp, alignment = Alignment.Bottom)"),
        ("kotlin/components/MessageScroller.kt", ".border(1.dp, colors.separator, CircleShape)",
         ".border(width = 1.dp, color = colors.separator, shape = CircleShape)"),
        ("kotlin/components/MessageScroller.kt", "CubicBezierEasing(0.23f, 1f, 0.32f, 1f)", "CubicBezierEasing(a = 0.23f, b = 1f, c = 0.32f, d = 1f)"),
        ("kotlin/theme/Tokens.kt", "textStyle(11.0, 13.0, 0.006)", "textStyle(size = 11.0, lineHeight = 13.0, letterSpacing = 0.006)"),
        ("kotlin/theme/Tokens.kt", "Shadow(2.dp, 4.dp, 12.dp, Color.Black.copy(alpha = 0.08f))",
         "Shadow(offsetX = 2.dp, offsetY = 4.dp, blur = 12.dp, color = Color.Black.copy(alpha = 0.08f))"),
        ("kotlin/interactions/SectionIndex.kt", "-(56.dp + 16.dp)", "-(16.dp + 56.dp)"),
        ("kotlin/interactions/SectionIndex.kt", ".size(56.dp)", ".size(size = 56.dp)"),
        ("kotlin/components/MessageScroller.kt", "val scale = 0.95f + 0.05f * progress\n                scaleX = scale\n                scaleY = scale",
         "val s = 0.95f + 0.05f * progress\n                scaleX = s\n                scaleY = s"),
        ("swift/Components/MessageScroller.swift", "(direction == .end ? 32 : -32)", "(direction == .start ? -32 : 32)"),
        ("swift/Components/MessageScroller.swift", ".scaleEffect(active ? 1 : 0.95)", ".scaleEffect(!active ? 0.95 : 1)"),
        ("swift/Components/MessageScroller.swift", "duration: active ? 0.2 : 0.4", "duration: !active ? 0.4 : 0.2"),
        ("uniwind/components/ui/message-scroller.tsx", "duration: active ? 200 : 400", "duration: !active ? 400 : 200"),
        // SwiftUI sides as one `EdgeInsets`: each fact reads the parts of its sides.
        ("swift/Interactions/SectionIndex.swift", ".padding(.horizontal, 6)", ".padding(EdgeInsets(top: 0, leading: 6, bottom: 0, trailing: 6))"),
        ("swift/Interactions/SectionIndex.swift", ".padding(.vertical, 8)\n    .padding(.trailing, 6)",
         ".padding(EdgeInsets(top: 8, leading: 0, bottom: 8, trailing: 6))"),
        ("swift/Components/MessageScroller.swift", ".padding(.horizontal, 10)", ".padding(EdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10))"),
    ]

    @Test func rewritesKeepEveryVerdict() throws {
        let library = Library()
        let before = try verdicts(library)
        for rewrite in Self.rewrites { try library.replace(rewrite.file, rewrite.old, rewrite.new) }
        let after = try verdicts(library)
        #expect(after.subtracting(before).isEmpty, "new: \(after.subtracting(before).sorted())")
        #expect(before.subtracting(after).isEmpty, "gone: \(before.subtracting(after).sorted())")
    }

    /// An `EdgeInsets` part that differs is a drift where it is written; one with a zero
    /// among a side set's parts does not pad that set (it is the trailing padding here).
    @Test func edgeInsetsPartsAreReadBySide() throws {
        let library = Library()
        try library.replace(
            "swift/Interactions/SectionIndex.swift", ".padding(.horizontal, 6)", ".padding(EdgeInsets(top: 0, leading: 6, bottom: 0, trailing: 7))")
        let result = try library.check(["-q"])
        #expect(result.output.contains("drift: section-index.bar-horizontal-padding: swift 7 (7pt) ≠ canonical"))
        #expect(!result.output.contains("bar-vertical-padding: swift 0"))
    }

    /// A Swift `switch` over a tuple decides its arms element by element where the rule
    /// binds them (`active: "false"` rules out `(false, true)`); `_` matches anything. Its
    /// arms had been read all, each duration for both facts.
    @Test func aSwitchOverATupleGivesTheBoundArm() throws {
        let file = "swift/Components/MessageScroller.swift"
        let animation = ".animation(reduceMotion ? nil : .timingCurve(0.23, 1, 0.32, 1, duration: active ? 0.2 : 0.4), value: active)"
        let head = "    let unread = direction == .end ? controller?.unreadCount ?? 0 : 0\n"
        func switched(exit: String) -> String {
            head + "    let animation: Animation? = switch (reduceMotion, active) {\n    case (true, _): nil\n"
                + "    case (false, true): .timingCurve(0.23, 1, 0.32, 1, duration: 0.2)\n"
                + "    case (false, false): .timingCurve(0.23, 1, 0.32, 1, duration: \(exit))\n    }\n"
        }
        let library = Library()
        let before = try verdicts(library)
        try library.replace(file, animation, ".animation(animation, value: active)")
        try library.replace(file, head, switched(exit: "0.4"))
        #expect(try verdicts(library) == before)
        try library.replace(file, "duration: 0.4)\n    }", "duration: 0.45)\n    }")
        #expect(try verdicts(library).subtracting(before) == ["drift message-scroller.button-exit-duration swift 450"])
    }

    /// A branch that returns early leaves what follows it unread where the rule's bindings
    /// take that branch (`active: "true"` reads the enter timing only): the exit's call
    /// after it had been read as the enter's too, two false drifts.
    @Test func anEarlyReturnLeavesWhatFollowsUnread() throws {
        let file = "uniwind/components/ui/message-scroller.tsx"
        let timing = "    progress.value = withTiming(active ? 1 : 0, {\n      duration: active ? 200 : 400,\n"
            + "      easing: active ? ENTER_EASING : EXIT_EASING,\n      reduceMotion: ReduceMotion.System,\n    })"
        func early(enter: Int) -> String {
            "    if (active) {\n      progress.value = withTiming(1, { duration: \(enter), easing: ENTER_EASING, reduceMotion: ReduceMotion.System })\n"
                + "      return\n    }\n    progress.value = withTiming(0, { duration: 400, easing: EXIT_EASING, reduceMotion: ReduceMotion.System })"
        }
        let library = Library()
        let before = try verdicts(library)
        try library.replace(file, timing, early(enter: 200))
        #expect(try verdicts(library) == before)
        try library.replace(file, early(enter: 200), early(enter: 250))
        #expect(try verdicts(library).subtracting(before) == ["drift message-scroller.button-enter-duration uniwind 250"])
    }

    /// A variable assigned again in a choice the rule's bindings decide holds the value of
    /// the arm that runs (`let duration = 400; if (active) duration = 200`), or none but its
    /// first; declared without a value, the arm's. A choice the bindings do not decide
    /// leaves it not constant, as a variable written again was.
    @Test func aVariableAssignedInADecidedBranchHoldsThatBranchsValue() throws {
        let file = "uniwind/components/ui/message-scroller.tsx"
        let timing = "    progress.value = withTiming(active ? 1 : 0, {\n      duration: active ? 200 : 400,\n"
        func assigned(enter: Int, when condition: String = "active") -> String {
            "    let duration = 400\n    if (\(condition)) {\n      duration = \(enter)\n    }\n    progress.value = withTiming(active ? 1 : 0, {\n      duration,\n"
        }
        let sign = "  const sign = direction === \"end\" ? 1 : -1\n"
        let switched = "  let sign: number\n  switch (direction) {\n    case \"end\":\n      sign = 1\n      break\n    default:\n      sign = -1\n  }\n"
        let library = Library()
        let before = try verdicts(library)
        try library.replace(file, timing, assigned(enter: 200))
        try library.replace(file, sign, switched)
        #expect(try verdicts(library) == before)
        try library.replace(file, assigned(enter: 200), assigned(enter: 250))
        #expect(try verdicts(library).subtracting(before) == ["drift message-scroller.button-enter-duration uniwind 250"])
        try library.replace(file, assigned(enter: 250), assigned(enter: 200, when: "props.fast"))
        #expect(try verdicts(library).subtracting(before) == [
            "not-constant message-scroller.button-enter-duration uniwind -", "not-constant message-scroller.button-exit-duration uniwind -",
        ])
    }

    /// A name used for tokens of two groups (`text-xl`, `shadow-xl`) is two tokens.
    @Test func tokensOfTwoGroupsAreNotOneNameWithTwoMeanings() throws {
        let library = Library()
        try library.replace("uniwind/components/interactions/section-index.tsx", "text-3xl font-semibold", "text-xl font-semibold")
        let result = try library.check(["-q"])
        #expect(result.output.contains("section-index.bubble-font: uniwind text-xl (xl, 22pt) ≠ canonical"))
        #expect(!result.output.contains("token 'xl' stands for"))
    }

    /// `border-2` is 2px wide, not two steps of the spacing scale.
    @Test func tailwindBorderWidthsArePixels() throws {
        let library = Library()
        try library.replace(
            "uniwind/components/interactions/section-index.tsx", "rounded-full border border-separator", "rounded-full border-2 border-separator")
        let result = try library.check(["-q"])
        #expect(result.output.contains("section-index.bubble-border-width: uniwind border-2 (2pt) ≠ canonical"), "\(result.output)")
    }
}
