extension String {
    /// Whether the two texts are the same bytes. `==` takes an accented letter written as
    /// one code point for the same letter written as two, whose lengths and columns
    /// differ. (Lengths first, then the bytes in memory: compared through `utf8`'s
    /// iterator, the files of a library were 0.7 % of checking it.)
    public func hasSameBytes(as other: String) -> Bool {
        guard utf8.count == other.utf8.count else { return false }
        var (left, right) = (self, other)
        return left.withUTF8 { leftBytes in right.withUTF8 { rightBytes in leftBytes.elementsEqual(rightBytes) } }
    }

    /// Whether the text starts with `prefix`'s bytes. `hasPrefix` takes an accented letter
    /// written as one code point for the same letter written as two: a folder "café" was
    /// taken for its twin written the other way, and a file written through a link into
    /// the twin (outside the folder the user named).
    public func hasPrefixBytes(_ prefix: String) -> Bool {
        utf8.starts(with: prefix.utf8)
    }

    /// The text after `prefix`'s bytes, if it starts with them. (`dropFirst(prefix.count)`
    /// counts characters: a name that started with a combining mark lost it, joined to
    /// the "/" before it.)
    public func droppingPrefixBytes(_ prefix: String) -> String? {
        guard hasPrefixBytes(prefix) else { return nil }
        return String(decoding: utf8.dropFirst(prefix.utf8.count), as: UTF8.self)
    }
}
