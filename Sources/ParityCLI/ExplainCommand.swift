import Comparison
import Model
import Normalization

/// `uim-parity explain COMPONENT.FACT PATH`: where each platform's value was found,
/// its text, the conversions applied and the value compared.
struct ExplainCommand: Command {
    static let name = "explain"
    static let summary = "show how one fact was read on every platform"
    static let usage = """
        Usage: uim-parity explain COMPONENT.FACT [PATH] [options]

        For one fact (as the report, suppressions, severity and the baseline name it,
        e.g. section-index.bar-end-inset or tokens.color-light.accent), prints per
        platform where the value was found, the text, each conversion applied, and the
        normalized value compared with the canonical one.

          PATH                the checked folder (default: 'root' in uim-parity.yml)
          --no-ignore         also read what git ignores, node_modules and build folders
          --rules DIR         the library's rules folder, added to the built-in rules
          --config FILE       config file instead of the nearest uim-parity.yml

        """
    static let spec = Arguments.Spec(flags: ["--no-ignore"], options: CheckSession.commonOptions)

    let fact: String
    let path: String?
    let arguments: Arguments

    init(arguments: Arguments) throws(UsageError) {
        guard (1...2).contains(arguments.positionals.count) else { throw UsageError("explain takes COMPONENT.FACT and an optional PATH") }
        fact = arguments.positionals[0]
        path = arguments.positionals.dropFirst().first
        self.arguments = arguments
    }

    func run(console: Console) -> ExitStatus {
        let result: CheckResult
        do {
            let session = try CheckSession(arguments: arguments, checking: path)
            result = try session.check(root: try session.root(path))
        } catch {
            console.fail(printable(error.message))
            return .failure
        }
        let rows = result.components.flatMap(\.rows)
        guard let row = rows.first(where: { $0.fact == fact }) else {
            console.fail("unknown fact '\(printable(fact))'\(Suggestion.hint(for: fact, among: rows.map(\.fact)))")
            return .failure
        }
        console.line("\(row.fact): \(row.description)")
        let canonical = row.canonical.observations.first?.value
        explain(.canonical, row.canonical, canonical: nil, console: console)
        for platform in result.platforms {
            explain(platform, row.cells[platform] ?? Cell(status: .notChecked, text: "·"), canonical: canonical, console: console)
            // An algorithm's cell has no values to show: its findings say where and on what.
            if row.cells[platform]?.observations.isEmpty ?? true {
                for finding in result.findings where finding.fact == fact && finding.platform == platform {
                    console.line(printable("             \(finding.location.map { "\($0): " } ?? "")\(finding.message)"))
                }
            }
        }
        if let outlier = row.outlier { console.line("note: \(outlier)") }
        let reasons = result.expectedAbsences.filter { $0.fact == fact }
        for absence in reasons { console.line("\(absence.platform.name): not expected here: \(absence.reason)") }
        // A platform's file that could not be read leaves the explanation incomplete.
        for failure in result.failures { console.fail(printable(failure)) }
        return result.failures.isEmpty ? .success : .failure
    }

    private func explain(_ platform: Platform, _ cell: Cell, canonical: Value?, console: Console) {
        let name = platform.name.padding(toLength: 11, withPad: " ", startingAt: 0)
        guard !cell.observations.isEmpty else {
            let status = cell.status == .absent ? "expected absent" : cell.status == .notChecked ? "not checked" : cell.text
            console.line("\(name)\(status)")
            return
        }
        for observation in cell.observations {
            let verdict = platform == .canonical ? "" : "  [\(Self.verdict(of: observation, in: cell, canonical: canonical))]"
            console.line(printable("\(name)\(observation.observation.location): \(observation.observation.raw)\(verdict)"))
            for step in observation.steps { console.line(printable("             \(step)")) }
            let value = observation.value?.display ?? "no value: \(observation.problem ?? "?")"
            console.line(printable("             = \(value)"))
        }
    }

    /// Each value's own verdict where the cell compares values with the canonical's: of
    /// an equal light class and a drifting `dark:` one, both had been labelled drift.
    private static func verdict(of observation: NormalizedObservation, in cell: Cell, canonical: Value?) -> String {
        guard let canonical, [.equal, .drift, .problem].contains(cell.status) else { return cell.status.rawValue }
        guard let value = observation.value else { return Cell.Status.problem.rawValue }
        return value == canonical ? Cell.Status.equal.rawValue : Cell.Status.drift.rawValue
    }
}
