/// A malformed rules file: which file, where, and what is wrong.
public struct RulesError: Error, Equatable, Sendable, CustomStringConvertible {
    public let file: String
    public let line: Int
    public let column: Int
    public let message: String

    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// `file:line:col: message`, or `file: message` for a whole file or folder.
    public var description: String { line > 0 ? "\(file):\(line):\(column): \(message)" : "\(file): \(message)" }
}
