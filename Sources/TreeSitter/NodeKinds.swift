import CTreeSitter

/// Sets of node kinds of one grammar, tested together by a node's symbol: a walk over
/// every node of a file asks of each which of a few sets of kinds it is in, and reading
/// and comparing its kind's name for that cost more than the walk itself (so did reading
/// its symbol once for each set).
public struct NodeKinds: Sendable {
    /// The sets each of the grammar's symbols is in, as bits: bit `i` for `sets[i]`.
    private let bySymbol: [UInt8]
    /// For a node outside the grammar's symbols (`ERROR`), tested by its name.
    private let sets: [Set<String>]

    /// At most eight sets; a node's `Membership` names them by their position here.
    public init(_ sets: [Set<String>], of language: Language) {
        precondition(sets.count <= 8, "a node's membership holds eight sets")
        self.sets = sets
        bySymbol = language.symbolNames.map { Self.bits(of: $0, in: sets) }
    }

    /// The sets the node's kind (`Node.kind`) is in.
    public func kinds(of node: Node) -> Membership {
        let symbol = Int(ts_node_symbol(node.raw))
        return Membership(bits: symbol < bySymbol.count ? bySymbol[symbol] : Self.bits(of: node.kind, in: sets))
    }

    private static func bits(of name: String, in sets: [Set<String>]) -> UInt8 {
        sets.indices.reduce(0) { bits, position in sets[position].contains(name) ? bits | 1 << position : bits }
    }

    /// Which of the sets one node's kind is in.
    public struct Membership {
        fileprivate let bits: UInt8

        /// Whether the kind is in the set at `position`.
        public func contains(_ position: Int) -> Bool { bits & 1 << position != 0 }
    }
}
