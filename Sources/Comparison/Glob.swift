/// A path pattern: `**` matches any number of folders, `*` any run of characters
/// within one name, `?` one character. Paths and patterns use `/`.
public struct Glob: Hashable, Sendable, CustomStringConvertible {
    public let pattern: String
    private let segments: [Substring]

    public init(_ pattern: String) {
        self.pattern = pattern
        segments = pattern.split(separator: "/", omittingEmptySubsequences: true)
    }

    public var description: String { pattern }

    public func matches(_ path: String) -> Bool {
        Self.match(segments[...], path.split(separator: "/")[...])
    }

    private static func match(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            var rest = path
            while true {
                if match(pattern.dropFirst(), rest) { return true }
                guard !rest.isEmpty else { return false }
                rest = rest.dropFirst()
            }
        }
        guard let name = path.first, matchName(Array(first)[...], Array(name)[...]) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    private static func matchName(_ pattern: ArraySlice<Character>, _ name: ArraySlice<Character>) -> Bool {
        guard let first = pattern.first else { return name.isEmpty }
        switch first {
        case "*":
            var rest = name
            while true {
                if matchName(pattern.dropFirst(), rest) { return true }
                guard !rest.isEmpty else { return false }
                rest = rest.dropFirst()
            }
        case "?":
            return !name.isEmpty && matchName(pattern.dropFirst(), name.dropFirst())
        default:
            return name.first == first && matchName(pattern.dropFirst(), name.dropFirst())
        }
    }
}
