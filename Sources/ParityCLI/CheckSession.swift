import BuiltinData
import Comparison
import Foundation
import Model
import Rules

/// What `check` and `explain` share: the config, the rules (built in, or `--rules`),
/// and a run of the checker on a folder.
struct CheckSession {
    let configuration: Configuration
    let rules: RuleSet
    let rulesSource: String

    static let commonOptions: Set<String> = ["--rules", "--config"]

    init(arguments: Arguments) throws(SessionError) {
        do {
            configuration = try Configuration.load(
                explicit: try arguments.value("--config"), from: FileManager.default.currentDirectoryPath)
        } catch let error as ConfigurationError {
            throw SessionError(message: error.message)
        } catch {
            throw SessionError(message: "\(error)")
        }
        let folder: String?
        do {
            folder = try arguments.value("--rules") ?? configuration.rulesFolder
        } catch {
            throw SessionError(message: error.message)
        }
        do {
            if let folder {
                rules = try RulesLoader.load(folder: folder)
                rulesSource = folder
            } else {
                rules = try RulesLoader.load(files: Builtin.rules)
                rulesSource = "built-in rules"
            }
        } catch {
            throw SessionError(message: error.description)
        }
    }

    /// A digest of the canonical sources and the rules this session uses.
    var digest: String {
        var bytes: [UInt8] = []
        for file in Builtin.canonicalSources + rules.files.map({ (name: ($0.name as NSString).lastPathComponent, text: $0.text) }) {
            bytes += Array("\(file.name)\n\(file.text.utf8.count)\n".utf8) + Array(file.text.utf8)
        }
        return "sha256:" + String(SHA256.hex(bytes).prefix(16))
    }

    func check(root: String) throws(SessionError) -> CheckResult {
        let input = CheckInput(
            rules: rules, root: root, canonicalSources: Builtin.canonicalSources, rem: configuration.rem,
            sourcePatterns: configuration.sources.mapValues { $0.map(Glob.init) })
        do {
            return try Checker(input: input).run()
        } catch {
            throw SessionError(message: error.description)
        }
    }
}

struct SessionError: Error {
    let message: String
}

/// Whether to color: only on a terminal, and never with `NO_COLOR` set.
enum Terminal {
    static var wantsColor: Bool {
        let environment = ProcessInfo.processInfo.environment
        guard environment["NO_COLOR"] == nil, environment["TERM"] != "dumb" else { return false }
        return isatty(STDOUT_FILENO) == 1
    }
}
