#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Model

/// What git says of a folder: the files it does not ignore, the work tree it is in.
public enum GitFiles {
    /// Paths relative to `folder`; nil outside a work tree or without git.
    static func notIgnored(below folder: String) -> Set<String>? {
        let arguments = ["git", "-C", folder, "ls-files", "--cached", "--others", "--exclude-standard", "-z", "--", "."]
        guard let output = Subprocess.output(of: arguments, adding: ["GIT_OPTIONAL_LOCKS": "0"]) else { return nil }
        // Names as the file listing escapes them (`FileSystemName`): decoded leniently, a
        // name that is not UTF-8 matched no file and the file was skipped unchecked.
        return Set(output.split(separator: 0).map { FileSystemName.decode(Array($0)) })
    }

    /// Which of `paths`, relative to `folder`, are files of the last commit: sources the
    /// hook passes because their deletion is being committed, not mistyped names. One git
    /// call for all of them (a commit may delete hundreds).
    static func inLastCommit(_ paths: [String], below folder: String) -> Set<String> {
        guard !paths.isEmpty else { return [] }
        let arguments = ["git", "-C", folder, "ls-tree", "-r", "-z", "--name-only", "HEAD", "--"] + paths
        guard let output = Subprocess.output(of: arguments, adding: ["GIT_OPTIONAL_LOCKS": "0"]) else { return [] }
        // (A path names a prefix to git: only the paths asked for count.)
        return Set(output.split(separator: 0).map { FileSystemName.decode(Array($0)) }).intersection(paths)
    }

    /// The top folder of the git work tree `folder` is in, links resolved; nil outside
    /// one or without git.
    public static func workTreeTop(of folder: String) -> String? {
        guard let output = Subprocess.output(of: ["git", "-C", folder, "rev-parse", "--show-toplevel"], adding: ["GIT_OPTIONAL_LOCKS": "0"])
        else { return nil }
        let top = String(decoding: output, as: UTF8.self).trimmingCharacters(in: .newlines)
        return top.isEmpty ? nil : RealPath.existing(top)
    }
}

/// Runs a program found on the `PATH` and collects its standard output.
///
/// posix_spawn and waitpid, not Foundation's `Process`: on Linux, `waitUntilExit()`
/// waits for the child in 50 ms turns of a run loop, and the two git calls of a hook
/// took 130 ms of its 317 (`check --files` against `--no-ignore`, 7 alternating pairs).
enum Subprocess {
    /// The standard output of `/usr/bin/env ARGUMENTS…` (standard input and error on
    /// /dev/null, `adding` put in the environment); nil when it cannot start or does not
    /// exit with 0.
    static func output(of arguments: [String], adding variables: [String: String]) -> [UInt8]? {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        let (readEnd, writeEnd) = (ends[0], ends[1])
        defer { close(readEnd) }
        // Close-on-exec: the child keeps only the copy on its standard output, so the
        // read sees end of file when it exits.
        _ = fcntl(readEnd, F_SETFD, FD_CLOEXEC)
        _ = fcntl(writeEnd, F_SETFD, FD_CLOEXEC)
        let child = spawn(arguments, environment: environment(adding: variables), output: writeEnd)
        close(writeEnd)
        guard let child else { return nil }
        let output = readAll(readEnd)
        // Reaped either way, and a read error is no output: a partial list would skip files.
        guard exitedCleanly(child) else { return nil }
        return output
    }

    private static func environment(adding variables: [String: String]) -> [String] {
        ProcessInfo.processInfo.environment.merging(variables) { $1 }.map { "\($0.key)=\($0.value)" }
    }

    private static func spawn(_ arguments: [String], environment: [String], output: Int32) -> pid_t? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, output, 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let program = "/usr/bin/env"
        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var child: pid_t = 0
        guard posix_spawn(&child, program, &actions, nil, argv, envp) == 0 else { return nil }
        return child
    }

    /// Everything until end of file; nil on a read error.
    private static func readAll(_ descriptor: Int32) -> [UInt8]? {
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                output.append(contentsOf: buffer[..<count])
            } else if count == 0 {
                return output
            } else if errno != EINTR {
                return nil
            }
        }
    }

    /// Waits for `child`; whether it exited with status 0 (not killed by a signal).
    private static func exitedCleanly(_ child: pid_t) -> Bool {
        var status: Int32 = 0
        while waitpid(child, &status, 0) == -1 {
            guard errno == EINTR else { return false }
        }
        // WIFEXITED and WEXITSTATUS, which Swift does not import: a signal sets the low
        // seven bits, the exit status is the next byte.
        return status & 0x7F == 0 && (status >> 8) & 0xFF == 0
    }
}
