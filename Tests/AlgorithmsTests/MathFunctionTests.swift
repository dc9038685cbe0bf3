import Foundation
import Testing

@testable import Algorithms
import Parsing

/// The math library as each platform calls it: the values are Node's and this machine's C
/// library's (which Python's `math` also calls), and each platform's special values where
/// the specifications part.
@Suite struct MathFunctionTests {
    private func double(_ expression: String, _ language: SourceLanguage) throws -> Double? {
        try value(expression, language)?.asDouble
    }

    private func refusal(_ expression: String, _ language: SourceLanguage) throws -> String? {
        guard case let .failure(failure) = try interpret(expression, language) else { return nil }
        return failure.message
    }

    @Test func eachPlatformSpellsTheFunctions() throws {
        for (swift, kotlin, javaScript, expected) in [
            ("sqrt(2.0)", "sqrt(2.0)", "Math.sqrt(2)", 1.4142135623730951),
            ("pow(2.0, 0.5)", "2.0.pow(0.5)", "2 ** 0.5", 1.4142135623730951),
            ("sin(1.0)", "sin(1.0)", "Math.sin(1)", 0.8414709848078965),
            ("log(10.0)", "ln(10.0)", "Math.log(10)", 2.302585092994046),
            ("atan2(1.0, -1.0)", "atan2(1.0, -1.0)", "Math.atan2(1, -1)", 2.356194490192345),
            // This machine's C library: 3.0000000000000004 (V8's and Java's give 3; see `MathFunctions`).
            ("cbrt(27.0)", "cbrt(27.0)", "Math.cbrt(27)", Foundation.cbrt(27.0)),
            ("hypot(3.0, 4.0)", "hypot(3.0, 4.0)", "Math.hypot(3, 4)", 5),
            ("Double.pi", "PI", "Math.PI", 3.141592653589793),
            ("2.0.squareRoot()", "kotlin.math.sqrt(2.0)", "Math.pow(2, 0.5)", 1.4142135623730951),
        ] {
            #expect(try double(swift, .swift) == expected, "\(swift)")
            #expect(try double(kotlin, .kotlin) == expected, "\(kotlin)")
            #expect(try double(javaScript, .tsx) == expected, "\(javaScript)")
        }
        #expect(try double("Math.PI", .kotlin) == .pi)
        #expect(try double("E", .kotlin) == 2.718281828459045)
        #expect(try double("Math.hypot(3, 4, 12)", .tsx) == 13)
        #expect(try double("Math.hypot()", .tsx) == 0)
    }

    /// Java's `Math.pow` and ECMAScript's exponentiation give NaN for a NaN exponent and
    /// for ±1 to an infinite power, where C (Swift) gives 1.
    @Test func powersOfOneFollowEachSpecification() throws {
        #expect(try double("pow(1.0, Double.nan)", .swift) == 1)
        #expect(try double("pow(-1.0, Double.infinity)", .swift) == 1)
        #expect(try double("1.0.pow(Double.NaN)", .kotlin)?.isNaN == true)
        #expect(try double("(-1.0).pow(Double.POSITIVE_INFINITY)", .kotlin)?.isNaN == true)
        #expect(try double("Math.pow(1.0, Double.NaN)", .kotlin)?.isNaN == true)
        #expect(try double("1 ** NaN", .tsx)?.isNaN == true)
        #expect(try double("(-1) ** Infinity", .tsx)?.isNaN == true)
        #expect(try double("Math.pow(NaN, 0)", .tsx) == 1)
        #expect(try double("Math.hypot(Infinity, NaN)", .tsx) == .infinity)
    }

    /// Kotlin's `log(x, base)` is `ln(x) / ln(base)`, not `log10` for base 10.
    @Test func kotlinsLogarithmTakesABase() throws {
        #expect(try double("log(1000.0, 10.0)", .kotlin) == 2.9999999999999996)
        #expect(try double("log(8.0, 1.0)", .kotlin)?.isNaN == true)
        #expect(try double("log10(1000.0)", .kotlin) == 3)
        #expect(try refusal("log(10.0)", .kotlin)?.contains("call of log") == true)
        #expect(try refusal("ln(10.0)", .swift)?.contains("call of ln") == true)
        #expect(try refusal("sqrt(2)", .tsx)?.contains("call of sqrt") == true)
    }

    /// Swift's `sin` of a Float is C's `sinf`; Kotlin's rounds the Double result; Swift's
    /// `Float.pi` is rounded toward zero.
    @Test func floatsKeepTheirType() throws {
        #expect(try value("sqrt(Float(2))", .swift) == .float(Float(2).squareRoot()))
        #expect(try value("sin(Float(1))", .swift) == .float(Foundation.sin(Float(1))))
        #expect(try value("sin(1f)", .kotlin) == .float(Float(Foundation.sin(1.0))))
        #expect(try value("2f.pow(0.5f)", .kotlin) == .float(Float(Foundation.pow(2.0, 0.5))))
        #expect(try value("Float.pi", .swift) == .float(Float.pi))
        #expect(Float.pi != Float(Double.pi))
    }

    /// `pow(2, 3)` in Swift is Foundation's `pow(Decimal, Int)`; `**` is JavaScript's only.
    @Test func whatIsNotModelledIsRefused() throws {
        #expect(try refusal("pow(2, 3)", .swift)?.contains("Decimal") == true)
        #expect(try double("pow(2.0, 3)", .swift) == 8)
    }
}
