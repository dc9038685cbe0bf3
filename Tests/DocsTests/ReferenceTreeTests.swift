import Docs
import Foundation
import TestSupport
import Testing

/// reference/ is exactly what importing the docs pages produces.
@Suite struct ReferenceTreeTests {
    @Test(.enabled(if: RepositoryPaths.referenceDocs != nil, "the docs pages (../shared/docs or $UIM_PARITY_DOCS) are not here"))
    func committedReferenceMatchesAFreshImport() throws {
        let docs = try #require(RepositoryPaths.referenceDocs)
        let out = TemporaryFolder()
        let pages = try docs.map { url in
            MarkdownPage(path: url.path, text: String(decoding: try Data(contentsOf: url), as: UTF8.self))
        }
        let plan = ImportPlan(pages: pages, outputFolder: out.url)
        #expect(plan.errors.isEmpty)
        _ = try ImportWriter(outputFolder: out.url).write(plan)

        let committed = RepositoryPaths.files(below: RepositoryPaths.reference)
        #expect(RepositoryPaths.files(below: out.url) == committed)
        for file in committed {
            let fresh = FileManager.default.contents(atPath: out.url.appendingPathComponent(file).path)
            let kept = FileManager.default.contents(atPath: RepositoryPaths.reference.appendingPathComponent(file).path)
            #expect(fresh == kept, "reference/\(file) differs from the docs")
        }
    }
}
