import Foundation

/// Runs the built `uim-parity` executable, as users and hooks do.
public enum Binary {
    public struct Result: Sendable {
        public let status: Int32
        public let output: String
        public let error: String
    }

    /// The executable that `swift build`/`swift test` built beside the test bundle,
    /// or `$UIM_PARITY_BINARY`.
    public static var url: URL {
        if let explicit = ProcessInfo.processInfo.environment["UIM_PARITY_BINARY"] {
            return URL(fileURLWithPath: explicit)
        }
        let testBundle = Bundle.main.bundleURL
        for folder in [testBundle, testBundle.deletingLastPathComponent()] {
            let candidate = folder.appendingPathComponent("uim-parity")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return RepositoryPaths.root.appendingPathComponent(".build/debug/uim-parity")
    }

    private static let launchAttempts = 20

    private static func isBusy(_ error: NSError) -> Bool {
        let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError
        return [error, underlying].contains { $0?.domain == NSPOSIXErrorDomain && $0?.code == Int(ETXTBSY) }
    }

    /// Runs the tool as `run` does, under a time limit (`timeout`, status 124 when it
    /// runs out) and an address-space limit, so a regression that hangs or eats memory
    /// fails its test instead of the machine.
    public static func runBounded(
        _ arguments: [String], in directory: URL = RepositoryPaths.root, seconds: Int = 10, megabytes: Int = 1024
    ) throws -> Result {
        let script = "ulimit -v \(megabytes * 1024) && exec timeout -s KILL \(seconds) \"$0\" \"$@\""
        return try run(["-c", script, url.path] + arguments, in: directory, executable: URL(fileURLWithPath: "/bin/sh"))
    }

    /// Runs the tool with `arguments` in `directory`, with no standard input.
    public static func run(
        _ arguments: [String], in directory: URL = RepositoryPaths.root, environment: [String: String] = [:],
        executable: URL? = nil
    ) throws -> Result {
        var merged = ProcessInfo.processInfo.environment
        merged["NO_COLOR"] = "1"
        merged.merge(environment) { $1 }
        func prepared() -> Process {
            let process = Process()
            process.executableURL = executable ?? url
            process.arguments = arguments
            process.currentDirectoryURL = directory
            process.environment = merged
            return process
        }
        var process = prepared()
        // Both streams go to files, so neither can fill a pipe and block the child.
        let scratch = TemporaryFolder()
        let outputURL = scratch.url.appendingPathComponent("stdout")
        let errorURL = scratch.url.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        let outputHandle = try FileHandle(forWritingTo: outputURL)
        let errorHandle = try FileHandle(forWritingTo: errorURL)
        defer {
            try? outputHandle.close()
            try? errorHandle.close()
        }
        // An executable a test has just written can be busy for a moment (ETXTBSY): a
        // child another test forked while the file was open for writing holds it until
        // that child execs. Launching again after a pause is what shells do.
        for attempt in 1...Self.launchAttempts {
            process.standardOutput = outputHandle
            process.standardError = errorHandle
            process.standardInput = FileHandle.nullDevice
            do {
                try process.run()
                break
            } catch let error as NSError where Self.isBusy(error) && attempt < Self.launchAttempts {
                usleep(100_000)
                process = prepared()
            }
        }
        process.waitUntilExit()
        let outputData = try Data(contentsOf: outputURL)
        let errorData = try Data(contentsOf: errorURL)
        return Result(
            status: process.terminationStatus,
            output: String(decoding: outputData, as: UTF8.self),
            error: String(decoding: errorData, as: UTF8.self))
    }
}
