import Foundation
import Model
import Testing

@testable import Fix

@Suite struct TailwindNotationTests {
    private func candidates(_ value: Value, utility: String, original: String, tokens: [String] = []) -> [String] {
        TailwindNotation.candidates(for: value, utility: utility, original: original, rem: 16, tokenNames: tokens)
    }

    @Test func lengthsOnTheScaleUseTheScaleClassElseAnArbitraryValue() {
        #expect(candidates(.quantity(Quantity(12, .points)), utility: "gap", original: "gap-8").first == "gap-3")
        #expect(candidates(.quantity(Quantity(18, .points)), utility: "h", original: "h-5").first == "h-[18px]")
        #expect(candidates(.quantity(Quantity(6, .points)), utility: "px", original: "px-2").first == "px-1.5")
    }

    /// A narrower class read for a wider utility's fact (`pl-1` for `px`) keeps its own utility.
    @Test func aNarrowerClassKeepsItsUtility() {
        #expect(candidates(.quantity(Quantity(10, .points)), utility: "px", original: "pl-1").first == "pl-2.5")
        #expect(candidates(.quantity(Quantity(12, .points)), utility: "rounded", original: "rounded-t-none").first == "rounded-t-xl")
    }

    /// A rule may negate the class (`-end-1.5` read as an offset of 6): the class's own
    /// sign comes first, the other after it.
    @Test func theWrittenSignIsTriedFirst() {
        #expect(candidates(.quantity(Quantity(6, .points)), utility: "end", original: "-end-1.6").prefix(2) == ["-end-1.5", "-end-[6px]"])
        #expect(candidates(.quantity(Quantity(6, .points)), utility: "end", original: "-end-1.6").contains("end-1.5"))
    }

    /// A custom color keeps its hex's case; its alpha is a whole-percent modifier, else in
    /// the hex.
    @Test func aCustomColorIsWrittenInHex() {
        let color = { (alpha: Decimal) in Value.color(RGBAColor(rgb: 0xE8EAF0, alpha: alpha)) }
        #expect(candidates(color(1), utility: "bg", original: "dark:bg-[#E8EAF1]/50") == ["dark:bg-[#E8EAF0]", "dark:bg-[#E8EAF0FF]"])
        #expect(candidates(color(0.5), utility: "bg", original: "bg-[#e8eaf1]") == ["bg-[#e8eaf0]/50", "bg-[#e8eaf080]"])
        #expect(candidates(color(0.502), utility: "bg", original: "bg-[#E8EAF1]") == ["bg-[#E8EAF080]"])
    }

    /// In a string, a color keeps the form written: hex (its case, and an alpha byte where
    /// there was one) or `rgba(…)`.
    @Test func aCSSColorStringKeepsItsForm() {
        let translucent = RGBAColor(rgb: 0x0066CC, alpha: 0.5)
        #expect(CSSColorNotation.render(RGBAColor(rgb: 0x0066CC), like: "#0066cd") == "#0066cc")
        #expect(CSSColorNotation.render(RGBAColor(rgb: 0x0066CC), like: "#0066CDFF") == "#0066CCFF")
        #expect(CSSColorNotation.render(translucent, like: "#0066CD") == "#0066CC80")
        #expect(CSSColorNotation.render(translucent, like: "rgb(0, 102, 205)") == "rgba(0, 102, 204, 0.5)")
        #expect(CSSColorNotation.render(translucent, like: "red") == nil)
    }

    /// A corner radius takes the radius scale's name, never a spacing step (Tailwind has
    /// no `rounded-4`).
    @Test func aRadiusUsesTheRadiusScale() {
        #expect(candidates(.quantity(Quantity(12, .points)), utility: "rounded", original: "rounded-lg") == ["rounded-xl", "rounded-[12px]"])
        #expect(candidates(.quantity(Quantity(4, .points)), utility: "rounded-t", original: "rounded-t-lg") == ["rounded-t", "rounded-t-[4px]"])
        #expect(candidates(.quantity(Quantity(9999, .points)), utility: "rounded", original: "rounded-lg").first == "rounded-full")
        #expect(candidates(.quantity(Quantity(10, .points)), utility: "rounded", original: "rounded-lg") == ["rounded-[10px]"])
    }

    /// A weight by Tailwind's name for it, else its number (it was written as an opacity).
    /// The opacity utility is written with its percent or a custom value, never the color
    /// classes' `/NN` modifier (`opacity-[0.5]/60` is no class).
    @Test func anOpacityUtilityTakesNoModifier() {
        #expect(candidates(.quantity(Quantity(0.6, .none)), utility: "opacity", original: "opacity-[0.5]") == ["opacity-60", "opacity-[0.6]"])
    }

    @Test func aWeightUsesTailwindsName() {
        #expect(candidates(.quantity(Quantity(600, .none)), utility: "font", original: "font-bold") == ["font-semibold", "font-[600]"])
        #expect(candidates(.quantity(Quantity(400, .none)), utility: "font", original: "active:font-bold") == ["active:font-normal", "active:font-[400]"])
        #expect(candidates(.quantity(Quantity(450, .none)), utility: "font", original: "font-bold") == ["font-[450]"])
    }

    @Test func variantsSignAndModifierAreKept() {
        #expect(candidates(.quantity(Quantity(-8, .points)), utility: "top", original: "dark:-top-1").first == "dark:-top-2")
        // The modifier as written first (an opacity fact may read it), then the token's own opacity.
        #expect(candidates(.token("surface-raised"), utility: "bg", original: "dark:bg-surface/95", tokens: ["surface-raised"])
            == ["dark:bg-surface-raised/95", "dark:bg-surface-raised"])
        #expect(candidates(.token("link", opacity: Opacity(0.4)), utility: "text", original: "text-label", tokens: ["link"])
            == ["text-link", "text-link/40"])
    }

    @Test func theImportantModifierStaysWhereItIsWritten() {
        #expect(candidates(.quantity(Quantity(12, .points)), utility: "px", original: "ios:!px-2").first == "ios:!px-3")
        #expect(candidates(.quantity(Quantity(12, .points)), utility: "px", original: "px-2!").first == "px-3!")
    }

    @Test func bordersArePixelsNotSpacingSteps() {
        #expect(candidates(.quantity(Quantity(2, .points)), utility: "border", original: "border").first == "border-2")
        #expect(candidates(.quantity(Quantity(1, .points)), utility: "border", original: "border-2").first == "border")
        #expect(candidates(.quantity(Quantity(3, .points)), utility: "border", original: "border").first == "border-[3px]")
    }

    @Test func opacitiesAndDurations() {
        #expect(candidates(.quantity(Quantity(Decimal(string: "0.95")!, .none)), utility: "bg", original: "bg-surface").first
            == "bg-surface/95")
        // A custom modifier keeps its form (`/[0.94]` was written `/95`).
        #expect(candidates(.quantity(Quantity(Decimal(string: "0.95")!, .none)), utility: "bg", original: "bg-surface/[0.94]").prefix(2)
            == ["bg-surface/[0.95]", "bg-surface/95"])
        #expect(candidates(.quantity(Quantity(Decimal(string: "0.95")!, .none)), utility: "bg", original: "bg-surface/[.94]").first
            == "bg-surface/[.95]")
        #expect(candidates(.quantity(Quantity(Decimal(string: "0.95")!, .none)), utility: "bg", original: "bg-surface/[94%]").first
            == "bg-surface/[95%]")
        #expect(candidates(.token("link", opacity: Opacity(0.5)), utility: "text", original: "text-label/[0.4]", tokens: ["link"])
            == ["text-link/[0.4]", "text-link/[0.5]", "text-link/50"])
        #expect(candidates(.quantity(Quantity(200, .milliseconds)), utility: "duration", original: "duration-150").first
            == "duration-200")
        #expect(candidates(.quantity(Quantity(250, .milliseconds)), utility: "duration", original: "duration-150").contains(
            "duration-[250ms]"))
    }
}

@Suite struct UnifiedDiffTests {
    @Test func changedLinesWithThreeLinesOfContext() {
        let old = (1...10).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let new = old.replacingOccurrences(of: "line 5", with: "line five")
        #expect(UnifiedDiff.render(path: "a.kt", old: old, new: new) == """
            diff --git a/a.kt b/a.kt
            --- a/a.kt
            +++ b/a.kt
            @@ -2,7 +2,7 @@
             line 2
             line 3
             line 4
            -line 5
            +line five
             line 6
             line 7
             line 8

            """)
    }

    @Test func nearbyChangesShareAHunkAndEqualTextsGiveNothing() {
        let old = (1...20).map { "l\($0)" }.joined(separator: "\n") + "\n"
        let new = old.replacingOccurrences(of: "l3\n", with: "x3\n").replacingOccurrences(of: "l8\n", with: "x8\n")
            .replacingOccurrences(of: "l19\n", with: "x19\n")
        let diff = UnifiedDiff.render(path: "f", old: old, new: new)
        #expect(diff.components(separatedBy: "\n@@").count == 3)
        #expect(diff.contains("@@ -1,11 +1,11 @@"))
        #expect(diff.contains("@@ -16,5 +16,5 @@"))
        #expect(UnifiedDiff.render(path: "f", old: old, new: old) == "")
    }
}

@Suite struct TextEditsTests {
    @Test func appliesByBytesAndRefusesOverlaps() {
        let text = "é = 16.dp\nx = 2\n"
        let bytes = Array(text.utf8)
        let start = bytes.firstIndex(of: UInt8(ascii: "1"))!
        let edit = TextEdits.edit(path: "f", text: text, range: start..<(start + 2), replacement: "18")
        #expect(edit.start == Location(path: "f", line: 1, column: 5))
        #expect(TextEdits.apply([edit, edit], to: text) == "é = 18.dp\nx = 2\n")
        let other = TextEdits.edit(path: "f", text: text, range: (start + 1)..<(start + 2), replacement: "9")
        #expect(TextEdits.apply([edit, other], to: text) == nil)
    }
}
