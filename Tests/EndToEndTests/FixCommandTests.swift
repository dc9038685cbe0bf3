import Foundation
import TestSupport
import Testing

/// `uim-parity fix` on copies of reference/: the patch it proposes (reviewed by hand in
/// Golden/fix-dry-run.diff), what a fix leaves, and changed values coming back.
@Suite struct FixCommandTests {
    private static let reviewedFacts = [
        "section-index.header-background-opacity", "message-scroller.badge-offset-y", "message-scroller.badge-min-size",
        "message-scroller.button-background-dark", "section-index.bubble-exit-duration",
    ]

    private func fix(_ library: Library, _ arguments: [String] = []) throws -> Binary.Result {
        try Binary.run(["fix"] + arguments, in: library.folder.url)
    }

    /// A copy of reference/ after a fix (every fixable drift gone), then changed.
    private func fixedLibrary(changing changes: [(file: String, old: String, new: String)]) throws -> Library {
        let library = Library()
        _ = try fix(library)
        for change in changes { try library.replace(change.file, change.old, change.new) }
        return library
    }

    private func sources(_ library: Library) -> [String: String] {
        var texts: [String: String] = [:]
        for path in RepositoryPaths.files(below: library.root) { texts[path] = library.folder.read("reference/" + path) }
        return texts
    }

    @Test func dryRunPrintsTheReviewedPatchAndWritesNothing() throws {
        let library = Library()
        let before = sources(library)
        let result = try fix(library, ["--dry-run", "--fact", Self.reviewedFacts.joined(separator: ",")])
        let golden = try String(contentsOf: GoldenReportTests.golden.appendingPathComponent("fix-dry-run.diff"), encoding: .utf8)
        #expect(result.output == golden)
        // One of the five facts cannot be fixed on one platform: said on stderr, exit 1.
        #expect(result.status == 1)
        #expect(result.error.contains("stylesheet/components/interactions/section-index.tsx:91:49: not fixed: section-index.header-background-opacity"))
        #expect(result.error.contains("Would fix 17 findings in 8 files; 1 not fixed"))
        #expect(sources(library) == before)
    }

    @Test func fixLeavesNoFixableDriftAndEveryFileParses() throws {
        let library = Library()
        let result = try fix(library)
        #expect(result.status == 1, "drift that cannot be fixed remains")
        #expect(result.output.contains("Fixed 29 findings in 8 files"), "\(result.output)\(result.error)")
        let after = try library.check(["--format", "json"])
        let object = try JSONSerialization.jsonObject(with: Data(after.output.utf8)) as? [String: Any]
        let findings = try #require(object?["findings"] as? [[String: Any]])
        #expect(!findings.contains { $0["fix"] != nil })
        #expect(!findings.contains { ($0["kind"] as? String) == "syntax" })
        // Every error the check still reports is listed, with why (not only drift).
        // Findings that read alike (an algorithm's behaviour classes) are one line, with their number.
        let notFixed = result.output.split(separator: "\n").filter { $0.contains(": not fixed: ") }
        #expect(Set(notFixed).count == notFixed.count, "\(notFixed)")
        let counted = notFixed.map { line in
            line.hasSuffix(" findings)") ? Int(line.split(separator: "(").last?.split(separator: " ").first ?? "") ?? 0 : 1
        }
        #expect(counted.reduce(0, +) == findings.filter { ($0["severity"] as? String) == "error" }.count)
        #expect(notFixed.contains { $0.hasSuffix("algorithm findings are not fixed by fix, which rewrites drifting values (2 findings)") })
        #expect(notFixed.contains { $0.contains("algorithm findings are not fixed by fix, which rewrites drifting values") })
        // Nothing is left to do: a second run changes nothing.
        let again = try fix(library)
        #expect(again.output.contains("Fixed 0 findings in 0 files"))
    }

    /// Values changed by hand on every platform come back byte for byte, each in its
    /// platform's notation.
    @Test(arguments: [
        ("kotlin/interactions/SectionIndex.kt", "(dragY - 28.dp.toPx())", "(dragY - 30.dp.toPx())"),
        ("kotlin/components/MessageScroller.kt", "minWidth = 18.dp, minHeight = 18.dp", "minWidth = 20.dp, minHeight = 18.dp"),
        ("stylesheet/components/interactions/section-index.tsx", "    height: 56,", "    height: 60,"),
        ("stylesheet/components/interactions/section-index.tsx", "ZoomIn.duration(200)", "ZoomIn.duration(250)"),
        ("uniwind/components/interactions/section-index.tsx", "ZoomIn.duration(200)", "ZoomIn.duration(300)"),
        ("swift/Interactions/SectionIndex.swift", ".frame(width: 56, height: 56)", ".frame(width: 56, height: 60)"),
        ("swift/Components/MessageScroller.swift", "duration: active ? 0.2 : 0.4", "duration: active ? 0.2 : 0.5"),
        ("swift/Interactions/SectionIndex.swift", ".scaledFont(.sm, weight: .semibold)", ".scaledFont(.sm, weight: .bold)"),
        ("kotlin/interactions/SectionIndex.kt", "colors.labelSecondary, fontWeight = FontWeight.SemiBold", "colors.labelSecondary, fontWeight = FontWeight.Bold"),
        ("kotlin/theme/Tokens.kt", "surfaceSecondary = Color(0xFFF5F5F7)", "surfaceSecondary = Color(0xFFF5F5F8)"),
        ("kotlin/theme/Tokens.kt", "controlPressed = Color(0xFF000000).copy(alpha = 0.12f)", "controlPressed = Color(0xFF000000).copy(alpha = 0.15f)"),
        ("swift/Theme/Tokens.swift", "light: .init(0xE8E8ED), dark: .init(0x2C2C2E)", "light: .init(0xE8E8EE), dark: .init(0x2C2C2E)"),
        ("stylesheet/components/interactions/section-index.tsx", "fontWeight: \"600\" }", "fontWeight: \"700\" }"),
        ("uniwind/components/ui/message-scroller.tsx", "duration: active ? 200 : 400", "duration: active ? 250 : 400"),
        ("uniwind/components/ui/message-scroller.tsx", "-end-1.5 -top-1.5", "-end-2 -top-1.5"),
        // Where the canonical is the outlier, a flavor that leaves the others goes back to them.
        ("uniwind/components/interactions/section-index.tsx", "bottom-0 end-3 justify-center", "bottom-0 end-4 justify-center"),
        ("nativewind/components/ui/message-scroller.tsx", "Easing.bezier(0.7, 0, 0.84, 0)", "Easing.bezier(0.7, 0, 0.8, 0)"),
    ])
    func changedValuesComeBack(file: String, original: String, changed: String) throws {
        let library = Library()
        _ = try fix(library)
        let fixed = try #require(library.folder.read("reference/" + file))
        try library.replace(file, original, changed)
        let drift = try library.check(["-q"])
        #expect(drift.output.contains(file), "the change is a drift")
        _ = try fix(library)
        #expect(library.folder.read("reference/" + file) == fixed)
    }

    /// An opacity written as a Compose color's alpha byte agrees with the canonical the
    /// byte stands for (0x14 is 0.08; it read 0.078 and drifted), and `fix` writes the
    /// canonical's byte into the literal, keeping its color.
    @Test func anOpacityWrittenAsAnAlphaByte() throws {
        let library = Library()
        let file = "kotlin/theme/Tokens.kt"
        let original = "val md = Shadow(2.dp, 4.dp, 12.dp, Color.Black.copy(alpha = 0.08f))"
        try library.replace(file, original, "val md = Shadow(2.dp, 4.dp, 12.dp, Color(0x14000000))")
        let same = try library.check(["-q", "--files", "reference/" + file])
        #expect(!same.output.contains("tokens.shadow-opacity.md"), "\(same.output)")
        try library.replace(file, "Color(0x14000000)", "Color(0x1F000000)")
        let drift = try library.check(["-q", "--files", "reference/" + file])
        #expect(drift.output.contains("tokens.shadow-opacity.md: kotlin Color(0x1F000000) (0.12) ≠ canonical 0.08"), "\(drift.output)")
        _ = try fix(library)
        #expect(library.folder.read("reference/" + file)?.contains("val md = Shadow(2.dp, 4.dp, 12.dp, Color(0x14000000))") == true)
    }

    /// A React Native weight written by keyword is fixed to React Native's spelling of the
    /// canonical's: its number where it has no keyword (`"bold"` to `"600"`; fix had
    /// found no literal that gives 600).
    @Test func aWeightWrittenByKeywordIsFixedToTheNumber() throws {
        let library = Library()
        let file = "stylesheet/components/ui/message-scroller.tsx"
        try library.replace(file, "badgeText: { ...fontSize[\"2xs\"], fontWeight: \"600\" }", "badgeText: { ...fontSize[\"2xs\"], fontWeight: \"bold\" }")
        let result = try fix(library, ["--fact", "message-scroller.badge-weight"])
        #expect((result.output + result.error).contains("Fixed 1 finding"), "\(result.output)\(result.error)")
        #expect(library.folder.read("reference/" + file)?.contains("badgeText: { ...fontSize[\"2xs\"], fontWeight: \"600\" }") == true)
    }

    /// Compose's numbered weight stays numbered (`FontWeight.W700` to `W600`): fix had found
    /// no literal that gives 600.
    @Test func aComposeNumberedWeightIsFixedToTheNumberedOne() throws {
        let library = Library()
        let file = "kotlin/interactions/SectionIndex.kt"
        try library.replace(file, "colors.labelSecondary, fontWeight = FontWeight.SemiBold", "colors.labelSecondary, fontWeight = FontWeight.W700")
        let result = try fix(library, ["--platform", "kotlin", "--fact", "section-index"])
        #expect((result.output + result.error).contains("Fixed"), "\(result.output)\(result.error)")
        #expect(library.folder.read("reference/" + file)?.contains("colors.labelSecondary, fontWeight = FontWeight.W600") == true, "\(result.output)")
    }

    /// Makes `changes` in `file` of reference/, runs fix on `facts` of one platform, and
    /// expects each of `messages` said and the file left as changed.
    private func expectRefused(in file: String, _ changes: [(old: String, new: String)], facts: String, platform: String, saying messages: [String]) throws {
        let library = Library()
        for change in changes { try library.replace(file, change.old, change.new) }
        let changed = try #require(library.folder.read("reference/" + file))
        let result = try fix(library, ["--fact", facts, "--platform", platform])
        for message in messages { #expect(result.output.contains("not fixed: " + message), "\(result.output)") }
        #expect(library.folder.read("reference/" + file) == changed)
    }

    /// A value read in one state (`progress: "0"`) is fixed only by an edit that leaves
    /// the other states alone: changing `alpha = 0.5f + 0.5f * progress`'s 0.5 or `scaleY =
    /// 1f` made the hidden state right and the shown button half transparent or 95 % tall.
    @Test func anEditThatChangesAnotherStateIsRefused() throws {
        try expectRefused(
            in: "kotlin/components/MessageScroller.kt", [("alpha = progress", "alpha = 0.5f + 0.5f * progress"), ("scaleY = scale", "scaleY = 1f")],
            facts: "message-scroller.hidden-opacity,message-scroller.hidden-scale", platform: "kotlin",
            saying: ["hidden-opacity", "hidden-scale"].map {
                "message-scroller.\($0) (kotlin): the edit would also change the value where progress is 1 (the rule reads it where progress is 0): fix it by hand"
            })
    }

    /// A wider setting read for a fact (`p-1.5` for the badge's `px`) is its value, and
    /// drifts, but changing it would pad the other sides too: fix says so and leaves it.
    @Test func aWiderSettingIsNotRewritten() throws {
        try expectRefused(
            in: "uniwind/components/ui/message-scroller.tsx", [("rounded-full bg-accent px-1.5", "rounded-full bg-accent p-1.5")],
            facts: "message-scroller.badge-horizontal-padding", platform: "uniwind",
            saying: ["message-scroller.badge-horizontal-padding (uniwind): p-1.5 sets other sides too: write the fact's own setting beside it, or fix it by hand"])
    }

    /// A padding another one adds to is a value of the fact, but the fact's value there is
    /// the sum: writing the canonical value into it pads twice (`.padding(2)` had become
    /// `.padding(5)`, moving the vertical sides too). fix says so and leaves it.
    @Test func anAddedPaddingIsNotRewritten() throws {
        try expectRefused(
            in: "swift/Components/MessageScroller.swift", [(".padding(.horizontal, 5)", ".padding(.horizontal, 5).padding(2)")],
            facts: "message-scroller.badge-horizontal-padding", platform: "swift",
            saying: ["message-scroller.badge-horizontal-padding (swift): 2 adds to the fact's own setting on some sides: fix it by hand"])
    }

    /// Paddings of the same sides made on one another add up: neither is the value to
    /// write (`.padding(.horizontal, 3).padding(.horizontal, 3)` had become 5 and 5).
    @Test func stackedPaddingsAreNotRewritten() throws {
        try expectRefused(
            in: "swift/Components/MessageScroller.swift", [(".padding(.horizontal, 5)", ".padding(.horizontal, 3).padding(.horizontal, 3)")],
            facts: "message-scroller.badge-horizontal-padding", platform: "swift",
            saying: ["message-scroller.badge-horizontal-padding (swift): 3 + 3 sets the same sides more than once, and the value is the sum: fix it by hand"])
    }

    /// A sum of paddings is reported where they are written, not at the constant its
    /// first part reads (the finding had moved there with the order of the parts).
    @Test func aSumIsReportedWhereThePaddingsAre() throws {
        let library = Library()
        let file = "swift/Components/MessageScroller.swift"
        try library.replace(file, ".padding(.horizontal, 5)", ".padding(.horizontal, badgePad).padding(.horizontal, 3)")
        try library.replace(file, "import SwiftUI\n", "import SwiftUI\n\nprivate let badgePad: CGFloat = 3\n")
        let result = try library.check(["-q", "--files", "reference/" + file])
        #expect(result.output.contains(
            "MessageScroller.swift:322:33: error: drift: message-scroller.badge-horizontal-padding: swift badgePad + 3 (6pt) ≠ canonical"),
            "\(result.output)")
    }

    /// Compose's horizontal padding written as one padding of each side, made on one
    /// another: each side's own padding is the fact's value, which fix writes; a side
    /// padded twice pads by the sum, which no one place holds.
    @Test func paddingsOfEachSideAreFixedOneByOne() throws {
        let library = Library()
        let file = "kotlin/interactions/SectionIndex.kt"
        try library.replace(file, ".padding(horizontal = 6.dp),", ".padding(start = 6.dp).padding(end = 7.dp),")
        let result = try fix(library, ["--fact", "section-index.bar-horizontal-padding", "--platform", "kotlin"])
        #expect(result.output.contains("Fixed 1 finding in 1 file"), "\(result.output)\(result.error)")
        #expect(library.folder.read("reference/" + file)?.contains(".padding(start = 6.dp).padding(end = 6.dp),") == true)
        try expectRefused(
            in: file, [(".padding(horizontal = 6.dp),", ".padding(start = 3.dp).padding(end = 6.dp).padding(start = 2.dp),")],
            facts: "section-index.bar-horizontal-padding", platform: "kotlin",
            saying: ["section-index.bar-horizontal-padding (kotlin): 3.dp + 2.dp sets the same sides more than once, and the value is the sum: fix it by hand"])
    }

    @Test func whatCannotBeFixedIsListedWithTheReason() throws {
        let result = try fix(Library(), ["--dry-run"])
        #expect(result.error.contains(
            "MessageScroller.kt:138:51: not fixed: message-scroller.item-horizontal-padding (kotlin): reference/kotlin/components/MessageScroller.kt:138:51 is also read by message-scroller.content-vertical-padding"))
        #expect(result.error.contains("not fixed: message-scroller.button-exit-easing (kotlin): the canonical is the outlier"))
        #expect(result.error.contains(
            "not fixed: section-index.bubble-enter-easing (nativewind): the value is nativewind's default (reanimated.timing.easing), and the call that would take it is not written"))
    }

    /// The TSX flavors vote as one: Kotlin leaving them ends the agreement, and nothing
    /// says which of the two languages is right, so the canonical is not the outlier.
    @Test func oneLanguageLeavingEndsTheAgreement() throws {
        let library = Library()
        let file = "kotlin/interactions/SectionIndex.kt"
        let before = try library.check(["-q", "--files", "reference/" + file])
        #expect(before.output.contains("section-index.bar-end-inset: kotlin 12.dp (12pt) ≠ canonical SectionIndexSpec.barEndInset (6pt) — canonical is the outlier: swift 6pt, all others 12pt"))
        try library.replace(file, "end = 12.dp", "end = 14.dp")
        let after = try library.check(["-q", "--files", "reference/" + file])
        #expect(after.output.contains("section-index.bar-end-inset: kotlin 14.dp (14pt) ≠ canonical SectionIndexSpec.barEndInset (6pt)\n"), "\(after.output)")
    }

    /// A changed canonical (SwiftUI still holds the old value, like every platform) is a
    /// design change: `fix` carries it to every platform (a library's own, examples/badge).
    @Test func aCanonicalChangeReachesEveryPlatform() throws {
        let folder = TemporaryFolder()
        let repository = folder.copy(RepositoryPaths.root.appendingPathComponent("examples/badge"), as: "badge")
        try edit(repository, "canonical/Badge.swift", "minSize: Double = 18", "minSize: Double = 20")
        let fixed = try Binary.run(["fix"], in: repository)
        #expect(fixed.status == 0, "\(fixed.output)\(fixed.error)")
        #expect(fixed.output.contains("Fixed 10 findings in 5 files"))
        #expect(try read(repository, "swift/Badge.swift").contains(".frame(minWidth: 20, minHeight: 20)"))
        #expect(try read(repository, "kotlin/Badge.kt").contains(".defaultMinSize(minWidth = 20.dp, minHeight = 20.dp)"))
        #expect(try Binary.run(["check", "-q"], in: repository).status == 0)
    }

    /// Where the canonical is the outlier (SwiftUI follows it, the other platforms agree
    /// on another value), `fix` leaves the platforms that agree, brings back one flavor
    /// that left them, and `fix --canonical` changes the canonical, which SwiftUI follows.
    @Test func theCanonicalIsFixedOnlyWhenAsked() throws {
        let folder = TemporaryFolder()
        let repository = folder.copy(RepositoryPaths.root.appendingPathComponent("examples/badge"), as: "badge")
        let originals = try ["canonical/Badge.swift", "swift/Badge.swift", "uniwind/badge.tsx"].map { try read(repository, $0) }
        try edit(repository, "canonical/Badge.swift", "minSize: Double = 18", "minSize: Double = 20")
        try edit(repository, "swift/Badge.swift", "minWidth: 18, minHeight: 18", "minWidth: 20, minHeight: 20")
        try edit(repository, "uniwind/badge.tsx", "h-[18px]", "h-[22px]")
        let plain = try Binary.run(["fix"], in: repository)
        #expect(plain.status == 1)
        #expect(plain.output.contains("not fixed: badge.min-size (kotlin): the canonical is the outlier"))
        #expect(plain.output.contains("Fixed 1 finding in 1 file; 7 not fixed"), "\(plain.output)")
        #expect(try read(repository, "uniwind/badge.tsx") == originals[2])
        let fixed = try Binary.run(["fix", "--canonical"], in: repository)
        #expect(fixed.status == 0, "\(fixed.output)\(fixed.error)")
        #expect(fixed.output.contains("Fixed 3 findings in 2 files"))
        #expect(try read(repository, "canonical/Badge.swift") == originals[0])
        #expect(try read(repository, "swift/Badge.swift") == originals[1])
        #expect(try Binary.run(["check", "-q"], in: repository).status == 0)
    }

    /// A canonical repair `fix --canonical` refuses is named at the canonical's value, and
    /// every platform finding of the fact is listed as waiting for it: the refusal had
    /// named the first platform's line, and the other findings check fails on were not listed.
    @Test func aRefusedCanonicalRepairIsNamedAtTheCanonical() throws {
        let folder = TemporaryFolder()
        let repository = folder.copy(RepositoryPaths.root.appendingPathComponent("examples/badge"), as: "badge")
        try edit(repository, "canonical/Badge.swift", "minSize: Double = 18", "minSize: Double = 12 + 8")
        try edit(repository, "swift/Badge.swift", "minWidth: 18, minHeight: 18", "minWidth: 20, minHeight: 20")
        let canonical = try read(repository, "canonical/Badge.swift")
        let result = try Binary.run(["fix", "--canonical"], in: repository)
        #expect(result.status == 1, "\(result.output)\(result.error)")
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "canonical/Badge.swift:3:34: not fixed: badge.min-size (canonical): "
            + "the value is computed from several literals (12, 8); which one to change is not clear", "\(result.output)")
        // The eight values check fails on (a width and a height on each platform but SwiftUI).
        let following = lines.filter { $0.contains(": not fixed: badge.min-size (") && $0.hasSuffix("): it follows the canonical's repair, which is not made (listed above)") }
        #expect(following.count == 8, "\(result.output)")
        #expect(lines.last == "Fixed 0 findings in 0 files; 9 not fixed (listed above)", "\(result.output)")
        #expect(!result.output.contains("the canonical is not the outlier here"), "\(result.output)")
        #expect(try read(repository, "canonical/Badge.swift") == canonical)
    }

    /// A copy of examples/badge with the Kotlin padding drifting (6.dp for 5.dp).
    private func driftingBadge(_ folder: TemporaryFolder) throws -> URL {
        let repository = folder.copy(RepositoryPaths.root.appendingPathComponent("examples/badge"), as: "badge")
        try edit(repository, "kotlin/Badge.kt", "horizontal = 5.dp", "horizontal = 6.dp")
        return repository
    }

    /// One literal three facts read (the badge ring's padding, which the badge's offsets
    /// subtract): its repair brings the two offsets exactly onto their canonical values
    /// too, so they take it instead of their own (which, written for the old padding,
    /// would miss once both were made), and the file comes back byte for byte.
    @Test func aLiteralOtherFactsReadIsRepairedWhenItRepairsThemToo() throws {
        let library = Library()
        _ = try fix(library)
        let file = "kotlin/components/MessageScroller.kt"
        let fixed = try #require(library.folder.read("reference/" + file))
        try library.replace(file, ".padding(2.dp)", ".padding(3.dp)")
        let drift = try library.check(["-q", "--files", "reference/" + file])
        for fact in ["badge-ring-width", "badge-offset-x", "badge-offset-y"] {
            #expect(drift.output.contains("error: drift: message-scroller.\(fact): kotlin"), "\(fact): \(drift.output)")
        }
        let result = try fix(library, ["--fact", "message-scroller", "--platform", "kotlin"])
        #expect(result.output.contains("Fixed 3 findings in 1 file"), "\(result.output)\(result.error)")
        #expect(library.folder.read("reference/" + file) == fixed)
    }

    /// A size that Compose's letter spacing multiplies (em × size): putting the size back
    /// puts the spacing back too, so the edit repairs both (a token's value was not read
    /// again after the edit, and the size's repair was refused as moving it).
    @Test func aSizeWhoseEditBringsATokensLetterSpacingBackRepairsBoth() throws {
        let library = Library()
        let file = "kotlin/theme/Tokens.kt"
        let original = try #require(library.folder.read("reference/" + file))
        try library.replace(file, "val xs3 = textStyle(11.0, 13.0, 0.006)", "val xs3 = textStyle(12.0, 13.0, 0.006)")
        let drift = try library.check(["-q", "--files", "reference/" + file])
        #expect(drift.output.contains("error: drift: tokens.letter-spacing.xs3: kotlin 0.006 (0.072pt)"), "\(drift.output)")
        let result = try fix(library, ["--fact", "tokens", "--platform", "kotlin"])
        #expect(result.output.contains("Fixed 2 findings in 1 file"), "\(result.output)\(result.error)")
        #expect(library.folder.read("reference/" + file) == original)
    }

    /// A drift whose rule reads a literal that drifts too (the badge offset adds the ring
    /// width) waits for that literal's repair, then is repaired from the edited file: its
    /// own literal had been moved to make up for the wrong ring (`(-10).dp` to `(-9).dp`
    /// beside a ring of 3), and was wrong again once the ring was repaired.
    @Test func aDriftWaitsForTheRepairOfALiteralItsRuleReads() throws {
        let file = "kotlin/components/MessageScroller.kt"
        // The offset y is -10 + 3 = -7 (canonical -6); the ring is 3 (canonical 2).
        let library = try fixedLibrary(changing: [
            (file, ".offset(x = 8.dp, y = (-8).dp)", ".offset(x = 8.dp, y = (-10).dp)"), (file, ".padding(2.dp)", ".padding(3.dp)"),
        ])
        let preview = try fix(library, ["--diff", "--fact", "message-scroller", "--platform", "kotlin"])
        #expect(preview.error.contains(
            "MessageScroller.kt:279:43: not fixed: message-scroller.badge-offset-y (kotlin): its rule also reads '3', the value of message-scroller.badge-ring-width, which drifts: that is fixed first"),
            "\(preview.error)")
        #expect(preview.error.contains("Then the findings that wait for these edits are fixed from the edited files"), "\(preview.error)")
        #expect(preview.output.contains("+                    .padding(2.dp)") && !preview.output.contains("+                    .offset("), "\(preview.output)")

        let result = try fix(library, ["--fact", "message-scroller", "--platform", "kotlin"])
        #expect(result.status == 1, "\(result.output)\(result.error)")
        let text = library.folder.read("reference/" + file) ?? ""
        #expect(text.contains(".offset(x = 8.dp, y = (-8).dp)") && text.contains(".padding(2.dp)"), "\(result.output)")
        let check = try library.check(["-q", "--files", "reference/" + file])
        #expect(!check.output.contains("MessageScroller.kt:279:") && !check.output.contains("MessageScroller.kt:281:"), "\(check.output)")
    }

    /// Fixing only the literal moves the drift that waits for it, which stays a drift of
    /// its own literal: no reason to undo the fix.
    @Test func aLiteralIsRepairedAloneWhereTheDriftWaitingForItIsNotAsked() throws {
        let file = "kotlin/components/MessageScroller.kt"
        let library = try fixedLibrary(changing: [
            (file, ".offset(x = 8.dp, y = (-8).dp)", ".offset(x = 8.dp, y = (-10).dp)"), (file, ".padding(2.dp)", ".padding(3.dp)"),
        ])
        let result = try fix(library, ["--fact", "message-scroller.badge-ring-width", "--platform", "kotlin"])
        #expect(result.output.contains("Fixed 1 finding in 1 file"), "\(result.output)\(result.error)")
        let check = try library.check(["-q", "--files", "reference/" + file])
        #expect(check.output.contains("error: drift: message-scroller.badge-offset-y: kotlin (-10).dp + 2.dp (-8pt)"), "\(check.output)")
        #expect(!check.output.contains("MessageScroller.kt:281:"), "\(check.output)")
    }

    /// The same through a located binding: the hidden offset is computed with the
    /// button's size (`bind: size.height`), so the size's repair would move that drifting
    /// offset further off (it once did, unseen).
    @Test func aLiteralADriftingFactReadsThroughABindingIsNotMoved() throws {
        let file = "kotlin/components/MessageScroller.kt"
        let library = try fixedLibrary(changing: [
            (file, "* size.height * (if (end) 1f else -1f)", "* size.height * (if (end) 1.1f else -1f)"), (file, ".size(32.dp)", ".size(30.dp)"),
        ])
        let result = try fix(library, ["--fact", "message-scroller.button-size", "--platform", "kotlin"])
        #expect(result.output.contains(
            "MessageScroller.kt:255:23: not fixed: message-scroller.button-size (kotlin): reference/kotlin/components/MessageScroller.kt:255:23 is also read by message-scroller.hidden-offset, whose rule computes it from this literal: this edit would change it (fix the two by hand)"),
            "\(result.output)")
        #expect(result.status == 1)
        #expect(library.folder.read("reference/" + file)?.contains(".size(30.dp)") == true)
    }

    /// A fix writes only inside the checked folder: a component file that is a link to a
    /// file elsewhere was once rewritten there.
    @Test func aLinkOutOfTheCheckedFolderIsNotWritten() throws {
        let folder = TemporaryFolder()
        let repository = try driftingBadge(folder)
        let outside = folder.url.appendingPathComponent("outside.kt")
        try FileManager.default.moveItem(at: repository.appendingPathComponent("kotlin/Badge.kt"), to: outside)
        try FileManager.default.createSymbolicLink(atPath: repository.appendingPathComponent("kotlin/Badge.kt").path, withDestinationPath: outside.path)
        let before = try Data(contentsOf: outside)
        let result = try Binary.run(["fix"], in: repository)
        #expect(result.status == 2)
        #expect(result.error == "uim-parity: error: ./kotlin/Badge.kt: is a link to \(outside.resolvingSymlinksInPath().path), outside the checked folder; nothing was written\n")
        #expect(try Data(contentsOf: outside) == before)
    }

    /// The config's canonical sources may lie beside the checked folder: `--canonical`
    /// writes them (the config names them), and nothing else outside it.
    @Test func aCanonicalBesideTheCheckedFolderIsWrittenWhenAsked() throws {
        let folder = TemporaryFolder()
        let library = folder.copy(RepositoryPaths.root.appendingPathComponent("examples/badge"), as: "lib")
        try FileManager.default.moveItem(at: library.appendingPathComponent("canonical"), to: folder.url.appendingPathComponent("canonical"))
        try FileManager.default.removeItem(at: library.appendingPathComponent("uim-parity.yml"))
        folder.write("uim-parity.yml", "root: lib\ncanonical: [\"canonical/*.swift\"]\nrules: lib/rules\n")
        try edit(folder.url, "canonical/Badge.swift", "minSize: Double = 18", "minSize: Double = 20")
        try edit(library, "swift/Badge.swift", "minWidth: 18, minHeight: 18", "minWidth: 20, minHeight: 20")
        let fixed = try Binary.run(["fix", "--canonical"], in: folder.url)
        #expect(fixed.status == 0, "\(fixed.output)\(fixed.error)")
        #expect(try read(folder.url, "canonical/Badge.swift").contains("minSize: Double = 18"))
        #expect(try Binary.run(["check", "-q"], in: folder.url).status == 0)
    }

    /// What `check` still fails on after a fix is listed with why, and fails the fix
    /// (exit 1), as ruff and ESLint do: an algorithm drift once left exit 0.
    @Test func whatCheckStillFailsOnIsListed() throws {
        let folder = TemporaryFolder()
        let repository = try driftingBadge(folder)
        try edit(repository, "kotlin/Badge.kt", "count > 99", "count > 98")
        let result = try Binary.run(["fix"], in: repository)
        #expect(result.status == 1)
        #expect(result.output.contains("./kotlin/Badge.kt:14:"), "\(result.output)")
        #expect(result.output.contains(": not fixed: badge.label (kotlin): algorithm findings are not fixed by fix, which rewrites drifting values"))
        #expect(result.output.contains("Fixed 1 finding in 1 file; 1 not fixed (listed above)"), "\(result.output)")
        #expect(try read(repository, "kotlin/Badge.kt").contains("horizontal = 5.dp"))
        // An algorithm's id narrows too; an empty one is a mistake.
        #expect(try Binary.run(["fix", "--dry-run", "--fact", "badge.label"], in: repository).status == 1)
        let empty = try Binary.run(["fix", "--fact", ""], in: repository)
        #expect(empty.status == 2)
        #expect(empty.error == "uim-parity: error: --fact needs a fact or component, not an empty value; see 'uim-parity fix --help'\n")
    }

    /// What is listed as left, and the exit status, come from the check after the fix:
    /// the algorithms that read a repaired value agree again (they were listed as not
    /// fixed, and `fix` failed, on a tree `check` then passed).
    @Test func whatTheFixSettlesIsNotListedAsLeft() throws {
        let library = Library()
        _ = try fix(library)
        #expect(try Binary.run(["baseline", "write"], in: library.folder.url).status == 0)
        try library.replace("kotlin/interactions/SectionIndex.kt", "private val RowHeight = 16.dp", "private val RowHeight = 18.dp")
        #expect(try library.check(["-q"]).output.contains("drift: section-index.capacity"))
        let dryRun = try fix(library, ["--dry-run"])
        #expect(dryRun.error.contains("not fixed: section-index.capacity (kotlin): algorithm findings"), "\(dryRun.error)")
        let result = try fix(library)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output == "Fixed 1 finding in 1 file\n")
        #expect(try library.check(["-q"]).status == 0)
    }

    /// A value whose sign flipped (`(-12).dp` for 12) comes back by dropping the sign the
    /// source added: the literal alone cannot be negative (it was "no literal gives 12pt").
    @Test func aFlippedSignIsDropped() throws {
        let library = try fixedLibrary(changing: [
            ("kotlin/interactions/SectionIndex.kt", ".padding(start = 12.dp),", ".padding(start = (-12).dp),"),
            ("stylesheet/components/interactions/section-index.tsx", "marginEnd: 16,", "marginEnd: -16,"),
        ])
        let result = try fix(library, ["--diff"])
        #expect(result.output.contains("-                .padding(start = (-12).dp),\n+                .padding(start = 12.dp),"), "\(result.output)")
        #expect(result.output.contains("-    marginEnd: -16,\n+    marginEnd: 16,"))
        #expect(!result.error.contains("bar-leading-padding") && !result.error.contains("bubble-gap"), "\(result.error)")
    }

    /// A file that did not parse before is no reason to undo the fix (it once blamed it).
    @Test func aFileBrokenBeforeDoesNotUndoTheFix() throws {
        let folder = TemporaryFolder()
        let repository = try driftingBadge(folder)
        try Data("fun broken( {\n".utf8).write(to: repository.appendingPathComponent("kotlin/Broken.kt"))
        let result = try Binary.run(["fix"], in: repository)
        #expect(result.status == 1, "\(result.error)")
        #expect(result.output.contains("./kotlin/Broken.kt:1:"), "\(result.output)")
        #expect(result.output.contains("syntax findings are not fixed by fix"))
        #expect(try read(repository, "kotlin/Badge.kt").contains("horizontal = 5.dp"))
    }

    /// The patch of a CRLF file keeps each line's `\r` and applies with `git apply`: it
    /// was once one line, as `\r\n` is one Swift `Character`.
    @Test func theDiffOfACRLFFileApplies() throws {
        let folder = TemporaryFolder()
        let repository = try driftingBadge(folder)
        let file = repository.appendingPathComponent("kotlin/Badge.kt")
        let crlf = try read(repository, "kotlin/Badge.kt").replacingOccurrences(of: "\n", with: "\r\n")
        try Data(crlf.utf8).write(to: file)
        let diff = try Binary.run(["fix", "--diff"], in: repository)
        #expect(diff.output.contains("@@ -21,6 +21,6 @@\n"), "\(diff.output)")
        #expect(diff.output.contains("-            .padding(horizontal = 6.dp),\r\n+            .padding(horizontal = 5.dp),\r\n"))
        try Data(diff.output.utf8).write(to: folder.url.appendingPathComponent("fix.diff"))
        let apply = try Binary.run(["apply", "../fix.diff"], in: repository, executable: URL(fileURLWithPath: "/usr/bin/git"))
        #expect(apply.status == 0, "\(apply.error)")
        #expect(try read(repository, "kotlin/Badge.kt") == crlf.replacingOccurrences(of: "horizontal = 6.dp", with: "horizontal = 5.dp"))
    }

    /// A byte-order mark is the first line's first bytes in the patch too, so its context
    /// matches the file (`git apply` once refused a hunk from line 1).
    @Test func theDiffOfAFileWithAByteOrderMarkApplies() throws {
        let folder = TemporaryFolder()
        let repository = folder.copy(RepositoryPaths.root.appendingPathComponent("examples/badge"), as: "badge")
        let lines = try read(repository, "uniwind/badge.tsx").split(separator: "\n", omittingEmptySubsequences: false)
        let component = lines.drop { !$0.hasPrefix("export function Badge") }.joined(separator: "\n")
        let marked = [UInt8]([0xEF, 0xBB, 0xBF]) + Array(component.replacingOccurrences(of: "h-[18px]", with: "h-[20px]").utf8)
        try Data(marked).write(to: repository.appendingPathComponent("uniwind/badge.tsx"))
        let diff = try Binary.run(["fix", "--diff", "--fact", "badge.min-size", "--platform", "uniwind"], in: repository)
        #expect(diff.output.contains("@@ -1,6 +1,6 @@\n \u{FEFF}export function Badge"), "\(diff.output)")
        try Data(diff.output.utf8).write(to: folder.url.appendingPathComponent("fix.diff"))
        let apply = try Binary.run(["apply", "../fix.diff"], in: repository, executable: URL(fileURLWithPath: "/usr/bin/git"))
        #expect(apply.status == 0, "\(apply.error)")
        let fixed = try Data(contentsOf: repository.appendingPathComponent("uniwind/badge.tsx"))
        #expect(fixed == Data([0xEF, 0xBB, 0xBF] + Array(component.utf8)))
    }

    /// In a git work tree, the patch names files from its top, as `git diff` does:
    /// `git apply` in a subfolder reads names so, and once skipped the patch's files
    /// (named from the current folder) without a word, exiting 0.
    @Test func theDiffMadeInASubfolderOfAGitWorkTreeApplies() throws {
        let folder = TemporaryFolder()
        let repository = try driftingBadge(folder)
        let git = URL(fileURLWithPath: "/usr/bin/git")
        _ = try Binary.run(["init", "-q"], in: folder.url, executable: git)
        let diff = try Binary.run(["fix", "--diff", "."], in: repository)
        #expect(diff.output.hasPrefix("diff --git a/badge/kotlin/Badge.kt b/badge/kotlin/Badge.kt\n--- a/badge/kotlin/Badge.kt\n+++ b/badge/kotlin/Badge.kt\n"), "\(diff.output)")
        try Data(diff.output.utf8).write(to: folder.url.appendingPathComponent("fix.diff"))
        let apply = try Binary.run(["apply", "../fix.diff"], in: repository, executable: git)
        #expect(apply.status == 0, "\(apply.error)")
        #expect(try read(repository, "kotlin/Badge.kt").contains("horizontal = 5.dp"))
        // Outside a work tree, names are from the current folder, as before.
        let elsewhere = TemporaryFolder()
        let outside = try Binary.run(["fix", "--diff", "."], in: try driftingBadge(elsewhere))
        #expect(outside.output.hasPrefix("diff --git a/kotlin/Badge.kt b/kotlin/Badge.kt\n--- a/kotlin/Badge.kt\n"), "\(outside.output)")
    }

    /// Made and applied in a deeper subfolder, the patch changes the files below it and
    /// skips the others: without git's header, `git apply` read its names from that
    /// folder and failed on every file (`kotlin/kotlin/Badge.kt`).
    @Test func theDiffAppliesInTheSubfolderItWasMadeIn() throws {
        let folder = TemporaryFolder()
        let repository = try driftingBadge(folder)
        try edit(repository, "uniwind/badge.tsx", "px-[5px]", "px-[9px]")
        let git = URL(fileURLWithPath: "/usr/bin/git")
        _ = try Binary.run(["init", "-q"], in: repository, executable: git)
        let kotlin = repository.appendingPathComponent("kotlin")
        let diff = try Binary.run(["fix", "--diff"], in: kotlin)
        #expect(diff.output.contains("diff --git a/uniwind/badge.tsx b/uniwind/badge.tsx\n"), "\(diff.output)")
        try Data(diff.output.utf8).write(to: folder.url.appendingPathComponent("fix.diff"))
        let apply = try Binary.run(["apply", "../../fix.diff"], in: kotlin, executable: git)
        #expect(apply.status == 0, "\(apply.error)")
        #expect(try read(repository, "kotlin/Badge.kt").contains("horizontal = 5.dp"))
        #expect(try read(repository, "uniwind/badge.tsx").contains("px-[9px]"))
    }

    /// With no PATH, a config's root outside its folder is not fixed (a config could make
    /// `fix` write elsewhere); named as PATH it is. A folder named twice is fixed once.
    @Test func aConfiguredRootOutsideTheConfigsFolderIsFixedOnlyWhenNamed() throws {
        let folder = TemporaryFolder()
        let victim = try driftingBadge(folder)
        try FileManager.default.removeItem(at: victim.appendingPathComponent("uim-parity.yml"))
        folder.write("repo/uim-parity.yml", "root: ../badge\ncanonical: [\"../badge/canonical/*.swift\"]\nrules: ../badge/rules\n")
        let repo = folder.url.appendingPathComponent("repo")
        let refused = try Binary.run(["fix"], in: repo)
        #expect(refused.status == 2)
        #expect(refused.error.hasSuffix("/badge: the root uim-parity.yml names is outside its folder; `fix` writes there only when PATH names it\n"), "\(refused.error)")
        #expect(try read(victim, "kotlin/Badge.kt").contains("horizontal = 6.dp"))
        let named = try Binary.run(["fix", "../badge", "../badge/."], in: repo)
        #expect(named.output.contains("Fixed 1 finding in 1 file"), "\(named.output)\(named.error)")
        #expect(try read(victim, "kotlin/Badge.kt").contains("horizontal = 5.dp"))
    }

    /// Two platforms whose files are one, through a link in the tree, edit it once, under
    /// the path that is no link (the second write was refused as "changed since it was
    /// read", and the patch changed the file twice).
    @Test func twoPlatformsSharingOneFileThroughALinkEditItOnce() throws {
        let folder = TemporaryFolder()
        let repository = folder.copy(RepositoryPaths.root.appendingPathComponent("examples/badge"), as: "badge")
        try edit(repository, "uniwind/badge.tsx", "px-[5px]", "px-[9px]")
        let linked = repository.appendingPathComponent("nativewind/badge.tsx").path
        try FileManager.default.removeItem(atPath: linked)
        try FileManager.default.createSymbolicLink(atPath: linked, withDestinationPath: "../uniwind/badge.tsx")
        let diff = try Binary.run(["fix", "--diff"], in: repository)
        #expect(diff.output.hasPrefix("diff --git a/uniwind/badge.tsx b/uniwind/badge.tsx\n--- a/uniwind/badge.tsx\n"), "\(diff.output)")
        #expect(diff.output.components(separatedBy: "+++ ").count == 2)
        let fixed = try Binary.run(["fix"], in: repository)
        #expect(fixed.status == 0, "\(fixed.output)\(fixed.error)")
        #expect(fixed.output.contains("Fixed 2 findings in 1 file"))
        #expect(try read(repository, "uniwind/badge.tsx").contains("px-[5px]"))
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: linked)) == "../uniwind/badge.tsx")
    }

    /// A file name with a control character or a quote is quoted as git quotes it: `git
    /// apply` failed on it written raw.
    @Test func theDiffQuotesAFileNameAsGitDoes() throws {
        let folder = TemporaryFolder()
        let name = "odd\t\"q\""
        let repository = folder.copy(RepositoryPaths.root.appendingPathComponent("examples/badge"), as: name)
        try edit(repository, "kotlin/Badge.kt", "horizontal = 5.dp", "horizontal = 6.dp")
        let diff = try Binary.run(["fix", "--diff", name], in: folder.url)
        #expect(diff.output.hasPrefix(
            "diff --git \"a/odd\\t\\\"q\\\"/kotlin/Badge.kt\" \"b/odd\\t\\\"q\\\"/kotlin/Badge.kt\"\n--- \"a/odd\\t\\\"q\\\"/kotlin/Badge.kt\"\n+++ \"b/odd\\t\\\"q\\\"/kotlin/Badge.kt\"\n"),
            "\(diff.output)")
        try Data(diff.output.utf8).write(to: folder.url.appendingPathComponent("fix.diff"))
        let apply = try Binary.run(["apply", "fix.diff"], in: folder.url, executable: URL(fileURLWithPath: "/usr/bin/git"))
        #expect(apply.status == 0, "\(apply.error)")
        #expect(try read(repository, "kotlin/Badge.kt").contains("horizontal = 5.dp"))
    }

    /// JSON's `range` counts the file's bytes: after a byte-order mark it was three bytes
    /// early, and applied as documented it garbled the class (`bg-accepx-[5px]px]`).
    @Test func theJSONRangeOfAFileWithAByteOrderMarkCountsItsBytes() throws {
        let folder = TemporaryFolder()
        let repository = folder.copy(RepositoryPaths.root.appendingPathComponent("examples/badge"), as: "badge")
        let file = repository.appendingPathComponent("uniwind/badge.tsx")
        let original = [0xEF, 0xBB, 0xBF] + Array(try read(repository, "uniwind/badge.tsx").utf8)
        let drifting = [0xEF, 0xBB, 0xBF] + Array(try read(repository, "uniwind/badge.tsx").replacingOccurrences(of: "h-[18px]", with: "h-[20px]").utf8)
        try Data(drifting).write(to: file)
        let check = try Binary.run(["check", "--format", "json"], in: repository)
        let object = try JSONSerialization.jsonObject(with: Data(check.output.utf8)) as? [String: Any]
        let findings = try #require(object?["findings"] as? [[String: Any]])
        let edit = try #require(findings.compactMap { ($0["fix"] as? [[String: Any]])?.first }.first { ($0["file"] as? String)?.hasSuffix("uniwind/badge.tsx") == true })
        let range = try #require(edit["range"] as? [Int])
        var bytes = drifting
        bytes.replaceSubrange(range[0]..<range[1], with: Array(try #require(edit["text"] as? String).utf8))
        #expect(bytes == original, "\(edit)")
    }

    /// A color TSX writes as a CSS string is read (it was "not a constant color") and fixed
    /// in the form written.
    @Test func aCSSColorStringIsReadAndFixed() throws {
        let folder = TemporaryFolder()
        let repository = folder.copy(RepositoryPaths.root.appendingPathComponent("examples/badge"), as: "badge")
        try edit(repository, "canonical/Badge.swift", "    static let cap = 99\n", "    static let cap = 99\n    static let ring = RGBA(0xE8EAF0, 0.5)\n")
        try edit(repository, "rules/badge.yml", "\nalgorithms:", """

              - id: ring
                description: Ring color.
                kind: color
                canonical: BadgeSpec.ring
                swift: { absent: "no ring" }
                kotlin: { absent: "no ring" }
                tailwind: { absent: "no ring" }
                stylesheet: styles.badge.borderColor

            algorithms:
            """)
        try edit(repository, "stylesheet/badge.tsx", "    borderRadius: 9,\n", "    borderRadius: 9,\n    borderColor: \"#e8eaf066\",\n")
        let drift = try Binary.run(["check", "-q"], in: repository)
        #expect(drift.output.contains("stylesheet/badge.tsx:23:18: error: drift: badge.ring: stylesheet \"#e8eaf066\" (#E8EAF0 @ 0.4) ≠ canonical BadgeSpec.ring (#E8EAF0 @ 0.5)"), "\(drift.output)")
        let fixed = try Binary.run(["fix"], in: repository)
        #expect(fixed.status == 0, "\(fixed.output)\(fixed.error)")
        #expect(try read(repository, "stylesheet/badge.tsx").contains("    borderColor: \"#e8eaf080\",\n"))
    }

    private func read(_ repository: URL, _ relative: String) throws -> String {
        try String(contentsOf: repository.appendingPathComponent(relative), encoding: .utf8)
    }

    private func edit(_ repository: URL, _ relative: String, _ old: String, _ new: String) throws {
        let text = try read(repository, relative)
        #expect(text.contains(old))
        try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: repository.appendingPathComponent(relative))
    }

    /// A value that is the API's default gets the argument written out, with the API's
    /// expression where the file has it in scope. Where it does not, the fix is refused:
    /// it wrote `CubicBezierEasing` into a file that did not import it (no compile).
    @Test func aDefaultBecomesAnExplicitArgument() throws {
        let library = Library()
        let arguments = ["--diff", "--fact", "section-index.bubble-enter-easing", "--platform", "kotlin"]
        let refused = try fix(library, arguments)
        #expect(refused.error.contains(
            "not fixed: section-index.bubble-enter-easing (kotlin): bezier(0.32, 0.72, 0, 1) would be written with CubicBezierEasing, which this file does not import (fix adds no import)"),
            "\(refused.error)")
        #expect(!refused.output.contains("CubicBezierEasing"))
        try library.replace(
            "kotlin/interactions/SectionIndex.kt", "import androidx.compose.animation.core.tween",
            "import androidx.compose.animation.core.CubicBezierEasing\nimport androidx.compose.animation.core.tween")
        let result = try fix(library, arguments)
        #expect(result.output.contains(
            "+                enter = fadeIn(tween(200, easing = CubicBezierEasing(0.32f, 0.72f, 0f, 1f))) + scaleIn(tween(200, easing = CubicBezierEasing(0.32f, 0.72f, 0f, 1f)), initialScale = 0.5f),"),
            "\(result.output)")
        #expect(result.status == 0)
    }

    @Test func narrowsToAPlatformAndRefusesUnknownNames() throws {
        let library = Library()
        let kotlin = try fix(library, ["--diff", "--platform", "kotlin"])
        let files = kotlin.output.split(separator: "\n").filter { $0.hasPrefix("+++ ") }
        #expect(!files.isEmpty && files.allSatisfy { $0.contains("/kotlin/") })
        let typo = try fix(library, ["--platform", "kotlinn"])
        #expect(typo.status == 2)
        #expect(typo.error.contains("--platform: 'kotlinn' is not a platform of this repository (did you mean kotlin?)"))
        let fact = try fix(library, ["--fact", "message-scroller.badge-min-sise"])
        #expect(fact.status == 2)
        #expect(fact.error.contains("(did you mean message-scroller.badge-min-size?)"))
        // A token group selects its facts; a finding kind or a name below a group that is
        // no fact selects nothing, and is refused (both once ran, fixed nothing, exit 0).
        try library.replace("kotlin/theme/Tokens.kt", "    label = Color(0xFF1D1D1F),", "    label = Color(0xFF1D1D2F),")
        for selector in ["tokens.color-light", "tokens.color-light.label"] {
            let selected = try fix(library, ["--diff", "--fact", selector])
            #expect(selected.output.contains("+    label = Color(0xFF1D1D1F),"), "\(selected.output)\(selected.error)")
        }
        let kind = try fix(library, ["--fact", "drift"])
        #expect(kind.status == 2)
        #expect(kind.error.contains("--fact: 'drift' is not a fact, algorithm, token group or component"), "\(kind.error)")
        let token = try fix(library, ["--fact", "tokens.color-light.lable"])
        #expect(token.status == 2)
        #expect(token.error == "uim-parity: error: --fact: 'tokens.color-light.lable' is not a token of tokens.color-light (did you mean tokens.color-light.label?)\n", "\(token.error)")
    }

    /// Only the value's bytes change: a byte-order mark and CRLF line ends stay.
    @Test func aByteOrderMarkAndCRLFStay() throws {
        let library = Library()
        let relative = "stylesheet/components/ui/message-scroller.tsx"
        let path = library.root.appendingPathComponent(relative)
        let original = try String(contentsOf: path, encoding: .utf8).replacingOccurrences(of: "\n", with: "\r\n")
        try Data([0xEF, 0xBB, 0xBF] + Array(original.utf8)).write(to: path)
        let result = try fix(library, ["--platform", "stylesheet", "--fact", "message-scroller.badge-min-size"])
        #expect(result.status == 0, "\(result.output)\(result.error)")
        let expected = original.replacingOccurrences(of: "    height: 20,\r\n    minWidth: 20,", with: "    height: 18,\r\n    minWidth: 18,")
        #expect(try Data(contentsOf: path) == Data([0xEF, 0xBB, 0xBF] + Array(expected.utf8)))
    }

    @Test func aFileThatCannotBeWrittenUndoesTheOthers() throws {
        let library = Library()
        let path = library.root.appendingPathComponent("uniwind/components/ui/message-scroller.tsx").path
        let before = library.folder.read("reference/uniwind/components/ui/message-scroller.tsx")
        let written = library.folder.read("reference/uniwind/components/interactions/section-index.tsx")
        #expect(chmod(path, 0o444) == 0)
        let result = try fix(library, ["--platform", "uniwind"])
        #expect(result.status == 2)
        #expect(result.error.contains("message-scroller.tsx: cannot write: is read-only"), "\(result.error)")
        #expect(library.folder.read("reference/uniwind/components/ui/message-scroller.tsx") == before)
        // The file written before the refusal is restored: a fix is all or nothing.
        #expect(library.folder.read("reference/uniwind/components/interactions/section-index.tsx") == written)
    }
}
