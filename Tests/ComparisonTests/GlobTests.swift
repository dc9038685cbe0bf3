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
    ])
    func matches(pattern: String, path: String, expected: Bool) {
        #expect(Glob(pattern).matches(path) == expected, "\(pattern) on \(path)")
    }
}
