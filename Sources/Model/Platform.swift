/// Where an implementation of a component comes from: a name, the language its sources
/// are written in, and for TSX the styling flavor that decides how values are read.
///
/// Platforms are data: the five of the uim docs are built in, and a repository declares
/// its own in `uim-parity.yml` (`platforms:`). `canonical` is the implementation every
/// other platform is compared with. Two platforms are the same platform when their
/// names are.
public struct Platform: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The languages uim-parity reads, as rules and the config name them.
    public enum Language: String, CaseIterable, Sendable {
        case swift, kotlin, tsx, ts
    }

    /// How a TSX platform writes styles: Tailwind classes (whose scale depends on the
    /// rem) or `StyleSheet` objects.
    public enum Flavor: String, CaseIterable, Sendable {
        case tailwind, stylesheet
    }

    public let name: String
    public let language: Language
    public let flavor: Flavor?
    /// The position in the report's columns (the declaration order).
    public let order: Int
    /// Whether the canonical was written from this platform's sources (uim's SwiftUI), so
    /// it follows the canonical: it has no vote on whether the canonical is the outlier,
    /// and when it holds the others' value too, the canonical changed. By default, a
    /// platform in the canonical's language.
    public let mirrorsCanonical: Bool

    public init(name: String, language: Language, flavor: Flavor? = nil, order: Int, mirrorsCanonical: Bool? = nil) {
        self.name = name
        self.language = language
        self.flavor = flavor
        self.order = order
        self.mirrorsCanonical = mirrorsCanonical ?? (name != "canonical" && language == .swift)
    }

    public static let canonical = Platform(name: "canonical", language: .swift, order: -1)
    public static let swift = Platform(name: "swift", language: .swift, order: 0)
    public static let kotlin = Platform(name: "kotlin", language: .kotlin, order: 1)
    public static let uniwind = Platform(name: "uniwind", language: .tsx, flavor: .tailwind, order: 2)
    public static let nativewind = Platform(name: "nativewind", language: .tsx, flavor: .tailwind, order: 3)
    public static let stylesheet = Platform(name: "stylesheet", language: .tsx, flavor: .stylesheet, order: 4)

    /// The uim docs' platforms, which apply when the config declares none.
    public static let builtin: [Platform] = [.swift, .kotlin, .uniwind, .nativewind, .stylesheet]

    /// The Tailwind flavors, whose class names depend on the configured rem.
    public var isTailwind: Bool { flavor == .tailwind }

    /// Whether the sources are TypeScript (with or without JSX).
    public var isTypeScript: Bool { language == .tsx || language == .ts }

    /// The keys a rules file may name this platform by, most specific first: its name,
    /// its flavor (`tailwind:` serves uniwind and nativewind), its language (`kotlin:`
    /// serves every Kotlin platform). The canonical answers to `canonical` only.
    public var ruleKeys: [String] {
        guard self != .canonical else { return [name] }
        var keys = [name]
        for key in [flavor?.rawValue, language.rawValue].compactMap({ $0 }) where !keys.contains(key) { keys.append(key) }
        return keys
    }

    /// The names that stand for groups of platforms in rules files.
    public static let groupKeys: Set<String> = Set(Language.allCases.map(\.rawValue) + Flavor.allCases.map(\.rawValue))

    public var description: String { name }

    public static func == (lhs: Platform, rhs: Platform) -> Bool { lhs.name == rhs.name }

    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    public static func < (lhs: Platform, rhs: Platform) -> Bool {
        (lhs.order, lhs.name) < (rhs.order, rhs.name)
    }
}

/// Values a rules file gives per platform, keyed as it writes them: by a platform's
/// name, by a flavor or by a language. A platform takes the most specific entry.
public struct PlatformKeyed<Value: Sendable>: Sendable {
    public private(set) var entries: [String: Value]

    public init(_ entries: [String: Value] = [:]) {
        self.entries = entries
    }

    public subscript(platform: Platform) -> Value? {
        for key in platform.ruleKeys {
            if let value = entries[key] { return value }
        }
        return nil
    }

    public subscript(key key: String) -> Value? {
        get { entries[key] }
        set { entries[key] = newValue }
    }

    public var isEmpty: Bool { entries.isEmpty }
    /// In key order (the pairs sorted, not each key looked up again: the rules of a
    /// hundred components read these thousands of times).
    public var values: [Value] { entries.sorted { $0.key < $1.key }.map(\.value) }
}

/// A canonical source: its file name (what rules name), its text, and how findings
/// show its path (`<canonical>/Theme.swift` for a built-in one, the file for a library's).
public struct CanonicalSource: Sendable {
    public let name: String
    public let text: String
    public let displayPath: String

    public init(name: String, text: String, displayPath: String) {
        self.name = name
        self.text = text
        self.displayPath = displayPath
    }
}
