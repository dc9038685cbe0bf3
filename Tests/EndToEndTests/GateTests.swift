import Foundation
import TestSupport
import Testing

/// A copy of reference/ in a temporary folder, with a config whose root is it.
final class Library {
    let folder = TemporaryFolder()
    var root: URL { folder.url.appendingPathComponent("reference") }

    init(config: String = "root: reference\n") {
        _ = folder.copy(RepositoryPaths.reference, as: "reference")
        folder.write("uim-parity.yml", config)
    }

    func check(_ arguments: [String]) throws -> Binary.Result {
        try Binary.run(["check"] + arguments, in: folder.url)
    }

    func replace(_ relative: String, _ old: String, _ new: String) throws {
        let path = root.appendingPathComponent(relative)
        let text = String(decoding: try Data(contentsOf: path), as: UTF8.self)
        #expect(text.contains(old), "\(relative) does not contain \(old)")
        try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: path)
    }
}

@Suite struct OutputFormatTests {
    @Test(.enabled(if: Tools.installed && Tools.sarifSchema != nil, "needs scripts/setup --test and shared/schemas"))
    func sarifValidatesAgainstTheOfficialSchema() throws {
        let library = Library()
        let result = try library.check(["--format", "sarif", "--output", "report.sarif"])
        #expect(result.status == 1)
        #expect(result.output.isEmpty)
        // A run that could not check a file (exit 2) says so in its invocation.
        try Data([0x76, 0x61, 0x6C, 0xC3, 0x28, 0x0A]).write(to: library.root.appendingPathComponent("kotlin/interactions/SectionIndex.kt"))
        #expect(try library.check(["--format", "sarif", "--output", "failed.sarif"]).status == 2)
        let script = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1]))
            for path in sys.argv[2:]:
                report = json.load(open(path))
                jsonschema.Draft4Validator(schema).validate(report)
                run = report["runs"][0]
                invocation = run["invocations"][0]
                notes = [n["level"] + " " + n["message"]["text"] for n in invocation["toolExecutionNotifications"]]
                print(len(run["results"]), len(run["tool"]["driver"]["rules"]), invocation["executionSuccessful"], notes)
            """
        let validation = try Tools.run(
            Tools.python.path, ["-c", script, Tools.sarifSchema!.path, "report.sarif", "failed.sarif"], in: library.folder.url)
        #expect(validation.status == 0, "\(validation.error)")
        let runs = validation.output.split(separator: "\n")
        let counts = runs.first?.split(separator: " ").prefix(2).compactMap { Int($0) } ?? []
        #expect(counts.count == 2 && counts[0] > 50 && counts[1] >= 69)
        #expect(runs.first?.hasSuffix(" True []") == true, "\(validation.output)")
        #expect(runs.last?.contains(" False ['error reference/kotlin/interactions/SectionIndex.kt:1: not valid UTF-8") == true, "\(validation.output)")
    }

    @Test func sarifFingerprintsSurviveMovedLines() throws {
        let library = Library()
        let before = try library.check(["--format", "sarif"]).output
        try library.replace("kotlin/interactions/SectionIndex.kt", "package com.esuiss.ui.interactions\n", "package com.esuiss.ui.interactions\n\n// moved\n\n")
        let after = try library.check(["--format", "sarif"]).output
        let prints = { (text: String) in Set(text.split(separator: "\n").filter { $0.contains("uimParity/v1") }) }
        #expect(!prints(before).isEmpty)
        #expect(prints(before) == prints(after))
        #expect(before != after)
    }

    @Test func githubAnnotationsOnePerFinding() throws {
        let library = Library()
        let text = try library.check([]).output
        let github = try library.check(["--format", "github"])
        #expect(github.status == 1)
        let lines = github.output.split(separator: "\n")
        #expect(lines.allSatisfy { $0.hasPrefix("::error ") || $0.hasPrefix("::warning ") })
        #expect(lines.count == text.split(separator: "\n").filter { $0.contains(": error: ") || $0.contains(": warning: ") || $0.hasPrefix("error: ") }.count)
        #expect(github.output.contains(
            "::error file=reference/kotlin/interactions/SectionIndex.kt,line=137,col=78,title=uim-parity drift%3A section-index.bar-end-inset::section-index.bar-end-inset: kotlin 12.dp (12pt)"))
    }

    /// Run in a subfolder of the repository, an annotation still names its file from the
    /// repository's top, where GitHub reads it: it had been an absolute path.
    @Test func githubAnnotationsNameFilesFromTheRepositoryTop() throws {
        let library = Library()
        _ = try Binary.run(["init", "-q"], in: library.folder.url, executable: URL(fileURLWithPath: "/usr/bin/git"))
        let github = try Binary.run(["check", "--format", "github"], in: library.root.appendingPathComponent("kotlin"))
        #expect(github.status == 1)
        #expect(github.output.contains("::error file=reference/kotlin/interactions/SectionIndex.kt,line=137,col=78,"), "\(github.output)")
    }

    @Test func warningsFailOnlyWithStrict() throws {
        let library = Library(config: "root: reference\nseverity: { drift: warning, missing: warning, not-constant: warning, inconsistent-token: warning, algorithm: warning }\n")
        let relaxed = try library.check(["--quiet"])
        #expect(relaxed.status == 0, "\(relaxed.output)")
        #expect(relaxed.output.contains("warning: drift: section-index.bar-end-inset"))
        #expect(try library.check(["--quiet", "--strict"]).status == 1)
        let off = Library(config: "root: reference\nseverity: { section-index: off, message-scroller: off, tokens: off }\n")
        #expect(try off.check([]).output.contains("0 errors, 0 warnings"))
    }

    @Test func sarifUsesFileURIsForFoldersOutsideTheCurrentOne() throws {
        let elsewhere = TemporaryFolder()
        let result = try Binary.run(["check", RepositoryPaths.reference.path, "--format", "sarif"], in: elsewhere.url)
        #expect(result.output.contains("\"uri\": \"file:///"))
        #expect(!result.output.contains("\"uri\": \"/"))
    }

    @Test func markdownSummary() throws {
        let result = try Library().check(["--format", "markdown"])
        #expect(result.output.hasPrefix("## uim-parity: drift\n"))
        #expect(result.output.contains("| section-index | 41 |"))
        #expect(result.output.contains("<details><summary>Findings</summary>"))
    }

    @Test func outputFileIsWrittenAtomicallyAndTheStatusStays() throws {
        let library = Library()
        library.folder.write("out/.keep", "")
        let result = try library.check(["--format", "json", "--output", "out/report.json"])
        #expect(result.status == 1)
        #expect(result.output.isEmpty)
        let written = try #require(library.folder.read("out/report.json"))
        #expect(written.contains("\"tool\": \"uim-parity\""))
        #expect(RepositoryPaths.files(below: library.folder.url.appendingPathComponent("out")) == [".keep", "report.json"])
    }

    @Test func versionPrintsTheDigestAndRulesListsFacts() throws {
        let version = try Binary.run(["--version"])
        #expect(version.output.contains("canonical and rules: sha256:"))
        let rules = try Binary.run(["rules"])
        #expect(rules.status == 0)
        #expect(rules.output.contains("section-index.bar-end-inset"))
        #expect(rules.output.contains("message-scroller.button-size                length          error    swift kotlin (uniwind) (nativewind) (stylesheet)"))
        let digest = version.output.split(separator: " ").last.map(String.init)?.dropLast(0)
        #expect(digest != nil)
    }
}

@Suite struct BaselineTests {
    @Test func baselineAcceptsTodaysFindingsAndCatchesNewOnes() throws {
        let library = Library(config: "root: reference\nbaseline: baseline.yml\n")
        let write = try Binary.run(["baseline", "write"], in: library.folder.url)
        #expect(write.status == 0, "\(write.error)")
        let file = try #require(library.folder.read("baseline.yml"))
        #expect(file.contains("fact: \"section-index.bar-end-inset\""))
        #expect(try library.check([]).status == 0)

        // Changing one value fails with exactly that finding.
        try library.replace("kotlin/interactions/SectionIndex.kt", "padding(end = 12.dp)", "padding(end = 14.dp)")
        let changed = try library.check(["--format", "json"])
        #expect(changed.status == 1)
        let report = try JSONSerialization.jsonObject(with: Data(changed.output.utf8)) as? [String: Any]
        let findings = try #require(report?["findings"] as? [[String: Any]])
        #expect(findings.map { "\($0["fact"]!) \($0["platform"]!) \($0["line"]!)" } == ["section-index.bar-end-inset kotlin 137"])

        // Fixing a baselined drift reports the stale entry.
        try library.replace("kotlin/interactions/SectionIndex.kt", "padding(end = 14.dp)", "padding(end = 6.dp)")
        let fixed = try library.check([])
        #expect(fixed.status == 0)
        #expect(fixed.output.contains("Baseline entries that no longer occur"))
        #expect(fixed.output.contains("section-index.bar-end-inset kotlin drift 12pt"))
    }

    /// An entry of a component the rules do not have (renamed, removed, mistyped) can never
    /// occur: it is listed as stale by the full check and by `--files`, where other known
    /// components' entries are not (a partial check cannot tell).
    @Test func anEntryOfAnUnknownComponentIsStale() throws {
        let library = Library(config: "root: reference\nbaseline: baseline.yml\n")
        #expect(try Binary.run(["baseline", "write"], in: library.folder.url).status == 0)
        let file = try #require(library.folder.read("baseline.yml"))
        let entry = "- component: \"nonexistent\"\n  fact: \"nonexistent.size\"\n  platform: \"kotlin\"\n  kind: \"drift\"\n  value: \"1pt\"\n"
        library.folder.write("baseline.yml", file.replacingOccurrences(of: "entries:\n", with: "entries:\n" + entry))
        let full = try library.check([])
        #expect(full.status == 0, "\(full.output)")
        #expect(full.output.contains("nonexistent.size kotlin drift 1pt"), "\(full.output)")
        let partial = try library.check(["--files", "reference/kotlin/theme/Theme.kt"])
        #expect(partial.output.contains("nonexistent.size kotlin drift 1pt"), "\(partial.output)")
        #expect(!partial.output.contains("section-index.bar-end-inset"), "\(partial.output)")
    }

    @Test func movingCodeKeepsTheBaselineAndReasonsSurviveRewrites() throws {
        let library = Library(config: "root: reference\nbaseline: baseline.yml\n")
        _ = try Binary.run(["baseline", "write"], in: library.folder.url)
        let file = try #require(library.folder.read("baseline.yml"))
        let annotated = file.replacingOccurrences(
            of: "  fact: \"section-index.bar-end-inset\"\n  platform: \"kotlin\"\n  kind: \"drift\"\n  value: \"12pt\"\n",
            with: "  fact: \"section-index.bar-end-inset\"\n  platform: \"kotlin\"\n  kind: \"drift\"\n  value: \"12pt\"\n  reason: \"Material wants 12\"\n")
        #expect(annotated != file)
        library.folder.write("baseline.yml", annotated)
        try library.replace("kotlin/interactions/SectionIndex.kt", "package com.esuiss.ui.interactions\n", "package com.esuiss.ui.interactions\n\n\n")
        #expect(try library.check([]).status == 0)
        _ = try Binary.run(["baseline", "write"], in: library.folder.url)
        #expect(library.folder.read("baseline.yml")?.contains("reason: \"Material wants 12\"") == true)
    }
}

/// Where the baseline file is by default, and what `baseline write` refuses to write.
@Suite struct BaselineFileRuleTests {
    static let defaultName = ".uim-parity-baseline.yml"

    @Test func writeThenCheckNeedsNoFlagsBesideAConfig() throws {
        let library = Library()
        let write = try Binary.run(["baseline", "write"], in: library.folder.url)
        #expect(write.status == 0, "\(write.error)")
        #expect(write.output == "\(try #require(Self.entries(library.folder.read(Self.defaultName)))) entries written to \(Self.defaultName)\n")
        let check = try library.check(["--quiet"])
        #expect(check.status == 0, "\(check.output)")
        #expect(check.output.contains(" in the baseline"))
        // The file is beside the config wherever the commands run below it.
        let below = try Binary.run(["check", "--quiet"], in: library.root.appendingPathComponent("kotlin"))
        #expect(below.status == 0, "\(below.output)\(below.error)")
        let rewrite = try Binary.run(["baseline", "write"], in: library.root)
        #expect(rewrite.status == 0, "\(rewrite.error)")
        #expect(rewrite.output.hasSuffix(" entries written to \(library.folder.url.appendingPathComponent(Self.defaultName).path)\n"))
        #expect(RepositoryPaths.files(below: library.folder.url).filter { $0.hasSuffix(Self.defaultName) } == [Self.defaultName])
    }

    /// A file that does not parse gives none of its facts: a baseline written then lost
    /// their entries and reasons. Nothing is written, and the syntax error is named.
    @Test func nothingIsWrittenWhileAFileDoesNotParse() throws {
        let library = Library()
        #expect(try Binary.run(["baseline", "write"], in: library.folder.url).status == 0)
        let before = library.folder.read(Self.defaultName)
        let file = library.root.appendingPathComponent("kotlin/interactions/SectionIndex.kt")
        let text = try String(contentsOf: file, encoding: .utf8)
        try (text + "fun broken( {\n").write(to: file, atomically: true, encoding: .utf8)
        let write = try Binary.run(["baseline", "write"], in: library.folder.url)
        #expect(write.status == 2)
        #expect(write.error.hasPrefix("uim-parity: error: reference/kotlin/interactions/SectionIndex.kt:"), "\(write.error)")
        #expect(write.error.contains(": a syntax error; the baseline is not written while a file does not parse ("))
        #expect(write.error.split(separator: "\n").count == 1)
        #expect(library.folder.read(Self.defaultName) == before)
    }

    @Test func withoutAConfigTheFileIsInTheCheckedFolder() throws {
        let folder = TemporaryFolder()
        _ = folder.copy(RepositoryPaths.reference, as: "reference")
        #expect(try Binary.run(["check", "reference", "--quiet"], in: folder.url).status == 1)
        let write = try Binary.run(["baseline", "write", "reference"], in: folder.url)
        #expect(write.status == 0, "\(write.error)")
        #expect(write.output.hasSuffix(" entries written to reference/\(Self.defaultName)\n"))
        #expect(folder.read("reference/\(Self.defaultName)")?.hasPrefix("# uim-parity baseline") == true)
        let check = try Binary.run(["check", "reference", "--quiet"], in: folder.url)
        #expect(check.status == 0, "\(check.output)")
        let elsewhere = TemporaryFolder()
        let absolute = try Binary.run(["check", folder.url.appendingPathComponent("reference").path, "--quiet"], in: elsewhere.url)
        #expect(absolute.status == 0, "\(absolute.output)")
    }

    @Test func aNamedBaselineMustExistForCheck() throws {
        let library = Library()
        let missing = try library.check(["--baseline", "missing.yml"])
        #expect(missing.status == 2)
        #expect(missing.output.isEmpty)
        #expect(missing.error == "uim-parity: error: missing.yml: no such file\n")
        // So must one the config names; a missing default file is no baseline.
        library.folder.write("uim-parity.yml", "root: reference\nbaseline: accepted.yml\n")
        let named = try library.check(["--quiet"])
        #expect(named.status == 2)
        #expect(named.error.hasPrefix("uim-parity: error: accepted.yml: no such file (named by 'baseline:' in uim-parity.yml;"))
        #expect(named.error.split(separator: "\n").count == 1)
        library.folder.write("uim-parity.yml", "root: reference\n")
        #expect(try library.check(["--quiet"]).status == 1)
    }

    @Test func aConfigBaselineOutsideItsFolderIsWrittenOnlyWhenNamed() throws {
        let folder = TemporaryFolder()
        _ = folder.copy(RepositoryPaths.reference, as: "repo/reference")
        let repo = folder.url.appendingPathComponent("repo")
        let original = "# uim-parity baseline: accepted findings.\nversion: 1\nentries: []\n"
        folder.write("outside.yml", original)
        folder.write("repo/uim-parity.yml", "root: reference\nbaseline: ../outside.yml\n")
        let refused = try Binary.run(["baseline", "write"], in: repo)
        #expect(refused.status == 2)
        #expect(refused.error.hasPrefix("uim-parity: error: \(folder.url.appendingPathComponent("outside.yml").path): outside the folder of uim-parity.yml"))
        #expect(refused.error.split(separator: "\n").count == 1)
        #expect(folder.read("outside.yml") == original)
        let named = try Binary.run(["baseline", "write", "--baseline", "../outside.yml"], in: repo)
        #expect(named.status == 0, "\(named.error)")
        #expect(folder.read("outside.yml") != original)
        #expect(try Binary.run(["check", "--quiet"], in: repo).status == 0)

        let elsewhere = TemporaryFolder()
        let absolute = elsewhere.url.appendingPathComponent("baseline.yml").path
        folder.write("repo/uim-parity.yml", "root: reference\nbaseline: \(absolute)\n")
        let refusedAbsolute = try Binary.run(["baseline", "write"], in: repo)
        #expect(refusedAbsolute.status == 2)
        #expect(refusedAbsolute.error.contains("outside the folder of uim-parity.yml"))
        #expect(!FileManager.default.fileExists(atPath: absolute))
        // A folder below the config's is inside it.
        folder.write("repo/ci/keep", "")
        folder.write("repo/uim-parity.yml", "root: reference\nbaseline: ci/../ci/baseline.yml\n")
        #expect(try Binary.run(["baseline", "write"], in: repo).status == 0)
        #expect(folder.read("repo/ci/baseline.yml")?.hasPrefix("# uim-parity baseline") == true)
    }

    /// The default baseline is the folder's own: a link there to a file outside is not
    /// written through (it was), and a link leading nowhere is an error, not "no baseline".
    @Test func aDefaultBaselineThatIsALinkElsewhereOrNowhereIsRefused() throws {
        let library = Library()
        let outside = TemporaryFolder()
        let original = "# uim-parity baseline: accepted findings.\nversion: 1\nentries: []\n"
        outside.write("baseline.yml", original)
        let link = library.folder.url.appendingPathComponent(Self.defaultName).path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: outside.url.appendingPathComponent("baseline.yml").path)
        let refused = try Binary.run(["baseline", "write"], in: library.folder.url)
        #expect(refused.status == 2)
        #expect(refused.error.hasPrefix("uim-parity: error: \(Self.defaultName): a link to "), "\(refused.error)")
        #expect(outside.read("baseline.yml") == original)
        try FileManager.default.removeItem(atPath: link)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "nowhere.yml")
        let dangling = try library.check(["--quiet"])
        #expect(dangling.status == 2)
        #expect(dangling.error == "uim-parity: error: \(Self.defaultName): is a symbolic link to a file that does not exist\n")
        try FileManager.default.createSymbolicLink(atPath: library.folder.url.appendingPathComponent("loop.yml").path, withDestinationPath: "loop.yml")
        #expect(try library.check(["--baseline", "loop.yml"]).error == "uim-parity: error: loop.yml: is a loop of symbolic links\n")
    }

    @Test func aFileThatIsNotABaselineIsNeverOverwritten() throws {
        let library = Library()
        library.folder.write("notes.yml", "version: 1\nentries: []\n")
        let named = try Binary.run(["baseline", "write", "--baseline", "notes.yml"], in: library.folder.url)
        #expect(named.status == 2)
        #expect(named.error == "uim-parity: error: notes.yml: not a uim-parity baseline (its first line is not '# uim-parity baseline …'); not overwritten\n")
        #expect(library.folder.read("notes.yml") == "version: 1\nentries: []\n")
        library.folder.write(Self.defaultName, "# my notes\n")
        let byDefault = try Binary.run(["baseline", "write"], in: library.folder.url)
        #expect(byDefault.status == 2)
        #expect(library.folder.read(Self.defaultName) == "# my notes\n")
    }

    @Test func aMissingFolderIsAnErrorAndIsNotCreated() throws {
        let library = Library()
        let named = try Binary.run(["baseline", "write", "--baseline", "ci/parity/baseline.yml"], in: library.folder.url)
        #expect(named.status == 2)
        #expect(named.error == "uim-parity: error: ci/parity: no such folder (for the baseline ci/parity/baseline.yml); create it first\n")
        #expect(!FileManager.default.fileExists(atPath: library.folder.url.appendingPathComponent("ci").path))
        library.folder.write("uim-parity.yml", "root: reference\nbaseline: ci/baseline.yml\n")
        let configured = try Binary.run(["baseline", "write"], in: library.folder.url)
        #expect(configured.status == 2)
        #expect(configured.error.hasPrefix("uim-parity: error: ci: no such folder"))
        #expect(!FileManager.default.fileExists(atPath: library.folder.url.appendingPathComponent("ci").path))
    }

    /// The number of entries in a baseline file's text.
    static func entries(_ text: String?) -> Int? {
        text.map { $0.split(separator: "\n").filter { $0.hasPrefix("- component: ") }.count }
    }
}

@Suite struct SuppressionTests {
    @Test func aReasonedSuppressionSilencesOneFactOnOnePlatform() throws {
        let library = Library()
        try library.replace(
            "kotlin/interactions/SectionIndex.kt", "                        style = Typography.xl3",
            "                        // uim-parity: ignore section-index.bubble-font -- Material uses a larger bubble\n                        style = Typography.xl3")
        let result = try library.check([])
        #expect(!result.output.contains("SectionIndex.kt:266:33: error: drift: section-index.bubble-font"))
        #expect(result.output.contains("uniwind text-3xl (xl3, 34pt)"))
        #expect(result.output.contains("1 suppressed"))
    }

    @Test func suppressionsWithoutReasonOrForUnknownFactsAreFindings() throws {
        let library = Library()
        try library.replace("kotlin/interactions/SectionIndex.kt", "private val RowHeight = 16.dp",
            "// uim-parity: ignore section-index.row-height\n// uim-parity: ignore section-index.no-such-fact -- because\nprivate val RowHeight = 16.dp")
        let result = try library.check([])
        #expect(result.output.contains("error: bad-suppression: suppression of section-index.row-height has no reason"))
        #expect(result.output.contains("error: bad-suppression: suppression names unknown fact 'section-index.no-such-fact'"))
    }
}

@Suite struct ChangedFilesTests {
    @Test func oneKotlinFileChecksOnlyItsComponent() throws {
        let library = Library()
        let result = try library.check(["--files", "reference/kotlin/interactions/SectionIndex.kt", "README.md"])
        #expect(result.status == 1)
        #expect(result.output.contains("\nsection-index\n"))
        #expect(!result.output.contains("\nmessage-scroller\n"))
        #expect(!result.output.contains("\ntokens\n"))
    }

    @Test func aThemeFileChecksTheTokensAndOtherFilesNothing() throws {
        let library = Library()
        let theme = try library.check(["--files", "reference/swift/Theme/Theme.swift"])
        #expect(theme.output.contains("\ntokens\n"))
        #expect(!theme.output.contains("\nsection-index\n"))
        let none = try library.check(["--files", "README.md", "reference/examples/section-index/compact.tsx"])
        #expect(none.status == 0)
        // The example belongs to no component, but its syntax is still checked.
        #expect(none.output.contains("parity — 0 components, 0 facts;"), "\(none.output)")
        // Only that file is read: no component's sources, nor the theme its tokens use.
        #expect(none.output.contains("; 1 file parsed;"), "\(none.output)")
        try library.replace("examples/section-index/compact.tsx", "export", "export }}}")
        let broken = try library.check(["--files", "reference/examples/section-index/compact.tsx"])
        #expect(broken.status == 1)
        #expect(broken.output.contains("reference/examples/section-index/compact.tsx:"), "\(broken.output)")
    }

    /// A source the check does not read (outside the root, excluded, a typo) had passed
    /// with nothing said: each is named on standard error; a file of no language the tool
    /// reads (`README.md`) is not, and the exit status is the check's.
    @Test func aSourceTheCheckDoesNotReadIsNamed() throws {
        let library = Library()
        library.folder.write("outside.kt", "val x = (\n")
        library.folder.write("reference/.gitignore", "scratch.kt\n")
        library.folder.write("reference/scratch.kt", "val y = 1\n")
        _ = try Tools.run("git", ["init", "-q"], in: library.folder.url)
        let result = try library.check(["--quiet", "--files", "outside.kt", "reference/kotlin/interactions/SectinIndex.kt", "reference/scratch.kt", "README.md"])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.error == """
            uim-parity: warning: outside.kt: not checked: outside the checked folder reference
            uim-parity: warning: reference/kotlin/interactions/SectinIndex.kt: not checked: no such file, and no component's source
            uim-parity: warning: reference/scratch.kt: not checked: excluded from the check (git-ignored, the config's exclude:, or a dependency or build folder)

            """, "\(result.error)")
    }

    /// The hook passes the deletions it commits: a source of the last commit that is gone
    /// is not named as a mistyped one, which still is.
    @Test func aDeletedSourceOfTheLastCommitIsNotNamed() throws {
        let library = Library()
        library.folder.write("reference/kotlin/Scratch.kt", "val y = 1\n")
        library.folder.write("reference/kotlin/Sketch.kt", "val z = 1\n")
        let identity = ["-c", "user.email=tests@uim-parity.invalid", "-c", "user.name=uim-parity tests"]
        for arguments in [
            ["init", "-q"], ["add", "-A"], identity + ["commit", "-q", "-m", "initial"],
            ["rm", "-q", "reference/kotlin/Scratch.kt", "reference/kotlin/Sketch.kt"],
        ] {
            #expect(try Tools.run("git", arguments, in: library.folder.url).status == 0, "git \(arguments)")
        }
        let result = try library.check([
            "--quiet", "--files", "reference/kotlin/Scratch.kt", "reference/kotlin/Scrach.kt", "reference/kotlin/Sketch.kt",
        ])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.error == "uim-parity: warning: reference/kotlin/Scrach.kt: not checked: no such file, and no component's source\n", "\(result.error)")
    }

    /// A TSX token name another component uses for another canonical token is found from
    /// either side: the hook reads that component's uses, as the full check does
    /// (`2xs` is xs2 in the Message Scroller, xs3 in the Section Index).
    @Test func theHookFindsATokenNameAnotherComponentUsesForAnotherToken() throws {
        let library = Library()
        let conflicts = { (output: String) in output.split(separator: "\n").filter { $0.contains("inconsistent-token") } }
        let full = conflicts(try library.check([]).output)
        #expect(full.count == 3 && full.allSatisfy { $0.contains("/message-scroller.tsx:") })
        for file in ["kotlin/interactions/SectionIndex.kt", "swift/Components/MessageScroller.swift"] {
            #expect(conflicts(try library.check(["--files", "reference/" + file]).output) == full, "\(file)")
        }
    }

    @Test func aChangedConfigChecksEverything() throws {
        let result = try Library().check(["--files", "uim-parity.yml"])
        #expect(result.output.contains("\nsection-index\n") && result.output.contains("\ntokens\n"))
    }

    /// A deleted config is no longer loaded, and its baseline no longer found: the hook
    /// checks everything, as CI does, instead of nothing.
    @Test func aDeletedConfigChecksEverything() throws {
        let library = Library()
        #expect(try Binary.run(["baseline", "write"], in: library.folder.url).status == 0)
        #expect(try library.check(["--quiet"]).status == 0)
        try FileManager.default.removeItem(at: library.folder.url.appendingPathComponent("uim-parity.yml"))
        let full = try library.check(["--quiet", "reference"])
        let hook = try library.check(["--quiet", "--root", "reference", "--files", "uim-parity.yml"])
        #expect(full.status == 1)
        #expect(hook.status == 1)
        #expect(hook.output == full.output)
    }

    @Test func aDeletedComponentFileIsReported() throws {
        let library = Library()
        try FileManager.default.removeItem(at: library.root.appendingPathComponent("kotlin/interactions/SectionIndex.kt"))
        let result = try library.check(["--files", "reference/kotlin/interactions/SectionIndex.kt"])
        #expect(result.status == 1)
        // It names the file looked for, and how to name another.
        #expect(result.output.contains(
            "error: missing-file: no kotlin source for section-index in reference: no kotlin file is named 'SectionIndex.kt' "
                + "(another is named in the rules: 'sources: { kotlin: PATH }', PATH below the checked folder)\n"), "\(result.output)")
    }
}

@Suite struct ImportCheckTests {
    @Test(.enabled(if: RepositoryPaths.referenceDocs != nil, "the docs pages are not here"))
    func importCheckChangesNothingAndFailsWhenOutOfDate() throws {
        let docs = try #require(RepositoryPaths.referenceDocs).map(\.path)
        let library = Library()
        let inStep = try Binary.run(["import"] + docs + ["--out", library.root.path, "--check"])
        #expect(inStep.status == 0)
        try library.replace("kotlin/interactions/SectionIndex.kt", "private val RowHeight = 16.dp", "private val RowHeight = 17.dp")
        try FileManager.default.removeItem(at: library.root.appendingPathComponent("swift/Theme/Tokens.swift"))
        let before = RepositoryPaths.files(below: library.root)
        let stale = try Binary.run(["import"] + docs + ["--out", library.root.path, "--check"])
        #expect(stale.status == 1)
        #expect(stale.output.contains("out of date: \(library.root.path)/kotlin/interactions/SectionIndex.kt"))
        #expect(stale.output.contains("out of date: \(library.root.path)/swift/Theme/Tokens.swift"))
        #expect(RepositoryPaths.files(below: library.root) == before)
        #expect(try String(contentsOf: library.root.appendingPathComponent("kotlin/interactions/SectionIndex.kt"), encoding: .utf8).contains("17.dp"))
    }
}
