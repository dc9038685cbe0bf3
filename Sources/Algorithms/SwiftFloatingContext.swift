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

    // MARK: The type a name was declared with

    /// The type written for `name` where `node` uses it: the nearest declaration of it before
    /// `node` in an enclosing block, a parameter of an enclosing function or closure, or a
    /// property of the enclosing type; nil where none is found or none says a type.
    static func declaredType(of name: String, at node: Node) -> String? {
        declaredType(of: name, at: node, propertiesOnly: false)
    }

    /// The type written for the enclosing type's property `name` (`self.name`).
    static func declaredType(ofProperty name: String, at node: Node) -> String? {
        declaredType(of: name, at: node, propertiesOnly: true)
    }

    private static func declaredType(of name: String, at node: Node, propertiesOnly: Bool) -> String? {
        var inner = node
        while let enclosing = inner.parent {
            switch enclosing.kind {
            case "class_body":
                if let property = enclosing.namedChildren.last(where: { declares(name, $0) }) { return type(of: property) }
                return nil
            case "statements" where !propertiesOnly, "source_file" where !propertiesOnly:
                let before = enclosing.namedChildren.last { $0.byteRange.lowerBound < inner.byteRange.lowerBound && declares(name, $0) }
                if let before { return type(of: before) }
            case "function_declaration" where !propertiesOnly, "lambda_literal" where !propertiesOnly:
                if let parameter = parameter(name, of: enclosing) { return parameterType(parameter) }
            default: break
            }
            inner = enclosing
        }
        return nil
    }

    private static func declares(_ name: String, _ declaration: Node) -> Bool {
        declaration.kind == "property_declaration"
            && declaration.child(byField: "name")?.child(byField: "bound_identifier")?.text == name
    }

    /// A declaration's written type, or its value's when that is a floating-point literal, a
    /// conversion or a name with a type (`var h = 0.0`, `var h = CGFloat(0)`, `var y = x`).
    private static func type(of declaration: Node) -> String? {
        if let written = declaration.firstNamed("type_annotation")?.child(byField: "name") { return written.text }
        guard var value = declaration.child(byField: "value") else { return nil }
        if value.kind == "prefix_expression", let target = value.child(byField: "target") { value = target }
        if value.kind == "real_literal" { return "Double" }
        if value.kind == "simple_identifier" { return declaredType(of: value.text, at: declaration) }
        guard value.kind == "call_expression", let function = value.namedChild(at: 0), conversions[function.text] != nil else { return nil }
        return function.text
    }

    /// A function's parameter, or a closure's (in its `lambda_function_type`).
    private static func parameter(_ name: String, of function: Node) -> Node? {
        let parameters = function.kind == "lambda_literal"
            ? function.child(byField: "type")?.firstNamed("lambda_function_type_parameters")?.namedChildren ?? []
            : function.namedChildren
        return parameters.first { ($0.kind == "parameter" || $0.kind == "lambda_parameter") && $0.child(byField: "name")?.text == name }
    }

    /// (tree-sitter-swift names a parameter's type a second `name`.)
    private static func parameterType(_ parameter: Node) -> String? {
        parameter.namedChildren.first { $0.kind.hasSuffix("_type") }?.text
    }
}
