/// How a platform's numbers behave. The interpreter follows each language, not an
/// approximation: Kotlin `Int` is 32-bit and wraps, Swift `Int` traps on overflow,
/// integer division truncates, Swift `.rounded()` rounds half away from zero while
/// Kotlin `roundToInt()` and JavaScript `Math.round` round half toward +∞.
public enum Semantics: String, Sendable {
    case swift
    case kotlin
    case javascript

    /// Bits of the platform's `Int`.
    var intBits: Int { self == .kotlin ? 32 : 64 }

    func int(_ value: Int64) -> RValue {
        self == .javascript ? .double(Double(value)) : .int(value, bits: intBits)
    }
}

/// A run-time failure of interpreted code: a trap or exception of the platform itself
/// (`isTrap`: division by zero, an index out of range), or code the interpreter cannot
/// follow (a limit, a type it does not model), which makes the algorithm not analyzable.
public struct RuntimeFailure: Error, Sendable, Hashable, CustomStringConvertible {
    public let message: String
    /// What failed, in one byte beside the message (an unbound name is read back from the
    /// message): every call of the interpreter may throw a failure, so it stays small.
    private let kind: Kind

    private enum Kind: UInt8, Hashable, Sendable {
        case notAnalyzable, trap, unbound
    }

    /// Whether the platform itself traps or throws here, rather than the interpreter
    /// failing to follow the code.
    public var isTrap: Bool { kind == .trap }

    public init(message: String) {
        self.init(message, .notAnalyzable)
    }

    private init(_ message: String, _ kind: Kind) {
        self.message = message
        self.kind = kind
    }

    /// What the platform's runtime does on this input: it traps or throws.
    public static func trap(_ message: String) -> RuntimeFailure {
        RuntimeFailure(message, .trap)
    }

    private static let unboundPrefix = "not analyzable: unbound name '"

    /// A read of a name nothing binds.
    static func unbound(_ name: String) -> RuntimeFailure {
        RuntimeFailure(unboundPrefix + name + "'", .unbound)
    }

    /// The name a read found unbound, for a message that says why (a constant of the file
    /// that did not lower).
    var unboundName: String? {
        kind == .unbound ? String(message.dropFirst(Self.unboundPrefix.count).dropLast()) : nil
    }

    public var description: String { message }

    /// The message without its "not analyzable: ", for a message that quotes it.
    public var reason: String {
        let prefix = "not analyzable: "
        return message.hasPrefix(prefix) ? String(message.dropFirst(prefix.count)) : message
    }
}

/// Arithmetic and comparisons with the platform's number types.
enum Numbers {
    static func binary(_ op: Operator, _ lhs: RValue, _ rhs: RValue) throws(RuntimeFailure) -> RValue {
        switch (lhs, rhs) {
        case let (.int(a, bits), .int(b, otherBits)):
            return try integer(op, a, b, bits: max(bits, otherBits))
        case let (.float(a), .float(b)):
            return try float(op, a, b)
        case let (.float(a), .int(b, _)):
            return try float(op, a, Float(b))
        case let (.int(a, _), .float(b)):
            return try float(op, Float(a), b)
        case let (.bool(a), .bool(b)) where op.isBitwise:
            // Kotlin's `and`, `or` and `xor` on Booleans: both sides are evaluated.
            return .bool(op.kind == .bitAnd ? a && b : op.kind == .bitOr ? a || b : a != b)
        default:
            guard let a = lhs.asDouble, let b = rhs.asDouble else {
                throw RuntimeFailure(message: "\(op) on \(lhs) and \(rhs)")
            }
            return try double(op, a, b)
        }
    }

    private static func integer(_ op: Operator, _ a: Int64, _ b: Int64, bits: Int) throws(RuntimeFailure) -> RValue {
        let result: Int64
        switch op.kind {
        case .add, .wrappingAdd: result = a &+ b
        case .subtract, .wrappingSubtract: result = a &- b
        case .multiply, .wrappingMultiply: result = a &* b
        case .divide, .remainder:
            guard b != 0 else { throw RuntimeFailure.trap("division by zero") }
            // Int64.min / -1 overflows: Swift traps (Kotlin's 32-bit values never get here).
            guard !(a == .min && b == -1) else { throw RuntimeFailure.trap("integer overflow") }
            result = op.kind == .divide ? a / b : a % b
        case .shiftLeft, .shiftRight:
            // Kotlin uses the low 5 (Int) or 6 (Long) bits of the shift count.
            let count = b & Int64(bits - 1)
            if bits == 32 {
                let value = Int32(truncatingIfNeeded: a)
                return .int(Int64(op.kind == .shiftLeft ? value << Int32(count) : value >> Int32(count)), bits: 32)
            }
            return .int(op.kind == .shiftLeft ? a << count : a >> count, bits: 64)
        case .unsignedShiftRight:
            if bits == 32 { return .int(Int64(Int32(bitPattern: UInt32(truncatingIfNeeded: a) >> UInt32(b & 31))), bits: 32) }
            return .int(Int64(bitPattern: UInt64(bitPattern: a) >> UInt64(b & 63)), bits: 64)
        // Swift's own `<<` and `>>` on Int64 are the smart shifts Swift code means.
        case .smartShiftLeft: result = a << b
        case .smartShiftRight: result = a >> b
        case .bitAnd: result = a & b
        case .bitOr: result = a | b
        case .bitXor: result = a ^ b
        // Compared as integers: as Doubles, two past 2^53 that round alike were equal.
        default: return try comparison(op, a, b)
        }
        // Kotlin's Int and Swift's `&+` family wrap.
        if bits == 32 { return .int(Int64(Int32(truncatingIfNeeded: result)), bits: 32) }
        if op.isWrapping { return .int(result, bits: 64) }
        // Swift traps where the 64-bit result overflowed.
        let exact: Int64?
        switch op.kind {
        case .add: exact = a.addingReportingOverflow(b).overflow ? nil : result
        case .subtract: exact = a.subtractingReportingOverflow(b).overflow ? nil : result
        case .multiply: exact = a.multipliedReportingOverflow(by: b).overflow ? nil : result
        default: exact = result
        }
        guard let exact else { throw RuntimeFailure.trap("integer overflow") }
        return .int(exact, bits: 64)
    }

    /// JavaScript's bitwise operators and shifts: on the operands' 32-bit integers
    /// (ToInt32), the count's low five bits, `>>>` unsigned; the result a number
    /// (ECMAScript 2024, 13.9 and 13.12: https://tc39.es/ecma262/#sec-binary-bitwise-operators).
    static func javaScriptBitwise(_ op: Operator, _ a: Double, _ b: Double) -> RValue {
        let (x, y) = (int32(a), int32(b))
        let count = UInt32(bitPattern: y) & 31
        switch op.kind {
        case .bitAnd: return .double(Double(x & y))
        case .bitOr: return .double(Double(x | y))
        case .bitXor: return .double(Double(x ^ y))
        case .unsignedShiftRight: return .double(Double(UInt32(bitPattern: x) >> count))
        case .smartShiftRight: return .double(Double(x >> count))
        default: return .double(Double(x << count))
        }
    }

    /// JavaScript's `~`: the operand's 32-bit integer (ToInt32) with every bit flipped
    /// (ECMAScript 2024, 13.5.6: https://tc39.es/ecma262/#sec-bitwise-not-operator).
    static func javaScriptBitwiseNot(_ a: Double) -> RValue {
        .double(Double(~int32(a)))
    }

    /// ECMAScript's ToInt32: truncated, modulo 2³², as a signed 32-bit integer; NaN and
    /// infinities are 0.
    private static func int32(_ value: Double) -> Int32 {
        guard value.isFinite else { return 0 }
        return Int32(truncatingIfNeeded: Int64(value.rounded(.towardZero).truncatingRemainder(dividingBy: 4_294_967_296)))
    }

    private static func float(_ op: Operator, _ a: Float, _ b: Float) throws(RuntimeFailure) -> RValue {
        try floating(op, a, b, RValue.float)
    }

    private static func double(_ op: Operator, _ a: Double, _ b: Double) throws(RuntimeFailure) -> RValue {
        try floating(op, a, b, RValue.double)
    }

    /// IEEE arithmetic in the operands' own width: Kotlin `Float` rounds every step to 32 bits.
    private static func floating<Number: BinaryFloatingPoint>(
        _ op: Operator, _ a: Number, _ b: Number, _ wrap: (Number) -> RValue
    ) throws(RuntimeFailure) -> RValue {
        switch op.kind {
        case .add: return wrap(a + b)
        case .subtract: return wrap(a - b)
        case .multiply: return wrap(a * b)
        case .divide: return wrap(a / b)
        case .remainder: return wrap(a.truncatingRemainder(dividingBy: b))
        default: return try comparison(op, Double(a), Double(b))
        }
    }

    private static func comparison<Number: Comparable>(_ op: Operator, _ a: Number, _ b: Number) throws(RuntimeFailure) -> RValue {
        switch op.kind {
        case .less: return .bool(a < b)
        case .lessOrEqual: return .bool(a <= b)
        case .greater: return .bool(a > b)
        case .greaterOrEqual: return .bool(a >= b)
        case .equal, .identical: return .bool(a == b)
        case .notEqual, .notIdentical: return .bool(a != b)
        default: throw RuntimeFailure(message: "unknown operator \(op)")
        }
    }

    /// Truncation toward zero: Swift `Int(x)` traps on NaN, infinity and overflow;
    /// Kotlin `toInt()` saturates and maps NaN to 0, and keeps a Long's low 32 bits.
    /// A decimal integer read from text, as Swift's `Int("12")` (an Optional: nil for other
    /// text) and Kotlin's `"12".toInt()` (a 32-bit Int; a `NumberFormatException` for other
    /// text) read it: an optional `+` or `-`, then digits, within the type's range.
    /// (Kotlin also takes other scripts' digits, which are refused here.)
    static func parsedInteger(_ text: String, semantics: Semantics) throws(RuntimeFailure) -> RValue {
        let bits = semantics == .kotlin ? 32 : 64
        guard semantics != .javascript else { throw RuntimeFailure(message: "not analyzable: an integer of \"\(text)\"") }
        if semantics == .kotlin, text.unicodeScalars.contains(where: { !$0.isASCII }) {
            throw RuntimeFailure(message: "not analyzable: toInt() of text with other than ASCII characters (Kotlin reads other scripts' digits)")
        }
        // (The standard library's `Int64(_:)` and `Int32(_:)` read that same syntax.)
        if let value = bits == 32 ? Int32(text).map(Int64.init) : Int64(text) { return .int(value, bits: bits) }
        guard semantics == .kotlin else { return .null }
        throw RuntimeFailure.trap("NumberFormatException: For input string: \"\(text)\"")
    }

    /// -1, 0 or 1 in the value's own type (Kotlin's `sign`, JavaScript's `Math.sign`);
    /// NaN, and a zero's sign, stay as they are.
    static func sign(_ value: RValue) throws(RuntimeFailure) -> RValue {
        switch value {
        case let .int(number, bits): return .int(number.signum(), bits: bits)
        case let .float(number): return .float(number.isNaN || number == 0 ? number : (number < 0 ? -1 : 1))
        case let .double(number): return .double(number.isNaN || number == 0 ? number : (number < 0 ? -1 : 1))
        default: throw RuntimeFailure(message: "sign of \(value)")
        }
    }

    static func truncate(_ value: RValue, semantics: Semantics) throws(RuntimeFailure) -> RValue {
        if case let .string(text) = value { return try parsedInteger(text, semantics: semantics) }
        guard let number = value.asDouble else { throw RuntimeFailure(message: "not analyzable: an integer of \(value)") }
        if case let .int(integer, bits) = value {
            guard semantics == .kotlin, bits == 64 else { return value }
            return .int(Int64(Int32(truncatingIfNeeded: integer)), bits: 32)
        }
        let truncated = number.rounded(.towardZero)
        switch semantics {
        case .kotlin:
            if number.isNaN { return .int(0, bits: 32) }
            return .int(Int64(max(Double(Int32.min), min(Double(Int32.max), truncated))), bits: 32)
        case .swift:
            guard number.isFinite, truncated >= -9.223372036854775808e18, truncated < 9.223372036854775808e18 else {
                throw RuntimeFailure.trap("Int(\(number)) traps")
            }
            return .int(Int64(truncated), bits: 64)
        case .javascript:
            return .double(truncated)
        }
    }

    /// Kotlin `toLong()`: an Int widens; a Float or Double truncates toward zero,
    /// saturating at Long's bounds, with NaN as 0.
    static func toLong(_ value: RValue) throws(RuntimeFailure) -> RValue {
        if case let .int(integer, _) = value { return .int(integer, bits: 64) }
        guard let number = value.asDouble else { throw RuntimeFailure(message: "toLong of \(value)") }
        if number.isNaN { return .int(0, bits: 64) }
        let truncated = number.rounded(.towardZero)
        if truncated >= 9.223372036854775807e18 { return .int(.max, bits: 64) }
        if truncated <= -9.223372036854775808e18 { return .int(.min, bits: 64) }
        return .int(Int64(truncated), bits: 64)
    }

    /// Kotlin `roundToInt()` / JavaScript `Math.round`: half toward +∞.
    static func roundHalfUp(_ value: RValue, semantics: Semantics) throws(RuntimeFailure) -> RValue {
        guard let number = value.asDouble else { throw RuntimeFailure(message: "round of \(value)") }
        if semantics == .kotlin, number.isNaN { throw RuntimeFailure.trap("roundToInt of NaN") }
        let rounded = halfUp(number)
        // JavaScript's `Math.round` keeps a zero's sign: -0.25 rounds to -0.
        if semantics == .javascript { return .double(rounded == 0 && number.sign == .minus ? -0.0 : rounded) }
        return try truncate(.double(rounded), semantics: semantics)
    }

    /// Java's `Math.round` (which Kotlin code calls as `Math.round`): half up, NaN is 0,
    /// and a Long of a Double, an Int of a Float, the extreme value past their range.
    /// (It had been an Int of either, clamped to the Int's range.)
    static func javaRound(_ value: RValue) throws(RuntimeFailure) -> RValue {
        guard let number = value.asDouble else { throw RuntimeFailure(message: "round of \(value)") }
        let bits = value.isFloat ? 32 : 64
        let (low, high): (Int64, Int64) = bits == 32 ? (Int64(Int32.min), Int64(Int32.max)) : (.min, .max)
        guard !number.isNaN else { return .int(0, bits: bits) }
        let rounded = halfUp(number)
        if rounded <= Double(low) { return .int(low, bits: bits) }
        if rounded >= Double(high) { return .int(high, bits: bits) }
        return .int(Int64(rounded), bits: bits)
    }

    /// The nearest whole number, half up, exactly (`floor(x + 0.5)` rounds 0.49999999999999994 up).
    private static func halfUp(_ number: Double) -> Double {
        let floor = number.rounded(.down)
        return number - floor >= 0.5 ? floor + 1 : floor
    }

    /// The operands with a Double beside a Float made a Float, as Swift types a
    /// floating-point literal beside a Float (`Float(x) * 1.1`, `max(Float(x), 1.1)`); nil
    /// if they are not such a pair.
    static func floatBesideLiteral(_ left: RValue, _ right: RValue) -> (RValue, RValue)? {
        switch (left, right) {
        case let (.float, .double(literal)): (left, .float(Float(literal)))
        case let (.double(literal), .float): (.float(Float(literal)), right)
        default: nil
        }
    }

    /// The same kind of number as `like`, holding `value` (for `rounded()`, `floor`).
    static func same(as like: RValue, _ value: Double) -> RValue {
        switch like {
        case .float: .float(Float(value))
        // A whole value beyond Int64 (never from an Int's own arithmetic) stays a Double.
        case let .int(_, bits): Int64(exactly: value).map { .int($0, bits: bits) } ?? .double(value)
        default: .double(value)
        }
    }
}

