import Foundation
import Model

/// A source file read from disk: valid UTF-8, a leading byte-order mark removed.
public struct SourceFile: Sendable {
    /// The path as the user gave it (or as found under a folder they gave).
    public let path: String
    public let text: String
    /// Where the text starts among the file's bytes: 3 after a byte-order mark.
    public private(set) var textStart = 0

    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }

    /// Reads a file of at most `limit` bytes, refusing what cannot be trusted as source text.
    public static func load(path: String, limit: Int = FileReader.defaultLimit) throws(SourceFileError) -> SourceFile {
        switch FileReader.bytes(atPath: path, limit: limit) {
        case let .success(bytes): return try decode(bytes, path: path)
        case .failure(.notFound): throw SourceFileError(path: path, problem: .notFound)
        case .failure(.isDirectory): throw SourceFileError(path: path, problem: .isDirectory)
        case let .failure(.tooLarge(limit)): throw SourceFileError(path: path, problem: .tooLarge(limit: limit))
        case let .failure(failure): throw SourceFileError(path: path, problem: .unreadable(failure.description))
        }
    }

    /// Decodes bytes as UTF-8, naming the first invalid byte's line if they are not.
    public static func decode(_ bytes: [UInt8], path: String) throws(SourceFileError) -> SourceFile {
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        guard let text = String(validating: body, as: UTF8.self) else {
            throw SourceFileError(path: path, problem: .notUTF8(line: firstInvalidLine(body)))
        }
        if body.contains(0) {
            throw SourceFileError(path: path, problem: .binary)
        }
        var file = SourceFile(path: path, text: text)
        file.textStart = bytes.count - body.count
        return file
    }

    private static func firstInvalidLine(_ bytes: [UInt8]) -> Int {
        var line = 1
        var lineStart = 0
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            if String(validating: bytes[lineStart..<index], as: UTF8.self) == nil { return line }
            line += 1
            lineStart = index + 1
        }
        return line
    }
}

/// Why a source file could not be read.
public struct SourceFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Whether the file exists but cannot be read as a file (as opposed to missing,
    /// a folder, or not text).
    public var isUnreadable: Bool {
        if case .unreadable = problem { return true }
        return false
    }

    public enum Problem: Equatable, Sendable {
        case notFound
        case isDirectory
        /// Why, in words (`is a FIFO (named pipe), not a regular file`).
        case unreadable(String)
        case notUTF8(line: Int)
        case binary
        /// More than the reader's limit of bytes.
        case tooLarge(limit: Int)
    }

    public let path: String
    public let problem: Problem

    public init(path: String, problem: Problem) {
        self.path = path
        self.problem = problem
    }

    public var description: String {
        switch problem {
        case .notFound: "\(path): no such file"
        case .isDirectory: "\(path): is a folder, not a file"
        case let .unreadable(reason): "\(path): \(reason)"
        case let .notUTF8(line): "\(path):\(line): not valid UTF-8"
        case .binary: "\(path): contains NUL bytes; not a text file"
        case let .tooLarge(limit): "\(path): \(FileReader.Failure.tooLarge(limit: limit))"
        }
    }
}
