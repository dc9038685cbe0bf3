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
/// one it was written under and each of the component's files has the size, inode and
/// times it had. A file changed in the last `FileStamp.racyInterval` is not trusted (two writes
/// within a clock tick look alike, git's "racily clean" files), so its component's entry
/// is not kept. A cache that cannot be read is an empty one, and one that cannot be
/// written is left as it was: the check's result is the same either way, only slower.
/// The folder and file are used only as a real folder and a regular file: a link there
/// could lead a write outside the checked folder.
struct TokenUseCache {
    static let folderName = ".uim-parity-cache"
    static let fileName = "token-uses.json"
    /// A larger file is not a cache this tool wrote (a few KB per component).
    static let maxBytes = 64 << 20

    /// One component's uses on some flavors and token groups (`scope`), and the files
    /// they were read from.
    struct Entry: Codable, Equatable {
        var scope: TokenConsistency.Reach
        var files: [FileStamp]
        var uses: [TokenConsistency.Use]
    }

    private struct Stored: Codable {
        var format = TokenUseCache.format
        var key: String
        var components: [String: Entry] = [:]
    }

    private static let format = 1
    let folder: String
    private var stored: Stored
    private var changed = false

    /// The cache below `root` for runs under `key`; empty when there is none, it is
    /// another key's or it cannot be read.
    init(root: String, key: String) {
        folder = (root as NSString).appendingPathComponent(Self.folderName)
        stored = Stored(key: key)
        var info = stat()
        guard Self.fileType(folder) == S_IFDIR, FileReader.linkStatus(of: file, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
            info.st_size <= Self.maxBytes, case let .success(bytes) = FileReader.bytes(atPath: file),
            let decoded = try? JSONDecoder().decode(Stored.self, from: Data(bytes)), decoded.format == Self.format, decoded.key == key
        else { return }
        stored = decoded
    }

    private var file: String { (folder as NSString).appendingPathComponent(Self.fileName) }

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

    /// Keeps a component's uses on `scope`, unless one of its files changed too recently
    /// to tell (then what was kept of it goes).
    mutating func keep(
        _ uses: [TokenConsistency.Use], of component: String, scope: TokenConsistency.Reach, files: [FileStamp], now: Int64 = FileStamp.now()
    ) {
        guard !files.contains(where: { $0.isRacy(now: now) }) else {
            if stored.components.removeValue(forKey: component) != nil { changed = true }
            return
        }
        let entry = Entry(scope: scope, files: files, uses: uses)
        guard stored.components[component] != entry else { return }
        stored.components[component] = entry
        changed = true
    }

    /// Writes what changed (atomically); makes the folder with its `.gitignore` first.
    func save() {
        guard changed else { return }
        if Self.fileType(folder) == nil {
            guard mkdir(folder, 0o777) == 0 else { return }
            try? AtomicFile.write(Data("# Made by uim-parity: its cache, never committed.\n*\n".utf8), to: (folder as NSString).appendingPathComponent(".gitignore"))
        }
        // (By lstat: a dangling link is there too, and would be written through.)
        guard Self.fileType(folder) == S_IFDIR, [nil, S_IFREG].contains(Self.fileType(file)) else { return }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(stored) else { return }
        try? AtomicFile.write(data, to: file)
    }

    private static func fileType(_ path: String) -> mode_t? {
        var info = stat()
        guard FileReader.linkStatus(of: path, &info) == 0 else { return nil }
        return info.st_mode & S_IFMT
    }
}
