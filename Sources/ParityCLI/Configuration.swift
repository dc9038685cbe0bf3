import Comparison
import Foundation
import Model
import YAML

/// `uim-parity.yml`: where the rules are and the Tailwind rem per flavor. Found by
/// walking up from the current folder, or given with `--config`.
struct Configuration {
    static let fileName = "uim-parity.yml"

    /// The file it came from, if any.
    var path: String?
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

    /// The config file's folder, which relative paths in it start from.
    var folder: URL? { path.map { URL(fileURLWithPath: $0).deletingLastPathComponent() } }

    static let defaults = Configuration()

    /// The config for this run: `explicit`, else the nearest `uim-parity.yml` above
    /// `directory`, else the defaults.
    static func load(explicit: String?, from directory: String) throws(ConfigurationError) -> Configuration {
        guard let path = explicit ?? find(from: directory) else { return defaults }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ConfigurationError(message: "\(path): cannot be read")
        }
        guard let text = String(data: data, encoding: .utf8) else {
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
    private static func resolve(_ path: String, in folder: URL) -> String {
        path.hasPrefix("/") ? path : folder.appendingPathComponent(path).path
    }

    static func parse(_ text: String, path: String) throws(YAMLError) -> Configuration {
        var configuration = Configuration(path: path)
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
        if let sourcesNode = root.optional("sources") {
            var sources = try YAMLMapping(sourcesNode, what: "'sources'")
            for entry in sources.all() {
                guard let platform = Platform(rawValue: entry.key), platform != .canonical else {
                    throw YAMLError(at: entry.keyMark, "'\(entry.key)' is not a platform (swift, kotlin, uniwind, nativewind, stylesheet)")
                }
                configuration.sources[platform] = try entry.value.strings(what: "the source patterns of \(entry.key)")
            }
        }
        if let tailwindNode = root.optional("tailwind") {
            var tailwind = try YAMLMapping(tailwindNode, what: "'tailwind'")
            if let remNode = tailwind.optional("rem") {
                var rem = try YAMLMapping(remNode, what: "'rem'")
                for entry in rem.all() {
                    guard let flavor = Platform(rawValue: entry.key), flavor.isTailwind else {
                        throw YAMLError(at: entry.keyMark, "'\(entry.key)' is not a Tailwind flavor (uniwind, nativewind)")
                    }
                    let text = try entry.value.string(what: "a rem")
                    guard let value = Decimal(plainNumber: text), value > 0 else {
                        throw YAMLError(at: entry.value.mark, "rem must be a positive number of px, not '\(text)'")
                    }
                    configuration.rem[flavor] = value
                }
            }
            try tailwind.rejectUnknownKeys()
        }
        try root.rejectUnknownKeys()
        return configuration
    }
}

struct ConfigurationError: Error {
    let message: String
}
