/// A place in a checked file: its path as reported and a 1-based line and column.
public struct Location: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    public var path: String
    public var line: Int
    public var column: Int

    public init(path: String, line: Int, column: Int) {
        self.path = path
        self.line = line
        self.column = column
    }

    public static func < (lhs: Location, rhs: Location) -> Bool {
        (lhs.path, lhs.line, lhs.column) < (rhs.path, rhs.line, rhs.column)
    }

    public var description: String { "\(path):\(line):\(column)" }
}
