import Extraction
import Fix
import Foundation
import Model
import Normalization
import Parsing
import Rules

/// One component's check: its files per platform, and the evaluation of its facts.
struct ComponentContext {
    let component: ComponentRules
    let sources: SourceSet
    let input: CheckInput
    /// Per token group, what a token's name stands for (`font`: `xl3` → `34pt`).
    var tokenDetails: [String: [String: String]] = [:]
    private(set) var findings: [Finding] = []
    private(set) var absences: [ExpectedAbsence] = []
    private(set) var failures: [String] = []
    /// The first fact whose canonical value is not found: the rules and the canonical
    /// disagree, which stops the check as an algorithm's missing canonical does.
    private(set) var rulesFailure: String?
    private(set) var indexes: [Platform: SourceIndex] = [:]
    /// Every canonical source of the component in the order the rules name them
    /// (`indexes[.canonical]` is the first): a value is read from the first that has it.
    private var canonicalIndexes: [SourceIndex] = []
    /// Platforms whose file is missing, unreadable or broken, with the cell to show.
    private(set) var unavailable: [Platform: Cell] = [:]
    /// The current row's drift findings, whose repair waits for the whole row: where the
    /// canonical is the outlier, the target is the platforms' value.
    private var pendingRepairs: [PendingRepair] = []
    /// The places each fact reads on each platform, for `leavingOtherFactsReadings`: read
    /// once a platform (every fact with an added part had read every other fact again,
    /// which doubled the check of a file of repeated components).
    private let readPlaces = ReadPlaces()

    private final class ReadPlaces {
        var byPlatform: [Platform: [(fact: Fact, leaves: Set<Range<Int>>)]] = [:]
    }

    private struct PendingRepair {
        let finding: Int
        let observation: NormalizedObservation
        let platform: Platform
        let shape: FactShape
        let relocate: Relocate
    }

    init(component: ComponentRules, sources: SourceSet, input: CheckInput) {
        self.component = component
        self.sources = sources
        self.input = input
    }

    /// Reads the component's files (of `only` these platforms, when given: the canonical
    /// alone for `[]`); a missing canonical source is a rules error.
    mutating func prepare(loading only: [Platform]? = nil) throws(CheckError) {
        if component.canonicalSources.isEmpty, !isPairwise {
            throw CheckError(message: "\(component.origin): component '\(component.id)' names no canonical source")
        }
        for canonicalName in component.canonicalSources {
            switch sources.canonical(canonicalName) {
            case let .indexed(index): canonicalIndexes.append(index)
            case let .broken(path, problems):
                let first = problems.first.map { "\(path):\($0.position.line):\($0.position.column): \($0.message)" } ?? path
                throw CheckError(message: "\(component.origin): the canonical source '\(canonicalName)' does not parse (\(first))")
            default:
                throw CheckError(
                    message: "\(component.origin): the canonical source '\(canonicalName)' is neither built in nor named by the config's 'canonical:'")
            }
        }
        indexes[.canonical] = canonicalIndexes.first
        let platforms = input.platforms.filter { Self.uses(component, $0) }
        isPresent = Self.isPresent(component, platforms: input.platforms, in: sources)
        guard isPresent else { return }
        for platform in platforms where only?.contains(platform) ?? true {
            load(platform)
        }
    }

    /// Whether any platform's source of the component is in the checked tree; a
    /// component with none is not checked (the tree may hold a subset of the library).
    private(set) var isPresent = true

    /// Whether a source of the component, on a platform its rules read, is in the tree.
    static func isPresent(_ component: ComponentRules, platforms: [Platform], in sources: SourceSet) -> Bool {
        platforms.contains { platform in
            uses(component, platform) && (sources.resolve(component: component, platform: platform).map(sources.exists) ?? false)
        }
    }

    private static func uses(_ component: ComponentRules, _ platform: Platform) -> Bool {
        component.facts.contains { fact in
            if case .locate? = fact.locators[platform] { return true }
            return false
        } || component.tokenGroups.contains { $0.containers[platform] != nil }
            || component.algorithms.contains { algorithm in
                if case .absent? = algorithm.programs[platform] { return false }
                return algorithm.programs[platform] != nil
            }
    }

    /// Whether the component's platforms are compared with each other, not the canonical.
    var isPairwise: Bool { (component.compare ?? input.compare) == .pairwise }

    private mutating func load(_ platform: Platform) {
        guard let relative = sources.resolve(component: component, platform: platform) else {
            unavailable[platform] = Cell(status: .noFile, text: "no file")
            findings.append(Finding(
                component: component.id, fact: component.id, platform: platform, kind: .missingFile, severity: .error,
                location: rulesLocation, found: nil, canonical: nil,
                message: "no \(platform.name) source for \(component.id) in \(sources.root): no \(platform.name) file is named "
                    + SourceSet.fileNames(for: component.id, platform: platform).sorted().map { "'\($0)'" }.joined(separator: " or ")
                    + " (another is named in the rules: 'sources: { \(platform.name): PATH }', PATH below the checked folder)"))
            return
        }
        switch sources.checked(relative) {
        case let .indexed(index):
            indexes[platform] = index
        case let .broken(path, problems):
            unavailable[platform] = Cell(status: .syntax, text: "syntax error")
            for problem in problems {
                findings.append(Finding(
                    component: component.id, fact: path, platform: platform, kind: .syntax, severity: .error,
                    location: Location(path: path, line: problem.position.line, column: problem.position.column),
                    found: nil, canonical: nil, message: problem.message + " (facts of this file are not checked)"))
            }
        case let .unreadable(reason):
            unavailable[platform] = Cell(status: .unreadable, text: "unreadable")
            failures.append(reason)
        case .clean, .released:
            preconditionFailure("checked(_:) always indexes a clean or released file")
        case .missing:
            unavailable[platform] = Cell(status: .noFile, text: "no file")
            findings.append(Finding(
                component: component.id, fact: component.id, platform: platform, kind: .missingFile, severity: .error,
                location: rulesLocation, found: nil, canonical: nil,
                message: "\(sources.displayPath(relative)) is missing (named by the \(component.id) rules)"))
        }
    }

    /// A missing file is reported where the library's rules name the component's
    /// sources (the built-in rules have no file in the checked repository).
    private var rulesLocation: Location? {
        guard let origin = component.sourcesOrigin ?? Optional(component.origin), FileManager.default.fileExists(atPath: origin.file),
            origin.file.contains("/")
        else { return nil }
        return Location(path: origin.file, line: origin.line, column: origin.column)
    }

    // MARK: Facts

    mutating func evaluate(_ fact: Fact) -> FactRow {
        if isPairwise { return evaluatePairwise(fact) }
        let shape = FactShape(kind: fact.kind, tokenGroup: fact.tokenGroup)
        let canonical = leavingOtherFactsReadings(observe(fact.locators[.canonical], shape: shape, platform: .canonical), fact: fact, platform: .canonical)
        let canonicalValue = canonical.first?.value
        let canonicalFound = canonical.first.map { FoundValue(raw: canonicalLabel(fact, $0), value: $0.value) }
        var row = FactRow(
            fact: fact.qualifiedID, description: fact.description,
            canonical: canonicalCell(canonical, fact: fact), cells: [:], outlier: nil)
        // Without its canonical value the fact cannot be checked: the tool cannot do its
        // job (exit 2), which had been an error finding among the drift (exit 1).
        guard let canonicalValue else {
            // Found but not read (a bare duration without the rule's `unit:`): why, not "not found".
            let reason = canonical.first.map { found in "\(found.observation.raw) is not read: \(found.problem ?? "no value")" }
            stop(for: fact, "\(fact.origin): fact '\(fact.qualifiedID)': the canonical value " + (reason ?? "is not found") + "; fix the rule or the canonical source")
            return row
        }
        for platform in input.platforms {
            row.cells[platform] = cell(
                fact: fact, shape: shape, platform: platform, canonical: canonicalValue, canonicalFound: canonicalFound)
        }
        let verdict = Outlier.verdict(row: row, canonical: canonicalValue, platforms: input.platforms)
        row.outlier = verdict?.note
        let fix = verdict.flatMap { verdict in
            canonical.first.flatMap { canonicalRepair($0, to: verdict.consensus, shape: shape) }
        }
        settleRepairs(canonical: canonicalValue, verdict: verdict, canonicalRepair: fix)
        return row
    }

    private mutating func cell(
        fact: Fact, shape: FactShape, platform: Platform, canonical: Value, canonicalFound: FoundValue?
    ) -> Cell {
        switch fact.locators[platform] {
        case nil:
            return Cell(status: .notChecked, text: "·")
        case let .absent(reason)?:
            absences.append(ExpectedAbsence(fact: fact.qualifiedID, platform: platform, reason: reason))
            return Cell(status: .absent, text: "–")
        case let .locate(locators)?:
            if let unavailable = unavailable[platform] { return unavailable }
            let (found, lost) = located(fact, locators, shape: shape, platform: platform, canonicalFound: canonicalFound)
            guard !found.isEmpty else { return Cell(status: .missing, text: "not found") }
            let cell = compare(found, fact: fact, platform: platform, canonical: canonical, canonicalFound: canonicalFound)
            return lost && cell.status == .equal ? Cell(status: .missing, text: "not found") : cell
        }
    }

    /// A platform's observations of a fact, locator by locator; a `missing` finding when
    /// none finds the value, or when one of a list finds nothing: each names a place the
    /// value must be (a badge's width and its height), and one that finds nothing is a
    /// place the value left.
    private mutating func located(
        _ fact: Fact, _ locators: [Locator], shape: FactShape, platform: Platform, canonicalFound: FoundValue?
    ) -> (found: [NormalizedObservation], lost: Bool) {
        let each = observeEach(locators, shape: shape, platform: platform, in: indexes[platform])
        let read = Array(each.joined())
        let found = Self.oneReadingPerPlace(leavingOtherFactsReadings(read, fact: fact, platform: platform))
        guard !found.isEmpty else {
            let places = Self.naming(locators)
            let detail = read.isEmpty
                ? "\(places) \(locators.count == 1 ? "finds" : "find") nothing: the platform lacks it, or the rule no longer matches the source"
                : "\(places) \(locators.count == 1 ? "reads" : "read") only what other facts of \(component.id) read"
            findings.append(missing(fact, on: platform, canonicalFound: canonicalFound, detail: detail))
            return ([], true)
        }
        let lost = zip(locators, each).filter { $1.isEmpty && !$0.mayBeAbsent }.map { "\($0.0.origin)" }
        if !lost.isEmpty {
            findings.append(missing(fact, on: platform, canonicalFound: canonicalFound, detail: "the locator at \(lost.joined(separator: ", ")) finds nothing, where the others find it"))
        }
        return (found, !lost.isEmpty)
    }

    /// `the locator at rules/badge.yml:12:14`, `the locators at …, …`: where a missing
    /// fact's rule looked, so the reader knows which rule to mend or which code to restore.
    private static func naming(_ locators: [Locator]) -> String {
        (locators.count == 1 ? "the locator at " : "the locators at ") + locators.map { "\($0.origin)" }.joined(separator: ", ")
    }

    /// One reading of a value written once and read through several locators (a constant
    /// and where the code uses it, `RowHeight` and `height(RowHeight)`): one finding and
    /// one edit where it is written, not one per locator. Readings of the same text that
    /// normalize differently (another unit, `negate`) stay apart.
    private static func oneReadingPerPlace(_ observations: [NormalizedObservation]) -> [NormalizedObservation] {
        var read = Set<ReadingPlace>()
        return observations.filter { observation in
            let leaves = observation.observation.leaves.map(\.range)
            return leaves.isEmpty || read.insert(ReadingPlace(leaves: leaves, value: observation.value)).inserted
        }
    }

    private struct ReadingPlace: Hashable {
        let leaves: [Range<Int>]
        let value: Value?
    }

    /// The observations without what another fact of the component reads at the same
    /// place, where the library states it as a fact of its own:
    /// - a token's opacity that an `opacity` fact reads (`bg-surface/95`,
    ///   `Color.surface.opacity(0.95)`): the token compares by name. Where no fact reads
    ///   it, the opacity is part of the token's value (`text-link/50` is not `link`);
    /// - a theme's class (`dark:`, `light:`) that a fact of that theme reads (`variant:
    ///   dark`). Where none does, the class is the fact's value in that theme, which must
    ///   be the same (`text-link dark:text-label` is not `link` throughout);
    /// - a part another call adds (`.padding(.leading, 12)` next to `.padding(.horizontal,
    ///   6)`) that another fact reads as its own value (the leading padding's).
    private func leavingOtherFactsReadings(_ observations: [NormalizedObservation], fact: Fact, platform: Platform) -> [NormalizedObservation] {
        let drawn = { (observation: NormalizedObservation) in if case .token(_, _?) = observation.value { true } else { false } }
        guard observations.contains(where: { drawn($0) || Self.isThemeClass($0) || $0.observation.isAddedPart }) else { return observations }
        let readers = places(readOn: platform).filter { $0.fact.qualifiedID != fact.qualifiedID }
        return observations.compactMap { observation in
            let leaves = Set(observation.observation.leaves.map(\.range))
            let sharing = readers.filter { !$0.leaves.isDisjoint(with: leaves) }.map(\.fact)
            if Self.isThemeClass(observation) || observation.observation.isAddedPart, !sharing.isEmpty { return nil }
            guard drawn(observation), let reader = sharing.first(where: { $0.kind == .opacity }) else { return observation }
            return observation.leavingOpacity(to: reader.qualifiedID)
        }
    }

    /// The places each fact of the component reads on `platform` as its own values (not
    /// the parts other calls add, nor a wider setting that pads other sides too), in the
    /// facts' id order.
    private func places(readOn platform: Platform) -> [(fact: Fact, leaves: Set<Range<Int>>)] {
        if let known = readPlaces.byPlatform[platform] { return known }
        let found = component.facts.sorted { $0.qualifiedID < $1.qualifiedID }.map { other in
            let read = observe(other.locators[platform], shape: FactShape(kind: other.kind, tokenGroup: other.tokenGroup), platform: platform)
            let own = read.filter { !$0.observation.isAddedPart && !$0.observation.isWiderSetting }
            return (fact: other, leaves: Set(own.flatMap { $0.observation.leaves.map(\.range) }))
        }
        readPlaces.byPlatform[platform] = found
        return found
    }

    /// A class of one theme (`dark:text-label`) read beside the fact's own ones by a
    /// locator that names no variant (one naming `variant: dark` reads it as its own).
    private static func isThemeClass(_ observation: NormalizedObservation) -> Bool {
        guard case let .tailwind(tailwindClass) = observation.observation.value, case .tailwind(_, _, nil, _)? = observation.locator?.target
        else { return false }
        return tailwindClass.isThemeClass
    }

    private func missing(_ fact: Fact, on platform: Platform, canonicalFound: FoundValue?, detail: String) -> Finding {
        Finding(
            component: component.id, fact: fact.qualifiedID, platform: platform, kind: .missing, severity: .error,
            location: indexes[platform].map { Location(path: $0.path, line: 1, column: 1) }, found: nil, canonical: canonicalFound,
            message: "\(fact.qualifiedID): not found on \(platform.name): \(detail)")
    }

    /// Reads an observation again from an edited copy of its file, or with literals read
    /// as other text (a fix's proof and trials).
    typealias Relocate = (NormalizedObservation, SourceIndex, [Int: String]) -> NormalizedObservation?

    private mutating func compare(
        _ observed: [NormalizedObservation], fact: Fact, platform: Platform, canonical: Value, canonicalFound: FoundValue?,
        relocate: Relocate? = nil
    ) -> Cell {
        let shape = FactShape(kind: fact.kind, tokenGroup: fact.tokenGroup)
        let relocate = relocate ?? { [self] observation, index, overrides in
            relocated(observation, shape: shape, platform: platform, in: index, overrides: overrides)
        }
        var status = Cell.Status.equal
        // One expression read under several bindings (a direction's sign each) that drifts
        // alike in each is one finding and one edit, not one per reading.
        var reported = Set<ReportedDrift>()
        for observation in observed {
            let found = FoundValue(raw: observation.observation.raw, value: observation.value)
            guard let value = observation.value else {
                status = .problem
                reportUnread(observation, fact: fact, platform: platform, canonical: canonicalFound)
                continue
            }
            guard value != canonical else { continue }
            if status == .equal { status = .drift }
            let group = fact.tokenGroup
            let finding = Finding(
                component: component.id, fact: fact.qualifiedID, platform: platform, kind: .drift,
                severity: fact.advisory ? .warning : .error, location: observation.observation.valueLocation, found: found,
                canonical: canonicalFound,
                message: "\(fact.qualifiedID): \(platform.name) \(describe(observation, group: group)) ≠ canonical \(describe(canonicalFound, canonical, group: group))")
            guard reported.insert(ReportedDrift(location: finding.location, message: finding.message)).inserted else { continue }
            report(finding, observed: observation.observation)
            pendingRepairs.append(PendingRepair(
                finding: findings.count - 1, observation: observation, platform: platform, shape: shape, relocate: relocate))
        }
        let marker = status == .equal ? "= " : status == .drift ? "≠ " : "? "
        let texts = Array(Set(observed.map(\.cell))).sorted()
        return Cell(status: status, text: marker + texts.joined(separator: " | "), observations: observed)
    }

    private struct ReportedDrift: Hashable {
        let location: Location?
        let message: String
    }

    /// The edit that gives a drifting observation the target value, or why there is none.
    private func repair(
        _ observation: NormalizedObservation, to target: Value, platform: Platform, shape: FactShape, relocate: @escaping Relocate
    ) -> Repair {
        let group = shape.tokenGroup
        if let key = observation.observation.platformDefault, observation.observation.leaves.isEmpty {
            return .notFixable("the value is \(platform.name)'s default (\(key)), and the call that would take it is not written")
        }
        if observation.observation.isWiderSetting {
            return .notFixable("\(observation.observation.raw) sets other sides too: write the fact's own setting beside it, or fix it by hand")
        }
        // The fact's value there is the sum: writing the canonical value in the added part
        // would pad by both (`.padding(.horizontal, 5).padding(2)` "fixed" to `.padding(5)`).
        if observation.observation.isAddedPart {
            return .notFixable("\(observation.observation.raw) adds to the fact's own setting on some sides: fix it by hand")
        }
        if observation.observation.isSum {
            return .notFixable("\(observation.observation.raw) sets the same sides more than once, and the value is the sum: fix it by hand")
        }
        let path = observation.observation.location.path
        let file = platform == .canonical ? canonicalIndexes.first { $0.path == path } : indexes[platform]
        guard let index = file, let current = observation.value else { return .notFixable("the value is not read") }
        var utility: String?
        if case let .tailwind(_, name, _, _)? = observation.locator?.target { utility = name }
        let aliases = input.rules.aliases
        let usesAliases = platform.isTypeScript
        var notation = Notation(tailwindUtility: utility, rem: input.rem(for: platform)) { token in
            TokenSpelling.aliases(for: token, group: usesAliases ? group : nil, aliases: aliases)
        }
        notation.language = index.parsed.language.rawValue
        var planner = RepairPlanner(
            path: index.path, text: index.parsed.file.text, current: current, target: target,
            leaves: observation.observation.leaves, notation: notation,
            probe: { overrides in relocate(observation, index, overrides)?.value },
            read: { [sources] text in
                guard let edited = sources.reindexed(index, text: text) else { return nil }
                return relocate(observation, edited, [:])?.value
            })
        if let locator = observation.locator {
            planner.constantsHoldingTarget = { [self] in constants(holding: target, shape: shape, like: locator, in: index, platform: platform) }
        }
        let repair = planner.plan()
        if case let .edits(edits) = repair, let changed = otherStateChanged(by: edits, observation, in: index, relocate: relocate) {
            return .notFixable(changed)
        }
        return repair
    }

    /// A repair may change the value only in the state the rule reads it in. A locator
    /// that binds a Boolean or a number (`active: "false"`, `progress: "0"`) is read again
    /// with each bound the other way, before and after the edits: `alpha = 0.5f + 0.5f *
    /// progress`, read at progress 0, was "fixed" by changing the 0.5 that also sets the
    /// shown state. Why the edit is refused, or nil.
    private func otherStateChanged(by edits: [Edit], _ observation: NormalizedObservation, in index: SourceIndex, relocate: Relocate) -> String? {
        guard let locator = observation.locator, !locator.bindings.isEmpty,
            let text = TextEdits.apply(edits.filter { $0.path == index.path }, to: index.parsed.file.text),
            let edited = sources.reindexed(index, text: text)
        else { return nil }
        for (name, binding) in locator.bindings.sorted(by: { $0.key < $1.key }) {
            guard case let .text(bound) = binding, let other = Self.otherState(of: bound) else { continue }
            var varied = observation
            varied.locator?.bindings[name] = .text(other)
            guard let before = relocate(varied, index, [:])?.value, relocate(varied, edited, [:])?.value != before else { continue }
            return "the edit would also change the value where \(name) is \(other) (the rule reads it where \(name) is \(bound)): fix it by hand"
        }
        return nil
    }

    /// Another value of a bound Boolean or number; nil for other bindings (an enum case
    /// the rule reads each of).
    private static func otherState(of bound: String) -> String? {
        switch bound {
        case "true": return "false"
        case "false": return "true"
        default: return Decimal(plainNumber: bound).map { $0 == 0 ? "1" : "0" }
        }
    }

    /// The file's top-level constants whose value, read as the fact reads it, is `target`.
    private func constants(holding target: Value, shape: FactShape, like locator: Locator, in index: SourceIndex, platform: Platform)
        -> [String]
    {
        let extractor = extractor(for: index, shape: shape)
        return extractor.topLevelNames().filter { name in
            var reference = locator
            reference.target = .declaration([name])
            reference.scope = []
            reference.excludedScope = []
            reference.adjustments = []
            guard let found = (try? extractor.observations(of: reference))?.first else { return false }
            return Normalizer.normalize(found, fact: shape, locator: reference, context: normalizationContext(platform)).value == target
        }
    }

    /// Refuses a repair that would move another fact read from the same literal (read
    /// again from the edited file), unless that fact's repair is the same edit. The
    /// other fact may agree with the canonical or drift: a drifting one was once moved
    /// further off (from the value the platforms agree on), or its own repair, planned
    /// for the old literal, missed once both were written. An edit that moves a drifting
    /// fact exactly onto its canonical value repairs it too: that fact takes the edit.
    mutating func refuseSharedRepairs(in rows: [FactRow]) {
        guard input.plansRepairs else { return }
        let readers = Self.readers(of: rows)
        takeSharedRepairs(readers)
        deferDependentRepairs(readers)
        var planned: [String: Set<Edit>] = [:]
        for finding in findings { planned[finding.fact, default: []].formUnion(finding.repair?.edits ?? []) }
        let waiting = Dictionary(findings.compactMap { finding in finding.repairWaitsFor.map { (finding.factKey, $0) } }) { first, _ in first }
        findings = findings.map { finding in
            for edit in finding.repair?.edits ?? [] {
                // By fact, so the message names the same one every run. A fact that waits for
                // the repair this edit makes is moved by it, and repaired after it.
                let others = Self.readers(readers, of: edit, on: finding.platform).filter { other in
                    let awaited = waiting[Finding.key(other.fact, on: finding.platform)]
                    return other.fact != finding.fact && !(planned[other.fact]?.contains(edit) ?? false)
                        && !(awaited.map { planned[$0]?.contains(edit) ?? false } ?? false)
                }.sorted { $0.fact < $1.fact }
                guard let moved = others.first(where: { value(of: $0, on: finding.platform, after: edit) != $0.observation.value })
                else { continue }
                var refused = finding
                refused.repair = .notFixable(
                    moved.throughRule
                        ? "\(edit.start) is also read by \(moved.fact), whose rule computes it from this literal: this edit would change it (fix the two by hand)"
                        : "\(edit.start) is also read by \(moved.fact), which this edit would change: give each fact its own constant")
                return refused
            }
            return finding
        }
        abandonWaitsForRefusedRepairs()
    }

    /// A drift that waits for a repair the check refuses waits for nothing: both are fixed
    /// by hand. (One that waits for a drift that waits in turn keeps waiting: `fix` repairs
    /// the chain a link a pass.)
    private mutating func abandonWaitsForRefusedRepairs() {
        let repaired = Set(findings.filter { !($0.repair?.edits.isEmpty ?? true) }.map(\.factKey))
        let waiting = Set(findings.filter { $0.repairWaitsFor != nil }.map(\.factKey))
        findings = findings.map { finding in
            guard let owner = finding.repairWaitsFor, !repaired.contains(Finding.key(owner, on: finding.platform)),
                !waiting.contains(Finding.key(owner, on: finding.platform))
            else { return finding }
            var alone = finding
            alone.repairWaitsFor = nil
            alone.repair = .notFixable("its rule also reads the value of \(owner), which drifts and is not fixed either: fix the two by hand")
            return alone
        }
    }

    /// A fact's observation read from a literal a repair may edit; for a drifting one, its
    /// canonical value.
    private struct Reader {
        let fact: String
        let observation: NormalizedObservation
        let canonical: Value?
        /// Whether the fact reads the literal only through its rule (a `bind:`, a `minus`),
        /// not as one of its own: giving it its own constant cannot separate them.
        let throughRule: Bool
    }

    /// The compared observations by the literals they are read from, platform by platform.
    private static func readers(of rows: [FactRow]) -> [LeafKey: [Reader]] {
        var readers: [LeafKey: [Reader]] = [:]
        for row in rows {
            for (platform, cell) in row.cells where cell.status == .equal || cell.status == .drift {
                let canonical = cell.status == .drift ? row.canonical.observations.first?.value : nil
                for observation in cell.observations {
                    let own = Set(observation.observation.leaves.map(\.range))
                    for leaf in observation.observation.allLeaves {
                        readers[LeafKey(platform: platform, range: leaf.range), default: []].append(
                            Reader(fact: row.fact, observation: observation, canonical: canonical, throughRule: !own.contains(leaf.range)))
                    }
                }
            }
        }
        return readers
    }

    /// A drifting fact that another repair's edit moves exactly onto its canonical value
    /// takes that edit as its repair (its own was written for the old literal): each of
    /// its readings of the literal must land there (a hidden offset read for both
    /// directions once took an edit that fixed one and moved the other). Not one whose
    /// canonical is the outlier: it keeps the value the platforms agree on.
    private mutating func takeSharedRepairs(_ readers: [LeafKey: [Reader]]) {
        var taken: [String: Edit] = [:]
        for finding in findings {
            for edit in finding.repair?.edits ?? [] {
                let others = Dictionary(grouping: Self.readers(readers, of: edit, on: finding.platform)) { $0.fact }
                for (fact, readings) in others.sorted(by: { $0.key < $1.key })
                where fact != finding.fact && taken[Finding.key(fact, on: finding.platform)] == nil
                    && readings.allSatisfy({ $0.canonical != nil && value(of: $0, on: finding.platform, after: edit) == $0.canonical })
                {
                    taken[Finding.key(fact, on: finding.platform)] = edit
                }
            }
        }
        findings = findings.map { finding in
            guard finding.kind == .drift, finding.cause != Finding.outlierCause,
                let edit = taken[finding.factKey]
            else { return finding }
            var repaired = finding
            repaired.repair = .edits([edit])
            return repaired
        }
    }

    /// A drifting fact whose rule reads a literal that drifts as another fact's own value
    /// (a badge offset computed with a ring width the ring's fact finds wrong) waits for
    /// that fact's repair: its own edit, planned with the literal as it is, would make up
    /// for the wrong literal (`(-6).dp` became `(-9).dp` beside a ring of 3 instead of 2)
    /// and be wrong again once the literal is repaired. `fix` repairs the literal, then
    /// this fact from the edited file. Not one whose canonical is the outlier, nor one
    /// whose repair is the literal's own edit (`takeSharedRepairs`).
    private mutating func deferDependentRepairs(_ readers: [LeafKey: [Reader]]) {
        var owners: [String: (fact: String, literal: String)] = [:]
        let leaves = readers.sorted { ($0.key.platform, $0.key.range.lowerBound) < ($1.key.platform, $1.key.range.lowerBound) }
        // Until nothing more waits: an owner that waits in turn has no edit to share (a
        // height that took a radius's edit waits once the radius waits for a padding).
        var grew = true
        while grew {
            grew = false
            for (leaf, readings) in leaves {
                let platform = leaf.platform
                guard let owner = readings.first(where: { !$0.throughRule && isGenuineDrift($0.fact, on: platform) }) else { continue }
                let literal = owner.observation.observation.allLeaves.first { $0.range == leaf.range }?.text ?? ""
                let ownerWaits = owners[Finding.key(owner.fact, on: platform)] != nil
                let ownerEdits = ownerWaits ? [] : findings.first { $0.fact == owner.fact && $0.platform == platform }?.repair?.edits ?? []
                for dependent in readings where dependent.throughRule && dependent.fact != owner.fact && dependent.canonical != nil {
                    let key = Finding.key(dependent.fact, on: platform)
                    // Not one that takes the owner's own edit (`takeSharedRepairs`); one whose
                    // edit moves the owner's literal elsewhere waits too.
                    guard owners[key] == nil, let finding = findings.first(where: { $0.fact == dependent.fact && $0.platform == platform }),
                        finding.kind == .drift, finding.cause != Finding.outlierCause, case let .edits(edits)? = finding.repair,
                        !edits.contains(where: ownerEdits.contains)
                    else { continue }
                    owners[key] = (owner.fact, literal)
                    grew = true
                }
            }
        }
        findings = findings.map { finding in
            guard let owner = owners[finding.factKey], finding.kind == .drift else { return finding }
            var waiting = finding
            let literal = owner.literal.isEmpty ? "" : "'\(owner.literal)', "
            waiting.repair = .notFixable("its rule also reads \(literal)the value of \(owner.fact), which drifts: that is fixed first")
            waiting.repairWaitsFor = owner.fact
            return waiting
        }
    }

    /// Whether the fact drifts on the platform with the platforms' agreement (the
    /// canonical is not the outlier).
    private func isGenuineDrift(_ fact: String, on platform: Platform) -> Bool {
        findings.contains { $0.fact == fact && $0.platform == platform && $0.kind == .drift && $0.cause != Finding.outlierCause }
    }

    /// A reader's value read again from the file with the edit made: a fact's, or a token
    /// group member's (a letter spacing Compose writes as em × the size an edit changes);
    /// nil when it cannot be read (a fact this component does not list), which counts as
    /// moved.
    private func value(of reader: Reader, on platform: Platform, after edit: Edit) -> Value? {
        guard let index = indexes[platform],
            let edition = TextEdits.apply([edit], to: index.parsed.file.text).flatMap({ sources.reindexed(index, text: $0) })
        else { return nil }
        if let rule = component.facts.first(where: { $0.qualifiedID == reader.fact }) {
            let shape = FactShape(kind: rule.kind, tokenGroup: rule.tokenGroup)
            return relocated(reader.observation, shape: shape, platform: platform, in: edition, overrides: [:])?.value
        }
        return tokenMember(reader.fact, platform: platform, in: edition)?.value
    }

    /// The member of one of the component's token groups that `fact` names
    /// (`tokens.letter-spacing.xs3`), read from `index`.
    private func tokenMember(_ fact: String, platform: Platform, in index: SourceIndex) -> NormalizedObservation? {
        guard let (owner, qualified) = input.rules.tokenGroup(ofToken: fact), owner == component.id,
            let group = component.tokenGroups.first(where: { "\(component.id).\($0.id)" == qualified })
        else { return nil }
        let member = String(fact.dropFirst(qualified.count + 1))
        return members(group, platform: platform, in: index).first { TokenNames.kebab($0.key) == member }?.value
    }

    /// Each file a planned repair edits, as read.
    var repairedFiles: [String: SourceFile] {
        let indexes = Array(indexes.values) + canonicalIndexes
        var files: [String: SourceFile] = [:]
        for finding in findings {
            for edit in (finding.repair?.edits ?? []) + (finding.canonicalRepair?.repair.edits ?? []) where files[edit.path] == nil {
                files[edit.path] = indexes.first { $0.path == edit.path }?.parsed.file
            }
        }
        return files
    }

    private struct LeafKey: Hashable {
        let platform: Platform
        let range: Range<Int>
    }

    /// The readers of the literals an edit covers: the literal's own place, or places
    /// inside the edit (a sign dropped with its number covers one byte more).
    private static func readers(_ readers: [LeafKey: [Reader]], of edit: Edit, on platform: Platform) -> [Reader] {
        if let exact = readers[LeafKey(platform: platform, range: edit.range)] { return exact }
        return readers.filter { $0.key.platform == platform && edit.range.overlaps($0.key.range) }
            .sorted { $0.key.range.lowerBound < $1.key.range.lowerBound }.flatMap(\.value)
    }

    /// Adds a finding about an observed value, which points where the value is written;
    /// the use site, when it is elsewhere, is its `via`.
    /// Stops the check (exit 2) for a rules problem of `fact`, the first one only, unless
    /// the config switches the fact or its component off.
    private mutating func stop(for fact: Fact, _ problem: String) {
        guard !input.switchedOff.contains(fact.qualifiedID), !input.switchedOff.contains(component.id) else { return }
        rulesFailure = rulesFailure ?? problem
    }

    /// A value found but not read: a not-constant finding, or, where the rule lacks the
    /// unit a bare number needs, what stops the check (exit 2), as for the canonical.
    private mutating func reportUnread(_ observation: NormalizedObservation, fact: Fact, platform: Platform, canonical: FoundValue?) {
        let why = "\(platform.name) \(observation.observation.raw): \(observation.problem ?? "unreadable")"
        if observation.lacksRuleUnit {
            let origin = observation.locator?.origin ?? fact.origin
            stop(for: fact, "\(origin): fact '\(fact.qualifiedID)': \(why) (found at \(observation.observation.valueLocation))")
            return
        }
        report(Finding(
            component: component.id, fact: fact.qualifiedID, platform: platform, kind: .notConstant, severity: .error,
            location: observation.observation.valueLocation, found: FoundValue(raw: observation.observation.raw, value: nil),
            canonical: canonical, message: "\(fact.qualifiedID): \(why)"), observed: observation.observation)
    }

    private mutating func report(_ finding: Finding, observed observation: Observation) {
        var finding = finding
        if observation.valueLocation != observation.location { finding.via = observation.location }
        findings.append(finding)
    }

    // MARK: Pairwise

    /// A fact of a repository without a canonical: the platforms' values are compared
    /// with each other. The value more than half of the platforms hold is the
    /// reference, and every other one drifts; with no such value every platform is
    /// reported, since nothing says which is right.
    private mutating func evaluatePairwise(_ fact: Fact) -> FactRow {
        let shape = FactShape(kind: fact.kind, tokenGroup: fact.tokenGroup)
        var row = FactRow(fact: fact.qualifiedID, description: fact.description, canonical: Cell(status: .notChecked, text: "pairwise"), cells: [:])
        var observed: [(platform: Platform, observations: [NormalizedObservation])] = []
        for platform in input.platforms {
            switch fact.locators[platform] {
            case nil:
                row.cells[platform] = Cell(status: .notChecked, text: "·")
            case let .absent(reason)?:
                absences.append(ExpectedAbsence(fact: fact.qualifiedID, platform: platform, reason: reason))
                row.cells[platform] = Cell(status: .absent, text: "–")
            case let .locate(locators)?:
                if let unavailable = unavailable[platform] {
                    row.cells[platform] = unavailable
                    continue
                }
                let (found, _) = located(fact, locators, shape: shape, platform: platform, canonicalFound: nil)
                if found.isEmpty {
                    row.cells[platform] = Cell(status: .missing, text: "not found")
                } else {
                    observed.append((platform, found))
                }
            }
        }
        let votes = observed.compactMap { $0.observations.first?.value }
        let reference = Self.majority(votes)
        if let reference { row.canonical = Cell(status: .equal, text: "majority \(reference.display)") }
        else if votes.count > 1 { row.canonical = Cell(status: .drift, text: "no majority") }
        let holders = observed.filter { $0.observations.first?.value == reference }.map(\.platform.name)
        for (platform, observations) in observed {
            row.cells[platform] = pairwiseCell(
                observations, fact: fact, platform: platform, reference: reference, holders: holders, everyone: observed)
        }
        return row
    }

    /// The value more than half of `voters` hold (a lone vote is its own majority);
    /// `voters` counts those with no value too (all `votes`, by default).
    static func majority(_ votes: [Value], of voters: Int? = nil) -> Value? {
        var counts: [Value: Int] = [:]
        for vote in votes { counts[vote, default: 0] += 1 }
        return votes.first { counts[$0, default: 0] * 2 > (voters ?? votes.count) }
    }

    private mutating func pairwiseCell(
        _ observations: [NormalizedObservation], fact: Fact, platform: Platform, reference: Value?, holders: [String],
        everyone: [(platform: Platform, observations: [NormalizedObservation])]
    ) -> Cell {
        var status = Cell.Status.equal
        for observation in observations {
            let found = FoundValue(raw: observation.observation.raw, value: observation.value)
            guard let value = observation.value else {
                status = .problem
                reportUnread(observation, fact: fact, platform: platform, canonical: nil)
                continue
            }
            guard value != reference else { continue }
            status = .drift
            let others = everyone.filter { $0.platform != platform }.map { entry in
                "\(entry.platform.name) \(entry.observations.first?.value?.display ?? "?")"
            }
            let against = reference.map { "\($0.display) on \(holders.joined(separator: ", "))" }
            let message = against.map { "\(fact.qualifiedID): \(platform.name) \(describe(observation, group: fact.tokenGroup)) ≠ \($0)" }
                ?? "\(fact.qualifiedID): the platforms disagree with no majority: \(platform.name) \(describe(observation, group: fact.tokenGroup)), \(others.joined(separator: ", "))"
            var finding = Finding(
                component: component.id, fact: fact.qualifiedID, platform: platform, kind: .drift,
                severity: fact.advisory ? .warning : .error, location: observation.observation.valueLocation, found: found,
                canonical: reference.map { FoundValue(raw: $0.display, value: $0) }, message: message)
            if input.plansRepairs {
                let shape = FactShape(kind: fact.kind, tokenGroup: fact.tokenGroup)
                finding.repair = reference.map { reference in
                    repair(observation, to: reference, platform: platform, shape: shape) { [self] observation, index, overrides in
                        relocated(observation, shape: shape, platform: platform, in: index, overrides: overrides)
                    }
                } ?? .notFixable("the platforms disagree with no majority: nothing says which value is right")
            }
            report(finding, observed: observation.observation)
        }
        let marker = status == .equal ? "= " : status == .drift ? "≠ " : "? "
        let texts = Array(Set(observations.map(\.cell))).sorted()
        return Cell(status: status, text: marker + texts.joined(separator: " | "), observations: observations)
    }

    /// `Typography.xl3 (xl3, 34pt)`, `tween(200) (FastOutSlowInEasing (tween default): bezier(…))`.
    private func describe(_ observation: NormalizedObservation, group: String?) -> String {
        let raw = observation.observation.raw
        let value = observation.value.map { detail($0, group: group) } ?? "?"
        if let shown = observation.defaultDisplay { return "\(raw) → \(shown)" }
        return raw == value ? raw : "\(raw) (\(value))"
    }

    private func describe(_ found: FoundValue?, _ value: Value, group: String?) -> String {
        let shown = detail(value, group: group)
        guard let raw = found?.raw, raw != shown else { return shown }
        return "\(raw) (\(shown))"
    }

    private func detail(_ value: Value, group: String?) -> String {
        guard case let .token(name, nil) = value, let group, let meaning = tokenDetails[group]?[name] else { return value.display }
        return "\(name), \(meaning)"
    }

    /// The canonical side as the maintainers edit it: the declaration's name.
    private func canonicalLabel(_ fact: Fact, _ observation: NormalizedObservation) -> String {
        if case let .locate(locators)? = fact.locators[.canonical], locators.count == 1,
            case let .declaration(path) = locators[0].target
        {
            return path.joined(separator: ".")
        }
        return observation.observation.raw
    }

    /// A describing group's canonical values by token name, for messages.
    func describedValues(_ group: TokenGroup) -> [String: String] {
        var result: [String: String] = [:]
        for (name, observation) in members(group, platform: .canonical) {
            if let value = observation.value { result[TokenNames.kebab(name)] = value.display }
        }
        return result
    }

    private func canonicalCell(_ observed: [NormalizedObservation], fact: Fact) -> Cell {
        guard let first = observed.first else { return Cell(status: .missing, text: "not found") }
        return Cell(status: first.value == nil ? .problem : .equal, text: first.cell, observations: observed)
    }

    /// Plans the row's repairs. A value goes to the canonical one, unless the canonical is
    /// the outlier: then a platform other than a mirror (SwiftUI) that holds the others'
    /// value is left (`fix --canonical` changes the canonical instead), and one that
    /// leaves it goes back to it. A mirror, the canonical's own source, follows the canonical.
    private mutating func settleRepairs(canonical: Value, verdict: Outlier.Verdict?, canonicalRepair: CanonicalRepair?) {
        defer { pendingRepairs = [] }
        for pending in pendingRepairs {
            var finding = findings[pending.finding]
            var target = canonical
            if let verdict {
                finding.message += " — " + verdict.note
                if !pending.platform.mirrorsCanonical { target = verdict.consensus }
            }
            if target == pending.observation.value {
                finding.cause = Finding.outlierCause
                if input.plansRepairs {
                    finding.repair = .notFixable(
                        "the canonical is the outlier: the platforms agree with each other (fix --canonical changes the canonical)")
                    finding.canonicalRepair = canonicalRepair
                }
            } else if input.plansRepairs {
                finding.repair = repair(
                    pending.observation, to: target, platform: pending.platform, shape: pending.shape, relocate: pending.relocate)
            }
            findings[pending.finding] = finding
        }
    }

    /// The edit of the canonical source that gives it the value the platforms agree on.
    private func canonicalRepair(
        _ observation: NormalizedObservation, to agreed: Value, shape: FactShape, relocate: Relocate? = nil
    ) -> CanonicalRepair? {
        guard input.plansRepairs else { return nil }
        let location = observation.observation.valueLocation
        guard !location.path.hasPrefix("<") else {
            return CanonicalRepair(.notFixable("the canonical is built into uim-parity (\(location.path)): change its source there"), at: location)
        }
        let relocate = relocate ?? { [self] observation, index, overrides in
            relocated(observation, shape: shape, platform: .canonical, in: index, overrides: overrides)
        }
        return CanonicalRepair(repair(observation, to: agreed, platform: .canonical, shape: shape, relocate: relocate), at: location)
    }

    /// Every locator's normalized observations on a platform.
    func observe(_ platformLocator: PlatformLocator?, shape: FactShape, platform: Platform) -> [NormalizedObservation] {
        guard platform == .canonical else { return observe(platformLocator, shape: shape, platform: platform, in: indexes[platform]) }
        for index in canonicalIndexes {
            let observed = observe(platformLocator, shape: shape, platform: platform, in: index)
            if !observed.isEmpty { return observed }
        }
        return []
    }

    private func observe(
        _ platformLocator: PlatformLocator?, shape: FactShape, platform: Platform, in index: SourceIndex?
    ) -> [NormalizedObservation] {
        guard case let .locate(locators)? = platformLocator else { return [] }
        return Array(observeEach(locators, shape: shape, platform: platform, in: index).joined())
    }

    /// Each locator's normalized observations, in the locators' order.
    private func observeEach(_ locators: [Locator], shape: FactShape, platform: Platform, in index: SourceIndex?) -> [[NormalizedObservation]] {
        guard let index else { return locators.map { _ in [] } }
        let context = normalizationContext(platform)
        let extractor = extractor(for: index, shape: shape)
        return locators.map { locator -> [NormalizedObservation] in
            let observations = (try? extractor.observations(of: locator)) ?? []
            return observations.enumerated().map { ordinal, observation in
                var normalized = Normalizer.normalize(observation, fact: shape, locator: locator, context: context)
                normalized.ordinal = ordinal
                return normalized
            }
        }
    }

    /// The extractor for a file: the Tailwind values the fact reads (all, for `nil`), and
    /// the API signatures of the file's language.
    private func extractor(for index: SourceIndex, shape: FactShape?) -> Extractor {
        var extractor = Extractor.reading(index, as: shape, rules: input.rules)
        extractor.tracksBoundLeaves = input.plansRepairs
        return extractor
    }

    /// An observation read again, by its locator and place, from an edited copy of its
    /// file, or with some literals read as other text; as the check read it, without an
    /// opacity another fact reads.
    private func relocated(
        _ observation: NormalizedObservation, shape: FactShape, platform: Platform, in index: SourceIndex, overrides: [Int: String]
    ) -> NormalizedObservation? {
        guard let locator = observation.locator else { return nil }
        var extractor = extractor(for: index, shape: shape)
        extractor.literalOverrides = overrides
        guard let found = try? extractor.observations(of: locator), found.indices.contains(observation.ordinal) else { return nil }
        let again = Normalizer.normalize(found[observation.ordinal], fact: shape, locator: locator, context: normalizationContext(platform))
        return observation.opacityReader.map(again.leavingOpacity(to:)) ?? again
    }

    // MARK: Token groups

    mutating func evaluate(_ group: TokenGroup) -> [FactRow] {
        var rows: [FactRow] = []
        let shape = FactShape(kind: group.kind, tokenGroup: nil)
        let canonicalMembers = members(group, platform: .canonical)
        var platformMembers: [Platform: [String: NormalizedObservation]] = [:]
        for platform in input.platforms where group.containers[platform] != nil {
            platformMembers[platform] = members(group, platform: platform)
        }
        for name in canonicalMembers.keys.sorted() {
            let canonical = canonicalMembers[name]!
            let factID = "\(component.id).\(group.id).\(TokenNames.kebab(name))"
            var row = FactRow(
                fact: factID, description: group.description, canonical: Cell(status: .equal, text: canonical.cell, observations: [canonical]),
                cells: [:], outlier: nil)
            let canonicalFound = FoundValue(raw: canonical.observation.raw, value: canonical.value)
            for platform in input.platforms {
                guard group.containers[platform] != nil else {
                    row.cells[platform] = Cell(status: .notChecked, text: "·")
                    continue
                }
                if let unavailable = unavailable[platform] {
                    row.cells[platform] = unavailable
                    continue
                }
                guard let observed = platformMembers[platform]?[name] else {
                    findings.append(Finding(
                        component: component.id, fact: factID, platform: platform, kind: .missing, severity: .error,
                        location: indexes[platform].map { Location(path: $0.path, line: 1, column: 1) }, found: nil,
                        canonical: canonicalFound,
                        message: "\(factID): token '\(name)' is not defined on \(platform.name)"))
                    row.cells[platform] = Cell(status: .missing, text: "not found")
                    continue
                }
                guard let value = canonical.value else { continue }
                let pseudoFact = Fact(
                    id: "\(group.id).\(TokenNames.kebab(name))", component: component.id, description: group.description,
                    kind: group.kind, tokenGroup: nil, advisory: false, locators: PlatformKeyed(), examples: [], origin: group.origin)
                row.cells[platform] = compare(
                    [observed], fact: pseudoFact, platform: platform, canonical: value, canonicalFound: canonicalFound
                ) { [self] _, index, overrides in members(group, platform: platform, in: index, overrides: overrides)[name] }
            }
            if let value = canonical.value {
                let verdict = Outlier.verdict(row: row, canonical: value, platforms: input.platforms)
                row.outlier = verdict?.note
                let fix = verdict.flatMap { verdict in
                    canonicalRepair(canonical, to: verdict.consensus, shape: shape) { [self] _, index, overrides in
                        members(group, platform: .canonical, in: index, overrides: overrides)[name]
                    }
                }
                settleRepairs(canonical: value, verdict: verdict, canonicalRepair: fix)
            }
            rows.append(row)
        }
        for (platform, membersByName) in platformMembers.sorted(by: { $0.key < $1.key }) {
            for (name, observed) in membersByName.sorted(by: { $0.key < $1.key }) where canonicalMembers[name] == nil {
                findings.append(Finding(
                    component: component.id, fact: "\(component.id).\(group.id).\(TokenNames.kebab(name))", platform: platform,
                    kind: .orphanToken, severity: .warning, location: observed.observation.location,
                    found: FoundValue(raw: observed.observation.raw, value: observed.value), canonical: nil,
                    message: "\(group.id) token '\(name)' is defined on \(platform.name) only"))
            }
        }
        _ = shape
        return rows
    }

    private func normalizationContext(_ platform: Platform) -> NormalizationContext {
        NormalizationContext(
            platform: platform, rem: input.rem(for: platform), aliases: input.rules.aliases, declaredDefaults: input.rules.defaults)
    }

    /// A token container's members, from the first canonical source that declares it.
    private func members(_ group: TokenGroup, platform: Platform) -> [String: NormalizedObservation] {
        let candidates = platform == .canonical ? canonicalIndexes : indexes[platform].map { [$0] } ?? []
        for index in candidates {
            let found = members(group, platform: platform, in: index)
            if !found.isEmpty { return found }
        }
        return [:]
    }

    private func members(_ group: TokenGroup, platform: Platform, in index: SourceIndex, overrides: [Int: String] = [:])
        -> [String: NormalizedObservation]
    {
        guard let container = group.containers[platform] else { return [:] }
        var extractor = extractor(for: index, shape: nil)
        extractor.literalOverrides = overrides
        let context = normalizationContext(platform)
        let shape = FactShape(kind: group.kind, tokenGroup: nil)
        let locator = container.value ?? Locator(target: .declaration([]), origin: group.origin)
        var result: [String: NormalizedObservation] = [:]
        for member in extractor.members(of: container.container, ignoring: container.ignore) where result[member.name] == nil {
            guard let observation = extractor.observation(of: member, with: container.value) else { continue }
            result[member.name] = Normalizer.normalize(observation, fact: shape, locator: locator, context: context)
        }
        return result
    }
}
