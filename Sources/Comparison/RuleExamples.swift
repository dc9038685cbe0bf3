import Foundation
import Extraction
import Model
import Normalization
import Parsing
import Rules

/// Runs a rule's SwiftLint-style examples: each snippet is parsed as its platform's
/// language, the fact's locators run on it, and the normalized values must be the
/// example's value (or nothing, for `finds-nothing`).
public enum RuleExamples {
    public struct Outcome: Sendable {
        public let fact: String
        public let example: RuleExample
        /// The values found, as the report shows them.
        public let found: [String]
        public let problems: [String]

        public var passed: Bool {
            guard problems.isEmpty else { return false }
            guard let expected = example.expected else { return found.isEmpty }
            return !found.isEmpty && found.allSatisfy { $0 == expected || $0 == "\"\(expected)\"" }
        }
    }

    /// Every example of `rules`; `rem` gives a Tailwind platform's rem (16 by default).
    public static func run(_ rules: RuleSet, rem: (Platform) -> Decimal = { _ in 16 }) -> [Outcome] {
        rules.facts.flatMap { fact in fact.examples.map { run($0, of: fact, rules: rules, rem: rem($0.platform)) } }
    }

    static func run(_ example: RuleExample, of fact: Fact, rules: RuleSet, rem: Decimal) -> Outcome {
        let language = SourceSet.sourceLanguage(example.platform.language)
        guard case let .locate(locators)? = fact.locators[example.platform] else {
            return Outcome(fact: fact.qualifiedID, example: example, found: [], problems: ["no locator for \(example.platform.name)"])
        }
        let parsed: ParsedSource
        do {
            parsed = try SourceParser().parse(SourceFile(path: "example", text: example.source), as: language)
        } catch {
            return Outcome(fact: fact.qualifiedID, example: example, found: [], problems: ["\(error)"])
        }
        let unread = parsed.isClean ? parsed.tooDeepToRead.map { [$0] } ?? [] : parsed.syntaxProblems
        guard unread.isEmpty else {
            return Outcome(fact: fact.qualifiedID, example: example, found: [], problems: unread.map(\.message))
        }
        let index = SourceIndex(parsed: parsed, path: "example")
        let shape = FactShape(kind: fact.kind, tokenGroup: fact.tokenGroup)
        let extractor = Extractor.reading(index, as: shape, rules: rules)
        let context = NormalizationContext(platform: example.platform, rem: rem, aliases: rules.aliases, declaredDefaults: rules.defaults)
        var found: [String] = []
        var problems: [String] = []
        for locator in locators {
            do {
                for observation in try extractor.observations(of: locator) {
                    let normalized = Normalizer.normalize(observation, fact: shape, locator: locator, context: context)
                    if let value = normalized.value { found.append(value.display) } else { problems.append(normalized.problem ?? "?") }
                }
            } catch {
                problems.append(error.description)
            }
        }
        return Outcome(fact: fact.qualifiedID, example: example, found: found, problems: problems)
    }
}
