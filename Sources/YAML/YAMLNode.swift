import CYAML

/// A YAML document as a tree of scalars, sequences and mappings, each with its
/// 1-based position, so errors in rules and config can name `file:line:col`.
public indirect enum YAMLNode: Sendable {
    case scalar(String, Mark, plain: Bool)
    case sequence([YAMLNode], Mark)
    case mapping([(key: String, keyMark: Mark, value: YAMLNode)], Mark)

    /// A 1-based line and column in the YAML text.
    public struct Mark: Hashable, Sendable, CustomStringConvertible {
        public let line: Int
        public let column: Int
        public var description: String { "\(line):\(column)" }
    }

    public var mark: Mark {
        switch self {
        case let .scalar(_, mark, _), let .sequence(_, mark), let .mapping(_, mark): mark
        }
    }

    /// What the node is, for error messages.
    public var kindName: String {
        switch self {
        case .scalar: "a scalar"
        case .sequence: "a list"
        case .mapping: "a mapping"
        }
    }

    /// Parses one YAML document (an empty text is an empty mapping).
    public static func parse(_ text: String) throws(YAMLError) -> YAMLNode {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            throw YAMLError(line: 1, column: 1, message: "cannot start the YAML parser")
        }
        defer { yaml_parser_delete(&parser) }
        let bytes = Array(text.utf8)
        var document = yaml_document_t()
        // A second document (`---`) would be silently ignored: it is read, and refused.
        var secondDocumentLine: Int?
        let loaded = bytes.withUnsafeBufferPointer { buffer -> Int32 in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            guard yaml_parser_load(&parser, &document) == 1 else { return 0 }
            var next = yaml_document_t()
            guard yaml_parser_load(&parser, &next) == 1 else {
                secondDocumentLine = Int(parser.problem_mark.line) + 1
                return 1
            }
            if yaml_document_get_root_node(&next) != nil { secondDocumentLine = Int(next.start_mark.line) + 1 }
            yaml_document_delete(&next)
            return 1
        }
        guard loaded == 1 else { throw YAMLError(parser: parser, input: bytes) }
        defer { yaml_document_delete(&document) }
        if let line = secondDocumentLine {
            throw YAMLError(line: line, column: 1, message: "a second YAML document ('---'): a file holds one document")
        }
        guard let root = yaml_document_get_root_node(&document) else {
            return .mapping([], Mark(line: 1, column: 1))
        }
        var builder = Builder(document: document)
        return try builder.build(root)
    }

    /// Turns libyaml's node table into `YAMLNode`s, refusing duplicate keys and
    /// non-scalar keys, and bounding depth (aliases make a graph).
    private struct Builder {
        var document: yaml_document_t
        var depth = 0
        /// Nodes built so far: aliases can make a small text expand into a huge tree.
        var built = 0

        mutating func build(_ node: UnsafeMutablePointer<yaml_node_t>) throws(YAMLError) -> YAMLNode {
            let mark = Mark(line: Int(node.pointee.start_mark.line) + 1, column: Int(node.pointee.start_mark.column) + 1)
            depth += 1
            built += 1
            defer { depth -= 1 }
            guard depth < 64 else { throw YAMLError(line: mark.line, column: mark.column, message: "nesting is too deep") }
            guard built < 200_000 else {
                throw YAMLError(line: mark.line, column: mark.column, message: "document expands to too many nodes (aliases?)")
            }
            switch node.pointee.type {
            case YAML_SCALAR_NODE:
                let scalar = node.pointee.data.scalar
                let text = String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
                return .scalar(text, mark, plain: scalar.style == YAML_PLAIN_SCALAR_STYLE)
            case YAML_SEQUENCE_NODE:
                var items: [YAMLNode] = []
                var item = node.pointee.data.sequence.items.start
                while let current = item, current != node.pointee.data.sequence.items.top {
                    items.append(try build(yaml_document_get_node(&document, current.pointee)))
                    item = current + 1
                }
                return .sequence(items, mark)
            case YAML_MAPPING_NODE:
                return .mapping(try pairs(of: node), mark)
            default:
                return .scalar("", mark, plain: true)
            }
        }

        private mutating func pairs(of node: UnsafeMutablePointer<yaml_node_t>) throws(YAMLError)
            -> [(key: String, keyMark: Mark, value: YAMLNode)]
        {
            var result: [(key: String, keyMark: Mark, value: YAMLNode)] = []
            var seen: Set<String> = []
            var pair = node.pointee.data.mapping.pairs.start
            while let current = pair, current != node.pointee.data.mapping.pairs.top {
                let key = try build(yaml_document_get_node(&document, current.pointee.key))
                guard case let .scalar(name, keyMark, _) = key else {
                    throw YAMLError(line: key.mark.line, column: key.mark.column, message: "a mapping key must be a scalar")
                }
                guard seen.insert(name).inserted else {
                    throw YAMLError(line: keyMark.line, column: keyMark.column, message: "duplicate key '\(name)'")
                }
                result.append((name, keyMark, try build(yaml_document_get_node(&document, current.pointee.value))))
                pair = current + 1
            }
            return result
        }
    }
}

/// A YAML syntax error with its 1-based position.
public struct YAMLError: Error, Equatable, Sendable, CustomStringConvertible {
    public let line: Int
    public let column: Int
    public let message: String

    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    init(parser: yaml_parser_t, input: [UInt8]) {
        let problem = parser.problem.map { String(cString: $0) } ?? "invalid YAML"
        let context = parser.context.map { String(cString: $0) + ": " } ?? ""
        if parser.error == YAML_READER_ERROR {
            // The reader (bad UTF-8, a character YAML does not allow) sets no mark, only
            // the byte offset of the character.
            let (line, column) = Self.position(ofByte: parser.problem_offset, in: input)
            self.init(line: line, column: column, message: context + problem)
            return
        }
        let mark = parser.problem_mark
        self.init(line: Int(mark.line) + 1, column: Int(mark.column) + 1, message: context + problem)
    }

    /// The 1-based line and column (in Unicode scalars) of the byte at `offset`; lines end
    /// at LF, CR LF or CR.
    static func position(ofByte offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        var index = 0
        let end = min(max(offset, 0), bytes.count)
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") || (byte == UInt8(ascii: "\r") && (index + 1 >= bytes.count || bytes[index + 1] != UInt8(ascii: "\n"))) {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
        // UTF-8 continuation bytes do not start a scalar.
        let column = bytes[lineStart..<end].filter { $0 & 0xC0 != 0x80 }.count + 1
        return (line, column)
    }

    public var description: String { "\(line):\(column): \(message)" }
}
