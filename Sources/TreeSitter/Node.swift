import CTreeSitter

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A node of a syntax tree. It keeps its tree alive.
public struct Node {
    let raw: TSNode
    public let tree: Tree

    init(raw: TSNode, tree: Tree) {
        self.raw = raw
        self.tree = tree
    }

    private func wrap(_ other: TSNode) -> Node? {
        ts_node_is_null(other) ? nil : Node(raw: other, tree: tree)
    }

    /// The grammar's name for the node (`call_expression`, `ERROR`, `"("` …). A public
    /// symbol has its symbol's name; `ERROR` is outside the grammar's symbols.
    public var kind: String {
        let symbol = Int(ts_node_symbol(raw))
        let names = tree.language.symbolNames
        return symbol < names.count ? names[symbol] : String(cString: ts_node_type(raw))
    }
    public var isNamed: Bool { ts_node_is_named(raw) }
    /// A token the parser inserted to recover from an error: it has no text.
    public var isMissing: Bool { ts_node_is_missing(raw) }
    /// Text the parser could not fit into the grammar.
    public var isError: Bool { kind == "ERROR" }
    /// Whether this node or any descendant is an error or missing node.
    public var hasError: Bool { ts_node_has_error(raw) }

    public var byteRange: Range<Int> {
        Int(ts_node_start_byte(raw))..<Int(ts_node_end_byte(raw))
    }
    public var start: Position { tree.position(ofByte: byteRange.lowerBound) }
    public var end: Position { tree.position(ofByte: byteRange.upperBound) }

    /// The node's source text.
    public var text: String { tree.text(in: byteRange) }

    public var parent: Node? { wrap(ts_node_parent(raw)) }

    public var childCount: Int { Int(ts_node_child_count(raw)) }
    public func child(at index: Int) -> Node? {
        guard index >= 0, index < childCount else { return nil }
        return wrap(ts_node_child(raw, UInt32(index)))
    }
    /// The children in order, read with a tree cursor (`ts_node_child(i)` walks from the
    /// first child each time, so reading them one by one would be quadratic).
    public var children: [Node] {
        var cursor = ts_tree_cursor_new(raw)
        defer { ts_tree_cursor_delete(&cursor) }
        guard ts_tree_cursor_goto_first_child(&cursor) else { return [] }
        var result: [Node] = []
        result.reserveCapacity(childCount)
        repeat {
            result.append(Node(raw: ts_tree_cursor_current_node(&cursor), tree: tree))
        } while ts_tree_cursor_goto_next_sibling(&cursor)
        return result
    }

    public var namedChildCount: Int { Int(ts_node_named_child_count(raw)) }
    public func namedChild(at index: Int) -> Node? {
        guard index >= 0, index < namedChildCount else { return nil }
        return wrap(ts_node_named_child(raw, UInt32(index)))
    }
    public var namedChildren: [Node] { children.filter(\.isNamed) }

    /// The child stored under a grammar field (`name`, `body`, `function` …).
    public func child(byField field: String) -> Node? {
        guard let id = tree.language.fieldIDs[field] else { return nil }
        return wrap(ts_node_child_by_field_id(raw, id))
    }

    /// The field under which the child at `index` is stored, if any.
    public func fieldName(forChildAt index: Int) -> String? {
        let fields = childFieldNames()
        return fields.indices.contains(index) ? fields[index] : nil
    }

    /// Every child with the field it is stored under, in order.
    public var childrenWithFields: [(field: String?, node: Node)] {
        Array(zip(childFieldNames(), children))
    }

    /// Field names per child, read with a tree cursor: `ts_node_field_name_for_child`
    /// in libtree-sitter 0.20 indexes fields by the wrong child index
    /// (tree-sitter/tree-sitter#1642), the cursor does not.
    private func childFieldNames() -> [String?] {
        var cursor = ts_tree_cursor_new(raw)
        defer { ts_tree_cursor_delete(&cursor) }
        guard ts_tree_cursor_goto_first_child(&cursor) else { return [] }
        var names: [String?] = []
        repeat {
            names.append(ts_tree_cursor_current_field_name(&cursor).map { String(cString: $0) })
        } while ts_tree_cursor_goto_next_sibling(&cursor)
        return names
    }

    public var nextSibling: Node? { wrap(ts_node_next_sibling(raw)) }
    public var nextNamedSibling: Node? { wrap(ts_node_next_named_sibling(raw)) }
    public var previousSibling: Node? { wrap(ts_node_prev_sibling(raw)) }
    public var previousNamedSibling: Node? { wrap(ts_node_prev_named_sibling(raw)) }

    /// The smallest node below this one that spans `range` (UTF-8 byte offsets).
    public func descendant(spanning range: Range<Int>) -> Node? {
        wrap(ts_node_descendant_for_byte_range(raw, UInt32(range.lowerBound), UInt32(range.upperBound)))
    }

    /// Whether this node is a comment in any of the grammars (`comment`, `line_comment`,
    /// `multiline_comment`).
    public var isComment: Bool { kind.hasSuffix("comment") }

    /// The tree below this node as an S-expression, as tree-sitter prints it.
    public var sExpression: String {
        guard let chars = ts_node_string(raw) else { return "" }
        defer { free(chars) }
        return String(cString: chars)
    }

    /// How many levels of nodes lie below this one at the deepest (0 for a leaf).
    public var height: Int {
        var deepest = 0
        walk(&deepest) { deepest, _, depth in
            deepest = max(deepest, depth)
            return true
        }
        return deepest
    }

    /// The first node, in document order, more than `limit` levels below this one; nil
    /// when none is. (Without making a `Node` for each node passed: every read file is
    /// searched, and `walk` cost 3 % of a check.)
    public func firstNode(deeperThan limit: Int) -> Node? {
        var deep: TSNode?
        traverse(&deep) { deep, node, depth in
            guard depth > limit else { return .descend }
            deep = node
            return .stop
        }
        return deep.map { Node(raw: $0, tree: tree) }
    }

    /// This node and its descendants of kind `kind`, in document order. (A `Node` is
    /// made only for those.)
    public func descendants(ofKind kind: String) -> [Node] {
        let symbols = Set(tree.language.symbolNames.indices.filter { tree.language.symbolNames[$0] == kind }.map(TSSymbol.init))
        guard !symbols.isEmpty else { return [] }
        var found: [Node] = []
        traverse(&found) { found, node, _ in
            if symbols.contains(ts_node_symbol(node)) { found.append(Node(raw: node, tree: tree)) }
            return .descend
        }
        return found
    }

    /// Visits this node and its descendants in document order, a parent before its
    /// children, with their depth below this node (0 for it); `visit` updates `state` and
    /// returns whether to go into the node's children. (`state` is passed in, not
    /// captured: a captured variable is checked for exclusive access on every use.)
    public func walk<State>(_ state: inout State, _ visit: (_ state: inout State, _ node: Node, _ depth: Int) -> Bool) {
        traverse(&state) { state, node, depth in visit(&state, Node(raw: node, tree: tree), depth) ? .descend : .skipChildren }
    }

    /// What a traversal does after a node.
    private enum Traversal {
        case descend, skipChildren, stop
    }

    /// The one loop of the walks above: one tree cursor over this node and its
    /// descendants in document order, without recursion (a tree of any depth is safe)
    /// and without building each node's list of children (`children` makes a cursor and
    /// an array every time).
    @inline(__always)
    private func traverse<State>(_ state: inout State, _ visit: (_ state: inout State, _ node: TSNode, _ depth: Int) -> Traversal) {
        var cursor = ts_tree_cursor_new(raw)
        defer { ts_tree_cursor_delete(&cursor) }
        var depth = 0
        while true {
            switch visit(&state, ts_tree_cursor_current_node(&cursor), depth) {
            case .stop: return
            case .descend where ts_tree_cursor_goto_first_child(&cursor):
                depth += 1
                continue
            case .descend, .skipChildren: break
            }
            while !ts_tree_cursor_goto_next_sibling(&cursor) {
                guard depth > 0, ts_tree_cursor_goto_parent(&cursor) else { return }
                depth -= 1
            }
        }
    }

    /// This node and every descendant, in document order (a walk, so deep trees are safe).
    public func preorder() -> [Node] {
        var result: [Node] = []
        walk(&result) { result, node, _ in
            result.append(node)
            return true
        }
        return result
    }
}

extension Node: Hashable {
    public static func == (lhs: Node, rhs: Node) -> Bool {
        lhs.tree === rhs.tree && ts_node_eq(lhs.raw, rhs.raw)
    }

    /// By what `==` compares: the tree, and the node's id in it (`ts_node_eq` compares
    /// the ids, which tell a node from its single child of the same span).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(tree))
        hasher.combine(raw.id)
    }
}
