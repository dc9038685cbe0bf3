/// How one fuzz input is read: a two-byte header, then the payload.
///
///     byte 0   the mode (modulo the number of modes): what the payload is and what runs
///     byte 1   the variant: which file of which fixture, the report format, flags
///     rest     the payload: source text, YAML or Markdown
///
/// Seeds are written by `--seed-corpus` with the header that puts each file where it
/// came from; mutations of byte 0 move a payload to another mode, which is wanted.
struct FuzzInput {
    enum Mode: UInt8, CaseIterable {
        /// Source text: parse (library and `uim-parity parse`), print, index, run every
        /// locator of the rules for the language, with the rules' queries compiled once.
        case parseSwift, parseKotlin, parseTSX, parseTS
        /// Source text as one platform's file of a fixture (a component's files from
        /// reference/ or an example), then `uim-parity check` in-process.
        case checkSwift, checkKotlin, checkTSX, checkTS
        /// YAML as a fixture's `uim-parity.yml`: `rules --config`, then `check` with it.
        case config
        /// YAML as a rules file of a fixture: `rules`, `test`, then `check` with it.
        case rules
        /// YAML as a baseline: `check --baseline`.
        case baseline
        /// Markdown as a docs page: `import --out`, then `import --check`.
        case markdown

        var language: Language? {
            switch self {
            case .parseSwift, .checkSwift: .swift
            case .parseKotlin, .checkKotlin: .kotlin
            case .parseTSX, .checkTSX: .tsx
            case .parseTS, .checkTS: .ts
            default: nil
            }
        }

        var isCheck: Bool { [.checkSwift, .checkKotlin, .checkTSX, .checkTS].contains(self) }

        static func parse(_ language: Language) -> Mode {
            switch language {
            case .swift: .parseSwift
            case .kotlin: .parseKotlin
            case .tsx: .parseTSX
            case .ts: .parseTS
            }
        }

        static func check(_ language: Language) -> Mode {
            switch language {
            case .swift: .checkSwift
            case .kotlin: .checkKotlin
            case .tsx: .checkTSX
            case .ts: .checkTS
            }
        }
    }

    /// The source languages, by the extensions that select them.
    enum Language: CaseIterable {
        case swift, kotlin, tsx, ts

        var extensions: [String] {
            switch self {
            case .swift: ["swift"]
            case .kotlin: ["kt", "kts"]
            case .tsx: ["tsx"]
            case .ts: ["ts"]
            }
        }

        init?(path: String) {
            guard let ext = path.split(separator: ".").last.map(String.init),
                let language = Language.allCases.first(where: { $0.extensions.contains(ext) })
            else { return nil }
            self = language
        }
    }

    let mode: Mode
    let variant: UInt8
    let payload: [UInt8]

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        let first = bytes.first ?? 0
        mode = Mode(rawValue: first % UInt8(Mode.allCases.count))!
        variant = bytes.count > 1 ? bytes[1] : 0
        payload = bytes.count > 2 ? Array(bytes[2...]) : []
    }

    /// The bytes of an input: header and payload.
    static func encode(_ mode: Mode, variant: UInt8, _ payload: [UInt8]) -> [UInt8] {
        [mode.rawValue, variant] + payload
    }
}

/// The report formats `check` is run with, picked by variant bits.
let reportFormats = ["json", "sarif", "text", "github", "markdown"]
