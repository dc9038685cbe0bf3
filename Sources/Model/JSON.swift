import Foundation

/// A small JSON writer with a fixed key order, so reports are byte-identical run to run
/// and read in a sensible order.
public indirect enum JSON: Sendable {
    case string(String)
    case number(Int)
    /// A fraction written with a fixed number of digits (a score, `0.71`), so the text is
    /// the same on every machine.
    case fixed(Double, digits: Int)
    case bool(Bool)
    case null
    case array([JSON])
    case object([(String, JSON)])

    public func rendered(indent: Int = 0) -> String {
        var output = ""
        write(into: &output, indent: indent)
        return output
    }

    /// Appends the text to one buffer: building each value's text and joining it into its
    /// container's copied every byte once per level (1,200 instructions per byte of a
    /// report).
    private func write(into output: inout String, indent: Int) {
        switch self {
        case let .string(text): Self.quote(text, into: &output)
        case let .number(value): output += String(value)
        case let .fixed(value, digits): output += String(format: "%.\(digits)f", value)
        case let .bool(value): output += value ? "true" : "false"
        case .null: output += "null"
        case let .array(items):
            guard !items.isEmpty else {
                output += "[]"
                return
            }
            output += "["
            for (position, item) in items.enumerated() {
                Self.startLine(position == 0 ? "\n" : ",\n", indent: indent + 1, in: &output)
                item.write(into: &output, indent: indent + 1)
            }
            Self.startLine("\n", indent: indent, in: &output)
            output += "]"
        case let .object(pairs):
            guard !pairs.isEmpty else {
                output += "{}"
                return
            }
            output += "{"
            for (position, (key, value)) in pairs.enumerated() {
                Self.startLine(position == 0 ? "\n" : ",\n", indent: indent + 1, in: &output)
                Self.quote(key, into: &output)
                output += ": "
                value.write(into: &output, indent: indent + 1)
            }
            Self.startLine("\n", indent: indent, in: &output)
            output += "}"
        }
    }

    private static func startLine(_ separator: String, indent: Int, in output: inout String) {
        output += separator
        for _ in 0..<indent { output += "  " }
    }

    /// A JSON string literal; also a valid YAML double-quoted scalar.
    public static func quote(_ text: String) -> String {
        var result = ""
        quote(text, into: &result)
        return result
    }

    private static func quote(_ text: String, into output: inout String) {
        output += "\""
        defer { output += "\"" }
        // Most text is printable ASCII without quotes or backslashes: appended whole.
        if text.utf8.allSatisfy({ (0x20...0x7E).contains($0) && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) {
            output += text
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            default:
                // Control characters, and the bidirectional and line-separator ones a
                // viewer would act on, are written escaped.
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || isBidiControl(scalar)
                    || scalar.value == 0x2028 || scalar.value == 0x2029
                {
                    let hex = String(scalar.value, radix: 16)
                    output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
    }
}
