import Model
import BuiltinData
import Comparison
import Foundation
import Rules
import Testing

/// The interpreter run on the canonical module's own Swift source must agree with the
/// compiled canonical: this is what lets every other verdict be trusted.
@Suite struct SelfTestTests {
    private func selfTest(
        canonical: [(name: String, text: String)], randomCount: Int, progress: ((SelfTestProgress) -> Void)? = nil
    ) throws -> [SelfTestOutcome] {
        let rules = try RulesLoader.load(files: Builtin.rules)
        let input = CheckInput(rules: rules, root: ".", canonicalSources: canonical.map { CanonicalSource(name: $0.name, text: $0.text, displayPath: "<canonical>/\($0.name)") }, rem: [:])
        return try Checker(input: input).selfTest(randomCount: randomCount, progress: progress)
    }

    @Test func progressNamesEachAlgorithmBeforeItRuns() throws {
        var heard: [SelfTestProgress] = []
        let outcomes = try selfTest(canonical: Builtin.canonicalSources, randomCount: 10) { heard.append($0) }
        #expect(heard.map(\.algorithm) == outcomes.map(\.algorithm))
        #expect(heard.map(\.done) == Array(0..<outcomes.count))
        #expect(heard.allSatisfy { $0.total == outcomes.count })
        #expect(heard.first?.statusLine == "\rself-test [1/6] message-scroller.unread\u{1B}[K")
    }

    @Test func theInterpreterAgreesWithTheCompiledCanonicalOnALongSeededRun() throws {
        let outcomes = try selfTest(canonical: Builtin.canonicalSources, randomCount: 20_000)
        #expect(outcomes.map(\.algorithm) == [
            "message-scroller.unread", "section-index.capacity", "section-index.display-items", "section-index.index", "section-index.target",
            "section-index.merge",
        ])
        for outcome in outcomes {
            #expect(outcome.problem == nil, "\(outcome.algorithm): \(outcome.problem ?? "")")
            #expect(outcome.agreed > 20_000)
        }
    }

    /// A self-test that cannot fail proves nothing: a changed clamp in the interpreted
    /// copy of the canonical source must disagree with the compiled one.
    @Test func aChangedCanonicalSourceDisagreesWithACounterexample() throws {
        let mutated = Builtin.canonicalSources.map { file in
            (file.name, file.text.replacingOccurrences(of: "return max(0, Int(", with: "return max(1, Int("))
        }
        #expect(mutated.map(\.1) != Builtin.canonicalSources.map(\.text))
        let outcomes = try selfTest(canonical: mutated, randomCount: 100)
        let capacity = try #require(outcomes.first { $0.algorithm == "section-index.capacity" })
        #expect(capacity.problem == "section-index.capacity(height: 0) interpreted = 1, compiled = 0")
        #expect(outcomes.filter { $0.problem != nil }.count == 1)
    }
}
