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

    /// How closely the pattern names `path`, if it matches: how many characters the
    /// matching alternative fixes before its first wildcard (13 for `android/wear/**/*.kt`
    /// and for `android/{wear,watch}/**/*.kt`, 8 for `android/**/*.kt`). Of two patterns
    /// that match a path, the closer one names it.
    public func closeness(to path: String) -> Int? {
        let names = path.split(separator: "/").map(String.init)
        return alternatives.filter { Self.match($0, names) }.map { alternative in
            alternative.joined(separator: "/").prefix { !"*?[{".contains($0) }.count
        }.max()
    }

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
    /// Braces nested deeper than this stay as written too: the expansion recurses once a
    /// level.
    public static let nestingLimit = 64

    /// `a/{b,c}/*.{kt,kts}` → four patterns; nested braces expand from the outside in,
    /// and a brace with no comma is kept as written, as is one never closed, with all
    /// after it. Nil past `expansionLimit` patterns or `nestingLimit` levels.
    ///
    /// The pattern is read once into pieces and the patterns are counted before any is
    /// made: expanding brace by brace copied the whole pattern once a brace, which took
    /// minutes on twenty thousand of them.
    static func expandBraces(_ pattern: String) -> [String]? {
        let characters = Array(pattern)
        guard let pieces = BracePiece.pieces(of: characters), BracePiece.count(pieces) <= expansionLimit else { return nil }
        return BracePiece.expand(pieces, characters)
    }
}

/// A piece of a pattern: text as written (a range of its characters), or a brace's
/// alternatives, each a sequence of pieces.
private indirect enum BracePiece {
    case text(Range<Int>)
    case alternatives([[BracePiece]])

    /// A brace read so far: where it opened, and its alternatives (one more at each comma).
    private struct OpenBrace {
        let start: Int
        var options: [[BracePiece]] = [[]]
    }

    /// The pattern's pieces, adjacent text joined; nil past `Glob.nestingLimit` levels.
    /// (Read without recursion: a level is an entry of a stack.)
    static func pieces(of characters: [Character]) -> [BracePiece]? {
        var outermost: [BracePiece] = []
        var open: [OpenBrace] = []
        func append(_ piece: BracePiece) {
            if open.isEmpty {
                join(piece, to: &outermost)
            } else {
                join(piece, to: &open[open.count - 1].options[open[open.count - 1].options.count - 1])
            }
        }
        for (index, character) in characters.enumerated() {
            switch character {
            case "{":
                guard open.count < Glob.nestingLimit else { return nil }
                open.append(OpenBrace(start: index))
            case "," where !open.isEmpty:
                open[open.count - 1].options.append([])
            case "}" where !open.isEmpty:
                let brace = open.removeLast()
                append(brace.options.count == 1 ? .text(brace.start..<(index + 1)) : .alternatives(brace.options))
            default:
                append(.text(index..<(index + 1)))
            }
        }
        if let unclosed = open.first { join(.text(unclosed.start..<characters.count), to: &outermost) }
        return outermost
    }

    private static func join(_ piece: BracePiece, to pieces: inout [BracePiece]) {
        if case let .text(next) = piece, case let .text(previous)? = pieces.last, previous.upperBound == next.lowerBound {
            pieces[pieces.count - 1] = .text(previous.lowerBound..<next.upperBound)
        } else {
            pieces.append(piece)
        }
    }

    /// How many patterns the pieces give, at most one past `Glob.expansionLimit`.
    static func count(_ pieces: [BracePiece]) -> Int {
        let most = Glob.expansionLimit + 1
        return pieces.reduce(1) { total, piece in
            guard case let .alternatives(options) = piece else { return total }
            return min(total * options.reduce(0) { min($0 + count($1), most) }, most)
        }
    }

    /// The patterns, the first brace's alternatives outermost.
    static func expand(_ pieces: [BracePiece], _ characters: [Character]) -> [String] {
        pieces.reduce([""]) { patterns, piece in
            switch piece {
            case let .text(range):
                let text = String(characters[range])
                return patterns.map { $0 + text }
            case let .alternatives(options):
                let tails = options.flatMap { expand($0, characters) }
                return patterns.flatMap { pattern in tails.map { pattern + $0 } }
            }
        }
    }
}
