import Canonical

/// The canonical algorithms, compiled into the tool: the oracle every platform is
/// compared with. Inputs arrive by name; the generators keep them in the domain the
/// canonical accepts (finite numbers), so the compiled code cannot trap.
public enum Oracle {
    public static let algorithms: Set<String> = [
        "section-index.capacity", "section-index.display-items", "section-index.index",
    ]

    public static func run(_ id: String, _ inputs: [String: RValue]) -> RValue? {
        switch id {
        case "section-index.capacity":
            guard let height = inputs["height"]?.asDouble else { return nil }
            return .int(Int64(SectionIndexMath.capacity(height: height)), bits: 64)
        case "section-index.display-items":
            guard case let .list(letters)? = inputs["letters"], let capacity = inputs["capacity"]?.asDouble else { return nil }
            let strings = letters.compactMap { value -> String? in
                if case let .string(text) = value { return text }
                return nil
            }
            let items = SectionIndexMath.displayItems(strings, capacity: Int(capacity))
            return .list(items.map { .record("SectionIndexItem", ["key": .string($0.key), "label": .string($0.label)]) })
        case "section-index.index":
            guard let y = inputs["y"]?.asDouble, let height = inputs["height"]?.asDouble, let count = inputs["count"]?.asDouble else {
                return nil
            }
            return .int(Int64(SectionIndexMath.index(at: y, height: height, count: Int(count))), bits: 64)
        default:
            return nil
        }
    }
}
