import Comparison
import Testing

/// Globs as users write them in `sources:`, `exclude:` and `canonical:`.
@Suite struct GlobTests {
    @Test(arguments: [
        ("kotlin/**/*.kt", "kotlin/a/b/C.kt", true),
        ("kotlin/**/*.kt", "kotlin/C.kt", true),
        ("kotlin/**/*.kt", "kotlin/C.kts", false),
        ("kotlin/**/*.{kt,kts}", "kotlin/build.gradle.kts", true),
        ("kotlin/**/*.{kt,kts}", "kotlin/x/C.kt", true),
        ("{ios,macos}/**/*.swift", "macos/A.swift", true),
        ("{ios,macos}/**/*.swift", "tvos/A.swift", false),
        ("src/[A-Z]*.ts", "src/Retry.ts", true),
        ("src/[A-Z]*.ts", "src/retry.ts", false),
        ("src/[!_]*.ts", "src/_private.ts", false),
        ("./swift/**", "swift/Theme/Theme.swift", true),
        ("swift/?heme.swift", "swift/Theme.swift", true),
        ("swift/*.swift", "swift/Theme/Theme.swift", false),
        ("examples/**", "examples/a/b.tsx", true),
        ("{a,{b,c}}/x.ts", "c/x.ts", true),
        ("a{b}c/x.ts", "a{b}c/x.ts", true),
        ("a{b}c/{x,y}.ts", "a{b}c/y.ts", true),
        ("**/a/**/b", "a/x/b", true),
        ("**/a/**/b", "x/a/b/y", false),
        ("a/**/**/b", "a/b", true),
        // A brace never closed is kept as written, with all after it; braces before it expand.
        ("{a,b}/x{c", "b/x{c", true),
        ("{a,b}/x{c{d,e}", "a/x{c{d,e}", true),
        ("{a,b}/x{c{d,e}", "a/x{cd", false),
        // A brace with no comma is kept as written, the braces inside it too.
        ("{{a,b}}/x.ts", "{{a,b}}/x.ts", true),
        ("{{a,b}}/x.ts", "{a}/x.ts", false),
        ("{a,b}{c,d}/{x,y{1,2}}.ts", "bc/y2.ts", true),
    ])
    func matches(pattern: String, path: String, expected: Bool) {
        #expect(Glob(pattern).matches(path) == expected, "\(pattern) on \(path)")
    }

    /// `**` many times over decides each place once: trying every split again and again
    /// took exponential time (this pattern on this path did not end).
    @Test func manyDoubleStarsEndAtOnce() {
        let pattern = String(repeating: "**/", count: 150) + "*.zzz"
        let deep = (0..<40).map { "d\($0)" }.joined(separator: "/")
        #expect(!Glob(pattern).matches(deep + "/X.swift"))
        #expect(Glob(pattern).matches(deep + "/X.zzz"))
    }

    /// Braces that would give more than a thousand patterns stay as written, so the
    /// pattern matches only its own text (`check` warns of a pattern that matches no
    /// file): twenty-three `{a,b}` made eight million patterns and did not end.
    @Test func bracesPastTheLimitStayAsWritten() {
        let pattern = "swift/" + String(repeating: "{a,b}", count: 23)
        #expect(!Glob(pattern).matches("swift/" + String(repeating: "a", count: 23)))
        #expect(Glob(pattern).matches(pattern))
        let ten = "swift/" + String(repeating: "{a,b}", count: 10)
        #expect(Glob(ten).matches("swift/" + String(repeating: "ab", count: 5)))
        // One brace of more options than the limit: each would copy the whole pattern.
        let wide = "{" + (0..<20_000).map { "o\($0)" }.joined(separator: ",") + "}" + String(repeating: "x", count: 20_000)
        #expect(!Glob(wide).matches("o1" + String(repeating: "x", count: 20_000)))
    }

    /// The pattern is read once, and its patterns counted before any is made: expanding
    /// brace by brace copied the whole pattern once a brace (twenty thousand `{x}` took
    /// 46 s, twenty thousand `{a,b}` more than a minute), and nesting recursed once a level.
    @Test func manyBracesAreReadOnce() {
        let kept = "swift/" + String(repeating: "{x}", count: 20_000)
        #expect(Glob(kept).matches(kept))
        let many = "swift/" + String(repeating: "{a,b}", count: 20_000)
        #expect(Glob(many).matches(many))
        let deep = String(repeating: "{", count: 100_000) + "a" + String(repeating: ",b}", count: 100_000)
        #expect(Glob(deep).matches(deep))
    }

    /// Up to `nestingLimit` levels a nested brace expands; deeper, the pattern stays as written.
    @Test func nestingPastTheLimitStaysAsWritten() {
        let nested = { (levels: Int) in String(repeating: "{a,", count: levels) + "z" + String(repeating: "}", count: levels) }
        #expect(Glob(nested(Glob.nestingLimit)).matches("z"))
        #expect(!Glob(nested(Glob.nestingLimit + 1)).matches("z"))
        #expect(Glob(nested(Glob.nestingLimit + 1)).matches(nested(Glob.nestingLimit + 1)))
    }

    /// A run of `**` is one: the match recursed once a name, and a hundred thousand of
    /// them overflowed the stack.
    @Test func aLongRunOfDoubleStarsIsOne() {
        let pattern = String(repeating: "**/", count: 100_000) + "*.swift"
        #expect(Glob(pattern).matches("a/b/C.swift"))
        #expect(!Glob(pattern).matches("a/b/C.kt"))
    }

    /// How closely a pattern names a path: the characters the matching alternative fixes
    /// before a wildcard, so `android/{wear,watch}/**` names a Wear file as closely as
    /// `android/wear/**` (counted to the brace, it had tied with `android/**`).
    @Test func closenessIsTheMatchingAlternativesFixedPrefix() {
        #expect(Glob("android/**/*.kt").closeness(to: "android/wear/Toast.kt") == 8)
        #expect(Glob("android/wear/**/*.kt").closeness(to: "android/wear/Toast.kt") == 13)
        #expect(Glob("./android/{wear,watch}/**/*.kt").closeness(to: "android/wear/Toast.kt") == 13)
        #expect(Glob("{android/wear/**,**}/*.kt").closeness(to: "android/wear/Toast.kt") == 13)
        #expect(Glob("android/wear/**/*.kt").closeness(to: "android/Toast.kt") == nil)
    }
}
