import Model

/// A value found for a fact on one platform, before normalization.
public struct Observation: Sendable {
    public let location: Location
    /// The value's source text (a literal, an expression, a class name).
    public private(set) var raw: String
    public private(set) var value: Evaluated
    /// When the value is not written: the platform default that applies (a key of
    /// the defaults table, e.g. `compose.tween.easing`).
    public let platformDefault: String?
    /// The locator's conversions and em size, carried to normalization.
    public let emSize: Evaluated?
    /// Where the value is written: a constant's expression when the observation reads
    /// it through a reference (`easing = ExitEasing`), else `location`.
    public var site: Location? = nil
    /// The pieces of source text the value was read from (literals, token names,
    /// classes): where a fix may write.
    public var leaves: [SourceLeaf] = []
    /// The pieces the other values this one is computed with were read from: the
    /// locator's adjustments (`minus` a ring's padding) and located bindings (`bind:
    /// {size.height: …}`). The value moves with them, but a fix of it does not write them.
    public var dependencyLeaves: [SourceLeaf] = []

    /// The bytes of the node the locator found: the expression itself, for code that
    /// runs it (an algorithm computed in place, `at:`).
    public var nodeBytes: Range<Int>? = nil

    /// Whether the value is a part another call adds to the one the locator found (a side
    /// padded again next to a padding, `padding(start = 2.dp)` beside `padding(horizontal
    /// = 6.dp)`): where another fact of the component reads it as its own, that fact
    /// checks it, and this one leaves it.
    public var isAddedPart = false

    /// Whether the value is a wider setting read where nothing narrower is written for
    /// the fact's sides (`.padding(5)` for a horizontal padding, `p-[5px]` for `px`): it
    /// is the fact's value, but changing it would move the other sides too, so `fix`
    /// leaves it.
    public var isWiderSetting = false

    /// Whether the value is the sum of settings of the same sides made on one another
    /// (`.padding(.horizontal, 3).padding(.horizontal, 2)` pads by 5): no one place holds
    /// it, so `fix` leaves it.
    public var isSum = false

    /// Every piece of source text the value moves with.
    public var allLeaves: [SourceLeaf] { leaves + dependencyLeaves }

    public init(location: Location, raw: String, value: Evaluated, platformDefault: String? = nil, emSize: Evaluated? = nil) {
        self.location = location
        self.raw = Self.excerpt(raw)
        self.value = value
        self.platformDefault = platformDefault
        self.emSize = emSize
    }

    /// Source text as findings quote it: a longer text is cut after `excerptLength`
    /// characters (a constant 10,000 brackets deep had made a 20 KB finding line).
    static func excerpt(_ text: String) -> String {
        // (Bytes first: every observation passes here, and counting characters walks the text.)
        guard text.utf8.count > excerptLength, text.count > excerptLength else { return text }
        return text.prefix(excerptLength) + "… (\(text.count - excerptLength) characters more)"
    }

    static let excerptLength = 240

    /// Where a finding about the value points: where it is written.
    public var valueLocation: Location { site ?? location }

    /// The same reading, as another value (written as `written` where given: an
    /// adjustment's arithmetic): what the code sets over it changes it (see
    /// `Extractor.copied`, `Extractor.adjusted`).
    func reading(_ other: Evaluated, raw written: String? = nil) -> Observation {
        var read = self
        read.value = other
        if let written { read.raw = Self.excerpt(written) }
        return read
    }
}

/// A piece of a file's text a value was read from.
public struct SourceLeaf: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// A number literal (`16`, `0.7f`, `0xFF1D1D1F`).
        case number
        /// The last name of a reference that is no constant of the file (a token:
        /// `surfaceRaised` in `colors.surfaceRaised`).
        case name
        /// A string literal, quotes included.
        case string
        /// One class of a `className` (`h-4`, `dark:bg-surface-raised`).
        case tailwindClass
        /// Where an argument the call does not write would go (an empty range), and the
        /// text around its value: `, easing = ` in `tween(200)`.
        case missingArgument(before: String, after: String)
    }

    public let kind: Kind
    /// UTF-8 byte offsets in the file's text.
    public let range: Range<Int>
    public let text: String

    public init(kind: Kind, range: Range<Int>, text: String) {
        self.kind = kind
        self.range = range
        self.text = text
    }
}

/// A locator the extractor cannot run (a query that does not compile for the language).
public struct LocatorError: Error, Sendable, CustomStringConvertible {
    public let origin: String
    public let message: String
    public var description: String { "\(origin): \(message)" }
}
