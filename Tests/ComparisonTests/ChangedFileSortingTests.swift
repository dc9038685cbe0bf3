import BuiltinData
import Comparison
import Foundation
import Model
import Rules
import Testing
import TestSupport

/// What a list of changed files (the hook's) asks to check: each of these once passed a
/// commit the full check failed.
@Suite struct ChangedFileSortingTests {
    static let rules = try! RulesLoader.load(files: Builtin.rules)
    let folder = TemporaryFolder()

    /// A library below `root/` with the Section Index's Kotlin file.
    private func checker(canonicals: [CanonicalSource] = Builtin.canonical) -> Checker {
        folder.write("root/kotlin/interactions/SectionIndex.kt", "val rowHeight = 16\n")
        return Checker(input: CheckInput(rules: Self.rules, root: folder.url.appendingPathComponent("root").path, canonicalSources: canonicals, rem: [:]))
    }

    private func changes(_ checker: Checker, _ paths: [String], controls: ControlFiles = ControlFiles(paths: [])) throws -> ChangedFiles {
        try checker.changes(in: paths.map { folder.url.appendingPathComponent($0).path }, controls: controls)
    }

    @Test func aFileThroughALinkIsTheFileItLinksTo() throws {
        let checker = checker()
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("linked").path, withDestinationPath: "root")
        #expect(try changes(checker, ["linked/kotlin/interactions/SectionIndex.kt"]).components == ["section-index"])
        // The file a component's source links to, outside the root.
        folder.write("shared/MessageScroller.kt", "val gap = 8\n")
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("root/kotlin/components"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: folder.url.appendingPathComponent("root/kotlin/components/MessageScroller.kt").path,
            withDestinationPath: folder.url.appendingPathComponent("shared/MessageScroller.kt").path)
        #expect(try changes(checker, ["shared/MessageScroller.kt"]).components == ["message-scroller"])
        #expect(try changes(checker, ["shared/Unrelated.kt"]).components.isEmpty)
        // A deleted file in a linked folder below the root counts by its path there.
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("android"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: folder.url.appendingPathComponent("root/kotlin/linked").path, withDestinationPath: folder.url.appendingPathComponent("android").path)
        #expect(try changes(checker, ["root/kotlin/linked/MessageScroller.kt"]).components == ["message-scroller"])
    }

    @Test func aRulesFileOrAConfigDeletedOrNotChecksEverything() throws {
        let checker = checker()
        folder.write("rules/kept.yml", "")
        let controls = ControlFiles(paths: [folder.url.appendingPathComponent("rules/kept.yml").path], rulesFolders: [folder.url.appendingPathComponent("rules").path], names: ["uim-parity.yml"])
        #expect(try changes(checker, ["rules/kept.yml"], controls: controls).fullCheck)
        #expect(try changes(checker, ["rules/deleted.yml"], controls: controls).fullCheck)
        #expect(try changes(checker, ["rules/deleted.yaml"], controls: controls).fullCheck)
        #expect(try changes(checker, ["uim-parity.yml"], controls: controls).fullCheck)
        #expect(try !changes(checker, ["rules/notes.txt"], controls: controls).fullCheck)
        #expect(try !changes(checker, ["other/deleted.yml"], controls: controls).fullCheck)
    }

    @Test func aLibraryCanonicalChecksItsComponents() throws {
        let canonical = folder.write("canonical/SectionIndex.swift", "enum SectionIndexSpec {}\n")
        let checker = checker(canonicals: [CanonicalSource(name: "SectionIndex.swift", text: "", displayPath: canonical)])
        #expect(try changes(checker, ["canonical/SectionIndex.swift"]).components == ["section-index"])
        // A deleted file of a canonical's name: the check of its component says it is gone.
        #expect(try changes(checker, ["canonical/MessageScroller.swift"]).components == ["message-scroller"])
        // An existing file of that name that is no canonical is no change to one.
        folder.write("notes/MessageScroller.swift", "\n")
        #expect(try changes(checker, ["notes/MessageScroller.swift"]).components.isEmpty)
    }

    @Test func aFolderIsRefused() throws {
        let checker = checker()
        let path = folder.url.appendingPathComponent("root/kotlin").path
        let refused = #expect(throws: CheckError.self) { try checker.changes(in: [path], controls: ControlFiles(paths: [])) }
        #expect(refused?.message == "\(path): is a folder; --files takes changed files (the checked folder is --root)")
    }
}
