import Comparison
import Model
import Normalization

/// `uim-parity explain COMPONENT.FACT PATH`: where each platform's value was found,
/// its text, the conversions applied and the value compared.
struct ExplainCommand: Command {
    static let name = "explain"
    static let summary = "show how one fact was read on every platform"
    static let usage = """
        Usage: uim-parity explain COMPONENT.FACT PATH [--rules DIR] [--config FILE]

        For one fact (as the report names it, e.g. section-index.bar-end-inset), prints
        per platform where the value was found, the text, each conversion applied, and
        the normalized value compared with the canonical one.

        """
    static let spec = Arguments.Spec(options: CheckSession.commonOptions)

    let fact: String
    let root: String
    let arguments: Arguments

    init(arguments: Arguments) throws(UsageError) {
        guard arguments.positionals.count == 2 else { throw UsageError("explain takes COMPONENT.FACT and PATH") }
        fact = arguments.positionals[0]
        root = arguments.positionals[1]
        self.arguments = arguments
    }

    func run(console: Console) -> ExitStatus {
        let result: CheckResult
        do {
            result = try CheckSession(arguments: arguments).check(root: root)
        } catch {
            console.fail(printable(error.message))
            return .failure
        }
        let rows = result.components.flatMap(\.rows)
        guard let row = rows.first(where: { $0.fact == fact }) else {
            let near = rows.map(\.fact).filter { $0.hasPrefix(fact.split(separator: ".").first.map(String.init) ?? fact) }.prefix(8)
            let hint = near.isEmpty ? "" : " (facts of that component: \(near.joined(separator: ", "))…)"
            console.fail("unknown fact '\(printable(fact))'\(hint)")
            return .failure
        }
        console.line("\(row.fact): \(row.description)")
        explain(.canonical, row.canonical, console: console)
        for platform in result.platforms {
            explain(platform, row.cells[platform] ?? Cell(status: .notChecked, text: "·"), console: console)
        }
        if let outlier = row.outlier { console.line("note: \(outlier)") }
        let reasons = result.expectedAbsences.filter { $0.fact == fact }
        for absence in reasons { console.line("\(absence.platform.name): not expected here: \(absence.reason)") }
        return .success
    }

    private func explain(_ platform: Platform, _ cell: Cell, console: Console) {
        let name = platform.name.padding(toLength: 11, withPad: " ", startingAt: 0)
        guard !cell.observations.isEmpty else {
            let status = cell.status == .absent ? "expected absent" : cell.status == .notChecked ? "not checked" : cell.text
            console.line("\(name)\(status)")
            return
        }
        for observation in cell.observations {
            let verdict = platform == .canonical ? "" : "  [\(cell.status == .equal ? "equal" : cell.status.rawValue)]"
            console.line(printable("\(name)\(observation.observation.location): \(observation.observation.raw)\(verdict)"))
            for step in observation.steps { console.line(printable("             \(step)")) }
            let value = observation.value?.display ?? "no value: \(observation.problem ?? "?")"
            console.line(printable("             = \(value)"))
        }
    }
}
