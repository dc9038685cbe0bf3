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
        /// A file parsed for its syntax only, without errors (its tree is not kept).
        case clean
        /// A file with syntax errors (or one the parser gave up on), by its display path.
        case broken(String, [SyntaxProblem])
        case unreadable(String)
        case missing
        /// A file indexed for components that are all checked: its tree and index are
        /// dropped, and it is parsed again if asked for.
        case released
    }

    let root: String
    private let canonicalSources: [String: CanonicalSource]
    private let parser = SourceParser()
    private var cache: [String: Entry] = [:]
    /// Indexed copies of files with an edit made, by the file's path (see `reindexed`).
    private var editedCopies: [String: [(text: String, index: SourceIndex?)]] = [:]
    private static let editedCopiesPerFile = 16
    /// Paths of the checked tree's sources, relative to the root.
    let relativePaths: [String]
    /// The same, for lookups: every component asks for its file on every platform, so a
    /// scan of all paths each time would grow with the square of the library.
    private let knownPaths: Set<String>
    private let platformsByPath: [String: Platform]
    /// Positions in `relativePaths`, by file name.
    private let positionsByFileName: [String: [Int]]

    /// Larger files are refused, not parsed (memory grows with the file).
    let maxFileBytes: Int
    /// Which files belong to which platform, tried in this order.
    let platforms: [Platform]
    let patterns: [Platform: [Glob]]
    /// The rules' query texts per language, and their banks, compiled on first use (a
    /// set that parses nothing, as `check --files` sorting the changed files, reads no
    /// rule: collecting the texts was 1 % of a hook on 100 components).
    private lazy var queryTexts: [SourceLanguage: [String]] = QueryLocators.texts(in: rules, platforms: platforms)
    private let rules: RuleSet
    private var queryBanks: [SourceLanguage: QueryBank?] = [:]

    init(
        root: String, canonicalSources: [CanonicalSource], platforms: [Platform], patterns: [Platform: [Glob]], rules: RuleSet,
        reading: ReadPolicy = ReadPolicy(), listing: SourceListing? = nil
    ) throws(SourceFileError) {
        self.root = root
        maxFileBytes = reading.maxFileBytes
        self.platforms = platforms
        self.patterns = patterns
        self.rules = rules
        self.canonicalSources = Dictionary(canonicalSources.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let paths: [String]
        if let listing, listing.root == root {
            paths = listing.paths
        } else {
            paths = try SourceListing(root: root, reading: reading).paths
        }
        relativePaths = paths
        knownPaths = Set(paths)
        platformsByPath = Dictionary(
            paths.compactMap { path in Self.platform(of: path, platforms: platforms, patterns: patterns).map { (path, $0) } },
            uniquingKeysWith: { first, _ in first })
        positionsByFileName = Dictionary(grouping: paths.indices) { (paths[$0] as NSString).lastPathComponent }
    }

    /// The files the set found below its root.
    var listing: SourceListing { SourceListing(root: root, paths: relativePaths) }

    /// How findings name a checked file: the root as the user typed it, joined.
    func displayPath(_ relative: String) -> String {
        root.hasSuffix("/") ? root + relative : root + "/" + relative
    }

    /// The path below the root of a path as findings name it (`displayPath`), if it is one.
    func relativePath(ofDisplayed path: String) -> String? {
        let prefix = displayPath("")
        return path.droppingPrefixBytes(prefix)
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
    func brokenQuery(in rules: RuleSet, platforms: [Platform]) -> String? {
        let failing = Set(queryTexts.keys.filter { bank(for: $0) == nil })
        return failing.isEmpty ? nil : QueryLocators.brokenQuery(in: rules, platforms: platforms, languages: failing)
    }

    /// How many of the checked tree's files were read.
    var loadedCount: Int { cache.keys.filter { !$0.hasPrefix(Self.canonicalKey("")) }.count }

    func exists(_ relative: String) -> Bool { knownPaths.contains(relative) }

    /// The platform a checked path (or a deleted one) belongs to by the source patterns, if any.
    func platform(of relative: String) -> Platform? {
        knownPaths.contains(relative) ? platformsByPath[relative] : Self.platform(of: relative, platforms: platforms, patterns: patterns)
    }

    /// A path two platforms' patterns match (`android/**/*.kt` and `android/wear/**/*.kt`)
    /// belongs to the one whose pattern names it more closely (`Glob.closeness(to:)`),
    /// at equal closeness to the one listed first: a Wear module inside the Android tree
    /// had been Android's, and Wear's file was not found.
    private static func platform(of relative: String, platforms: [Platform], patterns: [Platform: [Glob]]) -> Platform? {
        var closest: (platform: Platform, length: Int)?
        for platform in platforms {
            guard let length = patterns[platform]?.compactMap({ $0.closeness(to: relative) }).max() else { continue }
            if length > closest?.length ?? -1 { closest = (platform, length) }
        }
        return closest?.platform
    }

    /// The platform of a path, or for a source outside every platform one named after
    /// its language (`tsx`), so a finding in it still says what it is.
    func platformOrLanguage(of relative: String) -> Platform {
        if let platform = platform(of: relative) { return platform }
        let language = SourceLanguage(path: relative).map(Self.modelLanguage) ?? .swift
        return Platform(name: language.rawValue, language: language, order: platforms.count)
    }

    /// The key a canonical source is kept under, apart from the checked tree's paths.
    static func canonicalKey(_ name: String) -> String { "canonical:" + name }

    func canonical(_ name: String) -> Entry {
        let key = Self.canonicalKey(name)
        if let cached = reusable(key, indexing: true) { return cached }
        return keep(key, loadCanonical(name, parser: parser))
    }

    /// Parses and indexes a canonical source; touches nothing it shares with other threads.
    private func loadCanonical(_ name: String, parser: SourceParser) -> Entry {
        guard let source = canonicalSources[name] else { return .missing }
        return Self.parse(SourceFile(path: name, text: source.text), display: source.displayPath, indexing: true, parser: parser)
    }

    /// A file of the checked tree, parsed and indexed for its component.
    func checked(_ relative: String) -> Entry { entry(relative, indexing: true) }

    /// A file no component uses: parsed for syntax errors, and nothing more kept.
    func syntaxChecked(_ relative: String) -> Entry { entry(relative, indexing: false) }

    /// Reads and parses those of `relatives` and of the canonical sources `canonicals`
    /// not loaded yet on up to `threads` threads, each with its own parser, then keeps
    /// them as `checked` (or `syntaxChecked`) and `canonical` would: parsing is most of
    /// what a file costs, and files do not depend on each other.
    func prefetch(_ relatives: [String], canonicals: [String] = [], indexing: Bool, threads: Int) {
        let files = Set(relatives.filter { knownPaths.contains($0) && reusable($0, indexing: indexing) == nil }).sorted()
        let named = Set(canonicals.filter { canonicalSources[$0] != nil && reusable(Self.canonicalKey($0), indexing: true) == nil }).sorted()
        let pending = files.map { (key: $0, canonical: nil as String?) } + named.map { (key: Self.canonicalKey($0), canonical: $0) }
        guard pending.count > 1, threads > 1 else { return }
        let entries = Parallel.map(pending, threads: threads) { item in
            let parser = SourceParser()
            return item.canonical.map { self.loadCanonical($0, parser: parser) } ?? self.load(item.key, indexing: indexing, parser: parser)
        }
        for (item, entry) in zip(pending, entries) { _ = keep(item.key, entry) }
    }

    private func entry(_ relative: String, indexing: Bool) -> Entry {
        if let cached = reusable(relative, indexing: indexing) { return cached }
        return keep(relative, load(relative, indexing: indexing, parser: parser))
    }

    /// The kept entry of a file, if it serves: not released, and indexed when asked to be.
    private func reusable(_ relative: String, indexing: Bool) -> Entry? {
        switch cache[relative] {
        case nil, .released?: return nil
        case .clean? where indexing: return nil
        case let cached?: return cached
        }
    }

    /// Keeps an entry, its index given the check's compiled queries.
    private func keep(_ key: String, _ entry: Entry) -> Entry {
        if case let .indexed(index) = entry { index.queryBank = bank(for: index.parsed.language) }
        cache[key] = entry
        return entry
    }

    /// Reads and parses a file of the checked tree; touches nothing it shares with other
    /// threads (the cache, the banks).
    private func load(_ relative: String, indexing: Bool, parser: SourceParser) -> Entry {
        guard knownPaths.contains(relative) else { return .missing }
        let path = displayPath(relative)
        do {
            return Self.parse(try SourceFile.load(path: path, limit: maxFileBytes), display: path, indexing: indexing, parser: parser)
        } catch where error.problem == .tooLarge(limit: maxFileBytes) {
            return .unreadable("\(path): larger than the limit of \(maxFileBytes / 1_000_000) MB (max-file-size in uim-parity.yml)")
        } catch {
            return .unreadable(error.description)
        }
    }

    private static func parse(_ file: SourceFile, display: String, indexing: Bool, parser: SourceParser) -> Entry {
        do {
            let parsed = try parser.parse(file)
            guard parsed.isClean else { return .broken(display, parsed.syntaxProblems) }
            guard indexing else { return .clean }
            if let deep = parsed.tooDeepToRead { return .broken(display, [deep]) }
            return .indexed(SourceIndex(parsed: parsed, path: display))
        } catch {
            guard let problem = error.notParsed else { return .unreadable(error.description) }
            return .broken(display, [problem])
        }
    }

    /// Drops the index of a file (a path of the checked tree, or a `canonicalKey`) that no
    /// component still to be checked uses: memory then grows with the largest component,
    /// not with the library.
    func release(_ key: String) {
        guard case let .indexed(index) = cache[key] else { return }
        cache[key] = .released
        editedCopies[index.path] = nil
    }

    /// An indexed file as it would be with another text (a fix's candidate), or nil if
    /// that text does not parse cleanly. Kept until the file is released: the facts read
    /// from one literal, and the check that an edit leaves the rule's other states, read
    /// the same edited text (two texts in five had been parsed and indexed again).
    func reindexed(_ index: SourceIndex, text: String) -> SourceIndex? {
        // By path: a copy is the text parsed, named as the file (a copy of a released file
        // read again is the same).
        if let kept = editedCopies[index.path]?.first(where: { $0.text == text }) { return kept.index }
        let edited = parsedCopy(of: index, text: text)
        var copies = editedCopies.removeValue(forKey: index.path) ?? []
        copies.append((text, edited))
        // The most recent copies: a file with many drifts holds a bounded number of trees.
        if copies.count > Self.editedCopiesPerFile { copies.removeFirst() }
        editedCopies[index.path] = copies
        return edited
    }

    private func parsedCopy(of index: SourceIndex, text: String) -> SourceIndex? {
        // (Not checked for depth, nor for JSX tags: a copy differs from the file, already
        // read, only in the values a fix writes, and walking every candidate's tree cost 4 %
        // of a JSON report.)
        guard let parsed = try? parser.parse(SourceFile(path: index.parsed.file.path, text: text), editing: index.parsed, valuesOnly: true),
            parsed.isClean
        else { return nil }
        let edited = SourceIndex(parsed: parsed, path: index.path)
        edited.queryBank = bank(for: parsed.language)
        return edited
    }

    /// The source of a component on a platform: the path the rules give, or the
    /// file under `<platform>/` whose name is the component's (`section-index.tsx`,
    /// `SectionIndex.swift`, `SectionIndex.kt`).
    func resolve(component: ComponentRules, platform: Platform) -> String? {
        if let explicit = component.sources[platform] { return explicit }
        return candidates(component: component, platform: platform).first
    }

    /// The files of the platform with a name the component's source may have, in path
    /// order: the first is the source; more than one is a warning (`ambiguousSources`).
    /// A file the rules give another platform (`sources: { wear: … }`) is not one. (Only
    /// asked where the rules give this platform none.)
    func candidates(component: ComponentRules, platform: Platform) -> [String] {
        let names = Self.fileNames(for: component.id, platform: platform)
        let positions = names.flatMap { positionsByFileName[$0] ?? [] }.sorted()
        let claimed = Set(component.sources.entries.values)
        return positions.map { relativePaths[$0] }.filter { platformsByPath[$0] == platform && !claimed.contains($0) }
    }

    /// The file names a component's source may have on a platform, by its language's
    /// habits: `SectionIndex.swift`, `SectionIndex.kt`, `section-index.tsx` (or
    /// `SectionIndex.tsx`, `sectionIndex.ts`).
    static func fileNames(for component: String, platform: Platform) -> Set<String> {
        let words = component.split(separator: "-").map(String.init)
        let pascal = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        let camel = (words.first ?? "") + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        switch platform.language {
        case .swift: return [pascal + ".swift"]
        case .kotlin: return [pascal + ".kt"]
        case .tsx, .ts:
            let ext = platform.language == .tsx ? ".tsx" : ".ts"
            return [component + ext, pascal + ext, camel + ext]
        }
    }

    /// The parser's language for a platform's.
    static func sourceLanguage(_ language: Platform.Language) -> SourceLanguage {
        switch language {
        case .swift: .swift
        case .kotlin: .kotlin
        case .tsx: .tsx
        case .ts: .typescript
        }
    }

    static func modelLanguage(_ language: SourceLanguage) -> Platform.Language {
        switch language {
        case .swift: .swift
        case .kotlin: .kotlin
        case .tsx: .tsx
        case .typescript: .ts
        }
    }
}

/// The sources below a root that a check reads, relative to it: found once, by the set
/// that sorts the changed files of `check --files`, and handed to the check's own set
/// (finding them twice was a second scan of the tree and a second git call).
public struct SourceListing: Sendable, Equatable {
    let root: String
    let paths: [String]

    init(root: String, paths: [String]) {
        self.root = root
        self.paths = paths
    }

    /// The sources below `root`, without what `reading` leaves out.
    init(root: String, reading: ReadPolicy) throws(SourceFileError) {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        let skipped = reading.ignoring ? SourceDiscovery.skippedFolders : []
        let discovery = try SourceDiscovery(root: root, skipping: skipped)
        let found = discovery.sourcePaths.map { $0.droppingPrefixBytes(prefix) ?? $0 }
        let tracked = reading.ignoring ? GitFiles.notIgnored(below: root) : nil
        // git lists a linked folder as the link itself, not the files reached through it.
        let trackedLinks = discovery.linkedFolders.filter { tracked?.contains($0) ?? true }
        self.root = root
        paths = found.filter { path in
            !reading.exclude.contains { $0.matches(path) }
                && (tracked?.contains(path) ?? true || trackedLinks.contains { path.hasPrefixBytes($0 + "/") })
        }
    }
}

/// Which files below the root a check reads.
public struct ReadPolicy: Sendable {
    /// The config's `exclude:` patterns, relative to the root.
    public var exclude: [Glob] = []
    /// Skip what git ignores and dependency and build folders (off with `--no-ignore`).
    public var ignoring = true
    /// Files larger than this are refused with one line (`max-file-size:` in MB).
    public var maxFileBytes = 5_000_000

    public init(exclude: [Glob] = [], ignoring: Bool = true, maxFileBytes: Int = 5_000_000) {
        self.exclude = exclude
        self.ignoring = ignoring
        self.maxFileBytes = maxFileBytes
    }
}

/// The query texts of a rule set, by the language they are written for.
enum QueryLocators {
    static func texts(in rules: RuleSet, platforms: [Platform]) -> [SourceLanguage: [String]] {
        var sources: [SourceLanguage: [String]] = [:]
        visit(rules, platforms: platforms) { language, text, _ in sources[language, default: []].append(text) }
        return sources
    }

    /// The first query of `languages` that does not compile, as `rules-file:line:col: …`.
    static func brokenQuery(in rules: RuleSet, platforms: [Platform], languages failing: Set<SourceLanguage>) -> String? {
        var problem: String?
        var compiled: Set<String> = []
        visit(rules, platforms: platforms) { language, text, origin in
            guard problem == nil, failing.contains(language), compiled.insert("\(language):\(text)").inserted else { return }
            do {
                _ = try Query(language: language.grammar, source: text)
            } catch {
                problem = "\(origin): query does not compile: \(error)"
            }
        }
        return problem
    }

    /// Every query a platform's locators hold (the facts' and the algorithms' `at:`),
    /// once per language and text.
    private static func visit(_ rules: RuleSet, platforms: [Platform], _ body: (SourceLanguage, String, String) -> Void) {
        var seen: Set<String> = []
        func add(_ locator: Locator, on platform: Platform) {
            visit(locator, language: SourceSet.sourceLanguage(platform.language)) { language, text, origin in
                if seen.insert("\(language):\(text)").inserted { body(language, text, origin) }
            }
        }
        let all = [Platform.canonical] + platforms
        for fact in rules.facts {
            for platform in all {
                guard case let .locate(locators)? = fact.locators[platform] else { continue }
                for locator in locators { add(locator, on: platform) }
            }
        }
        for algorithm in rules.components.flatMap(\.algorithms) {
            for platform in all {
                if case let .located(located)? = algorithm.programs[platform] { for locator in located.locators { add(locator, on: platform) } }
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
