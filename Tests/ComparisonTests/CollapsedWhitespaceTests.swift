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

    /// The ASCII path reads bytes: on every text of up to four pieces (ASCII white space,
    /// `\r\n`, control characters that are not white space, letters beyond ASCII, which
    /// take the general path), it gives what splitting into characters gives, and a kept
    /// length gives that text's first characters.
    @Test func theBytePathGivesWhatCharactersGive() {
        let pieces = ["a", "bc", " ", "\t", "\n", "\r\n", "\u{0B}", "\u{0C}", "\u{1b}", "\u{7f}", "\u{1c}", "é", "\u{a0}"]
        var level = [""]
        var texts = level
        for _ in 0..<4 {
            level = level.flatMap { text in pieces.map { text + $0 } }
            texts += level
        }
        for (number, text) in texts.enumerated() {
            let expected = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(text.collapsingWhitespace == expected, "\(text.debugDescription)")
            let length = number % 7
            #expect(text.collapsingWhitespace(keeping: length) == String(expected.prefix(length)), "\(text.debugDescription) keeping \(length)")
        }
    }
}
