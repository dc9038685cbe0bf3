import TreeSitter

/// Swift gives an integer literal the type its context asks for: `7` is a Double in
/// `let h: Double = 7`, in `h = 7` where `h` is a Double, in `[7, 1]` written as
/// `[Double]`, and in a `CGFloat?` declaration. The interpreter keeps an Int where nothing
/// says otherwise, so the lowering writes the literals of those contexts as Doubles, as
/// swiftc types them (`h / 2` is then 3.5, not 3).
///
/// Only written types are read, and a floating-point literal's (`var h = 0.0`): the
/// lowering infers nothing else.
struct SwiftFloatingContext {
    /// The conversion a value of the type goes through (`Double` for `CGFloat`).
    let conversion: String
    /// `Double?`: nil stays nil, so the value is not converted as a whole.
    let isOptional: Bool
    /// `[Double]`: a list literal's items are.
    let isList: Bool

    /// The context a written type sets (`CGFloat`, `Double?`, `[Float]`); nil for a type that
    /// is not a floating-point one.
    init?(type written: String) {
        var type = Substring(written.filter { !$0.isWhitespace })
        isOptional = type.hasSuffix("?")
        if isOptional { type = type.dropLast() }
        isList = type.hasPrefix("[") && type.hasSuffix("]")
        if isList { type = type.dropFirst().dropLast() }
        guard let conversion = Self.conversions[String(type)] else { return nil }
        self.conversion = conversion
    }

    /// The floating-point types, and the conversion to each (the interpreter has no CGFloat:
    /// on the platforms uim targets it is a Double).
    private static let conversions: [String: String] = ["CGFloat": "Double", "Double": "Double", "Float": "Float"]

    /// `value` as Swift types it in this context: its integer literals made Doubles where
    /// they take the context's type, and a plain value converted as a whole (a name the
    /// interpreter holds as an Int, `half(7)`'s parameter).
    func typed(_ value: Expr) -> Expr {
        if isList {
            guard case let .list(items) = value.bare else { return value }
            let item = SwiftFloatingContext(conversion: conversion, isOptional: isOptional, isList: false)
            return .list(items.map(item.typed))
        }
        let literals = Self.floatingLiterals(in: value)
        if isOptional { return literals }
        return .call(receiver: nil, name: CallName(conversion), arguments: [Argument(label: nil, value: literals)], closure: nil)
    }

    private init(conversion: String, isOptional: Bool, isList: Bool) {
        self.conversion = conversion
        self.isOptional = isOptional
        self.isList = isList
    }

    /// A floating-point literal, signed or not (`2.5`, `-2.5`).
    static func isFloatingLiteral(_ expression: Expr) -> Bool {
        switch expression.bare {
        case .literal(.double): true
        case let .unary(op, inner) where op.kind == .subtract || op.kind == .add: isFloatingLiteral(inner)
        default: false
        }
    }

    /// The integer literals that take the type of the expression around them: an
    /// arithmetic operator's operands, a conditional's branches, `??`'s sides, the generic
    /// `max`, `min` and `abs`'s arguments (as `SwiftLowering.takesContextType` reads them).
    static func floatingLiterals(in expression: Expr) -> Expr {
        switch expression {
        case let .literal(.int(value, _)):
            return .literal(.double(Double(value)))
        case let .at(site, inner):
            return .at(site, floatingLiterals(in: inner))
        case let .unary(op, inner) where op.kind == .subtract || op.kind == .add:
            return .unary(op, floatingLiterals(in: inner))
        case let .binary(op, lhs, rhs) where op.isArithmetic || op.kind == .coalesce:
            return .binary(op, floatingLiterals(in: lhs), floatingLiterals(in: rhs))
        case let .conditional(condition, then, otherwise):
            return .conditional(condition, floatingLiterals(in: then), floatingLiterals(in: otherwise))
        case let .call(receiver, name, arguments, nil) where SwiftLowering.isGenericNumberFunction(receiver, name):
            let typed = arguments.map { Argument(label: $0.label, value: floatingLiterals(in: $0.value)) }
            return .call(receiver: receiver, name: name, arguments: typed, closure: nil)
        default:
            return expression
        }
    }
}
