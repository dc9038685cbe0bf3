import Foundation
import TreeSitter

/// A source file with its syntax tree and the syntax errors tree-sitter found in it.
public struct ParsedSource {
    public let file: SourceFile
    public let language: SourceLanguage
    public let tree: Tree
    public let syntaxProblems: [SyntaxProblem]

    public var isClean: Bool { syntaxProblems.isEmpty }

    /// Deeper syntax trees are not read for facts or code: those readers recurse over
    /// expressions, and a chain without brackets (`x.value.value…` 15,000 times, or `16 + 0
    /// + 0…`) overflowed the stack. No source this tool reads comes near a tenth of this;
    /// a tree of it is read well within the stack.
    public static let maxReadHeight = 5_000

    /// Where the tree first nests deeper than `maxReadHeight`, as a finding. Asked of a file
    /// before it is read (indexed), not of every file parsed: walking every node of every
    /// file cost 2 % of a check.
    public var tooDeepToRead: SyntaxProblem? {
        tree.rootNode.firstNode(deeperThan: Self.maxReadHeight).map { deep in
            SyntaxProblem(kind: .notRead("the syntax tree nests more than \(Self.maxReadHeight) levels deep"), position: deep.start)
        }
    }
}

/// An ERROR node (text that fits no rule) or a MISSING node (a token the parser had to invent).
public struct SyntaxProblem: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        case unexpected(text: String)
        case missing(token: String)
        /// A JSX element closed by a tag of another name (`<Text>…</Txt>`), which
        /// tree-sitter's TSX grammar accepts and TypeScript does not; `opening` is the
        /// element's name (empty for a fragment).
        case unmatchedClosingTag(opening: String)
        /// The file was not parsed: it took longer than the parse budget, or is nested
        /// deeper than the parser can take.
        case notParsed(String)
        /// The file was parsed, but its tree is too deep to be read for facts or code
        /// (`ParsedSource.maxReadHeight`).
        case notRead(String)
    }

    public let kind: Kind
    public let position: Position

    public init(kind: Kind, position: Position) {
        self.kind = kind
        self.position = position
    }

    public var message: String {
        switch kind {
        case let .unexpected(text): "syntax error: unexpected '\(text)'"
        case let .missing(token): "syntax error: missing '\(token)'"
        case let .unmatchedClosingTag(opening) where opening.isEmpty: "syntax error: expected the closing tag of a fragment, '</>'"
        case let .unmatchedClosingTag(opening): "syntax error: expected the closing tag of '\(opening)', '</\(opening)>'"
        case let .notParsed(reason): "not parsed: \(reason)"
        case let .notRead(reason): "not read: \(reason)"
        }
    }

    /// The problems below `node`; an ERROR node's own descendants are not listed again.
    static func collect(in node: Node) -> [SyntaxProblem] {
        guard node.hasError else { return [] }
        var problems: [SyntaxProblem] = []
        var stack = [node]
        while let current = stack.popLast() {
            if current.isError {
                problems.append(SyntaxProblem(kind: .unexpected(text: snippet(current.text)), position: current.start))
            } else if current.isMissing {
                problems.append(SyntaxProblem(kind: .missing(token: current.kind), position: current.start))
            } else if current.hasError {
                stack.append(contentsOf: current.children.reversed())
            }
        }
        return problems
    }

    /// The JSX elements below `node` closed by a tag of another name, at the closing
    /// tag's name. Names compare by their tokens, without white space or comments
    /// (`<A /* c */ . B>` is `<A.B>`).
    static func unmatchedClosingTags(in node: Node) -> [SyntaxProblem] {
        node.descendants(ofKind: "jsx_element").compactMap { element in
            guard let close = element.child(byField: "close_tag") else { return nil }
            let opening = element.child(byField: "open_tag")?.child(byField: "name")
            let closing = close.child(byField: "name")
            guard tagName(opening) != tagName(closing) else { return nil }
            return SyntaxProblem(kind: .unmatchedClosingTag(opening: tagName(opening)), position: (closing ?? close).start)
        }
    }

    /// A tag's name as its tokens spell it; empty for a fragment's.
    private static func tagName(_ name: Node?) -> String {
        guard let name else { return "" }
        var tokens: [String] = []
        name.walk(&tokens) { tokens, node, _ in
            if node.kind == "comment" { return false }
            if node.childCount == 0 { tokens.append(node.text) }
            return true
        }
        return tokens.joined()
    }

    /// The first line of the text, shortened, so one problem is one line of output.
    private static func snippet(_ text: String) -> String {
        // `\r\n` is one Character, so split on every line break, not only on "\n".
        let firstLine = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).first ?? ""
        let trimmed = firstLine.trimmingCharacters(in: .whitespaces)
        return trimmed.count > 40 ? trimmed.prefix(40) + "…" : String(trimmed)
    }
}

