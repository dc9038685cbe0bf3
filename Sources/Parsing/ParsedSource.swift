import Foundation
import TreeSitter

/// A source file with its syntax tree and the syntax errors tree-sitter found in it.
public struct ParsedSource {
    public let file: SourceFile
    public let language: SourceLanguage
    public let tree: Tree
    public let syntaxProblems: [SyntaxProblem]

    public var isClean: Bool { syntaxProblems.isEmpty }
}

/// An ERROR node (text that fits no rule) or a MISSING node (a token the parser had to invent).
public struct SyntaxProblem: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        case unexpected(text: String)
        case missing(token: String)
        /// The file was not parsed: it took longer than the parse budget, or is nested
        /// deeper than the parser can take.
        case notParsed(String)
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
        case let .notParsed(reason): "not parsed: \(reason)"
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

    /// The first line of the text, shortened, so one problem is one line of output.
    private static func snippet(_ text: String) -> String {
        // `\r\n` is one Character, so split on every line break, not only on "\n".
        let firstLine = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).first ?? ""
        let trimmed = firstLine.trimmingCharacters(in: .whitespaces)
        return trimmed.count > 40 ? trimmed.prefix(40) + "…" : String(trimmed)
    }
}

