import Foundation
import Model
import TestSupport
import Testing

@testable import Comparison

/// What `TokenUseCache` keeps of a component, and when it gives it back.
@Suite struct TokenUseCacheUnitTests {
    func use(_ platform: String, _ group: String) -> TokenConsistency.Use {
        TokenConsistency.Use(
            fact: "b.\(group)", group: group, canonical: "xs2", platform: platform, name: "2xs",
            location: Location(path: "b.tsx", line: 3, column: 7), raw: "text-2xs", value: .token("xs2"))
    }

    func reach(_ platforms: Set<String>, _ groups: Set<String>) -> TokenConsistency.Reach {
        var reach = TokenConsistency.Reach(of: [])
        reach.platforms = platforms
        reach.groups = groups
        return reach
    }

    /// A file settled an hour ago.
    func settledFile(in folder: TemporaryFolder) throws -> FileStamp {
        let path = folder.write("b.tsx", "text")
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: path)
        return FileStamp(path: "b.tsx", at: path)
    }

    @Test func keptUsesComeBackOnlyWithinTheirScopeAndFilesAndKey() throws {
        let folder = TemporaryFolder()
        let stamp = try settledFile(in: folder)
        let kept = reach(["uniwind", "stylesheet"], ["font"])
        let uses = [use("uniwind", "font"), use("stylesheet", "font")]
        var cache = TokenUseCache(root: folder.path, key: "k1")
        cache.keep(uses, of: "b", scope: kept, files: [stamp])
        cache.save()
        let read = TokenUseCache(root: folder.path, key: "k1")
        // Within the kept scope: the uses it reaches, as they were written.
        #expect(read.uses(of: "b", within: reach(["uniwind"], ["font"]), stamps: { _ in [stamp] }) == [uses[0]])
        #expect(read.scope(of: "b") == kept)
        // A flavor or group not kept, or a file changed since, is read again.
        #expect(read.uses(of: "b", within: reach(["nativewind"], ["font"]), stamps: { _ in [stamp] }) == nil)
        #expect(read.uses(of: "b", within: reach(["uniwind"], ["color"]), stamps: { _ in [stamp] }) == nil)
        folder.write("b.tsx", "text, changed")
        #expect(read.uses(of: "b", within: reach(["uniwind"], ["font"]), stamps: { _ in [FileStamp(path: "b.tsx", at: folder.path + "/b.tsx")] }) == nil)
        // Another key (another rules file, config or tool) keeps nothing of this one's.
        #expect(TokenUseCache(root: folder.path, key: "k2").scope(of: "b") == nil)
    }

    /// The stamps of the scope's own files are compared: a file of another flavor is not.
    @Test func theStampsComparedAreThoseOfTheKeptScope() throws {
        let folder = TemporaryFolder()
        let stamp = try settledFile(in: folder)
        var cache = TokenUseCache(root: folder.path, key: "k")
        let kept = reach(["uniwind"], ["font"])
        cache.keep([use("uniwind", "font")], of: "b", scope: kept, files: [stamp])
        var asked: [TokenConsistency.Reach] = []
        _ = cache.uses(of: "b", within: kept, stamps: { scope in
            asked.append(scope)
            return [stamp]
        })
        #expect(asked == [kept])
    }

    @Test func aJustWrittenFileIsNotKeptAndDropsWhatWas() throws {
        let folder = TemporaryFolder()
        let settled = try settledFile(in: folder)
        var cache = TokenUseCache(root: folder.path, key: "k")
        let scope = reach(["uniwind"], ["font"])
        cache.keep([use("uniwind", "font")], of: "b", scope: scope, files: [settled])
        #expect(cache.scope(of: "b") == scope)
        let fresh = FileStamp(path: "b.tsx", at: folder.write("b.tsx", "new text"))
        cache.keep([use("uniwind", "font")], of: "b", scope: scope, files: [fresh])
        #expect(cache.scope(of: "b") == nil)
    }

    /// A missing file has a stamp of its own: its appearing is a change.
    @Test func aMissingFileIsStampedAsMissing() {
        let folder = TemporaryFolder()
        let missing = FileStamp(path: "c.tsx", at: folder.path + "/c.tsx")
        #expect(missing.size == -1 && !missing.isRacy(now: FileStamp.now()))
        #expect(FileStamp(path: "c.tsx", at: folder.write("c.tsx", "")) != missing)
    }
}
