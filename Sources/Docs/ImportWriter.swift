import Foundation
import Parsing

/// Writes an import plan: LF, UTF-8 without BOM, only files whose content changed,
/// each atomically (a temporary file in the same folder, then a rename). Never deletes.
public struct ImportWriter {
    public struct Outcome: Equatable, Sendable {
        public var written: [String] = []
        public var unchanged: [String] = []
    }

    public let outputFolder: URL

    public init(outputFolder: URL) {
        self.outputFolder = outputFolder
    }

    /// The planned files whose content on disk differs (or that do not exist yet).
    public func outdated(_ plan: ImportPlan) -> [ImportPlan.PlannedFile] {
        plan.files.filter { file in
            FileManager.default.contents(atPath: url(of: file).path) != Data(file.content.utf8)
        }
    }

    public func write(_ plan: ImportPlan) throws(ImportWriteError) -> Outcome {
        var outcome = Outcome()
        let changed = Set(outdated(plan).map(\.path))
        for file in plan.files.sorted(by: { $0.path < $1.path }) {
            guard changed.contains(file.path) else {
                outcome.unchanged.append(file.path)
                continue
            }
            let destination = url(of: file)
            do {
                // The folders of the plan are inside the folder the user named.
                try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            } catch {
                throw ImportWriteError(path: destination.deletingLastPathComponent().path, reason: "cannot create the folder")
            }
            do {
                try AtomicFile.write(Data(file.content.utf8), to: destination.path)
            } catch {
                throw ImportWriteError(path: error.path, reason: error.reason)
            }
            outcome.written.append(file.path)
        }
        return outcome
    }

    private func url(of file: ImportPlan.PlannedFile) -> URL {
        file.path.split(separator: "/").reduce(outputFolder) { $0.appendingPathComponent(String($1)) }
    }

}

public struct ImportWriteError: Error, Equatable, Sendable, CustomStringConvertible {
    public let path: String
    public let reason: String
    public var description: String { "\(path): cannot write: \(reason)" }
}
