import Foundation

/// The tools `scripts/setup --test` installs (pinned in scripts/test-tools.lock), and
/// running other programs from tests.
public enum Tools {
    public static let venv = RepositoryPaths.root.appendingPathComponent(".tools/venv/bin")

    public static var python: URL { venv.appendingPathComponent("python") }
    public static var preCommit: URL { venv.appendingPathComponent("pre-commit") }

    public static var installed: Bool { FileManager.default.isExecutableFile(atPath: preCommit.path) }

    /// The official SARIF 2.1.0 schema, beside the checkout in shared/schemas.
    public static var sarifSchema: URL? {
        let url = RepositoryPaths.root.deletingLastPathComponent().appendingPathComponent("shared/schemas/sarif-schema-2.1.0.json")
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }

    /// Runs a program with arguments in a folder; standard input is empty.
    @discardableResult
    public static func run(
        _ executable: String, _ arguments: [String], in directory: URL, environment: [String: String] = [:]
    ) throws -> Binary.Result {
        // A bare name is looked up on PATH through env.
        let direct = executable.contains("/")
        return try Binary.run(
            direct ? arguments : [executable] + arguments, in: directory, environment: environment,
            executable: URL(fileURLWithPath: direct ? executable : "/usr/bin/env"))
    }
}
