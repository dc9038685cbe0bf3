import Foundation
import TestSupport
import Testing

/// An algorithm computed in place (`at:` in the rules): the Message Scroller's badge label,
/// written inside each platform's badge text, run as written and compared with the
/// canonical `badgeLabel` on every count.
@Suite struct LocatedProgramTests {
    private static let swiftFile = "swift/Components/MessageScroller.swift"
    private static let swiftLabel = #"Text(unread > 99 ? "99+" : "\(unread)")"#

    /// The badge-label findings of a check, as `platform line:column message`.
    private func labelFindings(_ library: Library) throws -> [String] {
        let result = try library.check(["--format", "json"])
        let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
        let findings = try #require(object?["findings"] as? [[String: Any]])
        return findings.filter { ($0["fact"] as? String) == "message-scroller.badge-label" }.map { finding in
            "\(finding["platform"] as? String ?? "?") \(finding["line"] as? Int ?? 0):\(finding["column"] as? Int ?? 0) \(finding["message"] as? String ?? "")"
        }
    }

    /// Whether the label was run on every platform and agreed (the matrix's row): no
    /// finding alone would also hold for a label that was not compared at all.
    private func labelAgreesEverywhere(_ library: Library) throws -> Bool {
        let row = try library.check([]).output.split(separator: "\n").first { $0.contains("message-scroller.badge-label ") }
        return row.map { $0.components(separatedBy: "same on ").count - 1 == 5 } ?? false
    }

    /// The same label written another way on every platform is no finding: the facts
    /// that read the cap's literal had gone missing for each of these.
    @Test func theLabelWrittenAnotherWayIsTheSameLabel() throws {
        let library = Library()
        try library.replace(Self.swiftFile, Self.swiftLabel, #"Text(99 < unread ? "99+" : String(unread))"#)
        try library.replace(
            "kotlin/components/MessageScroller.kt", #"if (unread > 99) "99+" else unread.toString(),"#,
            #"when { unread >= 100 -> "99+"; else -> "$unread" },"#)
        try library.replace("uniwind/components/ui/message-scroller.tsx", #"{count > 99 ? "99+" : count}"#, #"{count >= 100 ? "99+" : `${count}`}"#)
        try library.replace("stylesheet/components/ui/message-scroller.tsx", #"{count > 99 ? "99+" : count}"#, #"{99 < count ? "99+" : String(count)}"#)
        #expect(try labelFindings(library).isEmpty)
        #expect(try labelAgreesEverywhere(library))
    }

    /// The label passed another way: by the argument's name (Kotlin's `text =`, SwiftUI's
    /// `verbatim:`, each a locator of the list), or coerced (`as String`).
    @Test func theLabelPassedAnotherWayIsTheSameLabel() throws {
        let library = Library()
        try library.replace(Self.swiftFile, Self.swiftLabel, #"Text(verbatim: unread > 99 ? "99+" : "\(unread)" as String)"#)
        try library.replace(
            "kotlin/components/MessageScroller.kt", #"if (unread > 99) "99+" else unread.toString(),"#,
            #"text = if (unread > 99) "99+" else unread.toString(),"#)
        #expect(try labelFindings(library).isEmpty)
        #expect(try labelAgreesEverywhere(library))
    }

    /// A changed cap or label drifts, at the code that computes it, with the count where
    /// the label differs; a number child is the text JSX shows for it (`result: text`).
    @Test func aChangedCapOrLabelIsAnAlgorithmDriftAtItsCode() throws {
        let library = Library()
        try library.replace(Self.swiftFile, Self.swiftLabel, #"Text(unread >= 99 ? "99+" : "\(unread)")"#)
        try library.replace("stylesheet/components/ui/message-scroller.tsx", #"{count > 99 ? "99+" : count}"#, #"{count > 99 ? "99 +" : count}"#)
        let findings = try labelFindings(library)
        #expect(findings.count == 2, "\(findings)")
        #expect(findings.contains { $0.hasPrefix("swift 314:") && $0.contains(#"badge-label(count: 99) = "99+", canonical = "99""#) })
        #expect(findings.contains { $0.hasPrefix("stylesheet 524:") && $0.contains(#"badge-label(count: 100) = "99 +", canonical = "99+""#) })
    }

    /// A locator that finds two expressions names no one program: not analyzable, said
    /// with the rule's place, rather than one of them compared.
    @Test func aLocatorFindingTwoExpressionsIsNotAnalyzable() throws {
        let library = Library()
        try library.replace(Self.swiftFile, Self.swiftLabel, Self.swiftLabel + "\n        Text(\"\\(unread)\")")
        let findings = try labelFindings(library)
        #expect(findings.count == 1, "\(findings)")
        #expect(findings.first?.hasPrefix("swift ") == true)
        #expect(findings.first?.contains("the locators at message-scroller.yml:") == true)
        #expect(findings.first?.contains("find 2 expressions, not one") == true)
    }
}
