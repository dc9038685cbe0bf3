import Foundation
import TestSupport
import Testing

/// Hostile inputs that once crashed, hung or passed silently, each run under a time and
/// memory limit (`Binary.runBounded`): the tool must end in 0, 1 or 2 with one line.
@Suite struct BoundedInputTests {
    private static func nested(_ open: String, _ close: String, _ count: Int, around middle: String = "") -> String {
        String(repeating: open, count: count) + middle + String(repeating: close, count: count)
    }

    /// Once a SIGSEGV in tree-sitter's recursive `ts_node_string`, and an outline that
    /// grew with the square of the depth.
    @Test(arguments: ["--sexp", "--outline"])
    func aDeepTreeIsNotPrintedAndSaysWhy(form: String) throws {
        let folder = TemporaryFolder()
        let path = folder.write("deep.kt", "val x = " + Self.nested("listOf(", ")", 1_000) + "\n")
        let result = try Binary.runBounded(["parse"] + (form == "--sexp" ? ["--sexp"] : []) + [path])
        #expect(result.status == 2)
        #expect(result.error == "uim-parity: error: \(path): the syntax tree is 3001 levels deep; at most 1000 can be printed\n")
    }

    /// A chain without brackets (`16.dp.value.value…`, `16 + 0 + 0…`) nests the tree as
    /// deep as it is long: 15,000 links once overflowed the stack of the readers that
    /// recurse over expressions (a SIGSEGV, with nothing printed). A tree deeper than
    /// 5,000 levels is not read, as too deep brackets are not parsed; one just within it is read.
    @Test(arguments: [
        ("kotlin/interactions/SectionIndex.kt", "private val RowHeight = 16.dp", ".value", "65:25"),
        ("swift/Interactions/SectionIndex.swift", "static let rowHeight: CGFloat = 16", " + 0", "10:35"),
        ("stylesheet/components/interactions/section-index.tsx", "    height: 16,", ".v", "29:13"),
    ])
    func aChainDeeperThanTheTreeLimitIsNotParsed(file: String, anchor: String, link: String, position: String) throws {
        let library = Library()
        let replaced = anchor.hasSuffix(",") ? "    height: Q" + String(repeating: link, count: 15_000) + "," : anchor + String(repeating: link, count: 15_000)
        try library.replace(file, anchor, replaced)
        let result = try Binary.runBounded(["check", "--quiet"], in: library.folder.url, seconds: 60)
        #expect(result.status == 1, "\(result.error)")
        #expect(result.output.contains("\(file):\(position): error: not read: the syntax tree nests more than 5000 levels deep"), "\(result.output)")
    }

    /// libtree-sitter 0.20 corrupts its heap from about 65,536 nested brackets.
    @Test(arguments: ["x.ts", "x.kt", "x.tsx"])
    func bracketsTooDeepForTheParserAreASyntaxFinding(name: String) throws {
        let folder = TemporaryFolder()
        let path = folder.write(name, "x = " + Self.nested("(", ")", 70_000) + "\n")
        let result = try Binary.runBounded(["parse", path])
        #expect(result.status == 1)
        #expect(result.output == "\(path):1:10005: error: not parsed: brackets nest more than 10000 levels deep\n")
    }

    /// `SourceIndex` once walked to the root for every sibling: 2,000 nested elements took a minute
    /// (release build); the test runs the debug build, which takes about 15 s now.
    @Test func deeplyNestedElementsInAComponentFileAreChecked() throws {
        let library = Library()
        let file = "nativewind/components/interactions/section-index.tsx"
        try library.replace(
            file, "export {",
            "export function Deep() { return (" + Self.nested("<View>", "</View>", 2_000) + ") }\nexport {")
        let result = try Binary.runBounded(["check", "--quiet"], in: library.folder.url, seconds: 60)
        #expect(result.status == 1, "\(result.error)")
        #expect(result.output.contains("Summary: drift — 3 components"), "\(result.output)")
    }

    /// A component file of the same declarations repeated was quadratic in the repeats.
    /// The debug build takes about 20 s alone (the release build 5 s, most of it
    /// `Extractor.chainedParts`); beside the suite's other tests it passed 30 s, so it has
    /// the 60 s of the test above.
    @Test func aComponentFileOfRepeatedDeclarationsIsChecked() throws {
        let library = Library()
        let path = library.root.appendingPathComponent("kotlin/components/MessageScroller.kt")
        let text = String(decoding: try Data(contentsOf: path), as: UTF8.self)
        let body = text.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("package ") && !$0.hasPrefix("import ") }.joined(separator: "\n")
        try Data(String(repeating: body + "\n", count: 120).utf8).write(to: path)
        let result = try Binary.runBounded(["check", "--quiet"], in: library.folder.url, seconds: 60)
        #expect(result.status == 1, "\(result.error)")
        #expect(result.output.contains("Summary: drift — 3 components"), "\(result.output)")
    }

    @Test func deepYAMLIsRefusedWhileItIsRead() throws {
        let library = Library(config: "root: reference\nrules: rules\n")
        library.folder.write("rules/deep.yml", "a: " + Self.nested("[", "]", 100_000) + "\n")
        let result = try Binary.runBounded(["check"], in: library.folder.url, seconds: 5)
        #expect(result.status == 2)
        #expect(result.error == "uim-parity: error: rules/deep.yml:1:67: nesting is too deep\n")
    }

    /// 1 MB under four levels of ten aliases would be 10 GB of text.
    @Test func aliasesThatExpandToTooMuchTextAreRefused() throws {
        let library = Library(config: "root: reference\nrules: rules\n")
        var text = "a: &a \"" + String(repeating: "x", count: 1 << 20) + "\"\n"
        for (name, named) in [("b", "a"), ("c", "b"), ("d", "c"), ("e", "d")] {
            text += "\(name): &\(name) [" + Array(repeating: "*\(named)", count: 10).joined(separator: ", ") + "]\n"
        }
        library.folder.write("rules/bomb.yml", text)
        let result = try Binary.runBounded(["check"], in: library.folder.url, seconds: 5)
        #expect(result.status == 2)
        #expect(result.error.hasPrefix("uim-parity: error: rules/bomb.yml:3:"), "\(result.error)")
        #expect(result.error.hasSuffix("MiB of text (aliases?)\n"), "\(result.error)")
    }

    /// A root that is a link once read as "0 components, parity".
    @Test func aLinkedRootAndALinkedPlatformFolderAreFollowed() throws {
        let library = Library()
        let direct = try Binary.runBounded(["check", "--quiet", "reference"], in: library.folder.url, seconds: 60)
        try FileManager.default.createSymbolicLink(atPath: library.folder.url.appendingPathComponent("linked").path, withDestinationPath: "reference")
        let kotlin = library.root.appendingPathComponent("kotlin")
        let moved = library.folder.url.appendingPathComponent("kotlin-elsewhere")
        try FileManager.default.moveItem(at: kotlin, to: moved)
        try FileManager.default.createSymbolicLink(atPath: kotlin.path, withDestinationPath: moved.path)
        let linked = try Binary.runBounded(["check", "--quiet", "linked"], in: library.folder.url, seconds: 60)
        #expect(direct.status == 1)
        #expect(linked.status == 1)
        #expect(linked.output.replacingOccurrences(of: "linked/", with: "reference/") == direct.output)
    }

    @Test func aRootWithoutComponentSourcesIsAnError() throws {
        let folder = TemporaryFolder()
        folder.write("empty/notes.txt", "nothing here\n")
        let result = try Binary.runBounded(["check", "empty"], in: folder.url)
        #expect(result.status == 2)
        #expect(result.error == "uim-parity: error: empty: no component sources below it (no source files)\n")
    }

    /// A hook given a wrong root once passed every commit: `--files` fails as the full
    /// check of its root does, and passes a change to no component below a right one.
    @Test func filesBelowARootWithoutComponentSourcesAreAnError() throws {
        let folder = TemporaryFolder()
        folder.write("wrong/kotlin/Helpers.kt", "val x = 1\n")
        let wrong = try Binary.runBounded(["check", "--root", "wrong", "--files", "wrong/kotlin/Helpers.kt"], in: folder.url)
        #expect(wrong.status == 2)
        #expect(wrong.error.hasSuffix("uim-parity: error: wrong: no component sources below it (1 source files, none a component's)\n"))
        let library = Library()
        let helper = "reference/kotlin/Helpers.kt"
        _ = library.folder.write(helper, "val x = 1\n")
        let right = try Binary.runBounded(["check", "--quiet", "--root", "reference", "--files", helper], in: library.folder.url, seconds: 60)
        #expect(right.status == 0, "\(right.error)")
    }

    /// Once all "cannot be read (permission denied or I/O error)".
    @Test func whatIsNotARegularFileIsNamed() throws {
        let folder = TemporaryFolder()
        let fifo = folder.url.appendingPathComponent("pipe.kt").path
        #expect(mkfifo(fifo, 0o644) == 0)
        let loop = folder.url.appendingPathComponent("loop.kt").path
        try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: "loop.kt")
        let cases = [(fifo, "is a FIFO (named pipe), not a regular file"), ("/dev/zero", "is a device, not a regular file"),
                     (loop, "is a loop of symbolic links")]
        for (path, reason) in cases {
            let result = try Binary.runBounded(["parse", path], seconds: 5)
            #expect(result.status == 2)
            #expect(result.error == "uim-parity: error: \(path): \(reason)\n")
        }
    }

    @Test func explainNamesTheFileItCannotRead() throws {
        let library = Library()
        let file = library.root.appendingPathComponent("kotlin/components/MessageScroller.kt")
        try FileManager.default.removeItem(at: file)
        #expect(mkfifo(file.path, 0o644) == 0)
        let result = try Binary.runBounded(["explain", "message-scroller.message-spacing", "reference"], in: library.folder.url, seconds: 30)
        #expect(result.status == 2)
        #expect(result.output.contains("kotlin     unreadable\n"), "\(result.output)")
        #expect(result.error == "uim-parity: error: reference/kotlin/components/MessageScroller.kt: is a FIFO (named pipe), not a regular file\n")
    }

    /// A file name that is not UTF-8 was skipped: exit 0 with a syntax error in the file.
    @Test func aFileNameThatIsNotUTF8IsReadAndPrintedEscaped() throws {
        let folder = TemporaryFolder()
        _ = folder.write("src/Ok.kt", "val a = 1\n")
        let name = Array("src/Bad".utf8) + [0xFF, 0xFE] + Array("Name.kt".utf8)
        let descriptor = (Array(folder.url.path.utf8) + [UInt8(ascii: "/")] + name + [0]).withUnsafeBufferPointer {
            $0.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o644) }
        }
        #expect(descriptor >= 0)
        _ = "val b = (1 +\n".withCString { write(descriptor, $0, 13) }
        close(descriptor)
        let result = try Binary.runBounded(["check", "src"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.output.contains("src/Bad\\x{ff}\\x{fe}Name.kt:1:7: error: syntax error"), "\(result.output)")
        // JSON, which holds only Unicode, shows the bytes as the text does; a SARIF URI
        // keeps them, percent-encoded (they were private-use characters, which name no file).
        let json = try Binary.runBounded(["check", "src", "--format", "json"], in: folder.url)
        #expect(json.output.contains(#""file": "src/Bad\\x{ff}\\x{fe}Name.kt""#), "\(json.output)")
        let sarif = try Binary.runBounded(["check", "src", "--format", "sarif"], in: folder.url)
        #expect(sarif.output.contains(#""uri": "src/Bad%FF%FEName.kt""#), "\(sarif.output)")
    }
}

/// Found by `scripts/fuzz`; each once broke an invariant the README promises.
@Suite struct FuzzFindingTests {
    /// A page of Kotlin without fences (the fuzzer's input, from reference/'s sources):
    /// every parse attempt of the search got the full 5 s budget, 10.7 s in all.
    @Test func theSearchForCodeWithoutFencesIsBoundedInTime() throws {
        let folder = TemporaryFolder()
        let page = RepositoryPaths.root.appendingPathComponent("Tests/EndToEndTests/Inputs/kotlin-without-fences.md")
        let result = try Binary.runBounded(["import", page.path, "--out", folder.url.appendingPathComponent("out").path], seconds: 8)
        // Killed by the 8 s limit, the status would be 137.
        #expect(result.status == 0 || result.status == 2, "\(result.error)")
    }

    @Test func theOutlineEscapesControlCharacters() throws {
        let folder = TemporaryFolder()
        let path = folder.write("a.kt", "val a = \"\u{1B}[31m\u{202E}\"\n")
        let result = try Binary.runBounded(["parse", path])
        #expect(result.status == 0)
        #expect(result.output.contains(#""\u{1b}[31m\u{202e}""#), "\(result.output)")
        #expect(!result.output.unicodeScalars.contains("\u{1B}"))
    }

    /// `\r\n` is one Character: the snippet ran on over the following lines.
    @Test func aSyntaxErrorInACRLFFileQuotesOneLine() throws {
        let folder = TemporaryFolder()
        let path = folder.write("a.kt", "fun f( {\r\n  val a = 1\r\n}\r\n")
        let result = try Binary.runBounded(["parse", path])
        #expect(result.status == 1)
        let errors = result.output.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(!errors.isEmpty)
        #expect(errors.allSatisfy { !$0.contains("val a") && !$0.contains("\\u{d}") }, "\(errors)")
    }

    /// Baselined findings whose rule is not a fact pointed at rule 0.
    @Test func everySARIFResultPointsAtItsOwnRule() throws {
        let library = Library()
        #expect(try Binary.run(["baseline", "write"], in: library.folder.url).status == 0)
        let result = try library.check(["--format", "sarif"])
        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count > 20)
        for entry in results {
            let index = try #require(entry["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == entry["ruleId"] as? String)
        }
    }
}
