import Comparison
import Foundation
import Model
import Parsing
import Report

/// `uim-parity check [PATH]`: compares every component below PATH with the canonical
/// implementation and reports drift.
struct CheckCommand: Command {
    static let name = "check"
    static let summary = "compare the components below a folder with the canonical implementation"
    static let usage = """
        Usage: uim-parity check [PATH] [options]
               uim-parity check --files FILE… [--root PATH] [options]

        Reads the sources below PATH (default: 'root' in uim-parity.yml), extracts every
        fact the rules name, compares it, unit-aware, with the canonical Swift
        implementation built into uim-parity, and reports drift as path:line:col. Every
        other source below PATH is parsed for syntax errors.

          --files FILE…       check only the components these files belong to (any
                              platform; the tokens for a theme file); a changed rules
                              file, config or baseline checks everything
          --format FORMAT     text (default), json, sarif, github, markdown
          --output FILE       write the report to FILE (atomically) instead of stdout
          --seed N            seed of the algorithms' random inputs (default 2026;
                              the report prints the one it used)
          --self-test         run the canonical algorithms' own Swift source in the
                              interpreter against the compiled canonical on a long
                              seeded run, and report whether they agree
          --strict            warnings fail the run too
          --quiet             text without the matrix: findings and summary (for hooks)
          --baseline FILE     accepted findings (default: 'baseline' in the config,
                              else .uim-parity-baseline.yml beside the config, or in
                              PATH without one); a file named here must exist
          --rules DIR         rules folder instead of the built-in rules
          --config FILE       config file instead of the nearest uim-parity.yml

        Exit status: 0 parity, 1 drift or syntax errors, 2 the check could not run
        (unreadable input, malformed rules or config, usage error).

        """
    static let spec = Arguments.Spec(
        flags: ["--strict", "--files", "--quiet", "--self-test"],
        options: CheckSession.commonOptions.union(["--format", "--output", "--baseline", "--root", "--seed"]))
    static let formats = ["text", "json", "sarif", "github", "markdown"]

    let path: String?
    let files: [String]?
    let format: String
    let output: String?
    let strict: Bool
    let seed: UInt64?
    let arguments: Arguments

    init(arguments: Arguments) throws(UsageError) {
        if arguments.flags.contains("--files") {
            files = arguments.positionals
            path = try arguments.value("--root")
        } else {
            guard arguments.positionals.count <= 1 else { throw UsageError("check takes one PATH (or --files FILE…)") }
            files = nil
            path = try arguments.value("--root") ?? arguments.positionals.first
        }
        format = try arguments.value("--format") ?? "text"
        guard Self.formats.contains(format) else { throw UsageError("--format must be one of \(Self.formats.joined(separator: ", "))") }
        output = try arguments.value("--output")
        strict = arguments.flags.contains("--strict")
        if let text = try arguments.value("--seed") {
            guard let value = UInt64(text) else { throw UsageError("--seed must be a whole number from 0 to \(UInt64.max), not '\(text)'") }
            seed = value
        } else {
            seed = nil
        }
        self.arguments = arguments
    }

    func run(console: Console) -> ExitStatus {
        if arguments.flags.contains("--self-test") { return selfTest(console: console) }
        do {
            let session = try CheckSession(arguments: arguments)
            let root = try session.root(path)
            let baselineFile = session.baselineFile(argument: try arguments.value("--baseline"), root: root)
            let baseline = try session.baseline(baselineFile)
            var only: Set<String>?
            if let files {
                let changes = try changes(files, session: session, root: root, baseline: baselineFile.path)
                guard changes.fullCheck || !changes.components.isEmpty else {
                    console.line("uim-parity: none of the \(files.count) files belongs to a component; nothing to check")
                    return .success
                }
                only = changes.fullCheck ? nil : changes.components
            }
            var result = try session.check(root: root, only: only, seed: seed)
            let policy = Policy(severities: session.configuration.severities, baseline: baseline)
            policy.apply(to: &result)
            let report = render(result, session: session)
            if let output {
                try AtomicFile.write(Data(report.utf8), to: output)
            } else {
                console.output(report)
            }
            for failure in result.failures { console.fail(printable(failure)) }
            return ExitStatus(rawValue: Tally(result).exitStatus(strict: strict, failures: result.failures.count)) ?? .failure
        } catch {
            return console.fail(error)
        }
    }

    /// Random input sets of the self-test, after the boundary ones: a long run.
    static let selfTestInputs = 20_000

    private func selfTest(console: Console) -> ExitStatus {
        do {
            let session = try CheckSession(arguments: arguments)
            var input = session.input(root: ".")
            input.seed = seed ?? input.seed
            let outcomes = try Checker(input: input).selfTest(randomCount: Self.selfTestInputs)
            for outcome in outcomes {
                console.line("\(outcome.algorithm): " + (outcome.problem.map { "DISAGREES: \($0)" }
                    ?? "interpreter agrees with the compiled canonical on \(outcome.agreed) inputs"))
            }
            let failed = outcomes.filter { $0.problem != nil }.count
            console.line("Self-test (seed \(input.seed)): \(failed == 0 ? "passed" : "FAILED") — \(outcomes.count) algorithms, \(failed) disagree")
            return failed == 0 ? .success : .findings
        } catch {
            return console.fail(error)
        }
    }

    private func changes(_ files: [String], session: CheckSession, root: String, baseline: String) throws -> ChangedFiles {
        do {
            return try Checker(input: session.input(root: root)).changes(
                in: files, controlFiles: session.controlFiles + [baseline])
        } catch {
            throw SessionError(message: error.description)
        }
    }

    private func render(_ result: CheckResult, session: CheckSession) -> String {
        let context = ReportContext(
            version: UIMParity.version, rulesSource: session.rulesSource, digest: session.digest, strict: strict,
            color: format == "text" && output == nil && Terminal.wantsColor, quiet: arguments.flags.contains("--quiet"))
        switch format {
        case "json": return JSONReport(result: result, context: context).render()
        case "sarif":
            let base = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true).absoluteString
            return SARIFReport(result: result, context: context, rules: session.rules, baseURI: base).render()
        case "github": return GitHubReport(result: result).render()
        case "markdown": return MarkdownReport(result: result, context: context).render()
        default: return TextReport(result: result, context: context).render()
        }
    }
}
