import Model
import Comparison
import Foundation
import Parsing

/// `uim-parity baseline write [PATH]`: records the current findings as accepted.
struct BaselineCommand: Command {
    static let name = "baseline"
    static let summary = "record the current findings as accepted (baseline write)"
    static let usage = """
        Usage: uim-parity baseline write [PATH] [--baseline FILE] [--rules DIR] [--config FILE]

        Checks PATH (default: 'root' in uim-parity.yml) and writes every finding to the
        baseline file (default: 'baseline' in the config, else .uim-parity-baseline.yml),
        keeping the reasons of entries that stay. `check` then fails only on findings
        not in the baseline. Entries are matched by component, fact, platform, kind and
        value, so moving code keeps them and a changed value does not hide.

        """
    static let spec = Arguments.Spec(options: CheckSession.commonOptions.union(["--baseline"]))

    let path: String?
    let arguments: Arguments

    init(arguments: Arguments) throws(UsageError) {
        guard arguments.positionals.first == "write", arguments.positionals.count <= 2 else {
            throw UsageError("usage: uim-parity baseline write [PATH]")
        }
        path = arguments.positionals.dropFirst().first
        self.arguments = arguments
    }

    func run(console: Console) -> ExitStatus {
        do {
            let session = try CheckSession(arguments: arguments)
            let file = try arguments.value("--baseline") ?? session.configuration.baseline ?? ".uim-parity-baseline.yml"
            var result = try session.check(root: try session.root(path))
            Policy(severities: session.configuration.severities).apply(to: &result)
            guard result.failures.isEmpty else {
                for failure in result.failures { console.fail(printable(failure)) }
                return .failure
            }
            let baseline = Baseline(findings: result.findings, previous: try session.baseline(path: file))
            try AtomicFile.write(Data(baseline.serialized().utf8), to: file)
            console.line("\(baseline.entries.count) entries written to \(printable(file))")
            return .success
        } catch {
            return console.fail(error)
        }
    }
}
