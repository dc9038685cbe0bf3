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
            guard unimported(value, language: language, fileText: fileText) == nil else { return nil }
            return "CubicBezierEasing(\([x1, y1, x2, y2].map { $0.exactText + "f" }.joined(separator: ", ")))"
        case let (.easing(.bezier(x1, y1, x2, y2)), "tsx"), let (.easing(.bezier(x1, y1, x2, y2)), "typescript"):
            guard unimported(value, language: language, fileText: fileText) == nil else { return nil }
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

    /// The name the expression for `value` needs that the file does not have in scope:
    /// the fix adds no import, and an unresolved name does not compile. (In scope: written
    /// in the file, imported by name or, in Kotlin, with its package's `*`.)
    public static func unimported(_ value: Value, language: String, fileText: String) -> String? {
        guard case .easing(.bezier) = value else { return nil }
        switch language {
        case "kotlin":
            return fileText.contains("CubicBezierEasing") || fileText.contains("androidx.compose.animation.core.*") ? nil : "CubicBezierEasing"
        case "tsx", "typescript":
            return fileText.contains("Easing") ? nil : "Easing"
        default:
            return nil
        }
    }
}
