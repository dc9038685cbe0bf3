import Comparison
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Model
import Parsing
import Report
import Rules

/// `uim-parity check [PATH]`: compares every component below PATH with the canonical
/// implementation and reports drift.
struct CheckCommand: Command {
    static let name = "check"
    static let summary = "compare the components below a folder with the canonical implementation"
    static let usage = """
        Usage: uim-parity check [PATH…] [options]
               uim-parity check --files FILE… [--root PATH] [options]

        Reads the sources below each PATH (default: 'root' in uim-parity.yml), extracts
        every fact the rules name, compares it, unit-aware, with the canonical Swift
        implementation, and reports drift as path:line:col. Every other source below
        PATH is parsed for syntax errors. Files git ignores, node_modules and build
        folders are not read (--no-ignore reads them), nor the config's 'exclude:'.

          --files FILE…       check only the components these files belong to (any
                              platform; the tokens for a theme file; deleted files by
                              their name) and the other changed sources' syntax; a
                              changed rules file, config or baseline checks everything
          --no-cache          with --files, read the other components' token uses
                              afresh and keep none (kept by default in the root's
                              .uim-parity-cache/, which git ignores)
          --root PATH         the checked folder (with --files; else give PATH)
          --format FORMAT     text (default), json, sarif, github, markdown
          --output FILE       write the report to FILE (atomically; its folder must
                              exist; never a source, the config, rules or the
                              baseline) instead of stdout
          --color WHEN        auto (default: on a terminal, unless NO_COLOR is set),
                              always, never
          --seed N            seed of the algorithms' random inputs (default 2026;
                              the report prints the one it used)
          --jobs N            threads that read the rules and sources and run the
                              algorithms (default: one per core); the report is
                              the same for any N
          --self-test         run the canonical algorithms' own Swift source in the
                              interpreter against the compiled canonical on a long
                              seeded run, and report whether they agree
          --strict            warnings fail the run too
          -q, --quiet         text without the matrix: findings and summary (for hooks)
          --no-ignore         also read what git ignores, node_modules and build folders
          --baseline FILE     accepted findings (default: 'baseline' in the config,
                              else .uim-parity-baseline.yml beside the config, or in
                              PATH without one); a file named here must exist
          --rules DIR         the library's rules folder, added to the built-in rules
          --config FILE       config file instead of the nearest uim-parity.yml

        Exit status: 0 parity, 1 drift or syntax errors, 2 the check could not run
        (unreadable input, malformed rules or config, usage error).

        """
    static let spec = Arguments.Spec(
        flags: ["--strict", "--files", "--quiet", "-q", "--self-test", "--no-ignore", "--no-cache"],
        options: CheckSession.commonOptions.union(["--format", "--output", "--baseline", "--root", "--seed", "--color", "--jobs"]))
    static let formats = ["text", "json", "sarif", "github", "markdown"]

    /// The folders to check; several are checked one after the other into one report.
    let paths: [String]
    var path: String? { paths.first }
    let files: [String]?
    let format: String
    /// `--color auto|always|never`.
    let color: String
    let output: String?
    let strict: Bool
    let seed: UInt64?
    /// `--jobs N`: nil runs one thread per core.
    let jobs: Int?
    let arguments: Arguments

    init(arguments: Arguments) throws(UsageError) {
        if arguments.flags.contains("--files") {
            files = arguments.positionals
            paths = [try arguments.value("--root")].compactMap { $0 }
        } else {
            files = nil
            if let root = try arguments.value("--root") {
                guard arguments.positionals.isEmpty else { throw UsageError("give the folder as PATH or --root, not both") }
                paths = [root]
            } else {
                paths = arguments.positionals
            }
        }
        color = try arguments.value("--color") ?? "auto"
        guard Terminal.choices.contains(color) else { throw UsageError("--color must be auto, always or never, not '\(printable(color))'") }
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
        if let text = try arguments.value("--jobs") {
            guard let value = Int(text), (1...256).contains(value) else { throw UsageError("--jobs must be a whole number from 1 to 256, not '\(printable(text))'") }
            jobs = value
        } else {
            jobs = nil
        }
        self.arguments = arguments
    }

    func run(console: Console) -> ExitStatus {
        if arguments.flags.contains("--self-test") { return selfTest(console: console) }
        do {
            let session = try CheckSession(arguments: arguments, checking: path, threads: jobs ?? Parallel.cores)
            let root = try session.root(path, givenAs: files == nil ? "PATH" : "--root")
            let baselineFile = session.baselineFile(argument: try arguments.value("--baseline"), root: root)
            let baseline = try session.baseline(baselineFile)
            if let output, let input = Self.input(namedBy: output, session: session, baseline: baselineFile.path) {
                throw SessionError(message: "--output \(output): \(input); nothing was written")
            }
            var only: Set<String>?
            var syntaxOnly: [String] = []
            var listing: SourceListing?
            var unchecked: [String] = []
            if let files {
                let changes = try changes(files, session: session, root: root, baseline: baselineFile.path)
                only = changes.fullCheck ? nil : changes.components
                syntaxOnly = changes.otherSources
                listing = changes.listing
                unchecked = changes.unchecked
            }
            // Machine-readable reports carry each drift's fix, for editors and review bots.
            let repairs = format == "json" || format == "sarif"
            var result = try session.check(
                root: root, only: only, syntaxOnly: syntaxOnly, listing: listing, seed: seed, threads: jobs, repairs: repairs,
                keepsTokenUses: files != nil && !arguments.flags.contains("--no-cache"))
            result.warnings = unchecked + result.warnings
            for other in paths.dropFirst() {
                result.merge(try session.check(root: try session.root(other), seed: seed, threads: jobs, repairs: repairs))
            }
            session.policy(baseline: baseline).apply(to: &result)
            let report = render(result, session: session)
            if let output {
                try AtomicFile.write(Data(report.utf8), to: output)
            } else {
                console.output(report)
            }
            for warning in result.warnings { console.warn(printable(warning)) }
            for failure in result.failures { console.fail(printable(failure)) }
            return ExitStatus(rawValue: Tally(result).exitStatus(strict: strict, failures: result.failures.count)) ?? .failure
        } catch {
            return console.fail(error)
        }
    }

    /// What `--output` names when it is something the check reads, which the report would
    /// replace: a source (by its name: a report is never Swift, Kotlin or TypeScript), the
    /// config, a rules file or the baseline. Nil for any other file.
    static func input(namedBy output: String, session: CheckSession, baseline: String) -> String? {
        let target = RealPath.of(output)
        if SourceLanguage(path: output) != nil || SourceLanguage(path: target) != nil {
            return "names a source file (\(SourceLanguage.knownExtensions.joined(separator: " "))), not a report"
        }
        if target == RealPath.of(baseline) { return "is the baseline this check reads" }
        if session.controlFiles.paths.contains(where: { RealPath.of($0) == target }) { return "is the config or a rules file this check reads" }
        let folder = (target as NSString).deletingLastPathComponent
        if RulesLoader.isRulesFile(target), session.controlFiles.rulesFolders.contains(where: { RealPath.of($0) == folder }) {
            return "is a rules file this check reads"
        }
        return nil
    }

    /// Random input sets of the self-test, after the boundary ones: a long run.
    static let selfTestInputs = 20_000

    private func selfTest(console: Console) -> ExitStatus {
        do {
            let session = try CheckSession(arguments: arguments)
            var input = session.input(root: ".")
            input.seed = seed ?? input.seed
            // A status line on a terminal only: a log or a pipe gets the results alone.
            let showsProgress = isatty(STDERR_FILENO) == 1
            let outcomes = try Checker(input: input).selfTest(randomCount: Self.selfTestInputs) { progress in
                if showsProgress { console.error(progress.statusLine) }
            }
            if showsProgress { console.error(SelfTestProgress.clearLine) }
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
            var controls = session.controlFiles
            controls.paths.append(baseline)
            return try Checker(input: session.input(root: root)).changes(in: files, controls: controls)
        } catch {
            throw SessionError(message: error.description)
        }
    }

    private func render(_ result: CheckResult, session: CheckSession) -> String {
        let context = ReportContext(
            version: UIMParity.version, rulesSource: session.rulesSource, digest: session.digest, strict: strict,
            color: format == "text" && (color == "always" || output == nil && Terminal.wantsColor(color)), quiet: arguments.flags.contains("--quiet") || arguments.flags.contains("-q"))
        switch format {
        case "json": return JSONReport(result: result, context: context).render()
        case "sarif":
            let current = FileManager.default.currentDirectoryPath
            let base = SARIFBase(folder: session.configuration.folder?.path ?? current, current: current)
            return SARIFReport(result: result, context: context, rules: session.rules, base: base).render()
        case "github": return GitHubReport(result: result, fileName: WorkTreeNames().name).render()
        case "markdown": return MarkdownReport(result: result, context: context).render()
        default: return TextReport(result: result, context: context).render()
        }
    }
}
