import Comparison
import Model
import Parsing
import Report

/// `uim-parity check PATH`: compares every component below PATH with the canonical
/// implementation and reports drift.
struct CheckCommand: Command {
    static let name = "check"
    static let summary = "compare the components below a folder with the canonical implementation"
    static let usage = """
        Usage: uim-parity check PATH [--format text|json] [--strict] [--rules DIR] [--config FILE]

        Reads the sources below PATH (the docs' layout: swift/, kotlin/, uniwind/,
        nativewind/, stylesheet/), extracts every fact the rules name, compares it,
        unit-aware, with the canonical Swift implementation built into uim-parity, and
        reports drift as path:line:col. Every other source below PATH is parsed for
        syntax errors.

          --format text|json  text (default): a parity matrix per component, then the
                              findings; json: one object per finding (see README)
          --strict            warnings fail the run too
          --rules DIR         rules folder instead of the built-in rules
          --config FILE       config file instead of the nearest uim-parity.yml

        Exit status: 0 parity, 1 drift or syntax errors, 2 the check could not run
        (unreadable input, malformed rules or config, usage error).

        """
    static let spec = Arguments.Spec(flags: ["--strict"], options: CheckSession.commonOptions.union(["--format"]))

    let root: String
    let format: String
    let strict: Bool
    let arguments: Arguments

    init(arguments: Arguments) throws(UsageError) {
        guard arguments.positionals.count == 1 else { throw UsageError("check takes exactly one PATH") }
        root = arguments.positionals[0]
        format = try arguments.value("--format") ?? "text"
        guard ["text", "json"].contains(format) else { throw UsageError("--format must be text or json") }
        strict = arguments.flags.contains("--strict")
        self.arguments = arguments
    }

    func run(console: Console) -> ExitStatus {
        let session: CheckSession
        let result: CheckResult
        do {
            session = try CheckSession(arguments: arguments)
            result = try session.check(root: root)
        } catch {
            console.fail(printable(error.message))
            return .failure
        }
        let context = ReportContext(
            version: UIMParity.version, rulesSource: session.rulesSource, digest: session.digest, strict: strict,
            color: format == "text" && Terminal.wantsColor)
        console.output(format == "json" ? JSONReport(result: result, context: context).render() : TextReport(result: result, context: context).render())
        for failure in result.failures { console.fail(printable(failure)) }
        return ExitStatus(rawValue: Tally(result).exitStatus(strict: strict, failures: result.failures.count)) ?? .failure
    }
}
