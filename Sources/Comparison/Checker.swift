import Algorithms
import Extraction
import Foundation
import Model
import Normalization
import Parsing
import Rules

/// What a check needs: the rules, the checked folder, the canonical sources, the
/// platforms and their settings.
public struct CheckInput: Sendable {
    public let rules: RuleSet
    public let root: String
    public let canonicalSources: [CanonicalSource]
    /// The Tailwind rem in px per flavor (16 unless configured).
    public let rem: [Platform: Decimal]
    /// Where each platform's sources are below the root (default: `<platform>/**`).
    public let sourcePatterns: [Platform: [Glob]]
    /// The platforms of the checked tree, in report order.
    public var platforms: [Platform] = Platform.builtin
    /// How components that name no mode are compared.
    public var compare: CompareMode = .canonical
    /// Which files below the root are read (exclusions, git's ignores).
    public var reading = ReadPolicy()
    /// With `onlyComponents`: other changed sources, checked for syntax errors only.
    public var syntaxOnly: [String] = []
    /// Check only these components (and parse no other file); nil checks everything.
    public var onlyComponents: Set<String>? = nil
    /// The sources below the root, found already (`ChangedFiles.listing`): not looked
    /// for again.
    public var listing: SourceListing?
    /// The seed of the algorithms' random inputs (`--seed`).
    public var seed: UInt64 = AlgorithmParity.defaultSeed
    /// How many threads read the sources and run the algorithms (`--jobs`; default: one
    /// per core; the CLI reads the rules files with as many). The report
    /// is the same for any number.
    public var threads = Parallel.cores
    /// Whether drift findings carry their repair (`fix`, JSON and SARIF reports): each
    /// costs a few parses of its file.
    public var plansRepairs = false
    /// The facts and components the config's `severity:` switches off: a rules problem
    /// of theirs (a canonical value not found, a unit not given) does not stop the check,
    /// as their findings do not fail it.
    public var switchedOff: Set<String> = []
    /// With `onlyComponents`: the key of the run's tool, rules, canonical sources and
    /// config, under which the other components' token uses are kept in the root's
    /// `.uim-parity-cache/` (`TokenUseCache`); nil reads them afresh and keeps none.
    public var tokenUseCacheKey: String?

    public init(
        rules: RuleSet, root: String, canonicalSources: [CanonicalSource], rem: [Platform: Decimal],
        sourcePatterns: [Platform: [Glob]] = [:]
    ) {
        self.rules = rules
        self.root = root
        self.canonicalSources = canonicalSources
        self.rem = rem
        self.sourcePatterns = sourcePatterns
    }

    /// The default layout is the docs': one folder per platform.
    public static func defaultPatterns(for platform: Platform) -> [Glob] {
        [Glob("\(platform.name)/**")]
    }

    func rem(for platform: Platform) -> Decimal { rem[platform] ?? 16 }
}

/// Why a check could not run at all.
public struct CheckError: Error, Sendable, CustomStringConvertible {
    public let message: String
    public var description: String { message }
}

/// Runs every fact of every component against the canonical implementation.
public struct Checker {
    let input: CheckInput

    public init(input: CheckInput) {
        self.input = input
    }

    public func run() throws(CheckError) -> CheckResult {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: input.root, isDirectory: &isFolder), !isFolder.boolValue {
            throw CheckError(message: "\(input.root): is a file; check takes the folder of the component sources (--files narrows the check)")
        }
        let sources: SourceSet
        do {
            sources = try SourceSet(
                root: input.root, canonicalSources: input.canonicalSources, platforms: input.platforms,
                patterns: patterns, rules: input.rules, reading: input.reading, listing: input.listing)
        } catch {
            throw CheckError(message: error.description)
        }
        try validateRules(with: sources)
        var result = CheckResult()
        result.warnings = unmatchedPatterns(sources)
        result.platforms = input.platforms
        for flavor in input.platforms where flavor.isTailwind { result.rem[flavor] = input.rem(for: flavor).exactText }
        var reportedFiles: Set<String> = []
        var suppressions: [Suppression] = []
        let checked = input.rules.components.filter { input.onlyComponents?.contains($0.id) ?? true }
        result.warnings += ambiguousSources(of: checked, in: sources)
        // Read only for components that are checked (`--files` with no component's file
        // changed checks none, and needs no component's files).
        let details = checked.isEmpty ? [:] : try tokenDetails(sources)
        let releases = Self.releases(after: checked, platforms: input.platforms, in: sources)
        // A component's algorithms are judged in the background while the next ones are
        // read, their facts compared and their algorithms started: up to one component
        // more than the threads in flight, so a component's slowest platform does not
        // leave a core idle. Results are taken in the components' order, so the report is
        // the same as a sequential run's.
        var judging: [ComponentInProgress] = []
        for (position, component) in checked.enumerated() {
            defer { for key in releases[position] ?? [] { sources.release(key) } }
            prefetch(component, in: sources)
            var context = ComponentContext(component: component, sources: sources, input: input)
            context.tokenDetails = details
            do {
                try context.prepare()
            } catch {
                // An earlier component's failure, if any, is the one a sequential run meets first.
                for earlier in judging { try earlier.finish(into: &result, reportedFiles: &reportedFiles) }
                throw error
            }
            guard context.isPresent else {
                result.absentComponents.append(component.id)
                continue
            }
            // The algorithms start before the facts are compared: they are lowered here (the
            // indexes serve one thread at a time), then judged in the background while this
            // thread compares the facts.
            let parities = component.algorithms.map { AlgorithmParity(rule: $0, seed: input.seed, signatures: input.rules.signatures) }
            let algorithms = AlgorithmParity.start(
                parities, indexes: context.indexes, unavailable: context.unavailable, platforms: input.platforms, threads: input.threads)
            var rows = component.facts.map { context.evaluate($0) }
            rows += component.tokenGroups.flatMap { context.evaluate($0) }
            context.refuseSharedRepairs(in: rows)
            let repaired = context.repairedFiles
            result.sourceTexts.merge(repaired.mapValues(\.text)) { first, _ in first }
            result.textStarts.merge(repaired.compactMapValues { $0.textStart == 0 ? nil : $0.textStart }) { first, _ in first }
            for (platform, index) in context.indexes where platform != .canonical {
                suppressions += Suppression.find(in: index, component: component.id, platform: platform)
            }
            judging.append(ComponentInProgress(
                id: component.id, rows: rows, findings: context.findings, absences: context.absences, failures: context.failures,
                rulesFailure: context.rulesFailure, algorithms: algorithms))
            if !component.algorithms.isEmpty { result.seed = input.seed }
            while judging.count > max(input.threads, 1) {
                try judging.removeFirst().finish(into: &result, reportedFiles: &reportedFiles)
            }
        }
        // The files no component uses are parsed while the last algorithms are judged:
        // waiting for them first left a core idle.
        let others = otherSources(sources, only: input.onlyComponents == nil ? nil : Set(input.syntaxOnly))
        for remaining in judging { try remaining.finish(into: &result, reportedFiles: &reportedFiles) }
        result.findings += others.findings
        result.failures += others.failures
        // A check below a root that holds no component, finding nothing wrong, checked
        // nothing: a wrong root, not parity (syntax errors in a folder of plain sources
        // still exit 1). `--files` fails as the full check of its root would: a hook given
        // a wrong root passed every commit.
        if result.findings.isEmpty, result.failures.isEmpty, !holdsAComponent(result, sources) {
            let count = sources.relativePaths.count
            let found = count == 0 ? "no source files" : "\(count) source files, none a component's"
            throw CheckError(message: "\(input.root): no component sources below it (\(found))")
        }
        result.checkedFiles = sources.loadedCount
        // In the rules' order, as a full check sees them: the first use names the finding.
        let order = Dictionary(uniqueKeysWithValues: input.rules.components.enumerated().map { ($1.id, $0) })
        let groups = Dictionary(input.rules.facts.compactMap { fact in fact.tokenGroup.map { (fact.qualifiedID, $0) } }) { first, _ in first }
        let checkedUses: [TokenConsistency.ComponentUses] = result.components.map { component in
            (component.id, TokenConsistency.uses(in: component, aliases: input.rules.aliases, groups: groups, platforms: input.platforms))
        }
        let outside = try tokenUsesOutside(checkedUses, groups: groups, sources: sources, details: details)
        let tokenUses = (checkedUses + outside).sorted { order[$0.component, default: 0] < order[$1.component, default: 0] }.flatMap(\.uses)
        result.findings += TokenConsistency.findings(in: tokenUses, platforms: input.platforms, involving: input.onlyComponents)
        result.findings = RemCause.annotate(result.findings, components: result.components, input: input)
        let known = Set(input.rules.facts.map(\.qualifiedID) + result.components.flatMap { $0.rows.map(\.fact) })
        (result.findings, result.suppressedFindings) = Suppression.apply(
            Array(Set(suppressions)).sorted { ($0.location, $0.fact) < ($1.location, $1.fact) }, to: result.findings, knownFacts: known)
        result.suppressedCount = result.suppressedFindings.count
        result.findings.sort(by: Self.reportOrder)
        result.failures = Array(Set(result.failures)).sorted()
        return result
    }

    /// Whether a component's source is below the root: one was checked, or with
    /// `--files`, any component's is there.
    private func holdsAComponent(_ result: CheckResult, _ sources: SourceSet) -> Bool {
        guard result.components.isEmpty else { return true }
        guard input.onlyComponents != nil else { return false }
        return input.rules.components.contains { ComponentContext.isPresent($0, platforms: input.platforms, in: sources) }
    }

    /// Reads and parses a component's files, its canonical sources among them, on every
    /// core before its context loads them.
    private func prefetch(_ component: ComponentRules, platforms: [Platform]? = nil, in sources: SourceSet) {
        let files = (platforms ?? input.platforms).compactMap { sources.resolve(component: component, platform: $0) }
        sources.prefetch(files, canonicals: component.canonicalSources, indexing: true, threads: input.threads)
    }

    /// A component whose facts are compared and whose algorithms are being judged.
    private struct ComponentInProgress {
        let id: String
        let rows: [FactRow]
        let findings: [Finding]
        let absences: [ExpectedAbsence]
        let failures: [String]
        /// What stops the check (`ComponentContext.rulesFailure`).
        let rulesFailure: String?
        let algorithms: AlgorithmParity.Judging

        /// Waits for the algorithms, then adds the component to the result as a
        /// sequential check would have: algorithm rows and findings, then the facts'
        /// (a syntax error once per file across components).
        func finish(into result: inout CheckResult, reportedFiles: inout Set<String>) throws(CheckError) {
            if let rulesFailure { throw CheckError(message: rulesFailure) }
            var rows = self.rows
            for outcome in algorithms.wait() {
                if let failure = outcome.failure { throw CheckError(message: failure) }
                rows.append(outcome.row)
                result.findings += outcome.findings
                result.expectedAbsences += outcome.absences
            }
            result.components.append(ComponentResult(id: id, rows: rows))
            for finding in findings where finding.kind != .syntax || reportedFiles.insert(finding.fact + "\(finding.location.map(\.description) ?? "")").inserted {
                result.findings.append(finding)
            }
            result.expectedAbsences += absences
            result.failures += failures
        }
    }

    /// The files to release after each component (by its position): those no later
    /// component reads, by the sources' keys.
    private static func releases(after components: [ComponentRules], platforms: [Platform], in sources: SourceSet) -> [Int: [String]] {
        var lastUse: [String: Int] = [:]
        for (position, component) in components.enumerated() {
            for name in component.canonicalSources { lastUse[SourceSet.canonicalKey(name)] = position }
            for platform in platforms {
                if let relative = sources.resolve(component: component, platform: platform) { lastUse[relative] = position }
            }
        }
        return Dictionary(grouping: lastUse.keys.sorted(), by: { lastUse[$0]! })
    }

    /// A configured source pattern that matches no file below the root is a typo more
    /// often than not: said now, not only as a later `missing-file`.
    private func unmatchedPatterns(_ sources: SourceSet) -> [String] {
        input.platforms.flatMap { platform in
            (input.sourcePatterns[platform] ?? []).filter { pattern in !sources.relativePaths.contains { pattern.matches($0) } }
                .map { "sources of \(platform.name): '\($0.pattern)' matches no file below \(input.root)" }
        }
    }

    /// Two files that could each be a component's source on a platform: the first is
    /// compared, and a copy elsewhere would drift unseen.
    private func ambiguousSources(of components: [ComponentRules], in sources: SourceSet) -> [String] {
        components.flatMap { component in
            input.platforms.compactMap { platform -> String? in
                guard component.sources[platform] == nil else { return nil }
                let candidates = sources.candidates(component: component, platform: platform)
                guard candidates.count > 1 else { return nil }
                let others = candidates.dropFirst().map(sources.displayPath).joined(separator: ", ")
                return "\(component.id) on \(platform.name): \(sources.displayPath(candidates[0])) is compared, not \(others), which could be its source too "
                    + "(name one in its rules' sources:)"
            }
        }
    }

    /// Rules that load but cannot run stop the check (exit 2): a query that does not compile.
    private func validateRules(with sources: SourceSet) throws(CheckError) {
        if let problem = sources.brokenQuery(in: input.rules, platforms: input.platforms) { throw CheckError(message: problem) }
    }

    /// Runs every algorithm's canonical source through the interpreter against the
    /// compiled canonical, on `randomCount` random inputs after the boundary ones;
    /// `progress` hears of each algorithm before it runs (a long run on a terminal).
    public func selfTest(randomCount: Int, progress: ((SelfTestProgress) -> Void)? = nil) throws(CheckError) -> [SelfTestOutcome] {
        var tested: [(algorithm: AlgorithmRule, index: SourceIndex)] = []
        for component in input.rules.components where !component.algorithms.isEmpty {
            guard let source = input.canonicalSources.first(where: { component.canonicalSources.first == $0.name }),
                let parsed = try? SourceParser().parse(SourceFile(path: source.name, text: source.text)), parsed.isClean
            else {
                throw CheckError(message: "\(component.id): the canonical source is missing or does not parse")
            }
            let index = SourceIndex(parsed: parsed, path: source.displayPath)
            for algorithm in component.algorithms where Oracle.algorithms.contains(algorithm.qualifiedID) {
                tested.append((algorithm, index))
            }
        }
        return tested.enumerated().map { position, test in
            progress?(SelfTestProgress(done: position, total: tested.count, algorithm: test.algorithm.qualifiedID))
            var parity = AlgorithmParity(rule: test.algorithm, seed: input.seed, signatures: input.rules.signatures)
            parity.randomCount = randomCount
            return parity.selfTest(canonical: test.index)
        }
    }

    /// With `onlyComponents`, the token uses of the other components, by component: a TSX
    /// token name used inconsistently across components is found whichever of them is
    /// checked. Only components with token facts in the groups where the checked ones use
    /// a renamed token are read (no other use can share a name with theirs), each one's
    /// files released after it; with a cache key, what a component's unchanged files held
    /// is not read again (`TokenUseCache`): a hook's check stays small in a large library.
    private func tokenUsesOutside(
        _ checked: [TokenConsistency.ComponentUses], groups: [String: String], sources: SourceSet, details: [String: [String: String]]
    ) throws(CheckError) -> [TokenConsistency.ComponentUses] {
        guard input.onlyComponents != nil, !checked.isEmpty else { return [] }
        let reach = TokenConsistency.Reach(of: checked.flatMap(\.uses))
        guard !reach.isEmpty else { return [] }
        var cache = input.tokenUseCacheKey.map { TokenUseCache(root: input.root, key: $0) }
        let done = Set(checked.map(\.component))
        // Each other component with the token facts that can use a name the checked ones use.
        let others = input.rules.components.filter { component in
            !done.contains(component.id) && component.facts.contains { $0.kind == .token && $0.tokenGroup.map(reach.groups.contains) == true }
        }
        let releases = Self.releases(after: others, platforms: input.platforms, in: sources)
        var found: [TokenConsistency.ComponentUses] = []
        for (position, component) in others.enumerated() {
            defer { for key in releases[position] ?? [] { sources.release(key) } }
            let stamps = { (scope: TokenConsistency.Reach) in self.stamps(of: component, on: scope, in: sources) }
            if let kept = cache?.uses(of: component.id, within: reach, stamps: stamps) {
                found.append((component.id, kept.map { $0.located(at: sources.displayPath($0.location.path)) }))
                continue
            }
            // What was kept of the component is read again with this run's reach: the
            // kept flavors and groups only grow, so runs that reach others do not undo it.
            let scope = cache?.scope(of: component.id).map(reach.union) ?? reach
            let before = stamps(scope)
            let uses = try tokenUses(of: component, within: scope, sources: sources, details: details, groups: groups)
            if cache != nil {
                // Kept with paths below the root, and only if no file changed while it was read.
                let kept = uses.compactMap { use in sources.relativePath(ofDisplayed: use.location.path).map(use.located(at:)) }
                if kept.count == uses.count, stamps(scope) == before {
                    cache?.keep(kept, of: component.id, scope: scope, files: before)
                } else {
                    cache?.forget(component.id)
                }
            }
            found.append((component.id, uses.filter(reach.contains)))
        }
        cache?.save()
        return found
    }

    /// The stamps of a component's files on a scope's flavors. A file the check does not
    /// read (ignored, excluded) is stamped as missing: the check sees no file there.
    private func stamps(of component: ComponentRules, on scope: TokenConsistency.Reach, in sources: SourceSet) -> [FileStamp] {
        platforms(on: scope).compactMap { sources.resolve(component: component, platform: $0) }
            .map { path in sources.exists(path) ? FileStamp(path: path, at: sources.displayPath(path)) : .missing(path) }
    }

    /// The run's flavors a scope holds, in the run's order.
    private func platforms(on scope: TokenConsistency.Reach) -> [Platform] {
        input.platforms.filter { scope.platforms.contains($0.name) }
    }

    /// The renamed-token uses of a component's token facts of `scope`'s groups, on its flavors.
    private func tokenUses(
        of component: ComponentRules, within scope: TokenConsistency.Reach, sources: SourceSet, details: [String: [String: String]],
        groups: [String: String]
    ) throws(CheckError) -> [TokenConsistency.Use] {
        var narrowed = input
        narrowed.platforms = platforms(on: scope)
        prefetch(component, platforms: narrowed.platforms, in: sources)
        var context = ComponentContext(component: component, sources: sources, input: narrowed)
        context.tokenDetails = details
        try context.prepare()
        guard context.isPresent else { return [] }
        let facts = component.facts.filter { $0.kind == .token && $0.tokenGroup.map(scope.groups.contains) == true }
        let result = ComponentResult(id: component.id, rows: facts.map { context.evaluate($0) })
        return TokenConsistency.uses(in: result, aliases: input.rules.aliases, groups: groups, platforms: narrowed.platforms)
    }

    /// What token names stand for, from the token groups that describe another group
    /// (read from the canonical sources alone).
    private func tokenDetails(_ sources: SourceSet) throws(CheckError) -> [String: [String: String]] {
        var details: [String: [String: String]] = [:]
        for component in input.rules.components {
            for group in component.tokenGroups {
                guard let described = group.describes else { continue }
                prefetch(component, platforms: [], in: sources)
                var context = ComponentContext(component: component, sources: sources, input: input)
                try context.prepare(loading: [])
                guard context.isPresent else { continue }
                details[described, default: [:]].merge(context.describedValues(group)) { first, _ in first }
            }
        }
        return details
    }

    /// Every source below the root that no component uses is still read and parsed: a
    /// syntax error or an unreadable file anywhere in the checked tree fails the run.
    /// `only` narrows it to some files (the changed ones, for `--files`).
    private func otherSources(_ sources: SourceSet, only: Set<String>?) -> (findings: [Finding], failures: [String]) {
        var findings: [Finding] = []
        var failures: [String] = []
        let others = sources.relativePaths.filter { !sources.isLoaded($0) && (only?.contains($0) ?? true) }
        sources.prefetch(others, indexing: false, threads: input.threads)
        for relative in others {
            let entry = sources.syntaxChecked(relative)
            if case let .unreadable(reason) = entry { failures.append(reason) }
            guard case let .broken(path, problems) = entry else { continue }
            for problem in problems {
                findings.append(Finding(
                    component: "-", fact: path, platform: sources.platformOrLanguage(of: relative), kind: .syntax,
                    severity: .error, location: Location(path: path, line: problem.position.line, column: problem.position.column),
                    found: nil, canonical: nil, message: problem.message))
            }
        }
        return (findings, failures)
    }

    public static func reportOrder(_ lhs: Finding, _ rhs: Finding) -> Bool {
        let left = lhs.location ?? Location(path: "", line: 0, column: 0)
        let right = rhs.location ?? Location(path: "", line: 0, column: 0)
        if left != right { return left < right }
        if lhs.fact != rhs.fact { return lhs.fact < rhs.fact }
        return lhs.platform < rhs.platform
    }
}
