import Foundation
import Testing
import TestSupport

/// The gate agrees with itself: what `--files` (the hook) says for the components it
/// checks is what the full check (CI) says for them.
@Suite struct FilesEquivalenceTests {
    /// The component a reference file belongs to, by its name (nil: none).
    private static func component(of path: String) -> String? {
        let name = (path as NSString).lastPathComponent
        if name.hasPrefix("SectionIndex.") || name == "section-index.tsx" && !path.contains("examples/") { return "section-index" }
        if name.hasPrefix("MessageScroller.") || name == "message-scroller.tsx" && !path.contains("examples/") { return "message-scroller" }
        if path.contains("/theme/") || path.contains("/Theme/") { return "tokens" }
        return nil
    }

    /// The findings of a JSON report, as comparable lines, for the given components
    /// (`-` is a syntax error outside every component).
    private static func findings(_ json: String, components: Set<String>) throws -> [String] {
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let list = try #require(document["findings"] as? [[String: Any]])
        return list.compactMap { finding in
            guard let component = finding["component"] as? String, components.contains(component) else { return nil }
            let place = [finding["file"], finding["line"], finding["column"]].map { "\($0 ?? "-")" }.joined(separator: ":")
            return "\(place) \(finding["severity"] ?? "") \(finding["kind"] ?? "") \(finding["fact"] ?? "") \(finding["message"] ?? "")"
        }
    }

    /// 30 single-file edits, generated from the reference tree in a fixed order: a value
    /// changed, the file deleted, a syntax error. Each is checked in full and with
    /// `--files FILE`, and the touched components' findings must be the same.
    @Test func theHookReportsWhatTheFullCheckReportsForTheTouchedComponents() throws {
        let files = RepositoryPaths.files(below: RepositoryPaths.reference).filter { $0.hasSuffix(".kt") || $0.hasSuffix(".swift") || $0.hasSuffix(".tsx") }
            .filter { Self.component(of: $0) != nil || $0.hasPrefix("examples/") }
        var edits: [(file: String, kind: Int)] = []
        var generator = SplitMix64(seed: 2026)
        while edits.count < 30 {
            edits.append((files[generator.below(files.count)], edits.count % 3))
        }
        for (file, kind) in edits {
            let library = Library()
            let url = library.root.appendingPathComponent(file)
            let text = try String(contentsOf: url, encoding: .utf8)
            switch kind {
            case 0:
                // The first integer literal of two or more digits, plus one.
                guard let range = text.range(of: #"(?<![\w.])[1-9][0-9]+(?![\w.])"#, options: .regularExpression) else { continue }
                let changed = String((Int(text[range]) ?? 0) + 1)
                try text.replacingCharacters(in: range, with: changed).write(to: url, atomically: true, encoding: .utf8)
            case 1:
                try FileManager.default.removeItem(at: url)
            default:
                try (text + "\n}}} ((( broken\n").write(to: url, atomically: true, encoding: .utf8)
            }
            let touched: Set<String> = Self.component(of: file).map { [$0] } ?? ["-"]
            let full = try library.check(["--format", "json"])
            let hook = try library.check(["--format", "json", "--files", "reference/\(file)"])
            let expected = try Self.findings(full.output, components: touched).filter { touched != ["-"] || $0.contains(file) }
            #expect(try Self.findings(hook.output, components: touched) == expected, "\(file) edit \(kind)")
            // Errors among them fail the hook as they fail CI.
            if expected.contains(where: { $0.contains(" error ") }) {
                #expect(hook.status == 1, "\(file) edit \(kind): the hook passed")
            }
            if kind == 2 || kind == 1 && touched != ["-"] { #expect(!expected.isEmpty, "\(file) edit \(kind) finds nothing") }
        }
    }
}

@Suite struct WhatIsReadTests {
    @Test func dependencyFoldersAreNotReadUnlessAsked() throws {
        let library = Library()
        library.folder.write("reference/node_modules/lib/broken.tsx", "export const = <View\n")
        library.folder.write("reference/uniwind/build/gen.tsx", "export const = <View\n")
        let quiet = try library.check(["--quiet"])
        #expect(!quiet.output.contains("broken.tsx") && !quiet.output.contains("gen.tsx"))
        let all = try library.check(["--quiet", "--no-ignore"])
        #expect(all.output.contains("reference/node_modules/lib/broken.tsx:1:"), "\(all.output)")
    }

    @Test func excludedAndGitIgnoredFilesAreNotRead() throws {
        let library = Library(config: "root: reference\nexclude: [\"examples/**\"]\n")
        library.folder.write("reference/examples/broken.kt", "fun (\n")
        library.folder.write("reference/scratch/broken.swift", "struct {\n")
        library.folder.write(".gitignore", "scratch/\n")
        _ = try Binary.run(["init", "-q"], in: library.folder.url, executable: URL(fileURLWithPath: "/usr/bin/git"))
        let result = try library.check(["--quiet"])
        #expect(!result.output.contains("broken.kt") && !result.output.contains("broken.swift"), "\(result.output)")
        let all = try library.check(["--quiet", "--no-ignore"])
        #expect(all.output.contains("reference/scratch/broken.swift:1:"), "\(all.output)")
    }

    /// A second file that could be a component's source on a platform is not compared:
    /// a drift in it was once unseen and unsaid.
    @Test func aSecondFileThatCouldBeAComponentsSourceIsAWarning() throws {
        let library = Library()
        let copy = try String(contentsOf: library.root.appendingPathComponent("uniwind/components/interactions/section-index.tsx"), encoding: .utf8)
        library.folder.write("reference/uniwind/components/other/section-index.tsx", copy)
        let result = try library.check(["--quiet"])
        #expect(result.error.contains(
            "uim-parity: warning: section-index on uniwind: reference/uniwind/components/interactions/section-index.tsx is compared, "
                + "not reference/uniwind/components/other/section-index.tsx, which could be its source too (name one in its rules' sources:)\n"),
            "\(result.error)")
        #expect(result.error.components(separatedBy: "could be its source too").count == 2, "one warning: \(result.error)")
    }

    @Test func theConfigIsFoundFromTheCheckedFolder() throws {
        let monorepo = TemporaryFolder()
        _ = monorepo.copy(RepositoryPaths.reference, as: "packages/ui/reference")
        monorepo.write("packages/ui/uim-parity.yml", "root: reference\ntailwind:\n  rem: { uniwind: 14, nativewind: 16 }\n")
        let result = try Binary.run(["check", "packages/ui/reference"], in: monorepo.url)
        #expect(result.output.contains("tailwind rem: uniwind 14px, nativewind 16px"), "\(result.output.prefix(300))")
    }
}

@Suite struct SuppressionTrustTests {
    private let file = "kotlin/interactions/SectionIndex.kt"

    @Test func onlyCommentsSuppress() throws {
        let library = Library()
        let before = try library.check(["--quiet"])
        let drift = try #require(before.output.split(separator: "\n").first { $0.hasPrefix("reference/\(file):") && $0.contains("drift: section-index.") })
        let line = Int(drift.split(separator: ":")[1])!
        let fact = String(drift.components(separatedBy: "drift: ")[1].split(separator: ":")[0])
        let url = library.root.appendingPathComponent(file)
        var lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
        lines.insert("val note = \"uim-parity: ignore \(fact) -- not a comment\"", at: line - 1)
        try lines.joined(separator: "\n").write(to: url, atomically: true, encoding: .utf8)
        let string = try library.check(["--quiet"])
        #expect(string.output.contains(fact + ":"), "a string literal silenced \(fact)")
        lines[line - 1] = "// uim-parity: ignore \(fact) -- a real comment"
        try lines.joined(separator: "\n").write(to: url, atomically: true, encoding: .utf8)
        let comment = try library.check(["--quiet"])
        #expect(!comment.output.split(separator: "\n").contains { $0.contains("drift: \(fact):") && $0.contains(file) })
        #expect(comment.output.contains("1 suppressed"))
    }

    @Test func anUnknownFactInASuppressionSuggestsTheNearest() throws {
        let library = Library()
        try library.replace(file, "import", "// uim-parity: ignore section-index.row-heigth -- typo\nimport")
        let result = try library.check(["--quiet"])
        #expect(result.output.contains("suppression names unknown fact 'section-index.row-heigth' (did you mean section-index.row-height?)"))
    }
}

@Suite struct OutputTrustTests {
    @Test func aFullDiskIsOneLineAndExitTwo() throws {
        let result = try Binary.run(["/bin/sh", "-c", "\"$0\" check reference > /dev/full", Binary.url.path], executable: URL(fileURLWithPath: "/usr/bin/env"))
        #expect(result.status == 2)
        #expect(result.error == "uim-parity: error: cannot write to standard output: No space left on device\n")
    }

    @Test func aClosedPipeEndsQuietly() throws {
        let result = try Binary.run(["/bin/sh", "-c", "\"$0\" check reference | head -c 10 >/dev/null; echo done", Binary.url.path],
            executable: URL(fileURLWithPath: "/usr/bin/env"))
        #expect(result.error.isEmpty, "\(result.error)")
        #expect(result.output == "done\n")
    }

    @Test func outputTargetsAreRefusedOrWrittenThrough() throws {
        let library = Library()
        let missing = try library.check(["--output", "nowhere/report.txt"])
        #expect(missing.status == 2)
        #expect(missing.error.hasPrefix("uim-parity: error: nowhere/report.txt: cannot write: the folder nowhere does not exist"), "\(missing.error)")
        #expect(!FileManager.default.fileExists(atPath: library.folder.url.appendingPathComponent("nowhere").path))
        let folder = try library.check(["--output", "reference"])
        #expect(folder.error.contains("reference: cannot write: is a folder"))
        let empty = try library.check(["--output", ""])
        #expect(empty.error.contains("'': cannot write: an empty file name"), "\(empty.error)")

        let devNull = try library.check(["--output", "/dev/null"])
        #expect(devNull.status == 1)
        var status = stat()
        #expect(stat("/dev/null", &status) == 0 && status.st_mode & S_IFMT == S_IFCHR)

        let report = library.folder.write("private.txt", "old\n")
        chmod(report, 0o600)
        #expect(try library.check(["--output", "private.txt"]).status == 1)
        #expect(stat(report, &status) == 0 && status.st_mode & 0o777 == 0o600)
        #expect(library.folder.read("private.txt")?.hasPrefix("uim-parity ") == true)

        try FileManager.default.createSymbolicLink(atPath: library.folder.url.appendingPathComponent("link.txt").path, withDestinationPath: "private.txt")
        #expect(try library.check(["--output", "link.txt", "--format", "json"]).status == 1)
        #expect(library.folder.read("private.txt")?.hasPrefix("{") == true)
        var linkStatus = stat()
        #expect(lstat(library.folder.url.appendingPathComponent("link.txt").path, &linkStatus) == 0 && linkStatus.st_mode & S_IFMT == S_IFLNK)

        chmod(report, 0o444)
        let readOnly = try library.check(["--output", "private.txt"])
        #expect(readOnly.status == 2)
        #expect(readOnly.error.contains("private.txt: cannot write: is read-only"))
    }

    /// `--output` naming what the check reads had replaced it with the report (a source, the
    /// config, the baseline; the next check then failed): refused, and each is left as it was.
    @Test func outputNamingAnInputIsRefused() throws {
        let library = Library()
        let theme = "reference/kotlin/theme/Theme.kt"
        #expect(try Binary.run(["baseline", "write"], in: library.folder.url).status == 0)
        try FileManager.default.createSymbolicLink(atPath: library.folder.url.appendingPathComponent("report.json").path, withDestinationPath: theme)
        let cases = [
            (theme, "names a source file (.swift .kt .kts .tsx .ts), not a report"),
            ("report.json", "names a source file (.swift .kt .kts .tsx .ts), not a report"),
            ("uim-parity.yml", "is the config or a rules file this check reads"),
            (".uim-parity-baseline.yml", "is the baseline this check reads"),
        ]
        let before = cases.map { library.folder.read($0.0) }
        for (output, reason) in cases {
            let result = try library.check(["--format", "json", "--output", output])
            #expect(result.status == 2)
            #expect(result.error == "uim-parity: error: --output \(output): \(reason); nothing was written\n", "\(result.error)")
        }
        #expect(cases.map { library.folder.read($0.0) } == before)
    }

    @Test func aStaleTemporaryFileIsRemovedByTheNextWrite() throws {
        let library = Library()
        let stale = library.folder.write(".report.txt.uim-parity-\(UUID().uuidString)", "half")
        #expect(try library.check(["--output", "report.txt"]).status == 1)
        #expect(!FileManager.default.fileExists(atPath: stale))
    }

    @Test func sarifMarksSuppressedAndBaselinedFindingsAndKeepsOneBase() throws {
        let library = Library()
        try library.replace("kotlin/interactions/SectionIndex.kt", "import", "// uim-parity: ignore section-index.bar-vertical-padding -- Material\nimport")
        let sarif = try library.check(["--format", "sarif"])
        #expect(sarif.output.contains("\"suppressions\": [\n"), "\(sarif.output.prefix(200))")
        #expect(sarif.output.contains("\"justification\": \"Material\""))
        #expect(sarif.output.contains("\"kind\": \"inSource\""))
        // The same findings whether the folder is spelled `reference`, `./reference` or given by the config.
        let spellings = try [[], ["reference"], ["./reference"]].map { try library.check(["--format", "sarif"] + $0).output }
        #expect(spellings[0] == spellings[1] && spellings[1] == spellings[2])
        let nested = try Binary.run(["check", ".", "--format", "sarif"], in: library.root)
        #expect(nested.output == spellings[0], "the current folder changes the SARIF")
    }

    @Test func githubAndMarkdownEscapeWhatFilesHold() throws {
        let library = Library()
        let hostile = "ref\u{1B}[31m\u{202E}x*y.kt"
        library.folder.write("reference/examples/\(hostile)", "fun (\n")
        let github = try library.check(["--format", "github"])
        #expect(!github.output.contains("\u{1B}") && !github.output.contains("\u{202E}"))
        #expect(github.output.contains("ref\\u{1b}[31m\\u{202e}x*y.kt"), "\(github.output.suffix(400))")
        let markdown = try library.check(["--format", "markdown"])
        #expect(!markdown.output.contains("\u{1B}"))
        // Paths stand in code spans; messages have Markdown's punctuation escaped.
        #expect(markdown.output.contains("`` reference/examples/ref\\u{1b}[31m\\u{202e}x*y.kt:1:"), "\(markdown.output)")
        #expect(markdown.output.contains("missing '\\)'"), "\(markdown.output)")
    }
}

@Suite struct CommandLineConventionTests {
    @Test func mistakesSuggestTheNearestNameInOneLine() throws {
        let command = try Binary.run(["chekc"])
        #expect(command.status == 2)
        #expect(command.error == "uim-parity: error: unknown command 'chekc' (did you mean check?); run 'uim-parity --help'\n")
        let option = try Binary.run(["check", "--fromat", "json"])
        #expect(option.status == 2)
        #expect(option.error == "uim-parity: error: unknown option '--fromat' (did you mean --format?); see 'uim-parity check --help'\n")
        let topLevel = try Binary.run(["--verison"])
        #expect(topLevel.error.hasPrefix("uim-parity: error: unknown option '--verison' (did you mean --version?)"))
        let explain = try Binary.run(["explain", "section-index.row-heigth"])
        #expect(explain.error.contains("unknown fact 'section-index.row-heigth' (did you mean section-index.row-height?)"), "\(explain.error)")
    }

    @Test func shortFlagsAndHelp() throws {
        #expect(try Binary.run(["-V"]).output.hasPrefix("uim-parity 0.1.0\n"))
        let quiet = try Binary.run(["check", "-q"])
        #expect(quiet.status == 1 && !quiet.output.contains("  fact "))
        let help = try Binary.run(["check", "--help"]).output
        for option in CheckOptions.all { #expect(help.contains(option), "check --help lacks \(option)") }
    }

    @Test func checkTakesSeveralFolders() throws {
        let library = Library()
        _ = library.folder.copy(RepositoryPaths.reference, as: "copy")
        let one = try library.check(["--quiet", "reference"])
        let both = try library.check(["--quiet", "reference", "copy"])
        #expect(both.output.contains("6 components"), "\(both.output.suffix(300))")
        let findings = { (output: String) in output.split(separator: "\n").filter { $0.contains(": error: ") } }
        #expect(findings(both.output).count == 2 * findings(one.output).count)
    }

    @Test func aSeverityForATokenTheSourcesDoNotHaveIsAnError() throws {
        let library = Library(config: "root: reference\nseverity:\n  tokens.color-light.acent: off\n")
        let result = try library.check(["--quiet"])
        #expect(result.status == 2)
        #expect(result.error.contains("severity: 'tokens.color-light.acent' is not a token of the checked sources (did you mean tokens.color-light.accent?)"))
    }
}

/// The options `check` takes, which its help must list.
enum CheckOptions {
    static let all = [
        "--files", "--root", "--format", "--output", "--color", "--seed", "--jobs", "--self-test", "--strict", "--quiet", "-q", "--no-ignore",
        "--baseline", "--rules", "--config", "--no-cache",
    ]
}

@Suite struct InputLimitTests {
    @Test func aFileOverTheSizeLimitIsRefusedWithOneLine() throws {
        let library = Library(config: "root: reference\nmax-file-size: 1\n")
        library.folder.write("reference/examples/huge.kt", String(repeating: "val x = 1\n", count: 120_000))
        let result = try library.check(["--quiet"])
        #expect(result.status == 2)
        #expect(result.error == "uim-parity: error: reference/examples/huge.kt: larger than the limit of 1 MB (max-file-size in uim-parity.yml)\n",
            "\(result.error)")
    }
}

/// Values that leave the source must not leave the gate silent.
@Suite struct SilentPassTests {
    /// A fact located in two places (a badge's minimum width and height) is missing when
    /// one place loses it, even though the other still holds the canonical value.
    @Test func eachLocatorOfAListMustFindTheValue() throws {
        let library = Library()
        try library.replace("kotlin/components/MessageScroller.kt", ".defaultMinSize(minWidth = 18.dp, minHeight = 18.dp)", ".defaultMinSize(minWidth = 18.dp)")
        let full = try library.check(["-q"])
        #expect(full.status == 1)
        // The locator that lost it, by its line in the rules.
        let rules = try String(contentsOf: RepositoryPaths.root.appendingPathComponent("rules/message-scroller.yml"), encoding: .utf8)
        let line = try #require(rules.components(separatedBy: "\n").firstIndex { $0.contains("call: defaultMinSize, argument: minHeight") }) + 1
        #expect(full.output.contains(
            "reference/kotlin/components/MessageScroller.kt:1:1: error: missing: message-scroller.badge-min-size: not found on kotlin: the locator at message-scroller.yml:\(line):9 finds nothing, where the others find it"),
            "\(full.output)")
        let hook = try library.check(["-q", "--files", "reference/kotlin/components/MessageScroller.kt"])
        #expect(hook.status == 1)
    }
}
