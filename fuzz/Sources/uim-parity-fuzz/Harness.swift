import BuiltinData
import Extraction
import Foundation
import Model
import Parsing
import Rules
import TreeSitter

/// Runs one input in its mode and checks the invariants. Everything expensive that
/// does not depend on the input (fixtures, rules, compiled queries) is made once.
@MainActor
final class Harness {
    static let shared = Harness()

    let sandbox = Sandbox()
    let checks = Checks()
    let fixtures = Fixtures.load()
    let slots: [FuzzInput.Language: [Slot]]
    let extraction = ExtractionRules.load()
    let parser = SourceParser()

    private init() {
        var slots: [FuzzInput.Language: [Slot]] = [:]
        for language in FuzzInput.Language.allCases {
            slots[language] = Fixtures.slots(fixtures, language: language)
            // The variant's low four bits pick a slot; more would be out of reach.
            if slots[language]!.count > 16 { fail("more than 16 fixture files of one language; widen the variant") }
        }
        self.slots = slots
    }

    func run(_ input: FuzzInput) {
        sandbox.empty()
        checks.lineCounts = [:]
        checks.describing = "mode \(input.mode), variant \(input.variant), \(input.payload.count) bytes"
        sandbox.inside {
            switch input.mode {
            case .parseSwift, .parseKotlin, .parseTSX, .parseTS: parse(input)
            case .checkSwift, .checkKotlin, .checkTSX, .checkTS: check(input)
            case .config: config(input)
            case .rules: rules(input)
            case .baseline: baseline(input)
            case .markdown: markdown(input)
            }
        }
    }

    // MARK: Sources

    /// The library (parse, index, every locator of the rules), then `uim-parity parse`.
    private func parse(_ input: FuzzInput) {
        let language = input.mode.language!
        let path = "in/input.\(language.extensions[Int(input.variant) % language.extensions.count])"
        write(path, input.payload)
        // A file over the parse budget (5 s of tree-sitter error recovery, by design)
        // is not parsed a second time: twice would pass the fuzzer's 10 s per input.
        guard extract(path: path, bytes: input.payload, language: language) else { return }
        let sExpression = input.variant & 0x10 != 0
        let run = checks.run(["parse"] + (sExpression ? ["--sexp"] : []) + [path], allowed: [0, 1, 2])
        for line in run.output.split(separator: "\n") {
            checks.leadingLocation(of: line, run: run)
            if !sExpression { outlineRange(line, path: path, run: run) }
        }
    }

    private static let range = try! NSRegularExpression(pattern: #" (-?\d+):(-?\d+)-(-?\d+):(-?\d+)(?: |$)"#)

    /// An outline line's `line:col-line:col`.
    private func outlineRange(_ text: Substring, path: String, run: CLIRun) {
        let line = String(text)
        guard let match = Self.range.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) else { return }
        let numbers = (1...4).map { Range(match.range(at: $0), in: line).flatMap { Int(line[$0]) } ?? 0 }
        checks.location(path: path, line: numbers[0], column: numbers[1], in: "outline \(line)", run: run)
        checks.location(path: path, line: numbers[2], column: numbers[3], in: "outline \(line)", run: run)
    }

    /// The library path a check takes for one file, with every locator of the rules;
    /// false when the file ran out of the parse budget.
    ///
    /// The messages are checked for a line feed only: every printer escapes the other
    /// control characters (the `printable` invariant checks that on the output).
    @discardableResult
    private func extract(path: String, bytes: [UInt8], language: FuzzInput.Language) -> Bool {
        let file: SourceFile
        do {
            file = try SourceFile.decode(bytes, path: path)
        } catch {
            checks.require(isOneLine(error.description), .oneLineErrors, "SourceFileError \(error.description.debugDescription)")
            return true
        }
        let parsed: ParsedSource
        do {
            parsed = try parser.parse(file)
        } catch {
            checks.require(isOneLine(error.description), .oneLineErrors, "ParseError \(error.description.debugDescription)")
            if let problem = error.notParsed {
                checks.location(path: path, line: problem.position.line, column: problem.position.column, in: "not parsed: \(problem.message)", run: nil)
            }
            if case .treeSitter(.timedOut) = error.problem { return false }
            return true
        }
        for problem in parsed.syntaxProblems {
            checks.location(path: path, line: problem.position.line, column: problem.position.column, in: "syntax problem \(problem.message)", run: nil)
            // SyntaxProblem's own promise: "the first line of the text … one problem is one line".
            checks.require(isOneLine(problem.message), .oneLineErrors, "syntax problem message \(problem.message.debugDescription)")
        }
        let index = SourceIndex(parsed: parsed, path: path)
        index.queryBank = extraction.banks[language]
        let extractor = Extractor(index: index)
        for locator in extraction.locators[language] ?? [] {
            do {
                for observation in try extractor.observations(of: locator) {
                    observed(observation.location, path: path, what: "observation of \(locator.origin)")
                    _ = String(describing: observation.value)
                }
            } catch {
                checks.require(isOneLine(error.description), .oneLineErrors, "LocatorError \(error.description.debugDescription)")
            }
        }
        for container in extraction.containers[language] ?? [] {
            for member in extractor.members(of: container.container, ignoring: container.ignore) {
                observed(member.location, path: path, what: "member \(member.name)")
                if let observation = extractor.observation(of: member, with: container.value) {
                    observed(observation.location, path: path, what: "member \(member.name)'s value")
                    _ = String(describing: observation.value)
                }
            }
        }
        return true
    }

    /// No line feed (`\r\n` included: Swift's `Character` would hide it in one grapheme).
    private func isOneLine(_ text: String) -> Bool {
        !text.unicodeScalars.contains("\n")
    }

    private func observed(_ location: Location, path: String, what: String) {
        checks.require(location.path == path, .locations, "\(what) is at \(location), not in \(path)")
        checks.location(path: path, line: location.line, column: location.column, in: what, run: nil)
    }

    /// The input as one platform's file of a fixture; `check` in one of the formats.
    ///
    /// Variant: bits 0–3 the fixture file, 4–6 the format, 7 `--strict`.
    private func check(_ input: FuzzInput) {
        let slots = slots[input.mode.language!] ?? []
        guard !slots.isEmpty else { return }
        let slot = slots[Int(input.variant & 0x0F) % slots.count]
        let format = reportFormats[Int(input.variant >> 4 & 0x07) % reportFormats.count]
        lay(fixtures[slot.fixture], replacing: [slot.path: input.payload])
        check(format: format, strict: input.variant & 0x80 != 0)
    }

    // MARK: YAML

    /// The input as a fixture's `uim-parity.yml`: `rules --config`, then, when the config
    /// loads, `check` with it.
    ///
    /// Variant: bits 0–2 the fixture, 3 JSON or SARIF.
    private func config(_ input: FuzzInput) {
        let fixture = fixtures[Int(input.variant & 0x07) % fixtures.count]
        lay(fixture, replacing: [Fixture.configName: input.payload])
        let rules = checks.run(["rules", "--config", "tree/\(Fixture.configName)"], allowed: [0, 2])
        guard rules.status == 0 else { return }
        check(format: input.variant & 0x08 == 0 ? "json" : "sarif")
    }

    /// The input as a rules file of a fixture: `rules`, `test`, then `check` with it.
    ///
    /// Variant: bits 0–2 the fixture, 3–4 which of its rules files, 5 JSON or SARIF.
    private func rules(_ input: FuzzInput) {
        let fixture = fixtures[Int(input.variant & 0x07) % fixtures.count]
        let file = fixture.rulesFiles[Int(input.variant >> 3 & 0x03) % fixture.rulesFiles.count]
        lay(fixture, replacing: [file: input.payload])
        let options = ["--config", "tree/\(Fixture.configName)"] + (fixture.passesRules ? ["--rules", "tree/rules"] : [])
        let listed = checks.run(["rules"] + options, allowed: [0, 2])
        _ = checks.run(["test"] + options, allowed: [0, 1, 2])
        guard listed.status == 0 else { return }
        check(format: input.variant & 0x20 == 0 ? "json" : "sarif", options: fixture.passesRules ? ["--rules", "tree/rules"] : [])
    }

    /// The input as a baseline: the default file beside the config, or `--baseline`.
    ///
    /// Variant: bits 0–2 the fixture, 3 JSON or SARIF, 4 named with `--baseline`.
    private func baseline(_ input: FuzzInput) {
        let fixture = fixtures[Int(input.variant & 0x07) % fixtures.count]
        let named = input.variant & 0x10 != 0
        let file = named ? "accepted.yml" : ".uim-parity-baseline.yml"
        lay(fixture, replacing: [file: input.payload])
        check(format: input.variant & 0x08 == 0 ? "json" : "sarif", options: named ? ["--baseline", "tree/\(file)"] : [])
    }

    // MARK: Markdown

    static let docNames = ["page.md", "section-index.md", "message-scroller.md", "swiftui-section-index-recipe.md"]

    /// The input as a docs page: `import --out`, then `import --check` must be in step;
    /// nothing may appear outside `out/`. With bit 2, `out/linked` is a link to a folder
    /// outside, which the import must not write through.
    ///
    /// Variant: bits 0–1 the page's name, 2 the link.
    private func markdown(_ input: FuzzInput) {
        let doc = "docs/\(Self.docNames[Int(input.variant & 0x03)])"
        write(doc, input.payload)
        let linked = input.variant & 0x04 != 0
        if linked {
            try? FileManager.default.createDirectory(at: sandbox.url.appendingPathComponent("outside"), withIntermediateDirectories: true)
            try? FileManager.default.createDirectory(at: sandbox.url.appendingPathComponent("out"), withIntermediateDirectories: true)
            try? FileManager.default.createSymbolicLink(atPath: sandbox.url.appendingPathComponent("out/linked").path, withDestinationPath: "../outside")
        }
        let imported = checks.run(["import", doc, "--out", "out"], allowed: [0, 2])
        for path in sandbox.allFiles() {
            checks.require(
                path == doc || path.hasPrefix("out/") && !path.hasPrefix("out/linked/") || path == "out/linked", .importContained,
                "the import wrote \(path)", run: imported)
        }
        guard imported.status == 0 else { return }
        let again = checks.run(["import", doc, "--out", "out", "--check"], allowed: [0, 1, 2])
        // A search that ran out of its time budget says so; under load the two runs may
        // stop at different places.
        let stopped = (imported.output + again.output).contains("stopped looking for code without fences")
        checks.require(
            stopped || again.status == 0, .importInStep, "import --check right after the import: \(again.output.prefix(300))", run: again)
    }

    // MARK: Helpers

    private func write(_ path: String, _ bytes: [UInt8]) {
        sandbox.write(path, bytes)
        checks.wrote(path, bytes)
    }

    func lay(_ fixture: Fixture, replacing: [String: [UInt8]]) {
        for (path, bytes) in fixture.files.merging(replacing, uniquingKeysWith: { $1 }) { write("tree/\(path)", bytes) }
    }

    /// `check tree` with the fixture's config, then the report's invariants.
    private func check(format: String, strict: Bool = false, options: [String] = []) {
        let arguments = ["check", "tree", "--config", "tree/\(Fixture.configName)", "--no-ignore", "--color", "never", "--format", format]
            + (strict ? ["--strict"] : []) + options
        let run = checks.run(arguments, allowed: [0, 1, 2], textOutput: format != "json" && format != "sarif")
        checks.report(run, format: format)
    }
}

/// The rules' locators by language, from the built-in rules and the examples' rules,
/// with their queries compiled once per language as a check compiles them.
struct ExtractionRules {
    var locators: [FuzzInput.Language: [Locator]] = [:]
    var containers: [FuzzInput.Language: [MemberLocator]] = [:]
    var banks: [FuzzInput.Language: QueryBank] = [:]

    static func load() -> ExtractionRules {
        let resilience = [
            Platform(name: "ios", language: .swift, order: 0), Platform(name: "android", language: .kotlin, order: 1),
            Platform(name: "web", language: .ts, order: 2),
        ]
        var sets: [(RuleSet, [Platform])] = []
        do {
            sets.append((try RulesLoader.load(files: Builtin.rules), Platform.builtin))
            let examples = repositoryRoot.appendingPathComponent("examples")
            sets.append((try RulesLoader.load(folder: examples.appendingPathComponent("badge/rules").path), Platform.builtin))
            sets.append((
                try RulesLoader.load(folder: examples.appendingPathComponent("resilience/rules").path, context: RulesContext(platforms: resilience)),
                resilience
            ))
        } catch {
            fail("the rules for extraction do not load: \(error)")
        }
        var result = ExtractionRules()
        var queries: [FuzzInput.Language: [String]] = [:]
        for (rules, platforms) in sets {
            for platform in [Platform.canonical] + platforms {
                let language = FuzzInput.Language(platform.language)
                for fact in rules.facts {
                    guard case let .locate(locators)? = fact.locators[platform] else { continue }
                    result.locators[language, default: []] += locators
                    for locator in locators { queries[language, default: []] += Self.queries(in: locator) }
                }
                for group in rules.components.flatMap(\.tokenGroups) {
                    guard let container = group.containers[platform] else { continue }
                    result.containers[language, default: []].append(container)
                    if let value = container.value { queries[language, default: []] += Self.queries(in: value) }
                }
            }
        }
        for (language, sources) in queries where !sources.isEmpty {
            do {
                result.banks[language] = try QueryBank(language: language.sourceLanguage, sources: sources)
            } catch {
                fail("the rules' \(language) queries do not compile together: \(error)")
            }
        }
        return result
    }

    /// The query texts of a locator and the locators inside it.
    static func queries(in locator: Locator) -> [String] {
        var texts: [String] = []
        if case let .query(text) = locator.target { texts.append(text) }
        for binding in locator.bindings.values {
            if case let .located(inner) = binding { texts += queries(in: inner) }
        }
        for adjustment in locator.adjustments { texts += queries(in: adjustment.locator) }
        return texts
    }
}

extension FuzzInput.Language {
    init(_ language: Platform.Language) {
        switch language {
        case .swift: self = .swift
        case .kotlin: self = .kotlin
        case .tsx: self = .tsx
        case .ts: self = .ts
        }
    }

    var sourceLanguage: SourceLanguage {
        switch self {
        case .swift: .swift
        case .kotlin: .kotlin
        case .tsx: .tsx
        case .ts: .typescript
        }
    }
}
