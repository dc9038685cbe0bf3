import CTreeSitter

/// The nodes of one tree, each with the position of its parent, kept compactly for
/// indexes over every node of a file.
///
/// A `Node` is 40 bytes (libtree-sitter's 32-byte `TSNode`, which repeats the tree
/// pointer, plus a reference to its `Tree`); a row here is 32 bytes with its parent, the
/// tree held once. Rows are stored in fixed-size chunks, so growing never copies what is
/// stored: an `Array` doubling would briefly hold up to three times the rows.
public struct NodeTable: RandomAccessCollection {
    public let tree: Tree
    private var chunks: [[Row]] = []
    public private(set) var count = 0

    /// `TSNode` without its tree pointer (api.h: `uint32_t context[4]; const void *id;`).
    private struct Row {
        let context: (UInt32, UInt32, UInt32, UInt32)
        let id: UnsafeRawPointer?
        let parent: Int32
    }

    private static let chunkSize = 1 << 14

    public init(tree: Tree) {
        self.tree = tree
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    /// Appends a node of this table's tree; `parent` is its parent's position, -1 for none.
    public mutating func append(_ node: Node, parent: Int32) {
        precondition(node.tree === tree, "a node of another tree")
        if count % Self.chunkSize == 0 {
            chunks.append([])
            chunks[chunks.count - 1].reserveCapacity(Self.chunkSize)
        }
        let raw = node.raw
        chunks[chunks.count - 1].append(Row(context: raw.context, id: raw.id, parent: parent))
        count += 1
    }

    public subscript(position: Int) -> Node {
        Node(raw: raw(at: position), tree: tree)
    }

    /// The position of the node's parent, -1 for the root.
    public func parentPosition(at position: Int) -> Int32 {
        row(at: position).parent
    }

    /// The start byte of the node at `position`, without making a `Node`.
    public func startByte(at position: Int) -> Int {
        Int(ts_node_start_byte(raw(at: position)))
    }

    private func raw(at position: Int) -> TSNode {
        let row = row(at: position)
        return TSNode(context: row.context, id: row.id, tree: tree.pointer)
    }

    private func row(at position: Int) -> Row {
        chunks[position / Self.chunkSize][position % Self.chunkSize]
    }
}
