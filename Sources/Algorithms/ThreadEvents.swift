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
    /// An unknown event is nil: the rules' boundary values are checked by the caller.
    public static func calls(_ events: [String]) -> [ThreadCall]? {
        var ids: [String] = []
        var next = 0
        func fresh(_ count: Int) -> [String] {
            defer { next += count }
            return (0..<count).map { "m\(next + $0 + 1)" }
        }
        var calls: [ThreadCall] = []
        for event in events {
            let parts = event.split(separator: " ")
            guard parts.count <= 2 else { return nil }
            let kind = parts.first.map(String.init)
            let count = parts.count == 2 ? Int(parts[1]) : nil
            if kind == "end" || kind == "away" {
                let distance = parts.count == 2 ? Double(parts[1]) : nil
                guard parts.count == 1 || distance?.isFinite == true else { return nil }
                calls.append(.edges(atStart: false, atEnd: kind == "end", distance: distance))
                continue
            }
            switch (kind, count) {
            case ("append", let count?): ids += fresh(count)
            case ("prepend", let count?): ids = fresh(count) + ids
            case ("replace", let count?): ids = fresh(count)
            default: return nil
            }
            calls.append(.ids(ids))
        }
        return calls
    }
}
