import Extraction
import Foundation
import Model
import Rules

/// A platform's value for a fact, read in the fact's terms: the value (or why there is
/// none), how the report shows it, and each conversion applied on the way.
public struct NormalizedObservation: Sendable {
    public let observation: Observation
    public private(set) var value: Value?
    /// Why there is no value (not a constant, an unsupported form).
    public let problem: String?
    /// The conversions applied, for `explain` (`px-1.5 → 1.5 × 16/4 = 6pt`).
    public private(set) var steps: [String]
    /// Whether there is no value because the locator lacks its `unit:` (a bare `200` for
    /// a duration): the rule is incomplete, and the check cannot be done (exit 2), as for
    /// a canonical value not read; a finding would blame the code for the rule.
    public internal(set) var lacksRuleUnit = false
    /// The cited platform default the value came from, if it was not written.
    public let defaultSource: String?
    /// Whether the value came from Tailwind's spacing scale (and so from the rem).
    public let dependsOnRem: Bool
    /// For token facts: the name as written, before the alias table.
    public var sourceToken: String? = nil
    /// How the report names the default the value came from (`FastOutSlowInEasing (tween default)`).
    public var defaultDisplay: String? = nil
    /// The locator that found it, and its place among that locator's observations: how
    /// a fix reads the same value again from an edited file.
    public var locator: Locator? = nil
    public var ordinal = 0

    /// The token alone, where another fact reads the opacity it is drawn with (`fact`'s
    /// opacity of `bg-surface/95`): the token then compares by its name.
    public func leavingOpacity(to fact: String) -> NormalizedObservation {
        guard case let .token(name, opacity?) = value else { return self }
        var token = self
        token.value = .token(name)
        token.steps.append("opacity \(opacity.value.exactText) is \(fact)'s")
        token.opacityReader = fact
        return token
    }

    /// The fact that reads the opacity the token is drawn with (`leavingOpacity`): the
    /// value read again after an edit leaves it to that fact too.
    public private(set) var opacityReader: String?

    /// `16 (h-4)`: the value as written, and its normalized form where that differs.
    public var cell: String {
        guard let value else { return "? \(observation.raw)" }
        if defaultSource != nil { return value.display + " (default)" }
        return value.display == observation.raw ? value.display : "\(value.display) (\(observation.raw))"
    }
}

/// Everything normalization depends on besides the observation.
public struct NormalizationContext: Sendable {
    public let platform: Platform
    /// The Tailwind rem in px for this platform's flavor.
    public let rem: Decimal
    public let aliases: TokenAliases
    /// The defaults the rules declare, beside the built-in ones.
    public let declaredDefaults: [String: DeclaredDefault]

    public init(platform: Platform, rem: Decimal, aliases: TokenAliases, declaredDefaults: [String: DeclaredDefault] = [:]) {
        self.platform = platform
        self.rem = rem
        self.aliases = aliases
        self.declaredDefaults = declaredDefaults
    }

    var usesTSXNames: Bool { platform.isTypeScript }
}

public enum Normalizer {
    public static func normalize(
        _ observation: Observation, fact: FactShape, locator: Locator, context: NormalizationContext
    ) -> NormalizedObservation {
        var reader = ValueReader(fact: fact, locator: locator, context: context)
        if let key = observation.platformDefault {
            guard let known = PlatformDefaults.table[key] ?? context.declaredDefaults[key].map(PlatformDefault.init) else {
                return NormalizedObservation(
                    observation: observation, value: nil, problem: "unknown platform default '\(key)'", steps: [],
                    defaultSource: nil, dependsOnRem: false)
            }
            var normalized = NormalizedObservation(
                observation: observation, value: known.value, problem: nil, steps: ["default: \(known.source)"],
                defaultSource: known.source, dependsOnRem: false)
            normalized.defaultDisplay = known.display
            normalized.locator = locator
            return normalized
        }
        let result = reader.read(observation)
        var normalized = NormalizedObservation(
            observation: observation, value: result.value, problem: result.problem, steps: reader.steps,
            defaultSource: nil, dependsOnRem: reader.dependsOnRem)
        normalized.sourceToken = reader.sourceToken
        normalized.lacksRuleUnit = reader.lacksRuleUnit
        normalized.locator = locator
        return normalized
    }
}

/// The parts of a fact normalization needs.
public struct FactShape: Sendable {
    public let kind: FactKind
    public let tokenGroup: String?

    public init(kind: FactKind, tokenGroup: String?) {
        self.kind = kind
        self.tokenGroup = tokenGroup
    }
}
