import Model
import Testing

/// Text from files is printed on one line with its control characters escaped; printable
/// text, ASCII or not, is printed as it is.
@Suite struct PrintableTests {
    @Test func printableTextIsKeptAsItIs() {
        #expect(printable("reference/kotlin/SectionIndex.kt:12:5: row height 28.dp") == "reference/kotlin/SectionIndex.kt:12:5: row height 28.dp")
        #expect(printable("café ✓ 行") == "café ✓ 行")
        #expect(printable("") == "")
    }

    @Test func controlCharactersAreEscapedWhereverTheyAre() {
        #expect(printable("a\u{1b}[2Jb") == "a\\u{1b}[2Jb")
        #expect(printable("line\nnext\t") == "line\\u{a}next\\u{9}")
        #expect(printable("del\u{7f}") == "del\\u{7f}")
        #expect(printable("c1\u{85}") == "c1\\u{85}")
        #expect(printable("é\u{202e}x") == "é\\u{202e}x")
    }
}
