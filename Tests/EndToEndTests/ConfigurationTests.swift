import Foundation
import TestSupport
import Testing

@Suite struct ConfigurationTests {
    @Test func unknownConfigKeyIsAnErrorWithItsPosition() throws {
        let folder = TemporaryFolder()
        let config = folder.write("uim-parity.yml", "tailwind:\n  rem:\n    uniwind: 16\n  remm: 3\n")
        let result = try Binary.run(["check", "--config", config, RepositoryPaths.reference.path])
        #expect(result.status == 2)
        #expect(result.error.hasPrefix("uim-parity: error: \(config):4:3: unknown key 'remm'"))
        #expect(result.output.isEmpty)
    }

    @Test func theNearestConfigAboveTheCurrentFolderIsUsed() throws {
        let folder = TemporaryFolder()
        folder.write("uim-parity.yml", "tailwind:\n  rem:\n    nativewind: 14\n")
        let nested = folder.url.appendingPathComponent("a/b")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        // A checked folder with no config above it: the current folder's is used.
        let elsewhere = TemporaryFolder()
        let reference = elsewhere.copy(RepositoryPaths.reference, as: "reference")
        let result = try Binary.run(["check", reference.path], in: nested)
        #expect(result.output.contains("tailwind rem: uniwind 16px, nativewind 14px"))
        #expect(result.output.contains("findings share one cause — nativewind rem is 14px; with 16 this agrees:"))
    }

    /// One finding is counted as one ("1 findings share one cause" before).
    @Test func aSingleRemCausedFindingIsCountedAsOne() throws {
        let folder = TemporaryFolder()
        let badge = folder.copy(RepositoryPaths.root.appendingPathComponent("examples/badge"), as: "badge")
        let file = badge.appendingPathComponent("nativewind/badge.tsx")
        try Data(try String(contentsOf: file, encoding: .utf8).replacingOccurrences(of: "px-[5px]", with: "px-1.25").utf8).write(to: file)
        folder.write("badge/uim-parity.yml", "root: .\ncanonical: [\"canonical/*.swift\"]\nrules: rules\ntailwind:\n  rem:\n    nativewind: 14\n")
        let result = try Binary.run(["check", "-q"], in: badge)
        #expect(result.output.contains("\n1 finding has one cause — nativewind rem is 14px; with 16 this agrees:\n"), "\(result.output)")
    }

    @Test func badRemAndPlatformAreRefused() throws {
        let folder = TemporaryFolder()
        let zero = folder.write("zero.yml", "tailwind:\n  rem:\n    uniwind: 0\n")
        #expect(try Binary.run(["check", "--config", zero, "reference/"]).error.contains("zero.yml:3:14: rem must be a positive number"))
        let platform = folder.write("platform.yml", "sources:\n  android: [\"x/**\"]\n")
        #expect(try Binary.run(["check", "--config", platform, "reference/"]).error.contains("platform.yml:2:3: 'android' is not a platform"))
    }

    @Test func sourcePatternsDescribeAnotherLayout() throws {
        let folder = TemporaryFolder()
        let library = folder.url.appendingPathComponent("library")
        try FileManager.default.createDirectory(at: library.appendingPathComponent("ios"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: RepositoryPaths.reference.appendingPathComponent("swift/Interactions/SectionIndex.swift"),
            to: library.appendingPathComponent("ios/SectionIndex.swift"))
        let config = folder.write("uim-parity.yml", "sources:\n  swift: [\"ios/*.swift\"]\n")
        let result = try Binary.run(["check", "--config", config, library.path])
        #expect(result.output.contains("section-index"))
        #expect(result.output.contains("no kotlin source for section-index"))
    }

    @Test func malformedRulesFolderExitsTwoWithPosition() throws {
        let folder = TemporaryFolder()
        folder.write("rules/bad.yml", "component: demo\nfacts:\n  - id: x\n    kind: length\n")
        let result = try Binary.run(["check", "--rules", folder.path + "/rules", "reference/"])
        #expect(result.status == 2)
        #expect(result.error == "uim-parity: error: \(folder.path)/rules/bad.yml:3:5: missing key 'description'\n")
    }
}

@Suite struct ExplainCommandTests {
    @Test func explainsEveryPlatform() throws {
        let result = try Binary.run(["explain", "section-index.bar-end-inset", "reference/"])
        #expect(result.status == 0)
        #expect(result.output.contains("kotlin     reference/kotlin/interactions/SectionIndex.kt:137:78: 12.dp  [drift]"))
        #expect(result.output.contains("end-3: 3 × 16/4 = 12pt (rem 16)"))
        #expect(result.output.contains("note: canonical is the outlier: swift 6pt, all others 12pt"))
    }

    /// Each value is labelled by its own verdict: an equal class beside a drifting `dark:`
    /// one had both been labelled drift.
    @Test func eachValueHasItsOwnVerdict() throws {
        let library = Library()
        try library.replace("uniwind/components/ui/message-scroller.tsx", "rounded-full bg-accent px-1.5", "rounded-full bg-accent dark:bg-surface px-1.5")
        let result = try Binary.run(["explain", "message-scroller.badge-background", "reference"], in: library.folder.url)
        let uniwind = result.output.split(separator: "\n").filter { $0.hasPrefix("uniwind ") }
        #expect(uniwind.count == 2 && uniwind[0].hasSuffix(": bg-accent  [equal]") && uniwind[1].hasSuffix(": dark:bg-surface  [drift]"), "\(result.output)")
    }

    /// An algorithm's cell shows the platform's result only: its findings follow, with
    /// where the drift is and on which inputs (it had shown `kotlin [0, 0, 1, 1]` alone).
    @Test func anAlgorithmsDriftIsExplainedWithItsFindings() throws {
        let result = try Binary.run(["explain", "message-scroller.unread", "reference/"])
        let lines = result.output.split(separator: "\n").map(String.init)
        let kotlin = try #require(lines.firstIndex { $0.hasPrefix("kotlin ") })
        #expect(lines[kotlin + 1].hasPrefix(
            "             reference/kotlin/components/MessageScroller.kt:153:21: message-scroller.unread(events: [\"prepend 1\", \"away\", \"append 1\", \"replace 1\"]) = [0, 0, 1, 1], canonical = [0, 0, 1, 0]"),
            "\(result.output)")
    }

    @Test func unknownFactIsAnError() throws {
        let result = try Binary.run(["explain", "section-index.nope", "reference/"])
        #expect(result.status == 2)
        #expect(result.error.contains("unknown fact 'section-index.nope'"))
    }
}
