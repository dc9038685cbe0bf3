import Model
import Foundation
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

    /// The process's standard streams.
    public static var standard: Console {
        Console(
            output: { FileHandle.standardOutput.write(Data($0.utf8)) },
            error: { FileHandle.standardError.write(Data($0.utf8)) })
    }

    func line(_ text: String) { output(text + "\n") }

    /// A one-line failure: `uim-parity: error: <what>`.
    func fail(_ text: String) { error("uim-parity: error: \(text)\n") }

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

