/// A message thread's events as calls on a scroller's state: the ids after each change
/// (`append 2`, `prepend 1`, `replace 3`) or the edges after a scroll (`end`, `away`).
/// Every platform and the canonical receive the same calls.
public enum ThreadCall: Sendable, Equatable {
    case ids([String])
    case edges(atStart: Bool, atEnd: Bool)
}

public enum ThreadEvents {
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
            let count = parts.count == 2 ? Int(parts[1]) : nil
            switch (parts.first.map(String.init), count) {
            case ("append", let count?): ids += fresh(count)
            case ("prepend", let count?): ids = fresh(count) + ids
            case ("replace", let count?): ids = fresh(count)
            case ("end", nil):
                calls.append(.edges(atStart: false, atEnd: true))
                continue
            case ("away", nil):
                calls.append(.edges(atStart: false, atEnd: false))
                continue
            default: return nil
            }
            calls.append(.ids(ids))
        }
        return calls
    }
}
