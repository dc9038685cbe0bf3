import TreeSitter
import TreeSitterGrammars

/// A language uim-parity parses, chosen by file extension.
public enum SourceLanguage: String, CaseIterable, Sendable {
    case swift
    case kotlin
    /// TypeScript with JSX: the React Native flavors.
    case tsx
    case typescript

    /// The language of a path, from its extension (`.swift`, `.kt`, `.kts`, `.tsx`, `.ts`).
    public init?(path: String) {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        switch path[path.index(after: dot)...] {
        case "swift": self = .swift
        case "kt", "kts": self = .kotlin
        case "tsx": self = .tsx
        case "ts": self = .typescript
        default: return nil
        }
    }

    /// The compiled grammar, wrapped once per run (with its symbols' names).
    public var grammar: Language {
        switch self {
        case .swift: Self.swiftGrammar
        case .kotlin: Self.kotlinGrammar
        case .tsx: Self.tsxGrammar
        case .typescript: Self.typescriptGrammar
        }
    }

    private static let swiftGrammar = Language(tree_sitter_swift())
    private static let kotlinGrammar = Language(tree_sitter_kotlin())
    private static let tsxGrammar = Language(tree_sitter_tsx())
    private static let typescriptGrammar = Language(tree_sitter_typescript())

    /// The extensions that select this language, for messages.
    public static let knownExtensions = [".swift", ".kt", ".kts", ".tsx", ".ts"]
}
