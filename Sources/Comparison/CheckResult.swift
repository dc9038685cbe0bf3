import Model
import Normalization

/// The outcome of a check: a parity matrix per component, the findings, and the facts
/// the rules expect to be absent on some platforms.
public struct CheckResult: Sendable {
    public var components: [ComponentResult] = []
    /// Sorted by file, line, column, then fact.
    public var findings: [Finding] = []
    public var expectedAbsences: [ExpectedAbsence] = []
    /// Components with no source at all below the checked folder (not checked).
    public var absentComponents: [String] = []
    /// Inputs the check could not read (exit status 2).
    public var failures: [String] = []
    /// What the user should know but does not fail the run (a pattern that matches nothing).
    public var warnings: [String] = []
    /// Findings silenced by inline suppressions (counted in the summary).
    public var suppressedCount = 0
    /// Findings accepted by the baseline (not failing the run).
    public var baselinedCount = 0
    /// Those findings, for SARIF's `baselineState`.
    public var baselinedFindings: [Finding] = []
    /// Whether a baseline was applied (SARIF then marks the other results `new`).
    public var baselineApplied = false
    /// Findings silenced by an inline suppression, with its reason (SARIF `suppressions`).
    public var suppressedFindings: [SuppressedFinding] = []
    /// Baseline entries that no longer occur.
    public var staleBaselineEntries: [String] = []
    /// How many source files below the folder were parsed.
    public var checkedFiles = 0
    /// The platforms checked, in report order.
    public var platforms: [Platform] = []
    /// The Tailwind rem per flavor the check used.
    public var rem: [Platform: String] = [:]
    /// The text each file with a repair had when the check read it: `fix` writes a file
    /// only if it still has that text.
    public var sourceTexts: [String: String] = [:]
    /// Where the text starts among the bytes of those files that do not start with it
    /// (3 after a byte-order mark): a report's byte ranges count the file's bytes.
    public var textStarts: [String: Int] = [:]
    /// The seed of the algorithms' random inputs, when any algorithm ran.
    public var seed: UInt64?

    public init() {}

    /// Adds the check of another folder: one report for several PATHs.
    public mutating func merge(_ other: CheckResult) {
        components += other.components
        findings = (findings + other.findings).sorted(by: Checker.reportOrder)
        expectedAbsences += other.expectedAbsences
        absentComponents = absentComponents.filter(other.absentComponents.contains)
        failures = Array(Set(failures + other.failures)).sorted()
        warnings += other.warnings
        suppressedCount += other.suppressedCount
        suppressedFindings += other.suppressedFindings
        checkedFiles += other.checkedFiles
        for platform in other.platforms where !platforms.contains(platform) { platforms.append(platform) }
        rem.merge(other.rem) { first, _ in first }
        sourceTexts.merge(other.sourceTexts) { first, _ in first }
        textStarts.merge(other.textStarts) { first, _ in first }
        seed = seed ?? other.seed
    }
}

public struct SuppressedFinding: Sendable {
    public let finding: Finding
    public let reason: String
}

public struct ComponentResult: Sendable {
    public let id: String
    public var rows: [FactRow]
}

/// One fact's values across platforms.
public struct FactRow: Sendable {
    public let fact: String
    public let description: String
    public var canonical: Cell
    public var cells: [Platform: Cell]
    /// "canonical is the outlier: …" when every other platform agrees on another value.
    public var outlier: String?
}

/// One platform's value of one fact.
public struct Cell: Sendable {
    public enum Status: String, Sendable {
        /// `problem`: a fact's value that is not constant; `notAnalyzable`: an algorithm's
        /// code the interpreter cannot follow.
        case equal, drift, absent, missing, problem, syntax, unreadable, notChecked = "not-checked", noFile = "no-file"
        case notAnalyzable = "not-analyzable"
    }

    public let status: Status
    public let text: String
    public let observations: [NormalizedObservation]

    public init(status: Status, text: String, observations: [NormalizedObservation] = []) {
        self.status = status
        self.text = text
        self.observations = observations
    }
}

public struct ExpectedAbsence: Hashable, Sendable {
    public let fact: String
    public let platform: Platform
    public let reason: String
}
