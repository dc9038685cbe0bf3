import Foundation
import TestSupport
import Testing

/// A hook's check keeps the other components' token uses in the root's
/// `.uim-parity-cache/` and reads them back while their files are unchanged: the same
/// report, without parsing every component of the library at every commit.
@Suite struct TokenUseCacheTests {
    /// (`2xs` is xs2 in the Message Scroller, xs3 in the Section Index: three warnings.)
    static let hook = ["--quiet", "--files", "reference/kotlin/interactions/SectionIndex.kt"]
    static let scrollerFile = "uniwind/components/ui/message-scroller.tsx"

    static func conflicts(_ output: String) -> [Substring] { output.split(separator: "\n").filter { $0.contains("inconsistent-token") } }

    /// Files written in the last two seconds are not trusted, and their component's uses
    /// are not kept (`FileStamp.isRacy`): the tests let the library's files settle.
    static func settle() { Thread.sleep(forTimeInterval: 2.1) }

    func settledLibrary(config: String = "root: reference\n") -> Library {
        let library = Library(config: config)
        Self.settle()
        return library
    }

    func cacheFile(_ library: Library) -> URL { library.root.appendingPathComponent(".uim-parity-cache/token-uses.json") }

    func cached(_ library: Library) -> String { String(decoding: (try? Data(contentsOf: cacheFile(library))) ?? Data(), as: UTF8.self) }

    /// Changes what the cache says the Message Scroller's uses stand for: a run that
    /// reads it reports no conflict.
    func tamper(_ library: Library) throws {
        #expect(cached(library).contains(#""canonical":"xs2""#))
        try Data(cached(library).replacingOccurrences(of: #""canonical":"xs2""#, with: #""canonical":"xs3""#).utf8).write(to: cacheFile(library))
    }

    @Test func theHookKeepsOtherComponentsUsesAndReadsThemBack() throws {
        let library = settledLibrary()
        let first = try library.check(Self.hook)
        #expect(Self.conflicts(first.output).count == 3, "\(first.output)")
        let ignore = try String(contentsOf: library.root.appendingPathComponent(".uim-parity-cache/.gitignore"), encoding: .utf8)
        #expect(ignore.split(separator: "\n").contains("*"))
        // Read back, the report is byte for byte the one that read the sources, in every
        // format that shows the found text and value.
        #expect(try library.check(Self.hook).output == first.output)
        let json = ["--format", "json", "--files", "reference/kotlin/interactions/SectionIndex.kt"]
        #expect(try library.check(json).output == library.check(json + ["--no-cache"]).output)
        // What the cache says is what the run reports: it was read, not the sources.
        try tamper(library)
        #expect(Self.conflicts(try library.check(Self.hook).output).isEmpty)
        #expect(try library.check(Self.hook + ["--no-cache"]).output == first.output)
    }

    /// Paths are kept below the root: a run from another folder names the files as a
    /// fresh read from there does.
    @Test func keptUsesNameTheirFilesAsARunFromAnotherFolderDoes() throws {
        let library = settledLibrary()
        _ = try library.check(Self.hook)
        let elsewhere = library.root.appendingPathComponent("kotlin")
        let arguments = ["check", "--quiet", "--files", "interactions/SectionIndex.kt"]
        let cachedRun = try Binary.run(arguments, in: elsewhere)
        let freshRun = try Binary.run(arguments + ["--no-cache"], in: elsewhere)
        #expect(Self.conflicts(freshRun.output).count == 3, "\(freshRun.output)\(freshRun.error)")
        #expect(cachedRun.output == freshRun.output)
    }

    /// A changed file of the kept component, or a changed config or reading, makes the
    /// run read the sources again. (A rules file or canonical source is in the key as
    /// the report's digest is: `CheckSession.digest`.)
    @Test func aChangeToWhatTheUsesWereReadFromIsNotHiddenByTheCache() throws {
        let library = settledLibrary()
        let first = try library.check(Self.hook)
        try tamper(library)
        let changed = library.root.appendingPathComponent("stylesheet/components/ui/message-scroller.tsx")
        try Data(try Data(contentsOf: changed) + Data("// changed\n".utf8)).write(to: changed)
        #expect(try library.check(Self.hook).output == first.output)
        // Kept again once the file has settled; then the reading and the config change.
        Self.settle()
        #expect(try library.check(Self.hook).output == first.output)
        try tamper(library)
        #expect(try library.check(Self.hook + ["--no-ignore"]).output == first.output)
        try tamper(library)
        try Data("root: reference\n# changed\n".utf8).write(to: library.folder.url.appendingPathComponent("uim-parity.yml"))
        #expect(try library.check(Self.hook).output == first.output)
    }

    /// A kept component's file that is gone, or that git now ignores, is as the check
    /// sees it: not there.
    @Test func aFileGoneOrIgnoredSinceItWasKeptIsNotReadFromTheCache() throws {
        let library = settledLibrary()
        _ = try Binary.run(["init", "-q"], in: library.folder.url, executable: URL(fileURLWithPath: "/usr/bin/git"))
        _ = try library.check(Self.hook)
        library.folder.write(".gitignore", "reference/\(Self.scrollerFile)\n")
        let ignored = try library.check(Self.hook)
        #expect(Self.conflicts(ignored.output).count == 2, "\(ignored.output)")
        #expect(ignored.output == (try library.check(Self.hook + ["--no-cache"]).output))
        try FileManager.default.removeItem(at: library.folder.url.appendingPathComponent(".gitignore"))
        try FileManager.default.removeItem(at: library.root.appendingPathComponent(Self.scrollerFile))
        let gone = try library.check(Self.hook)
        #expect(Self.conflicts(gone.output).count == 2, "\(gone.output)")
        #expect(gone.output == (try library.check(Self.hook + ["--no-cache"]).output))
    }

    /// A just-written file may be written again within the same clock tick, with the same
    /// stamp: its component's uses are read, not kept, and what was kept of it goes.
    @Test func usesOfJustWrittenFilesAreNotKept() throws {
        let library = settledLibrary()
        _ = try library.check(Self.hook)
        #expect(cached(library).contains("message-scroller"))
        try library.replace(Self.scrollerFile, "text-2xs", "text-2xs ")
        // (Its time an hour ahead: however slow the check, the file is still just written.)
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: 3600)], ofItemAtPath: library.root.appendingPathComponent(Self.scrollerFile).path)
        #expect(Self.conflicts(try library.check(Self.hook).output).count == 3)
        #expect(!cached(library).contains("message-scroller"))
    }

    /// A link where the cache would be could lead a write outside the checked folder:
    /// it is neither read nor written through.
    @Test func aLinkInThePlaceOfTheCacheIsNotFollowed() throws {
        let library = settledLibrary()
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
        // The link itself is replaced by the cache, which the run wrote beside it.
        #expect(cached(library).contains("message-scroller"))
    }

    /// A cache that is not JSON, or holds uses no run could have made, is an empty one.
    @Test func anUnreadableOrForgedCacheIsAnEmptyOne() throws {
        let library = settledLibrary()
        let first = try library.check(Self.hook)
        try Data("{ not json".utf8).write(to: cacheFile(library))
        let again = try library.check(Self.hook)
        #expect(again.status == first.status && again.output == first.output && again.error.isEmpty)
        // And it is written anew.
        #expect(cached(library).contains("message-scroller"))
        // Uses with no name, or another component's fact: dropped, not trusted (an empty
        // name once trapped the report).
        try Data(cached(library).replacingOccurrences(of: #""name":"2xs""#, with: #""name":"""#).utf8).write(to: cacheFile(library))
        #expect(try library.check(Self.hook).output == first.output)
        try Data(cached(library).replacingOccurrences(of: #""fact":"message-scroller."#, with: #""fact":"section-index."#).utf8)
            .write(to: cacheFile(library))
        #expect(try library.check(Self.hook).output == first.output)
    }

    /// A full check, and a hook with `--no-cache`, neither read nor write the cache.
    @Test func aFullCheckAndNoCacheWriteNoCache() throws {
        let library = settledLibrary()
        #expect(try library.check(["--quiet"]).status == 1)
        #expect(try library.check(Self.hook + ["--no-cache"]).status == 1)
        #expect(!FileManager.default.fileExists(atPath: library.root.appendingPathComponent(".uim-parity-cache").path))
    }
}
