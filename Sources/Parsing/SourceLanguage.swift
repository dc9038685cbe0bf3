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

    /// The compiled grammar.
    public var grammar: Language {
        switch self {
        case .swift: Language(tree_sitter_swift())
        case .kotlin: Language(tree_sitter_kotlin())
        case .tsx: Language(tree_sitter_tsx())
        case .typescript: Language(tree_sitter_typescript())
        }
    }

    /// The extensions that select this language, for messages.
    public static let knownExtensions = [".swift", ".kt", ".kts", ".tsx", ".ts"]
}
