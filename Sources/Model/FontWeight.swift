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
