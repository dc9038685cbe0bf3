import TreeSitter

/// Where a Swift name used in code was declared, found in the tree: the nearest declaration
/// of it before the use in an enclosing block, a parameter of an enclosing function or
/// closure, or a property of the enclosing type. The lowering reads types from there
/// (a literal's type, how a value prints); it infers no others.
enum SwiftDeclarations {
    /// The declaration (`property_declaration`) or parameter that `name` refers to at `node`.
    static func declaration(of name: String, at node: Node) -> Node? {
        declaration(of: name, at: node, propertiesOnly: false)
    }

    /// The type written for `name` where `node` uses it, or its value's when that is a
    /// floating-point literal, a conversion or a name with a type (`var h = 0.0`, `var h =
    /// CGFloat(0)`, `var y = x`); nil where none is found or none says a type.
    static func declaredType(of name: String, at node: Node) -> String? {
        declaration(of: name, at: node).flatMap(type(of:))
    }

    /// The type written for the enclosing type's property `name` (`self.name`).
    static func declaredType(ofProperty name: String, at node: Node) -> String? {
        declaration(of: name, at: node, propertiesOnly: true).flatMap(type(of:))
    }

    private static func declaration(of name: String, at node: Node, propertiesOnly: Bool) -> Node? {
        var inner = node
        while let enclosing = inner.parent {
            switch enclosing.kind {
            case "class_body":
                return enclosing.namedChildren.last { declares(name, $0) }
            case "statements" where !propertiesOnly, "source_file" where !propertiesOnly:
                let before = enclosing.namedChildren.last {
                    $0.byteRange.lowerBound < inner.byteRange.lowerBound && (declares(name, $0) || $0.kind == "guard_statement" && binds(name, $0))
                }
                if let before { return before }
            case "function_declaration" where !propertiesOnly, "lambda_literal" where !propertiesOnly:
                if let parameter = parameter(name, of: enclosing) { return parameter }
            case "if_statement" where !propertiesOnly, "while_statement" where !propertiesOnly, "for_statement" where !propertiesOnly:
                // `if var h = o`, `for var i in …`: a binding of no written type.
                if binds(name, enclosing) { return enclosing }
            default: break
            }
            inner = enclosing
        }
        return nil
    }

    /// The function a free call of `name` at `node` calls: the nearest declared in an
    /// enclosing block, a method of an enclosing type, or a function of the file's top level.
    static func function(named name: String, at node: Node) -> Node? {
        var inner = node
        while let enclosing = inner.parent {
            if ["statements", "class_body", "source_file"].contains(enclosing.kind),
                let function = enclosing.namedChildren.first(where: { $0.kind == "function_declaration" && $0.child(byField: "name")?.text == name })
            {
                return function
            }
            inner = enclosing
        }
        return nil
    }

    private static func declares(_ name: String, _ declaration: Node) -> Bool {
        declaration.kind == "property_declaration"
            && declaration.child(byField: "name")?.child(byField: "bound_identifier")?.text == name
    }

    /// Whether an `if`, `guard`, `while` or `for` binds `name` (`if var name = o`).
    private static func binds(_ name: String, _ statement: Node) -> Bool {
        let header = statement.kind == "for_statement" ? statement.child(byField: "item") : statement
        return header?.childrenWithFields.contains { $0.field == "bound_identifier" && $0.node.text == name } ?? false
    }

    /// A parameter's type, or a declaration's written type or its value's (see `declaredType`);
    /// nil for a binding of an `if`, `guard` or loop.
    static func type(of declaration: Node) -> String? {
        // tree-sitter-swift names a parameter's type a second `name`.
        if declaration.kind == "parameter" || declaration.kind == "lambda_parameter" {
            return declaration.namedChildren.first { $0.kind.hasSuffix("_type") }?.text
        }
        if let written = declaration.firstNamed("type_annotation")?.child(byField: "name") { return written.text }
        guard var value = declaration.child(byField: "value") else { return nil }
        if value.kind == "prefix_expression", let target = value.child(byField: "target") { value = target }
        if value.kind == "real_literal" { return "Double" }
        if value.kind == "simple_identifier" { return declaredType(of: value.text, at: declaration) }
        guard value.kind == "call_expression", let function = value.namedChild(at: 0),
            SwiftFloatingContext(type: function.text) != nil
        else { return nil }
        return function.text
    }

    /// A function's parameter, or a closure's (in its `lambda_function_type`).
    private static func parameter(_ name: String, of function: Node) -> Node? {
        let parameters = function.kind == "lambda_literal"
            ? function.child(byField: "type")?.firstNamed("lambda_function_type_parameters")?.namedChildren ?? []
            : function.namedChildren
        return parameters.first { ($0.kind == "parameter" || $0.kind == "lambda_parameter") && $0.child(byField: "name")?.text == name }
    }
}
