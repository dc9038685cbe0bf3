import Foundation

/// Font weights by name, as SwiftUI (`.semibold`), Compose (`FontWeight.SemiBold`) and
/// CSS keywords name them, case aside: https://developer.apple.com/documentation/swiftui/font/weight,
/// https://developer.android.com/reference/kotlin/androidx/compose/ui/text/font/FontWeight
public enum FontWeightNames {
    /// Lower-cased name → numeric weight.
    public static let weights: [String: Decimal] = [
        "thin": 100, "ultralight": 200, "extralight": 200, "light": 300, "regular": 400, "normal": 400,
        "medium": 500, "semibold": 600, "bold": 700, "extrabold": 800, "heavy": 800, "black": 900,
    ]

    /// Compose's numbered weight for `weight` (`W600`), from `W100` to `W900`; nil for
    /// another number.
    public static func numberedName(for weight: Decimal) -> String? {
        let hundreds = NSDecimalNumber(decimal: weight).intValue
        guard Decimal(hundreds) == weight, (1...9).contains(hundreds / 100), hundreds % 100 == 0 else { return nil }
        return "W\(hundreds)"
    }

    /// Whether `name` is one of Compose's numbered weights (`W700`).
    public static func isNumberedName(_ name: String) -> Bool {
        name.hasPrefix("W") && Int(name.dropFirst()).map { numberedName(for: Decimal($0)) == name } == true
    }

    /// The names of a weight in a spelling like `written`'s (`SemiBold` → `Bold`,
    /// `semibold` → `bold`), the platform's own first.
    public static func names(for weight: Decimal, like written: String) -> [String] {
        let compose: [String: String] = ["extralight": "ExtraLight", "semibold": "SemiBold", "extrabold": "ExtraBold"]
        let lowered = weights.filter { $0.value == weight }.keys.sorted()
        let capitalized = written.first?.isUppercase == true
        return lowered.map { name in
            capitalized ? compose[name] ?? name.prefix(1).uppercased() + name.dropFirst() : name
        }
    }
}
