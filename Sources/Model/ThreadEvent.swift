import Foundation

/// One event of a message thread as the rules write it: `append 2`, `prepend 1`,
/// `replace 3` (the thread's messages change), or `end`, `away`, `end 8`, `away 8.25`
/// (the list is scrolled to its end or away from it, resting so far from the end). Read
/// here alone, for the rules loader (a boundary's events), the interpreter's calls and
/// the shrinking of a failing input: it was read in three places, three ways.
///
/// Only the form is read: a count or a distance may be any number written, and each
/// reader decides what it takes (the loader refuses a negative count with its range).
public enum ThreadEvent: Equatable, Sendable {
    public enum Change: String, Sendable {
        case append, prepend, replace
    }

    case change(Change, count: Int)
    case scroll(atEnd: Bool, distance: Double?)

    /// The event `text` writes, words split by spaces; nil for any other text.
    ///
    /// (Read as bytes: a run of a stateful algorithm reads every event of its input, and
    /// splitting into characters was 2 % of checking a library.)
    public init?(_ text: String) {
        let words = text.utf8.split(separator: UInt8(ascii: " "))
        guard let first = words.first, words.count <= 2 else { return nil }
        // A `String`, not a `Substring`: comparing a short string with a literal is
        // comparing two words.
        let kind = String(Substring(first))
        let operand = words.count == 2 ? Substring(words[1]) : nil
        if kind == "end" || kind == "away" {
            guard let operand else {
                self = .scroll(atEnd: kind == "end", distance: nil)
                return
            }
            guard let distance = Double(operand) else { return nil }
            self = .scroll(atEnd: kind == "end", distance: distance)
            return
        }
        guard let change = Change(rawValue: kind), let count = operand.flatMap({ Int($0) }) else { return nil }
        self = .change(change, count: count)
    }

    /// `append`, `end`: what the event does, without its number.
    public var kind: String {
        switch self {
        case let .change(change, _): change.rawValue
        case let .scroll(atEnd, _): atEnd ? "end" : "away"
        }
    }

    /// The events a boundary lists, comma-separated (`"away,append 2"`), each trimmed;
    /// none for "".
    public static func texts(in boundary: String) -> [String] {
        boundary.commaSeparated
    }

    /// How the rules write the events: for a message naming a malformed one.
    public static let forms = "append N, prepend N, replace N, end, away, end D or away D"
}
