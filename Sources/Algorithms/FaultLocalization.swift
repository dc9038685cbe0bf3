/// Spectrum-based fault localization: which statements of a platform's program are most
/// likely responsible for its failing inputs, from what each traced run executed.
///
/// A statement's Ochiai score is `failed(s) / sqrt(failed × (failed(s) + passed(s)))`:
/// 1 when every failing run executed it and no passing one did (Abreu, Zoeteweij and
/// van Gemund, "On the accuracy of spectrum-based fault localization", 2007). A
/// branch's outcome (`if` taken one way) is ranked like a statement, so a wrong
/// condition ranks with the branch it wrongly sends the failing runs to.
public enum FaultLocalization {
    /// One traced run: what it executed, and whether it gave another result than the
    /// canonical.
    public struct Run: Sendable {
        /// Each once, in the order the run first reached them. (A list, not a set: every
        /// traced run has a spectrum and only a drifting program's runs are ranked, and
        /// hashing each run's sites into a set was 1 % of checking a library. Ranking
        /// searches each run's list for each element, linear in the sites a run reached:
        /// tens in the docs' formulas.)
        public let sites: [Site]
        public let outcomes: Set<BranchOutcome>
        public let failed: Bool

        public init(sites: [Site], outcomes: Set<BranchOutcome>, failed: Bool) {
            self.sites = sites
            self.outcomes = outcomes
            self.failed = failed
        }

        public func executed(_ element: Element) -> Bool {
            switch element {
            case let .statement(site): sites.contains(site)
            case let .branch(outcome): outcomes.contains(outcome)
            }
        }
    }

    public enum Element: Sendable, Hashable {
        case statement(Site)
        case branch(BranchOutcome)

        public var site: Site {
            switch self {
            case let .statement(site): site
            case let .branch(outcome): outcome.site
            }
        }

        public var isStatement: Bool {
            if case .statement = self { return true }
            return false
        }
    }

    public struct Ranked: Sendable {
        public let element: Element
        public let score: Double
    }

    /// Every element some failing run executed, most suspicious first. Ties go to a
    /// statement before a branch outcome at the same score (the outcome's body is what
    /// ran), then to the earliest in the source; both orders are fixed, so the ranking is
    /// the same every run.
    public static func rank(_ runs: [Run]) -> [Ranked] {
        let failing = runs.filter(\.failed)
        guard !failing.isEmpty else { return [] }
        var elements: Set<Element> = []
        for run in failing {
            elements.formUnion(run.sites.map(Element.statement))
            elements.formUnion(run.outcomes.map(Element.branch))
        }
        let ranked = elements.map { element -> Ranked in
            let failed = Double(failing.count { $0.executed(element) })
            let passed = Double(runs.count { !$0.failed && $0.executed(element) })
            return Ranked(element: element, score: failed / (Double(failing.count) * (failed + passed)).squareRoot())
        }
        return ranked.sorted { lhs, rhs in
            if lhs.score != rhs.score { return lhs.score > rhs.score }
            if lhs.element.isStatement != rhs.element.isStatement { return lhs.element.isStatement }
            if lhs.element.site != rhs.element.site { return lhs.element.site < rhs.element.site }
            return !lhs.element.isStatement && lhs.element.branchTaken == true
        }
    }
}

extension FaultLocalization.Element {
    fileprivate var branchTaken: Bool? {
        if case let .branch(outcome) = self { return outcome.taken }
        return nil
    }
}
