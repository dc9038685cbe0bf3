/// Style properties that set one value on several sides, and the narrower ones that
/// override them on some of those sides.
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
    /// The Tailwind utilities narrower than `utility` (`pl`, `pr`, `ps`, `pe` for `px`).
    public static func utilities(narrowerThan utility: String) -> [String] {
        tailwind[utility] ?? []
    }

    /// The React Native style properties narrower than `property` (`paddingLeft`, … for
    /// `paddingHorizontal`).
    public static func styleProperties(narrowerThan property: String) -> [String] {
        reactNative[property] ?? []
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
