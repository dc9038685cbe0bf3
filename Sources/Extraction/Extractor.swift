import Foundation
import Model
import Parsing
import Rules
import TreeSitter

/// Runs locators on an indexed source file and returns what they find.
public struct Extractor {
    /// Decides which Tailwind values a fact can read (numbers for lengths, names for
    /// tokens), so `border` (a width) and `border-separator` (a color) do not mix.
    /// Whether a class of a utility (the first argument) with a value (the second) is read.
    public typealias TailwindFilter = (String, String) -> Bool

    let index: SourceIndex
    private let tailwindFilter: TailwindFilter
    /// Number literals read as other text, by their start byte (a fix's trial values).
    public var literalOverrides: [Int: String] = [:]
    /// The file's language's API signatures (`signatures:` in the rules), so a position
    /// also finds the argument written with its parameter's name.
    public private(set) var signatures: [String: [[String]]] = [:]
    /// The style properties a Tailwind utility's class sets as the fact reads it, which an
    /// inline style sets over it (`text` is `color` for a color, the size for a font).
    public var tailwindStyleProperties = TailwindClass.styleProperties
    /// Other names of calls (`spellings:` in the rules: SwiftUI's `foregroundColor` for
    /// `foregroundStyle`), which a locator naming the call reads too.
    public private(set) var callSpellings: [String: [String]] = [:]
    /// Parameters that set several others to one value (`parameter-parts:` in the rules:
    /// Compose's `horizontal` is `start` and `end`), for a call that writes the parts.
    public private(set) var parameterParts: [String: [String]] = [:]
    /// Whether observations carry the literals their located bindings read: a fix's
    /// planning asks which facts an edit moves; a check alone does not pay for it.
    public var tracksBoundLeaves = false

    public init(index: SourceIndex, tailwindFilter: @escaping TailwindFilter = { _, _ in true }) {
        self.index = index
        self.tailwindFilter = tailwindFilter
    }

    /// Reads the file with the rules' API signatures, parameter parts and call spellings of
    /// its language.
    public mutating func use(_ rules: Signatures) {
        let language = index.parsed.language.rawValue
        signatures = rules.functions(of: language)
        // A function the file declares is called with its own parameters, not those the
        // rules give a platform's function of its name (a library's `offset(y, x)` had
        // been read in Compose's `x, y` order).
        for name in signatures.keys {
            let declared = index.declarationNodes(endingWith: [name]).compactMap { Self.parameterNames(of: $0.node) }
            if !declared.isEmpty { signatures[name] = declared }
        }
        parameterParts = rules.parameterParts(of: language)
        callSpellings = rules.spellings(of: language)
    }

    /// A Kotlin or Swift function declaration's parameter names, in order; nil for
    /// another declaration.
    private static func parameterNames(of declaration: Node) -> [String]? {
        guard declaration.kind == "function_declaration" else { return nil }
        if let list = declaration.firstNamedChild(ofKind: "function_value_parameters") {
            return list.namedChildren.filter { $0.kind == "parameter" }.compactMap { $0.firstNamedChild(ofKind: "identifier")?.text }
        }
        return declaration.namedChildren.filter { $0.kind == "parameter" }.compactMap { $0.child(byField: "name")?.text }
    }

    /// Whether code of the file's helpers used in a locator's scope counts as inside it
    /// (see `SourceIndex.isInsideThroughHelpers`): for a scope where nothing is found.
    private var readsHelpers = false
    /// Whether a wider setting is read for the locator's own (`Observation.isWiderSetting`):
    /// where nothing narrower is found, in the scope or through its helpers.
    var readsWiderSettings = false

    /// Every value the locator finds, in document order: in its scope; where nothing is,
    /// through the helpers used there; where still nothing is, the wider settings of the
    /// scope, then of its helpers (a `.padding(5)` left in the component does not hide the
    /// `.padding(.horizontal, 5)` moved to a helper).
    public func observations(of locator: Locator) throws(LocatorError) -> [Observation] {
        let bound = LazyBindings { bindings(locator) }
        var found: [Observation] = []
        for readsWider in [false, true] where !readsWider || hasWiderSettings(locator.target) {
            for throughHelpers in [false, true] where found.isEmpty && (!throughHelpers || !locator.scope.isEmpty) {
                var reader = self
                reader.readsHelpers = throughHelpers
                reader.readsWiderSettings = readsWider
                found = try reader.located(locator, bound: bound)
            }
        }
        if found.isEmpty, let fallback = defaultAtScope(locator) { return [fallback] }
        return withBoundLeaves(try adjusted(found, by: locator.adjustments), bound)
    }

    /// What the locator's target finds in its scope.
    private func located(_ locator: Locator, bound: LazyBindings) throws(LocatorError) -> [Observation] {
        let found: [Observation]
        switch locator.target {
        case let .declaration(path):
            found = inScope(declaredValues(at: path), node: \.value, locator).map { setting in
                let observation = observe(setting, locator, bound: bound)
                return path.last == "$spread" ? copied(observation, of: setting.value, entry: Array(path.dropLast())) : observation
            }
        case let .call(name, receiver, argument, conditions):
            found = calls(locator, name: name, receiver: receiver, argument: argument, conditions: conditions, bound: bound)
        case let .tailwind(element, utility, variant, attribute):
            found = tailwind(locator, element: element, utility: utility, variant: variant, attribute: attribute, bound: bound)
        case let .style(element, property, attribute):
            found = style(locator, element: element, property: property, attribute: attribute, bound: bound)
        case let .uses(name):
            found = uses(locator, name: name)
        case let .query(source):
            found = try query(locator, source: source, bound: bound)
        }
        return found
    }

    /// Of `candidates`, those in the locator's scope; with `readsHelpers`, those in the
    /// code of helpers used there too.
    private func inScope<Candidate>(_ candidates: [Candidate], node: (Candidate) -> Node, _ locator: Locator) -> [Candidate] {
        candidates.filter { candidate in
            index.isInside(node(candidate), scope: locator.scope, excluding: locator.excludedScope)
                || readsHelpers && index.isInsideThroughHelpers(node(candidate), scope: locator.scope, excluding: locator.excludedScope)
        }
    }

    /// The observations with the literals their located bindings read: a fix that edits
    /// one of those moves these values too (a bubble's offset bound to a button's size).
    private func withBoundLeaves(_ found: [Observation], _ bound: LazyBindings) -> [Observation] {
        guard tracksBoundLeaves, !found.isEmpty, !bound.leaves.isEmpty else { return found }
        return found.map { observation in
            var reading = observation
            reading.dependencyLeaves += bound.leaves
            return reading
        }
    }

    /// Adds or subtracts the located adjustments (`minus` a ring's padding).
    private func adjusted(_ found: [Observation], by adjustments: [Locator.Adjustment]) throws(LocatorError)
        -> [Observation]
    {
        guard !adjustments.isEmpty, !found.isEmpty else { return found }
        // Each adjustment's value is found once, not once per observation it adjusts.
        var others: [Observation?] = []
        for adjustment in adjustments { others.append(try observations(of: adjustment.locator).first) }
        var result: [Observation] = []
        for observation in found {
            var value = observation.value
            var raw = observation.raw
            for (adjustment, other) in zip(adjustments, others) {
                let current = value
                value = other.map { Arithmetic.binary(adjustment.sign.rawValue, current, $0.value) }
                    ?? .unknown("the \(adjustment.sign == .plus ? "plus" : "minus") value is not found")
                raw += " \(adjustment.sign == .plus ? "+" : "−") \(other?.raw ?? "?")"
            }
            // (The reading keeps what it is: a wider setting or an added part stays one.)
            var adjustedObservation = observation.reading(value, raw: raw)
            adjustedObservation.nodeBytes = nil
            adjustedObservation.dependencyLeaves = observation.dependencyLeaves + others.flatMap { $0?.allLeaves ?? [] }
            result.append(adjustedObservation)
        }
        return result
    }

    // MARK: Targets

    /// Whether a call named `written` is one a locator naming `call` reads.
    private func isSpelling(_ written: String, of call: String) -> Bool {
        written == call || callSpellings[call]?.contains(written) == true
    }

    private func calls(
        _ locator: Locator, name: String, receiver: String?, argument: ArgumentSelector?, conditions: [ArgumentCondition],
        bound: LazyBindings
    ) -> [Observation] {
        let spelled = index.calls.filter { call in isSpelling(call.name, of: name) && (receiver == nil || receiverName(call) == receiver) }
        let named = inScope(spelled, node: \.node, locator)
        func mayRun(_ call: CallSyntax) -> Bool {
            (locator.inBranch.map { isInBranch(call.node, $0) } ?? true) && (locator.bindings.isEmpty || isReachable(call.node, bindings: bound.values))
        }
        let matching = named.filter { call in conditions.allSatisfy { satisfies(call, $0) } }
        let observed = { (part: ReadPart) in self.observe(part, locator, bound: bound) }
        if readsWiderSettings, let argument {
            // The same scope's own reading found nothing (see `observations(of:)`).
            return widerSettings(of: argument, conditions: conditions, matching: matching, named: named, mayRun: mayRun).map(observed)
        }
        // Insets of the edge set, with what the paddings made directly on them add.
        let insets = named.flatMap { call -> [ReadPart] in
            // (Whether the call may run is asked last: it is the costly question.)
            guard let values = insetValues(in: call, conditions: conditions), mayRun(call) else { return [] }
            return values.map { ReadPart(call, $0, .own) } + (argument.map { adjacentSides(of: $0, conditions: conditions, around: call) } ?? [])
        }.map(observed)
        // Each chain's parts, read once (see `chainedParts`).
        var partsByChain: [Int: ChainParts] = [:]
        // Each stacked run's calls, by whether the run was summed (tried once a run).
        var summedRuns: [Node: Bool] = [:]
        let givers = outermost(matching, reading: argument).filter(mayRun)
        let stacked = argument.map { stackedCalls(givers, giving: $0) } ?? [:]
        let bindings = locator.bindings.isEmpty ? [:] : bound.values
        // Each giver's values; nil for one that gives none (its unwritten argument is read last).
        let given = givers.map { call -> [Observation]? in
            guard let argument else { return [observe(arithmeticUse(of: call.node), locator, bound: bound)] }
            // Only a call that gives the value reads its chain's parts (not those of `members`, a run it sums).
            let chained = { (members: Set<Node>) in
                (chainedParts(of: argument, around: call, in: &partsByChain).filter { !members.contains($0.call.node) }
                    + adjacentSides(of: argument, conditions: conditions, around: call)).map(observed)
            }
            if let run = stacked[call.node] {
                // Read once, by the run's first call given; the others read only what their chain adds.
                if summedRuns[call.node] == true { return chained(run.members) }
                if summedRuns[call.node] == nil {
                    let sums = summedSides(of: run.calls, reading: argument, bindings: bindings, observed)
                    for member in run.calls { summedRuns[member.node] = sums != nil }
                    if let sums { return sums + chained(run.members) }
                }
            }
            let reading: Reading = stacked[call.node] != nil ? .added : .own
            if let value = select(argument, in: call, bindings: bindings) {
                return [observed(ReadPart(call, value, reading))] + chained([])
            }
            if let parts = writtenParts(of: argument, in: call) { return parts.map { observed(ReadPart(call, $0, reading)) } + chained([]) }
            return nil
        }
        if let argument, insets.isEmpty, given.allSatisfy({ $0?.isEmpty ?? true }) {
            let covering = coveringRunValues(of: argument, in: givers, chains: &partsByChain, observed)
            if !covering.isEmpty { return covering }
        }
        return zip(givers, given).flatMap { call, values in values ?? (unwritten(call, locator).map { [$0] } ?? []) } + insets
    }

    /// Where no call gives the value: paddings of one side each made on one another that
    /// write its parts together (see `coveringParts`), with what their chain adds to them.
    private func coveringRunValues(
        of argument: ArgumentSelector, in givers: [CallSyntax], chains partsByChain: inout [Int: ChainParts], _ observed: @escaping (ReadPart) -> Observation
    ) -> [Observation] {
        var coveringRuns: [Node: Bool] = [:]
        return givers.flatMap { call -> [Observation] in
            // (A run already read gives nothing more, nor what its chain adds.)
            guard let parts = coveringParts(of: argument, around: call, searched: &coveringRuns), !parts.isEmpty else { return [] }
            let members = Set(parts.joined().map(\.call.node))
            let added = chainedParts(of: argument, around: call, in: &partsByChain).filter { !members.contains($0.call.node) }
            return parts.flatMap { part in
                guard part.count > 1 else { return part.map(observed) }
                return summed(part.lazy.map(observed)).map { [$0] } ?? part.map { observed(ReadPart($0.call, $0.value, .added)) }
            } + added.map(observed)
        }
    }

    /// The calls giving the value that are made directly on another one that does
    /// (`.padding(.horizontal, 5).padding(.horizontal, 5)` pads by 10), each with the
    /// calls of its run that give it, in the order written. Their values add up (see
    /// `summed`); where they cannot be added, each is a part of what the sides get, which
    /// `fix` does not rewrite (3 and 2 had both become 5). Each run is searched once.
    private func stackedCalls(_ calls: [CallSyntax], giving argument: ArgumentSelector) -> [Node: StackedRun] {
        guard calls.count > 1 else { return [:] }
        let candidates = Set(calls.map(\.node))
        var searched: Set<Node> = []
        var stacked: [Node: StackedRun] = [:]
        for call in calls where !searched.contains(call.node) {
            let run = ([call] + chainedCalls(around: call)).filter { candidates.contains($0.node) }
            searched.formUnion(run.map(\.node))
            // (Which calls give the value is asked only of a run: most calls are alone.)
            let giving = run.count > 1 ? run.filter { select(argument, in: $0) != nil || writtenParts(of: argument, in: $0) != nil } : []
            guard giving.count > 1 else { continue }
            let stack = StackedRun(calls: giving.sorted { $0.node.byteRange.upperBound < $1.node.byteRange.upperBound })
            for member in stack.calls { stacked[member.node] = stack }
        }
        return stacked
    }

    /// The calls of a stacked run, in the order written, and their nodes (made once a run,
    /// shared by its calls: made for each, a run of 1,500 had taken twice as long).
    private struct StackedRun {
        let calls: [CallSyntax]
        let members: Set<Node>

        init(calls: [CallSyntax]) {
            self.calls = calls
            members = Set(calls.map(\.node))
        }
    }

    /// A stacked run's values added up side by side (see `summed`): a call that gives the
    /// value whole adds it to every part, one that writes the parts (`padding(start =
    /// 3.dp, end = 3.dp)`) each to its own (two such had been four values of 3, a false
    /// drift). Nil where a sum cannot be made.
    private func summedSides(
        of run: [CallSyntax], reading argument: ArgumentSelector, bindings: [String: Evaluated], _ observed: @escaping (ReadPart) -> Observation
    ) -> [Observation]? {
        var given: [[ReadPart]] = []
        for member in run {
            if let value = select(argument, in: member, bindings: bindings) {
                given.append([ReadPart(member, value, .own)])
            } else if let parts = writtenParts(of: argument, in: member) {
                given.append(parts.map { ReadPart(member, $0, .own) })
            } else {
                return nil
            }
        }
        let width = given.map(\.count).max() ?? 0
        var sums: [Observation] = []
        for side in 0..<width {
            guard let sum = summed(given.lazy.map { $0.count == 1 ? observed($0[0]) : observed($0[side]) }) else { return nil }
            sums.append(sum)
        }
        return sums
    }

    /// Settings of the same sides made on one another pad by their sum: one value,
    /// written `3 + 2` (`.padding(.horizontal, 3).padding(.horizontal, 2)` pads by 5; each
    /// had been compared alone, and `5` twice passed against 5). No one place holds it,
    /// so `fix` leaves it (`Observation.isSum`). Nil where the values cannot be added (a
    /// condition, a token): each is then read as a part.
    /// (Read lazily: a run that cannot be added stops at its first part that is no number.)
    private func summed(_ reading: some Sequence<Observation>) -> Observation? {
        var parts: [Observation] = []
        var value = Evaluated.number(0, unit: nil)
        for part in reading {
            value = parts.isEmpty ? part.value : Arithmetic.binary("+", value, part.value)
            guard case .number = value else { return nil }
            parts.append(part)
        }
        guard let first = parts.first else { return nil }
        var sum = first.reading(value, raw: parts.map(\.raw).joined(separator: " + "))
        // Written where the paddings are, not at a constant the first one reads.
        sum.site = nil
        sum.leaves = parts.flatMap(\.leaves)
        sum.dependencyLeaves = parts.flatMap(\.dependencyLeaves)
        sum.isSum = true
        sum.nodeBytes = nil
        return sum
    }

    /// A value a call locator reads, in the call that writes it, and how it sets the fact.
    struct ReadPart {
        let call: CallSyntax
        let value: Node
        let reading: Reading

        init(_ call: CallSyntax, _ value: Node, _ reading: Reading) {
            self.call = call
            self.value = value
            self.reading = reading
        }
    }

    /// The fact's own setting, a part another call adds to it (`Observation.isAddedPart`),
    /// or a wider setting read for it (`Observation.isWiderSetting`).
    enum Reading {
        case own, added, wider
    }

    private func observe(_ part: ReadPart, _ locator: Locator, bound: LazyBindings) -> Observation {
        var observation = observe(part.value, locator, bound: bound, call: part.call)
        observation.isAddedPart = part.reading == .added
        observation.isWiderSetting = part.reading == .wider
        return observation
    }

    /// SwiftUI's `padding(_ length:)`, which pads every edge, or `padding(_ insets:)`,
    /// each of `parts` by its own: the lengths it pads `parts`' sides with (zeros left
    /// out, which add nothing to another padding, unless `keepingZeros`).
    func loneLengths(of call: CallSyntax, parts: InsetParts, keepingZeros: Bool = false) -> [Node] {
        guard call.arguments.count == 1, call.arguments[0].label == nil else { return [] }
        let value = call.arguments[0].value
        let lengths: [Node]
        if let insets = index.adapter.call(value), parts.isMade(by: insets) {
            lengths = parts.padded.compactMap { side in insets.arguments.first { $0.label == side }?.value }
        } else {
            lengths = [value]
        }
        return keepingZeros ? lengths : lengths.filter { !isZero($0) }
    }

    /// The arithmetic a call's value is used in, where there is some: the value the code
    /// goes on with (`8.dp.toPx() * 2` is the threshold, where reading `8.dp.toPx()` alone
    /// had hidden the doubling: a false parity). Else the call itself.
    private func arithmeticUse(of call: Node) -> Node {
        var use = call
        while let parent = index.parent(of: use) {
            switch index.adapter.form(of: parent) {
            case let .binary(op, _, _) where ["+", "-", "*", "/"].contains(op): use = parent
            case let .unary(op, _) where op == "-" || op == "+": use = parent
            case .wrapped: use = parent
            default: return use
            }
        }
        return use
    }

    /// The calls not computing an argument value of another of them that gives the value
    /// read: in `Typography.xs3.copy(color = colors.link.copy(alpha = 0.5f))` the inner
    /// `copy` is the color passed, not the style the outer one makes. An outer call without
    /// the argument read leaves the inner one (`.font(TextStyle.xs3.font(weight: …))` for
    /// `weight`), and a call in a function passed (`withAnimation(a) { withAnimation(b) { … } }`)
    /// runs on its own: both stay.
    ///
    /// (Calls are in document order, an outer one before the calls inside it, and nest as
    /// their nodes do: a call holds another when the next one of another span starts
    /// inside it. Comparing every pair was quadratic in a chain.)
    func outermost(_ calls: [CallSyntax], reading argument: ArgumentSelector?) -> [CallSyntax] {
        // Only a call holding another is asked for its argument (most hold none).
        let holding = calls.indices.filter { position in
            let outer = calls[position].node.byteRange
            for inner in calls[(position + 1)...] {
                guard inner.node.byteRange.lowerBound < outer.upperBound else { return false }
                if inner.node.byteRange != outer { return inner.node.byteRange.upperBound <= outer.upperBound }
            }
            return false
        }.map { calls[$0] }
        guard !holding.isEmpty else { return calls }
        let literals = index.adapter.functionLiteralKinds
        let givingValue = holding.filter { call in argument.map { select($0, in: call) != nil } ?? true }
        let arguments = Self.outermostRanges(givingValue.flatMap { call in call.arguments.filter { !literals.contains($0.value.kind) }.map(\.value.byteRange) })
        return calls.filter { call in
            let range = call.node.byteRange
            // The last argument starting at or before the call is the only one that may hold it.
            let after = arguments.partitioningIndex { $0.lowerBound > range.lowerBound }
            return after == 0 || arguments[after - 1].upperBound < range.upperBound
        }
    }

    /// The ranges no other one holds, in order: they do not overlap.
    private static func outermostRanges(_ ranges: [Range<Int>]) -> [Range<Int>] {
        var outermost: [Range<Int>] = []
        for range in ranges.sorted(by: { ($0.lowerBound, -$0.upperBound) < ($1.lowerBound, -$1.upperBound) }) {
            if let last = outermost.last, range.upperBound <= last.upperBound { continue }
            outermost.append(range)
        }
        return outermost
    }

    /// An argument the call does not write: the rule's platform default, if it names one.
    fileprivate func unwritten(_ call: CallSyntax, _ locator: Locator) -> Observation? {
        guard let key = locator.platformDefault else { return nil }
        var observation = Observation(
            location: index.location(of: call.node), raw: Evaluator.normalizedText(call.node.text),
            value: .unknown("not written"), platformDefault: key)
        if case let .call(_, _, argument?, _) = locator.target, let label = argument.label,
            let slot = index.adapter.missingArgument(label, of: call)
        {
            observation.leaves = [slot]
        }
        return observation
    }

    /// The values declared at `path` (see `SourceIndex.declaredValues`). In TypeScript, a
    /// style entry's property is also set by what React Native applies over it, which is
    /// read too, in document order: the narrower properties beside it
    /// (`styles.item.paddingLeft` beside `paddingHorizontal`, see `NarrowerProperties`), the
    /// later entries of a style array that uses the entry (`style={[styles.item, {
    /// paddingHorizontal: 4 }]}`), and the keys of an inline object written after spreading
    /// it (`style={{ ...styles.item, paddingHorizontal: 4 }}`).
    /// Where neither the property nor narrower ones setting all its sides are declared,
    /// the narrowest wider property of the entry sets it (`padding: 5` for
    /// `paddingHorizontal`): its values are marked (`isWider`).
    private func declaredValues(at path: [String]) -> [(value: Node, isWider: Bool)] {
        let language = index.parsed.language
        guard language == .tsx || language == .typescript, let last = path.last, path.count > 1 else {
            return index.declaredValues(at: path).map { ($0, false) }
        }
        let declared = index.declaredValues(at: path)
        let narrower = Set(NarrowerProperties.styleProperties(narrowerThan: last))
        let entry = Array(path.dropLast())
        // The narrower keys are read from the entry's object, as a `style` locator reads them;
        // without the property itself, where they set all its sides (`paddingStart` and
        // `paddingEnd` for `paddingHorizontal`).
        let besideKeys = narrower.isEmpty ? [] : index.values(at: entry).flatMap { styleValues(in: $0, properties: narrower, depth: 0) }
        let wider = readsWiderSettings ? widerEntryValues(at: entry, property: last) : [:]
        let written = Set(besideKeys.map(\.key) + wider.keys + (declared.isEmpty ? [] : [last]))
        guard let setting = NarrowerProperties.setting(of: last, .reactNative, amongWritten: written, readingWider: readsWiderSettings) else { return [] }
        let beside = besideKeys.map(\.value)
        // The wider key is set again by what is applied over the entry too (`[styles.badge, { padding: 8 }]`).
        let overridden = narrower.union([last, setting.wider].compactMap { $0 })
        let overrides = styleOverrides(after: entry, properties: overridden) + spreadOverrides(of: entry, properties: overridden)
        let widerValues = setting.wider.map { key in (wider[key] ?? []).map { (key: key, value: $0) } } ?? []
        let shown = declared.map { (key: last, value: $0) } + widerValues
        let applied = shown.filter { !isHiddenWhereverUsed($0.value, key: $0.key, entry: entry) }
        // (An override's `undefined` sets nothing: the entry's value stands there.)
        let set = applied + overrides.flatMap { override in definedBranches(of: override.value).map { (key: override.key, value: $0) } }
        let values = set.map { (value: $0.value, isWider: $0.key == setting.wider) } + beside.map { (value: $0, isWider: false) }
        return values.sorted { $0.value.byteRange.lowerBound < $1.value.byteRange.lowerBound }
    }

    /// Whether the style entry's `value` of `key` is never applied: every use of the entry
    /// is an item of a style list whose later item, always applied, sets the key again
    /// (`style={[styles.badge, { minWidth: 18 }]}`), or a spread in an object that writes
    /// the key after it (`{ ...styles.badge, minWidth: 18 }`). Such a use shows 18 whatever
    /// `styles.badge` says (its 24 had been reported as drift). An entry used any other way
    /// (`style={styles.badge}`, `styles.badge.minWidth`, the object whole, an export) shows
    /// its value there.
    private func isHiddenWhereverUsed(_ value: Node, key: String, entry: [String]) -> Bool {
        var overridden: Set<Range<Int>> = []
        for items in index.styleArrays
        where items.contains(where: { $0.entry == entry }) && hiddenValues(in: items.map(\.node), properties: [key]).contains(value.byteRange) {
            for item in items where item.entry == entry { overridden.insert(item.node.byteRange) }
        }
        for object in index.styleObjects {
            for spread in object.spreads where index.referencePath(spread) == entry {
                if object.pairs.contains(where: { $0.key == key && $0.value.byteRange.lowerBound > spread.byteRange.lowerBound && setsAlways($0.value) }) {
                    overridden.insert(spread.byteRange)
                }
            }
        }
        guard !overridden.isEmpty, let root = entry.first, !isExported(root) else { return false }
        // Every read of the style object names an entry of it (`styles.label`), none the
        // object whole (`styles[variant]`, `{ badge } = styles`, `<Row styles={styles} />`).
        var references: Set<Range<Int>> = []
        for read in index.nodes where read.namedChildCount == 0 && read.text == root && !isDeclarationName(read) {
            guard let member = index.parent(of: read), case .member(read?, _) = index.adapter.form(of: member) else { return false }
            if let reference = memberChain(from: member).first(where: { index.referencePath($0) == entry }) { references.insert(reference.byteRange) }
        }
        return references == overridden
    }

    /// A member expression and those reading members of it in turn (`styles.badge`, then
    /// `styles.badge.minWidth`).
    private func memberChain(from member: Node) -> [Node] {
        var chain = [member]
        while let outer = index.parent(of: chain[chain.count - 1]), case .member(chain.last?, _) = index.adapter.form(of: outer) {
            chain.append(outer)
        }
        return chain
    }

    /// Whether the module exports the declaration of `name` (other files may apply it).
    private func isExported(_ name: String) -> Bool {
        index.declarationNodes(endingWith: [name]).contains { index.adapter.isExported($0.node, named: name, in: index.parsed.tree.rootNode) }
    }

    /// Whether a name is the one a declaration declares, not a read of it.
    private func isDeclarationName(_ node: Node) -> Bool {
        guard let parent = index.parent(of: node), let declaration = index.adapter.declaration(parent) else { return false }
        return declaration.name == node.text && declaration.value.map { !$0.byteRange.contains(node.byteRange.lowerBound) } != false
    }

    /// The values of `properties` that style lists set after the style entry `entry`: a
    /// later item overrides it where the component uses it. An item always applied (an
    /// object, an entry) hides what earlier ones set for the same key; a conditional one
    /// (`active && { … }`) does not.
    private func styleOverrides(after entry: [String], properties: Set<String>?) -> [(key: String, value: Node)] {
        var values: [(key: String, value: Node)] = []
        for items in index.styleArrays {
            guard let position = items.firstIndex(where: { $0.entry == entry }) else { continue }
            let later = items[(position + 1)...].map(\.node)
            let hidden = hiddenValues(in: later, properties: properties)
            values += later.flatMap { styleValues(in: $0, properties: properties, depth: 0) }.filter { !hidden.contains($0.value.byteRange) }
        }
        var seen: Set<Range<Int>> = []
        return values.filter { seen.insert($0.value.byteRange).inserted }
    }

    /// The values of `properties` inline style objects write after spreading the style entry
    /// `entry` (`style={{ ...styles.letter, height: 18 }}`): React Native applies them over
    /// it, as it does a later item of a style array (the spread object had been read as
    /// the entry alone, a false parity).
    private func spreadOverrides(of entry: [String], properties: Set<String>?) -> [(key: String, value: Node)] {
        index.styleObjects.flatMap { object -> [(key: String, value: Node)] in
            guard let spread = object.spreads.first(where: { index.referencePath($0) == entry }) else { return [] }
            return keys(of: object, after: spread, among: properties)
        }
    }

    /// The pairs of `properties` (nil: of every key) an object literal writes after one of
    /// its spreads, which set them again over the spread object, and those of the spreads
    /// written after it (`{ ...styles.chip, ...extra }`, `...(big && { height: 44 })`: they
    /// had been left out, a false parity).
    private func keys(of object: ObjectLiteral, after spread: Node, among properties: Set<String>?) -> [(key: String, value: Node)] {
        let start = spread.byteRange.lowerBound
        let pairs = object.pairs.filter { (properties?.contains($0.key) ?? true) && $0.value.byteRange.lowerBound > start }
        let spreads = object.spreads.filter { $0.byteRange.lowerBound > start }.flatMap { styleValues(in: $0, properties: properties, depth: 0) }
        return (pairs + spreads).sorted { $0.value.byteRange.lowerBound < $1.value.byteRange.lowerBound }
    }

    /// A style entry's spread object (`fontSize.sm` of `{ ...fontSize.sm }`, read by
    /// `$spread`) with what React Native sets over it: the entry's keys written after the
    /// spread, later items of the style lists that use the entry, and inline objects that
    /// spread it. With any, it is read as the spread object's `copy` with those keys, as
    /// Compose writes `TextStyle.copy(fontSize = …)`: the normalizer decides whether the
    /// token still stands (a text style whose size is set again is not its token; the
    /// entry had been read as its token whatever followed it, a false parity).
    private func copied(_ observation: Observation, of spread: Node, entry: [String]) -> Observation {
        let object = index.parent(of: spread).flatMap(index.parent(of:)).flatMap(index.adapter.objectLiteral)
        let after = (object.map { keys(of: $0, after: spread, among: nil) } ?? []) + styleOverrides(after: entry, properties: nil)
            + spreadOverrides(of: entry, properties: nil)
        guard !after.isEmpty else { return observation }
        var evaluator = Evaluator(index: index, bindings: [:], overrides: literalOverrides, signatures: signatures)
        let arguments = after.map { EvaluatedArgument(label: $0.key, value: evaluator.evaluate($0.value)) }
        return observation.reading(.call(EvaluatedCall(name: "copy", receiver: observation.value, arguments: arguments)))
    }

    private func tailwind(_ locator: Locator, element: String?, utility: String, variant: String?, attribute: String, bound: LazyBindings)
        -> [Observation]
    {
        // A narrower utility overrides the wider one on its sides (`pl-2` beside `px-4`): both
        // are read, where the wider one is written (`pl-1.5` alone pads no right side).
        // Where neither is, the narrowest wider one written sets the sides (`p-[5px]` for `px`).
        let narrower = [utility] + NarrowerProperties.utilities(narrowerThan: utility)
        let wider = readsWiderSettings ? NarrowerProperties.utilities(widerThan: utility) : []
        let utilities = narrower + wider
        return elements(locator, tag: element).flatMap { jsx -> [Observation] in
            guard let value = jsx.attributes.first(where: { $0.name == attribute })?.value else { return [] }
            let wanted = variant.map { $0.split(separator: ":").map(String.init) } ?? []
            // Conditions are decided only where the rule binds names, as a call's are (`mayRun`).
            let read = classes(in: value, deciding: locator.bindings.isEmpty ? nil : bound.values).compactMap { found -> (observation: Observation, utility: String)? in
                let tailwindClass = TailwindClass(found.text)
                // A rule may name a place's variant itself (`variant: ios`). Without a variant, a
                // theme's classes (`dark:`, `light:`) are values too: the fact holds in every
                // theme unless another fact reads them (see `ComponentContext`).
                let theme = variant == nil && tailwindClass.isThemeClass
                guard theme || tailwindClass.stateVariants == wanted || tailwindClass.variants == wanted,
                    let read = tailwindClass.utility(among: utilities), let classValue = tailwindClass.value(ofUtility: read),
                    tailwindFilter(read, classValue)
                else { return nil }
                var observation = Observation(location: found.location, raw: found.text, value: .tailwind(tailwindClass))
                observation.leaves = [SourceLeaf(kind: .tailwindClass, range: found.range, text: found.text)]
                return (observation, read)
            }
            guard variant == nil else { return read.contains { $0.utility == utility } ? read.filter { narrower.contains($0.utility) }.map(\.observation) : [] }
            // A class whose property the inline style always sets is hidden by it.
            let inline = inlineKeys(of: jsx, over: attribute, properties: Set(utilities.flatMap { tailwindStyleProperties[$0] ?? [] }))
            let shown = read.filter { found in
                guard let set = tailwindStyleProperties[found.utility], !set.isEmpty else { return true }
                return !Set(set).isSubset(of: inline)
            }
            let setting = NarrowerProperties.setting(
                of: utility, .tailwind, amongWritten: Set(shown.map(\.utility)), readingWider: readsWiderSettings)
            let classes = shown.filter { setting?.names.contains($0.utility) ?? false }.map { found in
                var observation = found.observation
                observation.isWiderSetting = found.utility == setting?.wider
                return observation
            }
            let classRead = setting.map { $0.wider ?? utility }
            return classes + inlineStyle(of: jsx, over: attribute, utility: utility, classRead: classRead, locator, bound)
        }
    }

    /// What an element's inline style sets over a utility's classes: NativeWind and
    /// Uniwind apply `style` after `className` (`contentContainerStyle` after
    /// `contentContainerClassName`), so `style={{ height: 20 }}` is the height whatever
    /// `h-4` says. The properties are the utility's (`h` → `height`) and the narrower
    /// ones beside it, where the utility is set: by the style itself, or by a class
    /// (`classRead`, the fact's utility or the wider one read for it: `style={{ paddingLeft:
    /// 8 }}` over `px-[5px]` pads the left by 8, which had been read as 5 on both sides, a
    /// false parity).
    private func inlineStyle(
        of jsx: JSXElementSyntax, over attribute: String, utility: String, classRead: String?, _ locator: Locator, _ bound: LazyBindings
    ) -> [Observation] {
        guard let own = tailwindStyleProperties[utility], let value = inlineStyleValue(of: jsx, over: attribute) else { return [] }
        let narrower = own.flatMap(NarrowerProperties.styleProperties(narrowerThan:))
        let wider = readsWiderSettings ? own.flatMap(NarrowerProperties.styleProperties(widerThan:)) : []
        let found = appliedStyleValues(in: value, properties: Set(own + narrower + wider))
        guard let classRead else {
            // The style alone: as a `style` locator reads it (`padding: 5` where no class sets `px`).
            return own.flatMap { settingValues(of: $0, in: found) }.map { observe($0, locator, bound: bound) }
        }
        // Over the class read, what sets the fact's sides again: its own properties and the
        // narrower ones, and over a wider class those no wider than the class's
        // (`paddingHorizontal: 8` over `p-[5px]` for `pl`).
        let classProperties = tailwindStyleProperties[classRead] ?? []
        let overriding = Set(own + narrower).union(wider.filter { key in
            classProperties.contains(key) || classProperties.contains { NarrowerProperties.styleProperties(narrowerThan: $0).contains(key) }
        })
        // `undefined` sets nothing, leaving the class's value (`paddingLeft: on ? 8 :
        // undefined` over `px-[5px]` had been not constant).
        return found.filter { overriding.contains($0.key) }.flatMap { pair in
            definedBranches(of: pair.value).map { observe((value: $0, isWider: wider.contains(pair.key)), locator, bound: bound) }
        }
    }

    /// A value's branches that are not `null` or `undefined`: the value itself, or the
    /// defined sides of a conditional, nested ones too.
    private func definedBranches(of value: Node) -> [Node] {
        switch index.adapter.form(of: value) {
        case .null: return []
        case let .wrapped(inner): return definedBranches(of: inner)
        case let .conditional(choice):
            return definedBranches(of: choice.then) + (choice.otherwise.map(definedBranches(of:)) ?? [])
        default: return [value]
        }
    }

    /// The properties an element's inline style always sets (an object, not a conditional
    /// item): the classes that set them are hidden.
    private func inlineKeys(of jsx: JSXElementSyntax, over attribute: String, properties: Set<String>) -> Set<String> {
        guard let value = inlineStyleValue(of: jsx, over: attribute) else { return [] }
        let lists = index.styleLists(in: value)
        let items = lists.isEmpty ? [value] : lists.joined().map { $0 }
        return Set(items.filter(isAlwaysApplied).flatMap { styleValues(in: $0, properties: properties, depth: 0).filter { setsAlways($0.value) }.map(\.key) })
    }

    /// The style attribute that goes with a class attribute (`style` with `className`,
    /// `contentContainerStyle` with `contentContainerClassName`), if the element has it.
    private func inlineStyleValue(of jsx: JSXElementSyntax, over attribute: String) -> Node? {
        guard attribute.hasSuffix("ClassName") || attribute == "className" else { return nil }
        let styleAttribute = attribute == "className" ? "style" : String(attribute.dropLast("ClassName".count)) + "Style"
        return jsx.attributes.first(where: { $0.name == styleAttribute })?.value
    }

    /// Whether a style list's item always applies: an object or an entry, not `on && { … }`.
    private func isAlwaysApplied(_ item: Node) -> Bool {
        index.adapter.objectLiteral(item) != nil || index.referencePath(item) != nil
            || item.kind == "jsx_expression" && item.namedChildren.count == 1 && index.adapter.objectLiteral(item.namedChildren[0]) != nil
    }

    /// The values of `properties` a style expression sets, as React Native applies a
    /// style list: an item always applied hides what earlier items set for its keys.
    private func appliedStyleValues(in node: Node, properties: Set<String>) -> [(key: String, value: Node)] {
        let hidden = index.styleLists(in: node).reduce(into: Set<Range<Int>>()) { $0.formUnion(hiddenValues(in: $1, properties: properties)) }
        return styleValues(in: node, properties: properties, depth: 0).filter { !hidden.contains($0.value.byteRange) }
    }

    /// The values items of a style list set that a later item always applied sets again.
    private func hiddenValues(in items: [Node], properties: Set<String>?) -> Set<Range<Int>> {
        var hidden: Set<Range<Int>> = []
        var set: [String: [Node]] = [:]
        for item in items {
            let always = isAlwaysApplied(item)
            for (key, value) in styleValues(in: item, properties: properties, depth: 0) {
                if always, setsAlways(value) { hidden.formUnion((set[key] ?? []).map(\.byteRange)) }
                set[key, default: []].append(value)
            }
        }
        return hidden
    }

    /// Whether a style value sets its key whatever the conditions: not where a branch is
    /// `undefined` or `null` (`minWidth: on ? 18 : undefined` leaves what was set before).
    private func setsAlways(_ value: Node) -> Bool {
        definedBranches(of: value) == [value]
    }

    private func style(_ locator: Locator, element: String?, property: String, attribute: String, bound: LazyBindings) -> [Observation] {
        elements(locator, tag: element).flatMap { jsx -> [Observation] in
            guard let value = jsx.attributes.first(where: { $0.name == attribute })?.value else { return [] }
            let properties = [property] + NarrowerProperties.styleProperties(narrowerThan: property) + NarrowerProperties.styleProperties(widerThan: property)
            return settingValues(of: property, in: appliedStyleValues(in: value, properties: Set(properties))).map { observe($0, locator, bound: bound) }
        }
    }

    /// A style value read for a fact, marked where it is a wider setting's.
    private func observe(_ setting: (value: Node, isWider: Bool), _ locator: Locator, bound: LazyBindings) -> Observation {
        var observation = observe(setting.value, locator, bound: bound)
        observation.isWiderSetting = setting.isWider
        return observation
    }

    /// Of the style values `found`, those that set `property`: its own and the narrower
    /// ones that override it on their sides (`paddingLeft`), where it is set (by itself or
    /// by narrower ones on all its sides); else the narrowest wider property's (`padding:
    /// 5` for `paddingHorizontal`, which had been "missing"), marked, with the narrower ones.
    private func settingValues(of property: String, in found: [(key: String, value: Node)]) -> [(value: Node, isWider: Bool)] {
        let written = Set(found.map(\.key))
        guard let setting = NarrowerProperties.setting(of: property, .reactNative, amongWritten: written, readingWider: readsWiderSettings) else { return [] }
        return found.filter { setting.names.contains($0.key) }.map { ($0.value, $0.key == setting.wider) }
    }

    private func uses(_ locator: Locator, name: String) -> [Observation] {
        let named = index.nodes.filter { ["identifier", "simple_identifier"].contains($0.kind) && $0.text == name }
        return inScope(named, node: { $0 }, locator)
            .map { node in
                Observation(
                    location: index.location(of: node), raw: name, value: .symbol([name]),
                    platformDefault: locator.platformDefault)
            }
    }

    private func query(_ locator: Locator, source: String, bound: LazyBindings) throws(LocatorError) -> [Observation] {
        let matches: [QueryMatch]
        do {
            matches = try index.matches(ofQuery: source)
        } catch {
            throw LocatorError(origin: locator.origin.description, message: "query: \(error)")
        }
        // As a call's, a capture in a branch the bindings rule out is not the value
        // (`if (end) { translationY = … } else { translationY = -… }`).
        return inScope(matches.compactMap { $0.node(named: "value") }, node: { $0 }, locator)
            .filter { locator.bindings.isEmpty || isReachable($0, bindings: bound.values) }
            .map { observe($0, locator, bound: bound) }
    }

    /// Where the fact's scope exists but the value is not written at all (no `.easing(…)`
    /// call), and the rule says the default applies there (`default-if-absent`): the
    /// platform default, located at the innermost scope node. A default is otherwise the
    /// call's or the name's (a `FadeIn` once read as zooming from ZoomIn's scale 0).
    private func defaultAtScope(_ locator: Locator) -> Observation? {
        guard locator.defaultIfAbsent, let key = locator.platformDefault, let last = locator.scope.last else { return nil }
        let scopeNodes = index.nodes(givingScope: last).filter { index.isInside($0, scope: Array(locator.scope.dropLast())) }
        guard let node = scopeNodes.first else { return nil }
        return Observation(location: index.location(of: node), raw: last, value: .unknown("not written"), platformDefault: key)
    }

    // MARK: Helpers

    /// The value at `node`; `bound` is `bindings(locator)`, shared by the locator's
    /// observations (a located binding runs another locator).
    fileprivate func observe(_ node: Node, _ locator: Locator?, bound: LazyBindings, call: CallSyntax? = nil)
        -> Observation
    {
        var evaluator = Evaluator(index: index, bindings: bound.values, overrides: literalOverrides, signatures: signatures)
        var value = evaluator.evaluate(node)
        var site = evaluator.origin ?? node
        var leaves = evaluator.leaves
        for branch in locator?.branch ?? [] {
            guard case let .conditional(_, then, otherwise) = value else { break }
            value = branch == .then ? then : otherwise
            if let chosen = chosenBranch(branch, of: site, bindings: bound.values) { (site, leaves) = chosen }
        }
        let emLeaves = evaluator.leaves.count
        let emSize = locator?.emSizeArgument.flatMap { selector in call.flatMap { select(selector, in: $0) } }
            .map { evaluator.evaluate($0) }
        var observation = Observation(
            location: index.location(of: node), raw: Evaluator.normalizedText(node.text), value: value, emSize: emSize)
        observation.site = index.location(of: site)
        // A value written whole elsewhere as one literal (`FontWeight(LabelWeight)` of `const
        // val LabelWeight = 500`) is reported there, with the use as its `via`, as a
        // constant read by name is (it had been reported at the use, and fixed at the literal).
        if site == node, leaves.count == 1, let leaf = leaves.first, !node.byteRange.contains(leaf.range.lowerBound) {
            let position = node.tree.position(ofByte: leaf.range.lowerBound)
            observation.site = Location(path: index.path, line: position.line, column: position.column)
        }
        observation.nodeBytes = node.byteRange
        // The font size an em value is multiplied by is part of the value too.
        observation.leaves = leaves + evaluator.leaves[emLeaves...]
        return observation
    }

    /// Where the branch a rule chooses is written, and the text its value is read from,
    /// when `site` is a conditional.
    private func chosenBranch(_ branch: Locator.Branch, of site: Node, bindings: [String: Evaluated])
        -> (site: Node, leaves: [SourceLeaf])?
    {
        guard case let .conditional(conditional) = index.adapter.form(of: site),
            let chosen = branch == .then ? Optional(conditional.then) : conditional.otherwise
        else { return nil }
        var evaluator = Evaluator(index: index, bindings: bindings, overrides: literalOverrides, signatures: signatures)
        _ = evaluator.evaluate(chosen)
        return (evaluator.origin ?? chosen, evaluator.leaves)
    }

    /// The values a locator binds: literal text, or the first value another locator finds,
    /// with the source text that value was read from.
    private func bindings(_ locator: Locator) -> LazyBindings.Bound {
        var bound = LazyBindings.Bound()
        for (name, binding) in locator.bindings.sorted(by: { $0.key < $1.key }) {
            switch binding {
            case let .text(text):
                if text == "true" || text == "false" {
                    bound.values[name] = .bool(text == "true")
                } else if let number = Evaluator.number(text.hasPrefix("-") ? String(text.dropFirst()) : text) {
                    bound.values[name] = .number(text.hasPrefix("-") ? -number : number, unit: nil)
                } else if text.count >= 2, let quote = text.first, "\"'".contains(quote), text.last == quote {
                    // A string the code compares (`direction: '"end"'` for `direction === "end"`).
                    bound.values[name] = .string(String(text.dropFirst().dropLast()))
                } else {
                    bound.values[name] = .string(text)
                }
            case let .located(other):
                let found = (try? observations(of: other))?.first
                bound.values[name] = found?.value ?? .unknown("the bound value is not found")
                bound.leaves += found?.allLeaves ?? []
            }
        }
        return bound
    }

    /// The argument a selector names: by label first, then by position among the
    /// unlabeled arguments.
    func select(_ selector: ArgumentSelector, in call: CallSyntax, bindings: [String: Evaluated] = [:]) -> Node? {
        if let label = selector.label, let labeled = call.arguments.first(where: { $0.label == label }) {
            return labeled.object.flatMap { optionValue(label, in: $0, bindings: bindings) } ?? labeled.value
        }
        if let label = selector.label, let option = optionsObjectValue(label, in: call, bindings: bindings) { return option }
        let labels = call.arguments.compactMap(\.label)
        let positional = call.arguments.filter { $0.label == nil }
        // A label written as a position: where the signature puts it (`tween(200, 0,
        // EnterEasing)`'s easing, `copy(0.94f)`'s alpha).
        if let label = selector.label, let overloads = signatures[call.name],
            let slot = Signatures.positionalIndex(of: label, in: overloads, labels: labels, positionalCount: positional.count)
        {
            return positional[slot].value
        }
        if let label = selector.label, let object = wholeObject(carrying: label, in: call) { return select(selector, in: object) }
        // Where the signatures know the function, a label no argument gives is not written
        // (`{ index: 0, label: all }` read `padding(5.dp, 0.dp)`'s horizontal as all four
        // sides); position 0 falls back only to a call's one argument that sets them all.
        // The position is the fallback for functions they do not list.
        if selector.label != nil, signatures[call.name] != nil {
            return selector.index == 0 ? argumentOfOneParameterOverload(call) : nil
        }
        guard let position = selector.index else { return nil }
        // A rule that names the label has said which parameter it means; one that gives
        // only a position means whichever parameter the signature puts there.
        if selector.label == nil, let name = Signatures.parameter(position, of: signatures[call.name] ?? [], labels: labels),
            let named = call.arguments.first(where: { $0.label == name })
        {
            return named.value
        }
        return positional.indices.contains(position) ? positional[position].value : nil
    }

    /// A parameter written as its parts (`padding(start = 6.dp, end = 6.dp)` for
    /// `horizontal`), where the signatures give the call both the parameter and all its
    /// parts: each part's value, every one of them written.
    private func writtenParts(of selector: ArgumentSelector, in call: CallSyntax) -> [Node]? {
        guard let label = selector.label, let parts = parameterParts[label], let overloads = signatures[call.name],
            overloads.contains(where: { $0.contains(label) }), overloads.contains(where: { Set(parts).isSubset(of: $0) })
        else { return nil }
        let values = parts.compactMap { select(ArgumentSelector(label: $0), in: call) }
        // A zero part pads nothing there, as a part left out does (`padding(12.dp, 0.dp,
        // 0.dp, 0.dp)` pads the start only, `padding(5.dp, 0.dp)` is no padding of all
        // sides): not the parameter's value.
        guard values.count == parts.count, !values.contains(where: isZero) else { return nil }
        return values
    }

    /// A parameter's parts written by calls made one directly on another, each writing
    /// some of them, that together write them all (Compose's `padding(start =
    /// 6.dp).padding(end = 6.dp)` for `horizontal`; it had been "missing"): each part is
    /// the fact's own value, as where one call writes them all (`writtenParts`; SwiftUI's
    /// are read so by `coveringSides`). A part written by more than one call pads by their
    /// sum: its values are given together, in the order written (see `summed`). Nil where a
    /// call of the run writes the parameter itself (the others add to it: see
    /// `chainedParts`) or a part is left out (a zero is). Read only where no call gives
    /// the value (a ring's `padding(2.dp)` beside the badge's own `horizontal` and
    /// `vertical` paddings is the ring's width, not those). A run is searched once
    /// (`searched`: whether it covers, by its calls): its other calls give nothing more.
    private func coveringParts(of selector: ArgumentSelector, around call: CallSyntax, searched: inout [Node: Bool]) -> [[ReadPart]]? {
        if let covers = searched[call.node] { return covers ? [] : nil }
        guard let label = selector.label, let parts = parameterParts[label], signatures[call.name] != nil,
            parts.contains(where: { select(ArgumentSelector(label: $0), in: call) != nil })
        else { return nil }
        let run = [call] + chainedCalls(around: call)
        // (A zero pads nothing there, as a part left out does.)
        let written = run.flatMap { member in
            parts.compactMap { part in select(ArgumentSelector(label: part), in: member).map { (part: part, call: member, value: $0) } }
        }.filter { !isZero($0.value) }
        let covers = run.count > 1 && Set(written.map(\.part)) == Set(parts) && !run.contains(where: { select(selector, in: $0) != nil })
        for member in run { searched[member.node] = covers }
        guard covers else { return nil }
        let ordered = written.sorted { $0.value.byteRange.lowerBound < $1.value.byteRange.lowerBound }
        return parts.filter { part in ordered.contains { $0.part == part } }
            .map { part in ordered.filter { $0.part == part }.map { ReadPart($0.call, $0.value, .own) } }
            .sorted { $0[0].value.byteRange.lowerBound < $1[0].value.byteRange.lowerBound }
    }

    /// The sides a call's conditions name, written as its one argument's parts
    /// (`padding(EdgeInsets(top: 0, leading: 6, bottom: 0, trailing: 6))` for `padding(.horizontal,
    /// 6)`): each part's value, where the insets pad those sides as a set: each of them,
    /// and not the opposite of one alone (`leading: 0, trailing: 6` is a trailing padding,
    /// not a horizontal one; `leading: 6, trailing: 6` is no leading padding).
    private func insetValues(in call: CallSyntax, conditions: [ArgumentCondition]) -> [Node]? {
        guard !conditions.isEmpty, call.arguments.count == 1, let object = index.adapter.call(call.arguments[0].value) else { return nil }
        func part(_ label: String) -> Node? { object.arguments.first { $0.label == label }?.value }
        var values: [Node] = []
        for condition in conditions {
            guard let parts = index.adapter.insetParts(named: condition.text), parts.isMade(by: object),
                parts.unpadded.allSatisfy({ part($0).map(isZero) ?? true })
            else { return nil }
            for label in parts.padded {
                guard let value = part(label), !isZero(value) else { return nil }
                values.append(value)
            }
        }
        return values
    }

    /// Whether a value is the number zero, in any unit.
    private func isZero(_ node: Node) -> Bool {
        var evaluator = Evaluator(index: index, signatures: signatures)
        guard case let .number(value, _) = evaluator.evaluate(node) else { return false }
        return value == 0
    }

    /// The parts of the parameter that another call of the function in the same modifier
    /// chain writes without the parameter itself (`padding(horizontal = 6.dp).padding(start
    /// = 2.dp)` pads the start by 8): each is a value of the fact too, so the added side
    /// shows. A zero adds nothing and is left out.
    ///
    /// The calls of a chain that write parts, and the parts, are read once a chain and
    /// kept in `partsByChain` (the selector and the name are the locator's): every call
    /// of a chain of thousands reading every other was quadratic. Each call's parts are
    /// read once, by the first call given (the outermost) that is chained with it: each
    /// reading them had made a chain of 1,200 of each 1.4 million values (30 s).
    func chainedParts(
        of selector: ArgumentSelector, around call: CallSyntax, in partsByChain: inout [Int: ChainParts]
    ) -> [ReadPart] {
        guard let label = selector.label, case let parts = self.parts(writing: label), !parts.isEmpty, signatures[call.name] != nil,
            let chain = index.chain(of: call)
        else {
            return []
        }
        if partsByChain[chain] == nil {
            let adders = index.calls(inChain: chain).filter { $0.name == call.name && select(selector, in: $0) == nil }.map { other in
                (call: other, parts: parts.compactMap { part in select(ArgumentSelector(label: part), in: other) }.filter { !isZero($0) })
            }.filter { !$0.parts.isEmpty }
            partsByChain[chain] = ChainParts(adders: adders)
        }
        guard var read = partsByChain[chain] else { return [] }
        let claimed = read.adders.indices.filter { !read.claimed.contains($0) && index.areChained(call, read.adders[$0].call) }
        read.claimed.formUnion(claimed)
        partsByChain[chain] = read
        return claimed.flatMap { adder in read.adders[adder].parts.map { ReadPart(read.adders[adder].call, $0, .added) } }
    }

    /// The calls of a chain that write parts of a parameter without it, and those a call
    /// that gives the value has read (by position).
    struct ChainParts {
        let adders: [(call: CallSyntax, parts: [Node])]
        var claimed: Set<Int> = []
    }

    /// The parameters that write `label` in a call: its parts, and the wider parameters
    /// that have it among their parts, in turn (Compose's `padding(all)` pads the
    /// horizontal sides, and so the start).
    private func parts(writing label: String) -> [String] {
        (parameterParts[label] ?? []) + widerParameters(than: label)
    }

    /// What the other paddings around this one add to the sides the conditions name
    /// (`.padding(.horizontal, 16).padding(.leading, 4)` pads the leading side by 20,
    /// `.padding(2)` every side by 2 more): each is a value of the fact, so the added side
    /// shows, as `chainedParts` shows Compose's. Only paddings made one directly on
    /// another's result: a modifier between them (a measured geometry, a background)
    /// makes the other a layer of its own, which its own fact reads. A padding of the
    /// same sides is the locator's own, and the outermost of those reads what the others
    /// add, once (each reading them made a run of paddings quadratic). A zero adds nothing
    /// and is left out.
    func adjacentSides(of selector: ArgumentSelector, conditions: [ArgumentCondition], around call: CallSyntax) -> [ReadPart] {
        guard let parts = edgeSet(named: conditions), parts.padded.count > 1 else { return [] }
        let sides = Set(parts.padded)
        var outward = call
        while let next = index.outerCalls(of: outward).first(where: { $0.name == call.name }) {
            if paddedSides(by: next, condition: conditions[0]) == sides || insetValues(in: next, conditions: conditions) != nil { return [] }
            outward = next
        }
        return chainedCalls(around: call).flatMap { other -> [ReadPart] in
            if let padded = paddedSides(by: other, condition: conditions[0]) {
                guard padded != sides, !sides.isDisjoint(with: padded), let value = select(selector, in: other), !isZero(value) else { return [] }
                return [ReadPart(other, value, .added)]
            }
            return loneLengths(of: other, parts: parts).map { ReadPart(other, $0, .added) }
        }
    }

    /// The edge set the conditions name, where they are one edge-set condition
    /// (`.padding(.horizontal, 5)`'s `.horizontal`): the sides a padding pads.
    func edgeSet(named conditions: [ArgumentCondition]) -> InsetParts? {
        conditions.count == 1 ? index.adapter.insetParts(named: conditions[0].text) : nil
    }

    /// The other calls of `call`'s function in its chain that are made one directly on
    /// another's result, starting from `call` (`.padding(.horizontal, 5).padding(.vertical,
    /// 2).padding(.trailing, 1)`: the trailing padding adds to the horizontal one), each
    /// reached once.
    func chainedCalls(around call: CallSyntax) -> [CallSyntax] {
        var reached: [CallSyntax] = []
        var seen: Set<Node> = [call.node]
        var pending = [call]
        while let current = pending.popLast() {
            let next = ([index.innerCall(of: current)].compactMap { $0 } + index.outerCalls(of: current))
                .filter { $0.name == call.name && seen.insert($0.node).inserted }
            reached += next
            pending += next
        }
        // In the order they are written: a chain's calls all start where it does.
        return reached.sorted { $0.node.byteRange.upperBound < $1.node.byteRange.upperBound }
    }

    /// A key of an options object the call takes by name (`const config = { duration: 200
    /// }` and `withTiming(1, config)`), as the object written in place gives its keys as
    /// labels: see `optionValue`.
    private func optionsObjectValue(_ label: String, in call: CallSyntax, bindings: [String: Evaluated]) -> Node? {
        call.arguments.lazy.filter { $0.label == nil }.compactMap { self.optionValue(label, in: $0.value, bindings: bindings) }.first
    }

    /// The value of key `label` in the options object `node` stands for: one written in
    /// place (the last key of a name, as in JavaScript, unless an object spread after it
    /// has the key: `{ duration: 200, ...SLOW }`; of several such spreads the later; a
    /// spread this file cannot resolve, an import, is taken to leave it, as
    /// `SourceIndex.navigate` takes it), a constant's (`config`), or the branch of a
    /// conditional the bindings decide (`active ? ENTER : EXIT`).
    private func optionValue(_ label: String, in node: Node, bindings: [String: Evaluated], depth: Int = 0) -> Node? {
        guard depth < 8 else { return nil }
        if let literal = index.adapter.objectLiteral(node) {
            let later = literal.spreads(settingAgain: label)
            return later.lazy.compactMap { self.optionValue(label, in: $0, bindings: bindings, depth: depth + 1) }.first
                ?? literal.pairs.last { $0.key == label }?.value
        }
        switch index.adapter.form(of: node) {
        case let .wrapped(inner):
            return optionValue(label, in: inner, bindings: bindings, depth: depth + 1)
        case let .conditional(conditional):
            var evaluator = Evaluator(index: index, bindings: bindings, signatures: signatures)
            guard case let .bool(holds) = evaluator.evaluate(conditional.condition), let branch = holds ? conditional.then : conditional.otherwise
            else { return nil }
            return optionValue(label, in: branch, bindings: bindings, depth: depth + 1)
        default:
            guard let path = index.referencePath(node), let object = index.resolvedValue(at: path, for: node) else { return nil }
            return optionValue(label, in: object, bindings: bindings, depth: depth + 1)
        }
    }

    /// A call's one argument, where the signatures give the call a one-parameter overload
    /// it fits (by position or by that parameter's name). Such a call sets what the other
    /// overloads set one by one: `PaddingValues(16.dp)` (or `all = 16.dp`) pads every side.
    private func argumentOfOneParameterOverload(_ call: CallSyntax) -> Node? {
        guard call.arguments.count == 1, let argument = call.arguments.first,
            signatures[call.name]?.contains(where: { $0.count == 1 && (argument.label ?? $0[0]) == $0[0] }) == true
        else { return nil }
        return argument.value
    }

    /// The object a call takes whole as its one argument, where the signatures give the
    /// object the label (`padding(PaddingValues(horizontal = 16.dp))` is
    /// `padding(horizontal = 16.dp)`), written in place or as a constant of the file
    /// (`padding(ContentPadding)`, which had been missing).
    func wholeObject(carrying label: String, in call: CallSyntax) -> CallSyntax? {
        guard let argument = argumentOfOneParameterOverload(call) else { return nil }
        let value = index.referencePath(argument).flatMap { index.resolvedValue(at: $0, for: argument) } ?? argument
        guard let object = index.adapter.call(value), object.name != call.name, signatures[object.name]?.contains(where: { $0.contains(label) }) == true
        else { return nil }
        return object
    }

    private func satisfies(_ call: CallSyntax, _ condition: ArgumentCondition) -> Bool {
        guard let node = select(condition.argument, in: call) else { return false }
        return index.adapter.argumentText(Evaluator.normalizedText(node.text), means: condition.text)
    }

    /// The receiver's name: `ZoomIn` in `ZoomIn.duration(…)`, `Modifier` in `Modifier.padding(…)`.
    private func receiverName(_ call: CallSyntax) -> String? {
        guard let receiver = call.receiver else { return nil }
        return index.referencePath(receiver)?.joined(separator: ".") ?? index.adapter.call(receiver)?.name
    }

    /// Whether the rule's bindings lead to the node: no enclosing conditional whose
    /// condition they decide has it in the other branch (`if (active) tween(200) else
    /// tween(400)` with `active: "false"` reaches only `tween(400)`), and no statement
    /// before it leaves the function in the arm they decide (`if (active) { return
    /// withTiming(1, ENTER) }` with `active: "true"` never reaches what follows).
    private func isReachable(_ node: Node, bindings: [String: Evaluated]) -> Bool {
        var child = node
        while let parent = index.parent(of: child) {
            defer { child = parent }
            if leavesBefore(child, in: parent, bindings: bindings) { return false }
            if let choice = index.adapter.choice(parent) {
                var evaluator = Evaluator(index: index, bindings: bindings, signatures: signatures)
                if evaluator.armMayRun(holding: node, of: choice) == false { return false }
                continue
            }
            // Where the node itself is, not the child on the way: a branch of one statement
            // is that statement (`if (end) { translationY = … }`), inside the block.
            guard case let .conditional(conditional) = index.adapter.form(of: parent),
                !conditional.condition.byteRange.contains(node.byteRange.lowerBound)
            else { continue }
            var evaluator = Evaluator(index: index, bindings: bindings, signatures: signatures)
            guard case let .bool(holds) = evaluator.evaluate(conditional.condition) else { continue }
            if conditional.then.byteRange.contains(node.byteRange.lowerBound) != holds { return false }
        }
        return true
    }

    /// Whether a statement before `child` in the statement list `parent` is a choice that
    /// runs, by the bindings, an arm that leaves the function.
    private func leavesBefore(_ child: Node, in parent: Node, bindings: [String: Evaluated]) -> Bool {
        guard Statements.lists.contains(parent.kind) else { return false }
        return parent.namedChildren.lazy.prefix { $0.byteRange.upperBound <= child.byteRange.lowerBound }.contains { earlier in
            guard let choice = index.adapter.statementChoice(earlier) else { return false }
            var evaluator = Evaluator(index: index, bindings: bindings, signatures: signatures)
            guard case let .runs(arm) = evaluator.decide(choice) else { return false }
            return leavesFunction(arm.body)
        }
    }

    /// Whether a body's last statement leaves the function.
    private func leavesFunction(_ body: Node) -> Bool {
        Statements.top(of: body).last.map { index.adapter.leavesFunction(Statements.expression(of: $0)) } ?? false
    }

    /// Whether a node sits in that branch of its nearest enclosing conditional.
    private func isInBranch(_ node: Node, _ branch: Locator.Branch) -> Bool {
        var child = node
        while let parent = index.parent(of: child) {
            if case let .conditional(conditional) = index.adapter.form(of: parent) {
                if conditional.then.byteRange.contains(node.byteRange.lowerBound) { return branch == .then }
                if let otherwise = conditional.otherwise, otherwise.byteRange.contains(node.byteRange.lowerBound) {
                    return branch == .else
                }
            }
            child = parent
        }
        return false
    }

    /// The JSX elements of a tag (`View` is also `Animated.View`) within the locator's
    /// scope. `not-in` also names an element's own tag other than `tag`: with `element:
    /// View`, `not-in: [Animated.View]` leaves the animated one out (it had no way to).
    private func elements(_ locator: Locator, tag: String?) -> [JSXElementSyntax] {
        let tagged = index.elements.filter { element in
            let matchesTag = tag == nil || element.tag == tag || element.tag.hasSuffix("." + (tag ?? ""))
            let excludedItself = element.tag != tag && locator.excludedScope.contains(element.tag)
            return matchesTag && !excludedItself
        }
        return inScope(tagged, node: \.node, locator)
    }

    /// Class names in a class attribute: every string fragment below it (plain strings,
    /// `cn(…)` arguments, both branches of conditionals), and those of the file's string
    /// constants it names (`className={ROW_CLASS}`, `cn(CLASSES.row, …)`: they had been
    /// missing; a variable written again is not read), each class where it is written.
    /// With the rule's bindings, a condition they decide (`selected ? "h-10" : "h-8"`,
    /// `compact && "h-8"` with `selected: "true"`) gives only its branch's, as a call in a
    /// branch is read only where they run it.
    /// A helper function of the file gives the classes it returns where it is called
    /// (`sizeClass(size)`), and a name holding a call, those of its arguments
    /// (`const chip = cva("h-10", { variants: … })`, read through `chip({ size })`).
    /// Each constant and function is read once (`visited`): a name used twice gives its
    /// classes once, and no file makes the walk grow exponentially.
    private func classes(in node: Node, deciding bindings: [String: Evaluated]?, depth: Int = 0, visited: VisitedNodes = VisitedNodes())
        -> [FoundClass]
    {
        if node.kind == "string_fragment" { return classes(inFragment: node) }
        let deeper = { (part: Node) in self.classes(in: part, deciding: bindings, depth: depth + 1, visited: visited) }
        if let path = index.referencePath(node) {
            // A variable written again holds another value than its first: not read. A
            // function's classes are read where it is called.
            guard depth < 8 else { return [] }
            // A file-private component's prop default is what its uses pass (`<Shell px="px-[6px]" />`
            // over `px = "px-[5px]"`; the default alone had been read).
            return index.values(at: path).filter { !isFunction($0) && index.write(replacing: $0) == nil && visited.first($0) }.flatMap { value in
                (index.callSiteValues(ofDefault: value, for: node)?.values ?? [value]).flatMap(deeper)
            }
        }
        let read = { (part: Node) in self.classes(in: part, deciding: bindings, depth: depth, visited: visited) }
        if let call = index.adapter.call(node), call.receiver == nil, depth < 8 {
            let helpers = functions(named: call.name)
            if !helpers.isEmpty {
                let returned = helpers.filter(visited.first).flatMap(returnedValues).flatMap(deeper)
                return returned + node.namedChildren.flatMap(read)
            }
            let variantHelpers = bindings == nil ? [] : index.values(at: [call.name]).filter { index.adapter.call($0) != nil }
            if let bindings, !variantHelpers.isEmpty {
                let choice = VariantChoice(at: call, decidedBy: { self.decidedKey($0, bindings) })
                let chosen = variantHelpers.filter(visited.first).flatMap { variantClasses(of: $0, choice, read: deeper) }
                return chosen + node.namedChildren.flatMap(read)
            }
        }
        if case let .subscriptAccess(base, key) = index.adapter.form(of: node), let table = index.referencePath(base), depth < 8 {
            return classes(in: table, at: key, deciding: bindings, depth: depth + 1, visited: visited)
        }
        if let bindings {
            switch index.adapter.form(of: node) {
            case let .conditional(conditional):
                switch decided(conditional.condition, bindings) {
                case true?: return read(conditional.then)
                case false?: return conditional.otherwise.map(read) ?? []
                case nil: break
                }
            case .binary("&&", let condition, _) where decided(condition, bindings) == false:
                return []
            default:
                break
            }
        }
        return node.namedChildren.flatMap(read)
    }

    /// The classes a lookup table gives (`SIZES[size]` of `const SIZES = { lg: "h-11" }`):
    /// the entry the bindings decide, else every entry's (they had been left out, a false
    /// parity beside the base classes).
    private func classes(in table: [String], at key: Node, deciding bindings: [String: Evaluated]?, depth: Int, visited: VisitedNodes)
        -> [FoundClass]
    {
        let read = { (entry: Node) in self.classes(in: entry, deciding: bindings, depth: depth, visited: visited) }
        if let bindings {
            var evaluator = Evaluator(index: index, bindings: bindings, signatures: signatures)
            if case let .string(name) = evaluator.evaluate(key) {
                return index.values(at: table + [name]).filter(visited.first).flatMap(read)
            }
        }
        return tables(at: table).flatMap { object in object.pairs.map(\.value).filter(visited.first).flatMap(read) }
    }

    /// The variants a call of a class-variance helper chooses (`chip({ size, tone })`):
    /// those it gives, each decided or not, and the helper's defaults for the others.
    private struct VariantChoice {
        /// The variants the call gives, with the key each is, where the bindings decide it.
        let given: [String: String?]

        init(at call: CallSyntax, decidedBy key: (Node) -> String?) {
            // The call's object's pairs are its labeled arguments (`TypeScriptAdapter.call`).
            given = Dictionary(call.arguments.compactMap { argument in argument.label.map { ($0, key(argument.value)) } }) { first, _ in first }
        }

        /// The entry of `variant` that applies, nil where it is not decided.
        func key(of variant: String, defaults: ObjectLiteral?, decidedBy key: (Node) -> String?) -> String? {
            if let given = given[variant] { return given }
            return defaults?.pairs.first { $0.key == variant }.flatMap { key($0.value) }
        }
    }

    /// The classes of a class-variance helper (`cva("px-3", { variants, compoundVariants,
    /// defaultVariants })`, tailwind-variants' `tv({ base, variants, … })`) that `choice`
    /// applies: a variant's chosen entry, every entry where the choice is not decided;
    /// a compound variant unless a decided choice rules it out. Other arguments and keys
    /// are read whole; the defaults are variant names, not classes.
    private func variantClasses(of helper: Node, _ choice: VariantChoice, read: (Node) -> [FoundClass]) -> [FoundClass] {
        let arguments = helper.child(byField: "arguments")?.namedChildren ?? []
        return arguments.flatMap { argument -> [FoundClass] in
            guard let options = index.adapter.objectLiteral(argument), options.pairs.contains(where: { $0.key == "variants" }) else {
                return read(argument)
            }
            let defaults = options.pairs.first { $0.key == "defaultVariants" }.flatMap { index.adapter.objectLiteral($0.value) }
            let chosen = { (variant: String) in choice.key(of: variant, defaults: defaults, decidedBy: self.literalKey) }
            return options.pairs.flatMap { key, value -> [FoundClass] in
                switch key {
                case "defaultVariants": return []
                case "variants":
                    guard let variants = index.adapter.objectLiteral(value) else { return read(value) }
                    return variants.pairs.flatMap { variant, entries -> [FoundClass] in
                        guard let entries = index.adapter.objectLiteral(entries) else { return read(entries) }
                        let key = chosen(variant)
                        return entries.pairs.filter { key == nil || $0.key == key }.flatMap { read($0.value) }
                    }
                case "compoundVariants":
                    let compounds = value.namedChildren.compactMap(index.adapter.objectLiteral)
                    return compounds.filter { compound in
                        compound.pairs.allSatisfy { variant, wanted in
                            guard !Self.classKeys.contains(variant), let key = chosen(variant) else { return true }
                            return self.literalKeys(wanted).map { $0.contains(key) } ?? true
                        }
                    }.flatMap { $0.pairs.filter { Self.classKeys.contains($0.key) }.flatMap { read($0.value) } }
                default: return read(value)
                }
            }
        }
    }

    private static let classKeys: Set<String> = ["class", "className"]

    /// A variant's key a bound value is (`"lg"`, `true`), where the bindings decide it.
    private func decidedKey(_ node: Node, _ bindings: [String: Evaluated]) -> String? {
        var evaluator = Evaluator(index: index, bindings: bindings, signatures: signatures)
        return Self.variantKey(evaluator.evaluate(node))
    }

    /// A variant's key a literal of the helper is (a default, a compound's condition).
    private func literalKey(_ node: Node) -> String? {
        decidedKey(node, [:])
    }

    /// The keys a compound variant's condition accepts: one, or any of a list (`size: ["sm", "md"]`).
    private func literalKeys(_ node: Node) -> Set<String>? {
        var evaluator = Evaluator(index: index, bindings: [:], signatures: signatures)
        switch evaluator.evaluate(node) {
        case let .list(items): return Set(items.compactMap(Self.variantKey))
        case let value: return Self.variantKey(value).map { [$0] }
        }
    }

    private static func variantKey(_ value: Evaluated) -> String? {
        switch value {
        case let .string(text): text
        case let .bool(flag): flag ? "true" : "false"
        case let .number(number, nil): "\(number)"
        default: nil
        }
    }

    /// The nodes a walk has read, each by its place in the file.
    final class VisitedNodes {
        private var starts: Set<Range<Int>> = []

        /// Whether `node` is read for the first time (it is then recorded).
        func first(_ node: Node) -> Bool {
            starts.insert(node.byteRange).inserted
        }
    }

    private func isFunction(_ node: Node) -> Bool {
        index.adapter.functionKinds.contains(node.kind)
    }

    /// The functions a name of the file is: a function it declares, or a variable that
    /// holds a function literal.
    private func functions(named name: String) -> [Node] {
        index.declarationNodes(endingWith: [name]).map(\.node).filter(isFunction) + index.values(at: [name]).filter(isFunction)
    }

    /// What a JavaScript function returns: an arrow function's expression body, else the
    /// values of its `return` statements (not those of a function inside it).
    private func returnedValues(of function: Node) -> [Node] {
        guard let body = function.child(byField: "body") else { return [] }
        guard index.adapter.blockKinds.contains(body.kind) else { return [body] }
        var returned: [Node] = []
        body.walk(&returned) { returned, node, depth in
            if node.kind == "return_statement", let value = node.namedChildren.first(where: { !$0.isComment }) {
                returned.append(value)
            }
            return depth == 0 || !isFunction(node)
        }
        return returned
    }

    /// The objects a lookup table's name holds: its object literal (`{ … } as const` too),
    /// or the one a call wraps (`StyleSheet.create({ … })`).
    private func tables(at path: [String]) -> [ObjectLiteral] {
        index.values(at: path).compactMap { value in
            var value = value
            while case let .wrapped(inner) = index.adapter.form(of: value) { value = inner }
            return index.adapter.objectLiteral(value) ?? index.adapter.call(value)?.arguments.first.flatMap { index.adapter.objectLiteral($0.value) }
        }
    }

    /// A condition's value, where the bindings (and the file's constants and defaults) decide it.
    private func decided(_ condition: Node, _ bindings: [String: Evaluated]) -> Bool? {
        var evaluator = Evaluator(index: index, bindings: bindings, signatures: signatures)
        guard case let .bool(holds) = evaluator.evaluate(condition) else { return nil }
        return holds
    }

    /// A class as written: its text, where it starts and its bytes.
    private typealias FoundClass = (text: String, location: Location, range: Range<Int>)

    private func classes(inFragment fragment: Node) -> [FoundClass] {
        var result: [FoundClass] = []
        let text = fragment.text
        var offset = 0
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            defer { offset += word.utf8.count + 1 }
            guard !word.isEmpty, !word.contains(where: \.isWhitespace) else { continue }
            let start = fragment.byteRange.lowerBound + offset
            let position = fragment.tree.position(ofByte: start)
            result.append((String(word), Location(path: index.path, line: position.line, column: position.column), start..<(start + word.utf8.count)))
        }
        return result
    }

    /// Values of a style property in a style expression: keys of object literals, and
    /// through references to `StyleSheet` entries, each read once (`visited`: objects
    /// that each spread the next ten times had been read ten to their depth times).
    /// `properties`: the keys read; nil for every key.
    private func styleValues(in node: Node, properties: Set<String>?, depth: Int, visited: VisitedNodes = VisitedNodes())
        -> [(key: String, value: Node)]
    {
        guard depth < 8 else { return [] }
        var values: [(key: String, value: Node)] = []
        var stack = [node]
        while let current = stack.popLast() {
            if let object = index.adapter.objectLiteral(current) {
                values += object.pairs.filter { properties?.contains($0.key) ?? true }.map { ($0.key, $0.value) }
                stack += object.spreads
                stack += object.pairs.map(\.value).filter { index.adapter.objectLiteral($0) == nil }
                continue
            }
            // A helper of the file (`sizeStyle(size)`): the styles it returns.
            if let call = index.adapter.call(current), call.receiver == nil, case let helpers = functions(named: call.name), !helpers.isEmpty {
                for returned in helpers.filter(visited.first).flatMap(returnedValues) {
                    values += styleValues(in: returned, properties: properties, depth: depth + 1, visited: visited)
                }
                continue
            }
            // An entry of a lookup table (`sizes[size]`): any of its entries.
            if case let .subscriptAccess(base, _) = index.adapter.form(of: current), let table = index.referencePath(base) {
                stack += tables(at: table).flatMap { $0.pairs.map(\.value) }
                continue
            }
            // A style entry (`styles.item`), or a constant object of the file (`extra`).
            if let path = index.referencePath(current), path.count > 1 || index.values(at: path).contains(where: { index.adapter.objectLiteral($0) != nil }) {
                for target in index.values(at: path) where visited.first(target) {
                    values += styleValues(in: target, properties: properties, depth: depth + 1, visited: visited)
                }
                continue
            }
            stack += current.namedChildren.reversed()
        }
        return values
    }
}

extension Extractor {
    /// The names of the file's top-level declarations, in document order: constants a
    /// fix may refer to by name.
    public func topLevelNames() -> [String] {
        index.declarations.filter { $0.qualifiedPath.count == 1 }.compactMap(\.qualifiedPath.first)
    }

    /// A token container's members on this platform: each member's name, value node and
    /// location. A container is a type, extension or object (its member declarations),
    /// or a declaration whose value is a call with labeled arguments (`Colors(surface = …)`).
    public func members(of container: [String], ignoring ignored: Set<String>) -> [Member] {
        var result: [Member] = []
        for declaration in index.declarations(endingWith: container) {
            if declaration.syntax.isContainer {
                for member in index.adapter.memberDeclarations(of: declaration.syntax.node).compactMap(index.adapter.declaration) {
                    guard let value = member.value, !ignored.contains(member.name) else { continue }
                    result.append(Member(name: member.name, value: value, location: index.location(of: member.node)))
                }
            } else if let value = declaration.syntax.value, let call = index.adapter.call(value) {
                for argument in call.arguments {
                    guard let label = argument.label, !ignored.contains(label) else { continue }
                    result.append(Member(name: label, value: argument.value, location: index.location(of: argument.value)))
                }
            }
        }
        return result
    }

    /// A member's value read with a member locator: the value itself, or an argument
    /// of a call inside it (`Color.adaptive(light: …)` → `light`).
    public func observation(of member: Member, with locator: Locator?) -> Observation? {
        guard let locator else { return observe(member.value, nil, bound: LazyBindings { LazyBindings.Bound() }) }
        let bound = LazyBindings { bindings(locator) }
        guard case let .call(name, _, argument, _) = locator.target else { return observe(member.value, locator, bound: bound) }
        let calls = member.value.preorder().compactMap(index.adapter.call).filter { isSpelling($0.name, of: name) }
        guard let call = calls.first else { return nil }
        guard let argument else { return observe(call.node, locator, bound: bound) }
        if let value = select(argument, in: call) { return observe(value, locator, bound: bound, call: call) }
        return unwritten(call, locator)
    }
}

/// A member of a token container.
public struct Member {
    public let name: String
    let value: Node
    public let location: Location
}

/// A locator's bindings, computed on the first observation that needs them: a located
/// binding runs another locator, which a locator that finds nothing must not pay for.
/// Computed once for both what they bind and the literals those values were read from.
final class LazyBindings {
    struct Bound {
        var values: [String: Evaluated] = [:]
        /// The literals the located bindings' values were read from (a fix that edits one
        /// moves the values bound to it).
        var leaves: [SourceLeaf] = []
    }

    private let compute: () -> Bound
    private lazy var bound: Bound = compute()
    var values: [String: Evaluated] { bound.values }
    var leaves: [SourceLeaf] { bound.leaves }

    init(_ compute: @escaping () -> Bound) {
        self.compute = compute
    }
}
