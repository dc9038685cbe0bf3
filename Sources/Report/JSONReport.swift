import Comparison
import Model

/// The machine-readable report: one object per finding with stable fields (the
/// schema is in the README), the expected absences, and the summary.
public struct JSONReport {
    let result: CheckResult
    let context: ReportContext

    public init(result: CheckResult, context: ReportContext) {
        self.result = result
        self.context = context
    }

    public func render() -> String {
        let tally = Tally(result)
        let document = JSON.object([
            ("tool", .string("uim-parity")),
            ("version", .string(context.version)),
            ("digest", .string(context.digest)),
            ("rules", .string(context.rulesSource)),
            ("rem", .object(result.rem.sorted { $0.key < $1.key }.map { ($0.key.name, .string($0.value)) })),
            // A string: seeds are 64-bit unsigned, beyond what JSON numbers carry exactly.
            ("seed", result.seed.map { .string(String($0)) } ?? .null),
            ("findings", .array(result.findings.map(finding))),
            ("expectedAbsences", .array(result.expectedAbsences.map { absence in
                .object([("fact", .string(absence.fact)), ("platform", .string(absence.platform.name)), ("reason", .string(absence.reason))])
            })),
            ("absentComponents", .array(result.absentComponents.map(JSON.string))),
            ("staleBaselineEntries", .array(result.staleBaselineEntries.map(JSON.string))),
            ("failures", .array(result.failures.map(JSON.string))),
            ("summary", .object([
                ("files", .number(result.checkedFiles)), ("facts", .number(tally.facts)), ("equal", .number(tally.equal)), ("drift", .number(tally.drift)),
                ("notConstant", .number(tally.problems)), ("notAnalyzable", .number(tally.notAnalyzable)),
                ("missing", .number(tally.missing)),
                ("expectedAbsences", .number(tally.absent)), ("errors", .number(tally.errors)),
                ("warnings", .number(tally.warnings)), ("suppressed", .number(result.suppressedCount)),
                ("baselined", .number(result.baselinedCount)),
                ("exitStatus", .number(Int(tally.exitStatus(strict: context.strict, failures: result.failures.count)))),
            ])),
        ])
        return document.rendered() + "\n"
    }

    private func finding(_ finding: Finding) -> JSON {
        .object([
            ("component", .string(finding.component)),
            ("fact", .string(finding.fact)),
            ("platform", .string(finding.platform.name)),
            ("kind", .string(finding.kind.rawValue)),
            ("severity", .string(finding.severity.rawValue)),
            ("file", finding.location.map { .string(FileSystemName.shown($0.path)) } ?? .null),
            ("line", finding.location.map { .number($0.line) } ?? .null),
            ("column", finding.location.map { .number($0.column) } ?? .null),
            ("found", finding.found?.json ?? .null),
            ("canonical", finding.canonical?.json ?? .null),
            ("message", .string(finding.message)),
            ("cause", finding.cause.map(JSON.string) ?? .null),
        ] + optionalFields(finding))
    }

    /// `via` where the finding points at a value used elsewhere; `fix` (ESLint's shape:
    /// a byte range and its replacement, per edit) or `notFixable` with the reason, when
    /// the check planned repairs.
    private func optionalFields(_ finding: Finding) -> [(String, JSON)] {
        var fields: [(String, JSON)] = []
        if let via = finding.via {
            fields.append(("via", .object([("file", .string(FileSystemName.shown(via.path))), ("line", .number(via.line)), ("column", .number(via.column))])))
        }
        if !finding.suspects.isEmpty {
            fields.append(("suspects", .array(finding.suspects.map { suspect in
                .object([
                    ("file", .string(FileSystemName.shown(suspect.location.path))), ("line", .number(suspect.location.line)),
                    ("column", .number(suspect.location.column)), ("score", .fixed(suspect.score, digits: 2)),
                ])
            })))
        }
        switch finding.repair {
        case let .edits(edits)?:
            fields.append(("fix", .array(edits.map(edit))))
        case let .notFixable(reason)?:
            fields.append(("notFixable", .string(reason)))
        case nil:
            break
        }
        return fields
    }

    /// The range counts the file's bytes, a byte-order mark included (the edit's, the
    /// text's after it).
    private func edit(_ edit: Edit) -> JSON {
        let start = result.textStarts[edit.path] ?? 0
        return .object([
            ("file", .string(FileSystemName.shown(edit.path))),
            ("range", .array([.number(start + edit.range.lowerBound), .number(start + edit.range.upperBound)])),
            ("start", .object([("line", .number(edit.start.line)), ("column", .number(edit.start.column))])),
            ("end", .object([("line", .number(edit.end.line)), ("column", .number(edit.end.column))])),
            ("text", .string(edit.replacement)),
        ])
    }
}
