/// What the binary carries: the canonical implementation's sources and the default
/// rules, embedded at build time from Sources/Canonical and rules/.
public enum Builtin {
    /// The canonical Swift sources, by file name.
    public static var canonicalSources: [(name: String, text: String)] { EmbeddedFiles.canonical }

    /// The default rules files, by file name.
    public static var rules: [(name: String, text: String)] { EmbeddedFiles.rules }
}
