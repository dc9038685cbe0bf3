import Rules
import TreeSitter

/// Wider settings: where nothing narrower sets a fact's value, in its scope or through
/// its helpers, a setting of more sides does (`Observation.isWiderSetting`). SwiftUI's
/// `.padding(5)` and Compose's `padding(all = 5.dp)` for a horizontal padding, Tailwind's
/// `p-[5px]` for `px`, React Native's `padding: 5` for `paddingHorizontal`. Read in a
/// phase of their own (see `Extractor.observations(of:)`), after the narrower settings
/// were searched in the scope and through its helpers.
extension Extractor {
    /// Whether anything wider than the target may set its value (see `readsWiderSettings`):
    /// a locator without any is not searched again for them. It asks the tables and
    /// parameter parts the readers below ask: a reader that learns a wider form is to be
    /// told here too.
    func hasWiderSettings(_ target: Locator.Target) -> Bool {
        switch target {
        case let .call(_, _, argument, conditions):
            let parameters = argument?.label.map { !widerParameters(than: $0).isEmpty } ?? false
            return parameters || edgeSet(named: conditions) != nil
        case let .tailwind(_, utility, _, _):
            // (Or the inline style's: `style={{ padding: 5 }}` for `px`.)
            let styles = tailwindStyleProperties[utility] ?? []
            return !NarrowerProperties.utilities(widerThan: utility).isEmpty || styles.contains { !NarrowerProperties.styleProperties(widerThan: $0).isEmpty }
        case let .style(_, property, _):
            return !NarrowerProperties.styleProperties(widerThan: property).isEmpty
        case let .declaration(path):
            return path.last.map { !NarrowerProperties.styleProperties(widerThan: $0).isEmpty } ?? false
        case .uses, .query:
            return false
        }
    }

    /// Where no call gives the value, the wider settings that do: a wider parameter of a
    /// call (see `widerParameterValue`), else paddings of more sides or covering the set
    /// (see `widerSides`), where no call pads exactly the set.
    func widerSettings(
        of argument: ArgumentSelector, conditions: [ArgumentCondition], matching: [CallSyntax], named: [CallSyntax], mayRun: (CallSyntax) -> Bool
    ) -> [ReadPart] {
        var partsByChain: [Int: ChainParts] = [:]
        // (Whether a call may run is asked last: it is the costly question.)
        let wider = outermost(matching, reading: argument).flatMap { call -> [ReadPart] in
            guard let value = widerParameterValue(of: argument, in: call), mayRun(call) else { return [] }
            return [ReadPart(call, value, .wider)] + chainedParts(of: argument, around: call, in: &partsByChain).filter { $0.call.node != call.node }
        }
        guard wider.isEmpty, matching.isEmpty, edgeSet(named: conditions) != nil else { return wider }
        return widerSides(of: argument, conditions: conditions, in: named.filter(mayRun))
    }

    /// The value of a wider parameter that has the locator's among its parts, where the
    /// call writes neither it nor its parts (Compose's `padding(all = 5.dp)` or
    /// `padding(5.dp)` for `horizontal`, by the `parameter-parts:` and the signatures):
    /// the narrowest written. (It had been "missing".)
    func widerParameterValue(of selector: ArgumentSelector, in call: CallSyntax) -> Node? {
        guard let label = selector.label, signatures[call.name] != nil else { return nil }
        for wider in widerParameters(than: label) {
            // An object taken whole is read inside (`padding(PaddingValues(all = 5.dp))`), not
            // as the one-parameter overload's value.
            let object = wholeObject(carrying: wider, in: call)
            if let value = select(ArgumentSelector(label: wider), in: object ?? call) { return value }
        }
        return nil
    }

    /// The parameters that have `label` among their parts, and those that have them,
    /// narrowest first (`horizontal`, then `all`, for `start`).
    func widerParameters(than label: String) -> [String] {
        var found: [String] = []
        var next = [label]
        while !next.isEmpty {
            let current = next.removeFirst()
            for wider in parameterParts.filter({ $0.value.contains(current) }).keys.sorted() where wider != label && !found.contains(wider) {
                found.append(wider)
                next.append(wider)
            }
        }
        return found
    }

    /// Where no call pads exactly the sides a condition names, the calls that pad more
    /// sides pad them too: SwiftUI's `.padding(5)`, `.padding(.all, 5)` or an `EdgeInsets`
    /// of every side for `.padding(.horizontal, 5)`, with what the paddings made directly
    /// on them add to those sides (`adjacentSides`); where none does, paddings made
    /// directly on one another that together pad every side of the set
    /// (`.padding(.leading, 5).padding(.trailing, 5)`). Each had been "missing". A padding
    /// of fewer sides alone is no value of the fact (`.padding(.leading, 5)` pads no
    /// trailing side).
    func widerSides(of selector: ArgumentSelector, conditions: [ArgumentCondition], in calls: [CallSyntax]) -> [ReadPart] {
        guard let parts = edgeSet(named: conditions) else { return [] }
        let sides = Set(parts.padded)
        var found: [ReadPart] = []
        // A run of paddings is read once, from its first wider one (each reading the run
        // had made a chain of a thousand `.padding(1)` quadratic).
        var read: Set<Node> = []
        for call in calls where !read.contains(call.node) {
            let values: [Node]
            // A zero is a value here: it pads those sides by nothing (`EdgeInsets(…, trailing: 0)`).
            if let padded = paddedSides(by: call, condition: conditions[0]) {
                guard sides.isStrictSubset(of: padded), let value = select(selector, in: call) else { continue }
                values = [value]
            } else {
                values = loneLengths(of: call, parts: parts, keepingZeros: true)
            }
            guard !values.isEmpty else { continue }
            let added = adjacentSides(of: selector, conditions: conditions, around: call)
            read.formUnion([call.node] + added.map(\.call.node))
            found += values.map { ReadPart(call, $0, .wider) } + added
        }
        if found.isEmpty { found = coveringSides(of: selector, condition: conditions[0], sides: sides, in: calls) }
        var seen: Set<Range<Int>> = []
        return found.filter { seen.insert($0.value.byteRange).inserted }
    }

    /// Paddings of fewer sides each, made directly on one another, that together pad every
    /// side of `sides`: each is the fact's own value (a zero too). Each run is read once.
    func coveringSides(of selector: ArgumentSelector, condition: ArgumentCondition, sides: Set<String>, in calls: [CallSyntax]) -> [ReadPart] {
        var read: Set<Node> = []
        return calls.flatMap { call -> [ReadPart] in
            guard !read.contains(call.node) else { return [] }
            let run = [call] + chainedCalls(around: call)
            read.formUnion(run.map(\.node))
            let group = run.compactMap { member -> (padded: Set<String>, part: ReadPart)? in
                guard let padded = paddedSides(by: member, condition: condition), padded.isStrictSubset(of: sides),
                    let value = select(selector, in: member)
                else { return nil }
                return (padded, ReadPart(member, value, .own))
            }
            let covered = group.reduce(into: Set<String>()) { $0.formUnion($1.padded) }
            return covered == sides ? group.map(\.part) : []
        }
    }

    /// The sides a padding's condition argument names (`.all`, `[.leading, .top]`), or nil
    /// where it names none.
    func paddedSides(by call: CallSyntax, condition: ArgumentCondition) -> Set<String>? {
        select(condition.argument, in: call).flatMap { index.adapter.insetParts(named: Evaluator.normalizedText($0.text)).map { Set($0.padded) } }
    }

    /// The properties wider than `property` a style entry declares (`padding` for
    /// `paddingHorizontal`), with their values.
    func widerEntryValues(at entry: [String], property: String) -> [String: [Node]] {
        var declared: [String: [Node]] = [:]
        for key in NarrowerProperties.styleProperties(widerThan: property) {
            let values = index.declaredValues(at: entry + [key])
            if !values.isEmpty { declared[key] = values }
        }
        return declared
    }
}
