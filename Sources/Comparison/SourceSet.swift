import Foundation
import Extraction
import Model
import Parsing
import Rules
import TreeSitter

/// The files of a check, each read and parsed at most once: the checked tree's
/// sources and the built-in canonical sources.
final class SourceSet {
    enum Entry {
        case indexed(SourceIndex)
        case broken(SourceIndex, [SyntaxProblem])
        case unreadable(String)
        case missing
    }

    let root: String
    private let canonicalSources: [String: String]
    private let parser = SourceParser()
    private var cache: [String: Entry] = [:]
    /// Paths of the checked tree's sources, relative to the root.
    let relativePaths: [String]

    /// Which files belong to which platform.
    let patterns: [Platform: [Glob]]
    /// The rules' query texts per language, and their banks, compiled on first use.
    private let queryTexts: [SourceLanguage: [String]]
    private var queryBanks: [SourceLanguage: QueryBank?] = [:]

    init(
        root: String, canonicalSources: [(name: String, text: String)], patterns: [Platform: [Glob]], rules: RuleSet
    ) throws(SourceFileError) {
        self.root = root
        self.patterns = patterns
        queryTexts = QueryLocators.texts(in: rules)
        self.canonicalSources = Dictionary(canonicalSources.map { ($0.name, $0.text) }, uniquingKeysWith: { first, _ in first })
        let prefix = root.hasSuffix("/") ? root : root + "/"
        relativePaths = try SourceDiscovery(root: root).sourcePaths.map { String($0.dropFirst(prefix.count)) }
    }

    /// How findings name a checked file: the root as the user typed it, joined.
    func displayPath(_ relative: String) -> String {
        root.hasSuffix("/") ? root + relative : root + "/" + relative
    }

    func isLoaded(_ relative: String) -> Bool { cache[relative] != nil }

    /// One compiled query per language (a bank that fails to compile is nil: each query
    /// is then compiled alone, which names the broken one).
    private func bank(for language: SourceLanguage) -> QueryBank? {
        if let bank = queryBanks[language] { return bank }
        let bank = queryTexts[language].flatMap { try? QueryBank(language: language, sources: $0) }
        queryBanks[language] = bank
        return bank
    }

    /// The first query of the rules that does not compile, as `rules-file:line:col: …`:
    /// a malformed rule stops the check (exit 2) instead of reading as a missing fact.
    /// The banks compiled here are the ones the check then uses; only a language whose
    /// bank fails is searched query by query.
    func brokenQuery(in rules: RuleSet) -> String? {
        let failing = Set(queryTexts.keys.filter { bank(for: $0) == nil })
        return failing.isEmpty ? nil : QueryLocators.brokenQuery(in: rules, languages: failing)
    }

    /// How many of the checked tree's files were read.
    var loadedCount: Int { cache.keys.filter { !$0.hasPrefix("canonical:") }.count }

    func exists(_ relative: String) -> Bool { relativePaths.contains(relative) }

    /// The platform a checked path belongs to by the source patterns, if any.
    func platform(of relative: String) -> Platform? {
        Platform.checked.first { platform in patterns[platform]?.contains { $0.matches(relative) } ?? false }
    }

    func canonical(_ name: String) -> Entry {
        let key = "canonical:" + name
        if let cached = cache[key] { return cached }
        guard let text = canonicalSources[name] else { return .missing }
        let entry = parse(SourceFile(path: name, text: text), display: "<canonical>/\(name)")
        cache[key] = entry
        return entry
    }

    func checked(_ relative: String) -> Entry {
        if let cached = cache[relative] { return cached }
        let entry: Entry
        if !relativePaths.contains(relative) {
            entry = .missing
        } else {
            do {
                entry = parse(try SourceFile.load(path: displayPath(relative)), display: displayPath(relative))
            } catch {
                entry = .unreadable(error.description)
            }
        }
        cache[relative] = entry
        return entry
    }

    private func parse(_ file: SourceFile, display: String) -> Entry {
        do {
            let parsed = try parser.parse(file)
            let index = SourceIndex(parsed: parsed, path: display)
            index.queryBank = bank(for: parsed.language)
            return parsed.isClean ? .indexed(index) : .broken(index, parsed.syntaxProblems)
        } catch {
            return .unreadable(error.description)
        }
    }

    /// The source of a component on a platform: the path the rules give, or the
    /// file under `<platform>/` whose name is the component's (`section-index.tsx`,
    /// `SectionIndex.swift`, `SectionIndex.kt`).
    func resolve(component: ComponentRules, platform: Platform) -> String? {
        if let explicit = component.sources[platform] { return explicit }
        let names = Self.fileNames(for: component.id, platform: platform)
        return relativePaths.first { path in
            self.platform(of: path) == platform && names.contains((path as NSString).lastPathComponent)
        }
    }

    static func fileNames(for component: String, platform: Platform) -> Set<String> {
        let pascal = component.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        switch platform {
        case .swift, .canonical: return [pascal + ".swift"]
        case .kotlin: return [pascal + ".kt"]
        case .uniwind, .nativewind, .stylesheet: return [component + ".tsx"]
        }
    }
}

/// The query texts of a rule set, by the language they are written for.
enum QueryLocators {
    static func texts(in rules: RuleSet) -> [SourceLanguage: [String]] {
        var sources: [SourceLanguage: [String]] = [:]
        visit(rules) { language, text, _ in sources[language, default: []].append(text) }
        return sources
    }

    /// The first query of `languages` that does not compile, as `rules-file:line:col: …`.
    static func brokenQuery(in rules: RuleSet, languages failing: Set<SourceLanguage>) -> String? {
        var problem: String?
        var compiled: Set<String> = []
        visit(rules) { language, text, origin in
            guard problem == nil, failing.contains(language), compiled.insert("\(language):\(text)").inserted else { return }
            do {
                _ = try Query(language: language.grammar, source: text)
            } catch {
                problem = "\(origin): query does not compile: \(error)"
            }
        }
        return problem
    }

    static func language(of platform: Platform) -> SourceLanguage {
        switch platform {
        case .canonical, .swift: .swift
        case .kotlin: .kotlin
        case .uniwind, .nativewind, .stylesheet: .tsx
        }
    }

    private static func visit(_ rules: RuleSet, _ body: (SourceLanguage, String, String) -> Void) {
        for fact in rules.facts {
            for platform in fact.locators.keys.sorted() {
                guard case let .locate(locators)? = fact.locators[platform] else { continue }
                for locator in locators { visit(locator, language: language(of: platform), body) }
            }
        }
    }

    private static func visit(_ locator: Locator, language: SourceLanguage, _ body: (SourceLanguage, String, String) -> Void) {
        if case let .query(text) = locator.target { body(language, text, locator.origin.description) }
        for binding in locator.bindings.values {
            if case let .located(inner) = binding { visit(inner, language: language, body) }
        }
        for adjustment in locator.adjustments { visit(adjustment.locator, language: language, body) }
    }
}
