import Foundation
import Model
import Testing

/// A file is read to a limit, not to its end: a file whose size reads 0 may read on
/// (`/proc/self/pagemap`, linked from a repository, took 4 GB before the check aborted).
@Suite struct FileReaderLimitTests {
    @Test func aFileIsReadUpToTheLimit() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("limit-\(UUID().uuidString).txt").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data(repeating: 0x61, count: 100_000).write(to: URL(fileURLWithPath: path))
        #expect(FileReader.bytes(atPath: path, limit: 100_000).map(\.count) == .success(100_000))
        #expect(FileReader.bytes(atPath: path, limit: 99_999) == .failure(.tooLarge(limit: 99_999)))
    }

    @Test(.enabled(if: FileManager.default.isReadableFile(atPath: "/proc/self/pagemap")))
    func aFileThatReadsOnPastItsStatedSizeStopsAtTheLimit() {
        #expect(FileReader.bytes(atPath: "/proc/self/pagemap", limit: 1_000_000) == .failure(.tooLarge(limit: 1_000_000)))
    }
}
