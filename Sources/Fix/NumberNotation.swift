import Foundation

/// Writes a number the way a literal already in the source writes numbers: the same
/// base and digit count for hex (`0xFF1D1D1F`), the same suffix (`18f`, `1_000L`),
/// digit groups, and a fraction where the literal had one (`11.0`).
public enum NumberNotation {
    /// `value` written like `literal`, or nil when that notation cannot hold it (a
    /// fraction in a hex or `L` literal, a negative number where the literal has no sign).
    /// A whole value keeps the literal's fraction (`11.0`) only where the literal's type
    /// needs it: `typedByFraction` for Swift and Kotlin, where `let x = 1` is an Int,
    /// not for JavaScript's one number type, nor behind a Float suffix (`1f`).
    public static func render(_ value: Decimal, like literal: String, typedByFraction: Bool = true) -> String? {
        let shape = Shape(literal)
        let negative = value < 0
        guard !negative || shape.signed else { return nil }
        let magnitude = negative ? -value : value
        var body: String
        if shape.hexDigits > 0 {
            guard let integer = wholeNumber(magnitude) else { return nil }
            body = String(integer, radix: 16, uppercase: shape.uppercaseHex)
            if body.count < shape.hexDigits { body = String(repeating: "0", count: shape.hexDigits - body.count) + body }
            body = shape.hexPrefix + regrouped(body, like: shape.hexGroups)
        } else {
            body = plain(magnitude)
            // A value no short literal holds (0.392 / 28.1) is not written at all.
            if let point = body.firstIndex(of: "."), body[body.index(after: point)...].count > maxFractionDigits { return nil }
            if shape.hasFraction, typedByFraction, !shape.typedBySuffix, !body.contains(".") { body += ".0" }
            if body.contains("."), !shape.allowsFraction { return nil }
            if shape.grouped { body = grouped(body) }
            if shape.leadingDot, body.hasPrefix("0.") { body.removeFirst() }
        }
        return (negative ? "-" : "") + body + shape.suffix
    }

    /// More fraction digits than a design value has: the result of a division.
    static let maxFractionDigits = 8

    /// What a literal's text says about how it writes numbers.
    struct Shape {
        var hexPrefix = ""
        var hexDigits = 0
        /// The hex digits' groups, left to right (`FF_1D_1D_2F`: 2, 2, 2, 2); none without `_`.
        var hexGroups: [Int] = []
        var uppercaseHex = true
        var suffix = ""
        var hasFraction = false
        var grouped = false
        var leadingDot = false
        var signed = false

        init(_ literal: String) {
            var text = Substring(literal)
            if text.hasPrefix("-") {
                signed = true
                text = text.dropFirst()
            }
            if text.hasPrefix("0x") || text.hasPrefix("0X") {
                hexPrefix = String(text.prefix(2))
                text = text.dropFirst(2)
                while let last = text.last, "LuU".contains(last) {
                    suffix = String(last) + suffix
                    text = text.dropLast()
                }
                hexDigits = text.filter { $0 != "_" }.count
                hexGroups = text.contains("_") ? text.split(separator: "_").map(\.count) : []
                uppercaseHex = !text.contains(where: { $0.isLowercase })
                return
            }
            while let last = text.last, "fFdDLuU".contains(last) {
                suffix = String(last) + suffix
                text = text.dropLast()
            }
            hasFraction = text.contains(".")
            grouped = text.contains("_")
            leadingDot = text.hasPrefix(".")
        }

        /// A Float suffix gives the literal its type without a fraction (Kotlin's `1f`).
        var typedBySuffix: Bool { suffix.contains("f") || suffix.contains("F") }

        /// `L` (and unsigned) literals are whole numbers.
        var allowsFraction: Bool { !suffix.contains("L") && !suffix.contains("u") && !suffix.contains("U") }
    }

    private static func wholeNumber(_ value: Decimal) -> UInt64? {
        guard value.isWhole, value >= 0, value <= Decimal(UInt64.max) else { return nil }
        return UInt64(NSDecimalNumber(decimal: value).stringValue)
    }

    /// Plain decimal digits, never an exponent.
    private static func plain(_ value: Decimal) -> String {
        NSDecimalNumber(decimal: value).stringValue
    }

    /// Hex digits in the literal's groups (`FF1D1D1F` like `FF_1D_1D_2F`), when they are as
    /// many; else as they are.
    private static func regrouped(_ digits: String, like groups: [Int]) -> String {
        guard !groups.isEmpty, groups.reduce(0, +) == digits.count else { return digits }
        var rest = Substring(digits)
        return groups.map { size in
            defer { rest = rest.dropFirst(size) }
            return String(rest.prefix(size))
        }.joined(separator: "_")
    }

    /// `1000000.5` → `1_000_000.5`.
    private static func grouped(_ text: String) -> String {
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        var digits = Array(parts[0])
        var result = ""
        while digits.count > 3 {
            result = "_" + String(digits.suffix(3)) + result
            digits.removeLast(3)
        }
        result = String(digits) + result
        return parts.count > 1 ? result + "." + parts[1] : result
    }
}
