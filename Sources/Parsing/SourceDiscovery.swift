import Foundation
import Model

/// Finds the source files below a path the user named, in a stable order.
///
/// Hidden files and folders are skipped; links are followed (a library may link a
/// shared folder in), each real folder is read once, so a link cannot make the walk
/// loop; a folder that cannot be read is an error, never a silent gap. Only files of
/// a known language are returned; the others are counted.
public struct SourceDiscovery: Sendable {
    /// Source files, as `root` joined with their relative path, sorted.
    public let sourcePaths: [String]
    /// Files below `root` whose extension names no known language.
    public let otherFileCount: Int
    /// Links to folders that were followed, relative to `root`, sorted.
    public let linkedFolders: [String]

    /// Folders of dependencies and build products: never a component's source, and
    /// often full of third-party code that does not parse (a React Native project's
    /// `node_modules`). `--no-ignore` reads them too.
    public static let skippedFolders: Set<String> = ["node_modules", "build", "DerivedData", "Pods", "Carthage"]

    public init(root: String, skipping skipped: Set<String> = []) throws(SourceFileError) {
        var info = stat()
        guard FileReader.status(of: root, &info) == 0 else {
            switch FileReader.problem(at: root) {
            // A checked path may be a file or a folder.
            case .notFound?, nil: throw SourceFileError(path: root, problem: .unreadable("no such file or folder"))
            case let failure?: throw SourceFileError(path: root, problem: .unreadable(failure.description))
            }
        }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            let known = SourceLanguage(path: root) != nil
            sourcePaths = known ? [root] : []
            otherFileCount = known ? 0 : 1
            linkedFolders = []
            return
        }
        var walk = Walk(root: root, skipped: skipped)
        try walk.run()
        sourcePaths = walk.sources.sorted()
        otherFileCount = walk.others
        linkedFolders = walk.links.sorted()
    }

    /// The state of one walk below a root folder.
    private struct Walk {
        let root: String
        let skipped: Set<String>
        var sources: [String] = []
        var others = 0
        var links: [String] = []
        /// Real folders read, by device and inode.
        var seen: Set<[UInt64]> = []

        init(root: String, skipped: Set<String>) {
            self.root = root
            self.skipped = skipped
        }

        mutating func run() throws(SourceFileError) {
            // Folders reached through links wait until every real folder is walked, so
            // a link never hides the folder it points at (`a-shared -> z/`).
            var pending = [(folder: "", isLink: false)]
            var pendingLinks: [(folder: String, isLink: Bool)] = []
            while let (folder, isLink) = pending.popLast() ?? pendingLinks.popLast() {
                let path = folder.isEmpty ? root : SourceDiscovery.join(root, folder)
                guard let real = Self.identity(path), seen.insert(real).inserted else { continue }
                if isLink { links.append(folder) }
                let names: [String]
                switch FileReader.names(inFolder: path) {
                case let .success(listed): names = listed
                case let .failure(failure): throw SourceFileError(path: path, problem: .unreadable("cannot list the folder: \(failure.reason)"))
                }
                for name in names.sorted().reversed() where !name.hasPrefix(".") {
                    let relative = folder.isEmpty ? name : folder + "/" + name
                    guard let subfolder = visit(relative) else { continue }
                    if subfolder.isLink { pendingLinks.insert(subfolder, at: 0) } else { pending.append(subfolder) }
                }
            }
        }

        /// Records a file; returns the path again when it is a folder to walk.
        private mutating func visit(_ relative: String) -> (folder: String, isLink: Bool)? {
            let path = SourceDiscovery.join(root, relative)
            var linkInfo = stat()
            var info = stat()
            guard FileReader.linkStatus(of: path, &linkInfo) == 0 else { return nil }
            let isLink = linkInfo.st_mode & S_IFMT == S_IFLNK
            // A link to nothing, or a loop, is a source that cannot be read, if it is named like one.
            guard FileReader.status(of: path, &info) == 0 else {
                if SourceLanguage(path: relative) != nil { sources.append(path) }
                return nil
            }
            if info.st_mode & S_IFMT == S_IFDIR {
                guard !skipped.contains((relative as NSString).lastPathComponent) else { return nil }
                return (relative, isLink)
            }
            if SourceLanguage(path: relative) != nil { sources.append(path) } else { others += 1 }
            return nil
        }

        private static func identity(_ path: String) -> [UInt64]? {
            var info = stat()
            guard FileReader.status(of: path, &info) == 0 else { return nil }
            return [UInt64(info.st_dev), UInt64(info.st_ino)]
        }
    }

    /// `reference/` + `a.kt` → `reference/a.kt`, without doubling the slash.
    static func join(_ root: String, _ relative: String) -> String {
        root.hasSuffix("/") ? root + relative : root + "/" + relative
    }
}
