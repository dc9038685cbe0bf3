/// A place in a source file, 1-based, as printed in `path:line:col`.
///
/// Columns count Unicode scalars (SARIF's `unicodeCodePoints`), so a `•` or an
/// accented letter before a value counts as one column, as an editor shows it.
public struct Position: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: Position, rhs: Position) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }
}
