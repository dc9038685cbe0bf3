import Model
import Comparison
import Foundation
import Parsing

/// `uim-parity baseline write [PATH]`: records the current findings as accepted.
struct BaselineCommand: Command {
    static let name = "baseline"
    static let summary = "record the current findings as accepted (baseline write)"
    static let usage = """
        Usage: uim-parity baseline write [PATH] [--baseline FILE] [--no-ignore] [--rules DIR] [--config FILE]

        Checks PATH (default: 'root' in uim-parity.yml) and writes every finding to the
        baseline file, keeping the reasons of entries that stay: --baseline FILE, else
        'baseline' in the config, else .uim-parity-baseline.yml beside the config, or in
        PATH without one (where `check` reads it). `check` then fails only on findings
        not in the baseline. Entries are matched by component, fact, platform, kind and
        value (a drift by its canonical value too), so moving code keeps them and a
        changed value or canonical does not hide.

        Nothing is written while a file has a syntax error: its facts cannot be read, so
        their entries would be dropped. The file's folder must exist. A file that is
        not a uim-parity baseline is never overwritten, nor a 'baseline' outside the
        config's folder unless --baseline names it. --no-ignore reads what git ignores
        and dependency folders too, as `check --no-ignore` does.

        """
    static let spec = Arguments.Spec(flags: ["--no-ignore"], options: CheckSession.commonOptions.union(["--baseline"]))

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
            let session = try CheckSession(arguments: arguments, checking: path)
            let root = try session.root(path)
            let file = session.baselineFile(argument: try arguments.value("--baseline"), root: root)
            try Self.requireWritable(file, session: session)
            var result = try session.check(root: root)
            session.policy(baseline: nil).apply(to: &result)
            guard result.failures.isEmpty else {
                for failure in result.failures { console.fail(printable(failure)) }
                return .failure
            }
            // A file that does not parse yields none of its facts: their entries, and the
            // reasons given for them, would be dropped as if those findings were gone.
            if let syntax = result.findings.first(where: { $0.kind == .syntax }) {
                let place = syntax.location.map(\.description) ?? syntax.fact
                throw SessionError(message: "\(place): a syntax error; the baseline is not written while a file does not parse (\(syntax.message))")
            }
            let baseline = Baseline(findings: result.findings, previous: try session.baseline(file, missingIsEmpty: true))
            let text: String
            do {
                text = try baseline.serialized()
            } catch {
                throw SessionError(message: "\(file.path): cannot write the baseline: \(error)")
            }
            try AtomicFile.write(Data(text.utf8), to: file.path)
            console.line("\(baseline.entries.count) entries written to \(printable(file.path))")
            return .success
        } catch {
            return console.fail(error)
        }
    }

    /// Refuses, before checking anything, to write where a baseline must not go: a
    /// folder that does not exist (it is not created), a config's `baseline:` outside
    /// the config's folder (only `--baseline` may name such a file), a file that is
    /// not a uim-parity baseline.
    static func requireWritable(_ file: BaselineFile, session: CheckSession) throws(SessionError) {
        let manager = FileManager.default
        let url = URL(fileURLWithPath: file.path)
        if file.origin == .config, let folder = session.configuration.folder, !isInside(url, folder: folder) {
            throw SessionError(message: "\(file.path): outside the folder of \(session.configurationName), whose 'baseline:' names it; "
                + "`baseline write` writes there only when --baseline names it")
        }
        // The default file is the folder's own: a link there must not carry the write elsewhere.
        if file.origin != .commandLine, let folder = Self.folder(of: file, session: session), let target = RealPath.existing(file.path),
            RealPath.relative(target, below: RealPath.of(folder.path)) == nil
        {
            throw SessionError(message: "\(file.path): a link to \(target), outside \(CheckSession.relativeToCurrentFolder(folder.path)); "
                + "`baseline write` writes there only when --baseline names it")
        }
        let parent = url.deletingLastPathComponent().path
        var isFolder: ObjCBool = false
        guard manager.fileExists(atPath: parent, isDirectory: &isFolder) else {
            throw SessionError(message: "\(CheckSession.relativeToCurrentFolder(parent)): no such folder (for the baseline \(file.path)); create it first")
        }
        guard isFolder.boolValue else {
            throw SessionError(message: "\(CheckSession.relativeToCurrentFolder(parent)): not a folder (for the baseline \(file.path))")
        }
        guard manager.fileExists(atPath: file.path, isDirectory: &isFolder) else { return }
        guard !isFolder.boolValue else { throw SessionError(message: "\(file.path): is a folder, not a file") }
        let text: String
        do {
            text = try SourceFile.load(path: file.path).text
        } catch let error where error.isUnreadable {
            throw SessionError(message: error.description)
        } catch {
            text = ""
        }
        guard Baseline.isBaseline(text) else {
            throw SessionError(message: "\(file.path): not a uim-parity baseline (its first line is not '\(Baseline.signature) …'); not overwritten")
        }
    }

    /// The folder a baseline not named on the command line belongs to: the config's, else
    /// the folder the default file is in.
    private static func folder(of file: BaselineFile, session: CheckSession) -> URL? {
        session.configuration.folder ?? URL(fileURLWithPath: file.path).deletingLastPathComponent()
    }

    /// Whether `file` is inside `folder` (or a folder below it), symbolic links resolved.
    static func isInside(_ file: URL, folder: URL) -> Bool {
        let base = folder.standardizedFileURL.resolvingSymlinksInPath().path
        let standardized = file.standardizedFileURL
        let parent = standardized.deletingLastPathComponent().resolvingSymlinksInPath().path
        let resolved = (parent == "/" ? "" : parent) + "/" + standardized.lastPathComponent
        return resolved.hasPrefixBytes(base == "/" ? "/" : base + "/")
    }
}
