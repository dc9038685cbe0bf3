import Foundation
import Model
import TestSupport
import Testing

@testable import Comparison

/// What `TokenUseCache` keeps of a component, and when it gives it back.
@Suite struct TokenUseCacheUnitTests {
    func use(_ platform: String, _ group: String, value: Value? = .token("xs2")) -> TokenConsistency.Use {
        TokenConsistency.Use(
            fact: "b.\(group)", group: group, canonical: "xs2", platform: platform, name: "2xs",
            location: Location(path: "b.tsx", line: 3, column: 7), raw: "text-2xs", value: value)
    }

    func reach(_ platforms: Set<String>, _ groups: Set<String>) -> TokenConsistency.Reach {
        TokenConsistency.Reach(platforms: platforms, groups: groups)
    }

    /// A moment past the racy interval: the files written by a test are settled then.
    let later = FileStamp.now() + 2 * FileStamp.racyInterval

    func stamp(_ folder: TemporaryFolder, _ text: String = "text") -> FileStamp {
        FileStamp(path: "b.tsx", at: folder.write("b.tsx", text))
    }

    @Test func keptUsesComeBackOnlyWithinTheirScopeAndFilesAndKey() {
        let folder = TemporaryFolder()
        let written = stamp(folder)
        let kept = reach(["uniwind", "stylesheet"], ["font"])
        let uses = [use("uniwind", "font"), use("stylesheet", "font")]
        var cache = TokenUseCache(root: folder.path, key: "k1")
        cache.keep(uses, of: "b", scope: kept, files: [written], now: later)
        cache.save()
        let read = TokenUseCache(root: folder.path, key: "k1")
        // Within the kept scope: the uses it reaches, as they were written.
        #expect(read.uses(of: "b", within: reach(["uniwind"], ["font"]), stamps: { _ in [written] }) == [uses[0]])
        #expect(read.scope(of: "b") == kept)
        // A flavor or group not kept, or a file changed since, is read again.
        #expect(read.uses(of: "b", within: reach(["nativewind"], ["font"]), stamps: { _ in [written] }) == nil)
        #expect(read.uses(of: "b", within: reach(["uniwind"], ["color"]), stamps: { _ in [written] }) == nil)
        let rewritten = stamp(folder, "text, changed")
        #expect(read.uses(of: "b", within: reach(["uniwind"], ["font"]), stamps: { _ in [rewritten] }) == nil)
        // Another key (another rules file, config or tool) keeps nothing of this one's.
        #expect(TokenUseCache(root: folder.path, key: "k2").scope(of: "b") == nil)
    }

    /// The stamps compared are those of the kept scope's files, not only the run's reach.
    @Test func theStampsComparedAreThoseOfTheKeptScope() {
        let folder = TemporaryFolder()
        let written = stamp(folder)
        var cache = TokenUseCache(root: folder.path, key: "k")
        let kept = reach(["uniwind", "stylesheet"], ["font", "color"])
        cache.keep([use("uniwind", "font")], of: "b", scope: kept, files: [written], now: later)
        var asked: [TokenConsistency.Reach] = []
        let uses = cache.uses(of: "b", within: reach(["uniwind"], ["font"]), stamps: { scope in
            asked.append(scope)
            return [written]
        })
        #expect(uses?.count == 1)
        #expect(asked == [kept])
    }

    @Test func aJustWrittenFileIsNotKeptAndDropsWhatWas() {
        let folder = TemporaryFolder()
        let written = stamp(folder)
        var cache = TokenUseCache(root: folder.path, key: "k")
        let scope = reach(["uniwind"], ["font"])
        cache.keep([use("uniwind", "font")], of: "b", scope: scope, files: [written], now: later)
        #expect(cache.scope(of: "b") == scope)
        // Now, not later: the file was written in the last two seconds.
        cache.keep([use("uniwind", "font")], of: "b", scope: scope, files: [written])
        #expect(cache.scope(of: "b") == nil)
    }

    /// A file put in place with an old modification time changed now: its inode's time says so.
    @Test func anOldModificationTimeDoesNotSettleAFileJustPutInPlace() throws {
        let folder = TemporaryFolder()
        let path = folder.write("b.tsx", "text")
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: path)
        #expect(FileStamp(path: "b.tsx", at: path).isRacy(now: FileStamp.now()))
    }

    /// A missing file has a stamp of its own: its appearing is a change.
    @Test func aMissingFileIsStampedAsMissing() {
        let folder = TemporaryFolder()
        let missing = FileStamp(path: "c.tsx", at: folder.path + "/c.tsx")
        #expect(missing == .missing("c.tsx") && !missing.isRacy(now: FileStamp.now()))
        #expect(FileStamp(path: "c.tsx", at: folder.write("c.tsx", "")) != missing)
    }

    /// Kept between runs, a use reads back as it was, whatever its value.
    @Test(arguments: [
        Value.token("xs3", opacity: Opacity(0.5)), .quantity(Quantity(Decimal(string: "1.5")!, .points)),
        .color(RGBAColor(rgb: 0x336699, alpha: Decimal(string: "0.08")!)), .easing(.bezier(0.4, 0, 0.2, 1)), .list([.text("a"), .token("b")]),
    ])
    func aUseReadsBackAsItWasWritten(value: Value) throws {
        let folder = TemporaryFolder()
        var cache = TokenUseCache(root: folder.path, key: "k")
        let kept = [use("uniwind", "font", value: value)]
        let written = stamp(folder)
        cache.keep(kept, of: "b", scope: reach(["uniwind"], ["font"]), files: [written], now: later)
        cache.save()
        let read = TokenUseCache(root: folder.path, key: "k").uses(of: "b", within: reach(["uniwind"], ["font"]), stamps: { _ in [written] })
        #expect(read == kept)
    }
}
