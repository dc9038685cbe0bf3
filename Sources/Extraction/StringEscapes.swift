/// The text a string literal stands for, its escape sequences decoded: `\n`, `\t`,
/// `\"`, `\\`, `\$`, `\xHH` (TS), `\uHHHH` (TS, Kotlin), `\u{H…}` (TS, Swift). Each
/// grammar lets through only its language's escapes, so one decoder serves the three.
/// (Written here: the escapes are a few lines, and no Debian library decodes them.)
enum StringEscapes {
    /// The decoded text of a literal's inside; nil where an escape is malformed.
    static func decode(_ inside: Substring) -> String? {
        guard inside.contains("\\") else { return String(inside) }
        var result = ""
        var scalars = inside.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "\\" else {
                result.unicodeScalars.append(scalar)
                continue
            }
            guard let escaped = scalars.next() else { return nil }
            switch escaped {
            case "n": result += "\n"
            case "t": result += "\t"
            case "r": result += "\r"
            case "b": result += "\u{8}"
            case "f": result += "\u{C}"
            case "v": result += "\u{B}"
            case "0": result += "\0"
            case "\n": continue  // a line continuation (TS)
            case "x":
                guard let decoded = hex(&scalars, digits: 2) else { return nil }
                result.unicodeScalars.append(decoded)
            case "u":
                guard let decoded = unicode(&scalars) else { return nil }
                result.unicodeScalars.append(decoded)
            default: result.unicodeScalars.append(escaped)  // \" \' \\ \$ \`
            }
        }
        return result
    }

    /// `HHHH` or `{H…}` after `\u`.
    private static func unicode(_ scalars: inout Substring.UnicodeScalarView.Iterator) -> Unicode.Scalar? {
        var lookahead = scalars
        guard lookahead.next() == "{" else { return hex(&scalars, digits: 4) }
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
