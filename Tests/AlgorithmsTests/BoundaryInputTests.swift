import Testing

@testable import Algorithms

/// Boundary inputs from the code's own comparisons: the trace notes the numbers the code
/// compares its inputs' values with, the generator tries them and their neighbours, and
/// an interval binding maps an edge event's distance to the platform's offset.
@Suite struct BoundaryInputTests {
    private let atEndOffset = "if(atEnd, [0, THRESHOLD], (THRESHOLD, 100])"
    private let constants: [String: RValue] = ["THRESHOLD": .double(8)]

    private func offset(atEnd: Bool, distance: Double?) throws -> RValue {
        let inputs: [String: RValue] = ["atEnd": .bool(atEnd), ThreadEvents.distance: distance.map(RValue.double) ?? .null]
        return try Binding.parse(atEndOffset).value(inputs, .javascript, constants: constants)
    }

    @Test func anIntervalBindsTheEventsDistanceWhenItHoldsIt() throws {
        #expect(try offset(atEnd: true, distance: 8) == .double(8))
        #expect(try offset(atEnd: true, distance: 7.75) == .double(7.75))
        #expect(try offset(atEnd: false, distance: 8.25) == .double(8.25))
    }

    /// Outside its side's interval (or without a distance) the side's own value is bound:
    /// the closed lower bound, else the closed upper one.
    @Test func anIntervalFallsBackToItsClosedBound() throws {
        #expect(try offset(atEnd: true, distance: nil) == .double(0))
        #expect(try offset(atEnd: true, distance: 8.25) == .double(0))
        #expect(try offset(atEnd: false, distance: 8) == .double(100))
        #expect(try offset(atEnd: false, distance: nil) == .double(100))
        let open = try Binding.parse("if(atEnd, (0, 10), 1)").value(["atEnd": .bool(true)], .javascript)
        #expect(open == .double(5))
    }

    @Test func aPlainBranchStillBindsItsValue() throws {
        let binding = try Binding.parse("if(atEnd, 0, 100)")
        #expect(try binding.value(["atEnd": .bool(false), ThreadEvents.distance: .double(3)], .javascript) == .double(100))
    }

    /// Bounds that are constants are read in the platform's file: an interval they leave
    /// empty is a run's failure (numbers are checked when the rules load: `BindingSyntaxTests`).
    @Test func anIntervalItsConstantsLeaveEmptyIsARuntimeFailure() throws {
        let binding = try Binding.parse("if(atEnd, [LIMIT, 0], 100)")
        let failure = #expect(throws: RuntimeFailure.self) { try binding.value(["atEnd": .bool(true)], .javascript, constants: ["LIMIT": .double(8)]) }
        #expect(failure?.message == "an interval from 'LIMIT' (8.0) to '0' (0.0) holds no number")
        #expect(try binding.value(["atEnd": .bool(true)], .javascript, constants: ["LIMIT": .double(0)]) == .double(0))
    }

    @Test func aBoundThatIsNoConstantIsARuntimeFailure() throws {
        let binding = try Binding.parse("if(atEnd, [0, LIMIT], 100)")
        #expect(throws: RuntimeFailure.self) { try binding.value(["atEnd": .bool(true)], .javascript) }
    }

    /// `offset <= threshold` with the offset bound from an input: 8 is the input's
    /// boundary; 0 and ±1 are compared with everywhere and identify nothing.
    @Test func theTraceNotesWhatTheCodeComparesABoundValueWith() throws {
        let trace = Trace(recordsBoundaries: true)
        let interpreter = Interpreter(semantics: .javascript)
        interpreter.trace = trace
        let offset = try Binding.parse("offset").value(["offset": .double(100)], .javascript, trace: trace)
        let zero = try Binding.parse("count").value(["count": .double(0)], .javascript, trace: trace)
        let condition = Expr.binary(
            "&&", .binary("<=", .name("offset"), .literal(.double(8))), .binary("<", .name("count"), .literal(.double(3))))
        _ = try interpreter.evaluate(condition, bindings: ["offset": offset, "count": zero])
        #expect(trace.boundaries == ["offset": [8: 1]])
        // Without recording, nothing is kept.
        let silent = Trace()
        _ = try Binding.parse("offset").value(["offset": .double(100)], .javascript, trace: silent)
        #expect(silent.boundaries.isEmpty)
    }

    /// A progress from 0 to 1 compared with 0.9: the value is bound (only 0 and ±1 are
    /// left out, once every number up to 1 was), and 0.9, off the quarters, is tried on a
    /// grid fine enough to fall on either side of it (`>= 0.9` for `>= 1` passed).
    @Test func aThresholdBetweenQuartersIsTriedOnAFinerGrid() throws {
        let trace = Trace(recordsBoundaries: true)
        let interpreter = Interpreter(semantics: .kotlin)
        interpreter.trace = trace
        let progress = try Binding.parse("progress").value(["progress": .double(0.5)], .kotlin, trace: trace)
        _ = try interpreter.evaluate(.binary(">=", .name("progress"), .literal(.double(0.9))), bindings: ["progress": progress])
        #expect(trace.boundaries == ["progress": [0.9: 1]])
        let generator = InputGenerator(inputs: [
            AlgorithmInputSpec(name: "progress", type: "double", boundary: [.double(0), .double(1)], range: 0...1),
        ], seed: 1)
        let cases = generator.boundaryCases(near: trace.boundaries, base: ["progress": .double(0.5)])
        #expect(cases.compactMap { $0["progress"] } == [0.75, 0.8994140625, 0.900390625, 0.9013671875].map(RValue.double))
        // Each is exact in Float: a Kotlin Float platform receives the same number.
        #expect(cases.compactMap { $0["progress"]?.asDouble }.allSatisfy { Double(Float($0)) == $0 })
    }

    @Test func numericBoundariesAreTriedWithTheirNeighboursWithinTheRange() {
        let generator = InputGenerator(inputs: [
            AlgorithmInputSpec(name: "height", type: "double", boundary: [.double(16)], range: 0...400),
            AlgorithmInputSpec(name: "count", type: "int", boundary: [], range: 0...10),
        ], seed: 1)
        let cases = generator.boundaryCases(
            near: ["height": [16: 5, 400: 1], "count": [10: 3]], base: ["height": .double(1), "count": .int(2, bits: 64)])
        let heights = cases.filter { $0["count"] == .int(2, bits: 64) }.compactMap { $0["height"] }
        // 16 is a rules' boundary already; 400.25 is outside the range.
        #expect(heights == [.double(15.75), .double(16.25), .double(399.75), .double(400)])
        let counts = cases.filter { $0["height"] == .double(1) }.compactMap { $0["count"] }
        #expect(counts == [.int(9, bits: 64), .int(10, bits: 64)])
    }

    /// Distances go on the rules' boundary sequences' `end` events, then on their `away`
    /// ones; a negative distance is no place in a list.
    @Test func edgeEventsAreGivenTheBoundaryDistances() {
        let events = { (items: [String]) in RValue.list(items.map(RValue.string)) }
        let generator = InputGenerator(inputs: [
            AlgorithmInputSpec(name: "events", type: "events", boundary: [events(["append 1", "away", "append 1", "end"])], range: 0...10),
        ], seed: 1)
        let cases = generator.boundaryCases(near: [ThreadEvents.distance: [8: 4, -8: 2]], base: [:])
        #expect(cases.compactMap { $0["events"] } == [
            events(["append 1", "away", "append 1", "end 7.75"]), events(["append 1", "away 7.75", "append 1", "end"]),
            events(["append 1", "away", "append 1", "end 8"]), events(["append 1", "away 8", "append 1", "end"]),
            events(["append 1", "away", "append 1", "end 8.25"]), events(["append 1", "away 8.25", "append 1", "end"]),
        ])
    }

    /// Random sections are distinct letters in alphabet order, as many as the draw's size.
    /// The draw is the one a set of drawn letters made (the oracle below, the generator's
    /// earlier code): the same seed gives the same inputs, so reports stay as they were.
    @Test func randomSectionsAreDistinctLettersInAlphabetOrderAsTheSetDrawMadeThem() {
        let spec = AlgorithmInputSpec(name: "sections", type: "sections", boundary: [], range: 0...27)
        var generator = InputGenerator(inputs: [spec], seed: 7)
        var oracle = SplitMix64(seed: 7)
        // (Without boundary values, the first set is a random one too.)
        for inputs in generator.cases(random: 200) {
            let unit = Double(oracle.next() >> 11) / Double(1 << 53)
            var pool = InputGenerator.alphabet
            var chosen: Set<String> = []
            while chosen.count < Int((unit * 27).rounded(.down)) {
                chosen.insert(pool.remove(at: Int(oracle.next() % UInt64(pool.count))))
            }
            let expected = InputGenerator.alphabet.filter(chosen.contains)
            #expect(inputs["sections"] == .list(expected.map(RValue.string)))
            #expect(Set(expected).count == expected.count)
        }
    }
}
