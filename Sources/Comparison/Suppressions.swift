import Extraction
import Foundation
import Model

/// Inline suppressions, in the spirit of `// swiftlint:disable:next`:
/// `// uim-parity: ignore section-index.bubble-font -- Material uses a larger bubble`
/// silences that fact on the same line or the next one (or, for a fact that is not
/// found at all, anywhere in the file). A reason after `--` is required.
struct Suppression: Hashable {
    let fact: String
    let reason: String?
    let location: Location
    let component: String
    let platform: Platform

    private static let pattern = try! NSRegularExpression(
        pattern: #"uim-parity:\s*ignore\s+([A-Za-z0-9.\-]+)(?:\s+--\s*(.*?))?\s*(?:\*/\s*\}?)?\s*$"#)

    /// The suppressions written in a file's comments (a string that looks like one is
    /// code, and silences nothing).
    static func find(in index: SourceIndex, component: String, platform: Platform) -> [Suppression] {
        let source = index.parsed.file.text
        // Most files have none: one search of the whole text spares splitting it into lines.
        guard Self.holdsMarker(source) else { return [] }
        var result: [Suppression] = []
        let root = index.parsed.tree.rootNode
        var lineStart = 0
        for (offset, line) in source.split(omittingEmptySubsequences: false, whereSeparator: Self.endsLine).enumerated() {
            let text = String(line)
            defer { lineStart += text.utf8.count + (line.endIndex < source.endIndex && source[line.endIndex] == "\r\n" ? 2 : 1) }
            guard Self.holdsMarker(text),
                let match = pattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
                let factRange = Range(match.range(at: 1), in: text)
            else { continue }
            let prefix = text[..<text.range(of: Self.marker)!.lowerBound]
            let byte = lineStart + prefix.utf8.count
            guard root.descendant(spanning: byte..<(byte + 1))?.isComment == true else { continue }
            let reason = Range(match.range(at: 2), in: text).map { String(text[$0]).trimmingCharacters(in: .whitespaces) }
            // Columns count Unicode scalars, as every other location does.
            let column = prefix.unicodeScalars.count + 1
            result.append(Suppression(
                fact: String(text[factRange]), reason: reason?.isEmpty == true ? nil : reason,
                location: Location(path: index.path, line: offset + 1, column: column), component: component, platform: platform))
        }
        return result
    }

    /// What every suppression comment holds.
    private static let marker = "uim-parity:"

    /// Whether `text` holds the marker, searched in its UTF-8 bytes. (Written here:
    /// Foundation's `contains` copies the text to UTF-16 first, the standard library's
    /// `firstRange(of:)` is generic and PCRE2's DFA matcher (`LinearRegex`) runs its `.*`
    /// over every byte, each costlier than parsing the file; glibc's `memmem` is not
    /// exported to Swift, and `strstr` would stop at a NUL byte.)
    private static func holdsMarker(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { haystack in
            guard haystack.count >= markerBytes.count else { return false }
            for start in 0...(haystack.count - markerBytes.count) where haystack[start] == markerBytes[0] {
                if markerBytes.indices.allSatisfy({ haystack[start + $0] == markerBytes[$0] }) { return true }
            }
            return false
        }
    }

    private static let markerBytes = Array(marker.utf8)

    /// Lines end as tree-sitter counts them; Swift reads `\r\n` as one character.
    private static func endsLine(_ character: Character) -> Bool {
        character == "\n" || character == "\r\n"
    }

    /// Whether it silences the finding: on the line of the finding or of its use site
    /// (`via`), or just above either.
    func silences(_ finding: Finding) -> Bool {
        guard reason != nil, finding.fact == fact else { return false }
        return [finding.location, finding.via].contains { place in
            guard let place, place.path == location.path else { return false }
            return finding.kind == .missing || place.line == location.line || place.line == location.line + 1
        }
    }

    /// Applies suppressions: silenced findings are removed and counted; a suppression
    /// without a reason or for an unknown fact is itself a finding, an unused one a warning.
    static func apply(_ suppressions: [Suppression], to findings: [Finding], knownFacts: Set<String>)
        -> (findings: [Finding], suppressed: [SuppressedFinding])
    {
        var kept: [Finding] = []
        var used: Set<Suppression> = []
        var silenced: [SuppressedFinding] = []
        for finding in findings {
            // Only a suppression of a known fact silences: the unknown one is reported below.
            if let suppression = suppressions.first(where: { knownFacts.contains($0.fact) && $0.silences(finding) }) {
                used.insert(suppression)
                silenced.append(SuppressedFinding(finding: finding, reason: suppression.reason ?? ""))
            } else {
                kept.append(finding)
            }
        }
        for suppression in suppressions {
            let problem: String?
            let kind: FindingKind
            if !knownFacts.contains(suppression.fact) {
                let hint = Suggestion.hint(for: suppression.fact, among: knownFacts.sorted())
                (problem, kind) = ("suppression names unknown fact '\(suppression.fact)'\(hint)", .badSuppression)
            } else if suppression.reason == nil {
                (problem, kind) = ("suppression of \(suppression.fact) has no reason (write `-- why`)", .badSuppression)
            } else if !used.contains(suppression) {
                (problem, kind) = ("suppression of \(suppression.fact) silences nothing", .unusedSuppression)
            } else {
                (problem, kind) = (nil, .badSuppression)
            }
            guard let problem else { continue }
            kept.append(Finding(
                component: suppression.component, fact: suppression.fact, platform: suppression.platform, kind: kind,
                severity: kind == .unusedSuppression ? .warning : .error, location: suppression.location, found: nil,
                canonical: nil, message: problem))
        }
        return (kept, silenced)
    }
}
