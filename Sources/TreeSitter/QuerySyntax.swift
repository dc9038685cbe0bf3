import CTreeSitter

/// One step of a query pattern: the node it matches, the field it must stand under,
/// what it captures, and the steps its children must match, in order.
struct PatternStep {
    enum Test: Equatable {
        /// A node of one kind: `(identifier)` or `">"`.
        case symbol(TSSymbol)
        /// `(_)`: any named node.
        case anyNamed
        /// `_`: any node, named or not.
        case anyNode
    }

    var test: Test
    /// The field the node stands under in its parent (0: any).
    var field: TSFieldId = 0
    /// `!field`: the node has no child under these fields.
    var negatedFields: [TSFieldId] = []
    var captures: [Int] = []
    var children: [PatternStep] = []
    /// An anchor stands before this child: it is its parent's first named child, or the
    /// named sibling right after the previous child's node.
    var anchoredBefore = false
    /// An anchor stands after the last child: that child is the last named child.
    var anchoredAtEnd = false
}

/// A top-level pattern of a query.
struct QueryPattern {
    var root: PatternStep
    var predicates: [QueryPredicate]
    /// Where the pattern starts in the query's text, in bytes.
    var startByte: Int
}

/// Reads the part of tree-sitter's query language that rules are written in: node
/// patterns with fields, negated fields, anchors, wildcards, strings, captures and text
/// predicates, one pattern or a pattern grouped with its predicates at the top level.
///
/// Anything else (quantifiers, alternations, sibling groups, supertypes, `MISSING`) and
/// any malformed query is `nil`: the caller compiles it with tree-sitter, which runs
/// every feature and names every error. Written here rather than taken from the
/// library because compiling a query with libtree-sitter analyses the grammar's whole
/// parse table: for the rules of `reference/` that costs more than parsing every file
/// (the Swift grammar alone, about 230 ms).
struct QuerySyntax {
    private let text: [UInt8]
    private let language: OpaquePointer
    private var offset = 0
    private(set) var captureNames: [String] = []

    private struct Unsupported: Error {}

    private init(text: [UInt8], language: OpaquePointer) {
        self.text = text
        self.language = language
    }

    /// The patterns of `text` and the capture names they use (by capture id), or nil
    /// where tree-sitter has to read the query.
    static func read(_ text: [UInt8], language: OpaquePointer) -> (patterns: [QueryPattern], captureNames: [String])? {
        var syntax = QuerySyntax(text: text, language: language)
        var patterns: [QueryPattern] = []
        do {
            syntax.skipTrivia()
            while syntax.offset < text.count {
                patterns.append(try syntax.pattern())
                syntax.skipTrivia()
            }
        } catch {
            return nil
        }
        return (patterns, syntax.captureNames)
    }

    // MARK: Patterns

    /// A node, string or wildcard with its captures, or `((node) (#pred …))`.
    private mutating func pattern() throws(Unsupported) -> QueryPattern {
        let start = offset
        var predicates: [QueryPredicate] = []
        var root: PatternStep
        if peek() == UInt8(ascii: "("), let next = nextSignificant(after: offset + 1),
            next == UInt8(ascii: "(") || next == UInt8(ascii: "\"") || next == UInt8(ascii: "[")
        {
            offset += 1
            root = try group(predicates: &predicates)
        } else {
            root = try item(predicates: &predicates)
        }
        try suffix(&root)
        return QueryPattern(root: root, predicates: predicates, startByte: start)
    }

    /// The inside of a top-level group: exactly one pattern, then predicates.
    private mutating func group(predicates: inout [QueryPredicate]) throws(Unsupported) -> PatternStep {
        var root: PatternStep?
        while true {
            skipTrivia()
            if consume(")") { break }
            if isPredicateStart() {
                predicates.append(try predicate())
            } else if root == nil {
                var step = try item(predicates: &predicates)
                try suffix(&step)
                root = step
            } else {
                throw Unsupported()  // a sequence of sibling patterns
            }
        }
        guard let root else { throw Unsupported() }
        return root
    }

    /// `(kind …)`, `(_ …)`, `"text"` or `_`, without its captures.
    private mutating func item(predicates: inout [QueryPredicate]) throws(Unsupported) -> PatternStep {
        if consume("\"") {
            return PatternStep(test: .symbol(try symbol(named: try stringBody(), isNamed: false)))
        }
        if consume("(") {
            skipTrivia()
            let name = try identifier()
            var step = PatternStep(test: name == "_" ? .anyNamed : .symbol(try symbol(named: name, isNamed: true)))
            try children(of: &step, predicates: &predicates)
            return step
        }
        guard try identifier() == "_" else { throw Unsupported() }
        return PatternStep(test: .anyNode)
    }

    /// A node pattern's children, anchors, negated fields and predicates, up to its `)`.
    private mutating func children(of step: inout PatternStep, predicates: inout [QueryPredicate]) throws(Unsupported) {
        var anchor = false
        while true {
            skipTrivia()
            if consume(")") {
                if anchor {
                    guard !step.children.isEmpty else { throw Unsupported() }
                    step.anchoredAtEnd = true
                }
                return
            }
            if consume(".") {
                if anchor { throw Unsupported() }
                anchor = true
            } else if consume("!") {
                step.negatedFields.append(try field(named: try identifier()))
            } else if isPredicateStart() {
                predicates.append(try predicate())
            } else {
                var child = try fieldedChild(predicates: &predicates)
                child.anchoredBefore = anchor
                anchor = false
                step.children.append(child)
            }
        }
    }

    /// A child pattern, after `field:` if one is named.
    private mutating func fieldedChild(predicates: inout [QueryPredicate]) throws(Unsupported) -> PatternStep {
        var field: TSFieldId = 0
        let start = offset
        if let first = peek(), Self.isIdentifierStart(first) {
            let name = try identifier()
            skipTrivia()
            if consume(":") {
                skipTrivia()
                field = try self.field(named: name)
            } else {
                offset = start
            }
        }
        var child = try item(predicates: &predicates)
        try suffix(&child)
        child.field = field
        return child
    }

    /// The captures after a pattern; a quantifier is left to tree-sitter.
    private mutating func suffix(_ step: inout PatternStep) throws(Unsupported) {
        while true {
            skipTrivia()
            guard let next = peek() else { return }
            if next == UInt8(ascii: "@") {
                offset += 1
                step.captures.append(captureID(try identifier()))
            } else if next == UInt8(ascii: "?") || next == UInt8(ascii: "*") || next == UInt8(ascii: "+") {
                throw Unsupported()
            } else {
                return
            }
        }
    }

    // MARK: Predicates

    private func isPredicateStart() -> Bool {
        peek() == UInt8(ascii: "(") && nextSignificant(after: offset + 1) == UInt8(ascii: "#")
    }

    /// `(#name argument…)`; its arguments are captures already named, strings or words.
    private mutating func predicate() throws(Unsupported) -> QueryPredicate {
        _ = consume("(")
        skipTrivia()
        _ = consume("#")
        var steps: [QueryPredicate.Step] = [.string(try identifier())]
        while true {
            skipTrivia()
            if consume(")") { break }
            if consume("@") {
                let name = try identifier()
                guard captureNames.contains(name) else { throw Unsupported() }
                steps.append(.capture(name))
            } else if consume("\"") {
                steps.append(.string(try stringBody()))
            } else {
                steps.append(.string(try identifier()))
            }
        }
        do {
            return try QueryPredicate.make(from: steps)
        } catch {
            throw Unsupported()
        }
    }

    // MARK: Names

    private func symbol(named name: String, isNamed: Bool) throws(Unsupported) -> TSSymbol {
        let symbol = withCString(name) { ts_language_symbol_for_name(language, $0, $1, isNamed) }
        // 0 is no such node; a supertype or hidden rule matches its subtypes, which only
        // tree-sitter's analysis knows.
        let expected = isNamed ? TSSymbolTypeRegular : TSSymbolTypeAnonymous
        guard symbol != 0, name != "MISSING", ts_language_symbol_type(language, symbol) == expected else {
            throw Unsupported()
        }
        return symbol
    }

    private func field(named name: String) throws(Unsupported) -> TSFieldId {
        let field = withCString(name) { ts_language_field_id_for_name(language, $0, $1) }
        guard field != 0 else { throw Unsupported() }
        return field
    }

    private mutating func captureID(_ name: String) -> Int {
        if let id = captureNames.firstIndex(of: name) { return id }
        captureNames.append(name)
        return captureNames.count - 1
    }

    private func withCString<Result>(_ name: String, _ body: (UnsafePointer<CChar>, UInt32) -> Result) -> Result {
        let utf8 = Array(name.utf8)
        return utf8.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { body($0.baseAddress!, UInt32(buffer.count)) }
        }
    }

    // MARK: Tokens

    private func peek() -> UInt8? {
        offset < text.count ? text[offset] : nil
    }

    private mutating func consume(_ character: Unicode.Scalar) -> Bool {
        guard peek() == UInt8(ascii: character) else { return false }
        offset += 1
        return true
    }

    /// A name as tree-sitter scans one: a letter, digit, `_` or `-`, then also `.`, `?`, `!`.
    private mutating func identifier() throws(Unsupported) -> String {
        guard let first = peek(), Self.isIdentifierStart(first) else { throw Unsupported() }
        let start = offset
        while let next = peek(), Self.isIdentifierStart(next) || next == UInt8(ascii: ".") || next == UInt8(ascii: "?") || next == UInt8(ascii: "!") {
            offset += 1
        }
        return String(decoding: text[start..<offset], as: UTF8.self)
    }

    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
    }

    /// The rest of a string after its opening quote, with tree-sitter's escapes.
    private mutating func stringBody() throws(Unsupported) -> String {
        var bytes: [UInt8] = []
        while let next = peek() {
            offset += 1
            switch next {
            case UInt8(ascii: "\""):
                return String(decoding: bytes, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard let escaped = peek() else { throw Unsupported() }
                offset += 1
                switch escaped {
                case UInt8(ascii: "n"): bytes.append(UInt8(ascii: "\n"))
                case UInt8(ascii: "r"): bytes.append(UInt8(ascii: "\r"))
                case UInt8(ascii: "t"): bytes.append(UInt8(ascii: "\t"))
                case UInt8(ascii: "0"): bytes.append(0)
                default: bytes.append(escaped)
                }
            default:
                bytes.append(next)
            }
        }
        throw Unsupported()
    }

    /// Skips white space and `;` comments.
    private mutating func skipTrivia() {
        offset = significant(from: offset)
    }

    private func nextSignificant(after position: Int) -> UInt8? {
        let index = significant(from: position)
        return index < text.count ? text[index] : nil
    }

    private func significant(from position: Int) -> Int {
        var index = position
        while index < text.count {
            let byte = text[index]
            if byte == UInt8(ascii: ";") {
                while index < text.count, text[index] != UInt8(ascii: "\n") { index += 1 }
            } else if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") {
                index += 1
            } else {
                break
            }
        }
        return index
    }
}
