import Model

/// A value found for a fact on one platform, before normalization.
public struct Observation: Sendable {
    public let location: Location
    /// The value's source text (a literal, an expression, a class name).
    public let raw: String
    public let value: Evaluated
    /// When the value is not written: the platform default that applies (a key of
    /// the defaults table, e.g. `compose.tween.easing`).
    public let platformDefault: String?
    /// The locator's conversions and em size, carried to normalization.
    public let emSize: Evaluated?

    public init(location: Location, raw: String, value: Evaluated, platformDefault: String? = nil, emSize: Evaluated? = nil) {
        self.location = location
        self.raw = raw
        self.value = value
        self.platformDefault = platformDefault
        self.emSize = emSize
    }
}

/// A locator the extractor cannot run (a query that does not compile for the language).
public struct LocatorError: Error, Sendable, CustomStringConvertible {
    public let origin: String
    public let message: String
    public var description: String { "\(origin): \(message)" }
}
