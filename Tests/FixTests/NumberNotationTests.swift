import Foundation
import Testing

@testable import Fix

@Suite struct NumberNotationTests {
    private func render(_ value: String, like literal: String) -> String? {
        NumberNotation.render(Decimal(string: value, locale: Locale(identifier: "en_US_POSIX"))!, like: literal)
    }

    @Test func keepsSuffixesAndFractions() {
        #expect(render("18", like: "16") == "18")
        #expect(render("18", like: "16f") == "18f")
        #expect(render("0.45", like: "0.7f") == "0.45f")
        #expect(render("12", like: "11.0") == "12.0")
        #expect(render("18.5", like: "16") == "18.5")
        #expect(render("0.25", like: ".2") == ".25")
    }

    /// A whole number keeps a fraction where it types the literal (Swift's and Kotlin's
    /// `1.0` is a Double, `1` an Int), not in JavaScript nor behind Kotlin's `f` (`0.1f` to
    /// `1f`, as a Compose easing writes its other points).
    @Test func aWholeNumberDropsAFractionThatDoesNotTypeTheLiteral() {
        #expect(render("1", like: "0.1f") == "1f")
        #expect(render("1.5", like: "0.1f") == "1.5f")
        #expect(render("1", like: "0.1") == "1.0")
        #expect(NumberNotation.render(1, like: "0.1", typedByFraction: false) == "1")
        #expect(NumberNotation.render(0.5, like: "0.1", typedByFraction: false) == "0.5")
    }

    @Test func keepsHexWidthAndCase() {
        #expect(render(String(0xFF1D1D1F), like: "0xFF2C2C2E") == "0xFF1D1D1F")
        #expect(render(String(0x0000FF), like: "0x1d1d1f") == "0x0000ff")
        #expect(render("1.5", like: "0xFF") == nil)
        // Digit groups stay where the literal has them (Kotlin's `0xFF_1D_1D_2F`).
        #expect(render(String(0xFF1D1D1F), like: "0xFF_1D_1D_2F") == "0xFF_1D_1D_1F")
        #expect(render(String(0xFF1D1D1F), like: "0xFFFF_1D2F") == "0xFF1D_1D1F")
    }

    @Test func keepsDigitGroupsAndRefusesWhatTheNotationCannotHold() {
        #expect(render("2500", like: "1_000L") == "2_500L")
        #expect(render("2.5", like: "1_000L") == nil)
        #expect(render("-4", like: "16") == nil)
        #expect(render("-4", like: "-16") == "-4")
    }
}
