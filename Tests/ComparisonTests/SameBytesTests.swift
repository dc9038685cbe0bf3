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

    /// A folder is below another only byte for byte: "café" written with one code point
    /// is not "café" written with two (a fix wrote through a link into that twin, outside
    /// the folder named), and a name that starts with a combining mark keeps it.
    @Test func aPathIsBelowAFolderOnlyByteForByte() {
        let composed = "/tmp/caf\u{E9}", decomposed = "/tmp/cafe\u{301}"
        #expect(RealPath.relative(decomposed + "/Resilience.kt", below: composed) == nil)
        #expect(RealPath.relative(composed + "/Resilience.kt", below: composed) == "Resilience.kt")
        #expect(RealPath.relative(decomposed, below: composed) == nil)
        #expect(RealPath.relative(composed, below: composed) == "")
        #expect(RealPath.relative("/tmp/a/\u{301}web/x.ts", below: "/tmp/a") == "\u{301}web/x.ts")
        #expect(RealPath.relative("/\u{301}web", below: "/") == "\u{301}web")
        #expect("./\u{301}web/x.ts".droppingPrefixBytes("./") == "\u{301}web/x.ts")
        #expect("/tmp/cafe\u{301}/x".hasPrefixBytes(composed) == false)
    }
}
