import Testing

@testable import Algorithms

/// A traced run's sites, kept in the order first reached and found by place: it must
/// behave as the dictionary of first visits it replaced did, whatever the number of
/// sites and however their places hash.
@Suite struct SiteTableTests {
    @Test func aSiteKeepsThePositionItWasFirstReachedAt() {
        var table = SiteTable()
        let first = Site(line: 3, column: 5, text: "let a = 1")
        let second = Site(line: 4, column: 5, text: "let b = a")
        #expect(table.position(adding: first) == 0)
        #expect(table.position(adding: second) == 1)
        #expect(table.position(adding: first) == 0)
        #expect(table.count == 2)
        #expect(table.sites == [first, second])
        #expect(table.position(of: second) == 1)
        #expect(table.position(of: Site(line: 5, column: 5, text: "return b")) == nil)
        #expect(SiteTable().position(of: first) == nil)
    }

    /// Past its first slots the table grows: every site is still found at its position.
    @Test func aThousandSitesAreEachFoundAtTheirPosition() {
        var table = SiteTable()
        let sites = (0..<1_000).map { Site(line: 1 + $0 / 7, column: 1 + $0 % 7, endLine: 1 + $0 / 7 + $0 % 3, text: "s\($0)") }
        for (position, site) in sites.enumerated() { #expect(table.position(adding: site) == position) }
        for (position, site) in sites.enumerated().reversed() { #expect(table.position(of: site) == position) }
        #expect(table.sites == sites)
    }

    /// Sites whose places pack into the same word (a column past a million reaches the
    /// line's bits) hash alike: equality still tells them apart.
    @Test func sitesThatHashAlikeAreTwoSites() {
        var table = SiteTable()
        let low = Site(line: 1, column: 0, endLine: 1, text: "a")
        let high = Site(line: 0, column: 1 << 20, endLine: 1, text: "b")
        #expect(low.hashValue == high.hashValue)
        #expect(table.position(adding: low) == 0)
        #expect(table.position(adding: high) == 1)
        #expect(table.position(of: low) == 0)
        #expect(table.position(of: high) == 1)
    }
}

/// A trace keeps its decisions and outcomes by the position of their site: what it
/// reports, and what another trace takes from it through a mapping of sites, must be
/// what the tables keyed by site it replaced gave.
@Suite struct TraceRecordsTests {
    private let first = Site(line: 2, column: 5, text: "if a > b")
    private let second = Site(line: 3, column: 5, text: "while i < n")
    private let third = Site(line: 4, column: 5, text: "return i")

    /// A run that visits the three sites, deciding twice at the second.
    private func run() -> Trace {
        let trace = Trace()
        trace.visit(first)
        trace.visit(second)
        _ = trace.branch(true)
        _ = trace.branch(false)
        trace.visit(third)
        return trace
    }

    @Test func decisionsAndOutcomesAreReportedBySite() {
        let trace = run()
        #expect(trace.firstVisits == [first: 0, second: 1, third: 2])
        #expect(trace.decisions == [second: 2])
        #expect(trace.outcomes == [BranchOutcome(site: second, taken: true), BranchOutcome(site: second, taken: false)])
        #expect(trace.current == third)
    }

    @Test func theFlippedDecisionIsTheInstanceAsked() {
        let trace = Trace(flipping: second, instance: 2)
        trace.visit(second)
        #expect(trace.branch(true) == true)
        #expect(trace.branch(true) == false)
        #expect(trace.branch(true) == true)
        #expect(trace.outcomes == [BranchOutcome(site: second, taken: true), BranchOutcome(site: second, taken: false)])
    }

    @Test func anAdoptedTraceHasTheRecordsAtTheMappedSites() {
        let moved = [first, second, third].map { Site(line: $0.line + 10, column: $0.column, text: $0.text) }
        let taken = Trace()
        #expect(taken.adopt(run(), mapping: [first: moved[0], second: moved[1], third: moved[2]]))
        #expect(taken.firstVisits == [moved[0]: 0, moved[1]: 1, moved[2]: 2])
        #expect(taken.decisions == [moved[1]: 2])
        #expect(taken.current == moved[2])
    }

    /// Two sites mapped to one place (neighbours in the visit order, or not) would merge
    /// their records: nothing is taken.
    @Test func aMappingThatMergesSitesIsRefused() {
        let place = Site(line: 20, column: 1, text: "x")
        let other = Site(line: 21, column: 1, text: "y")
        let taken = Trace()
        #expect(!taken.adopt(run(), mapping: [first: place, second: place, third: other]))
        #expect(!taken.adopt(run(), mapping: [first: place, second: other, third: place]))
        #expect(!taken.adopt(run(), mapping: [first: place, second: other]))
        #expect(taken.firstVisits.isEmpty && taken.decisions.isEmpty && taken.current == nil)
    }
}
