import Model

/// What the binary carries: the canonical implementation's sources and the default
/// rules, embedded at build time from Sources/Canonical and rules/.
public enum Builtin {
    /// The canonical Swift sources, by file name.
    public static var canonicalSources: [(name: String, text: String)] { EmbeddedFiles.canonical }

    /// The canonical sources as a check reads them, shown as `<canonical>/NAME`.
    public static var canonical: [CanonicalSource] {
        canonicalSources.map { CanonicalSource(name: $0.name, text: $0.text, displayPath: "<canonical>/\($0.name)") }
    }

    /// The default rules files, by file name.
    public static var rules: [(name: String, text: String)] { EmbeddedFiles.rules }
}
