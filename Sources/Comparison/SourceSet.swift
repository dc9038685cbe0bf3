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
        for fact in rules.facts {
            for (platform, platformLocator) in fact.locators {
                guard case let .locate(locators) = platformLocator else { continue }
                for locator in locators { collect(locator, language: language(of: platform), into: &sources) }
            }
        }
        return sources
    }

    static func language(of platform: Platform) -> SourceLanguage {
        switch platform {
        case .canonical, .swift: .swift
        case .kotlin: .kotlin
        case .uniwind, .nativewind, .stylesheet: .tsx
        }
    }

    private static func collect(_ locator: Locator, language: SourceLanguage, into sources: inout [SourceLanguage: [String]]) {
        if case let .query(text) = locator.target { sources[language, default: []].append(text) }
        for binding in locator.bindings.values {
            if case let .located(inner) = binding { collect(inner, language: language, into: &sources) }
        }
        for adjustment in locator.adjustments { collect(adjustment.locator, language: language, into: &sources) }
    }
}
