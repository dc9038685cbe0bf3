extension String {
    /// The text with each run of white space one space, and none at either end: how a
    /// finding's `raw` text, a binding's key and an algorithm site's text are written.
    public var collapsingWhitespace: String {
        collapsingWhitespace(keeping: Int.max)
    }

    /// The first `length` characters of `collapsingWhitespace`, made without collapsing
    /// the rest: a site's text is a statement's first words, and the statement may be a
    /// whole function.
    public func collapsingWhitespace(keeping length: Int) -> String {
        // Most texts are one ASCII word (`rowHeight`, `16.dp`) and come back unchanged:
        // splitting them into characters to find no white space was 1 % of a check.
        if utf8.count <= length, utf8.allSatisfy({ $0 > 32 && $0 < 127 }) { return self }
        // In ASCII a character is a byte, but for `\r\n`, which is white space as its two
        // bytes are: the bytes are collapsed as the characters would be, and faster
        // (splitting statements' text into characters was 1 % of checking a library).
        guard utf8.allSatisfy({ $0 < 128 }) else {
            return String(split(whereSeparator: \.isWhitespace).joined(separator: " ").prefix(length))
        }
        var kept: [UInt8] = []
        kept.reserveCapacity(Swift.min(utf8.count, length))
        var spaceBefore = false
        for byte in utf8 where kept.count < length {
            if Self.isASCIIWhiteSpace(byte) {
                spaceBefore = !kept.isEmpty
                continue
            }
            if spaceBefore {
                kept.append(UInt8(ascii: " "))
                spaceBefore = false
                if kept.count == length { break }
            }
            kept.append(byte)
        }
        return String(decoding: kept, as: UTF8.self)
    }

    /// Unicode's White_Space in ASCII: tab, line feed, vertical tab, form feed, carriage
    /// return and space (what `Character.isWhitespace` holds there).
    private static func isASCIIWhiteSpace(_ byte: UInt8) -> Bool {
        byte == 32 || (9...13).contains(byte)
    }
}
