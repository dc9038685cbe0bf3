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
    /// one or a literal; anything else where either is (Kotlin's `Int * Float` is a
    /// `Float`; Swift does not mix them).
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
        "ULong", "UShort", "UByte",
    ]

    /// The type a declaration writes, where it writes one.
    static func written(_ type: String) -> NumberType {
        integerTypeNames.contains(type) ? .integer : .other
    }
}

/// Number literals as Swift and Kotlin write them.
public enum NumberLiteral {
    /// Whether a number literal's text is an integer one: `27`, `1_000`, `9L`, `0xFF`
    /// (not `2f`, `7.0`, `1e3`, Swift's hexadecimal float `0x1p3`).
    public static func isInteger(_ text: String) -> Bool {
        if text.hasPrefix("0x") || text.hasPrefix("0X") { return !text.contains { ".pP".contains($0) } }
        return !text.contains { ".eEfF".contains($0) }
    }
}

/// The arithmetic operators whose operands' types give the result's.
private let arithmeticOperators: Set<String> = ["+", "-", "*", "/", "%"]

extension Evaluator {
    /// Whether `lhs / rhs` (the `division` node) divides integers, which truncates toward
    /// zero in Swift and Kotlin: Kotlin's `Rows / 2` with `Rows = 27` is 13, not 13.5 (a
    /// decimal fold had read it so).
    func dividesIntegers(_ division: Node, _ lhs: Node, _ rhs: Node) -> Bool {
        dividesIntegers(NumberType.combined(numberType(of: lhs), numberType(of: rhs)), around: division)
    }

    /// The same for a division in a regrouped operator expression (see `OperatorTree`),
    /// whose node is `root`.
    func dividesIntegers(_ root: Node, _ lhs: OperatorTree, _ rhs: OperatorTree) -> Bool {
        dividesIntegers(NumberType.combined(numberType(of: lhs), numberType(of: rhs)), around: root)
    }

    private func dividesIntegers(_ operands: NumberType, around division: Node) -> Bool {
        switch operands {
        case .integer: true
        case .other: false
        case .integerLiteral: literalsAreIntegers(around: division)
        }
    }

    private func numberType(of tree: OperatorTree) -> NumberType {
        switch tree {
        case let .node(node): numberType(of: node)
        case let .prefixed(op, operand) where op == "-" || op == "+": numberType(of: operand)
        case let .binary(op, lhs, rhs) where arithmeticOperators.contains(op): NumberType.combined(numberType(of: lhs), numberType(of: rhs))
        // An Int member or conversion the grammar grouped with what comes before it
        // (`-S.rows / 2 + 32`): it had been typed as no integer, and the division exact.
        case let .member(_, name, node): memberType(referencePath(of: tree), name, at: node, depth: 0)
        case let .call(.node(callee), arguments, _): callType(callee.text, onAValue: false, arguments: arguments.count)
        case let .call(.member(_, name, _), arguments, _): callType(name, onAValue: true, arguments: arguments.count)
        default: .other
        }
    }

    /// What type an expression has for dividing it.
    func numberType(of node: Node, depth: Int = 0) -> NumberType {
        guard depth < 48, index.adapter.integerLiterals != .absent else { return .other }
        if let tree = index.adapter.regroupedOperators(node) { return numberType(of: tree) }
        switch index.adapter.form(of: node) {
        case let .number(written):
            guard NumberLiteral.isInteger(overrides[node.byteRange.lowerBound] ?? written) else { return .other }
            return index.adapter.integerLiterals == .contextual ? .integerLiteral : .integer
        case let .wrapped(inner):
            return numberType(of: inner, depth: depth + 1)
        case let .unary(op, operand) where op == "-" || op == "+":
            return numberType(of: operand, depth: depth + 1)
        case let .binary(op, lhs, rhs) where arithmeticOperators.contains(op):
            return NumberType.combined(numberType(of: lhs, depth: depth + 1), numberType(of: rhs, depth: depth + 1))
        case let .conditional(conditional):
            guard let otherwise = conditional.otherwise else { return .other }
            return NumberType.combined(numberType(of: conditional.then, depth: depth + 1), numberType(of: otherwise, depth: depth + 1))
        case let .identifier(name):
            return nameType([name], at: node, depth: depth)
        case let .member(_?, name):
            // (A sign before the chain, `-S.Rows`, does not change its type: see `signedStart`.)
            return memberType(index.referencePath(node, unsigned: index.chainStart(of: node)), name, at: node, depth: depth)
        case let .call(call):
            return callType(call.name, onAValue: call.receiver != nil, arguments: call.arguments.count)
        default:
            return .other
        }
    }

    /// A member's type: a list's or a string's size is an `Int` (Kotlin's `size`, Swift's
    /// `count`), where the file declares no member of that name there; else the type of
    /// what its path names.
    private func memberType(_ path: [String]?, _ name: String, at node: Node, depth: Int) -> NumberType {
        let isSize = Self.sizeNames.contains(name)
        guard let path else { return isSize ? .integer : .other }
        return isSize && index.resolvedValue(at: path, for: node) == nil ? .integer : nameType(path, at: node, depth: depth)
    }

    /// A call's type: an integer conversion's (`Int(x)`, `x.toInt()`) is an integer.
    private func callType(_ name: String, onAValue: Bool, arguments: Int) -> NumberType {
        let converts = onAValue ? Self.integerConversions[name] != nil : Self.integerConstructors.contains(name)
        return converts && arguments == (onAValue ? 0 : 1) ? .integer : .other
    }

    /// The members that give a collection's or a string's size.
    private static let sizeNames: Set<String> = ["size", "count", "length"]

    /// A name's type where `use` reads it: that of the declaration `resolve` reads (the type
    /// it writes, else its value's: an integer literal's default type is `Int`; a variable
    /// the rule binds keeps its declared type), or of the parameter or valueless
    /// declaration that hides the file's value there (the type it writes).
    private func nameType(_ path: [String], at use: Node, depth: Int) -> NumberType {
        if let value = index.resolvedValue(at: path, for: use) {
            let declaration = index.declarations(endingWith: path).first { $0.syntax.value == value }?.syntax.node
            if let written = declaration.flatMap(index.adapter.declaredType) { return NumberType.written(written) }
            return numberType(of: value, depth: depth + 1) == .other ? .other : .integer
        }
        guard path.count == 1 else { return .other }
        let hiding = index.localBinding(of: path[0], around: use)?.parameter ?? index.valuelessDeclaration(path, around: use)
        return hiding.flatMap(index.adapter.declaredType).map(NumberType.written) ?? .other
    }

    /// Whether the integer literals of an arithmetic expression are integers, from the
    /// whole expression they are in: the value of a declaration that writes an integer
    /// type or none (Swift's default literal type is `Int`), or the argument of a
    /// conversion (`CGFloat(7 / 2)` is 3: Swift picks `init(_: Int)`, the default literal
    /// type's). Elsewhere (an argument of a `CGFloat` parameter, beside a `Double`) they
    /// are taken to be floating-point; an `Int` parameter's argument is not told apart.
    private func literalsAreIntegers(around node: Node) -> Bool {
        var top = node
        while let outer = arithmeticParent(of: top) { top = outer }
        switch numberType(of: top) {
        case .integer: return true
        case .other: return false
        case .integerLiteral: break
        }
        if let declaration = index.parent(of: top).flatMap(index.adapter.declaration), declaration.value == top {
            return index.adapter.declaredType(of: declaration.node).map { NumberType.written($0) == .integer } ?? true
        }
        return isConvertedArgument(top)
    }

    /// The arithmetic expression `node` is an operand of, within a few levels (Swift's
    /// `-(7 / 2)` is a call of `-` whose argument is the division).
    private func arithmeticParent(of node: Node) -> Node? {
        var ancestor = index.parent(of: node)
        for _ in 0..<4 {
            guard let candidate = ancestor else { return nil }
            switch index.adapter.form(of: candidate) {
            case let .wrapped(inner) where inner == node: return candidate
            case let .unary(op, operand) where (op == "-" || op == "+") && operand == node: return candidate
            case let .binary(op, lhs, rhs) where arithmeticOperators.contains(op) && (lhs == node || rhs == node): return candidate
            default: ancestor = index.parent(of: candidate)
            }
        }
        return nil
    }

    /// Whether `node` is the one argument of a conversion to a floating-point type.
    private func isConvertedArgument(_ node: Node) -> Bool {
        var ancestor = index.parent(of: node)
        for _ in 0..<4 {
            guard let candidate = ancestor else { return false }
            if let call = index.adapter.call(candidate) {
                return call.receiver == nil && Self.identityConstructors.contains(call.name) && call.arguments.count == 1 && call.arguments[0].value == node
            }
            ancestor = index.parent(of: candidate)
        }
        return false
    }
}
