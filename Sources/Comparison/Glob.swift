#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A path pattern as users write them: `**` matches any number of folders, and within
/// one name the C library's `fnmatch` does the rest (`*`, `?`, `[A-Z]`, `[!._]`);
/// `{kt,kts}` gives alternatives, and a leading `./` is the folder itself. Paths and
/// patterns use `/`.
public struct Glob: Hashable, Sendable, CustomStringConvertible {
    public let pattern: String
    /// The pattern with its braces expanded, each split into names.
    private let alternatives: [[String]]

    public init(_ pattern: String) {
        self.pattern = pattern
        var trimmed = Substring(pattern)
        while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
        let expanded = Self.expandBraces(String(trimmed)) ?? [String(trimmed)]
        alternatives = expanded.map { Self.names(of: $0) }
    }

    /// The pattern's names, a run of `**` as one (`**/**` matches what `**` does): the
    /// match recurses once a name, and a hundred thousand `**` overflowed the stack.
    private static func names(of pattern: String) -> [String] {
        var names: [String] = []
        for name in pattern.split(separator: "/") where !(name == "**" && names.last == "**") { names.append(String(name)) }
        return names
    }

    public var description: String { pattern }

    public func matches(_ path: String) -> Bool {
        let names = path.split(separator: "/").map(String.init)
        return alternatives.contains { Self.match($0, names) }
    }

    /// Whether `path` matches `pattern`, name by name, the first names first. Each state
    /// (the pattern's names from one index, the path's from another) is decided once:
    /// trying every split of the path at every `**` again took exponential time on
    /// `**/**/…/x`.
    private static func match(_ pattern: [String], _ path: [String]) -> Bool {
        var decided = [Bool?](repeating: nil, count: (pattern.count + 1) * (path.count + 1))
        func match(_ p: Int, _ n: Int) -> Bool {
            let state = p * (path.count + 1) + n
            if let known = decided[state] { return known }
            let result: Bool
            if p == pattern.count {
                result = n == path.count
            } else if pattern[p] == "**" {
                // None of the path's names, or its next one and then again.
                result = match(p + 1, n) || (n < path.count && match(p, n + 1))
            } else {
                result = n < path.count && fnmatch(pattern[p], path[n], FNM_PERIOD) == 0 && match(p + 1, n + 1)
            }
            decided[state] = result
            return result
        }
        return match(0, 0)
    }

    /// Past this many patterns a pattern's braces stay as written, so it matches only its
    /// own text (a `sources:` pattern that matches no file is warned about; an `exclude:`
    /// one excludes nothing): `{a,b}` twenty times over is a million patterns.
    static let expansionLimit = 1_024

    /// `a/{b,c}/*.{kt,kts}` → four patterns; nested braces expand from the outside in,
    /// and a brace with no comma is kept as written. Nil past `expansionLimit` patterns.
    static func expandBraces(_ pattern: String) -> [String]? {
        var expanded: [String] = []
        return expandBraces(pattern, into: &expanded) ? expanded : nil
    }

    /// Appends `pattern`'s expansion to `expanded`; false once it holds more than the limit.
    private static func expandBraces(_ pattern: String, into expanded: inout [String]) -> Bool {
        switch expandFirstBrace(pattern) {
        case .none:
            expanded.append(pattern)
            return expanded.count <= expansionLimit
        case .tooMany:
            return false
        case let .alternatives(alternatives):
            for alternative in alternatives where !expandBraces(alternative, into: &expanded) { return false }
            return true
        }
    }

    private enum FirstBrace {
        /// No brace with a comma.
        case none
        /// More options than the limit (each would be a copy of the whole pattern).
        case tooMany
        case alternatives([String])
    }

    /// The patterns the first brace with a comma gives (`a{b,c}d` → `abd`, `acd`).
    private static func expandFirstBrace(_ pattern: String) -> FirstBrace {
        let characters = Array(pattern)
        guard let open = characters.firstIndex(of: "{") else { return .none }
        var depth = 0
        var commas: [Int] = []
        for index in open..<characters.count {
            switch characters[index] {
            case "{": depth += 1
            case "}":
                depth -= 1
                if depth == 0 {
                    guard !commas.isEmpty else {
                        // Kept as written; the braces after it may expand.
                        let kept = String(characters[...index])
                        let rest = expandFirstBrace(String(characters[(index + 1)...]))
                        guard case let .alternatives(tails) = rest else { return rest }
                        return .alternatives(tails.map { kept + $0 })
                    }
                    guard commas.count < expansionLimit else { return .tooMany }
                    let head = String(characters[..<open])
                    let tail = String(characters[(index + 1)...])
                    let bounds = [open] + commas + [index]
                    return .alternatives(zip(bounds, bounds.dropFirst()).map { head + String(characters[($0 + 1)..<$1]) + tail })
                }
            case "," where depth == 1: commas.append(index)
            default: break
            }
        }
        return .none
    }
}
