import Foundation
import Model
import Parsing
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
    /// The sources among the files that the check does not read, each with why (outside
    /// the root, excluded, no such file): a typo or a wrong folder is said, not a silent pass.
    /// (A source of the last commit that is gone is a deletion the hook passes, not a typo.)
    public var unchecked: [String] = []
    /// The sources found below the root, for the check that follows (`CheckInput.listing`).
    public var listing: SourceListing?

    /// A change that means everything must be checked.
    static func everything(listing: SourceListing) -> ChangedFiles {
        var changes = ChangedFiles(components: [], fullCheck: true, ignored: [])
        changes.listing = listing
        return changes
    }
}

/// The changes that mean everything must be checked: the config, the rules files and
/// the baseline, by path; any rules file in the rules folders (a deleted or a new one is
/// in no list of loaded files); any file with the config's name (a deleted config is no
/// longer loaded).
public struct ControlFiles: Sendable {
    public var paths: [String]
    public var rulesFolders: [String]
    public var names: Set<String>

    public init(paths: [String], rulesFolders: [String] = [], names: Set<String> = []) {
        self.paths = paths
        self.rulesFolders = rulesFolders
        self.names = names
    }
}

extension Checker {
    /// Sorts changed files into the components they concern. Paths may be relative to
    /// the current folder or absolute, and may go through links; deleted files count by
    /// their name. A folder is refused: pre-commit passes files, and a folder given by
    /// hand (a mistyped root) was once checked as nothing.
    public func changes(in paths: [String], controls: ControlFiles) throws(CheckError) -> ChangedFiles {
        let sources: SourceSet
        do {
            sources = try SourceSet(
                root: input.root, canonicalSources: [], platforms: input.platforms, patterns: patterns, rules: input.rules,
                reading: input.reading)
        } catch {
            throw CheckError(message: error.description)
        }
        let controlPaths = Set(controls.paths.map(RealPath.of))
        let rulesFolders = Set(controls.rulesFolders.map(RealPath.of))
        let root = RealPath.absolute(input.root)
        let realRoot = RealPath.of(input.root)
        let canonicalPaths = Set(input.canonicalSources.map { RealPath.of($0.displayPath) })
        var linked: [String: String]?
        var components: Set<String> = []
        var ignored: [String] = []
        var others: [String] = []
        // Each with the path below the root that, found in the last commit, withdraws it.
        var unchecked: [(message: String, unlessCommitted: String?)] = []
        func notChecked(_ path: String, _ reason: String, unlessCommitted relative: String? = nil) {
            if SourceLanguage(path: path) != nil { unchecked.append(("\(printable(path)): not checked: \(reason)", relative)) }
        }
        func isControl(_ path: String, real: String) -> Bool {
            controlPaths.contains(real) || controls.names.contains((path as NSString).lastPathComponent)
                || (rulesFolders.contains((real as NSString).deletingLastPathComponent) && RulesLoader.isRulesFile(real))
        }
        for path in paths {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
                throw CheckError(message: "\(printable(path)): is a folder; --files takes changed files (the checked folder is --root)")
            }
            let real = RealPath.of(path)
            let owners = canonicalOwners(of: path, real: real, canonicalPaths: canonicalPaths)
            // A canonical whose values describe tokens other components use (`tokenDetails`)
            // moves their findings too.
            if isControl(path, real: real) || owners.contains(where: { $0.tokenGroups.contains { $0.describes != nil } }) {
                return .everything(listing: sources.listing)
            }
            components.formUnion(owners.map(\.id))
            // As written first: a deleted file in a linked folder has no real path below the root.
            guard let relative = RealPath.relative(RealPath.absolute(path), below: root) ?? RealPath.relative(real, below: realRoot)
                ?? linkedSource(real, in: sources, cache: &linked)
            else {
                if owners.isEmpty {
                    ignored.append(path)
                    notChecked(path, "outside the checked folder \(printable(input.root))")
                }
                continue
            }
            let sourceOwners = input.rules.components.filter { component in
                input.platforms.contains { sources.belongs(relative, to: component, on: $0) }
                    || component.related.contains { Glob($0).matches(relative) }
            }
            if sourceOwners.isEmpty, owners.isEmpty {
                ignored.append(path)
                if sources.exists(relative) {
                    others.append(relative)
                } else if FileManager.default.fileExists(atPath: path) {
                    notChecked(path, "excluded from the check (git-ignored, the config's exclude:, or a dependency or build folder)")
                } else {
                    notChecked(path, "no such file, and no component's source", unlessCommitted: relative)
                }
            }
            components.formUnion(sourceOwners.map(\.id))
        }
        var changes = ChangedFiles(components: components, fullCheck: false, ignored: ignored)
        changes.otherSources = others
        let committed = GitFiles.inLastCommit(unchecked.compactMap(\.unlessCommitted), below: root)
        changes.unchecked = unchecked.filter { !committed.contains($0.unlessCommitted ?? "") }.map(\.message)
        changes.listing = sources.listing
        return changes
    }

    /// The components whose canonical source the file is: one the config names, or a
    /// deleted file of a canonical's name (rules name canonical sources by file name; the
    /// check of a component whose canonical is gone fails as the full check does).
    private func canonicalOwners(of path: String, real: String, canonicalPaths: Set<String>) -> [ComponentRules] {
        guard canonicalPaths.contains(real) || !FileManager.default.fileExists(atPath: path) else { return [] }
        let name = (path as NSString).lastPathComponent
        return input.rules.components.filter { $0.canonicalSources.contains(name) }
    }

    /// The path below the root of the listed source that `real` is the real file of (a
    /// component file that is a link to a file elsewhere); the table is made once.
    private func linkedSource(_ real: String, in sources: SourceSet, cache: inout [String: String]?) -> String? {
        if cache == nil {
            let root = input.root
            cache = Dictionary(sources.relativePaths.map { (RealPath.of((root as NSString).appendingPathComponent($0)), $0) }) { first, _ in first }
        }
        return cache?[real]
    }

    var patterns: [Platform: [Glob]] {
        Dictionary(uniqueKeysWithValues: input.platforms.map { ($0, input.sourcePatterns[$0] ?? CheckInput.defaultPatterns(for: $0)) })
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
