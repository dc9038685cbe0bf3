/// A value at run time, with the platform's number types: Kotlin `Int` is 32-bit and
/// wraps, Swift `Int` is 64-bit and traps on overflow, Kotlin `Float` is 32-bit;
/// Swift `CGFloat`/`Double`, Kotlin `Double` and JavaScript numbers are doubles.
public enum RValue: Sendable, Hashable, CustomStringConvertible {
    case int(Int64, bits: Int)
    case double(Double)
    case float(Float)
    case bool(Bool)
    case string(String)
    case list([RValue])
    case null
    /// A record with named fields (a Swift struct such as `SectionIndexItem`).
    case record(String, [String: RValue])
    /// An object or a function value in the interpreter's heap: a TypeScript class
    /// instance (`new SnapshotStore(0)`), shared by everything that refers to it.
    case reference(Int)

    public var description: String {
        switch self {
        case let .int(value, _): return String(value)
        case let .double(value): return Self.number(value)
        case let .float(value): return Self.number(Double(value))
        case let .bool(value): return String(value)
        case let .string(value): return "\"\(value)\""
        case let .list(items): return "[" + items.map(\.description).joined(separator: ", ") + "]"
        case .null: return "nil"
        case let .record(name, fields):
            return "\(name)(" + fields.keys.sorted().map { "\($0): \(fields[$0]!)" }.joined(separator: ", ") + ")"
        case let .reference(id): return "object#\(id)"
        }
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }

    /// The value as a double, for mixed arithmetic and comparisons.
    public var asDouble: Double? {
        switch self {
        case let .int(value, _): Double(value)
        case let .double(value): value
        case let .float(value): Double(value)
        default: nil
        }
    }

    public var isNumber: Bool { asDouble != nil }

    /// The value as an index, if it is a whole number.
    public var asInteger: Int? {
        guard let number = asDouble, number == number.rounded(), abs(number) < 1e15 else { return nil }
        return Int(number)
    }

    /// Values compare as their platform would: numbers by value whatever their type.
    public func sameValue(as other: RValue) -> Bool {
        // Strings first: a search of a list of strings (`letters.firstIndex(of:)`) compares
        // many, and neither is a number.
        if case let .string(left) = self, case let .string(right) = other { return left == right }
        if let left = asDouble, let right = other.asDouble { return left == right }
        switch (self, other) {
        case let (.list(left), .list(right)):
            return left.count == right.count && zip(left, right).allSatisfy { $0.sameValue(as: $1) }
        default:
            return self == other
        }
    }
}
