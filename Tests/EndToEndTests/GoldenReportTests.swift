import Foundation
import TestSupport
import Testing

/// The report on reference/, reviewed by hand and kept in Golden/. A change to the
/// rules, the canonical sources or the report's wording changes it: review the new
/// output line by line before replacing the file.
@Suite struct GoldenReportTests {
    static let golden = RepositoryPaths.root.appendingPathComponent("Tests/EndToEndTests/Golden")

    /// The digest of the built-in canonical and rules changes with every rules edit; the
    /// rest of the report must not change unless reviewed.
    private func masked(_ text: String) -> String {
        text.replacingOccurrences(of: #"sha256:[0-9a-f]{16}"#, with: "sha256:…", options: .regularExpression)
    }

    private func compare(_ arguments: [String], with file: String) throws {
        let result = try Binary.run(arguments)
        #expect(result.status == 1)
        let expected = masked(String(decoding: try Data(contentsOf: Self.golden.appendingPathComponent(file)), as: UTF8.self))
        let actual = masked(result.output)
        guard actual != expected else { return }
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let first = zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(expectedLines.count, actualLines.count)
        Issue.record("""
            \(file) differs from the output at line \(first + 1):
            golden: \(first < expectedLines.count ? String(expectedLines[first]) : "<end>")
            output: \(first < actualLines.count ? String(actualLines[first]) : "<end>")
            """)
    }

    @Test func textReport() throws {
        try compare(["check", "reference/"], with: "check-reference.txt")
    }

    @Test func jsonReport() throws {
        try compare(["check", "reference/", "--format", "json"], with: "check-reference.json")
    }

    @Test func jsonIsValidAndHasTheDocumentedFields() throws {
        let result = try Binary.run(["check", "reference/", "--format", "json"])
        let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
        let findings = try #require(object?["findings"] as? [[String: Any]])
        #expect(!findings.isEmpty)
        let fields: Set = ["component", "fact", "platform", "kind", "severity", "file", "line", "column", "found", "canonical", "message", "cause"]
        let optional: Set = ["via", "fix", "notFixable", "suspects"]
        #expect(findings.allSatisfy { Set($0.keys).subtracting(optional) == fields })
        // An algorithm drift names its next suspects, each with its Ochiai score.
        let capacity = try #require(findings.first { ($0["fact"] as? String) == "section-index.display-items" && ($0["platform"] as? String) == "kotlin" })
        let suspects = try #require(capacity["suspects"] as? [[String: Any]])
        #expect(suspects.count == 3 && suspects.allSatisfy { ($0["score"] as? Double).map { $0 > 0 && $0 <= 1 } == true })
        #expect(suspects.first?["line"] as? Int == 159)
        // Every drift says how to repair it, or why it cannot be repaired.
        let drifts = findings.filter { ($0["kind"] as? String) == "drift" }
        #expect(drifts.allSatisfy { ($0["fix"] != nil) != ($0["notFixable"] != nil) })
        // A value reached through a reference points at its literal, with the use as `via`.
        let easing = try #require(findings.first { ($0["fact"] as? String) == "message-scroller.button-exit-easing" && ($0["platform"] as? String) == "kotlin" })
        #expect(easing["line"] as? Int == 201)
        #expect((easing["via"] as? [String: Any])?["line"] as? Int == 217)
        let badge = try #require(findings.first { ($0["fact"] as? String) == "message-scroller.badge-min-size" && ($0["platform"] as? String) == "uniwind" })
        let edit = try #require((badge["fix"] as? [[String: Any]])?.first)
        #expect(edit["text"] as? String == "h-[18px]")
        #expect((edit["start"] as? [String: Any])?["line"] as? Int == 491)
        let inset = try #require(findings.first { ($0["fact"] as? String) == "section-index.bar-end-inset" && ($0["platform"] as? String) == "kotlin" })
        #expect(inset["line"] as? Int == 137)
        #expect((inset["found"] as? [String: Any])?["value"] as? String == "12")
        #expect((inset["canonical"] as? [String: Any])?["unit"] as? String == "pt")
    }
}
