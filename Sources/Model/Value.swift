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
public struct Quantity: Hashable, Sendable {
    public var value: Decimal
    public var unit: Unit

    public init(_ value: Decimal, _ unit: Unit) {
        self.value = value
        self.unit = unit
    }
}

/// An sRGB color with 8-bit channels and an exact alpha.
public struct RGBAColor: Hashable, Sendable {
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
}

/// A timing curve.
public enum Easing: Hashable, Sendable {
    /// A cubic Bézier with control points (x1, y1) and (x2, y2).
    case bezier(Decimal, Decimal, Decimal, Decimal)
    /// A curve that is not a cubic Bézier, named as the platform names it
    /// (`Easing.inOut(Easing.quad)`, `spring(stiffness 400, damping 1)`).
    case named(String)
}

/// A normalized value of a fact, as compared across platforms.
public enum Value: Hashable, Sendable {
    case quantity(Quantity)
    case color(RGBAColor)
    case easing(Easing)
    /// A design-token name, normalized to kebab-case (`surface-raised`, `xl3`).
    case token(String)
    case text(String)
}

extension Decimal {
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
