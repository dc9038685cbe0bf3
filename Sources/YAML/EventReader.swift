import CYAML

/// Builds one `YAMLNode` document from libyaml's event stream.
///
/// libyaml's document loader builds the whole node graph before anything can be
/// checked: 100,000 levels of nesting cost seconds, and a few aliases can name
/// gigabytes of text. Reading events lets every bound hold while the text is read.
struct EventReader {
    /// What one document may expand to.
    struct Limits {
        /// Rules, config and baselines are shallow; deeper nesting is a mistake or an attack.
        var depth = 64
        /// Nodes built, counting an alias as a copy of what it names.
        var nodes = 200_000
        /// Scalar bytes built, counting an alias as a copy of what it names.
        var expandedBytes: Int

        /// A document may expand to its own size plus this much through aliases.
        static let aliasAllowance = 32 << 20
    }

    /// A node's cost when an alias copies it.
    private struct Weight {
        var nodes = 0
        var bytes = 0

        static func += (lhs: inout Weight, rhs: Weight) {
            lhs.nodes += rhs.nodes
            lhs.bytes += rhs.bytes
        }
    }

    /// A collection whose end event has not been read yet.
    private struct Open {
        let isMapping: Bool
        let mark: YAMLNode.Mark
        let anchor: String?
        var items: [YAMLNode] = []
        var entries: [(key: String, keyMark: YAMLNode.Mark, value: YAMLNode)] = []
        /// A mapping's key read, its value not yet.
        var pendingKey: (name: String, mark: YAMLNode.Mark)?
        var keys: Set<String> = []
        var weight = Weight(nodes: 1)

        var node: YAMLNode { isMapping ? .mapping(entries, mark) : .sequence(items, mark) }

        mutating func add(_ node: YAMLNode) throws(YAMLError) {
            guard isMapping else { return items.append(node) }
            if let key = pendingKey {
                entries.append((key.name, key.mark, node))
                pendingKey = nil
                return
            }
            guard case let .scalar(name, keyMark, _) = node else {
                throw YAMLError(at: node.mark, "a mapping key must be a scalar")
            }
            guard keys.insert(name).inserted else { throw YAMLError(at: keyMark, "duplicate key '\(name)'") }
            pendingKey = (name, keyMark)
        }
    }

    private let limits: Limits
    private var open: [Open] = []
    private var anchors: [String: (node: YAMLNode, weight: Weight)] = [:]
    private var total = Weight()
    private var root: YAMLNode?

    /// Reads the single document in `buffer` (the UTF-8 of the text, also in `bytes` for
    /// error positions).
    static func read(_ buffer: UnsafeBufferPointer<UInt8>, bytes: [UInt8]) throws(YAMLError) -> YAMLNode {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            throw YAMLError(line: 1, column: 1, message: "cannot start the YAML parser")
        }
        defer { yaml_parser_delete(&parser) }
        yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
        var reader = EventReader(limits: Limits(expandedBytes: bytes.count + Limits.aliasAllowance))
        var documents = 0
        while true {
            var event = yaml_event_t()
            guard yaml_parser_parse(&parser, &event) == 1 else { throw YAMLError(parser: parser, input: bytes) }
            defer { yaml_event_delete(&event) }
            switch event.type {
            case YAML_STREAM_END_EVENT:
                return reader.root ?? .mapping([], YAMLNode.Mark(line: 1, column: 1))
            case YAML_DOCUMENT_START_EVENT:
                documents += 1
                if documents > 1 {
                    // A second document would be silently ignored by every reader: refuse it.
                    throw YAMLError(at: mark(event.start_mark), "a second YAML document ('---'): a file holds one document")
                }
            default:
                try reader.consume(event)
            }
        }
    }

    private init(limits: Limits) {
        self.limits = limits
    }

    private mutating func consume(_ event: yaml_event_t) throws(YAMLError) {
        let mark = Self.mark(event.start_mark)
        switch event.type {
        case YAML_SCALAR_EVENT:
            let scalar = event.data.scalar
            let text = String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
            let node = YAMLNode.scalar(text, mark, plain: scalar.style == YAML_PLAIN_SCALAR_STYLE)
            try complete(node, weight: Weight(nodes: 1, bytes: scalar.length), anchor: Self.string(scalar.anchor), at: mark)
        case YAML_ALIAS_EVENT:
            let name = Self.string(event.data.alias.anchor) ?? ""
            guard let anchored = anchors[name] else {
                throw YAMLError(at: mark, "the alias '*\(name)' names no anchor before it")
            }
            try complete(anchored.node, weight: anchored.weight, anchor: nil, at: mark)
        case YAML_SEQUENCE_START_EVENT:
            try start(Open(isMapping: false, mark: mark, anchor: Self.string(event.data.sequence_start.anchor)))
        case YAML_MAPPING_START_EVENT:
            try start(Open(isMapping: true, mark: mark, anchor: Self.string(event.data.mapping_start.anchor)))
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            guard let finished = open.popLast() else { return }
            try complete(finished.node, weight: finished.weight, anchor: finished.anchor, at: finished.mark)
        default:
            return
        }
    }

    private mutating func start(_ collection: Open) throws(YAMLError) {
        guard open.count < limits.depth else { throw YAMLError(at: collection.mark, "nesting is too deep") }
        open.append(collection)
    }

    /// Adds a finished node to the collection being read (or makes it the root), after
    /// counting what it expands to.
    private mutating func complete(_ node: YAMLNode, weight: Weight, anchor: String?, at mark: YAMLNode.Mark) throws(YAMLError) {
        total += weight
        guard total.nodes <= limits.nodes else {
            throw YAMLError(at: mark, "document expands to too many nodes (aliases?)")
        }
        guard total.bytes <= limits.expandedBytes else {
            throw YAMLError(at: mark, "document expands to more than \(limits.expandedBytes >> 20) MiB of text (aliases?)")
        }
        if let anchor { anchors[anchor] = (node, weight) }
        guard !open.isEmpty else {
            root = node
            return
        }
        open[open.count - 1].weight += weight
        try open[open.count - 1].add(node)
    }

    private static func mark(_ mark: yaml_mark_t) -> YAMLNode.Mark {
        YAMLNode.Mark(line: Int(mark.line) + 1, column: Int(mark.column) + 1)
    }

    private static func string(_ text: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        text.map { String(cString: $0) }
    }
}
