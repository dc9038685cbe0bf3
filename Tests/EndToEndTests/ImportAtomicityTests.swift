import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `import … --out DIR` is all or nothing per run: refused, it leaves DIR as it was;
/// killed, it leaves DIR old or new, or (in the one window left, among the final
/// renames) a mix the next run heals.
@Suite struct ImportAtomicityTests {
    /// What a folder holds: every entry (folders, hidden ones too) and each file's content.
    private struct Tree: Equatable {
        let entries: [String]
        let contents: [String: String]

        init(_ folder: URL) {
            entries = RepositoryPaths.entries(below: folder)
            var contents: [String: String] = [:]
            for file in RepositoryPaths.files(below: folder) {
                contents[file] = FileManager.default.contents(atPath: folder.appendingPathComponent(file).path)
                    .map { String(decoding: $0, as: UTF8.self) }
            }
            self.contents = contents
        }
    }

    /// The staging folders of the tool in `folder` (beside or inside the output folder).
    private static func staging(in folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.contains(".uim-parity-import-") }
    }

    @Test func aDocWithOneBadTitleLeavesTheOutputFolderExactlyAsItWas() throws {
        let sandbox = TemporaryFolder()
        sandbox.write("out/kotlin/Old.kt", "val old = 1\n")
        sandbox.write("out/mine/Notes.txt", "mine\n")
        let deep = (1...25).map { "level\($0)" }.joined(separator: "/")
        let good = sandbox.write("docs/good.md", "```kt title=\"fresh/Good.kt\"\nval good = 1\n```\n")
        let evil = sandbox.write("docs/evil.md", """
            ```kt title="kotlin/Old.kt"
            val new = 2
            ```

            ```kt title="\(deep)/Deep.kt"
            val deep = 1
            ```

            ```kt title="/etc/evil.kt"
            val pwned = 1
            ```

            """)
        let before = RepositoryPaths.entries(below: sandbox.url)
        let result = try Binary.run(["import", good, evil, "--out", sandbox.path + "/out"])
        #expect(result.status == 2)
        #expect(result.error == "uim-parity: error: \(evil):9: title '/etc/evil.kt' is an absolute path; nothing written\n")
        #expect(result.output.isEmpty)
        #expect(RepositoryPaths.entries(below: sandbox.url) == before)
        #expect(sandbox.read("out/kotlin/Old.kt") == "val old = 1\n")
    }

    /// Killed at 30 seeded moments over an import of 150 files (100 replacing old versions
    /// in two folders, 50 new in 10 new folders), DIR is all old or all new as a set.
    ///
    /// The one exception, the residual window: a kill among the final renames (after
    /// every file is staged and synced; here 101 renames, about a millisecond of a run of
    /// some 150) can leave some files new and some old, each whole. Then the staging
    /// folder is always still there, and the next run finishes the job and removes it (it
    /// was seen once in 60 runs when this test was written). After every following run DIR
    /// is all new and no staging folder is left.
    @Test(.timeLimit(.minutes(3)))
    func killedAtRandomMomentsTheOutputIsAllOldOrAllNewAndTheNextRunHeals() throws {
        let sandbox = TemporaryFolder()
        var doc = "# Many\n\n"
        for index in 0..<150 {
            let path = index < 100
                ? "kotlin/\(index % 2 == 0 ? "a" : "b")/F\(index).kt" : "fresh/g\(index % 10)/H\(index).kt"
            doc += "```kt title=\"\(path)\"\nval new\(index) = \(index)\n```\n\n"
            if index < 100 { sandbox.write("template/\(path)", "val old\(index) = \(index)\n") }
        }
        sandbox.write("template/mine/Notes.txt", "mine\n")
        let page = sandbox.write("many.md", doc)
        let template = sandbox.url.appendingPathComponent("template")
        let out = sandbox.url.appendingPathComponent("out")
        func reset() throws {
            if FileManager.default.fileExists(atPath: out.path) { try FileManager.default.removeItem(at: out) }
            try FileManager.default.copyItem(at: template, to: out)
        }
        let old = Tree(template)

        try reset()
        let started = Date()
        let full = try Binary.run(["import", page, "--out", out.path])
        let duration = Date().timeIntervalSince(started)
        #expect(full.status == 0, "\(full.error)")
        #expect(full.output.hasSuffix("150 files written, 0 unchanged in \(out.path)\n"))
        let new = Tree(out)
        #expect(new.contents["fresh/g3/H113.kt"] == "val new113 = 113\n")
        let known = Set(old.entries + new.entries)

        var generator = SplitMix64(seed: 2026)
        var outcomes: [String: Int] = [:]
        for run in 0..<30 {
            try reset()
            // From the start of the process to a little past the end of a whole run.
            let delay = duration * 1.2 * Double(generator.below(1000)) / 1000
            let process = Process()
            process.executableURL = Binary.url
            process.arguments = ["import", page, "--out", out.path]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            process.standardInput = FileHandle.nullDevice
            try process.run()
            Thread.sleep(forTimeInterval: delay)
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()

            let after = Tree(out)
            let staging = Self.staging(in: sandbox.url) + Self.staging(in: out)
            if !staging.isEmpty { outcomes["staging left", default: 0] += 1 }
            if after == old {
                outcomes["all old", default: 0] += 1
            } else if after == new {
                outcomes["all new", default: 0] += 1
            } else {
                // Killed among the final renames: allowed only with its staging folder left,
                // each file whole, and nothing but old and new entries.
                outcomes["mixed", default: 0] += 1
                #expect(!staging.isEmpty, "run \(run) after \(delay)s: a mix of old and new files and no staging folder")
                #expect(Set(after.entries).isSubset(of: known), "run \(run): \(Set(after.entries).subtracting(known).sorted())")
                for (path, content) in after.contents {
                    #expect(content == old.contents[path] || content == new.contents[path], "run \(run): \(path) is neither old nor new")
                }
            }

            let next = try Binary.run(["import", page, "--out", out.path])
            #expect(next.status == 0, "\(next.error)")
            #expect(Tree(out) == new, "run \(run): the next import did not finish the job")
            #expect(Self.staging(in: sandbox.url).isEmpty && Self.staging(in: out).isEmpty, "run \(run): a staging folder is left")
        }
        // The kills must have caught imports in the middle of writing, or nothing was tested.
        #expect(outcomes["staging left", default: 0] > 0, "\(outcomes)")
    }
}
