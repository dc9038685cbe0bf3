import Algorithms
import Extraction
import Model
import Parsing
import Rules
import Synchronization

/// Differential checking of one algorithm: every platform's lowered code runs on the
/// generated inputs next to the compiled canonical (the oracle); the first disagreement
/// is shrunk to a small counterexample and reported.
public struct AlgorithmParity {
    let rule: AlgorithmRule
    let seed: UInt64
    /// Random input sets after the boundary combinations.
    var randomCount = 300
    /// What the platforms are compared with: the compiled canonical where one is
    /// registered, else the canonical source run by the interpreter.
    var oracle: CanonicalOracle
    /// The canonical source run by the interpreter, for the values of its locals: a
    /// platform's first local that differs from the canonical's of that name is where
    /// its computation leaves the canonical's.
    var canonicalSource: AdaptedProgram?
    /// The rules' API signatures, for a program a locator finds (`at:`).
    let signatures: Signatures

    init(rule: AlgorithmRule, seed: UInt64, signatures: Signatures = Signatures()) {
        self.rule = rule
        self.seed = seed
        self.signatures = signatures
        oracle = .compiled(rule.qualifiedID)
    }

    /// What the check of one platform found.
    enum Verdict {
        case equal(inputs: Int, coverage: Coverage)
        /// One counterexample per behaviour class, at most `maximumClasses`.
        case drift([Counterexample])
        /// `site`: the statement the interpreter could not follow, where one is known.
        case notAnalyzable(String, line: Int, site: Site? = nil)
    }

    /// Failing inputs fall into a few classes (a crash on some, an off-by-one on others);
    /// each is reported, up to this many.
    static let maximumClasses = 4

    struct Counterexample {
        let inputs: [String: RValue]
        let platform: String
        let canonical: String
        var difference = Difference.value
        /// The class's inputs, of all compared.
        var failing = 1
        var compared = 1
        /// `height < 16`: what the class's inputs have in common that no passing one has.
        var region: String?
        /// The most suspicious statements, the location first, with their scores.
        var suspects: [FaultLocalization.Ranked] = []
    }

    /// Which branches the compared inputs took; `missing` names the outcomes none took.
    struct Coverage {
        let missing: [(point: BranchPoint, taken: Bool)]
        let points: Int

        /// `all branches`, or the first outcome no input took: `SectionIndex.kt:199 else
        /// never taken` (a loop's: `body never run`).
        func summary(path: String) -> String {
            guard let first = missing.first else { return points == 0 ? "no branches" : "all branches" }
            let file = path.split(separator: "/").last.map(String.init) ?? path
            let what = first.point.isLoop ? "body never run" : first.taken ? "then never taken" : "else never taken"
            let more = missing.count > 1 ? " (+\(missing.count - 1))" : ""
            return "\(file):\(first.point.site.line) \(what)\(more)"
        }
    }

    var specs: [AlgorithmInputSpec] { rule.inputs.map(Self.spec) }

    /// The input sets every platform runs on, the same for all of them.
    func cases() -> [[String: RValue]] {
        var generator = InputGenerator(inputs: specs, seed: seed)
        return generator.cases(random: randomCount)
    }

    /// More random input sets, for branches the first ones did not reach: from their own
    /// seed, so every platform gets the same ones.
    func extraCases(batch: Int) -> [[String: RValue]] {
        var generator = InputGenerator(inputs: specs, seed: seed &+ UInt64(batch) &* 0x9E37_79B9)
        return generator.randomCases(Self.extraBatchSize)
    }

    static let extraBatchSize = 100

    /// A verdict's reason when the interpreted canonical failed on every input: the
    /// check cannot be done (exit 2), whatever the platforms hold.
    static let canonicalFails = "the interpreted canonical fails: "
    /// Extra batches at most, after which a branch never taken is reported as such:
    /// one keeps `check reference/` within 20 % of its time without coverage (measured
    /// 1.16× in alternating runs; three gave 1.22×).
    static let extraBatches = 1

    /// Compares `program` with the oracle on `cases`, then on inputs at the boundaries the
    /// program compared its inputs with, then on extra random inputs while a branch of the
    /// program is not taken (within the step budget).
    func verdict(of program: AdaptedProgram, cases: [[String: RValue]]) -> Verdict {
        var runs: [TracedRun] = []
        if let stop = compare(program, on: cases, into: &runs, recordingBoundaries: true) { return stop }
        let boundaries = runs.reduce(into: [String: [Double: Int]]()) { found, run in
            found.merge(run.trace.boundaries) { $0.merging($1, uniquingKeysWith: +) }
        }
        let near = InputGenerator(inputs: specs, seed: seed).boundaryCases(near: boundaries, base: cases.first ?? [:])
        if let stop = compare(program, on: near, into: &runs, extra: true) { return stop }
        let points = program.program.branchPoints
        var batch = 0
        while !runs.contains(where: \.failed), !Self.missing(points, in: runs).isEmpty, batch < Self.extraBatches,
            program.budget.remaining >= StepBudget.reserve
        {
            batch += 1
            if let stop = compare(program, on: extraCases(batch: batch), into: &runs, extra: true) { return stop }
        }
        guard runs.contains(where: \.failed) else {
            // Agreeing on nothing is not parity: no input met the preconditions.
            guard !runs.isEmpty else {
                let reason = oracle.lastFailure.map { Self.canonicalFails + $0 }
                    ?? "no generated input ran (check the inputs and 'requires')"
                return .notAnalyzable(reason, line: program.line)
            }
            return .equal(inputs: runs.count, coverage: Coverage(missing: Self.missing(points, in: runs), points: points.count))
        }
        return .drift(classes(of: runs, program))
    }

    /// Runs `program` on each input set the platform accepts and the oracle answers;
    /// extra inputs leave the budget's last part to shrinking and localization. Stops
    /// with the verdict when the program cannot be followed.
    private func compare(
        _ program: AdaptedProgram, on cases: [[String: RValue]], into runs: inout [TracedRun], extra: Bool = false,
        recordingBoundaries: Bool = false
    ) -> Verdict? {
        for inputs in cases {
            if extra, program.budget.remaining < StepBudget.reserve { break }
            guard program.accepts(inputs) else { continue }
            guard let expected = oracle.run(inputs) else {
                if let reason = oracle.unrunnable { return .notAnalyzable(Self.canonicalFails + reason, line: program.line) }
                continue
            }
            let run = traced(program, inputs, expected: expected, boundaries: recordingBoundaries)
            if case let .unanalyzable(message) = run.outcome { return .notAnalyzable(message, line: program.line, site: run.trace.failureSite) }
            runs.append(run)
        }
        return nil
    }

    private static func missing(_ points: Set<BranchPoint>, in runs: [TracedRun]) -> [(point: BranchPoint, taken: Bool)] {
        var taken: Set<BranchOutcome> = []
        for run in runs { taken.formUnion(run.spectrum.outcomes) }
        return points.sorted().flatMap { point in
            point.outcomes.filter { !taken.contains($0) }.map { (point, $0.taken) }
        }
    }

    /// The message for a counterexample: `id(a: 1, b: 2) = x, canonical = y`.
    func call(_ inputs: [String: RValue]) -> String {
        let arguments = rule.inputs.map { "\($0.name): \(inputs[$0.name].map(Self.show) ?? "?")" }
        return "\(rule.qualifiedID)(\(arguments.joined(separator: ", ")))"
    }

    // MARK: Running and comparing

    enum Outcome {
        case same
        /// `item`: where two lists of equal length first differ.
        case differs(Difference, item: Int?)
        case unanalyzable(String)
    }

    /// One input run with its trace.
    struct TracedRun {
        let inputs: [String: RValue]
        let outcome: Outcome
        let spectrum: FaultLocalization.Run
        let trace: Trace

        var difference: Difference? {
            if case let .differs(difference, _) = outcome { return difference }
            return nil
        }

        var firstDifferingItem: Int? {
            if case let .differs(_, item) = outcome { return item }
            return nil
        }

        var failed: Bool { difference != nil }
    }

    private func traced(
        _ program: AdaptedProgram, _ inputs: [String: RValue], expected: RValue, flipping site: Site? = nil, instance: Int? = nil,
        values: Bool = false, boundaries: Bool = false
    ) -> TracedRun {
        let trace = Trace(flipping: site, instance: instance, recordsValues: values, recordsBoundaries: boundaries)
        let outcome = outcome(program.run(inputs, trace: trace), expected: expected)
        var failed = false
        if case .differs = outcome { failed = true }
        return TracedRun(
            inputs: inputs, outcome: outcome, spectrum: FaultLocalization.Run(sites: trace.sites, outcomes: trace.outcomes, failed: failed),
            trace: trace)
    }

    private func outcome(_ result: Result<RValue, RuntimeFailure>, expected: RValue) -> Outcome {
        switch result {
        case let .success(value):
            let (found, wanted) = (comparable(value), comparable(expected))
            let tolerance = rule.tolerance
            return found.sameValue(as: wanted, within: tolerance)
                ? .same : .differs(Difference(found, wanted, within: tolerance), item: Difference.firstDifferingItem(found, wanted, within: tolerance))
        case let .failure(failure):
            // A trap of the platform differs from the canonical's result; any other failure
            // is code the interpreter cannot follow.
            return failure.isTrap ? .differs(.crash, item: nil) : .unanalyzable(failure.reason)
        }
    }

    // MARK: Behaviour classes

    /// The failing runs by class: how they differ, and the most suspicious element each
    /// executed. Each class is shrunk on its own and localized with its own runs.
    private func classes(of runs: [TracedRun], _ program: AdaptedProgram) -> [Counterexample] {
        let ranking = FaultLocalization.rank(runs.map(\.spectrum))
        var order: [ClassKey] = []
        var members: [ClassKey: [TracedRun]] = [:]
        for run in runs {
            guard let difference = run.difference else { continue }
            let key = ClassKey(
                difference: difference, element: Self.attributed(run.spectrum, ranking),
                divergence: divergence(of: run, program, declaredOnly: true), trigger: trigger(of: run))
            if members[key] == nil { order.append(key) }
            members[key, default: []].append(run)
        }
        let passing = runs.filter { !$0.failed }
        return order.prefix(Self.maximumClasses).map { key in
            let failing = members[key]!
            var example = counterexample(shrinking: failing[0].inputs, program) { trial in
                trial.difference == key.difference && Self.attributed(trial.spectrum, ranking) == key.element
                    && trigger(of: trial) == key.trigger && divergence(of: trial, program, declaredOnly: true) == key.divergence
            }
            example.difference = key.difference
            example.failing = failing.count
            example.compared = runs.count
            // With the shrunk example: a region it lies outside (it was found by shrinking, not
            // among the compared inputs) had been printed beside it.
            example.region = Region.summary(failing: failing.map(\.inputs) + [example.inputs], passing: passing.map(\.inputs), names: rule.inputs.map(\.name))
            let classRanking = FaultLocalization.rank(passing.map(\.spectrum) + failing.map(\.spectrum))
            let shrunk = traced(program, example.inputs, expected: oracle.run(example.inputs) ?? .null, values: true)
            example.suspects = suspects(
                classRanking, failing: [example.inputs] + failing.prefix(2).map(\.inputs), divergence: divergence(of: shrunk, program),
                crash: key.difference == .crash ? shrunk.trace.failureSite : nil, program)
            return example
        }
    }

    /// Of statements tied for the top score, the one the failing run reached first (a
    /// call before the helper it calls), or the innermost tied site written inside it
    /// (a conditional's branch rather than the statement around it).
    private func firstReached(_ tied: ArraySlice<FaultLocalization.Ranked>, inputs: [String: RValue], _ program: AdaptedProgram)
        -> FaultLocalization.Ranked?
    {
        guard let expected = oracle.run(inputs) else { return nil }
        let run = traced(program, inputs, expected: expected, values: true)
        let order = run.trace.firstVisits
        // A statement whose local has the canonical's value is not where the run goes wrong.
        let agreeing = canonicalTrace(inputs).map(run.trace.agreeingSites(with:)) ?? []
        let statements = tied.filter(\.element.isStatement)
        let candidates = statements.contains { !agreeing.contains($0.element.site) } ? statements.filter { !agreeing.contains($0.element.site) } : statements
        guard var best = candidates.min(by: { (order[$0.element.site] ?? .max) < (order[$1.element.site] ?? .max) }) else { return nil }
        while let inner = candidates.first(where: { $0.element.site.isInside(best.element.site) }) { best = inner }
        return best
    }

    /// Whether one decision at `site`, made the other way, makes the inputs pass.
    private func switchingPasses(_ site: Site, inputs: [String: RValue], _ program: AdaptedProgram) -> Bool {
        guard let expected = oracle.run(inputs) else { return false }
        let decisions = traced(program, inputs, expected: expected).trace.decisions[site] ?? 0
        guard decisions > 0 else { return false }
        // Every decision the other way first (a condition wrong for all), then each one.
        let instances: [Int?] = [nil] + (decisions > 1 ? (1...min(decisions, Self.flipsPerBranch)).map(Optional.some) : [])
        return instances.contains { instance in
            if case .same = traced(program, inputs, expected: expected, flipping: site, instance: instance).outcome { return true }
            return false
        }
    }

    /// Decisions of one branch point tried the other way, at most.
    static let flipsPerBranch = 8

    /// Branch outcomes below a third of the top score tried for predicate switching, at most.
    static let lessLikelySwitches = 6

    private struct ClassKey: Hashable {
        let difference: Difference
        let element: FaultLocalization.Element?
        let divergence: Site?
        let trigger: String?
    }

    /// The kind of event (`replace`, `append`) after which a stateful program's state,
    /// one item per event, first differs: the same difference after another kind of
    /// event is another behaviour.
    private func trigger(of run: TracedRun) -> String? {
        guard let item = run.firstDifferingItem, let events = rule.inputs.first(where: { $0.type == "events" }),
            case let .list(list)? = run.inputs[events.name], list.indices.contains(item), case let .string(event) = list[item]
        else { return nil }
        return ThreadEvent(event)?.kind
    }

    /// The run's first local whose value is not the canonical's local of that name.
    private func divergence(of run: TracedRun, _ program: AdaptedProgram, declaredOnly: Bool = false) -> Site? {
        guard let canonical = canonicalTrace(run.inputs) else { return nil }
        var valued = run
        if !run.trace.recordsValues, let expected = oracle.run(run.inputs) {
            valued = traced(program, run.inputs, expected: expected, values: true)
        }
        return valued.trace.firstDivergence(from: canonical, declaredOnly: declaredOnly)
    }

    /// What the canonical source's run on `inputs` did, when it can be run.
    private func canonicalTrace(_ inputs: [String: RValue]) -> Trace? {
        guard let canonicalSource else { return nil }
        let trace = Trace(recordsValues: true)
        guard case .success = canonicalSource.run(inputs, trace: trace) else { return nil }
        return trace
    }

    /// The most suspicious element a run executed.
    private static func attributed(_ run: FaultLocalization.Run, _ ranking: [FaultLocalization.Ranked]) -> FaultLocalization.Element? {
        ranking.first { run.executed($0.element) }?.element
    }

    /// The location and up to three more suspects, on distinct lines. The first local
    /// with another value than the canonical's is the location. Else, among the branch
    /// outcomes scoring at least a third of the top, the first where, for each of a few
    /// failing inputs, one decision made the other way makes it pass is the cause
    /// (predicate switching, Zhang, Gupta and Gupta 2006); else, for a crash, the statement
    /// that crashed, where it ranks at the top (a helper's index out of range, not the call
    /// of the helper); else the top element.
    private func suspects(
        _ ranking: [FaultLocalization.Ranked], failing: [[String: RValue]], divergence: Site?, crash: Site?, _ program: AdaptedProgram
    ) -> [FaultLocalization.Ranked] {
        guard let top = ranking.first, let example = failing.first else { return [] }
        if let divergence, let diverging = ranking.first(where: { $0.element == .statement(divergence) }) {
            return [diverging] + Self.others(ranking, after: diverging)
        }
        let switches = { (candidate: FaultLocalization.Ranked) -> Bool in
            guard case let .branch(outcome) = candidate.element else { return false }
            return failing.allSatisfy { switchingPasses(outcome.site, inputs: $0, program) }
        }
        let likely = ranking.prefix { $0.score * 3 >= top.score }
        // Then the other branches, fewer first: a guard every input passes (`if count < 0`
        // that should be `<= 0`) scores low beside the statement that runs after it for
        // the one failing input, though deciding it the other way is the repair.
        let switched = likely.first(where: switches)
            ?? ranking.dropFirst(likely.count).lazy.filter { if case .branch = $0.element { true } else { false } }.prefix(Self.lessLikelySwitches).first(where: switches)
        let crashed = crash.flatMap { crash in ranking.first { $0.element == .statement(crash) && $0.score == top.score } }
        let chosen = switched ?? crashed ?? firstReached(ranking.prefix { $0.score == top.score }, inputs: example, program) ?? top
        return [chosen] + Self.others(ranking, after: chosen)
    }

    /// Up to three more suspects after the location, each on a line of its own.
    private static func others(_ ranking: [FaultLocalization.Ranked], after chosen: FaultLocalization.Ranked) -> [FaultLocalization.Ranked] {
        var lines: Set<Int> = [chosen.element.site.line]
        var result: [FaultLocalization.Ranked] = []
        for candidate in ranking where result.count < 3 && lines.insert(candidate.element.site.line).inserted {
            result.append(candidate)
        }
        return result
    }

    /// Results as compared: with `output: labels`, records by their label.
    private func comparable(_ value: RValue) -> RValue {
        guard rule.output == "labels", case let .list(items) = value else { return value }
        return .list(items.map { item in
            if case let .record(_, fields) = item, let label = fields["label"] { return label }
            return item
        })
    }

    private func show(_ result: Result<RValue, RuntimeFailure>) -> String {
        switch result {
        case let .success(value): Self.show(comparable(value))
        case let .failure(failure): "crash (\(failure.message))"
        }
    }

    static func show(_ value: RValue) -> String {
        if case let .list(items) = value, items.allSatisfy({ $0 == .null }), !items.isEmpty { return "[\(items.count) items]" }
        return value.description
    }

    // MARK: Shrinking

    /// Makes a failing input set smaller, one input at a time, while it still fails the
    /// same way (`stays`: in the same behaviour class).
    private func counterexample(
        shrinking start: [String: RValue], _ program: AdaptedProgram, stays: (TracedRun) -> Bool
    ) -> Counterexample {
        var current = start
        var improved = true
        var rounds = 0
        let specs = specs
        while improved, rounds < 100 {
            improved = false
            rounds += 1
            for input in specs {
                guard let value = current[input.name] else { continue }
                for candidate in Self.smaller(value) where Self.inDomain(candidate, of: input) {
                    var trial = current
                    trial[input.name] = candidate
                    guard program.accepts(trial), let expected = oracle.run(trial), stays(traced(program, trial, expected: expected, values: true))
                    else { continue }
                    current = trial
                    improved = true
                    break
                }
            }
        }
        let expected = oracle.run(current) ?? .null
        return Counterexample(inputs: current, platform: show(program.run(current)), canonical: Self.show(comparable(expected)))
    }

    /// Shrinking stays where the generator goes: within the range, or a boundary value.
    static func inDomain(_ value: RValue, of input: AlgorithmInputSpec) -> Bool {
        if input.boundary.contains(value) { return true }
        switch value {
        case let .list(items): return input.range.contains(Double(items.count))
        default: return value.asDouble.map(input.range.contains) ?? true
        }
    }

    /// Simpler values than `value`, simplest first: toward zero, shorter lists, whole numbers.
    static func smaller(_ value: RValue) -> [RValue] {
        switch value {
        case let .list(items):
            // Shorter prefixes, then the list without one of its items (the cause may be last).
            let sizes = [0, 1, items.count / 2, items.count - 1].filter { $0 >= 0 && $0 < items.count }
            let without = items.indices.map { index in RValue.list(Array(items[..<index] + items[(index + 1)...])) }
            // Then one item made smaller: a thread event's count (`append 3` → `append 1`).
            let fewer = items.indices.flatMap { index in
                smallerEvents(items[index]).map { RValue.list(items[..<index] + [$0] + items[(index + 1)...]) }
            }
            return sizes.map { .list(Array(items.prefix($0))) } + without + fewer
        case let .int(number, bits):
            let candidates: [Int64] = [0, number / 2, number > 0 ? number - 1 : number + 1]
            return candidates.filter { abs($0) < abs(number) }.map { .int($0, bits: bits) }
        case let .double(number):
            let candidates = [0, (number / 2).rounded(.towardZero), number.rounded(.towardZero), (number * 2).rounded(.towardZero) / 2,
                              number > 0 ? number - 1 : number + 1]
            return candidates.filter { abs($0) < abs(number) || ($0 == $0.rounded() && number != number.rounded()) }.map(RValue.double)
        default:
            return []
        }
    }

    /// `append 3` → `append 1`, `append 2`: the same event with a smaller count (or a
    /// smaller whole distance: `end 8` → `end 1`, `end 7`).
    private static func smallerEvents(_ item: RValue) -> [RValue] {
        guard case let .string(text) = item, let event = ThreadEvent(text) else { return [] }
        let count: Int? =
            switch event {
            case let .change(_, count): count
            case let .scroll(_, distance?): distance == distance.rounded() && abs(distance) < 1e15 ? Int(distance) : nil
            case .scroll(_, nil): nil
            }
        guard let count, count > 1 else { return [] }
        return Set([1, count - 1]).sorted().map { .string("\(event.kind) \($0)") }
    }

    // MARK: Input specs

    static func spec(_ input: AlgorithmInput) -> AlgorithmInputSpec {
        let boundary = input.boundary.compactMap { text -> RValue? in
            // Sections and events are written out: `"A,C,#"`, `"away,append 2"`; "" is none.
            if input.type == "events" {
                return .list(ThreadEvent.texts(in: text).map(RValue.string))
            }
            if input.type == "sections", Double(text) == nil {
                return .list(text.commaSeparated.map(RValue.string))
            }
            guard let number = Double(text) else { return nil }
            switch input.type {
            case "int": return .int(Int64(number), bits: 64)
            case "letters", "sections": return .list(Array(InputGenerator.alphabet.prefix(Int(number))).map(RValue.string))
            case "events": return nil
            default: return .double(number)
            }
        }
        return AlgorithmInputSpec(name: input.name, type: input.type, boundary: boundary, range: input.range)
    }
}

extension AlgorithmParity {
    /// The seed random inputs come from unless `--seed` gives another: fixed, so the
    /// same sources give the same report.
    public static let defaultSeed: UInt64 = 2026

    /// What checking one algorithm gives: its row in the component's matrix, its findings
    /// and expected absences; `failure` when the canonical source cannot be run (the check
    /// cannot do its job).
    typealias Evaluation = (row: FactRow, findings: [Finding], absences: [ExpectedAbsence], failure: String?)

    /// The algorithms of one component, each against every platform. Lowering reads the
    /// indexes, which one thread at a time may use, so it happens here; the runs then
    /// spread over `threads` threads in the background (none with one thread), each
    /// platform's check with its own oracle and budgets, so the report is the same on one
    /// thread or many.
    /// `unavailable`: the cells of platforms whose file is missing, unreadable or broken.
    static func start(
        _ parities: [AlgorithmParity], indexes: [Platform: SourceIndex], unavailable: [Platform: Cell], platforms: [Platform], threads: Int
    ) -> Judging {
        let prepared = parities.map { $0.prepare(indexes: indexes, unavailable: unavailable, platforms: platforms) }
        // A canonical that cannot run stops the check: nothing else is worth running.
        if let failed = prepared.first(where: { $0.failure != nil }) {
            return Judging(finished: [Evaluation(failed.row, [], [], failed.failure)])
        }
        let work = { judge(prepared, threads: threads) }
        return threads > 1 && !prepared.isEmpty ? Judging(running: Parallel.Background(work)) : Judging(finished: work())
    }

    /// A component's algorithms being judged; `wait()` gives their evaluations.
    struct Judging {
        private let finished: [Evaluation]?
        private let running: Parallel.Background<[Evaluation]>?

        init(finished: [Evaluation]) {
            self.finished = finished
            running = nil
        }

        init(running: Parallel.Background<[Evaluation]>) {
            finished = nil
            self.running = running
        }

        func wait() -> [Evaluation] {
            finished ?? running?.wait() ?? []
        }
    }

    private static func judge(_ prepared: [Prepared], threads: Int) -> [Evaluation] {
        let jobs = prepared.indices.flatMap { algorithm in prepared[algorithm].checks.map { (algorithm: algorithm, check: $0) } }
        // A check whose code is an earlier one's (Uniwind's and NativeWind's copy of a
        // file) would get the same verdict: it is judged once.
        let judgedBy = jobs.indices.map { job in
            jobs.indices.first { earlier in jobs[earlier].algorithm == jobs[job].algorithm && jobs[earlier].check.code == jobs[job].check.code }!
        }
        let judged = jobs.indices.filter { judgedBy[$0] == $0 }
        // A check whose code is an earlier one's moved elsewhere in its file (StyleSheet's
        // copy) makes the same runs at other sites: judged after it, on its thread, it
        // takes them instead of making them.
        let groups = shapeGroups(judged, of: jobs)
        let verdicts = Parallel.map(groups, threads: threads, costliestFirst: { estimatedCost(of: $0, in: jobs) }) { group in
            let runs = SharedRuns()
            return group.map { member in
                let (algorithm, check) = jobs[member.job]
                let sharing = group.count > 1 ? SharedRuns.Access(runs: runs, mapping: member.sites) : nil
                return prepared[algorithm].parity.verdict(of: check, inputs: prepared[algorithm].inputs, sharing: sharing)
            }
        }
        let verdictOf = Dictionary(uniqueKeysWithValues: zip(groups.joined().map(\.job), verdicts.joined()))
        var evaluations = prepared.map { Evaluation($0.row, [], $0.absences, $0.failure) }
        for (job, (algorithm, check)) in jobs.enumerated() {
            let verdict = verdictOf[judgedBy[job]]!
            if case let .notAnalyzable(reason, _, _)? = verdict, reason.hasPrefix(canonicalFails), evaluations[algorithm].failure == nil {
                let rule = prepared[algorithm].parity.rule
                evaluations[algorithm].failure = "\(rule.origin): algorithm '\(rule.qualifiedID)': \(reason)"
            }
            let (cell, findings) = prepared[algorithm].parity.report(verdict, of: check)
            evaluations[algorithm].row.cells[check.platform] = cell
            evaluations[algorithm].findings += findings
        }
        for (algorithm, item) in prepared.enumerated() where item.failure == nil && evaluations[algorithm].failure == nil {
            evaluations[algorithm].findings += item.parity.domainWarning(inputs: item.inputs).map { [$0] } ?? []
        }
        return evaluations
    }

    /// A warning where the interpreted canonical traps on inputs the rules generate: they
    /// are outside its domain and not compared (a platform that returns a value there
    /// passes), which had gone unsaid. Read from the runs the platforms' checks made
    /// (running the canonical again was 1 % of checking a library).
    private func domainWarning(inputs: [[String: RValue]]) -> Finding? {
        guard let lowered = oracle.lowered else { return nil }
        let runs = inputs.compactMap { inputs in oracle.keptRun(on: inputs).map { (inputs, $0) } }
        let traps = runs.compactMap { inputs, run -> ([String: RValue], String)? in
            guard case let .failure(failure) = run, failure.isTrap else { return nil }
            return (inputs, failure.message)
        }
        guard let (first, message) = traps.first else { return nil }
        return Finding(
            component: rule.component, fact: rule.qualifiedID, platform: .canonical, kind: .canonicalDomain, severity: .warning,
            location: lowered.location, found: nil, canonical: nil,
            message: "\(rule.qualifiedID): the canonical traps on \(traps.count) of \(runs.count) generated inputs, which are not compared (first: \(call(first)): \(message)); narrow the inputs' range or add 'requires:' if they are outside its domain, else the canonical has a bug there")
    }

    /// What judging a group is guessed to cost: its lowered programs' estimates.
    private static func estimatedCost(of group: [ShapeMember], in jobs: [(algorithm: Int, check: PlatformCheck)]) -> Int {
        group.reduce(0) { total, member in
            guard case let .success(program) = jobs[member.job].check.lowered else { return total }
            return total + program.program.estimatedCost
        }
    }

    /// A job of a group of one shape, with the group's first job's sites paired with its
    /// own (nil for that first job).
    private struct ShapeMember {
        let job: Int
        let sites: [Site: Site]?
    }

    /// The jobs grouped by their programs' shape, in the order of their first jobs. Only
    /// jobs of one algorithm, adapter and semantics can share a shape, so only their
    /// shapes are written.
    private static func shapeGroups(_ judged: [Int], of jobs: [(algorithm: Int, check: PlatformCheck)]) -> [[ShapeMember]] {
        var shapes: [Int: ProgramShape] = [:]
        func shape(_ job: Int, _ program: PlatformProgram) -> ProgramShape {
            if let known = shapes[job] { return known }
            let made = ProgramShape(of: program)
            shapes[job] = made
            return made
        }
        /// The first job's sites paired with the other's, if the two run alike.
        func siteMap(from first: Int, to other: Int) -> [Site: Site]? {
            guard jobs[first].algorithm == jobs[other].algorithm, jobs[first].check.code.adapter == jobs[other].check.code.adapter,
                case let .success(leader) = jobs[first].check.lowered, case let .success(program) = jobs[other].check.lowered,
                leader.program.semantics == program.program.semantics
            else { return nil }
            return shape(first, leader.program).siteMap(to: shape(other, program.program))
        }
        var groups: [[ShapeMember]] = []
        for job in judged {
            var joined = false
            for group in groups.indices where !joined {
                guard let map = siteMap(from: groups[group][0].job, to: job) else { continue }
                groups[group].append(ShapeMember(job: job, sites: map))
                joined = true
            }
            if !joined { groups.append([ShapeMember(job: job, sites: nil)]) }
        }
        return groups
    }

    /// An algorithm ready to run: its oracle set up, its platforms lowered.
    private struct Prepared {
        let parity: AlgorithmParity
        let inputs: [[String: RValue]]
        var row: FactRow
        var absences: [ExpectedAbsence] = []
        var checks: [PlatformCheck] = []
        var failure: String?
    }

    private func prepare(indexes: [Platform: SourceIndex], unavailable: [Platform: Cell], platforms: [Platform]) -> Prepared {
        var parity = self
        let inputs = cases()
        if !Oracle.algorithms.contains(rule.qualifiedID) {
            switch CanonicalOracle.interpreted(rule, index: indexes[.canonical], cases: inputs.count, signatures: signatures) {
            case let .success(interpreted): parity.oracle = interpreted
            case let .failure(problem):
                let row = FactRow(fact: rule.qualifiedID, description: rule.description, canonical: Cell(status: .notAnalyzable, text: "not analyzable"), cells: [:])
                return Prepared(parity: parity, inputs: inputs, row: row, failure: "\(rule.origin): algorithm '\(rule.qualifiedID)': \(problem)")
            }
        }
        // The interpreted oracle's program is the canonical source's, lowered once.
        if let lowered = parity.oracle.lowered ?? canonicalProgram(in: indexes[.canonical]) {
            parity.canonicalSource = AdaptedProgram(program: lowered, adapter: rule.adapters[.canonical] ?? ProgramAdapter(), cases: inputs.count)
        }
        var prepared = Prepared(
            parity: parity, inputs: inputs,
            row: FactRow(fact: rule.qualifiedID, description: rule.description, canonical: Cell(status: .equal, text: parity.oracle.kind), cells: [:]))
        for platform in platforms {
            switch rule.programs[platform] as AlgorithmProgram? {
            case nil:
                prepared.row.cells[platform] = Cell(status: .notChecked, text: "·")
            case let .absent(reason)?:
                prepared.row.cells[platform] = Cell(status: .absent, text: "absent")
                prepared.absences.append(ExpectedAbsence(fact: rule.qualifiedID, platform: platform, reason: reason))
            case let program?:
                // A file with a syntax error is that, as in the facts' rows (it had been "no
                // file", and counted as a missing algorithm).
                guard let index = indexes[platform] else {
                    prepared.row.cells[platform] = unavailable[platform] ?? Cell(status: .noFile, text: "no file")
                    continue
                }
                prepared.checks.append(prepare(program, adapter: rule.adapters[platform] ?? ProgramAdapter(), platform: platform, index: index, inputs: inputs))
            }
        }
        return prepared
    }

    /// The canonical source's program, where it lowers.
    private func canonicalProgram(in index: SourceIndex?) -> PlatformProgram? {
        guard let index, let program = rule.programs[.canonical] else { return nil }
        return try? PlatformProgram.lower(program, of: rule, in: index, signatures: signatures)
    }

    /// One platform's program lowered (or why it is not analyzable), ready to be judged.
    private struct PlatformCheck {
        let platform: Platform
        let path: String
        let lowered: Result<AdaptedProgram, NotAnalyzable>
        let code: Code

        /// All a verdict depends on besides the rule: the lowering reads only the file's
        /// text and language, then runs with the rule's program and adapter.
        struct Code: Equatable {
            let text: String
            let language: SourceLanguage
            let program: AlgorithmProgram
            let adapter: ProgramAdapter

            /// The texts byte for byte (see `hasSameBytes`).
            static func == (lhs: Code, rhs: Code) -> Bool {
                lhs.text.hasSameBytes(as: rhs.text) && lhs.language == rhs.language && lhs.program == rhs.program
                    && lhs.adapter == rhs.adapter
            }
        }
    }

    /// Lowering reads the platform's index, which only one thread may use.
    private func prepare(_ program: AlgorithmProgram, adapter: ProgramAdapter, platform: Platform, index: SourceIndex, inputs: [[String: RValue]])
        -> PlatformCheck
    {
        let code = PlatformCheck.Code(text: index.parsed.file.text, language: index.parsed.language, program: program, adapter: adapter)
        do throws(NotAnalyzable) {
            let lowered = try PlatformProgram.lower(program, of: rule, in: index, signatures: signatures)
            return PlatformCheck(
                platform: platform, path: index.path, lowered: .success(AdaptedProgram(program: lowered, adapter: adapter, cases: inputs.count)),
                code: code)
        } catch {
            return PlatformCheck(platform: platform, path: index.path, lowered: .failure(error), code: code)
        }
    }

    /// The check's verdict, with an oracle of its own; none if its code could not be lowered.
    private func verdict(of check: PlatformCheck, inputs: [[String: RValue]], sharing: SharedRuns.Access?) -> Verdict? {
        guard case let .success(program) = check.lowered else { return nil }
        var parity = self
        parity.oracle = oracle.fresh()
        parity.canonicalSource = canonicalSource?.fresh()
        return parity.verdict(of: sharing.map(program.sharingRuns(with:)) ?? program, cases: inputs)
    }

    /// The check's cell and findings, from its verdict (or its code's lowering failure),
    /// at the check's own path.
    private func report(_ verdict: Verdict?, of check: PlatformCheck) -> (Cell, [Finding]) {
        if case let .failure(error) = check.lowered {
            let location = Location(path: check.path, line: error.line, column: error.column)
            return (Cell(status: .notAnalyzable, text: "not analyzable"), [finding(check.platform, .notAnalyzable, location, error.construct)])
        }
        guard case let .success(program) = check.lowered, let verdict else { preconditionFailure("a lowered program has a verdict") }
        switch verdict {
        case let .equal(count, coverage):
            return (Cell(status: .equal, text: "same on \(count) inputs, \(coverage.summary(path: check.path))"), [])
        case let .notAnalyzable(message, _, site):
            let location = site.map { Location(path: check.path, line: $0.line, column: $0.column) } ?? program.program.location
            return (Cell(status: .notAnalyzable, text: "not analyzable"), [finding(check.platform, .notAnalyzable, location, message)])
        case let .drift(examples):
            let findings = examples.map { drift(example: $0, platform: check.platform, lowered: program.program, path: check.path) }
            return (Cell(status: .drift, text: examples[0].platform), findings)
        }
    }

    /// A behaviour class's finding: at its most suspicious statement, with the next ones
    /// as suspects; the function's first line stays in the message.
    private func drift(example: Counterexample, platform: Platform, lowered: PlatformProgram, path: String) -> Finding {
        let locations = example.suspects.map { Suspect(location: Location(path: path, line: $0.element.site.line, column: $0.element.site.column), score: $0.score) }
        let region = example.region.map { ", all with \($0)" } ?? ""
        var finding = Finding(
            component: rule.component, fact: rule.qualifiedID, platform: platform, kind: .algorithm, severity: .error,
            location: locations.first?.location ?? lowered.location, found: FoundValue(raw: example.platform, value: nil),
            canonical: FoundValue(raw: example.canonical, value: nil),
            message: "\(call(example.inputs)) = \(example.platform), canonical = \(example.canonical) (\(example.difference.rawValue); differs on \(example.failing) of \(example.compared) inputs\(region); in the code from line \(lowered.line))")
        finding.suspects = Array(locations.dropFirst())
        // The class and its suspicious statements' text: accepting one class does not hide
        // another, nor a change to a statement the class runs through.
        finding.identity = ([example.difference.rawValue] + example.suspects.map(\.element.site.text)).joined(separator: " | ")
        return finding
    }

    private func finding(_ platform: Platform, _ kind: FindingKind, _ location: Location, _ message: String) -> Finding {
        Finding(
            component: rule.component, fact: rule.qualifiedID, platform: platform, kind: kind, severity: .error,
            location: location, found: nil, canonical: nil, message: message)
    }
}

extension PlatformProgram {
    /// Lowers one of a rule's programs, with the rule's inputs as the argument order.
    /// `signatures` (the rules') let a located program's locator find an argument by name.
    static func lower(_ program: AlgorithmProgram, of rule: AlgorithmRule, in index: SourceIndex, signatures: Signatures = Signatures())
        throws(NotAnalyzable) -> PlatformProgram
    {
        try lower(
            program, inputs: rule.inputs.map(\.name), eventsInput: rule.inputs.first { $0.type == "events" }?.name, in: index,
            signatures: signatures)
    }

    /// Lowers a rule's program; `inputs` is the canonical argument order.
    static func lower(
        _ program: AlgorithmProgram, inputs: [String], eventsInput: String? = nil, in index: SourceIndex, signatures: Signatures = Signatures()
    ) throws(NotAnalyzable) -> PlatformProgram {
        switch program {
        case let .function(path, arguments, bindings):
            let lowered = try lower(path, form: .function(arguments: arguments.isEmpty ? inputs : arguments), bindings: bindings, in: index)
            // Arguments the rules list beyond the parameters were dropped without a word.
            // (The inputs, passed when none are listed, may outnumber them: a function may
            // need fewer. A closure that declares none counts those it reads as `it` or `$0`.)
            if let parameters = lowered.parameterCount, arguments.count > parameters {
                throw NotAnalyzable(
                    construct: "\(arguments.count) \(arguments.count == 1 ? "argument" : "arguments") (\(arguments.joined(separator: ", "))) for a function of \(parameters) \(parameters == 1 ? "parameter" : "parameters")",
                    line: lowered.line)
            }
            return lowered
        case let .expression(path, bindings):
            return try lower(path, form: .expression, bindings: bindings, in: index)
        case let .body(path, output, bindings):
            return try lower(path, form: .body(output: output), bindings: bindings, in: index)
        case let .stateful(stateful):
            guard let events = eventsInput else { throw NotAnalyzable(construct: "a stateful program needs an input of type events", line: 1) }
            return try lower(stateful.path, form: .stateful(stateful, events: events), bindings: [:], in: index)
        case let .located(located):
            let bytes = try expressionBytes(located.locators, in: index, signatures: signatures)
            return try PlatformProgram.lower(expressionSpanning: bytes, bindings: located.bindings, in: index)
        case let .absent(reason):
            throw NotAnalyzable(construct: "absent: \(reason)", line: 1)
        }
    }

    /// The one expression the locators find together: a program is one piece of code.
    static func expressionBytes(_ locators: [Locator], in index: SourceIndex, signatures: Signatures) throws(NotAnalyzable) -> Range<Int> {
        var extractor = Extractor(index: index)
        extractor.use(signatures)
        var found: [Observation] = []
        do {
            for locator in locators { found += try extractor.observations(of: locator) }
        } catch {
            throw NotAnalyzable(construct: error.description, line: 1)
        }
        var places: [Range<Int>] = []
        for case let bytes? in found.map(\.nodeBytes) where !places.contains(bytes) { places.append(bytes) }
        guard places.count == 1 else {
            let count = places.isEmpty ? "no expression" : "\(places.count) expressions, not one"
            let origins = locators.map { "\($0.origin)" }.joined(separator: ", ")
            let which = locators.count == 1 ? "the locator at \(origins) finds" : "the locators at \(origins) find"
            throw NotAnalyzable(construct: "\(which) \(count)", line: found.first?.location.line ?? 1)
        }
        return places[0]
    }
}

/// The self-test's verdict on one algorithm: the interpreter, run on the canonical
/// module's own Swift source, against the compiled canonical.
public struct SelfTestOutcome: Sendable {
    public let algorithm: String
    /// Inputs on which both agreed.
    public let agreed: Int
    /// The first disagreement or the reason the source could not be run, if any.
    public let problem: String?
}

/// Where a self-test is: `done` of `total` algorithms finished, `algorithm` running.
public struct SelfTestProgress: Sendable, Equatable {
    public let done: Int
    public let total: Int
    public let algorithm: String

    public init(done: Int, total: Int, algorithm: String) {
        self.done = done
        self.total = total
        self.algorithm = algorithm
    }

    /// One status line, to be written over the last (`\r`, then erase to the end).
    public var statusLine: String {
        "\rself-test [\(done + 1)/\(total)] \(algorithm)\u{1B}[K"
    }

    /// Erases the status line before the results are printed.
    public static let clearLine = "\r\u{1B}[K"
}

extension AlgorithmParity {
    func selfTest(canonical index: SourceIndex) -> SelfTestOutcome {
        guard let program = rule.programs[.canonical] else {
            return SelfTestOutcome(algorithm: rule.qualifiedID, agreed: 0, problem: "the rule names no canonical function")
        }
        let lowered: PlatformProgram
        do {
            lowered = try PlatformProgram.lower(program, of: rule, in: index, signatures: signatures)
        } catch {
            return SelfTestOutcome(algorithm: rule.qualifiedID, agreed: 0, problem: "not analyzable: \(error.construct) (line \(error.line))")
        }
        let cases = cases()
        switch verdict(of: AdaptedProgram(program: lowered, adapter: rule.adapters[.canonical] ?? ProgramAdapter(), cases: cases.count), cases: cases) {
        case let .equal(count, _):
            return SelfTestOutcome(algorithm: rule.qualifiedID, agreed: count, problem: nil)
        case let .notAnalyzable(message, line, _):
            return SelfTestOutcome(algorithm: rule.qualifiedID, agreed: 0, problem: "not analyzable: \(message) (line \(line))")
        case let .drift(examples):
            let example = examples[0]
            return SelfTestOutcome(
                algorithm: rule.qualifiedID, agreed: 0,
                problem: "\(call(example.inputs)) interpreted = \(example.platform), compiled = \(example.canonical)")
        }
    }
}

/// A platform's program with what the rule says around it: the inputs it accepts and how
/// its result maps to the canonical's.
struct AdaptedProgram {
    let program: PlatformProgram
    let adapter: ProgramAdapter
    /// Steps left for all the runs of one check: each run has its own step limit, but a
    /// few thousand runs near it would take minutes.
    let budget: StepBudget

    /// Traced runs made by a program of the same shape, taken instead of running again.
    let sharing: SharedRuns.Access?

    private let cases: Int

    init(program: PlatformProgram, adapter: ProgramAdapter, cases: Int, sharing: SharedRuns.Access? = nil) {
        self.program = program
        self.adapter = adapter
        self.cases = cases
        self.sharing = sharing
        budget = StepBudget(remaining: StepBudget.perInput * max(cases, 1))
    }

    /// The same program with its whole budget and no shared runs: for a check that must
    /// not depend on what another check spent.
    func fresh() -> AdaptedProgram {
        AdaptedProgram(program: program, adapter: adapter, cases: cases)
    }

    /// The same program, fresh, taking and keeping traced runs in `sharing`.
    func sharingRuns(with sharing: SharedRuns.Access) -> AdaptedProgram {
        AdaptedProgram(program: program, adapter: adapter, cases: cases, sharing: sharing)
    }

    var line: Int { program.line }

    /// Whether the inputs meet the platform's preconditions (`nonempty(sections)`).
    func accepts(_ inputs: [String: RValue]) -> Bool {
        adapter.requires.allSatisfy { requirement in
            guard let name = ProgramAdapter.operand(of: "nonempty", in: requirement), case let .list(items)? = inputs[name] else { return true }
            return !items.isEmpty
        }
    }

    /// `memo`: an untraced run's result and steps, kept for the same program's other
    /// copies (each still spends the steps from its own budget, so the verdicts are those
    /// of running it again).
    func run(_ inputs: [String: RValue], trace: Trace? = nil, memo: RunMemo? = nil) -> Result<RValue, RuntimeFailure> {
        guard budget.remaining > 0 else {
            return .failure(RuntimeFailure(message: "not analyzable: the check's step budget (\(StepBudget.perInput) steps an input on average) is spent"))
        }
        let (sharedResult, steps) =
            if let memo, trace == nil {
                memo.run(inputs) { program.runCountingSteps(inputs) }
            } else if let trace, let sharing {
                sharing.run(inputs, trace) { program.runCountingSteps(inputs, trace: trace) }
            } else {
                program.runCountingSteps(inputs, trace: trace)
            }
        budget.remaining -= steps
        // A shared or kept run's failure is explained by this program's own file.
        let result = sharedResult.mapError(program.explained)
        if adapter.result == ProgramAdapter.text, case let .success(value) = result { return program.text(of: value) }
        guard let mapping = adapter.result, let name = ProgramAdapter.operand(of: "element", in: mapping),
            case let .success(value) = result, case let .list(items)? = inputs[name]
        else { return result }
        guard let position = value.asInteger, items.indices.contains(position) else {
            // The platform indexes its list with the result (`starts[target]`): out of range, it throws.
            return .failure(RuntimeFailure.trap("index \(value) out of range"))
        }
        return .success(items[position])
    }
}

/// Runs of one program by their inputs, for every thread judging it: the interpreter is
/// deterministic, so a run's result and steps are the same however often it is made.
final class RunMemo: Sendable {
    typealias Run = (result: Result<RValue, RuntimeFailure>, steps: Int)
    private let runs = Mutex<[HashedInputs: Run]>([:])
    /// Whether a run kept here trapped: only then is looking runs up again worth it.
    private let trapped = Atomic<Bool>(false)

    var hasTrapped: Bool { trapped.load(ordering: .relaxed) }

    /// The run for `inputs`: kept, or made by `run` (outside the lock: two threads may
    /// both make a run the first time, with the same result). Inputs holding -0 are
    /// always run (see `HashedInputs.keeping`).
    func run(_ inputs: [String: RValue], _ run: () -> Run) -> Run {
        guard let key = HashedInputs.keeping(inputs) else { return run() }
        if let kept = runs.withLock({ $0[key] }) { return kept }
        let made = run()
        runs.withLock { $0[key] = made }
        if case let .failure(failure) = made.result, failure.isTrap { trapped.store(true, ordering: .relaxed) }
        return made
    }

    /// The run kept for `inputs`, without making one.
    func kept(_ inputs: [String: RValue]) -> Run? {
        guard let key = HashedInputs.keeping(inputs) else { return nil }
        return runs.withLock { $0[key] }
    }
}

/// A run's inputs as a table key, hashed once: a memo looks a key up, adds it and moves
/// it when the table grows, and hashing inputs that hold lists of strings each time was
/// 2 % of checking a library.
struct HashedInputs: Hashable {
    let inputs: [String: RValue]
    private let hash: Int

    init(_ inputs: [String: RValue]) {
        self.inputs = inputs
        hash = inputs.hashValue
    }

    /// The key a run on `inputs` is kept by; nil for inputs holding -0, which are always
    /// run: `RValue` equality takes -0 for 0, which the code may tell apart (`1 / x`).
    static func keeping(_ inputs: [String: RValue]) -> HashedInputs? {
        inputs.values.contains(where: holdsNegativeZero) ? nil : HashedInputs(inputs)
    }

    private static func holdsNegativeZero(_ value: RValue) -> Bool {
        switch value {
        case let .double(number): number == 0 && number.sign == .minus
        case let .float(number): number == 0 && number.sign == .minus
        case let .list(items): items.contains(where: holdsNegativeZero)
        case let .record(_, fields): fields.values.contains(where: holdsNegativeZero)
        default: false
        }
    }

    /// By `sameValue`, not `RValue`'s `==`: Swift's string equality takes "é" for "e" and
    /// an accent, which a run may tell apart (Kotlin's `length`), so a run kept for one
    /// had answered for the other.
    static func == (lhs: HashedInputs, rhs: HashedInputs) -> Bool {
        lhs.hash == rhs.hash && lhs.inputs.count == rhs.inputs.count
            && lhs.inputs.allSatisfy { name, value in rhs.inputs[name].map { value.sameValue(as: $0) } ?? false }
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(hash)
    }
}

/// Traced runs of the programs of one shape (`ProgramShape`), at the first program's
/// sites: a program takes a kept run, with the trace put at its own sites, instead of
/// making it, and keeps the runs it makes. One thread judges the programs of a shape in
/// turn, so the first makes nearly every run the others take.
final class SharedRuns {
    private struct Key: Hashable {
        let inputs: HashedInputs
        /// At the sites of the program that made the run.
        let request: Trace.Request
    }

    private var kept: [Key: (run: RunMemo.Run, trace: Trace)] = [:]

    /// How one program reads and adds runs: `fromShared` puts a kept trace's sites at the
    /// program's, `toShared` the program's at the kept ones' (both nil for the first
    /// program: its sites are the kept ones).
    struct Access {
        let runs: SharedRuns
        let fromShared: [Site: Site]?
        let toShared: [Site: Site]?

        /// `mapping`: the kept sites paired with the program's, one to one.
        init(runs: SharedRuns, mapping: [Site: Site]?) {
            self.runs = runs
            fromShared = mapping
            toShared = mapping.map { Dictionary(uniqueKeysWithValues: $0.map { ($1, $0) }) }
        }

        /// The run for `inputs` and `trace`'s request: kept, or made by `run`. A run that
        /// fails but does not trap is never kept: its message may name a line of the code
        /// (`not analyzable: … (line 172)`). Inputs holding -0 are always run (see
        /// `RunMemo`).
        func run(_ inputs: [String: RValue], _ trace: Trace, _ run: () -> RunMemo.Run) -> RunMemo.Run {
            guard let key = key(inputs, trace.request) else { return run() }
            if let kept = runs.kept[key], trace.adopt(kept.trace, mapping: fromShared) { return kept.run }
            let made = run()
            if case let .failure(failure) = made.result, !failure.isTrap { return made }
            guard let toShared else {
                // The kept sites are this program's: its trace is kept as it is (a run's
                // trace is only read once the run is made).
                runs.kept[key] = (made, trace)
                return made
            }
            let copy = Trace(key.request)
            if copy.adopt(trace, mapping: toShared) { runs.kept[key] = (made, copy) }
            return made
        }

        /// Nil for a run never kept: on inputs holding -0, or flipping a site no kept run has.
        private func key(_ inputs: [String: RValue], _ request: Trace.Request) -> Key? {
            guard let hashed = HashedInputs.keeping(inputs) else { return nil }
            guard let flipped = request.flipped, let toShared else { return Key(inputs: hashed, request: request) }
            guard let shared = toShared[flipped] else { return nil }
            return Key(inputs: hashed, request: request.flipping(shared))
        }
    }
}

/// The steps one check may spend on one platform's program, shared by its runs.
final class StepBudget {
    /// On average per input: the docs' formulas take tens to a few thousand steps.
    static let perInput = 20_000
    /// Kept for shrinking and localization when extra inputs are generated.
    static let reserve = perInput * 100
    var remaining: Int

    init(remaining: Int) {
        self.remaining = remaining
    }
}

/// What an algorithm's platforms are compared with.
final class CanonicalOracle {
    private let compiledID: String?
    private let program: AdaptedProgram?
    /// The interpreted canonical's runs, shared by the oracles `fresh()` makes: every
    /// platform asks for the same inputs, and interpreting the canonical again for each
    /// was 40 % of the interpreter's steps on a library of interpreted canonicals.
    private let memo: RunMemo
    /// The interpreted canonical's most recent failure, for the message when nothing ran.
    private(set) var lastFailure: String?
    /// Why the interpreter could not run the canonical on an input (an unbound name, an
    /// unsupported construct, a limit), as opposed to the canonical's own trap there,
    /// which puts the input outside its domain: the check cannot be done. Such inputs
    /// had been left out silently (a canonical branch calling a sibling function compared
    /// nothing there, and the check passed).
    private(set) var unrunnable: String?

    private init(compiledID: String?, program: AdaptedProgram?, memo: RunMemo = RunMemo()) {
        self.compiledID = compiledID
        self.program = program
        self.memo = memo
    }

    /// The compiled canonical registered in `Oracle` under the algorithm's id.
    static func compiled(_ id: String) -> CanonicalOracle { CanonicalOracle(compiledID: id, program: nil) }

    /// The canonical source's function lowered and run by the interpreter with Swift's
    /// semantics, as `--self-test` runs the built-in ones.
    static func interpreted(_ rule: AlgorithmRule, index: SourceIndex?, cases: Int, signatures: Signatures) -> Result<CanonicalOracle, AlgorithmProblem> {
        guard let index else { return .failure(AlgorithmProblem("the component has no canonical source")) }
        guard let program = rule.programs[.canonical] else { return .failure(AlgorithmProblem("the rule names no canonical function")) }
        do {
            let lowered = try PlatformProgram.lower(program, of: rule, in: index, signatures: signatures)
            let adapted = AdaptedProgram(program: lowered, adapter: rule.adapters[.canonical] ?? ProgramAdapter(), cases: cases * 4)
            return .success(CanonicalOracle(compiledID: nil, program: adapted))
        } catch {
            return .failure(AlgorithmProblem("the canonical source cannot be interpreted: \(error.construct) (\(index.path):\(error.line))"))
        }
    }

    /// The same oracle with its whole budget and no failure seen.
    func fresh() -> CanonicalOracle {
        CanonicalOracle(compiledID: compiledID, program: program?.fresh(), memo: memo)
    }

    /// The matrix's canonical cell.
    var kind: String { compiledID == nil ? "interpreted" : "compiled" }

    /// The interpreted canonical's lowered program; nil for a compiled one.
    var lowered: PlatformProgram? { program?.program }

    /// The interpreted canonical's run on `inputs`, if a platform's check made one: nil
    /// for a compiled canonical and for inputs no check gave it.
    func keptRun(on inputs: [String: RValue]) -> Result<RValue, RuntimeFailure>? {
        guard program != nil, memo.hasTrapped else { return nil }
        return memo.kept(inputs)?.result
    }

    /// The canonical result for `inputs`; nil for inputs outside its domain (where the
    /// interpreted canonical fails, it is not compared there).
    func run(_ inputs: [String: RValue]) -> RValue? {
        if let compiledID { return Oracle.run(compiledID, inputs) }
        guard let program else { return nil }
        switch program.run(inputs, memo: memo) {
        case let .success(value): return value
        case let .failure(failure):
            lastFailure = failure.message
            if !failure.isTrap, unrunnable == nil { unrunnable = failure.message }
            return nil
        }
    }
}

struct AlgorithmProblem: Error {
    let message: String
    init(_ message: String) { self.message = message }
}

extension AlgorithmProblem: CustomStringConvertible {
    var description: String { message }
}
