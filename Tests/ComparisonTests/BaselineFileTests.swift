import Comparison
import Foundation
import Parsing
import Testing
import TestSupport
import YAML

/// The baseline file: written with libyaml's emitter, read back exactly, whatever text a
/// finding's value or a reason holds.
@Suite struct BaselineFileTests {
    /// Writes and re-reads baselines of generated entries (seeded, so every run checks
    /// the same cases), reading the bytes as `check` does.
    @Test func everyEntryReadsBackExactly() throws {
        var random = SplitMix64(seed: 2026)
        for round in 0..<300 {
            let entries = (0..<random.below(4) + 1).map { index in
                Baseline.Entry(
                    component: random.text(), fact: "\(index)." + random.text(), platform: random.text(),
                    kind: random.text(), value: random.text(), canonical: random.below(2) == 0 ? nil : random.text(),
                    reason: random.below(3) == 0 ? nil : random.text())
            }
            let written = try Baseline(entries: entries).serialized()
            let file = try SourceFile.decode(Array(written.utf8), path: "baseline.yml")
            let read: Baseline
            do {
                read = try Baseline.parse(file.text)
            } catch {
                Issue.record("round \(round): \(error)\n\(written)")
                continue
            }
            let expected = Baseline(entries: entries).entries
            #expect(read.entries.map(Self.fields) == expected.map(Self.fields), "round \(round)\n\(written)")
            #expect(Baseline.isBaseline(written))
            // Only the scalars YAML allows literally reach the file, and one line per key.
            let literal = written.unicodeScalars.filter { $0 != "\n" && !Self.yamlPrintable($0) }
            #expect(literal.isEmpty, "round \(round): \(literal.map { String($0.value, radix: 16) })")
            let keys = expected.reduce(0) { $0 + 5 + ($1.reason == nil ? 0 : 1) + ($1.canonical == nil ? 0 : 1) }
            #expect(written.split(separator: "\n", omittingEmptySubsequences: false).count == 2 + 2 + keys + 1)
        }
    }

    @Test func hostileValuesAreEscapedAndReadBack() throws {
        let values = [
            "", " ", "  leading", "trailing  ", "\u{7F}", "\u{85}", "\u{FEFF}", "\u{FEFF}start", "\u{2028}", "\u{2029}",
            "\u{0}", "\u{1B}[31m", "\t", "\r\n", "a: b # c", "- x", "? x", "'", "\"", "\\", "\\\"", "null", "~", "true", "1",
            "---", "...", "&a *a !b |>", "%YAML", "@`", "\u{80}\u{9F}\u{A0}", "é ü 漢字", "😀", "\u{10FFFF}", "\u{FFFE}\u{FFFF}",
        ]
        let entries = values.enumerated().map { index, value in
            Baseline.Entry(component: "c", fact: "f\(index)", platform: "p", kind: "drift", value: value, reason: value)
        }
        let written = try Baseline(entries: entries).serialized()
        let read = try Baseline.parse(try SourceFile.decode(Array(written.utf8), path: "b.yml").text)
        #expect(read.entries.map(Self.fields) == Baseline(entries: entries).entries.map(Self.fields))
        // libyaml's escapes, and non-ASCII text that YAML allows kept as it is.
        for escape in ["\"\\x7F\"", "\"\\N\"", "\"\\uFEFF\"", "\"\\L\"", "\"\\P\"", "\"\\0\"", "\"\\e[31m\"", "\"\\t\"", "\"\\r\\n\"",
                       "\"\\U0001F600\"", "\"\\x80\\x9F\u{A0}\"", "\"é ü 漢字\"", "\"  leading\"", "\"a: b # c\""] {
            #expect(written.contains("value: \(escape)\n"), "\(escape)")
        }
    }

    /// The layout is fixed: header, version, entries sorted, keys in order, one per line.
    @Test func theFileIsStableAndKeepsItsHeader() throws {
        let baseline = Baseline(entries: [
            Baseline.Entry(component: "tokens", fact: "tokens.radius", platform: "kotlin", kind: "drift", value: "12pt", canonical: "16pt", reason: nil),
            Baseline.Entry(
                component: "section-index", fact: "section-index.bar-end-inset", platform: "kotlin", kind: "drift", value: "12pt",
                reason: "Material wants 12"),
        ])
        let expected = """
            # uim-parity baseline: accepted findings. `uim-parity baseline write` regenerates it,
            # keeping reasons. An entry matches by component, fact, platform, kind, value and canonical.
            version: 2
            entries:
            - component: "section-index"
              fact: "section-index.bar-end-inset"
              platform: "kotlin"
              kind: "drift"
              value: "12pt"
              reason: "Material wants 12"
            - component: "tokens"
              fact: "tokens.radius"
              platform: "kotlin"
              kind: "drift"
              value: "12pt"
              canonical: "16pt"

            """
        #expect(try baseline.serialized() == expected)
        #expect(try Baseline(entries: []).serialized().hasSuffix("\nversion: 1\nentries: []\n"))
        #expect(try Baseline.parse(Baseline(entries: []).serialized()).entries.isEmpty)
    }

    /// Files the JSON-quoting writer wrote still read.
    @Test func theEarlierLayoutStillReads() throws {
        let earlier = """
            # uim-parity baseline: accepted findings. `uim-parity baseline write` regenerates it,
            # keeping reasons. An entry matches by component, fact, platform, kind and value.
            version: 1
            entries:
              - component: "section-index"
                fact: "section-index.bar-end-inset"
                platform: "kotlin"
                kind: "drift"
                value: "12pt \\u0001"
                reason: "Material wants 12"

            """
        #expect(Baseline.isBaseline(earlier))
        let entry = try #require(try Baseline.parse(earlier).entries.first)
        #expect(Self.fields(entry) == ["section-index", "section-index.bar-end-inset", "kotlin", "drift", "12pt \u{1}", nil, "Material wants 12"])
        #expect(!Baseline.isBaseline("version: 1\nentries: []\n"))
        #expect(!Baseline.isBaseline("# notes\n# uim-parity baseline\n"))
    }

    /// A character YAML does not allow is reported where it is, not at 1:1.
    @Test func aMalformedBaselineIsReportedAtItsLine() throws {
        let text = "# uim-parity baseline\nversion: 1\nentries:\n- component: \"a\"\n  fact: \"b\"\n  platform: \"c\"\n  kind: \"d\"\n  value: \"x\u{7F}y\"\n"
        #expect(throws: YAMLError(line: 8, column: 12, message: "control characters are not allowed")) { try Baseline.parse(text) }
        let wide = "version: 1\n\r\nentries: [] # é😀\u{FEFF}\u{80}\n"
        #expect(throws: YAMLError(line: 3, column: 18, message: "control characters are not allowed")) { try Baseline.parse(wide) }
        let syntax = "version: 1\nentries:\n- component: \"a\n"
        let error = try #require(throws: YAMLError.self) { try Baseline.parse(syntax) }
        #expect(error.line > 1)
    }

    /// The YAML API beside the baseline: any document shape, keys that need quoting.
    @Test func theWriterQuotesKeysThatNeedIt() throws {
        let document = YAMLWriter.Value.mapping([
            YAMLWriter.Pair("plain", .plain("a b")),
            YAMLWriter.Pair("a: b", .sequence([.string("x"), .plain("- y"), .mapping([])])),
            YAMLWriter.Pair("", .plain("")),
        ])
        let text = try YAMLWriter.document(document, comment: ["one", "", "two\nthree"])
        #expect(text.hasPrefix("# one\n#\n# two\n# three\n"))
        let node = try YAMLNode.parse(text)
        var map = try YAMLMapping(node, what: "the document")
        #expect(try map.string("plain") == "a b")
        #expect(try map.required("a: b").list(what: "l").count == 3)
        #expect(try map.required("a: b").list(what: "l").prefix(2).map { try $0.string(what: "s") } == ["x", "- y"])
        #expect(try map.string("") == "")
        try map.rejectUnknownKeys()
    }

    static func fields(_ entry: Baseline.Entry) -> [String?] {
        [entry.component, entry.fact, entry.platform, entry.kind, entry.value, entry.canonical, entry.reason]
    }

    /// What libyaml's reader accepts literally (YAML 1.1's printable set).
    static func yamlPrintable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D, 0x20...0x7E, 0x85, 0xA0...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF:
            // Line breaks and byte-order marks inside a scalar would not read back.
            return ![0x09, 0x0D, 0x85, 0x2028, 0x2029, 0xFEFF].contains(scalar.value)
        default:
            return false
        }
    }
}

extension SplitMix64 {

    /// Every C0 and C1 control, DEL, the line and paragraph separators, byte-order marks
    /// and non-characters, YAML's indicators, quotes and backslashes, spaces, and text
    /// from every plane.
    static let alphabet: [Unicode.Scalar] = {
        let controls: [UInt32] = Array(0x00...0x1F) + [0x7F] + Array(0x80...0x9F)
        let special: [UInt32] = [0xA0, 0xAD, 0x2028, 0x2029, 0xFEFF, 0xFFFE, 0xFFFF, 0xFFFD, 0xE000, 0xD7FF, 0x1F600, 0x1D11E, 0x10FFFF, 0x10000]
        let scalars: [Unicode.Scalar] = (controls + special).compactMap { Unicode.Scalar($0) }
        return scalars + Array("\"'\\:#-?[]{},&*!|>%@` ".unicodeScalars) + Array("aZ09.é漢ß".unicodeScalars)
    }()

    /// A text of up to 12 scalars; often with leading or trailing spaces, sometimes empty.
    mutating func text() -> String {
        var scalars = String.UnicodeScalarView()
        for _ in 0..<below(13) { scalars.append(Self.alphabet[below(Self.alphabet.count)]) }
        var text = String(scalars)
        switch below(6) {
        case 0: text = "  " + text
        case 1: text += " "
        case 2: text = " \(text) "
        case 3: text = ": #" + text
        default: break
        }
        return text
    }
}
