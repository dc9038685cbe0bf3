import Comparison
import Foundation
import Model
import Rules

/// SARIF 2.1.0 for code scanning: rule metadata for every fact, URIs relative to one
/// `%SRCROOT%` (the config's folder) whatever the current folder, regions with line and
/// column (Unicode code points), and fingerprints built from what a finding is
/// (component, fact, platform, kind, value, file), not where it is, so unrelated edits
/// that move lines keep them. Inline-suppressed findings carry `suppressions`, and with
/// a baseline every result its `baselineState`.
public struct SARIFReport {
    let result: CheckResult
    let context: ReportContext
    let rules: RuleSet
    /// The folder URIs are relative to, and the folder relative paths start from.
    let base: SARIFBase

    public init(result: CheckResult, context: ReportContext, rules: RuleSet, base: SARIFBase) {
        self.result = result
        self.context = context
        self.rules = rules
        self.base = base
    }

    public func render() -> String {
        let ruleIDs = ruleIndex()
        let run = JSON.object([
            ("tool", .object([("driver", .object([
                ("name", .string("uim-parity")),
                ("version", .string(context.version)),
                ("semanticVersion", .string(context.version)),
                ("informationUri", .string("https://uim.suiss.app/docs")),
                ("rules", .array(ruleIDs.map(ruleDescriptor))),
            ]))])),
            ("originalUriBaseIds", .object([("SRCROOT", .object([("uri", .string(base.uri))]))])),
            ("columnKind", .string("unicodeCodePoints")),
            ("results", .array(results(ruleIDs: ruleIDs))),
            ("invocations", .array([invocation])),
            ("properties", .object([("digest", .string(context.digest)), ("suppressed", .number(result.suppressedCount))])),
        ])
        return JSON.object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            ("runs", .array([run])),
        ]).rendered() + "\n"
    }

    /// Whether the run checked everything: what it could not (a file it cannot read, a
    /// canonical it cannot interpret) and its warnings are the tool's notifications,
    /// which code scanning shows apart from the results.
    private var invocation: JSON {
        let notifications = result.failures.map { ("error", $0) } + result.warnings.map { ("warning", $0) }
        return .object([
            ("executionSuccessful", .bool(result.failures.isEmpty)),
            ("toolExecutionNotifications", .array(notifications.map { level, text in
                .object([("level", .string(level)), ("message", .object([("text", .string(text))]))])
            })),
        ])
    }

    /// Every fact of the rules, then any other rule a finding uses, in a stable order.
    private func ruleIndex() -> [String] {
        var ids = rules.facts.map(\.qualifiedID)
        // Suppressed and baselined findings are results too, each pointing at its rule.
        let printed = result.findings + result.suppressedFindings.map(\.finding) + result.baselinedFindings
        for finding in printed where !ids.contains(Self.ruleID(finding)) { ids.append(Self.ruleID(finding)) }
        return ids
    }

    static func ruleID(_ finding: Finding) -> String {
        switch finding.kind {
        case .syntax: "syntax"
        case .missingFile: "missing-file"
        default: finding.fact
        }
    }

    private func ruleDescriptor(_ id: String) -> JSON {
        let fact = rules.fact(id)
        let algorithm = rules.components.flatMap(\.algorithms).first { $0.qualifiedID == id }
        let description = fact?.description ?? algorithm?.description ?? Self.builtInDescriptions[id] ?? "Theme token \(id)"
        return .object([
            ("id", .string(id)),
            ("shortDescription", .object([("text", .string(description))])),
            ("defaultConfiguration", .object([("level", .string(fact?.advisory == true ? "warning" : "error"))])),
            ("properties", .object([("kind", .string(fact?.kind.rawValue ?? (algorithm == nil ? "token" : "algorithm")))])),
        ])
    }

    static let builtInDescriptions = [
        "syntax": "A syntax error in a checked source; its facts cannot be trusted.",
        "missing-file": "A component's source is missing on a platform.",
    ]

    /// Findings that share a fingerprint (the same value drifting twice in one file)
    /// are told apart by their order, so code scanning keeps both.
    private func results(ruleIDs: [String]) -> [JSON] {
        var seen: [String: Int] = [:]
        let all = result.findings.map { ($0, Disposition.reported) }
            + result.suppressedFindings.map { ($0.finding, Disposition.suppressed($0.reason)) }
            + result.baselinedFindings.map { ($0, Disposition.baselined) }
        return all.sorted { Checker.reportOrder($0.0, $1.0) }.map { finding, disposition in
            let fingerprintBase = Fingerprint.of(finding, path: finding.location.map { base.relative($0.path) })
            seen[fingerprintBase, default: 0] += 1
            let fingerprint = seen[fingerprintBase]! == 1 ? fingerprintBase : "\(fingerprintBase):\(seen[fingerprintBase]!)"
            return sarifResult(
                finding, ruleIndex: ruleIDs.firstIndex(of: Self.ruleID(finding)) ?? 0, fingerprint: fingerprint, disposition: disposition)
        }
    }

    /// What became of a finding: reported, silenced in the source, or accepted by the baseline.
    private enum Disposition {
        case reported
        case suppressed(String)
        case baselined
    }

    private func sarifResult(_ finding: Finding, ruleIndex: Int, fingerprint: String, disposition: Disposition) -> JSON {
        var pairs: [(String, JSON)] = [
            ("ruleId", .string(Self.ruleID(finding))),
            ("ruleIndex", .number(ruleIndex)),
            ("level", .string(finding.severity == .error ? "error" : "warning")),
            ("message", .object([("text", .string(finding.message))])),
        ]
        if let location = finding.location {
            pairs.append(("locations", .array([.object([("physicalLocation", .object([
                ("artifactLocation", Self.artifactLocation(base.relative(location.path))),
                ("region", .object([("startLine", .number(location.line)), ("startColumn", .number(location.column))])),
            ]))])])))
        }
        let related = (finding.via.map { [($0, "where the value is used")] } ?? [])
            + finding.suspects.map { ($0.location, "suspect (Ochiai \($0.scoreText))") }
        if !related.isEmpty {
            pairs.append(("relatedLocations", .array(related.enumerated().map { offset, entry in
                .object([
                    ("id", .number(offset + 1)),
                    ("physicalLocation", .object([
                        ("artifactLocation", Self.artifactLocation(base.relative(entry.0.path))),
                        ("region", .object([("startLine", .number(entry.0.line)), ("startColumn", .number(entry.0.column))])),
                    ])),
                    ("message", .object([("text", .string(entry.1))])),
                ])
            })))
        }
        if case let .edits(edits)? = finding.repair, let first = edits.first {
            pairs.append(("fixes", .array([.object([
                ("description", .object([("text", .string("use the canonical value"))])),
                ("artifactChanges", .array([.object([
                    ("artifactLocation", Self.artifactLocation(base.relative(first.path))),
                    ("replacements", .array(edits.map(Self.replacement))),
                ])])),
            ])])))
        }
        pairs.append(("partialFingerprints", .object([("uimParity/v1", .string(fingerprint))])))
        if case let .suppressed(reason) = disposition {
            pairs.append(("suppressions", .array([.object([("kind", .string("inSource")), ("justification", .string(reason))])])))
        }
        if result.baselineApplied {
            if case .baselined = disposition { pairs.append(("baselineState", .string("unchanged"))) } else { pairs.append(("baselineState", .string("new"))) }
        }
        pairs.append(("properties", .object([
            ("component", .string(finding.component)), ("platform", .string(finding.platform.name)),
            ("kind", .string(finding.kind.rawValue)),
        ])))
        return .object(pairs)
    }

    /// A SARIF replacement: the deleted region (lines and columns, 1-based, end
    /// exclusive) and the inserted text.
    private static func replacement(_ edit: Edit) -> JSON {
        .object([
            ("deletedRegion", .object([
                ("startLine", .number(edit.start.line)), ("startColumn", .number(edit.start.column)),
                ("endLine", .number(edit.end.line)), ("endColumn", .number(edit.end.column)),
            ])),
            ("insertedContent", .object([("text", .string(edit.replacement))])),
        ])
    }

    /// A relative path against `%SRCROOT%`; an absolute one (a folder outside the current
    /// one was checked) as a file URI.
    static func artifactLocation(_ path: String) -> JSON {
        guard path.hasPrefix("/") else {
            return .object([("uri", .string(uri(path))), ("uriBaseId", .string("SRCROOT"))])
        }
        return .object([("uri", .string("file://" + uri(path)))])
    }

    /// A relative path as a URI reference: each segment percent-encoded.
    static func uri(_ path: String) -> String {
        let relative = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
        return relative.split(separator: "/", omittingEmptySubsequences: false).map { segment in
            var encoded = ""
            // The name's own bytes: one that is not UTF-8 keeps them (`%FF`).
            for byte in FileSystemName.bytes(of: String(segment)) {
                let allowed = (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                    || [UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~")].contains(byte)
                encoded += allowed ? String(UnicodeScalar(byte)) : "%" + String(byte, radix: 16, uppercase: true).leftPadded
            }
            return encoded
        }.joined(separator: "/")
    }
}

/// The folder SARIF's `%SRCROOT%` stands for: paths are made relative to it, however
/// they were spelled (`./reference/x`, `reference/x`, an absolute path).
public struct SARIFBase: Sendable {
    /// The folder, absolute and standardized.
    public let folder: String
    /// Where relative paths in findings start from (the current folder).
    public let current: String

    public init(folder: String, current: String) {
        self.folder = URL(fileURLWithPath: folder).standardizedFileURL.path
        self.current = current
    }

    var uri: String { URL(fileURLWithPath: folder, isDirectory: true).absoluteString }

    /// `path` relative to the folder when it is inside it, else absolute.
    func relative(_ path: String) -> String {
        let absolute = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: current, isDirectory: true)).standardizedFileURL.path
        let base = folder.count > 1 && folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        return RealPath.relative(absolute, below: base).map { $0.isEmpty ? "." : $0 } ?? absolute
    }
}

/// What a finding is, as a stable hash: its component, fact, platform, kind and value,
/// and its file (as `path` gives it), but not its line.
public enum Fingerprint {
    public static func of(_ finding: Finding, path: String?) -> String {
        let parts = [
            finding.component, finding.fact, finding.platform.name, finding.kind.rawValue,
            finding.found?.value?.display ?? finding.found?.raw ?? "", path ?? "",
        ]
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in parts.joined(separator: "\u{1F}").utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0100_0000_01b3
        }
        return String(hash, radix: 16).leftPadded(to: 16)
    }
}

extension String {
    fileprivate var leftPadded: String { leftPadded(to: 2) }

    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
