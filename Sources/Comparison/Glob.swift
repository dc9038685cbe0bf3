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
        alternatives = Self.expandBraces(String(trimmed)).map { $0.split(separator: "/").map(String.init) }
    }

    public var description: String { pattern }

    public func matches(_ path: String) -> Bool {
        let names = path.split(separator: "/").map(String.init)
        return alternatives.contains { Self.match($0[...], names[...]) }
    }

    private static func match(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            var rest = path
            while true {
                if match(pattern.dropFirst(), rest) { return true }
                guard !rest.isEmpty else { return false }
                rest = rest.dropFirst()
            }
        }
        guard let name = path.first, fnmatch(first, name, FNM_PERIOD) == 0 else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    /// `a/{b,c}/*.{kt,kts}` → four patterns; nested braces expand from the outside in,
    /// and a brace with no comma is kept as written.
    static func expandBraces(_ pattern: String) -> [String] {
        let characters = Array(pattern)
        guard let open = characters.firstIndex(of: "{") else { return [pattern] }
        var depth = 0
        var commas: [Int] = []
        for index in open..<characters.count {
            switch characters[index] {
            case "{": depth += 1
            case "}":
                depth -= 1
                if depth == 0 {
                    guard !commas.isEmpty else {
                        return expandBraces(String(characters[(index + 1)...])).map { String(characters[...index]) + $0 }
                    }
                    let head = String(characters[..<open])
                    let tail = String(characters[(index + 1)...])
                    let bounds = [open] + commas + [index]
                    let options = zip(bounds, bounds.dropFirst()).map { String(characters[($0 + 1)..<$1]) }
                    return options.flatMap { expandBraces(head + $0 + tail) }
                }
            case "," where depth == 1: commas.append(index)
            default: break
            }
        }
        return [pattern]
    }
}
