import Comparison
import Model

/// The terminal report: a parity matrix per component, then every finding as
/// `path:line:col: severity: …`, the expected absences, and a one-line summary.
public struct TextReport {
    let result: CheckResult
    let context: ReportContext

    public init(result: CheckResult, context: ReportContext) {
        self.result = result
        self.context = context
    }

    static let cellWidth = 26

    public func render() -> String {
        var lines: [String] = context.quiet ? [] : [header, ""]
        for component in result.components where !component.rows.isEmpty && !context.quiet {
            lines += matrix(component)
            lines.append("")
        }
        lines += findingsSection()
        if !context.quiet { lines += absencesSection() }
        if !result.staleBaselineEntries.isEmpty {
            lines.append("Baseline entries that no longer occur (`uim-parity baseline write` drops them):")
            lines += result.staleBaselineEntries.map { "  " + $0 }
            lines.append("")
        }
        if !result.absentComponents.isEmpty {
            lines.append("No sources below this folder, not checked: \(result.absentComponents.joined(separator: ", "))")
            lines.append("")
        }
        lines.append(summary)
        return lines.joined(separator: "\n") + "\n"
    }

    private var header: String {
        let rem = result.rem.sorted { $0.key < $1.key }.map { "\($0.key.name) \($0.value)px" }.joined(separator: ", ")
        let remPart = rem.isEmpty ? "" : " · tailwind rem: \(rem)"
        let seed = result.seed.map { " · algorithm seed \($0)" } ?? ""
        return "uim-parity \(context.version) · canonical and rules \(context.digest) (\(context.rulesSource))\(remPart)\(seed)"
    }

    private func matrix(_ component: ComponentResult) -> [String] {
        // Rows name facts as everything else does (explain, suppressions, severity, the
        // baseline, SARIF): `section-index.row-height`, `tokens.color-light.accent`.
        let factWidth = min(58, max(20, (component.rows.map(\.fact.count).max() ?? 20) + 2))
        // Platforms no fact of the component checks (the TSX flavors for theme tokens) add no column.
        let platforms = result.platforms.filter { platform in
            component.rows.contains { ($0.cells[platform]?.status ?? .notChecked) != .notChecked }
        }
        var lines = [paint(component.id, .bold)]
        let head = pad("fact", factWidth) + ([Platform.canonical] + platforms).map { pad($0.name, Self.cellWidth) }.joined()
        lines.append("  " + head.trimmingTrailingSpaces())
        for row in component.rows {
            // Cells hold source text: escaped, so it cannot move the cursor.
            let name = printable(row.fact)
            var line = "  " + pad(name, factWidth) + pad(printable(row.canonical.text), Self.cellWidth)
            for platform in platforms {
                let cell = row.cells[platform] ?? Cell(status: .notChecked, text: "·")
                line += colored(cell, pad(printable(cell.text), Self.cellWidth))
            }
            lines.append(line.trimmingTrailingSpaces())
        }
        return lines
    }

    private func findingsSection() -> [String] {
        guard !result.findings.isEmpty else { return [] }
        var lines: [String] = []
        let byCause = Dictionary(grouping: result.findings.filter { $0.cause?.hasPrefix("rem:") == true }, by: { $0.cause! })
        for finding in result.findings where finding.cause?.hasPrefix("rem:") != true {
            lines += self.lines(for: finding)
        }
        for (cause, findings) in byCause.sorted(by: { $0.key < $1.key }) {
            lines.append("")
            let counted = findings.count == 1 ? "1 finding has" : "\(findings.count) findings share"
            lines.append("\(counted) one cause — \(cause.dropFirst(5).trimmingLeadingSpaces()):")
            lines += findings.flatMap { self.lines(for: $0).map { "  " + $0 } }
        }
        lines.append("")
        return lines
    }

    /// A finding's line, a `via` line where the value it points at is used elsewhere, and
    /// a `suspect:` line per further suspicious statement of an algorithm drift.
    private func lines(for finding: Finding) -> [String] {
        [line(for: finding)] + (finding.via.map { ["  via \(printable($0.description))"] } ?? [])
            + finding.suspects.map { "  suspect: \(printable($0.location.description)) (\($0.scoreText))" }
    }

    private func line(for finding: Finding) -> String {
        let place = finding.location.map { "\($0): " } ?? ""
        let severity = paint(finding.severity.rawValue, finding.severity == .error ? .red : .yellow)
        let kind: String
        switch finding.kind {
        case .syntax: kind = ""
        case .algorithm: kind = "algorithm drift: "
        default: kind = finding.kind.rawValue + ": "
        }
        return "\(printable(place))\(severity): \(kind)\(printable(finding.message))"
    }

    private func absencesSection() -> [String] {
        guard !result.expectedAbsences.isEmpty else { return [] }
        struct Key: Hashable {
            let fact: String
            let reason: String
        }
        var grouped: [Key: [Platform]] = [:]
        var order: [Key] = []
        for absence in result.expectedAbsences {
            let key = Key(fact: absence.fact, reason: absence.reason)
            if grouped[key] == nil { order.append(key) }
            grouped[key, default: []].append(absence.platform)
        }
        var lines = ["Not in these sources, as the rules expect:"]
        for key in order {
            let platforms = grouped[key]!.map(\.name).joined(separator: ", ")
            lines.append("  \(key.fact) (\(platforms)): \(printable(key.reason))")
        }
        lines.append("")
        return lines
    }

    /// `1 component`, `3 components`.
    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    private var summary: String {
        let tally = Tally(result)
        var parts = [
            "\(Self.count(result.components.count, "component")), \(Self.count(tally.facts, "fact"))",
            "\(Self.count(result.checkedFiles, "file")) parsed",
            "\(tally.equal) equal", "\(tally.drift) drift", "\(tally.problems) not constant",
        ]
        // Only where there is one: an algorithm not analyzable was counted as not constant.
        if tally.notAnalyzable > 0 { parts.append("\(tally.notAnalyzable) not analyzable") }
        parts += ["\(tally.missing) missing", "\(tally.absent) expected absences"]
        parts.append("\(Self.count(tally.errors, "error")), \(Self.count(tally.warnings, "warning"))")
        if tally.syntax > 0 { parts.append("\(tally.syntax) syntax errors") }
        if result.suppressedCount > 0 { parts.append("\(result.suppressedCount) suppressed") }
        if result.baselinedCount > 0 { parts.append("\(result.baselinedCount) in the baseline") }
        if !result.failures.isEmpty { parts.append("\(result.failures.count) inputs unreadable") }
        let status = tally.exitStatus(strict: context.strict, failures: result.failures.count)
        let verdict: String
        switch status {
        case 0: verdict = paint("parity", .green)
        case 1: verdict = paint(tally.errors == tally.syntax && tally.warnings == 0 || tally.errors == tally.syntax && !context.strict ? "syntax errors" : "drift", .red)
        default: verdict = paint("incomplete", .red)
        }
        return "Summary: \(verdict) — " + parts.joined(separator: "; ")
    }

    // MARK: Layout and color

    private func pad(_ text: String, _ width: Int) -> String {
        let shown = text.count > width - 2 ? String(text.prefix(width - 3)) + "…" : text
        return shown + String(repeating: " ", count: max(1, width - shown.count))
    }

    private enum Style: String {
        case red = "31", green = "32", yellow = "33", bold = "1", dim = "2"
    }

    private func paint(_ text: String, _ style: Style) -> String {
        context.color ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
    }

    private func colored(_ cell: Cell, _ text: String) -> String {
        switch cell.status {
        case .drift, .missing, .noFile, .syntax, .problem, .notAnalyzable, .unreadable: paint(text, .red)
        case .absent, .notChecked: paint(text, .dim)
        case .equal: text
        }
    }
}

extension String {
    fileprivate func trimmingTrailingSpaces() -> String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}

extension Substring {
    fileprivate func trimmingLeadingSpaces() -> Substring {
        drop { $0 == " " }
    }
}
