import Parsing

/// `uim-parity check PATH`: for now, parses every source below PATH and reports each
/// file's syntax status. The parity checks build on this.
struct CheckCommand: Command {
    static let name = "check"
    static let summary = "check the sources below a folder"
    static let usage = """
        Usage: uim-parity check PATH

        Parses every source file below PATH (\(SourceLanguage.knownExtensions.joined(separator: " ")))
        and reports each file's status and every syntax error as path:line:col.

        Exit status: 0 all files parse cleanly, 1 syntax errors, 2 PATH or a file
        below it could not be read.

        """
    static let spec = Arguments.Spec()

    let root: String

    init(arguments: Arguments) throws(UsageError) {
        guard arguments.positionals.count == 1 else { throw UsageError("check takes exactly one PATH") }
        root = arguments.positionals[0]
    }

    func run(console: Console) -> ExitStatus {
        let discovery: SourceDiscovery
        do {
            discovery = try SourceDiscovery(root: root)
        } catch {
            console.fail(printable(error.description))
            return .failure
        }
        if discovery.sourcePaths.isEmpty {
            console.fail("\(printable(root)): no source files (\(SourceLanguage.knownExtensions.joined(separator: " ")))")
            return .failure
        }
        var tally = Tally()
        let parser = SourceParser()
        for path in discovery.sourcePaths {
            tally.record(check(path, with: parser, console: console))
        }
        console.line(tally.summary(otherFiles: discovery.otherFileCount))
        return tally.status
    }

    private func check(_ path: String, with parser: SourceParser, console: Console) -> ExitStatus {
        do {
            let parsed = try parser.parse(try SourceFile.load(path: path))
            guard parsed.isClean else {
                for problem in parsed.syntaxProblems {
                    console.line(SyntaxReport.line(path: path, problem: problem))
                }
                return .findings
            }
            console.line("\(printable(path)): ok")
            return .success
        } catch {
            console.fail(printable("\(error)"))
            return .failure
        }
    }

    private struct Tally {
        var clean = 0
        var broken = 0
        var unreadable = 0

        mutating func record(_ status: ExitStatus) {
            switch status {
            case .success: clean += 1
            case .findings: broken += 1
            case .failure: unreadable += 1
            }
        }

        var status: ExitStatus {
            unreadable > 0 ? .failure : broken > 0 ? .findings : .success
        }

        func summary(otherFiles: Int) -> String {
            var parts = ["\(clean + broken + unreadable) files: \(clean) clean, \(broken) with syntax errors"]
            if unreadable > 0 { parts.append("\(unreadable) unreadable") }
            if otherFiles > 0 { parts.append("\(otherFiles) other files skipped") }
            return parts.joined(separator: ", ")
        }
    }
}
