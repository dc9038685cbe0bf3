import BuiltinData
import Comparison
import Foundation
import Model
import Parsing

/// The canonical sources of a check: the built-in ones and those the config's
/// `canonical:` names in the library (files, folders or globs, relative to the config).
/// Rules name a canonical source by its file name, so two with one name are an error.
enum CanonicalSources {
    static var builtin: [CanonicalSource] { Builtin.canonical }

    static func load(_ configuration: Configuration) throws(SessionError) -> [CanonicalSource] {
        guard let folder = configuration.folder, !configuration.canonical.isEmpty else { return builtin }
        var sources = builtin
        // A file two entries name (`canonical/*.swift` and `canonical/Badge.swift`) is
        // read once; it clashed with itself.
        var read: Set<String> = []
        for pattern in configuration.canonical {
            let paths = try swiftFiles(matching: pattern, in: folder, config: configuration.path ?? Configuration.fileName)
            for path in paths where read.insert(URL(fileURLWithPath: path).standardizedFileURL.path).inserted {
                let display = CheckSession.relativeToCurrentFolder(path)
                let name = (path as NSString).lastPathComponent
                if let twin = sources.first(where: { $0.name == name }) {
                    throw SessionError(message: "\(display): canonical source '\(name)' clashes with \(twin.displayPath); rename one of them")
                }
                let file: SourceFile
                do {
                    file = try SourceFile.load(path: path, limit: configuration.maxFileBytes)
                } catch {
                    throw SessionError(message: error.description)
                }
                sources.append(CanonicalSource(name: name, text: file.text, displayPath: display))
            }
        }
        return sources
    }

    /// The Swift files an entry of `canonical:` names: a file, every `.swift` file below
    /// a folder, or the files a glob matches below its fixed leading folders.
    private static func swiftFiles(matching pattern: String, in folder: URL, config: String) throws(SessionError) -> [String] {
        let trimmed = pattern.hasPrefix("./") ? String(pattern.dropFirst(2)) : pattern
        let absolute = trimmed.hasPrefix("/") ? trimmed : folder.appendingPathComponent(trimmed).path
        let segments = absolute.split(separator: "/", omittingEmptySubsequences: false)
        let fixed = segments.prefix { !$0.contains("*") && !$0.contains("?") }
        let start = fixed.count == segments.count ? absolute : fixed.joined(separator: "/")
        let discovered: [String]
        guard FileManager.default.fileExists(atPath: start.isEmpty ? "/" : start) else {
            throw SessionError(message: "\(config): canonical: '\(pattern)' names no Swift file")
        }
        do {
            discovered = try SourceDiscovery(root: start.isEmpty ? "/" : start).sourcePaths
        } catch {
            throw SessionError(message: "\(config): canonical: '\(pattern)': \(error.description)")
        }
        let glob = Glob(absolute)
        let matched = discovered.filter { $0.hasSuffix(".swift") && (fixed.count == segments.count || glob.matches($0)) }
        guard !matched.isEmpty else { throw SessionError(message: "\(config): canonical: '\(pattern)' names no Swift file") }
        return matched
    }
}
