import Model

/// Reading a YAML mapping field by field, so that every mistake in a rules or config
/// file is reported with its position: a missing key, a wrong type, an unknown key.
public struct YAMLMapping {
    public let mark: YAMLNode.Mark
    private let entries: [(key: String, keyMark: YAMLNode.Mark, value: YAMLNode)]
    /// The keys asked for, present or not: the known keys an unknown one's error lists.
    private var asked: [String] = []
    /// Which entries were asked for or taken with `all()`, by position (empty until one
    /// is). Flags, not a set of keys: a rules file asks a locator's mapping a dozen keys,
    /// and hashing each cost more than reading it.
    private var answered: [Bool] = []

    public init(_ node: YAMLNode, what: String) throws(YAMLError) {
        guard case let .mapping(entries, mark) = node else {
            throw YAMLError(at: node.mark, "\(what) must be a mapping, not \(node.kindName)")
        }
        self.entries = entries
        self.mark = mark
    }

    public var keys: [String] { entries.map(\.key) }

    public func has(_ key: String) -> Bool { entries.contains { $0.key == key } }

    /// The node under `key`, marking the key as known.
    public mutating func optional(_ key: String) -> YAMLNode? {
        if asked.isEmpty { asked.reserveCapacity(Self.expectedKeys) }
        asked.append(key)
        guard let position = entries.firstIndex(where: { $0.key == key }) else { return nil }
        if answered.isEmpty { answered = Array(repeating: false, count: entries.count) }
        answered[position] = true
        return entries[position].value
    }

    /// A key of the mapping not yet read and near the missing one is named: `knd:` for
    /// `kind:` had been reported only as `kind` missing.
    public mutating func required(_ key: String) throws(YAMLError) -> YAMLNode {
        guard let node = optional(key) else {
            let unread = entries.indices.filter { !isAnswered($0) }.map { entries[$0].key }
            // One edit away only: a key two away may be another valid key (`kind` for `id`).
            let near = Suggestion.nearest(to: key, among: unread, within: 1).flatMap { name in entries.first { $0.key == name } }
            throw YAMLError(at: mark, "missing key '\(key)'" + (near.map { " (is '\($0.key)' at \($0.keyMark) a misspelling of it?)" } ?? ""))
        }
        return node
    }

    public mutating func string(_ key: String) throws(YAMLError) -> String {
        try required(key).string(what: "'\(key)'")
    }

    public mutating func optionalString(_ key: String) throws(YAMLError) -> String? {
        try optional(key)?.string(what: "'\(key)'")
    }

    /// A scalar meant as words, where one is given (see `YAMLNode.text(what:)`).
    public mutating func optionalText(_ key: String) throws(YAMLError) -> String? {
        try optional(key)?.text(what: "'\(key)'")
    }

    /// A boolean as YAML 1.2 writes one: `true` or `false`, unquoted. A quoted `"true"` is
    /// a string, and `yes`/`no` are booleans only in YAML 1.1: both are refused, not guessed.
    public mutating func optionalBool(_ key: String) throws(YAMLError) -> Bool? {
        guard let node = optional(key) else { return nil }
        let text = try node.string(what: "'\(key)'")
        guard case .scalar(_, _, plain: true) = node else {
            throw YAMLError(at: node.mark, "'\(key)' must be true or false, not the string \"\(text)\"")
        }
        switch text {
        case "true", "True", "TRUE": return true
        case "false", "False", "FALSE": return false
        default: throw YAMLError(at: node.mark, "'\(key)' must be true or false, not \(text)")
        }
    }

    /// Every entry whose key this reader has not asked for is an error: a typo in a
    /// rule must not be silently ignored.
    public func rejectUnknownKeys(allowed extra: Set<String> = []) throws(YAMLError) {
        for (position, entry) in entries.enumerated() where !isAnswered(position) && !extra.contains(entry.key) {
            let known = Set(asked).union(extra).sorted().joined(separator: ", ")
            throw YAMLError(at: entry.keyMark, "unknown key '\(entry.key)' (known here: \(known))")
        }
    }

    /// All entries in order (for mappings whose keys are names, like platforms).
    public mutating func all() -> [(key: String, keyMark: YAMLNode.Mark, value: YAMLNode)] {
        answered = Array(repeating: true, count: entries.count)
        return entries
    }

    private func isAnswered(_ position: Int) -> Bool {
        !answered.isEmpty && answered[position]
    }

    /// Room for the keys a locator's reader asks for, from the first.
    private static let expectedKeys = 16
}

extension YAMLNode {
    public func string(what: String) throws(YAMLError) -> String {
        guard case let .scalar(text, _, _) = self else {
            throw YAMLError(at: mark, "\(what) must be a scalar, not \(kindName)")
        }
        return text
    }

    /// A scalar meant as words (a locator, a reason): YAML's unquoted null (`~`, `null`)
    /// or boolean (`true`) is refused, not read as the word it is spelled with.
    public func text(what: String) throws(YAMLError) -> String {
        let text = try string(what: what)
        guard case .scalar(_, _, plain: true) = self else { return text }
        switch text {
        case "", "~", "null", "Null", "NULL": throw YAMLError(at: mark, "\(what) must be a text, not null")
        case "true", "True", "TRUE", "false", "False", "FALSE": throw YAMLError(at: mark, "\(what) must be a text, not \(text)")
        default: return text
        }
    }

    public func list(what: String) throws(YAMLError) -> [YAMLNode] {
        guard case let .sequence(items, _) = self else {
            throw YAMLError(at: mark, "\(what) must be a list, not \(kindName)")
        }
        return items
    }

    /// A scalar, or a list of scalars, as strings.
    public func strings(what: String) throws(YAMLError) -> [String] {
        if case let .scalar(text, _, _) = self { return [text] }
        var result: [String] = []
        for item in try list(what: what) { result.append(try item.string(what: "an item of \(what)")) }
        return result
    }
}

extension YAMLError {
    public init(at mark: YAMLNode.Mark, _ message: String) {
        self.init(line: mark.line, column: mark.column, message: message)
    }
}
