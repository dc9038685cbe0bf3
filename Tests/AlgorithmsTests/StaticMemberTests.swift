import Extraction
import Parsing
import Testing

@testable import Algorithms

/// A type's static constants and functions read through the type (`Self.rowHeight`,
/// `Math.capacity(h)`), as code inside and outside the type writes them: each was an
/// unbound name, so an everyday rewrite made the algorithm not analyzable.
@Suite struct StaticMemberTests {
    /// Lowers `path` of `text` as a function of `arguments` and runs it.
    private func run(
        _ text: String, _ path: [String], file: String, arguments: [String], _ inputs: [String: RValue], bindings: [String: String] = [:]
    ) throws -> RValue {
        let parsed = try SourceParser().parse(SourceFile(path: file, text: text))
        let program = try PlatformProgram.lower(
            path, form: .function(arguments: arguments), bindings: bindings, in: SourceIndex(parsed: parsed, path: file))
        return try program.run(inputs).get()
    }

    private let height: [String: RValue] = ["h": .double(100)]

    @Test func swiftSelfNamesTheEnclosingTypeForConstantsAndFunctions() throws {
        let source = """
            enum Math {
                static let rowHeight: Double = 16
                static func unit() -> Double { Self.rowHeight + 4 }
                static func capacity(h: Double) -> Double { (h - Self.rowHeight) / Self.unit() + Math.unit() }
            }
            """
        // (100 - 16) / 20 + 20
        #expect(try run(source, ["Math", "capacity"], file: "M.swift", arguments: ["h"], height) == .double(24.2))
    }

    /// In an extension, `Self` is the extended type; in a nested type, the innermost.
    @Test func swiftSelfInAnExtensionAndANestedType() throws {
        let source = """
            enum Outer {
                static let size: Double = 1
                enum Inner {
                    static let size: Double = 2
                    static func f(h: Double) -> Double { h * Self.size }
                }
            }
            extension Outer { static func g(h: Double) -> Double { h + Self.size } }
            """
        #expect(try run(source, ["Inner", "f"], file: "N.swift", arguments: ["h"], height) == .double(200))
        #expect(try run(source, ["Outer", "g"], file: "N.swift", arguments: ["h"], height) == .double(101))
    }

    /// Two types with a constant of one name: the type names which, where the bare name
    /// (the first in the file) cannot.
    @Test func aTypesConstantIsReadByItsTypeWhereAnotherTypeSharesItsName() throws {
        let source = """
            enum A { static let unit: Double = 2 }
            enum B {
                static let unit: Double = 5
                static func f(h: Double) -> Double { h * Self.unit + A.unit }
            }
            """
        #expect(try run(source, ["B", "f"], file: "AB.swift", arguments: ["h"], height) == .double(502))
    }

    /// A constant of a nested type, read through its whole path (an extension's nested
    /// enum too): `Toast` had been an unbound name. Two types nesting a `Metrics` each are
    /// told apart by the path, where `Metrics.duration` alone took the first.
    @Test func aNestedTypesConstantIsReadByItsWholePath() throws {
        let source = """
            struct Banner {
                enum Metrics { static let duration: Double = 2 }
            }
            struct Toast {}
            private extension Toast {
                enum Metrics { static let duration: Double = 3.5 }
            }
            func seconds(h: Double) -> Double { h + Toast.Metrics.duration * 10 + Banner.Metrics.duration }
            """
        #expect(try run(source, ["seconds"], file: "T.swift", arguments: ["h"], height) == .double(137))
        // Where the whole path is no constant of the file, another type's `Metrics.step`
        // (or a top-level one) is not read in its place: it had passed as parity.
        for other in ["enum Banner { enum Metrics { static let step = 100.0 } }", "enum Metrics { static let step = 100.0 }"] {
            let unread = """
                enum Toast { enum Metrics { static let step = Double(ProcessInfo.processInfo.activeProcessorCount) } }
                \(other)
                func delay(h: Double) -> Double { h * Toast.Metrics.step }
                """
            #expect(throws: RuntimeFailure.self) { try run(unread, ["delay"], file: "D.swift", arguments: ["h"], height) }
        }
    }

    @Test func kotlinObjectFunctionsAndConstants() throws {
        let source = """
            object BadgeMath {
                private const val CAP = 99
                fun cap(): Int = CAP
                fun label(count: Int): String = if (count > BadgeMath.cap()) "${BadgeMath.cap()}+" else "$count"
            }
            """
        let label = { (count: Int64) in try self.run(source, ["BadgeMath", "label"], file: "B.kt", arguments: ["count"], ["count": .int(count, bits: 32)]) }
        #expect(try label(100) == .string("99+"))
        #expect(try label(99) == .string("99"))
    }

    /// A TypeScript class's static method and static field, through the class; a bare
    /// name does not read the static field (it is no variable of the module).
    @Test func typeScriptStaticMethodsAndFields() throws {
        let source = """
            class BadgeMath {
              static CAP = 99
              static cap(): number { return BadgeMath.CAP }
            }
            function label(count: number): string { return count > BadgeMath.cap() ? "99+" : `${count}` }
            function bare(count: number): number { return count + CAP }
            """
        let run = { (path: String, count: Double) in try self.run(source, [path], file: "b.tsx", arguments: ["count"], ["count": .double(count)]) }
        #expect(try run("label", 100) == .string("99+"))
        #expect(try run("label", 99) == .string("99"))
        #expect(throws: RuntimeFailure.self) { try run("bare", 1) }
    }

    /// A rule's binding of a name replaces the constant read through its type too: the
    /// code reads one value however it writes the name.
    @Test func aBindingReplacesTheConstantByItsTypesNameToo() throws {
        let source = """
            enum Math {
                static let letters = ["A", "B"]
                static func count() -> Int { Self.letters.count + Math.letters.count + letters.count }
            }
            """
        let parsed = try SourceParser().parse(SourceFile(path: "L.swift", text: source))
        let program = try PlatformProgram.lower(
            ["Math", "count"], form: .function(arguments: []), bindings: ["letters": "letters"], in: SourceIndex(parsed: parsed, path: "L.swift"))
        let letters = RValue.list(["A", "B", "C"].map(RValue.string))
        #expect(try program.run(["letters": letters]).get() == .int(9, bits: 64))
    }

    /// A constant that does not lower or evaluate is left out of the run; a read of it
    /// says why, where it said "unbound name".
    @Test func aReadOfAConstantThatDidNotLowerSaysWhy() throws {
        let sum = "val LIMIT = " + Array(repeating: "1", count: 300).joined(separator: " + ")
        let source = sum + "\nval FIRST = listOf<Int>().first()\nfun f(h: Double): Double = h + LIMIT\nfun g(h: Double): Double = h + FIRST\nfun k(h: Double): Double = h + NOWHERE\n"
        let failure = { (function: String) in
            #expect(throws: RuntimeFailure.self) { try run(source, [function], file: "L.kt", arguments: ["h"], height) }
        }
        #expect(failure("f")?.message == "not analyzable: the constant 'LIMIT' (line 1): code nested deeper than 200 levels")
        #expect(failure("g")?.message == "not analyzable: the constant 'FIRST' (line 2): NoSuchElementException: List is empty.")
        #expect(failure("k")?.message == "not analyzable: unbound name 'NOWHERE'")
        // A constant made of a missing one says that one's reason.
        let chained = source + "val AFTER = LIMIT + 1\nfun m(h: Double): Double = h + AFTER\n"
        let chainedFailure = #expect(throws: RuntimeFailure.self) { try run(chained, ["m"], file: "L.kt", arguments: ["h"], height) }
        #expect(chainedFailure?.message == "not analyzable: the constant 'AFTER' (line 6): the constant 'LIMIT' (line 1): code nested deeper than 200 levels")
    }

    /// The function a program is calls itself by name: the call had been unbound, and
    /// the program "not analyzable: call of depth" on every platform. Recursion deeper
    /// than the interpreter's limit is not analyzable, as it says.
    @Test func aFunctionCallsItselfByName() throws {
        let sources = [
            ("R.swift", "func depth(n: Int) -> Int { n <= 0 ? 0 : 1 + depth(n: n - 1) }", RValue.int(5, bits: 64)),
            ("R.kt", "fun depth(n: Int): Int = if (n <= 0) 0 else 1 + depth(n - 1)", RValue.int(5, bits: 32)),
            ("r.tsx", "function depth(n: number): number { return n <= 0 ? 0 : 1 + depth(n - 1) }", RValue.double(5)),
        ]
        for (file, source, five) in sources {
            let n = { (value: Int64) in file.hasSuffix(".tsx") ? RValue.double(Double(value)) : .int(value, bits: file.hasSuffix(".kt") ? 32 : 64) }
            #expect(try run(source, ["depth"], file: file, arguments: ["n"], ["n": n(5)]) == five)
            let tooDeep = #expect(throws: RuntimeFailure.self) { try run(source, ["depth"], file: file, arguments: ["n"], ["n": n(500)]) }
            #expect(tooDeep?.message == "not analyzable: recursion limit")
        }
    }
}
