import Foundation
import Model
import YAML

/// Accepted findings. Entries are keyed by component, fact, platform, kind and value
/// (not by line, so moving code keeps them), and for a value's drift the canonical value
/// it was against: a finding whose value changed no longer matches, nor a drift whose
/// canonical changed (a design that moved on reopens what was accepted against the old one). An
/// entry without a canonical (an earlier file's) matches any. Written sorted, one entry
/// per key, so the file diffs well.
public struct Baseline: Sendable, Equatable {
    public struct Entry: Hashable, Sendable, Comparable {
        public let component: String
        public let fact: String
        public let platform: String
        public let kind: String
        public let value: String
        /// The canonical value the accepted finding was against, where it has one.
        public let canonical: String?
        public var reason: String?

        init(_ finding: Finding, reason: String? = nil) {
            component = finding.component
            fact = finding.fact
            platform = finding.platform.name
            kind = finding.kind.rawValue
            value = finding.identity ?? finding.found?.value?.display ?? finding.found?.raw ?? ""
            // A drift of a value only: a missing or not-constant value is accepted whatever
            // the canonical, and an algorithm's is its behaviour class (its canonical is
            // one counterexample's output).
            canonical = finding.kind == .drift && finding.identity == nil ? finding.canonical.map { $0.value?.display ?? $0.raw } : nil
            self.reason = reason
        }

        public init(
            component: String, fact: String, platform: String, kind: String, value: String, canonical: String? = nil, reason: String?
        ) {
            self.component = component
            self.fact = fact
            self.platform = platform
            self.kind = kind
            self.value = value
            self.canonical = canonical
            self.reason = reason
        }

        /// What an entry matches by; one without a canonical has the shorter key.
        var key: [String] { anyCanonicalKey + (canonical.map { [$0] } ?? []) }
        /// The key of an entry without a canonical, which matches whatever the canonical.
        var anyCanonicalKey: [String] { [component, fact, platform, kind, value] }

        public static func < (lhs: Entry, rhs: Entry) -> Bool { lhs.key.lexicographicallyPrecedes(rhs.key) }
        public static func == (lhs: Entry, rhs: Entry) -> Bool { lhs.key == rhs.key }
        public func hash(into hasher: inout Hasher) { hasher.combine(key) }
    }

    public private(set) var entries: [Entry]

    public init(entries: [Entry]) {
        self.entries = Array(Set(entries)).sorted()
    }

    /// A baseline of the result's findings, keeping reasons from `previous` (an entry's
    /// reason stays when only its canonical changed: the same place, accepted again).
    public init(findings: [Finding], previous: Baseline?) {
        let reasons = Dictionary((previous?.entries ?? []).map { ($0.anyCanonicalKey, $0.reason) }, uniquingKeysWith: { first, _ in first })
        self.init(entries: findings.filter { $0.kind != .syntax }.map { Entry($0, reason: reasons[Entry($0).anyCanonicalKey] ?? nil) })
    }

    /// Parts the findings into those the baseline accepts and the rest; returns also the
    /// entries that matched nothing.
    public func filter(_ findings: [Finding]) -> (kept: [Finding], accepted: [Finding], stale: [Entry]) {
        let keys = Set(entries.map(\.key))
        var matched: Set<[String]> = []
        var kept: [Finding] = []
        var accepted: [Finding] = []
        for finding in findings {
            if let key = Self.matchingKey(of: finding, in: keys) {
                matched.insert(key)
                accepted.append(finding)
            } else {
                kept.append(finding)
            }
        }
        return (kept, accepted, entries.filter { !matched.contains($0.key) })
    }

    /// The key of the entry that accepts `finding`: one with its canonical, else one without.
    private static func matchingKey(of finding: Finding, in keys: Set<[String]>) -> [String]? {
        let entry = Entry(finding)
        return [entry.key, entry.anyCanonicalKey].first(where: keys.contains)
    }

    // MARK: File format

    /// The header comment, without its `# `. Its first line is what `baseline write`
    /// looks for before overwriting a file.
    static let comment = [
        "uim-parity baseline: accepted findings. `uim-parity baseline write` regenerates it,",
        "keeping reasons. An entry matches by component, fact, platform, kind, value and canonical.",
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
            if let canonical = entry.canonical { pairs.append(YAMLWriter.Pair("canonical", .string(canonical))) }
            if let reason = entry.reason { pairs.append(YAMLWriter.Pair("reason", .string(reason))) }
            return .mapping(pairs)
        }
        // Version 2 where an entry keeps its canonical: a version that knows no `canonical:`
        // refuses the file by its version, not by an unknown key.
        let version = entries.contains { $0.canonical != nil } ? "2" : "1"
        let document = YAMLWriter.Value.mapping([YAMLWriter.Pair("version", .plain(version)), YAMLWriter.Pair("entries", .sequence(items))])
        return try YAMLWriter.document(document, comment: Self.comment)
    }

    public static func parse(_ text: String) throws(YAMLError) -> Baseline {
        var root = try YAMLMapping(try YAMLNode.parse(text), what: "a baseline")
        let version = try root.optionalString("version") ?? "1"
        guard ["1", "2"].contains(version) else { throw YAMLError(at: root.mark, "unsupported baseline version \(version)") }
        var entries: [Entry] = []
        for node in try root.optional("entries")?.list(what: "'entries'") ?? [] {
            var map = try YAMLMapping(node, what: "a baseline entry")
            entries.append(Entry(
                component: try map.string("component"), fact: try map.string("fact"), platform: try map.string("platform"),
                kind: try map.string("kind"), value: try map.string("value"), canonical: try map.optionalString("canonical"),
                reason: try map.optionalString("reason")))
            try map.rejectUnknownKeys()
        }
        try root.rejectUnknownKeys()
        return Baseline(entries: entries)
    }
}
