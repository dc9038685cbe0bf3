import Model
import Testing

/// Every list the tool reads as text (boundary sections and events, `bezier(…)`,
/// `rgb(…)`, Swift edge sets, `fix --only`) is split one way.
@Suite struct CommaSeparatedTests {
    @Test func itemsAreTrimmedAndEmptyOnesLeftOut() {
        #expect("A, B ,\t#".commaSeparated == ["A", "B", "#"])
        #expect("away,append 2".commaSeparated == ["away", "append 2"])
        #expect("a,,b,".commaSeparated == ["a", "b"])
        #expect("".commaSeparated == [])
        // An item of spaces alone is kept, empty: `fix --only " "` is refused for it.
        #expect("a, ,b".commaSeparated == ["a", "", "b"])
        // A substring reads as its text does (`bezier(0.2, 0, 1, 1)`'s numbers).
        #expect("bezier(0.2, 0, 1, 1)".dropFirst(7).dropLast().commaSeparated == ["0.2", "0", "1", "1"])
    }
}
