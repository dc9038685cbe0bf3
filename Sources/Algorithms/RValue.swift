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
    case record(String, RecordFields)
    /// An object or a function value in the interpreter's heap: a TypeScript class
    /// instance (`new SnapshotStore(0)`), shared by everything that refers to it.
    case reference(Int)

    /// The value as messages and reports show it, cut after `describedLength` bytes
    /// with "…": a list of half a million copies of a long string is a terabyte written
    /// out (a message naming such a value aborted the check).
    public var description: String {
        var text = ""
        describe(into: &text)
        return text
    }

    /// Far longer than any value a report shows whole; a message line is cut at 1,000 characters.
    static let describedLength = 4_096

    private func describe(into text: inout String) {
        guard text.utf8.count < Self.describedLength else { return }
        switch self {
        case let .int(value, _): text += String(value)
        case let .double(value): text += Self.number(value)
        case let .float(value): text += Self.number(Double(value))
        case let .bool(value): text += String(value)
        case let .string(value): text += "\"" + Self.cut(value, after: Self.describedLength - text.utf8.count) + "\""
        case let .list(items): Self.describe(items.lazy.map { (nil, $0) }, count: items.count, in: ("[", "]"), into: &text)
        case .null: text += "nil"
        case let .record(name, fields):
            text += name
            Self.describe(fields.fields.lazy.map { ($0.name, $0.value) }, count: fields.fields.count, in: ("(", ")"), into: &text)
        case let .reference(id): text += "object#\(id)"
        }
    }

    /// Items between brackets, each with its label if it has one, until the text is long enough.
    private static func describe(
        _ items: some Sequence<(String?, RValue)>, count: Int, in brackets: (open: String, close: String), into text: inout String
    ) {
        text += brackets.open
        var written = 0
        for (label, value) in items {
            let prefix = (written > 0 ? ", " : "") + (label.map { $0 + ": " } ?? "")
            // An item is written with its value or not at all: a label alone had ended a cut record.
            guard text.utf8.count + prefix.utf8.count < describedLength else {
                text += "… \(count - written) more"
                break
            }
            text += prefix
            value.describe(into: &text)
            written += 1
        }
        text += brackets.close
    }

    /// At most `length` bytes of `text`, whole characters, "…" after them if any are left out.
    private static func cut(_ text: String, after length: Int) -> String {
        guard text.utf8.count > length else { return text }
        var kept = ""
        for character in text {
            guard kept.utf8.count + character.utf8.count <= max(length, 0) else { break }
            kept.append(character)
        }
        return kept + "…"
    }

    /// A whole number without a fraction; -0.0 as "-0" (a counterexample's input of -0.0
    /// had read "0", where 0 gave another result).
    private static func number(_ value: Double) -> String {
        if value == 0, value.sign == .minus { return "-0" }
        return value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }

    /// What copying or comparing the value walks, roughly: a list's items, a string's
    /// bytes, a record's fields; 1 for anything else.
    var size: Int {
        switch self {
        case let .list(items): items.count
        case let .string(text): text.utf8.count
        case let .record(_, fields): fields.fields.count
        default: 1
        }
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

    /// Whether the value is, or holds, a reference into an interpreter's heap.
    var holdsReference: Bool {
        switch self {
        case .reference: true
        case let .list(items): items.contains(where: \.holdsReference)
        case let .record(_, fields): fields.fields.contains { $0.value.holdsReference }
        default: false
        }
    }

    /// The value as an index, if it is a whole number.
    public var asInteger: Int? {
        guard let number = asDouble, number == number.rounded(), abs(number) < 1e15 else { return nil }
        return Int(number)
    }

    /// Whether two platforms' results are the same value: numbers by value whatever their
    /// type, whole numbers exactly (a JavaScript result past 2^53 had matched the Swift
    /// integer it rounds from), NaN as NaN; strings by their Unicode scalars (Kotlin's and
    /// JavaScript's "é" written as e and an accent is not the precomposed one), in lists
    /// and records alike.
    /// `tolerance`: how far apart two numbers may be (a rule's `tolerance:`), else none.
    public func sameValue(as other: RValue, within tolerance: Double? = nil) -> Bool {
        if case let .string(left) = self, case let .string(right) = other { return left.utf8.elementsEqual(right.utf8) }
        if isNumber, other.isNumber {
            if Equality.sameNumber(self, other, .sameValueZero) { return true }
            guard let tolerance else { return false }
            // Two integers by their exact difference: as Doubles, past 2^53 an off-by-one was no difference.
            if case let .int(left, _) = self, case let .int(right, _) = other {
                let (difference, overflow) = left.subtractingReportingOverflow(right)
                return !overflow && Double(difference.magnitude) <= tolerance
            }
            guard let left = asDouble, let right = other.asDouble else { return false }
            return abs(left - right) <= tolerance
        }
        switch (self, other) {
        case let (.list(left), .list(right)):
            return left.count == right.count && zip(left, right).allSatisfy { $0.sameValue(as: $1, within: tolerance) }
        case let (.record(leftType, left), .record(rightType, right)):
            return leftType == rightType && left.fields.count == right.fields.count
                && zip(left.fields, right.fields).allSatisfy { $0.name == $1.name && $0.value.sameValue(as: $1.value, within: tolerance) }
        default:
            return self == other
        }
    }
}

/// A record's fields, sorted by name. A record has a handful: finding one by comparing
/// names is cheaper than hashing it. (They were a dictionary: hashing each name at every
/// record made and every field read was 3 % of a library's check.) One array, so that a
/// record takes no more room in an `RValue` than the dictionary did: a larger payload
/// makes every value's copy dearer.
public struct RecordFields: Sendable, Hashable, ExpressibleByDictionaryLiteral {
    public struct Field: Sendable, Hashable {
        public let name: String
        public var value: RValue
    }

    /// Sorted by name; the names are distinct.
    public private(set) var fields: [Field]

    /// No fields.
    public init() {
        fields = []
    }

    /// Fields whose names are already sorted and distinct.
    public init(sorted fields: [Field]) {
        assert(zip(fields, fields.dropFirst()).allSatisfy { $0.name < $1.name }, "record fields sorted and distinct")
        self.fields = fields
    }

    /// Fields from pairs in any order; a later pair of one name replaces an earlier one.
    public init<Pairs: Sequence>(_ pairs: Pairs) where Pairs.Element == (String, RValue) {
        self.init()
        for (name, value) in pairs { self[name] = value }
    }

    public init(dictionaryLiteral elements: (String, RValue)...) {
        self.init(elements)
    }

    public var values: some Collection<RValue> { fields.lazy.map(\.value) }

    /// (Lengths first: comparing two different short strings is a slow path; their
    /// lengths are read from the strings themselves.)
    private func position(of name: String) -> Int? {
        let length = name.utf8.count
        return fields.firstIndex { $0.name.utf8.count == length && $0.name == name }
    }

    public subscript(name: String) -> RValue? {
        get { position(of: name).map { fields[$0].value } }
        set {
            let position = fields.firstIndex { $0.name >= name } ?? fields.endIndex
            let present = position < fields.endIndex && fields[position].name == name
            switch (present, newValue) {
            case let (true, value?): fields[position].value = value
            case (true, nil): fields.remove(at: position)
            case let (false, value?): fields.insert(Field(name: name, value: value), at: position)
            case (false, nil): break
            }
        }
    }
}

extension RValue {
    /// What kind of value this is, for a message about what is not followed on it (a
    /// message that named the value, "member isNaN of 0", read as if that value were the cause).
    var kindDescription: String {
        switch self {
        case .int: "an integer"
        case .double, .float: "a number"
        case .bool: "a Boolean"
        case .string: "a string"
        case .list: "a list"
        case .null: "null"
        case let .record(name, _): name.isEmpty ? "a record" : "a value of type \(name)"
        case .reference: "an object"
        }
    }
}
