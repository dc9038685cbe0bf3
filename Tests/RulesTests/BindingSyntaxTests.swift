import Rules
import Testing

/// An algorithm's bindings are read when the rules load: a malformed one is a rules
/// error, where it had been read as an input's name (`if(atEnd, 0`) or as an interval
/// no run could take (`[8, 0]`), and ended as a verdict on a platform's code.
@Suite struct BindingSyntaxTests {
    @Test func eachFormIsReadIntoItsParts() throws {
        let plain = try BindingSyntax(" height ")
        #expect(plain.conversion == nil && plain.operand == "height" && plain.parts == ["height"])
        let spaced = try BindingSyntax("int( height )")
        #expect(spaced.conversion == .int && spaced.operand == "height" && spaced.parts == ["height"])
        let records = try BindingSyntax("records(sections, value)")
        #expect(records.conversion == .records && records.parts == ["sections", "value"])
        let choice = try BindingSyntax("if(atEnd, [0, LIMIT], (LIMIT, 100])")
        #expect(choice.conversion == .choice && choice.parts == ["atEnd", "[0, LIMIT]", "(LIMIT, 100]"])
        guard case let .interval(closed) = choice.sides[0], case let .interval(open) = choice.sides[1] else {
            Issue.record("both sides are intervals: \(choice.sides)")
            return
        }
        #expect(closed.lower == "0" && closed.upper == "LIMIT" && closed.lowerClosed && closed.upperClosed)
        #expect(open.lower == "LIMIT" && open.upper == "100" && !open.lowerClosed && open.upperClosed)
        guard case .value("1")? = try BindingSyntax("if(atEnd, [5, 5], 1)").sides.last else {
            Issue.record("a plain side is a value")
            return
        }
    }

    @Test(arguments: [
        ("", "a binding is empty"),
        ("if(atEnd, 0", "binding 'if(atEnd, 0' is neither a name, a number nor float(…), int(…), double(…), list(…), records(…) or if(…)"),
        ("round(height)", "binding 'round(height)' is neither a name, a number nor float(…), int(…), double(…), list(…), records(…) or if(…)"),
        ("a[0]", "binding 'a[0]' is neither a name, a number nor float(…), int(…), double(…), list(…), records(…) or if(…)"),
        ("if()", "binding 'if()' has an empty part or unbalanced brackets"),
        ("if(atEnd, [0, 8)), 1)", "binding 'if(atEnd, [0, 8)), 1)' has an empty part or unbalanced brackets"),
        ("int(a, b)", "binding 'int(a, b)' does not read as int(INPUT)"),
        ("list(int(n))", "binding 'list(int(n))' does not read as list(INPUT)"),
        ("records(a)", "binding 'records(a)' does not read as records(LIST, FIELD)"),
        ("if(atEnd, 0)", "binding 'if(atEnd, 0)' does not read as if(INPUT, THEN, ELSE), each side a value or an interval such as [0, 8]"),
        ("if([a], 0, 1)", "binding 'if([a], 0, 1)' does not read as if(INPUT, THEN, ELSE), each side a value or an interval such as [0, 8]"),
        ("if(atEnd, [0, 8, 100)", "binding 'if(atEnd, [0, 8, 100)' has an empty part or unbalanced brackets"),
        ("if(atEnd, [0, 8, 100], 1)", "binding 'if(atEnd, [0, 8, 100], 1)': interval '[0, 8, 100]' needs two bounds, each a number or a constant"),
        ("if(atEnd, [0 8], 100)", "binding 'if(atEnd, [0 8], 100)': interval '[0 8]' needs two bounds, each a number or a constant"),
        ("if(atEnd, [, 8], 100)", "binding 'if(atEnd, [, 8], 100)': interval '[, 8]' needs two bounds, each a number or a constant"),
        ("if(atEnd, [8, 0], 100)", "binding 'if(atEnd, [8, 0], 100)': interval '[8, 0]' holds no number"),
        ("if(atEnd, (5, 5), 1)", "binding 'if(atEnd, (5, 5), 1)': interval '(5, 5)' holds no number"),
        ("if(atEnd, [5, 5), 1)", "binding 'if(atEnd, [5, 5), 1)': interval '[5, 5)' holds no number"),
        ("if(atEnd, [0, inf], 1)", "binding 'if(atEnd, [0, inf], 1)': bound 'inf' of interval '[0, inf]' is not a finite number"),
        ("if(atEnd, 0, f(x))", "binding 'if(atEnd, 0, f(x))': side 'f(x)' is neither a value nor an interval"),
    ])
    func aMalformedBindingIsRefused(text: String, message: String) {
        let refused = #expect(throws: BindingSyntax.Invalid.self) { try BindingSyntax(text) }
        #expect(refused?.message == message)
    }

    /// Bounds that are constants are known only in the platform's file: their order is
    /// the interpreter's to check.
    @Test func anIntervalOfConstantsIsTakenAsWritten() {
        #expect(throws: Never.self) { try BindingSyntax("if(atEnd, [LIMIT, 0], 1)") }
    }
}
