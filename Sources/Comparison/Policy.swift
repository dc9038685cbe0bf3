import Model

/// How the maintainers want findings treated: severities per fact, component or kind
/// (`off` drops them), and the baseline of accepted findings.
public struct Policy: Sendable {
    public enum Level: String, Sendable {
        case error, warning, off
    }

    /// By fact id (`section-index.bubble-font`), component (`tokens`) or finding kind
    /// (`orphan-token`); the most specific match wins.
    public var severities: [String: Level] = [:]
    public var baseline: Baseline?
    /// The rules' components: a baseline entry of any other one can never occur again.
    public var components: Set<String>?

    public init(severities: [String: Level] = [:], baseline: Baseline? = nil, components: Set<String>? = nil) {
        self.severities = severities
        self.baseline = baseline
        self.components = components
    }

    public func apply(to result: inout CheckResult) {
        result.findings = result.findings.compactMap(withSeverity)
        guard let baseline else { return }
        let (kept, accepted, stale) = baseline.filter(result.findings)
        result.baselinedFindings = accepted
        result.baselineApplied = true
        result.findings = kept
        result.baselinedCount = accepted.count
        // A partial check (`--files`) cannot tell whether other components' entries still
        // occur; an entry of a component the rules do not have never will.
        let checked = Set(result.components.map(\.id))
        result.staleBaselineEntries = stale.filter { entry in
            checked.contains(entry.component) || components.map { !$0.contains(entry.component) } ?? false
        }
            .map { "\($0.fact) \($0.platform) \($0.kind) \($0.value)" + ($0.canonical.map { " (canonical \($0))" } ?? "") }
    }

    private func withSeverity(_ finding: Finding) -> Finding? {
        guard let level = severities[finding.fact] ?? severities[finding.component] ?? severities[finding.kind.rawValue] else {
            return finding
        }
        switch level {
        case .off: return nil
        case .error, .warning:
            var adjusted = finding
            adjusted.severity = level == .error ? .error : .warning
            return adjusted
        }
    }
}
