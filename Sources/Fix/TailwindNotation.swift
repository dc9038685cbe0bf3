import Extraction
import Foundation
import Model

/// Writes a value as a Tailwind class of the utility a fact reads, keeping the class's
/// variants (`dark:`, `active:`) and opacity modifier: the scale class when the value
/// is on Tailwind's default scale, else an arbitrary value (`h-[18px]`).
public enum TailwindNotation {
    /// Tailwind's default spacing scale, in scale steps (one step is rem/4):
    /// https://tailwindcss.com/docs/customizing-spacing#default-spacing-scale
    static let spacingScale: Set<Decimal> = Set(
        ["0", "0.5", "1", "1.5", "2", "2.5", "3", "3.5", "4", "5", "6", "7", "8", "9", "10", "11", "12", "14", "16",
         "20", "24", "28", "32", "36", "40", "44", "48", "52", "56", "60", "64", "72", "80", "96"]
            .compactMap { Decimal(string: $0, locale: Locale(identifier: "en_US_POSIX")) })
    /// Border, ring and outline widths are px, not spacing steps:
    /// https://tailwindcss.com/docs/border-width (`border` alone is 1px).
    static let widthScale: Set<Decimal> = [0, 2, 4, 8]
    /// https://tailwindcss.com/docs/transition-duration
    static let durationScale: Set<Decimal> = [0, 75, 100, 150, 200, 300, 500, 700, 1000]

    /// Classes that write `value` for `utility`, most idiomatic first, each shaped like
    /// `original` (the class as written). `tokenNames` are the names a token may be
    /// written as on this platform.
    public static func candidates(
        for value: Value, utility: String, original: String, rem: Decimal, tokenNames: [String]
    ) -> [String] {
        let written = TailwindClass(original)
        // A narrower class read with the fact's (`pl-1` for `px`) keeps its own utility.
        let utility = written.utility(readFor: utility) ?? utility
        switch value {
        case let .quantity(quantity):
            // The rule may negate what the class says (`-end-1.5` read as an offset of
            // 6): both signs are tried, and reading the fact again keeps the right one.
            let flipped = Quantity(-quantity.value, quantity.unit)
            var signs = written.negative == (quantity.value < 0) ? [quantity, flipped] : [flipped, quantity]
            // A radius, an opacity and a weight have no sign.
            if TailwindClass.setsRadius(utility) || utility == "opacity" || utility == "font" { signs = [quantity] }
            var seen: Set<String> = []
            return signs.flatMap { quantityCandidates($0, utility: utility, written: written, rem: rem) }.filter { seen.insert($0).inserted }
        case let .token(_, opacity):
            // The modifier as written first (another fact may read it as an opacity), then
            // the opacity the token is drawn with: reading the fact again keeps the right one.
            let modifiers: [String??] = opacity.map { opacityModifiers($0.value, like: written.opacityModifier).map(Optional.some) } ?? [.some(nil)]
            let spellings = tokenNames.flatMap { name in
                ([nil] + modifiers).map { rebuilt(written, utility: utility, value: name, negative: false, modifier: $0) }
            }
            var seen: Set<String> = []
            return spellings.filter { seen.insert($0).inserted }
        case let .color(color):
            return colorCandidates(color, utility: utility, written: written)
        default:
            return []
        }
    }

    /// A custom color (`bg-[#E8EAF0]`): its alpha as the `/NN` modifier where it is a whole
    /// percent, else in the hex.
    private static func colorCandidates(_ color: RGBAColor, utility: String, written: TailwindClass) -> [String] {
        let lowercase = written.value(ofUtility: utility)?.contains(where: \.isLowercase) ?? false
        let opaque = CSSColorNotation.hex(color, withAlpha: false, lowercase: lowercase)
        var candidates: [String] = []
        let percent = color.alpha * 100
        if color.alphaByte == 255 {
            candidates.append(rebuilt(written, utility: utility, value: "[\(opaque)]", negative: false, modifier: .some(nil)))
        } else if Decimal(NSDecimalNumber(decimal: percent).intValue) == percent {
            candidates.append(rebuilt(written, utility: utility, value: "[\(opaque)]", negative: false, modifier: percent.exactText))
        }
        let translucent = CSSColorNotation.hex(color, withAlpha: true, lowercase: lowercase)
        candidates.append(rebuilt(written, utility: utility, value: "[\(translucent)]", negative: false, modifier: .some(nil)))
        return candidates
    }

    private static func quantityCandidates(_ quantity: Quantity, utility: String, written: TailwindClass, rem: Decimal)
        -> [String]
    {
        let negative = quantity.value < 0
        let magnitude = negative ? -quantity.value : quantity.value
        let text = magnitude.exactText
        switch quantity.unit {
        case .milliseconds:
            let scaled = durationScale.contains(magnitude) ? [text] : []
            return (scaled + [text, "[\(text)ms]"]).map { rebuilt(written, utility: utility, value: $0, negative: negative) }
        case .none where utility == "font":
            // A weight: by Tailwind's name for it (https://tailwindcss.com/docs/font-weight), else its number.
            let names = FontWeightNames.names(for: magnitude, like: "semibold").filter(tailwindWeights.contains)
            return (names + ["[\(text)]"]).map { rebuilt(written, utility: utility, value: $0, negative: false) }
        case .none where utility == "opacity":
            // The opacity utility: its scale's percent, else a custom value; never a modifier.
            let percent = (magnitude * 100).exactText
            return [percent, "[\(magnitude.exactText)]"].map { rebuilt(written, utility: utility, value: $0, negative: negative) }
        case .none:
            // An opacity: the class's `/NN` modifier, or the `opacity-NN` utility.
            let modified = opacityModifiers(magnitude, like: written.opacityModifier).map { modifier in
                rebuilt(written, utility: utility, value: written.value(ofUtility: utility) ?? "", negative: negative, modifier: modifier)
            }
            return modified + [rebuilt(written, utility: utility, value: (magnitude * 100).exactText, negative: negative)]
        case .points:
            var values: [String] = []
            if TailwindClass.measuresWidth(utility) {
                if magnitude == 1 { values.append("") }
                if widthScale.contains(magnitude) { values.append(text) }
            } else if TailwindClass.setsRadius(utility) {
                if magnitude == TailwindClass.fullRadius { values.append("full") }
                values += TailwindClass.radiusScale.filter { $0.value * rem == magnitude }.keys.sorted()
            } else {
                let steps = magnitude * 4 / rem
                if spacingScale.contains(steps) { values.append(steps.exactText) }
                if magnitude == 1 { values.append("px") }
            }
            values.append("[\(text)px]")
            return values.map { rebuilt(written, utility: utility, value: $0, negative: negative) }
        default:
            return []
        }
    }

    /// An alpha as a color's modifier: in the custom form the class writes (`/[0.94]`,
    /// `/[94%]`) first, then as a percent (`/95`)
    /// (https://tailwindcss.com/docs/background-color#changing-the-opacity).
    private static func opacityModifiers(_ alpha: Decimal, like written: String?) -> [String] {
        let percent = (alpha * 100).exactText
        guard let written, TailwindClass.customValue(written) != nil else { return [percent] }
        let inner = String(written.dropFirst().dropLast())
        let custom =
            inner.hasSuffix("%")
            ? NumberNotation.render(alpha * 100, like: String(inner.dropLast())).map { "[\($0)%]" }
            : NumberNotation.render(alpha, like: inner).map { "[\($0)]" }
        return (custom.map { [$0] } ?? []) + [percent]
    }

    /// Tailwind's weight names: https://tailwindcss.com/docs/font-weight
    private static let tailwindWeights: Set<String> = ["thin", "extralight", "light", "normal", "medium", "semibold", "bold", "extrabold", "black"]

    /// `variants:` + `!`? + `-`? + `utility-value` + `/modifier` + `!`?: the class with
    /// another value; `modifier` replaces the opacity modifier (`.some(nil)` drops it),
    /// which stays as written when nil.
    private static func rebuilt(
        _ written: TailwindClass, utility: String, value: String, negative: Bool, modifier: String?? = nil
    ) -> String {
        let body = value.isEmpty ? utility : "\(utility)-\(value)"
        let sign = negative ? "-" : ""
        let opacity = (modifier ?? written.opacityModifier).map { "/\($0)" } ?? ""
        let before = written.important == .before ? "!" : ""
        let after = written.important == .after ? "!" : ""
        return (written.variants + [before + sign + body + opacity + after]).joined(separator: ":")
    }
}
