import Foundation

extension Decimal {
    /// The shortest exact text: `16`, `0.066`, `-0.5`.
    public var exactText: String { NSDecimalNumber(decimal: self).stringValue }
}

extension Value {
    /// How the report prints a normalized value.
    public var display: String {
        switch self {
        case let .quantity(quantity):
            return quantity.value.exactText + quantity.unit.rawValue
        case let .color(color):
            let hex = String(format: "#%02X%02X%02X", color.red, color.green, color.blue)
            return color.alpha == 1 ? hex : "\(hex) @ \(color.alpha.exactText)"
        case let .easing(.bezier(x1, y1, x2, y2)):
            return "bezier(\([x1, y1, x2, y2].map(\.exactText).joined(separator: ", ")))"
        case let .easing(.named(name)):
            return name
        case let .token(name, opacity):
            return opacity.map { "\(name) @ \($0.value.exactText)" } ?? name
        case let .text(text):
            return "\"\(text)\""
        case let .list(items):
            return "[" + items.map(\.display).joined(separator: ", ") + "]"
        }
    }
}
