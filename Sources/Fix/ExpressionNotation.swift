import Foundation
import Model

/// A value written as a whole expression, for an argument the source does not write
/// yet (`tween(200)` → `tween(200, easing = CubicBezierEasing(0.32f, 0.72f, 0f, 1f))`).
/// Only the platform APIs the docs use: Compose's `CubicBezierEasing` and Reanimated's
/// `Easing.bezier` (https://docs.swmansion.com/react-native-reanimated/docs/animations/withTiming).
public enum ExpressionNotation {
    public static func render(_ value: Value, language: String, fileText: String) -> String? {
        switch (value, language) {
        case let (.easing(.bezier(x1, y1, x2, y2)), "kotlin"):
            return "CubicBezierEasing(\([x1, y1, x2, y2].map { $0.exactText + "f" }.joined(separator: ", ")))"
        case let (.easing(.bezier(x1, y1, x2, y2)), "tsx"), let (.easing(.bezier(x1, y1, x2, y2)), "typescript"):
            // Easing must already be in scope: the fix adds no import.
            guard fileText.contains("Easing") else { return nil }
            return "Easing.bezier(\([x1, y1, x2, y2].map(\.exactText).joined(separator: ", ")))"
        case let (.quantity(quantity), "kotlin"):
            switch quantity.unit {
            case .points: return quantity.value.exactText + ".dp"
            case .milliseconds: return quantity.value.exactText
            case .none: return quantity.value.exactText + "f"
            default: return nil
            }
        case let (.quantity(quantity), "tsx"), let (.quantity(quantity), "typescript"):
            return quantity.unit == .em || quantity.unit == .percent ? nil : quantity.value.exactText
        default:
            return nil
        }
    }
}
