import Foundation
import TestSupport
import Testing

/// The built-in rules read the docs' values where the code uses them too, and a value
/// read through several locators is one reading: one finding where it is written.
@Suite struct UseSiteTests {
    private func findings(_ output: String, _ fact: String) -> [Substring] {
        output.split(separator: "\n").filter { $0.contains("drift: \(fact):") }
    }

    /// A number written where the constant was used is read there (it had passed).
    @Test func aNumberWrittenAtAUseSiteIsReported() throws {
        let library = Library()
        try library.replace("kotlin/interactions/SectionIndex.kt", "Modifier.height(RowHeight)", "Modifier.height(18.dp)")
        try library.replace("swift/Components/MessageScroller.swift", "LazyVStack(spacing: spacing)", "LazyVStack(spacing: 14)")
        let output = try library.check(["-q"]).output
        let rows = findings(output, "section-index.row-height")
        #expect(rows.count == 1 && rows[0].hasPrefix("reference/kotlin/interactions/SectionIndex.kt:236:"), "\(rows)")
        let spacing = findings(output, "message-scroller.message-spacing").filter { $0.contains("swift") }
        #expect(spacing.count == 1 && spacing[0].hasPrefix("reference/swift/Components/MessageScroller.swift:159:"), "\(spacing)")
    }

    /// A changed constant is one finding at the constant, not one per locator that reads it.
    @Test func aConstantReadAtItsUsesIsOneFinding() throws {
        let library = Library()
        try library.replace("kotlin/interactions/SectionIndex.kt", "private val RowHeight = 16.dp", "private val RowHeight = 18.dp")
        try library.replace("swift/Interactions/SectionIndex.swift", "static let rowHeight: CGFloat = 16", "static let rowHeight: CGFloat = 18")
        let rows = findings(try library.check(["-q"]).output, "section-index.row-height")
        #expect(rows.count == 2, "\(rows)")
        #expect(rows.contains { $0.hasPrefix("reference/kotlin/interactions/SectionIndex.kt:65:") }, "\(rows)")
        #expect(rows.contains { $0.hasPrefix("reference/swift/Interactions/SectionIndex.swift:10:") }, "\(rows)")
    }

    /// One expression read for each direction (its sign bound each way) that drifts alike
    /// in both is one finding, and one edit (it had been two identical findings).
    @Test func anExpressionReadUnderTwoBindingsThatDriftsAlikeIsOneFinding() throws {
        let library = Library()
        try library.replace("uniwind/components/ui/message-scroller.tsx", "(1 - progress.value) * 32 * sign", "(1 - progress.value) * 40 * sign")
        let offsets = findings(try library.check(["-q"]).output, "message-scroller.hidden-offset").filter { $0.contains("uniwind") }
        #expect(offsets.count == 1 && offsets[0].hasPrefix("reference/uniwind/components/ui/message-scroller.tsx:449:21:"), "\(offsets)")
    }

    /// A TypeScript class's static method, called through the class by a method the
    /// rules run, is analyzed: it had made the whole class not analyzable.
    @Test func aStaticMethodOfTheRunClassIsCalled() throws {
        let library = Library()
        let file = "uniwind/components/ui/message-scroller.tsx"
        try library.replace(file, "class MessageScrollerController {\n", "class MessageScrollerController {\n  static away(offset: number, threshold: number) { return offset > threshold }\n")
        try library.replace(file, "const end = this.offset > this.threshold", "const end = MessageScrollerController.away(this.offset, this.threshold)")
        let output = try library.check(["-q"]).output
        #expect(!output.contains("not-analyzable"), "\(output)")
        #expect(output.contains("uniwind/components/ui/message-scroller.tsx"), "\(output)")
    }
}
