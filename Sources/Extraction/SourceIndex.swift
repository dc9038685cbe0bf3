import Model
import Parsing
import TreeSitter

/// One parsed source file, indexed once for every locator of every fact: its
/// declarations with their qualified paths, its calls and its JSX elements.
public final class SourceIndex {
    public let path: String
    public let parsed: ParsedSource
    let adapter: any LanguageAdapter
    private(set) var declarations: [IndexedDeclaration] = []
    private(set) var calls: [CallSyntax] = []
    private(set) var elements: [JSXElementSyntax] = []
    /// Every node, for targets that scan names (`uses`).
    private(set) var nodes: [Node] = []

    struct IndexedDeclaration {
        let syntax: DeclarationSyntax
        /// The names of the enclosing declarations and this one, outermost first.
        let qualifiedPath: [String]
    }

    /// Indexes a parsed file; `path` is how findings will name it.
    public init(parsed: ParsedSource, path: String) {
        self.path = path
        self.parsed = parsed
        adapter = Self.adapter(for: parsed.language)
        index(parsed.tree.rootNode)
    }

    static func adapter(for language: SourceLanguage) -> any LanguageAdapter {
        switch language {
        case .swift: SwiftAdapter()
        case .kotlin: KotlinAdapter()
        case .tsx, .typescript: TypeScriptAdapter()
        }
    }

    private func index(_ root: Node) {
        var stack: [(node: Node, path: [String])] = [(root, [])]
        while let (node, path) = stack.popLast() {
            nodes.append(node)
            let children = node.children
            for child in children { parents[NodeKey(child)] = node }
            var childPath = path
            if let declaration = adapter.declaration(node) {
                let qualified = path + [declaration.name]
                declarations.append(IndexedDeclaration(syntax: declaration, qualifiedPath: qualified))
                childPath = qualified
            }
            if let call = adapter.call(node) { calls.append(call) }
            if let element = adapter.jsxElement(node) { elements.append(element) }
            for child in children.reversed() where child.isNamed { stack.append((child, childPath)) }
        }
        // The stack visits in document order already; keep it explicit for readers.
        declarations.sort { $0.syntax.node.byteRange.lowerBound < $1.syntax.node.byteRange.lowerBound }
        calls.sort { $0.node.byteRange.lowerBound < $1.node.byteRange.lowerBound }
        elements.sort { $0.node.byteRange.lowerBound < $1.node.byteRange.lowerBound }
    }

    public func location(of node: Node) -> Location {
        Location(path: path, line: node.start.line, column: node.start.column)
    }

    struct NodeKey: Hashable {
        let start: Int
        let end: Int
        let kind: String

        init(_ node: Node) {
            start = node.byteRange.lowerBound
            end = node.byteRange.upperBound
            kind = node.kind
        }
    }

    /// Every node's parent, recorded while indexing: libtree-sitter 0.20 finds a
    /// parent by walking down from the root, which is slow on deep trees.
    private var parents: [NodeKey: Node] = [:]

    func parent(of node: Node) -> Node? {
        parents[NodeKey(node)]
    }

    /// Scope chains already computed: every locator asks for many nodes' chains.
    private var scopeChains: [NodeKey: [String]] = [:]

    /// The check's compiled queries for this file's language, if it has them.
    public var queryBank: QueryBank?
    private lazy var bankMatches: [QueryMatch] = queryBank?.query.matches(in: parsed.tree.rootNode) ?? []
    /// Queries compiled alone (no bank, or not in it), by their text.
    private var queries: [String: Query] = [:]

    /// The matches of a query's patterns in this file.
    func matches(ofQuery source: String) throws(TreeSitterError) -> [QueryMatch] {
        if let patterns = queryBank?.patterns(of: source) {
            return bankMatches.filter { patterns.contains($0.patternIndex) }
        }
        if let compiled = queries[source] { return compiled.matches(in: parsed.tree.rootNode) }
        let compiled = try Query(language: parsed.language.grammar, source: source)
        queries[source] = compiled
        return compiled.matches(in: parsed.tree.rootNode)
    }

    /// Nodes by the scope names they give, built on first use.
    private lazy var nodesByScopeName: [String: [Node]] = {
        var result: [String: [Node]] = [:]
        for node in nodes where node.isNamed {
            for name in adapter.scopeNames(of: node) { result[name, default: []].append(node) }
        }
        return result
    }()

    /// The nodes that give `name` to the scope of what is inside them, in document order.
    func nodes(givingScope name: String) -> [Node] {
        nodesByScopeName[name] ?? []
    }

    /// The scope names of a node's ancestors, outermost first. What a call is made on
    /// is not inside the call: in `a.padding(1).frame(2)`, `padding` is not in `frame`.
    func scopeChain(of node: Node) -> [String] {
        let key = NodeKey(node)
        if let cached = scopeChains[key] { return cached }
        let chain = computeScopeChain(of: node)
        scopeChains[key] = chain
        return chain
    }

    private func computeScopeChain(of node: Node) -> [String] {
        var chain: [[String]] = [slotNames(of: node)]
        var child = node
        while let ancestor = parent(of: child) {
            chain.append(slotNames(of: ancestor))
            if adapter.call(ancestor).map({ $0.receiver == nil ? false : isCallee(child, of: ancestor) }) != true {
                chain.append(adapter.scopeNames(of: ancestor))
            }
            child = ancestor
        }
        return chain.reversed().flatMap { $0 }
    }

    /// A parameter's default value sits beside the parameter, not inside it; it is in
    /// the scope of the parameter's name all the same.
    private func slotNames(of node: Node) -> [String] {
        guard let previous = node.previousSibling else { return [] }
        let parameter = previous.kind == "=" ? previous.previousSibling : previous
        guard let parameter, parameter.kind == "parameter", let declaration = adapter.declaration(parameter),
            declaration.value == node
        else { return [] }
        return [declaration.name]
    }

    private func isCallee(_ child: Node, of call: Node) -> Bool {
        let callee = call.child(byField: "function") ?? call.namedChild(at: 0)
        return callee == child
    }

    /// Whether `scope` appears, in order, among the names enclosing `node`, and none of
    /// `excluded` does.
    func isInside(_ node: Node, scope: [String], excluding excluded: [String]) -> Bool {
        guard !excluded.isEmpty else { return isInside(node, scope: scope) }
        return isInside(node, scope: scope) && Set(scopeChain(of: node)).isDisjoint(with: excluded)
    }

    /// Whether `scope` appears, in order, among the names enclosing `node`.
    func isInside(_ node: Node, scope: [String]) -> Bool {
        guard !scope.isEmpty else { return true }
        var remaining = scope[...]
        for name in scopeChain(of: node) where name == remaining.first {
            remaining = remaining.dropFirst()
            if remaining.isEmpty { return true }
        }
        return false
    }

    /// The declaration nodes whose qualified path ends with `path` (functions, properties,
    /// types), with their value expressions, for the algorithm lowering.
    public func declarationNodes(endingWith path: [String]) -> [(node: Node, value: Node?)] {
        declarations(endingWith: path).map { ($0.syntax.node, $0.syntax.value) }
    }

    /// The code a path names: declarations ending with it, else the calls named by its
    /// last part inside the declarations its other parts name (`MessageScroller.SideEffect`
    /// is the `SideEffect { … }` call in `MessageScroller`), in document order.
    public func codeNodes(at path: [String]) -> [Node] {
        let declared = declarationNodes(endingWith: path).map(\.node)
        guard declared.isEmpty, let name = path.last else { return declared }
        let scope = Array(path.dropLast())
        return calls.filter { $0.name == name && isInside($0.node, scope: scope) }.map(\.node)
    }

    /// Every node of a kind, in document order.
    public func nodes(ofKind kind: String) -> [Node] {
        nodes.filter { $0.kind == kind }.sorted { $0.byteRange.lowerBound < $1.byteRange.lowerBound }
    }

    /// Every property with a value, with its qualified path (`SectionIndexSpec.rowHeight`)
    /// and declaration node: the constants a lowered function may read.
    public func propertyValues() -> [(path: [String], node: Node, value: Node)] {
        declarations.compactMap { declaration in
            guard !declaration.syntax.isContainer, let value = declaration.syntax.value,
                ["property_declaration", "variable_declarator"].contains(declaration.syntax.node.kind)
            else { return nil }
            return (declaration.qualifiedPath, declaration.syntax.node, value)
        }
    }

    /// Declarations whose qualified path ends with `path`.
    func declarations(endingWith path: [String]) -> [IndexedDeclaration] {
        declarations.filter { $0.qualifiedPath.count >= path.count && Array($0.qualifiedPath.suffix(path.count)) == path }
    }

    /// The value nodes a declaration path leads to: the longest prefix that names
    /// declarations, then the rest navigated into their values (object keys, labeled
    /// call arguments, members of containers).
    func values(at path: [String], depth: Int = 0) -> [Node] {
        guard depth < 16 else { return [] }
        for prefixLength in stride(from: path.count, through: 1, by: -1) {
            let found = declarations(endingWith: Array(path.prefix(prefixLength)))
            guard !found.isEmpty else { continue }
            let rest = Array(path.dropFirst(prefixLength))
            let values = found.flatMap { navigate($0.syntax, rest, depth: depth) }
            if !values.isEmpty { return values }
        }
        return []
    }

    private func navigate(_ declaration: DeclarationSyntax, _ rest: [String], depth: Int) -> [Node] {
        if declaration.isContainer {
            guard let first = rest.first else { return [] }
            let members = adapter.memberDeclarations(of: declaration.node).compactMap(adapter.declaration)
            return members.filter { $0.name == first }.flatMap { navigate($0, Array(rest.dropFirst()), depth: depth + 1) }
        }
        guard let value = declaration.value else { return [] }
        return navigate(value, rest, depth: depth + 1)
    }

    /// Follows names into an expression: object keys, `$spread`, labeled arguments,
    /// object-literal arguments, and references to other declarations.
    func navigate(_ node: Node, _ rest: [String], depth: Int) -> [Node] {
        guard let name = rest.first else { return [node] }
        guard depth < 16 else { return [] }
        let remaining = Array(rest.dropFirst())
        if name == "$spread" {
            return adapter.objectSpreads(node).flatMap { navigate($0, remaining, depth: depth + 1) }
        }
        if let pairs = adapter.objectPairs(node) {
            return pairs.filter { $0.key == name }.flatMap { navigate($0.value, remaining, depth: depth + 1) }
        }
        if let call = adapter.call(node) {
            let labeled = call.arguments.filter { $0.label == name }
            if !labeled.isEmpty { return labeled.flatMap { navigate($0.value, remaining, depth: depth + 1) } }
            return call.arguments.filter { adapter.objectPairs($0.value) != nil }
                .flatMap { navigate($0.value, rest, depth: depth + 1) }
        }
        if case let .wrapped(inner) = adapter.form(of: node) { return navigate(inner, rest, depth: depth + 1) }
        if let reference = referencePath(node) {
            return values(at: reference + rest, depth: depth + 1)
        }
        return []
    }

    /// `a` or `a.b.c` as a path, when the node is only names.
    func referencePath(_ node: Node) -> [String]? {
        switch adapter.form(of: node) {
        case let .identifier(name):
            return [name]
        case let .member(base?, name):
            return referencePath(base).map { $0 + [name] }
        default:
            return nil
        }
    }
}
