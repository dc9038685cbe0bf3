import BuiltinData
import Comparison
import Rules
import Testing

/// Every example in the built-in rules is a test: its snippet must yield its value.
@Suite struct RuleExamplesTests {
    static let rules = try! RulesLoader.load(files: Builtin.rules)
    static let outcomes = RuleExamples.run(rules)

    @Test func rulesHaveExamples() {
        #expect(Self.outcomes.count >= 10)
        #expect(Self.outcomes.contains { $0.example.expected == nil }, "no negative example")
    }

    @Test(arguments: outcomes.indices)
    func example(_ index: Int) {
        let outcome = Self.outcomes[index]
        #expect(
            outcome.passed,
            "\(outcome.example.origin) \(outcome.fact) on \(outcome.example.platform.name): expected \(outcome.example.expected ?? "nothing"), found \(outcome.found) \(outcome.problems)")
    }
}
