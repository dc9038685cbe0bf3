import Model
import Testing

/// Source text is written with each run of white space as one space: the one-word fast
/// path must give what the general one gives.
@Suite struct CollapsedWhitespaceTests {
    @Test func aWordWithoutWhiteSpaceComesBackAsItIs() {
        #expect("rowHeight".collapsingWhitespace == "rowHeight")
        #expect("16.dp".collapsingWhitespace == "16.dp")
        #expect("".collapsingWhitespace == "")
    }

    @Test func runsOfWhiteSpaceAreOneSpaceAndNoneAtTheEnds() {
        #expect("  max(0,\n\t  height)  ".collapsingWhitespace == "max(0, height)")
        #expect("a\r\nb".collapsingWhitespace == "a b")
        // White space beyond ASCII counts too (a no-break space, a line separator).
        #expect("a\u{a0}b\u{2028}c".collapsingWhitespace == "a b c")
        // A control character that is not white space stays.
        #expect("a\u{1b}b".collapsingWhitespace == "a\u{1b}b")
        #expect("café  ✓".collapsingWhitespace == "café ✓")
    }
}
