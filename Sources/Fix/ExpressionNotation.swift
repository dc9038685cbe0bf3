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

    /// The name the expression for `value` needs that the file does not import: the fix
    /// adds no import, and an unresolved name does not compile. (Imported: by its own
    /// name, not under another, or in Kotlin with its package's `*`; a commented-out
    /// import is none.)
    public static func unimported(_ value: Value, language: String, fileText: String) -> String? {
        guard case .easing(.bezier) = value else { return nil }
        let imports = importStatements(fileText)
        switch language {
        case "kotlin":
            let package = "androidx.compose.animation.core"
            let imported = imports.contains { $0 == "import \(package).CubicBezierEasing" || $0 == "import \(package).*" }
            return imported ? nil : "CubicBezierEasing"
        case "tsx", "typescript":
            let fromReanimated = imports.filter { $0.contains("\"react-native-reanimated\"") || $0.contains("'react-native-reanimated'") }
            return fromReanimated.contains { namedImports($0).contains("Easing") } ? nil : "Easing"
        default:
            return nil
        }
    }

    /// A file's import statements, each on one line (`import { A,\n B } from "x"` joined),
    /// a trailing `;` dropped; lines that are comments are none.
    static func importStatements(_ text: String) -> [String] {
        var statements: [String] = []
        var open: String?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            // (Most lines are no import: they are passed over before Foundation trims them,
            // which was 2 % of a check that plans repairs.)
            guard open != nil || line.drop(while: \.isWhitespace).hasPrefix("import") else { continue }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if let started = open {
                let joined = started + " " + trimmed
                if trimmed.contains("from") {
                    statements.append(joined)
                    open = nil
                } else {
                    open = joined
                }
                continue
            }
            guard trimmed.hasPrefix("import ") || trimmed.hasPrefix("import{") else { continue }
            let statement = trimmed.hasSuffix(";") ? String(trimmed.dropLast()) : trimmed
            // A TypeScript import of names that goes on past this line.
            if statement.contains("{"), !statement.contains("}") { open = statement } else { statements.append(statement) }
        }
        return statements
    }

    /// The values a TypeScript import brings in under their own name (`{ Easing, X as Y,
    /// type Z }`: `Easing`; a type-only import is no value).
    static func namedImports(_ statement: String) -> [String] {
        guard let open = statement.firstIndex(of: "{"), let close = statement.firstIndex(of: "}"), open < close,
            !statement.hasPrefix("import type")
        else { return [] }
        return statement[statement.index(after: open)..<close].split(separator: ",").compactMap { item in
            let words = item.split(separator: " ")
            return words.count == 1 ? String(words[0]) : nil
        }
    }
}
