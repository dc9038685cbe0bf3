import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a file's metadata says of its content: its size, inode and change times (none
/// where there is no file). Equal stamps stand for equal content, but for a file written
/// twice within one clock tick: see `isRacy`.
public struct FileStamp: Codable, Equatable, Sendable {
    public let path: String
    public let size: Int64
    public let inode: UInt64
    /// Nanoseconds since 1970: the content's change (mtime) and the inode's (ctime),
    /// which no tool sets back.
    public let modified: Int64
    public let changed: Int64

    /// `path`: the file relative to the root; `location`: where it is read from.
    public init(path: String, at location: String) {
        var info = stat()
        guard FileReader.status(of: location, &info) == 0 else {
            self = .missing(path)
            return
        }
        self.path = path
        size = Int64(info.st_size)
        inode = UInt64(info.st_ino)
        #if canImport(Darwin)
        modified = Self.nanoseconds(info.st_mtimespec)
        changed = Self.nanoseconds(info.st_ctimespec)
        #else
        modified = Self.nanoseconds(info.st_mtim)
        changed = Self.nanoseconds(info.st_ctim)
        #endif
    }

    /// The stamp of a file that is not there (or not read: a file the check leaves out).
    public static func missing(_ path: String) -> FileStamp { FileStamp(missing: path) }

    private init(missing path: String) {
        self.path = path
        (size, inode, modified, changed) = (-1, 0, 0, 0)
    }

    /// Whether the file changed so recently that a second write in the same clock tick
    /// would leave the same stamp (git's "racily clean" files). The inode's time counts
    /// too: a file put in place with an old modification time (`cp -p`, `tar`) changed now.
    public func isRacy(now: Int64) -> Bool { size >= 0 && max(modified, changed) > now - Self.racyInterval }

    /// FAT's 2 s timestamps are the coarsest a source may sit on.
    public static let racyInterval: Int64 = 2_000_000_000

    public static func now() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return nanoseconds(time)
    }

    private static func nanoseconds(_ time: timespec) -> Int64 { Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec) }
}
