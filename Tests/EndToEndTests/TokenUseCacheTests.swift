import Foundation
import TestSupport
import Testing

/// A hook's check keeps the other components' token uses in the root's
/// `.uim-parity-cache/` and reads them back while their files are unchanged: the same
/// report, without parsing every component of the library at every commit.
@Suite struct TokenUseCacheTests {
    /// (`2xs` is xs2 in the Message Scroller, xs3 in the Section Index: three warnings.)
    static let hook = ["--quiet", "--files", "reference/kotlin/interactions/SectionIndex.kt"]
    static func conflicts(_ output: String) -> [Substring] { output.split(separator: "\n").filter { $0.contains("inconsistent-token") } }

    /// A library whose files were last written an hour ago: a file written in the last
    /// seconds is not trusted, and its component's uses are not kept.
    func settledLibrary() throws -> Library {
        let library = Library()
        try settle(library)
        return library
    }

    func settle(_ library: Library) throws {
        let anHourAgo = Date(timeIntervalSinceNow: -3600)
        for case let path as String in FileManager.default.enumerator(atPath: library.root.path) ?? FileManager.DirectoryEnumerator() {
            try FileManager.default.setAttributes([.modificationDate: anHourAgo], ofItemAtPath: library.root.appendingPathComponent(path).path)
        }
    }

    func cacheFile(_ library: Library) -> URL { library.root.appendingPathComponent(".uim-parity-cache/token-uses.json") }

    /// Changes what the cache says the Message Scroller's uses stand for: a run that
    /// reads it reports no conflict.
    func tamper(_ library: Library) throws {
        let text = String(decoding: try Data(contentsOf: cacheFile(library)), as: UTF8.self)
        #expect(text.contains(#""canonical":"xs2""#))
        try Data(text.replacingOccurrences(of: #""canonical":"xs2""#, with: #""canonical":"xs3""#).utf8).write(to: cacheFile(library))
    }

    @Test func theHookKeepsOtherComponentsUsesAndReadsThemBack() throws {
        let library = try settledLibrary()
        let first = try library.check(Self.hook)
        #expect(Self.conflicts(first.output).count == 3, "\(first.output)")
        let ignore = try String(contentsOf: library.root.appendingPathComponent(".uim-parity-cache/.gitignore"), encoding: .utf8)
        #expect(ignore.split(separator: "\n").contains("*"))
        // Read back, the report is byte for byte the one that read the sources.
        #expect(try library.check(Self.hook).output == first.output)
        // What the cache says is what the run reports: it was read, not the sources.
        try tamper(library)
        #expect(Self.conflicts(try library.check(Self.hook).output).isEmpty)
        #expect(try library.check(Self.hook + ["--no-cache"]).output == first.output)
    }

    /// A changed file of the kept component, or a changed config, rules file or canonical
    /// source, makes the run read the sources again.
    @Test func aChangeToWhatTheUsesWereReadFromIsNotHiddenByTheCache() throws {
        let library = try settledLibrary()
        let first = try library.check(Self.hook)
        try tamper(library)
        let changed = library.root.appendingPathComponent("stylesheet/components/ui/message-scroller.tsx")
        try Data(try Data(contentsOf: changed) + Data("// changed\n".utf8)).write(to: changed)
        #expect(try library.check(Self.hook).output == first.output)
        // Kept again once the file has settled; then the config changes.
        try settle(library)
        #expect(try library.check(Self.hook).output == first.output)
        try tamper(library)
        try Data("root: reference\n# changed\n".utf8).write(to: library.folder.url.appendingPathComponent("uim-parity.yml"))
        #expect(try library.check(Self.hook).output == first.output)
    }

    /// A just-written file may be written again within the same clock tick, with the same
    /// stamp: its component's uses are read, not kept, and what was kept of it goes.
    @Test func usesOfJustWrittenFilesAreNotKept() throws {
        let library = try settledLibrary()
        _ = try library.check(Self.hook)
        #expect(String(decoding: try Data(contentsOf: cacheFile(library)), as: UTF8.self).contains("message-scroller"))
        try library.replace("uniwind/components/ui/message-scroller.tsx", "text-2xs", "text-2xs ")
        #expect(Self.conflicts(try library.check(Self.hook).output).count == 3)
        #expect(!String(decoding: try Data(contentsOf: cacheFile(library)), as: UTF8.self).contains("message-scroller"))
    }

    /// A link where the cache would be could lead a write outside the checked folder:
    /// it is neither read nor written through.
    @Test func aLinkInThePlaceOfTheCacheIsNotFollowed() throws {
        let library = try settledLibrary()
        let outside = TemporaryFolder()
        let cache = library.root.appendingPathComponent(".uim-parity-cache")
        try FileManager.default.createSymbolicLink(at: cache, withDestinationURL: outside.url)
        #expect(Self.conflicts(try library.check(Self.hook).output).count == 3)
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.url.path).isEmpty)
        try FileManager.default.removeItem(at: cache)
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: false)
        let target = outside.url.appendingPathComponent("elsewhere.json")
        try Data("outside".utf8).write(to: target)
        try FileManager.default.createSymbolicLink(at: cacheFile(library), withDestinationURL: target)
        #expect(Self.conflicts(try library.check(Self.hook).output).count == 3)
        #expect(try String(contentsOf: target, encoding: .utf8) == "outside")
    }

    /// A cache that is not JSON, or another format's, is an empty one.
    @Test func anUnreadableCacheIsAnEmptyOne() throws {
        let library = try settledLibrary()
        let first = try library.check(Self.hook)
        try Data("{ not json".utf8).write(to: cacheFile(library))
        let again = try library.check(Self.hook)
        #expect(again.status == first.status && again.output == first.output && again.error.isEmpty)
        // And it is written anew.
        #expect(String(decoding: try Data(contentsOf: cacheFile(library)), as: UTF8.self).contains("message-scroller"))
    }

    /// A full check neither reads nor writes the cache.
    @Test func aFullCheckWritesNoCache() throws {
        let library = try settledLibrary()
        #expect(try library.check(["--quiet"]).status == 1)
        #expect(!FileManager.default.fileExists(atPath: library.root.appendingPathComponent(".uim-parity-cache").path))
    }
}
