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
        alternatives = expanded.map { $0.split(separator: "/").map(String.init) }
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

    /// Past this many patterns a pattern's braces stay as written (and match no path,
    /// which `check` warns about): `{a,b}` twenty times over is a million patterns.
    static let expansionLimit = 1_024

    /// `a/{b,c}/*.{kt,kts}` → four patterns; nested braces expand from the outside in,
    /// and a brace with no comma is kept as written. Nil past `expansionLimit` patterns.
    static func expandBraces(_ pattern: String) -> [String]? {
        var expanded: [String] = []
        return expandBraces(pattern, into: &expanded) ? expanded : nil
    }

    /// Appends `pattern`'s expansion to `expanded`; false once it holds more than the limit.
    private static func expandBraces(_ pattern: String, into expanded: inout [String]) -> Bool {
        guard let alternatives = expandFirstBrace(pattern) else {
            expanded.append(pattern)
            return expanded.count <= expansionLimit
        }
        for alternative in alternatives where !expandBraces(alternative, into: &expanded) { return false }
        return true
    }

    /// The patterns the first brace with a comma gives (`a{b,c}d` → `abd`, `acd`); nil
    /// when there is none.
    private static func expandFirstBrace(_ pattern: String) -> [String]? {
        let characters = Array(pattern)
        guard let open = characters.firstIndex(of: "{") else { return nil }
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
                        return expandFirstBrace(String(characters[(index + 1)...]))?.map { kept + $0 }
                    }
                    let head = String(characters[..<open])
                    let tail = String(characters[(index + 1)...])
                    let bounds = [open] + commas + [index]
                    return zip(bounds, bounds.dropFirst()).map { head + String(characters[($0 + 1)..<$1]) + tail }
                }
            case "," where depth == 1: commas.append(index)
            default: break
            }
        }
        return nil
    }
}
