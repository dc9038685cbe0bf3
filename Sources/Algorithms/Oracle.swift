import Canonical

/// The canonical algorithms, compiled into the tool: the oracle every platform is
/// compared with. Inputs arrive by name; the generators keep them in the domain the
/// canonical accepts (finite numbers), so the compiled code cannot trap.
public enum Oracle {
    public static let algorithms: Set<String> = [
        "section-index.capacity", "section-index.display-items", "section-index.index", "section-index.target",
        "section-index.merge", "message-scroller.unread",
    ]

    public static func run(_ id: String, _ inputs: [String: RValue]) -> RValue? {
        switch id {
        case "section-index.capacity":
            guard let height = inputs["height"]?.asDouble else { return nil }
            return .int(Int64(SectionIndexMath.capacity(height: height)), bits: 64)
        case "section-index.display-items":
            guard let letters = strings(inputs["letters"]), let capacity = inputs["capacity"]?.asInteger else { return nil }
            let items = SectionIndexMath.displayItems(letters, capacity: capacity)
            return .list(items.map { .record("SectionIndexItem", ["key": .string($0.key), "label": .string($0.label)]) })
        case "section-index.index":
            guard let y = inputs["y"]?.asDouble, let height = inputs["height"]?.asDouble, let count = inputs["count"]?.asDouble else {
                return nil
            }
            return .int(Int64(SectionIndexMath.index(at: y, height: height, count: Int(count))), bits: 64)
        case "section-index.target":
            guard let sections = strings(inputs["sections"]), let letters = strings(inputs["letters"]),
                let index = inputs["index"]?.asInteger
            else { return nil }
            return SectionIndexMath.target(sections: sections, letters: letters, index: index).map(RValue.string) ?? .null
        case "section-index.merge":
            guard let known = strings(inputs["known"]), let seen = strings(inputs["seen"]), let letters = strings(inputs["letters"]) else {
                return nil
            }
            return .list(SectionIndexMath.merge(known, seen, letters: letters).map(RValue.string))
        case "message-scroller.unread":
            guard let events = strings(inputs["events"]), let calls = ThreadEvents.calls(events) else { return nil }
            var tracker = MessageScrollerTracker()
            return .list(calls.map { call in
                switch call {
                case let .ids(ids): _ = tracker.update(ids)
                case let .edges(atStart, atEnd, _): tracker.setEdges(atStart: atStart, atEnd: atEnd)
                }
                return .int(Int64(tracker.unread), bits: 64)
            })
        default:
            return nil
        }
    }

    /// A list input as strings.
    private static func strings(_ value: RValue?) -> [String]? {
        guard case let .list(items)? = value else { return nil }
        return items.compactMap { item in
            if case let .string(text) = item { return text }
            return nil
        }
    }
}
