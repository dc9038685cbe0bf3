import Foundation

/// Finds the source files below a path the user named, in a stable order.
///
/// Hidden files and folders are skipped, links to folders are not followed (so a
/// link cannot make the walk leave the tree or loop), and only files of a known
/// language are returned; the others are counted.
public struct SourceDiscovery: Sendable {
    /// Source files, as `root` joined with their relative path, sorted.
    public let sourcePaths: [String]
    /// Files below `root` whose extension names no known language.
    public let otherFileCount: Int

    /// Folders of dependencies and build products: never a component's source, and
    /// often full of third-party code that does not parse (a React Native project's
    /// `node_modules`). `--no-ignore` reads them too.
    public static let skippedFolders: Set<String> = ["node_modules", "build", "DerivedData", "Pods", "Carthage"]

    public init(root: String, skipping skipped: Set<String> = []) throws(SourceFileError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory) else {
            throw SourceFileError(path: root, problem: .notFound)
        }
        guard isDirectory.boolValue else {
            let known = SourceLanguage(path: root) != nil
            sourcePaths = known ? [root] : []
            otherFileCount = known ? 0 : 1
            return
        }
        guard let walker = FileManager.default.enumerator(atPath: root) else {
            throw SourceFileError(path: root, problem: .unreadable)
        }
        var sources: [String] = []
        var others = 0
        while let relative = walker.nextObject() as? String {
            let path = Self.join(root, relative)
            let name = (relative as NSString).lastPathComponent
            let type = walker.fileAttributes?[.type] as? FileAttributeType
            if name.hasPrefix(".") || type == .typeDirectory && skipped.contains(name) {
                if type == .typeDirectory { walker.skipDescendants() }
                continue
            }
            guard type == .typeRegular || type == .typeSymbolicLink && !Self.isFolder(path) else { continue }
            if SourceLanguage(path: relative) != nil { sources.append(path) } else { others += 1 }
        }
        sourcePaths = sources.sorted()
        otherFileCount = others
    }

    private static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// `reference/` + `a.kt` → `reference/a.kt`, without doubling the slash.
    static func join(_ root: String, _ relative: String) -> String {
        root.hasSuffix("/") ? root + relative : root + "/" + relative
    }
}
