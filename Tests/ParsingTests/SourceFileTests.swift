import Foundation
import Parsing
import TestSupport
import Testing
import TreeSitter

@Suite struct SourceLanguageTests {
    @Test(arguments: [
        ("a/SectionIndex.swift", SourceLanguage.swift), ("SectionIndex.kt", .kotlin), ("build.gradle.kts", .kotlin),
        ("section-index.tsx", .tsx), ("x.ts", .typescript),
    ])
    func languageFromExtension(path: String, language: SourceLanguage) {
        #expect(SourceLanguage(path: path) == language)
    }

    @Test(arguments: ["README.md", "Makefile", "swift", "dir.kt/file", "a.KT", ".swift/x"])
    func unknownExtensions(path: String) {
        #expect(SourceLanguage(path: path) == nil)
    }
}

@Suite struct SourceFileTests {
    @Test func byteOrderMarkIsRemoved() throws {
        let file = try SourceFile.decode([0xEF, 0xBB, 0xBF] + Array("let a = 1\n".utf8), path: "a.swift")
        #expect(file.text == "let a = 1\n")
    }

    @Test func invalidUTF8NamesTheLine() {
        let bytes = Array("let a = 1\nlet b = \"".utf8) + [0xFF, 0xFE] + Array("\"\n".utf8)
        #expect(throws: SourceFileError(path: "b.swift", problem: .notUTF8(line: 2))) {
            try SourceFile.decode(bytes, path: "b.swift")
        }
        #expect(SourceFileError(path: "b.swift", problem: .notUTF8(line: 2)).description == "b.swift:2: not valid UTF-8")
    }

    @Test func nulBytesAreRefused() {
        #expect(throws: SourceFileError(path: "c.kt", problem: .binary)) {
            try SourceFile.decode([0x61, 0x00, 0x62], path: "c.kt")
        }
    }

    @Test func missingFileAndFolderAreNamed() {
        let folder = TemporaryFolder()
        let missing = folder.path + "/nope.swift"
        #expect(throws: SourceFileError(path: missing, problem: .notFound)) { try SourceFile.load(path: missing) }
        #expect(throws: SourceFileError(path: folder.path, problem: .isDirectory)) { try SourceFile.load(path: folder.path) }
    }

    @Test func unreadableFileIsRefused() throws {
        let folder = TemporaryFolder()
        let path = folder.write("locked.swift", "let a = 1\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path) }
        // root reads any file; the check only means something for other users.
        if getuid() != 0 {
            #expect(throws: SourceFileError(path: path, problem: .unreadable("cannot be read: permission denied"))) {
                try SourceFile.load(path: path)
            }
        }
    }

    @Test func emptyFileParsesCleanly() throws {
        let parsed = try SourceParser().parse(SourceFile(path: "Empty.kt", text: ""))
        #expect(parsed.isClean)
        #expect(parsed.tree.rootNode.namedChildCount == 0)
    }
}

@Suite struct SyntaxProblemTests {
    @Test func unexpectedTextIsReportedAtItsPosition() throws {
        let source = "val a = 1\nval b = = 2\n"
        let parsed = try SourceParser().parse(SourceFile(path: "x.kt", text: source))
        #expect(!parsed.isClean)
        let problem = try #require(parsed.syntaxProblems.first)
        #expect(problem.position.line == 2)
        #expect(problem.message.hasPrefix("syntax error"))
    }

    @Test func missingTokenIsReported() throws {
        let parsed = try SourceParser().parse(SourceFile(path: "x.swift", text: "let a = (1 + 2\n"))
        #expect(parsed.syntaxProblems == [SyntaxProblem(kind: .missing(token: ")"), position: Position(line: 1, column: 15))])
        #expect(parsed.syntaxProblems.first?.message == "syntax error: missing ')'")
    }

    /// tree-sitter's TSX grammar accepts any closing tag; TypeScript refuses one that
    /// closes another element, and such a file had passed the check.
    @Test func aJSXClosingTagOfAnotherNameIsASyntaxError() throws {
        let source = """
            const a = <View.Row a="1"><Text>hi</Txt><></></View . Row>;
            const b = <A></>;

            """
        let parsed = try SourceParser().parse(SourceFile(path: "x.tsx", text: source))
        #expect(parsed.syntaxProblems == [
            SyntaxProblem(kind: .unmatchedClosingTag(opening: "Text"), position: Position(line: 1, column: 37)),
            SyntaxProblem(kind: .unmatchedClosingTag(opening: "A"), position: Position(line: 2, column: 14)),
        ])
        #expect(parsed.syntaxProblems.map(\.message) == [
            "syntax error: expected the closing tag of 'Text', '</Text>'", "syntax error: expected the closing tag of 'A', '</A>'",
        ])
        // Names compare by their tokens: white space and comments do not count.
        let commented = try SourceParser().parse(SourceFile(path: "x.tsx", text: "const d = <A.B>x</A /* c */ .B>;\nconst e = <A /* c */ .B>x</A.B>;\n"))
        #expect(commented.syntaxProblems.isEmpty, "\(commented.syntaxProblems)")
        let fragment = try SourceParser().parse(SourceFile(path: "x.tsx", text: "const c = <>hi</B>;\n"))
        #expect(fragment.syntaxProblems.map(\.message) == ["syntax error: expected the closing tag of a fragment, '</>'"])
    }

    @Test func unknownLanguageIsAParseError() {
        #expect(throws: ParseError.self) { try SourceParser().parse(SourceFile(path: "notes.md", text: "# hi")) }
    }
}

@Suite struct SourceDiscoveryTests {
    @Test func findsSourcesSortedAndSkipsHiddenAndOthers() throws {
        let folder = TemporaryFolder()
        folder.write("b/Z.kt", "val a = 1\n")
        folder.write("a/x.tsx", "const a = 1\n")
        folder.write("a/Y.swift", "let a = 1\n")
        folder.write("notes.md", "# notes\n")
        folder.write(".hidden/H.swift", "let a = 1\n")
        folder.write("a/.Hidden.swift", "let a = 1\n")
        let discovery = try SourceDiscovery(root: folder.path + "/")
        #expect(discovery.sourcePaths == ["a/Y.swift", "a/x.tsx", "b/Z.kt"].map { folder.path + "/" + $0 })
        #expect(discovery.otherFileCount == 1)
    }

    /// A link sorted before the folder it points at does not hide it.
    @Test func aLinkNeverHidesTheFolderItPointsAt() throws {
        let folder = TemporaryFolder()
        folder.write("z/A.swift", "let a = 1\n")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/a-shared", withDestinationPath: folder.path + "/z")
        let discovery = try SourceDiscovery(root: folder.path)
        #expect(discovery.sourcePaths == [folder.path + "/z/A.swift"])
        #expect(discovery.linkedFolders.isEmpty)
    }

    /// A linked folder is read (a platform folder may be a link); a loop is read once.
    @Test func followsLinksToFoldersOnce() throws {
        let outside = TemporaryFolder()
        outside.write("Outside.swift", "let a = 1\n")
        let folder = TemporaryFolder()
        folder.write("In.swift", "let a = 1\n")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/link", withDestinationPath: outside.path)
        // A loop: a link to the folder itself.
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/self", withDestinationPath: folder.path)
        let discovery = try SourceDiscovery(root: folder.path)
        #expect(discovery.sourcePaths == [folder.path + "/In.swift", folder.path + "/link/Outside.swift"])
        #expect(discovery.linkedFolders == ["link"])
    }

    @Test func aSingleFileIsItsOwnTree() throws {
        let folder = TemporaryFolder()
        let path = folder.write("One.kt", "val a = 1\n")
        #expect(try SourceDiscovery(root: path).sourcePaths == [path])
    }

    @Test func missingRootIsAnError() {
        #expect(throws: SourceFileError.self) { try SourceDiscovery(root: "/no/such/folder/uim") }
    }
}
