import Model

/// Applies edits to a file's text, and turns byte offsets into report locations.
public enum TextEdits {
    /// The text with the edits applied, or nil when two of them overlap (differently).
    /// Equal edits (two findings repaired by the same change) are applied once.
    public static func apply(_ edits: [Edit], to text: String) -> String? {
        let unique = Array(Set(edits)).sorted()
        for (first, second) in zip(unique, unique.dropFirst()) where first.range.overlaps(second.range) || first.range == second.range {
            return nil
        }
        var bytes = Array(text.utf8)
        for edit in unique.reversed() {
            guard edit.range.upperBound <= bytes.count else { return nil }
            bytes.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// An edit of `range` in `text`, with its start and end as lines and columns
    /// (columns count Unicode scalars, as every location does).
    public static func edit(path: String, text: String, range: Range<Int>, replacement: String) -> Edit {
        Edit(
            path: path, range: range, replacement: replacement, start: location(ofByte: range.lowerBound, in: text, path: path),
            end: location(ofByte: range.upperBound, in: text, path: path))
    }

    static func location(ofByte offset: Int, in text: String, path: String) -> Location {
        var line = 1
        var lineStart = 0
        let bytes = Array(text.utf8.prefix(offset))
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        let column = String(decoding: bytes[lineStart...], as: UTF8.self).unicodeScalars.count + 1
        return Location(path: path, line: line, column: column)
    }
}
