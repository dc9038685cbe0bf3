import Parsing
import TreeSitter

/// All the query locators of one language compiled as one query. Compiling a query
/// analyses the whole grammar, which costs far more than matching, so a check compiles
/// one query per language and runs it once per file.
public final class QueryBank {
    let query: Query
    private var patternsBySource: [String: Set<Int>] = [:]

    /// Compiles `sources` together; fails if any of them does not compile (the caller
    /// then compiles them one by one, which names the broken one).
    public init(language: SourceLanguage, sources: [String]) throws(TreeSitterError) {
        let unique = Array(Set(sources)).sorted()
        var combined = ""
        var ranges: [(source: String, range: Range<Int>)] = []
        for source in unique {
            let start = combined.utf8.count
            combined += source + "\n"
            ranges.append((source, start..<combined.utf8.count))
        }
        query = try Query(language: language.grammar, source: combined)
        for pattern in 0..<query.patternCount {
            let start = query.startByte(ofPattern: pattern)
            guard let owner = ranges.first(where: { $0.range.contains(start) }) else { continue }
            patternsBySource[owner.source, default: []].insert(pattern)
        }
    }

    func patterns(of source: String) -> Set<Int>? {
        patternsBySource[source]
    }
}
