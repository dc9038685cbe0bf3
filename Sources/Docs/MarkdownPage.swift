import CCMark

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A docs page read with libcmark: its fenced code blocks, each with the heading above it,
/// and the lines of text around them (where code shown without fences is looked for).
public struct MarkdownPage: Sendable {
    /// A line of the page that is neither in a fenced code block nor a heading.
    public struct TextLine: Equatable, Sendable {
        /// 1-based, in the page; a fence or a heading between two text lines shows as a gap.
        public let number: Int
        /// The line as written (LF line endings removed), indentation kept.
        public let text: String
        /// The text of the nearest heading above the line, if any.
        public let heading: String?

        public init(number: Int, text: String, heading: String?) {
            self.number = number
            self.text = text
            self.heading = heading
        }
    }

    /// The path as given on the command line.
    public let path: String
    public let codeBlocks: [CodeBlock]
    /// Every line outside fenced code blocks and headings, in order. Indented code blocks
    /// stay here: pasted code with blank lines in it becomes one where it is indented.
    public let textLines: [TextLine]

    /// Parses a page's text (already valid UTF-8; CRLF and CR are read as LF).
    public init(path: String, text: String) {
        self.path = path
        let normalized = text.replacingLineEndings()
        (codeBlocks, textLines) = Self.read(normalized)
    }

    private static func read(_ text: String) -> ([CodeBlock], [TextLine]) {
        let utf8 = Array(text.utf8)
        let document = utf8.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                cmark_parse_document(chars.baseAddress, chars.count, CMARK_OPT_DEFAULT)
            }
        }
        guard let document else { return ([], []) }
        defer { cmark_node_free(document) }
        guard let iterator = cmark_iter_new(document) else { return ([], []) }
        defer { cmark_iter_free(iterator) }

        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }  // The text's final LF ends the last line.
        if let first = lines.first, first.hasPrefix("\u{FEFF}") { lines[0] = String(first.dropFirst()) }
        // Per line (0-based): whether it belongs to a fence or heading, and a heading starting there.
        var excluded = [Bool](repeating: false, count: lines.count)
        var headingStarting = [String?](repeating: nil, count: lines.count)

        var blocks: [CodeBlock] = []
        var heading: String?
        while cmark_iter_next(iterator) != CMARK_EVENT_DONE {
            guard cmark_iter_get_event_type(iterator) == CMARK_EVENT_ENTER,
                let node = cmark_iter_get_node(iterator)
            else { continue }
            switch cmark_node_get_type(node) {
            case CMARK_NODE_HEADING:
                heading = plainText(of: node)
                let span = headingLines(of: node, lines: lines)
                for index in span { excluded[index] = true }
                if let first = span.first { headingStarting[first] = heading }
            case CMARK_NODE_CODE_BLOCK:
                let info = string(cmark_node_get_fence_info(node))
                let (language, attributes) = InfoString.parse(info)
                blocks.append(
                    CodeBlock(
                        language: language, attributes: attributes,
                        content: string(cmark_node_get_literal(node)),
                        line: Int(cmark_node_get_start_line(node)), heading: heading))
                if isFenced(node, lines: lines) {
                    for index in lineRange(of: node, clampedTo: excluded.indices) { excluded[index] = true }
                }
            default:
                continue
            }
        }

        var textLines: [TextLine] = []
        var current: String?
        for (index, line) in lines.enumerated() {
            if let started = headingStarting[index] { current = started }
            if !excluded[index] { textLines.append(TextLine(number: index + 1, text: line, heading: current)) }
        }
        return (blocks, textLines)
    }

    /// The 0-based lines a block spans. cmark ends a block that takes its last line's
    /// newline at column 0 of the next line; that next line is not part of it.
    private static func lineRange(of node: OpaquePointer, clampedTo valid: Range<Int>) -> Range<Int> {
        let start = Int(cmark_node_get_start_line(node)) - 1
        var end = Int(cmark_node_get_end_line(node)) - 1
        if cmark_node_get_end_column(node) == 0 { end -= 1 }
        let lower = max(start, valid.lowerBound)
        let upper = min(end + 1, valid.upperBound)
        return lower < upper ? lower..<upper : lower..<lower
    }

    /// The 0-based lines of a heading: its one line (`# Title`), or for a setext heading
    /// its text lines and the `===`/`---` line under them. (libcmark 0.30 reports a setext
    /// heading's end as that of the block after it, so the underline is looked for.)
    private static func headingLines(of node: OpaquePointer, lines: [String]) -> Range<Int> {
        let start = Int(cmark_node_get_start_line(node)) - 1
        guard lines.indices.contains(start) else { return start..<start }
        let column = max(Int(cmark_node_get_start_column(node)) - 1, 0)
        if String(decoding: Array(lines[start].utf8).dropFirst(column), as: UTF8.self).hasPrefix("#") {
            return start..<start + 1
        }
        let last = min(Int(cmark_node_get_end_line(node)) - 1, lines.count - 1)
        for index in start + 1..<max(last + 1, start + 1) where isSetextUnderline(lines[index]) {
            return start..<index + 1
        }
        return start..<start + 1
    }

    private static func isSetextUnderline(_ line: String) -> Bool {
        let marks = line.filter { $0 != " " && $0 != "\t" }
        guard let first = marks.first, first == "=" || first == "-" else { return false }
        return marks.allSatisfy { $0 == first }
    }

    /// Whether a code block is fenced (its first line, from the block's column, opens
    /// with ``` or ~~~) rather than indented.
    private static func isFenced(_ node: OpaquePointer, lines: [String]) -> Bool {
        let index = Int(cmark_node_get_start_line(node)) - 1
        guard lines.indices.contains(index) else { return false }
        let column = max(Int(cmark_node_get_start_column(node)) - 1, 0)
        let bytes = Array(lines[index].utf8)
        guard column < bytes.count else { return false }
        let rest = bytes[column...]
        return rest.starts(with: Array("```".utf8)) || rest.starts(with: Array("~~~".utf8))
    }

    /// The concatenated text and inline code of a heading.
    private static func plainText(of heading: OpaquePointer) -> String {
        var text = ""
        guard let iterator = cmark_iter_new(heading) else { return text }
        defer { cmark_iter_free(iterator) }
        while cmark_iter_next(iterator) != CMARK_EVENT_DONE {
            guard cmark_iter_get_event_type(iterator) == CMARK_EVENT_ENTER,
                let node = cmark_iter_get_node(iterator)
            else { continue }
            let type = cmark_node_get_type(node)
            if type == CMARK_NODE_TEXT || type == CMARK_NODE_CODE {
                text += string(cmark_node_get_literal(node))
            } else if type == CMARK_NODE_SOFTBREAK || type == CMARK_NODE_LINEBREAK {
                text += " "
            }
        }
        return text
    }

    private static func string(_ pointer: UnsafePointer<CChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }
}

extension String {
    /// CRLF and lone CR become LF.
    fileprivate func replacingLineEndings() -> String {
        guard utf8.contains(UInt8(ascii: "\r")) else { return self }
        var result = ""
        result.reserveCapacity(utf8.count)
        var previousWasCR = false
        for scalar in unicodeScalars {
            if scalar == "\r" {
                result.unicodeScalars.append("\n")
                previousWasCR = true
                continue
            }
            if !(scalar == "\n" && previousWasCR) { result.unicodeScalars.append(scalar) }
            previousWasCR = false
        }
        return result
    }
}
