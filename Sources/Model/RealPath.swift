import Foundation

/// Paths with their links resolved: where a write through a path lands, and whether two
/// spellings (a link, `..`, a relative path) name one file.
public enum RealPath {
    /// The path with every link resolved; nil when it does not exist.
    public static func existing(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The path made absolute, `.` and `..` taken out, links left as written.
    public static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// The path with every link resolved: of the file, or for a missing one (a deleted
    /// file), of its folder; made absolute as written when neither exists.
    public static func of(_ path: String) -> String {
        let absolute = absolute(path)
        if let resolved = existing(absolute) { return resolved }
        let folder = (absolute as NSString).deletingLastPathComponent
        guard let resolvedFolder = existing(folder) else { return absolute }
        return (resolvedFolder as NSString).appendingPathComponent((absolute as NSString).lastPathComponent)
    }

    /// Why a path that is a symbolic link leads to no file (a loop, a missing target);
    /// nil for any other path.
    public static func brokenLink(_ path: String) -> String? {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return nil }
        if stat(path, &status) == 0 { return nil }
        return errno == ELOOP ? "is a loop of symbolic links" : "is a symbolic link to a file that does not exist"
    }

    /// The part of `path` below `folder`, both resolved ("" for the folder itself); nil
    /// when it lies elsewhere.
    public static func relative(_ path: String, below folder: String) -> String? {
        // Byte for byte (see `hasPrefixBytes`).
        if path.hasSameBytes(as: folder) { return "" }
        return path.droppingPrefixBytes(folder == "/" ? "/" : folder + "/")
    }
}
