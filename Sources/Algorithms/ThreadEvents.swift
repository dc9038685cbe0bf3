/// A message thread's events as calls on a scroller's state: the ids after each change
/// (`append 2`, `prepend 1`, `replace 3`) or the edges after a scroll (`end`, `away`;
/// `end 8`, `away 8.25` also say how far from the end the list rests, for platforms
/// that receive the scroll offset). Every platform and the canonical receive the same calls.
public enum ThreadCall: Sendable, Equatable {
    case ids([String])
    case edges(atStart: Bool, atEnd: Bool, distance: Double?)
}

public enum ThreadEvents {
    /// What the bindings call the distance from the end an edge event names.
    public static let distance = "distance"

    /// The calls for `events`, starting from an empty thread; new ids are `m1`, `m2`, ….
    /// An unknown event is nil, and so is a negative count (the rules refuse both in
    /// their boundaries; a caller may still pass one).
    ///
    /// (Read as bytes and ids made by concatenation: split into characters and made by
    /// interpolation, the calls of a run's events were 2 % of checking a library.)
    public static func calls(_ events: [String]) -> [ThreadCall]? {
        var ids: [String] = []
        var next = 0
        func fresh(_ count: Int) -> [String] {
            defer { next += count }
            return (0..<count).map { "m" + String(next + $0 + 1) }
        }
        var calls: [ThreadCall] = []
        calls.reserveCapacity(events.count)
        for event in events {
            let parts = event.utf8.split(separator: UInt8(ascii: " "))
            guard parts.count <= 2 else { return nil }
            let kind = parts.first.map { Substring($0) }
            let operand = parts.count == 2 ? Substring(parts[1]) : nil
            if kind == "end" || kind == "away" {
                let distance = operand.flatMap { Double($0) }
                guard operand == nil || distance?.isFinite == true else { return nil }
                calls.append(.edges(atStart: false, atEnd: kind == "end", distance: distance))
                continue
            }
            guard let count = operand.flatMap({ Int($0) }), count >= 0 else { return nil }
            switch kind {
            case "append": ids += fresh(count)
            case "prepend": ids = fresh(count) + ids
            case "replace": ids = fresh(count)
            default: return nil
            }
            calls.append(.ids(ids))
        }
        return calls
    }
}
