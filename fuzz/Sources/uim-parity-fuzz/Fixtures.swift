import Foundation

/// The repository this fuzz target was built from (fuzz/Sources/uim-parity-fuzz/ is
/// three folders below it): where the fixtures and the seeds come from.
let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// A small checked tree laid out as `check` reads it: one component's sources from
/// reference/ with the repository's config, or one of examples/ as it is. An input
/// replaces one of its files.
struct Fixture {
    let name: String
    /// Relative path → bytes; `uim-parity.yml` is at the top.
    var files: [String: [UInt8]]
    /// The rules file a rules-mode input replaces or adds: the fixture's own rules
    /// files, or (built-in rules) `rules/<component>.yml`, passed with `--rules`.
    let rulesFiles: [String]
    /// Whether the rules folder must be named with `--rules` (the config names none).
    let passesRules: Bool

    static let configName = "uim-parity.yml"

    /// The source files of the fixture, in a stable order.
    var sources: [String] { files.keys.filter { FuzzInput.Language(path: $0) != nil }.sorted() }
}

/// One source file of a fixture, the place a check-mode input goes.
struct Slot {
    let fixture: Int
    let path: String
}

enum Fixtures {
    /// The fixtures, in the order the variant byte numbers them (seeds depend on it).
    static func load() -> [Fixture] {
        let reference = repositoryRoot.appendingPathComponent("reference")
        let config = bytes(repositoryRoot.appendingPathComponent(Fixture.configName))
        // A component's files are named after it on every platform (SectionIndex.kt,
        // section-index.tsx); the tokens are the theme folders.
        func component(_ id: String, _ matches: (String) -> Bool) -> Fixture {
            var files = files(below: reference).filter { path, _ in
                !path.hasPrefix("examples/") && !path.hasPrefix("conflicts/") && matches(path)
            }
            files[Fixture.configName] = config
            return Fixture(name: "reference-\(id)", files: files, rulesFiles: ["rules/\(id).yml"], passesRules: true)
        }
        func named(_ name: String) -> (String) -> Bool {
            { path in
                let base = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
                return base.lowercased().replacingOccurrences(of: "-", with: "") == name
            }
        }
        func example(_ name: String) -> Fixture {
            let files = files(below: repositoryRoot.appendingPathComponent("examples/\(name)"))
            return Fixture(
                name: "examples-\(name)", files: files,
                rulesFiles: files.keys.filter { $0.hasPrefix("rules/") && $0.hasSuffix(".yml") }.sorted(), passesRules: false)
        }
        let fixtures = [
            component("section-index", named("sectionindex")),
            component("message-scroller", named("messagescroller")),
            component("tokens") { $0.lowercased().contains("/theme/") },
            example("badge"),
            example("resilience"),
        ]
        for fixture in fixtures where fixture.sources.isEmpty || fixture.files[Fixture.configName] == nil {
            fail("fixture \(fixture.name): no sources or no \(Fixture.configName) below \(repositoryRoot.path)")
        }
        return fixtures
    }

    /// Every fixture's source files of a language, in a stable order.
    static func slots(_ fixtures: [Fixture], language: FuzzInput.Language) -> [Slot] {
        fixtures.indices.flatMap { index in
            fixtures[index].sources.filter { FuzzInput.Language(path: $0) == language }.map { Slot(fixture: index, path: $0) }
        }
    }

    /// The regular files below a folder (hidden ones skipped), by relative path.
    static func files(below folder: URL) -> [String: [UInt8]] {
        var result: [String: [UInt8]] = [:]
        guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return [:] }
        while let relative = walker.nextObject() as? String {
            if (relative as NSString).lastPathComponent.hasPrefix(".") {
                walker.skipDescendants()
                continue
            }
            guard walker.fileAttributes?[.type] as? FileAttributeType == .typeRegular else { continue }
            result[relative] = bytes(folder.appendingPathComponent(relative))
        }
        return result
    }

    static func bytes(_ url: URL) -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: url.path) else { fail("cannot read \(url.path)") }
        return Array(data)
    }
}

/// The folder inputs are written to and commands run in: one per process, emptied
/// before every input, removed at exit. The current folder while an input runs, so
/// reports show short relative paths (`tree/kotlin/…`) as they do for users; libFuzzer's
/// own relative paths (corpus, artifacts) need the caller's folder back after it.
@MainActor
final class Sandbox {
    let url: URL
    private let caller = FileManager.default.currentDirectoryPath
    static let prefix = "uim-parity-fuzz."

    init() {
        let temporary = FileManager.default.temporaryDirectory
        url = temporary.appendingPathComponent("\(Self.prefix)\(getpid())", isDirectory: true)
        // A crash skips the exit handler: remove the sandboxes of processes gone.
        for name in (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? [] where name.hasPrefix(Self.prefix) {
            guard let pid = Int32(name.dropFirst(Self.prefix.count)), kill(pid, 0) == -1, errno == ESRCH else { continue }
            try? FileManager.default.removeItem(at: temporary.appendingPathComponent(name))
        }
        try? FileManager.default.removeItem(at: url)
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            fail("cannot create \(url.path): \(error.localizedDescription)")
        }
        sandboxToRemove = url.path
        atexit { if let path = sandboxToRemove { try? FileManager.default.removeItem(atPath: path) } }
    }

    /// Runs `body` with the sandbox as the current folder.
    func inside<T>(_ body: () -> T) -> T {
        guard FileManager.default.changeCurrentDirectoryPath(url.path) else { fail("cannot enter \(url.path)") }
        defer { _ = FileManager.default.changeCurrentDirectoryPath(caller) }
        return body()
    }

    /// Removes everything the last input left.
    func empty() {
        for name in (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? [] {
            try? FileManager.default.removeItem(at: url.appendingPathComponent(name))
        }
    }

    /// Writes `bytes` at a path relative to the sandbox, creating its folders.
    func write(_ relative: String, _ bytes: [UInt8]) {
        let file = url.appendingPathComponent(relative)
        do {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: file)
        } catch {
            fail("cannot write \(file.path): \(error.localizedDescription)")
        }
    }

    /// Every regular file and link below the sandbox, relative to it.
    func allFiles() -> [String] {
        var result: [String] = []
        guard let walker = FileManager.default.enumerator(atPath: url.path) else { return [] }
        while let relative = walker.nextObject() as? String {
            let type = walker.fileAttributes?[.type] as? FileAttributeType
            if type != .typeDirectory { result.append(relative) }
        }
        return result.sorted()
    }
}

/// The sandbox the exit handler removes (a C callback captures nothing).
nonisolated(unsafe) private var sandboxToRemove: String?
