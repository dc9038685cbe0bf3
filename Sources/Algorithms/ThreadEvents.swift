import Model

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

    /// `m0` to `m127`, made once: a generated thread's ids are among them (`m0` is never used).
    private static let commonIDs = (0..<128).map { "m" + String($0) }

    /// The calls for `events`, starting from an empty thread; new ids are `m1`, `m2`, ….
    /// An unknown event is nil, and so is a negative count or an endless distance (the
    /// rules refuse them in their boundaries; a caller may still pass one), and so are
    /// calls that would hold more than the interpreter's size limit of ids in all: each
    /// call holds the thread's ids after it, and a hundred `append 10000` held gigabytes.
    ///
    /// (Ids are made once: made by interpolation each time, with the events split into
    /// characters, the calls of a run's events were 2 % of checking a library. The events
    /// are read as bytes by `ThreadEvent`.)
    public static func calls(_ events: [String]) -> [ThreadCall]? {
        let commonIDs = Self.commonIDs
        var ids: [String] = []
        var next = 0
        func fresh(_ count: Int) -> [String] {
            defer { next += count }
            return (next + 1..<next + 1 + count).map { $0 < commonIDs.count ? commonIDs[$0] : "m" + String($0) }
        }
        var calls: [ThreadCall] = []
        calls.reserveCapacity(events.count)
        var held = 0
        for text in events {
            switch ThreadEvent(text) {
            case nil:
                return nil
            case let .scroll(atEnd, distance)?:
                guard distance?.isFinite ?? true else { return nil }
                calls.append(.edges(atStart: false, atEnd: atEnd, distance: distance))
            case let .change(change, count)?:
                guard count >= 0, count <= Interpreter.sizeLimit - held else { return nil }
                switch change {
                case .append: ids += fresh(count)
                case .prepend: ids = fresh(count) + ids
                case .replace: ids = fresh(count)
                }
                held += ids.count
                guard held <= Interpreter.sizeLimit else { return nil }
                calls.append(.ids(ids))
            }
        }
        return calls
    }
}
