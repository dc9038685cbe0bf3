import Foundation
import TestSupport
import Testing

/// The built `uim-parity` binary, run as users, hooks and CI run it.
@Suite struct CommandLineTests {
    @Test func versionAndHelp() throws {
        let version = try Binary.run(["--version"])
        #expect(version.status == 0)
        #expect(version.output.hasPrefix("uim-parity "))
        let help = try Binary.run(["--help"])
        #expect(help.status == 0)
        #expect(help.output.contains("check"))
        #expect(help.output.contains("import"))
    }

    @Test(arguments: [[], ["frobnicate"], ["check", "a", "b"], ["parse"], ["import", "x.md"], ["check", "--bogus", "reference"], ["check", "--format", "xml"]])
    func usageErrorsExitTwoWithOneLine(arguments: [String]) throws {
        let result = try Binary.run(arguments)
        #expect(result.status == 2)
        #expect(result.output.isEmpty)
        #expect(!result.error.isEmpty)
    }
}

@Suite struct CheckCommandTests {
    @Test func noPathAndNoConfiguredRootIsAUsageError() throws {
        let folder = TemporaryFolder()
        let result = try Binary.run(["check"], in: folder.url)
        #expect(result.status == 2)
        // No config at all is said as such (it read "no 'root' in a uim-parity.yml").
        #expect(result.error.hasPrefix("uim-parity: error: no PATH given and no uim-parity.yml in the current folder or above it"), "\(result.error)")
        folder.write("uim-parity.yml", "builtin-rules: true\n")
        let noRoot = try Binary.run(["check"], in: folder.url)
        #expect(noRoot.error.hasPrefix("uim-parity: error: no PATH given and no 'root' in uim-parity.yml"), "\(noRoot.error)")
        // With --files the folder is --root's: the message named PATH, which --files does not take.
        let files = try Binary.run(["check", "--files", "a.kt"], in: folder.url)
        #expect(files.status == 2)
        #expect(files.error.hasPrefix("uim-parity: error: no --root given and no 'root' in uim-parity.yml"), "\(files.error)")
    }

    @Test func theConfiguredRootIsCheckedWithoutAPath() throws {
        let result = try Binary.run(["check", "--quiet"])
        #expect(result.status == 1)
        #expect(result.output.contains("reference/kotlin/interactions/SectionIndex.kt:137:78: error: drift"))
        #expect(!result.output.contains("canonical                 swift"))
    }

    @Test func referenceHasDriftAndExitsOne() throws {
        let result = try Binary.run(["check", "reference/"])
        #expect(result.status == 1, "\(result.error)")
        #expect(result.output.contains(
            "reference/kotlin/interactions/SectionIndex.kt:137:78: error: drift: section-index.bar-end-inset: kotlin 12.dp (12pt) ≠ canonical SectionIndexSpec.barEndInset (6pt) — canonical is the outlier: swift 6pt, all others 12pt\n"))
        #expect(result.error.isEmpty)
    }

    @Test func syntaxErrorsAreReportedWithPositionAndExitOne() throws {
        let folder = TemporaryFolder()
        folder.write("ok/A.kt", "val a = 1\n")
        folder.write("bad/B.swift", "let a = 1\nlet b = (2 + 3\n")
        let result = try Binary.run(["check", folder.path])
        #expect(result.status == 1)
        #expect(result.output.contains("\(folder.path)/bad/B.swift:2:15: error: syntax error: missing ')'\n"))
        #expect(result.output.contains("2 files parsed"))
        #expect(!result.output.contains("A.kt:"))
    }

    @Test func missingPathExitsTwo() throws {
        let result = try Binary.run(["check", "no/such/folder"])
        #expect(result.status == 2)
        #expect(result.error == "uim-parity: error: no/such/folder: no such file or folder\n")
    }

    /// A config's root or rules folder that is not there is said to be the config's.
    @Test func aMissingFolderTheConfigNamesNamesTheConfig() throws {
        let folder = TemporaryFolder()
        folder.write("uim-parity.yml", "root: nope\n")
        let root = try Binary.run(["check"], in: folder.url)
        #expect(root.status == 2)
        #expect(root.error == "uim-parity: error: nope: no such folder (the 'root:' of uim-parity.yml)\n")
        folder.write("uim-parity.yml", "root: .\nrules: rule\n")
        folder.write("A.kt", "val a = 1\n")
        let rules = try Binary.run(["check"], in: folder.url)
        #expect(rules.status == 2)
        #expect(rules.error == "uim-parity: error: rule: no such rules folder (the 'rules:' of uim-parity.yml)\n")
        let argument = try Binary.run(["check", "--rules", "elsewhere"], in: folder.url)
        #expect(argument.error == "uim-parity: error: elsewhere: no such rules folder\n")
    }

    @Test func nonUTF8ComponentFileExitsTwoAndTheOthersAreStillChecked() throws {
        let folder = TemporaryFolder()
        let copy = folder.copy(RepositoryPaths.reference, as: "reference")
        try Data([0x76, 0x61, 0x6C, 0xC3, 0x28, 0x0A]).write(to: copy.appendingPathComponent("kotlin/interactions/SectionIndex.kt"))
        let result = try Binary.run(["check", copy.path])
        #expect(result.status == 2)
        #expect(result.error.contains("kotlin/interactions/SectionIndex.kt:1: not valid UTF-8"))
        #expect(result.output.contains("message-scroller.icon-weight: kotlin Regular (400)"))
        // The unreadable file counts once, as an input, not as 35 facts that are "not constant".
        #expect(result.output.contains("; 1 not constant;"))
    }

    @Test func outputIsDeterministic() throws {
        let first = try Binary.run(["check", "reference/"])
        let second = try Binary.run(["check", "reference/", "--format", "json"])
        let third = try Binary.run(["check", "reference/", "--format", "json"])
        #expect(first.output == (try Binary.run(["check", "reference/"])).output)
        #expect(second.output == third.output)
    }
}

@Suite struct ParseCommandTests {
    @Test func printsTheTreeAndExitsZero() throws {
        let result = try Binary.run(["parse", "reference/kotlin/interactions/SectionIndex.kt"])
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("source_file 1:1-"))
        #expect(result.output.contains("name: identifier"))
    }

    @Test func sExpressionForm() throws {
        let folder = TemporaryFolder()
        let path = folder.write("a.tsx", "const a = b ? 1 : 2\n")
        let result = try Binary.run(["parse", "--sexp", path])
        #expect(result.output == "(program (lexical_declaration (variable_declarator name: (identifier) value: (ternary_expression condition: (identifier) consequence: (number) alternative: (number)))))\n")
    }

    @Test func syntaxErrorExitsOne() throws {
        let folder = TemporaryFolder()
        let path = folder.write("a.swift", "let a = (1 + 2\n")
        let result = try Binary.run(["parse", path])
        #expect(result.status == 1)
        #expect(result.output.contains("MISSING )"))
        #expect(result.output.hasSuffix("\(path):1:15: error: syntax error: missing ')'\n"))
    }

    @Test func unknownLanguageAndMissingFileExitTwo() throws {
        let folder = TemporaryFolder()
        let notes = folder.write("notes.md", "# hi\n")
        let unknown = try Binary.run(["parse", notes])
        #expect(unknown.status == 2)
        #expect(unknown.error.contains("notes.md: unknown language"))
        let missing = try Binary.run(["parse", folder.path + "/Nope.kt"])
        #expect(missing.status == 2)
        #expect(missing.error.contains("Nope.kt: no such file"))
    }

    @Test func emptyFileParses() throws {
        let folder = TemporaryFolder()
        let result = try Binary.run(["parse", folder.write("Empty.swift", "")])
        #expect(result.status == 0)
        #expect(result.output == "source_file 1:1-1:1 \"\"\n")
    }
}

@Suite struct ImportCommandTests {
    @Test func hostileDocIsRefusedAndNothingLeavesTheOutputFolder() throws {
        let sandbox = TemporaryFolder()
        let doc = sandbox.write("docs/evil.md", """
            # Evil

            ```kt title="ok/A.kt"
            val a = 1
            ```

            ```kt title="../../escaped.kt"
            val pwned = 1
            ```

            """)
        let good = sandbox.write("docs/good.md", "```kt title=\"ok/B.kt\"\nval b = 1\n```\n")
        let result = try Binary.run(["import", doc, good, "--out", sandbox.path + "/out"])
        #expect(result.status == 2)
        #expect(result.error == "uim-parity: error: \(doc):7: title '../../escaped.kt' contains '..'; nothing written\n")
        // All or nothing per run: the good doc is not written either, and no folder is made.
        #expect(RepositoryPaths.entries(below: sandbox.url) == ["docs/", "docs/evil.md", "docs/good.md"])
    }

    @Test func docWithoutCodeSaysSoAndReimportChangesNothing() throws {
        let sandbox = TemporaryFolder()
        let prose = sandbox.write("recipe.md", "# Recipe\n\nProse only.\n")
        let doc = sandbox.write("page.md", "# Page\n\n```swift\nlet a = 1\n```\n")
        let out = sandbox.path + "/out"
        let first = try Binary.run(["import", doc, prose, "--out", out])
        #expect(first.status == 0)
        #expect(first.output.contains("recipe.md: no source code blocks; nothing imported"))
        #expect(sandbox.read("out/examples/page/page.swift") == "let a = 1\n")
        let second = try Binary.run(["import", doc, prose, "--out", out])
        #expect(second.output.hasSuffix("0 files written, 1 unchanged in \(out)\n"))
    }

    @Test func codeWithoutFencesIsRecoveredAndCounted() throws {
        let sandbox = TemporaryFolder()
        let doc = sandbox.write("docs/how-to.md", "Here is the code:\n\nfun answer(): Int = 42\n\nThat is all.\n")
        let out = sandbox.path + "/out"
        let result = try Binary.run(["import", doc, "--out", out])
        #expect(result.status == 0)
        #expect(result.output.contains("how-to.md: no source code blocks; 1 examples recovered from code without fences"))
        #expect(sandbox.read("out/examples/how-to/how-to.kt") == "fun answer(): Int = 42\n")
    }

    @Test func unreadableDocIsNamed() throws {
        let sandbox = TemporaryFolder()
        let doc = sandbox.write("bad.md", bytes: [0x23, 0x20, 0xFF, 0x0A])
        let result = try Binary.run(["import", doc, "--out", sandbox.path + "/out"])
        #expect(result.status == 2)
        #expect(result.error.contains("bad.md:1: not valid UTF-8"))
    }
}

@Suite struct StandaloneBinaryTests {
    /// The binary carries its canonical sources and rules: a copy in an empty folder,
    /// run from another folder, checks as the one in the build tree does.
    @Test func worksWithoutTheRepositoryBesideIt() throws {
        let folder = TemporaryFolder()
        let copy = folder.url.appendingPathComponent("bin/uim-parity")
        try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Binary.url, to: copy)
        let elsewhere = folder.url.appendingPathComponent("work")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        let reference = RepositoryPaths.reference.path
        let standalone = try Binary.run(["check", reference], in: elsewhere, executable: copy)
        let inTree = try Binary.run(["check", reference], in: elsewhere)
        #expect(standalone.status == 1)
        #expect(standalone.output == inTree.output)
        #expect(standalone.output.contains("section-index.bar-end-inset"))
    }
}
