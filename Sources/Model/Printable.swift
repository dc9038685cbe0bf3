/// Text that came from a file (titles, snippets, paths) made safe to print on one line:
/// control characters are escaped, so hostile input cannot move the cursor or forge lines.
public func printable(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
        if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value) {
            result += "\\u{" + String(scalar.value, radix: 16) + "}"
        } else {
            result.unicodeScalars.append(scalar)
        }
    }
    return result
}
