/// The text a string literal stands for, its escape sequences decoded: `\n`, `\t`,
/// `\"`, `\\`, `\$`, `\xHH` (TS), `\uHHHH` (TS, Kotlin), `\u{H…}` (TS, Swift). An
/// escape the language does not have (Kotlin's `\x23`, which tree-sitter-kotlin lets
/// through) makes the literal no constant; the algorithms' lowering refuses it. (Written here: the escapes are a few lines,
/// and no Debian library decodes them.)
public enum StringEscapes {
    public enum Language: Sendable {
        case swift, kotlin, typeScript

        /// The letters after a backslash the language reads (a quote, a backslash and
        /// `$` too, for each).
        var letters: Set<Unicode.Scalar> {
            switch self {
            case .swift: ["n", "t", "r", "0", "u"]
            case .kotlin: ["n", "t", "r", "b", "u"]
            case .typeScript: ["n", "t", "r", "b", "f", "v", "0", "x", "u", "\n", "\r"]
            }
        }
    }

    /// The decoded text of a literal's inside; nil where an escape is malformed or not
    /// the language's.
    public static func decode(_ inside: Substring, in language: Language) -> String? {
        guard inside.contains("\\") else { return String(inside) }
        var result = ""
        var scalars = inside.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "\\" else {
                result.unicodeScalars.append(scalar)
                continue
            }
            guard let escaped = scalars.next() else { return nil }
            let isLetter = escaped.properties.isAlphabetic || escaped.properties.numericType != nil || escaped == "\n" || escaped == "\r"
            guard !isLetter || language.letters.contains(escaped) else { return nil }
            switch escaped {
            case "n": result += "\n"
            case "t": result += "\t"
            case "r": result += "\r"
            case "b": result += "\u{8}"
            case "f": result += "\u{C}"
            case "v": result += "\u{B}"
            case "0": result += "\0"
            case "\n": continue  // a line continuation (TS)
            case "\r":
                // A line continuation in a CRLF file: both ends go.
                var lookahead = scalars
                if lookahead.next() == "\n" { scalars = lookahead }
                continue
            case "x":
                guard let decoded = hex(&scalars, digits: 2) else { return nil }
                result.unicodeScalars.append(decoded)
            case "u":
                guard let decoded = unicode(&scalars, braces: language != .kotlin, bare: language != .swift) else { return nil }
                result.unicodeScalars.append(decoded)
            default: result.unicodeScalars.append(escaped)  // \" \' \\ \$ \`
            }
        }
        return result
    }

    /// `HHHH` (`bare`) or `{H…}` (`braces`) after `\u`.
    private static func unicode(_ scalars: inout Substring.UnicodeScalarView.Iterator, braces: Bool, bare: Bool) -> Unicode.Scalar? {
        var lookahead = scalars
        guard lookahead.next() == "{" else { return bare ? hex(&scalars, digits: 4) : nil }
        guard braces else { return nil }
        scalars = lookahead
        var digits = ""
        while let next = scalars.next(), next != "}" {
            digits.unicodeScalars.append(next)
            if digits.count > 8 { return nil }
        }
        return UInt32(digits, radix: 16).flatMap(Unicode.Scalar.init)
    }

    private static func hex(_ scalars: inout Substring.UnicodeScalarView.Iterator, digits count: Int) -> Unicode.Scalar? {
        var digits = ""
        for _ in 0..<count {
            guard let next = scalars.next() else { return nil }
            digits.unicodeScalars.append(next)
        }
        return UInt32(digits, radix: 16).flatMap(Unicode.Scalar.init)
    }
}
