/// "Did you mean": the known name nearest to a mistyped one, as ESLint and git suggest.
public enum Suggestion {
    /// The candidate within a small edit distance of `name` (about a third of its
    /// length, at least 2), nearest first, ties to the earlier candidate.
    /// `within` gives another largest distance.
    public static func nearest(to name: String, among candidates: [String], within distance: Int? = nil) -> String? {
        let limit = distance ?? max(2, name.count / 3)
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != name {
            let distance = editDistance(Array(name), Array(candidate))
            if distance <= limit, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.name
    }

    /// ` (did you mean X?)`, or nothing.
    public static func hint(for name: String, among candidates: [String]) -> String {
        nearest(to: name, among: candidates).map { " (did you mean \($0)?)" } ?? ""
    }

    /// Levenshtein distance: insertions, deletions and substitutions.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        var previous = Array(0...b.count)
        for (i, left) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, right) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (left == right ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
