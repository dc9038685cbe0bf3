import Foundation

/// Writes a file so that readers see the old content or the new, never a part: a
/// temporary file in the same folder, then a rename. Missing folders are created unless
/// `createFolders` is false.
public enum AtomicFile {
    public static func write(_ data: Data, to path: String, createFolders: Bool = true) throws(AtomicWriteError) {
        let destination = URL(fileURLWithPath: path)
        let folder = destination.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(destination.lastPathComponent).uim-parity-\(UUID().uuidString)")
        do {
            if createFolders {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            }
            try data.write(to: temporary)
            guard rename(temporary.path, destination.path) == 0 else {
                throw AtomicWriteError(path: path, reason: String(cString: strerror(errno)))
            }
        } catch let error as AtomicWriteError {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw AtomicWriteError(path: path, reason: error.localizedDescription)
        }
    }
}

public struct AtomicWriteError: Error, Equatable, Sendable, CustomStringConvertible {
    public let path: String
    public let reason: String
    public var description: String { "\(path): cannot write: \(reason)" }
}
