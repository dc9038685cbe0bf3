import TreeSitter

/// A helper's code counts where the helper is used, where a locator finds nothing in its
/// scope itself (see `Extractor.observations(of:)`): a modifier moved out of a component into `fun
/// Modifier.badgeSizing()`, `private val BadgeSizing = Modifier…`, a SwiftUI
/// `ViewModifier`, or a view or component of the file is, to `in: [Badge]`, inside `Badge`
/// wherever `Badge` uses it. (Such an extraction, which changes nothing on screen, had made the fact
/// "missing".) Only then: a scope that holds what the locator finds is read as written,
/// and the other components a component shows are not read into it.
///
/// A helper is a declaration of the file outside any function (a function, a property,
/// a type) whose name nothing else in the file declares (SwiftUI's `body` is every
/// view's); its uses are its calls, its JSX elements and the names that read it.
extension SourceIndex {
    /// Whether a helper enclosing `node` is used inside `scope` and outside `excluded`,
    /// directly or through helpers that are. The whole scope is matched at the use.
    func isInsideThroughHelpers(_ node: Node, scope: [String], excluding excluded: [String]) -> Bool {
        !isEnclosed(node, byAnyOf: excluded) && helpers(enclosing: node).contains { helperIsUsed($0, inside: scope, excluding: excluded) }
    }

    /// Whether some use of `helper`, or of a helper holding a use, is inside the scope:
    /// a search over uses (a chain of helpers calling each other is walked, not recursed).
    /// What a search learns is kept: the helpers on the way to a use inside are inside, and
    /// every helper of a search that fails is not, so a chain of 2,000 helpers is searched
    /// once (it had taken 70 s). (The helpers a search passes off its way are searched
    /// again from the next start.)
    private func helperIsUsed(_ helper: Helper, inside scope: [String], excluding excluded: [String]) -> Bool {
        let key = { (start: Int) in HelperUseKey(helper: start, scope: scope, excluded: excluded) }
        let start = helper.declaration.node.byteRange.lowerBound
        if let known = helperUses[key(start)] { return known }
        var pending = [helper]
        // Each helper passed, with the one whose use led to it.
        var cameFrom: [Int: Int] = [start: start]
        func reached(from last: Int) -> Bool {
            var current = last
            while current != start, let previous = cameFrom[current] {
                helperUses[key(current)] = true
                current = previous
            }
            helperUses[key(start)] = true
            return true
        }
        while let current = pending.popLast() {
            let position = current.declaration.node.byteRange.lowerBound
            for use in uses(of: current) where !isEnclosed(use, byAnyOf: excluded) {
                if isInside(use, scope: scope) { return reached(from: position) }
                for outer in helpers(enclosing: use) where cameFrom[outer.declaration.node.byteRange.lowerBound] == nil {
                    let outerPosition = outer.declaration.node.byteRange.lowerBound
                    cameFrom[outerPosition] = position
                    switch helperUses[key(outerPosition)] {
                    case true?: return reached(from: outerPosition)
                    case false?: continue
                    case nil: pending.append(outer)
                    }
                }
            }
        }
        for passed in cameFrom.keys { helperUses[key(passed)] = false }
        return false
    }

    /// The helpers enclosing `node`: the declarations around it that are not inside a
    /// function, each of a name no other declaration of the file has (a type's extensions
    /// aside), with the type or object each is a member of.
    private func helpers(enclosing node: Node) -> [Helper] {
        if let known = helpersEnclosing[node] { return known }
        let found = searchHelpers(enclosing: node)
        helpersEnclosing[node] = found
        return found
    }

    private func searchHelpers(enclosing node: Node) -> [Helper] {
        var ancestors: [Node] = []
        var current = parent(of: node)
        while let ancestor = current {
            ancestors.append(ancestor)
            current = parent(of: ancestor)
        }
        var found: [Helper] = []
        var container: String?
        for ancestor in ancestors.reversed() {
            if let declaration = adapter.declaration(ancestor) {
                if isOnlyDeclaration(declaration) { found.append(Helper(declaration: declaration, container: container)) }
                if declaration.isContainer { container = declaration.name }
            }
            if adapter.functionKinds.contains(ancestor.kind) { break }
        }
        return found
    }

    /// Whether no other declaration of the file has the helper's name: a parameter or a
    /// local of that name would be read for it, as another view's `body` would. A type's
    /// extensions are the type (of its path: `Chip.Style` is not `Badge.Style`).
    private func isOnlyDeclaration(_ declaration: DeclarationSyntax) -> Bool {
        let named = declarationsByName[declaration.name] ?? []
        let path = named.first { $0.syntax.node == declaration.node }?.qualifiedPath
        return named.allSatisfy { other in
            other.syntax.node == declaration.node || declaration.isContainer && other.syntax.isContainer && other.qualifiedPath == path
        }
    }

    /// Where the file uses a helper, outside the helper itself: its calls (on nothing, on
    /// its type or object, or as an extension on what no name of the file holds; not a
    /// method of another value, `style.sizing()`), its JSX elements, and the names that
    /// read it (not an argument's label, `modifier = …`, nor another value's member; a
    /// type or object whose member is read is not used whole).
    private func uses(of helper: Helper) -> [Node] {
        let own = helper.declaration.node.byteRange
        return (usesByName[helper.declaration.name] ?? []).compactMap { use -> Node? in
            switch use {
            case let .call(call):
                guard let receiver = call.receiver, case let .identifier(name) = adapter.form(of: receiver) else { return call.node }
                if name == helper.container { return call.node }
                return declarationsByName[name] == nil && localBinding(of: name, around: call.node) == nil ? call.node : nil
            case let .element(node):
                return node
            case let .name(node):
                return isRead(node, as: helper) ? node : nil
            }
        }.filter { !own.contains($0.byteRange.lowerBound) }
    }

    /// Whether a name written in the file reads the helper: not as a label, nor as the
    /// member of another value (`style.sizing`; `Badge.sizing` of the helper's own type is
    /// it). A type or an object of members (`BadgeDefaults.Sizing`, `Parts.Capsule`) is
    /// not used whole where a member is read: the member is.
    private func isRead(_ node: Node, as helper: Helper) -> Bool {
        if isLabel(node) { return false }
        // (The member's name is a child of the member expression in Kotlin and TypeScript,
        // of its suffix in Swift.)
        for ancestor in [parent(of: node), parent(of: node).flatMap(parent(of:))].compactMap({ $0 }) {
            guard case let .member(base?, name) = adapter.form(of: ancestor) else { continue }
            if base.byteRange == node.byteRange { return !holdsMembers(helper.declaration) }
            guard name == helper.declaration.name, !base.byteRange.contains(node.byteRange.lowerBound) else { continue }
            guard case let .identifier(owner) = adapter.form(of: base) else { return false }
            return owner == helper.container
        }
        return true
    }

    /// Whether a declaration is read by its members: a type, or an object literal's name.
    private func holdsMembers(_ declaration: DeclarationSyntax) -> Bool {
        declaration.isContainer || declaration.value.map { adapter.objectLiteral($0) != nil } == true
    }

    /// Whether a name is a label or a key (`modifier = …`), or the target of a write
    /// (`sizing = 3`): neither reads the helper's value.
    private func isLabel(_ node: Node) -> Bool {
        if adapter.isLabel(node) { return true }
        // (Swift's target wraps the name: `directly_assignable_expression`.)
        let writes = [parent(of: node), parent(of: node).flatMap(parent(of:))].compactMap { $0 }.filter { adapter.writeKinds.contains($0.kind) }
        return writes.contains { adapter.writeTargets($0).contains { $0.byteRange == node.byteRange } }
    }
}

/// A declaration whose code counts where it is used, and the type or object it is a
/// member of (`BadgeDefaults` of `BadgeDefaults.Sizing`), if any.
struct Helper {
    let declaration: DeclarationSyntax
    let container: String?
}

/// How the file uses a name: a call, a JSX element, or a name read.
enum HelperUse {
    case call(CallSyntax)
    case element(Node)
    case name(Node)
}

/// A helper (by its first byte) and the scope its use was searched for.
struct HelperUseKey: Hashable {
    let helper: Int
    let scope: [String]
    let excluded: [String]
}
