#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads whole regular files, and says in words a user can act on why a path cannot
/// be read: a FIFO or a device is not "an I/O error", a link loop is not "no such file".
public enum FileReader {
    public enum Failure: Error, Equatable, Sendable, CustomStringConvertible {
        case notFound
        case isDirectory
        /// A FIFO, a device or a socket: reading it could block forever or never end.
        case notRegular(String)
        case linkToNothing
        case linkLoop
        case permissionDenied
        /// More bytes than the reader takes: a file whose size reads 0 (`/proc/self/pagemap`)
        /// may still read without end.
        case tooLarge(limit: Int)
        case system(String)

        /// The cause alone, for messages that say themselves what failed.
        public var reason: String {
            switch self {
            case .permissionDenied: "permission denied"
            case let .system(reason): reason
            default: description
            }
        }

        public var description: String {
            switch self {
            case .notFound: "no such file"
            case .isDirectory: "is a folder, not a file"
            case let .notRegular(kind): "is \(kind), not a regular file"
            case .linkToNothing: "is a symbolic link to nothing"
            case .linkLoop: "is a loop of symbolic links"
            case .permissionDenied: "cannot be read: permission denied"
            case let .tooLarge(limit): "larger than the limit of \(limit / 1_000_000) MB"
            case let .system(reason): "cannot be read: \(reason)"
            }
        }
    }

    /// What is at `path` when it is not a regular file that can be opened, else nil.
    public static func problem(at path: String) -> Failure? {
        var info = stat()
        guard status(of: path, &info) == 0 else { return failure(errno: errno, path: path) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return .isDirectory
        case S_IFIFO: return .notRegular("a FIFO (named pipe)")
        case S_IFCHR, S_IFBLK: return .notRegular("a device")
        case S_IFSOCK: return .notRegular("a socket")
        default: return .notRegular("not a file")
        }
    }

    /// The most bytes a file is read to unless a reader says otherwise, and the largest
    /// `max-file-size` a configuration may set (1000 MB).
    public static let defaultLimit = 1_000_000_000

    /// The bytes of the regular file at `path`, at most `limit` of them.
    public static func bytes(atPath path: String, limit: Int = defaultLimit) -> Result<[UInt8], Failure> {
        if let problem = problem(at: path) { return .failure(problem) }
        // Non-blocking, then checked again on the open file: a path swapped for a FIFO
        // after the check above must not block the open or the read.
        let descriptor = open(FileSystemName.encode(path), O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return .failure(failure(errno: errno, path: path)) }
        defer { close(descriptor) }
        var opened = stat()
        guard fstat(descriptor, &opened) == 0, opened.st_mode & S_IFMT == S_IFREG else {
            return .failure(.notRegular("not a regular file any more"))
        }
        // Refused before reading when the file says it is too large; the read checks again,
        // as a file may state a size of 0 and read on (`/proc/self/pagemap`).
        guard opened.st_size <= limit else { return .failure(.tooLarge(limit: limit)) }
        var bytes: [UInt8] = []
        if let failure = readAll(descriptor, into: &bytes, limit: limit, path: path) { return .failure(failure) }
        return .success(bytes)
    }

    /// Appends everything left to read from an open file, if it is at most `limit` bytes
    /// (the size a file states is not trusted: the read stops past the limit); why not, or nil.
    public static func readAll(_ descriptor: Int32, into bytes: inout [UInt8], limit: Int, path: String = "") -> Failure? {
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return nil }
            if count < 0 {
                if errno == EINTR { continue }
                return failure(errno: errno, path: path)
            }
            guard bytes.count + count <= limit else { return .tooLarge(limit: limit) }
            bytes.append(contentsOf: chunk[..<count])
        }
    }

    /// The names in a folder (without `.` and `..`), or why it cannot be listed.
    public static func names(inFolder path: String) -> Result<[String], Failure> {
        guard let folder = opendir(FileSystemName.encode(path)) else { return .failure(failure(errno: errno, path: path)) }
        defer { closedir(folder) }
        var names: [String] = []
        while true {
            errno = 0
            guard let entry = readdir(folder) else { break }
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                FileSystemName.decode(Array(raw.prefix { $0 != 0 }))
            }
            if name != ".", name != ".." { names.append(name) }
        }
        // readdir returns nil at the end and on an error; only errno tells them apart.
        if errno != 0 { return .failure(failure(errno: errno, path: path)) }
        return .success(names)
    }

    /// `stat(2)` of a path that may hold escaped bytes (`FileSystemName`).
    public static func status(of path: String, _ info: inout stat) -> Int32 {
        stat(FileSystemName.encode(path), &info)
    }

    /// `lstat(2)` of a path that may hold escaped bytes (`FileSystemName`).
    public static func linkStatus(of path: String, _ info: inout stat) -> Int32 {
        lstat(FileSystemName.encode(path), &info)
    }

    private static func failure(errno code: Int32, path: String) -> Failure {
        switch code {
        case ENOENT:
            var info = stat()
            return linkStatus(of: path, &info) == 0 ? .linkToNothing : .notFound
        case ENOTDIR: return .notFound
        case ELOOP: return .linkLoop
        case EACCES, EPERM: return .permissionDenied
        default: return .system(String(cString: strerror(code)))
        }
    }
}
