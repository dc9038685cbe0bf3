import BuiltinData
import Foundation
import Testing

@testable import Algorithms
import Extraction
import Parsing
import Rules
import TestSupport
import TreeSitter

/// The interpreter against the real runtimes, on the docs' own code where practical:
/// Node runs the TSX controller (its types stripped) and JavaScript expressions; kotlinc
/// compiles the docs' Kotlin `displayItems`, capacity and jump-target code and Kotlin
/// expressions. `scripts/setup --test` installs both (Debian's `nodejs` and `kotlin`).
@Suite struct RuntimeCrossCheckTests {
    static let node = ["/usr/bin/node", "/usr/bin/nodejs", "/usr/local/bin/node"].first { FileManager.default.isExecutableFile(atPath: $0) }
    static let kotlinc = ["/usr/bin/kotlinc", "/usr/local/bin/kotlinc"].first { FileManager.default.isExecutableFile(atPath: $0) }

    static func index(_ relativePath: String) throws -> SourceIndex {
        let url = RepositoryPaths.root.appendingPathComponent("reference").appendingPathComponent(relativePath)
        let parsed = try SourceParser().parse(SourceFile(path: relativePath, text: try String(contentsOf: url, encoding: .utf8)))
        return SourceIndex(parsed: parsed, path: relativePath)
    }

    // MARK: JavaScript

    /// Expressions in the subset the TypeScript lowering handles, printed by Node and by
    /// the interpreter in the same notation.
    static let javaScriptExpressions = [
        "Math.round(-2.5)", "Math.round(2.5)", "Math.floor(-0.5)", "Math.trunc(-2.7)", "Math.max(1, 3, 2)", "7 / 2", "-7 % 2",
        "0.1 + 0.2", "[1, 2, 1].lastIndexOf(1)", "[1, 2, 1].indexOf(3)", "[3, 1].length", "\"abc\".length", "Object.is(0, -0)",
        "Object.is(NaN, NaN)", "Object.is(\"a\", \"a\")", "null ?? 3", "0 ?? 3", "0 || 5", "\"\" && 1", "1 && \"x\"", "!0", "!\"\"",
        "[1, 2].every((v, i) => v > i)", "[2, 1].some((v) => v > 1)", "[1, 2].map((v) => v * 2)", "[1, 2, 3].filter((v) => v !== 2)",
        "`a${1 + 1}b${\"c\"}`", "[1, 2][5]", "5 > 3 ? \"y\" : \"n\"", "[1, 2].includes(2)", "(-7) / 2", "[1, 2].length - 1 - 1",
        "({ a: 1, b: [2] }).b", "[10, 20][1 + 0]", "[1, 2, 3].findIndex((v) => v > 1)", "[3, 1, 2].map((v, i) => v * i)",
        "[1, 2, 3].find((v) => v > 5)", "[0, 1, 2].filter((v) => v)", "[1, 2, 3].findIndex((v) => v > 5)",
        "[1, 2].findIndex((k) => { k === 1 })", "new Set([1, 1, 2]).size", "new Set([1]).has(1)", "`${0 / 0}|${1.5}|${2.0}|${[1, null]}|${-0}`",
        "\"a\" + 1", "1 + \"a\"", "[...new Set([1, 1, 2])]", "[...new Set([3, 1, 3]), 0]",
        // String functions (`StringFunctions`): UTF-16 units, JavaScript's own whitespace.
        "\"a,,b\".split(\",\")", "\"\".split(\",\")", "\"\".split(\"\")", "\"abc\".split(\"\")", "\"abc\".split()", "\"a--b--\".split(\"--\")",
        "\" \\u00a0x\\u2007\\u0085\\u001c \".trim().length", "\"\\ufeffx\\u180e\".trim().length", "\" \\u2028x\\n\".trimStart().length",
        "\" x\\t\".trimEnd().length", "\"ab\".replace(\"\", \"-\")", "\"ab\".replaceAll(\"\", \"-\")", "\"aaa\".replaceAll(\"aa\", \"b\")",
        "\"a.b.c\".replace(\".\", \"\")", "\"x\".padStart(3, \"ab\")", "\"x\".padStart(4, \"ab\")", "\"abc\".padStart(2)", "\"x\".padEnd(3)",
        "\"x\".padStart(3, \"\")", "\"x\".padStart(NaN, \"0\")", "String(7).padStart(2, \"0\")", "\"abc\".substring(2, 1)", "\"abc\".substring(-1)",
        "\"abc\".substring(NaN, 2)", "\"abc\".substring(1, 99)", "\"abc\".slice(-2)", "\"abc\".slice(2, 1)", "\"abc\".slice(-2, -1)",
        "\"abc\".indexOf(\"\")", "\"abc\".indexOf(\"bc\")", "\"abc\".indexOf(\"x\")", "\"abc\".includes(\"\")", "\"abc\".charAt(5)",
        "\"abc\".charAt(NaN)", "\"abc\".charAt(-1)", "\"abc\".charAt(1.7)", "\"ab\".repeat(3)", "\"ab\".repeat(0)", "\"ab\".repeat(2.9)",
        // `toFixed`: the exact value, halves away from zero (`NumberFormatting`).
        "(0.5).toFixed(0)", "(2.5).toFixed(0)", "(1.005).toFixed(2)", "(1.45).toFixed(1)", "(0.125).toFixed(2)", "(-0.0001).toFixed(2)",
        "(-1.5).toFixed(0)", "(123.456).toFixed(10)", "(0).toFixed(2)", "(-0).toFixed(1)", "(8.345).toFixed(2)",
        "(0 / 0).toFixed(2)", "(9.995).toFixed(2)", "(99.5).toFixed()", "(1.23e-10).toFixed(3)", "(2.345).toFixed(2)",
        // `Array.from` (a `{ length }` read as ToLength) and `Array(n).fill(v)`.
        "Array.from({ length: 3 }, (_, i) => i * 2)", "Array.from({ length: -1 }).length", "Array.from({ length: 2.7 }).length",
        "Array.from({ length: 0 / 0 }).length", "Array.from(\"ab\")", "Array.from([1, 2], (x, i) => x * 10 + i)", "Array(3).fill(7)",
        "new Array(2).fill(\"*\").join(\"\")", "Array.from(new Set([1, 1, 2]))", "Array.from({ length: 2 })", "[1, 2.5, -0].map(String)",
        // Bitwise operators and shifts on 32-bit integers.
        "5 & 3", "5 | 3", "5 ^ 3", "1 << 31", "1 << 33", "-8 >> 1", "-8 >>> 28", "2.7 | 0", "-2.7 | 0", "4294967297 | 0", "(0 / 0) | 1",
        "3 + 4 & 6", "1 << 2 + 1",
    ]

    @Test(.enabled(if: node != nil, "needs Node (scripts/setup --test installs nodejs)"))
    func javaScriptExpressionsAgreeWithNode() throws {
        let show = "const show = (v) => typeof v === 'number' ? String(v) : v === undefined ? 'null' : JSON.stringify(v)\n"
        let script = show + Self.javaScriptExpressions.map { "console.log(show(\($0)))" }.joined(separator: "\n")
        let printed = try Tools.run(Self.node!, ["-e", script], in: RepositoryPaths.root).output.split(separator: "\n").map(String.init)
        #expect(printed.count == Self.javaScriptExpressions.count)
        for (expression, expected) in zip(Self.javaScriptExpressions, printed) {
            let value = try interpret(expression, .tsx)
            #expect((try? value.get()).map(Self.javaScriptText) == expected, "\(expression): \(value)")
        }
    }

    /// How Node's `show` prints a value: numbers as `String(n)`, the rest as JSON.
    static func javaScriptText(_ value: RValue) -> String {
        switch value {
        case let .double(number) where number.isNaN: return "NaN"
        case let .double(number) where number == number.rounded() && abs(number) < 1e21: return String(Int64(number))
        case let .double(number): return String(number)
        case let .int(number, _): return String(number)
        case let .float(number): return String(Double(number))
        case let .bool(flag): return String(flag)
        case let .string(text): return "\"\(text)\""
        case .null: return "null"
        case let .list(items): return "[" + items.map(javaScriptText).joined(separator: ",") + "]"
        case let .record(_, fields): return "{" + fields.fields.map { "\"\($0.name)\":\(javaScriptText($0.value))" }.joined(separator: ",") + "}"
        case let .reference(id): return "object#\(id)"
        }
    }

    /// `switch` with shared cases and a default, a C-style `for`, `findIndex`, as Node runs them.
    static let typeScriptBranches = """
        function grade(x: number): number {
          let total = 0
          for (let i = 0; i < x; i++) {
            total += i
          }
          switch (x % 4) {
            case 0:
            case 1:
              total += 10
              break
            case 2:
              return total * 2
            default:
              total -= 1
          }
          let i = 100
          for (let i = 0; i < 2; i++) {
            total += 0
          }
          let calls = 0
          function next() {
            calls += 1
            return calls
          }
          switch (next()) {
            case 5:
            case 6:
              total += 1000
              break
          }
          let tag = "t"
          tag += x
          return total + [5, 6, 7].findIndex((v) => v === x) + i + calls + tag.length
        }
        """

    @Test(.enabled(if: node != nil, "needs Node (scripts/setup --test installs nodejs)"))
    func typeScriptBranchesAgreeWithNode() throws {
        let inputs = Array(-2...9)
        let parsed = try SourceParser().parse(SourceFile(path: "Grade.tsx", text: Self.typeScriptBranches))
        let index = SourceIndex(parsed: parsed, path: "Grade.tsx")
        let function = try #require(index.nodes(ofKind: "function_declaration").first)
        let script = Self.strippingTypes(function) + "\nfor (const x of \(inputs)) console.log(String(grade(x)))"
        let printed = try Tools.run(Self.node!, ["-e", script], in: RepositoryPaths.root).output.split(separator: "\n").map(String.init)
        let grade = try PlatformProgram.lower(["grade"], form: .function(arguments: ["x"]), bindings: [:], in: index)
        #expect(printed.count == inputs.count)
        for (x, expected) in zip(inputs, printed) {
            #expect(try grade.run(["x": .double(Double(x))]).get().description == expected, "grade(\(x))")
        }
    }

    /// The docs' TSX controller, types stripped, run by Node on the same thread events the
    /// interpreter runs it on with the shipped rule: the unread count after every event.
    @Test(.enabled(if: node != nil, "needs Node (scripts/setup --test installs nodejs)"))
    func theDocsControllerAgreesWithNode() throws {
        let file = "uniwind/components/ui/message-scroller.tsx"
        let index = try Self.index(file)
        let classes = index.nodes(ofKind: "class_declaration").map(Self.strippingTypes).joined(separator: "\n")
        let sequences = Self.eventSequences()
        let calls = sequences.map { ThreadEvents.calls($0)! }
        let replay = calls.map { sequence in
            "[" + sequence.map { call -> String in
                switch call {
                case let .ids(ids): return "(c) => c.setKeys(\(Self.json(ids)))"
                case let .edges(_, atEnd, distance): return "(c) => c.setOffset(\(Self.offset(atEnd: atEnd, distance: distance)))"
                }
            }.joined(separator: ", ") + "]"
        }
        let script = classes + """

            for (const steps of [\(replay.joined(separator: ",\n"))]) {
              const c = new MessageScrollerController(8)
              console.log(steps.map((step) => { step(c); return c.unreadStore.getSnapshot() }).join(","))
            }
            """
        let result = try Tools.run(Self.node!, ["-e", script], in: RepositoryPaths.root)
        #expect(result.status == 0, "\(result.error)")
        let printed = result.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        #expect(printed.count == sequences.count)
        // Not a run of zeros: the controller counted unread messages.
        #expect(printed.contains { $0.split(separator: ",").contains { $0 != "0" } })

        let rules = try RulesLoader.load(files: Builtin.rules)
        let rule = try #require(rules.components.flatMap(\.algorithms).first { $0.qualifiedID == "message-scroller.unread" })
        guard case let .stateful(stateful)? = rule.programs[.uniwind] else { Issue.record("no TSX program"); return }
        let program = try PlatformProgram.lower(stateful.path, form: .stateful(stateful, events: "events"), bindings: [:], in: index)
        for (events, expected) in zip(sequences, printed) {
            let counts = try program.run(["events": .list(events.map(RValue.string))]).get()
            guard case let .list(values) = counts else { Issue.record("not a list"); continue }
            #expect(values.map(Self.javaScriptText).joined(separator: ",") == expected, "\(events)")
        }
    }

    /// The offset the rule binds for an edge (`if(atEnd, [0, THRESHOLD], (THRESHOLD, 100])`
    /// with the docs' threshold of 8), written out again here for Node.
    static func offset(atEnd: Bool, distance: Double?) -> Double {
        guard let distance else { return atEnd ? 0 : 100 }
        if atEnd { return (0...8).contains(distance) ? distance : 0 }
        return distance > 8 && distance <= 100 ? distance : 100
    }

    /// The rule's boundary sequences, some resting near the threshold, and seeded random ones.
    static func eventSequences() -> [[String]] {
        let boundary: [[String]] = [
            [], ["append 1"], ["append 1", "away", "append 2"], ["append 2", "away", "prepend 1"], ["append 1", "away", "replace 2"],
            ["append 3", "away", "append 1", "replace 0", "append 2"], ["away", "append 1", "append 1", "end", "append 1"],
            ["append 1", "end 8", "append 1"], ["append 1", "away 8.25", "append 2", "end 7.75", "append 1"],
            ["append 1", "away 8", "append 1", "end 9", "append 1"],
        ]
        var generator = InputGenerator(inputs: [AlgorithmInputSpec(name: "events", type: "events", boundary: [], range: 0...10)], seed: 11)
        let random = generator.cases(random: 150).compactMap { inputs -> [String]? in
            guard case let .list(items)? = inputs["events"] else { return nil }
            return items.compactMap { if case let .string(text) = $0 { text } else { nil } }
        }
        return boundary + random
    }

    /// TypeScript as JavaScript: type annotations, type arguments and parameters,
    /// accessibility modifiers and `readonly` removed (what `tsc` does to this code).
    static func strippingTypes(_ node: Node) -> String {
        var removed: [Range<Int>] = []
        func visit(_ node: Node) {
            if ["type_annotation", "type_arguments", "type_parameters", "accessibility_modifier", "implements_clause"].contains(node.kind)
                || (!node.isNamed && ["readonly", "override"].contains(node.kind))
            {
                removed.append(node.byteRange)
                return
            }
            node.children.forEach(visit)
        }
        visit(node)
        let bytes = Array(node.text.utf8)
        let start = node.byteRange.lowerBound
        var kept: [UInt8] = []
        for (offset, byte) in bytes.enumerated() where !removed.contains(where: { $0.contains(start + offset) }) { kept.append(byte) }
        return String(decoding: kept, as: UTF8.self)
    }

    // MARK: Kotlin

    /// Kotlin expressions whose values the semantics tests assert, with each one's type
    /// as Kotlin infers it.
    static let kotlinExpressions = [
        "(-2.5).roundToInt()", "2.5.roundToInt()", "(-2.5f).roundToInt()", "2.5f.roundToInt()", "-2.5.roundToInt()", "7 / 2", "-7 / 2",
        "-7 % 2", "2147483647 + 1", "(2.9).toInt()", "(-2.9).toInt()", "0.1f + 0.2f", "16.5f / 3f", "0.1 + 0.2", "maxOf(3, 2)",
        "5.coerceIn(0, 3)", "5.coerceAtLeast(7)", "(1.5f * 3).toInt()", "1 / 0", "floor(2.5f)", "(-0.5f).toInt()",
        "listOf(1, 2, 1).indexOfLast { it == 1 }", "listOf(3, 4).asReversed()", "listOf(1, 2).map { it * 2 }.lastOrNull()",
        "if (3 > 2) \"y\" else \"n\"", "\"a${1 + 1}b\"", "(16.dp - 4.dp) / 16.dp", "listOf(7).map { \"n=$it!\" }",
        "maxOf(0.0 / 0.0, 1.0)", "maxOf(1.0, 0.0 / 0.0)", "minOf(0f / 0f, 1f)", "maxOf(-0.0, 0.0)", "maxOf(0.0, -0.0)", "minOf(0.0, -0.0)",
        "minOf(-0f, 0f)", "maxOf(2, 2)", "(0.0 / 0.0).coerceIn(0.0, 1.0)", "(0f / 0f).coerceAtLeast(1f)", "(-0.5).coerceAtMost(-0.0)",
        "(0.0 / 0.0).toInt()", "1e10.toInt()", "(-1e10).toInt()", "1e10.roundToInt()", "(0.0 / 0.0).roundToInt()", "-2147483647 - 1 - 1",
        "(-2147483647 - 1) / -1",
        "listOf(1, 2, 3).indexOfFirst { it > 1 }", "listOf(1, 2, 3).first { it > 1 }", "listOf(1, 2).first { it > 5 }",
        "listOf(3, 1, 2).sorted()", "listOf(3, 1, 2).sortedBy { -it }", "(0 until 3).map { it * 2 }", "List(3) { it * it }",
        "listOf(1, 2, 1).lastIndexOf(1)", "listOf(3, 4).withIndex().map { it.index + it.value }", "listOf(1, 2).firstOrNull { it > 5 } ?: -1",
        "listOf(1, 2, 3).filter { it != 2 }", "listOf(\"b\", \"a\").sorted()", "1 + listOf(2, 3).size",
        "(1 until 0).map { it }", "(3..1).map { it }", "\"x${1.0}|${0.0 / 0.0}|${2.5f}|${null}\"",
        // Long: 64 bits, wrapping; literals beyond Int are Long; shifts mask their count.
        "9223372036854775807L + 1L", "5L * 1_000L", "3000000000 + 1", "3 + 4L", "7L / 2L", "-7L % 2L", "minOf(8_000L, 500L * 32)",
        "1L shl 40", "1 shl 33", "-8L shr 1", "1L shl 64", "5000000000L.toInt()", "2.5e19.toLong()", "(0.0 / 0.0).toLong()",
        "(-2.9).toLong()", "3.toLong() * 2147483647", "(2147483647 + 1).toLong()",
        // Bitwise and logical infix functions.
        "6 and 3", "6 or 3", "6 xor 3", "-8 ushr 28", "-8L ushr 60", "-8 shr 1 and 0xFF", "true and false", "true xor true", "false or true",
        "(5 and 1) == 1",
        // Comparators, extremes by a key, copies and `distinct` (by `equals`: NaN is NaN, -0.0 is not 0.0).
        "listOf(\"#\", \"b\", \"a\").sortedWith(compareBy({ it == \"#\" }, { it }))", "listOf(3, 1, 2).sortedWith(compareByDescending<Int> { it % 2 }.thenBy { it })",
        "listOf(\"b\", \"a\", \"c\").sortedDescending()", "listOf(\"bb\", \"a\", \"cc\").maxBy { it.length }", "listOf(3, 1).toList()",
        "listOf(0.0, -0.0, 0.0 / 0.0, 0.0 / 0.0, 1.0).distinct().joinToString(\"|\")",
        // String functions (`StringFunctions`): UTF-16 units, Kotlin's `isWhitespace`; a Char argument.
        "\"abc\".split(\"\")", "\"a,,b\".split(\",\")", "\"\".split(\",\").size", "\"a b\".split(' ')", "\"a--b--\".split(\"--\")",
        "\" \\u00a0x\\u2007\\u0085\\u001c \".trim().length", "\"\\ufeffx\\u180e\".trim().length", "\" \\u2028x\\n\".trimStart().length",
        "\" x\\t\".trimEnd().length", "\"ab\".replace(\"\", \"-\")", "\"\".replace(\"\", \"-\")", "\"aaa\".replace(\"aa\", \"b\")",
        "\"a.b\".replace('.', '-')", "\"x\".padStart(3, '0')", "\"abc\".padStart(2)", "\"x\".padEnd(3).length", "7.toString().padStart(2, '0')",
        "\"x\".padStart(-1)", "\"abc\".substring(1, 2)", "\"abc\".substring(3).length", "\"abc\".substring(2, 1)", "\"abc\".substring(1, 4)",
        "\"abc\".indexOf(\"\")", "\"abc\".indexOf(\"bc\")", "\"abc\".indexOf('x')", "\"abc\".contains(\"\")", "\"abc\".contains('c')",
        "\"ab\".repeat(3)", "\"ab\".repeat(-1)", "\" \\t\".isBlank()", "\"\".isBlank()", "\"\\u00a0\".isBlank()", "\"\\ufeff\".isNotBlank()",
        "\"\".isEmpty()", "\"a\".isNotEmpty()", "\"abc\".reversed()", "\"a😀b\".reversed().length",
        // `sum()` (an Int's wrapping; an Int range's zero), `average()`, `in`, three-value extremes.
        "(1..4).sum()", "(1..0).sum()", "(0 until 0).sum()", "listOf(2147483647, 1).sum()", "listOf(1.5, 2.0).sum()", "listOf(1, 2).average()",
        "3 in 1..5", "5 !in 0 until 5", "2 in listOf(1, 2)", "\"b\" in \"abc\"", "maxOf(1, 3, 2)", "minOf(2.5, -1.0, 0.0)",
        // Pairs: `to`, `Pair`, `zip` with and without a transform.
        "(1 to \"a\").second", "Pair(3, 4).first", "listOf(1, 2, 3).zip(listOf(4, 5)).map { it.first * it.second }",
        "listOf(1, 2).zip(listOf(3, 4)) { a, b -> a + b }",
    ]

    /// The docs' `displayItems`, capacity expression and jump-target expression, compiled
    /// by kotlinc and run on the inputs the interpreter runs them on.
    @Test(.enabled(if: kotlinc != nil, "needs kotlinc (scripts/setup --test installs Debian's kotlin)"))
    func theDocsKotlinAgreesWithKotlinc() throws {
        let file = "kotlin/interactions/SectionIndex.kt"
        let index = try Self.index(file)
        let source = { (path: [String]) throws -> Node in try #require(index.declarationNodes(endingWith: path).first?.node) }
        let value = { (path: [String]) throws -> String in try #require(index.declarationNodes(endingWith: path).first?.value?.text) }

        let heights = [-50, -1, 0, 0.5, 1, 15, 15.999, 16, 17, 31.5, 32, 33, 447, 448, 449, 1000, 123.456]
        let lettersAndCapacities = [0, 1, 2, 3, 5, 26, 27].flatMap { count in [-1, 0, 1, 2, 3, 4, 5, 6, 7, 12, 25, 26, 27, 28].map { (count, $0) } }
        let alphabet = (65...90).map { String(UnicodeScalar($0)!) } + ["#"]
        let sectionSets = [["A"], ["A", "C"], ["B", "Z"], ["#"], alphabet]

        var calls: [String] = Self.kotlinExpressions
        calls += heights.map { "capacity(\($0)f)" }
        calls += lettersAndCapacities.map { "displayItems(\(Self.kotlinList(Array(alphabet.prefix($0.0)))), \($0.1))" }
        calls += sectionSets.flatMap { sections in (-1...27).map { "target(\(Self.kotlinList(sections)).map { Section(it) }, letters, \($0))" } }
        calls += Self.branchInputs.map { "grade(\($0))" }
        let program = """
            import kotlin.math.floor
            import kotlin.math.roundToInt

            val Int.dp: Float get() = toFloat()
            object constraints { val hasBoundedHeight = true }
            data class Section(val value: String)
            val letters = \(Self.kotlinList(alphabet))
            \(try source(["RowHeight"]).text)
            \(try source(["displayItems"]).text)
            fun capacity(available: Float): Int { val letters = emptyList<String>(); return \(try value(["SectionIndexBar", "capacity"])) }
            fun target(sections: List<Section>, letters: List<String>, position: Int): Int = \(try value(["SectionIndex", "target"]))
            \(Self.kotlinBranches)
            fun show(block: () -> Any?): String = try {
                when (val v = block()) {
                    is Float -> v.toDouble().toString()
                    is List<*> -> "[" + v.joinToString(",") + "]"
                    else -> v.toString()
                }
            } catch (e: Throwable) { "crash" }
            fun main() {
            \(calls.map { "    println(show { \($0) })" }.joined(separator: "\n"))
            }
            """
        let printed = try Self.runKotlin(program)
        #expect(printed.count == calls.count)
        guard printed.count == calls.count else { return }
        var expected = printed[...]

        for expression in Self.kotlinExpressions {
            Self.expectSame(try interpret(expression, .kotlin), expected.removeFirst(), expression)
        }
        let capacity = try PlatformProgram.lower(
            ["SectionIndexBar", "capacity"], form: .expression, bindings: ["available": "float(height)", "constraints.hasBoundedHeight": "true"],
            in: index)
        for height in heights { Self.expectSame(capacity.run(["height": .double(height)]), expected.removeFirst(), "capacity(\(height))") }
        let display = try PlatformProgram.lower(["displayItems"], form: .function(arguments: ["letters", "capacity"]), bindings: [:], in: index)
        for (count, slots) in lettersAndCapacities {
            let inputs: [String: RValue] = ["letters": .list(alphabet.prefix(count).map(RValue.string)), "capacity": .int(Int64(slots), bits: 64)]
            Self.expectSame(display.run(inputs), expected.removeFirst(), "displayItems(\(count) letters, \(slots))")
        }
        let target = try PlatformProgram.lower(
            ["SectionIndex", "target"], form: .expression,
            bindings: ["position": "index", "sections": "records(sections, value)", "letters": "letters"], in: index)
        for sections in sectionSets {
            for position in -1...27 {
                let inputs: [String: RValue] = [
                    "index": .int(Int64(position), bits: 64), "sections": .list(sections.map(RValue.string)),
                    "letters": .list(alphabet.map(RValue.string)),
                ]
                Self.expectSame(target.run(inputs), expected.removeFirst(), "target(\(sections), \(position))")
            }
        }
        let branches = try SourceParser().parse(SourceFile(path: "Grade.kt", text: Self.kotlinBranches))
        let grade = try PlatformProgram.lower(["grade"], form: .function(arguments: ["x"]), bindings: [:], in: SourceIndex(parsed: branches, path: "Grade.kt"))
        for x in Self.branchInputs { Self.expectSame(grade.run(["x": .int(Int64(x), bits: 64)]), expected.removeFirst(), "grade(\(x))") }
    }

    /// `when` with and without a subject, as a value and as statements.
    static let kotlinBranches = """
        fun grade(x: Int): Int {
            val a = when (x) {
                0, 1 -> 10
                in 2..4 -> 20
                !in -1..6 -> 25
                else -> 30
            }
            var b = 0
            when {
                x > 3 -> b = 1
                x < 0 -> { b = 2; return a + 100 }
                else -> b = 3
            }
            return a + b
        }
        """
    static let branchInputs = Array(-3...8)

    /// Compiles and runs a Kotlin program; its output lines.
    static func runKotlin(_ program: String) throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("uim-parity-kotlin-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try program.write(to: folder.appendingPathComponent("Check.kt"), atomically: true, encoding: .utf8)
        let compiled = try Tools.run(kotlinc!, ["Check.kt", "-include-runtime", "-nowarn", "-d", "check.jar"], in: folder)
        #expect(compiled.status == 0, "\(compiled.error)")
        let run = try Tools.run("java", ["-jar", "check.jar"], in: folder)
        #expect(run.status == 0, "\(run.error)")
        return run.output.split(separator: "\n").map(String.init)
    }

    /// The interpreter's result against kotlinc's printed one: numbers by value, lists
    /// item by item, a crash against "crash".
    static func expectSame(_ result: Result<RValue, RuntimeFailure>, _ printed: String, _ what: String) {
        guard case let .success(value) = result else {
            #expect(printed == "crash", "\(what): interpreter \(result), kotlinc \(printed)")
            return
        }
        #expect(kotlinText(value) == printed || sameNumber(value, printed), "\(what): interpreter \(value), kotlinc \(printed)")
    }

    /// Numbers by value, NaN as NaN and -0 apart from +0.
    private static func sameNumber(_ value: RValue, _ printed: String) -> Bool {
        guard let number = value.asDouble, let other = Double(printed) else { return false }
        return number.isNaN && other.isNaN || (number == other && number.sign == other.sign)
    }

    private static func kotlinText(_ value: RValue) -> String {
        switch value {
        case let .string(text): return text
        case let .list(items): return "[" + items.map(kotlinText).joined(separator: ",") + "]"
        case let .float(number): return String(Double(number))
        default: return value.description
        }
    }

    static func kotlinList(_ strings: [String]) -> String {
        "listOf<String>(" + strings.map { "\"\($0)\"" }.joined(separator: ", ") + ")"
    }

    static func json(_ strings: [String]) -> String {
        "[" + strings.map { "\"\($0)\"" }.joined(separator: ",") + "]"
    }
}
