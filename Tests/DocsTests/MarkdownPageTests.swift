@testable import Docs
import Testing

@Suite struct InfoStringTests {
    @Test func languageAndQuotedTitle() {
        let (language, attributes) = InfoString.parse(#"tsx title="uniwind/components/ui/a b.tsx""#)
        #expect(language == "tsx")
        #expect(attributes == ["title": "uniwind/components/ui/a b.tsx"])
    }

    @Test func extraAttributesSingleQuotesAndBareValues() {
        let (language, attributes) = InfoString.parse(#"Kotlin {1,3} title='k/A.kt' showLineNumbers lang=kt"#)
        #expect(language == "kotlin")
        #expect(attributes["title"] == "k/A.kt")
        #expect(attributes["showLineNumbers"] == "")
        #expect(attributes["lang"] == "kt")
    }

    @Test func emptyInfoString() {
        let (language, attributes) = InfoString.parse("")
        #expect(language.isEmpty)
        #expect(attributes.isEmpty)
    }
}

@Suite struct MarkdownPageTests {
    @Test func fencedBlocksWithHeadingsAndLines() {
        let page = MarkdownPage(path: "p.md", text: """
            # Page

            ```swift title="swift/A.swift"
            let a = 1
            ```

            ## Examples

            ### Compact `View`

            ```tsx
            <A />
            ```

            """)
        #expect(page.codeBlocks == [
            CodeBlock(language: "swift", attributes: ["title": "swift/A.swift"], content: "let a = 1\n", line: 3, heading: "Page"),
            CodeBlock(language: "tsx", attributes: [:], content: "<A />\n", line: 11, heading: "Compact View"),
        ])
    }

    @Test func crlfLineEndingsBecomeLF() {
        let page = MarkdownPage(path: "p.md", text: "# T\r\n\r\n```kt title=\"A.kt\"\r\nval a = 1\r\nval b = 2\r\n```\r\n")
        #expect(page.codeBlocks.map(\.content) == ["val a = 1\nval b = 2\n"])
        #expect(page.codeBlocks.first?.line == 3)
    }

    @Test func tildeFencesAndLongerBacktickFences() {
        let page = MarkdownPage(path: "p.md", text: """
            ~~~swift title="T.swift"
            let fence = "```"
            ~~~

            ````kotlin title="K.kt"
            val s = \"\"\"
            ```
            \"\"\"
            ````

            """)
        #expect(page.codeBlocks.map(\.title) == ["T.swift", "K.kt"])
        #expect(page.codeBlocks[0].content == "let fence = \"```\"\n")
        #expect(page.codeBlocks[1].content == "val s = \"\"\"\n```\n\"\"\"\n")
    }

    @Test func indentedCodeIsNotASource() {
        let page = MarkdownPage(path: "p.md", text: "Text\n\n    let indented = 1\n")
        #expect(page.codeBlocks.allSatisfy { $0.language.isEmpty && $0.title == nil })
    }

    @Test func aPageWithoutFencesHasNoBlocks() {
        #expect(MarkdownPage(path: "p.md", text: "# Recipe\n\nJust prose.\n").codeBlocks.isEmpty)
    }
}
