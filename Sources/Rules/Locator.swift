/// How to find one value in one platform's source.
///
/// A locator names a target (a declaration, a call argument, a Tailwind utility, a
/// style property, or a raw tree-sitter query) and narrows it with a scope: the names
/// of the enclosing declarations, calls, JSX elements and argument labels, outermost
/// first, not necessarily adjacent (`[SectionIndexBar, AnimatedVisibility, fadeIn]`).
public struct Locator: Sendable {
    public var scope: [String] = []
    /// Names that must not enclose the value (`not-in: [overlay]`).
    public var excludedScope: [String] = []
    public var target: Target
    /// For a conditional value (`active ? 200 : 400`): which branch is this fact; a list
    /// picks through nested conditionals.
    public var branch: [Branch] = []
    /// For a call target: the call must sit in this branch of the nearest enclosing
    /// conditional (`if (active) tween(200) else tween(400)`).
    public var inBranch: Branch?
    /// Values for names the expression depends on at run time (`progress: 0`), given
    /// as text or as another value of the same file (`size.height: the button's size`).
    public var bindings: [String: Binding] = [:]
    /// Other values of the same file added to or subtracted from this one (a badge's
    /// offset measured from its ring: `minus` the ring's padding).
    public var adjustments: [Adjustment] = []
    /// Run-time names the value is relative to (`drag.y` in `drag.y - 28`): their
    /// terms are dropped and the constant part is the value.
    public var relativeTo: [String] = []
    /// The unit of a bare number (`ms`, `s`, `pt`, `dp`, `px`, `sp`, `em`).
    public var unit: String?
    /// A platform default (a key of the defaults table) used when the call is found but
    /// the argument is not written.
    public var platformDefault: String?
    /// Whether the default applies too where the call is not written at all in the
    /// locator's scope (`default-if-absent`: an optional modifier, such as Reanimated's
    /// `.easing(…)`). Otherwise a missing call is missing: its default is the call's (a
    /// deleted `fadeOut(…)` once still read as fadeOut's default).
    public var defaultIfAbsent = false
    /// Whether the place may not be written (`optional`): one of a list of places that,
    /// where it is written, must hold the value too (`size(56.dp, 48.dp)`'s height beside
    /// `size(56.dp)`'s one argument). Finding nothing there is not a missing value.
    public var mayBeAbsent = false
    /// For em values: the argument of the same call that holds the font size.
    public var emSizeArgument: ArgumentSelector?
    public var conversions: [Conversion] = []
    public var origin: RuleOrigin

    public init(target: Target, origin: RuleOrigin) {
        self.target = target
        self.origin = origin
    }

    public indirect enum Binding: Sendable {
        case text(String)
        case located(Locator)
    }

    public struct Adjustment: Sendable {
        public let sign: Sign
        public let locator: Locator

        public enum Sign: String, Sendable {
            case plus = "+"
            case minus = "-"
        }
    }

    public enum Branch: String, Sendable {
        case then
        case `else`
    }

    public enum Target: Sendable {
        /// A named declaration, by its qualified path (`SectionIndexMath.rowHeight`,
        /// `styles.letter.height`, `LightColors.link`).
        case declaration([String])
        /// A call or modifier (by its last name, `padding`, `tween`, `duration`) and
        /// optionally one of its arguments; `conditions` select among calls.
        case call(name: String, receiver: String?, argument: ArgumentSelector?, conditions: [ArgumentCondition])
        /// A Tailwind utility in a JSX element's `className` (strings and `cn(…)`), or
        /// in another class attribute (`contentContainerClassName`).
        case tailwind(element: String?, utility: String, variant: String?, attribute: String)
        /// A key of a style object in a JSX element's `style` prop, followed through
        /// `StyleSheet` references.
        case style(element: String?, property: String, attribute: String)
        /// A use of a name (`ZoomIn`) whose value is a platform default the rule names.
        case uses(String)
        /// A raw tree-sitter query; the node captured as `@value` is the value.
        case query(String)
    }
}

/// An argument by label (`duration`, `end`) or by position among unlabeled arguments;
/// with both, a labeled argument wins and the position is the fallback.
public struct ArgumentSelector: Sendable, Hashable {
    public var index: Int?
    public var label: String?

    public init(index: Int? = nil, label: String? = nil) {
        self.index = index
        self.label = label
    }
}

/// A condition on a call's argument text (`.padding(.trailing, 6)`: argument 0 is `.trailing`).
public struct ArgumentCondition: Sendable, Hashable {
    public var argument: ArgumentSelector
    public var text: String
}

/// A conversion declared by a rule, applied after the value is read.
public enum Conversion: String, Sendable, CaseIterable {
    /// `end: -6` in TSX moves outward like `offset(x: 6)`.
    case negate
    /// A SwiftUI shadow radius is half the Compose/CSS blur.
    case radiusToBlur = "radius-to-blur"
}
