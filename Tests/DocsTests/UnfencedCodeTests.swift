import Foundation
import Parsing
import TestSupport
import Testing

@testable import Docs

private func plan(_ path: String, _ text: String, out: TemporaryFolder) -> ImportPlan {
    ImportPlan(pages: [MarkdownPage(path: path, text: text)], outputFolder: out.url)
}

private func lines(_ content: String) -> [Substring] {
    content.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
}

/// The third-party SwiftUI recipe shows its code as plain paragraphs, without fences.
@Suite struct RecipePageTests {
    static let recipe = RepositoryPaths.docs?.appendingPathComponent("swiftui-section-index-recipe.md")

    @Test(.enabled(if: recipe.map { FileManager.default.fileExists(atPath: $0.path) } == true,
                   "the SwiftUI recipe page (../shared/docs) is not here"))
    func recoversExactlyTheThreePiecesOfCode() throws {
        let url = try #require(Self.recipe)
        let text = try String(contentsOf: url, encoding: .utf8)
        let pageLines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let out = TemporaryFolder()
        let plan = ImportPlan(pages: [MarkdownPage(path: url.path, text: text)], outputFolder: out.url)
        #expect(plan.errors.isEmpty)
        let folder = "examples/swiftui-section-index-recipe/"
        #expect(plan.files.map(\.path) == [
            folder + "swiftui-section-index-recipe.swift",
            folder + "swiftui-section-index-recipe-2.swift",
            folder + "swiftui-section-index-recipe-3.swift",
        ])
        #expect(plan.pages == [ImportPlan.PageSummary(doc: url.path, recovered: 3)])
        #expect(plan.files.map(\.origin.line) == [9, 64, 78])

        // Each file is the page's lines as written: the struct and the `extension View`
        // after it (one run: declarations separated by a blank line), then the two others.
        let expected: [(first: String, last: String, count: Int, pageLines: ClosedRange<Int>)] = [
            ("struct SectionIndex<ID, TitleContent>: ViewModifier where ID : Hashable, TitleContent : View {", "}", 48, 9...56),
            ("extension View {", "}", 11, 64...74),
            ("struct SectionIndexTest: View {", "}", 36, 78...113),
        ]
        for (file, want) in zip(plan.files, expected) {
            let got = lines(file.content)
            #expect(got.first.map(String.init) == want.first)
            #expect(got.last.map(String.init) == want.last)
            #expect(got.count == want.count)
            #expect(file.content == pageLines[(want.pageLines.lowerBound - 1)...(want.pageLines.upperBound - 1)].joined(separator: "\n") + "\n")
        }
        let first = plan.files[0].content
        #expect(first.contains("\n\nextension View {\n  func sectionIndex<ID, TitleContent>(proxy: ScrollViewProxy,\n"))
        #expect(plan.files[1].content.contains("func firstLetterSectionIndex("))
        // No prose, and not the lone call (it declares nothing).
        for file in plan.files {
            #expect(!file.content.contains("proxy.scrollTo(section, anchor: .center)"))
            for prose in ["Reading time", "Alphabetical section index", "Finally, here's", "Next Post", "Here's the code"] {
                #expect(!file.content.contains(prose))
            }
            let parsed = try SourceParser().parse(SourceFile(path: file.path, text: file.content))
            #expect(parsed.isClean, "\(file.path) does not parse as Swift")
        }

        _ = try ImportWriter(outputFolder: out.url).write(plan)
        #expect(RepositoryPaths.files(below: out.url) == plan.files.map(\.path).sorted())
        #expect(out.read(folder + "swiftui-section-index-recipe-3.swift") == plan.files[2].content)
    }
}

@Suite struct UnfencedCodeTests {
    let out = TemporaryFolder()

    @Test func pureProseRecoversNothing() {
        // Lines a permissive grammar reads without errors (Kotlin takes `Alphabetical section
        // index` as an infix call, Swift `Usage` as an identifier), and lines starting with
        // a keyword, which are parsed and must still be refused.
        let prose = """
            Reading time: 3 min

            Usage

            Alphabetical section index

            This recipe shows how to add a section index (with titles) to a SwiftUI List.
            let me explain how it works, step by step.
            var is how you declare a variable; val is final.
            import the docs with the command below
            type of the value: a number
            object oriented design
            fun and games
            export the list before you start.
            // like this
            @someone said so.
            function is a word too

            The end result looks like this:

            Next Post Previous Post
            """
        let plan = plan("docs/prose.md", prose, out: out)
        #expect(plan.files.isEmpty)
        #expect(plan.pages == [ImportPlan.PageSummary(doc: "docs/prose.md")])
        #expect(UnfencedCode.find(in: MarkdownPage(path: "p.md", text: prose).textLines) == UnfencedCode.Scan())
    }

    @Test func kotlinAndTSXAmongProseGetTheirExtensions() throws {
        let page = """
            # Greeting

            ## Compose

            In Compose the greeting is a function:

            @Composable
            fun Greeting(name: String) {
                Text(text = "Hello $name!")
            }

            Alphabetical section index

            ## React Native

            The component takes the same name:

            export function Greeting({ name }: { name: string }) {
              return <Text>Hello {name}!</Text>;
            }

            const styles = StyleSheet.create({ title: { fontSize: 16 } });
            That is all there is to it.
            """
        let plan = plan("docs/mixed.md", page, out: out)
        #expect(plan.errors.isEmpty)
        #expect(plan.files.map(\.path) == ["examples/mixed/compose.kt", "examples/mixed/react-native.tsx"])
        #expect(plan.files.map(\.origin.line) == [7, 18])
        #expect(plan.files[0].content == """
            @Composable
            fun Greeting(name: String) {
                Text(text = "Hello $name!")
            }

            """)
        let tsx = lines(plan.files[1].content)
        #expect(tsx.first == "export function Greeting({ name }: { name: string }) {")
        #expect(tsx.last == "const styles = StyleSheet.create({ title: { fontSize: 16 } });")
        #expect(tsx.count == 5)
        #expect(plan.pages.first?.recovered == 2)
    }

    @Test func aBrokenDeclarationAndWhatIsIndentedUnderItAreNotRecovered() {
        // Decision: a declaration whose brace never closes yields nothing, nor do the lines
        // indented under it; clean declarations before it, and after it at its own
        // indentation, are recovered.
        let page = """
            A first attempt, cut short:

            val limit = 3

            fun broken(items: List<Int>) {
                val total = items.sum()
                if (total > limit) {
                    println(total)

            And the whole one:

            fun fixed(items: List<Int>): Int = items.sum()
            """
        let plan = plan("docs/broken.md", page, out: out)
        #expect(plan.files.map(\.path) == ["examples/broken/broken.kt", "examples/broken/broken-2.kt"])
        #expect(plan.files.map(\.content) == ["val limit = 3\n", "fun fixed(items: List<Int>): Int = items.sum()\n"])
        #expect(plan.files.map(\.origin.line) == [3, 12])
    }

    @Test func aBrokenParagraphAloneRecoversNothing() {
        let page = """
            Here is the modifier:

            struct Badge: ViewModifier {
              func body(content: Content) -> some View {
                content.overlay(Text("1")

              let count: Int
            """
        #expect(plan("docs/badge.md", page, out: out).files.isEmpty)
    }

    @Test func theLongestCleanRunWinsAndCleanCodeBeforeABrokenTailIsKept() {
        // Grown as far as it parses: the two structs are one file; the broken tail is not.
        let page = """
            struct A {
              let a = 1
            }

            struct B {}
            struct C {
            """
        let plan = plan("docs/tail.md", page, out: out)
        #expect(plan.files.map(\.content) == ["struct A {\n  let a = 1\n}\n\nstruct B {}\n"])
    }

    @Test func aStatementEndsARunAndIsNotItselfRecovered() {
        let page = "val a = 1\nprintln(a)\nval b = 2\n"
        let plan = plan("docs/statement.md", page, out: out)
        #expect(plan.files.map(\.content) == ["val a = 1\n", "val b = 2\n"])
        #expect(plan.files.map(\.path) == ["examples/statement/statement.kt", "examples/statement/statement-2.kt"])
    }

    @Test func aStatementInsideASegmentRefusesTheSegment() {
        // Each parses cleanly as Kotlin, but holds a top-level statement (a call; an infix
        // call made of prose words on a line indented under the declaration).
        let page = """
            val total = 1; println(total)

            fun answer() = 42
                and nothing more to add

            val kept = 2
            """
        let plan = plan("docs/inside.md", page, out: out)
        #expect(plan.files.map(\.content) == ["val kept = 2\n"])
        #expect(plan.files.map(\.origin.line) == [6])
    }

    @Test func equalRunsGoToTheLanguageTheirKeywordsPointAtThenSwift() {
        // Both lines parse cleanly as Swift and as TSX (the second also as Kotlin).
        let scan = UnfencedCode.find(in: MarkdownPage(path: "p.md", text: "let greet = function () {}\n\nText\n\nvar count = 0\n").textLines)
        #expect(scan.blocks.map(\.language) == [.tsx, .swift])
    }

    @Test func runsStopAtHeadingsAndFencesAndFenceContentIsNotScanned() {
        let page = """
            # Setup

            ```bash
            export PATH=/opt/bin:$PATH
            ```

            val a = 1
            ## Next
            val b = 2
            val c = 3
            """
        let plan = plan("docs/setup.md", page, out: out)
        #expect(plan.files.map(\.path) == ["examples/setup/setup.kt", "examples/setup/next.kt"])
        #expect(plan.files.map(\.content) == ["val a = 1\n", "val b = 2\nval c = 3\n"])
        #expect(plan.pages == [ImportPlan.PageSummary(doc: "docs/setup.md", skipped: 1, recovered: 2)])
    }

    @Test func aPageWithFencedSourcesIsNotSearched() {
        let page = """
            # Page

            ```kotlin
            val fenced = 1
            ```

            fun unfenced() = 2
            """
        let plan = plan("docs/fenced.md", page, out: out)
        #expect(plan.files.map(\.path) == ["examples/fenced/page.kt"])
        #expect(plan.files.map(\.content) == ["val fenced = 1\n"])
        #expect(plan.pages == [ImportPlan.PageSummary(doc: "docs/fenced.md", examples: 1)])
    }

    @Test func contentIsTheLinesAsWrittenCRLFBecomingLF() {
        let plan = plan("docs/crlf.md", "Text\r\n\r\n  fun f() =\r\n      1  \r\n", out: out)
        #expect(plan.files.map(\.content) == ["  fun f() =\n      1  \n"])
    }

    @Test func aLongPageOfKeywordProseIsCheapAndTheBudgetStopsTheSearch() {
        let prose = Array(repeating: "let me say this again, in other words.", count: 3_000).joined(separator: "\n")
        let start = ContinuousClock.now
        #expect(plan("docs/long.md", prose, out: out).files.isEmpty)
        #expect(ContinuousClock.now - start < .seconds(10))

        let page = "val a = 1\n\nSome prose.\n\nval b = 2\n"
        let scan = UnfencedCode.find(in: MarkdownPage(path: "p.md", text: page).textLines, parseBudget: 15)
        #expect(scan.blocks.map(\.content) == ["val a = 1\n"])
        #expect(scan.stoppedAt == 5)
    }

    /// A parse that runs out of time stops the search where it is, and says so: it is
    /// not code that fails to parse (which a loaded machine would make the page lose).
    @Test func aParseOutOfTimeStopsTheSearchVisibly() {
        let body = (1...60).map { "    val v\($0) = listOf(1, 2, 3).map { it * \($0) }" }.joined(separator: "\n")
        let page = "Intro.\n\nfun big() {\n\(body)\n}\n"
        let scan = UnfencedCode.find(in: MarkdownPage(path: "p.md", text: page).textLines, parseTime: .microseconds(1))
        #expect(scan.blocks.isEmpty)
        #expect(scan.stoppedAt == 3)
        let unhurried = UnfencedCode.find(in: MarkdownPage(path: "p.md", text: page).textLines)
        #expect(unhurried.blocks.count == 1 && unhurried.stoppedAt == nil, "\(unhurried)")
    }
}

@Suite struct TextLinesTests {
    @Test func fencesAndHeadingsAreLeftOutAndEachLineKnowsItsHeading() {
        let page = MarkdownPage(path: "p.md", text: """
            Intro
            # One

            ```swift
            let fenced = 1
            ```
                indented code stays
            Setext
            ------
            last
            """)
        #expect(page.textLines == [
            .init(number: 1, text: "Intro", heading: nil),
            .init(number: 3, text: "", heading: "One"),
            .init(number: 7, text: "    indented code stays", heading: "One"),
            .init(number: 10, text: "last", heading: "Setext"),
        ])
    }
}
