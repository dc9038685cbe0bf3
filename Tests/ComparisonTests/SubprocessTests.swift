import Foundation
import Model
import Parsing
import Testing
import TestSupport

@testable import Comparison

/// The check asks git which files it ignores through `Subprocess`: its output must be
/// whole, and any failure must read as "no answer" (then every file is read), never as
/// an empty or partial list (which would skip files).
@Suite struct SubprocessTests {
    @Test func theOutputIsEveryByteTheProgramWrote() {
        let output = Subprocess.output(of: ["printf", "a\\0b\\n"], adding: [:])
        #expect(output == Array("a\0b\n".utf8))
        // More than one pipe buffer (64 KiB) arrives whole.
        let long = Subprocess.output(of: ["head", "-c", "200000", "/dev/zero"], adding: [:])
        #expect(long?.count == 200_000)
    }

    @Test func aFailureIsNoAnswer() {
        #expect(Subprocess.output(of: ["false"], adding: [:]) == nil)
        #expect(Subprocess.output(of: ["uim-parity-no-such-program"], adding: [:]) == nil)
        // Killed by a signal: no answer either.
        #expect(Subprocess.output(of: ["sh", "-c", "kill -9 $$"], adding: [:]) == nil)
    }

    @Test func theChildReadsNothingAndGetsTheAddedVariables() {
        // Standard input is /dev/null: `cat` ends at once instead of waiting for the terminal.
        #expect(Subprocess.output(of: ["cat"], adding: [:]) == [])
        let value = Subprocess.output(of: ["printenv", "UIM_PARITY_SUBPROCESS_TEST"], adding: ["UIM_PARITY_SUBPROCESS_TEST": "42"])
        #expect(value == Array("42\n".utf8))
    }

    @Test func gitListsWhatItDoesNotIgnore() throws {
        let folder = TemporaryFolder()
        #expect(GitFiles.notIgnored(below: folder.path) == nil, "outside a work tree")
        folder.write(".gitignore", "scratch/\n")
        folder.write("kotlin/A.kt", "val a = 1\n")
        folder.write("scratch/B.kt", "val b = 1\n")
        _ = try Binary.run(["init", "-q"], in: folder.url, executable: URL(fileURLWithPath: "/usr/bin/git"))
        #expect(GitFiles.notIgnored(below: folder.path) == [".gitignore", "kotlin/A.kt"])
    }

    /// git's names are bytes: one that is not UTF-8 is escaped as the file listing escapes
    /// it (decoded leniently, it matched no file, and the file went unchecked).
    @Test func gitsNamesAreEscapedAsTheListingsAre() throws {
        let folder = TemporaryFolder()
        let name = FileSystemName.decode(Array("kotlin/Bad".utf8) + [0xFF] + Array(".kt".utf8))
        folder.write("kotlin/A.kt", "val a = 1\n")
        let descriptor = open(FileSystemName.encode(folder.path + "/" + name), O_WRONLY | O_CREAT, 0o644)
        #expect(descriptor >= 0)
        close(descriptor)
        _ = try Binary.run(["init", "-q"], in: folder.url, executable: URL(fileURLWithPath: "/usr/bin/git"))
        #expect(GitFiles.notIgnored(below: folder.path) == ["kotlin/A.kt", name])
    }

    /// A file is written atomically into a folder whose name is not UTF-8 (the write had
    /// named the folder's escaped text, which no folder has).
    @Test func aFileIsWrittenIntoAFolderWhoseNameIsNotUTF8() throws {
        let folder = TemporaryFolder()
        let inner = folder.path + "/" + FileSystemName.decode(Array("k".utf8) + [0xFF])
        #expect(mkdir(FileSystemName.encode(inner), 0o755) == 0)
        try AtomicFile.write(Data("val a = 2\n".utf8), to: inner + "/A.kt")
        try AtomicFile.write(Data("val a = 3\n".utf8), to: inner + "/A.kt")
        #expect(FileReader.bytes(atPath: inner + "/A.kt") == .success(Array("val a = 3\n".utf8)))
        #expect(FileReader.names(inFolder: inner) == .success(["A.kt"]))
    }
}
