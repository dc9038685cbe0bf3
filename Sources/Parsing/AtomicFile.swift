import Foundation
import Model

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a file so that readers see the old content or the new, never a part: a
/// temporary file in the same folder, synced, then renamed over the target.
///
/// Only a regular file (or none) is replaced that way. A device or FIFO (`/dev/null`,
/// `/dev/stdout`) is written in place, a link is followed to the file it names, and the
/// target keeps its permissions. A missing folder, a folder, a read-only file and an
/// empty name are refused: the tool never creates folders or loosens modes unasked.
public enum AtomicFile {
    public static func write(_ data: Data, to path: String) throws(AtomicWriteError) {
        guard !path.isEmpty else { throw AtomicWriteError(path: "''", reason: "an empty file name") }
        let target = try resolved(path)
        var status = stat()
        // Every name reaches the system through `FileSystemName`: a folder whose name is
        // not UTF-8 could not be written.
        if FileReader.linkStatus(of: target, &status) == 0 {
            switch status.st_mode & S_IFMT {
            case S_IFDIR: throw AtomicWriteError(path: path, reason: "is a folder")
            case S_IFREG:
                // The mode, not access(2): root may write anything, and must still not
                // replace a file its owner made read-only.
                guard status.st_mode & 0o222 != 0 else { throw AtomicWriteError(path: path, reason: "is read-only") }
                try replace(target, with: data, mode: status.st_mode & 0o7777, shownAs: path)
            default:
                try writeInPlace(target, data, shownAs: path)
            }
            return
        }
        guard errno == ENOENT else { throw AtomicWriteError(path: path, reason: String(cString: strerror(errno))) }
        let folder = (target as NSString).deletingLastPathComponent
        var folderStatus = stat()
        guard FileReader.status(of: folder.isEmpty ? "." : folder, &folderStatus) == 0, folderStatus.st_mode & S_IFMT == S_IFDIR else {
            throw AtomicWriteError(path: path, reason: "the folder \(folder.isEmpty ? "." : folder) does not exist")
        }
        try replace(target, with: data, mode: 0o666 & ~currentUmask(), shownAs: path)
    }

    /// The file a path names, through links (a link loop or a dangling link's folder is an error).
    private static func resolved(_ path: String) throws(AtomicWriteError) -> String {
        var current = path
        for _ in 0..<40 {
            var status = stat()
            guard FileReader.linkStatus(of: current, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return current }
            guard let destination = linkDestination(current) else { throw AtomicWriteError(path: path, reason: "an unreadable link") }
            current = destination.hasPrefix("/") ? destination : ((current as NSString).deletingLastPathComponent as NSString).appendingPathComponent(destination)
        }
        throw AtomicWriteError(path: path, reason: "too many levels of links (a link loop)")
    }

    /// The temporary files of this tool for `target`: `.NAME.uim-parity-UUID` beside it.
    static func temporaryPrefix(for target: String) -> String {
        let url = URL(fileURLWithPath: target)
        return url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).uim-parity-").path
    }

    private static func replace(_ target: String, with data: Data, mode: mode_t, shownAs path: String) throws(AtomicWriteError) {
        removeStaleTemporaries(of: target)
        let temporary = temporaryPrefix(for: target) + UUID().uuidString
        let descriptor = open(FileSystemName.encode(temporary), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard descriptor >= 0 else { throw AtomicWriteError(path: path, reason: String(cString: strerror(errno))) }
        var failure = writeAll(data, to: descriptor)
        if failure == nil, fchmod(descriptor, mode) != 0 { failure = errno }
        if failure == nil, fsync(descriptor) != 0 { failure = errno }
        close(descriptor)
        if failure == nil, rename(FileSystemName.encode(temporary), FileSystemName.encode(target)) != 0 { failure = errno }
        if let failure {
            unlink(FileSystemName.encode(temporary))
            throw AtomicWriteError(path: path, reason: String(cString: strerror(failure)))
        }
    }

    /// A device or FIFO cannot be replaced: it is written through.
    private static func writeInPlace(_ target: String, _ data: Data, shownAs path: String) throws(AtomicWriteError) {
        let descriptor = open(FileSystemName.encode(target), O_WRONLY | O_TRUNC | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            let reason = errno == ENXIO ? "a FIFO with no reader" : String(cString: strerror(errno))
            throw AtomicWriteError(path: path, reason: reason)
        }
        defer { close(descriptor) }
        if let failure = writeAll(data, to: descriptor) { throw AtomicWriteError(path: path, reason: String(cString: strerror(failure))) }
    }

    /// Writes every byte to an open file; the errno of a failure, or nil.
    public static func writeAll(_ data: Data, to descriptor: Int32) -> Int32? {
        var offset = 0
        let bytes = [UInt8](data)
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                Foundation.write(descriptor, buffer.baseAddress! + offset, bytes.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return nil
    }

    /// A run killed between writing and renaming leaves its temporary file; the next
    /// write of the same target removes it.
    private static func removeStaleTemporaries(of target: String) {
        let prefix = temporaryPrefix(for: target)
        let folder = (prefix as NSString).deletingLastPathComponent
        let stem = (prefix as NSString).lastPathComponent
        let names = (try? FileReader.names(inFolder: folder.isEmpty ? "." : folder).get()) ?? []
        for name in names {
            guard let suffix = name.droppingPrefixBytes(stem), UUID(uuidString: suffix) != nil else { continue }
            unlink(FileSystemName.encode((folder as NSString).appendingPathComponent(name)))
        }
    }

    /// What a link holds, read as the file system's bytes.
    private static func linkDestination(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink(FileSystemName.encode(path), &buffer, buffer.count - 1)
        guard length >= 0 else { return nil }
        return FileSystemName.decode(buffer[..<length].map { UInt8(bitPattern: $0) })
    }

    private static func currentUmask() -> mode_t {
        let mask = umask(0o022)
        umask(mask)
        return mask
    }
}

public struct AtomicWriteError: Error, Equatable, Sendable, CustomStringConvertible {
    public let path: String
    public let reason: String
    public var description: String { "\(path): cannot write: \(reason)" }
}
