import Model
import Rules

/// `uim-parity rules`: every fact with its kind, severity and platforms.
struct RulesCommand: Command {
    static let name = "rules"
    static let summary = "list every fact with its kind, severity and platforms"
    static let usage = """
        Usage: uim-parity rules [--rules DIR] [--config FILE]

        One line per fact: its id, kind, severity (after the config's 'severity'), and the
        platforms it is read on; a platform in parentheses is expected to lack it. Token
        groups are listed by group.

        """
    static let spec = Arguments.Spec(options: CheckSession.commonOptions)

    let arguments: Arguments

    init(arguments: Arguments) throws(UsageError) {
        guard arguments.positionals.isEmpty else { throw UsageError("rules takes no arguments") }
        self.arguments = arguments
    }

    func run(console: Console) -> ExitStatus {
        let session: CheckSession
        do {
            session = try CheckSession(arguments: arguments)
        } catch {
            console.fail(printable(error.message))
            return .failure
        }
        let severities = session.configuration.severities
        let width = (session.rules.facts.map(\.qualifiedID.count).max() ?? 20) + 2
        for component in session.rules.components {
            for fact in component.facts {
                let level = severities[fact.qualifiedID] ?? severities[fact.component]
                let severity = level?.rawValue ?? (fact.advisory ? "warning" : "error")
                let platforms = session.configuration.platforms.compactMap { platform -> String? in
                    switch fact.locators[platform] {
                    case .locate?: return platform.name
                    case .absent?: return "(\(platform.name))"
                    case nil: return nil
                    }
                }
                let kind = fact.kind.rawValue + (fact.tokenGroup.map { ":\($0)" } ?? "")
                console.line(fact.qualifiedID.padding(toLength: width, withPad: " ", startingAt: 0)
                    + kind.padding(toLength: 16, withPad: " ", startingAt: 0)
                    + severity.padding(toLength: 9, withPad: " ", startingAt: 0) + platforms.joined(separator: " "))
            }
            for group in component.tokenGroups {
                let platforms = session.configuration.platforms.filter { group.containers[$0] != nil }.map(\.name)
                let id = "\(component.id).\(group.id).*"
                console.line(id.padding(toLength: width, withPad: " ", startingAt: 0)
                    + group.kind.rawValue.padding(toLength: 16, withPad: " ", startingAt: 0)
                    + (severities[component.id]?.rawValue ?? "error").padding(toLength: 9, withPad: " ", startingAt: 0)
                    + platforms.joined(separator: " "))
            }
            for algorithm in component.algorithms {
                let platforms = session.configuration.platforms.compactMap { platform -> String? in
                    switch algorithm.programs[platform] {
                    case .absent?: return "(\(platform.name))"
                    case .some: return platform.name
                    case nil: return nil
                    }
                }
                let level = (severities[algorithm.qualifiedID] ?? severities[component.id])?.rawValue ?? "error"
                console.line(algorithm.qualifiedID.padding(toLength: width, withPad: " ", startingAt: 0)
                    + "algorithm".padding(toLength: 16, withPad: " ", startingAt: 0)
                    + level.padding(toLength: 9, withPad: " ", startingAt: 0) + platforms.joined(separator: " "))
            }
        }
        let algorithms = session.rules.components.flatMap(\.algorithms).count
        console.line("\(session.rules.facts.count) facts, \(session.rules.components.flatMap(\.tokenGroups).count) token groups, \(algorithms) algorithms (\(session.rulesSource), \(session.digest))")
        return .success
    }
}
