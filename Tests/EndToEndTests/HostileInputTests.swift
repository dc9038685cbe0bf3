import Foundation
import TestSupport
import Testing

/// Inputs a reviewer found that crashed, hung, lied or escaped; each stays fixed.
@Suite struct HostileInputTests {
    @Test func anEmptyAbsenceReasonIsARulesError() throws {
        let library = Library()
        let rules = library.folder.copy(RepositoryPaths.root.appendingPathComponent("rules"), as: "rules")
        let file = rules.appendingPathComponent("section-index.yml")
        let text = try String(contentsOf: file, encoding: .utf8)
        let first = try #require(text.range(of: #"tailwind: { absent: ""#))
        let end = try #require(text[first.upperBound...].range(of: "\" }"))
        try (text[..<first.upperBound] + text[end.lowerBound...]).write(to: file, atomically: true, encoding: .utf8)
        let result = try library.check(["--rules", "rules"])
        #expect(result.status == 2)
        // The error names the emptied reason's line.
        let line = text[..<first.lowerBound].split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(result.error.contains("section-index.yml:\(line):"), "\(result.error)")
        #expect(result.error.contains("'absent' needs a reason"))
    }

    @Test func constantsThatUseEachOtherEndAsACycleQuickly() throws {
        let library = Library()
        try library.replace(
            "kotlin/interactions/SectionIndex.kt", "private val RowHeight = 16.dp",
            "private val RowHeight = Q + Q\nprivate val Q = RowHeight + RowHeight")
        let result = try Binary.run(["explain", "section-index.row-height", "reference"], in: library.folder.url)
        // Before the fix this took 2^48 steps; now the cycle folds to no value at once.
        #expect(result.output.contains("kotlin/interactions/SectionIndex.kt:65:25: Q + Q  [problem]"), "\(result.output)")
    }

    /// Thousands of nested parentheses (or prefix operators) in a formula once overflowed
    /// the stack of the recursive lowering: now they are not analyzable, with the reason.
    @Test(arguments: [
        ("swift/Interactions/SectionIndex.swift", "    guard count > 0, height > 0 else { return 0 }",
         "    let deep = " + String(repeating: "(", count: 3000) + "1" + String(repeating: ")", count: 3000) + "\n"),
        ("kotlin/interactions/SectionIndex.kt", "    if (capacity >= letters.size) return letters", "    val deep = " + String(repeating: "-", count: 3000) + "1\n"),
    ])
    func deeplyNestedFormulasAreNotAnalyzable(file: String, anchor: String, inserted: String) throws {
        let library = Library()
        try library.replace(file, anchor, inserted + anchor)
        let result = try library.check(["--quiet"])
        #expect(result.status == 1)
        #expect(result.output.contains("\(file):"), "\(result.output)")
        #expect(result.output.contains("error: not-analyzable: code nested deeper than 200 levels"), "\(result.output)")
    }

    /// A finding quotes at most 240 characters of source text: a constant 1,000 links long
    /// (6,000 characters) had been quoted whole, and 10,000 nested brackets made a 20 KB line.
    @Test func aLongExpressionIsQuotedInPart() throws {
        let library = Library()
        try library.replace("kotlin/interactions/SectionIndex.kt", "private val RowHeight = 16.dp", "private val RowHeight = 16.dp" + String(repeating: ".value", count: 1000))
        let result = try library.check(["--quiet"])
        let line = try #require(result.output.split(separator: "\n").first { $0.hasPrefix("reference/kotlin/interactions/SectionIndex.kt:65:25: error: not-constant: section-index.row-height: kotlin 16.dp.value") })
        #expect(line.hasSuffix("… (5765 characters more): not a constant length: expression is too deep"), "\(line)")
        #expect(line.count < 450)
    }

    /// A class whose field makes another instance of it recursed without end (the added
    /// line moves `setKeys` to line 131).
    @Test func aClassThatMakesItselfEndsAtTheRecursionLimit() throws {
        let library = Library()
        try library.replace(
            "uniwind/components/ui/message-scroller.tsx", "class SnapshotStore<Snapshot> {\n",
            "class SnapshotStore<Snapshot> {\n  private loop = new SnapshotStore<number>(0, Object.is)\n")
        let result = try library.check(["--quiet"])
        #expect(result.status == 1)
        #expect(result.output.contains("uniwind/components/ui/message-scroller.tsx:131:3: error: not-analyzable: recursion limit"), "\(result.output)")
    }

    @Test func controlCharactersFromSourcesAreEscapedInTheMatrix() throws {
        let library = Library()
        try library.replace(
            "uniwind/components/interactions/section-index.tsx", #"className="h-4 min-w-3"#,
            "className=\"h-4\u{1B}[2J\u{9B}2J min-w-3")
        let result = try library.check([])
        #expect(result.output.contains("h-4\\u{1b}[2J"))
        #expect(!result.output.contains("\u{1B}[2J"))
        #expect(!result.output.contains("\u{9B}"))
    }

    @Test func aBrokenQueryInTheRulesIsARulesError() throws {
        let library = Library()
        let rules = library.folder.copy(RepositoryPaths.root.appendingPathComponent("rules"), as: "rules")
        let file = rules.appendingPathComponent("message-scroller.yml")
        let text = try String(contentsOf: file, encoding: .utf8)
        try text.replacingOccurrences(of: "(assignment left:", with: "(no_such_node left:")
            .write(to: file, atomically: true, encoding: .utf8)
        let result = try library.check(["--rules", "rules"])
        #expect(result.status == 2)
        #expect(result.error.contains("message-scroller.yml:"))
        #expect(result.error.contains("query does not compile"))
    }

    @Test func anUnreadableFileOutsideTheComponentsFailsTheRun() throws {
        let library = Library()
        library.folder.write("reference/kotlin/Other.kt", bytes: [0x76, 0x61, 0x6C, 0xFF, 0x0A])
        let result = try library.check([])
        #expect(result.status == 2)
        #expect(result.error.contains("kotlin/Other.kt:1: not valid UTF-8"))
    }

    @Test func checkingAFileIsAUsageErrorNotParity() throws {
        let result = try Binary.run(["check", "reference/kotlin/interactions/SectionIndex.kt"])
        #expect(result.status == 2)
        #expect(result.error.contains("is a file"))
    }

    @Test func absoluteRootAndRulesInTheConfigAreUsedAsWritten() throws {
        let folder = TemporaryFolder()
        folder.write(
            "uim-parity.yml",
            "root: \(RepositoryPaths.reference.path)\nrules: \(RepositoryPaths.root.appendingPathComponent("rules").path)\n")
        let result = try Binary.run(["check", "--quiet"], in: folder.url)
        #expect(result.status == 1, "\(result.error)")
        #expect(result.output.contains("kotlin/interactions/SectionIndex.kt:137:78: error: drift"))
    }

    @Test func suppressionsWorkInCRLFFiles() throws {
        let library = Library()
        let path = library.root.appendingPathComponent("kotlin/interactions/SectionIndex.kt")
        let text = try String(contentsOf: path, encoding: .utf8).replacingOccurrences(
            of: "                        style = Typography.xl3",
            with: "                        // uim-parity: ignore section-index.bubble-font -- Material uses a larger bubble\n                        style = Typography.xl3")
        try text.replacingOccurrences(of: "\n", with: "\r\n").write(to: path, atomically: true, encoding: .utf8)
        let result = try library.check([])
        #expect(result.output.contains("1 suppressed"))
        #expect(!result.output.contains("error: drift: section-index.bubble-font: kotlin"))
    }

    @Test func unknownSeverityKeysAreConfigErrors() throws {
        let library = Library(config: "root: reference\nseverity: { sectoin-index.bubble-font: off }\n")
        let result = try library.check([])
        #expect(result.status == 2)
        #expect(result.error.contains("severity: 'sectoin-index.bubble-font' is not a fact, component or finding kind"))
    }

    @Test func sarifFingerprintsAreUnique() throws {
        let result = try Binary.run(["check", "reference", "--format", "sarif"])
        let fingerprints = result.output.components(separatedBy: "\"uimParity/v1\"").dropFirst().map { $0.prefix(30) }
        #expect(fingerprints.count > 50)
        #expect(Set(fingerprints).count == fingerprints.count)
    }

    @Test func pathsAreShownRelativeToTheCurrentFolder() throws {
        let result = try Binary.run(["check", RepositoryPaths.reference.path, "--quiet"])
        #expect(result.output.contains("\nreference/kotlin/interactions/SectionIndex.kt:137:78: error: drift")
            || result.output.hasPrefix("reference/"))
        #expect(!result.output.contains(RepositoryPaths.root.path))
    }
}
