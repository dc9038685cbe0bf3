import Extraction
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
    private(set) var indexes: [Platform: SourceIndex] = [:]
    /// Platforms whose file is missing, unreadable or broken, with the cell to show.
    private var unavailable: [Platform: Cell] = [:]

    init(component: ComponentRules, sources: SourceSet, input: CheckInput) {
        self.component = component
        self.sources = sources
        self.input = input
    }

    /// Reads the component's files; a missing canonical source is a rules error.
    mutating func prepare() throws(CheckError) {
        guard let canonicalName = component.sources[.canonical] else {
            throw CheckError(message: "\(component.origin): component '\(component.id)' names no canonical source")
        }
        switch sources.canonical(canonicalName) {
        case let .indexed(index): indexes[.canonical] = index
        default:
            throw CheckError(message: "\(component.origin): the canonical source '\(canonicalName)' is not built in or does not parse")
        }
        let platforms = Platform.checked.filter(usesPlatform)
        isPresent = platforms.contains { sources.resolve(component: component, platform: $0).map(sources.exists) ?? false }
        guard isPresent else { return }
        for platform in platforms {
            load(platform)
        }
    }

    /// Whether any platform's source of the component is in the checked tree; a
    /// component with none is not checked (the tree may hold a subset of the library).
    private(set) var isPresent = true

    private func usesPlatform(_ platform: Platform) -> Bool {
        component.facts.contains { fact in
            if case .locate? = fact.locators[platform] { return true }
            return false
        } || component.tokenGroups.contains { $0.containers[platform] != nil }
    }

    private mutating func load(_ platform: Platform) {
        guard let relative = sources.resolve(component: component, platform: platform) else {
            unavailable[platform] = Cell(status: .noFile, text: "no file")
            findings.append(Finding(
                component: component.id, fact: component.id, platform: platform, kind: .missingFile, severity: .error,
                location: nil, found: nil, canonical: nil,
                message: "no \(platform.rawValue) source for \(component.id) in \(sources.root)"))
            return
        }
        switch sources.checked(relative) {
        case let .indexed(index):
            indexes[platform] = index
        case let .broken(index, problems):
            unavailable[platform] = Cell(status: .syntax, text: "syntax error")
            for problem in problems {
                findings.append(Finding(
                    component: component.id, fact: index.path, platform: platform, kind: .syntax, severity: .error,
                    location: Location(path: index.path, line: problem.position.line, column: problem.position.column),
                    found: nil, canonical: nil, message: problem.message + " (facts of this file are not checked)"))
            }
        case let .unreadable(reason):
            unavailable[platform] = Cell(status: .unreadable, text: "unreadable")
            failures.append(reason)
        case .missing:
            unavailable[platform] = Cell(status: .noFile, text: "no file")
            findings.append(Finding(
                component: component.id, fact: component.id, platform: platform, kind: .missingFile, severity: .error,
                location: nil, found: nil, canonical: nil,
                message: "\(sources.displayPath(relative)) is missing (named by the \(component.id) rules)"))
        }
    }

    // MARK: Facts

    mutating func evaluate(_ fact: Fact) -> FactRow {
        let shape = FactShape(kind: fact.kind, tokenGroup: fact.tokenGroup)
        let canonical = observe(fact.locators[.canonical], shape: shape, platform: .canonical)
        let canonicalValue = canonical.first?.value
        let canonicalFound = canonical.first.map { FoundValue(raw: canonicalLabel(fact, $0), value: $0.value) }
        var row = FactRow(
            fact: fact.qualifiedID, description: fact.description,
            canonical: canonicalCell(canonical, fact: fact), cells: [:], outlier: nil)
        guard let canonicalValue else {
            findings.append(Finding(
                component: component.id, fact: fact.qualifiedID, platform: .canonical, kind: .missing, severity: .error,
                location: nil, found: nil, canonical: nil,
                message: "\(fact.qualifiedID): the canonical value is not found (\(fact.origin)); fix the rule or the canonical source"))
            return row
        }
        for platform in Platform.checked {
            row.cells[platform] = cell(
                fact: fact, shape: shape, platform: platform, canonical: canonicalValue, canonicalFound: canonicalFound)
        }
        row.outlier = Outlier.note(row: row, canonical: canonicalValue)
        if let note = row.outlier { annotateOutlier(fact: fact.qualifiedID, note: note) }
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
        case .locate?:
            if let unavailable = unavailable[platform] { return unavailable }
            let observed = observe(fact.locators[platform], shape: shape, platform: platform)
            guard !observed.isEmpty else {
                findings.append(Finding(
                    component: component.id, fact: fact.qualifiedID, platform: platform, kind: .missing, severity: .error,
                    location: indexes[platform].map { Location(path: $0.path, line: 1, column: 1) }, found: nil,
                    canonical: canonicalFound,
                    message: "\(fact.qualifiedID): not found on \(platform.rawValue): the platform lacks it, or the rule no longer matches the source"))
                return Cell(status: .missing, text: "not found")
            }
            return compare(observed, fact: fact, platform: platform, canonical: canonical, canonicalFound: canonicalFound)
        }
    }

    private mutating func compare(
        _ observed: [NormalizedObservation], fact: Fact, platform: Platform, canonical: Value, canonicalFound: FoundValue?
    ) -> Cell {
        var status = Cell.Status.equal
        for observation in observed {
            let found = FoundValue(raw: observation.observation.raw, value: observation.value)
            guard let value = observation.value else {
                status = .problem
                findings.append(Finding(
                    component: component.id, fact: fact.qualifiedID, platform: platform, kind: .notConstant,
                    severity: .error, location: observation.observation.location, found: found, canonical: canonicalFound,
                    message: "\(fact.qualifiedID): \(platform.rawValue) \(observation.observation.raw): \(observation.problem ?? "unreadable")"))
                continue
            }
            guard value != canonical else { continue }
            if status == .equal { status = .drift }
            let group = fact.tokenGroup
            findings.append(Finding(
                component: component.id, fact: fact.qualifiedID, platform: platform, kind: .drift,
                severity: fact.advisory ? .warning : .error, location: observation.observation.location, found: found,
                canonical: canonicalFound,
                message: "\(fact.qualifiedID): \(platform.rawValue) \(describe(observation, group: group)) ≠ canonical \(describe(canonicalFound, canonical, group: group))"))
        }
        let marker = status == .equal ? "= " : status == .drift ? "≠ " : "? "
        let texts = Array(Set(observed.map(\.cell))).sorted()
        return Cell(status: status, text: marker + texts.joined(separator: " | "), observations: observed)
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
        guard case let .token(name) = value, let group, let meaning = tokenDetails[group]?[name] else { return value.display }
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

    private mutating func annotateOutlier(fact: String, note: String) {
        findings = findings.map { finding in
            guard finding.fact == fact, finding.kind == .drift else { return finding }
            return Finding(
                component: finding.component, fact: finding.fact, platform: finding.platform, kind: finding.kind,
                severity: finding.severity, location: finding.location, found: finding.found, canonical: finding.canonical,
                message: finding.message + " — " + note, cause: "canonical-outlier")
        }
    }

    /// Every locator's normalized observations on a platform.
    func observe(_ platformLocator: PlatformLocator?, shape: FactShape, platform: Platform) -> [NormalizedObservation] {
        guard case let .locate(locators)? = platformLocator, let index = indexes[platform] else { return [] }
        let context = NormalizationContext(platform: platform, rem: input.rem(for: platform), aliases: input.rules.aliases)
        let extractor = Extractor(index: index, tailwindFilter: TailwindValues.filter(for: shape, aliases: input.rules.aliases))
        return locators.flatMap { locator -> [NormalizedObservation] in
            let observations = (try? extractor.observations(of: locator)) ?? []
            return observations.map { Normalizer.normalize($0, fact: shape, locator: locator, context: context) }
        }
    }

    // MARK: Token groups

    mutating func evaluate(_ group: TokenGroup) -> [FactRow] {
        var rows: [FactRow] = []
        let shape = FactShape(kind: group.kind, tokenGroup: nil)
        let canonicalMembers = members(group, platform: .canonical)
        var platformMembers: [Platform: [String: NormalizedObservation]] = [:]
        for platform in Platform.checked where group.containers[platform] != nil {
            platformMembers[platform] = members(group, platform: platform)
        }
        for name in canonicalMembers.keys.sorted() {
            let canonical = canonicalMembers[name]!
            let factID = "\(component.id).\(group.id).\(TokenNames.kebab(name))"
            var row = FactRow(
                fact: factID, description: group.description, canonical: Cell(status: .equal, text: canonical.cell, observations: [canonical]),
                cells: [:], outlier: nil)
            let canonicalFound = FoundValue(raw: canonical.observation.raw, value: canonical.value)
            for platform in Platform.checked {
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
                        message: "\(factID): token '\(name)' is not defined on \(platform.rawValue)"))
                    row.cells[platform] = Cell(status: .missing, text: "not found")
                    continue
                }
                guard let value = canonical.value else { continue }
                let pseudoFact = Fact(
                    id: "\(group.id).\(TokenNames.kebab(name))", component: component.id, description: group.description,
                    kind: group.kind, tokenGroup: nil, advisory: false, locators: [:], examples: [], origin: group.origin)
                row.cells[platform] = compare([observed], fact: pseudoFact, platform: platform, canonical: value, canonicalFound: canonicalFound)
            }
            row.outlier = canonical.value.flatMap { Outlier.note(row: row, canonical: $0) }
            if let note = row.outlier { annotateOutlier(fact: factID, note: note) }
            rows.append(row)
        }
        for (platform, membersByName) in platformMembers.sorted(by: { $0.key < $1.key }) {
            for (name, observed) in membersByName.sorted(by: { $0.key < $1.key }) where canonicalMembers[name] == nil {
                findings.append(Finding(
                    component: component.id, fact: "\(component.id).\(group.id).\(TokenNames.kebab(name))", platform: platform,
                    kind: .orphanToken, severity: .warning, location: observed.observation.location,
                    found: FoundValue(raw: observed.observation.raw, value: observed.value), canonical: nil,
                    message: "\(group.id) token '\(name)' is defined on \(platform.rawValue) only"))
            }
        }
        _ = shape
        return rows
    }

    private func members(_ group: TokenGroup, platform: Platform) -> [String: NormalizedObservation] {
        guard let container = group.containers[platform], let index = indexes[platform] else { return [:] }
        let extractor = Extractor(index: index)
        let context = NormalizationContext(platform: platform, rem: input.rem(for: platform), aliases: input.rules.aliases)
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
