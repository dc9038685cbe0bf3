import Comparison
import Fix
import Foundation
import Model
import Parsing

/// `uim-parity fix [PATH…]`: rewrites every fixable drift to the canonical value, in the
/// notation the platform already uses there, then checks again.
struct FixCommand: Command {
    static let name = "fix"
    static let summary = "rewrite drifting values to the canonical ones, then check again"
    static let usage = """
        Usage: uim-parity fix [PATH…] [--dry-run | --diff] [--canonical] [--fact ID…] [--platform NAME…] [options]

        Checks each PATH (default: 'root' in uim-parity.yml) as `check` does and changes
        every drifting value to the canonical one, in the notation the source already
        uses at that spot (`18.dp`, `h-[18px]`, `0.2` seconds, `0xFF1D1D1F`, a token's
        name). Only the value's bytes change. Each edit is proven before it is made: the
        fact is read again from the edited file and must give the canonical value.

        Drift the tool cannot repair safely is listed with the reason (a value computed
        at run time, a platform default, a literal two facts share, a canonical that is
        the outlier). The canonical is the outlier where every language but the one
        that mirrors it (SwiftUI's) agrees on another value, which at least two
        platforms hold: the TSX flavors vote as one, with the value most of them hold,
        so one flavor leaving does not end the agreement and one language does (then
        fix moves every platform to the canonical). Where the canonical is the outlier,
        a platform that left the value the others agree on goes back to it. Findings
        the baseline accepts or a comment suppresses are left.

        Files are written atomically, only when they change, and only if they still
        have the text the check read, and only inside the checked folders and the
        config's canonical sources (not through a link that leads elsewhere). Then every checked folder is checked again: each fixed
        finding must be gone, no file that parsed may stop parsing, and no finding may
        be new; otherwise the files are restored and the exit status is 2. Every error
        the check still reports afterwards is listed with the reason it is not fixed.

          --dry-run, --diff   print the changes as a unified diff; write nothing
          --canonical         where the canonical is the outlier (above), change the
                              canonical to the value the others agree on; then
                              SwiftUI and any platform that differs follow it
          --fact ID           only this fact (or algorithm, token group, component);
                              repeat or separate by commas
          --platform NAME     only this platform; repeat or separate by commas
          --baseline FILE     as for check
          --no-ignore         as for check
          --rules DIR, --config FILE   as for check

        Exit status: 0 nothing is left that check fails on, 1 findings remain that could
        not be fixed (listed), 2 the fix could not run or was undone.

        """
    static let spec = Arguments.Spec(
        flags: ["--dry-run", "--diff", "--canonical", "--no-ignore"],
        options: CheckSession.commonOptions.union(["--fact", "--platform", "--baseline"]))

    let paths: [String]
    let baseline: String?
    let dryRun: Bool
    /// `--canonical`: repair the canonical where it is the outlier, then the platforms
    /// that differ from its new value.
    let canonical: Bool
    let facts: Set<String>?
    let platforms: Set<String>?
    let arguments: Arguments

    init(arguments: Arguments) throws(UsageError) {
        paths = arguments.positionals
        baseline = try arguments.value("--baseline")
        dryRun = arguments.flags.contains("--dry-run") || arguments.flags.contains("--diff")
        canonical = arguments.flags.contains("--canonical")
        facts = try Self.list(arguments.options["--fact"], of: "--fact", naming: "a fact or component")
        platforms = try Self.list(arguments.options["--platform"], of: "--platform", naming: "a platform")
        self.arguments = arguments
    }

    /// An option's values, separated by commas too; an empty one narrows to nothing,
    /// which is a mistake, not a run that fixes nothing.
    private static func list(_ values: [String]?, of option: String, naming what: String) throws(UsageError) -> Set<String>? {
        guard let values else { return nil }
        let names = values.flatMap(\.commaSeparated)
        guard !names.isEmpty, !names.contains("") else { throw UsageError("\(option) needs \(what), not an empty value") }
        return Set(names)
    }

    func run(console: Console) -> ExitStatus {
        do {
            let session = try CheckSession(arguments: arguments, checking: paths.first)
            try validateNarrowing(session)
            let roots = try Self.distinct((paths.isEmpty ? [nil] : paths.map(Optional.some)).map { path throws(SessionError) in try session.root(path) })
            if paths.isEmpty { try Self.refuseConfiguredRootOutside(roots, session: session) }
            let before = try check(roots, session: session, repairs: true)
            guard before.failures.isEmpty else {
                for failure in before.failures { console.fail(printable(failure)) }
                return .failure
            }
            try validateTokens(in: before, session: session)
            let plan = FixPlan(findings: selected(before.findings), texts: before.sourceTexts)
            // With --diff, standard output is the patch alone (`fix --diff | git apply`).
            let note: (String) -> Void = dryRun ? { console.error($0 + "\n") } : { console.line($0) }
            let left = Self.waitingInVain(plan.refused, plan.waiting(in: before.findings)) + untouched(before.findings, by: plan)
            let list = { (left: [(Finding, String)]) in
                for (line, count) in Self.listing(left) { note(printable(count > 1 ? "\(line) (\(count) findings)" : line)) }
            }
            if dryRun {
                list(left)
                let names = WorkTreeNames()
                for file in plan.files {
                    // The mark is the first line's first bytes, as `git apply` reads the file.
                    let mark = FileReader.bytes(atPath: file.path).map { $0.starts(with: [0xEF, 0xBB, 0xBF]) } == .success(true) ? "\u{FEFF}" : ""
                    console.output(UnifiedDiff.render(path: names.name(file.path), old: mark + file.old, new: mark + file.new))
                }
                if canonical, !plan.files.isEmpty {
                    note("Then the platforms that differ from the new canonical value are fixed too (not shown before the canonical is written)")
                }
                if !plan.files.isEmpty, !plan.waiting(in: selected(before.findings)).isEmpty {
                    note("Then the findings that wait for these edits are fixed from the edited files (not shown before those are written)")
                }
                note(plan.summary(written: false, left: left.count))
                return left.isEmpty ? .success : .findings
            }
            let scope = WriteScope(roots: roots, session: session)
            var written = try write(plan, inside: scope, console: console)
            var fixed = plan.fixed
            let problem: String?
            var remaining: [Finding] = []
            do {
                let waiting = plan.waiting(in: before.findings)
                if !plan.files.isEmpty, canonical || !waiting.isEmpty {
                    let followers = try follow(plan, waiting: waiting, roots: roots, inside: scope, console: console)
                    written += followers.written
                    fixed += followers.fixed
                }
                // A new session: the canonical sources and rules are read again from disk.
                let after = try CheckSession(arguments: arguments, checking: paths.first)
                remaining = try recheck(roots, session: after, before: before, fixed: fixed, waiting: waiting)
                problem = nil
            } catch {
                problem = error.message
            }
            if let problem {
                // Newest first: a file written twice gets its first original back last.
                restore(Array(written.reversed()), console: console)
                throw SessionError(message: "the fix was undone: \(problem)")
            }
            // What is left is what the check after the fix still reports: a fixed value can
            // settle another finding (an algorithm that read it).
            let stillLeft = Self.present(left, in: remaining)
            list(stillLeft)
            console.line(plan.summary(written: true, fixed: fixed.count, files: Set(written.map(\.path)).count, left: stillLeft.count))
            return stillLeft.isEmpty ? .success : .findings
        } catch {
            return console.fail(error)
        }
    }

    /// What the first edits leave to fix from the edited files: after `--canonical` wrote
    /// the platforms' value into the canonical, the platforms that do not hold it
    /// (SwiftUI, which followed the old canonical, and any that left the others), fixed as
    /// after any canonical change; and the drifts that waited for a literal their rule
    /// reads to be repaired (`Finding.repairWaitsFor`).
    private func follow(_ plan: FixPlan, waiting: Set<String>, roots: [String], inside scope: WriteScope, console: Console)
        throws(SessionError) -> (written: [Original], fixed: [Finding])
    {
        let facts = canonical ? Set(plan.fixed.map(\.fact)) : []
        var written: [Original] = []
        var fixed: [Finding] = []
        // A chain of waits (a height that reads a radius that reads a padding) takes a pass
        // a link; a pass that fixes nothing ends it.
        for _ in 0..<Self.followPasses {
            let session = try CheckSession(arguments: arguments, checking: paths.first)
            let changed = try check(roots, session: session, repairs: true)
            let followers = changed.findings.filter { finding in
                let follows = facts.contains(finding.fact) && (platforms?.contains(finding.platform.name) ?? true)
                    || waiting.contains(finding.factKey) && isSelected(finding)
                guard finding.kind == .drift, follows, case let .edits(edits)? = finding.repair else { return false }
                return !edits.isEmpty
            }
            let follow = FixPlan(findings: followers, texts: changed.sourceTexts)
            guard !follow.files.isEmpty else { break }
            written += try write(follow, inside: scope, console: console)
            fixed += follow.fixed
        }
        return (written, fixed)
    }

    /// A drift that waits for a repair this run does not make (`--fact` left its owner
    /// out) says so: "that is fixed first" was not true.
    static func waitingInVain(_ refused: [(Finding, String)], _ waiting: Set<String>) -> [(Finding, String)] {
        refused.map { finding, reason in
            guard let owner = finding.repairWaitsFor, !waiting.contains(finding.factKey) else { return (finding, reason) }
            return (finding, "its rule also reads the value of \(owner), which drifts and is not fixed in this run: fix it first")
        }
    }

    /// Passes after the first edits, at most.
    static let followPasses = 4

    /// What is not fixed, a line each, in order: findings that read alike (an algorithm's
    /// behaviour classes, which differ only in their counterexample) once, with their number.
    static func listing(_ left: [(Finding, String)]) -> [(line: String, count: Int)] {
        var lines: [(line: String, count: Int)] = []
        var positions: [String: Int] = [:]
        for (finding, reason) in left {
            let place = finding.location.map { "\($0): " } ?? ""
            let line = "\(place)not fixed: \(finding.fact) (\(finding.platform.name)): \(reason)"
            if let position = positions[line] {
                lines[position].count += 1
            } else {
                positions[line] = lines.count
                lines.append((line, 1))
            }
        }
        return lines
    }

    /// The drift findings to repair, each with the repair to make: its own, or with
    /// `--canonical` the canonical's where the canonical is the outlier (once per fact).
    private func selected(_ findings: [Finding]) -> [Finding] {
        var seen: Set<String> = []
        return findings.compactMap { finding in
            guard finding.kind == .drift, isSelected(finding) else { return nil }
            guard canonical else { return finding.repair == nil ? nil : finding }
            guard let outlier = finding.canonicalRepair, seen.insert(finding.fact).inserted else { return nil }
            return Self.canonicalFinding(of: finding, repairedBy: outlier)
        }
    }

    /// The canonical's own drift from the platforms, where the canonical is the outlier:
    /// made and refused at the canonical's value (a refusal had named the first platform's
    /// file and line, where nothing is to be changed).
    private static func canonicalFinding(of finding: Finding, repairedBy outlier: CanonicalRepair) -> Finding {
        var chosen = Finding(
            component: finding.component, fact: finding.fact, platform: .canonical, kind: .drift, severity: finding.severity,
            location: outlier.location, found: finding.canonical, canonical: nil, message: finding.message)
        chosen.repair = outlier.repair
        return chosen
    }

    /// Whether `--fact` and `--platform` let the finding in.
    /// A `--fact` value selects a fact, an algorithm, a component or a token group (the
    /// facts of `tokens.color-light`).
    private func isSelected(_ finding: Finding) -> Bool {
        let fact = facts.map { selectors in
            selectors.contains { $0 == finding.fact || $0 == finding.component || finding.fact.hasPrefix($0 + ".") }
        }
        return (fact ?? true) && (platforms?.contains(finding.platform.name) ?? true)
    }

    /// The errors of the selection the plan neither fixes nor refuses with a reason: what
    /// `check` still fails on, listed with why (as ruff and ESLint list what `--fix`
    /// leaves). With `--canonical`, a fact whose canonical is repaired counts once, as its repair
    /// does; where that repair is refused, its findings are listed as following it.
    private func untouched(_ findings: [Finding], by plan: FixPlan) -> [(Finding, String)] {
        let handled = Set((plan.fixed + plan.refused.map(\.0)).map(FixPlan.key))
        let fixedFacts = canonical ? Set(plan.fixed.map(\.fact)) : []
        let refusedFacts = canonical ? Set(plan.refused.map(\.0.fact)) : []
        return findings.compactMap { finding in
            guard finding.severity == .error, isSelected(finding), !handled.contains(FixPlan.key(finding)) else { return nil }
            switch finding.kind {
            case .drift where fixedFacts.contains(finding.fact): return nil
            case .drift where refusedFacts.contains(finding.fact): return (finding, "it follows the canonical's repair, which is not made (listed above)")
            case .drift where canonical: return (finding, "the canonical is not the outlier here (fix without --canonical)")
            case .drift: return (finding, "no repair is known for it")
            default: return (finding, "\(finding.kind.rawValue) findings are not fixed by fix, which rewrites drifting values")
            }
        }
    }

    /// `--fact` and `--platform` must name something that exists.
    private func validateNarrowing(_ session: CheckSession) throws(SessionError) {
        let knownFacts = Self.staticFacts(session)
        for fact in (facts ?? []).sorted() where !knownFacts.contains(fact) && session.rules.tokenGroup(ofToken: fact) == nil {
            throw SessionError(
                message: "--fact: '\(printable(fact))' is not a fact, algorithm, token group or component" + Suggestion.hint(for: fact, among: knownFacts))
        }
        let knownPlatforms = session.configuration.platforms.map(\.name)
        for platform in (platforms ?? []).sorted() where !knownPlatforms.contains(platform) {
            throw SessionError(
                message: "--platform: '\(printable(platform))' is not a platform of this repository" + Suggestion.hint(for: platform, among: knownPlatforms))
        }
    }

    private func check(_ roots: [String], session: CheckSession, repairs: Bool) throws(SessionError) -> CheckResult {
        var result = CheckResult()
        for (offset, root) in roots.enumerated() {
            let checked = try session.check(root: root, repairs: repairs)
            if offset == 0 { result = checked } else { result.merge(checked) }
        }
        let baselineFile = session.baselineFile(argument: baseline, root: roots[0])
        session.policy(baseline: try session.baseline(baselineFile)).apply(to: &result)
        return result
    }

    /// A file as it was before the fix wrote it: its bytes, byte-order mark included.
    struct Original {
        let path: String
        let bytes: [UInt8]
    }

    /// Writes each changed file, if it still has the text the check read and lies in a
    /// checked folder; returns the files written as they were. A byte-order mark the file
    /// starts with is kept.
    private func write(_ plan: FixPlan, inside scope: WriteScope, console: Console) throws(SessionError) -> [Original] {
        try scope.refuseOutside(plan)
        var written: [Original] = []
        for file in plan.files {
            guard case let .success(bytes) = FileReader.bytes(atPath: file.path),
                (try? SourceFile.decode(bytes, path: file.path).text) == file.old
            else {
                restore(written, console: console)
                throw SessionError(message: "\(printable(file.path)): changed since it was read; nothing was written")
            }
            let mark: [UInt8] = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? [0xEF, 0xBB, 0xBF] : []
            do {
                try AtomicFile.write(Data(mark + Array(file.new.utf8)), to: file.path)
            } catch {
                restore(written, console: console)
                throw SessionError(message: error.description)
            }
            written.append(Original(path: file.path, bytes: bytes))
        }
        return written
    }

    /// Where a fix may write: the checked folders, and the library's canonical sources the
    /// config names (`--canonical` changes them), by their real paths. A file that is a
    /// link leading elsewhere, or lies in a linked folder that does, is not written.
    /// The folders to fix, each once however it is spelled (`fix . .` fixed and counted
    /// every finding twice).
    static func distinct(_ roots: [String]) -> [String] {
        var seen: Set<String> = []
        return roots.filter { seen.insert(RealPath.of($0)).inserted }
    }

    /// With no PATH, the folder fixed is the config's `root:`: one outside the config's
    /// folder (`root: ../other`) is written only when PATH names it, as a baseline is.
    static func refuseConfiguredRootOutside(_ roots: [String], session: CheckSession) throws(SessionError) {
        guard let folder = session.configuration.folder.map({ RealPath.of($0.path) }) else { return }
        for root in roots where RealPath.relative(RealPath.of(root), below: folder) == nil {
            let shown = CheckSession.relativeToCurrentFolder(RealPath.of(root))
            throw SessionError(message: "\(printable(shown)): the root \(session.configurationName) names is outside its folder; "
                + "`fix` writes there only when PATH names it")
        }
    }

    struct WriteScope {
        let folders: [String]
        let canonicals: Set<String>

        init(roots: [String], session: CheckSession) {
            folders = roots.map(RealPath.of)
            canonicals = Set(session.canonicalSources.map { RealPath.of($0.displayPath) })
        }

        /// Checked before anything is written.
        func refuseOutside(_ plan: FixPlan) throws(SessionError) {
            for file in plan.files {
                let real = RealPath.of(file.path)
                guard !canonicals.contains(real), !folders.contains(where: { RealPath.relative(real, below: $0) != nil }) else { continue }
                throw SessionError(message: "\(printable(file.path)): is a link to \(printable(real)), outside the checked folder; nothing was written")
            }
        }
    }

    private func restore(_ files: [Original], console: Console) {
        for file in files {
            do {
                try AtomicFile.write(Data(file.bytes), to: file.path)
            } catch {
                console.fail("\(printable(file.path)): could not be restored: \(error)")
            }
        }
    }

    /// The facts, algorithms, components and token groups the rules name; a token group's
    /// facts (`tokens.color-light.accent`) are the tokens the sources define.
    private static func staticFacts(_ session: CheckSession) -> [String] {
        let components = session.rules.components
        return session.rules.facts.map(\.qualifiedID) + components.map(\.id) + components.flatMap { $0.algorithms.map(\.qualifiedID) }
            + session.rules.tokenGroupIDs
    }

    /// A `--fact` naming a token must name one the checked sources define (as a
    /// `severity:` key must).
    private func validateTokens(in result: CheckResult, session: CheckSession) throws(SessionError) {
        let checked = Set(result.components.map(\.id))
        let tokens = Set(result.components.flatMap { $0.rows.map(\.fact) })
        for fact in (facts ?? []).sorted() where !tokens.contains(fact) {
            guard let owner = session.rules.tokenGroup(ofToken: fact), checked.contains(owner.component) else { continue }
            throw SessionError(
                message: "--fact: '\(printable(fact))' is not a token of \(owner.group)"
                    + Suggestion.hint(for: fact, among: tokens.filter { $0.hasPrefix(owner.group + ".") }.sorted()))
        }
    }

    /// The findings of the check after writing, if every fixed finding is gone, no file
    /// that parsed stopped parsing and no finding is new; else what went wrong is thrown.
    /// (A file broken before is the check's business, not a reason to undo the fix.)
    /// (`waiting`: drifts whose repair waited for another's, which that repair moves.)
    private func recheck(_ roots: [String], session: CheckSession, before: CheckResult, fixed: [Finding], waiting: Set<String>)
        throws(SessionError) -> [Finding]
    {
        let after = try check(roots, session: session, repairs: false)
        if let problem = Self.problem(after, before: before, fixed: fixed, canonical: canonical, waiting: waiting) {
            throw SessionError(message: problem)
        }
        return after.findings
    }

    /// The listed findings that `findings` still holds (by place and fact, counted). The
    /// canonical's own drift (a refused `--canonical` repair) is no check finding: it is
    /// held while any of its fact's findings is.
    private static func present(_ listed: [(Finding, String)], in findings: [Finding]) -> [(Finding, String)] {
        var available = counts(findings)
        let driftingFacts = Set(findings.filter { $0.kind == .drift }.map(\.fact))
        return listed.filter { finding, _ in
            if finding.platform == .canonical { return driftingFacts.contains(finding.fact) }
            let key = FixPlan.key(finding)
            guard available[key, default: 0] > 0 else { return false }
            available[key]! -= 1
            return true
        }
    }

    /// What makes the check after writing a reason to undo the fix, if anything.
    static func problem(_ after: CheckResult, before: CheckResult, fixed: [Finding], canonical: Bool, waiting: Set<String> = []) -> String? {
        if let failure = after.failures.first { return failure }
        let broken = Set(before.findings.filter { $0.kind == .syntax }.map(FixPlan.key))
        if let syntax = after.findings.first(where: { $0.kind == .syntax && !broken.contains(FixPlan.key($0)) }) {
            return "\(syntax.location.map(\.description) ?? syntax.fact): \(syntax.message)"
        }
        // A canonical repair settles every platform's finding of the fact.
        let fixedFacts = Set(fixed.map(\.fact))
        let settled = canonical ? before.findings.filter { fixedFacts.contains($0.fact) && $0.kind == .drift } : fixed
        let settledKeys = Set(settled.map(FixPlan.key))
        // Counted, not a set: two findings of one fact may share a line (`h-5 min-w-5`).
        var allowed = Self.counts(before.findings)
        for finding in settled { allowed[FixPlan.key(finding), default: 0] -= 1 }
        var seen: [[String]: Int] = [:]
        for finding in after.findings {
            let key = FixPlan.key(finding)
            // Fixed to the value the other platforms agree on: what differs is the canonical.
            if finding.cause == Finding.outlierCause, settledKeys.contains(key) { continue }
            seen[key, default: 0] += 1
            guard seen[key]! > allowed[key, default: 0] else { continue }
            let place = finding.location.map { "\($0): " } ?? ""
            return settled.contains { FixPlan.key($0) == key }
                ? "\(place)\(finding.fact) still drifts after its fix: \(finding.message)"
                : "\(place)a new finding: \(finding.message)"
        }
        return moved(after.findings.filter { !waiting.contains($0.factKey) }, before: before.findings, settled: settled)
    }

    /// A drift the fix did not repair that now reads another value (an edit of a literal
    /// it also reads moved it further off): the same finding by place, but a worse one.
    /// (Counted by place: two drifts of one fact may share a line, and one be fixed.)
    static func moved(_ after: [Finding], before: [Finding], settled: [Finding]) -> String? {
        // The value, not the text: a fact read from a whole expression (`copy(…)`) changes
        // its text when a repair edits another part of it.
        func value(_ finding: Finding) -> String { finding.found?.value.map(String.init(describing:)) ?? "" }
        var left: [[String]: [String: Int]] = [:]
        for finding in before where finding.kind == .drift { left[FixPlan.key(finding), default: [:]][value(finding), default: 0] += 1 }
        for finding in settled { left[FixPlan.key(finding), default: [:]][value(finding), default: 0] -= 1 }
        // A settled drift moved onto the platforms' value leaves the canonical's outlier.
        let settledKeys = Set(settled.map(FixPlan.key))
        for finding in after where finding.kind == .drift && !(finding.cause == Finding.outlierCause && settledKeys.contains(FixPlan.key(finding))) {
            let key = FixPlan.key(finding)
            guard let counts = left[key] else { continue }
            guard counts[value(finding), default: 0] <= 0 else {
                left[key]![value(finding)]! -= 1
                continue
            }
            let place = finding.location.map { "\($0): " } ?? ""
            return "\(place)a drifting value moved: \(finding.message)"
        }
        return nil
    }

    private static func counts(_ findings: [Finding]) -> [[String]: Int] {
        var counts: [[String]: Int] = [:]
        for finding in findings { counts[FixPlan.key(finding), default: 0] += 1 }
        return counts
    }
}

/// The edits of the selected findings, by file, and the findings left with their reason.
struct FixPlan {
    struct File {
        let path: String
        let old: String
        let new: String
    }

    private(set) var files: [File] = []
    private(set) var fixed: [Finding] = []
    private(set) var refused: [(Finding, String)] = []

    /// Edits are grouped by the file they land in, links resolved: two platforms whose
    /// files are one (a link in the tree) edit it once (it was written twice, and the
    /// second write refused as "changed since it was read").
    init(findings: [Finding], texts: [String: String]) {
        var byFile: [String: [Finding]] = [:]
        for finding in findings {
            switch finding.repair {
            case let .edits(edits)? where !edits.isEmpty: byFile[RealPath.of(edits[0].path), default: []].append(finding)
            case let .notFixable(reason)?: refused.append((finding, reason))
            default: break
            }
        }
        // Named by a path that is no link, where there is one: a patch of a link's path
        // does not apply.
        let groups = byFile.values.map { candidates in
            let paths = Set(candidates.compactMap { $0.repair?.edits.first?.path }).sorted()
            return (path: paths.first { RealPath.of($0) == RealPath.absolute($0) } ?? paths[0], candidates: candidates)
        }
        for (path, candidates) in groups.sorted(by: { $0.path < $1.path }) {
            guard let old = texts[path] else {
                refused += candidates.map { ($0, "the file's text was not kept") }
                continue
            }
            var seen: Set<String> = []
            let edits = candidates.flatMap { $0.repair?.edits ?? [] }.filter { seen.insert("\($0.range)|\($0.replacement)").inserted }
            guard let new = TextEdits.apply(edits, to: old) else {
                refused += candidates.map { ($0, "its edit overlaps another fact's edit") }
                continue
            }
            if new != old { files.append(File(path: path, old: old, new: new)) }
            fixed += candidates
        }
        refused.sort { ($0.0.location ?? Location(path: "", line: 0, column: 0)) < ($1.0.location ?? Location(path: "", line: 0, column: 0)) }
    }

    /// A finding across runs: what it is about and where, by file and line (edits never
    /// add or remove lines), not its column, value or source text: a fix changes the
    /// text around a value it leaves alone, and a drift that stays is no new finding.
    static func key(_ finding: Finding) -> [String] {
        [finding.kind.rawValue, finding.fact, finding.platform.name, finding.location?.path ?? "", "\(finding.location?.line ?? 0)"]
    }

    /// The drifts among `findings` that wait for a repair this plan makes, or for one
    /// that waits for it in turn, by `factKey`: selected or not, they move when it is made.
    func waiting(in findings: [Finding]) -> Set<String> {
        var awaited = Set(fixed.map(\.factKey))
        var waiting: Set<String> = []
        var grew = true
        while grew {
            grew = false
            for finding in findings {
                guard let owner = finding.repairWaitsFor, awaited.contains(Finding.key(owner, on: finding.platform)),
                    waiting.insert(finding.factKey).inserted
                else { continue }
                awaited.insert(finding.factKey)
                grew = true
            }
        }
        return waiting
    }

    /// `fixed` and `files`: the counts written, when they are not the plan's own.
    /// `left`: the findings not fixed, listed above.
    func summary(written: Bool, fixed fixedCount: Int? = nil, files fileCount: Int? = nil, left: Int) -> String {
        let fileCount = fileCount ?? files.count
        let fixedCount = fixedCount ?? fixed.count
        let edits = fileCount == 1 ? "1 file" : "\(fileCount) files"
        let count = fixedCount == 1 ? "1 finding" : "\(fixedCount) findings"
        let leftText = left == 0 ? "" : "; \(left) not fixed (listed above)"
        return "\(written ? "Fixed" : "Would fix") \(count) in \(edits)\(leftText)"
    }
}
