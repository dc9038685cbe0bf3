import TreeSitter

/// Which of the file's values a name reads where it is used: the nearest one, unless a
/// binding nearer the use, with no value the file gives, hides it (a parameter, a
/// destructured local, a property or local declared without a value).
extension SourceIndex {
    /// The value `path` reads at `use`, or nil where the file gives none there.
    func resolvedValue(at path: [String], for use: Node) -> Node? {
        guard let value = nearest(values(at: path).filter { !$0.byteRange.overlaps(use.byteRange) }, to: use) else { return nil }
        return isShadowed(value, name: path, at: use) ? nil : value
    }

    /// The binding of `name` around `use` that has no value the file gives: a parameter of
    /// a function or closure around it (a destructuring pattern's names included), with
    /// the function; or a destructuring declaration before it in a block around it, with
    /// the block. Nil where there is none.
    func valuelessBinding(of name: String, around use: Node) -> (scope: Node, parameter: Node?)? {
        var child = use
        while let parent = parent(of: child) {
            if let parameter = adapter.parameter(named: name, of: parent) { return (parent, parameter) }
            // (Not the file's top level: a constant there and a destructured name of the
            // same name there do not compile.)
            if Statements.lists.contains(parent.kind), self.parent(of: parent) != nil,
                parent.namedChildren.contains(where: { $0.byteRange.upperBound <= use.byteRange.lowerBound && adapter.destructuredNames(in: $0).contains(name) })
            {
                return (parent, nil)
            }
            child = parent
        }
        return nil
    }

    /// A declaration without a value whose scope holds `use`: a parameter of a function
    /// around it (`fun Badge(HPad: Dp)`), a property of its type, a local declared without
    /// a value. Nearer than a constant of the same name, it is what the name reads (the
    /// file's `HPad` had been read for the caller's argument).
    func valuelessDeclaration(_ path: [String], around use: Node) -> Node? {
        guard path.count == 1 else { return nil }
        let valueless = declarationNodes(endingWith: path).filter { $0.value == nil && !$0.isType }.map(\.node)
        return valueless.first { declaration in
            // The parameter list's function, or the body the property or local is in.
            [declaration.parent, declaration.parent?.parent].contains { $0?.byteRange.contains(use.byteRange.lowerBound) ?? false }
        }
    }

    /// Whether a binding without a value is nearer `use` than `value`.
    private func isShadowed(_ value: Node, name path: [String], at use: Node) -> Bool {
        guard path.count == 1 else { return false }
        if let binding = valuelessBinding(of: path[0], around: use), !binding.scope.byteRange.contains(value.byteRange.lowerBound) { return true }
        guard let declaration = valuelessDeclaration(path, around: use) else { return false }
        return nearest([value, declaration], to: use) == declaration
    }
}
