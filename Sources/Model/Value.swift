import Foundation

/// A unit a quantity is measured in, after normalization.
///
/// Lengths in SwiftUI points, Compose dp and React Native px are one unit (`pt`): each
/// is a density-independent pixel. Text sizes in sp compare with points as well.
public enum Unit: String, Sendable, Codable, CaseIterable {
    case points = "pt"
    case milliseconds = "ms"
    /// A plain number: opacity, scale, a count.
    case none = ""
    /// Letter spacing relative to the font size.
    case em
    case percent = "%"
}

/// A number read exactly from its literal text and its unit.
public struct Quantity: Hashable, Sendable, Codable {
    public var value: Decimal
    public var unit: Unit

    public init(_ value: Decimal, _ unit: Unit) {
        self.value = value
        self.unit = unit
    }
}

/// An sRGB color with 8-bit channels and an exact alpha.
public struct RGBAColor: Hashable, Sendable, Codable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: Decimal

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: Decimal = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// From `0xRRGGBB` and an alpha.
    public init(rgb: UInt32, alpha: Decimal = 1) {
        self.init(red: UInt8((rgb >> 16) & 0xFF), green: UInt8((rgb >> 8) & 0xFF), blue: UInt8(rgb & 0xFF), alpha: alpha)
    }

    /// The alpha as a screen stores it, 0 to 255 (see `Opacity`).
    public var alphaByte: Int { Opacity(alpha).byte }

    /// The alpha of a byte (Compose's `0x80…`, CSS `#…80`): the shortest decimal a screen
    /// stores as that byte (0x80 is 0.5, 0x14 is 0.08), as the shortest round-trip
    /// printing of a float does. It is the number a person writes: an opacity fact's
    /// canonical 0.08 and Compose's `Color(0x14000000)` agree, where the alpha's first
    /// three decimals (0.078) drifted. Three decimals always tell the bytes apart (they
    /// are 1/255 apart), so every byte has its own.
    public static func alpha(ofByte byte: UInt8) -> Decimal {
        var exact = Decimal(Int(byte)) / 255
        var alpha = Decimal()
        for digits in 0..<3 {
            NSDecimalRound(&alpha, &exact, digits, .plain)
            if Opacity(alpha).byte == Int(byte) { return alpha }
        }
        NSDecimalRound(&alpha, &exact, 3, .plain)
        return alpha
    }

    /// By the channels as a screen stores them.
    public static func == (lhs: RGBAColor, rhs: RGBAColor) -> Bool {
        (lhs.red, lhs.green, lhs.blue, lhs.alphaByte) == (rhs.red, rhs.green, rhs.blue, rhs.alphaByte)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alphaByte)
    }
}

/// A timing curve.
public enum Easing: Hashable, Sendable, Codable {
    /// A cubic Bézier with control points (x1, y1) and (x2, y2).
    case bezier(Decimal, Decimal, Decimal, Decimal)
    /// A curve that is not a cubic Bézier, named as the platform names it
    /// (`Easing.inOut(Easing.quad)`, `spring(stiffness 400, damping 1)`).
    case named(String)
}

/// An alpha, compared as a screen stores it: 0.5, `/50` and Compose's `0x80…` are one
/// opacity (two alphas closer than 1/255 cannot be told apart).
public struct Opacity: Hashable, Sendable, Codable {
    public let value: Decimal

    public init(_ value: Decimal) {
        self.value = value
    }

    /// 0 to 255. Beyond 0…1 an alpha is clamped, as CSS and Compose clamp it (a huge one
    /// wrapped around as an integer, and could equal any other).
    public var byte: Int {
        guard value > 0 else { return 0 }
        guard value < 1 else { return 255 }
        var scaled = value * 255
        var rounded = Decimal()
        NSDecimalRound(&rounded, &scaled, 0, .plain)
        return NSDecimalNumber(decimal: rounded).intValue
    }

    public static func == (lhs: Opacity, rhs: Opacity) -> Bool { lhs.byte == rhs.byte }

    public func hash(into hasher: inout Hasher) { hasher.combine(byte) }
}

/// A normalized value of a fact, as compared across platforms.
public enum Value: Hashable, Sendable, Codable {
    case quantity(Quantity)
    case color(RGBAColor)
    case easing(Easing)
    /// A design-token name, normalized to kebab-case (`surface-raised`, `xl3`), and the
    /// opacity it is drawn with when the code changes it (`Color.link.opacity(0.4)`,
    /// `colors.link.copy(alpha = 0.4f)`, `text-link/40`): another value than the token.
    case token(String, opacity: Opacity? = nil)
    case text(String)
    /// A list of values compared element by element (`longArrayOf(1_000L, 2_000L)`,
    /// `[1000, 2000]`), each element in the fact's unit.
    case list([Value])
}

extension Decimal {
    /// Whether the number has no fraction.
    public var isWhole: Bool {
        var rounded = self
        var copy = self
        NSDecimalRound(&rounded, &copy, 0, .plain)
        return rounded == self
    }

    /// A plain decimal number and nothing else (`16`, `-0.5`): `Decimal(string:)` alone
    /// reads the number at the start of `4xl` or `1,5` and drops the rest.
    public init?(plainNumber text: String) {
        let digits = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
        let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let value = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))
        else { return nil }
        self = value
    }
}

extension Value {
    /// A value as rules files write it (a declared default): a number with its unit
    /// (`350ms`, `0.35s`, `16pt`, `50%`, `0.1em`, `1`), `bezier(x1, y1, x2, y2)`,
    /// `#RRGGBB` or `#RRGGBBAA`, `named(…)` for a curve that is no Bézier (a spring), or
    /// a list of these in brackets.
    public init?(ruleText raw: String) {
        self.init(ruleText: raw, inList: false)
    }

    /// A list's items are no lists (its items are read between commas): `[[[…1s]]]`,
    /// thousands deep, read itself once a bracket and overflowed the stack.
    private init?(ruleText raw: String, inList: Bool) {
        let text = raw.trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("named("), text.hasSuffix(")"), text.count > 7 {
            self = .easing(.named(String(text.dropFirst(6).dropLast())))
        } else if text.hasPrefix("["), text.hasSuffix("]") {
            guard !inList else { return nil }
            let items = text.dropFirst().dropLast().split(separator: ",", omittingEmptySubsequences: false)
            let values = items.compactMap { Value(ruleText: String($0), inList: true) }
            guard values.count == items.count, !values.isEmpty else { return nil }
            self = .list(values)
        } else if text.hasPrefix("bezier("), text.hasSuffix(")") {
            let numbers = text.dropFirst(7).dropLast().commaSeparated.compactMap { Decimal(plainNumber: $0) }
            guard numbers.count == 4 else { return nil }
            self = .easing(.bezier(numbers[0], numbers[1], numbers[2], numbers[3]))
        } else if text.hasPrefix("#") {
            let hex = text.dropFirst()
            guard hex.count == 6 || hex.count == 8, let bits = UInt32(hex, radix: 16) else { return nil }
            let alpha = hex.count == 8 ? Decimal(Int(bits & 0xFF)) / 255 : 1
            self = .color(RGBAColor(rgb: hex.count == 8 ? bits >> 8 : bits, alpha: alpha))
        } else {
            for (suffix, unit, scale) in Self.ruleUnits where text.hasSuffix(suffix) {
                guard let number = Decimal(plainNumber: String(text.dropLast(suffix.count))) else { continue }
                self = .quantity(Quantity(number * scale, unit))
                return
            }
            return nil
        }
    }

    /// Longest suffix first, so `ms` is not read as `s`.
    private static let ruleUnits: [(String, Unit, Decimal)] = [
        ("ms", .milliseconds, 1), ("pt", .points, 1), ("em", .em, 1), ("s", .milliseconds, 1000), ("%", .percent, 1), ("", .none, 1),
    ]
}
