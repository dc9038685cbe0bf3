import CTreeSitter

/// Some node kinds of one grammar, tested by a node's symbol: a walk over every node of
/// a file asks of each whether it is one of a few kinds, and reading and comparing its
/// kind's name for that cost more than the walk itself.
public struct NodeKinds: Sendable {
    /// Whether each of the grammar's symbols has one of the names.
    private let bySymbol: [Bool]
    /// For a node outside the grammar's symbols (`ERROR`), tested by its name.
    private let names: Set<String>

    public init(_ names: Set<String>, of language: Language) {
        self.names = names
        bySymbol = language.symbolNames.map(names.contains)
    }

    /// Whether the node's kind (`Node.kind`) is one of the names.
    public func contains(_ node: Node) -> Bool {
        let symbol = Int(ts_node_symbol(node.raw))
        return symbol < bySymbol.count ? bySymbol[symbol] : names.contains(node.kind)
    }
}
