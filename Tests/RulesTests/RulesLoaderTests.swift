import BuiltinData
import Model
import Rules
import Testing

@Suite struct RulesLoaderTests {
    private func load(_ text: String) throws(RulesError) -> RuleSet {
        try RulesLoader.load(files: [("rules/x.yml", text)])
    }

    private func error(_ text: String) -> RulesError? {
        do {
            _ = try load(text)
            return nil
        } catch {
            return error
        }
    }

    /// The error of loading several rules files together, or nil.
    private func error(files: [(name: String, text: String)]) -> RulesError? {
        do {
            _ = try RulesLoader.load(files: files)
            return nil
        } catch {
            return error
        }
    }

    let valid = """
        component: demo
        sources: { canonical: Demo.swift }
        facts:
          - id: size
            description: A size.
            kind: length
            canonical: DemoSpec.size
            swift: { in: [Demo], call: frame, argument: width }
            tailwind: { in: [Demo], element: View, tailwind: h }
            stylesheet: { absent: "not in the docs" }
        """

    @Test func builtInRulesLoad() throws {
        let rules = try RulesLoader.load(files: Builtin.rules)
        #expect(rules.components.map(\.id) == ["message-scroller", "section-index", "tokens"])
        #expect(rules.fact("section-index.row-height")?.kind == .length)
        #expect(rules.aliases.canonical("2xs", group: "font") == "xs3")
    }

    /// Rules walk a fact's locators in key order (which unknown default is reported first
    /// depends on it), whatever order the dictionary keeps.
    @Test func platformKeyedValuesAreInKeyOrder() {
        let keyed = PlatformKeyed(["swift": 1, "canonical": 2, "tailwind": 3, "kotlin": 4, "stylesheet": 5])
        #expect(keyed.values == [2, 4, 5, 1, 3])
    }

    /// Files are read on several threads and judged in order: the error is the first
    /// broken file's, and a component defined twice is named at its second file.
    @Test(arguments: [1, 2, 4])
    func filesReadTogetherReportTheFirstError(threads: Int) {
        let other = valid.replacingOccurrences(of: "component: demo", with: "component: other")
        let broken = valid.replacingOccurrences(of: "    kind: length", with: "    kind: lenght")
        let files = [("rules/a.yml", valid), ("rules/b.yml", broken), ("rules/c.yml", "component: [")]
        do {
            _ = try RulesLoader.load(files: files, threads: threads)
            Issue.record("broken rules loaded")
        } catch {
            #expect(error.file == "rules/b.yml" && error.message.contains("lenght"), "\(error)")
        }
        do {
            let rules = try RulesLoader.load(files: [("rules/a.yml", valid), ("rules/b.yml", other)], threads: threads)
            #expect(rules.components.map(\.id) == ["demo", "other"])
            _ = try RulesLoader.load(files: [("rules/a.yml", valid), ("rules/b.yml", other), ("rules/c.yml", valid)], threads: threads)
            Issue.record("a component defined twice loaded")
        } catch {
            #expect(error.file == "rules/c.yml" && error.message.contains("defined twice (also in rules/a.yml)"), "\(error)")
        }
    }

    @Test func aValidFact() throws {
        let fact = try #require(try load(valid).fact("demo.size"))
        #expect(fact.locators.entries.keys.sorted() == ["canonical", "stylesheet", "swift", "tailwind"])
        // `tailwind:` serves both Tailwind flavors; a platform's own key would win.
        #expect(Platform.builtin.filter { fact.locators[$0] != nil } == [.swift, .uniwind, .nativewind, .stylesheet])
        guard case let .locate(locators)? = fact.locators[.swift], case let .call(name, _, argument, _) = locators[0].target else {
            Issue.record("swift locator")
            return
        }
        #expect(name == "frame")
        #expect(argument == ArgumentSelector(label: "width"))
        guard case let .absent(reason)? = fact.locators[.stylesheet] else {
            Issue.record("stylesheet absence")
            return
        }
        #expect(reason == "not in the docs")
        #expect(fact.origin == RuleOrigin(file: "rules/x.yml", line: 4, column: 5))
    }

    @Test func unknownKeyNamesItsPosition() {
        let text = valid.replacingOccurrences(of: "    kind: length", with: "    kind: length\n    colour: red")
        #expect(error(text) == RulesError(
            file: "rules/x.yml", line: 7, column: 5,
            message: "unknown key 'colour' (known here: advisory, canonical, description, examples, group, id, kind, kotlin, nativewind, stylesheet, swift, tailwind, ts, tsx, uniwind)"))
    }

    /// A default no one declared is a rules error wherever a locator names it: on the
    /// locator, on one it adds, on one it binds.
    @Test(arguments: [
        "swift: { in: [Demo], call: frame, argument: width, default: nowhere.size }",
        "swift: { in: [Demo], call: frame, argument: width, plus: { call: padding, default: nowhere.size } }",
        "swift: { in: [Demo], call: frame, argument: width, bind: { w: { call: padding, default: nowhere.size } } }",
    ])
    func anUnknownPlatformDefaultIsFoundWhereverALocatorNamesIt(locator: String) {
        let text = valid.replacingOccurrences(of: "swift: { in: [Demo], call: frame, argument: width }", with: locator)
        #expect(text != valid)
        #expect(error(text)?.message.hasPrefix("unknown platform default 'nowhere.size'") == true, "\(String(describing: error(text)))")
        #expect(error(valid) == nil)
    }

    /// A locator or a reason that YAML reads as null, a boolean or a number is a rules
    /// error: `swift: ~` and `swift: 5` were looked for as names in the code (a `missing`
    /// finding, exit 1), and `absent: true` gave "true" as the reason. Quoted, a word is text.
    @Test(arguments: [
        ("swift: ~", "a locator must be a text, not null"),
        ("swift: null", "a locator must be a text, not null"),
        ("swift: [DemoSpec.size, ~]", "a locator must be a text, not null"),
        ("swift: 5", "'5' is not a declaration path"),
        ("swift: 3.5", "'3.5' is not a declaration path"),
        ("swift: { declaration: \"Demo Spec.size\" }", "'Demo Spec.size' is not a declaration path"),
        ("swift: { declaration: true }", "'declaration' must be a text, not true"),
        ("swift: { declaration: ~ }", "'declaration' must be a text, not null"),
        ("swift: { absent: true }", "'absent' must be a text, not true"),
        ("swift: { absent: ~ }", "'absent' must be a text, not null"),
    ])
    func aLocatorOrReasonThatIsNoTextIsARulesError(locator: String, message: String) {
        let text = valid.replacingOccurrences(of: "swift: { in: [Demo], call: frame, argument: width }", with: locator)
        #expect(error(text)?.message == message, "\(String(describing: error(text)))")
        #expect(error(text)?.line == 8)
    }

    @Test(arguments: [
        "swift: DemoSpec.size", "swift: \"`default`.size\"", "swift: $size", "swift: { absent: \"true\" }", "swift: styles.chip-dot.height",
        "swift: fontSize.2xs", "swift: \"DemoSpec.`chip height`\"", "swift: { declaration: \"true\" }",
    ])
    func aQuotedWordOrAnyNameIsALocator(locator: String) throws {
        let text = valid.replacingOccurrences(of: "swift: { in: [Demo], call: frame, argument: width }", with: locator)
        #expect(error(text) == nil, "\(String(describing: error(text)))")
    }

    /// Of several unknown defaults, the first in the rules' order is reported, whatever
    /// the order the dictionaries holding them iterate in.
    @Test func theFirstUnknownDefaultIsReported() {
        let text = valid
            .replacingOccurrences(
                of: "swift: { in: [Demo], call: frame, argument: width }",
                with: "swift: { in: [Demo], call: frame, argument: width, bind: { b: { call: b, default: second.b }, a: { call: a, default: first.a } } }")
            .replacingOccurrences(of: "tailwind: { in: [Demo], element: View, tailwind: h }", with: "tailwind: { in: [Demo], element: View, tailwind: h, default: third }")
        #expect(error(text)?.message.hasPrefix("unknown platform default 'first.a'") == true, "\(String(describing: error(text)))")
    }

    /// A boolean is YAML 1.2's `true` or `false`: a quoted "true" is a string and `yes`
    /// is YAML 1.1's (both were read as booleans).
    @Test func aBooleanIsTrueOrFalseUnquoted() throws {
        let advisory = { (value: String) in self.valid.replacingOccurrences(of: "    kind: length", with: "    kind: length\n    advisory: \(value)") }
        #expect(try load(advisory("true")).components[0].facts[0].advisory)
        #expect(try !load(advisory("false")).components[0].facts[0].advisory)
        #expect(error(advisory("\"true\""))?.message == "'advisory' must be true or false, not the string \"true\"")
        #expect(error(advisory("yes"))?.message == "'advisory' must be true or false, not yes")
    }

    /// A place that may not be written is marked on its locator.
    @Test func aLocatorMayBeOptional() throws {
        let text = valid.replacingOccurrences(
            of: "swift: { in: [Demo], call: frame, argument: width }",
            with: "swift: [{ in: [Demo], call: frame, argument: width }, { in: [Demo], call: frame, argument: height, optional: true }]")
        guard case let .locate(locators)? = try load(text).components[0].facts[0].locators[.swift] else { Issue.record("no locators"); return }
        #expect(locators.map(\.mayBeAbsent) == [false, true])
    }

    /// A misspelled required key is named beside the missing one (`knd:` was reported
    /// only as `kind` missing); a key far from it is not.
    @Test func aMissingKeyNamesTheKeyThatMayBeItsMisspelling() {
        let misspelled = valid.replacingOccurrences(of: "    kind: length", with: "    knd: length")
        #expect(error(misspelled)?.message == "missing key 'kind' (is 'knd' at 6:5 a misspelling of it?)")
        let other = valid.replacingOccurrences(of: "    kind: length", with: "    colour: length")
        #expect(error(other)?.message == "missing key 'kind'")
        // `kind` is two edits from `id`, and a key of its own.
        let noID = valid.replacingOccurrences(of: "  - id: size\n    description", with: "  - description")
        #expect(error(noID)?.message == "missing key 'id'", "\(String(describing: error(noID)))")
    }

    @Test func typoInALocatorKeyIsAnError() {
        let text = valid.replacingOccurrences(of: "argument: width", with: "argumnet: width")
        #expect(error(text)?.message.hasPrefix("unknown key 'argumnet'") == true)
        #expect(error(text)?.line == 8)
    }

    @Test func unknownKindAndUnit() {
        #expect(error(valid.replacingOccurrences(of: "kind: length", with: "kind: size"))?.message.hasPrefix("unknown kind 'size'") == true)
        let badUnit = valid.replacingOccurrences(of: "argument: width }", with: "argument: width, unit: inch }")
        #expect(error(badUnit)?.message.hasPrefix("unknown unit 'inch'") == true)
    }

    /// `em-size` names another argument of the value's call: on a locator that reads no
    /// call argument it was taken as an index and never found (`em-size: 14` meant 14 pt).
    @Test func emSizeNeedsACallArgument() {
        let declaration = valid.replacingOccurrences(of: "tailwind: { in: [Demo], element: View, tailwind: h }", with: "tailwind: { in: [Demo], element: View, tailwind: h, em-size: 14 }")
        #expect(error(declaration)?.message.hasPrefix("'em-size' names the argument of the value's call that gives the font size") == true,
            "\(String(describing: error(declaration)))")
        let call = valid.replacingOccurrences(of: "argument: width }", with: "argument: width, em-size: { label: fontSize } }")
        #expect(error(call) == nil)
    }

    @Test func defaultIfAbsentNeedsADefaultAndAScope() {
        let bare = valid.replacingOccurrences(of: "argument: width }", with: "argument: width, default-if-absent: true }")
        #expect(error(bare)?.message == "'default-if-absent' needs a 'default' and an 'in' scope it applies in", "\(String(describing: error(bare)))")
    }

    @Test func aFactNeedsACanonicalLocator() {
        let text = valid.replacingOccurrences(of: "    canonical: DemoSpec.size\n", with: "")
        #expect(error(text)?.message == "a fact needs a 'canonical' locator (or the component compared pairwise)")
    }

    @Test func duplicateKeysAndFacts() {
        #expect(error("component: a\ncomponent: b\n")?.message == "duplicate key 'component'")
        let twice = valid + "\n" + valid.split(separator: "\n").dropFirst(3).joined(separator: "\n")
        #expect(error(twice)?.message.contains("fact 'size' is defined twice") == true)
    }

    @Test func yamlSyntaxErrorHasAPosition() {
        let failure = error("component: demo\nfacts: [\n  - id: x\n")
        #expect(failure?.file == "rules/x.yml")
        #expect((failure?.line ?? 0) >= 2)
    }

    static let algorithm = """
        component: demo
        sources: { canonical: Demo.swift }
        facts: []
        algorithms:
          - id: pick
            description: Picks one.
            inputs:
              items: { type: sections, boundary: ["0", "A,C"], range: ["0", "27"] }
              at: { type: int, boundary: ["-1", "0"] }
            canonical: { function: Demo.pick }
            kotlin: { expression: Demo.pick, bind: { position: at }, result: element(items), requires: [nonempty(items)] }
            tailwind: { absent: "in a primitive" }
        """

    @Test func anAlgorithmWithInputsProgramsAndAdapters() throws {
        let rule = try #require(try load(Self.algorithm).components.first?.algorithms.first)
        #expect(rule.qualifiedID == "demo.pick")
        #expect(rule.inputs.map(\.name) == ["items", "at"])
        #expect(rule.inputs[0].boundary == ["0", "A,C"])
        #expect(rule.inputs[1].range == 0...100)
        guard case let .expression(path, bindings)? = rule.programs[.kotlin] else { Issue.record("kotlin program"); return }
        #expect(path == ["Demo", "pick"])
        #expect(bindings == ["position": "at"])
        #expect(rule.adapters[.kotlin]?.result == "element(items)")
        #expect(rule.adapters[.kotlin]?.requires == ["nonempty(items)"])
        guard case .absent(let reason)? = rule.programs[.nativewind] else { Issue.record("tailwind covers nativewind"); return }
        #expect(reason == "in a primitive")
    }

    @Test(arguments: [
        ("type: int, boundary", "type: float, boundary", "input type must be int, double, whole, letters, sections or events, not 'float'"),
        ("    canonical: { function: Demo.pick }\n", "", "an algorithm needs a 'canonical' function"),
        ("result: element(items)", "result: element(nothing)",
         "'result' must be text or element(INPUT) of a list input (letters, sections or events), not 'element(nothing)'"),
        ("requires: [nonempty(items)]", "requires: [sorted(items)]",
         "'requires' entries must be nonempty(INPUT) of a list input (letters, sections or events), not 'sorted(items)'"),
        // An int is no list: `element` and `nonempty` of it did nothing.
        ("result: element(items)", "result: element(at)",
         "'result' must be text or element(INPUT) of a list input (letters, sections or events), not 'element(at)'"),
        ("requires: [nonempty(items)]", "requires: [nonempty(at)]",
         "'requires' entries must be nonempty(INPUT) of a list input (letters, sections or events), not 'nonempty(at)'"),
        ("{ expression: Demo.pick,", "{ method: Demo.pick,", "a program needs function, expression, at, body, type or absent"),
        ("absent: \"in a primitive\"", "absent: \"\"", "'absent' needs a reason"),
    ])
    func malformedAlgorithmsAreRulesErrors(old: String, new: String, message: String) {
        #expect(Self.algorithm.contains(old))
        let failure = error(Self.algorithm.replacingOccurrences(of: old, with: new))
        #expect(failure?.message.hasPrefix(message) == true, "\(String(describing: failure))")
        #expect(failure?.file == "rules/x.yml")
    }

    static let stateful = Self.algorithm
        .replacingOccurrences(of: "items: { type: sections, boundary: [\"0\", \"A,C\"], range: [\"0\", \"27\"] }", with: "events: { type: events, boundary: [\"append 1\"] }")
        .replacingOccurrences(of: "      at: { type: int, boundary: [\"-1\", \"0\"] }\n", with: "")
        .replacingOccurrences(
            of: "{ expression: Demo.pick, bind: { position: at }, result: element(items), requires: [nonempty(items)] }",
            with: "{ type: DemoState, instance: state, bind: { state.atEnd: \"true\" }, ids: { run: [Demo.newest, Demo.SideEffect], bind: { items: ids, key: identity } }, edges: reached, effects: [scrollTo], state: count }")

    @Test func aStatefulProgramWithCodeAndMethodHandlers() throws {
        let rule = try #require(try load(Self.stateful).components.first?.algorithms.first)
        guard case let .stateful(program)? = rule.programs[.kotlin] else { Issue.record("kotlin program"); return }
        #expect(program.path == ["DemoState"])
        #expect(program.instance == "state")
        #expect(program.initial == ["state.atEnd": "true"])
        guard case let .code(paths, bindings) = program.ids, case let .method(edges) = program.edges else { Issue.record("handlers"); return }
        #expect(paths == [["Demo", "newest"], ["Demo", "SideEffect"]])
        #expect(bindings == ["items": "ids", "key": "identity"])
        #expect(edges == "reached")
        #expect(program.effects == ["scrollTo"])
        #expect(program.state == "count")
    }

    @Test(arguments: [
        ("ids: { run: [Demo.newest, Demo.SideEffect], bind:", "ids: { bind:", "'ids' needs 'run' (the code to run) or a method name"),
        (" edges: reached,", "", "a stateful program needs 'edges'"),
        ("ids: { run: [Demo.newest, Demo.SideEffect],", "ids: { run: [],", "'run' lists no code"),
        ("bind: { items: ids, key: identity } }", "bind: { items: ids, key: identity }, call: x }", "unknown key 'call'"),
    ])
    func malformedStatefulProgramsAreRulesErrors(old: String, new: String, message: String) {
        #expect(Self.stateful.contains(old))
        let failure = error(Self.stateful.replacingOccurrences(of: old, with: new))
        #expect(failure?.message.hasPrefix(message) == true, "\(String(describing: failure))")
    }

    @Test func aQueryMustCaptureValue() {
        let text = valid.replacingOccurrences(of: "{ in: [Demo], call: frame, argument: width }", with: "{ query: \"(identifier) @x\" }")
        #expect(error(text)?.message == "a query must capture @value")
    }

    @Test func exactlyOneTarget() {
        let text = valid.replacingOccurrences(of: "call: frame, argument: width", with: "call: frame, tailwind: h")
        #expect(error(text)?.message.hasPrefix("a locator needs exactly one of") == true)
    }

    @Test func aliasesAreReadPerGroup() throws {
        let rules = try load(valid + "\naliases:\n  font: { 2xs: xs3 }\n")
        #expect(rules.aliases.canonical("2xs", group: "font") == "xs3")
        #expect(rules.aliases.canonical("2xs", group: "color") == "2xs")
    }

    @Test func billionLaughsIsRefused() {
        var text = "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
        var previous = "a"
        for level in 0..<8 {
            let name = "l\(level)"
            text += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 10).joined(separator: ", ") + "]\n"
            previous = name
        }
        #expect(error(text)?.message.contains("too many nodes") == true)
    }

    /// `parameter-parts:` are per language, each of two parts or more; two files giving
    /// one parameter different parts is an error, as for signatures.
    @Test func parameterPartsAreCheckedWhenTheRulesLoad() {
        let parts = { (body: String) in self.valid + "\nparameter-parts:\n" + body }
        #expect(error(parts("  kotlin: { horizontal: [start, end] }")) == nil)
        #expect(error(parts("  java: { horizontal: [start, end] }"))?.message.hasPrefix("'parameter-parts' are per language") == true)
        #expect(error(parts("  kotlin: { horizontal: [start] }"))?.message == "'horizontal' needs two parts or more")
        let other = "component: other\nsources: { canonical: O.swift }\nparameter-parts:\n  kotlin: { horizontal: [left, right] }\n"
        let conflict = error(files: [("rules/x.yml", parts("  kotlin: { horizontal: [start, end] }")), ("rules/o.yml", other)])
        #expect(conflict?.message.hasPrefix("parameter parts 'kotlin.horizontal' differ here") == true, "\(String(describing: conflict))")
    }

    /// `spellings:` are per language, each call with another name or more; two files giving
    /// one call different spellings is an error, as for signatures.
    @Test func spellingsAreCheckedWhenTheRulesLoad() {
        let spellings = { (body: String) in self.valid + "\nspellings:\n" + body }
        #expect(error(spellings("  swift: { foregroundStyle: [foregroundColor] }")) == nil)
        #expect(error(spellings("  java: { a: [b] }"))?.message.hasPrefix("'spellings' are per language") == true)
        #expect(error(spellings("  swift: { foregroundStyle: [] }"))?.message == "'foregroundStyle' lists no other spelling")
        let other = "component: other\nsources: { canonical: O.swift }\nspellings:\n  swift: { foregroundStyle: [tint] }\n"
        let conflict = error(files: [("rules/x.yml", spellings("  swift: { foregroundStyle: [foregroundColor] }")), ("rules/o.yml", other)])
        #expect(conflict?.message.hasPrefix("spellings 'swift.foregroundStyle' differ here") == true, "\(String(describing: conflict))")
    }
}

/// Which unnamed argument gives a named parameter, from a function's signatures.
@Suite struct SignatureTests {
    private let padding = [["all"], ["horizontal", "vertical"], ["start", "top", "end", "bottom"], ["paddingValues"]]

    @Test func aLabelWrittenAsAPositionIsFoundWhereTheCallsOverloadPutsIt() {
        #expect(Signatures.positionalIndex(of: "easing", in: [["durationMillis", "delayMillis", "easing"]], labels: [], positionalCount: 3) == 2)
        #expect(Signatures.positionalIndex(of: "alpha", in: [["alpha", "red", "green", "blue"]], labels: [], positionalCount: 1) == 0)
        #expect(Signatures.positionalIndex(of: "vertical", in: padding, labels: [], positionalCount: 2) == 1)
        // One argument is `padding(all)`, as Kotlin picks: no horizontal there.
        #expect(Signatures.positionalIndex(of: "horizontal", in: padding, labels: [], positionalCount: 1) == nil)
        // An argument not written (`tween(200)`'s easing) is no position.
        #expect(Signatures.positionalIndex(of: "easing", in: [["durationMillis", "delayMillis", "easing"]], labels: [], positionalCount: 1) == nil)
    }
}
