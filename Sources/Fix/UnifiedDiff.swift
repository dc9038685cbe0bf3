/// A unified diff (`diff -u`, `git apply` read it) of a file's text before and after
/// its edits. Written here rather than taken from a library: Debian has no diff library
/// for Swift, and edits never add or remove lines, so lines pair up one to one and
/// each hunk is the changed lines with three lines of context.
public enum UnifiedDiff {
    static let context = 3

    public static func render(path: String, old: String, new: String) -> String {
        let before = lines(old)
        let after = lines(new)
        guard before != after else { return "" }
        // git's header first: `git apply` reads a patch without it as a traditional one,
        // whose names it takes from the current folder (in a subfolder, `kotlin/Chip.kt`
        // became `kotlin/kotlin/Chip.kt`); with it, from the work tree's top.
        var text = "diff --git \(quoted("a/" + path)) \(quoted("b/" + path))\n--- \(quoted("a/" + path))\n+++ \(quoted("b/" + path))\n"
        guard before.count == after.count else {
            return text + hunk(before[...], after[...], oldStart: 0, newStart: 0)
        }
        let changed = before.indices.filter { before[$0] != after[$0] }
        var groups: [ClosedRange<Int>] = []
        for line in changed {
            if let last = groups.last, line - last.upperBound <= 2 * context {
                groups[groups.count - 1] = last.lowerBound...line
            } else {
                groups.append(line...line)
            }
        }
        for group in groups {
            let start = max(0, group.lowerBound - context)
            let end = min(before.count, group.upperBound + context + 1)
            text += hunk(before[start..<end], after[start..<end], oldStart: start, newStart: start)
        }
        return text
    }

    private static func hunk(_ before: ArraySlice<String>, _ after: ArraySlice<String>, oldStart: Int, newStart: Int) -> String {
        let header = "@@ -\(range(oldStart, before.count)) +\(range(newStart, after.count)) @@\n"
        guard before.count == after.count else {
            return header + before.map { "-\($0)\n" }.joined() + after.map { "+\($0)\n" }.joined()
        }
        // Within a run of changed lines, the removals come before the additions, as diff
        // prints them.
        var text = header
        var removed: [String] = []
        var added: [String] = []
        for (old, new) in zip(before, after) {
            if old != new {
                removed.append("-\(old)\n")
                added.append("+\(new)\n")
                continue
            }
            text += removed.joined() + added.joined() + " \(old)\n"
            (removed, added) = ([], [])
        }
        return text + removed.joined() + added.joined()
    }

    /// A file name as git writes it in a patch: in C-style quotes when it holds a control
    /// character, a quote or a backslash (`"a/tab\there"`), which `git apply` reads back;
    /// as it is otherwise (other text, spaces and letters past ASCII included).
    static func quoted(_ name: String) -> String {
        let special = name.unicodeScalars.contains { $0.value < 0x20 || $0 == "\"" || $0 == "\\" || $0.value == 0x7F }
        guard special else { return name }
        var bytes: [UInt8] = [UInt8(ascii: "\"")]
        for byte in name.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes += [UInt8(ascii: "\\"), byte]
            case UInt8(ascii: "\t"): bytes += Array("\\t".utf8)
            case UInt8(ascii: "\n"): bytes += Array("\\n".utf8)
            // Three octal digits, as git writes other control bytes.
            case 0..<0x20, 0x7F: bytes += Array(String(format: "\\%03o", byte).utf8)
            default: bytes.append(byte)
            }
        }
        return String(decoding: bytes + [UInt8(ascii: "\"")], as: UTF8.self)
    }

    private static func range(_ start: Int, _ count: Int) -> String {
        count == 1 ? "\(start + 1)" : "\(count == 0 ? start : start + 1),\(count)"
    }

    /// Lines without their `\n` (a `\r` before it stays: a CRLF file's lines end in it,
    /// as diff prints them); a last line without one is marked as diff marks it. Split by
    /// bytes: `\r\n` is one `Character`, which a split on "\n" never finds.
    private static func lines(_ text: String) -> [String] {
        var lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        if lines.last == "" { lines.removeLast() } else if !lines.isEmpty { lines[lines.count - 1] += "\n\\ No newline at end of file" }
        return lines
    }
}
