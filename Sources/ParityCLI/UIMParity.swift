import Model
import BuiltinData

/// The `uim-parity` command line: picks the command, parses its arguments, runs it.
public enum UIMParity {
    public static let version = "0.1.0"

    static var commands: [any Command.Type] {
        [
            CheckCommand.self, FixCommand.self, ExplainCommand.self, RulesCommand.self, BaselineCommand.self, ParseCommand.self,
            ImportCommand.self, InstallHookCommand.self, TestCommand.self,
        ]
    }

    /// Runs the tool on `arguments` (without the program name) and returns its exit status.
    public static func run(_ arguments: [String], console: Console = .standard) -> ExitStatus {
        guard let first = arguments.first else {
            console.error(overview)
            return .failure
        }
        switch first {
        case "-h", "--help", "help":
            return help(for: arguments.dropFirst().first, console: console)
        case "--version", "-V", "version":
            console.line("uim-parity \(version)")
            console.line("canonical and rules: \(CheckSession.digest(canonical: CanonicalSources.builtin, rules: Builtin.rules)) (built in)")
            return libraryDigest(console: console)
        default:
            break
        }
        guard let command = commands.first(where: { $0.name == first }) else {
            let what = first.hasPrefix("-") ? "option" : "command"
            // A closure, not `\.name`: a key path to a static member through an existential
            // metatype crashes Swift 6.3's SIL generation.
            let known = first.hasPrefix("-") ? ["--help", "--version"] : commands.map { $0.name } + ["help", "version"]
            console.fail("unknown \(what) '\(printable(first))'\(Suggestion.hint(for: first, among: known)); run 'uim-parity --help'")
            return .failure
        }
        let rest = arguments.dropFirst()
        if rest.contains("--help") || rest.contains("-h") {
            console.output(command.usage)
            return .success
        }
        do {
            let parsed = try Arguments(rest, spec: command.spec)
            return try command.init(arguments: parsed).run(console: console)
        } catch {
            // One line, as every error; the usage is a command away.
            console.fail("\(error.message); see 'uim-parity \(command.name) --help'")
            return .failure
        }
    }

    /// `--version` in a library with its own canonical sources or rules also prints the
    /// digest a check there reports, so a CI log says what was checked against.
    private static func libraryDigest(console: Console) -> ExitStatus {
        guard let empty = try? Arguments([String](), spec: Arguments.Spec()) else { return .success }
        let session: CheckSession
        do {
            session = try CheckSession(arguments: empty)
        } catch {
            console.fail(printable(error.message))
            return .failure
        }
        let configuration = session.configuration
        guard let path = configuration.path, configuration.rulesFolder != nil || !configuration.canonical.isEmpty else { return .success }
        console.line("this library's: \(session.digest) (\(session.rulesSource), \(CheckSession.relativeToCurrentFolder(path)))")
        return .success
    }

    private static func help(for name: String?, console: Console) -> ExitStatus {
        guard let name else {
            console.output(overview)
            return .success
        }
        guard let command = commands.first(where: { $0.name == name }) else {
            console.fail("unknown command '\(printable(name))'")
            return .failure
        }
        console.output(command.usage)
        return .success
    }

    static var overview: String {
        let lines = commands.map { "  \($0.name.padding(toLength: 14, withPad: " ", startingAt: 0))\($0.summary)" }
        return """
            uim-parity \(version): parity checker for the uim component library

            Usage: uim-parity <command> [options]

            Commands:
            \(lines.joined(separator: "\n"))

            Run 'uim-parity help <command>' for a command's options.
            Exit status: 0 parity, 1 drift or syntax errors, 2 the tool could not do its job.

            """
    }
}

/// One subcommand: its name and usage, the options it accepts, and how it runs.
protocol Command {
    static var name: String { get }
    static var summary: String { get }
    static var usage: String { get }
    static var spec: Arguments.Spec { get }

    init(arguments: Arguments) throws(UsageError)
    func run(console: Console) -> ExitStatus
}
