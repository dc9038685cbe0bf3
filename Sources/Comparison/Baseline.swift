import Foundation
import Model
import YAML

/// Accepted findings. Entries are keyed by component, fact, platform, kind and value
/// (not by line, so moving code keeps them); a finding whose value changed no longer
/// matches. Written sorted, one entry per key, so the file diffs well.
public struct Baseline: Sendable, Equatable {
    public struct Entry: Hashable, Sendable, Comparable {
        public let component: String
        public let fact: String
        public let platform: String
        public let kind: String
        public let value: String
        public var reason: String?

        init(_ finding: Finding, reason: String? = nil) {
            component = finding.component
            fact = finding.fact
            platform = finding.platform.name
            kind = finding.kind.rawValue
            value = finding.identity ?? finding.found?.value?.display ?? finding.found?.raw ?? ""
            self.reason = reason
        }

        public init(component: String, fact: String, platform: String, kind: String, value: String, reason: String?) {
            self.component = component
            self.fact = fact
            self.platform = platform
            self.kind = kind
            self.value = value
            self.reason = reason
        }

        var key: [String] { [component, fact, platform, kind, value] }

        public static func < (lhs: Entry, rhs: Entry) -> Bool { lhs.key.lexicographicallyPrecedes(rhs.key) }
        public static func == (lhs: Entry, rhs: Entry) -> Bool { lhs.key == rhs.key }
        public func hash(into hasher: inout Hasher) { hasher.combine(key) }
    }

    public private(set) var entries: [Entry]

    public init(entries: [Entry]) {
        self.entries = Array(Set(entries)).sorted()
    }

    /// A baseline of the result's findings, keeping reasons from `previous`.
    public init(findings: [Finding], previous: Baseline?) {
        let reasons = Dictionary((previous?.entries ?? []).map { ($0.key, $0.reason) }, uniquingKeysWith: { first, _ in first })
        self.init(entries: findings.filter { $0.kind != .syntax }.map { Entry($0, reason: reasons[Entry($0).key] ?? nil) })
    }

    /// Removes the findings the baseline accepts; returns the rest, how many were
    /// accepted, and the entries that matched nothing.
    public func filter(_ findings: [Finding]) -> (kept: [Finding], accepted: Int, stale: [Entry]) {
        let keys = Set(entries.map(\.key))
        var matched: Set<[String]> = []
        var kept: [Finding] = []
        for finding in findings {
            let key = Entry(finding).key
            if keys.contains(key) { matched.insert(key) } else { kept.append(finding) }
        }
        return (kept, findings.count - kept.count, entries.filter { !matched.contains($0.key) })
    }

    // MARK: File format

    /// The header comment, without its `# `. Its first line is what `baseline write`
    /// looks for before overwriting a file.
    static let comment = [
        "uim-parity baseline: accepted findings. `uim-parity baseline write` regenerates it,",
        "keeping reasons. An entry matches by component, fact, platform, kind and value.",
    ]
    /// How every baseline file starts (older files' headers too).
    public static let signature = "# uim-parity baseline"

    /// Whether `text` is a file `baseline write` wrote (and may write again).
    public static func isBaseline(_ text: String) -> Bool {
        text.hasPrefix(signature)
    }

    /// The file's text: the header comment, then `version` and the entries, sorted, keys
    /// in a fixed order, every value and reason a double-quoted scalar written by
    /// libyaml, so any text reads back exactly.
    public func serialized() throws(YAMLWriteError) -> String {
        let items: [YAMLWriter.Value] = entries.map { entry in
            var pairs = [
                YAMLWriter.Pair("component", .string(entry.component)),
                YAMLWriter.Pair("fact", .string(entry.fact)),
                YAMLWriter.Pair("platform", .string(entry.platform)),
                YAMLWriter.Pair("kind", .string(entry.kind)),
                YAMLWriter.Pair("value", .string(entry.value)),
            ]
            if let reason = entry.reason { pairs.append(YAMLWriter.Pair("reason", .string(reason))) }
            return .mapping(pairs)
        }
        let document = YAMLWriter.Value.mapping([YAMLWriter.Pair("version", .plain("1")), YAMLWriter.Pair("entries", .sequence(items))])
        return try YAMLWriter.document(document, comment: Self.comment)
    }

    public static func parse(_ text: String) throws(YAMLError) -> Baseline {
        var root = try YAMLMapping(try YAMLNode.parse(text), what: "a baseline")
        let version = try root.optionalString("version") ?? "1"
        guard version == "1" else { throw YAMLError(at: root.mark, "unsupported baseline version \(version)") }
        var entries: [Entry] = []
        for node in try root.optional("entries")?.list(what: "'entries'") ?? [] {
            var map = try YAMLMapping(node, what: "a baseline entry")
            entries.append(Entry(
                component: try map.string("component"), fact: try map.string("fact"), platform: try map.string("platform"),
                kind: try map.string("kind"), value: try map.string("value"), reason: try map.optionalString("reason")))
            try map.rejectUnknownKeys()
        }
        try root.rejectUnknownKeys()
        return Baseline(entries: entries)
    }
}
