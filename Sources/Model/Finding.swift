import Foundation

/// How much a finding matters: errors fail the run, warnings only with `--strict`.
public enum Severity: String, Comparable, Sendable, Codable {
    case warning
    case error

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs == .warning && rhs == .error }
}

/// What kind of finding it is.
public enum FindingKind: String, Sendable, Codable, CaseIterable {
    /// A platform's value differs from the canonical one.
    case drift
    /// A fact was not found where the rules expect it.
    case missing
    /// A token defined on one platform only.
    case orphanToken = "orphan-token"
    /// A TSX token name standing for different canonical tokens in different places.
    case inconsistentToken = "inconsistent-token"
    /// A value that could not be read as a constant (it depends on run-time state).
    case notConstant = "not-constant"
    /// A syntax error in a checked source.
    case syntax
    /// A component source file the rules name is not in the checked tree.
    case missingFile = "missing-file"
    /// An inline suppression without a reason, or naming an unknown fact.
    case badSuppression = "bad-suppression"
    /// An inline suppression that silenced nothing.
    case unusedSuppression = "unused-suppression"
    /// A platform's algorithm gives another result than the canonical on some input.
    case algorithm
    /// A platform's algorithm uses a construct the lowering does not handle.
    case notAnalyzable = "not-analyzable"
    /// Inputs the rules generate on which the interpreted canonical traps: outside its
    /// domain, they are not compared.
    case canonicalDomain = "canonical-domain"
}

/// A value as one platform wrote it and as it reads after normalization.
public struct FoundValue: Hashable, Sendable {
    /// The source text (`12.dp`, `h-4`, `tween(200)`).
    public let raw: String
    /// The normalized value, if the text could be read as one.
    public let value: Value?

    public init(raw: String, value: Value?) {
        self.raw = raw
        self.value = value
    }
}

/// One thing the check reports.
public struct Finding: Hashable, Sendable {
    public let component: String
    /// `component.fact`, or a file for syntax findings.
    public let fact: String
    public let platform: Platform
    public let kind: FindingKind
    public var severity: Severity
    public let location: Location?
    public let found: FoundValue?
    public let canonical: FoundValue?
    public var message: String
    /// A shared cause, when many findings have one (`rem: nativewind 14`).
    public var cause: String?
    /// Where the value is used, when the finding points at where it is written (a
    /// constant's literal, reached through a reference).
    public var via: Location? = nil
    /// How to repair the finding, when it was asked for (`fix`, JSON and SARIF reports).
    public var repair: Repair? = nil
    /// Where the canonical is the outlier: the edit of the canonical source that makes
    /// it agree with the platforms (`fix --canonical`).
    public var canonicalRepair: CanonicalRepair? = nil
    /// Other places the finding names: for an algorithm drift, the next most suspicious
    /// statements after the one it points at.
    public var suspects: [Suspect] = []
    /// What a baseline entry names the finding by, when it is not its value: an
    /// algorithm drift's behaviour class and suspicious statements.
    public var identity: String? = nil
    /// The fact whose repair this drift's waits for: its rule reads a literal of that
    /// fact, which drifts too (`fix` repairs it first, then this one from the edited file).
    public var repairWaitsFor: String? = nil

    /// A fact on a platform, as repairs are matched (`repairWaitsFor` names the fact of
    /// the finding's own platform).
    public static func key(_ fact: String, on platform: Platform) -> String {
        fact + "|" + platform.name
    }

    public var factKey: String { Self.key(fact, on: platform) }

    public init(
        component: String, fact: String, platform: Platform, kind: FindingKind, severity: Severity, location: Location?,
        found: FoundValue?, canonical: FoundValue?, message: String, cause: String? = nil
    ) {
        self.component = component
        self.fact = fact
        self.platform = platform
        self.kind = kind
        self.severity = severity
        self.location = location
        self.found = found
        self.canonical = canonical
        self.message = message
        self.cause = cause
    }
}

/// A statement a fault localization ranks, with its score (Ochiai, 0 to 1).
public struct Suspect: Sendable, Hashable {
    public let location: Location
    public let score: Double

    public init(location: Location, score: Double) {
        self.location = location
        self.score = score
    }

    /// The score as reports print it: two decimals.
    public var scoreText: String { String(format: "%.2f", score) }
}

extension Finding {
    /// The cause of a drift that is the canonical's: the platforms agree with each other.
    public static let outlierCause = "canonical-outlier"
}

extension FindingKind {
    /// Every kind's name, as `severity:` and the baseline write them.
    public static var allNames: [String] { allCases.map(\.rawValue) }
}
