import Foundation
import Model
import YAML

/// What rules are read against: the platforms their keys may name, the platform
/// defaults the tool knows, and the comparison mode of components that name none.
public struct RulesContext: Sendable {
    public var platforms: [Platform] {
        didSet { platformKeys = Self.keys(of: platforms) }
    }
    /// Names of the built-in platform defaults (`compose.tween.easing`, …).
    public var knownDefaults: Set<String>
    public var compare: CompareMode
    /// Whether every fact and algorithm must name each platform (a library's rules): one
    /// left out was once not checked there, without a word. The built-in rules, written
    /// for the five uim platforms, may leave out a platform a config adds.
    public var requiresEveryPlatform = false

    public init(
        platforms: [Platform] = Platform.builtin, knownDefaults: Set<String> = Set(PlatformDefaults.table.keys), compare: CompareMode = .canonical
    ) {
        self.platforms = platforms
        self.knownDefaults = knownDefaults
        self.compare = compare
        platformKeys = Self.keys(of: platforms)
    }

    /// `canonical`, a platform's name, or a flavor or language that stands for several.
    func isPlatformKey(_ key: String) -> Bool {
        platformKeys.contains(key)
    }

    /// Every key that names platforms, for "known here" in messages. Kept, not made on
    /// each read: every fact's platform locators are checked against it, and making it
    /// was 2.5 % of reading a library's rules.
    private(set) var platformKeys: Set<String>

    private static func keys(of platforms: [Platform]) -> Set<String> {
        Set([Platform.canonical.name] + platforms.map(\.name)).union(Platform.groupKeys)
    }

    var platformKeyList: String {
        (["canonical"] + platforms.map(\.name) + Platform.Flavor.allCases.map(\.rawValue) + Platform.Language.allCases.map(\.rawValue))
            .reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }.joined(separator: ", ")
    }

    /// The platform a rule example is read as: the one it names, or one standing for
    /// the flavor or language it names.
    func examplePlatform(_ key: String) -> Platform? {
        if key == Platform.canonical.name { return .canonical }
        // A group's example reads as the first platform of the group, so its locator is found.
        if let declared = platforms.first(where: { $0.ruleKeys.contains(key) }) { return declared }
        if let flavor = Platform.Flavor(rawValue: key) { return Platform(name: key, language: .tsx, flavor: flavor, order: 0) }
        if let language = Platform.Language(rawValue: key) { return Platform(name: key, language: language, order: 0) }
        return nil
    }
}

/// Reads `rules/*.yml` into a `RuleSet`, refusing anything malformed with `file:line:col`.
public enum RulesLoader {
    /// Loads every `.yml` file of a folder, in name order.
    public static func load(folder: String, context: RulesContext = RulesContext(), threads: Int = 1) throws(RulesError) -> RuleSet {
        try load(files: files(in: folder), context: context, threads: threads)
    }

    /// Whether a file of a rules folder is a rules file (read by its name: a deleted one too).
    public static func isRulesFile(_ name: String) -> Bool {
        name.hasSuffix(".yml") || name.hasSuffix(".yaml")
    }

    /// The `.yml` files of a rules folder, in name order, with their texts.
    public static func files(in folder: String) throws(RulesError) -> [(name: String, text: String)] {
        let names: [String]
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) else {
            throw RulesError(file: folder, line: 0, column: 0, message: "no such rules folder")
        }
        guard isFolder.boolValue else { throw RulesError(file: folder, line: 0, column: 0, message: "the rules folder is not a folder") }
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder).filter(isRulesFile).sorted()
        } catch {
            throw RulesError(file: folder, line: 0, column: 0, message: "cannot read the rules folder")
        }
        guard !names.isEmpty else { throw RulesError(file: folder, line: 0, column: 0, message: "no rules files (*.yml) in the folder") }
        var files: [(name: String, text: String)] = []
        for name in names {
            let path = (folder as NSString).appendingPathComponent(name)
            let bytes: [UInt8]
            switch FileReader.bytes(atPath: path) {
            case let .success(read): bytes = read
            case let .failure(failure): throw RulesError(file: path, line: 0, column: 0, message: failure.description)
            }
            guard let text = String(validating: bytes, as: UTF8.self) else {
                throw RulesError(file: path, line: 0, column: 0, message: "not valid UTF-8 text")
            }
            files.append((path, text))
        }
        return files
    }

    /// Loads rules from named texts (the built-in rules, or files read elsewhere). The
    /// files are read on up to `threads` threads (each alone: a library of a hundred
    /// components spent a third of its hook reading them on one), and judged in order,
    /// so the error reported is the first file's, as read one by one.
    public static func load(
        files: [(name: String, text: String)], context: RulesContext = RulesContext(), threads: Int = 1
    ) throws(RulesError) -> RuleSet {
        guard !files.isEmpty else { throw RulesError(file: "rules", line: 0, column: 0, message: "no rules files") }
        let read = Parallel.map(files, threads: threads) { file in
            var reader = ComponentReader(file: file.name, context: context)
            return Result { () throws(YAMLError) in try reader.read(try YAMLNode.parse(file.text)) }
        }
        var components: [ComponentRules] = []
        for (file, result) in zip(files, read) {
            let component: ComponentRules
            switch result {
            case let .success(read): component = read
            case let .failure(error): throw RulesError(file: file.name, line: error.line, column: error.column, message: error.message)
            }
            if let twin = components.first(where: { $0.id == component.id }) {
                throw RulesError(
                    file: file.name, line: 1, column: 1, message: "component '\(component.id)' is defined twice (also in \(twin.origin.file))")
            }
            components.append(component)
        }
        return try combine(components, files: files, context: context)
    }

    /// The built-in rules with a library's own: a library component replaces the
    /// built-in one of the same id, and every other one adds to them.
    public static func merge(builtin: RuleSet, library: RuleSet, context: RulesContext) throws(RulesError) -> RuleSet {
        let replaced = Set(library.components.map(\.id))
        let components = builtin.components.filter { !replaced.contains($0.id) } + library.components
        return try combine(components, files: builtin.files + library.files, context: context)
    }

    /// One rule set from components: alias tables and declared defaults merged (the same
    /// name with two meanings is an error naming both files), and every default a
    /// locator names known.
    static func combine(
        _ components: [ComponentRules], files: [(name: String, text: String)], context: RulesContext
    ) throws(RulesError) -> RuleSet {
        var aliases: [String: [String: (value: String, file: String)]] = [:]
        var defaults: [String: DeclaredDefault] = [:]
        for component in components {
            for (group, table) in component.aliases.sorted(by: { $0.key < $1.key }) {
                for (name, value) in table.sorted(by: { $0.key < $1.key }) {
                    if let existing = aliases[group]?[name], existing.value != value {
                        throw RulesError(
                            file: component.origin.file, line: 1, column: 1,
                            message: "alias '\(group).\(name)' is '\(value)' here and '\(existing.value)' in \(existing.file)")
                    }
                    aliases[group, default: [:]][name] = (value, component.origin.file)
                }
            }
            for (name, declared) in component.defaults.sorted(by: { $0.key < $1.key }) {
                let at = declared.origin
                if context.knownDefaults.contains(name) {
                    throw RulesError(file: at.file, line: at.line, column: at.column, message: "default '\(name)' is built in; give yours another name")
                }
                if let existing = defaults[name] {
                    throw RulesError(file: at.file, line: at.line, column: at.column, message: "default '\(name)' is declared twice (also at \(existing.origin))")
                }
                defaults[name] = declared
            }
        }
        let known = context.knownDefaults.union(defaults.keys)
        for component in components {
            if let unknown = DefaultNames.firstUnknown(in: component, known: known) {
                throw RulesError(file: unknown.origin.file, line: unknown.origin.line, column: unknown.origin.column,
                    message: "unknown platform default '\(unknown.name)' (declare it under 'defaults:' with its source, or use a built-in one: see `uim-parity rules --defaults`)")
            }
        }
        var ruleSet = RuleSet(
            components: components, aliases: TokenAliases(byGroup: aliases.mapValues { $0.mapValues(\.value) }), defaults: defaults,
            files: files)
        ruleSet.signatures = try mergedSignatures(components)
        return ruleSet
    }

    /// Every component's signatures; one function with two different lists is an error.
    private static func mergedSignatures(_ components: [ComponentRules]) throws(RulesError) -> Signatures {
        var merged = Signatures()
        var from: [String: String] = [:]
        for component in components {
            let file = component.origin.file
            try merge(component.signatures.byLanguage, into: &merged.byLanguage, from: file, origins: &from, what: "signature", differ: "differs here from the one")
            try merge(component.signatures.partsByLanguage, into: &merged.partsByLanguage, from: file, origins: &from, what: "parameter parts", differ: "differ here from those")
            try merge(component.signatures.spellingsByLanguage, into: &merged.spellingsByLanguage, from: file, origins: &from, what: "spellings", differ: "differ here from those")
        }
        return merged
    }

    /// One per-language table of a component merged into the rule set's: the same name
    /// with another entry is an error naming both files.
    private static func merge<Entry: Equatable>(
        _ table: [String: [String: Entry]], into merged: inout [String: [String: Entry]], from file: String, origins: inout [String: String],
        what: String, differ: String
    ) throws(RulesError) {
        for (language, entries) in table.sorted(by: { $0.key < $1.key }) {
            for (name, entry) in entries.sorted(by: { $0.key < $1.key }) {
                let key = "\(what) \(language).\(name)"
                if let existing = merged[language]?[name], existing != entry {
                    throw RulesError(file: file, line: 1, column: 1, message: "\(what) '\(language).\(name)' \(differ) in \(origins[key] ?? "another file")")
                }
                merged[language, default: [:]][name] = entry
                origins[key] = file
            }
        }
    }
}

/// The platform defaults a component's locators name, with where.
enum DefaultNames {
    /// The first default `known` lacks, in the rules' order: facts in order, each fact's
    /// platforms by key, then token groups; within a locator, itself, its bindings by
    /// name, its adjustments.
    static func firstUnknown(in component: ComponentRules, known: Set<String>) -> (name: String, origin: RuleOrigin)? {
        // Almost always none is unknown: asked first in any order, since ordering every
        // fact's locators by platform was a fifth of loading a library's rules.
        let anyUnknown = component.facts.contains { unknown(in: $0.locators.entries.values, known) != nil }
            || component.tokenGroups.contains { unknown(in: $0.containers.entries.values, known) != nil }
        guard anyUnknown else { return nil }
        for fact in component.facts {
            if let found = unknown(in: fact.locators.values, known) { return found }
        }
        for group in component.tokenGroups {
            if let found = unknown(in: group.containers.values, known) { return found }
        }
        return nil
    }

    private static func unknown(in platforms: some Sequence<PlatformLocator>, _ known: Set<String>) -> (name: String, origin: RuleOrigin)? {
        for case let .locate(list) in platforms {
            for locator in list {
                if let found = unknown(locator, known) { return found }
            }
        }
        return nil
    }

    private static func unknown(in containers: some Sequence<MemberLocator>, _ known: Set<String>) -> (name: String, origin: RuleOrigin)? {
        for case let locator? in containers.lazy.map(\.value) {
            if let found = unknown(locator, known) { return found }
        }
        return nil
    }

    private static func unknown(_ locator: Locator, _ known: Set<String>) -> (name: String, origin: RuleOrigin)? {
        if let name = locator.platformDefault, !known.contains(name) { return (name, locator.origin) }
        for (_, binding) in locator.bindings.sorted(by: { $0.key < $1.key }) {
            if case let .located(inner) = binding, let found = unknown(inner, known) { return found }
        }
        for adjustment in locator.adjustments {
            if let found = unknown(adjustment.locator, known) { return found }
        }
        return nil
    }
}

/// The values an algorithm input may take, checked when the rules load: a value the
/// canonical or the interpreter cannot take (`1e308`, `nan`, a 64-bit overflow, a list of
/// a hundred billion items) is a rules error, not a crash at check time.
public struct InputDomain {
    let type: String

    /// Numbers stay where Swift's `Int(x)` holds them and where a number used as a size
    /// (the compiled canonical makes arrays of `count` items) cannot exhaust the memory;
    /// sizes where a run stays within the interpreter's limits.
    public static let largestNumber = 1e7
    public static let largestSize = 10_000.0

    /// Whether the input is a list (its values are sizes): letters, sections or events.
    var isList: Bool { ["letters", "sections", "events"].contains(type) }

    func check(range: ClosedRange<Double>, boundary: [String], at mark: YAMLNode.Mark) throws(YAMLError) {
        let limit = isList ? Self.largestSize : Self.largestNumber
        let low = isList ? 0 : -limit
        for value in [range.lowerBound, range.upperBound] where !(value.isFinite && value >= low && value <= limit) {
            throw YAMLError(at: mark, "'range' of \(described) must lie within [\(Self.show(low)), \(Self.show(limit))], not \(value)")
        }
        // A size (a count of letters, sections or events' messages) below zero is no
        // size: the generator cannot make `-1` letters, nor a thread `append -3`.
        // An edge event's distance from the end (`end -2`, an overscroll) is no size.
        for text in boundary {
            try checkForm(of: text, at: mark)
            for (number, isDistance) in numbers(in: text) {
                let floor = isDistance ? -limit : low
                guard number.isFinite, number >= floor, number <= limit else {
                    throw YAMLError(
                        at: mark, "boundary '\(text)' is outside what \(described) can take (from \(Self.show(floor)) to \(Self.show(limit)))")
                }
            }
        }
    }

    /// A number input's boundary is a number, a whole one but for a `double`; a list
    /// input's is its size, or its items for sections and events. (The inputs are made
    /// from the boundaries as written: `abc` was dropped without a word, and `0.5` for
    /// an int taken as 0.)
    private func checkForm(of text: String, at mark: YAMLNode.Mark) throws(YAMLError) {
        if type == "events" {
            // A misspelt event was not analyzable on every platform, not a rules error.
            for event in ThreadEvent.texts(in: text) where ThreadEvent(event) == nil {
                throw YAMLError(at: mark, "boundary '\(text)' of an events input: '\(event)' is no event (\(ThreadEvent.forms))")
            }
            return
        }
        guard type != "sections" || Double(text) != nil else { return }
        guard let number = Double(text) else { throw YAMLError(at: mark, "boundary '\(text)' of \(described) is not a number") }
        guard type == "double" || number.rounded() == number else {
            throw YAMLError(at: mark, "boundary '\(text)' of \(described) is not a whole number")
        }
    }

    /// `an int input`, `a letters input`.
    private var described: String {
        ("aeiou".contains(type.prefix(1)) ? "an " : "a ") + type + " input"
    }

    /// The numbers a boundary holds: itself, or its events' counts (`append 3`) and
    /// distances (`end 8`).
    private func numbers(in text: String) -> [(number: Double, isDistance: Bool)] {
        guard type == "events" else { return Double(text.trimmingCharacters(in: .whitespaces)).map { [($0, false)] } ?? [] }
        return ThreadEvent.texts(in: text).compactMap { event in
            switch ThreadEvent(event) {
            case let .change(_, count)?: (Double(count), false)
            case let .scroll(_, distance?)?: (distance, true)
            case .scroll(_, nil)?, nil: nil
            }
        }
    }

    private static func show(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e16 ? String(Int64(value)) : String(value)
    }
}

/// Reads one rules file.
struct ComponentReader {
    let file: String
    let context: RulesContext

    init(file: String, context: RulesContext) {
        self.file = file
        self.context = context
    }

    func origin(_ mark: YAMLNode.Mark) -> RuleOrigin {
        RuleOrigin(file: file, line: mark.line, column: mark.column)
    }

    mutating func read(_ root: YAMLNode) throws(YAMLError) -> ComponentRules {
        var map = try YAMLMapping(root, what: "a rules file")
        let id = try map.string("component")
        try requireIdentifier(id, at: map.mark, what: "component")
        let description = try map.optionalString("description") ?? ""
        var compare: CompareMode?
        if let text = try map.optionalString("compare") {
            guard let mode = CompareMode(rawValue: text) else { throw YAMLError(at: map.mark, "'compare' must be canonical or pairwise, not '\(text)'") }
            compare = mode
        }
        let pairwise = (compare ?? context.compare) == .pairwise
        let sourcesNode = map.optional("sources")
        let sourcesMark = sourcesNode?.mark
        let (canonicalSources, sources) = try readSources(sourcesNode, pairwise: pairwise)
        let aliases = try map.optional("aliases").map(readAliases) ?? [:]
        let defaults = try map.optional("defaults").map(readDefaults) ?? [:]
        var signatures = try map.optional("signatures").map(readSignatures) ?? Signatures()
        signatures.partsByLanguage = try map.optional("parameter-parts").map(readParameterParts) ?? [:]
        signatures.spellingsByLanguage = try map.optional("spellings").map(readSpellings) ?? [:]
        let related = try map.optional("related")?.strings(what: "'related'") ?? []
        var facts: [Fact] = []
        for node in try map.optional("facts")?.list(what: "'facts'") ?? [] {
            let fact = try readFact(node, component: id, pairwise: pairwise)
            if facts.contains(where: { $0.id == fact.id }) {
                throw YAMLError(at: node.mark, "fact '\(fact.id)' is defined twice in '\(id)'")
            }
            facts.append(fact)
        }
        var algorithms: [AlgorithmRule] = []
        for node in try map.optional("algorithms")?.list(what: "'algorithms'") ?? [] {
            algorithms.append(try readAlgorithm(node, component: id))
        }
        var groups: [TokenGroup] = []
        for node in try map.optional("token-groups")?.list(what: "'token-groups'") ?? [] {
            groups.append(try readTokenGroup(node, component: id))
        }
        if canonicalSources.isEmpty, !(facts.isEmpty && groups.isEmpty && algorithms.isEmpty), !pairwise || !algorithms.isEmpty {
            throw YAMLError(at: map.mark, "'sources' must name the canonical source ('canonical: File.swift') unless the component is compared pairwise without algorithms")
        }
        try map.rejectUnknownKeys()
        var component = ComponentRules(
            id: id, description: description, sources: sources, canonicalSources: canonicalSources, compare: compare,
            aliases: aliases, defaults: defaults, facts: facts, tokenGroups: groups, algorithms: algorithms, related: related,
            origin: origin(map.mark))
        component.sourcesOrigin = sourcesMark.map(origin)
        component.signatures = signatures
        return component
    }

    /// The entries of `map` whose keys name platforms, marked as read.
    private func platformEntries(_ map: inout YAMLMapping) -> [(key: String, mark: YAMLNode.Mark, node: YAMLNode)] {
        map.keys.filter(context.isPlatformKey).compactMap { key in map.optional(key).map { (key, $0.mark, $0) } }
    }

    /// `canonical: File.swift` (or a list), and a path per platform key.
    private func readSources(_ node: YAMLNode?, pairwise: Bool) throws(YAMLError) -> (canonical: [String], PlatformKeyed<String>) {
        guard let node else { return ([], PlatformKeyed()) }
        var map = try YAMLMapping(node, what: "'sources'")
        var canonical: [String] = []
        var sources = PlatformKeyed<String>()
        for entry in map.all() {
            guard context.isPlatformKey(entry.key) else {
                throw YAMLError(at: entry.keyMark, "unknown platform '\(entry.key)' (platforms: \(context.platformKeyList))")
            }
            if entry.key == Platform.canonical.name {
                canonical = try entry.value.strings(what: "the canonical sources")
                guard !canonical.isEmpty else { throw YAMLError(at: entry.value.mark, "'canonical' names no source") }
            } else {
                sources[key: entry.key] = try entry.value.string(what: "a source path")
            }
        }
        return (canonical, sources)
    }

    private func readAliases(_ node: YAMLNode) throws(YAMLError) -> [String: [String: String]] {
        var map = try YAMLMapping(node, what: "'aliases'")
        var result: [String: [String: String]] = [:]
        for group in map.all() {
            var table = try YAMLMapping(group.value, what: "an alias table")
            var names: [String: String] = [:]
            for entry in table.all() { names[entry.key] = try entry.value.string(what: "an alias") }
            result[group.key] = names
        }
        return result
    }

    /// `signatures: { kotlin: { border: [width, color, shape], padding: [[all], [horizontal, vertical]] } }`.
    private func readSignatures(_ node: YAMLNode) throws(YAMLError) -> Signatures {
        var result = Signatures()
        try readPerLanguage(node, "signatures", what: "a language's signatures") { language, function throws(YAMLError) in
            let items = try function.value.list(what: "a signature")
            let nested = items.contains { if case .sequence = $0 { return true } else { return false } }
            let overloads = nested ? try items.map { item throws(YAMLError) in try item.strings(what: "an overload") }
                : [try function.value.strings(what: "a signature")]
            result.byLanguage[language, default: [:]][function.key] = overloads
        }
        return result
    }

    /// `parameter-parts: { kotlin: { horizontal: [start, end], vertical: [top, bottom] } }`.
    private func readParameterParts(_ node: YAMLNode) throws(YAMLError) -> [String: [String: [String]]] {
        var result: [String: [String: [String]]] = [:]
        try readPerLanguage(node, "parameter-parts", what: "a language's parameter parts") { language, parameter throws(YAMLError) in
            let parts = try parameter.value.strings(what: "a parameter's parts")
            guard parts.count >= 2 else { throw YAMLError(at: parameter.keyMark, "'\(parameter.key)' needs two parts or more") }
            result[language, default: [:]][parameter.key] = parts
        }
        return result
    }

    /// `spellings: { swift: { foregroundStyle: [foregroundColor] } }`: other names of a call
    /// that sets the same value, which a locator naming the call reads too.
    private func readSpellings(_ node: YAMLNode) throws(YAMLError) -> [String: [String: [String]]] {
        var result: [String: [String: [String]]] = [:]
        try readPerLanguage(node, "spellings", what: "a language's call spellings") { language, call throws(YAMLError) in
            let others = try call.value.strings(what: "a call's other spellings")
            guard !others.isEmpty else { throw YAMLError(at: call.keyMark, "'\(call.key)' lists no other spelling") }
            result[language, default: [:]][call.key] = others
        }
        return result
    }

    /// A mapping keyed by the parser's language names (`key`), each language's entries
    /// read by `entry`.
    private func readPerLanguage(
        _ node: YAMLNode, _ key: String, what: String,
        _ entry: (String, (key: String, keyMark: YAMLNode.Mark, value: YAMLNode)) throws(YAMLError) -> Void
    ) throws(YAMLError) {
        var languages = try YAMLMapping(node, what: "'\(key)'")
        for language in languages.all() {
            guard Self.signatureLanguages.contains(language.key) else {
                throw YAMLError(at: language.keyMark, "'\(key)' are per language (\(Self.signatureLanguages.sorted().joined(separator: ", "))), not '\(language.key)'")
            }
            var entries = try YAMLMapping(language.value, what: what)
            for item in entries.all() { try entry(language.key, item) }
        }
    }

    /// The parser's language names (`SourceLanguage`).
    static let signatureLanguages: Set<String> = ["swift", "kotlin", "tsx", "typescript"]

    /// `defaults: { name: { value: 350ms, source: "…", display: "…" } }`.
    private func readDefaults(_ node: YAMLNode) throws(YAMLError) -> [String: DeclaredDefault] {
        var map = try YAMLMapping(node, what: "'defaults'")
        var result: [String: DeclaredDefault] = [:]
        for entry in map.all() {
            var fields = try YAMLMapping(entry.value, what: "a default")
            let text = try fields.string("value")
            guard let value = Value(ruleText: text) else {
                throw YAMLError(at: fields.mark, "'\(text)' is not a value (a number with pt, ms, s, em or %, bezier(x1, y1, x2, y2), named(…), #RRGGBB or #RRGGBBAA, or a [list])")
            }
            let source = try fields.string("source")
            guard !source.trimmingCharacters(in: .whitespaces).isEmpty else { throw YAMLError(at: fields.mark, "a default must cite its 'source'") }
            let display = try fields.optionalString("display") ?? "\(value.display) (\(entry.key))"
            try fields.rejectUnknownKeys()
            result[entry.key] = DeclaredDefault(value: value, display: display, source: source, origin: origin(entry.keyMark))
        }
        return result
    }

    private func readFact(_ node: YAMLNode, component: String, pairwise: Bool) throws(YAMLError) -> Fact {
        var map = try YAMLMapping(node, what: "a fact")
        let id = try map.string("id")
        try requireIdentifier(id, at: map.mark, what: "fact id")
        let kindName = try map.string("kind")
        guard let kind = FactKind(rawValue: kindName) else {
            throw YAMLError(at: map.mark, "unknown kind '\(kindName)' (kinds: \(FactKind.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        let group = try map.optionalString("group")
        if kind == .token, group == nil { throw YAMLError(at: map.mark, "a token fact needs 'group' (font, color, radius, shadow)") }
        let description = try map.string("description")
        let advisory = try map.optionalBool("advisory") ?? false
        let locators = try readPlatformLocators(&map, needsCanonical: !pairwise)
        var examples: [RuleExample] = []
        for node in try map.optional("examples")?.list(what: "'examples'") ?? [] { examples.append(try readExample(node)) }
        try map.rejectUnknownKeys(allowed: context.platformKeys)
        // After the unknown keys: a misspelled platform is the cause to name.
        try requireEveryPlatform(locators, at: map.mark, what: "fact '\(id)'")
        return Fact(
            id: id, component: component, description: description, kind: kind, tokenGroup: group, advisory: advisory,
            locators: locators, examples: examples, origin: origin(map.mark))
    }

    /// A locator per platform key: `canonical`, a platform's name, a flavor
    /// (`tailwind`) or a language (`kotlin`); the most specific key serves a platform.
    private func readPlatformLocators(_ map: inout YAMLMapping, needsCanonical: Bool) throws(YAMLError) -> PlatformKeyed<PlatformLocator> {
        var result = PlatformKeyed<PlatformLocator>()
        for entry in platformEntries(&map) { result[key: entry.key] = try readPlatformLocator(entry.node) }
        if needsCanonical, result[key: Platform.canonical.name] == nil {
            throw YAMLError(at: map.mark, "a fact needs a 'canonical' locator (or the component compared pairwise)")
        }
        return result
    }

    private func requireEveryPlatform<Value>(_ keyed: PlatformKeyed<Value>, at mark: YAMLNode.Mark, what: String) throws(YAMLError) {
        guard context.requiresEveryPlatform else { return }
        for platform in context.platforms where platform != .canonical && keyed[platform] == nil {
            throw YAMLError(
                at: mark, "\(what) names nothing for platform '\(platform.name)', which would not be checked: give it a locator, or '\(platform.name): { absent: \"why\" }'")
        }
    }

    private func readPlatformLocator(_ node: YAMLNode) throws(YAMLError) -> PlatformLocator {
        if YAMLMapping.hasOnly(node, "absent") {
            var map = try YAMLMapping(node, what: "a locator")
            return .absent(reason: try absenceReason(map.required("absent").text(what: "'absent'"), at: map.mark))
        }
        return .locate(try readLocators(node))
    }

    /// A locator, or a list of them.
    private func readLocators(_ node: YAMLNode) throws(YAMLError) -> [Locator] {
        guard case let .sequence(items, _) = node else { return [try LocatorReader(reader: self).read(node)] }
        var locators: [Locator] = []
        for item in items { locators.append(try LocatorReader(reader: self).read(item)) }
        guard !locators.isEmpty else { throw YAMLError(at: node.mark, "an empty list of locators") }
        return locators
    }

    private func readExample(_ node: YAMLNode) throws(YAMLError) -> RuleExample {
        var map = try YAMLMapping(node, what: "an example")
        let platformName = try map.string("platform")
        guard let platform = context.examplePlatform(platformName) else {
            throw YAMLError(at: map.mark, "unknown platform '\(platformName)' (platforms: \(context.platformKeyList))")
        }
        let source = try map.string("source")
        let value = try map.optionalString("value")
        let none = try map.optionalBool("finds-nothing") ?? false
        guard (value != nil) != none else {
            throw YAMLError(at: map.mark, "an example needs either 'value' or 'finds-nothing: true'")
        }
        try map.rejectUnknownKeys()
        return RuleExample(platform: platform, source: source, expected: value, origin: origin(map.mark))
    }

    private func readAlgorithm(_ node: YAMLNode, component: String) throws(YAMLError) -> AlgorithmRule {
        var map = try YAMLMapping(node, what: "an algorithm")
        let id = try map.string("id")
        try requireIdentifier(id, at: map.mark, what: "algorithm id")
        let description = try map.string("description")
        var inputs: [AlgorithmInput] = []
        var inputMap = try YAMLMapping(try map.required("inputs"), what: "'inputs'")
        for entry in inputMap.all() {
            var input = try YAMLMapping(entry.value, what: "an input")
            let type = try input.string("type")
            guard ["int", "double", "whole", "letters", "sections", "events"].contains(type) else {
                throw YAMLError(at: input.mark, "input type must be int, double, whole, letters, sections or events, not '\(type)'")
            }
            let boundary = try input.optional("boundary")?.strings(what: "'boundary'") ?? []
            let bounds = try input.optional("range")?.strings(what: "'range'") ?? ["0", "100"]
            guard bounds.count == 2, let low = Double(bounds[0]), let high = Double(bounds[1]), low <= high else {
                throw YAMLError(at: input.mark, "'range' must be [low, high]")
            }
            try InputDomain(type: type).check(range: low...high, boundary: boundary, at: input.mark)
            try input.rejectUnknownKeys()
            inputs.append(AlgorithmInput(name: entry.key, type: type, boundary: boundary, range: low...high))
        }
        let output = try map.optionalString("output") ?? "value"
        guard ["value", "labels"].contains(output) else { throw YAMLError(at: map.mark, "'output' must be value or labels") }
        let tolerance = try map.optional("tolerance").map { node throws(YAMLError) -> Double in
            let text = try node.string(what: "'tolerance'")
            guard let number = Double(text), number.isFinite, number > 0 else {
                throw YAMLError(at: node.mark, "'tolerance' must be a positive number (the difference two results may have), not '\(text)'")
            }
            return number
        }
        var programs = PlatformKeyed<AlgorithmProgram>()
        var adapters = PlatformKeyed<ProgramAdapter>()
        for entry in platformEntries(&map) {
            (programs[key: entry.key], adapters[key: entry.key]) = try readProgram(entry.node)
        }
        guard programs[key: Platform.canonical.name] != nil else { throw YAMLError(at: map.mark, "an algorithm needs a 'canonical' function") }
        // `element(x)` and `nonempty(x)` read a list: on a number they did nothing, without a word.
        let lists = Set(inputs.filter { InputDomain(type: $0.type).isList }.map(\.name))
        for adapter in adapters.values {
            if let result = adapter.result, result != ProgramAdapter.text, !lists.contains(ProgramAdapter.operand(of: "element", in: result) ?? "") {
                throw YAMLError(at: map.mark, "'result' must be text or element(INPUT) of a list input (letters, sections or events), not '\(result)'")
            }
            for requirement in adapter.requires where !lists.contains(ProgramAdapter.operand(of: "nonempty", in: requirement) ?? "") {
                throw YAMLError(
                    at: map.mark, "'requires' entries must be nonempty(INPUT) of a list input (letters, sections or events), not '\(requirement)'")
            }
        }
        try map.rejectUnknownKeys(allowed: context.platformKeys)
        try requireEveryPlatform(programs, at: map.mark, what: "algorithm '\(id)'")
        return AlgorithmRule(
            id: id, component: component, description: description, inputs: inputs, output: output, tolerance: tolerance,
            programs: programs, adapters: adapters, origin: origin(map.mark))
    }

    /// An expected absence must say why: the report shows the reason.
    private func absenceReason(_ reason: String, at mark: YAMLNode.Mark) throws(YAMLError) -> String {
        guard !reason.trimmingCharacters(in: .whitespaces).isEmpty else { throw YAMLError(at: mark, "'absent' needs a reason") }
        return reason
    }

    private func readProgram(_ node: YAMLNode) throws(YAMLError) -> (AlgorithmProgram, ProgramAdapter) {
        var map = try YAMLMapping(node, what: "an algorithm's program")
        if let reason = try map.optionalText("absent") {
            try map.rejectUnknownKeys()
            return (.absent(reason: try absenceReason(reason, at: map.mark)), ProgramAdapter())
        }
        let adapter = ProgramAdapter(
            result: try map.optionalString("result"), requires: try map.optional("requires")?.strings(what: "'requires'") ?? [])
        let bindings = try readBindings(map.optional("bind"))
        let program: AlgorithmProgram
        if let function = try map.optionalText("function") {
            let arguments = try readArguments(map.optional("arguments"))
            program = .function(path: try LocatorReader.path(function, at: map.mark), arguments: arguments, bindings: bindings)
        } else if let expression = try map.optionalText("expression") {
            program = .expression(path: try LocatorReader.path(expression, at: map.mark), bindings: bindings)
        } else if let at = map.optional("at") {
            program = .located(LocatedExpression(locators: try readLocators(at), bindings: bindings))
        } else if let body = try map.optionalText("body") {
            program = .body(path: try LocatorReader.path(body, at: map.mark), output: try map.string("output"), bindings: bindings)
        } else if let type = try map.optionalText("type") {
            program = .stateful(
                StatefulProgram(
                    path: try LocatorReader.path(type, at: map.mark), instance: try map.optionalString("instance") ?? "self",
                    construct: try map.optional("construct")?.strings(what: "'construct'") ?? [], initial: bindings, ids: try readHandler(map.optional("ids"), "ids", at: map.mark),
                    edges: try readHandler(map.optional("edges"), "edges", at: map.mark), state: try stateField(map.string("state"), at: map.mark),
                    effects: try map.optional("effects")?.strings(what: "'effects'") ?? []))
        } else {
            throw YAMLError(at: map.mark, "a program needs function, expression, at, body, type or absent")
        }
        try map.rejectUnknownKeys()
        return (program, adapter)
    }

    /// The field (or a path through fields) a stateful program observes.
    private func stateField(_ text: String, at mark: YAMLNode.Mark) throws(YAMLError) -> String {
        _ = try LocatorReader.path(text, at: mark, what: "a field of the instance (state: a field, or fields joined by dots)")
        return text
    }

    /// A method name, or `{ run: [paths], bind: { … } }`.
    private func readHandler(_ node: YAMLNode?, _ key: String, at mark: YAMLNode.Mark) throws(YAMLError) -> EventHandler {
        guard let node else { throw YAMLError(at: mark, "a stateful program needs '\(key)'") }
        if case .scalar = node { return .method(try node.string(what: "'\(key)'")) }
        var map = try YAMLMapping(node, what: "'\(key)'")
        guard let run = map.optional("run") else { throw YAMLError(at: map.mark, "'\(key)' needs 'run' (the code to run) or a method name") }
        let paths = try run.strings(what: "'run'").map { $0.split(separator: ".").map(String.init) }
        guard !paths.isEmpty else { throw YAMLError(at: map.mark, "'run' lists no code") }
        let bindings = try readBindings(map.optional("bind"))
        try map.rejectUnknownKeys()
        return .code(paths: paths, bindings: bindings)
    }

    /// `bind: { name: binding }`: names in the platform's code and what they are bound to.
    private func readBindings(_ node: YAMLNode?) throws(YAMLError) -> [String: String] {
        guard let node else { return [:] }
        var table = try YAMLMapping(node, what: "'bind'")
        var bindings: [String: String] = [:]
        for entry in table.all() { bindings[entry.key] = try binding(entry.value) }
        return bindings
    }

    /// `arguments: [binding, …]`: a function program's arguments, each a binding.
    private func readArguments(_ node: YAMLNode?) throws(YAMLError) -> [String] {
        guard let node else { return [] }
        if case .scalar = node { return [try binding(node)] }
        var arguments: [String] = []
        for item in try node.list(what: "'arguments'") { arguments.append(try binding(item)) }
        return arguments
    }

    /// A binding's text, refused here when it is malformed (see `BindingSyntax`).
    private func binding(_ node: YAMLNode) throws(YAMLError) -> String {
        let text = try node.string(what: "a binding")
        do {
            _ = try BindingSyntax(text)
        } catch {
            throw YAMLError(at: node.mark, error.message)
        }
        return text
    }

    private func readTokenGroup(_ node: YAMLNode, component: String) throws(YAMLError) -> TokenGroup {
        var map = try YAMLMapping(node, what: "a token group")
        let id = try map.string("id")
        try requireIdentifier(id, at: map.mark, what: "token group id")
        let kindName = try map.string("kind")
        guard let kind = FactKind(rawValue: kindName) else { throw YAMLError(at: map.mark, "unknown kind '\(kindName)'") }
        let description = try map.string("description")
        let describes = try map.optionalString("describes")
        var containers = PlatformKeyed<MemberLocator>()
        for entry in platformEntries(&map) { containers[key: entry.key] = try readMembers(entry.node) }
        guard containers[key: Platform.canonical.name] != nil else { throw YAMLError(at: map.mark, "a token group needs a 'canonical' container") }
        try map.rejectUnknownKeys(allowed: context.platformKeys)
        return TokenGroup(
            id: id, component: component, description: description, kind: kind, containers: containers,
            describes: describes, origin: origin(map.mark))
    }

    private func readMembers(_ node: YAMLNode) throws(YAMLError) -> MemberLocator {
        var map = try YAMLMapping(node, what: "a token container")
        let container = try map.string("members").split(separator: ".").map(String.init)
        var value: Locator?
        if let node = map.optional("value") { value = try LocatorReader(reader: self).read(node) }
        let ignore = Set(try map.optional("ignore")?.strings(what: "'ignore'") ?? [])
        try map.rejectUnknownKeys()
        return MemberLocator(container: container, value: value, ignore: ignore)
    }

    private func requireIdentifier(_ id: String, at mark: YAMLNode.Mark, what: String) throws(YAMLError) {
        let allowed = id.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
        guard allowed, !id.isEmpty, !id.hasPrefix("-") else {
            throw YAMLError(at: mark, "\(what) '\(id)' must be lowercase letters, digits and '-'")
        }
    }
}

extension YAMLMapping {
    static func hasOnly(_ node: YAMLNode, _ key: String) -> Bool {
        guard case let .mapping(entries, _) = node else { return false }
        return entries.count == 1 && entries[0].key == key
    }
}
