import TreeSitter

/// A helper's code counts where the helper is used, where a locator finds nothing in its
/// scope itself (see `Extractor.observations(of:)`): a modifier moved out of a component into `fun
/// Modifier.badgeSizing()`, `private val BadgeSizing = Modifier…`, a SwiftUI
/// `ViewModifier`, or a private view is, to `in: [Badge]`, inside `Badge` wherever `Badge`
/// uses it. (Such an extraction, which changes nothing on screen, had made the fact
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
    /// What a search learns is kept for every helper it passes: those on the way to a use
    /// inside are inside, and all of a search that fails are not. Each helper is searched
    /// from once per scope, however many nodes it holds (a chain of 2,000 helpers had taken
    /// 70 s).
    private func helperIsUsed(_ helper: DeclarationSyntax, inside scope: [String], excluding excluded: [String]) -> Bool {
        let key = { (start: Int) in HelperUseKey(helper: start, scope: scope, excluded: excluded) }
        let start = helper.node.byteRange.lowerBound
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
            let position = current.node.byteRange.lowerBound
            for use in uses(of: current) where !isEnclosed(use, byAnyOf: excluded) {
                if isInside(use, scope: scope) { return reached(from: position) }
                for outer in helpers(enclosing: use) where cameFrom[outer.node.byteRange.lowerBound] == nil {
                    let outerPosition = outer.node.byteRange.lowerBound
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
    /// function, each of a name the file declares once.
    private func helpers(enclosing node: Node) -> [DeclarationSyntax] {
        var ancestors: [Node] = []
        var current = parent(of: node)
        while let ancestor = current {
            ancestors.append(ancestor)
            current = parent(of: ancestor)
        }
        var found: [DeclarationSyntax] = []
        for ancestor in ancestors.reversed() {
            if let declaration = adapter.declaration(ancestor), declarationsByName[declaration.name]?.count == 1 { found.append(declaration) }
            if adapter.functionKinds.contains(ancestor.kind) { break }
        }
        return found
    }

    /// Where the file uses a helper, outside the helper itself: its calls, its JSX
    /// elements and the names that read it.
    private func uses(of helper: DeclarationSyntax) -> [Node] {
        let own = helper.node.byteRange
        return (usesByName[helper.name] ?? []).filter { !own.contains($0.byteRange.lowerBound) }
    }
}

/// A helper (by its first byte) and the scope its use was searched for.
struct HelperUseKey: Hashable {
    let helper: Int
    let scope: [String]
    let excluded: [String]
}
