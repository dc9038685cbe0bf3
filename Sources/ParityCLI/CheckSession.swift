import BuiltinData
import Comparison
import Foundation
import Model
import Parsing
import Rules
import YAML

/// What `check`, `explain` and `baseline` share: the config, the rules (built in, or
/// `--rules`), the baseline, and a run of the checker on a folder.
struct CheckSession {
    let configuration: Configuration
    let rules: RuleSet
    let rulesSource: String
    /// The built-in canonical sources and the library's.
    let canonicalSources: [CanonicalSource]
    /// A digest of the canonical sources and the rules this session uses (made once: a
    /// hook's check needs it twice).
    let digest: String
    /// The files whose change means everything must be checked (with the baseline).
    let controlFiles: ControlFiles

    static let commonOptions: Set<String> = ["--rules", "--config"]
    /// `--no-ignore`: read what git ignores and dependency and build folders too.
    let readsIgnored: Bool

    /// The session for a run; `checking` is the folder named on the command line, from
    /// which the config is looked for first (a package's config in a monorepo).
    /// `threads` read the rules files (`check --jobs`; one per core otherwise).
    init(arguments: Arguments, checking: String? = nil, threads: Int = Parallel.cores) throws(SessionError) {
        readsIgnored = arguments.flags.contains("--no-ignore")
        var rulesFolder: String?
        // The config that names the rules folder, when no `--rules` does.
        var rulesConfig: String?
        do {
            let folders = [checking.map(Self.folder(of:)), FileManager.default.currentDirectoryPath].compactMap { $0 }
            configuration = try Configuration.load(explicit: try arguments.value("--config"), from: folders)
            let argument = try arguments.value("--rules")
            rulesFolder = argument ?? configuration.rulesFolder
            rulesConfig = argument == nil ? configuration.path : nil
            (rules, rulesSource) = try Self.loadRules(folder: rulesFolder, configuration: configuration, threads: threads)
            canonicalSources = try CanonicalSources.load(configuration)
            digest = Self.digest(canonical: canonicalSources, rules: rules.files)
        } catch let error as ConfigurationError {
            throw SessionError(message: error.message)
        } catch let error as UsageError {
            throw SessionError(message: error.message)
        } catch let error as RulesError {
            // A rules folder the config names is said to be the config's.
            let config = rulesConfig.map { " (the 'rules:' of \(Self.relativeToCurrentFolder($0)))" } ?? ""
            let aboutTheFolder = rulesFolder.map { error.file == Self.relativeToCurrentFolder($0) } ?? false
            throw SessionError(message: error.description + (aboutTheFolder ? config : ""))
        } catch let error as SessionError {
            throw error
        } catch {
            throw SessionError(message: "\(error)")
        }
        let loaded = rules
        if let unknown = configuration.severities.keys.sorted().first(where: { !Self.isSeverityKey($0, rules: loaded) }) {
            let known = loaded.facts.map(\.qualifiedID) + loaded.components.map(\.id) + FindingKind.allNames
            throw SessionError(
                message: "\(configuration.path ?? "uim-parity.yml"): severity: '\(unknown)' is not a fact, component or finding kind"
                    + Suggestion.hint(for: unknown, among: known))
        }
        controlFiles = ControlFiles(
            paths: [configuration.path].compactMap { $0 } + rules.files.map(\.name).filter { $0.hasPrefix("/") || $0.contains("/") },
            rulesFolders: [rulesFolder].compactMap { $0 }, names: [Configuration.fileName])
    }

    /// `severity:` keys name a fact, a component, a token group or a finding kind.
    static func isSeverityKey(_ key: String, rules: RuleSet) -> Bool {
        FindingKind(rawValue: key) != nil || rules.fact(key) != nil || rules.components.contains { $0.id == key }
            || rules.tokenGroupIDs.contains(key) || rules.tokenGroup(ofToken: key) != nil
    }

    /// The built-in rules, and a library's (`--rules` or the config's `rules:`) added to
    /// them: a library component replaces the built-in one of its id.
    static func loadRules(folder: String?, configuration: Configuration, threads: Int) throws(RulesError) -> (RuleSet, String) {
        let builtin = try RulesLoader.load(files: Builtin.rules, context: RulesContext(compare: configuration.compare), threads: threads)
        guard let folder else {
            guard configuration.usesBuiltinRules else {
                throw RulesError(
                    file: configuration.path ?? Configuration.fileName, line: 0, column: 0,
                    message: "the config declares its own platforms but names no 'rules:' folder (or set 'builtin-rules: true')")
            }
            return (builtin, "built-in rules")
        }
        var context = RulesContext(platforms: configuration.platforms, compare: configuration.compare)
        context.requiresEveryPlatform = true
        // Rules errors and examples name the files as they read from here.
        let shown = relativeToCurrentFolder(folder)
        let library = try RulesLoader.load(folder: shown, context: context, threads: threads)
        guard configuration.usesBuiltinRules else {
            // The built-in signatures, parameter parts and spellings describe SwiftUI's and
            // Compose's calls, not uim's components: a library's rules read calls with them
            // too (without them, `padding(start = …, end = …)` was missing).
            var own = library
            own.signatures = builtin.signatures.overridden(by: library.signatures)
            return (own, shown)
        }
        return (try RulesLoader.merge(builtin: builtin, library: library, context: context), "built-in rules + \(shown)")
    }

    static func digest(canonical: [CanonicalSource], rules: [(name: String, text: String)]) -> String {
        var bytes: [UInt8] = []
        let canonicalFiles = canonical.map { (name: $0.name, text: $0.text) }
        for file in canonicalFiles + rules.map({ (name: ($0.name as NSString).lastPathComponent, text: $0.text) }) {
            bytes += Array("\(file.name)\n\(file.text.utf8.count)\n".utf8) + Array(file.text.utf8)
        }
        return "sha256:" + String(SHA256.hex(bytes).prefix(16))
    }

    /// The key of the token uses a `--files` run keeps (`TokenUseCache`): what they are
    /// read with, the tool (its version and binary), the rules, the canonical sources and
    /// the config.
    var tokenUseCacheKey: String {
        let binary = Bundle.main.executablePath.map { FileStamp(path: $0, at: $0) }
        let tool = [UIMParity.version] + [binary?.size, binary?.modified, binary?.changed].map { "\($0 ?? 0)" } + ["\(binary?.inode ?? 0)"]
        let reading = readsIgnored ? "reads ignored files" : ""
        // The config's text, not its path: the same config named another way is the same.
        let text = (tool + [digest, configuration.text, reading]).joined(separator: "\n")
        return "sha256:" + SHA256.hex(Array(text.utf8))
    }

    func input(root: String) -> CheckInput {
        var input = CheckInput(
            rules: rules, root: root, canonicalSources: canonicalSources, rem: configuration.rem,
            sourcePatterns: configuration.sources.mapValues { $0.map { Glob($0.hasPrefix("./") ? String($0.dropFirst(2)) : $0) } })
        input.platforms = configuration.platforms
        input.compare = configuration.compare
        input.switchedOff = Set(configuration.severities.filter { $0.value == .off }.keys)
        input.reading = ReadPolicy(
            exclude: configuration.exclude.map(Glob.init), ignoring: !readsIgnored, maxFileBytes: configuration.maxFileBytes)
        return input
    }

    func check(
        root: String, only components: Set<String>? = nil, syntaxOnly: [String] = [], listing: SourceListing? = nil,
        seed: UInt64? = nil, threads: Int? = nil, repairs: Bool = false, keepsTokenUses: Bool = false
    ) throws(SessionError) -> CheckResult {
        var input = input(root: root)
        input.plansRepairs = repairs
        if keepsTokenUses { input.tokenUseCacheKey = tokenUseCacheKey }
        input.onlyComponents = components
        input.syntaxOnly = syntaxOnly
        input.listing = listing
        if let seed { input.seed = seed }
        if let threads { input.threads = threads }
        let result: CheckResult
        do {
            result = try Checker(input: input).run()
        } catch {
            throw SessionError(message: error.description)
        }
        try requireKnownTokenSeverities(in: result)
        return result
    }

    /// A `severity:` key for one token (`tokens.color-light.accent`) must name a token the
    /// check found; which tokens exist is known only after reading the sources.
    private func requireKnownTokenSeverities(in result: CheckResult) throws(SessionError) {
        let checked = Set(result.components.map(\.id))
        let rows = result.components.flatMap { $0.rows.map(\.fact) }
        for key in configuration.severities.keys.sorted() where rules.fact(key) == nil {
            guard let owner = rules.tokenGroup(ofToken: key), checked.contains(owner.component), !rows.contains(key) else { continue }
            throw SessionError(
                message: "\(configuration.path ?? "uim-parity.yml"): severity: '\(key)' is not a token of the checked sources"
                    + Suggestion.hint(for: key, among: rows))
        }
    }

    /// The folder to check: the argument, else the config's `root`. `option`: how the
    /// command takes the folder, for the message when there is none (`--root` with `--files`).
    func root(_ argument: String?, givenAs option: String = "PATH") throws(SessionError) -> String {
        if let argument { return Self.relativeToCurrentFolder(argument) }
        if let root = configuration.root {
            let shown = Self.relativeToCurrentFolder(root)
            // (A link to nothing is named as such by the check.)
            let isLink = (try? FileManager.default.destinationOfSymbolicLink(atPath: root)) != nil
            if !FileManager.default.fileExists(atPath: root), !isLink, let config = configuration.path {
                throw SessionError(message: "\(shown): no such folder (the 'root:' of \(Self.relativeToCurrentFolder(config)))")
            }
            return shown
        }
        guard let path = configuration.path else {
            throw SessionError(message: "no \(option) given and no \(Configuration.fileName) in the current folder or above it", usage: true)
        }
        throw SessionError(message: "no \(option) given and no 'root' in \(Self.relativeToCurrentFolder(path))", usage: true)
    }

    /// A path's folder: itself, or a file's parent.
    static func folder(of path: String) -> String {
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
        return exists && !isFolder.boolValue ? (path as NSString).deletingLastPathComponent : path
    }

    /// Paths in reports read best from where the tool runs (and CI annotations need
    /// repository-relative paths): a config's absolute root inside the current folder
    /// is shown relative to it.
    static func relativeToCurrentFolder(_ path: String) -> String {
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        return RealPath.relative(absolute, below: current).map { $0.isEmpty ? "." : $0 } ?? path
    }

    /// The baseline file and who named it: `--baseline`, else the config's `baseline:`,
    /// else the default, `.uim-parity-baseline.yml` in the config file's folder, or in
    /// the checked folder `root` when there is no config.
    func baselineFile(argument: String?, root: String) -> BaselineFile {
        if let argument { return BaselineFile(path: argument, origin: .commandLine) }
        if let named = configuration.baseline {
            return BaselineFile(path: Self.relativeToCurrentFolder(URL(fileURLWithPath: named).standardizedFileURL.path), origin: .config)
        }
        let folder = configuration.folder ?? URL(fileURLWithPath: root, isDirectory: true)
        return BaselineFile(
            path: Self.relativeToCurrentFolder(folder.appendingPathComponent(BaselineFile.defaultName).path), origin: .default)
    }

    /// The config's severities with `baseline` (none for `baseline write`, which records
    /// every finding), knowing the rules' components.
    func policy(baseline: Baseline?) -> Policy {
        Policy(severities: configuration.severities, baseline: baseline, components: Set(rules.components.map(\.id)))
    }

    /// The baseline in `file`. A missing default file is no baseline; a file named with
    /// `--baseline` or `baseline:` must exist, unless `missingIsEmpty` (for `baseline
    /// write`, which creates it).
    func baseline(_ file: BaselineFile, missingIsEmpty: Bool = false) throws(SessionError) -> Baseline? {
        // A link leading nowhere is no missing file: the baseline it was meant to be is not read.
        if let broken = RealPath.brokenLink(file.path) { throw SessionError(message: "\(file.path): \(broken)") }
        if !FileManager.default.fileExists(atPath: file.path) {
            if missingIsEmpty || file.origin == .default { return nil }
            if file.origin == .config {
                throw SessionError(message: "\(file.path): no such file (named by 'baseline:' in \(configurationName); `uim-parity baseline write` creates it)")
            }
            throw SessionError(message: "\(file.path): no such file")
        }
        do {
            return try Baseline.parse(try SourceFile.load(path: file.path).text)
        } catch let error as SourceFileError {
            throw SessionError(message: error.description)
        } catch let error as YAMLError {
            throw SessionError(message: "\(file.path):\(error.description)")
        } catch {
            throw SessionError(message: "\(file.path): \(error)")
        }
    }

    /// The config file as messages name it.
    var configurationName: String { configuration.path.map(Self.relativeToCurrentFolder) ?? Configuration.fileName }
}

/// Where the baseline is read from and written to.
struct BaselineFile: Equatable {
    enum Origin: Equatable {
        /// `--baseline FILE`.
        case commandLine
        /// `baseline:` in the config.
        case config
        /// `.uim-parity-baseline.yml` beside the config, or in the checked folder.
        case `default`
    }

    static let defaultName = ".uim-parity-baseline.yml"

    /// As given on the command line, or relative to the current folder where it is below it.
    let path: String
    let origin: Origin
}

struct SessionError: Error {
    let message: String
    var usage = false
}

/// Whether to color: `--color always|never`, else (`auto`) only on a terminal, and
/// never with `NO_COLOR` set to a non-empty value (no-color.org) or `TERM=dumb`.
enum Terminal {
    static let choices = ["auto", "always", "never"]

    static func wantsColor(_ choice: String = "auto") -> Bool {
        switch choice {
        case "always": return true
        case "never": return false
        default:
            let environment = ProcessInfo.processInfo.environment
            guard environment["NO_COLOR"]?.isEmpty ?? true, environment["TERM"] != "dumb" else { return false }
            return isatty(STDOUT_FILENO) == 1
        }
    }
}
