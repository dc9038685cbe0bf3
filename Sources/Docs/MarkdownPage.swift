import CCMark

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A docs page read with libcmark: its fenced code blocks, each with the heading above it.
public struct MarkdownPage: Sendable {
    /// The path as given on the command line.
    public let path: String
    public let codeBlocks: [CodeBlock]

    /// Parses a page's text (already valid UTF-8; CRLF and CR are read as LF).
    public init(path: String, text: String) {
        self.path = path
        let normalized = text.replacingLineEndings()
        codeBlocks = Self.readCodeBlocks(normalized)
    }

    private static func readCodeBlocks(_ text: String) -> [CodeBlock] {
        let utf8 = Array(text.utf8)
        let document = utf8.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                cmark_parse_document(chars.baseAddress, chars.count, CMARK_OPT_DEFAULT)
            }
        }
        guard let document else { return [] }
        defer { cmark_node_free(document) }
        guard let iterator = cmark_iter_new(document) else { return [] }
        defer { cmark_iter_free(iterator) }

        var blocks: [CodeBlock] = []
        var heading: String?
        while cmark_iter_next(iterator) != CMARK_EVENT_DONE {
            guard cmark_iter_get_event_type(iterator) == CMARK_EVENT_ENTER,
                let node = cmark_iter_get_node(iterator)
            else { continue }
            switch cmark_node_get_type(node) {
            case CMARK_NODE_HEADING:
                heading = plainText(of: node)
            case CMARK_NODE_CODE_BLOCK:
                let info = string(cmark_node_get_fence_info(node))
                let (language, attributes) = InfoString.parse(info)
                blocks.append(
                    CodeBlock(
                        language: language, attributes: attributes,
                        content: string(cmark_node_get_literal(node)),
                        line: Int(cmark_node_get_start_line(node)), heading: heading))
            default:
                continue
            }
        }
        return blocks
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
