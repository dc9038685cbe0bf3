import Comparison
import Foundation
import Model
import Rules
import YAML

/// `uim-parity.yml`: the repository's platforms, its canonical sources, where its
/// rules are and the Tailwind rem per flavor. Found by walking up from the current
/// folder, or given with `--config`.
struct Configuration {
    static let fileName = "uim-parity.yml"

    /// The file it came from, if any, and its text (empty without one).
    var path: String?
    var text = ""
    /// A rules folder, relative to the config file.
    var rulesFolder: String?
    var rem: [Platform: Decimal] = [.uniwind: 16, .nativewind: 16]
    /// Glob patterns per platform, relative to the checked folder.
    var sources: [Platform: [String]] = [:]
    /// The checked folder when no PATH is given, relative to the config file.
    var root: String?
    /// The baseline file, relative to the config file.
    var baseline: String?
    /// Severity per fact, component or finding kind.
    var severities: [String: Policy.Level] = [:]
    /// The repository's platforms (`platforms:`), else the five of the uim docs.
    var platforms: [Platform] = Platform.builtin
    /// Whether `platforms:` declared them.
    var declaresPlatforms = false
    /// The library's canonical sources (`canonical:`): files, folders or globs,
    /// relative to the config file.
    var canonical: [String] = []
    /// How components that name no mode are compared (`compare:`).
    var compare: CompareMode = .canonical
    /// The largest source file read, in bytes (`max-file-size:` in MB).
    var maxFileBytes = 5_000_000
    /// Paths below the checked folder never read (`exclude:`), as globs.
    var exclude: [String] = []
    /// Whether the built-in uim rules apply (`builtin-rules:`): by default only with the
    /// built-in platforms, which are the ones they are written for.
    var builtinRules: Bool?

    var usesBuiltinRules: Bool { builtinRules ?? !declaresPlatforms }

    /// The config file's folder, which relative paths in it start from.
    var folder: URL? { path.map { URL(fileURLWithPath: $0).deletingLastPathComponent() } }

    static let defaults = Configuration()

    /// The config for this run: `explicit`, else the nearest `uim-parity.yml` above each
    /// of `directories` in turn (the checked folder, then the current one), else the defaults.
    static func load(explicit: String?, from directories: [String]) throws(ConfigurationError) -> Configuration {
        guard let path = explicit ?? directories.lazy.compactMap(find).first else { return defaults }
        let bytes: [UInt8]
        switch FileReader.bytes(atPath: path) {
        case let .success(read): bytes = read
        case let .failure(failure): throw ConfigurationError(message: "\(path): \(failure.description)")
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw ConfigurationError(message: "\(path): not valid UTF-8")
        }
        do {
            return try parse(text, path: path)
        } catch {
            throw ConfigurationError(message: "\(path):\(error.line):\(error.column): \(error.message)")
        }
    }

    private static func find(from directory: String) -> String? {
        var folder = URL(fileURLWithPath: directory).standardizedFileURL
        while true {
            let candidate = folder.appendingPathComponent(fileName).path
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }

    /// A path from the config: absolute as written, else relative to the config's folder.
    /// (Standardized: `root: .` read from a subfolder had printed every path as
    /// `/repo/./kotlin/…`.)
    private static func resolve(_ path: String, in folder: URL) -> String {
        path.hasPrefix("/") ? path : folder.appendingPathComponent(path).standardizedFileURL.path
    }

    static func parse(_ text: String, path: String) throws(YAMLError) -> Configuration {
        var configuration = Configuration(path: path, text: text)
        var root = try YAMLMapping(try YAMLNode.parse(text), what: "the config")
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        if let rules = try root.optionalString("rules") {
            configuration.rulesFolder = Self.resolve(rules, in: folder)
        }
        if let checked = try root.optionalString("root") {
            configuration.root = Self.resolve(checked, in: folder)
        }
        if let baseline = try root.optionalString("baseline") {
            configuration.baseline = Self.resolve(baseline, in: folder)
        }
        if let severityNode = root.optional("severity") {
            var severity = try YAMLMapping(severityNode, what: "'severity'")
            for entry in severity.all() {
                let text = try entry.value.string(what: "a severity")
                guard let level = Policy.Level(rawValue: text) else {
                    throw YAMLError(at: entry.value.mark, "severity must be error, warning or off, not '\(text)'")
                }
                configuration.severities[entry.key] = level
            }
        }
        if let platformsNode = root.optional("platforms") {
            try configuration.readPlatforms(platformsNode)
        }
        if let sourcesNode = root.optional("sources") {
            var sources = try YAMLMapping(sourcesNode, what: "'sources'")
            for entry in sources.all() {
                guard let platform = configuration.platforms.first(where: { $0.name == entry.key }) else {
                    throw YAMLError(at: entry.keyMark, "'\(entry.key)' is not a platform (\(configuration.platformNames))")
                }
                configuration.sources[platform] = try entry.value.strings(what: "the source patterns of \(entry.key)")
            }
        }
        if let tailwindNode = root.optional("tailwind") {
            var tailwind = try YAMLMapping(tailwindNode, what: "'tailwind'")
            if let remNode = tailwind.optional("rem") {
                var rem = try YAMLMapping(remNode, what: "'rem'")
                for entry in rem.all() {
                    guard let flavor = configuration.platforms.first(where: { $0.name == entry.key }), flavor.isTailwind else {
                        let flavors = configuration.platforms.filter(\.isTailwind).map(\.name).joined(separator: ", ")
                        throw YAMLError(at: entry.keyMark, "'\(entry.key)' is not a Tailwind platform (\(flavors.isEmpty ? "none declared" : flavors))")
                    }
                    configuration.rem[flavor] = try Self.rem(entry.value)
                }
            }
            try tailwind.rejectUnknownKeys()
        }
        if let sizeNode = root.optional("max-file-size") {
            let text = try sizeNode.string(what: "'max-file-size'")
            // Bounded by what any reader takes, so a file a check read can be read again (`fix`).
            let largest = FileReader.defaultLimit / 1_000_000
            guard let megabytes = Int(text), (1...largest).contains(megabytes) else {
                throw YAMLError(at: sizeNode.mark, "'max-file-size' must be a whole number of MB from 1 to \(largest), not '\(text)'")
            }
            configuration.maxFileBytes = megabytes * 1_000_000
        }
        if let excludeNode = root.optional("exclude") {
            configuration.exclude = try excludeNode.strings(what: "'exclude'")
        }
        if let builtin = try root.optionalBool("builtin-rules") {
            configuration.builtinRules = builtin
        }
        if let canonicalNode = root.optional("canonical") {
            configuration.canonical = try canonicalNode.strings(what: "'canonical'")
        }
        if let compareNode = root.optional("compare") {
            let text = try compareNode.string(what: "'compare'")
            guard let mode = CompareMode(rawValue: text) else {
                throw YAMLError(at: compareNode.mark, "'compare' must be canonical or pairwise, not '\(text)'")
            }
            configuration.compare = mode
        }
        try root.rejectUnknownKeys()
        return configuration
    }
}

extension Configuration {
    var platformNames: String { platforms.map(\.name).joined(separator: ", ") }

    /// `platforms: { ios: { language: swift, sources: [...] }, web: { language: tsx, flavor: tailwind, rem: 16 } }`:
    /// the declared platforms replace the built-in five, in the order written. A platform
    /// may say whether it mirrors the canonical (`mirrors-canonical:`, by default when it
    /// is written in Swift).
    mutating func readPlatforms(_ node: YAMLNode) throws(YAMLError) {
        var map = try YAMLMapping(node, what: "'platforms'")
        var declared: [Platform] = []
        rem = [:]
        for entry in map.all() {
            try Self.requirePlatformName(entry.key, at: entry.keyMark)
            var fields = try YAMLMapping(entry.value, what: "a platform")
            let languageName = try fields.string("language")
            guard let language = Platform.Language(rawValue: languageName) else {
                throw YAMLError(at: fields.mark, "language must be swift, kotlin, tsx or ts, not '\(languageName)'")
            }
            var flavor: Platform.Flavor?
            if let flavorName = try fields.optionalString("flavor") {
                guard let value = Platform.Flavor(rawValue: flavorName), language == .tsx || language == .ts else {
                    throw YAMLError(at: fields.mark, "flavor must be tailwind or stylesheet, on a tsx or ts platform")
                }
                flavor = value
            }
            if let group = Platform.Language(rawValue: entry.key), group != language {
                throw YAMLError(at: entry.keyMark, "a platform named '\(entry.key)' must be written in \(entry.key)")
            }
            if let group = Platform.Flavor(rawValue: entry.key), group != flavor {
                throw YAMLError(at: entry.keyMark, "a platform named '\(entry.key)' must have flavor \(entry.key)")
            }
            let mirrors = try fields.optionalBool("mirrors-canonical")
            let platform = Platform(name: entry.key, language: language, flavor: flavor, order: declared.count, mirrorsCanonical: mirrors)
            if let remNode = fields.optional("rem") {
                guard flavor == .tailwind else { throw YAMLError(at: remNode.mark, "'rem' is for a platform with flavor tailwind") }
                rem[platform] = try Self.rem(remNode)
            } else if flavor == .tailwind {
                rem[platform] = 16
            }
            if let patterns = fields.optional("sources") {
                sources[platform] = try patterns.strings(what: "the source patterns of \(entry.key)")
            }
            try fields.rejectUnknownKeys()
            declared.append(platform)
        }
        guard !declared.isEmpty else { throw YAMLError(at: map.mark, "'platforms' declares none") }
        platforms = declared
        declaresPlatforms = true
    }

    static func rem(_ node: YAMLNode) throws(YAMLError) -> Decimal {
        let text = try node.string(what: "a rem")
        guard let value = Decimal(plainNumber: text), value > 0 else {
            throw YAMLError(at: node.mark, "rem must be a positive number of px, not '\(text)'")
        }
        return value
    }

    private static func requirePlatformName(_ name: String, at mark: YAMLNode.Mark) throws(YAMLError) {
        let allowed = name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
        guard allowed, !name.isEmpty, name.first?.isLetter == true else {
            throw YAMLError(at: mark, "platform name '\(name)' must be lowercase letters, digits and '-', starting with a letter")
        }
        guard name != Platform.canonical.name else { throw YAMLError(at: mark, "'canonical' is not a platform name: it is the implementation compared with") }
    }
}

struct ConfigurationError: Error {
    let message: String
}
