/// A change to one file: replace the bytes in `range` with `replacement`. A finding
/// carries the edits that repair it (ruff's and ESLint's model); the fixer only applies
/// them and checks again.
public struct Edit: Hashable, Sendable, Comparable {
    /// The file, as findings name it.
    public let path: String
    /// UTF-8 byte offsets into the file's text.
    public let range: Range<Int>
    public let replacement: String
    /// Where the range starts and ends, 1-based, for reports.
    public let start: Location
    public let end: Location

    public init(path: String, range: Range<Int>, replacement: String, start: Location, end: Location) {
        self.path = path
        self.range = range
        self.replacement = replacement
        self.start = start
        self.end = end
    }

    public static func < (lhs: Edit, rhs: Edit) -> Bool {
        (lhs.path, lhs.range.lowerBound, lhs.range.upperBound) < (rhs.path, rhs.range.lowerBound, rhs.range.upperBound)
    }
}

/// How a finding can be repaired: its edits (all in one file), or why it cannot be
/// repaired safely.
public enum Repair: Hashable, Sendable {
    case edits([Edit])
    case notFixable(String)

    public var edits: [Edit] {
        if case let .edits(edits) = self { return edits }
        return []
    }
}

/// Where the canonical is the outlier: the repair of the canonical source (`fix
/// --canonical`), and where the canonical value is, which is where a refusal is reported.
public struct CanonicalRepair: Hashable, Sendable {
    public let repair: Repair
    public let location: Location

    public init(_ repair: Repair, at location: Location) {
        self.repair = repair
        self.location = location
    }
}
