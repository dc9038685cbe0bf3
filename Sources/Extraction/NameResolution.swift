import TreeSitter

/// Which of the file's values a name reads where it is used: the nearest one in scope
/// (a local only in its block, see `LocalScope`), unless a binding nearer the use, with no value
/// the file gives, hides it (a parameter, a destructured local, a property or local
/// declared without a value).
extension SourceIndex {
    /// The value `path` reads at `use`, or nil where the file gives none there.
    func resolvedValue(at path: [String], for use: Node) -> Node? {
        guard let value = nearest(candidates(at: path, for: use), to: use) else { return nil }
        return isShadowed(value, name: path, at: use) ? nil : value
    }

    private func candidates(at path: [String], for use: Node) -> [Node] {
        values(at: path).filter { value in
            !value.byteRange.overlaps(use.byteRange) && !isDefaultOutOfScope(value, named: path, for: use) && !isOutOfScope(value, named: path, for: use)
        }
    }

    /// The values of `path` that other branches of a compile-time condition around `value`
    /// declare, with the condition (`#if os(watchOS) let size = 18 #else let size = 20
    /// #endif`): the file is built with one of them, which the tool cannot know (only the
    /// first had been read, a false parity).
    func compileTimeAlternatives(to value: Node, at path: [String], for use: Node) -> (condition: String, values: [Node])? {
        guard hasDirectives else { return nil }
        let regions = directiveRegions(of: value)
        guard !regions.isEmpty else { return nil }
        var condition: String?
        let others = candidates(at: path, for: use).filter { other in
            guard other != value else { return false }
            let shared = directiveRegions(of: other).first { group, region in regions.contains { $0.group == group && $0.region != region } }
            condition = condition ?? shared.map(\.group.text)
            return shared != nil
        }
        return condition.map { ($0, others) }
    }

    /// The branches of compile-time conditions a node is in, from it out: each group's
    /// opening directive and the branch's position in the group.
    private func directiveRegions(of node: Node) -> [(group: Node, region: Int)] {
        var found: [(group: Node, region: Int)] = []
        var current: Node? = node
        while let ancestor = current {
            if let region = directiveRegion(of: ancestor) { found.append(region) }
            current = parent(of: ancestor)
        }
        return found
    }

    /// The group of directives among a node's siblings whose branch holds it, if any.
    private func directiveRegion(of node: Node) -> (group: Node, region: Int)? {
        var (region, nested) = (0, 0)
        var sibling = node.previousSibling
        while let current = sibling {
            switch adapter.directive(current) {
            case .closing?: nested += 1
            case .opening? where nested > 0: nested -= 1
            case .opening?: return (current, region)
            case .alternative? where nested == 0: region += 1
            default: break
            }
            sibling = current.previousSibling
        }
        return nil
    }

    /// The value a Swift implicit member expression reads (`.frame(minWidth: .badgeMin)`
    /// of `extension CGFloat { static let badgeMin: CGFloat = 18 }`), with its path: the
    /// one static member of that name, of its own type, the file's types and extensions
    /// declare. The type the context expects is not known, so a name two types declare
    /// is not read.
    func implicitMember(_ name: String) -> (value: Node, path: [String])? {
        let statics = declarations(endingWith: [name]).filter { $0.qualifiedPath.count > 1 && adapter.isStaticMember($0.syntax.node) }
        guard statics.count == 1, let value = statics[0].syntax.value else { return nil }
        return (value, statics[0].qualifiedPath)
    }

    /// The values declared at `path` that a rule's declaration locator reads: the file's and
    /// its types', where there are any. A function's local of the same name is another
    /// thing (an unused `val RowHeight = 18.dp` in a function had been read as the file's
    /// constant); locals are read where nothing outside a function declares the path.
    func declaredValues(at path: [String]) -> [Node] {
        let found = values(at: path)
        let outer = found.filter { value in declaration(holding: value).map { localBlock(of: $0) == nil } ?? true }
        return outer.isEmpty ? found : outer
    }

    /// The binding of `name` by a parameter of a function or closure around `use` (a
    /// destructuring pattern's names included), with the function; or by a destructuring
    /// declaration before it in a block around it, with the block. Nil where there is none.
    func localBinding(of name: String, around use: Node) -> (scope: Node, parameter: Node?)? {
        let at = use.byteRange.lowerBound
        let parameters = (parameterBindings[name] ?? []).filter { $0.function.byteRange.contains(at) }.map { (scope: $0.function, parameter: Optional($0.parameter)) }
        // (Not at the file's top level: a constant there and a destructured name of the same
        // name there do not compile.)
        let destructured = (destructuringStatements[name] ?? []).compactMap { statement -> (scope: Node, parameter: Node?)? in
            // Before the use, unless the language's locals hold their whole block (JavaScript's
            // `const`: a closure written before it reads it).
            let wholeBlock = adapter.localScope(of: statement.namedChildren.first ?? statement) != .afterDeclaration
            guard let block = statement.parent, block.parent != nil, block.byteRange.contains(at), wholeBlock || statement.byteRange.upperBound <= at
            else { return nil }
            return (block, nil)
        }
        // The innermost: the scope that starts last.
        return (parameters + destructured).max { $0.scope.byteRange.lowerBound < $1.scope.byteRange.lowerBound }
    }

    /// A declaration without a value whose scope holds `use`: a parameter of a function
    /// around it (`fun Badge(HPad: Dp)`), a property of its type, a local declared without
    /// a value. Nearer than a constant of the same name, it is what the name reads (the
    /// file's `HPad` had been read for the caller's argument).
    func valuelessDeclaration(_ path: [String], around use: Node) -> Node? {
        guard path.count == 1 else { return nil }
        // (Not a function, which names no value: `fun Header()` beside `object Header`.)
        let valueless = declarationNodes(endingWith: path).filter {
            $0.value == nil && !$0.isType && !adapter.functionKinds.contains($0.node.kind) && adapter.receiver(of: $0.node) == nil
        }.map(\.node)
        return valueless.first { declaration in
            // The parameter list's function, or the body the property or local is in.
            [declaration.parent, declaration.parent?.parent].contains { $0?.byteRange.contains(use.byteRange.lowerBound) ?? false }
        }
    }

    /// Whether `value` is the default of a parameter of a function `use` is not in: Kotlin's
    /// `fun g(n: Float = 4f)` gives no `n` outside `g` (it had been read for a constant `n`
    /// declared after it). An initializer's parameter sets the stored property of its name,
    /// so its default is in scope in the type (`spacing` in a SwiftUI view's `body`).
    private func isDefaultOutOfScope(_ value: Node, named path: [String], for use: Node) -> Bool {
        guard path.count == 1, let scope = defaultScopes[value.byteRange.lowerBound] else { return false }
        return !scope.byteRange.contains(use.byteRange.lowerBound)
    }

    /// Whether `value` is declared where `use` does not see it: in a block `use` is
    /// outside of, or further down the block where the language reads a local only after
    /// it (a Kotlin `val HPad` in one function had been read for `HPad` in another); or as
    /// a member a bare name never reads (a JavaScript class field: an instance's is
    /// `this.x`, not followed; a static one is read through its class).
    private func isOutOfScope(_ value: Node, named path: [String], for use: Node) -> Bool {
        guard let declaration = declaration(holding: value) else { return false }
        switch adapter.receiver(of: declaration) {
        case .instance?: return true
        // Read through its type only (`Badge.S.d`), not as a bare first name (`S.d`).
        case .type?: if path.first == declaration.child(byField: "name")?.text { return true }
        case nil: break
        }
        guard let block = localBlock(of: declaration) else { return false }
        let at = use.byteRange.lowerBound
        return !block.byteRange.contains(at) || (adapter.localScope(of: declaration) == .afterDeclaration && declaration.byteRange.lowerBound > at)
    }

    /// Whether a path's first name is a local in scope at `use` nearer than the path's
    /// `value` found elsewhere (`val Spec = Other` before `Spec.pad`: the path is `Other`'s
    /// member, not the file's `Spec.pad`).
    private func isRootALocal(_ root: String, otherThan value: Node, at use: Node) -> Bool {
        values(at: [root]).contains { local in
            guard let declaration = declaration(holding: local), !declaration.byteRange.contains(value.byteRange.lowerBound),
                localBlock(of: declaration) != nil
            else { return false }
            return !isOutOfScope(local, named: [root], for: use) && nearest([value, local], to: use) == local
        }
    }

    /// The declaration a value is written in: its nearest ancestor that declares.
    private func declaration(holding value: Node) -> Node? {
        var current = parent(of: value)
        while let node = current, !adapter.declarationKinds.contains(node.kind) { current = parent(of: node) }
        return current
    }

    /// The block a local declaration is seen in (see `LocalScope`); nil for a declaration
    /// of the file or of a type's body.
    private func localBlock(of declaration: Node) -> Node? {
        enclosingBlock(of: declaration, functionWide: adapter.localScope(of: declaration) == .function)
    }

    /// The innermost block around a node (`functionWide`: the body of the innermost
    /// function); nil for one of the file or of a type's body.
    private func enclosingBlock(of node: Node, functionWide: Bool) -> Node? {
        var current = parent(of: node)
        while let ancestor = current {
            if adapter.blockKinds.contains(ancestor.kind), !functionWide || parent(of: ancestor).map({ adapter.functionKinds.contains($0.kind) }) == true {
                return ancestor
            }
            current = parent(of: ancestor)
        }
        return nil
    }

    /// Where the default of `function`'s parameter `name` is read: in the function, or in
    /// the initializer's type where it sets the stored property of that name.
    func defaultScope(of function: Node, named name: String) -> Node {
        let setsProperty = adapter.initializerKinds.contains(function.kind) && setsStoredProperty(name, initializer: function)
        return setsProperty ? parent(of: function) ?? function : function
    }

    /// The values a file-private function's parameter (or a struct's stored `var` its
    /// memberwise initializer takes) has where `use` reads its default in the function:
    /// what each call in the file passes (a JSX element's props too), and the default
    /// where a call passes nothing. (A helper's default of 18 read where its only call
    /// passes 20 had been a false parity.) Nil where the default alone is read: callers
    /// elsewhere may call the function, no call of it is in the file, another function or
    /// type has its name, a call passes what is not told (a spread), or `use` reads it
    /// through an instance made elsewhere, whose call gave it.
    func callSiteValues(ofDefault value: Node, for use: Node) -> (function: String, values: [Node])? {
        let key = CallSitesKey.defaultValue(value.byteRange.lowerBound)
        if callSitesFound[key] == nil { callSitesFound[key] = callSites(ofDefault: value) }
        guard let found = callSitesFound[key] ?? nil, found.function.byteRange.contains(use.byteRange.lowerBound) else { return nil }
        return (found.name, found.values)
    }

    /// The values a file-private function's parameter without a default has where `use`
    /// reads it in the function: what each call in the file passes (`.badgeSizing(18.dp)`
    /// of `fun Modifier.badgeSizing(min: Dp)`; it had been not constant). Nil as for a
    /// default, and where a call passes nothing for it.
    func callSiteValues(ofParameter name: String, for use: Node) -> (function: String, values: [Node])? {
        guard let (function, parameter) = localBinding(of: name, around: use) else { return callSiteValues(ofStoredProperty: name, for: use) }
        guard let parameter, adapter.declaration(parameter)?.value == nil else { return nil }
        let key = CallSitesKey.parameter(parameter.byteRange.lowerBound)
        if callSitesFound[key] == nil { callSitesFound[key] = callSites(of: parameter, in: function, default: nil) }
        return (callSitesFound[key] ?? nil).map { ($0.name, $0.values) }
    }

    /// The same for a stored property without a default that `use` reads in its own type,
    /// where the type's memberwise initializer takes it (`let padding: CGFloat` of a
    /// private view that `Capsule(padding: 5)` makes; it had been not constant).
    private func callSiteValues(ofStoredProperty name: String, for use: Node) -> (function: String, values: [Node])? {
        // (Asked for every name the file does not resolve: the cheap test first.)
        guard memberwisePropertyNames.contains(name) else { return nil }
        let declared = declarationNodes(endingWith: [name]).filter { $0.value == nil }.map(\.node)
        guard let property = nearest(declared, to: use),
            let (type, label) = adapter.memberwiseProperty(property),
            type.byteRange.contains(use.byteRange.lowerBound)
        else { return nil }
        let key = CallSitesKey.storedProperty(property.byteRange.lowerBound)
        if callSitesFound[key] == nil {
            callSitesFound[key] = callSites(of: type, default: nil, passing: memberwiseArgument(label, of: type), props: nil)
        }
        return (callSitesFound[key] ?? nil).map { ($0.name, $0.values) }
    }

    /// What `callSiteValues` finds for a default, whatever reads it: the function (or type)
    /// it belongs to, the function's name, and the distinct values its calls pass, in the
    /// order first passed (the default itself for a call passing nothing).
    private func callSites(ofDefault value: Node) -> CallSites? {
        if let (holder, parameter, _) = defaultHolders[value.byteRange.lowerBound] { return callSites(of: parameter, in: holder, default: value) }
        guard let (type, label) = adapter.memberwiseParameter(value) else { return nil }
        return callSites(of: type, default: value, passing: memberwiseArgument(label, of: type), props: nil)
    }

    private func callSites(of parameter: Node, in function: Node, default value: Node?) -> CallSites? {
        callSites(
            of: function, default: value, passing: { self.adapter.argument(for: parameter, of: function, in: $0) },
            props: { self.adapter.argument(for: parameter, of: function, in: $0) })
    }

    /// What the file's calls of `function` pass, each read by `argument` (a JSX element's
    /// props by `prop`).
    private func callSites(
        of function: Node, default value: Node?, passing argument: (CallSyntax) -> PassedArgument, props prop: ((JSXElementSyntax) -> PassedArgument)?
    ) -> CallSites? {
        guard let name = adapter.filePrivateName(of: function, in: parsed.tree.rootNode), !hasRival(named: name, besides: function) else { return nil }
        // Not a function's own recursive calls, which pass on what it was given (a type's
        // own presets are calls: `static let large = BadgeStyle(minSize: 30)`), nor a preview's.
        let recursive = adapter.functionKinds.contains(function.kind) ? function.byteRange : 0..<0
        let outside = { (node: Node) in !recursive.contains(node.byteRange.lowerBound) && !self.isInPreview(node) }
        let passed = calls.filter { $0.name == name && outside($0.node) }.map(argument)
        let props = prop.map { prop in elements.filter { $0.tag == name && outside($0.node) }.map(prop) } ?? []
        guard let values = Self.distinctValues(passed + props, default: value) else { return nil }
        return CallSites(function: function, name: name, values: values)
    }

    /// Each value passed once, the default for an argument left out; nil where a call
    /// passes what is not told, leaves out one without a default, or none is made.
    private static func distinctValues(_ passed: [PassedArgument], default value: Node?) -> [Node]? {
        var values: [Node] = []
        var seen: Set<Range<Int>> = []
        for argument in passed {
            switch argument {
            case let .given(node) where seen.insert(node.byteRange).inserted: values.append(node)
            case .omitted:
                guard let value else { return nil }
                if seen.insert(value.byteRange).inserted { values.append(value) }
            case .unknown: return nil
            default: break
            }
        }
        return values.isEmpty ? nil : values
    }

    /// What a call of a struct's memberwise initializer passes for its stored property
    /// `label`: a call with another label (or none) calls another initializer.
    private func memberwiseArgument(_ label: String, of type: Node) -> (CallSyntax) -> PassedArgument {
        let properties = Set(adapter.memberDeclarations(of: type).compactMap { adapter.declaration($0)?.name })
        return { call in
            guard call.arguments.allSatisfy({ $0.label.map(properties.contains) ?? false }) else { return .unknown }
            return call.arguments.first { $0.label == label }.map { .given($0.value) } ?? .omitted
        }
    }

    /// Whether another function or type of the file declares `name` (a type's extensions
    /// aside): an overload's calls are not told apart. (A `const` holding the function
    /// declares it too; a value of the name elsewhere is not called.)
    private func hasRival(named name: String, besides function: Node) -> Bool {
        let named = declarationNodes(endingWith: [name])
        let isType = named.contains { $0.node == function && $0.isType }
        return named.contains { declaration in
            let holds = declaration.node.byteRange.lowerBound <= function.byteRange.lowerBound && function.byteRange.upperBound <= declaration.node.byteRange.upperBound
            let callable = declaration.isType || adapter.functionKinds.contains(declaration.node.kind) || declaration.value.map { adapter.functionKinds.contains($0.kind) } == true
            return callable && !holds && !(isType && declaration.isType)
        }
    }

    private func isInPreview(_ node: Node) -> Bool {
        var current = parent(of: node)
        while let ancestor = current {
            if adapter.isPreview(ancestor) { return true }
            current = parent(of: ancestor)
        }
        return false
    }

    /// What the initializers of a stored property's type store in it (`self.threshold =
    /// threshold * 2`, `self.threshold = edge` of `init(threshold edge: CGFloat = 8)`, and
    /// what an extension's initializer hands on in `self.init(threshold: 9)`): the
    /// property's values, each read in its initializer (the parameter's default alone had
    /// been read, a false parity). A parameter of the property's name stored as it is
    /// (`self.spacing = spacing`) is left out: its default is read as the parameter.
    func storedValues(of property: DeclarationSyntax) -> [Node] {
        initializers(ofTypeHolding: property.node).compactMap { initializer in
            guard let value = storedValue(of: property.name, in: initializer) else { return nil }
            let storesItsParameter = value.text == property.name && adapter.parameter(named: property.name, of: initializer) != nil
            return storesItsParameter ? nil : value
        }
    }

    /// The initializers of the type a member is declared in: in the type's body and in
    /// the bodies of the file's extensions of it (declarations of the same path).
    /// (Found once for each type's path: a file declaring one type two thousand times
    /// had searched every body for every member, seconds.)
    private func initializers(ofTypeHolding member: Node) -> [Node] {
        guard let type = parent(of: member).flatMap(parent(of:)), let name = adapter.declaration(type)?.name,
            let path = declarationsByName[name]?.first(where: { $0.syntax.node == type })?.qualifiedPath
        else { return [] }
        if let known = initializersByType[path] { return known }
        let bodies = (declarationsByName[name] ?? []).filter { $0.syntax.isContainer && $0.qualifiedPath == path }
        let found = bodies.flatMap { adapter.memberDeclarations(of: $0.syntax.node) }.filter { adapter.initializerKinds.contains($0.kind) }
        initializersByType[path] = found
        return found
    }

    /// Whether `parameter` is an initializer's parameter whose initializer stores another
    /// value in the property of its name (`self.threshold = threshold * 2`): through the
    /// type's path, that value is read (`storedValues(of:)`), not the parameter's default.
    /// So is one handed to another initializer that stores something else than it.
    func storesAnotherValue(than parameter: DeclarationSyntax) -> Bool {
        guard let initializer = parent(of: parameter.node), adapter.initializerKinds.contains(initializer.kind) else { return false }
        guard let value = storedValue(of: parameter.name, in: initializer) else {
            return handedArgument(parameter.name, in: initializer) != nil
        }
        return value.text != parameter.name
    }

    /// The value an initializer's body stores in the property `name`: `self.name = value`,
    /// or the argument `name: value` it hands to another initializer of its type that
    /// stores its parameter `name` as it is (`self.init(name: value)`).
    private func storedValue(of name: String, in initializer: Node) -> Node? {
        guard let body = initializer.child(byField: "body") else { return nil }
        for statement in body.namedChildren.flatMap(Statements.top) {
            guard let (target, value) = adapter.plainAssignment(Statements.expression(of: statement)), target.text == "self." + name else { continue }
            return value
        }
        guard let handed = handedArgument(name, in: initializer), storesItsParameter(name, besides: initializer) else { return nil }
        return handed
    }

    /// The argument labeled `name` an initializer hands to another of its type (`9` of
    /// `self.init(name: 9)`).
    private func handedArgument(_ name: String, in initializer: Node) -> Node? {
        guard let body = initializer.child(byField: "body") else { return nil }
        let calls = body.namedChildren.flatMap(Statements.top).lazy.compactMap { self.adapter.delegatingCall(Statements.expression(of: $0)) }
        return calls.first?.arguments.first { $0.label == name }?.value
    }

    /// Whether another initializer of the type stores its parameter `name` in the property
    /// of that name as it is: only then is what a delegating call hands it the property's.
    private func storesItsParameter(_ name: String, besides initializer: Node) -> Bool {
        initializers(ofTypeHolding: initializer).contains { other in
            other != initializer && adapter.parameter(named: name, of: other) != nil && setsStoredProperty(name, initializer: other)
        }
    }

    /// Whether an initializer's body sets the stored property of a parameter's name to it
    /// (`self.spacing = spacing`).
    private func setsStoredProperty(_ name: String, initializer: Node) -> Bool {
        guard let body = initializer.child(byField: "body") else { return false }
        return body.namedChildren.flatMap(Statements.top).contains { statement in
            guard let (target, value) = adapter.plainAssignment(Statements.expression(of: statement)) else { return false }
            return target.text == "self." + name && value.text == name
        }
    }

    /// Whether a binding without a value the file gives is nearer `use` than `value`: a
    /// parameter of a function around the use (whose default, if any, is in it), a
    /// destructured local, a declaration without a value. For a path (`Spec.pad`), a
    /// binding of its first name: the parameter `Spec` is the caller's object, a local
    /// `Spec` another object.
    private func isShadowed(_ value: Node, name path: [String], at use: Node) -> Bool {
        guard let root = path.first else { return false }
        if let binding = localBinding(of: root, around: use), !binding.scope.byteRange.contains(value.byteRange.lowerBound) { return true }
        if path.count > 1, isRootALocal(root, otherThan: value, at: use) { return true }
        guard let declaration = valuelessDeclaration([root], around: use) else { return false }
        return nearest([value, declaration], to: use) == declaration
    }
}
