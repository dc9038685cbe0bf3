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
