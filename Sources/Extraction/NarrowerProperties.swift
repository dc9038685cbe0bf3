/// Style properties that set one value on several sides, the narrower ones that
/// override them on some of those sides, and (inversely) the wider ones that set a
/// property's sides where it is not written.
///
/// `px-4 pl-2` pads the left by 8, whatever order the classes are written in: Tailwind
/// orders its CSS so that the narrower utility comes later (https://tailwindcss.com/docs/padding,
/// "Adding horizontal padding"; the same holds for margin, inset, radius, border width,
/// and `size` against `w` and `h`). React Native gives the narrower style property precedence in the same way
/// (`paddingLeft` over `paddingHorizontal` over `padding`:
/// https://reactnative.dev/docs/layout-props#paddinghorizontal). A fact read from the wider
/// one reads each narrower one present too, so an override shows as another value of the
/// fact, not as a silent pass.
public enum NarrowerProperties {
    /// The names the tables know: Tailwind utilities (`px`) or React Native style
    /// properties (`paddingHorizontal`).
    public enum Vocabulary: Sendable {
        case tailwind, reactNative

        fileprivate var narrower: [String: [String]] { self == .tailwind ? NarrowerProperties.tailwind : NarrowerProperties.reactNative }
        fileprivate var wider: [String: [String]] { self == .tailwind ? NarrowerProperties.widerTailwind : NarrowerProperties.widerReactNative }
        fileprivate var sides: [String: Set<Side>] { self == .tailwind ? NarrowerProperties.tailwindSides : NarrowerProperties.reactNativeSides }
    }

    /// The names whose written values set a fact's name (see `setting(of:_:amongWritten:readingWider:)`).
    public struct Setting: Equatable, Sendable {
        /// The name, or the wider one read for it, and the narrower names, which override
        /// it on their sides (`pl` beside `px`).
        public let names: Set<String>
        /// The wider name read because neither the name nor narrower names written set all
        /// its sides; nil where they do.
        public let wider: String?
    }

    /// What sets `name` where the names `written` are written: the name and its narrower
    /// names, where the name is written or the narrower ones set all its sides (`ps-1.5
    /// pe-1.5` for `px`; `w-14 h-14` for `size`); else, with `readingWider`, the narrowest
    /// wider name written with the narrower ones (`p-[5px] pl-[6px]` for `px`); else nil:
    /// nothing sets all its sides (`pl-1.5` alone pads no right side). Every reader of a
    /// utility or a style property decides so, on classes, inline styles and style entries.
    public static func setting(of name: String, _ vocabulary: Vocabulary, amongWritten written: Set<String>, readingWider: Bool) -> Setting? {
        let narrower = vocabulary.narrower[name] ?? []
        if written.contains(name) || covers(name, written, narrower: narrower, sides: vocabulary.sides) {
            return Setting(names: Set([name] + narrower), wider: nil)
        }
        guard readingWider, let wider = vocabulary.wider[name]?.first(where: written.contains) else { return nil }
        return Setting(names: Set([wider] + narrower), wider: wider)
    }

    /// Whether the narrower names `written` together set every side `wide` sets.
    private static func covers(_ wide: String, _ written: Set<String>, narrower: [String], sides: [String: Set<Side>]) -> Bool {
        guard let wanted = sides[wide] else { return false }
        let set = written.intersection(narrower).reduce(into: Set<Side>()) { $0.formUnion(sides[$1] ?? []) }
        return wanted.isSubset(of: set)
    }

    /// A side, corner or dimension a property sets. Start and end are left and right:
    /// the layout is read left to right, as the docs' is.
    enum Side: Hashable {
        case top, right, bottom, left, topLeft, topRight, bottomRight, bottomLeft, width, height
    }

    private static let boxSides: [String: [Side]] = [
        "": [.top, .right, .bottom, .left], "x": [.left, .right], "y": [.top, .bottom], "t": [.top], "r": [.right], "b": [.bottom],
        "l": [.left], "s": [.left], "e": [.right],
    ]

    private static let tailwindSides: [String: Set<Side>] = {
        var table: [String: Set<Side>] = [:]
        for (family, separator) in [("p", ""), ("m", ""), ("scroll-p", ""), ("scroll-m", ""), ("border", "-")] {
            for (side, sides) in boxSides { table[side.isEmpty ? family : family + separator + side] = Set(sides) }
        }
        for (name, side) in [("inset-x", "x"), ("inset-y", "y"), ("inset", ""), ("top", "t"), ("right", "r"), ("bottom", "b"), ("left", "l"), ("start", "s"), ("end", "e")] {
            table[name] = Set(boxSides[side] ?? [])
        }
        table["size"] = [.width, .height]
        table["w"] = [.width]
        table["h"] = [.height]
        let corners: [String: [Side]] = [
            "": [.topLeft, .topRight, .bottomRight, .bottomLeft], "t": [.topLeft, .topRight], "r": [.topRight, .bottomRight],
            "b": [.bottomRight, .bottomLeft], "l": [.topLeft, .bottomLeft], "s": [.topLeft, .bottomLeft], "e": [.topRight, .bottomRight],
            "tl": [.topLeft], "tr": [.topRight], "br": [.bottomRight], "bl": [.bottomLeft],
            "ss": [.topLeft], "se": [.topRight], "ee": [.bottomRight], "es": [.bottomLeft],
        ]
        for (corner, sides) in corners { table[corner.isEmpty ? "rounded" : "rounded-" + corner] = Set(sides) }
        return table
    }()

    private static let reactNativeSides: [String: Set<Side>] = {
        var table: [String: Set<Side>] = [:]
        let named: [(suffix: String, side: String)] = [
            ("", ""), ("Horizontal", "x"), ("Vertical", "y"), ("Top", "t"), ("Right", "r"), ("Bottom", "b"), ("Left", "l"), ("Start", "s"), ("End", "e"),
        ]
        for family in ["padding", "margin"] {
            for (suffix, side) in named { table[family + suffix] = Set(boxSides[side] ?? []) }
        }
        for suffix in ["Width", "Color"] {
            for (name, side) in named where !["Horizontal", "Vertical"].contains(name) { table["border" + name + suffix] = Set(boxSides[side] ?? []) }
        }
        for (name, side) in [("inset", ""), ("top", "t"), ("right", "r"), ("bottom", "b"), ("left", "l"), ("start", "s"), ("end", "e")] {
            table[name] = Set(boxSides[side] ?? [])
        }
        let corners: [(String, Side)] = [
            ("TopLeft", .topLeft), ("TopRight", .topRight), ("BottomRight", .bottomRight), ("BottomLeft", .bottomLeft),
            ("TopStart", .topLeft), ("TopEnd", .topRight), ("BottomEnd", .bottomRight), ("BottomStart", .bottomLeft),
        ]
        table["borderRadius"] = [.topLeft, .topRight, .bottomRight, .bottomLeft]
        for (name, corner) in corners { table["border\(name)Radius"] = [corner] }
        return table
    }()

    /// The Tailwind utilities narrower than `utility` (`pl`, `pr`, `ps`, `pe` for `px`).
    public static func utilities(narrowerThan utility: String) -> [String] {
        tailwind[utility] ?? []
    }

    /// The React Native style properties narrower than `property` (`paddingLeft`, … for
    /// `paddingHorizontal`).
    public static func styleProperties(narrowerThan property: String) -> [String] {
        reactNative[property] ?? []
    }

    /// The Tailwind utilities that set every side `utility` sets and more, narrowest
    /// first (`px`, then `p`, for `pl`; `size` for `h`): where none of `utility` and its
    /// narrower ones is written, the narrowest written of these sets its sides.
    public static func utilities(widerThan utility: String) -> [String] {
        widerTailwind[utility] ?? []
    }

    /// The same for React Native style properties (`paddingHorizontal`, then `padding`,
    /// for `paddingLeft`).
    public static func styleProperties(widerThan property: String) -> [String] {
        widerReactNative[property] ?? []
    }

    /// The narrower tables turned round once (every Tailwind class a check normalizes asks).
    private static let widerTailwind = inverted(tailwind, sides: tailwindSides)
    private static let widerReactNative = inverted(reactNative, sides: reactNativeSides)

    /// For each name, the wider ones listing it, narrowest first.
    private static func inverted(_ table: [String: [String]], sides: [String: Set<Side>]) -> [String: [String]] {
        var wider: [String: [String]] = [:]
        for (wide, narrower) in table {
            for name in narrower { wider[name, default: []].append(wide) }
        }
        return wider.mapValues { names in names.sorted { (sides[$0]?.count ?? 0, $0) < (sides[$1]?.count ?? 0, $1) } }
    }

    /// Sides, as Tailwind names them in its utilities: t, r, b, l, and the logical s, e.
    private static let tailwind: [String: [String]] = {
        var table: [String: [String]] = [:]
        // `px`, `scroll-mx`: the side follows the family's letter; `border-x`: after a dash.
        for (family, separator) in [("p", ""), ("m", ""), ("scroll-p", ""), ("scroll-m", ""), ("border", "-")] {
            let name = { (side: String) in family + separator + side }
            table[family] = ["x", "y", "t", "r", "b", "l", "s", "e"].map(name)
            table[name("x")] = ["l", "r", "s", "e"].map(name)
            table[name("y")] = ["t", "b"].map(name)
        }
        table["inset"] = ["inset-x", "inset-y", "top", "right", "bottom", "left", "start", "end"]
        table["inset-x"] = ["left", "right", "start", "end"]
        table["inset-y"] = ["top", "bottom"]
        // Not `gap` against `gap-x`/`gap-y`: a list uses one axis, and which is not known.
        // `size-14` sets width and height (https://tailwindcss.com/docs/width#setting-both-width-and-height);
        // Tailwind orders `w` and `h` after it.
        table["size"] = ["w", "h"]
        let corners = ["tl", "tr", "br", "bl", "ss", "se", "ee", "es"]
        table["rounded"] = (["t", "r", "b", "l", "s", "e"] + corners).map { "rounded-\($0)" }
        for (side, sideCorners) in [
            ("t", ["tl", "tr", "ss", "se"]), ("r", ["tr", "br", "se", "ee"]), ("b", ["br", "bl", "ee", "es"]),
            ("l", ["tl", "bl", "ss", "es"]), ("s", ["ss", "es"]), ("e", ["se", "ee"]),
        ] {
            table["rounded-\(side)"] = sideCorners.map { "rounded-\($0)" }
        }
        return table
    }()

    private static let reactNative: [String: [String]] = {
        var table: [String: [String]] = [:]
        for family in ["padding", "margin"] {
            table[family] = ["Horizontal", "Vertical", "Top", "Right", "Bottom", "Left", "Start", "End"].map { family + $0 }
            table[family + "Horizontal"] = ["Left", "Right", "Start", "End"].map { family + $0 }
            table[family + "Vertical"] = ["Top", "Bottom"].map { family + $0 }
        }
        for (family, suffix) in [("border", "Width"), ("border", "Color")] {
            table[family + suffix] = ["Top", "Right", "Bottom", "Left", "Start", "End"].map { family + $0 + suffix }
        }
        table["borderRadius"] = ["TopLeft", "TopRight", "BottomLeft", "BottomRight", "TopStart", "TopEnd", "BottomStart", "BottomEnd"]
            .map { "border\($0)Radius" }
        table["inset"] = ["top", "right", "bottom", "left", "start", "end"]
        return table
    }()
}
