import TreeSitter

/// How a language types an integer literal, which decides whether `/` truncates.
enum IntegerLiterals {
    /// Every number is a double (JavaScript): `/` never truncates.
    case absent
    /// An integer literal is an `Int` (Kotlin: `7 / 2` is 3; `val h: Float = 7 / 2` does
    /// not compile).
    case integers
    /// An integer literal takes the type its context gives it (Swift: `let h: CGFloat =
    /// 7 / 2` is 3.5, `let q = 7 / 2` is 3, and `rows / 2` is an `Int` where `rows` is).
    case contextual
}

/// An expression's type, as far as dividing it goes.
enum NumberType {
    /// An integer type (`Int`, `Long`, …): a declared or inferred one, or a conversion to one.
    case integer
    /// An integer literal whose type the context gives (Swift).
    case integerLiteral
    /// Anything else: a floating-point value, a value in a unit (`16.dp`), or not known.
    case other

    /// The type of arithmetic on two operands: an integer where one is and the other is
    /// one or a literal (mixing an integer with anything else does not compile).
    static func combined(_ lhs: NumberType, _ rhs: NumberType) -> NumberType {
        switch (lhs, rhs) {
        case (.other, _), (_, .other): .other
        case (.integerLiteral, .integerLiteral): .integerLiteral
        default: .integer
        }
    }

    /// The names of integer types in Swift and Kotlin.
    static let integerTypeNames: Set<String> = [
        "Int", "Long", "Short", "Byte", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "ULong", "UInt", "UShort", "UByte",
    ]

    /// Whether a number literal's text is an integer one: `27`, `1_000`, `9L`, `0xFF`
    /// (not `2f`, `7.0`, `1e3`, Swift's hexadecimal float `0x1p3`).
    static func isIntegerLiteral(_ text: String) -> Bool {
        if text.hasPrefix("0x") || text.hasPrefix("0X") { return !text.contains { ".pP".contains($0) } }
        return !text.contains { ".eEfF".contains($0) }
    }
}

/// The arithmetic operators whose operands' types give the result's.
private let arithmeticOperators: Set<String> = ["+", "-", "*", "/", "%"]

extension Evaluator {
    /// Whether `lhs / rhs` (the `division` node) divides integers, which truncates toward
    /// zero in Swift and Kotlin: `val RowHeight = (Tall / Rows).dp` with `Rows = 27` is
    /// 16.dp, not 16.0 (a decimal fold had read Kotlin's `7 / 2` as 3.5).
    func dividesIntegers(_ division: Node, _ lhs: Node, _ rhs: Node) -> Bool {
        switch NumberType.combined(numberType(of: lhs), numberType(of: rhs)) {
        case .integer: true
        case .other: false
        case .integerLiteral: literalsAreIntegers(around: division)
        }
    }

    /// What type an expression has for dividing it.
    func numberType(of node: Node, depth: Int = 0) -> NumberType {
        guard depth < 16, index.adapter.integerLiterals != .absent else { return .other }
        switch index.adapter.form(of: node) {
        case let .number(written):
            guard NumberType.isIntegerLiteral(overrides[node.byteRange.lowerBound] ?? written) else { return .other }
            return index.adapter.integerLiterals == .contextual ? .integerLiteral : .integer
        case let .wrapped(inner):
            return numberType(of: inner, depth: depth + 1)
        case let .unary(op, operand) where op == "-" || op == "+":
            return numberType(of: operand, depth: depth + 1)
        case let .binary(op, lhs, rhs) where arithmeticOperators.contains(op):
            return NumberType.combined(numberType(of: lhs, depth: depth + 1), numberType(of: rhs, depth: depth + 1))
        case .identifier, .member:
            return declaredNumberType(of: node, depth: depth)
        case let .call(call):
            let converts = call.receiver != nil ? Self.integerConversions[call.name] != nil : Self.integerConstructors.contains(call.name)
            return converts && call.arguments.count == (call.receiver != nil ? 0 : 1) ? .integer : .other
        default:
            return .other
        }
    }

    /// A name's type: the type its declaration writes, else its value's (an integer
    /// literal's default type is `Int`); a name the rule binds has only the written one.
    private func declaredNumberType(of node: Node, depth: Int) -> NumberType {
        guard let path = index.referencePath(node), let declaration = declaration(of: path, at: node) else { return .other }
        if let written = index.adapter.declaredType(of: declaration.node) {
            return NumberType.integerTypeNames.contains(written) ? .integer : .other
        }
        guard bindings[Self.normalizedText(node.text)] == nil, let value = declaration.value else { return .other }
        return numberType(of: value, depth: depth + 1) == .other ? .other : .integer
    }

    /// The declaration a name reads where it is used: the nearest in scope (a parameter,
    /// a local, a constant of the file), not the one it is written in.
    private func declaration(of path: [String], at use: Node) -> DeclarationSyntax? {
        let candidates = index.declarations(endingWith: path).map(\.syntax)
            .filter { !$0.isContainer && !$0.node.byteRange.contains(use.byteRange.lowerBound) }
        guard let nearest = index.nearest(candidates.map(\.node), to: use) else { return nil }
        return candidates.first { $0.node == nearest }
    }

    /// Whether the integer literals of an arithmetic expression are integers: where the
    /// whole expression they are in is the value of a declaration that writes an integer
    /// type or none (Swift's default literal type is `Int`). In an argument or beside a
    /// floating-point value they take that type.
    private func literalsAreIntegers(around node: Node) -> Bool {
        var top = node
        while let parent = index.parent(of: top), Self.isArithmetic(index.adapter.form(of: parent)) { top = parent }
        guard let declaration = index.parent(of: top).flatMap(index.adapter.declaration), declaration.value == top else { return false }
        switch numberType(of: top) {
        case .integer: return true
        case .other: return false
        case .integerLiteral: return index.adapter.declaredType(of: declaration.node).map(NumberType.integerTypeNames.contains) ?? true
        }
    }

    private static func isArithmetic(_ form: ExpressionForm) -> Bool {
        switch form {
        case .wrapped: true
        case let .unary(op, _): op == "-" || op == "+"
        case let .binary(op, _, _): arithmeticOperators.contains(op)
        default: false
        }
    }
}
