import Foundation
import Model
import Rules

/// What a list of changed files (`check --files`, the pre-commit hook) asks to check.
public struct ChangedFiles: Sendable, Equatable {
    /// The components the files belong to (any platform of the component, and the
    /// tokens for a theme file).
    public let components: Set<String>
    /// A rules file, the config or the baseline changed: everything must be checked.
    public let fullCheck: Bool
    /// Files that belong to no component.
    public let ignored: [String]
    /// Of those, the sources the check reads below the root, relative to it: a syntax
    /// error in one fails the hook as it fails the full check.
    public var otherSources: [String] = []
    /// The sources found below the root, for the check that follows (`CheckInput.listing`).
    public var listing: SourceListing?
}

extension Checker {
    /// Sorts changed files into the components they concern. Paths may be relative to
    /// the current folder or absolute; deleted files count by their name.
    public func changes(in paths: [String], controlFiles: [String]) throws(CheckError) -> ChangedFiles {
        let sources: SourceSet
        do {
            sources = try SourceSet(
                root: input.root, canonicalSources: [], platforms: input.platforms, patterns: patterns, rules: input.rules,
                reading: input.reading)
        } catch {
            throw CheckError(message: error.description)
        }
        let controls = Set(controlFiles.map(Self.absolute))
        let root = Self.absolute(input.root)
        var components: Set<String> = []
        var ignored: [String] = []
        var others: [String] = []
        for path in paths {
            let absolute = Self.absolute(path)
            if controls.contains(absolute) {
                var everything = ChangedFiles(components: [], fullCheck: true, ignored: [])
                everything.listing = sources.listing
                return everything
            }
            guard absolute.hasPrefix(root + "/") else {
                ignored.append(path)
                continue
            }
            let relative = String(absolute.dropFirst(root.count + 1))
            let owners = input.rules.components.filter { component in
                input.platforms.contains { sources.belongs(relative, to: component, on: $0) }
                    || component.related.contains { Glob($0).matches(relative) }
            }
            if owners.isEmpty {
                ignored.append(path)
                if sources.exists(relative) { others.append(relative) }
            }
            components.formUnion(owners.map(\.id))
        }
        var changes = ChangedFiles(components: components, fullCheck: false, ignored: ignored)
        changes.otherSources = others
        changes.listing = sources.listing
        return changes
    }

    var patterns: [Platform: [Glob]] {
        Dictionary(uniqueKeysWithValues: input.platforms.map { ($0, input.sourcePatterns[$0] ?? CheckInput.defaultPatterns(for: $0)) })
    }

    static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}

extension SourceSet {
    /// Whether a (possibly deleted) file is the component's source on a platform.
    func belongs(_ relative: String, to component: ComponentRules, on platform: Platform) -> Bool {
        if let explicit = component.sources[platform] { return explicit == relative }
        return self.platform(of: relative) == platform
            && Self.fileNames(for: component.id, platform: platform).contains((relative as NSString).lastPathComponent)
    }
}
