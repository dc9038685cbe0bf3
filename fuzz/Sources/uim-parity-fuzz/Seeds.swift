import Foundation
import ParityCLI

/// `--seed-corpus DIR [--docs DIR]`: writes the seed inputs, each file of the repository
/// with the header that puts it back where it came from: sources from reference/ and
/// examples/ (parse mode, and check mode in their fixture), the configs and rules files,
/// a baseline of every fixture (`baseline write`), and the docs pages and README in
/// sections. Seeds are named by their content, so writing them again adds nothing.
@MainActor
enum Seeds {
    /// The largest Markdown seed: a docs page is cut into sections about this size.
    static let sectionBytes = 16_000

    static func write(arguments: [String]) -> Int32 {
        var corpus: String?
        var docs: String?
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--docs":
                guard let folder = rest.popFirst() else { fail("--docs needs a folder") }
                docs = folder
            default:
                guard corpus == nil, !argument.hasPrefix("-") else { fail("usage: uim-parity-fuzz --seed-corpus DIR [--docs DIR]") }
                corpus = argument
            }
        }
        guard let corpus else { fail("usage: uim-parity-fuzz --seed-corpus DIR [--docs DIR]") }
        let folder = URL(fileURLWithPath: corpus)
        let docsFolder = docs.map { URL(fileURLWithPath: $0) }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            fail("cannot create \(folder.path): \(error.localizedDescription)")
        }
        var writer = Writer(folder: folder)
        let harness = Harness.shared
        let fixtures = harness.fixtures

        // Every source of reference/ and examples/, parsed and indexed, also with CRLF
        // line ends (a Windows checkout's).
        for top in ["reference", "examples"] {
            for (path, bytes) in Fixtures.files(below: repositoryRoot.appendingPathComponent(top)).sorted(by: { $0.key < $1.key }) {
                guard let language = FuzzInput.Language(path: path) else { continue }
                writer.add(.parse(language), variant: path.hasSuffix(".kts") ? 1 : 0, bytes)
                writer.add(.parse(language), variant: path.hasSuffix(".kts") ? 1 : 0, bytes.flatMap { $0 == UInt8(ascii: "\n") ? [UInt8(ascii: "\r"), $0] : [$0] })
            }
        }
        // Each fixture source in its place, checked in one format, the formats in turn.
        // One seed each: a check takes ~0.4 s (it compiles the rules' queries), and every
        // fuzzing job starts by running its seeds.
        var turn = 0
        for language in FuzzInput.Language.allCases {
            for (index, slot) in (harness.slots[language] ?? []).enumerated() {
                writer.add(.check(language), variant: UInt8(index) | UInt8(turn % reportFormats.count) << 4, fixtures[slot.fixture].files[slot.path]!)
                turn += 1
            }
        }
        // Configs and rules files, in their fixtures; the recipe example's too.
        let recipe = Fixtures.files(below: repositoryRoot.appendingPathComponent("examples/recipe"))
        for (index, fixture) in fixtures.enumerated() {
            // JSON and SARIF in turn.
            let sarif = UInt8(index % 2)
            writer.add(.config, variant: UInt8(index) | sarif << 3, fixture.files[Fixture.configName]!)
            for (slot, file) in fixture.rulesFiles.enumerated() {
                let bytes = fixture.files[file] ?? Fixtures.bytes(repositoryRoot.appendingPathComponent(file))
                writer.add(.rules, variant: UInt8(index) | UInt8(slot) << 3 | sarif << 5, bytes)
            }
        }
        for (path, bytes) in recipe.sorted(by: { $0.key < $1.key }) {
            if path == Fixture.configName { writer.add(.config, variant: 0, bytes) }
            if path.hasPrefix("rules/") { writer.add(.rules, variant: 0, bytes) }
        }
        // A baseline of every fixture's findings, as `baseline write` writes it.
        for (index, fixture) in fixtures.enumerated() {
            guard let bytes = baseline(of: fixture, harness: harness) else { continue }
            // The default file with JSON, `--baseline` with SARIF, in turn.
            writer.add(.baseline, variant: UInt8(index) | (index % 2 == 0 ? 0x00 : 0x18), bytes)
        }
        // The docs pages and the README, cut into sections.
        var pages: [URL] = [repositoryRoot.appendingPathComponent("README.md")]
        if let docsFolder {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: docsFolder.path)) ?? []
            pages += names.filter { $0.hasSuffix(".md") }.sorted().map { docsFolder.appendingPathComponent($0) }
        }
        for page in pages {
            let name = Harness.docNames.firstIndex(of: page.lastPathComponent) ?? 0
            for (number, section) in sections(of: Fixtures.bytes(page)).enumerated() {
                writer.add(.markdown, variant: UInt8(name) | (number % 4 == 3 ? 0x04 : 0), section)
            }
        }
        print("uim-parity-fuzz: \(writer.written) new seeds in \(folder.path) (\(writer.total) in all)")
        return 0
    }

    /// The file `baseline write` makes for a fixture, or nil if it makes none.
    private static func baseline(of fixture: Fixture, harness: Harness) -> [UInt8]? {
        harness.sandbox.empty()
        return harness.sandbox.inside {
            harness.lay(fixture, replacing: [:])
            let quiet = Console(output: { _ in }, error: { _ in })
            let arguments = ["baseline", "write", "tree", "--config", "tree/\(Fixture.configName)", "--no-ignore", "--baseline", "tree/accepted.yml"]
            guard UIMParity.run(arguments, console: quiet) == .success else { return nil }
            return FileManager.default.contents(atPath: "tree/accepted.yml").map(Array.init)
        }
    }

    /// A Markdown page cut before its `#` headings into sections of about
    /// `sectionBytes` (a longer section is cut between lines).
    static func sections(of bytes: [UInt8]) -> [[UInt8]] {
        let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { Array($0) + [UInt8(ascii: "\n")] }
        var sections: [[UInt8]] = []
        var current: [UInt8] = []
        for line in lines {
            let heading = line.first == UInt8(ascii: "#")
            if !current.isEmpty, current.count + line.count > sectionBytes || heading && current.count > sectionBytes / 4 {
                sections.append(current)
                current = []
            }
            current += line
        }
        if !current.isEmpty { sections.append(current) }
        return sections
    }

    /// Writes inputs named after their content.
    struct Writer {
        let folder: URL
        var written = 0
        var total = 0

        mutating func add(_ mode: FuzzInput.Mode, variant: UInt8, _ payload: [UInt8]) {
            let bytes = FuzzInput.encode(mode, variant: variant, payload)
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in bytes {
                hash ^= UInt64(byte)
                hash = hash &* 0x0100_0000_01b3
            }
            let hex = String(hash, radix: 16)
            let file = folder.appendingPathComponent("seed-\(mode)-\(String(repeating: "0", count: 16 - hex.count))\(hex)")
            total += 1
            guard !FileManager.default.fileExists(atPath: file.path) else { return }
            do {
                try Data(bytes).write(to: file)
            } catch {
                fail("cannot write \(file.path): \(error.localizedDescription)")
            }
            written += 1
        }
    }
}
