import BuiltinData
import Comparison
@testable import Extraction
import Foundation
import Model
import Parsing
import Rules
import Testing

/// How values are read and normalized, one language construct at a time: each case is a
/// one-fact rule run on a snippet, exactly as a rule's examples run.
@Suite struct ValueReadingTests {
    /// Expects `locator` to find `found` in each case's source, on its platform.
    private func expectReadings(_ cases: [(platform: String, source: String, found: [String])], kind: String, locator: String) throws {
        for (platform, source, found) in cases {
            #expect(try read(platform, kind: kind, locator: locator, source: source).found == found, "\(source)")
        }
    }

    private func read(
        _ platform: String, kind: String, locator: String, source: String, group: String? = nil, rem: Decimal = 16,
        platforms: [Platform] = Platform.builtin
    ) throws -> (found: [String], problems: [String]) {
        let indented = source.split(separator: "\n", omittingEmptySubsequences: false).map { "          " + $0 }.joined(separator: "\n")
        let yaml = """
            component: t
            sources: { canonical: T.swift }
            aliases: { font: { 2xs: xs3, 3xl: xl3 }, shadow: { xl: lg } }
            facts:
              - id: f
                description: d
                kind: \(kind)
            \(group.map { "    group: \($0)" } ?? "")
                canonical: T.f
                \(platform): \(locator)
                examples:
                  - platform: \(platform)
                    source: |
            \(indented)
                    finds-nothing: true
            """
        let rules = try RulesLoader.load(files: [("t.yml", yaml)], context: RulesContext(platforms: platforms))
        let outcome = try #require(RuleExamples.run(rules, rem: { _ in rem }).first)
        return (outcome.found, outcome.problems)
    }

    /// The Reanimated `withTiming` duration read in `B` with `active` bound.
    private func timingDuration(active: String, source: String) throws -> [String] {
        let locator = "{ in: [B], call: withTiming, argument: duration, unit: ms, bind: { active: \"\(active)\" } }"
        return try read("tailwind", kind: "duration", locator: locator, source: source).found
    }

    /// A helper's code counts inside the scope that uses it, where the scope itself holds
    /// nothing the locator finds: a modifier moved into an extension function, a property
    /// or a `ViewModifier`, or a private component (each had been "missing", exit 1, for
    /// code that changed nothing on screen).
    @Test func aHelperUsedInTheScopeIsReadWhereTheScopeHoldsNothing() throws {
        let kotlin = { (source: String) in
            try self.read("kotlin", kind: "length", locator: "{ in: [Badge], call: defaultMinSize, argument: minWidth }", source: source).found
        }
        #expect(try kotlin("private fun Modifier.sizing() = this.defaultMinSize(minWidth = 20.dp)\n@Composable\nfun Badge() {\n    Text(\"1\", Modifier.sizing())\n}")
            == ["20pt"])
        #expect(try kotlin("private val Sizing = Modifier.defaultMinSize(minWidth = 20.dp)\n@Composable\nfun Badge() {\n    Text(\"1\", Modifier.then(Sizing))\n}")
            == ["20pt"])
        // A helper's parameter without a default is what its calls pass (it had been not constant);
        // a value of the caller's passed on stays the parameter (a `relative-to:` term, a token).
        #expect(try kotlin("private fun Modifier.sizing(min: Dp) = this.defaultMinSize(minWidth = min)\n@Composable\nfun Badge() {\n    Text(\"1\", Modifier.sizing(20.dp))\n}")
            == ["20pt"])
        let passedOn = try read("kotlin", kind: "length", locator: "{ in: [Badge], call: defaultMinSize, argument: minWidth }",
            source: "private fun Modifier.sizing(min: Dp) = this.defaultMinSize(minWidth = min)\n@Composable\nfun Badge(size: Dp) {\n    Text(\"1\", Modifier.sizing(size))\n}")
        #expect(passedOn.problems == ["not a constant length: min"], "\(passedOn)")
        // Through a helper that a helper uses.
        #expect(try kotlin("private fun Modifier.inner() = defaultMinSize(minWidth = 20.dp)\nprivate fun Modifier.outer() = inner()\n@Composable\nfun Badge() {\n    Text(\"1\", Modifier.outer())\n}")
            == ["20pt"])
        // The scope's own call is the value: the helper's is not read beside it.
        #expect(try kotlin("private fun Modifier.sizing() = defaultMinSize(minWidth = 20.dp)\n@Composable\nfun Badge() {\n    Text(\"1\", Modifier.defaultMinSize(minWidth = 18.dp).sizing())\n}")
            == ["18pt"])
        // Not used in the scope, or used only through another component's code.
        #expect(try kotlin("private fun Modifier.sizing() = defaultMinSize(minWidth = 20.dp)\n@Composable\nfun Badge() {\n    Text(\"1\")\n}\n@Composable\nfun Chip() {\n    Text(\"2\", Modifier.sizing())\n}")
            == [])
        let swift = "private struct Sizing: ViewModifier {\n    func body(content: Content) -> some View {\n        content.frame(minWidth: 20)\n    }\n}\nstruct Badge: View {\n    var body: some View {\n        Text(\"1\").modifier(Sizing())\n    }\n}"
        #expect(try read("swift", kind: "length", locator: "{ in: [Badge], call: frame, argument: minWidth }", source: swift).found == ["20pt"])
        // Another view's `body` is no helper of Badge's: every view declares one.
        let views = "struct Other: View {\n    var body: some View {\n        Text(\"2\").frame(minWidth: 30)\n    }\n}\nstruct Badge: View {\n    var body: some View {\n        Text(\"1\")\n    }\n}"
        #expect(try read("swift", kind: "length", locator: "{ in: [Badge], call: frame, argument: minWidth }", source: views).found == [])
        let tsx = "function Capsule({ children }) {\n  return <View className=\"min-w-[20px]\">{children}</View>\n}\nexport function Badge() {\n  return <Capsule><Text>1</Text></Capsule>\n}"
        #expect(try read("uniwind", kind: "length", locator: "{ in: [Badge], element: View, tailwind: min-w }", source: tsx).found == ["20pt"])
    }

    /// A helper is what the scope uses of it, by what the name means there: the member of an
    /// object the scope reads (not the object's other members), not an argument's label of
    /// its name, nor another value's member of its name (each had been read: a false
    /// parity, or drift at a member the scope never uses, which `fix` then changed).
    @Test func aHelperIsReadOnlyWhereItsUseMeansIt() throws {
        let kotlin = { (source: String) in
            try self.read("kotlin", kind: "length", locator: "{ in: [Badge], call: defaultMinSize, argument: minWidth }", source: source).found
        }
        let defaults = "private object BadgeDefaults {\n    val Sizing = Modifier.defaultMinSize(minWidth = 18.dp)\n    val LargeSizing = Modifier.defaultMinSize(minWidth = 24.dp)\n}\n"
        #expect(try kotlin(defaults + "@Composable\nfun Badge() {\n    Text(\"1\", Modifier.then(BadgeDefaults.Sizing))\n}") == ["18pt"])
        let label = "private val modifier = Modifier.defaultMinSize(minWidth = 18.dp)\n@Composable\nfun Badge() {\n    Text(\"1\", modifier = Modifier.padding(2.dp))\n}"
        #expect(try kotlin(label) == [])
        let member = "private val sizing = Modifier.defaultMinSize(minWidth = 18.dp)\n@Composable\nfun Badge(style: BadgeStyle) {\n    Text(\"1\", Modifier.then(style.sizing))\n}"
        #expect(try kotlin(member) == [])
        let swift = "private enum Chrome {\n    struct Small: ViewModifier {\n        func body(content: Content) -> some View { content.frame(minWidth: 18) }\n    }\n"
            + "    struct Large: ViewModifier {\n        func body(content: Content) -> some View { content.frame(minWidth: 24) }\n    }\n}\n"
            + "struct Badge: View {\n    var body: some View {\n        Text(\"1\").modifier(Chrome.Small())\n    }\n}"
        #expect(try read("swift", kind: "length", locator: "{ in: [Badge], call: frame, argument: minWidth }", source: swift).found == ["18pt"])
        // A type's extension is the type, not another declaration of its name.
        let extended = "private struct Sizing: ViewModifier {\n    func body(content: Content) -> some View { content.frame(minWidth: 20) }\n}\n"
            + "extension Sizing {\n    static let name = \"sizing\"\n}\nstruct Badge: View {\n    var body: some View {\n        Text(\"1\").modifier(Sizing())\n    }\n}"
        #expect(try read("swift", kind: "length", locator: "{ in: [Badge], call: frame, argument: minWidth }", source: extended).found == ["20pt"])
        // Another type's member type of the same name is another declaration: neither is a helper.
        let nested = "enum Chip {\n    struct Style: ViewModifier {\n        func body(content: Content) -> some View { content.frame(minWidth: 30) }\n    }\n}\n"
            + "enum Other {\n    struct Style: ViewModifier {\n        func body(content: Content) -> some View { content }\n    }\n"
            + "    struct Badge: View {\n        var body: some View {\n            Text(\"1\").modifier(Style())\n        }\n    }\n}"
        #expect(try read("swift", kind: "length", locator: "{ in: [Badge], call: frame, argument: minWidth }", source: nested).found == [])
        // A label or a key is told by the syntax, not by the text after the name.
        let capsule = "function Capsule({ children }) {\n  return <View className=\"min-w-[20px]\">{children}</View>\n}\n"
        let tsx = { (badge: String) in try self.read("uniwind", kind: "length", locator: "{ in: [Badge], element: View, tailwind: min-w }", source: capsule + badge).found }
        #expect(try tsx("export function Badge(props: { Capsule?: boolean }) {\n  return <Text>1</Text>\n}") == [])
        #expect(try tsx("export function Badge({ on }) {\n  const Shape = on ?\n    Capsule : Fragment\n  return <Shape><Text>1</Text></Shape>\n}") == ["20pt"])
        let sizing = "private struct Sizing: ViewModifier {\n    func body(content: Content) -> some View { content.frame(minWidth: 20) }\n}\n"
        let external = sizing + "struct Badge: View {\n    func scaled(Sizing s: Int) -> Int { s }\n    var body: some View { Text(\"1\") }\n}"
        #expect(try read("swift", kind: "length", locator: "{ in: [Badge], call: frame, argument: minWidth }", source: external).found == [])
    }

    /// A private view's stored property without a default is what its memberwise calls
    /// pass (`let padding: CGFloat` of `Capsule(padding: 5)`; it had been not constant);
    /// not where another file may make the view, or a call passes what the file does not fix.
    @Test func aStoredPropertyWithoutADefaultIsWhatItsMemberwiseCallsPass() throws {
        let source = { (visibility: String, calls: String) in
            "\(visibility)struct Capsule: View {\n    let padding: CGFloat\n    var body: some View { Text(\"1\").padding(.horizontal, padding) }\n}\n"
                + "struct Badge: View {\n    var body: some View { \(calls) }\n}"
        }
        let padding = { (source: String) in
            try self.read("swift", kind: "length", locator: "{ in: [Capsule], call: padding, where: { 0: .horizontal }, argument: 1 }", source: source)
        }
        #expect(try padding(source("private ", "Capsule(padding: 5)")).found == ["5pt"])
        let two = try padding(source("private ", "VStack { Capsule(padding: 5); Capsule(padding: 6) }"))
        #expect(two.problems.contains { $0.contains("depends on 'the call of Capsule': 5pt or 6pt") }, "\(two)")
        #expect(try padding(source("", "Capsule(padding: 5)")).found == [])
        #expect(try padding(source("private ", "Capsule(padding: size)")).found == [])
    }

    /// A component declared inside an exported one is the exported one's own: its
    /// default is what its calls there pass (the export had been taken to reach it, and
    /// its default of 18 was read where 20 shows).
    @Test func aComponentLocalToAnExportedOneIsFilePrivate() throws {
        let source = "export function Badge() {\n  const Pill = ({ w = 18 }) => <View style={{ minWidth: w }} />\n  return <Pill w={20} />\n}"
        #expect(try read("stylesheet", kind: "length", locator: "{ element: View, style: minWidth }", source: source).found == ["20pt"])
    }

    /// A local component's class prop is what its uses pass, as a number prop is (the
    /// default alone had been read: `px-[5px]` passed where `px-[6px]` shows).
    @Test func aClassPropIsWhatItsUsesPass() throws {
        let shell = "function Shell({ px = \"px-[5px]\" }) {\n  return <View className={cn(\"rounded-full\", px)} />\n}\n"
        let read = { (use: String) in
            try self.read("uniwind", kind: "length", locator: "{ element: View, tailwind: px }", source: shell + "export function Badge() {\n  return \(use)\n}").found
        }
        #expect(try read("<Shell px=\"px-[6px]\" />") == ["6pt"])
        #expect(try read("<Shell />") == ["5pt"])
    }

    /// sp is text's unit: a layout length written in sp is no length (it passed as dp).
    @Test func spIsForTextNotLengths() throws {
        #expect(try read("kotlin", kind: "text-size", locator: "X", source: "val X = 13.sp").found == ["13pt"])
        let length = try read("kotlin", kind: "length", locator: "X", source: "val X = 28.sp")
        #expect(length.found.isEmpty && length.problems == ["28sp is a text unit (it scales with the font size setting); a length is in dp"], "\(length)")
    }

    @Test func constantFoldingWithUnits() throws {
        #expect(try read("kotlin", kind: "length", locator: "X", source: "val X = -(56.dp + 16.dp)").found == ["-72pt"])
        #expect(try read("swift", kind: "length", locator: "X", source: "let X: CGFloat = 8 * 2").found == ["16pt"])
        #expect(try read("swift", kind: "length", locator: "X", source: "let A = 56\nlet X = -A / 2").found == ["-28pt"])
        #expect(try read("kotlin", kind: "length", locator: "X", source: "val X = (-6).dp").found == ["-6pt"])
    }

    /// Lists of numbers compare element by element, each element in the fact's unit.
    @Test func numberListsAreValues() throws {
        #expect(try read("kotlin", kind: "duration", locator: "{ declaration: X, unit: ms }", source: "val X = longArrayOf(1_000L, 2L * 1_000L)").found
            == ["[1000ms, 2000ms]"])
        #expect(try read("kotlin", kind: "count", locator: "X", source: "val X = listOf(1, 2, 3)").found == ["[1, 2, 3]"])
        #expect(try read("swift", kind: "duration", locator: "{ declaration: X, unit: s }", source: "let X: [TimeInterval] = [0.5, 1]").found
            == ["[500ms, 1000ms]"])
        #expect(try read("stylesheet", kind: "length", locator: "X", source: "export const X = [4, 8] as const;").found == ["[4pt, 8pt]"])
        let mixed = try read("kotlin", kind: "count", locator: "X", source: "val X = listOf(1, y)")
        #expect(mixed.found.isEmpty)
        #expect(mixed.problems == ["element 2: not a constant count: y"])
    }

    @Test func runtimeTermsNeedRelativeTo() throws {
        let source = "function B() { return <V style={{ top: state.dragY - 28 }} /> }"
        #expect(try read("stylesheet", kind: "length", locator: "{ element: V, style: top, relative-to: [state.dragY] }", source: source).found == ["-28pt"])
        let without = try read("stylesheet", kind: "length", locator: "{ element: V, style: top }", source: source)
        #expect(without.found.isEmpty)
        #expect(without.problems == ["depends on run-time state.dragY"])
        // A value that no longer follows the term (or follows it twice) is another value:
        // `-28` alone read as −28 relative to the drag.
        let relative = "{ element: V, style: top, relative-to: [state.dragY] }"
        for top in ["-28", "2 * state.dragY - 28"] {
            let read = try read("stylesheet", kind: "length", locator: relative, source: "function B() { return <V style={{ top: \(top) }} /> }")
            #expect(read.found.isEmpty && read.problems.first?.contains("not relative to state.dragY") == true, "\(top): \(read)")
        }
    }

    @Test func numbersAreExactDecimals() throws {
        #expect(try read("kotlin", kind: "opacity", locator: "X", source: "val X = 0.94f").found == ["0.94"])
        #expect(try read("kotlin", kind: "opacity", locator: "X", source: "val X = 0.95f").found == ["0.95"])
        #expect(try read("swift", kind: "duration", locator: "{ call: timingCurve, argument: duration, unit: s }",
            source: "let a = Animation.timingCurve(0.3, 0, 0, 1, duration: 0.20)").found == ["200ms"])
    }

    @Test func float32LiteralsEqualTheirDecimalValue() throws {
        let kotlin = try read("kotlin", kind: "easing", locator: "E", source: "val E = CubicBezierEasing(0.4f, 0f, 0.2f, 1f)")
        let named = try read("kotlin", kind: "easing", locator: "E", source: "val E = FastOutSlowInEasing")
        #expect(kotlin.found == ["bezier(0.4, 0, 0.2, 1)"])
        #expect(named.found == kotlin.found)
        // Compose's other named Bézier easings (EasingFunctions.kt): `EaseInOut` had drifted from its curve.
        #expect(try read("kotlin", kind: "easing", locator: "E", source: "val E = EaseInOut").found == ["bezier(0.42, 0, 0.58, 1)"])
        #expect(try read("kotlin", kind: "easing", locator: "E", source: "val E = EaseOutBack").found == ["bezier(0.34, 1.56, 0.64, 1)"])
    }

    /// A parameter named like a constant of the file is the caller's value, not the
    /// constant (the file's `HPad` had been read for it); a sibling function's parameter
    /// of that name is not in scope.
    @Test func aParameterShadowsAConstantOfTheFile() throws {
        let kotlin = "private val HPad = 5.dp\nfun Badge(count: Int, HPad: Dp) { Box(Modifier.padding(horizontal = HPad)) }"
        #expect(try read("kotlin", kind: "length", locator: "{ in: [Badge], call: padding, argument: horizontal }", source: kotlin).found.isEmpty)
        let swift = "let hPad: CGFloat = 5\nstruct Badge {\n    let hPad: CGFloat\n    var body: some View { Text(\"a\").padding(.horizontal, hPad) }\n}"
        #expect(try read("swift", kind: "length", locator: "{ in: [Badge], call: padding, where: { 0: .horizontal }, argument: 1 }", source: swift).found.isEmpty)
        let sibling = "private val HPad = 5.dp\nobject B {\n    fun a(HPad: Dp) {}\n    fun Badge() { Box(Modifier.padding(horizontal = HPad)) }\n}"
        #expect(try read("kotlin", kind: "length", locator: "{ in: [Badge], call: padding, argument: horizontal }", source: sibling).found == ["5pt"])
        // TypeScript's parameters, plain or destructured in any shape, and a destructured
        // local: the caller's value, not the module's.
        let timing = "{ in: [Badge], call: withTiming, argument: duration, unit: ms }"
        let headers = [
            "function Badge(D: number) {", "function Badge({ count, D }: P) {", "const Badge = ({ pad: D }) => {", "function Badge([a, D]) {",
            "function Badge({ a, ...D }) {", "const Badge = D => {", "function Badge(p: P) {\n  const { D } = p;", "function Badge(p: P) {\n  const [, D] = p;",
            "function Badge(p: P) {\n  const { D = 200 } = p;",
        ]
        for header in headers {
            let source = "const D = 300;\n\(header)\n  const s = withTiming(1, { duration: D });\n}"
            #expect(try read("tailwind", kind: "duration", locator: timing, source: source).found.isEmpty, "\(header)")
        }
        // A parameter's default is read inside its function, as Swift's and Kotlin's are
        // (React's `function Badge({ size = 18 })`), in every shape a parameter writes one;
        // a function that writes the parameter again is flagged as it writes a variable.
        let defaults: [(header: String, found: [String])] = [
            ("function Badge({ D = 200 }: P) {", ["200ms"]), ("function Badge({ pad: D = 3 }) {", ["3ms"]), ("const Badge = (D = 250) => {", ["250ms"]),
            ("function Badge(D: number = 220) {", ["220ms"]), ("function Badge([a, D = 5] = []) {", ["5ms"]), ("function Badge(D?: number) {", []),
        ]
        for (header, found) in defaults {
            let source = "const D = 300;\n\(header)\n  const s = withTiming(1, { duration: D });\n}"
            #expect(try read("tailwind", kind: "duration", locator: timing, source: source).found == found, "\(header)")
        }
        let written = try read("tailwind", kind: "duration", locator: timing, source: "function Badge({ D = 200 }) {\n  D = 100;\n  const s = withTiming(1, { duration: D });\n}")
        #expect(written.found.isEmpty && written.problems.contains { $0.contains("'D' is a variable the file writes again (line 2)") }, "\(written)")
        // Another function's parameter, with or without a default, is not in scope.
        for other in ["function Other({ D }) {}", "function Other({ D = 200 }) {}", "function Other(D = 200) {}"] {
            let unrelated = "\(other)\nfunction Badge() {\n  const s = withTiming(1, { duration: D });\n}\nconst D = 300;"
            #expect(try read("tailwind", kind: "duration", locator: timing, source: unrelated).found == ["300ms"], "\(other)")
        }
        // A destructured local of a block the use is not in does not hide the constant.
        let loop = "const D = 300;\nfunction Badge(xs) {\n  for (const x of xs) { const { D } = x; }\n  const s = withTiming(1, { duration: D });\n}"
        #expect(try read("tailwind", kind: "duration", locator: timing, source: loop).found == ["300ms"])
        // Kotlin: a parameter's default is read inside its function only; a parameter hides a
        // path that starts with its name (`Spec.Pad` is the caller's); a default that is a
        // member path reads it (the path had been taken for a parameter of its first name);
        // a function named like an object hides nothing; a primary constructor's parameter
        // hides a path in its class.
        let kotlinPadding = "{ in: [Badge], call: padding, argument: horizontal }"
        let kotlinCases: [(source: String, found: [String])] = [
            ("fun g(Pad: Dp = 9.dp) {}\nprivate val Pad = 5.dp\nfun Badge() { Box(Modifier.padding(horizontal = Pad)) }", ["5pt"]),
            ("private val Pad = 5.dp\nfun Badge(Pad: Dp = 9.dp) { Box(Modifier.padding(horizontal = Pad)) }", ["9pt"]),
            ("object Spec { val Pad = 8.dp }\nfun Badge(Spec: Sizes) { Box(Modifier.padding(horizontal = Spec.Pad)) }", []),
            ("object BadgeDefaults { val Pad = 8.dp }\nfun Badge(p: Dp = BadgeDefaults.Pad) { Box(Modifier.padding(horizontal = p)) }", ["8pt"]),
            ("object Spec { val Pad = 8.dp }\nfun Spec() {}\nfun Badge() { Box(Modifier.padding(horizontal = Spec.Pad)) }", ["8pt"]),
            ("object Spec { val Pad = 8.dp }\nclass Badge(val Spec: Sizes) {\n    fun f() { Box(Modifier.padding(horizontal = Spec.Pad)) }\n}", []),
        ]
        for (source, found) in kotlinCases {
            #expect(try read("kotlin", kind: "length", locator: kotlinPadding, source: source).found == found, "\(source)")
        }
        let specModule = "const S = { d: 300 };\nfunction Badge(S) {\n  const s = withTiming(1, { duration: S.d });\n}"
        #expect(try read("tailwind", kind: "duration", locator: timing, source: specModule).found.isEmpty)
        // Swift's closure and initializer parameters.
        let swiftPadding = "{ in: [V], call: padding, where: { 0: .horizontal }, argument: 1 }"
        for body in ["init(pad: CGFloat) { _ = Text(\"a\").padding(.horizontal, pad) }", "let f = { pad in Text(\"a\").padding(.horizontal, pad) }",
            "let f = { (pad: CGFloat) in Text(\"a\").padding(.horizontal, pad) }"]
        {
            let source = "let pad: CGFloat = 5\nstruct V {\n    \(body)\n}"
            #expect(try read("swift", kind: "length", locator: swiftPadding, source: source).found.isEmpty, "\(body)")
        }
        // A capture list's `[pad = …]` binds `pad` in its closure to that value (the file's
        // constant had been read: a false parity); `[pad]` alone captures the constant.
        let captured = "let pad: CGFloat = 5\nstruct V {\n    let f = { [pad = CGFloat(20), other] item in Text(\"a\").padding(.horizontal, pad) }\n}"
        #expect(try read("swift", kind: "length", locator: swiftPadding, source: captured).found == ["20pt"])
        let capturedByName = "let pad: CGFloat = 5\nstruct V {\n    let f = { [pad] item in Text(\"a\").padding(.horizontal, pad) }\n}"
        #expect(try read("swift", kind: "length", locator: swiftPadding, source: capturedByName).found == ["5pt"])
        // An initializer's default is the stored property's value in the type (SwiftUI's
        // `init(spacing: CGFloat = 12) { self.spacing = spacing }`).
        let initializer = "struct V {\n    let spacing: CGFloat\n    init(spacing: CGFloat = 12) { self.spacing = spacing }\n"
            + "    var body: some View { VStack(spacing: spacing) {} }\n}\nfunc other(spacing: CGFloat = 30) {}"
        #expect(try read("swift", kind: "length", locator: "{ in: [V], call: VStack, argument: spacing }", source: initializer).found == ["12pt"])
        // An initializer's default is the property's only where the initializer sets the
        // property of its name to it.
        let computed = "struct V {\n    let spacing: CGFloat\n    init(spacing: CGFloat = 12) { self.spacing = spacing * 2 }\n"
            + "    var body: some View { VStack(spacing: spacing) {} }\n}"
        #expect(try read("swift", kind: "length", locator: "{ in: [V], call: VStack, argument: spacing }", source: computed).found.isEmpty)
        // Swift's parameters too.
        let swiftParameter = "let pad: CGFloat = 5\nfunc badge(_ pad: CGFloat) -> some View { Text(\"a\").padding(.horizontal, pad) }"
        #expect(try read("swift", kind: "length", locator: "{ in: [badge], call: padding, where: { 0: .horizontal }, argument: 1 }", source: swiftParameter).found.isEmpty)
    }

    /// A local is seen in its block only (after it, in Kotlin and Swift; a JavaScript `var`
    /// in its function): a local of another function, or of a branch the use is not in, leaves the
    /// file's constant (a Kotlin `val HPad` in one function had been read in another: a
    /// false drift).
    @Test func aLocalIsReadOnlyInItsBlockAfterIt() throws {
        let padding = "{ in: [Badge], call: padding, argument: horizontal }"
        let kotlin: [(source: String, found: [String])] = [
            ("fun other() { if (true) { val HPad = 9.dp } }\nprivate val HPad = 5.dp\nfun Badge() { Box(Modifier.padding(horizontal = HPad)) }", ["5pt"]),
            ("private val HPad = 5.dp\nfun Badge(n: Int) {\n    if (n > 0) { val HPad = 9.dp }\n    Box(Modifier.padding(horizontal = HPad))\n}", ["5pt"]),
            ("private val HPad = 5.dp\nfun Badge() {\n    Box(Modifier.padding(horizontal = HPad))\n    val HPad = 9.dp\n}", ["5pt"]),
            ("private val HPad = 5.dp\nfun Badge() {\n    val HPad = 9.dp\n    Box(Modifier.padding(horizontal = HPad))\n}", ["9pt"]),
            ("private val HPad = 5.dp\nfun Badge() {\n    listOf(1).forEach { val HPad = 9.dp }\n    Box(Modifier.padding(horizontal = HPad))\n}", ["5pt"]),
            // A local of a path's first name: the path is its member, not the file's object's.
            ("object Spec { val HPad = 9.dp }\nobject Other { val HPad = 7.dp }\nfun Badge() {\n    val Spec = Other\n    Box(Modifier.padding(horizontal = Spec.HPad))\n}", []),
        ]
        for (source, found) in kotlin {
            #expect(try read("kotlin", kind: "length", locator: padding, source: source).found == found, "\(source)")
        }
        let swiftPadding = "{ in: [Badge], call: padding, where: { 0: .horizontal }, argument: 1 }"
        let swift = "func other() { let pad: CGFloat = 9 }\nlet pad: CGFloat = 5\nfunc Badge() -> some View { Text(\"a\").padding(.horizontal, pad) }"
        #expect(try read("swift", kind: "length", locator: swiftPadding, source: swift).found == ["5pt"])
        let swiftRoot = "enum Metrics { static let pad: CGFloat = 9 }\nenum Other { static let pad: CGFloat = 7 }\n"
            + "func Badge() -> some View {\n    let Metrics = Other.self\n    return Text(\"a\").padding(.horizontal, Metrics.pad)\n}"
        #expect(try read("swift", kind: "length", locator: swiftPadding, source: swiftRoot).found.isEmpty)
        let timing = "{ in: [Badge], call: withTiming, argument: duration, unit: ms }"
        let typeScript: [(source: String, found: [String])] = [
            ("function Other() { const D = 900; }\nconst D = 300;\nfunction Badge() {\n  const s = withTiming(1, { duration: D });\n}", ["300ms"]),
            ("const D = 300;\nfunction Badge(n) {\n  if (n) { const D = 900; }\n  const s = withTiming(1, { duration: D });\n}", ["300ms"]),
            // JavaScript's `const` holds its whole block: a closure written before it reads it.
            ("const D = 300;\nfunction Badge() {\n  const f = () => withTiming(1, { duration: D });\n  const D = 900;\n  return f();\n}", ["900ms"]),
            // A `var` is its function's: one in a nested function is not Badge's.
            ("const D = 300;\nfunction Badge() {\n  const inner = () => { var D = 900; return D; };\n  const s = withTiming(1, { duration: D });\n}", ["300ms"]),
            // A class field is `this.D`: a bare `D` is the module's. A static one is read
            // through its class only; an instance's never through it (undefined).
            ("const D = 300;\nclass Badge {\n  D = 900;\n  render() { const s = withTiming(1, { duration: D }); }\n}", ["300ms"]),
            ("const S = { d: 300 };\nclass Badge {\n  static S = { d: 900 };\n  render() { const s = withTiming(1, { duration: S.d }); }\n}", ["300ms"]),
            ("class Badge {\n  static D = 900;\n  render() { const s = withTiming(1, { duration: Badge.D }); }\n}", ["900ms"]),
            ("class Badge {\n  D = 900;\n  render() { const s = withTiming(1, { duration: Badge.D }); }\n}", []),
            // A `for (let …; …)` header's and a `case`'s names are the loop's and the switch's;
            // a destructured `const` holds its whole block too.
            ("const D = 300;\nfunction Badge() {\n  const f = () => withTiming(1, { duration: D });\n  for (let D = 9; D < 0;) {}\n  return f();\n}", ["300ms"]),
            ("const D = 300;\nfunction Badge(c) {\n  const f = () => withTiming(1, { duration: D });\n  switch (c) { case 0: const D = 9; }\n  return f();\n}", ["300ms"]),
            ("const D = 300;\nfunction Badge(p) {\n  const f = () => withTiming(1, { duration: D });\n  const { D } = p;\n  return f();\n}", []),
        ]
        for (source, found) in typeScript {
            #expect(try read("tailwind", kind: "duration", locator: timing, source: source).found == found, "\(source)")
        }
    }

    /// A loop's variable, a Kotlin `when`'s `val`, an `if let`, a `catch`'s name and a
    /// destructuring declaration's names hide a constant of their name inside the statement
    /// or after it in its block (the file's had been read for the loop's item); outside
    /// them, the constant is read.
    @Test func aLoopOrCatchVariableHidesAConstant() throws {
        let padding = "{ in: [Badge], call: padding, argument: horizontal }"
        let kotlin: [(source: String, found: [String])] = [
            ("private val Pad = 5.dp\nfun Badge(xs: List<Dp>) { for (Pad in xs) { Box(Modifier.padding(horizontal = Pad)) } }", []),
            ("private val Pad = 5.dp\nfun Badge(xs: List<P>) { for ((i, Pad) in xs) { Box(Modifier.padding(horizontal = Pad)) } }", []),
            ("private val Pad = 5.dp\nfun Badge(xs: List<P>) { xs.forEach { (i, Pad) -> Box(Modifier.padding(horizontal = Pad)) } }", []),
            ("private val Pad = 5.dp\nfun Badge(p: P) {\n    val (Pad, b) = p\n    Box(Modifier.padding(horizontal = Pad))\n}", []),
            ("private val Pad = 5.dp\nfun Badge(x: Dp?) { when (val Pad = x) { else -> Box(Modifier.padding(horizontal = Pad)) } }", []),
            ("private val Pad = 5.dp\nfun Badge() { try { } catch (Pad: Exception) { Box(Modifier.padding(horizontal = Pad)) } }", []),
            ("private val Pad = 5.dp\nfun Badge(xs: List<Dp>) {\n    for (Pad in xs) { }\n    Box(Modifier.padding(horizontal = Pad))\n}", ["5pt"]),
        ]
        for (source, found) in kotlin {
            #expect(try read("kotlin", kind: "length", locator: padding, source: source).found == found, "\(source)")
        }
        let swiftPadding = "{ in: [Badge], call: padding, where: { 0: .horizontal }, argument: 1 }"
        let swiftStatements = [
            "for pad in pads {", "for (i, pad) in pads.enumerated() {", "if let pad = maybe {", "while let pad = it.next() {", "do { } catch let pad {",
            "switch maybe { case .some(let pad):", "if case .some(let pad) = maybe {", "switch maybe { case let .some(pad):",
            "if case let .some(pad) = maybe {", "if let a = maybe, case let .pair(x, pad) = a {",
        ]
        for statement in swiftStatements {
            let source = "let pad: CGFloat = 5\nfunc Badge() -> some View {\n    \(statement) _ = Text(\"a\").padding(.horizontal, pad) }\n}"
            #expect(try read("swift", kind: "length", locator: swiftPadding, source: source).found.isEmpty, "\(statement)")
        }
        let tuple = "let pad: CGFloat = 5\nfunc Badge(t: T) -> some View {\n    let (pad, b) = t\n    return Text(\"a\").padding(.horizontal, pad)\n}"
        #expect(try read("swift", kind: "length", locator: swiftPadding, source: tuple).found.isEmpty)
        // A `guard let` binds its names in the rest of its block; before it, and in another
        // function, the constant is read. A case pattern's name that a `let` does not bind
        // (`case .some(pad)`) reads the constant it matches against.
        for guarded in ["guard let pad = maybe else { return nil }", "guard case let .some(pad) = maybe else { return nil }"] {
            let source = "let pad: CGFloat = 5\nfunc Badge() -> (some View)? {\n    \(guarded)\n    return Text(\"a\").padding(.horizontal, pad)\n}"
            #expect(try read("swift", kind: "length", locator: swiftPadding, source: source).found.isEmpty, "\(guarded)")
        }
        let before = "let pad: CGFloat = 5\nfunc Badge() -> (some View)? {\n    let t = Text(\"a\").padding(.horizontal, pad)\n    guard let pad = maybe else { return nil }\n    return t\n}"
        #expect(try read("swift", kind: "length", locator: swiftPadding, source: before).found == ["5pt"])
        let matched = "let pad: CGFloat = 5\nfunc Badge() -> some View {\n    if case .some(pad) = maybe { _ = Text(\"a\").padding(.horizontal, pad) }\n}"
        #expect(try read("swift", kind: "length", locator: swiftPadding, source: matched).found == ["5pt"])
        let timing = "{ in: [Badge], call: withTiming, argument: duration, unit: ms }"
        let typeScript: [(statement: String, found: [String])] = [
            ("for (const D of ds) {", []), ("for (const [i, D] of ds) {", []), ("try { } catch (D) {", []), ("for (const x of ds) {", ["300ms"]),
        ]
        for (statement, found) in typeScript {
            let source = "const D = 300;\nfunction Badge(ds) {\n  \(statement) const s = withTiming(1, { duration: D }); }\n}"
            #expect(try read("tailwind", kind: "duration", locator: timing, source: source).found == found, "\(statement)")
        }
        // A loop's `var` is the whole function's (not a function's inside it).
        for (loop, found) in [("for (var D of ds) {}", [String]()), ("const g = () => { for (var D of ds) {} };", ["300ms"])] {
            let source = "const D = 300;\nfunction Badge(ds) {\n  \(loop)\n  const s = withTiming(1, { duration: D });\n}"
            #expect(try read("tailwind", kind: "duration", locator: timing, source: source).found == found, "\(loop)")
        }
    }

    /// A conversion to an integer truncates (`Int(2.9)`, `toInt()`) or rounds half up
    /// (`roundToInt()`): each had kept the value, 2.9.
    @Test func integerConversionsChangeTheValue() throws {
        #expect(try read("kotlin", kind: "count", locator: "X", source: "val X = 2.9.toInt()").found == ["2"])
        #expect(try read("kotlin", kind: "count", locator: "X", source: "val X = (-2.9).toLong()").found == ["-2"])
        #expect(try read("kotlin", kind: "count", locator: "X", source: "val X = 2.5.roundToInt()").found == ["3"])
        #expect(try read("kotlin", kind: "count", locator: "X", source: "val X = (-2.5).roundToInt()").found == ["-2"])
        #expect(try read("swift", kind: "count", locator: "X", source: "let X = Int(2.9)").found == ["2"])
        #expect(try read("swift", kind: "count", locator: "X", source: "let X = Double(2.9)").found == ["2.9"])
    }

    /// Swift and Kotlin divide integers toward zero; a decimal fold had read Kotlin's
    /// `27 / 2` as 13.5. Each value here is what kotlinc and swiftc print.
    /// A call read without an argument is read with the arithmetic its value is used in:
    /// `8.dp.toPx() * 2` is a 16 threshold (reading the call alone had given 8: a false
    /// parity); an equivalent rewrite reads the same. Two calls in one sum each read the sum.
    @Test func aCallsValueIsReadWithTheArithmeticAroundIt() throws {
        let locator = "{ in: [f], call: toPx }"
        let cases: [(String, [String])] = [
            ("8.dp.toPx()", ["8pt"]), ("8.dp.toPx() * 2", ["16pt"]), ("(8.dp.toPx() + 4.dp.toPx()) / 2", ["6pt", "6pt"]), ("(8.dp.toPx() * 1)", ["8pt"]),
        ]
        for (expression, found) in cases {
            let source = "fun f() { val t = with(LocalDensity.current) { \(expression) } }"
            let got = try read("kotlin", kind: "length", locator: locator, source: source).found
            #expect(got == found, "\(expression): \(got)")
        }
    }

    @Test func integerDivisionTruncates() throws {
        func kotlin(_ source: String) throws -> [String] { try read("kotlin", kind: "count", locator: "X", source: source).found }
        func swift(_ source: String) throws -> [String] { try read("swift", kind: "count", locator: "S.X", source: "enum S {\n\(source)\n}").found }
        #expect(try kotlin("val X = 27 / 2") == ["13"])
        #expect(try kotlin("val X = -7 / 2") == ["-3"])
        #expect(try kotlin("val Rows = 27\nval Tall: Int = 432\nval X = Tall / Rows * 3") == ["48"])
        #expect(try kotlin("private const val Rows: Long = 5L\nval X = 9L / Rows") == ["1"])
        #expect(try kotlin("val X = 0xFF / 2") == ["127"])
        // Floating-point operands, a value in a unit, a conversion to Float: exact.
        #expect(try kotlin("val X = 7f / 2") == ["3.5"])
        #expect(try kotlin("val X = 7.0 / 2") == ["3.5"])
        #expect(try kotlin("val Rows = 2\nval X = 7 / Rows.toFloat()") == ["3.5"])
        #expect(try kotlin("val Half: Float = 3.5f\nval X = Half / 7") == ["0.5"])
        // A parameter's written type, for a value the rule binds.
        let bound = "{ in: [f], call: size, argument: 0, bind: { n: \"7\" } }"
        #expect(try read("kotlin", kind: "count", locator: bound, source: "fun f(n: Int) { size(n / 2) }").found == ["3"])
        #expect(try read("kotlin", kind: "count", locator: bound, source: "fun f(n: Float) { size(n / 2) }").found == ["3.5"])
        // Swift: an Int operand, an inferred or written Int declaration, a conversion.
        #expect(try swift("static let rows = 27\nstatic let X = CGFloat(432 / rows / 2)") == ["8"])
        #expect(try swift("static let X = 7 / 2") == ["3"])
        #expect(try swift("static let X: Int = (7 + 2) / 2") == ["4"])
        #expect(try swift("static let X = Int(7.9) / 2") == ["3"])
        // Swift's integer literals take a floating-point context's type.
        #expect(try swift("static let X: CGFloat = 7 / 2") == ["3.5"])
        #expect(try swift("static let X = 7 / 2 * 1.5") == ["5.25"])
        #expect(try swift("static let X = CGFloat(7) / 2") == ["3.5"])
        // A conversion of literals picks the default literal type's initializer: Int.
        #expect(try swift("static let X = CGFloat(27 / 2)") == ["13"])
        #expect(try swift("static let X = Double(-7 / 2) * 2") == ["-6"])
        // A sign before a parenthesized division (a call of `-` in tree-sitter-swift).
        #expect(try swift("static let X: Int = -(7 / 2)") == ["-3"])
        #expect(try swift("static let X = -(7 / 2) * 2") == ["-6"])
        // The type of the name that is read: the parameter in scope, not another of the name.
        let parameters = "func g(_ n: CGFloat) { size(n / 2) }\nfunc f(_ n: Int) { size(n / 2) }\nfunc h(_ n: Int = 7) {}"
        let inF = "{ in: [f], call: size, argument: 0, bind: { n: \"7\" } }"
        let inG = "{ in: [g], call: size, argument: 0, bind: { n: \"7\" } }"
        #expect(try read("swift", kind: "count", locator: inF, source: parameters).found == ["3"])
        #expect(try read("swift", kind: "count", locator: inG, source: parameters).found == ["3.5"])
        // A variable the rule binds keeps its declared type; a closure parameter's type counts.
        let boundVariable = "{ in: [f], call: size, argument: 0, bind: { n: \"7\" } }"
        #expect(try read("kotlin", kind: "count", locator: boundVariable, source: "var n: Int = 0\nfun f() { size(n / 2) }").found == ["3"])
        #expect(try read("swift", kind: "count", locator: boundVariable, source: "struct V {\n    var n: Int = 0\n    func f() { size(CGFloat(n / 2)) }\n}").found == ["3"])
        let closure = "{ in: [g], call: size, argument: 0, bind: { n: \"7\" } }"
        #expect(try read("swift", kind: "count", locator: closure, source: "let g = { (n: Int) in size(CGFloat(n / 2)) }").found == ["3"])
        let lambda = "fun a(n: Int) {}\nfun b() { listOf(7f).forEach { n -> size(n / 2) } }"
        #expect(try read("kotlin", kind: "count", locator: "{ in: [b], call: size, argument: 0, bind: { n: \"7\" } }", source: lambda).found == ["3.5"])
        // A list's size is an Int; a conditional of two Ints is one.
        #expect(try kotlin("val L = listOf(1, 2, 3)\nval X = L.size / 2") == ["1"])
        #expect(try kotlin("val A = true\nval X = (if (A) 7 else 9) / 2") == ["3"])
        let frame = "{ call: frame, argument: width }"
        #expect(try read("swift", kind: "length", locator: frame, source: "let v = Text(\"a\").frame(width: 7 / 2)").found == ["3.5pt"])
        // JavaScript's numbers are doubles.
        #expect(try read("tailwind", kind: "count", locator: "X", source: "const X = 7 / 2").found == ["3.5"])
    }

    /// Kotlin and Swift apply a prefix operator after the member accesses and calls that
    /// follow it, which both grammars read the other way: `-S.Pad` had been no constant and
    /// `-2.5.roundToInt()` read -2 (kotlinc prints -3).
    @Test func aSignAppliesAfterTheChainItStarts() throws {
        let objects = "object S {\n    val Pad = 4\n    object In { val Y = 2.5 }\n}\n"
        #expect(try read("kotlin", kind: "count", locator: "X", source: objects + "val X = -S.Pad").found == ["-4"])
        #expect(try read("kotlin", kind: "count", locator: "X", source: objects + "val X = -S.In.Y.roundToInt() * 2").found == ["-6"])
        #expect(try read("kotlin", kind: "count", locator: "X", source: "val X = -2.5.roundToInt()").found == ["-3"])
        #expect(try read("kotlin", kind: "count", locator: "X", source: objects + "val X = -S.Pad / 3").found == ["-1"])
        #expect(try read("kotlin", kind: "count", locator: "X", source: objects + "val X = (-S.In.Y).roundToInt()").found == ["-2"])
        #expect(try read("swift", kind: "count", locator: "X", source: "enum S { static let pad = 4.5 }\nlet X = -S.pad").found == ["-4.5"])
        #expect(try read("tailwind", kind: "count", locator: "X", source: "const S = { pad: 4 };\nconst X = -S.pad;").found == ["-4"])
    }

    /// A Swift operator expression is read with Swift's precedence, which tree-sitter-swift
    /// does not keep: `-28 + 4` had been -32 (`-(28 + 4)`), `2 * -3 + 10` -26, and `4 + S.pad`
    /// (read as `(4 + S).pad`) no constant.
    @Test func swiftOperatorsGroupAsSwiftSays() throws {
        let spec = "enum S {\n    static let a: CGFloat = 3\n    static let b: CGFloat = 4\n    static func half(_ x: CGFloat) -> CGFloat { x }\n}\n"
        let cases: [(expression: String, found: String)] = [
            ("-28 + 4", "-24pt"), ("2 * -3 + 10", "4pt"), ("-2 * 3 + 10", "4pt"), ("10 - -3 + 1", "14pt"), ("-(28 + 4)", "-32pt"),
            ("S.a + S.b", "7pt"), ("S.a * 2 + S.b", "10pt"), ("-S.a + 4", "1pt"), ("4 - S.a", "1pt"), ("4 + S.a", "7pt"),
            ("S.a + max(S.b, 2)", "7pt"), ("10 + -S.a * 2", "4pt"), ("1 + CGFloat(S.b) / 2", "3pt"), ("-7 / 2 + 1", "-2.5pt"),
        ]
        for (expression, found) in cases {
            let read = try read("swift", kind: "length", locator: "T.f", source: spec + "enum T { static let f: CGFloat = \(expression) }")
            #expect(read.found == [found], "\(expression): \(read)")
        }
        // Integer literals divide as integers where Swift types them `Int`, and so does an
        // `Int` member the grammar grouped with what comes before it (it had been 15.5).
        #expect(try read("swift", kind: "count", locator: "q", source: "let q = 1 + -7 / 2").found == ["-2"])
        let rows = "enum S { static let rows = 33 }\nenum T { static let f: CGFloat = CGFloat(EXPR) }"
        for expression in ["-S.rows / 2 + 32", "0 + S.rows / 2", "2 * S.rows / 4", "1 - S.rows / 2 + 31"] {
            let read = try read("swift", kind: "length", locator: "T.f", source: rows.replacingOccurrences(of: "EXPR", with: expression))
            #expect(read.found == ["16pt"], "\(expression): \(read)")
        }
    }

    @Test func emTimesFontSizeIsExact() throws {
        let found = try read("kotlin", kind: "letter-spacing", locator: "{ call: textStyle, argument: 2, unit: em, em-size: 0 }",
            source: "val xs3 = textStyle(11.0, 13.0, 0.006)").found
        #expect(found == ["0.066pt"])
    }

    @Test func colors() throws {
        #expect(try read("kotlin", kind: "color", locator: "C", source: "val C = Color(0xFF0066CC)").found == ["#0066CC"])
        #expect(try read("kotlin", kind: "color", locator: "C", source: "val C = Color(0xff0066cc).copy(alpha = 0.4f)").found == ["#0066CC @ 0.4"])
        // A `copy` that also sets a channel is another color, which is not read (the red had been kept).
        #expect(try read("kotlin", kind: "color", locator: "C", source: "val C = Color(0xFF112233).copy(alpha = 0.5f, red = 1f)").found.isEmpty)
        #expect(try read("kotlin", kind: "color", locator: "C", source: "val C = Color(0xFF112233).copy(0.5f, 1f)").found.isEmpty)
        // The alpha byte is read by the language, not by the platform's name (it was
        // dropped on a Kotlin platform named otherwise: 0x80… read as opaque).
        let android = Platform(name: "android", language: .kotlin, order: 0)
        let translucent = try read("android", kind: "color", locator: "C", source: "val C = Color(0x800066CC)", platforms: [android])
        #expect(translucent.found == ["#0066CC @ 0.5"], "\(translucent)")
        // An alpha and its byte are one color: 0.5 is stored as 0x80.
        #expect(Value.color(RGBAColor(rgb: 0x0066CC, alpha: 0.5)) == .color(RGBAColor(rgb: 0x0066CC, alpha: 0.502)))
        #expect(Value.color(RGBAColor(rgb: 0x0066CC, alpha: 0.5)) != .color(RGBAColor(rgb: 0x0066CC, alpha: 0.498)))
        // Beyond 0…1 an alpha is clamped (a huge one wrapped around and could equal 0.5).
        #expect(RGBAColor(rgb: 0x0066CC, alpha: Decimal(string: "180850432095191682560")!).alphaByte == 255)
        #expect(RGBAColor(rgb: 0x0066CC, alpha: -3).alphaByte == 0)
        #expect(try read("swift", kind: "color", locator: "{ call: adaptive, argument: light }",
            source: "let c = Color.adaptive(light: .init(0x0071E3, 0.09), dark: .init(0x0071E3))").found == ["#0071E3 @ 0.09"])
    }

    /// TSX writes colors as CSS does; they were "not a constant color".
    @Test func cssColorsInStringsAndTailwindCustomValues() throws {
        for (text, color) in [
            ("#E8EAF0", "#E8EAF0"), ("#e8eaf0", "#E8EAF0"), ("#fff", "#FFFFFF"), ("#0066CC80", "#0066CC @ 0.5"), ("#0066CC14", "#0066CC @ 0.08"), ("#0066CC13", "#0066CC @ 0.075"),
            ("rgba(0, 102, 204, 0.5)", "#0066CC @ 0.5"), ("rgb(0,102,204)", "#0066CC"),
        ] {
            #expect(try read("stylesheet", kind: "color", locator: "C", source: "const C = \"\(text)\"").found == [color], "\(text)")
        }
        #expect(try read("stylesheet", kind: "color", locator: "C", source: "const C = \"#E8EAF\"").found.isEmpty)
        // Fullwidth digits are hex digits to `isHexDigit`, not to the reader (they trapped the check).
        #expect(try read("stylesheet", kind: "color", locator: "C", source: "const C = \"#\u{FF26}\u{FF26}\u{FF26}\"").found.isEmpty)
        let view = { (classes: String) in "function B() { return <View className=\"\(classes)\" /> }" }
        #expect(try read("uniwind", kind: "color", locator: "{ element: View, tailwind: bg }", source: view("bg-[#E8EAF0]")).found == ["#E8EAF0"])
        #expect(try read("uniwind", kind: "color", locator: "{ element: View, tailwind: bg }", source: view("bg-[#E8EAF0]/50")).found == ["#E8EAF0 @ 0.5"])
    }

    @Test func tailwindSpacingScaleArbitraryValuesAndRem() throws {
        let view = { (classes: String) in "function B() { return <View className=\"\(classes)\" /> }" }
        #expect(try read("uniwind", kind: "length", locator: "{ element: View, tailwind: top }", source: view("-top-1.5 absolute")).found == ["-6pt"])
        #expect(try read("uniwind", kind: "length", locator: "{ element: View, tailwind: h }", source: view("h-[520px]")).found == ["520pt"])
        #expect(try read("nativewind", kind: "length", locator: "{ element: View, tailwind: h }", source: view("h-4"), rem: 14).found == ["14pt"])
        #expect(try read("uniwind", kind: "opacity", locator: "{ element: View, tailwind: bg }", source: view("bg-surface/95")).found == ["0.95"])
        #expect(try read("uniwind", kind: "length", locator: "{ element: View, tailwind: h, variant: dark }", source: view("h-4 dark:h-5")).found == ["20pt"])
        // Without a variant, a theme's class is a value too (it must be the same): Uniwind's
        // `light:` as well as `dark:` (`light:` was left unread); an interaction state's is not.
        #expect(try read("uniwind", kind: "length", locator: "{ element: View, tailwind: h }", source: view("h-4 dark:h-5 active:h-6")).found == ["16pt", "20pt"])
        #expect(try read("uniwind", kind: "length", locator: "{ element: View, tailwind: h }", source: view("h-4 light:h-7")).found == ["16pt", "28pt"])
        // So are a screen width's, an orientation's, a direction's and a preference's, alone
        // or with a theme (they had been dropped, a false parity).
        #expect(try read("uniwind", kind: "length", locator: "{ element: View, tailwind: h }", source: view("h-4 md:h-5 max-lg:h-6 min-[600px]:h-7")).found
            == ["16pt", "20pt", "24pt", "28pt"])
        #expect(try read("nativewind", kind: "length", locator: "{ element: View, tailwind: h }", source: view("h-4 landscape:h-5 dark:md:h-6 rtl:h-7 active:md:h-8")).found
            == ["16pt", "20pt", "24pt", "28pt"])
        // A theme's class at a screen width is that theme's (`md:dark:` had been read as the
        // light theme's value).
        #expect(try read("uniwind", kind: "length", locator: "{ element: View, tailwind: h, variant: dark }", source: view("h-4 dark:h-5 md:dark:h-6 md:h-7")).found
            == ["20pt", "24pt"])
    }

    /// `element: View` is also `Animated.View`; `not-in` naming the animated one's own tag
    /// leaves it out (the fill's class was read as the track's: a false drift).
    /// A className condition the rule's bindings decide gives its branch's classes only, as
    /// a call in a branch is read only where the bindings run it; without bindings, or
    /// where they do not decide it, every branch's.
    @Test func boundNamesDecideAClassNameCondition() throws {
        let source = "function C({ selected = false, compact }) { return <View className={cn(selected ? \"h-10\" : \"h-8\", compact && \"h-6\")} /> }"
        let bound = { (value: String) in "{ in: [C], element: View, tailwind: h, bind: { selected: \"\(value)\", compact: \"false\" } }" }
        #expect(try read("uniwind", kind: "length", locator: bound("true"), source: source).found == ["40pt"])
        #expect(try read("uniwind", kind: "length", locator: bound("false"), source: source).found == ["32pt"])
        #expect(try read("uniwind", kind: "length", locator: "{ in: [C], element: View, tailwind: h }", source: source).found == ["40pt", "32pt", "24pt"])
        let undecided = "{ in: [C], element: View, tailwind: h, bind: { selected: \"true\" } }"
        #expect(try read("uniwind", kind: "length", locator: undecided, source: source).found == ["40pt", "24pt"])
    }

    /// A lookup table's classes (`SIZES[size]`) are values of the fact: the entry the
    /// bindings decide, else every entry's (they had been left out beside the base class,
    /// a false parity). StyleSheet's `sizes[size]` in a style array likewise.
    @Test func aLookupTablesEntriesAreValues() throws {
        let source = """
            const SIZES = { sm: "h-8", lg: "h-11 px-4" } as const
            function C({ size }) { return <View className={cn("h-10 px-3", SIZES[size])} /> }
            """
        #expect(try read("uniwind", kind: "length", locator: "{ in: [C], element: View, tailwind: h }", source: source).found == ["40pt", "32pt", "44pt"])
        let bound = "{ in: [C], element: View, tailwind: h, bind: { size: '\"lg\"' } }"
        #expect(try read("uniwind", kind: "length", locator: bound, source: source).found == ["40pt", "44pt"])
        let sheet = """
            function C({ size }) { return <View style={[styles.chip, sizes[size]]} /> }
            const styles = StyleSheet.create({ chip: { height: 40 } })
            const sizes = StyleSheet.create({ sm: { height: 32 }, lg: { height: 44 } })
            """
        #expect(try read("stylesheet", kind: "length", locator: "styles.chip.height", source: sheet).found == ["40pt", "32pt", "44pt"])
    }

    /// Constants that each name the next many times are read once each, with each
    /// literal's place once: five levels of ten had made 10⁵ places (eight, gigabytes).
    @Test func aConstantNamedManyTimesIsReadOnce() throws {
        let levels = (0..<5).map { level in
            "    static let k\(level): CGFloat = (\(Array(repeating: "k\(level + 1)", count: 10).joined(separator: " + "))) / 10"
        }
        let source = "enum Sp {\n" + levels.joined(separator: "\n") + "\n    static let k5: CGFloat = 12\n}\nlet X = Sp.k0"
        #expect(try read("swift", kind: "length", locator: "X", source: source).found == ["12pt"])
        // The places read: each level's `10` and the `12`, once each.
        let index = SourceIndex(parsed: try SourceParser().parse(SourceFile(path: "Sp.swift", text: source)), path: "Sp.swift")
        var evaluator = Evaluator(index: index)
        _ = evaluator.evaluate(try #require(index.values(at: ["Sp", "k0"]).first))
        #expect(evaluator.leaves.map(\.text).sorted() == Array(repeating: "10", count: 5) + ["12"])
    }

    /// A condition whose branches agree is the value whatever it is; conditions nested
    /// deeper than twelve are not followed (each constant naming the next in both
    /// branches had made a value of 2^24 branches, 1.6 GB).
    @Test func conditionsNestedWithoutEnd() throws {
        let same = (0..<10).map { "val K\($0) = if (flag) K\($0 + 1) else K\($0 + 1)" } + ["val K10 = 12.dp"]
        #expect(try read("kotlin", kind: "length", locator: "K0", source: same.joined(separator: "\n")).found == ["12pt"])
        let differing = (0..<14).map { "val K\($0) = if (flag) K\($0 + 1) else K\($0 + 1) * 2" } + ["val K14 = 12.dp"]
        let deep = try read("kotlin", kind: "length", locator: "K0", source: differing.joined(separator: "\n"))
        #expect(deep.found.isEmpty && deep.problems == ["not a constant length: depends on more than 12 nested conditions"], "\(deep)")
    }

    /// A constant declared in each branch of a compile-time condition (`#if os(watchOS)`
    /// … `#else` … `#endif`) is each branch's value: the same in all is the value, else
    /// it depends on the build (only the first had been read, a false parity). Also in a
    /// type declared in each branch, and with `#elseif`.
    @Test(arguments: [
        ("#if os(watchOS)\nlet Size: CGFloat = 18\n#else\nlet Size: CGFloat = VALUE\n#endif", "Size"),
        ("#if os(watchOS)\nlet Size: CGFloat = 18\n#elseif os(tvOS)\nlet Size: CGFloat = 18\n#else\nlet Size: CGFloat = VALUE\n#endif", "Size"),
        ("#if DEBUG\nenum M { static let size: CGFloat = 18 }\n#else\nenum M { static let size: CGFloat = VALUE }\n#endif", "M.size"),
    ])
    func aCompileTimeConditionsBranchesAreEachAValue(declarations: String, name: String) throws {
        let source = { (value: String) in declarations.replacingOccurrences(of: "VALUE", with: value) + "\nlet X = \(name)" }
        #expect(try read("swift", kind: "length", locator: "X", source: source("18")).found == ["18pt"])
        let differing = try read("swift", kind: "length", locator: "X", source: source("20"))
        #expect(differing.found.isEmpty && differing.problems.first?.contains("18pt or 20pt") == true, "\(differing)")
    }

    /// An enum case's value, read through the case: Swift's raw value, the argument a
    /// Kotlin entry gives its class's property (by position or name, else the property's
    /// default), a TypeScript member's initializer. Each had been "not constant".
    @Test func anEnumCasesValueIsReadThroughTheCase() throws {
        let swift = "enum Size: CGFloat {\n    case small = 20\n    case pad = 5, large = 44\n}\nlet X = Size.large.rawValue"
        #expect(try read("swift", kind: "length", locator: "X", source: swift).found == ["44pt"])
        let kotlin = """
            enum class Size(val height: Dp, val pad: Dp = 4.dp) {
                Small(20.dp),
                Large(pad = 6.dp, height = 44.dp);
            }
            val X = Size.Large.height
            val Y = Size.Small.pad
            val Z = Size.Large.pad
            """
        #expect(try read("kotlin", kind: "length", locator: "X", source: kotlin).found == ["44pt"])
        #expect(try read("kotlin", kind: "length", locator: "Y", source: kotlin).found == ["4pt"])
        #expect(try read("kotlin", kind: "length", locator: "Z", source: kotlin).found == ["6pt"])
        let typescript = "enum Size { Small = 20, Large = 44 }\nconst X = Size.Large"
        #expect(try read("stylesheet", kind: "length", locator: "X", source: typescript).found == ["44pt"])
        // A case without a raw value written has none read.
        let inferred = try read("swift", kind: "length", locator: "X", source: "enum Size: Int { case a, b }\nlet X = Size.b.rawValue")
        #expect(inferred.found.isEmpty && inferred.problems == ["not a constant length: Size.b.rawValue"], "\(inferred)")
    }

    /// Classes a helper of the file makes are values of the fact: what a function of the
    /// file returns where the className calls it (`sizeClass(size)`), and what a call a
    /// name holds is given (`cva("h-10", { variants: … })`, read through `chip({ size })`).
    /// Each had been left out: beside a base class, a false parity; alone, "missing".
    @Test(arguments: [
        "function sizeClass(size) { switch (size) { case \"lg\": return \"h-11\"; default: return \"h-10\" } }",
        "const sizeClass = (size) => size === \"lg\" ? \"h-11\" : \"h-10\"",
        "const sizeClass = function (size) { if (size === \"lg\") { return \"h-11\" } return \"h-10\" }",
    ])
    func aHelpersReturnedClassesAreValues(helper: String) throws {
        let source = "\(helper)\nfunction C({ size }) { return <View className={cn(\"px-3\", sizeClass(size))} /> }"
        #expect(try read("uniwind", kind: "length", locator: "{ in: [C], element: View, tailwind: h }", source: source).found == ["44pt", "40pt"])
        // A nested function's returns are its own: not the helper's classes.
        let nested = "function sizeClass(size) { const other = () => \"h-2\"; return \"h-10\" }\n"
            + "function C({ size }) { return <View className={sizeClass(size)} /> }"
        #expect(try read("uniwind", kind: "length", locator: "{ in: [C], element: View, tailwind: h }", source: nested).found == ["40pt"])
    }

    @Test func aClassVariantHelpersClassesAreValues() throws {
        let source = """
            const chip = cva("h-10 px-3", { variants: { size: { sm: "h-8", lg: "h-11" } }, defaultVariants: { size: "md" } })
            const cls = big ? "h-12" : "h-10"
            function C({ size, className }) { return <View className={cn(chip({ size }), className)} /> }
            function D() { return <View className={cls} /> }
            """
        #expect(try read("uniwind", kind: "length", locator: "{ in: [C], element: View, tailwind: h }", source: source).found == ["40pt", "32pt", "44pt"])
        // A name holding a condition of classes gives each branch's (it had been left out).
        #expect(try read("uniwind", kind: "length", locator: "{ in: [D], element: View, tailwind: h }", source: source).found == ["48pt", "40pt"])
    }

    /// A class-variance helper's variants (`cva`, tailwind-variants' `tv`) are decided as a
    /// lookup table's entries are: the variant `bind:` chooses at the call, else its
    /// default where the call gives none; every entry of a variant the call gives at run
    /// time; a compound variant unless a decided choice rules it out.
    @Test func bindingsChooseAClassVarianceHelpersVariants() throws {
        let source = """
            const chip = cva("px-3", {
              variants: { size: { sm: "h-8", md: "h-10", lg: "h-11" }, tone: { muted: "opacity-50", loud: "h-13" } },
              compoundVariants: [{ size: "lg", tone: "loud", class: "h-12" }],
              defaultVariants: { size: "md", tone: "muted" },
            })
            function C({ size }) { return <View className={chip({ size })} /> }
            function D({ size, tone }) { return <View className={cn(chip({ size, tone }), "w-4")} /> }
            """
        let locator = { (component: String, bind: String) in "{ in: [\(component)], element: View, tailwind: h, bind: { \(bind) } }" }
        #expect(try read("uniwind", kind: "length", locator: locator("C", "size: '\"lg\"'"), source: source).found == ["44pt"])
        #expect(try read("uniwind", kind: "length", locator: locator("D", "size: '\"sm\"'"), source: source).found == ["32pt", "52pt"])
        #expect(try read("uniwind", kind: "length", locator: locator("D", "size: '\"lg\"'"), source: source).found == ["44pt", "52pt", "48pt"])
        #expect(try read("uniwind", kind: "length", locator: "{ in: [C], element: View, tailwind: h }", source: source).found
            == ["32pt", "40pt", "44pt", "52pt", "48pt"])
    }

    /// A constant or helper named many times is read once: its class is one value, and
    /// names that each name the next ten times do not make the walk exponential (six
    /// levels had been a million reads).
    @Test func aNameUsedManyTimesIsReadOnce() throws {
        let levels = (0..<6).map { level in
            let next = level == 5 ? "c6()" : "c\(level + 1)"
            return "const c\(level) = cn(\(Array(repeating: next, count: 10).joined(separator: ", ")))"
        }
        let source = (levels + ["const c6 = () => \"h-10\"", "function C() { return <View className={cn(c0, c0)} /> }"]).joined(separator: "\n")
        #expect(try read("uniwind", kind: "length", locator: "{ in: [C], element: View, tailwind: h }", source: source).found == ["40pt"])
    }

    /// A style helper of the file in a style array after the entry (`[styles.chip,
    /// sizeStyle(size)]`) sets the entry's keys again with what it returns (it had been
    /// left out, a false parity). Values are in document order.
    @Test func aStyleHelpersReturnedStyleSetsAnEntryAgain() throws {
        let source = """
            function sizeStyle(size) { if (size === "lg") { return { height: 44 } } return styles.regular }
            function C({ size }) { return <View style={[styles.chip, sizeStyle(size)]} /> }
            const styles = StyleSheet.create({ chip: { height: 42 }, regular: { height: 40 } })
            """
        let found = try read("stylesheet", kind: "length", locator: "styles.chip.height", source: source)
        #expect(found.found == ["44pt", "42pt", "40pt"], "\(found)")
    }

    /// A style the component builds in a name and applies (`style={box}`) sets the entry's
    /// keys again as one written in place does: an object spreading it, a list, a
    /// `useMemo` of one, `StyleSheet.flatten` (each had been left out, a false parity; a
    /// name inside a list's condition had been read already and stays so).
    @Test(arguments: [
        "const box = { ...styles.chip, height: 44 }; return <View style={box} />",
        "const box = useMemo(() => ({ ...styles.chip, height: 44 }), []); return <View style={box} />",
        "const box = [styles.chip, { height: 44 }]; return <View style={box} />",
        "const box = StyleSheet.flatten([styles.chip, { height: 44 }]); return <View style={box} />",
        "const extra = { height: 44 }; return <View style={[styles.chip, pressed && extra]} />",
    ])
    func aStyleBuiltInANameSetsAnEntryAgain(body: String) throws {
        // (`D` applies the entry as it is: its own 42 shows there.)
        let source = """
            function C({ pressed }) { \(body) }
            function D() { return <View style={styles.chip} /> }
            const styles = StyleSheet.create({ chip: { height: 42 } })
            """
        #expect(Set(try read("stylesheet", kind: "length", locator: "styles.chip.height", source: source).found) == ["42pt", "44pt"])
    }

    /// A style entry's value that no use applies is not read: each use is a style list's
    /// item that a later item, always applied, sets again, or a spread an object writes the
    /// key after (its 24 had been reported as drift where 18 shows). A use that applies it
    /// (the entry alone, a conditional override, a read of the value) shows it.
    @Test func anEntrysValueNoUseAppliesIsNotRead() throws {
        let read = { (uses: String) in
            let source = "const styles = StyleSheet.create({ badge: { minWidth: 24 } })\nfunction B({ on }) { \(uses) }"
            return try self.read("stylesheet", kind: "length", locator: "styles.badge.minWidth", source: source).found
        }
        #expect(try read("return <View style={[styles.badge, { minWidth: 18 }]} />") == ["18pt"])
        #expect(try read("return <View style={{ ...styles.badge, minWidth: 18 }} />") == ["18pt"])
        #expect(try read("return <><View style={[styles.badge, { minWidth: 18 }]} /><View style={{ ...styles.badge, minWidth: 18 }} /></>") == ["18pt", "18pt"])
        #expect(try read("return <><View style={[styles.badge, { minWidth: 18 }]} /><View style={styles.badge} /></>") == ["24pt", "18pt"])
        #expect(try read("return <View style={[styles.badge, on && { minWidth: 18 }]} />") == ["24pt", "18pt"])
        #expect(try read("return <View style={{ minWidth: 18, ...styles.badge }} />") == ["24pt"])
        // An item that may leave the key unset hides nothing (`undefined` sets nothing).
        #expect(try read("return <View style={[styles.badge, { minWidth: on ? 18 : undefined }]} />") == ["24pt", "18pt"])
        #expect(try read("return <View style={{ ...styles.badge, minWidth: on ? 18 : undefined }} />") == ["24pt", "18pt"])
        // The object read whole, or exported, may be applied elsewhere.
        #expect(try read("const s = styles[k]\nreturn <View style={[styles.badge, { minWidth: 18 }]} />") == ["24pt", "18pt"])
        let exported = "export const styles = StyleSheet.create({ badge: { minWidth: 24 } })\nfunction B() { return <View style={[styles.badge, { minWidth: 18 }]} /> }"
        #expect(try self.read("stylesheet", kind: "length", locator: "styles.badge.minWidth", source: exported).found == ["24pt", "18pt"])
        #expect(try read("return <View style={[styles.badge, { minWidth: 18 }]} /> }\nexport { styles }\n{") == ["24pt", "18pt"])
        #expect(try read("return <View style={[styles.badge, { minWidth: 18 }]} /> }\nexport default styles\n{") == ["24pt", "18pt"])
        #expect(try read("const w = styles.badge.minWidth\nreturn <View style={[styles.badge, { minWidth: 18 }]} />") == ["24pt", "18pt"])
    }

    /// A spread written after a style entry's key sets it again: in an inline style object
    /// (`{ ...styles.chip, ...extra }`, on a condition too) and in the entry itself
    /// (`...(big && { height: 44 })`); each had been left out, a false parity.
    @Test(arguments: [
        "<View style={{ ...styles.chip, ...extra }} />",
        "<View style={{ ...styles.chip, ...(big ? { height: 44 } : {}) }} />",
        "<View style={{ ...styles.chip, ...(big && extra) }} />",
    ])
    func aLaterSpreadSetsAStyleAgain(element: String) throws {
        let source = """
            function C({ big }) { return \(element) }
            const styles = StyleSheet.create({ chip: { height: 42 } })
            const extra = { height: 44 }
            """
        #expect(Set(try read("stylesheet", kind: "length", locator: "styles.chip.height", source: source).found) == ["42pt", "44pt"])
    }

    /// Objects that each spread the next ten times are searched once each, and give each
    /// value once: on conditions, both branches spreading one object had given 20ⁿ copies;
    /// without, two levels of entries took minutes (each search of `styles` searched its
    /// entries again).
    @Test func spreadsOfSpreadsAreSearchedOnce() throws {
        let conditional = (0..<3).map { level in
            "const s\(level) = { " + (0..<10).map { "...(flag\($0) ? s\(level + 1) : s\(level + 1))" }.joined(separator: ", ") + " }"
        }
        let source = (conditional + ["const s3 = { height: 10 }", "const styles = StyleSheet.create({ item: { width: 4, ...s0 } })"]).joined(separator: "\n")
        #expect(try read("stylesheet", kind: "length", locator: "styles.item.height", source: source).found == ["10pt"])
        let entries = (0..<2).map { level in
            "  e\(level): { " + Array(repeating: "...styles.e\(level + 1)", count: 10).joined(separator: ", ") + " },"
        }
        let sheet = "const styles = StyleSheet.create({\n" + entries.joined(separator: "\n") + "\n  e2: { height: 10 },\n  item: { ...styles.e0 },\n})"
        let read = try read("stylesheet", kind: "length", locator: "styles.item.height", source: sheet)
        #expect(read.found == ["10pt"], "\(read)")
    }

    @Test func aConditionalSpreadInAStyleEntryMaySetItsKey() throws {
        for entry in ["{ height: 42, ...(big && { height: 44 }) }", "{ height: 42, ...(big ? { height: 44 } : {}) }"] {
            let source = "function C() { return <View style={styles.chip} /> }\nconst styles = StyleSheet.create({ chip: \(entry) })"
            #expect(try read("stylesheet", kind: "length", locator: "styles.chip.height", source: source).found == ["42pt", "44pt"], "\(entry)")
        }
        // An unconditional spread after the key still replaces it.
        let replaced = "function C() { return <View style={styles.chip} /> }\nconst styles = StyleSheet.create({ chip: { height: 42, ...{ height: 44 } } })"
        #expect(try read("stylesheet", kind: "length", locator: "styles.chip.height", source: replaced).found == ["44pt"])
    }

    @Test func notInLeavesOutAnElementOfTheTagItNames() throws {
        let source = """
            function B() {
              return <View className="bg-[#E8EAF0]"><Animated.View className="bg-[#0071E3]" /></View>
            }
            """
        #expect(try read("uniwind", kind: "color", locator: "{ element: View, tailwind: bg }", source: source).found == ["#E8EAF0", "#0071E3"])
        #expect(try read("uniwind", kind: "color", locator: "{ element: View, not-in: [Animated.View], tailwind: bg }", source: source).found == ["#E8EAF0"])
        #expect(try read("uniwind", kind: "color", locator: "{ element: Animated.View, tailwind: bg }", source: source).found == ["#0071E3"])
        // The element's own name is not left out: a View not inside another View.
        #expect(try read("uniwind", kind: "color", locator: "{ element: View, not-in: [View], tailwind: bg }", source: source).found == ["#E8EAF0"])
    }

    /// A class attribute naming the file's string constants reads their classes, where they
    /// are written (`className={ROW_CLASS}` had been missing); a prop's is not known.
    @Test func classesInTheFilesStringConstantsAreRead() throws {
        let constants = "const ROW = \"h-4 min-w-3\";\nconst C = { row: \"h-5\", other: \"h-6\" };\nlet AGAIN = \"h-4\";\nAGAIN = \"h-6\";\n"
        let cases: [(attribute: String, found: [String])] = [
            ("{ROW}", ["16pt"]), ("{cn(C.row, \"px-2\")}", ["20pt"]), ("{`${ROW} px-2`}", ["16pt"]), ("{on ? ROW : \"h-7\"}", ["16pt", "28pt"]),
            ("{props.className}", []), ("{AGAIN}", []),
        ]
        for (attribute, found) in cases {
            let source = constants + "function B(props) { return <View className=\(attribute) /> }"
            #expect(try read("uniwind", kind: "length", locator: "{ element: View, tailwind: h }", source: source).found == found, "\(attribute)")
        }
    }

    /// Calls written in other spellings of the same call: Kotlin's `tween<Float>(400)`
    /// (tree-sitter-kotlin reads two comparisons, kotlinc a call: its duration was hidden)
    /// and Swift's `.init(…)` of a declared type and `T.init(…)` (a token written so was
    /// "not defined").
    @Test func genericAndInitializerCallsAreCalls() throws {
        let kotlin = "fun B() {\n    fadeIn(tween<Float>(400))\n    fadeOut(tween<Float>(durationMillis = 200))\n}"
        #expect(try read("kotlin", kind: "duration", locator: "{ call: tween, argument: { index: 0, label: durationMillis }, unit: ms }", source: kotlin).found
            == ["400ms", "200ms"])
        #expect(try read("kotlin", kind: "count", locator: "X", source: "val A = 4\nval B = 2\nval X = if (A < B) 1 else 0").found == ["0"])
        let swift = "enum T {\n    static let sm: TextStyle = .init(size: 15)\n    static let md = TextStyle.init(size: 16)\n}"
        #expect(try read("swift", kind: "length", locator: "{ call: TextStyle, argument: size }", source: swift).found == ["15pt", "16pt"])
    }

    /// An inline style sets over a class the property the fact reads of it: `color` over
    /// `text-link`, `fontWeight` over `font-semibold`, the text style's size over
    /// `text-2xs`, `borderWidth` over `border-2` (only layout properties had been read).
    @Test func anInlineStyleSetsTheReadPropertyOverTheClass() throws {
        let text = { (style: String) in "function B() { return <Text className=\"text-2xs font-semibold text-link border-2\" style={\(style)} /> }" }
        let cases: [(kind: String, group: String?, utility: String, style: String, found: [String], problem: String?)] = [
            ("token", "color", "text", "{ color: \"#FF3B30\" }", ["#FF3B30"], nil),
            ("token", "color", "text", "{ fontSize: 20 }", ["link"], nil),
            ("font-weight", nil, "font", "{ fontWeight: \"700\" }", ["700"], nil),
            ("token", "font", "text", "{ lineHeight: 20 }", ["xs3"], "not a token reference: 20"),
            ("length", nil, "border", "{ borderWidth: 3 }", ["3pt"], nil),
            ("length", nil, "border", "{ borderColor: \"red\" }", ["2pt"], nil),
        ]
        for (kind, group, utility, style, found, problem) in cases {
            let read = try read("uniwind", kind: kind, locator: "{ element: Text, tailwind: \(utility) }", source: text(style), group: group)
            #expect(read.found == found && read.problems == (problem.map { [$0] } ?? []), "\(kind) \(style): \(read)")
        }
    }

    /// A corner radius reads the radius scale (`rounded-xl` was missing, `rounded-2xl`
    /// "not on the spacing scale"); `sm` differs between Tailwind v3 and v4. A custom value
    /// may be in rem.
    @Test func tailwindRadiusScaleAndRemValues() throws {
        let view = { (classes: String) in "function B() { return <View className=\"\(classes)\" /> }" }
        let radius = { (classes: String, rem: Decimal) in
            try self.read("nativewind", kind: "length", locator: "{ element: View, tailwind: rounded }", source: view(classes), rem: rem)
        }
        for (classes, points) in [
            ("rounded-xl", "12pt"), ("rounded-2xl", "16pt"), ("rounded", "4pt"), ("rounded-none", "0pt"), ("rounded-full", "9999pt"),
            ("rounded-[10px]", "10pt"), ("rounded-[.75rem]", "12pt"),
        ] {
            #expect(try radius(classes, 16).found == [points], "\(classes)")
        }
        #expect(try radius("rounded-xl", 14).found == ["10.5pt"])
        #expect(try radius("rounded-sm", 16).problems == ["rounded-sm is 0.125rem in Tailwind v3 and 0.25rem in v4: write its value (rounded-[4px])"])
        #expect(try radius("rounded rounded-t-sm", 16).problems == ["rounded-t-sm is 0.125rem in Tailwind v3 and 0.25rem in v4: write its value (rounded-t-[4px])"])
        #expect(try radius("rounded-4", 16).problems == ["rounded-4 is not on the radius scale"])
        #expect(try read("uniwind", kind: "length", locator: "{ element: View, tailwind: h }", source: view("h-[2.5rem]"), rem: 14).found == ["35pt"])
    }

    /// Weights by name, by Compose's numbered names and constructor, and by a Tailwind
    /// custom value (the last three were "unknown" or not constant).
    @Test func fontWeightsByNameAndNumber() throws {
        for source in ["val W = FontWeight.SemiBold", "val W = FontWeight.W600", "val W = FontWeight(600)", "val W = FontWeight(weight = 600)"] {
            #expect(try read("kotlin", kind: "font-weight", locator: "W", source: source).found == ["600"], "\(source)")
        }
        let text = { (classes: String) in "function B() { return <Text className=\"\(classes)\" /> }" }
        for classes in ["font-semibold", "font-[600]"] {
            #expect(try read("uniwind", kind: "font-weight", locator: "{ element: Text, tailwind: font }", source: text(classes)).found == ["600"], "\(classes)")
        }
        // Compose's names are not Tailwind's, nor a weight's constructor's argument.
        #expect(try read("uniwind", kind: "font-weight", locator: "{ element: Text, tailwind: font }", source: text("font-[W600]")).found.isEmpty)
        #expect(try read("kotlin", kind: "font-weight", locator: "W", source: "val W = FontWeight(FontWeight.W600)").found.isEmpty)
    }

    /// A narrower utility or style property beside the one a fact reads overrides it on
    /// its sides (`pl-1` after `px-2.5` pads the left by 4): it is read too, as its own
    /// utility. It was skipped, and the fact passed on the wider one's value.
    @Test func narrowerPropertiesBesideTheReadOneAreRead() throws {
        let view = { (classes: String) in "function B() { return <View className=\"\(classes)\" /> }" }
        let tailwind = { (utility: String, classes: String) in
            try self.read("uniwind", kind: "length", locator: "{ element: View, tailwind: \(utility) }", source: view(classes)).found
        }
        #expect(try tailwind("px", "px-2.5 pl-1") == ["10pt", "4pt"])
        #expect(try tailwind("px", "pe-2 px-2.5") == ["8pt", "10pt"])
        #expect(try tailwind("p", "p-4 py-1") == ["16pt", "4pt"])
        #expect(try tailwind("rounded", "rounded-xl rounded-t-none rounded-br-[6px]") == ["12pt", "0pt", "6pt"])
        #expect(try tailwind("border", "border border-b-2") == ["1pt", "2pt"])
        #expect(try tailwind("size", "size-14 h-12") == ["56pt", "48pt"])
        // An inline style sets the utility's property over the classes (it was not read),
        // and hides the class where it always sets it.
        let styled = { (locator: String, element: String) in
            try self.read("uniwind", kind: "length", locator: locator, source: "function B() { return \(element) }").found
        }
        #expect(try styled("{ element: View, tailwind: h }", "<View className=\"h-4\" style={{ height: 20, width: 8 }} />") == ["20pt"])
        #expect(try styled("{ element: View, tailwind: h }", "<View className=\"h-4\" style={[on && { height: 20 }]} />") == ["16pt", "20pt"])
        // A narrower property over the utility's class overrides it on its side (it had
        // been left out: `px-4` read as 16 on both sides, a false parity); alone it is none.
        #expect(try styled("{ element: View, tailwind: px }", "<View className=\"px-4\" style={{ paddingLeft: 2 }} />") == ["16pt", "2pt"])
        #expect(try styled("{ element: View, tailwind: px }", "<View className=\"pt-4\" style={{ paddingLeft: 2 }} />") == [])
        // `undefined` there sets nothing: the class's value stands (it had been not constant).
        #expect(try styled("{ element: View, tailwind: px }", "<View className=\"px-4\" style={{ paddingLeft: on ? 2 : undefined }} />") == ["16pt", "2pt"])
        let unset = try self.read("uniwind", kind: "length", locator: "{ element: View, tailwind: px }",
            source: "function B() { return <View className=\"px-4\" style={{ paddingLeft: undefined }} /> }")
        #expect(unset.found == ["16pt"] && unset.problems.isEmpty, "\(unset)")
        // Nor does it hide the class where a branch leaves the property unset.
        #expect(try styled("{ element: View, tailwind: h }", "<View className=\"h-4\" style={{ height: on ? 20 : undefined }} />") == ["16pt", "20pt"])
        #expect(try styled("{ element: View, tailwind: px }", "<View className=\"px-4\" style={{ paddingHorizontal: 6, paddingLeft: 2 }} />")
            == ["6pt", "2pt"])
        #expect(try styled("{ element: FlatList, tailwind: gap, attribute: contentContainerClassName }",
            "<FlatList contentContainerClassName=\"gap-3\" contentContainerStyle={{ gap: 20 }} style={{ gap: 4 }} />") == ["20pt"])
        // A list uses one axis of a gap, and which is not known: gap-x is not read for gap.
        #expect(try tailwind("gap", "gap-3 gap-x-1") == ["12pt"])
        // A custom color beside a width is no width (it was "not in px or rem").
        #expect(try tailwind("border", "border border-x-[#ff0000]") == ["1pt"])
        // Not narrower, or in an interaction state: not read; the dark theme's is.
        #expect(try tailwind("px", "px-2.5 pt-1 active:pl-1") == ["10pt"])
        #expect(try tailwind("px", "px-2.5 dark:pl-1") == ["10pt", "4pt"])
        #expect(try tailwind("pl", "pl-1 px-2.5") == ["4pt"])
        // A narrower one alone is no value of the wider one (`pl-1.5` pads no right side).
        #expect(try tailwind("px", "pl-1.5") == [])
        let style = { (locator: String, source: String) in try self.read("stylesheet", kind: "length", locator: locator, source: source).found }
        #expect(try style("{ element: View, style: paddingHorizontal }", "function B() { return <View style={{ paddingHorizontal: 10, paddingLeft: 4 }} /> }")
            == ["10pt", "4pt"])
        let sheet = "const styles = StyleSheet.create({ item: { paddingStart: 6, paddingHorizontal: 10, paddingTop: 2 } });"
        #expect(try style("styles.item.paddingHorizontal", sheet) == ["6pt", "10pt"])
        #expect(try style("styles.item.paddingTop", sheet) == ["2pt"])
        #expect(try style("styles.item.paddingVertical", sheet) == [])
        #expect(try style("{ element: View, style: inset }", "function B() { return <View style={{ inset: 4, top: 6 }} /> }") == ["4pt", "6pt"])
        #expect(try style("{ element: View, style: paddingHorizontal }", "function B() { return <View style={{ paddingLeft: 4 }} /> }") == [])
        // A style list's item always applied hides what earlier items set; a conditional one does not.
        #expect(try style("{ element: View, style: paddingHorizontal }", "function B() { return <View style={[{ paddingHorizontal: 14 }, { paddingHorizontal: 12 }]} /> }")
            == ["12pt"])
        #expect(try style("{ element: View, style: paddingHorizontal }", "function B() { return <View style={[{ paddingHorizontal: 14 }, on && { paddingHorizontal: 12 }]} /> }")
            == ["14pt", "12pt"])
        // A style array that uses the entry sets it again after it, directly or through another
        // entry (values in document order: `wide` is declared before the array).
        // (`A` applies the entry as it is, so its own value shows too.)
        let used = "const styles = StyleSheet.create({ item: { paddingHorizontal: 10 }, wide: { paddingLeft: 12 } });\n"
            + "function A() { return <View style={styles.item} /> }\n"
            + "function B() { return <View style={[{ paddingHorizontal: 2 }, styles.item, { paddingHorizontal: 4 }, on && styles.wide]} /> }"
        let overridden = try style("styles.item.paddingHorizontal", used)
        #expect(overridden == ["10pt", "12pt", "4pt"], "\(overridden)")
        // Nested lists, `StyleSheet.compose`, a constant object; a later item always applied
        // hides an earlier one's value (4 here), a conditional one does not.
        let sheetItem = "const styles = StyleSheet.create({ item: { paddingHorizontal: 10 } });\nconst extra = { paddingHorizontal: 6 };\n"
            + "function A() { return <View style={styles.item} /> }\n"
        for (list, expected) in [
            ("[[styles.item], { paddingHorizontal: 4 }]", ["10pt", "4pt"]), ("StyleSheet.compose(styles.item, { paddingHorizontal: 4 })", ["10pt", "4pt"]),
            ("[styles.item, extra]", ["10pt", "6pt"]), ("[styles.item, { paddingHorizontal: 4 }, { paddingHorizontal: 10 }]", ["10pt", "10pt"]),
            ("[styles.item, { paddingHorizontal: 4 }, on && { paddingHorizontal: 8 }]", ["10pt", "4pt", "8pt"]),
            ("[[styles.item, { paddingHorizontal: 4 }], { paddingHorizontal: 10 }]", ["10pt", "10pt"]),
            ("StyleSheet.compose(StyleSheet.compose(styles.item, { paddingHorizontal: 4 }), { paddingHorizontal: 10 })", ["10pt", "10pt"]),
            // An inline object spreading the entry: a key written after the spread sets it
            // again (it had been read as the entry alone); one written before, not.
            ("{ ...styles.item, paddingHorizontal: 4 }", ["10pt", "4pt"]), ("{ paddingHorizontal: 4, ...styles.item }", ["10pt"]),
            ("[{ ...styles.item, paddingHorizontal: 4 }]", ["10pt", "4pt"]),
        ] {
            let found = try style("styles.item.paddingHorizontal", sheetItem + "function B() { return <View style={\(list)} /> }")
            #expect(found == expected, "\(list): \(found)")
        }
        // Only a style object's: a Swift or Kotlin declaration of that name is no style.
        #expect(try read("kotlin", kind: "length", locator: "S.paddingHorizontal", source: "object S { val paddingHorizontal = 10.dp\n val paddingLeft = 4.dp }").found
            == ["10pt"])
    }

    /// A color token drawn with another opacity is another value; a font size's `/N` is
    /// its line height, not an opacity, and makes it no token.
    @Test func tokensDrawnWithAnotherOpacity() throws {
        let text = { (classes: String) in "function B() { return <Text className=\"\(classes)\" /> }" }
        #expect(try read("uniwind", kind: "token", locator: "{ element: Text, tailwind: text }", source: text("text-link/40"), group: "color").found
            == ["link @ 0.4"])
        // A font size's `/N` is its line height, which makes it another text style, as
        // Compose's `copy(lineHeight = …)` does (it had read as xs3).
        #expect(try read("uniwind", kind: "token", locator: "{ element: Text, tailwind: text }", source: text("text-2xs/4"), group: "font").problems
            == ["text-2xs/4 sets the lineHeight of text style 2xs: it is not the token"])
        // Tailwind's own font sizes are no colors (`text-xs` read as a color `xs`), and one
        // the alias table lacks is said to be; a custom color is shown as written.
        #expect(try read("uniwind", kind: "token", locator: "{ element: Text, tailwind: text }", source: text("text-xs text-link text-left text-center"), group: "color").found
            == ["link"])
        #expect(try read("uniwind", kind: "token", locator: "{ element: Text, tailwind: text }", source: text("text-xs"), group: "font").problems
            == ["TSX font token xs is not in the rules' alias table for font (2xs, 3xl)"])
        #expect(try read("uniwind", kind: "token", locator: "{ element: Text, tailwind: text }", source: text("text-[#0066CC]"), group: "color").found
            == ["[#0066CC]"])
        // Swift's `Self.pad` is the type's own constant (it was not constant), and a name is
        // the declaration nearest its use: another type's `pad` first in the file, or a
        // parameter's default elsewhere, had won.
        #expect(try read("swift", kind: "length", locator: "{ call: padding, argument: 1 }",
            source: "enum M { static let pad: CGFloat = 99 }\nstruct B { static let pad: CGFloat = 6\n var body: some View { Text(\"\").padding(.horizontal, Self.pad) } }").found
            == ["6pt"])
        #expect(try read("kotlin", kind: "length", locator: "{ in: [B], call: padding, argument: 0, unit: dp }",
            source: "fun helper(pad: Float = 1f) = pad\nfun B() { val pad = 6f\n Modifier.padding(pad) }").found == ["6pt"])
        // An opacity written as a color's alpha byte.
        // It reads as the shortest decimal stored as that byte: 0x14 is 0.08 (it read 0.078,
        // and drifted from a canonical 0.08), 0x13 is 0.075, 0x80 0.5, 0xF2 0.95.
        for (argb, opacity) in [("80", "0.5"), ("14", "0.08"), ("13", "0.075"), ("F2", "0.95"), ("01", "0.004"), ("00", "0"), ("FF", "1")] {
            #expect(try read("kotlin", kind: "opacity", locator: "X", source: "val X = Color(0x\(argb)000000)").found == [opacity], "\(argb)")
        }
        for byte in 0...255 {
            #expect(Opacity(RGBAColor.alpha(ofByte: UInt8(byte))).byte == byte, "\(byte)")
        }
        // Fully opaque, a token is itself.
        #expect(try read("uniwind", kind: "token", locator: "{ element: Text, tailwind: text }", source: text("text-link/100"), group: "color").found
            == ["link"])
        // A custom modifier is an opacity too (`bg-surface/[0.95]` read as opaque, `text-link/[0.5]` as a token "link/[0.5]").
        #expect(try read("uniwind", kind: "token", locator: "{ element: Text, tailwind: text }", source: text("text-link/[0.5]"), group: "color").found
            == ["link @ 0.5"])
        #expect(try read("uniwind", kind: "opacity", locator: "{ element: Text, tailwind: bg }", source: text("bg-surface/[0.95]")).found == ["0.95"])
        #expect(try read("swift", kind: "token", locator: "X", source: "let X = Color.link.opacity(0.5).opacity(0.5)", group: "color").found
            == ["link @ 0.25"])
        #expect(try read("kotlin", kind: "token", locator: "X", source: "val X = colors.link.copy(alpha = 0.5f)", group: "color").found
            == ["link @ 0.5"])
        #expect(try read("kotlin", kind: "token", locator: "X", source: "val X = Typography.xs3.copy(fontWeight = FontWeight.SemiBold)", group: "font").found
            == ["xs3"])
        // A text style whose size is set again is not its token (it read as xs3).
        let resized = try read("kotlin", kind: "token", locator: "X", source: "val X = Typography.xs3.copy(fontSize = 20.sp)", group: "font")
        #expect(resized.found.isEmpty && resized.problems == ["Typography.xs3.copy(fontSize: 20sp) sets the fontSize of text style xs3: it is not the token"], "\(resized)")
    }

    /// A StyleSheet entry's spread text style is the style with what React Native sets over
    /// it, as Compose's `copy` is: a size set again after the spread, in the entry, a later
    /// style-list item or an inline object spreading the entry, makes it no token (it read
    /// as the token whatever followed, a false parity). Another key, or a size written
    /// before the spread, leaves the token.
    @Test func aSpreadTextStyleSetAgainIsNotItsToken() throws {
        let sheet = { (entry: String, style: String) in
            "const styles = StyleSheet.create({ letter: \(entry) });\nfunction B() { return <Text style={\(style)} /> }"
        }
        let cases: [(entry: String, style: String, found: [String], problem: String?)] = [
            ("{ ...fontSize[\"2xs\"], fontWeight: \"600\" }", "styles.letter", ["xs3"], nil),
            ("{ fontSize: 14, ...fontSize[\"2xs\"] }", "styles.letter", ["xs3"], nil),
            ("{ ...fontSize[\"2xs\"], fontSize: 14 }", "styles.letter", [], "fontSize.2xs.copy(fontSize: 14) sets the fontSize of text style 2xs: it is not the token"),
            ("{ ...fontSize[\"2xs\"] }", "[styles.letter, { color: c, lineHeight: 20 }]", [], "fontSize.2xs.copy(color: c, lineHeight: 20) sets the lineHeight of text style 2xs: it is not the token"),
            ("{ ...fontSize[\"2xs\"] }", "{ ...styles.letter, letterSpacing: 1 }", [], "fontSize.2xs.copy(letterSpacing: 1) sets the letterSpacing of text style 2xs: it is not the token"),
            ("{ ...fontSize[\"2xs\"] }", "[styles.letter, { color: c }]", ["xs3"], nil),
        ]
        for (entry, style, found, problem) in cases {
            let read = try read("stylesheet", kind: "token", locator: "styles.letter.$spread", source: sheet(entry, style), group: "font")
            #expect(read.found == found && read.problems == (problem.map { [$0] } ?? []), "\(entry) \(style): \(read)")
        }
    }

    /// A count in a class (`z-10`, `z-[10]`, `-z-1`): it was not a constant count.
    @Test func tailwindCounts() throws {
        let view = { (classes: String) in "function B() { return <View className=\"\(classes)\" /> }" }
        for (classes, count) in [("z-10", "10"), ("z-[10]", "10"), ("-z-1", "-1")] {
            #expect(try read("uniwind", kind: "count", locator: "{ element: View, tailwind: z }", source: view(classes)).found == [count], "\(classes)")
        }
    }

    /// An opacity class with a custom value sets it (it was read as opaque, 1); one that
    /// cannot be read is no value.
    @Test func tailwindOpacityClassesWithCustomValues() throws {
        let view = { (classes: String) in "function B() { return <View className=\"\(classes)\" /> }" }
        for (classes, opacity) in [("opacity-60", "0.6"), ("opacity-[0.6]", "0.6"), ("opacity-[.6]", "0.6"), ("opacity-[60%]", "0.6")] {
            #expect(try read("uniwind", kind: "opacity", locator: "{ element: View, tailwind: opacity }", source: view(classes)).found == [opacity], "\(classes)")
        }
        // Nor does a length (`h-[18px]/2` had been read as 18).
        let modified = try read("uniwind", kind: "length", locator: "{ element: View, tailwind: h }", source: view("h-[18px]/2"))
        #expect(modified.found.isEmpty && modified.problems == ["h-[18px]/2 is no class: a length takes no /2 modifier"], "\(modified)")
        // A font size's is its line height.
        #expect(try read("uniwind", kind: "text-size", locator: "{ element: View, tailwind: text }", source: view("text-[14px]/5")).found == ["14pt"])
        // The opacity utility takes no `/NN` modifier (fix once wrote `opacity-[0.5]/60`).
        #expect(try read("uniwind", kind: "opacity", locator: "{ element: View, tailwind: opacity }", source: view("opacity-[0.5]/60")).found.isEmpty)
        let unreadable = try read("uniwind", kind: "opacity", locator: "{ element: View, tailwind: opacity }", source: view("opacity-[var(--o)]"))
        #expect(unreadable.found.isEmpty && unreadable.problems == ["not a constant opacity: opacity-[var(--o)]"], "\(unreadable)")
    }

    /// A call that runs the function it is given once and returns its value is that value:
    /// Compose turns dp into px as `with(LocalDensity.current) { 8.dp.toPx() }` (it had been
    /// "not a constant"). A function of statements is not followed.
    @Test func aCallReturningItsFunctionsValueIsThatValue() throws {
        let cases: [(platform: String, source: String, found: [String])] = [
            ("kotlin", "val T = with(LocalDensity.current) { 8.dp.toPx() }", ["8pt"]),
            // A number of pixels in dp depends on the density (`18.toDp()` had read as 18dp).
            ("kotlin", "val T = with(LocalDensity.current) { 18.toDp() }", []),
            ("kotlin", "private const val Px = 54\nval T = with(density) { Px.toDp() }", []),
            ("kotlin", "val T = run { 4.dp }", ["4pt"]),
            ("kotlin", "val T = density.run { 6.dp.toPx() }", ["6pt"]),
            ("kotlin", "val T = remember(key) { 3.dp }", ["3pt"]),
            ("kotlin", "val T = run {\n    val a = 1.dp\n    a\n}", []),
            ("kotlin", "val T = apply { 4.dp }", []),
            ("stylesheet", "const T = useMemo(() => 12, [])", ["12pt"]),
            ("stylesheet", "const T = React.useMemo(() => 2 * 7, [])", ["14pt"]),
            ("stylesheet", "const T = useMemo(() => { return 12 }, [])", []),
        ]
        try expectReadings(cases, kind: "length", locator: "T")
        let named = try read("kotlin", kind: "length", locator: "T", source: "private const val Px = 54\nval T = with(density) { Px.toDp() }")
        #expect(named.problems == ["not a constant length: toDp() of a number of pixels depends on the screen density"], "\(named)")
        let pixels = try read("kotlin", kind: "length", locator: "T", source: "val T = with(LocalDensity.current) { 18.toDp() }")
        #expect(pixels.problems == ["not a constant length: toDp() of a number of pixels depends on the screen density"], "\(pixels)")
        let scaled = try read("kotlin", kind: "length", locator: "T", source: "val T = with(LocalDensity.current) { 14.sp.toDp() }")
        #expect(scaled.problems == ["not a constant length: toDp() of a value in sp depends on the font scale"], "\(scaled)")
        // A conversion of it says why, once (the message had ended in `.toDp()`).
        let twice = try read("kotlin", kind: "length", locator: "T", source: "val T = with(density) { 5.dp.toSp().toDp() }")
        #expect(twice.problems == ["not a constant length: toSp() of a value in dp depends on the font scale"], "\(twice)")
        // The file's own `toDp` is its function, not Compose's: not said to depend on the
        // density (an extension function's value is not followed).
        let own = try read("kotlin", kind: "length", locator: "T", source: "private fun Int.toDp(): Dp = this.dp\nval T = 18.toDp()")
        #expect(own.problems == ["not a constant length: 18.toDp()"], "\(own)")
    }

    /// A property whose getter returns one expression is that expression's value (Kotlin's
    /// `val RowHeight get() = 16.dp`, Swift's `static var rowHeight: CGFloat { 16 }` had
    /// been "not a constant").
    @Test func aGetterOfOneExpressionIsItsValue() throws {
        let cases: [(platform: String, source: String, found: [String])] = [
            ("kotlin", "object S {\n    val T get() = 16.dp\n}", ["16pt"]),
            ("kotlin", "object S {\n    val T: Dp\n        get() = 4.dp * 2\n}", ["8pt"]),
            ("kotlin", "object S {\n    val T: Dp get() {\n        return 5.dp\n    }\n}", ["5pt"]),
            ("kotlin", "object S {\n    val T: Dp get() {\n        val a = 5.dp\n        return a\n    }\n}", []),
            ("swift", "enum S {\n    static var T: CGFloat { 16 }\n}", ["16pt"]),
            ("swift", "enum S {\n    static var T: CGFloat { get { return 8 * 2 } }\n}", ["16pt"]),
            ("swift", "enum S {\n    static var T: CGFloat {\n        let a: CGFloat = 16\n        return a\n    }\n}", []),
        ]
        try expectReadings(cases, kind: "length", locator: "S.T")
    }

    /// Compose's `lerp` and Reanimated's `interpolate` fold where the rule binds the
    /// progress (an equivalent rewrite of `0.95 + 0.05 * progress` had been "not a
    /// constant"); an unbound progress, a file's own function of the name and an
    /// extrapolation not known stay unfolded.
    @Test func interpolationsFoldWhereTheProgressIsBound() throws {
        let kotlin = "{ in: [B], call: scale, argument: 0, bind: { progress: \"0\" } }"
        let tsx = "{ in: [B], call: scale, argument: 0, bind: { p: \"X\" } }"
        let cases: [(platform: String, locator: String, source: String, found: [String])] = [
            ("kotlin", kotlin, "fun B() { scale(lerp(0.95f, 1f, progress)) }", ["0.95"]),
            ("kotlin", kotlin, "fun B() { scale(lerp(start = 0.9f, stop = 1f, fraction = 1f - progress)) }", ["1"]),
            ("kotlin", kotlin.replacingOccurrences(of: ", bind: { progress: \"0\" }", with: ""), "fun B() { scale(lerp(0.95f, 1f, progress)) }", []),
            ("kotlin", kotlin, "fun lerp(a: Float, b: Float, t: Float) = a\nfun B() { scale(lerp(0.95f, 1f, progress)) }", []),
            ("stylesheet", tsx.replacingOccurrences(of: "X", with: "0"), "function B() { scale(interpolate(p, [0, 1], [0.95, 1])) }", ["0.95"]),
            ("stylesheet", tsx.replacingOccurrences(of: "X", with: "0.5"), "function B() { scale(interpolate(p, [0, 1, 2], [0.9, 1, 3])) }", ["0.95"]),
            ("stylesheet", tsx.replacingOccurrences(of: "X", with: "1.5"), "function B() { scale(interpolate(p, [0, 1, 2], [0.9, 1, 3])) }", ["2"]),
            ("stylesheet", tsx.replacingOccurrences(of: "X", with: "2"), "function B() { scale(interpolate(p, [0, 1], [0.9, 1])) }", ["1.1"]),
            ("stylesheet", tsx.replacingOccurrences(of: "X", with: "2"), "function B() { scale(interpolate(p, [0, 1], [0.9, 1], Extrapolation.CLAMP)) }", ["1"]),
            ("stylesheet", tsx.replacingOccurrences(of: "X", with: "-1"), "function B() { scale(interpolate(p, [0, 1], [0.9, 1], \"identity\")) }", ["-1"]),
            ("stylesheet", tsx.replacingOccurrences(of: "X", with: "2"), "function B() { scale(interpolate(p, [0, 1], [0.9, 1], { extrapolateRight: \"clamp\" })) }", []),
            ("stylesheet", tsx.replacingOccurrences(of: "X", with: "0.5"), "function B() { scale(interpolate(p, [0, 1], [0.9, 1], { extrapolateRight: \"clamp\" })) }", ["0.95"]),
        ]
        for (platform, locator, source, found) in cases {
            #expect(try read(platform, kind: "scale", locator: locator, source: source).found == found, "\(source)")
        }
    }

    /// Through its type's path, an initializer's parameter is the property it stores: where
    /// the initializer stores another value (`self.t = t * 2`), that value, with the
    /// parameter's default (it had read the default alone, a false parity).
    @Test func aTypesPathReadsWhatItsInitializerStores() throws {
        let cases: [(parameter: String, stored: String, found: [String])] = [
            ("t: CGFloat = 8", "t * 2", ["16pt"]), ("t: CGFloat = 8", "t", ["8pt"]), ("t: CGFloat = 8", "t + 1", ["9pt"]),
            // A parameter with its own internal name (it had not been found: the extension's
            // or nothing was read), and a constant stored whatever the parameter.
            ("t edge: CGFloat = 8", "edge * 2", ["16pt"]), ("t edge: CGFloat = 8", "edge", ["8pt"]), ("t: CGFloat = 8", "9", ["9pt"]),
        ]
        for (parameter, stored, found) in cases {
            let source = "struct S {\n    let t: CGFloat\n    init(\(parameter)) {\n        self.t = \(stored)\n    }\n}"
            #expect(try read("swift", kind: "length", locator: "S.t", source: source).found == found, "\(parameter) \(stored)")
        }
    }

    /// A file-private function's parameter default is what its calls in the file pass, and
    /// the default where a call passes nothing: a helper's default of 18 read where its
    /// only call passes 20 had been a false parity. Calls that pass other values make the
    /// value depend on the call; a function others may call keeps its default.
    @Test func aFilePrivateFunctionsDefaultIsWhatItsCallsPass() throws {
        let frame = "{ call: frame, argument: minWidth }"
        func swift(_ parameter: String, calls: [String], visibility: String = "private ") -> String {
            let body = calls.map { "            \($0)" }.joined(separator: "\n")
            return "struct Badge: View {\n    var body: some View {\n        VStack {\n\(body)\n        }\n    }\n"
                + "    \(visibility)func capsule(_ content: Text, \(parameter)) -> some View { content.frame(minWidth: minSize) }\n}"
        }
        let swiftCases: [(parameter: String, calls: [String], visibility: String, found: [String])] = [
            ("minSize: CGFloat = 18", ["capsule(Text(\"1\"), minSize: 20)"], "private ", ["20pt"]),
            ("minSize: CGFloat = 18", ["capsule(Text(\"1\"))"], "private ", ["18pt"]),
            ("minSize: CGFloat = 18", ["capsule(Text(\"1\"), minSize: 20)", "capsule(Text(\"2\"), minSize: 20)"], "fileprivate ", ["20pt"]),
            ("size minSize: CGFloat = 18", ["capsule(Text(\"1\"), size: 20)"], "private ", ["20pt"]),
            ("_ minSize: CGFloat = 18", ["capsule(Text(\"1\"), 20)"], "private ", ["20pt"]),
            // Callers elsewhere may pass anything: the default is the function's value.
            ("minSize: CGFloat = 18", ["capsule(Text(\"1\"), minSize: 20)"], "", ["18pt"]),
        ]
        for (parameter, calls, visibility, found) in swiftCases {
            let source = swift(parameter, calls: calls, visibility: visibility)
            #expect(try read("swift", kind: "length", locator: frame, source: source).found == found, "\(source)")
        }
        let mixed = try read("swift", kind: "length", locator: frame, source: swift("minSize: CGFloat = 18", calls: ["capsule(Text(\"1\"), minSize: 20)", "capsule(Text(\"2\"))"]))
        #expect(mixed.found.isEmpty && mixed.problems.contains { $0.contains("depends on 'the call of capsule': 20pt or 18pt") }, "\(mixed)")
        // An overload's calls are not told apart: the default alone.
        let overloaded = swift("minSize: CGFloat = 18", calls: ["capsule(Text(\"1\"), minSize: 20)"])
            .replacingOccurrences(of: "\n}", with: "\n    private func capsule(_ content: Image) -> some View { content }\n}")
        #expect(try read("swift", kind: "length", locator: frame, source: overloaded).found == ["18pt"], "\(overloaded)")
        // More values than a condition may nest are not listed.
        let sizes = (1...13).map { "capsule(Text(\"\($0)\"), minSize: \($0))" }
        let many = try read("swift", kind: "length", locator: frame, source: swift("minSize: CGFloat = 18", calls: sizes))
        #expect(many.found.isEmpty && many.problems.contains { $0.contains("depends on 'the call of capsule', with more than 12 values") }, "\(many)")

        let kotlinCases: [(visibility: String, call: String, found: [String])] = [
            ("private ", "Modifier.badgeShape(minSize = 20.dp)", ["20pt"]), ("private ", "Modifier.badgeShape(2.dp, 20.dp)", ["20pt"]),
            ("private ", "Modifier.badgeShape()", ["18pt"]), ("", "Modifier.badgeShape(minSize = 20.dp)", ["18pt"]),
            // A positional argument after a named one in its place (Kotlin 1.4).
            ("private ", "Modifier.badgeShape(padding = 4.dp, 20.dp)", ["20pt"]),
        ]
        for (visibility, call, found) in kotlinCases {
            let source = "\(visibility)fun Modifier.badgeShape(padding: Dp = 2.dp, minSize: Dp = 18.dp): Modifier = this.defaultMinSize(minWidth = minSize)\n"
                + "@Composable\nfun Badge() { Box(\(call)) }"
            #expect(try read("kotlin", kind: "length", locator: "{ call: defaultMinSize, argument: minWidth }", source: source).found == found, "\(source)")
        }
        // Read through an instance made elsewhere, a private type's parameter is what that
        // call gave; its own presets are calls of it; an expression-bodied preview is a preview.
        let minWidth = "{ call: defaultMinSize, argument: minWidth }"
        let throughInstance = "private data class BadgeSpec(val minSize: Dp = 18.dp)\nprivate val Spec = BadgeSpec()\nprivate val Big = BadgeSpec(30.dp)\n"
            + "@Composable\nfun Badge() { Box(Modifier.defaultMinSize(minWidth = Spec.minSize)) }"
        #expect(try read("kotlin", kind: "length", locator: minWidth, source: throughInstance).found == ["18pt"])
        let preset = "private class BadgeShape(val minSize: Dp = 18.dp) {\n    fun apply(m: Modifier) = m.defaultMinSize(minWidth = minSize)\n"
            + "    companion object { val Large = BadgeShape(30.dp) }\n}\n@Composable\nfun Badge() { Box(BadgeShape().apply(Modifier)) }"
        let presets = try read("kotlin", kind: "length", locator: minWidth, source: preset)
        #expect(presets.found.isEmpty && presets.problems.contains { $0.contains("depends on 'the call of BadgeShape'") }, "\(presets)")
        let expressionPreview = "private fun Modifier.badgeShape(minSize: Dp = 18.dp) = defaultMinSize(minWidth = minSize)\n@Composable\nfun Badge() { Box(Modifier.badgeShape()) }\n"
            + "@Preview\n@Composable\nprivate fun P() = Box(Modifier.badgeShape(30.dp))\n@Composable\nprivate fun Q() { Text(\"x\") }"
        #expect(try read("kotlin", kind: "length", locator: minWidth, source: expressionPreview).found == ["18pt"])
        // A private class's constructor parameter, by its constructor's calls.
        for (visibility, found) in [("private ", ["20pt"]), ("", ["18pt"])] {
            let source = "\(visibility)class BadgeShape(val minSize: Dp = 18.dp) {\n    fun apply(m: Modifier) = m.defaultMinSize(minWidth = minSize)\n}\n"
                + "@Composable\nfun Badge() { Box(BadgeShape(minSize = 20.dp).apply(Modifier)) }"
            #expect(try read("kotlin", kind: "length", locator: "{ call: defaultMinSize, argument: minWidth }", source: source).found == found, "\(source)")
        }

        // A private struct's stored `var`, by its memberwise initializer's calls (an
        // extension keeps that initializer; a `let` or an `init` of the struct's own does not).
        let modifier = "{ in: [BadgeShape], call: frame, argument: minWidth }"
        let shapes: [(declaration: String, found: [String])] = [
            ("private struct BadgeShape: ViewModifier {\n    var minSize: CGFloat = 18", ["20pt"]),
            ("struct BadgeShape: ViewModifier {\n    var minSize: CGFloat = 18", ["18pt"]),
            ("private struct BadgeShape: ViewModifier {\n    let minSize: CGFloat = 18", ["18pt"]),
            ("private struct BadgeShape: ViewModifier {\n    var minSize: CGFloat = 18\n    init(minSize: Int) { self.minSize = 16 }", ["18pt"]),
        ]
        for (declaration, found) in shapes {
            let source = "\(declaration)\n    func body(content: Content) -> some View { content.frame(minWidth: minSize) }\n}\n"
                + "extension BadgeShape { static let x = 1 }\nstruct Badge: View {\n    var body: some View { Text(\"1\").modifier(BadgeShape(minSize: 20)) }\n}"
            #expect(try read("swift", kind: "length", locator: modifier, source: source).found == found, "\(source)")
        }

        // A local function, and a member of a private object; a value of the helper's name
        // elsewhere is not a rival (it had kept the default: a false parity).
        let kotlinMore: [(source: String, found: [String])] = [
            ("@Composable\nfun Badge() {\n    fun Modifier.badgeShape(minSize: Dp = 18.dp) = defaultMinSize(minWidth = minSize)\n    Box(Modifier.badgeShape(minSize = 20.dp))\n}", ["20pt"]),
            ("private object Shapes {\n    fun badge(m: Modifier, minSize: Dp = 18.dp) = m.defaultMinSize(minWidth = minSize)\n}\n@Composable\nfun Badge() { Box(Shapes.badge(Modifier, minSize = 20.dp)) }", ["20pt"]),
            ("private fun Modifier.badgeShape(minSize: Dp = 18.dp) = defaultMinSize(minWidth = minSize)\n@Composable\nfun Badge() { Box(Modifier.badgeShape(20.dp)) }\nfun legend() { val badgeShape = CircleShape }", ["20pt"]),
        ]
        for (source, found) in kotlinMore {
            #expect(try read("kotlin", kind: "length", locator: "{ call: defaultMinSize, argument: minWidth }", source: source).found == found, "\(source)")
        }
        let swiftLocal = "struct Badge: View {\n    var body: some View {\n        func capsule(minSize: CGFloat = 18) -> some View { Text(\"1\").frame(minWidth: minSize) }\n        return capsule(minSize: 20)\n    }\n}"
        #expect(try read("swift", kind: "length", locator: frame, source: swiftLocal).found == ["20pt"])
        let swiftValueOfTheName = swift("minSize: CGFloat = 18", calls: ["capsule(Text(\"1\"), minSize: 20)"]) + "\nstruct Outline { let capsule = Capsule() }"
        #expect(try read("swift", kind: "length", locator: frame, source: swiftValueOfTheName).found == ["20pt"])

        // A preview's calls show the component in the IDE: they are not the app's.
        let swiftPreview = "fileprivate func capsule(_ content: Text, minSize: CGFloat = 18) -> some View { content.frame(minWidth: minSize) }\n"
            + "struct Badge: View {\n    var body: some View { capsule(Text(\"1\")) }\n}\n"
            + "#Preview {\n    capsule(Text(\"2\"), minSize: 30)\n}\nstruct Badge_Previews: PreviewProvider {\n    static var previews: some View { capsule(Text(\"3\"), minSize: 40) }\n}"
        #expect(try read("swift", kind: "length", locator: frame, source: swiftPreview).found == ["18pt"])
        let kotlinPreview = "private fun Modifier.badgeShape(minSize: Dp = 18.dp): Modifier = this.defaultMinSize(minWidth = minSize)\n"
            + "@Composable\nfun Badge() { Box(Modifier.badgeShape()) }\n@Preview(showBackground = true)\n@Composable\nprivate fun BadgePreview() { Box(Modifier.badgeShape(30.dp)) }"
        #expect(try read("kotlin", kind: "length", locator: "{ call: defaultMinSize, argument: minWidth }", source: kotlinPreview).found == ["18pt"])
        // (A preview followed by another declaration, which tree-sitter-kotlin reads as an
        // annotated expression.)
        let kotlinPreviewFirst = kotlinPreview + "\n@Composable\nprivate fun Unrelated() { Text(\"x\") }"
        #expect(try read("kotlin", kind: "length", locator: "{ call: defaultMinSize, argument: minWidth }", source: kotlinPreviewFirst).found == ["18pt"])

        // A component's destructured prop, by its JSX elements and calls of the module's own.
        let timing = "{ call: withTiming, argument: duration, unit: ms }"
        let typeScriptCases: [(source: String, found: [String])] = [
            ("function Chip({ d = 200 }) { const s = withTiming(1, { duration: d }); return <View /> }\nexport function Badge() { return <Chip d={300} /> }", ["300ms"]),
            ("const Chip = ({ pad: d = 200 }) => { const s = withTiming(1, { duration: d }); return <View /> }\nexport const Badge = () => <Chip pad={300} />", ["300ms"]),
            ("function fade(d = 200) { return withTiming(1, { duration: d }) }\nexport function Badge() { fade(300); fade(300) }", ["300ms"]),
            ("function fade({ d = 200 }) { return withTiming(1, { duration: d }) }\nexport function Badge() { fade({ d: 300 }) }", ["300ms"]),
            ("function fade(d = 200) { return withTiming(1, { duration: d }) }\nexport function Badge() { fade(undefined) }", ["200ms"]),
            ("function Chip({ d = 200 }) { const s = withTiming(1, { duration: d }); return <View /> }\nexport function Badge() { return <><Chip d={undefined} /><Chip d={void 0} /></> }", ["200ms"]),
            ("function fade({ d = 200 }) { return withTiming(1, { duration: d }) }\nexport function Badge() { fade({ d: undefined }) }", ["200ms"]),
            // A wrapped component is called by the name that holds it.
            ("const Chip = memo(({ d = 200 }) => { const s = withTiming(1, { duration: d }); return <View /> })\nexport function Badge() { return <Chip d={300} /> }", ["300ms"]),
            ("const Chip = React.forwardRef(function Chip({ d = 200 }, ref) { const s = withTiming(1, { duration: d }); return <View /> })\nexport function Badge() { return <Chip d={300} /> }", ["300ms"]),
            ("function fade(d = 200) { return withTiming(1, { duration: d }) }\nexport function Badge() { fade(300) }\nexport function Legend() { const fade = { height: 4 } }", ["300ms"]),
            // A prop or key written after every spread passes; one a spread may set again does not tell.
            ("function Chip({ d = 200 }) { const s = withTiming(1, { duration: d }); return <View /> }\nexport function Badge(p) { return <Chip {...p} d={300} /> }", ["300ms"]),
            ("function fade({ d = 200 }) { return withTiming(1, { duration: d }) }\nexport function Badge(o) { fade({ ...o, d: 300 }) }", ["300ms"]),
            ("function fade({ d = 200 }) { return withTiming(1, { duration: d }) }\nexport function Badge(o) { fade({ d: 300, ...o }) }", ["200ms"]),
            // A function another call is given is that call's to call: not one of the file's.
            ("const curve = makeCurve((d = 200) => withTiming(1, { duration: d }))\nexport function Badge() { curve(300) }", ["200ms"]),
            // Exported, or passed props it cannot tell: the default alone.
            ("export function Chip({ d = 200 }) { const s = withTiming(1, { duration: d }); return <View /> }\nexport function Badge() { return <Chip d={300} /> }", ["200ms"]),
            ("function Chip({ d = 200 }) { const s = withTiming(1, { duration: d }); return <View /> }\nexport default Chip\nexport function Badge() { return <Chip d={300} /> }", ["200ms"]),
            ("function Chip({ d = 200 }) { const s = withTiming(1, { duration: d }); return <View /> }\nexport function Badge(p) { return <Chip d={300} {...p} /> }", ["200ms"]),
        ]
        for (source, found) in typeScriptCases {
            let got = try read("stylesheet", kind: "duration", locator: timing, source: source)
            #expect(got.found == found, "\(source) \(got)")
        }
    }

    /// A member of an instance the file makes of its own type is what the constructor
    /// gives it: a positional argument in its parameter's place, else its default, and a
    /// copy keeps what it copies; a Swift struct's memberwise initializer keeps a stored
    /// `var`'s default. (Only a labeled argument had been read: not constant.)
    @Test func anInstancesMemberIsWhatItsConstructorGivesIt() throws {
        let kotlinPadding = "{ in: [Badge], call: defaultMinSize, argument: minWidth }"
        let kotlinCases: [(spec: String, found: [String])] = [
            ("BadgeSpec(20.dp)", ["20pt"]), ("BadgeSpec()", ["18pt"]), ("BadgeSpec(padding = 4.dp)", ["18pt"]), ("BadgeSpec(minSize = 20.dp)", ["20pt"]),
            ("BadgeSpec().copy(padding = 4.dp)", ["18pt"]), ("BadgeSpec(20.dp).copy(padding = 4.dp)", ["20pt"]), ("BadgeSpec().copy(minSize = 22.dp)", ["22pt"]),
        ]
        for (spec, found) in kotlinCases {
            let source = "data class BadgeSpec(val minSize: Dp = 18.dp, val padding: Dp = 5.dp)\nprivate val Spec = \(spec)\n"
                + "@Composable\nfun Badge() { Box(Modifier.defaultMinSize(minWidth = Spec.minSize)) }"
            #expect(try read("kotlin", kind: "length", locator: kotlinPadding, source: source).found == found, "\(spec)")
        }
        let swiftFrame = "{ in: [Badge], call: frame, argument: minWidth }"
        let swiftCases: [(metrics: String, found: [String])] = [
            ("BadgeMetrics()", ["18pt"]), ("BadgeMetrics(padding: 4)", ["18pt"]), ("BadgeMetrics(minSize: 20)", ["20pt"]),
        ]
        for (metrics, found) in swiftCases {
            let source = "struct BadgeMetrics {\n    var minSize: CGFloat = 18\n    var padding: CGFloat = 5\n}\nprivate let spec = \(metrics)\n"
                + "struct Badge: View {\n    var body: some View { Text(\"1\").frame(minWidth: spec.minSize) }\n}"
            #expect(try read("swift", kind: "length", locator: swiftFrame, source: source).found == found, "\(metrics)")
        }
        // A copy with a positional argument, or a property the class's body declares (which
        // the parameter only starts), is not the parameter's default.
        for (spec, declaration) in [("BadgeSpec().copy(20.dp)", "data class BadgeSpec(val minSize: Dp = 18.dp)"),
            ("BadgeSpec()", "class BadgeSpec(minSize: Dp = 18.dp) {\n    val minSize = minSize * 2\n}")]
        {
            let source = "\(declaration)\nprivate val Spec = \(spec)\n@Composable\nfun Badge() { Box(Modifier.defaultMinSize(minWidth = Spec.minSize)) }"
            #expect(try read("kotlin", kind: "length", locator: kotlinPadding, source: source).found.isEmpty, "\(source)")
        }
        // An initializer of the struct's own may store anything: not read.
        let initialized = "struct BadgeMetrics {\n    var minSize: CGFloat = 18\n    init(scale: CGFloat) { minSize = 18 * scale }\n}\nprivate let spec = BadgeMetrics(scale: 2)\n"
            + "struct Badge: View {\n    var body: some View { Text(\"1\").frame(minWidth: spec.minSize) }\n}"
        #expect(try read("swift", kind: "length", locator: swiftFrame, source: initialized).found.isEmpty)
    }

    /// A Swift implicit member (`.frame(minWidth: .badgeMin)`) reads the one static member
    /// of that name the file's types and extensions declare (it had been a name, not
    /// constant); a name two of them declare is not read, the context's type not known.
    @Test func anImplicitMemberReadsTheFilesOneStaticOfItsName() throws {
        let frame = "{ in: [Badge], call: frame, argument: minWidth }"
        let badge = "struct Badge: View {\n    var body: some View { Text(\"1\").frame(minWidth: .badgeMin) }\n}\n"
        let one = try read("swift", kind: "length", locator: frame, source: badge + "extension CGFloat {\n    static let badgeMin: CGFloat = 20\n}")
        #expect(one.found == ["20pt"], "\(one)")
        let two = try read("swift", kind: "length", locator: frame, source: badge + "extension CGFloat { static let badgeMin: CGFloat = 20 }\nextension Double { static let badgeMin: Double = 18 }")
        #expect(two.found.isEmpty && two.problems.contains { $0.contains("badgeMin") }, "\(two)")
        // An instance's member is no implicit member's, nor is another type's static: an
        // implicit member is one of the type the context expects.
        let instance = try read("swift", kind: "length", locator: frame, source: badge + "struct Metrics { let badgeMin: CGFloat = 20 }")
        #expect(instance.found.isEmpty, "\(instance)")
        let otherType = try read("swift", kind: "length", locator: frame, source: badge + "enum Metrics { static let badgeMin: CGFloat = 20 }")
        #expect(otherType.found.isEmpty, "\(otherType)")
        let constructed = try read("swift", kind: "length", locator: frame, source: badge + "extension CGFloat { static let badgeMin = CGFloat(20) }")
        #expect(constructed.found == ["20pt"], "\(constructed)")
    }

    /// An extension's initializer that hands a value to the type's own (`self.init(t: t *
    /// 2)`) stores that value, read where its own parameter's default applies (it had read
    /// its default alone, a false parity). Handed on as it is, its default is read; handed
    /// to an initializer that does not store its parameter as it is, it is not read (the
    /// type's own initializer's stored value still is).
    @Test func aDelegatingInitializerStoresWhatItHandsOn() throws {
        let cases: [(designated: String, handed: String, found: [String])] = [
            ("self.t = t", "t * 2", ["16pt", "8pt"]), ("self.t = t", "9", ["9pt", "8pt"]), ("self.t = t", "t", ["8pt", "8pt"]),
            ("self.t = t + 1", "t * 2", ["9pt"]),
        ]
        for (designated, handed, found) in cases {
            let source = """
                struct S {
                    let t: CGFloat
                    init(t: CGFloat = 8) {
                        \(designated)
                    }
                }
                extension S {
                    init(label: String, t: CGFloat = 8) {
                        self.init(t: \(handed))
                    }
                }
                """
            #expect(try read("swift", kind: "length", locator: "S.t", source: source).found == found, "\(designated) \(handed)")
        }
    }

    /// An extension of a nested type (`extension Toast.Metrics`) holds that type's members:
    /// its constants had been found by no path (missing, or a canonical "not found").
    @Test func anExtensionOfANestedTypeHoldsItsMembers() throws {
        let source = """
            struct Toast {}
            extension Toast { enum Metrics { static let gap: CGFloat = 4 } }
            extension Toast.Metrics {
                static let radius: CGFloat = 12
            }
            """
        #expect(try read("swift", kind: "length", locator: "Toast.Metrics.radius", source: source).found == ["12pt"])
        #expect(try read("swift", kind: "length", locator: "Metrics.radius", source: source).found == ["12pt"])
        #expect(try read("swift", kind: "length", locator: "Toast.Metrics.gap", source: source).found == ["4pt"])
        #expect(try read("swift", kind: "length", locator: "Toast.radius", source: source).found == [])
    }

    /// A computed property whose getter is more than one expression is found, and not
    /// followed: it is not constant where it is declared (it had been missing at 1:1).
    @Test func aGetterOfSeveralStatementsIsFoundButNotFollowed() throws {
        for getter in ["let base: CGFloat = 40\n        return base + 8", "#if os(iOS)\n        48\n        #else\n        44\n        #endif"] {
            let source = "enum Metrics {\n    static var minHeight: CGFloat {\n        \(getter)\n    }\n}"
            let reading = try read("swift", kind: "length", locator: "Metrics.minHeight", source: source)
            #expect(reading.found == [], "\(getter)")
            #expect(reading.problems.contains { $0.hasSuffix("a getter of several statements, which is not followed") }, "\(reading.problems)")
        }
        let single = "enum Metrics {\n    static var minHeight: CGFloat {\n        return 48\n    }\n}"
        #expect(try read("swift", kind: "length", locator: "Metrics.minHeight", source: single).found == ["48pt"])
    }

    /// The larger or smaller of numbers in one unit folds (`max(spacing, 0)`, where an
    /// initializer clamps what it stores, had been "not a constant"); mixed units do not.
    @Test func theLargerOrSmallerOfNumbersFolds() throws {
        let cases: [(platform: String, source: String, found: [String])] = [
            ("swift", "struct S {\n    let t: CGFloat\n    init(t: CGFloat = 8) {\n        self.t = max(t, 0)\n    }\n}", ["8pt"]),
            ("swift", "enum S { static let t: CGFloat = min(4, 2 * 3, 5) }", ["4pt"]),
            ("kotlin", "object S { val t = maxOf(4.dp, 6.dp) }", ["6pt"]),
            ("kotlin", "object S { val t = max(4.dp, 6) }", []),
            ("stylesheet", "const S = { t: Math.min(12, 16) }", ["12pt"]),
            // Kotlin's `coerceAtLeast`, `coerceAtMost` and `coerceIn` (each had been not constant).
            ("kotlin", "object S { val t = 12.dp.coerceAtLeast(16.dp) }", ["16pt"]),
            ("kotlin", "object S { val t = 18.dp.coerceAtMost(16.dp) }", ["16pt"]),
            ("kotlin", "object S { val t = 20.dp.coerceIn(8.dp, 18.dp) }", ["18pt"]),
            ("kotlin", "object S { val t = 4.dp.coerceIn(8.dp, 18.dp) }", ["8pt"]),
        ]
        try expectReadings(cases, kind: "length", locator: "S.t")
    }

    /// A bound enum case decides `!=` as it does `==` (tree-sitter-swift reads `a != .start`
    /// as a custom operator's infix expression: it had been "not a constant").
    @Test func aBoundCaseDecidesInequality() throws {
        let locator = "{ in: [B], call: offset, argument: y, bind: { direction: \".end\" } }"
        for (condition, found) in [("direction != .start", "32pt"), ("direction == .end", "32pt"), ("direction != .end", "-32pt")] {
            let source = "struct B { var body: some View { Text(\"a\").offset(y: \(condition) ? 32 : -32) } }"
            #expect(try read("swift", kind: "length", locator: locator, source: source).found == [found], "\(condition)")
        }
    }

    /// A declaration locator reads the file's and its types' declarations of the path; a
    /// function's local of the same name is another thing (an unused Kotlin local had been a
    /// false drift, a JavaScript local written again a false "not constant"), read only
    /// where nothing outside a function declares the path.
    @Test func aDeclarationLocatorPrefersTheFilesDeclarations() throws {
        let cases: [(platform: String, source: String, found: [String])] = [
            ("kotlin", "private val MAX = 3\nfun Bar() {\n    g { a(MAX) }\n    val MAX = 18\n}", ["3"]),
            ("stylesheet", "export const MAX = 3;\nconst unused = () => { let MAX = 1; MAX = 2 }", ["3"]),
            ("kotlin", "private val MAX = 3\nprivate fun other() { var MAX = 1; MAX += 1 }", ["3"]),
            ("kotlin", "fun Bar() {\n    val MAX = 18\n    a(MAX)\n}", ["18"]),
            ("swift", "enum S { static let MAX = 3 }\nfunc f() { let MAX = 4; print(MAX) }", ["3"]),
        ]
        try expectReadings(cases, kind: "count", locator: "MAX")
    }

    /// A variable the file writes again is not constant: its initial value is not the one
    /// the code runs with (it was read as if it were). One never written is read.
    @Test func aVariableWrittenAgainIsNotConstant() throws {
        let cases: [(platform: String, source: String)] = [
            ("kotlin", "object R {\n    var MAX = 3\n    init { MAX = 4 }\n}"),
            ("kotlin", "object R {\n    var MAX = 3\n    fun more() { MAX++ }\n}"),
            ("swift", "enum R {\n    static var MAX = 3\n}\nfunc more() { R.MAX += 1 }"),
            ("stylesheet", "export let MAX = 3;\nMAX = 4;"),
            ("stylesheet", "export var MAX = 3;\nfunction more() { MAX++ }"),
            // Each name of a destructuring assignment, and a loop's without a declaration.
            ("stylesheet", "export let MAX = 3;\nfunction f() { [MAX] = [4] }"),
            ("stylesheet", "export let MAX = 3;\nfunction f() { [, MAX] = [1, 4] }"),
            ("stylesheet", "export let MAX = 3;\nfunction f() { ({ MAX } = { MAX: 4 }) }"),
            ("stylesheet", "export let MAX = 3;\nfunction f() { ({ a: MAX = 2 } = {}) }"),
            ("stylesheet", "export let MAX = 3;\nfunction f() { for (MAX of [4]) {} }"),
            ("swift", "enum R {\n    static var MAX = 3\n}\nfunc swap() { (R.MAX, _) = (4, 5) }"),
            // A number's `negate()` (a Bool's `toggle()` alike), and a binding to it passed to a call (SwiftUI's `$state`),
            // which lets the callee write it.
            ("swift", "struct C {\n    var MAX = 3\n    mutating func flip() { MAX.negate() }\n}"),
            ("swift", "struct C: View {\n    @State private var MAX = 3\n    var body: some View { Stepper(value: $MAX) }\n}"),
            ("swift", "struct C: View {\n    @State private var MAX = 3\n    var body: some View { Stepper(value: self.$MAX) }\n}"),
        ]
        for (platform, source) in cases {
            let read = try read(platform, kind: "count", locator: "MAX", source: source)
            #expect(read.found.isEmpty, "\(source)")
            #expect(read.problems.contains { $0.contains("'MAX' is a variable the file writes again (line ") }, "\(read.problems)")
        }
        #expect(try read("kotlin", kind: "count", locator: "MAX", source: "object R {\n    var MAX = 3\n}").found == ["3"])
        #expect(try read("swift", kind: "count", locator: "MAX", source: "struct C: View {\n    @State private var MAX = 3\n    var body: some View { Text(\"\\(MAX)\") }\n}").found == ["3"])
        // A field of the same name elsewhere is another thing.
        #expect(try read("stylesheet", kind: "count", locator: "height", source: "export let height = 18;\nconst style = { height: 0 };\nstyle.height = 20;").found == ["18"])
        #expect(try read("stylesheet", kind: "count", locator: "MAX", source: "export const MAX = 3;\nlet other = 1;\nother = 2;").found == ["3"])
        // A pattern's default value or key, and a loop's declared name, write nothing of the file's.
        #expect(try read("stylesheet", kind: "count", locator: "MAX", source: "export let MAX = 3;\nfunction f(o) { let a; ({ MAX: a = MAX } = o); for (const MAX of [4]) {} }").found == ["3"])
    }

    /// A container whose content the file changes (`A.push(…)`, `A[0] = …`) is not the
    /// list it starts as, even held by a constant (`const A = [1, 2]` passed as [1, 2]).
    @Test func aContainerTheFileChangesIsNotConstant() throws {
        let cases: [(platform: String, source: String)] = [
            ("stylesheet", "export const A = [1, 2];\nA.push(3);"),
            ("stylesheet", "export const A = [1, 2];\nfunction f() { A[0] = 5 }"),
            ("kotlin", "val A = mutableListOf(1, 2)\nfun f() { A.add(3) }"),
            ("kotlin", "val A = intArrayOf(1, 2)\nfun f() { A[0] = 5 }"),
            ("swift", "var A = [1, 2]\nfunc f() { A.append(3) }"),
            ("swift", "var A = [1, 2]\nfunc f() { A[0] = 5 }"),
        ]
        for (platform, source) in cases {
            let read = try read(platform, kind: "count", locator: "A", source: source)
            #expect(read.found.isEmpty, "\(source)")
            #expect(read.problems.contains { $0.contains("'A' is a ") && $0.contains(" (line 2)") }, "\(source): \(read.problems)")
        }
        // A change inside it (a nested list, a key, its length) changes it too.
        for source in ["export const C = { steps: [1, 2] };\nC.steps.push(3);", "export const C = { steps: [1, 2] };\nC.steps[0] = 5;",
                       "export const C = { steps: [1, 2] };\nC[\"steps\"] = [];", "export const C = { steps: [1, 2] };\nC.steps.length = 0;"] {
            let read = try read("stylesheet", kind: "count", locator: "C.steps", source: source)
            #expect(read.found.isEmpty && read.problems.first?.contains("'C' is a container the file changes") == true, "\(source): \(read)")
        }
        // A parameter or local of the same name nearer the write is another container.
        for (platform, source) in [
            ("stylesheet", "export const A = [1, 2];\nexport function f(A: number[]) { A.push(3) }"),
            ("stylesheet", "export const A = [1, 2];\nfunction f() { const A = []; A.push(3) }"),
            ("kotlin", "val A = mutableListOf(1, 2)\nfun g(A: MutableList<Int>) { A.add(3) }"),
            ("kotlin", "val A = mutableListOf(1, 2)\nfun g() { val A = mutableListOf<Int>(); A.add(3) }"),
        ] {
            #expect(try read(platform, kind: "count", locator: "A", source: source).found == ["[1, 2]"], "\(source)")
        }
        // A call on a call's result changes that result: `A.push(1).push(2)` changes `A` once.
        let chain = "export const A = [1, 2];\nA" + String(repeating: ".push(1)", count: 2000) + ";"
        #expect(try read("stylesheet", kind: "count", locator: "A", source: chain).problems.first?.contains("(line 2)") == true)
        // Another container changed, or a call that changes nothing, leaves it constant.
        let other = try read("stylesheet", kind: "count", locator: "A", source: "export const A = [1, 2];\nconst B = [];\nB.push(3);\nA.map(f);")
        #expect(other.found == ["[1, 2]"], "\(other)")
        #expect(try read("kotlin", kind: "count", locator: "A", source: "val A = listOf(1, 2)\nfun f() { A.contains(3) }").found == ["[1, 2]"])
    }

    /// A spread after a key sets the key again when this file's object has it (it was
    /// read as the key's own value); a spread before it, or one of an import, does not.
    @Test func aLaterSpreadSetsTheKeyAgain() throws {
        let styles = { (badge: String) in "const tall = { height: 30 };\nconst styles = StyleSheet.create({ badge: \(badge) });" }
        let height = "styles.badge.height"
        #expect(try read("stylesheet", kind: "length", locator: height, source: styles("{ height: 18, ...tall }")).found == ["30pt"])
        #expect(try read("stylesheet", kind: "length", locator: height, source: styles("{ ...tall, height: 18 }")).found == ["18pt"])
        #expect(try read("stylesheet", kind: "length", locator: height, source: styles("{ height: 18, ...shadow.xl }")).found == ["18pt"])
        #expect(try read("stylesheet", kind: "length", locator: height, source: styles("{ ...tall }")).found == ["30pt"])
        // A name declared inside a function is not the one the spread reads (an import).
        let local = "import { raised } from \"./theme\";\nfunction Large() { const raised = { height: 30 }; return raised; }\n"
            + "const styles = StyleSheet.create({ badge: { height: 18, ...raised } });"
        #expect(try read("stylesheet", kind: "length", locator: height, source: local).found == ["18pt"])
        // Only the top-level one of two of a name is the spread's.
        let both = "const raised = { height: 30 };\nfunction Large() { const raised = { height: 40 }; return raised; }\n"
            + "const styles = StyleSheet.create({ badge: { height: 18, ...raised } });"
        #expect(try read("stylesheet", kind: "length", locator: height, source: both).found == ["30pt"])
        // A spread that sets `badge` replaces the whole object: its height is gone.
        let nested = "const base = { badge: { color: \"red\" } };\nconst styles = StyleSheet.create({ badge: { height: 18 }, ...base });"
        #expect(try read("stylesheet", kind: "length", locator: height, source: nested).found.isEmpty)
    }

    /// An important class (`!px-2`, v3; `px-2!`, v4) and one for a phone's platform
    /// (`ios:`, `android:`, `native:`) still set the value: each is read (the first was
    /// invisible, the second not constant, the third ignored). A web-only class is not.
    @Test func importantAndPhonePlatformClassesAreRead() throws {
        let view = { (classes: String) in "function B() { return <View className=\"\(classes)\" /> }" }
        let padding = "{ element: View, tailwind: px }"
        #expect(try read("uniwind", kind: "length", locator: padding, source: view("px-[5px] !px-2")).found == ["5pt", "8pt"])
        #expect(try read("uniwind", kind: "length", locator: padding, source: view("px-[5px] px-2!")).found == ["5pt", "8pt"])
        #expect(try read("nativewind", kind: "length", locator: padding, source: view("px-[5px] ios:px-2 native:-px-1")).found == ["5pt", "8pt", "-4pt"])
        #expect(try read("nativewind", kind: "length", locator: padding, source: view("px-[5px] web:px-2")).found == ["5pt"])
        let dark = "{ element: View, tailwind: px, variant: dark }"
        #expect(try read("nativewind", kind: "length", locator: dark, source: view("px-1 android:dark:px-3")).found == ["12pt"])
        // A rule may ask for a phone's class itself.
        #expect(try read("nativewind", kind: "length", locator: "{ element: View, tailwind: px, variant: ios }", source: view("px-1 ios:px-3")).found == ["12pt"])
    }

    @Test(arguments: ["h-4xl", "h-1/2", "h-[1em]", "h-4.", "h-.5"])
    func textThatOnlyStartsWithANumberIsNotOnTheScale(tailwindClass: String) throws {
        let view = "function B() { return <View className=\"\(tailwindClass)\" /> }"
        #expect(try read("uniwind", kind: "length", locator: "{ element: View, tailwind: h }", source: view).found.isEmpty)
    }

    /// A TSX token name the group's alias table does not list stands for no canonical
    /// token (it read as the canonical token of that name, which TSX may call otherwise).
    @Test func aTSXNameTheAliasTableLacksIsNoToken() throws {
        let view = { (classes: String) in "function B() { return <View className=\"\(classes)\" /> }" }
        let shadow = { (classes: String) in
            try self.read("uniwind", kind: "token", locator: "{ element: View, tailwind: shadow }", source: view(classes), group: "shadow")
        }
        #expect(try shadow("shadow-xl").found == ["lg"])
        let lacking = try shadow("shadow-lg")
        #expect(lacking.found.isEmpty && lacking.problems == ["TSX shadow token lg is not in the rules' alias table for shadow (xl)"], "\(lacking)")
    }

    /// The default of a name the rule says is used applies only where the name is: a
    /// `FadeIn` once read as zooming from ZoomIn's scale 0.
    @Test func aUsedNamesDefaultNeedsTheName() throws {
        let view = { (animation: String) in "function B() { return <AnimatedView entering={\(animation).duration(200)} /> }" }
        let locator = "{ in: [entering], uses: ZoomIn, default: reanimated.ZoomIn.scale }"
        #expect(try read("uniwind", kind: "scale", locator: locator, source: view("ZoomIn")).found == ["0"])
        let faded = try read("uniwind", kind: "scale", locator: locator, source: view("FadeIn"))
        #expect(faded.found.isEmpty && faded.problems.isEmpty, "\(faded)")
    }

    /// Escape sequences are decoded (TS dropped them, Kotlin kept `\u0020` as written,
    /// Swift's and a Kotlin raw string were not constant); a template stays computed.
    @Test func stringLiteralsDecodeTheirEscapes() throws {
        let cases: [(platform: String, source: String)] = [
            ("stylesheet", #"const S = "Dismiss\u0020all\x21";"#),
            ("stylesheet", #"const S = 'Dismiss\u{20}all!';"#),
            ("stylesheet", "const S = `Dismiss all!`;"),
            ("kotlin", #"val S = "Dismiss\u0020all!""#),
            ("kotlin", #"val S = """Dismiss all!""""#),
            ("swift", #"let S = "Dismiss\u{20}all\u{21}""#),
        ]
        for (platform, source) in cases {
            #expect(try read(platform, kind: "string", locator: "S", source: source).found == ["\"Dismiss all!\""], "\(source)")
        }
        let escapes = try read("stylesheet", kind: "string", locator: "S", source: #"const S = "a\"b\\c\t";"#)
        #expect(escapes.found == ["\"a\"b\\c\t\""], "\(escapes)")
        #expect(try read("stylesheet", kind: "string", locator: "S", source: "const S = `a${b}`;").found.isEmpty)
        #expect(try read("kotlin", kind: "string", locator: "S", source: #"val S = "a$b""#).found.isEmpty)
        #expect(try read("kotlin", kind: "string", locator: "S", source: #"val S = "a\$b $5""#).found == [#""a$b $5""#])
        // Another language's escape is not the language's (Kotlin has no `\x` or `\u{…}`).
        for source in [#"val S = "\x23""#, #"val S = "\u{23}""#] {
            #expect(try read("kotlin", kind: "string", locator: "S", source: source).found.isEmpty, "\(source)")
        }
        #expect(try read("swift", kind: "string", locator: "S", source: #"let S = "\u0023""#).found.isEmpty)
        // A TS line continuation in a CRLF file drops both line ends.
        #expect(StringEscapes.decode("ab\\\r\ncd", in: .typeScript) == "abcd")
        #expect(StringEscapes.decode("ab\\\ncd", in: .typeScript) == "abcd")
    }

    /// A call's default applies where the call is written without the argument; where the
    /// call is not written at all, only with `default-if-absent` (an optional modifier):
    /// a deleted `fadeOut(…)` was still read as fadeOut's default.
    @Test func aCallsDefaultNeedsTheCallUnlessTheRuleSaysOtherwise() throws {
        let source = { (exit: String) in "val exit = \(exit)" }
        let locator = "{ in: [exit], call: fadeOut, argument: targetAlpha, default: compose.fade.from }"
        #expect(try read("kotlin", kind: "opacity", locator: locator, source: source("fadeOut(tween(200))")).found == ["0"])
        #expect(try read("kotlin", kind: "opacity", locator: locator, source: source("scaleOut(tween(200))")).found.isEmpty)
        let optional = "{ in: [exit], call: fadeOut, argument: targetAlpha, default: compose.fade.from, default-if-absent: true }"
        #expect(try read("kotlin", kind: "opacity", locator: optional, source: source("scaleOut(tween(200))")).found == ["0"])
    }

    /// A string the rule binds is compared with the source's strings (`direction === "end"`).
    @Test func aBoundStringDecidesAComparison() throws {
        let source = "const direction = props.direction\nconst sign = direction === \"end\" ? 1 : -1\nconst X = 32 * sign"
        for (direction, offset) in [("end", "32pt"), ("start", "-32pt")] {
            let locator = "{ declaration: X, bind: { direction: '\"\(direction)\"' } }"
            #expect(try read("stylesheet", kind: "length", locator: locator, source: source).found == [offset], "\(direction)")
        }
    }

    @Test func tokenNamesAliasesAndKebabCase() throws {
        let text = "function B() { return <Text className=\"text-3xl text-label-secondary\" /> }"
        #expect(try read("uniwind", kind: "token", locator: "{ element: Text, tailwind: text }", source: text, group: "font").found == ["xl3"])
        #expect(try read("uniwind", kind: "token", locator: "{ element: Text, tailwind: text }", source: text, group: "color").found == ["label-secondary"])
        #expect(try read("kotlin", kind: "token", locator: "{ call: copy }", source: "val s = Typography.xs3.copy(color = colors.labelSecondary)", group: "font").found == ["xs3"])
        #expect(try read("kotlin", kind: "token", locator: "{ call: copy, argument: color }", source: "val s = Typography.xs3.copy(color = colors.labelSecondary)", group: "color").found == ["label-secondary"])
    }

    @Test func conditionalsNeedABranch() throws {
        let source = "function B() { withTiming(1, { duration: active ? 200 : 400 }) }"
        #expect(try read("uniwind", kind: "duration", locator: "{ call: withTiming, argument: duration, unit: ms, branch: then }", source: source).found == ["200ms"])
        #expect(try read("uniwind", kind: "duration", locator: "{ call: withTiming, argument: duration, unit: ms, branch: else }", source: source).found == ["400ms"])
        let both = try read("uniwind", kind: "duration", locator: "{ call: withTiming, argument: duration, unit: ms }", source: source)
        #expect(both.problems == ["depends on 'active': 200ms or 400ms; the rule must choose a branch"])
    }

    /// `f`'s argument read with `active` bound true, then false.
    static let entering = "{ call: f, argument: 0, unit: ms, bind: { active: \"true\" } }"

    /// Each source (by platform) reads 200ms where `active` holds and 400ms where it does not.
    func expectEachBranchRead(_ sources: [String: String]) throws {
        let leaving = Self.entering.replacingOccurrences(of: "true", with: "false")
        for (platform, source) in sources.sorted(by: { $0.key < $1.key }) {
            #expect(try read(platform, kind: "duration", locator: Self.entering, source: source).found == ["200ms"], "\(platform)")
            #expect(try read(platform, kind: "duration", locator: leaving, source: source).found == ["400ms"], "\(platform)")
        }
    }

    /// What follows an early return in the branch the bindings take is not read, in each
    /// language's own return and throw (Kotlin's `return@label` leaves its lambda).
    @Test func earlyReturnsInEachLanguage() throws {
        let sources = [
            "swift": "func g() {\n  if active {\n    f(200)\n    return\n  }\n  f(400)\n}",
            "kotlin": "fun g() {\n  if (active) {\n    f(200)\n    throw Stop()\n  }\n  f(400)\n}",
            "uniwind": "function g() {\n  if (active) {\n    f(200)\n    return\n  }\n  f(400)\n}",
        ]
        try expectEachBranchRead(sources)
        let lambda = "fun g() = run {\n  if (active) return@run f(200)\n  f(400)\n}"
        #expect(try read("kotlin", kind: "duration", locator: Self.entering, source: lambda).found == ["200ms"])
    }

    /// A variable assigned again in the branch the bindings take holds that value, in each
    /// language's own assignment; `+=` keeps it not constant.
    @Test func reassignedVariablesInEachLanguage() throws {
        let sources = [
            "swift": "func g() {\n  var d = 400\n  if active {\n    d = 200\n  }\n  f(d)\n}",
            "kotlin": "fun g() {\n  var d = 400\n  if (active) d = 200\n  f(d)\n}",
            "uniwind": "function g() {\n  let d = 400\n  if (active) d = 200\n  f(d)\n}",
        ]
        try expectEachBranchRead(sources)
        for (platform, source) in sources.sorted(by: { $0.key < $1.key }) {
            let added = try read(platform, kind: "duration", locator: Self.entering, source: source.replacingOccurrences(of: "d = 200", with: "d += 200"))
            #expect(added.found.isEmpty && added.problems.count == 1, "\(platform)")
        }
    }

    /// SwiftUI sides written as one `EdgeInsets` are read in the branch a rule names, as
    /// the calls of `padding(.horizontal, 6)` are.
    @Test func edgeInsetsInABranchOfAnEnclosingConditional() throws {
        let source = "let v = compact ? Text(\"a\").padding(EdgeInsets(top: 0, leading: 6, bottom: 0, trailing: 6)) : Text(\"a\").padding(.horizontal, 8)"
        let locator = "{ call: padding, where: { 0: .horizontal }, argument: 1, in-branch: then }"
        #expect(try read("swift", kind: "length", locator: locator, source: source).found == ["6pt", "6pt"])
        #expect(try read("swift", kind: "length", locator: locator.replacingOccurrences(of: "then", with: "else"), source: source).found == ["8pt"])
    }

    @Test func callsInABranchOfAnEnclosingConditional() throws {
        let source = "val spec = if (active) tween(200, easing = A) else tween(400, easing = B)"
        #expect(try read("kotlin", kind: "duration", locator: "{ call: tween, argument: 0, unit: ms, in-branch: else }", source: source).found == ["400ms"])
    }

    @Test func platformDefaultsApplyOnlyWhereNamed() throws {
        let source = "fun B() { AnimatedVisibility(enter = fadeIn(tween(200))) {} }"
        #expect(try read("kotlin", kind: "easing", locator: "{ call: tween, argument: { index: 1, label: easing }, default: compose.tween.easing }", source: source).found
            == ["bezier(0.4, 0, 0.2, 1)"])
        #expect(try read("kotlin", kind: "easing", locator: "{ call: tween, argument: { index: 1, label: easing } }", source: source).found.isEmpty)
    }

    @Test func referencesToOtherConstantsOfTheFile() throws {
        let source = "private val RowHeight = 16.dp\nval Capacity = RowHeight * 2"
        #expect(try read("kotlin", kind: "length", locator: "Capacity", source: source).found == ["32pt"])
        #expect(try read("swift", kind: "length", locator: "Spec.gap", source: "enum Spec { static let size: Double = 56\n static let gap = size - 40 }").found == ["16pt"])
    }

    @Test func scopesAreOrderedButNotAdjacent() throws {
        let source = "struct Bar { var body: some View { VStack { Text(\"A\").padding(.horizontal, 6) }.padding(.horizontal, 9) } }"
        #expect(try read("swift", kind: "length", locator: "{ in: [Bar, VStack], call: padding, where: { 0: .horizontal }, argument: 1 }", source: source).found == ["6pt"])
        #expect(try read("swift", kind: "length", locator: "{ in: [Bar], call: padding, where: { 0: .horizontal }, argument: 1, not-in: [VStack] }", source: source).found == ["9pt"])
    }

    /// A call in an arm of a `when`, a `switch` or an `if` statement that the rule's
    /// bindings rule out is not the value, as in a conditional's other branch: written as
    /// `when (active) { true -> …; false -> … }` the enter and exit durations had swapped.
    @Test func bindingsChooseTheArmOfWhenSwitchAndIfStatements() throws {
        let kotlin = { (active: String, spec: String) in
            try self.read(
                "kotlin", kind: "duration",
                locator: "{ in: [B, animationSpec], call: tween, argument: 0, unit: ms, bind: { active: \"\(active)\" } }",
                source: "fun B() { animateFloatAsState(if (active) 1f else 0f, animationSpec = \(spec)) }").found
        }
        let when = "when (active) { true -> tween(200); false -> tween(400) }"
        #expect(try kotlin("true", when) == ["200ms"])
        #expect(try kotlin("false", when) == ["400ms"])
        let subjectless = "when { active -> tween(200); else -> tween(400) }"
        #expect(try kotlin("true", subjectless) == ["200ms"])
        #expect(try kotlin("false", subjectless) == ["400ms"])
        let ifStatementTS = "function B() { if (active) { p.value = withTiming(1, { duration: 200 }) } else { p.value = withTiming(0, { duration: 400 }) } }"
        #expect(try timingDuration(active: "true", source: ifStatementTS) == ["200ms"])
        #expect(try timingDuration(active: "false", source: ifStatementTS) == ["400ms"])
        let swift = { (direction: String, source: String) in
            try self.read(
                "swift", kind: "duration", locator: "{ in: [B], call: timingCurve, argument: duration, unit: s, bind: { direction: \"\(direction)\" } }",
                source: source).found
        }
        let switchOver = "func B() { switch direction { case .end, .bottom: a = .timingCurve(0, 0, 1, 1, duration: 0.2)\n default: a = .timingCurve(0, 0, 1, 1, duration: 0.4) } }"
        #expect(try swift(".end", switchOver) == ["200ms"])
        #expect(try swift(".start", switchOver) == ["400ms"])
        // A case with a `where` clause is not decided by its pattern alone.
        let guarded = "func B() { switch direction { case .end where flag: a = .timingCurve(0, 0, 1, 1, duration: 0.2)\n default: a = .timingCurve(0, 0, 1, 1, duration: 0.4) } }"
        #expect(try swift(".end", guarded) == ["200ms", "400ms"])
        let ifStatement = "func B() { if direction == .end { a = .timingCurve(0, 0, 1, 1, duration: 0.2) } else { a = .timingCurve(0, 0, 1, 1, duration: 0.4) } }"
        #expect(try swift(".end", ifStatement) == ["200ms"])
        #expect(try swift(".start", ifStatement) == ["400ms"])
        // A TypeScript switch whose cases each end in `break` chooses too; one that runs on
        // into the next does not (both calls run there).
        let tsSwitch = { (active: String, ending: String) in
            try self.timingDuration(
                active: active,
                source: "function B() {\n  switch (active) {\n    case true: p.value = withTiming(1, { duration: 200 })\(ending)\n    default: p.value = withTiming(0, { duration: 400 })\n  }\n}")
        }
        #expect(try tsSwitch("false", "; break") == ["400ms"])
        #expect(try tsSwitch("true", "; break") == ["200ms"])
        #expect(try tsSwitch("true", "") == ["200ms", "400ms"])
        // Swift's `if` as a value, each branch one expression.
        let ifValue = "func B() { let d: Double = if direction == .end { 0.2 } else { 0.4 }\n a = .timingCurve(0, 0, 1, 1, duration: d) }"
        #expect(try swift(".start", ifValue) == ["400ms"])
        // As a value too: the arm the bindings choose gives it.
        let value = { (end: String) in
            try self.read("kotlin", kind: "opacity", locator: "{ in: [B], call: graphicsLayer, argument: alpha, bind: { end: \"\(end)\" } }",
                source: "fun B() { Modifier.graphicsLayer(alpha = when { end -> 0.5f; else -> 0.25f }) }").found
        }
        #expect(try value("true") == ["0.5"])
        #expect(try value("false") == ["0.25"])
    }

    /// Compose's `Color` by channels, Int ones from 0 to 255 or Float ones from 0 to 1 (it
    /// had been read as an ARGB value: `Color(0x1D, 0x1D, 0x1F)` was transparent), and
    /// `Dp(16f)` as `16.dp`. Channels of 0 and 1 only may be either: not read.
    @Test func composeColorChannelsAndTheDpConstructor() throws {
        let color = { (source: String) in try self.read("kotlin", kind: "color", locator: "C", source: "val C = \(source)").found }
        #expect(try color("Color(0x1D, 0x1D, 0x1F)") == ["#1D1D1F"])
        #expect(try color("Color(red = 29, green = 29, blue = 31, alpha = 128)") == ["#1D1D1F @ 0.5"])
        #expect(try color("Color(1f, 0.5f, 0f)") == ["#FF8000"])
        #expect(try color("Color(1, 0, 0)").isEmpty)
        #expect(try read("kotlin", kind: "length", locator: "X", source: "val X = Dp(16f)").found == ["16pt"])
    }

    /// SwiftUI's `Color` by sRGB channels from 0 to 1 (rounded to bytes), by white, and
    /// wrapping a color: each had been "not a constant color". Another color space is not read.
    @Test func swiftUIColorChannels() throws {
        let color = { (source: String) in try self.read("swift", kind: "color", locator: "C", source: "let C = \(source)").found }
        #expect(try color("Color(red: 28/255, green: 28/255, blue: 31/255, opacity: 0.92)") == ["#1C1C1F @ 0.92"])
        #expect(try color("Color(.sRGB, red: 0.11, green: 0.11, blue: 0.12, opacity: 0.5)") == ["#1C1C1F @ 0.5"])
        #expect(try color("Color(red: 1, green: 0.5, blue: 0)") == ["#FF8000"])
        #expect(try color("Color(white: 0.5, opacity: 0.5)") == ["#808080 @ 0.5"])
        #expect(try color("Color(RGBA(0x1C1C1F, 0.92))") == ["#1C1C1F @ 0.92"])
        #expect(try color("Color(0x1C1C1F)") == ["#1C1C1F"])
        #expect(try color("Color(.displayP3, red: 0.11, green: 0.11, blue: 0.12)").isEmpty)
        #expect(try color("Color(.sRGBLinear, white: 0.5)").isEmpty)
        #expect(try color("Color(uiColor: RGBA(0x808080, 1))").isEmpty)
        #expect(try color("Color(red: 28, green: 28, blue: 31)").isEmpty)
    }

    /// Compose's `spring` takes its damping ratio first and its stiffness second (the
    /// built-in `signatures:`), written by position or by name: by position it had been
    /// missing, as no signature said which.
    @Test func composeSpringArgumentsByPositionOrName() throws {
        let found = { (argument: String, source: String) in
            let yaml = """
                component: t
                sources: { canonical: T.swift }
                facts:
                  - id: f
                    description: d
                    kind: scale
                    canonical: T.f
                    kotlin: { call: spring, argument: \(argument) }
                    examples:
                      - { platform: kotlin, source: "\(source)", finds-nothing: true }
                """
            let rules = try RulesLoader.load(files: Builtin.rules + [("t.yml", yaml)], context: RulesContext(platforms: Platform.builtin))
            return try #require(RuleExamples.run(rules).first { $0.fact == "t.f" }).found
        }
        for source in ["val S = spring<Float>(0.8f, 400f)", "val S = spring<Float>(dampingRatio = 0.8f, stiffness = 400f)"] {
            #expect(try found("dampingRatio", source) == ["0.8"], "\(source)")
            #expect(try found("stiffness", source) == ["400"], "\(source)")
        }
    }

    /// Compose's `TextUnit(15f, TextUnitType.Sp)` is `15.sp`, and React Native's
    /// `Platform.select` with one value on every platform is that value; each had been not
    /// constant. Values that differ by platform stay not constant.
    @Test func textUnitAndASameValuePlatformSelect() throws {
        #expect(try read("kotlin", kind: "text-size", locator: "S", source: "val S = TextUnit(15f, TextUnitType.Sp)").found == ["15pt"])
        let select = { (values: String) in try self.read("stylesheet", kind: "length", locator: "S", source: "const S = Platform.select({ \(values) })") }
        #expect(try select("ios: 42, android: 42, default: 42").found == ["42pt"])
        // Values that differ depend on the platform, named so (the message had repeated the call).
        let differing = try select("ios: 42, android: 44")
        #expect(differing.found.isEmpty && differing.problems == ["depends on 'Platform.OS': 42pt or 44pt; the rule must choose a branch"], "\(differing)")
        // Each phone platform gets its key, else `native`, else `default`; `web` is none's.
        #expect(try select("ios: 42, android: 42, web: 9").found == ["42pt"])
        #expect(try select("native: 42, web: 9").found == ["42pt"])
        #expect(try select("ios: 42, default: 42, web: 9").found == ["42pt"])
        #expect(try select("ios: 42, default: 44").found.isEmpty)
        // One with no value gets undefined: not the other's value (`{ ios: 42 }` had been 42).
        let missing = try select("ios: 42")
        #expect(missing.found.isEmpty && missing.problems == ["depends on 'Platform.OS': 42pt or ?; the rule must choose a branch"], "\(missing)")
    }

    /// An options object passed by name gives its keys as the object written in place
    /// does (it had been read as absent: Reanimated's defaults, 300 ms).
    @Test func anOptionsObjectPassedByName() throws {
        let locator = "{ in: [B], call: withTiming, argument: duration, unit: ms }"
        let source = "function B() {\n  const config = { duration: 200, duration: 250 }\n  p.value = withTiming(1, config)\n}"
        #expect(try read("tailwind", kind: "duration", locator: locator, source: source).found == ["250ms"])
        // Spread into the object, or chosen by a condition the bindings decide.
        let spread = "function B() {\n  const timing = { duration: 250 }\n  p.value = withTiming(1, { ...timing, reduceMotion: R })\n}"
        #expect(try read("tailwind", kind: "duration", locator: locator, source: spread).found == ["250ms"])
        let chosen = "const ENTER = { duration: 200 }\nconst EXIT = { duration: 400 }\nfunction B() {\n  p.value = withTiming(1, active ? ENTER : { ...EXIT })\n}"
        #expect(try timingDuration(active: "true", source: chosen) == ["200ms"])
        #expect(try timingDuration(active: "false", source: chosen) == ["400ms"])
        // A spread after the key sets it again where its object has the key; one this file
        // cannot resolve (an import) leaves it; a spread before the key does not.
        let after = { (object: String) in "import { IMPORTED } from \"./t\";\nconst SLOW = { duration: 600 };\nconst EASY = { easing: E };\n"
            + "function B() {\n  p.value = withTiming(1, \(object))\n}" }
        #expect(try read("tailwind", kind: "duration", locator: locator, source: after("{ duration: 200, ...SLOW }")).found == ["600ms"])
        #expect(try read("tailwind", kind: "duration", locator: locator, source: after("{ duration: 200, ...EASY }")).found == ["200ms"])
        #expect(try read("tailwind", kind: "duration", locator: locator, source: after("{ duration: 200, ...IMPORTED }")).found == ["200ms"])
        #expect(try read("tailwind", kind: "duration", locator: locator, source: after("{ ...SLOW, duration: 200 }")).found == ["200ms"])
        #expect(try read("tailwind", kind: "duration", locator: locator, source: after("{ duration: 200, ...EASY, ...SLOW }")).found == ["600ms"])
        // A parameter named like the constant is the caller's object: not the module's,
        // so, as an import, it is taken to leave the key.
        let shadowed = "const SLOW = { duration: 600 };\nfunction B({ SLOW }) {\n  p.value = withTiming(1, { duration: 200, ...SLOW })\n}"
        #expect(try read("tailwind", kind: "duration", locator: locator, source: shadowed).found == ["200ms"])
        let byName = "const config = { duration: 600 };\nfunction B({ config }) {\n  p.value = withTiming(1, config)\n}"
        #expect(try read("tailwind", kind: "duration", locator: locator, source: byName).found.isEmpty)
    }

    /// A wider property written as narrower ones that together set all its sides is read
    /// from them (`ps-1.5 pe-1.5` for `px-1.5`, `w-14 h-14` for `size-14`, `paddingStart`
    /// and `paddingEnd` for `paddingHorizontal`); one side alone is not the property.
    @Test func aPropertyWrittenAsItsSides() throws {
        let px = "{ in: [B], element: View, tailwind: px }"
        let classes = { (names: String) in try self.read("tailwind", kind: "length", locator: px, source: "function B() { return <View className=\"\(names)\" /> }").found }
        #expect(try classes("ps-1.5 pe-1.5") == ["6pt", "6pt"])
        #expect(try classes("pl-1.5 pr-2") == ["6pt", "8pt"])
        #expect(try classes("ps-1.5").isEmpty)
        let size = "{ in: [B], element: View, tailwind: size }"
        #expect(try read("tailwind", kind: "length", locator: size, source: "function B() { return <View className=\"w-14 h-14\" /> }").found == ["56pt", "56pt"])
        let declared = { (entry: String) in
            try self.read("stylesheet", kind: "length", locator: "styles.bar.paddingHorizontal", source: "const styles = StyleSheet.create({ bar: { \(entry) } })").found
        }
        #expect(try declared("paddingStart: 6, paddingEnd: 6") == ["6pt", "6pt"])
        #expect(try declared("paddingLeft: 6").isEmpty)
        let style = "{ in: [B], element: View, style: paddingVertical }"
        #expect(try read("stylesheet", kind: "length", locator: style, source: "function B() { return <View style={{ paddingTop: 4, paddingBottom: 4 }} /> }").found == ["4pt", "4pt"])
    }

    /// A quoted StyleSheet key is read with its escapes decoded, as the algorithm lowering
    /// reads it (`"b\u0061r"` is `bar`; its fragments had been joined undecoded).
    @Test func aQuotedKeysEscapesAreDecoded() throws {
        let source = "const styles = StyleSheet.create({ \"b\\u0061r\": { height: 16 } })"
        #expect(try read("stylesheet", kind: "length", locator: "styles.bar.height", source: source).found == ["16pt"])
    }

    /// A call's other spelling (`spellings:`): a locator naming `foregroundStyle` reads
    /// SwiftUI's older `foregroundColor` too, as one place (found when either is written),
    /// and no other call; without the table it reads only the name it gives.
    @Test func aCallsOtherSpellingIsReadByItsLocator() throws {
        let yaml = { (spellings: String, source: String) in
            """
            component: t
            sources: { canonical: T.swift }
            \(spellings)
            facts:
              - id: f
                description: d
                kind: token
                group: color
                canonical: T.f
                swift: { in: [B], call: foregroundStyle, argument: 0 }
                examples:
                  - platform: swift
                    source: "\(source)"
                    finds-nothing: true
            """
        }
        let spellings = "spellings:\n  swift: { foregroundStyle: [foregroundColor] }"
        let found = { (spellings: String, source: String) in
            let rules = try RulesLoader.load(files: [("t.yml", yaml(spellings, source))], context: RulesContext(platforms: Platform.builtin))
            return try #require(RuleExamples.run(rules).first).found
        }
        #expect(try found(spellings, "struct B { var body: some View { Text(t).foregroundColor(.link) } }") == ["link"])
        #expect(try found(spellings, "struct B { var body: some View { Text(t).foregroundStyle(.link) } }") == ["link"])
        #expect(try found(spellings, "struct B { var body: some View { Text(t).tint(.link) } }").isEmpty)
        #expect(try found("", "struct B { var body: some View { Text(t).foregroundColor(.link) } }").isEmpty)
    }

    /// What `{ in: [B], call: padding, argument: horizontal }` finds in a Kotlin `source`
    /// (or another `argument`), with `header` (the rules' signatures, parameter parts)
    /// above the fact.
    private func horizontalPadding(_ source: String, header: String, argument: String = "horizontal") throws -> [String] {
        let yaml = """
            component: t
            sources: { canonical: T.swift }
            \(header)
            facts:
              - id: f
                description: d
                kind: length
                canonical: T.f
                kotlin: { in: [B], call: padding, argument: \(argument) }
                examples:
                  - { platform: kotlin, source: "\(source)", finds-nothing: true }
            """
        let rules = try RulesLoader.load(files: [("t.yml", yaml)], context: RulesContext(platforms: Platform.builtin))
        return try #require(RuleExamples.run(rules).first).found
    }

    /// An object a call takes whole is read where it is written in place and where the call
    /// names a constant of the file that holds it (`padding(ContentPadding)` had been missing).
    @Test func aWholeObjectNamedByAConstantIsRead() throws {
        let header = "signatures:\n  kotlin:\n    padding: [[all], [horizontal, vertical], [paddingValues]]\n    PaddingValues: [[all], [horizontal, vertical]]"
        let found = { (source: String) in try self.horizontalPadding(source, header: header) }
        #expect(try found("fun B() { Modifier.padding(PaddingValues(horizontal = 12.dp, vertical = 6.dp)) }") == ["12pt"])
        #expect(try found("private val P = PaddingValues(horizontal = 14.dp)\\nfun B() { Modifier.padding(P) }") == ["14pt"])
        #expect(try found("private val P = 14.dp\\nfun B() { Modifier.padding(P) }").isEmpty)
    }

    /// A parameter written as its parts (`parameter-parts:`): Compose's `padding(start =
    /// 6.dp, end = 6.dp)` is `padding(horizontal = 6.dp)`, by name or by position; one
    /// part alone is not the parameter, nor are parts of a function the signatures do not
    /// give both.
    @Test func aParameterWrittenAsItsParts() throws {
        let header = Self.paddingHeader(parts: "horizontal: [start, end]")
        let found = { (source: String) in try self.horizontalPadding(source, header: header) }
        #expect(try found("fun B() { Modifier.padding(start = 6.dp, end = 6.dp) }") == ["6pt", "6pt"])
        #expect(try found("fun B() { Modifier.padding(start = 6.dp, end = 7.dp) }") == ["6pt", "7pt"])
        #expect(try found("fun B() { Modifier.padding(6.dp, 0.dp, 6.dp, 0.dp) }") == ["6pt", "6pt"])
        #expect(try found("fun B() { Modifier.padding(start = 6.dp) }").isEmpty)
        #expect(try found("fun B() { Modifier.offset(start = 6.dp, end = 6.dp) }").isEmpty)
        // A zero part pads nothing there, as a part left out does: the start padding is no
        // horizontal one, written with the end's zero or without it.
        #expect(try found("fun B() { Modifier.padding(0.dp, 0.dp, 0.dp, 12.dp) }").isEmpty)
        #expect(try found("fun B() { Modifier.padding(6.dp, 0.dp, 0.dp, 0.dp) }").isEmpty)
        // A part another padding of the same chain adds is a value too; a zero adds nothing.
        #expect(try found("fun B() { Modifier.padding(horizontal = 6.dp).padding(start = 2.dp) }") == ["6pt", "2pt"])
        #expect(try found("fun B() { Modifier.padding(start = 2.dp).padding(horizontal = 6.dp) }") == ["6pt", "2pt"])
        #expect(try found("fun B() { Modifier.padding(horizontal = 6.dp).padding(start = 0.dp, top = 2.dp) }") == ["6pt"])
        #expect(try found("fun B() { Modifier.padding(horizontal = 6.dp); Other.padding(start = 2.dp) }") == ["6pt"])
        #expect(try found("fun B() { Modifier.padding(horizontal = 6.dp).background(c).padding(start = 2.dp) }") == ["6pt", "2pt"])
        // Both chains start at `Modifier`, but the second is made on an element, not on a call.
        #expect(try found("fun B() { Modifier.padding(start = 2.dp)[0].padding(horizontal = 6.dp) }") == ["6pt"])
        // A chain of 500 paddings is read at once (searching every call's receivers for
        // every other call was cubic: 320 took 34 s).
        let long = "fun B() { Modifier.padding(horizontal = 6.dp)" + String(repeating: ".padding(start = 1.dp)", count: 500) + " }"
        #expect(try found(long) == ["6pt"] + Array(repeating: "1pt", count: 500))
        // Every call of a chain starts where the chain does: finding a node among the nodes
        // starting there, and the calls holding others, was quadratic (20,000 took 45 s).
        let positional = { (count: Int) in "fun B() { Modifier.padding(horizontal = 6.dp)" + String(repeating: ".padding(1.dp)", count: count) + " }" }
        // A part one padding adds is read once, by the outermost padding of the chain that
        // gives the value (each reading it made a chain of 1,200 of each 1.4 million values).
        // (The two horizontal paddings add up: see `paddingsOfTheSameSidesAddUp`.)
        let mixed = try found("fun B() { Modifier.padding(horizontal = 6.dp).padding(start = 2.dp).padding(horizontal = 4.dp) }")
        #expect(mixed == ["10pt", "2pt"], "\(mixed)")
        let many = "fun B() { Modifier" + String(repeating: ".padding(horizontal = 6.dp)", count: 300) + String(repeating: ".padding(start = 1.dp)", count: 300) + " }"
        #expect(try found(many) == ["1800pt"] + Array(repeating: "1pt", count: 300))
        // Every call of a chain of 2,400 gives the value: each read every other's parts.
        // (About as long as a chain can be: the tree nests two levels a call, and a tree
        // deeper than 5,000 is not parsed.)
        #expect(try found("fun B() { Modifier" + String(repeating: ".padding(horizontal = 1.dp)", count: 2_400) + " }") == ["2400pt"])
        // (A padding of all sides is no part another padding adds: the horizontal one is the value.)
        #expect(try found(positional(3)) == ["6pt"])
        #expect(try found(positional(2_400)) == ["6pt"])
    }

    /// A parameter's parts written by paddings made one directly on another, which
    /// together write them all, are its values, as where one call writes them (it had
    /// been "missing"); not across a modifier between them (a layer of its own), where a
    /// part is left out (a zero is: it pads nothing), or where a padding of the chain
    /// writes the parameter itself (the others add to it). A run is searched once.
    @Test func partsWrittenByPaddingsMadeOnOneAnother() throws {
        let header = Self.paddingHeader(parts: "horizontal: [start, end], vertical: [top, bottom]")
        let found = { (source: String) in try self.horizontalPadding(source, header: header) }
        #expect(try found("fun B() { Modifier.padding(start = 6.dp).padding(end = 6.dp) }") == ["6pt", "6pt"])
        #expect(try found("fun B() { Modifier.padding(end = 7.dp).padding(start = 6.dp) }") == ["7pt", "6pt"])
        #expect(try found("fun B() { Modifier.padding(start = 6.dp, top = 1.dp).padding(end = 6.dp) }") == ["6pt", "6pt"])
        #expect(try found("fun B() { Modifier.padding(start = 6.dp).padding(end = 0.dp) }").isEmpty)
        #expect(try found("fun B() { Modifier.padding(start = 6.dp).padding(start = 0.dp).padding(end = 6.dp) }") == ["6pt", "6pt"])
        #expect(try found("fun B() { Modifier.padding(start = 6.dp).padding(top = 6.dp) }").isEmpty)
        #expect(try found("fun B() { Modifier.padding(start = 6.dp).background(c).padding(end = 6.dp) }").isEmpty)
        #expect(try found("fun B() { Modifier.padding(start = 6.dp); Modifier.padding(end = 6.dp) }").isEmpty)
        // The start padded twice pads by the sum.
        #expect(try found("fun B() { Modifier.padding(start = 3.dp).padding(end = 6.dp).padding(start = 3.dp) }") == ["6pt", "6pt"])
        // A padding of the parameter itself is the value, and the others add to it.
        #expect(try found("fun B() { Modifier.padding(horizontal = 6.dp).padding(start = 2.dp).padding(end = 2.dp) }") == ["6pt", "2pt", "2pt"])
        // A padding of every side adds to the one-side ones (the sides are 8: it had been left out).
        let withAll = Self.paddingHeader(parts: "horizontal: [start, end], vertical: [top, bottom], all: [horizontal, vertical]")
        let around = { (source: String) in try self.horizontalPadding(source, header: withAll) }
        #expect(try around("fun B() { Modifier.padding(2.dp).padding(start = 6.dp).padding(end = 6.dp) }") == ["6pt", "6pt", "2pt"])
        #expect(try around("fun B() { Modifier.padding(start = 6.dp).padding(all = 2.dp).padding(end = 6.dp) }") == ["6pt", "6pt", "2pt"])
        // Where a call writes them all, it gives the value, and the other adds to it (its
        // `7.dp` had been read as a part added to the start, which fix left).
        #expect(try around("fun B() { Modifier.padding(start = 6.dp, end = 7.dp).padding(start = 2.dp) }") == ["6pt", "7pt", "2pt"])
        // Where a call gives the value, a run writing its parts is what the chain adds,
        // once: a ring's `padding(2.dp)` beside the badge's own paddings is the ring's width.
        let ring = "fun B() { Modifier.padding(2.dp).background(c).padding(horizontal = 5.dp).padding(vertical = 1.dp) }"
        #expect(try horizontalPadding(ring, header: withAll, argument: "all") == ["2pt", "1pt", "5pt"])
        // A run of 1,000 paddings is searched once, for the vertical fact beside too (every
        // call searching the run had taken 60 s for 2,000).
        let long = "fun B() { Modifier.padding(end = 6.dp)" + String(repeating: ".padding(start = 1.dp)", count: 1_000) + " }"
        #expect(try found(long) == ["6pt", "1000pt"])
        #expect(try horizontalPadding(long, header: header, argument: "vertical").isEmpty)
    }

    /// Compose's `padding` signatures, with the parameter parts `parts`.
    private static func paddingHeader(parts: String) -> String {
        "signatures:\n  kotlin:\n    padding: [[all], [horizontal, vertical], [start, top, end, bottom]]\nparameter-parts:\n  kotlin: { \(parts) }"
    }

    /// The values a SwiftUI horizontal padding's locator reads in `B`'s `Text("x")` with `chain`.
    private func swiftHorizontalPadding(_ chain: String) throws -> [String] {
        let locator = "{ in: [B], call: padding, where: { 0: .horizontal }, argument: 1 }"
        return try read("swift", kind: "length", locator: locator, source: "struct B: View { var body: some View { Text(\"x\")\(chain) } }").found
    }

    /// A padding of every side beside a horizontal one pads the horizontal sides too: its
    /// length is a value of the fact (it had been left out, a false parity). In Compose,
    /// where `all` has `horizontal` among its parts (the built-in `parameter-parts:`).
    @Test func aPaddingOfEverySideAddsToAHorizontalOne() throws {
        let header = Self.paddingHeader(parts: "horizontal: [start, end], all: [horizontal, vertical]")
        let found = { (source: String) in try self.horizontalPadding(source, header: header) }
        #expect(try found("fun B() { Modifier.padding(horizontal = 5.dp).padding(2.dp) }") == ["5pt", "2pt"])
        #expect(try found("fun B() { Modifier.padding(all = 3.dp).padding(horizontal = 5.dp) }") == ["5pt", "3pt"])
        #expect(try found("fun B() { Modifier.padding(horizontal = 5.dp).padding(0.dp) }") == ["5pt"])
    }

    /// Where no call writes the parameter or its parts, the narrowest wider one written is
    /// the value (`padding(all = 5.dp)` for `horizontal`; it had been "missing"), with the
    /// parts other paddings of the chain add. Not where a call gives the value (a ring's
    /// `padding(2.dp)` beside the badge's own), nor from a padding of other sides.
    @Test func aWiderParameterIsTheValueWhereNoneNarrowerIsWritten() throws {
        let header = Self.paddingHeader(parts: "horizontal: [start, end], vertical: [top, bottom], all: [horizontal, vertical]")
        let found = { (source: String) in try self.horizontalPadding(source, header: header) }
        #expect(try found("fun B() { Modifier.padding(all = 5.dp) }") == ["5pt"])
        #expect(try found("fun B() { Modifier.padding(5.dp) }") == ["5pt"])
        #expect(try found("fun B() { Modifier.padding(all = 5.dp).padding(start = 2.dp) }") == ["5pt", "2pt"])
        #expect(try found("fun B() { Modifier.padding(2.dp); Modifier.padding(horizontal = 5.dp) }") == ["5pt"])
        #expect(try found("fun B() { Modifier.padding(vertical = 5.dp) }") == [])
        #expect(try found("fun B() { Modifier.padding(start = 5.dp) }") == [])
        // A whole object's wider parameter (`PaddingValues(all = …)`) is read inside it.
        let objects = Self.paddingHeader(parts: "horizontal: [start, end], vertical: [top, bottom], all: [horizontal, vertical]")
            .replacingOccurrences(of: "[start, top, end, bottom]]", with: "[start, top, end, bottom], [paddingValues]]\n    PaddingValues: [[all], [horizontal, vertical]]")
        #expect(try horizontalPadding("fun B() { Modifier.padding(PaddingValues(all = 5.dp)) }", header: objects) == ["5pt"])
        #expect(try horizontalPadding("fun B() { Modifier.padding(PaddingValues(5.dp)) }", header: objects) == ["5pt"])
        // The parameter itself, in a helper the scope uses, comes before a wider one in the scope.
        let helper = try found("private fun Modifier.sizing() = padding(horizontal = 6.dp)\\nfun B() { Box(Modifier.sizing()); Text(Modifier.padding(all = 5.dp)) }")
        #expect(helper == ["6pt"])
    }

    /// SwiftUI's paddings of more sides than the edge set pad it, where no padding of the
    /// set is written, with what the paddings made directly on them add; a padding of
    /// fewer sides alone does not.
    @Test(arguments: [
        (".padding(5)", ["5pt"]),
        (".padding(.all, 5)", ["5pt"]),
        (".padding(EdgeInsets(top: 2, leading: 5, bottom: 2, trailing: 6))", ["5pt", "6pt"]),
        (".padding(5).padding(.leading, 2)", ["5pt", "2pt"]),
        (".padding(5).background(Color.red).padding(.leading, 2)", ["5pt"]),
        (".padding(.leading, 5)", []),
        (".padding(.vertical, 5)", []),
        (".padding(.horizontal, 4).padding(.all, 5)", ["4pt", "5pt"]),
        // Insets of the set itself take what the paddings on them add (it had been left out).
        (".padding(EdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 5)).padding(.leading, 6)", ["5pt", "5pt", "6pt"]),
        (".padding(.init(top: 0, leading: 5, bottom: 0, trailing: 5))", ["5pt", "5pt"]),
        // Paddings of one side each, on one another, pad the set together.
        (".padding(.leading, 5).padding(.trailing, 5)", ["5pt", "5pt"]),
        (".padding(.leading, 5).background(Color.red).padding(.trailing, 5)", []),
        // A zero side of wider insets is a value: it pads that side by nothing.
        (".padding(EdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 0))", ["5pt", "0pt"]),
        (".padding(.leading, 5).padding(.trailing, 0)", ["0pt", "5pt"]),
    ])
    func swiftUIPaddingsOfMoreSidesPadTheEdgeSet(chain: String, expected: [String]) throws {
        #expect(try swiftHorizontalPadding(chain) == expected)
    }

    /// A wider Tailwind utility or style property sets the fact's sides where neither it
    /// nor narrower ones covering its sides are written: the narrowest written, with the
    /// narrower ones beside it.
    @Test func aWiderUtilityOrStylePropertyIsTheValueWhereNoneNarrowerIsWritten() throws {
        let tailwind = { (utility: String, classes: String) in
            try self.read("uniwind", kind: "length", locator: "{ element: View, tailwind: \(utility) }",
                source: "function B() { return <View className=\"\(classes)\" /> }").found
        }
        #expect(try tailwind("px", "p-[5px]") == ["5pt"])
        #expect(try tailwind("px", "p-[5px] pl-[6px]") == ["5pt", "6pt"])
        #expect(try tailwind("px", "px-[4px] p-[5px]") == ["4pt"])
        #expect(try tailwind("pl", "p-[5px] px-[4px]") == ["4pt"])
        #expect(try tailwind("px", "py-[5px]") == [])
        #expect(try tailwind("h", "size-[18px]") == ["18pt"])
        #expect(try tailwind("min-w", "size-[18px]") == [])
        let entry = { (object: String) in
            try self.read("stylesheet", kind: "length", locator: "styles.badge.paddingHorizontal",
                source: "const styles = StyleSheet.create({ badge: \(object) })").found
        }
        #expect(try entry("{ padding: 5 }") == ["5pt"])
        #expect(try entry("{ padding: 6, paddingLeft: 5 }") == ["6pt", "5pt"])
        #expect(try entry("{ paddingVertical: 5 }") == [])
        let style = try read("stylesheet", kind: "length", locator: "{ element: View, style: paddingHorizontal }",
            source: "function B() { return <View style={{ padding: 5 }} /> }").found
        #expect(style == ["5pt"])
        // Over a wider class, the inline style's properties no wider than the class's set the sides again.
        let overWider = try read("uniwind", kind: "length", locator: "{ element: View, tailwind: pl }",
            source: "function B() { return <View className=\"p-[5px]\" style={{ paddingHorizontal: 8 }} /> }").found
        #expect(overWider == ["5pt", "8pt"])
        // A wider entry value that every use sets again is not read; what sets it is.
        let reset = try read("stylesheet", kind: "length", locator: "styles.badge.paddingHorizontal",
            source: "const styles = StyleSheet.create({ badge: { padding: 5 } })\nfunction B() { return <View style={[styles.badge, { padding: 8 }]} /> }").found
        #expect(reset == ["8pt"])
        // An inline style beside classes that set nothing of the fact.
        let inline = try read("uniwind", kind: "length", locator: "{ element: View, tailwind: px }",
            source: "function B() { return <View className=\"bg-accent\" style={{ padding: 5 }} /> }").found
        #expect(inline == ["5pt"])
    }

    /// SwiftUI: `.padding(2)` and `.padding(.all, 2)` pad the horizontal sides too, an
    /// `EdgeInsets` padding by its horizontal parts, and a padding made on a padding of
    /// other sides still adds (`.vertical` between them makes no layer of its own); each
    /// had been left out, a false parity. A modifier between them still makes one.
    @Test(arguments: [
        (".padding(.horizontal, 5).padding(2)", ["5pt", "2pt"]),
        (".padding(3).padding(.horizontal, 5)", ["5pt", "3pt"]),
        (".padding(.horizontal, 5).padding(.all, 2)", ["5pt", "2pt"]),
        (".padding(.horizontal, 5).padding(EdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 0))", ["5pt", "2pt"]),
        (".padding(.horizontal, 5).padding(.vertical, 2).padding(.trailing, 1)", ["5pt", "1pt"]),
        (".padding(.horizontal, 5).padding(.horizontal, 4)", ["9pt"]),  // the same sides: the sum
        (".padding(.horizontal, 5).padding(.vertical, 2)", ["5pt"]),
        (".padding(.horizontal, 5).background(Color.red).padding(2)", ["5pt"]),
    ])
    func swiftUIPaddingsAroundAHorizontalOneAdd(chain: String, expected: [String]) throws {
        #expect(try swiftHorizontalPadding(chain) == expected)
    }

    /// Paddings of the same sides made on one another pad by their sum, one value (each had
    /// been compared alone: `5` twice passed against 5, though it pads by 10), in SwiftUI
    /// and in Compose; not across a modifier between them, and where the values cannot be
    /// added (a condition), each is read apart, as before.
    @Test func paddingsOfTheSameSidesAddUp() throws {
        #expect(try swiftHorizontalPadding(".padding(.horizontal, 5).padding(.horizontal, 5)") == ["10pt"])
        #expect(try swiftHorizontalPadding(".padding(.horizontal, 3).padding(.vertical, 1).padding(.horizontal, 2)") == ["5pt"])
        #expect(try swiftHorizontalPadding(".padding(.horizontal, 5).background(Color.red).padding(.horizontal, 5)") == ["5pt", "5pt"])
        // (The condition's padding is read apart, not constant: the 5 stays a value of its own.)
        #expect(try swiftHorizontalPadding(".padding(.horizontal, 5).padding(.horizontal, on ? 1 : 2)") == ["5pt"])
        let header = Self.paddingHeader(parts: "horizontal: [start, end]")
        #expect(try horizontalPadding("fun B() { Modifier.padding(horizontal = 4.dp).padding(horizontal = 2.dp) }", header: header) == ["6pt"])
        // Side by side, where a padding writes the parts (two of `start = 3.dp, end = 3.dp` had been four values of 3).
        #expect(try horizontalPadding("fun B() { Modifier.padding(start = 3.dp, end = 3.dp).padding(start = 3.dp, end = 3.dp) }", header: header) == ["6pt", "6pt"])
        #expect(try horizontalPadding("fun B() { Modifier.padding(horizontal = 3.dp).padding(start = 3.dp, end = 4.dp) }", header: header) == ["6pt", "7pt"])
    }

    /// In a run of paddings, the outermost of the horizontal ones reads what the others
    /// add, once: each reading them had made 1,200 of each 1.4 million values (45 s).
    @Test func aRunOfPaddingsReadsWhatTheOthersAddOnce() throws {
        let found = try swiftHorizontalPadding(String(repeating: ".padding(.horizontal, 5)", count: 300) + String(repeating: ".padding(1)", count: 300))
        // The horizontal paddings' sum, with what the others add.
        #expect(found == ["1500pt"] + Array(repeating: "1pt", count: 300))
    }

    /// A condition one bound side decides alone: `active || !end` holds where `active`
    /// does, whatever `end` is (the other branch had been read, a false value).
    @Test func oneSideDecidesAnOrOrAnAnd() throws {
        let locator = { (active: String) in "{ declaration: X, bind: { active: \"\(active)\" } }" }
        let or = "val X = if (active || !end) 200 else 400"
        #expect(try read("kotlin", kind: "count", locator: locator("true"), source: or).found == ["200"])
        #expect(try read("kotlin", kind: "count", locator: locator("false"), source: "val X = if (active && end) 200 else 400").found == ["400"])
    }

    /// A query's capture in a branch the bindings rule out is not the value, as a call's
    /// is not, also where each branch is a block of one statement (its position had been
    /// taken for the block's: the branches were read the other way round).
    @Test func bindingsChooseTheBranchOfAQuerysCapture() throws {
        let locator = { (end: String) in
            "{ in: [B], query: '((assignment left: (identifier) @name right: (_) @value) (#eq? @name \"translationY\"))', bind: { end: \"\(end)\" } }"
        }
        let source = "fun B() { Modifier.graphicsLayer {\n  if (end) {\n    translationY = 32f\n  } else {\n    translationY = -30f\n  }\n} }"
        #expect(try read("kotlin", kind: "count", locator: locator("true"), source: source).found == ["32"])
        #expect(try read("kotlin", kind: "count", locator: locator("false"), source: source).found == ["-30"])
    }
}
