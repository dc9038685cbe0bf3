import Extraction
import Model
import Rules
import Testing

@testable import Comparison
@testable import Normalization

/// A TSX token name used for two canonical tokens is reported; a `--files` check reads
/// other components only where such a name can be shared with the checked ones.
@Suite struct TokenConsistencyTests {
    let aliases = TokenAliases(byGroup: ["font": ["2xs": "xs3", "3xl": "xl3"]])
    let groups = ["a.letter-font": "font", "a.letter-color": "color", "b.badge-font": "font"]

    /// A row of a token fact: the canonical token, and per platform the names written.
    func row(_ fact: String, canonical: String, _ written: [Platform: String]) -> FactRow {
        FactRow(
            fact: fact, description: "", canonical: cell(.token(canonical), written: nil),
            cells: written.mapValues { cell(.token(aliases.canonical($0, group: "font")), written: $0) })
    }

    func cell(_ value: Value, written: String?) -> Cell {
        var observation = NormalizedObservation(
            observation: Observation(location: Location(path: "f.tsx", line: 1, column: 1), raw: written ?? "", value: .string(written ?? "")),
            value: value, problem: nil, steps: [], defaultSource: nil, dependsOnRem: false)
        observation.sourceToken = written
        return Cell(status: .equal, text: "", observations: [observation])
    }

    var checked: ComponentResult {
        ComponentResult(id: "a", rows: [
            // A renamed name on uniwind; a name the alias table does not rename on stylesheet;
            // Kotlin is not a TSX flavor.
            row("a.letter-font", canonical: "xs3", [.uniwind: "2xs", .stylesheet: "xs", .kotlin: "2xs"]),
            // No alias renames a color.
            row("a.letter-color", canonical: "muted", [.nativewind: "muted"]),
        ])
    }

    func uses(_ components: ComponentResult...) -> [TokenConsistency.Use] {
        components.flatMap { TokenConsistency.uses(in: $0, aliases: aliases, groups: groups, platforms: Platform.builtin) }
    }

    @Test func theReachIsTheFlavorsAndGroupsOfRenamedTokenUses() {
        let reach = TokenConsistency.Reach(of: uses(checked))
        #expect(reach.platforms == ["uniwind"] && reach.groups == ["font"])
        #expect(TokenConsistency.Reach(of: uses(ComponentResult(id: "a", rows: [checked.rows[1]]))).isEmpty)
    }

    @Test func aNameForTwoCanonicalTokensIsReportedWhenACheckedComponentUsesIt() {
        let other = ComponentResult(id: "b", rows: [row("b.badge-font", canonical: "xs2", [.uniwind: "2xs", .nativewind: "2xs"])])
        let findings = TokenConsistency.findings(in: uses(checked, other), platforms: Platform.builtin, involving: ["a"])
        #expect(findings.map(\.message) == ["uniwind token '2xs' stands for 2 canonical tokens: xs3 in a.letter-font, xs2 in b.badge-font"])
        // The first use names the finding: its place, its text and its value.
        #expect(findings.first?.location == Location(path: "f.tsx", line: 1, column: 1))
        #expect(findings.first?.found == FoundValue(raw: "2xs", value: .token("xs3")))
        // With neither component checked, nothing is reported.
        #expect(TokenConsistency.findings(in: uses(checked, other), platforms: Platform.builtin, involving: ["c"]).isEmpty)
    }

    /// A fact that writes the name twice (`text-2xs dark:text-2xs`) is listed once.
    @Test func eachMeaningIsListedOncePerFact() {
        var twice = row("b.badge-font", canonical: "xs2", [.uniwind: "2xs"])
        let written = twice.cells[.uniwind]?.observations ?? []
        twice.cells[.uniwind] = Cell(status: .equal, text: "", observations: written + written)
        let findings = TokenConsistency.findings(in: uses(checked, ComponentResult(id: "b", rows: [twice])), platforms: Platform.builtin, involving: ["a"])
        #expect(findings.map(\.message) == ["uniwind token '2xs' stands for 2 canonical tokens: xs3 in a.letter-font, xs2 in b.badge-font"])
    }
}
