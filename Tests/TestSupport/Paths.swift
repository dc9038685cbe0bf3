import Foundation

/// Where the repository, its reference tree and the shared docs are, from this file.
public enum RepositoryPaths {
    public static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    public static var reference: URL { root.appendingPathComponent("reference") }

    /// The docs pages that reference/ is imported from: `$UIM_PARITY_DOCS`, or the
    /// `shared/docs` folder beside the checkout (as on the developers' and CI machines).
    public static var docs: URL? {
        let candidates = [
            ProcessInfo.processInfo.environment["UIM_PARITY_DOCS"].map { URL(fileURLWithPath: $0) },
            root.deletingLastPathComponent().appendingPathComponent("shared/docs"),
        ].compactMap { $0 }
        return candidates.first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("section-index.md").path) }
    }

    /// The docs pages reference/ is imported from, in the order of the committed import.
    public static var referenceDocs: [URL]? {
        docs.map { folder in ["section-index.md", "message-scroller.md"].map { folder.appendingPathComponent($0) } }
    }

    /// Every file below `folder`, as sorted relative paths.
    public static func files(below folder: URL) -> [String] {
        let walker = FileManager.default.enumerator(atPath: folder.path)
        var result: [String] = []
        while let relative = walker?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: folder.appendingPathComponent(relative).path, isDirectory: &isDirectory)
            if !isDirectory.boolValue { result.append(relative) }
        }
        return result.sorted()
    }

    /// Everything below `folder`, hidden or not, as sorted relative paths: folders end
    /// in `/`, links show their target (`a -> b`) and are not followed.
    public static func entries(below folder: URL) -> [String] {
        var result: [String] = []
        func walk(_ relative: String) {
            let path = relative.isEmpty ? folder.path : folder.appendingPathComponent(relative).path
            for name in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] {
                let child = relative.isEmpty ? name : relative + "/" + name
                let childPath = folder.appendingPathComponent(child).path
                let type = (try? FileManager.default.attributesOfItem(atPath: childPath))?[.type] as? FileAttributeType
                if type == .typeSymbolicLink {
                    result.append("\(child) -> \((try? FileManager.default.destinationOfSymbolicLink(atPath: childPath)) ?? "?")")
                } else if type == .typeDirectory {
                    result.append(child + "/")
                    walk(child)
                } else {
                    result.append(child)
                }
            }
        }
        walk("")
        return result.sorted()
    }
}

/// A fresh folder under the system's temporary folder, removed when the value is released.
public final class TemporaryFolder {
    public let url: URL

    public init() {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("uim-parity-tests-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    public var path: String { url.path }

    /// Writes `contents` at `relativePath`, creating folders; returns the file's path.
    @discardableResult
    public func write(_ relativePath: String, _ contents: String) -> String {
        write(relativePath, bytes: Array(contents.utf8))
    }

    @discardableResult
    public func write(_ relativePath: String, bytes: [UInt8]) -> String {
        let file = url.appendingPathComponent(relativePath)
        try! FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try! Data(bytes).write(to: file)
        return file.path
    }

    public func read(_ relativePath: String) -> String? {
        FileManager.default.contents(atPath: url.appendingPathComponent(relativePath).path)
            .map { String(decoding: $0, as: UTF8.self) }
    }

    /// Copies a folder's contents into this one, under `name`.
    public func copy(_ folder: URL, as name: String) -> URL {
        let destination = url.appendingPathComponent(name)
        try! FileManager.default.copyItem(at: folder, to: destination)
        return destination
    }
}
