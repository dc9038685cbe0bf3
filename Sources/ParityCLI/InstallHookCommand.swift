import Model
import Foundation
import Parsing

/// `uim-parity install-hook`: a plain git pre-commit hook, for teams that do not use
/// the pre-commit framework.
struct InstallHookCommand: Command {
    static let name = "install-hook"
    static let summary = "write a git pre-commit hook that checks the staged component files"
    static let usage = """
        Usage: uim-parity install-hook [--force]

        Writes .git/hooks/pre-commit (of the repository around the current folder), which
        runs `uim-parity check --files` on the staged files and blocks the commit on
        drift. An existing hook is kept unless --force is given.

        """
    static let spec = Arguments.Spec(flags: ["--force"])

    let force: Bool

    init(arguments: Arguments) throws(UsageError) {
        guard arguments.positionals.isEmpty else { throw UsageError("install-hook takes no arguments") }
        force = arguments.flags.contains("--force")
    }

    func run(console: Console) -> ExitStatus {
        guard let hook = Self.gitPath("hooks/pre-commit") else {
            console.fail("not in a git repository (git rev-parse failed)")
            return .failure
        }
        // A link is a hook too, even one to nothing; `--force` replaces the link itself, not
        // the file it names (which may be outside the repository).
        var status = stat()
        let exists = FileReader.linkStatus(of: hook, &status) == 0
        if exists, !force {
            console.fail("\(printable(hook)) exists; run with --force to replace it")
            return .failure
        }
        do {
            // git makes .git/hooks, but a repository cloned without templates may lack it.
            try FileManager.default.createDirectory(
                atPath: (hook as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            if exists, status.st_mode & S_IFMT == S_IFLNK { try FileManager.default.removeItem(atPath: hook) }
            try AtomicFile.write(Data(Self.script(binary: Self.binaryPath()).utf8), to: hook)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: hook)
        } catch let error as AtomicWriteError {
            return console.fail(error)
        } catch {
            console.fail(printable("\(hook): \(error.localizedDescription)"))
            return .failure
        }
        console.line("wrote \(printable(hook))")
        return .success
    }

    static func script(binary: String) -> String {
        """
        #!/bin/sh
        # uim-parity pre-commit hook, written by `uim-parity install-hook`.
        # Checks the components the staged files belong to (deleted and renamed-away ones
        # too: --no-renames lists a rename as a deletion and an addition); blocks the
        # commit on drift. What is checked is what is staged, as CI will see it: when the
        # work tree holds unstaged changes or untracked sources, the check runs in a copy
        # of the index (the work tree, and the hook's cache in it, are left alone).
        default_binary=\(shellQuoted(binary))
        UIM_PARITY="${UIM_PARITY:-$default_binary}"
        if ! command -v "$UIM_PARITY" >/dev/null 2>&1; then
          echo "uim-parity: the pre-commit hook cannot run $UIM_PARITY; install uim-parity again and run 'uim-parity install-hook --force'" >&2
          exit 2
        fi
        git diff --cached --quiet --no-renames --diff-filter=ACMD && exit 0
        staged_files() {
          git diff --cached --name-only -z --no-renames --diff-filter=ACMD
        }
        if git diff --quiet --no-ext-diff --ignore-submodules &&
          [ -z "$(git ls-files --others --exclude-standard -- '*.swift' '*.kt' '*.kts' '*.ts' '*.tsx' '*.yml' '*.yaml')" ]; then
          staged_files | xargs -0 "$UIM_PARITY" check --quiet --files --
          exit
        fi
        git_dir=$(git rev-parse --absolute-git-dir) || exit 2
        index_copy=$(mktemp -d "${TMPDIR:-/tmp}/uim-parity-index.XXXXXX") || exit 2
        trap 'rm -rf "$index_copy"' EXIT
        trap 'exit 2' HUP INT TERM
        git checkout-index --all --prefix="$index_copy/" || exit 2
        # A submodule comes out as an empty folder, and a link keeps its target as written
        # (`../shared` then points beside the copy): each stands for the work tree's own.
        git -c core.quotepath=off ls-files --stage | while read -r mode object stage path; do
          case "$mode" in
            120000|160000) rm -rf "$index_copy/$path" && ln -s "$PWD/$path" "$index_copy/$path" ;;
          esac
        done
        staged_files | (cd "$index_copy" && GIT_DIR="$git_dir" GIT_WORK_TREE="$index_copy" xargs -0 "$UIM_PARITY" check --quiet --files --)

        """
    }

    /// A path as one single-quoted shell word: `$`, `"` and backticks stay literal.
    static func shellQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }

    /// This executable's absolute path, so the hook runs the same build.
    static func binaryPath() -> String {
        let argument = CommandLine.arguments[0]
        if argument.contains("/") {
            return URL(fileURLWithPath: argument).standardizedFileURL.resolvingSymlinksInPath().path
        }
        return "uim-parity"
    }

    private static func gitPath(_ relative: String) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "rev-parse", "--git-path", relative]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        let path = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    }
}
