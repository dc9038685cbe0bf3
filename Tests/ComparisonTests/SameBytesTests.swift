import Model
import Testing

/// Two code texts are one only byte for byte: `==` takes `é` as one code point for `é`
/// as two, whose columns differ.
@Suite struct SameBytesTests {
    @Test func textsAreTheSameOnlyByteForByte() {
        let composed = "let café = 1", decomposed = "let cafe\u{301} = 1"
        #expect(composed == decomposed)
        #expect(!composed.hasSameBytes(as: decomposed))
        #expect(composed.hasSameBytes(as: "let caf" + "é = 1"))
        #expect(!"let a = 1".hasSameBytes(as: "let b = 1"))
        #expect("".hasSameBytes(as: ""))
        let long = String(repeating: "x", count: 100_000)
        #expect(long.hasSameBytes(as: String(repeating: "x", count: 100_000)))
        #expect(!long.hasSameBytes(as: String(repeating: "x", count: 99_999) + "y"))
    }
}
