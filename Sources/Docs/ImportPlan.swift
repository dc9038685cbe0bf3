import Foundation

/// What importing some docs pages into a folder will write, decided before anything is written.
///
/// Titled blocks go to their title; untitled tsx/ts/swift/kotlin blocks go under
/// `examples/<doc>/<heading>[-n].<ext>`; `Terminal` blocks are skipped. A page none of
/// whose fenced blocks is imported is searched for code shown without fences
/// (`UnfencedCode`), named like untitled blocks; a page with fenced sources never is,
/// so it imports exactly as it did before that search existed. The first page
/// on the command line wins a title; a different block under the same title goes to
/// `conflicts/<doc>/<title>`. A page with any refused title contributes nothing, and
/// `ImportWriter` writes nothing at all for a plan with errors.
public struct ImportPlan: Sendable {
    public struct Origin: Equatable, Sendable, CustomStringConvertible {
        public let doc: String
        public let line: Int
        public var description: String { "\(doc):\(line)" }
    }

    public struct PlannedFile: Equatable, Sendable {
        /// The path under the output folder, `/`-separated.
        public let path: String
        public let content: String
        public let origin: Origin
    }

    public struct Conflict: Equatable, Sendable {
        public let title: String
        public let kept: Origin
        public let other: Origin
        public let otherPath: String
    }

    public struct PageSummary: Equatable, Sendable {
        public let doc: String
        public var titled = 0
        public var examples = 0
        public var skipped = 0
        public var refused = false
        /// Examples recovered from code shown without fences (only on pages with no fenced sources).
        public var recovered = 0
        /// The line where the search for unfenced code gave up (its parse budget spent), if it did.
        public var recoveryStoppedAt: Int?
    }

    public private(set) var files: [PlannedFile] = []
    public private(set) var conflicts: [Conflict] = []
    public private(set) var errors: [ImportError] = []
    public private(set) var pages: [PageSummary] = []

    /// Plans the import of `pages`, in order, into `outputFolder` (checked for links
    /// that lead outside it).
    public init(pages input: [MarkdownPage], outputFolder: URL) {
        var byPath: [String: Int] = [:]
        for page in input {
            switch Self.entries(of: page, outputFolder: outputFolder) {
            case let .success((entries, summary)):
                // A clash refuses the page as a whole: what it added so far is taken back.
                let before = (files, conflicts, byPath)
                var clash: ImportError?
                for entry in entries where clash == nil {
                    clash = add(entry, docName: Self.docName(page.path), outputFolder: outputFolder, byPath: &byPath)
                }
                guard let clash else {
                    pages.append(summary)
                    continue
                }
                (files, conflicts, byPath) = before
                var refused = PageSummary(doc: page.path)
                refused.refused = true
                pages.append(refused)
                errors.append(clash)
            case let .failure(refusal):
                var summary = PageSummary(doc: page.path)
                summary.refused = true
                pages.append(summary)
                errors += refusal.errors
            }
        }
    }

    /// Adds one file of a page; why the page must be refused, or nil.
    private mutating func add(_ entry: PlannedFile, docName: String, outputFolder: URL, byPath: inout [String: Int]) -> ImportError? {
        if let clash = files.first(where: { Self.isFolder($0.path, of: entry.path) || Self.isFolder(entry.path, of: $0.path) }) {
            return ImportError(
                doc: entry.origin.doc, line: entry.origin.line,
                reason: "'\(entry.path)' and '\(clash.path)' (\(clash.origin)) would need the same path as a file and a folder")
        }
        guard let existing = byPath[entry.path] else {
            byPath[entry.path] = files.count
            files.append(entry)
            return nil
        }
        guard files[existing].content != entry.content else { return nil }
        let otherPath = "conflicts/\(docName)/\(entry.path)"
        // The conflicts folder may itself be a link out of the output folder.
        if let escape = OutputPath.escapeThroughLink(relativePath: otherPath.split(separator: "/").map(String.init), root: outputFolder) {
            return ImportError(doc: entry.origin.doc, line: entry.origin.line, reason: escape)
        }
        conflicts.append(Conflict(title: entry.path, kept: files[existing].origin, other: entry.origin, otherPath: otherPath))
        return add(
            PlannedFile(path: otherPath, content: entry.content, origin: entry.origin), docName: docName, outputFolder: outputFolder,
            byPath: &byPath)
    }

    /// Whether `folder` is a parent folder of `path`.
    private static func isFolder(_ folder: String, of path: String) -> Bool {
        path.hasPrefix(folder + "/")
    }

    /// The files one page contributes, or the first reason to refuse the whole page.
    /// The files of a page, or every block's reason to refuse it (one line per problem:
    /// the first had hidden the others).
    private static func entries(of page: MarkdownPage, outputFolder: URL)
        -> Result<([PlannedFile], PageSummary), PageErrors>
    {
        var summary = PageSummary(doc: page.path)
        var files: [PlannedFile] = []
        var problems: [ImportError] = []
        var exampleCounts: [String: Int] = [:]
        let docName = docName(page.path)
        for block in page.codeBlocks {
            let origin = Origin(doc: page.path, line: block.line)
            if let title = block.title {
                if title == "Terminal" {
                    summary.skipped += 1
                    continue
                }
                switch OutputPath.components(ofTitle: title) {
                case let .failure(problem):
                    problems.append(ImportError(doc: page.path, line: block.line, reason: problem.reason))
                case let .success(components):
                    if let escape = OutputPath.escapeThroughLink(relativePath: components, root: outputFolder) {
                        problems.append(ImportError(doc: page.path, line: block.line, reason: escape))
                        continue
                    }
                    files.append(PlannedFile(path: components.joined(separator: "/"), content: block.content, origin: origin))
                    summary.titled += 1
                }
            } else if let fileExtension = exampleExtension(block.language) {
                let components = exampleComponents(
                    heading: block.heading, fileExtension: fileExtension, docName: docName, counts: &exampleCounts)
                if let escape = OutputPath.escapeThroughLink(relativePath: components, root: outputFolder) {
                    problems.append(ImportError(doc: page.path, line: block.line, reason: escape))
                    continue
                }
                files.append(PlannedFile(path: components.joined(separator: "/"), content: block.content, origin: origin))
                summary.examples += 1
            } else {
                summary.skipped += 1
            }
        }
        guard problems.isEmpty else { return .failure(PageErrors(errors: problems)) }
        guard summary.titled + summary.examples == 0 else { return .success((files, summary)) }
        let scan = UnfencedCode.find(in: page.textLines)
        for block in scan.blocks {
            let components = exampleComponents(
                heading: block.heading, fileExtension: UnfencedCode.fileExtension(block.language), docName: docName,
                counts: &exampleCounts)
            if let escape = OutputPath.escapeThroughLink(relativePath: components, root: outputFolder) {
                problems.append(ImportError(doc: page.path, line: block.line, reason: escape))
                continue
            }
            files.append(PlannedFile(
                path: components.joined(separator: "/"), content: block.content,
                origin: Origin(doc: page.path, line: block.line)))
            summary.recovered += 1
        }
        summary.recoveryStoppedAt = scan.stoppedAt
        guard problems.isEmpty else { return .failure(PageErrors(errors: problems)) }
        return .success((files, summary))
    }

    /// Why a page is refused: each block's problem.
    private struct PageErrors: Error {
        let errors: [ImportError]
    }

    /// `examples/<doc>/<heading>.<ext>`, numbered `-2`, `-3` … among the examples of the
    /// same heading and extension (the doc's name stands in for a missing heading).
    private static func exampleComponents(
        heading: String?, fileExtension: String, docName: String, counts: inout [String: Int]
    ) -> [String] {
        let stem = Slug.make(heading ?? docName)
        let key = "\(stem).\(fileExtension)"
        let number = counts[key, default: 0] + 1
        counts[key] = number
        let name = number == 1 ? key : "\(stem)-\(number).\(fileExtension)"
        return ["examples", docName, name]
    }

    /// The file extension for an untitled example block, or nil for blocks that are not sources.
    static func exampleExtension(_ language: String) -> String? {
        switch language {
        case "tsx": "tsx"
        case "ts", "typescript": "ts"
        case "swift": "swift"
        case "kotlin", "kt": "kt"
        default: nil
        }
    }

    /// The doc's file name without its extension, as a slug: `section-index.md` → `section-index`.
    static func docName(_ path: String) -> String {
        let file = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        return Slug.make(file, fallback: "doc")
    }
}
