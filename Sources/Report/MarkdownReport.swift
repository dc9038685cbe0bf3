import Comparison
import Model

/// A short summary for a CI job summary (`$GITHUB_STEP_SUMMARY`): a table per
/// component and the first findings, since annotations are capped.
public struct MarkdownReport {
    let result: CheckResult
    let context: ReportContext
    static let shownFindings = 50

    public init(result: CheckResult, context: ReportContext) {
        self.result = result
        self.context = context
    }

    public func render() -> String {
        let tally = Tally(result)
        let status = tally.exitStatus(strict: context.strict, failures: result.failures.count)
        var lines = [
            "## uim-parity: \(status == 0 ? "parity" : status == 1 ? "drift" : "incomplete")", "",
            "Canonical and rules \(context.digest) (\(context.rulesSource)).", "",
            "| component | facts | equal | drift | missing | not constant | not analyzable | expected absent |",
            "|---|---:|---:|---:|---:|---:|---:|---:|",
        ]
        for component in result.components {
            let cells = component.rows.flatMap { $0.cells.values }
            let count = { (status: Cell.Status) in cells.filter { $0.status == status }.count }
            lines.append(
                "| \(cell(component.id)) | \(component.rows.count) | \(count(.equal)) | \(count(.drift)) | "
                    + "\(count(.missing) + count(.noFile)) | \(count(.problem)) | \(count(.notAnalyzable)) | \(count(.absent)) |")
        }
        lines += ["", "**\(tally.errors) errors, \(tally.warnings) warnings**"
            + (result.suppressedCount > 0 ? ", \(result.suppressedCount) suppressed" : "")
            + (result.baselinedCount > 0 ? ", \(result.baselinedCount) in the baseline" : "")]
        if !result.findings.isEmpty {
            lines += ["", "<details><summary>Findings</summary>", ""]
            for finding in result.findings.prefix(Self.shownFindings) {
                // A double-backtick code span holds a path with a backtick in it.
                let place = finding.location.map { "`` \(printable($0.description)) `` " } ?? ""
                lines.append("- \(place)**\(finding.severity.rawValue)** \(cell(finding.message))")
            }
            if result.findings.count > Self.shownFindings {
                lines.append("- … and \(result.findings.count - Self.shownFindings) more (see the SARIF upload or the log)")
            }
            lines += ["", "</details>"]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Text safe in a table cell and list item: control characters escaped as in the
    /// text report, and every character CommonMark gives a meaning (emphasis, links,
    /// code, HTML, tables) backslash-escaped, so a value shows as written.
    private func cell(_ text: String) -> String {
        var result = ""
        for character in printable(text) {
            if character == "<" { result += "&lt;" } else if character == ">" { result += "&gt;" } else if character == "&" {
                result += "&amp;"
            } else {
                if Self.active.contains(character) { result += "\\" }
                result.append(character)
            }
        }
        return result
    }

    /// CommonMark's ASCII punctuation that can start markup (spec 2.4, backslash escapes).
    private static let active: Set<Character> = ["\\", "`", "*", "_", "{", "}", "[", "]", "(", ")", "#", "!", "|", "~", "\""]
}
