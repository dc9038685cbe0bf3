import Foundation

/// One Tailwind utility class as written in a `className`: `dark:active:bg-surface/95`,
/// `-top-1.5`, `h-[520px]`, `border`.
public struct TailwindClass: Hashable, Sendable, CustomStringConvertible {
    /// The whole class as written.
    public let text: String
    /// Variant prefixes (`dark`, `active`), outermost first.
    public let variants: [String]
    /// A leading `-`: a negative value.
    public let negative: Bool
    /// The class without variants and sign: `bg-surface/95`, `top-1.5`.
    public let body: String
    /// The opacity modifier after `/` (`95`, or a custom `[0.95]`), if any; not for
    /// fractions like `w-1/2`.
    public let opacityModifier: String?
    /// Tailwind's important modifier, `!`: before the class in v3 (`!px-2`), after it in
    /// v4 (`px-2!`). The class still sets its value (https://tailwindcss.com/docs/styling-with-utility-classes#using-the-important-modifier).
    public let important: Important?

    public enum Important: Sendable {
        case before, after
    }

    public init(_ text: String) {
        self.text = text
        var parts = Self.splitVariants(text)
        var body = parts.removeLast()
        variants = parts
        if body.hasPrefix("!") {
            important = .before
            body.removeFirst()
        } else if body.hasSuffix("!") {
            important = .after
            body.removeLast()
        } else {
            important = nil
        }
        negative = body.hasPrefix("-")
        if negative { body.removeFirst() }
        // A custom value's own slash is not a modifier (`w-[1/2]`); one after it is (`bg-[#E8EAF0]/50`).
        if let slash = body.lastIndex(of: "/"), !body[..<slash].contains("[") || body[..<slash].hasSuffix("]"),
            Self.isModifier(body[body.index(after: slash)...]),
            !body[..<slash].last.map(\.isNumber).isTrue
        {
            opacityModifier = String(body[body.index(after: slash)...])
            body = String(body[..<slash])
        } else {
            opacityModifier = nil
        }
        self.body = body
    }

    /// `95` or `[0.95]`: a number, or a custom value (https://tailwindcss.com/docs/background-color#changing-the-opacity).
    private static func isModifier(_ text: Substring) -> Bool {
        text.allSatisfy(\.isNumber) || text.count > 2 && text.hasPrefix("[") && text.hasSuffix("]")
    }

    /// The value after `utility-` if the class is that utility (`h-4` for `h` → `4`;
    /// `border` for `border` → empty), else nil.
    public func value(ofUtility utility: String) -> String? {
        if body == utility { return "" }
        guard body.hasPrefix(utility + "-") else { return nil }
        return String(body.dropFirst(utility.count + 1))
    }

    public var description: String { text }

    /// The utility this class is when a fact reads `utility`: `utility` itself, a
    /// narrower one that overrides it on some sides (`pl` for `pl-2` read for `px`), or a
    /// wider one (`p` for `p-2`, which the extractor reads only where neither is written;
    /// see `NarrowerProperties`).
    /// The longest that fits: `rounded-t-lg` is `rounded-t`'s `lg`, not `rounded`'s `t-lg`.
    public func utility(readFor utility: String) -> String? {
        self.utility(among: [utility] + NarrowerProperties.utilities(narrowerThan: utility) + NarrowerProperties.utilities(widerThan: utility))
    }

    /// The longest of `utilities` this class is (see `utility(readFor:)`).
    func utility(among utilities: [String]) -> String? {
        var found: String?
        for utility in utilities where utility.count > (found?.count ?? -1) && value(ofUtility: utility) != nil { found = utility }
        return found
    }

    /// The variants that select a state or a theme (`dark`, `active`), without those of a
    /// place the component runs in: a value under them is one it takes there, read as a
    /// value of the fact (`h-4 md:h-5` is not 16pt throughout; the width variants had been
    /// dropped, a false parity), and `md:dark:` is a dark theme's value.
    public var stateVariants: [String] {
        variants.filter { !Self.isPlaceVariant($0) }
    }

    /// A phone platform's variant (https://nativewind.dev/core-concepts/platforms), a screen
    /// width's (the breakpoints, `max-*`, `min-[…]`, container queries `@…`:
    /// https://tailwindcss.com/docs/responsive-design), or an orientation's, a writing
    /// direction's, a motion or contrast preference's, print's
    /// (https://tailwindcss.com/docs/hover-focus-and-other-states).
    private static func isPlaceVariant(_ variant: String) -> Bool {
        placeVariants.contains(variant) || variant.hasPrefix("max-") || variant.hasPrefix("min-") || variant.hasPrefix("@")
    }

    private static let placeVariants: Set<String> = [
        "ios", "android", "native", "sm", "md", "lg", "xl", "2xl", "portrait", "landscape", "rtl", "ltr", "motion-safe",
        "motion-reduce", "contrast-more", "contrast-less", "forced-colors", "print",
    ]

    /// Whether the class is written for one theme only: Tailwind's `dark:`
    /// (https://tailwindcss.com/docs/dark-mode), and Uniwind's `light:` and `dark:`
    /// (https://docs.uniwind.dev/theming/basics).
    public var isThemeClass: Bool {
        stateVariants.count == 1 && Self.themeVariants.contains(stateVariants[0])
    }

    private static let themeVariants: Set<String> = ["dark", "light"]

    /// Whether a utility's number is a width in px (`border-2` is 2px), not a step of
    /// the spacing scale: https://tailwindcss.com/docs/border-width,
    /// https://tailwindcss.com/docs/ring-width, https://tailwindcss.com/docs/outline-width
    public static func measuresWidth(_ utility: String) -> Bool {
        let widths: Set<String> = [
            "border", "border-x", "border-y", "border-t", "border-r", "border-b", "border-l", "border-s", "border-e",
            "ring", "ring-offset", "outline", "outline-offset", "divide-x", "divide-y", "stroke",
        ]
        return widths.contains(utility)
    }

    /// The inside of a custom value (`[.75rem]` → `0.75rem`: a leading dot is a number
    /// too); nil for a value on a scale.
    public static func customValue(_ raw: String) -> String? {
        guard raw.hasPrefix("["), raw.hasSuffix("]") else { return nil }
        let inside = String(raw.dropFirst().dropLast())
        return inside.hasPrefix(".") ? "0" + inside : inside
    }

    /// Whether a utility sets a corner radius (`rounded`, `rounded-t`, `rounded-tl`, …),
    /// whose scale is named, not the spacing scale's steps.
    public static func setsRadius(_ utility: String) -> Bool {
        utility == "rounded" || utility.hasPrefix("rounded-")
    }

    /// The radius scale in rem, where Tailwind v3 (NativeWind) and v4 (Uniwind) agree, or
    /// where only v4 has the step: https://v3.tailwindcss.com/docs/border-radius and
    /// https://tailwindcss.com/docs/border-radius. `rounded` alone is 0.25rem in both;
    /// `full` is 9999px. `sm` is 0.125rem in v3 and 0.25rem in v4: not read.
    public static let radiusScale: [String: Decimal] = [
        "none": 0, "": 0.25, "xs": 0.125, "md": 0.375, "lg": 0.5, "xl": 0.75, "2xl": 1, "3xl": 1.5, "4xl": 2,
    ]

    /// The style properties a utility sets (https://tailwindcss.com/docs/height,
    /// https://tailwindcss.com/docs/padding, …), by their React Native names.
    public static let styleProperties: [String: [String]] = {
        var table: [String: [String]] = [
            "h": ["height"], "w": ["width"], "size": ["width", "height"], "min-h": ["minHeight"], "min-w": ["minWidth"],
            "max-h": ["maxHeight"], "max-w": ["maxWidth"], "gap": ["gap"], "gap-x": ["columnGap"], "gap-y": ["rowGap"],
            "inset": ["inset"], "top": ["top"], "right": ["right"], "bottom": ["bottom"], "left": ["left"], "start": ["start"], "end": ["end"],
            "rounded": ["borderRadius"], "opacity": ["opacity"], "z": ["zIndex"],
        ]
        for (prefix, property) in [("p", "padding"), ("m", "margin")] {
            table[prefix] = [property]
            for (side, name) in [("x", "Horizontal"), ("y", "Vertical"), ("t", "Top"), ("r", "Right"), ("b", "Bottom"), ("l", "Left"), ("s", "Start"), ("e", "End")] {
                table[prefix + side] = [property + name]
            }
        }
        return table
    }()

    /// The other `text-*` utilities that are no colors: alignment, wrapping, overflow
    /// (https://tailwindcss.com/docs/text-align, /text-wrap, /text-overflow).
    public static let textLayouts: Set<String> = ["left", "center", "right", "justify", "start", "end", "wrap", "nowrap", "balance", "pretty", "ellipsis", "clip"]

    /// The font size scale's names, which `text-*` shares with colors
    /// (https://tailwindcss.com/docs/font-size).
    public static let fontSizes: Set<String> = ["xs", "sm", "base", "lg", "xl", "2xl", "3xl", "4xl", "5xl", "6xl", "7xl", "8xl", "9xl"]

    /// `rounded-full`, in px.
    public static let fullRadius: Decimal = 9999

    /// `dark:active:bg-x` → [dark, active, bg-x], leaving `:` inside `[...]` alone.
    private static func splitVariants(_ text: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var bracketDepth = 0
        for character in text {
            switch character {
            case "[": bracketDepth += 1
            case "]": bracketDepth -= 1
            case ":" where bracketDepth == 0:
                parts.append(current)
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        parts.append(current)
        return parts
    }
}

extension Optional where Wrapped == Bool {
    fileprivate var isTrue: Bool { self ?? false }
}
