import CTreeSitter

/// Runs patterns read by `QuerySyntax` over a tree as tree-sitter's query cursor does:
/// every node is tried as the root of every pattern; a step's children match the
/// node's children in order, skipping others, and each way of placing them that
/// captures other nodes is a match of its own. Matches come ordered by the node that
/// completes them, then the outer root, then the pattern: for the matches of one pattern,
/// the order of tree-sitter's cursor. Between patterns that complete on one node the
/// cursor sometimes holds a match back while a copy of its state may still match a
/// later sibling, which turns on its grammar analysis; a check reads the matches of
/// each rule's query apart from the others', so only one pattern's order reaches a
/// finding.
struct QueryMatcher {
    let patterns: [QueryPattern]
    private let rootsBySymbol: [TSSymbol: [Int]]
    private let namedWildcardRoots: [Int]
    private let anyNodeRoots: [Int]

    /// The most placements of one pattern at one root: a pattern of several children
    /// over a long list has as many as their combinations (four arguments of 2,000: 7 ×
    /// 10^11). tree-sitter's cursor bounds its states too, less predictably; ordinary
    /// code stays far below this (pairs of a 140-argument call).
    static let placementLimit = 10_000

    init(patterns: [QueryPattern]) {
        self.patterns = patterns
        var bySymbol: [TSSymbol: [Int]] = [:]
        var named: [Int] = []
        var any: [Int] = []
        for (index, pattern) in patterns.enumerated() {
            switch pattern.root.test {
            case let .symbol(symbol): bySymbol[symbol, default: []].append(index)
            case .anyNamed: named.append(index)
            case .anyNode: any.append(index)
            }
        }
        rootsBySymbol = bySymbol
        namedWildcardRoots = named
        anyNodeRoots = any
    }

    /// One match: its pattern and its captures (capture id, node) in document order.
    struct Match {
        let pattern: Int
        let captures: [(id: Int, node: TSNode)]
    }

    /// Every match below and at `node`.
    func matches(in node: TSNode) -> [Match] {
        var found: [(match: Match, last: Placement.Key, order: Int)] = []
        var cursor = ts_tree_cursor_new(node)
        defer { ts_tree_cursor_delete(&cursor) }
        var depth = 0
        while true {
            let current = ts_tree_cursor_current_node(&cursor)
            for pattern in candidates(for: current) {
                for placement in placements(of: patterns[pattern].root, at: current, depth: depth) {
                    found.append((Match(pattern: pattern, captures: placement.captures), placement.last, found.count))
                }
            }
            if ts_tree_cursor_goto_first_child(&cursor) {
                depth += 1
                continue
            }
            while !ts_tree_cursor_goto_next_sibling(&cursor) {
                guard depth > 0, ts_tree_cursor_goto_parent(&cursor) else {
                    // Roots were tried outer first and patterns in order, so within one
                    // completing node the order of discovery is the cursor's.
                    return found.sorted { ($0.last, $0.order) < ($1.last, $1.order) }.map(\.match)
                }
                depth -= 1
            }
        }
    }

    private func candidates(for node: TSNode) -> [Int] {
        let bySymbol = rootsBySymbol[ts_node_symbol(node)] ?? []
        if namedWildcardRoots.isEmpty && anyNodeRoots.isEmpty { return bySymbol }
        return (bySymbol + (ts_node_is_named(node) ? namedWildcardRoots : []) + anyNodeRoots).sorted()
    }

    // MARK: Placing a step

    /// A way of matching a step at a node: what it captures, and the last node it
    /// matched (the one at which tree-sitter's cursor completes it).
    struct Placement {
        /// A node's place in document order: its start, then its depth (a parent
        /// before a child that starts where it does).
        struct Key: Comparable {
            let start: UInt32
            let depth: Int

            static func < (lhs: Key, rhs: Key) -> Bool {
                (lhs.start, lhs.depth) < (rhs.start, rhs.depth)
            }
        }

        var captures: [(id: Int, node: TSNode)]
        var last: Key

        func followed(by other: Placement) -> Placement {
            Placement(captures: captures + other.captures, last: other.last)
        }

        /// What tells two placements apart: their captures (`ts_node_eq` compares nodes
        /// of one tree by their `id`).
        var identity: [CaptureIdentity] {
            captures.map { CaptureIdentity(id: $0.id, node: UInt(bitPattern: $0.node.id)) }
        }

        struct CaptureIdentity: Hashable {
            let id: Int
            let node: UInt
        }
    }

    /// Placements found so far, each set of captures once.
    private struct Placements {
        var list: [Placement] = []
        var seen: Set<[Placement.CaptureIdentity]> = []
        /// The places the enumeration reached with the captures it held there: reached
        /// again so, it can only find what it found the first time.
        var visited: Set<Visit> = []

        struct Visit: Hashable {
            let step: Int
            let start: Int
            let captures: [Placement.CaptureIdentity]
        }

        mutating func add(_ placement: Placement) {
            if seen.insert(placement.identity).inserted { list.append(placement) }
        }
    }

    private struct Child {
        let node: TSNode
        let field: TSFieldId
        let isNamed: Bool
    }

    private func placements(of step: PatternStep, at node: TSNode, depth: Int) -> [Placement] {
        guard accepts(step.test, node) else { return [] }
        let own = Placement(captures: step.captures.map { ($0, node) }, last: .init(start: ts_node_start_byte(node), depth: depth))
        guard !step.children.isEmpty || !step.negatedFields.isEmpty else { return [own] }
        let children = Self.children(of: node)
        guard !step.negatedFields.contains(where: { field in children.contains { $0.field == field } }) else { return [] }
        guard !step.children.isEmpty else { return [own] }
        let options = step.children.map { childStep in
            children.map { child in
                childStep.field == 0 || child.field == childStep.field ? placements(of: childStep, at: child.node, depth: depth + 1) : []
            }
        }
        let layout = ChildLayout(steps: step.children, children: children, options: options, anchoredAtEnd: step.anchoredAtEnd)
        var results = Placements()
        layout.place(from: 0, at: 0, own, into: &results)
        return results.list
    }

    private func accepts(_ test: PatternStep.Test, _ node: TSNode) -> Bool {
        switch test {
        case let .symbol(symbol): return ts_node_symbol(node) == symbol
        case .anyNamed: return ts_node_is_named(node)
        case .anyNode: return true
        }
    }

    private static func children(of node: TSNode) -> [Child] {
        var cursor = ts_tree_cursor_new(node)
        defer { ts_tree_cursor_delete(&cursor) }
        guard ts_tree_cursor_goto_first_child(&cursor) else { return [] }
        var children: [Child] = []
        repeat {
            let child = ts_tree_cursor_current_node(&cursor)
            children.append(Child(node: child, field: ts_tree_cursor_current_field_id(&cursor), isNamed: ts_node_is_named(child)))
        } while ts_tree_cursor_goto_next_sibling(&cursor)
        return children
    }

    /// The child steps of one step over one node's children: which placements exist
    /// (`options[step][child]`), and from where the remaining steps can still all be
    /// placed, so that enumerating never explores a dead end.
    private struct ChildLayout {
        let steps: [PatternStep]
        let children: [Child]
        let options: [[[Placement]]]
        /// `completable[step][child]`: steps from `step` on fit in children from `child` on.
        private let completable: [[Bool]]
        /// `capturesFrom[step]`: whether the steps from `step` on capture anything, below
        /// them too.
        private let capturesFrom: [Bool]
        /// `reachedAlike[step]`: whether a step before `step` captures nothing, so that
        /// placing it elsewhere reaches `step` with the same captures.
        private let reachedAlike: [Bool]

        init(steps: [PatternStep], children: [Child], options: [[[Placement]]], anchoredAtEnd: Bool) {
            self.steps = steps
            self.children = children
            self.options = options
            let count = children.count
            var table = Array(repeating: Array(repeating: false, count: count + 1), count: steps.count + 1)
            // After the last step: no named child may follow if the end is anchored.
            table[steps.count][count] = true
            for start in stride(from: count - 1, through: 0, by: -1) {
                table[steps.count][start] = !anchoredAtEnd || (!children[start].isNamed && table[steps.count][start + 1])
            }
            for step in stride(from: steps.count - 1, through: 0, by: -1) {
                for start in stride(from: count - 1, through: 0, by: -1) {
                    let here = !options[step][start].isEmpty && table[step + 1][start + 1]
                    // An anchored step may skip anonymous children only.
                    let skip = steps[step].anchoredBefore ? !children[start].isNamed : true
                    table[step][start] = here || (skip && table[step][start + 1])
                }
            }
            completable = table
            var captures = [Bool](repeating: false, count: steps.count + 1)
            for step in stride(from: steps.count - 1, through: 0, by: -1) {
                captures[step] = captures[step + 1] || Self.captures(steps[step])
            }
            capturesFrom = captures
            var alike = [Bool](repeating: false, count: steps.count + 1)
            for step in steps.indices { alike[step + 1] = alike[step] || !Self.captures(steps[step]) }
            reachedAlike = alike
        }

        private static func captures(_ step: PatternStep) -> Bool {
            !step.captures.isEmpty || step.children.contains(where: captures)
        }

        /// The placement `place` would complete first from `step` at `start` (where the
        /// steps from `step` on fit): each step at the first child it fits that leaves the
        /// rest placeable, its first option there.
        private func firstCompletion(from step: Int, at start: Int, _ partial: Placement) -> Placement {
            var (placement, step, index) = (partial, step, start)
            while step < steps.count {
                if completable[step + 1][index + 1], let option = options[step][index].first {
                    placement = placement.followed(by: option)
                    step += 1
                }
                index += 1
            }
            return placement
        }

        func place(from step: Int, at start: Int, _ partial: Placement, into results: inout Placements) {
            guard results.list.count < QueryMatcher.placementLimit else { return }
            if step == steps.count {
                results.add(partial)
                return
            }
            if !capturesFrom[step] {
                // Every way of placing the rest captures what `partial` does: one match,
                // the first way's (the one kept). Trying every way of placing six
                // uncaptured children over a long list did not end.
                if completable[step][start] { results.add(firstCompletion(from: step, at: start, partial)) }
                return
            }
            // Uncaptured children before a captured one are placed in every way, each
            // reaching the captured one alike: only the first way goes on. (Five over 150
            // arguments did not end.)
            if reachedAlike[step], !results.visited.insert(.init(step: step, start: start, captures: partial.identity)).inserted { return }
            var index = start
            while index < children.count, completable[step][index] {
                if completable[step + 1][index + 1] {
                    for option in options[step][index] {
                        place(from: step + 1, at: index + 1, partial.followed(by: option), into: &results)
                    }
                }
                if steps[step].anchoredBefore && children[index].isNamed { break }
                index += 1
            }
        }
    }
}
