import Comparison
import Model

/// What every report prints besides the result: the tool's identity and settings.
public struct ReportContext: Sendable {
    public let version: String
    /// Where the rules came from (`built-in` or a folder).
    public let rulesSource: String
    /// A short digest of the canonical sources and rules the check used.
    public let digest: String
    public let strict: Bool
    public let color: Bool
    /// Only the findings and the summary (for hooks), not the matrix.
    public let quiet: Bool

    public init(version: String, rulesSource: String, digest: String, strict: Bool, color: Bool, quiet: Bool = false) {
        self.version = version
        self.rulesSource = rulesSource
        self.digest = digest
        self.strict = strict
        self.color = color
        self.quiet = quiet
    }
}

/// Counts the summary line and the exit status share.
public struct Tally: Sendable {
    public var equal = 0
    public var drift = 0
    public var absent = 0
    public var missing = 0
    /// Facts whose value is not constant.
    public var problems = 0
    /// Algorithms' code the interpreter cannot follow (counted with `problems` before).
    public var notAnalyzable = 0
    public var errors = 0
    public var warnings = 0
    public var syntax = 0
    public var facts = 0

    public init(_ result: CheckResult) {
        for component in result.components {
            facts += component.rows.count
            for row in component.rows {
                for cell in row.cells.values {
                    switch cell.status {
                    case .equal: equal += 1
                    case .drift: drift += 1
                    case .absent: absent += 1
                    case .missing, .noFile: missing += 1
                    case .problem: problems += 1
                    case .notAnalyzable: notAnalyzable += 1
                    // Counted once, as an unreadable input, not once per fact.
                    case .syntax, .unreadable, .notChecked: break
                    }
                }
            }
        }
        for finding in result.findings {
            if finding.severity == .error { errors += 1 } else { warnings += 1 }
            if finding.kind == .syntax { syntax += 1 }
        }
    }

    /// 0 parity, 1 findings that fail the run (warnings too with `strict`), 2 failures.
    public func exitStatus(strict: Bool, failures: Int) -> Int32 {
        if failures > 0 { return 2 }
        return errors > 0 || (strict && warnings > 0) ? 1 : 0
    }
}
