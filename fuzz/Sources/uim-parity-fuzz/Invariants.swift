import Foundation
import Model
import ParityCLI

/// What must hold for every input, whatever it is. A violation is a crash (libFuzzer's
/// finding). `UIM_PARITY_FUZZ_IGNORE=name,…` lets a known one pass while it is fixed:
/// an invariant's name, or `name@command` for one command only (`printable@parse`;
/// `library` names the checks made on the library's results directly).
enum Invariant: String, CaseIterable {
    /// The exit status is 0, 1 or 2, and one the command documents.
    case exitStatus = "exit-status"
    /// Every write to standard error is one line, `uim-parity: error|warning: …`.
    case oneLineErrors = "one-line-errors"
    /// Exit status 2 comes with an error line saying why.
    case explainedFailure = "explained-failure"
    /// `--format json` is JSON, with the report's top-level fields.
    case json
    /// `--format sarif` is JSON with SARIF 2.1.0's required structure, its rule
    /// indexes naming its rule ids.
    case sarif
    /// No line or column below 1 (nor a line past the end of a file the input wrote).
    case locations
    /// `summary.exitStatus` (JSON), the summary verdict (text) and the heading
    /// (markdown) agree with the exit status.
    case summaryExitStatus = "summary-exit-status"
    /// Text output and errors carry no control or bidi characters: text from files is
    /// printed escaped (README: "printed with control characters escaped").
    case printable
    /// After an import that succeeded, `import --check` of the same docs says in step.
    case importInStep = "import-in-step"
    /// An import writes below its `--out` folder only, never through a link out of it.
    case importContained = "import-contained"
}

/// One in-process run of the command line, and what it printed.
struct CLIRun {
    let arguments: [String]
    let status: Int32
    let output: String
    /// Every write to standard error, as written.
    let errorWrites: [String]

    var command: String { (["uim-parity"] + arguments).map { $0.contains(" ") ? "'\($0)'" : $0 }.joined(separator: " ") }
}

@MainActor
final class Checks {
    /// Ignored invariants: for every command (nil), or for the named ones.
    let ignored: [Invariant: Set<String>?]
    /// What the current input is, for the violation message.
    var describing = ""
    /// Files the current input wrote below the sandbox and their line counts, for
    /// locations past the end.
    var lineCounts: [String: Int] = [:]

    init() {
        var ignored: [Invariant: Set<String>?] = [:]
        let entries = ProcessInfo.processInfo.environment["UIM_PARITY_FUZZ_IGNORE"] ?? ""
        for entry in entries.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !entry.isEmpty {
            let parts = entry.split(separator: "@", maxSplits: 1).map(String.init)
            guard let invariant = Invariant(rawValue: parts[0]) else {
                fail("UIM_PARITY_FUZZ_IGNORE: unknown invariant '\(parts[0])' (known: \(Invariant.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            if parts.count == 1 {
                ignored[invariant] = .some(nil)
            } else if case .some(.some(let commands)) = ignored[invariant] {
                ignored[invariant] = commands.union([parts[1]])
            } else if ignored[invariant] == nil {
                ignored[invariant] = [parts[1]]
            }
        }
        self.ignored = ignored
    }

    private func isIgnored(_ invariant: Invariant, command: String) -> Bool {
        guard let commands = ignored[invariant] else { return false }
        return commands?.contains(command) ?? true
    }

    /// Stops the process on a violation (unless ignored): libFuzzer saves the input.
    func require(_ condition: @autoclosure () -> Bool, _ invariant: Invariant, _ detail: @autoclosure () -> String, run: CLIRun? = nil) {
        guard !isIgnored(invariant, command: run?.arguments.first ?? "library"), !condition() else { return }
        var message = "invariant '\(invariant.rawValue)' violated: \(Self.shortened(detail()))\n  input: \(describing)"
        if let run {
            message += "\n  command: \(run.command) (exit \(run.status))"
            if !run.errorWrites.isEmpty { message += "\n  stderr: \(Self.shortened(run.errorWrites.joined()))" }
        }
        // `ERROR:` so that libFuzzer's fork mode keeps the line in its log.
        FileHandle.standardError.write(Data("uim-parity-fuzz: ERROR: \(message)\n".utf8))
        fatalError("invariant '\(invariant.rawValue)' violated")
    }

    static func shortened(_ text: String, to limit: Int = 600) -> String {
        let escaped = printable(text)
        return escaped.count > limit ? String(escaped.prefix(limit)) + "…" : escaped
    }

    /// Runs the command line in-process, as the binary would, and checks what holds for
    /// every command: the exit status, one-line errors, printable text.
    func run(_ arguments: [String], allowed: Set<Int32>, textOutput: Bool = true) -> CLIRun {
        final class Capture {
            var output = ""
            var errors: [String] = []
        }
        let capture = Capture()
        let console = Console(output: { capture.output += $0 }, error: { capture.errors.append($0) })
        let status = UIMParity.run(arguments, console: console).rawValue
        let run = CLIRun(arguments: arguments, status: status, output: capture.output, errorWrites: capture.errors)
        require(allowed.contains(status), .exitStatus, "exit status \(status), expected one of \(allowed.sorted())", run: run)
        for write in run.errorWrites {
            let body = write.hasSuffix("\n") ? String(write.dropLast()) : write
            require(
                write.hasSuffix("\n") && !body.unicodeScalars.contains("\n")
                    && (body.hasPrefix("uim-parity: error: ") || body.hasPrefix("uim-parity: warning: ")),
                .oneLineErrors, "standard error got \(write.debugDescription)", run: run)
            require(isPrintable(body), .printable, "standard error: \(body.debugDescription)", run: run)
            for prefix in ["uim-parity: error: ", "uim-parity: warning: "] where body.hasPrefix(prefix) {
                leadingLocation(of: body.dropFirst(prefix.count), run: run)
            }
        }
        require(
            status != 2 || run.errorWrites.contains { $0.hasPrefix("uim-parity: error: ") }, .explainedFailure,
            "exit status 2 without an error line", run: run)
        if textOutput {
            for line in run.output.split(separator: "\n", omittingEmptySubsequences: false) {
                require(isPrintable(line), .printable, "standard output line \(String(line).debugDescription)", run: run)
            }
        }
        return run
    }

    /// No control, DEL, C1 or bidi characters, as `printable` would have escaped.
    func isPrintable(_ text: some StringProtocol) -> Bool {
        !text.unicodeScalars.contains { scalar in
            scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value) || isBidiControl(scalar)
        }
    }

    // MARK: Locations

    /// A sandbox path the tool names (`tree/…`, `in/…`, `docs/…`) then `:line` or
    /// `:line:col`, at the start of `text`.
    private static let leading = try! NSRegularExpression(pattern: #"^((?:tree|in|docs|out)/[^\s:]+):(-?\d+)(?::(-?\d+))?(?::|$)"#)

    /// Checks the location a line starts with, if it starts with one.
    func leadingLocation(of text: some StringProtocol, run: CLIRun) {
        let line = String(text)
        let range = NSRange(line.startIndex..., in: line)
        guard let match = Self.leading.firstMatch(in: line, range: range) else { return }
        func group(_ index: Int) -> String? {
            Range(match.range(at: index), in: line).map { String(line[$0]) }
        }
        location(path: group(1) ?? "", line: group(2).flatMap { Int($0) }, column: group(3).flatMap { Int($0) }, in: line, run: run)
    }

    /// A location must be at 1:1 or after, and within a file the input wrote.
    func location(path: String?, line: Int?, column: Int?, in context: String, run: CLIRun?) {
        require((line ?? 1) >= 1 && (column ?? 1) >= 1, .locations, "\(path ?? "?"):\(line ?? 0):\(column ?? 0) in \(context)", run: run)
        if let path, let line, let count = lineCounts[path] {
            require(line <= count, .locations, "\(path):\(line) is past the file's \(count) lines, in \(context)", run: run)
        }
    }

    /// Remembers the line count of a file the input wrote (as tree-sitter counts: `\n`).
    func wrote(_ path: String, _ bytes: [UInt8]) {
        lineCounts[path] = bytes.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    }

    // MARK: Reports

    /// Checks a `check` report in its format, and that it agrees with the exit status.
    func report(_ run: CLIRun, format: String) {
        // Exit status 2 may come before any report (the rules or config do not load).
        guard !(run.status == 2 && run.output.isEmpty) else { return }
        switch format {
        case "json": json(run)
        case "sarif": sarif(run)
        case "text":
            for line in run.output.split(separator: "\n") { leadingLocation(of: line, run: run) }
            let summary = run.output.split(separator: "\n").last { $0.hasPrefix("Summary: ") }.map(String.init) ?? ""
            let verdicts: [Int32: [String]] = [0: ["parity"], 1: ["drift", "syntax errors"], 2: ["incomplete"]]
            require(
                verdicts[run.status, default: []].contains { summary.hasPrefix("Summary: \($0) — ") }, .summaryExitStatus,
                "text summary \(summary.debugDescription) for exit status \(run.status)", run: run)
        case "github":
            for line in run.output.split(separator: "\n") {
                require(line.hasPrefix("::error ") || line.hasPrefix("::warning "), .printable, "github line \(String(line).debugDescription)", run: run)
                let properties = line.dropFirst(2).prefix { $0 != ":" }
                func number(_ key: String) -> Int? {
                    properties.split(separator: ",").first { $0.hasPrefix(key + "=") || $0.hasPrefix(" " + key + "=") }
                        .flatMap { Int($0.split(separator: "=").last ?? "") }
                }
                location(path: nil, line: number("line"), column: number("col"), in: String(line), run: run)
            }
        case "markdown":
            let heading = run.output.split(separator: "\n").first.map(String.init) ?? ""
            let words: [Int32: String] = [0: "parity", 1: "drift", 2: "incomplete"]
            require(
                heading == "## uim-parity: \(words[run.status] ?? "?")", .summaryExitStatus,
                "markdown heading \(heading.debugDescription) for exit status \(run.status)", run: run)
        default: break
        }
    }

    private func json(_ run: CLIRun) {
        guard let object = parseJSON(run, .json) as? [String: Any] else {
            require(false, .json, "not a JSON object", run: run)
            return
        }
        require(object["tool"] as? String == "uim-parity", .json, "no \"tool\": \"uim-parity\"", run: run)
        guard let findings = object["findings"] as? [[String: Any]], let summary = object["summary"] as? [String: Any],
            let exitStatus = summary["exitStatus"] as? Int
        else {
            require(false, .json, "no findings array or summary.exitStatus", run: run)
            return
        }
        require(exitStatus == Int(run.status), .summaryExitStatus, "summary.exitStatus \(exitStatus), exit status \(run.status)", run: run)
        for finding in findings {
            if let file = finding["file"] as? String {
                location(path: file, line: finding["line"] as? Int ?? 0, column: finding["column"] as? Int ?? 0, in: "JSON finding", run: run)
            } else {
                require(finding["line"] is NSNull && finding["column"] is NSNull, .json, "a finding with no file has a line or column", run: run)
            }
        }
    }

    private func sarif(_ run: CLIRun) {
        guard let log = parseJSON(run, .sarif) as? [String: Any] else {
            require(false, .sarif, "not a JSON object", run: run)
            return
        }
        require(log["version"] as? String == "2.1.0", .sarif, "version is not \"2.1.0\"", run: run)
        require(log["$schema"] is String, .sarif, "no $schema", run: run)
        guard let runs = log["runs"] as? [[String: Any]], !runs.isEmpty else {
            require(false, .sarif, "no runs", run: run)
            return
        }
        for sarifRun in runs {
            let driver = (sarifRun["tool"] as? [String: Any])?["driver"] as? [String: Any]
            require((driver?["name"] as? String)?.isEmpty == false, .sarif, "no tool.driver.name", run: run)
            let rules = driver?["rules"] as? [[String: Any]] ?? []
            let ruleIDs = rules.map { $0["id"] as? String }
            require(!ruleIDs.contains(nil), .sarif, "a rule without an id", run: run)
            if let bases = sarifRun["originalUriBaseIds"] as? [String: Any] {
                for (name, base) in bases {
                    let uri = (base as? [String: Any])?["uri"] as? String ?? ""
                    require(uri.hasPrefix("file://") && uri.hasSuffix("/"), .sarif, "originalUriBaseIds.\(name).uri \(uri.debugDescription) is not an absolute folder URI", run: run)
                }
            }
            guard let results = sarifRun["results"] as? [[String: Any]] else {
                require(false, .sarif, "no results array", run: run)
                continue
            }
            for result in results {
                let ruleID = result["ruleId"] as? String
                require(((result["message"] as? [String: Any])?["text"] as? String) != nil, .sarif, "a result without message.text", run: run)
                require(["none", "note", "warning", "error"].contains(result["level"] as? String ?? "warning"), .sarif, "level \(String(describing: result["level"]))", run: run)
                if let index = result["ruleIndex"] as? Int {
                    require(
                        ruleIDs.indices.contains(index) && ruleIDs[index] == ruleID, .sarif,
                        "result ruleId \(ruleID ?? "nil") has ruleIndex \(index), which is rule \(ruleIDs.indices.contains(index) ? ruleIDs[index] ?? "nil" : "out of range") of \(ruleIDs.count)",
                        run: run)
                }
                if let state = result["baselineState"] {
                    require(["new", "unchanged", "updated", "absent"].contains(state as? String ?? ""), .sarif, "baselineState \(state)", run: run)
                }
                for place in result["locations"] as? [[String: Any]] ?? [] {
                    let physical = place["physicalLocation"] as? [String: Any]
                    let artifact = physical?["artifactLocation"] as? [String: Any]
                    let uri = artifact?["uri"] as? String ?? ""
                    // RFC 3986, which SARIF's uri follows: printable ASCII, the rest percent-encoded.
                    require(!uri.isEmpty && uri.unicodeScalars.allSatisfy { (0x21...0x7E).contains($0.value) }, .sarif, "artifactLocation.uri \(uri.debugDescription)", run: run)
                    require(artifact?["uriBaseId"] != nil || uri.hasPrefix("file://"), .sarif, "relative uri \(uri.debugDescription) without uriBaseId", run: run)
                    let region = physical?["region"] as? [String: Any]
                    location(path: nil, line: region?["startLine"] as? Int ?? 0, column: region?["startColumn"] as? Int ?? 0, in: "SARIF region of \(uri)", run: run)
                }
            }
        }
    }

    private func parseJSON(_ run: CLIRun, _ invariant: Invariant) -> Any? {
        do {
            return try JSONSerialization.jsonObject(with: Data(run.output.utf8))
        } catch {
            require(false, invariant, "does not parse as JSON: \(error.localizedDescription); output starts \(run.output.prefix(200).debugDescription)", run: run)
            return nil
        }
    }
}
