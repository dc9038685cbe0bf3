import TreeSitter

/// Prints a syntax tree for people: one named node a line, indented, with its field,
/// its range, and the text of leaves.
///
///     call_expression 3:5-3:19
///       function: simple_identifier 3:5-3:10 "tween"
public enum SyntaxTreePrinter {
    public static func indented(_ root: Node) -> String {
        var lines: [String] = []
        var stack: [(node: Node, field: String?, depth: Int)] = [(root, nil, 0)]
        while let (node, field, depth) = stack.popLast() {
            lines.append(line(for: node, field: field, depth: depth))
            let children = node.childrenWithFields
                .filter { $0.node.isNamed || $0.node.isMissing }
                .map { (node: $0.node, field: $0.field, depth: depth + 1) }
            stack.append(contentsOf: children.reversed())
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func line(for node: Node, field: String?, depth: Int) -> String {
        var line = String(repeating: "  ", count: depth)
        if let field { line += "\(field): " }
        line += node.isMissing ? "MISSING \(node.kind)" : node.kind
        line += " \(node.start)-\(node.end)"
        if node.namedChildCount == 0, !node.isMissing {
            line += " " + quoted(node.text)
        }
        return line
    }

    /// The text as a one-line quoted string, long text shortened.
    private static func quoted(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars.prefix(60) {
            switch scalar {
            case "\n": escaped += "\\n"
            case "\t": escaped += "\\t"
            case "\r": escaped += "\\r"
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return "\"" + escaped + (text.unicodeScalars.count > 60 ? "…" : "") + "\""
    }
}
