import Model
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Parsing

/// Where a command writes: standard output for results, standard error for failures.
/// Injected so that tests can run commands in-process and read what they printed.
public struct Console {
    public var output: (String) -> Void
    public var error: (String) -> Void

    public init(output: @escaping (String) -> Void, error: @escaping (String) -> Void) {
        self.output = output
        self.error = error
    }

    /// The process's standard streams. A reader that goes away (`| head`) ends the
    /// output quietly; any other failed write (`> /dev/full`) is one line and exit 2.
    public static var standard: Console {
        Console(
            output: { StandardStream.write($0, to: STDOUT_FILENO) },
            error: { StandardStream.write($0, to: STDERR_FILENO) })
    }

    func line(_ text: String) { output(text + "\n") }

    /// A one-line failure: `uim-parity: error: <what>`, cut after `failureLength`
    /// characters (the file and place come first; a message quoting a 100,000-digit value
    /// was a line of 100 KB).
    func fail(_ text: String) { error("uim-parity: error: \(Self.shortened(text))\n") }

    /// A one-line warning, cut as a failure is (a warning quotes a pattern of the config).
    func warn(_ text: String) { error("uim-parity: warning: \(Self.shortened(text))\n") }

    static let failureLength = 1_000

    static func shortened(_ text: String) -> String {
        guard text.count > failureLength else { return text }
        return String(text.prefix(failureLength)) + "… (\(text.count - failureLength) characters more)"
    }

    /// Reports an error a command could not recover from; exit status 2 follows.
    func fail(_ error: any Error) -> ExitStatus {
        switch error {
        case let error as SessionError: fail(printable(error.message))
        case let error as AtomicWriteError: fail(printable(error.description))
        default: fail(printable("\(error)"))
        }
        return .failure
    }
}

/// What the process exits with, as pre-commit and CI read it.
public enum ExitStatus: Int32, Sendable {
    /// Parity, or the command did what it was asked.
    case success = 0
    /// Drift or syntax errors were found.
    case findings = 1
    /// The tool could not do its job: usage error, unreadable input, malformed rules or config.
    case failure = 2

    /// The worse of two outcomes: failure over findings over success.
    func worse(_ other: ExitStatus) -> ExitStatus { rawValue >= other.rawValue ? self : other }
}


/// Writes to a standard stream with `write(2)`, so a failure is an error the tool
/// reports, not a trap in Foundation.
enum StandardStream {
    /// Set once the reader of standard output is gone: nothing more is written there.
    nonisolated(unsafe) private static var outputClosed = false

    static func write(_ text: String, to descriptor: Int32) {
        if descriptor == STDOUT_FILENO, outputClosed { return }
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { posixWrite(descriptor, $0.baseAddress, $0.count) }
            if written >= 0 {
                bytes = bytes.dropFirst(written)
                continue
            }
            if errno == EINTR || errno == EAGAIN { continue }
            if errno == EPIPE {
                if descriptor == STDOUT_FILENO { outputClosed = true }
                return
            }
            guard descriptor == STDOUT_FILENO else { return }
            let reason = String(cString: strerror(errno))
            _ = "uim-parity: error: cannot write to standard output: \(reason)\n".utf8CString.withUnsafeBufferPointer {
                posixWrite(STDERR_FILENO, $0.baseAddress, $0.count - 1)
            }
            exit(ExitStatus.failure.rawValue)
        }
    }
}

/// The system's `write(2)` (a file-scope name, apart from `StandardStream.write`).
private func posixWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
