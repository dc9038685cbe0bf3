extension String {
    /// The text with each run of white space one space, and none at either end: how a
    /// finding's `raw` text, a binding's key and an algorithm site's text are written.
    public var collapsingWhitespace: String {
        // Most texts are one ASCII word (`rowHeight`, `16.dp`) and come back unchanged:
        // splitting them into characters to find no white space was 1 % of a check.
        let plainASCII = utf8.allSatisfy { $0 > 32 && $0 < 127 }
        return plainASCII ? self : split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
