import Foundation
import BuiltinData
import Model
import Rules
import Testing

/// Rules a library brings: its own platforms, its components beside the built-in ones,
/// and the platform defaults it cites.
@Suite struct OpenRulesTests {
    private let context = RulesContext(platforms: [
        Platform(name: "ios", language: .swift, order: 0), Platform(name: "android", language: .kotlin, order: 1),
        Platform(name: "web", language: .tsx, flavor: .tailwind, order: 2),
    ])

    private func component(_ id: String, extra: String = "", locator: String = "kotlin: X") -> String {
        """
        component: \(id)
        sources: { canonical: \(id).swift }
        \(extra)
        facts:
          - id: f
            description: d
            kind: count
            canonical: X
            \(locator)
        """
    }

    /// A component with one algorithm of one input (`x: { … }`, a YAML flow mapping) and
    /// a program.
    private func algorithm(input: String, program: String = "canonical: { function: A.f }") -> String {
        component("a") + """

            algorithms:
              - id: f
                description: d
                inputs:
                  \(input)
                \(program)
            """
    }

    private func loadError(_ text: String) throws -> RulesError {
        try #require(throws: RulesError.self) { try RulesLoader.load(files: [("a.yml", text)], context: context) }
    }

    @Test func aLocatorByLanguageServesEveryPlatformOfIt() throws {
        let rules = try RulesLoader.load(files: [("a.yml", component("a", locator: "kotlin: X\n    web: Y\n    tailwind: Z"))], context: context)
        let fact = try #require(rules.facts.first)
        let android = context.platforms[1]
        let web = context.platforms[2]
        guard case let .locate(kotlin)? = fact.locators[android], case let .declaration(path) = kotlin[0].target else {
            Issue.record("android takes the kotlin locator")
            return
        }
        #expect(path == ["X"])
        // A platform's own key wins over its flavor's.
        guard case let .locate(own)? = fact.locators[web], case let .declaration(webPath) = own[0].target else {
            Issue.record("web locator")
            return
        }
        #expect(webPath == ["Y"])
        #expect(fact.locators[context.platforms[0]] == nil)
    }

    @Test func aPlatformTheConfigDoesNotDeclareIsAnError() {
        #expect(throws: RulesError.self) {
            try RulesLoader.load(files: [("a.yml", component("a", locator: "uniwind: X"))], context: context)
        }
    }

    @Test func aLibraryComponentReplacesTheBuiltInOneOfItsIdAndAddsTheOthers() throws {
        let builtin = try RulesLoader.load(files: Builtin.rules)
        let library = try RulesLoader.load(files: [("lib/tokens.yml", component("tokens")), ("lib/badge.yml", component("badge"))])
        let merged = try RulesLoader.merge(builtin: builtin, library: library, context: RulesContext())
        #expect(merged.components.map(\.id) == ["message-scroller", "section-index", "tokens", "badge"])
        #expect(merged.components.first { $0.id == "tokens" }?.origin.file == "lib/tokens.yml")
        // The built-in tokens' alias table went with the component it replaced.
        #expect(merged.aliases.canonical("2xs", group: "font") == "2xs")
    }

    @Test func declaredDefaultsAreValuesWithTheirSource() throws {
        let extra = """
            defaults:
              web.ring.width: { value: 2pt, source: "the design system's ring, 2px" }
            """
        let rules = try RulesLoader.load(
            files: [("a.yml", component("a", extra: extra, locator: "web: { uses: ring, default: web.ring.width }"))], context: context)
        let declared = try #require(rules.defaults["web.ring.width"])
        #expect(declared.value == .quantity(Quantity(2, .points)))
        #expect(declared.origin == RuleOrigin(file: "a.yml", line: 4, column: 3))
        let unsourced = extra.replacingOccurrences(of: ", source: \"the design system's ring, 2px\"", with: "")
        #expect(throws: RulesError.self) {
            try RulesLoader.load(files: [("a.yml", component("a", extra: unsourced))], context: context)
        }
        let builtinName = extra.replacingOccurrences(of: "web.ring.width", with: "compose.tween.duration")
        #expect(throws: RulesError.self) {
            try RulesLoader.load(files: [("a.yml", component("a", extra: builtinName))], context: context)
        }
    }

    /// Values the canonical or the interpreter cannot take are refused when the rules load.
    @Test(arguments: [
        #"boundary: ["1e308"]"#, #"boundary: ["nan"]"#, #"range: ["-1e300", "1e300"]"#, #"boundary: ["9223372036854775807"]"#,
        #"range: ["0", "inf"]"#,
    ])
    func algorithmInputsOutsideTheirDomainAreRulesErrors(field: String) {
        let text = algorithm(input: "x: { type: int, \(field) }")
        #expect(throws: RulesError.self) { try RulesLoader.load(files: [("a.yml", text)], context: context) }
        let sane = text.replacingOccurrences(of: field, with: #"boundary: ["0", "-3"], range: ["-1000", "1000"]"#)
        #expect(throws: Never.self) { try RulesLoader.load(files: [("a.yml", sane)], context: context) }
    }

    @Test func eventCountsAreBounded() {
        let text = algorithm(input: "events: { type: events, boundary: [\"append 100000000000\"], range: [\"0\", \"10\"] }")
        #expect(throws: RulesError.self) { try RulesLoader.load(files: [("a.yml", text)], context: context) }
    }

    /// A size below zero crashed the check (a thread `append -3`, `-1` letters): it is a
    /// rules error naming the boundary; the same boundaries without the sign load.
    @Test(arguments: [("an events", "append 1,append -3"), ("a letters", "-1"), ("a sections", "-2")])
    func negativeSizesAreRulesErrors(described: String, boundary: String) throws {
        let type = described.split(separator: " ")[1]
        let text = algorithm(input: "x: { type: \(type), boundary: [\"\(boundary)\"], range: [\"0\", \"10\"] }")
        let error = try loadError(text)
        #expect(error.message == "boundary '\(boundary)' is outside what \(described) input can take (from 0 to 10000)")
        let unsigned = text.replacingOccurrences(of: boundary, with: boundary.replacingOccurrences(of: "-", with: ""))
        #expect(throws: Never.self) { try RulesLoader.load(files: [("a.yml", unsigned)], context: context) }
    }

    /// A misspelt event was not analyzable on every platform, not an error of the rules.
    @Test func aBoundaryEventOfNoKnownFormIsARulesError() throws {
        let text = algorithm(input: "events: { type: events, boundary: [\"append 1,apend 2\"] }")
        #expect(try loadError(text).message == "boundary 'append 1,apend 2' of an events input: 'apend 2' is no event (\(ThreadEvent.forms))")
        let whole = algorithm(input: "events: { type: events, boundary: [\"append 1.5\"] }")
        #expect(try loadError(whole).message == "boundary 'append 1.5' of an events input: 'append 1.5' is no event (\(ThreadEvent.forms))")
    }

    /// An edge event's distance from the end is no size: below zero is an overscroll.
    @Test func anEdgeEventsDistanceMayBeNegative() {
        let text = algorithm(input: "events: { type: events, boundary: [\"append 1,end -2,away 8.25\"], range: [\"0\", \"10\"] }")
        #expect(throws: Never.self) { try RulesLoader.load(files: [("a.yml", text)], context: context) }
    }

    /// An empty path ended every declaration (a program took the file's first), and an
    /// empty state observed the whole instance.
    @Test(arguments: [
        ("canonical: { function: \"\" }", "'' is not a declaration path"), ("canonical: { function: A..f }", "'A..f' is not a declaration path"),
        ("canonical: { expression: \"\" }", "'' is not a declaration path"),
        ("canonical: { type: T, ids: update, edges: setEdges, state: \"\" }",
         "'' is not a field of the instance (state: a field, or fields joined by dots)"),
    ])
    func emptyPathsAreRulesErrors(program: String, message: String) throws {
        let text = algorithm(input: "events: { type: events }", program: program)
        let error = try loadError(text)
        #expect(error.message == message)
    }

    /// A boundary is read as its input's type reads it: `abc` was dropped without a word,
    /// and `0.5` for an int taken as 0.
    @Test(arguments: [
        ("int", "abc", "boundary 'abc' of an int input is not a number"), ("int", "0.5", "boundary '0.5' of an int input is not a whole number"),
        ("whole", "1.5", "boundary '1.5' of a whole input is not a whole number"), ("letters", "", "boundary '' of a letters input is not a number"),
        ("double", "x", "boundary 'x' of a double input is not a number"), ("sections", "2.5", "boundary '2.5' of a sections input is not a whole number"),
    ])
    func aBoundaryItsTypeCannotReadIsARulesError(type: String, boundary: String, message: String) throws {
        let text = algorithm(input: "x: { type: \(type), boundary: [\"\(boundary)\"] }")
        let error = try loadError(text)
        #expect(error.message == message)
    }

    /// A malformed binding, in `bind:` or in `arguments:`, names the rules file and the
    /// binding's place (it ended as "not analyzable" at the platform's source).
    @Test func aMalformedBindingIsARulesError() throws {
        let bound = algorithm(input: "x: { type: int }", program: "canonical: { function: A.f, bind: { y: \"if(x, 0\" } }")
        let error = try loadError(bound)
        #expect(error.file == "a.yml" && error.line == 15 && error.column == 44, "\(error)")
        #expect(error.message.hasPrefix("binding 'if(x, 0' is neither a name"))
        let argument = algorithm(input: "x: { type: int }", program: "canonical: { function: A.f, arguments: [x, \"list(\"] }")
        #expect(try loadError(argument).message == "binding 'list(' is neither a name, a number nor float(…), int(…), double(…), list(…), records(…) or if(…)")
    }

    @Test func aSecondYAMLDocumentIsAnError() {
        let text = component("a") + "\n---\ncomponent: b\n"
        #expect(throws: RulesError(file: "a.yml", line: 10, column: 1, message: "a second YAML document ('---'): a file holds one document")) {
            try RulesLoader.load(files: [("a.yml", text)], context: context)
        }
    }

    @Test(arguments: [
        ("350ms", Value.quantity(Quantity(350, .milliseconds))),
        ("0.35s", .quantity(Quantity(350, .milliseconds))),
        ("16pt", .quantity(Quantity(16, .points))),
        ("0.5", .quantity(Quantity(Decimal(string: "0.5")!, .none))),
        ("50%", .quantity(Quantity(50, .percent))),
        ("bezier(0.4, 0, 0.2, 1)", .easing(.bezier(Decimal(string: "0.4")!, 0, Decimal(string: "0.2")!, 1))),
        ("#0066CC", .color(RGBAColor(rgb: 0x0066CC))),
        ("named(spring)", .easing(.named("spring"))),
        ("[1s, 2s]", .list([.quantity(Quantity(1000, .milliseconds)), .quantity(Quantity(2000, .milliseconds))])),
    ])
    func valuesAsRulesWriteThem(text: String, value: Value) {
        #expect(Value(ruleText: text) == value)
    }

    /// A list in a list is no value: thousands of brackets deep it overflowed the stack.
    @Test(arguments: ["", "ms", "16px", "bezier(1, 2)", "#12345", "[1s, x]", "twelve", "[[1s]]", String(repeating: "[", count: 20_000) + "1s" + String(repeating: "]", count: 20_000)])
    func textThatIsNoValue(text: String) {
        #expect(Value(ruleText: text) == nil)
    }
}
