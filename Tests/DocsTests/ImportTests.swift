import Foundation
import TestSupport
import Testing

@testable import Docs

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

private func page(_ path: String, _ text: String) -> MarkdownPage {
    MarkdownPage(path: path, text: text)
}

private func fence(_ info: String, _ body: String) -> String {
    "```\(info)\n\(body)\n```\n\n"
}

@Suite struct ImportPlanTests {
    let out = TemporaryFolder()

    @Test func titledBlocksExamplesAndTerminalBlocks() {
        let doc = page("docs/section-index.md", "# Section Index\n\n"
            + fence("tsx", "<A />") + fence("swift", "A()") + fence("kotlin", "A()")
            + fence(#"bash title="Terminal""#, "npx uim add") + fence("bash", "echo hi")
            + "## Usage\n\n" + fence("tsx", "import A") + fence("tsx", "<A />")
            + fence(#"kt title="kotlin/A.kt""#, "val a = 1"))
        let plan = ImportPlan(pages: [doc], outputFolder: out.url)
        #expect(plan.files.map(\.path) == [
            "examples/section-index/section-index.tsx", "examples/section-index/section-index.swift",
            "examples/section-index/section-index.kt", "examples/section-index/usage.tsx",
            "examples/section-index/usage-2.tsx", "kotlin/A.kt",
        ])
        #expect(plan.pages == [ImportPlan.PageSummary(doc: "docs/section-index.md", titled: 1, examples: 5, skipped: 2)])
        #expect(plan.errors.isEmpty)
    }

    @Test func numberingIsPerHeadingSoInsertionsElsewhereRenameNothing() {
        let before = page("d.md", "## One\n\n" + fence("tsx", "1") + fence("tsx", "2") + "## Two\n\n" + fence("tsx", "3"))
        let after = page("d.md", "## One\n\n" + fence("tsx", "1") + fence("tsx", "2") + fence("tsx", "new")
            + "## Two\n\n" + fence("tsx", "3"))
        let beforeFiles = ImportPlan(pages: [before], outputFolder: out.url).files
        let afterFiles = ImportPlan(pages: [after], outputFolder: out.url).files
        #expect(beforeFiles.first { $0.content == "3\n" }?.path == "examples/d/two.tsx")
        #expect(afterFiles.first { $0.content == "3\n" }?.path == "examples/d/two.tsx")
        #expect(afterFiles.first { $0.content == "new\n" }?.path == "examples/d/one-3.tsx")
    }

    @Test func sameTitleSameContentIsWrittenOnce() {
        let block = fence(#"swift title="swift/Theme/Tokens.swift""#, "let a = 1")
        let plan = ImportPlan(pages: [page("a.md", block), page("b.md", block)], outputFolder: out.url)
        #expect(plan.files.map(\.path) == ["swift/Theme/Tokens.swift"])
        #expect(plan.conflicts.isEmpty)
    }

    @Test func sameTitleOtherContentGoesToConflictsAndNothingIsLost() {
        let plan = ImportPlan(
            pages: [
                page("docs/section-index.md", "\n" + fence(#"kotlin title="build.gradle.kts""#, "one")),
                page("docs/message-scroller.md", "\n\n\n" + fence(#"kotlin title="build.gradle.kts""#, "two")),
            ], outputFolder: out.url)
        #expect(plan.files.map(\.path) == ["build.gradle.kts", "conflicts/message-scroller/build.gradle.kts"])
        #expect(plan.files.map(\.content) == ["one\n", "two\n"])
        #expect(plan.conflicts == [
            ImportPlan.Conflict(
                title: "build.gradle.kts",
                kept: ImportPlan.Origin(doc: "docs/section-index.md", line: 2),
                other: ImportPlan.Origin(doc: "docs/message-scroller.md", line: 4),
                otherPath: "conflicts/message-scroller/build.gradle.kts"),
        ])
    }

    @Test(arguments: [
        ("/etc/passwd", "is an absolute path"), ("../outside.kt", "contains '..'"),
        ("kotlin/../../x.kt", "contains '..'"), ("~/.ssh/authorized_keys", "is an absolute path"),
        ("a//b.kt", "empty or '.' path component"), ("./a.kt", "empty or '.' path component"),
        ("dir\\x.kt", "backslash"), ("C:/x.kt", "is an absolute path"), ("", "empty title"),
        ("a\u{1B}[2Jb.kt", "control character"), ("a\u{9B}2Jb.kt", "control character"),
        (".git/hooks/pre-commit", "hidden path component"), (String(repeating: "x", count: 230) + ".kt", "longer than 200 bytes"),
    ])
    func hostileTitlesRefuseTheWholeDoc(title: String, reason: String) throws {
        let hostile = page("evil.md", fence(#"kt title="fine.kt""#, "val a = 1") + fence("kt title=\"\(title)\"", "pwned"))
        let good = page("good.md", fence(#"kt title="good.kt""#, "val b = 2"))
        let plan = ImportPlan(pages: [hostile, good], outputFolder: out.url)
        #expect(plan.files.map(\.path) == ["good.kt"])
        let error = try #require(plan.errors.first)
        #expect(error.doc == "evil.md")
        #expect(error.line == 5)
        #expect(error.reason.contains(reason))
    }

    /// Every hostile title of a doc is reported, each at its line: the first had hidden
    /// the others.
    @Test func everyRefusedTitleOfADocIsReported() {
        let hostile = page("evil.md", fence(#"kt title="/abs.kt""#, "a") + fence(#"kt title="x/../y.kt""#, "b") + fence(#"kt title="fine.kt""#, "c"))
        let plan = ImportPlan(pages: [hostile], outputFolder: out.url)
        #expect(plan.files.isEmpty)
        #expect(plan.errors.map { "\($0.line ?? 0) \($0.reason)" } == ["1 title '/abs.kt' is an absolute path", "5 title 'x/../y.kt' contains '..'"])
    }

    @Test func aLinkInsideTheOutputFolderLeadingOutIsRefused() throws {
        let outside = TemporaryFolder()
        try FileManager.default.createSymbolicLink(atPath: out.path + "/kotlin", withDestinationPath: outside.path)
        let plan = ImportPlan(pages: [page("d.md", fence(#"kt title="kotlin/A.kt""#, "val a = 1"))], outputFolder: out.url)
        #expect(plan.files.isEmpty)
        #expect(plan.errors.first?.reason.contains("leads outside the output folder") == true)
        _ = try? ImportWriter(outputFolder: out.url).write(plan)
        #expect(PathsBelow.list(outside.url).isEmpty)
    }

    @Test func aConflictsFolderLinkedOutsideIsRefused() throws {
        let outside = TemporaryFolder()
        try FileManager.default.createSymbolicLink(atPath: out.path + "/conflicts", withDestinationPath: outside.path)
        let first = page("d1.md", fence(#"kt title="x.kt""#, "val a = 1"))
        let second = page("d2.md", fence(#"kt title="x.kt""#, "val a = 2"))
        let plan = ImportPlan(pages: [first, second], outputFolder: out.url)
        #expect(plan.files.map(\.path) == ["x.kt"])
        #expect(plan.errors.first?.reason.contains("leads outside the output folder") == true)
        _ = try? ImportWriter(outputFolder: out.url).write(plan)
        #expect(PathsBelow.list(outside.url).isEmpty)
    }

    @Test func aTitleThatIsAlsoAFolderOfAnotherRefusesItsWholeDoc() throws {
        let plan = ImportPlan(
            pages: [
                page("d.md", fence(#"kt title="a""#, "val a = 1") + fence(#"kt title="a/b.kt""#, "val b = 1")),
                page("good.md", fence(#"kt title="good.kt""#, "val g = 1")),
            ],
            outputFolder: out.url)
        #expect(plan.files.map(\.path) == ["good.kt"])
        #expect(plan.pages.map(\.refused) == [true, false])
        #expect(plan.errors.first?.reason.contains("the same path as a file and a folder") == true)
    }

    @Test func aLinkThatStaysInsideIsFine() throws {
        try FileManager.default.createDirectory(atPath: out.path + "/real", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: out.path + "/kotlin", withDestinationPath: out.path + "/real")
        let plan = ImportPlan(pages: [page("d.md", fence(#"kt title="kotlin/A.kt""#, "val a = 1"))], outputFolder: out.url)
        #expect(plan.errors.isEmpty)
        #expect(plan.files.map(\.path) == ["kotlin/A.kt"])
    }
}

private enum PathsBelow {
    static func list(_ url: URL) -> [String] { RepositoryPaths.files(below: url) }
}

@Suite struct ImportWriterTests {
    @Test func writesLFWithoutBOMAndOnlyWhatChanged() throws {
        let out = TemporaryFolder()
        let doc = page("d.md", "\u{FEFF}" + fence(#"kt title="k/A.kt""#, "val a = 1") + fence(#"kt title="k/B.kt""#, "val b = 1"))
        let plan = ImportPlan(pages: [doc], outputFolder: out.url)
        let first = try ImportWriter(outputFolder: out.url).write(plan)
        #expect(first.written == ["k/A.kt", "k/B.kt"])
        let bytes = try #require(FileManager.default.contents(atPath: out.path + "/k/A.kt"))
        #expect(Array(bytes) == Array("val a = 1\n".utf8))

        let modified = try FileManager.default.attributesOfItem(atPath: out.path + "/k/B.kt")[.modificationDate] as? Date
        out.write("k/A.kt", "edited by hand\n")
        let second = try ImportWriter(outputFolder: out.url).write(plan)
        #expect(second.written == ["k/A.kt"])
        #expect(second.unchanged == ["k/B.kt"])
        #expect(out.read("k/A.kt") == "val a = 1\n")
        let modifiedAgain = try FileManager.default.attributesOfItem(atPath: out.path + "/k/B.kt")[.modificationDate] as? Date
        #expect(modified == modifiedAgain)
    }

    @Test func neverDeletesFilesItDoesNotProduce() throws {
        let out = TemporaryFolder()
        out.write("keep/Mine.kt", "val mine = 1\n")
        let plan = ImportPlan(pages: [page("d.md", fence(#"kt title="k/A.kt""#, "val a = 1"))], outputFolder: out.url)
        _ = try ImportWriter(outputFolder: out.url).write(plan)
        #expect(RepositoryPaths.files(below: out.url) == ["k/A.kt", "keep/Mine.kt"])
        #expect(out.read("keep/Mine.kt") == "val mine = 1\n")
    }
}

/// An import writes everything or nothing: every title and every path in the output
/// folder is checked before anything is created, and files are staged, then renamed in.
@Suite struct ImportAllOrNothingTests {
    let sandbox = TemporaryFolder()
    var out: URL { sandbox.url.appendingPathComponent("out") }

    init() {
        sandbox.write("out/kotlin/Old.kt", "val old = 1\n")
        sandbox.write("out/mine/Notes.txt", "mine\n")
    }

    /// A staging folder name of the tool for the output folder `out`.
    private func stagingName() -> String { ".out.uim-parity-import-\(UUID().uuidString)" }

    private var deep: String { (1...25).map { "level\($0)" }.joined(separator: "/") }

    @Test(arguments: ["../escaped.kt", "a//b.kt", ".git/config"])
    func aDocWithOneBadTitleWritesNothingAtAll(bad: String) throws {
        let before = RepositoryPaths.entries(below: sandbox.url)
        let evil = page("evil.md", fence(#"kt title="kotlin/Old.kt""#, "val new = 2")
            + fence("kt title=\"\(deep)/Deep.kt\"", "val deep = 1") + fence("kt title=\"\(bad)\"", "pwned"))
        let good = page("good.md", fence(#"kt title="fresh/Good.kt""#, "val good = 1"))
        let plan = ImportPlan(pages: [good, evil], outputFolder: out)
        #expect(plan.errors.count == 1)
        #expect(throws: ImportWriteFailure.self) { try ImportWriter(outputFolder: out).write(plan) }
        #expect(RepositoryPaths.entries(below: sandbox.url) == before)
    }

    /// Once, a file/folder clash was reported and the other 25 levels written anyway.
    @Test func aClashBetweenAFileAndAFolderWritesNoFolder() throws {
        let before = RepositoryPaths.entries(below: sandbox.url)
        let plan = ImportPlan(
            pages: [page("d.md", fence("kt title=\"\(deep)/Deep.kt\"", "val deep = 1") + fence(#"kt title="level1""#, "val a = 1"))],
            outputFolder: out)
        #expect(throws: ImportWriteFailure.self) { try ImportWriter(outputFolder: out).write(plan) }
        #expect(RepositoryPaths.entries(below: sandbox.url) == before)
    }

    @Test func aPathTooLongForTheSystemIsRefusedBeforeAnyFolderIsMade() throws {
        let before = RepositoryPaths.entries(below: sandbox.url)
        let long = (1...25).map { "\($0)" + String(repeating: "x", count: 190) }.joined(separator: "/") + "/A.kt"
        let plan = ImportPlan(pages: [page("d.md", fence("kt title=\"\(long)\"", "val a = 1"))], outputFolder: out)
        #expect(plan.errors.isEmpty)
        let problems = ImportWriter(outputFolder: out).problems(plan)
        #expect(problems.count == 1)
        #expect(problems.first?.reason.contains("the system allows") == true)
        #expect(throws: ImportWriteFailure.self) { try ImportWriter(outputFolder: out).write(plan) }
        #expect(RepositoryPaths.entries(below: sandbox.url) == before)
    }

    /// What is in the output folder can stop a file being swapped in; that is found first.
    @Test(arguments: [
        ("kotlin/Old.kt/Inner.kt", "is a file, not a folder"), ("mine", "is a folder"),
        ("kotlin/ReadOnly.kt", "is read-only"), ("kotlin/Pipe", "is not a regular file"),
    ])
    func anObstacleInTheOutputFolderWritesNothing(title: String, reason: String) throws {
        sandbox.write("out/kotlin/ReadOnly.kt", "val r = 1\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: out.path + "/kotlin/ReadOnly.kt")
        #expect(mkfifo(out.path + "/kotlin/Pipe", 0o644) == 0)
        let before = RepositoryPaths.entries(below: sandbox.url)
        let plan = ImportPlan(
            pages: [page("d.md", fence(#"kt title="fresh/A.kt""#, "val a = 1") + fence("kt title=\"\(title)\"", "val b = 1"))],
            outputFolder: out)
        let problems = ImportWriter(outputFolder: out).problems(plan)
        #expect(problems.map(\.reason) == [reason])
        #expect(throws: ImportWriteFailure.self) { try ImportWriter(outputFolder: out).write(plan) }
        #expect(RepositoryPaths.entries(below: sandbox.url) == before)
    }

    @Test func twoTitlesThatAreOneFileThroughALinkAreRefused() throws {
        try FileManager.default.createSymbolicLink(atPath: out.path + "/k", withDestinationPath: "kotlin")
        let plan = ImportPlan(
            pages: [page("d.md", fence(#"kt title="k/A.kt""#, "val a = 1") + fence(#"kt title="kotlin/A.kt""#, "val a = 2"))],
            outputFolder: out)
        #expect(ImportWriter(outputFolder: out).problems(plan).map(\.reason) == ["is the same file as 'k/A.kt' (through a link)"])
    }

    @Test func writesThroughLinksThatStayInsideAndKeepsModes() throws {
        try FileManager.default.createSymbolicLink(atPath: out.path + "/Linked.kt", withDestinationPath: "kotlin/Old.kt")
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: out.path + "/kotlin/Old.kt")
        let plan = ImportPlan(
            pages: [page("d.md", fence(#"kt title="Linked.kt""#, "val new = 2") + fence(#"kt title="fresh/deep/A.kt""#, "val a = 1"))],
            outputFolder: out)
        let outcome = try ImportWriter(outputFolder: out).write(plan)
        #expect(outcome.written == ["Linked.kt", "fresh/deep/A.kt"].sorted())
        #expect(sandbox.read("out/kotlin/Old.kt") == "val new = 2\n")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: out.path + "/Linked.kt") == "kotlin/Old.kt")
        let mode = try FileManager.default.attributesOfItem(atPath: out.path + "/kotlin/Old.kt")[.posixPermissions] as? Int
        #expect(mode == 0o640)
        #expect(RepositoryPaths.entries(below: sandbox.url) == [
            "out/", "out/Linked.kt -> kotlin/Old.kt", "out/fresh/", "out/fresh/deep/", "out/fresh/deep/A.kt",
            "out/kotlin/", "out/kotlin/Old.kt", "out/mine/", "out/mine/Notes.txt",
        ])
    }

    @Test func aNewOutputFolderAppearsWholeAndNothingIsLeftBesideIt() throws {
        let fresh = sandbox.url.appendingPathComponent("new/nested/out")
        let plan = ImportPlan(
            pages: [page("d.md", fence(#"kt title="a/A.kt""#, "val a = 1") + fence(#"kt title="B.kt""#, "val b = 1"))],
            outputFolder: fresh)
        _ = try ImportWriter(outputFolder: fresh).write(plan)
        #expect(RepositoryPaths.entries(below: sandbox.url.appendingPathComponent("new")) == [
            "nested/", "nested/out/", "nested/out/B.kt", "nested/out/a/", "nested/out/a/A.kt",
        ])
    }

    /// Stale staging folders are the tool's own, by exact name; anything else stays, and
    /// a link is never followed.
    @Test func staleStagingFoldersAreRemovedAndNothingElse() throws {
        let outside = TemporaryFolder()
        outside.write("precious.txt", "keep\n")
        let stale = [stagingName(), stagingName()]
        sandbox.write("\(stale[0])/kotlin/Old.kt", "half-written")
        sandbox.write("out/\(stale[1])/x.kt", "half-written")
        let lookalikes = [
            ".out.uim-parity-import-\(UUID().uuidString.lowercased())", ".out.uim-parity-import-\(UUID().uuidString)-x",
            ".other.uim-parity-import-\(UUID().uuidString)", ".out.uim-parity-\(UUID().uuidString)", "out.uim-parity-import-\(UUID().uuidString)",
        ]
        for name in lookalikes { sandbox.write("\(name)/f", "not ours") }
        try FileManager.default.createSymbolicLink(atPath: sandbox.path + "/" + stagingName(), withDestinationPath: outside.path)
        let before = RepositoryPaths.entries(below: sandbox.url).filter { !$0.contains(stale[0]) && !$0.contains(stale[1]) }
        let plan = ImportPlan(pages: [page("d.md", fence(#"kt title="kotlin/Old.kt""#, "val old = 1"))], outputFolder: out)
        let outcome = try ImportWriter(outputFolder: out).write(plan)
        #expect(outcome.written.isEmpty)
        #expect(RepositoryPaths.entries(below: sandbox.url) == before)
        #expect(outside.read("precious.txt") == "keep\n")
    }

    @Test func aStagingFolderThatARunningImportHoldsIsLeftAlone() throws {
        let held = sandbox.url.appendingPathComponent(stagingName())
        try FileManager.default.createDirectory(at: held, withIntermediateDirectories: false)
        let descriptor = open(held.path, O_RDONLY | O_DIRECTORY)
        defer { close(descriptor) }
        #expect(flock(descriptor, LOCK_EX) == 0)
        let plan = ImportPlan(pages: [page("d.md", fence(#"kt title="kotlin/New.kt""#, "val n = 1"))], outputFolder: out)
        _ = try ImportWriter(outputFolder: out).write(plan)
        #expect(FileManager.default.fileExists(atPath: held.path))
        #expect(sandbox.read("out/kotlin/New.kt") == "val n = 1\n")
    }

    /// When the parent cannot take the staging folder (not writable, another file system),
    /// it goes inside the output folder, and is gone afterwards.
    @Test func stagingInsideTheOutputFolderLeavesNothingThere() throws {
        let plan = ImportPlan(
            pages: [page("d.md", fence(#"kt title="kotlin/Old.kt""#, "val new = 2") + fence(#"kt title="fresh/A.kt""#, "val a = 1"))],
            outputFolder: out)
        let outcome = try ImportWriter(outputFolder: out, stagingPlace: .insideOutputFolder).write(plan)
        #expect(outcome.written == ["fresh/A.kt", "kotlin/Old.kt"])
        #expect(RepositoryPaths.entries(below: sandbox.url) == [
            "out/", "out/fresh/", "out/fresh/A.kt", "out/kotlin/", "out/kotlin/Old.kt", "out/mine/", "out/mine/Notes.txt",
        ])
    }
}
