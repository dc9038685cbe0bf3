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
        let pad = String(repeating: "  ", count: indent)
        let inner = String(repeating: "  ", count: indent + 1)
        switch self {
        case let .string(text): return Self.quote(text)
        case let .number(value): return String(value)
        case let .fixed(value, digits): return String(format: "%.\(digits)f", value)
        case let .bool(value): return value ? "true" : "false"
        case .null: return "null"
        case let .array(items):
            guard !items.isEmpty else { return "[]" }
            return "[\n" + items.map { inner + $0.rendered(indent: indent + 1) }.joined(separator: ",\n") + "\n\(pad)]"
        case let .object(pairs):
            guard !pairs.isEmpty else { return "{}" }
            let lines = pairs.map { inner + Self.quote($0.0) + ": " + $0.1.rendered(indent: indent + 1) }
            return "{\n" + lines.joined(separator: ",\n") + "\n\(pad)}"
        }
    }

    /// A JSON string literal; also a valid YAML double-quoted scalar.
    public static func quote(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                // Control characters, and the bidirectional and line-separator ones a
                // viewer would act on, are written escaped.
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || isBidiControl(scalar)
                    || scalar.value == 0x2028 || scalar.value == 0x2029
                {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
