import Foundation
import TestSupport
import Testing

/// A git repository holding a copy of reference/, a config and a baseline of today's
/// findings, so that a commit passes unless it brings new drift.
private final class LibraryRepository {
    let folder = TemporaryFolder()
    var url: URL { folder.url }

    init() throws {
        _ = folder.copy(RepositoryPaths.reference, as: "reference")
        folder.write("uim-parity.yml", "root: reference\nbaseline: baseline.yml\n")
        try git(["init", "-q", "-b", "main"])
        try git(["config", "user.email", "tests@uim-parity.invalid"])
        try git(["config", "user.name", "uim-parity tests"])
        let baseline = try Binary.run(["baseline", "write"], in: url)
        #expect(baseline.status == 0, "\(baseline.error)")
    }

    @discardableResult
    func git(_ arguments: [String], environment: [String: String] = [:]) throws -> Binary.Result {
        try Tools.run("git", arguments, in: url, environment: environment)
    }

    func edit(_ relative: String, _ old: String, _ new: String) throws {
        let path = url.appendingPathComponent(relative)
        let text = String(decoding: try Data(contentsOf: path), as: UTF8.self)
        #expect(text.contains(old))
        try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: path)
    }

    /// Commits everything staged after `git add -A`, through the installed hooks.
    func commit(_ message: String, environment: [String: String] = [:]) throws -> Binary.Result {
        try git(["add", "-A"])
        return try git(["commit", "-q", "-m", message], environment: environment)
    }
}

@Suite(.serialized) struct HookTests {
    /// A hook that is a link (to nothing, or to a file outside the repository) had been
    /// written through: it is an existing hook, and `--force` replaces the link itself.
    @Test func aLinkedHookIsKeptOrReplacedButNeverWrittenThrough() throws {
        let repository = try LibraryRepository()
        let outside = TemporaryFolder()
        let hook = repository.url.appendingPathComponent(".git/hooks/pre-commit").path
        try FileManager.default.createDirectory(atPath: (hook as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let nowhere = outside.url.appendingPathComponent("nowhere").path
        try FileManager.default.createSymbolicLink(atPath: hook, withDestinationPath: nowhere)
        let kept = try Binary.run(["install-hook"], in: repository.url)
        #expect(kept.status == 2)
        #expect(kept.error.contains("exists; run with --force"), "\(kept.error)")
        #expect(!FileManager.default.fileExists(atPath: nowhere))

        let target = outside.write("other-hook", "#!/bin/sh\nexit 0\n")
        try FileManager.default.removeItem(atPath: hook)
        try FileManager.default.createSymbolicLink(atPath: hook, withDestinationPath: target)
        #expect(try Binary.run(["install-hook", "--force"], in: repository.url).status == 0)
        #expect(outside.read("other-hook") == "#!/bin/sh\nexit 0\n")
        #expect(try FileManager.default.attributesOfItem(atPath: hook)[.type] as? FileAttributeType == .typeRegular)
        #expect(try String(contentsOfFile: hook, encoding: .utf8).contains("uim-parity pre-commit hook"))
    }

    @Test func installHookRefusesToOverwriteAndBlocksDrift() throws {
        let repository = try LibraryRepository()
        #expect(try repository.commit("initial").status == 0)
        let install = try Binary.run(["install-hook"], in: repository.url)
        #expect(install.status == 0, "\(install.error)")
        let again = try Binary.run(["install-hook"], in: repository.url)
        #expect(again.status == 2)
        #expect(again.error.contains("exists; run with --force"))
        #expect(try Binary.run(["install-hook", "--force"], in: repository.url).status == 0)

        try repository.edit("reference/kotlin/interactions/SectionIndex.kt", "padding(end = 12.dp)", "padding(end = 14.dp)")
        let blocked = try repository.commit("drift")
        #expect(blocked.status != 0)
        // git shows a hook's output on standard error.
        #expect(blocked.error.contains("section-index.bar-end-inset: kotlin 14.dp (14pt)"), "\(blocked.output)\(blocked.error)")

        try repository.git(["reset", "-q", "--hard"])
        try repository.edit("reference/kotlin/interactions/SectionIndex.kt", "private val RowHeight = 16.dp", "// The row height.\nprivate val RowHeight = 16.dp")
        let allowed = try repository.commit("comment")
        #expect(allowed.status == 0, "\(allowed.output)\(allowed.error)")
    }

    /// The plain hook checks what is staged, as CI will see it: drift staged and then
    /// undone in the work tree had been committed, and drift left unstaged had blocked a
    /// commit without it.
    @Test func installHookChecksTheStagedContent() throws {
        let repository = try LibraryRepository()
        #expect(try repository.commit("initial").status == 0)
        #expect(try Binary.run(["install-hook"], in: repository.url).status == 0)
        let file = "reference/kotlin/interactions/SectionIndex.kt"
        try repository.edit(file, "padding(end = 12.dp)", "padding(end = 14.dp)")
        try repository.git(["add", file])
        try repository.edit(file, "padding(end = 14.dp)", "padding(end = 12.dp)")
        let blocked = try repository.git(["commit", "-q", "-m", "staged drift"])
        #expect(blocked.status != 0)
        // Named as in the work tree, not by the copy of the index it was read from.
        #expect(blocked.error.contains("reference/kotlin/interactions/SectionIndex.kt:") && blocked.error.contains("section-index.bar-end-inset: kotlin 14.dp (14pt)"),
            "\(blocked.output)\(blocked.error)")
        #expect(!blocked.error.contains("uim-parity-index"), "\(blocked.error)")

        try repository.git(["reset", "-q", "--hard"])
        try repository.edit(file, "private val RowHeight = 16.dp", "// The row height.\nprivate val RowHeight = 16.dp")
        try repository.git(["add", file])
        try repository.edit(file, "padding(end = 12.dp)", "padding(end = 14.dp)")
        let allowed = try repository.git(["commit", "-q", "-m", "comment"])
        #expect(allowed.status == 0, "\(allowed.output)\(allowed.error)")
        #expect(try repository.git(["diff", "--name-only"]).output == file + "\n")
    }

    /// In the copy of the index, a link that leads out of the repository (`canonical ->
    /// ../shared`) reads as in the work tree: it had pointed beside the copy, found no
    /// canonical and blocked a commit without drift.
    @Test func installHookCopiesTheIndexWithLinksOutOfTheRepository() throws {
        let folder = TemporaryFolder()
        let repository = folder.copy(RepositoryPaths.root.appendingPathComponent("examples/badge"), as: "repo")
        try FileManager.default.moveItem(at: repository.appendingPathComponent("canonical"), to: folder.url.appendingPathComponent("shared"))
        try FileManager.default.createSymbolicLink(atPath: repository.appendingPathComponent("canonical").path, withDestinationPath: "../shared")
        let git = { (arguments: [String]) in try Tools.run("git", arguments, in: repository) }
        _ = try git(["init", "-q", "-b", "main"])
        _ = try git(["add", "-A"])
        #expect(try git(["-c", "user.email=t@t.invalid", "-c", "user.name=t", "commit", "-q", "-m", "initial"]).status == 0)
        #expect(try Binary.run(["install-hook"], in: repository).status == 0)
        let append = { (relative: String, line: String) in
            let file = repository.appendingPathComponent(relative)
            try Data((try String(contentsOf: file, encoding: .utf8) + line).utf8).write(to: file)
        }
        try append("swift/Badge.swift", "// staged\n")
        _ = try git(["add", "swift/Badge.swift"])
        try append("kotlin/Badge.kt", "// unstaged\n")
        let commit = try git(["-c", "user.email=t@t.invalid", "-c", "user.name=t", "commit", "-q", "-m", "staged"])
        #expect(commit.status == 0, "\(commit.output)\(commit.error)")
        // The copy is checked, not skipped: a staged drift beside the unstaged change blocks.
        let kotlin = repository.appendingPathComponent("kotlin/Badge.kt")
        let text = try String(contentsOf: kotlin, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "horizontal = 5.dp", with: "horizontal = 6.dp").utf8).write(to: kotlin)
        _ = try git(["add", "kotlin/Badge.kt"])
        try append("swift/Badge.swift", "// unstaged\n")
        let blocked = try git(["-c", "user.email=t@t.invalid", "-c", "user.name=t", "commit", "-q", "-m", "drift"])
        #expect(blocked.status != 0)
        #expect(blocked.error.contains("./kotlin/Badge.kt:") && blocked.error.contains("6.dp"), "\(blocked.output)\(blocked.error)")
    }

    /// The real pre-commit framework, using this repository's hook at HEAD (so this
    /// test sees committed work only). The first run builds uim-parity in pre-commit's
    /// cache (.build/pre-commit-home); later runs reuse it.
    @Test(.enabled(if: Tools.installed, "needs scripts/setup --test"))
    func preCommitFrameworkBlocksDriftAndAllowsTheRest() throws {
        let head = try Tools.run("git", ["rev-parse", "HEAD"], in: RepositoryPaths.root).output
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let repository = try LibraryRepository()
        repository.folder.write(".pre-commit-config.yaml", """
            repos:
              - repo: \(RepositoryPaths.root.path)
                rev: \(head)
                hooks:
                  - id: uim-parity

            """)
        #expect(try repository.commit("initial").status == 0)
        let home = RepositoryPaths.root.appendingPathComponent(".build/pre-commit-home").path
        // No installed uim-parity on PATH: the hook builds HEAD, the version under test.
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
            .filter { !FileManager.default.isExecutableFile(atPath: "\($0)/uim-parity") }.joined(separator: ":")
        let environment = ["PRE_COMMIT_HOME": home, "PATH": path]
        let install = try Tools.run(Tools.preCommit.path, ["install"], in: repository.url, environment: environment)
        #expect(install.status == 0, "\(install.output)\(install.error)")

        try repository.edit("reference/kotlin/interactions/SectionIndex.kt", "padding(end = 12.dp)", "padding(end = 14.dp)")
        let blocked = try repository.commit("drift", environment: environment)
        #expect(blocked.status != 0)
        #expect((blocked.output + blocked.error).contains("section-index.bar-end-inset: kotlin 14.dp (14pt)"),
            "\(blocked.output)\(blocked.error)")

        try repository.git(["reset", "-q", "--hard"])
        try repository.edit("reference/kotlin/interactions/SectionIndex.kt", "private val RowHeight = 16.dp", "// The row height.\nprivate val RowHeight = 16.dp")
        let allowed = try repository.commit("comment", environment: environment)
        #expect(allowed.status == 0, "\(allowed.output)\(allowed.error)")

        // pre-commit passes no deleted files; the hook adds the staged deletions (always_run).
        try FileManager.default.removeItem(at: repository.url.appendingPathComponent("reference/kotlin/interactions/SectionIndex.kt"))
        let deleted = try repository.commit("delete", environment: environment)
        #expect(deleted.status != 0)
        #expect((deleted.output + deleted.error).contains("missing-file"), "\(deleted.output)\(deleted.error)")
    }

    /// The shell scripts (hook, setup, install) against stubs: no build, no network.
    @Test func shellScripts() throws {
        let result = try Tools.run("bash", [RepositoryPaths.root.appendingPathComponent("scripts/tests/run").path], in: RepositoryPaths.root)
        #expect(result.status == 0, "\(result.output)\(result.error)")
    }

    /// The hook script with the built binary on PATH (in a clone that is not built, so
    /// it builds nothing): a staged deletion, which pre-commit never passes, fails.
    @Test func hookScriptChecksStagedDeletions() throws {
        let repository = try LibraryRepository()
        #expect(try repository.commit("initial").status == 0)
        let clone = TemporaryFolder()
        let hook = clone.url.appendingPathComponent("scripts/pre-commit-hook")
        try FileManager.default.createDirectory(at: hook.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: RepositoryPaths.root.appendingPathComponent("scripts/pre-commit-hook"), to: hook)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: hook.path)
        let bin = clone.url.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: bin.appendingPathComponent("uim-parity"), withDestinationURL: Binary.url)
        let environment = ["PATH": bin.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")]

        try repository.git(["rm", "-q", "reference/kotlin/interactions/SectionIndex.kt"])
        let deleted = try Tools.run(hook.path, [], in: repository.url, environment: environment)
        #expect(deleted.status == 1, "\(deleted.output)\(deleted.error)")
        #expect(deleted.output.contains("missing-file") && deleted.output.contains("section-index"), "\(deleted.output)\(deleted.error)")

        try repository.git(["reset", "-q", "--hard"])
        let nothing = try Tools.run(hook.path, [], in: repository.url, environment: environment)
        #expect(nothing.status == 0 && nothing.output.isEmpty && nothing.error.isEmpty, "\(nothing.output)\(nothing.error)")
    }

    /// The generated script lists a rename as a deletion: renaming a component's file
    /// away blocks the commit.
    @Test func installHookChecksRenamedAwayFiles() throws {
        let repository = try LibraryRepository()
        #expect(try repository.commit("initial").status == 0)
        #expect(try Binary.run(["install-hook"], in: repository.url).status == 0)
        try repository.git(["mv", "reference/kotlin/interactions/SectionIndex.kt", "reference/kotlin/interactions/Other.kt"])
        let renamed = try repository.git(["commit", "-q", "-m", "rename"])
        #expect(renamed.status != 0)
        #expect(renamed.error.contains("missing-file") && renamed.error.contains("section-index"), "\(renamed.output)\(renamed.error)")
    }
}
