import Testing

@testable import Algorithms

/// A binding's conversion is read once from its text; each gives the platform's value
/// for the input, and an operand that names no input is `true`, `false` or a number.
@Suite struct BindingConversionTests {
    private func value(_ text: String, _ inputs: [String: RValue], _ semantics: Semantics = .kotlin) throws -> RValue {
        try Binding.parse(text).value(inputs, semantics)
    }

    @Test func eachConversionGivesThePlatformsValue() throws {
        let height: [String: RValue] = ["height": .double(40.5)]
        #expect(try value("height", height) == .double(40.5))
        #expect(try value("float(height)", height) == .float(40.5))
        #expect(try value("double(height)", ["height": .int(3, bits: 64)]) == .double(3))
        #expect(try value("int(height)", height) == .int(40, bits: 32))
        #expect(try value("int(height)", height, .swift) == .int(40, bits: 64))
        // A plain integer input takes the platform's Int width.
        #expect(try value("count", ["count": .int(7, bits: 64)]) == .int(7, bits: 32))
        #expect(try value("list(count)", ["count": .double(2)]) == .list([.null, .null]))
        #expect(try value("list(count)", ["count": .int(10_000, bits: 64)]) == .list(Array(repeating: .null, count: 10_000)))
        // An int input may reach ten million: a list that long, made at every run, took a minute.
        let long = #expect(throws: RuntimeFailure.self) { try value("list(count)", ["count": .int(10_000_000, bits: 64)]) }
        #expect(long?.message == "not analyzable: list(count) of 10000000 items (at most 10000)")
        // Literal operands may be any number: neither traps.
        #expect(try value("list(-1e999)", [:]) == .list([]))
        let huge = #expect(throws: RuntimeFailure.self) { try value("int(1e300)", [:]) }
        #expect(huge?.message.hasPrefix("not analyzable: int(1e300) of ") == true)
        // Past Kotlin's 32-bit Int too (it had been an Int holding Int64.min, whose `abs` trapped the check).
        let wide = #expect(throws: RuntimeFailure.self) { try value("int(-9223372036854775808)", [:]) }
        #expect(wide?.message.hasPrefix("not analyzable: int(-9223372036854775808) of ") == true)
        #expect(throws: RuntimeFailure.self) { try value("int(3000000000)", [:]) }
        #expect(try value("int(3000000000)", [:], .swift) == .int(3_000_000_000, bits: 64))
        #expect(try value("int(-2147483648)", [:]) == .int(Int64(Int32.min), bits: 32))
        #expect(try value("records(sections, value)", ["sections": .list([.string("A")])]) == .list([.record("value", ["value": .string("A")])]))
    }

    @Test func anOperandThatNamesNoInputIsALiteral() throws {
        #expect(try value("true", [:]) == .bool(true))
        #expect(try value("false", [:]) == .bool(false))
        #expect(try value("float(16)", [:]) == .float(16))
        // An input of that name wins.
        #expect(try value("true", ["true": .double(1)]) == .double(1))
        let unknown = #expect(throws: RuntimeFailure.self) { try value("float(height)", [:]) }
        #expect(unknown?.message == "binding names an unknown input 'height'")
    }

    @Test func aMalformedBindingMadeOutsideTheRulesIsNotAnalyzable() {
        let refused = #expect(throws: NotAnalyzable.self) { try Binding.parse("round(height)") }
        #expect(refused?.construct == "binding 'round(height)' is neither a name, a number nor float(…), int(…), double(…), list(…), records(…) or if(…)")
    }
}
