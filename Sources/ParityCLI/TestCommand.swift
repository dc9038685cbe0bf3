import BuiltinData
import Comparison
import Model
import Rules

/// `uim-parity test`: runs the rules' examples, as `ast-grep test` runs a project's rule
/// tests, so a library's own rules are tested in its CI.
struct TestCommand: Command {
    static let name = "test"
    static let summary = "run the rules' examples (each fact's snippets and the values they must give)"
    static let usage = """
        Usage: uim-parity test [--rules DIR] [--config FILE]

        Parses every example of every fact as its platform's language, runs the fact's
        locators on it and compares the values with the example's 'value' (or expects
        nothing, for 'finds-nothing: true'). Tests the library's rules (--rules, or
        'rules:' in uim-parity.yml), else the built-in ones. Prints each failure as
        rules-file:line:col, then 'N passed, N failed'.

          --rules DIR         rules folder (default: 'rules' in the config)
          --config FILE       config file instead of the nearest uim-parity.yml

        Exit status: 0 every example passes, 1 an example fails, 2 the rules do not load.

        """
    static let spec = Arguments.Spec(options: CheckSession.commonOptions)

    let arguments: Arguments

    init(arguments: Arguments) throws(UsageError) {
        guard arguments.positionals.isEmpty else { throw UsageError("test takes no arguments") }
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
        let builtin = Set(Builtin.rules.map(\.name))
        let library = session.rules.components.filter { !builtin.contains($0.origin.file) }
        let tested = library.isEmpty ? session.rules.components : library
        var testedRules = RuleSet(components: tested, aliases: session.rules.aliases, defaults: session.rules.defaults, files: [])
        // The examples read calls as a check does: by every rules file's signatures.
        testedRules.signatures = session.rules.signatures
        var passed = 0
        var failed = 0
        for outcome in RuleExamples.run(testedRules, rem: { session.configuration.rem[$0] ?? 16 }) {
            if outcome.passed {
                passed += 1
                continue
            }
            failed += 1
            let expected = outcome.example.expected ?? "nothing"
            let found = outcome.found.isEmpty ? "nothing" : outcome.found.joined(separator: ", ")
            let problems = outcome.problems.isEmpty ? "" : " (\(outcome.problems.joined(separator: "; ")))"
            console.line(printable(
                "\(outcome.example.origin): FAIL \(outcome.fact) on \(outcome.example.platform.name): expected \(expected), found \(found)\(problems)"))
        }
        console.line("\(passed) passed, \(failed) failed" + (passed + failed == 0 ? Self.nothingToRun(tested) : ""))
        return failed == 0 ? .success : .findings
    }

    /// Why nothing ran: a library's first rules have no examples yet.
    private static func nothingToRun(_ components: [ComponentRules]) -> String {
        let files = Set(components.map(\.origin.file))
        let named = files.count == 1 ? files.first! : "\(files.count) rules files"
        return ": no fact in \(named) has 'examples:' (a platform, a source snippet and the value it must give; see the README's Rules)"
    }
}
