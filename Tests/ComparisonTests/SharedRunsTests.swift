@testable import Algorithms
import BuiltinData
import Extraction
import Foundation
import Model
import Parsing
import Rules
import TestSupport
import Testing

@testable import Comparison

/// A flavor's copy of a function further down its file (StyleSheet's, below its styles)
/// makes the runs the first copy made, at other sites: it takes them, each trace put at
/// its own sites, and its verdict is the one running them would give.
@Suite struct SharedRunsTests {
    static let source = """
        let limit = 2.0
        func clamp(x: Double) -> Double {
            if x > limit {
                return limit
            }
            return x < 0 ? 0 : x
        }
        """

    /// `source` three lines down, or with `edit` applied.
    static func program(shift: Int = 0, _ edit: (String) -> String = { $0 }) throws -> PlatformProgram {
        let text = String(repeating: "\n", count: shift) + edit(source)
        let parsed = try SourceParser().parse(SourceFile(path: "Clamp.swift", text: text))
        return try PlatformProgram.lower(
            ["clamp"], form: .function(arguments: ["x"]), bindings: [:], in: SourceIndex(parsed: parsed, path: "Clamp.swift"))
    }

    /// A loop's body weighs more than the same statements run once, a nested loop's more
    /// again: what orders the checks, costliest first.
    @Test func codeALoopRepeatsIsEstimatedToCostMore() throws {
        func cost(_ body: String) throws -> Int {
            let text = "func f(x: Double) -> Double {\n    var y = x\n\(body)\n    return y\n}\n"
            let parsed = try SourceParser().parse(SourceFile(path: "F.swift", text: text))
            return try PlatformProgram.lower(["f"], form: .function(arguments: ["x"]), bindings: [:], in: SourceIndex(parsed: parsed, path: "F.swift"))
                .estimatedCost
        }
        let once = try cost("    y = y * 2 + 1")
        let looped = try cost("    for _ in 0..<3 { y = y * 2 + 1 }")
        let nested = try cost("    for _ in 0..<3 { for _ in 0..<3 { y = y * 2 + 1 } }")
        #expect(once < looped)
        #expect(looped < nested)
        #expect(looped > 4 * once)
    }

    @Test func aCopyFurtherDownHasTheSameShapeAndItsSitesPairUp() throws {
        let map = try #require(ProgramShape(of: try Self.program()).siteMap(to: ProgramShape(of: try Self.program(shift: 3))))
        #expect(map.count >= 3)
        for (site, moved) in map {
            #expect(moved.line == site.line + 3)
            #expect(moved.column == site.column)
            #expect(moved.text == site.text)
        }
    }

    @Test(arguments: [
        ("x > limit", "x >= limit"),  // an operator
        ("let limit = 2.0", "let limit = 3.0"),  // a constant of the file
        ("return limit", "return (limit)"),  // the same value, another text at a site
    ])
    func anotherProgramIsAnotherShape(change: (String, String)) throws {
        let changed = try Self.program(shift: 3) { $0.replacingOccurrences(of: change.0, with: change.1) }
        #expect(ProgramShape(of: try Self.program()).siteMap(to: ProgramShape(of: changed)) == nil)
    }

    @Test func aConstantOfMinusZeroIsNotZero() throws {
        // `==` takes -0 for 0; `1 / limit` tells them apart.
        let zero = try Self.program { $0.replacingOccurrences(of: "2.0", with: "0.0") }
        let minusZero = try Self.program(shift: 3) { $0.replacingOccurrences(of: "2.0", with: "-0.0") }
        let same = try Self.program(shift: 3) { $0.replacingOccurrences(of: "2.0", with: "0.0") }
        #expect(ProgramShape(of: zero).siteMap(to: ProgramShape(of: same)) != nil)
        #expect(ProgramShape(of: zero).siteMap(to: ProgramShape(of: minusZero)) == nil)
    }

    /// A constant the code names that does not lower is why a read of it fails, each
    /// file's own: the reason is the report's, not the shape's, so a copy further down
    /// (the reason's line moves) still shares the runs, and says its own line.
    @Test func whyAConstantIsMissingIsNotInTheShape() throws {
        let missing = { (shift: Int) in
            try Self.program(shift: shift) {
                $0.replacingOccurrences(of: "let limit = 2.0", with: "let limit = 2.0\nlet far = " + Array(repeating: "1", count: 300).joined(separator: " + "))
                    .replacingOccurrences(of: "return x < 0 ? 0 : x", with: "return x < 0 ? far : x")
            }
        }
        let (first, moved) = (try missing(0), try missing(3))
        #expect(ProgramShape(of: first).siteMap(to: ProgramShape(of: moved)) != nil)
        guard case let .failure(failure) = first.runCountingSteps(["x": .double(-1)]).result else {
            Issue.record("a read of 'far' fails")
            return
        }
        #expect(failure.message == "not analyzable: unbound name 'far'")
        #expect(first.explained(failure).message == "not analyzable: the constant 'far' (line 2): code nested deeper than 200 levels")
        #expect(moved.explained(failure).message == "not analyzable: the constant 'far' (line 5): code nested deeper than 200 levels")
    }

    /// What the shape writes by hand: a field added to one of these must be written too
    /// (a site's and a construct's positions are left out on purpose).
    @Test func theShapeWritesEveryFieldOfTheCode() {
        let closure = Closure(parameters: [], body: [])
        #expect(Mirror(reflecting: closure).children.map(\.label) == ["signature", "code"])
        #expect(Mirror(reflecting: closure.signature).children.map(\.label) == ["parameters", "labels", "defaults"])
        // Compiled code is written by its IR: the rest is made from it.
        #expect(Mirror(reflecting: closure.code).children.map(\.label) == ["statements", "code", "bindsNames", "value"])
        #expect(Mirror(reflecting: CompiledExpression(.name("x"))).children.map(\.label) == ["expression", "run"])
        #expect(Mirror(reflecting: Argument(label: nil, value: .name("x"))).children.map(\.label) == ["label", "value"])
        #expect(Mirror(reflecting: Site(line: 1, column: 1, text: "x")).children.map(\.label) == ["line", "column", "endLine", "text"])
        #expect(Mirror(reflecting: NotAnalyzable(construct: "x", line: 1)).children.map(\.label) == ["construct", "line", "column"])
    }

    @Test func textsThatDifferOnlyInNormalizationAreOtherShapes() throws {
        // "é" as one code point and as two: equal `String`s, of other lengths at run time.
        func naming(_ letter: String) throws -> PlatformProgram {
            try Self.program {
                $0.replacingOccurrences(of: "let limit = 2.0", with: "let limit = 2.0\nlet name = \"\(letter)\"")
                    .replacingOccurrences(of: "if x > limit {", with: "if x > limit && name != \"\" {")
            }
        }
        let composed = try naming("\u{E9}")
        #expect(ProgramShape(of: composed).siteMap(to: ProgramShape(of: try naming("\u{E9}"))) != nil)
        #expect(ProgramShape(of: composed).siteMap(to: ProgramShape(of: try naming("e\u{301}"))) == nil)
    }

    /// The reference's StyleSheet copy of the Message Scroller's unread tracker sits lower
    /// in its file than the Uniwind copy: a stateful program, its types and event code
    /// written through `Mirror`. A one-character change to the copy is another shape.
    @Test func theReferenceStyleSheetCopyHasTheUniwindShape() throws {
        let rules = try RulesLoader.load(files: Builtin.rules)
        let rule = try #require(rules.components.flatMap(\.algorithms).first { $0.qualifiedID == "message-scroller.unread" })
        func lowered(_ platform: Platform, _ path: String, _ edit: (String) -> String = { $0 }) throws -> PlatformProgram {
            let text = edit(try String(contentsOf: RepositoryPaths.reference.appendingPathComponent(path), encoding: .utf8))
            let parsed = try SourceParser().parse(SourceFile(path: path, text: text))
            return try PlatformProgram.lower(try #require(rule.programs[platform]), of: rule, in: SourceIndex(parsed: parsed, path: path))
        }
        let uniwind = ProgramShape(of: try lowered(.uniwind, "uniwind/components/ui/message-scroller.tsx"))
        let copy = "stylesheet/components/ui/message-scroller.tsx"
        let map = try #require(uniwind.siteMap(to: ProgramShape(of: try lowered(.stylesheet, copy))))
        #expect(map.count > 20)
        #expect(map.allSatisfy { $0.key.line < $0.value.line && $0.key.text == $0.value.text })
        let changed = try lowered(.stylesheet, copy) { $0.replacingOccurrences(of: "this.offset <= this.threshold", with: "this.offset < this.threshold") }
        #expect(uniwind.siteMap(to: ProgramShape(of: changed)) == nil)
    }

    /// Runs `program` traced, as a check does, through `access` (directly for nil).
    static func traced(
        _ program: PlatformProgram, _ x: Double, flipping site: Site? = nil, through access: SharedRuns.Access? = nil,
        making: () -> Void = {}
    ) -> (run: RunMemo.Run, trace: Trace) {
        let trace = Trace(flipping: site, recordsValues: true, recordsBoundaries: true)
        let inputs: [String: RValue] = ["x": .double(x)]
        guard let access else { return (program.runCountingSteps(inputs, trace: trace), trace) }
        let run = access.run(inputs, trace) {
            making()
            return program.runCountingSteps(inputs, trace: trace)
        }
        return (run, trace)
    }

    @Test(arguments: [5.0, 1.0, -1.0])
    func aTakenRunIsTheCopysOwnRun(x: Double) throws {
        let (first, copy) = (try Self.program(), try Self.program(shift: 3))
        let map = try #require(ProgramShape(of: first).siteMap(to: ProgramShape(of: copy)))
        let runs = SharedRuns()
        let leader = SharedRuns.Access(runs: runs, mapping: nil)
        let member = SharedRuns.Access(runs: runs, mapping: map)
        let branch = try #require(first.branchPoints.min()).site
        for flipped in [nil, branch] {
            _ = Self.traced(first, x, flipping: flipped, through: leader)
            var madeAgain = false
            let taken = Self.traced(copy, x, flipping: flipped.map { map[$0]! }, through: member) { madeAgain = true }
            let own = Self.traced(copy, x, flipping: flipped.map { map[$0]! })
            #expect(!madeAgain)
            #expect(try taken.run.result.get() == own.run.result.get())
            #expect(taken.run.steps == own.run.steps)
            #expect(taken.trace.firstVisits == own.trace.firstVisits)
            #expect(taken.trace.outcomes == own.trace.outcomes)
            #expect(taken.trace.decisions == own.trace.decisions)
            #expect(taken.trace.boundaries == own.trace.boundaries)
            #expect(taken.trace.agreeingSites(with: own.trace) == own.trace.agreeingSites(with: own.trace))
            #expect(taken.trace.sites.allSatisfy { $0.line > 3 })
        }
    }

    @Test func aFailureThatIsNotATrapIsMadeByEachCopy() throws {
        let runs = SharedRuns()
        let leader = SharedRuns.Access(runs: runs, mapping: nil)
        let inputs: [String: RValue] = ["x": .double(1)]
        var made = 0
        for failure in [RuntimeFailure(message: "not analyzable: a construct (line 3)"), RuntimeFailure.trap("index out of range")] {
            made = 0
            for _ in 0..<2 {
                _ = leader.run(inputs, Trace()) {
                    made += 1
                    return (.failure(failure), 1)
                }
            }
            #expect(made == (failure.isTrap ? 1 : 2))
        }
    }
}
