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
    /// The file's calls and JSX elements, in document order: found the first time a
    /// locator asks, from `nodes`. Finding them was most of indexing, and the copy of a
    /// file re-read to verify a repair seldom asks.
    private(set) lazy var calls: [CallSyntax] = nodes.compactMap { adapter.call($0) }.sorted {
        $0.node.byteRange.lowerBound < $1.node.byteRange.lowerBound
    }
    /// The statements that declare names by destructuring, by name (see `localBinding`):
    /// found once, none in most files.
    private(set) lazy var destructuringStatements: [String: [Node]] = binderPositions.reduce(into: [:]) { found, position in
        let node = nodes[Int(position)]
        for name in adapter.destructuredNames(in: node) { found[name, default: []].append(node) }
    }
    /// The functions and closures whose parameters bind a name, with the parameter, by
    /// name (see `localBinding`): found once, where walking out from each use had asked
    /// every node around it.
    private(set) lazy var parameterBindings: [String: [(function: Node, parameter: Node)]] = binderPositions.reduce(into: [:]) { found, position in
        let node = nodes[Int(position)]
        for (name, parameter) in adapter.parameters(of: node) { found[name, default: []].append((node, parameter)) }
    }
    /// Where each parameter's default is read, by the default's first byte (see
    /// `defaultScope(of:named:)`): found once, as a name's reads look it up for each of
    /// its values.
    private(set) lazy var defaultScopes: [Int: Node] = defaultHolders.mapValues { defaultScope(of: $0.function, named: $0.name) }
    /// Each parameter default's function, parameter and name, by the default's first byte.
    private(set) lazy var defaultHolders: [Int: (function: Node, parameter: Node, name: String)] = parameterBindings.reduce(into: [:]) { holders, binding in
        for (function, parameter) in binding.value {
            guard let value = adapter.declaration(parameter)?.value else { continue }
            holders[value.byteRange.lowerBound] = (function, parameter, binding.key)
        }
    }
    private(set) lazy var elements: [JSXElementSyntax] = nodes.compactMap { adapter.jsxElement($0) }.sorted {
        $0.node.byteRange.lowerBound < $1.node.byteRange.lowerBound
    }
    /// The style lists in JSX style attributes (`style`, `contentContainerStyle`): arrays,
    /// nested arrays flattened, `StyleSheet.compose(a, b)` and `StyleSheet.flatten([…])`.
    /// Each item has the style entry it names (`styles.item`), if it names one: React
    /// Native applies the items in order.
    private(set) lazy var styleArrays: [[(node: Node, entry: [String]?)]] = styleAttributeValues.flatMap { value in
        styleLists(in: value).map { items in items.map { ($0, referencePath($0)) } }
    }
    /// The object literals in JSX style attributes, in document order (`{ ...styles.letter,
    /// height: 18 }` of `style={{ ...styles.letter, height: 18 }}`).
    private(set) lazy var styleObjects: [ObjectLiteral] = styleAttributeValues.flatMap { value in
        value.preorder().compactMap { adapter.objectLiteral($0) }
    }
    /// The values of JSX style attributes (`style`, `contentContainerStyle`), and those of
    /// the file's names they use whole or as a list's item (`style={box}` of `const box = {
    /// ...styles.badge, minWidth: 20 }`, a `useMemo` of one): React Native applies those
    /// the same (they had been left out, a false parity).
    /// (Kept: both style lists and style objects are read from them.)
    private lazy var styleAttributeValues: [Node] = {
        var found = elements.flatMap { element in element.attributes.filter { $0.name == "style" || $0.name.hasSuffix("Style") }.compactMap(\.value) }
        var seen = Set(found.map(\.byteRange))
        var next = 0
        while next < found.count {
            let value = found[next]
            next += 1
            for item in [value] + styleLists(in: value).joined() {
                guard let path = referencePath(unwrapped(item)), path.count == 1, let held = resolvedValue(at: path, for: item),
                    seen.insert(held.byteRange).inserted
                else { continue }
                found.append(held)
            }
        }
        return found
    }()

    /// A node without the parentheses or the JSX braces around it.
    private func unwrapped(_ node: Node) -> Node {
        var current = node
        while true {
            if case let .wrapped(inner) = adapter.form(of: current) {
                current = inner
            } else if current.kind == "jsx_expression", current.namedChildCount == 1, let inner = current.namedChild(at: 0) {
                current = inner
            } else {
                return current
            }
        }
    }

    /// The style lists in a style expression that no other list holds, each flattened
    /// (`[[a, b], c]` is `a, b, c`).
    func styleLists(in node: Node) -> [[Node]] {
        var lists: [[Node]] = []
        var pending = [node]
        while let current = pending.popLast() {
            if let items = styleItems(current) {
                lists.append(items)
            } else {
                pending += current.namedChildren.reversed()
            }
        }
        return lists
    }

    /// The items of a style list, nested lists flattened; nil for another node.
    private func styleItems(_ node: Node) -> [Node]? {
        let items: [Node]
        if node.kind == "array" {
            items = node.namedChildren
        } else if let call = adapter.call(node), call.name == "compose" || call.name == "flatten", call.receiver?.text == "StyleSheet" {
            items = call.arguments.map(\.value)
        } else {
            return nil
        }
        return items.flatMap { styleItems($0) ?? [$0] }
    }
    /// Every named node in document order (a parent before its children), for targets
    /// that scan names (`uses`) and for finding a node's parent, with the position of
    /// each one's parent: libtree-sitter 0.20 finds a parent, and so a sibling, by
    /// walking down from the root, which is quadratic on deep trees.
    private(set) var nodes: NodeTable
    /// The parameter name whose default value a node is, by the node's position: a
    /// default value sits beside its parameter, not inside it.
    private var parameterNames: [Int32: String] = [:]
    /// Declarations by their own name, for lookups by qualified path.
    private(set) var declarationsByName: [String: [IndexedDeclaration]] = [:]

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
        nodes = NodeTable(tree: parsed.tree)
        index(parsed.tree.rootNode)
    }

    /// The kinds indexing tests every node for, by their set's position in the table.
    private enum IndexKind: Int, CaseIterable {
        case declaring, parameter, equals, writing, binding

        /// The tables, by language: made once, for all files.
        static let tables = Dictionary(uniqueKeysWithValues: SourceLanguage.allCases.map { language in
            let adapter = SourceIndex.adapter(for: language)
            let sets: [Set<String>] = allCases.map { kind in
                switch kind {
                case .declaring: adapter.declarationKinds
                case .parameter: ["parameter"]
                case .equals: ["="]
                case .writing: adapter.writeKinds
                case .binding: adapter.bindingKinds
                }
            }
            return (language, NodeKinds(sets, of: language.grammar))
        })
    }

    static func adapter(for language: SourceLanguage) -> any LanguageAdapter {
        switch language {
        case .swift: SwiftAdapter()
        case .kotlin: KotlinAdapter()
        case .tsx, .typescript: TypeScriptAdapter()
        }
    }

    /// What the walk keeps of a named node's ancestors and earlier siblings, by depth.
    private struct Level {
        /// The position of the named node last met at this depth: the parent of the
        /// nodes below it.
        var position: Int32 = -1
        /// The qualified path of what it declares and what encloses it.
        var path: [String] = []
        /// The parameter a default value met next would belong to: the last node met
        /// at this depth under the current parent, if it is a parameter, or the one
        /// before it if that is a parameter and the last is `=`.
        var lastParameter: Node?
        var parameterBeforeEquals: Node?
    }

    /// Records the named nodes in document order with their parents' positions; an
    /// unnamed node (a token) is only a sibling, and what is below it is not visited.
    private func index(_ root: Node) {
        guard let table = IndexKind.tables[parsed.language] else { preconditionFailure("every language has its kinds") }
        // The table is filled here and stored once: each change to a stored property of
        // the index was checked for exclusive access.
        var walk = (levels: [Level()], nodes: nodes, writes: [Int32](), binders: [Int32]())
        root.walk(&walk) { walk, node, depth in
            if walk.levels.count <= depth + 1 { walk.levels.append(Level()) }
            // A node's children start a new list of siblings.
            walk.levels[depth + 1].lastParameter = nil
            walk.levels[depth + 1].parameterBeforeEquals = nil
            let kinds = table.kinds(of: node)
            let candidate = walk.levels[depth].lastParameter ?? walk.levels[depth].parameterBeforeEquals
            if kinds.contains(IndexKind.parameter.rawValue) {
                (walk.levels[depth].lastParameter, walk.levels[depth].parameterBeforeEquals) = (node, nil)
            } else {
                let afterEquals = kinds.contains(IndexKind.equals.rawValue) ? walk.levels[depth].lastParameter : nil
                (walk.levels[depth].lastParameter, walk.levels[depth].parameterBeforeEquals) = (nil, afterEquals)
            }
            guard node.isNamed || depth == 0 else { return false }
            let position = Int32(walk.nodes.count)
            walk.nodes.append(node, parent: depth == 0 ? -1 : walk.levels[depth - 1].position)
            if let candidate, let name = defaultName(of: candidate, is: node) { parameterNames[position] = name }
            let enclosing = depth == 0 ? [] : walk.levels[depth - 1].path
            walk.levels[depth].position = position
            walk.levels[depth].path = kinds.contains(IndexKind.declaring.rawValue) ? record(node, path: enclosing) : enclosing
            if kinds.contains(IndexKind.writing.rawValue) { walk.writes.append(position) }
            if kinds.contains(IndexKind.binding.rawValue) { walk.binders.append(position) }
            return true
        }
        nodes = walk.nodes
        writePositions = walk.writes
        binderPositions = walk.binders
        // The walk visits in document order already; keep it explicit for readers.
        declarations.sort { $0.syntax.node.byteRange.lowerBound < $1.syntax.node.byteRange.lowerBound }
        for declaration in declarations {
            declarationsByName[declaration.qualifiedPath.last ?? "", default: []].append(declaration)
        }
    }

    /// Records what a node declares; returns the qualified path of its children. A dotted
    /// name is a path: Swift's `extension Toast.Metrics` holds members of `Toast.Metrics`
    /// (which had been found by no path).
    private func record(_ node: Node, path: [String]) -> [String] {
        guard let declaration = adapter.declaration(node) else { return path }
        let qualified = path + declaration.name.split(separator: ".").map(String.init)
        declarations.append(IndexedDeclaration(syntax: declaration, qualifiedPath: qualified))
        return qualified
    }

    /// The parameter's name when `value` is the default value written after it.
    private func defaultName(of parameter: Node, is value: Node) -> String? {
        guard let declaration = adapter.declaration(parameter), declaration.value == value else { return nil }
        return declaration.name
    }

    public func location(of node: Node) -> Location {
        Location(path: path, line: node.start.line, column: node.start.column)
    }

    /// A node's position in `nodes`, by binary search on its start (starts never
    /// decrease in document order), then on its end among the nodes starting there: they
    /// nest, each inside the one before, so their ends do not increase. (Scanning them
    /// was quadratic in a chain of calls, which all start where the chain does.) A
    /// zero-width node may break the nesting: then they are scanned.
    private func position(of node: Node) -> Int? {
        // Only named nodes are indexed.
        guard node.isNamed else { return nil }
        let range = node.byteRange
        let positions = 0..<nodes.count
        let first = positions.partitioningIndex { nodes.startByte(at: $0) >= range.lowerBound }
        let afterLast = positions.partitioningIndex { nodes.startByte(at: $0) > range.lowerBound }
        var candidate = (first..<afterLast).partitioningIndex { nodes[$0].byteRange.upperBound <= range.upperBound }
        while candidate < afterLast, nodes[candidate].byteRange.upperBound == range.upperBound {
            if nodes[candidate] == node { return candidate }
            candidate += 1
        }
        return (first..<afterLast).first { nodes[$0] == node }
    }

    func parent(of node: Node) -> Node? {
        guard let position = position(of: node) else { return node.parent }
        let parent = nodes.parentPosition(at: position)
        return parent < 0 ? nil : nodes[Int(parent)]
    }

    /// Of the values a name may refer to, the one declared nearest the use: the one whose
    /// deepest common ancestor with the use is deepest (a local of the same function
    /// before a type's member, before a declaration elsewhere in the file), the first in
    /// document order among equals. The first in the file had won: a parameter's default
    /// elsewhere shadowed a local, another type's `pad` the enclosing type's.
    func nearest(_ candidates: [Node], to use: Node) -> Node? {
        guard candidates.count > 1 else { return candidates.first }
        let useAncestors = ancestors(of: use)
        var best: (node: Node, depth: Int)?
        for candidate in candidates {
            // The depth of the deepest ancestor the two share (the root's is 1).
            let shared = ancestors(of: candidate).lazy.compactMap { useAncestors.firstIndex(of: $0) }.first
            let depth = shared.map { useAncestors.count - $0 } ?? 0
            if depth > (best?.depth ?? -1) { best = (candidate, depth) }
        }
        return best?.node
    }

    /// The names enclosing a node, innermost first, shared between nodes: a node's
    /// chain is its parent's plus at most two links.
    final class ScopeLink {
        let names: [String]
        let outer: ScopeLink?
        /// Whether the names from this link out hold a scope, by the scope (see `isInside`).
        var holds: [[String]: Bool] = [:]
        /// Whether any of some names is among those from this link out, by the names
        /// (see `isEnclosed(_:byAnyOf:)`).
        var meets: [[String]: Bool] = [:]

        init(names: [String], outer: ScopeLink?) {
            self.names = names
            self.outer = outer
        }

        /// `outer` extended by `names`, or `outer` itself when there are none.
        static func extending(_ outer: ScopeLink?, with names: [String]) -> ScopeLink? {
            names.isEmpty ? outer : ScopeLink(names: names, outer: outer)
        }
    }

    /// Chains computed so far, by node position: what encloses the node, and what
    /// encloses its children (the node's own scope names added).
    private var chains: [Int32: ScopeLink?] = [:]
    private var chainsInside: [Int32: ScopeLink?] = [:]

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

    /// The scope names enclosing `node`, innermost first. What a call is made on is
    /// not inside the call: in `a.padding(1).frame(2)`, `padding` is not in `frame`.
    func scopeLink(of node: Node) -> ScopeLink? {
        guard let position = position(of: node) else {
            // Only named nodes are indexed; an anonymous one is inside its parent.
            guard let parent = node.parent, let parentPosition = self.position(of: parent) else { return nil }
            _ = scopeLink(at: Int32(parentPosition))
            return enclosing(node, parent: Int32(parentPosition))
        }
        return scopeLink(at: Int32(position))
    }

    /// Computed without recursion (trees can be deeper than the stack): climbs to the
    /// nearest ancestor whose chain is known, then builds each chain below it.
    private func scopeLink(at position: Int32) -> ScopeLink? {
        var unknown: [Int32] = []
        var current = position
        while chains[current] == nil {
            unknown.append(current)
            let parent = nodes.parentPosition(at: Int(current))
            if parent < 0 { break }
            current = parent
        }
        for node in unknown.reversed() {
            let parent = nodes.parentPosition(at: Int(node))
            let outer = parent < 0 ? nil : enclosing(nodes[Int(node)], parent: parent)
            chains[node] = ScopeLink.extending(outer, with: parameterNames[node].map { [$0] } ?? [])
        }
        return chains[position] ?? nil
    }

    /// What a parent's child is inside: the parent's own chain, with the parent's scope
    /// names unless the child is what the parent calls a method on.
    private func enclosing(_ childNode: Node, parent: Int32) -> ScopeLink? {
        let parentChain = chains[parent] ?? nil
        let parentNode = nodes[Int(parent)]
        if adapter.call(parentNode).map({ $0.receiver != nil && isCallee(childNode, of: parentNode) }) == true {
            return parentChain
        }
        if let inside = chainsInside[parent] { return inside }
        let inside = ScopeLink.extending(parentChain, with: adapter.scopeNames(of: parentNode))
        chainsInside[parent] = inside
        return inside
    }

    /// The chain a call is in, by the position of the call it starts from; nil for a call
    /// of no chain the file's calls make.
    func chain(of call: CallSyntax) -> Int? {
        callChains.position[call.node].flatMap { callChains.root[$0] }
    }

    /// A chain's calls, in document order.
    func calls(inChain chain: Int) -> [CallSyntax] {
        (callChains.members[chain] ?? []).map { calls[$0] }
    }

    /// Whether one call is made on the other's result, through any calls between
    /// (`padding(1).background(c).padding(2)`): two calls of one modifier chain.
    func areChained(_ first: CallSyntax, _ second: CallSyntax) -> Bool {
        guard let one = callChains.position[first.node], let other = callChains.position[second.node] else { return false }
        return callChains.areChained(one, other)
    }

    /// The call `call` is made on, if it is a call of the file.
    func innerCall(of call: CallSyntax) -> CallSyntax? {
        callChains.position[call.node].flatMap { callChains.inner[$0] }.map { calls[$0] }
    }

    /// The calls made on `call`'s result.
    func outerCalls(of call: CallSyntax) -> [CallSyntax] {
        callChains.position[call.node].map { callChains.outer[$0].map { calls[$0] } } ?? []
    }

    /// The initializers of each type, by its path (see `initializers(ofTypeHolding:)`).
    var initializersByType: [[String]: [Node]] = [:]

    /// What the calls of a file-private function pass for a parameter (nil inside: the
    /// default alone is read), found once per parameter: each read had scanned the file's
    /// calls, reads × calls in a file of many of both.
    var callSitesFound: [CallSitesKey: CallSites?] = [:]

    /// A parameter's default, a parameter without one, or a stored property without one,
    /// by its first byte (the kinds apart: a default's first byte may be a parameter's,
    /// `render = label => …`).
    enum CallSitesKey: Hashable {
        case defaultValue(Int)
        case parameter(Int)
        case storedProperty(Int)
    }

    /// A file-private function (or a type, for its memberwise initializer) and the values
    /// its calls in the file pass for one parameter.
    struct CallSites {
        let function: Node
        let name: String
        let values: [Node]
    }

    /// The names of the stored properties without a default that a memberwise
    /// initializer takes (see `callSiteValues(ofStoredProperty:for:)`).
    private(set) lazy var memberwisePropertyNames: Set<String> = Set(declarationsByName.filter { _, declared in
        declared.contains { $0.syntax.value == nil && adapter.memberwiseProperty($0.syntax.node) != nil }
    }.keys)

    /// Whether each helper is used inside a scope (see `isInsideThroughHelpers`).
    var helperUses: [HelperUseKey: Bool] = [:]
    /// The helpers enclosing each node a search asked about: every locator's search asks
    /// again about the same uses.
    var helpersEnclosing: [Node: [Helper]] = [:]

    /// The calls, JSX elements and names read of each name: found the first time a
    /// helper's uses are searched (see `isInsideThroughHelpers`).
    private(set) lazy var usesByName: [String: [HelperUse]] = {
        var found: [String: [HelperUse]] = [:]
        for call in calls { found[call.name, default: []].append(.call(call)) }
        for element in elements { found[element.tag, default: []].append(.element(element.node)) }
        for node in nodes where node.namedChildCount == 0 {
            if case let .identifier(name) = adapter.form(of: node) { found[name, default: []].append(.name(node)) }
        }
        return found
    }()

    /// Whether the file has compile-time conditions at all (most have none: nothing to search).
    private(set) lazy var hasDirectives = parsed.file.text.contains("#if")

    /// The file's calls linked into chains, made once: searching every call's receivers
    /// for every other call was cubic in a chain of `padding` calls.
    private lazy var callChains = CallChains(calls, adapter: adapter)

    /// Whether any of `names` encloses `node`. Each link a search passes keeps its
    /// answer, as in `isInside`: a `not-in:` locator on a node thousands of elements deep
    /// had gathered every name out to the root, for every element.
    func isEnclosed(_ node: Node, byAnyOf names: [String]) -> Bool {
        guard !names.isEmpty else { return false }
        var link = scopeLink(of: node)
        var passed: [ScopeLink] = []
        var meets = false
        while let current = link {
            if let known = current.meets[names] {
                meets = known
                break
            }
            passed.append(current)
            meets = current.names.contains(where: names.contains)
            if meets { break }
            link = current.outer
        }
        for link in passed { link.meets[names] = meets }
        return meets
    }

    private func isCallee(_ child: Node, of call: Node) -> Bool {
        let callee = call.child(byField: "function") ?? call.namedChild(at: 0)
        return callee == child
    }

    /// Whether `scope` appears, in order, among the names enclosing `node`, and none of
    /// `excluded` does.
    func isInside(_ node: Node, scope: [String], excluding excluded: [String]) -> Bool {
        isInside(node, scope: scope) && !isEnclosed(node, byAnyOf: excluded)
    }

    /// Whether `scope` appears, in order, among the names enclosing `node` (matched
    /// from the innermost name out, which finds the same subsequences).
    ///
    /// Each link a search passes keeps its answer for the scope left to match there: a
    /// node thousands of elements deep searched every link out, for every element.
    func isInside(_ node: Node, scope: [String]) -> Bool {
        var remaining = scope
        var link = scopeLink(of: node)
        var passed: [(link: ScopeLink, remaining: [String])] = []
        var holds = remaining.isEmpty
        while !holds, let current = link {
            if let known = current.holds[remaining] {
                holds = known
                break
            }
            passed.append((current, remaining))
            for name in current.names.reversed() where name == remaining.last { remaining.removeLast() }
            holds = remaining.isEmpty
            link = current.outer
        }
        for (link, remaining) in passed { link.holds[remaining] = holds }
        return holds
    }

    /// The declaration nodes whose qualified path ends with `path` (functions, properties,
    /// types), with their value expressions and whether each declares a type (which holds
    /// declarations: a class, a struct, an enum, an object), for the algorithm lowering.
    public func declarationNodes(endingWith path: [String]) -> [(node: Node, value: Node?, isType: Bool)] {
        declarations(endingWith: path).map { ($0.syntax.node, $0.syntax.value, $0.syntax.isContainer) }
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

    /// The properties named `name` that have a value, in document order, each with its
    /// qualified path (`SectionIndexSpec.rowHeight`) and declaration node: the constants
    /// a lowered function may read (a TypeScript class's fields only where `static`: the
    /// others are an instance's).
    public func propertyValues(named name: String) -> [(path: [String], node: Node, value: Node)] {
        (declarationsByName[name] ?? []).compactMap { declaration in
            let node = declaration.syntax.node
            let isStaticField = node.kind == "public_field_definition" && node.children.contains(where: { $0.kind == "static" })
            guard !declaration.syntax.isContainer, let value = declaration.syntax.value,
                isStaticField || ["property_declaration", "variable_declarator"].contains(node.kind)
            else { return nil }
            return (declaration.qualifiedPath, declaration.syntax.node, value)
        }
    }

    /// Declarations whose qualified path ends with `path`.
    func declarations(endingWith path: [String]) -> [IndexedDeclaration] {
        guard let name = path.last else { return declarations }
        return (declarationsByName[name] ?? []).filter { $0.qualifiedPath.count >= path.count && Array($0.qualifiedPath.suffix(path.count)) == path }
    }

    /// The value nodes a declaration path leads to: the longest prefix that names
    /// declarations, then the rest navigated into their values (object keys, labeled
    /// call arguments, members of containers).
    func values(at path: [String], depth: Int = 0) -> [Node] {
        guard depth < 16 else { return [] }
        let key = ValuesKey(path: path, depth: depth)
        if let known = valuesFound[key] { return known }
        let found = computeValues(at: path, depth: depth)
        valuesFound[key] = found
        return found
    }

    /// Paths already looked up: every observation of every locator resolves the same
    /// names, and a file may declare one name many times.
    private var valuesFound: [ValuesKey: [Node]] = [:]

    private struct ValuesKey: Hashable {
        let path: [String]
        let depth: Int
    }

    private func computeValues(at path: [String], depth: Int) -> [Node] {
        for prefixLength in stride(from: path.count, through: 1, by: -1) {
            let found = declarations(endingWith: Array(path.prefix(prefixLength)))
            guard !found.isEmpty else { continue }
            let rest = Array(path.dropFirst(prefixLength))
            let values = found.flatMap { declaration -> [Node] in
                // Through the type's path, a stored property is also what its type's
                // initializers store in it; an initializer's parameter of its name is read
                // only where it is stored as it is (see `storedValues(of:)`).
                let throughType = prefixLength >= 2 && rest.isEmpty
                if throughType, storesAnotherValue(than: declaration.syntax) { return [] }
                let own = navigate(declaration.syntax, at: declaration.qualifiedPath, rest, depth: depth)
                guard throughType else { return own }
                return own + storedValues(of: declaration.syntax).flatMap { navigate($0, [], depth: depth + 1) }
            }
            if !values.isEmpty { return values }
        }
        return []
    }

    /// `path`: the declaration's qualified path (`R.maxRetries`).
    private func navigate(_ declaration: DeclarationSyntax, at path: [String], _ rest: [String], depth: Int) -> [Node] {
        if declaration.isContainer {
            guard let first = rest.first else { return [] }
            let members = adapter.memberDeclarations(of: declaration.node).compactMap(adapter.declaration).filter { $0.name == first }
            if members.isEmpty, let value = adapter.enumCaseValue(in: declaration.node, at: rest) { return [value] }
            return members.flatMap { navigate($0, at: path + [first], Array(rest.dropFirst()), depth: depth + 1) }
        }
        guard let value = declaration.value else { return [] }
        let variable = adapter.isVariable(declaration.node, parent: parent(of: declaration.node))
        let container = adapter.isMutableContainer(value)
        guard variable || container, let line = firstWrite(of: path, declaredAt: declaration.node, container: container) else {
            return navigate(value, rest, depth: depth + 1)
        }
        // What the code changes is not what it starts as, to the keys read inside it
        // (`C.steps` of a `C` whose `C.steps.push(1)` changes it).
        let write = Write(name: declaration.name, line: line, changesContent: !variable)
        let found = navigate(value, rest, depth: depth + 1)
        for node in [value] + found { writtenValues[node.byteRange] = write }
        return found
    }

    /// A variable the file writes again (`var maxRetries = 3` … `maxRetries = 4`): its
    /// initial value is not the value the code runs with.
    public struct Write: Sendable {
        public let name: String
        /// The first line that writes it.
        public let line: Int
        /// Whether the write changes what a constant holds (`A.push(3)` of `const A = […]`).
        public let changesContent: Bool
    }

    /// The positions of the nodes that may write a name (`x = …`, `x++`), noted while
    /// indexing.
    private var writePositions: [Int32] = []
    /// The positions of the nodes of `bindingKinds`, for `parameterBindings` and
    /// `destructuringStatements`.
    private var binderPositions: [Int32] = []

    /// What the file writes (`R.max`, `count`), by the last name, with each write's line
    /// (read when first asked: only a file that declares a variable is).
    private lazy var writes: [String: [(path: [String], node: Node)]] = {
        var found: [String: [(path: [String], node: Node)]] = [:]
        for position in writePositions {
            let node = nodes[Int(position)]
            for path in adapter.writtenPaths(node) {
                guard let name = path.last else { continue }
                found[name, default: []].append((path, node))
                // A write inside a container (`C.steps.push(1)`) changes it too: found by its first name.
                if path.count > 1, let first = path.first, first != name { found[first, default: []].append((path, node)) }
            }
        }
        return found
    }()

    /// The nodes that write a name itself (`x = …`, `x += 1`; not a field `a.x`).
    public func writes(of name: String) -> [Node] {
        (writes[name] ?? []).filter { $0.path == [name] }.map(\.node)
    }

    /// The first line that writes the declaration at `path`: a write names it by its last
    /// names (`max` inside `R`, `R.max` outside), not a field of the same name elsewhere
    /// (`style.height` is no write of a top-level `height`), nor another declaration of
    /// the name nearer the write (a parameter or local `STEPS` in the function).
    private func firstWrite(of path: [String], declaredAt declaration: Node, container: Bool) -> Int? {
        guard let name = path.last, let candidates = writes[name] else { return nil }
        let others = declarations(endingWith: [name]).map(\.syntax.node).filter { $0.byteRange != declaration.byteRange }
        return candidates.first { write in
            let itself = write.path.last == name && path.count >= write.path.count && Array(path.suffix(write.path.count)) == write.path
            let inside = container && write.path.count > 1 && write.path.first == name
            return (itself || inside) && !isShadowed(write.node, named: name, declaredAt: declaration, others: others)
        }?.node.start.line
    }

    /// Whether a write of `name` means a declaration nearer it than `declaration`: one
    /// that shares a deeper enclosing node with it (lexical scope: the innermost wins),
    /// or a parameter of a function around it.
    private func isShadowed(_ write: Node, named name: String, declaredAt declaration: Node, others: [Node]) -> Bool {
        // By position: a node's parent is one step, where finding a node's position
        // scans the nodes that start with it (a chain of calls starts with its receiver).
        let enclosing = ancestors(of: write)
        // A parameter of a function around the write, unless it is the declaration itself (a
        // JavaScript parameter its function writes).
        let bindsAnother = { (node: Node) in self.adapter.parameter(named: name, of: node).map { $0.byteRange != declaration.byteRange } ?? false }
        if enclosing.contains(where: { bindsAnother(nodes[Int($0)]) }) { return true }
        let depthOf = Dictionary(uniqueKeysWithValues: enclosing.enumerated().map { ($1, enclosing.count - $0) })
        // How deep the innermost node enclosing both lies (the root: 1).
        func sharedDepth(_ node: Node) -> Int {
            ancestors(of: node).lazy.compactMap { depthOf[$0] }.first ?? 0
        }
        let own = sharedDepth(declaration)
        return others.contains { sharedDepth($0) > own }
    }

    /// The positions of a node's ancestors, innermost first.
    private func ancestors(of node: Node) -> [Int32] {
        guard var position = self.position(of: node).map(Int32.init) else { return [] }
        var found: [Int32] = []
        while true {
            position = nodes.parentPosition(at: Int(position))
            guard position >= 0 else { return found }
            found.append(position)
        }
    }

    /// The initial values of variables the file writes again, by their place.
    private var writtenValues: [Range<Int>: Write] = [:]

    /// The write that makes `node` (a variable's initial value) not the value the code
    /// runs with, if any.
    public func write(replacing node: Node) -> Write? {
        writtenValues.isEmpty ? nil : writtenValues[node.byteRange]
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
        if let object = adapter.objectLiteral(node) { return navigate(object, rest, depth: depth) }
        if let call = adapter.call(node) {
            // Object-literal arguments (`StyleSheet.create({ … })`, `withTiming(v, { duration })`)
            // are read as objects, spreads included. Their pairs are also the call's only
            // labeled arguments (TS has no others), which would miss a spread.
            let objects = call.arguments.compactMap { adapter.objectLiteral($0.value) }
            if !objects.isEmpty { return objects.flatMap { navigate($0, rest, depth: depth + 1) } }
            let labeled = call.arguments.filter { $0.label == name }
            // A copy (Kotlin's `spec.copy(padding = 4.dp)`) keeps what it copies.
            if labeled.isEmpty, let copied = adapter.copiedValue(of: call) { return navigate(copied, rest, depth: depth + 1) }
            if labeled.isEmpty, let value = constructorValue(name, in: call) { return navigate(value, remaining, depth: depth + 1) }
            return labeled.flatMap { navigate($0.value, remaining, depth: depth + 1) }
        }
        if case let .wrapped(inner) = adapter.form(of: node) { return navigate(inner, rest, depth: depth + 1) }
        if let reference = referencePath(node) {
            return values(at: reference + rest, depth: depth + 1)
        }
        return []
    }

    /// What a call of a type the file declares gives its property `name` where no argument
    /// is labeled so: the positional argument in the constructor parameter's place
    /// (Kotlin's `BadgeSpec(20.dp)`), else its default (`BadgeSpec()`), or a Swift struct's
    /// stored `var` default its memberwise initializer keeps. (These had not been read.)
    /// Not where the type's body declares a property of the name, which the parameter
    /// only starts (`class Spec(minSize: Dp) { val minSize = minSize * 2 }`).
    private func constructorValue(_ name: String, in call: CallSyntax) -> Node? {
        let types = declarations(endingWith: [call.name]).map(\.syntax).filter(\.isContainer)
        guard types.count == 1, let type = types.first?.node else { return nil }
        let property = adapter.memberDeclarations(of: type).compactMap(adapter.declaration).first { $0.name == name }
        if let parameter = adapter.parameter(named: name, of: type), property == nil {
            switch adapter.argument(for: parameter, of: type, in: call) {
            case let .given(value): return value
            case .omitted: return adapter.declaration(parameter)?.value
            case .unknown: return nil
            }
        }
        return property?.value.flatMap { adapter.memberwiseParameter($0) == nil ? nil : $0 }
    }

    /// The values `rest` names in an object literal. A spread written after the key sets it
    /// again when its object has the key (`{ height: 18, ...tall }`); one this file cannot
    /// resolve (an import) is taken to leave it, as one written before the key does. A
    /// spread applied on a condition (`...(big && { height: 44 })`, `...(big ? {…} : {})`)
    /// may set it or leave it: both are values (it had been taken to leave it, a false parity).
    private func navigate(_ object: ObjectLiteral, _ rest: [String], depth: Int) -> [Node] {
        guard let name = rest.first else { return [] }
        return navigate(object, rest, through: object.spreads(settingAgain: name)[...], depth: depth)
    }

    /// `spreads`: the object's spreads that may set the key again, latest first.
    private func navigate(_ object: ObjectLiteral, _ rest: [String], through spreads: ArraySlice<Node>, depth: Int) -> [Node] {
        guard let name = rest.first else { return [] }
        guard let spread = spreads.first else {
            return object.pairs.filter { $0.key == name }.flatMap { navigate($0.value, Array(rest.dropFirst()), depth: depth + 1) }
        }
        // The key's value there, deeper names included: nothing if it lacks them.
        if !spreadValues(spread, [name], depth: depth).isEmpty { return spreadValues(spread, rest, depth: depth) }
        let applied = conditionalBranches(of: spread).filter { !spreadValues($0, [name], depth: depth).isEmpty }
        let left = navigate(object, rest, through: spreads.dropFirst(), depth: depth)
        // Each value once: branches that spread the same object give it once.
        var seen: Set<Range<Int>> = []
        return (applied.flatMap { spreadValues($0, rest, depth: depth) } + left).filter { seen.insert($0.byteRange).inserted }
    }

    /// The objects a spread applies on a condition: both branches of `c ? {…} : {…}`, the
    /// object of `c && {…}`, either side of `a ?? b` and `a || b`; none for another form, or
    /// past `depth` 32 (the recursion is bounded, as the evaluator's is).
    private func conditionalBranches(of node: Node, depth: Int = 0) -> [Node] {
        guard depth < 32 else { return [] }
        let branches = { (node: Node) in
            let inner = self.conditionalBranches(of: node, depth: depth + 1)
            return inner.isEmpty ? [node] : inner
        }
        switch adapter.form(of: node) {
        case let .wrapped(inner): return conditionalBranches(of: inner, depth: depth + 1)
        case let .conditional(conditional): return ([conditional.then] + (conditional.otherwise.map { [$0] } ?? [])).flatMap(branches)
        case let .binary("&&", _, rhs): return branches(rhs)
        case let .binary(op, lhs, rhs) where op == "||" || op == "??": return branches(lhs) + branches(rhs)
        default: return []
        }
    }

    /// The values `rest` names in a spread's object: one written in place, or one a
    /// declaration at the file's top level names (a name declared inside a function is
    /// another variable than the spread's, and an import is not in this file).
    /// Each spread's values are found once for each path: objects that each spread the
    /// next ten times had been searched ten to their depth times. A spread that reaches
    /// itself gives nothing there.
    private func spreadValues(_ spread: Node, _ rest: [String], depth: Int) -> [Node] {
        let key = SpreadKey(spread: spread.byteRange, rest: rest)
        if let known = spreadValuesFound[key] { return known }
        guard spreadsBeingFound.insert(key).inserted else { return [] }
        defer { spreadsBeingFound.remove(key) }
        let found: [Node]
        if let path = referencePath(spread), let root = path.first {
            let topLevel = (declarationsByName[root] ?? []).filter { $0.qualifiedPath == [root] }
            found = topLevel.flatMap { navigate($0.syntax, at: [root], Array(path.dropFirst()) + rest, depth: depth + 1) }
        } else {
            found = navigate(spread, rest, depth: depth + 1)
        }
        spreadValuesFound[key] = found
        return found
    }

    private struct SpreadKey: Hashable {
        let spread: Range<Int>
        let rest: [String]
    }

    private var spreadValuesFound: [SpreadKey: [Node]] = [:]
    private var spreadsBeingFound: Set<SpreadKey> = []

    /// `a` or `a.b.c` as a path, when the node is only names.
    /// (`unsigned`: a prefix expression read as its operand, see `Evaluator.signedStart`.)
    func referencePath(_ node: Node, unsigned: Node? = nil) -> [String]? {
        switch adapter.form(of: node) {
        case let .identifier(name):
            return [name]
        case let .member(base?, name):
            // Swift's `Self.pad` is the enclosing type's `pad`, found as `pad` is (the
            // nearest declaration of it, `nearest(_:to:)`).
            if base.text == "Self" { return [name] }
            return referencePath(base, unsigned: unsigned).map { $0 + [name] }
        case let .unary(_, operand) where node == unsigned:
            return referencePath(operand)
        default:
            return nil
        }
    }

    /// The node a chain of member accesses and calls starts from (`-S` of `(-S).pad.x`, as
    /// tree-sitter-kotlin reads `-S.pad.x`); nil for a node that is no such link.
    func chainStart(of node: Node) -> Node? {
        var current = node
        while true {
            switch adapter.form(of: current) {
            case let .member(base?, _): current = base
            case let .call(call) where call.receiver != nil: current = call.receiver!
            default: return current == node ? nil : current
            }
        }
    }
}

/// A file's calls, each linked to the call it is made on (its receiver, or the receiver's
/// receiver where that is no call of the file): a forest, whose paths are modifier chains.
/// Each tree is walked once, so whether two calls are chained is two comparisons.
struct CallChains {
    /// Each call's position among the file's calls, by its node.
    let position: [Node: Int]
    /// The tree each call is in, by the position of its root, the call the chain starts
    /// from; nil for a call on a cycle (no tree's).
    private(set) var root: [Int?]
    /// Each tree's calls, by its root, in document order.
    private(set) var members: [Int: [Int]] = [:]
    /// When the walk of its tree reached each call and left it: one call is made on
    /// another's result, through the calls between, when its span is inside the other's.
    private var entered: [Int]
    private var left: [Int]
    /// The call each call is made on, and the calls made on each call's result.
    let inner: [Int?]
    let outer: [[Int]]

    init(_ calls: [CallSyntax], adapter: any LanguageAdapter) {
        var position: [Node: Int] = [:]
        for (index, call) in calls.enumerated() { position[call.node] = index }
        var inner = [Int?](repeating: nil, count: calls.count)
        var outer = [[Int]](repeating: [], count: calls.count)
        for (index, call) in calls.enumerated() {
            var receiver = call.receiver
            while let node = receiver {
                if let made = position[node] {
                    inner[index] = made
                    outer[made].append(index)
                    break
                }
                receiver = adapter.call(node)?.receiver
            }
        }
        self.position = position
        self.inner = inner
        self.outer = outer
        root = Array(repeating: nil, count: calls.count)
        entered = Array(repeating: 0, count: calls.count)
        left = Array(repeating: 0, count: calls.count)
        var clock = 0
        for start in calls.indices where inner[start] == nil {
            walk(from: start, outer: outer, clock: &clock)
        }
        for index in calls.indices {
            if let tree = root[index] { members[tree, default: []].append(index) }
        }
    }

    /// Walks a tree from its root without recursion (a chain may be thousands of calls).
    private mutating func walk(from start: Int, outer: [[Int]], clock: inout Int) {
        root[start] = start
        entered[start] = clock
        clock += 1
        var pending: [(call: Int, next: Int)] = [(start, 0)]
        while let (call, next) = pending.last {
            guard next < outer[call].count else {
                left[call] = clock
                clock += 1
                pending.removeLast()
                continue
            }
            pending[pending.count - 1].next += 1
            let made = outer[call][next]
            guard root[made] == nil else { continue }
            root[made] = start
            entered[made] = clock
            clock += 1
            pending.append((made, 0))
        }
    }

    func areChained(_ one: Int, _ other: Int) -> Bool {
        guard one != other, let tree = root[one], root[other] == tree else { return false }
        return holds(one, other) || holds(other, one)
    }

    /// Whether `inner` is made on `outer`'s result, through the calls between.
    private func holds(_ outer: Int, _ inner: Int) -> Bool {
        entered[outer] < entered[inner] && left[inner] < left[outer]
    }
}
