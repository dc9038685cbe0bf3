/// The bidirectional formatting characters (Unicode UAX #9): shown raw they can
/// reorder what a reader sees ("Trojan Source", CVE-2021-42574).
public func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
}

/// Text that came from a file (titles, snippets, paths) made safe to print on one line:
/// control characters are escaped, so hostile input cannot move the cursor or forge lines.
public func printable(_ text: String) -> String {
    // Most text is printable ASCII, which nothing below escapes: it is kept as it is
    // (a report of a large library prints tens of thousands of lines).
    if text.utf8.allSatisfy({ (0x20...0x7E).contains($0) }) { return text }
    var result = ""
    for scalar in text.unicodeScalars {
        if FileSystemName.escapedByte(scalar) != nil {
            result += FileSystemName.shown(String(scalar))
        } else if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value) || isBidiControl(scalar) {
            result += "\\u{" + String(scalar.value, radix: 16) + "}"
        } else {
            result.unicodeScalars.append(scalar)
        }
    }
    return result
}
