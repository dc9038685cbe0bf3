import Foundation
import Model
import Parsing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The renamed-token uses of the components a `--files` run does not check, kept between
/// runs: a hook's check then parses the changed component's files, not every other
/// component's TSX and canonical sources (which grew the hook with the library: 0.9 s
/// at 100 components, two thirds of it there). ESLint's `--cache` and SwiftLint's cache
/// keep results between runs the same way, by each file's metadata.
///
/// It lives in the checked folder, `.uim-parity-cache/`, which holds a `.gitignore` of
/// `*` so it is never committed (as ruff's `.ruff_cache/` does). An entry is used only
/// when the run's `key` (the tool, its rules and canonical sources, the config) is the
/// one it was written under and each of the component's files has the stamp it had
/// (`FileStamp`). A cache that cannot be read is an empty one, and one that cannot be
/// written is left as it was: the check's result is the same either way, only slower.
/// Uses hold paths below the root, so the cache serves a run from any folder.
struct TokenUseCache {
    static let folderName = ".uim-parity-cache"
    static let fileName = "token-uses.json"
    /// A larger file is not a cache this tool wrote (about a KB per component).
    static let maxBytes = 16 << 20

    /// One component's uses on some flavors and token groups (`scope`), and the files
    /// they were read from.
    struct Entry: Codable, Equatable {
        var scope: TokenConsistency.Reach
        var files: [FileStamp]
        var uses: [TokenConsistency.Use]

        /// Whether each use is one the component's facts could make within its scope:
        /// a file this tool did not write could hold anything.
        func isValid(for component: String) -> Bool {
            uses.allSatisfy { use in
                use.component == component && scope.contains(use) && !use.name.isEmpty && !use.location.path.isEmpty
            }
        }
    }

    private struct Stored: Codable {
        var format = TokenUseCache.format
        var key: String
        var components: [String: Entry] = [:]
    }

    private static let format = 2
    let folder: String
    private var stored: Stored
    private var changed = false

    /// The cache below `root` for runs under `key`; empty when there is none, it is
    /// another key's or it cannot be read.
    init(root: String, key: String) {
        folder = (root as NSString).appendingPathComponent(Self.folderName)
        stored = Stored(key: key)
        guard let cacheFolder = CacheFolder(path: folder, creating: false) else { return }
        defer { cacheFolder.close() }
        guard let bytes = cacheFolder.bytes(of: Self.fileName, limit: Self.maxBytes),
            let decoded = try? JSONDecoder().decode(Stored.self, from: Data(bytes)), decoded.format == Self.format, decoded.key == key
        else { return }
        stored.components = decoded.components.filter { $1.isValid(for: $0) }
    }

    /// The flavors and groups kept of a component, if any.
    func scope(of component: String) -> TokenConsistency.Reach? { stored.components[component]?.scope }

    /// The component's uses within `reach`, if they were kept and its files (`stamps`
    /// of the kept flavors' files) are as they were then.
    func uses(of component: String, within reach: TokenConsistency.Reach, stamps: (TokenConsistency.Reach) -> [FileStamp])
        -> [TokenConsistency.Use]?
    {
        guard let entry = stored.components[component], entry.scope.covers(reach), entry.files == stamps(entry.scope) else { return nil }
        return entry.uses.filter(reach.contains)
    }

    /// Keeps a component's uses on `scope`, read from `files`, unless one of them changed
    /// too recently to tell (`FileStamp.isRacy`).
    mutating func keep(
        _ uses: [TokenConsistency.Use], of component: String, scope: TokenConsistency.Reach, files: [FileStamp], now: Int64 = FileStamp.now()
    ) {
        guard !files.contains(where: { $0.isRacy(now: now) }) else { return forget(component) }
        let entry = Entry(scope: scope, files: files, uses: uses)
        guard stored.components[component] != entry else { return }
        stored.components[component] = entry
        changed = true
    }

    /// Drops what was kept of a component (its files changed while it was read).
    mutating func forget(_ component: String) {
        if stored.components.removeValue(forKey: component) != nil { changed = true }
    }

    /// Writes what changed, in the folder (made if missing) with its `.gitignore`.
    mutating func save() {
        guard changed, let cacheFolder = CacheFolder(path: folder, creating: true) else { return }
        defer { cacheFolder.close() }
        if !cacheFolder.holds(".gitignore") {
            _ = cacheFolder.replace(".gitignore", with: Data("# Made by uim-parity: its cache, never committed.\n*\n".utf8))
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(stored), cacheFolder.replace(Self.fileName, with: data) else { return }
        changed = false
    }
}

/// The cache's folder, opened without following a link, and every file in it read and
/// written through that descriptor without following one either: a link put in place
/// of the folder or of a file in it, even between a check and a use, leads nowhere
/// outside the checked folder. (`AtomicFile` and `FileReader` open by path and follow
/// links, as a user's `--output` may be one; the byte loops on an open file are theirs.)
private struct CacheFolder {
    let descriptor: Int32

    /// `creating`: makes the folder when there is none (never through a link).
    init?(path: String, creating: Bool) {
        if creating { _ = mkdir(FileSystemName.encode(path), 0o777) }
        descriptor = open(FileSystemName.encode(path), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
    }

    func close() { _ = closeDescriptor(descriptor) }

    func holds(_ name: String) -> Bool {
        var info = stat()
        return fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0
    }

    /// A regular file's bytes, if it is one of at most `limit` bytes.
    func bytes(of name: String, limit: Int) -> [UInt8]? {
        let file = openat(descriptor, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard file >= 0 else { return nil }
        defer { _ = closeDescriptor(file) }
        var info = stat()
        guard fstat(file, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size <= limit else { return nil }
        var bytes: [UInt8] = []
        guard FileReader.readAll(file, into: &bytes, limit: limit) == nil else { return nil }
        return bytes
    }

    /// Writes a new file beside `name` and renames it over `name`: readers see the old
    /// content or the new, and a link there is replaced, not followed.
    func replace(_ name: String, with data: Data) -> Bool {
        let temporary = ".\(name).\(UUID().uuidString)"
        let file = openat(descriptor, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
        guard file >= 0 else { return false }
        let written = AtomicFile.writeAll(data, to: file) == nil
        _ = closeDescriptor(file)
        guard written, renameat(descriptor, temporary, descriptor, name) == 0 else {
            _ = unlinkat(descriptor, temporary, 0)
            return false
        }
        return true
    }
}

/// `close(2)`, named apart from `CacheFolder.close()`.
private func closeDescriptor(_ descriptor: Int32) -> Int32 { close(descriptor) }
