import Model
import TreeSitter

/// Prints a syntax tree for people: one named node a line, indented, with its field,
/// its range, and the text of leaves.
///
///     call_expression 3:5-3:19
///       function: simple_identifier 3:5-3:10 "tween"
public enum SyntaxTreePrinter {
    /// Trees deeper than this are not printed: the outline would grow with the square
    /// of the depth, and tree-sitter's S-expression printer recurses once per level.
    /// The sources this tool reads are under 100 levels deep.
    public static let maxDepth = 1_000

    /// Why a tree cannot be printed, if it cannot.
    public static func refusal(_ root: Node) -> String? {
        let height = root.height
        guard height > maxDepth else { return nil }
        return "the syntax tree is \(height) levels deep; at most \(maxDepth) can be printed"
    }

    /// Writes the outline a line at a time (a large file's outline is never held whole).
    public static func indented(_ root: Node, write: (String) -> Void) {
        var stack: [(node: Node, field: String?, depth: Int)] = [(root, nil, 0)]
        while let (node, field, depth) = stack.popLast() {
            write(line(for: node, field: field, depth: depth) + "\n")
            let children = node.childrenWithFields
                .filter { $0.node.isNamed || $0.node.isMissing }
                .map { (node: $0.node, field: $0.field, depth: depth + 1) }
            stack.append(contentsOf: children.reversed())
        }
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
            // Control and bidirectional characters, as everywhere else the tool prints file text.
            default: escaped += printable(String(scalar))
            }
        }
        return "\"" + escaped + (text.unicodeScalars.count > 60 ? "…" : "") + "\""
    }
}
