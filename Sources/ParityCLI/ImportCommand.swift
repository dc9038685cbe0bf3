import Model
import Docs
import Foundation
import Parsing

/// `uim-parity import DOC… --out DIR`: writes the docs pages' code blocks under DIR.
struct ImportCommand: Command {
    static let name = "import"
    static let summary = "write the code blocks of docs pages into a folder"
    static let usage = """
        Usage: uim-parity import DOC.md… --out DIR

        Writes every fenced code block with a title="…" to DIR/<title>, and untitled
        tsx/ts/swift/kotlin blocks to DIR/examples/<doc>/<heading>[-n].<ext>.
        A doc with no such blocks has its code shown without fences recovered: the
        longest runs of lines that parse cleanly as Swift, Kotlin or TSX declarations,
        named like untitled blocks.
        Blocks titled Terminal are skipped. A title that is absolute, contains '..'
        or leads outside DIR through a link is refused, and then nothing at all is
        written. The same title with other content in a later doc goes to
        DIR/conflicts/<doc>/<title>. Only changed files are written, staged beside DIR
        and renamed into place once all are on disk; nothing is deleted.

          --check   change nothing; list the files DIR lacks or has out of date, and
                    exit 1 if there are any (a CI gate keeping DIR and the docs in step)

        Exit status: 0 imported (or in step), 1 out of date (--check), 2 a doc could not
        be read or was refused, or DIR cannot take the files; then nothing is written.

        """
    static let spec = Arguments.Spec(flags: ["--check"], options: ["--out"])

    let docs: [String]
    let outputFolder: String
    let checkOnly: Bool

    init(arguments: Arguments) throws(UsageError) {
        guard let out = try arguments.value("--out") else { throw UsageError("import needs --out DIR") }
        guard !arguments.positionals.isEmpty else { throw UsageError("import needs at least one DOC.md") }
        docs = arguments.positionals
        outputFolder = out
        checkOnly = arguments.flags.contains("--check")
    }

    func run(console: Console) -> ExitStatus {
        // All or nothing: every problem of every doc and of DIR is found before anything
        // is written, and any one of them means nothing is.
        var problems: [String] = []
        var pages: [MarkdownPage] = []
        for doc in docs {
            do {
                pages.append(MarkdownPage(path: doc, text: try SourceFile.load(path: doc).text))
            } catch {
                problems.append(error.description)
            }
        }
        let folder = URL(fileURLWithPath: outputFolder)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), !isDirectory.boolValue {
            console.fail("\(printable(outputFolder)): exists and is not a folder")
            return .failure
        }
        let plan = ImportPlan(pages: pages, outputFolder: folder)
        problems += plan.errors.map(\.description)
        let writer = ImportWriter(outputFolder: folder)
        if checkOnly {
            for problem in problems { console.fail(printable(problem)) }
            let outdated = writer.outdated(plan).map(\.path).sorted()
            for path in outdated { console.line("out of date: \(printable(outputFolder))/\(printable(path))") }
            guard problems.isEmpty else { return .failure }
            console.line(outdated.isEmpty
                ? "\(printable(outputFolder)) is in step with the docs (\(plan.files.count) files)"
                : "\(outdated.count) of \(plan.files.count) files differ from the docs; run the import without --check")
            return outdated.isEmpty ? .success : .findings
        }
        problems += writer.problems(plan).map(\.description)
        guard problems.isEmpty else {
            for problem in problems { console.fail(printable("\(problem); nothing written")) }
            return .failure
        }
        report(plan, console: console)
        do {
            let outcome = try writer.write(plan)
            console.line("\(outcome.written.count) files written, \(outcome.unchanged.count) unchanged in \(printable(outputFolder))")
        } catch {
            let consequence = error.outputUnchanged ? "nothing written" : "the import is incomplete"
            for problem in error.refused.map(\.description) + error.problems.map(\.description) {
                console.fail(printable("\(problem); \(consequence)"))
            }
            return .failure
        }
        return .success
    }

    private func report(_ plan: ImportPlan, console: Console) {
        for page in plan.pages where !page.refused {
            if let line = page.recoveryStoppedAt {
                console.line("\(printable(page.doc)):\(line): stopped looking for code without fences here (too much text to parse)")
            }
            if page.titled + page.examples + page.recovered == 0 {
                console.line("\(printable(page.doc)): no source code blocks; nothing imported")
            } else if page.recovered > 0 {
                console.line("\(printable(page.doc)): no source code blocks; \(page.recovered) examples recovered from code without fences")
            } else {
                console.line("\(printable(page.doc)): \(page.titled) titled blocks, \(page.examples) examples, \(page.skipped) skipped")
            }
        }
        for conflict in plan.conflicts {
            console.line(printable(
                "conflict: '\(conflict.title)' at \(conflict.other) differs from \(conflict.kept); "
                    + "kept the first, wrote the other to \(conflict.otherPath)"))
        }
    }
}
