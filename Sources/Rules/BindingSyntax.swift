/// An algorithm's binding as the rules write it: `height`, `int(height)`, `list(count)`,
/// `records(sections, value)`, `if(atEnd, [0, LIMIT], (LIMIT, 100])`, `true` or a number.
/// Read when the rules load, so a malformed one is a rules error naming the rules file,
/// not a verdict on a platform's code (an unclosed `if(atEnd, 0` was read as an input's
/// name, and ended as "not analyzable" at the platform's source). What each form does
/// with a run's inputs is the interpreter's (`Binding`, in Algorithms).
public struct BindingSyntax: Sendable {
    public enum Conversion: String, Sendable {
        case float, int, double, list, records
        case choice = "if"
    }

    /// One side of an `if`: a value, or an interval of values.
    public enum Side: Sendable {
        case value(String)
        case interval(Interval)
    }

    /// `[0, 8]`, `(8, 100]`: the values one side of an `if` stands for; each bound a
    /// number or a constant of the platform's file.
    public struct Interval: Sendable {
        public let lower: String
        public let upper: String
        public let lowerClosed: Bool
        public let upperClosed: Bool
    }

    /// A malformed binding: `message` says what is wrong, quoting the binding.
    public struct Invalid: Error, Sendable {
        public let message: String
    }

    public let conversion: Conversion?
    /// The text inside the conversion's parentheses, or the whole text without one.
    public let operand: String
    /// The operand's comma-separated parts (one without a conversion).
    public let parts: [String]
    /// An `if`'s two sides; empty for another binding.
    public let sides: [Side]

    /// A name, a number, `true` or `false`, taken as written.
    public init(plain operand: String) {
        self.init(conversion: nil, operand: operand, parts: [operand], sides: [])
    }

    private init(conversion: Conversion?, operand: String, parts: [String], sides: [Side]) {
        self.conversion = conversion
        self.operand = operand
        self.parts = parts
        self.sides = sides
    }

    public init(_ text: String) throws(Invalid) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { throw Invalid(message: "a binding is empty") }
        guard Self.hasBrackets(trimmed) else {
            self.init(plain: trimmed)
            return
        }
        guard let open = trimmed.firstIndex(of: "("), trimmed.hasSuffix(")"),
            let conversion = Conversion(rawValue: String(trimmed[..<open]))
        else {
            throw Invalid(message: "binding '\(text)' is neither a name, a number nor float(…), int(…), double(…), list(…), records(…) or if(…)")
        }
        // Trimmed: `int( height )` reads the input `height`.
        let operand = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)].trimmingCharacters(in: .whitespaces)
        guard let parts = Self.split(operand), !parts.contains(where: \.isEmpty) else {
            throw Invalid(message: "binding '\(text)' has an empty part or unbalanced brackets")
        }
        self.init(conversion: conversion, operand: operand, parts: parts, sides: try Self.sides(parts, of: conversion, text: text))
    }

    /// An `if`'s sides, after the arity and the plain parts of every form are checked.
    private static func sides(_ parts: [String], of conversion: Conversion, text: String) throws(Invalid) -> [Side] {
        let usage: String =
            switch conversion {
            case .float, .int, .double, .list: "\(conversion.rawValue)(INPUT)"
            case .records: "records(LIST, FIELD)"
            case .choice: "if(INPUT, THEN, ELSE), each side a value or an interval such as [0, 8]"
            }
        let arity = conversion == .choice ? 3 : conversion == .records ? 2 : 1
        let plainParts = conversion == .choice ? parts.prefix(1) : parts[...]
        guard parts.count == arity, !plainParts.contains(where: hasBrackets) else {
            throw Invalid(message: "binding '\(text)' does not read as \(usage)")
        }
        guard conversion == .choice else { return [] }
        return try parts.dropFirst().map { part throws(Invalid) in try side(part, text: text) }
    }

    private static func side(_ part: String, text: String) throws(Invalid) -> Side {
        guard let first = part.first, "[(".contains(first) else {
            guard !hasBrackets(part) else { throw Invalid(message: "binding '\(text)': side '\(part)' is neither a value nor an interval") }
            return .value(part)
        }
        guard let last = part.last, "])".contains(last), part.count >= 2 else {
            throw Invalid(message: "binding '\(text)': interval '\(part)' must end with ] or )")
        }
        let bounds = part.dropFirst().dropLast().split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        guard bounds.count == 2, !bounds.contains(where: { $0.isEmpty || hasBrackets($0) }) else {
            throw Invalid(message: "binding '\(text)': interval '\(part)' needs two bounds, each a number or a constant")
        }
        let interval = Interval(lower: bounds[0], upper: bounds[1], lowerClosed: first == "[", upperClosed: last == "]")
        for bound in bounds where Double(bound).map({ !$0.isFinite }) == true {
            throw Invalid(message: "binding '\(text)': bound '\(bound)' of interval '\(part)' is not a finite number")
        }
        if let low = Double(interval.lower), let high = Double(interval.upper) {
            // Bounds that are constants are known only in the platform's file.
            guard low < high || (low == high && interval.lowerClosed && interval.upperClosed) else {
                throw Invalid(message: "binding '\(text)': interval '\(part)' holds no number")
            }
        }
        return .interval(interval)
    }

    private static func hasBrackets(_ text: String) -> Bool {
        text.contains { "()[]".contains($0) }
    }

    /// The comma-separated parts, trimmed, commas inside brackets kept; nil where the
    /// brackets do not balance.
    private static func split(_ operand: String) -> [String]? {
        var parts: [String] = []
        var current = ""
        var depth = 0
        for character in operand {
            switch character {
            case "[", "(": depth += 1
            case "]", ")": depth -= 1
            default: break
            }
            guard depth >= 0 else { return nil }
            if character == ",", depth == 0 {
                parts.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
            } else {
                current.append(character)
            }
        }
        guard depth == 0 else { return nil }
        parts.append(current.trimmingCharacters(in: .whitespaces))
        return parts
    }
}
