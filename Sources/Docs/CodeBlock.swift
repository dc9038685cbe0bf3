/// A fenced code block of a docs page.
public struct CodeBlock: Equatable, Sendable {
    /// The first word of the info string (`tsx`, `swift`, `kt` …), lowercased; empty if none.
    public let language: String
    /// `key="value"` attributes after the language (`title`, …).
    public let attributes: [String: String]
    /// The block's text, LF line endings.
    public let content: String
    /// The 1-based line of the opening fence in the page.
    public let line: Int
    /// The text of the nearest heading above the block, if any.
    public let heading: String?

    public var title: String? { attributes["title"] }
}

/// Reads the info string of a fence: a language, then `key="value"`, `key='value'`
/// or `key=value` attributes; bare words are kept as attributes with an empty value.
enum InfoString {
    static func parse(_ info: String) -> (language: String, attributes: [String: String]) {
        var scanner = Substring(info)
        let language = word(from: &scanner).lowercased()
        var attributes: [String: String] = [:]
        while true {
            skipSpaces(&scanner)
            guard !scanner.isEmpty else { break }
            let key = scanner.prefix { !$0.isWhitespace && $0 != "=" }
            scanner = scanner.dropFirst(key.count)
            guard scanner.first == "=" else {
                if !key.isEmpty { attributes[String(key)] = "" } else { scanner = scanner.dropFirst() }
                continue
            }
            scanner = scanner.dropFirst()
            attributes[String(key)] = value(from: &scanner)
        }
        return (language, attributes)
    }

    private static func skipSpaces(_ scanner: inout Substring) {
        scanner = scanner.drop { $0.isWhitespace }
    }

    private static func word(from scanner: inout Substring) -> String {
        skipSpaces(&scanner)
        let word = scanner.prefix { !$0.isWhitespace && $0 != "{" }
        scanner = scanner.dropFirst(word.count)
        return String(word)
    }

    private static func value(from scanner: inout Substring) -> String {
        guard let quote = scanner.first, quote == "\"" || quote == "'" else {
            let bare = scanner.prefix { !$0.isWhitespace }
            scanner = scanner.dropFirst(bare.count)
            return String(bare)
        }
        let body = scanner.dropFirst().prefix { $0 != quote }
        scanner = scanner.dropFirst(body.count + 2)
        return String(body)
    }
}
