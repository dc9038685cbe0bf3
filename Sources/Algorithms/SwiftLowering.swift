import Extraction
import TreeSitter

/// Lowers tree-sitter-swift functions and expressions to the IR.
struct SwiftLowering: LanguageLowering {
    /// A value whose written type is a floating-point one (`let h: CGFloat = 32 / 2`): its
    /// integer literals are of that type, so dividing them is no integer division.
    var floatingTyped: Node?

    /// A struct's stored properties with their initial values, and its methods.
    func type(_ node: Node) throws(NotAnalyzable) -> TypeCode {
        guard let body = node.child(byField: "body") else { throw unsupported(node, "type without a body") }
        var fields: [(String, Expr)] = []
        var methods: [(String, Closure)] = []
        for member in body.namedChildren {
            switch member.kind {
            case "property_declaration":
                guard case let .declare(name, value) = try statement(member) else { continue }
                fields.append((name, value))
            case "function_declaration":
                guard let name = member.child(byField: "name")?.text else { continue }
                methods.append((name, try function(member)))
            default: continue
            }
        }
        return TypeCode(fields: fields, methods: methods)
    }

    /// A struct's initializer: its own `init` where it declares one, run with `self` holding
    /// the properties' initial values, else the memberwise one: each stored property a
    /// parameter labeled by its name, in order, a `var`'s initial value (or an optional's
    /// nil) its default; a `let` with a value is set, not passed. A floating-point property
    /// holds a Double whatever the call writes (`P(x: 7)` of `let x: Double`), as a
    /// function's parameter does. Nil for a type that is no struct, one with several
    /// `init`s (which the call's labels choose), or one with a lazy, wrapped or observed
    /// property.
    func initializer(_ node: Node) throws(NotAnalyzable) -> Closure? {
        guard node.kind == "class_declaration", node.children.contains(where: { !$0.isNamed && $0.text == "struct" }),
            let type = node.child(byField: "name")?.text, let body = node.child(byField: "body")
        else { return nil }
        let inits = body.namedChildren.filter { $0.kind == "init_declaration" }
        guard inits.count <= 1 else { return nil }
        var parameters: [String] = []
        var defaults: [Expr?] = []
        var conversions: [Stmt] = []
        var initialized: [(String, Expr)] = []
        var properties: Set<String> = []
        for member in body.namedChildren where member.kind == "property_declaration" {
            let modifiers = member.firstNamed("modifiers")?.text ?? ""
            if modifiers.contains("static") || member.child(byField: "computed_value") != nil { continue }
            // (`var a: Int, b: Int` declares two: not followed.)
            guard !modifiers.contains("lazy"), !modifiers.contains("@"), member.firstNamed("willset_didset_block") == nil,
                member.childrenWithFields.count(where: { $0.field == "name" }) == 1,
                let name = member.child(byField: "name")?.child(byField: "bound_identifier")?.text
            else { return nil }
            properties.insert(name)
            let value = try member.child(byField: "value").map { node throws(NotAnalyzable) in try declaredValue(member, node) }
            if let value { initialized.append((name, value)) }
            // A `let` with a value is set, not passed.
            guard value == nil || member.firstNamed("value_binding_pattern")?.text != "let" else { continue }
            let annotated = member.firstNamed("type_annotation")?.child(byField: "name")?.text
            parameters.append(name)
            defaults.append(value ?? (annotated?.hasSuffix("?") == true ? .literal(.null) : nil))
            if let context = annotated.flatMap(SwiftFloatingContext.init(type:)), !context.isOptional, !context.isList {
                conversions.append(.declare(name, context.typed(.name(name))))
            }
        }
        if let own = inits.first {
            // An init that does not lower is not followed (the call's labels had made the record).
            let signature = try signature(of: own).0
            let lowered: Closure
            do {
                lowered = try function(own)
            } catch {
                return signature.with(body: [.returnValue(.unsupported(error))])
            }
            if let bare = Self.bareProperty(in: own, properties.subtracting(lowered.parameters)) {
                // The lowering reads `y = a` as a name of the init's own, not the property.
                let refusal = NotAnalyzable(construct: "'\(bare.text)' without 'self.' in the init of \(type)", line: bare.start.line)
                return signature.with(body: [.returnValue(.unsupported(refusal))])
            }
            return lowered.with(body: [.declare("self", .record(type, initialized))] + lowered.body + [.returnValue(.name("self"))])
        }
        let stored = Set(parameters)
        let record = Expr.record(type, parameters.map { ($0, .name($0)) } + initialized.filter { !stored.contains($0.0) })
        return Closure(parameters: parameters, labels: parameters, defaults: defaults, body: conversions + [.returnValue(record)])
    }

    /// The first use in `initializer` of one of `properties` written without `self.` (a
    /// member's name after a `.` is another value's).
    private static func bareProperty(in initializer: Node, _ properties: Set<String>) -> Node? {
        initializer.descendants(ofKind: "simple_identifier").first { identifier in
            properties.contains(identifier.text) && identifier.parent?.kind != "navigation_suffix"
        }
    }

    /// Swift's state changes in methods (`ids: update`), not in code run from outside.
    func code(_ node: Node) throws(NotAnalyzable) -> [Stmt] {
        throw NotAnalyzable(construct: "event code in Swift (use a method)", line: node.start.line)
    }

    func function(_ node: Node) throws(NotAnalyzable) -> Closure {
        // `let f = { (x: Int) -> Int in … }`: the closure the property holds.
        if node.kind == "property_declaration" {
            guard let lambda = node.child(byField: "value"), lambda.kind == "lambda_literal" else {
                throw unsupported(node, "'\(node.child(byField: "name")?.text ?? "")' is not a function")
            }
            return try closure(lambda)
        }
        let (signature, conversions) = try self.signature(of: node)
        let closure = { (body: [Stmt]) in signature.with(body: body) }
        guard let body = node.child(byField: "body")?.firstNamed("statements") else { return closure([]) }
        var lowered = try statements(body)
        // A function returning a floating-point type returns a Double (`-> Double { 7 }`).
        if let context = Self.returnType(of: node).flatMap(SwiftFloatingContext.init(type:)) {
            lowered = Stmt.implicitReturn(lowered).map { $0.returning(context.typed) }
        }
        // (An `init` returns nothing: its last statement is no value.)
        if !conversions.isEmpty { lowered = conversions + (node.kind == "init_declaration" ? lowered : Stmt.implicitReturn(lowered)) }
        return closure(lowered)
    }

    /// A function's or init's parameters, with no body, and the conversions its body starts
    /// with. A parameter's default value follows it, as the declaration's `default_value`.
    /// A call names a parameter by its argument label (`by step: Int`: `by`; `_`: none). A
    /// floating-point parameter holds a Double whatever the call writes (`half(7)`): its
    /// value is converted where the function starts.
    private func signature(of node: Node) throws(NotAnalyzable) -> (Closure, conversions: [Stmt]) {
        var parameters: [String] = []
        var labels: [String?] = []
        var defaults: [Expr?] = []
        var conversions: [Stmt] = []
        for child in node.childrenWithFields {
            if child.node.kind == "parameter", let name = child.node.child(byField: "name")?.text {
                let label = child.node.child(byField: "external_name")?.text ?? name
                parameters.append(name)
                labels.append(label == "_" ? nil : label)
                defaults.append(nil)
                let type = child.node.namedChildren.first { $0.kind.hasSuffix("_type") }?.text
                if let context = type.flatMap(SwiftFloatingContext.init(type:)), !context.isOptional, !context.isList {
                    conversions.append(.declare(name, context.typed(.name(name))))
                }
            } else if child.field == "default_value", !defaults.isEmpty {
                defaults[defaults.count - 1] = try expression(child.node)
            }
        }
        return (Closure(parameters: parameters, labels: labels, defaults: defaults, body: []), conversions)
    }

    /// The type a function declaration returns (`Double` of `-> Double`), written after
    /// its parameters: tree-sitter-swift gives it no field of its own.
    private static func returnType(of function: Node) -> String? {
        guard let arrow = function.children.firstIndex(where: { $0.text == "->" }) else { return nil }
        return function.children[(arrow + 1)...].first { $0.isNamed && $0.kind.hasSuffix("_type") }?.text
    }

    func statements(_ node: Node) throws(NotAnalyzable) -> [Stmt] {
        var result: [Stmt] = []
        // `outer:` labels the loop after it.
        var label: String?
        for child in node.namedChildren where child.kind != "comment" {
            if child.kind == "statement_label" {
                label = child.text.filter { $0 != ":" && !$0.isWhitespace }
                continue
            }
            let lowered = Stmt.sited(Site(child), try statement(child))
            result.append(label.map { .labeled($0, lowered) } ?? lowered)
            label = nil
        }
        return result
    }

    private func statement(_ node: Node) throws(NotAnalyzable) -> Stmt {
        switch node.kind {
        case "property_declaration":
            // An observer runs on every write, which the IR does not: ignored, it made the
            // canonical's `didSet { if atEnd { unread = 0 } }` reset nothing (Kotlin's setters
            // and TypeScript's accessors are refused alike).
            if node.firstNamed("willset_didset_block") != nil { throw unsupported(node, "property observer (willSet or didSet)") }
            if let tuple = try tupleDeclaration(node) { return tuple }
            guard let name = node.child(byField: "name")?.child(byField: "bound_identifier")?.text,
                let value = node.child(byField: "value")
            else { throw unsupported(node, "declaration without a value") }
            return .declare(name, try declaredValue(node, value))
        case "assignment":
            guard let target = node.child(byField: "target"), let value = node.child(byField: "result") else {
                throw unsupported(node, "assignment")
            }
            let text = target.text
            let assigned: AssignTarget
            if target.namedChildCount == 1, target.namedChild(at: 0)?.kind == "simple_identifier" {
                assigned = .name(text)
            } else if text.hasPrefix("self."), !text.dropFirst(5).contains("."), !text.contains("[") {
                assigned = .field(of: "self", String(text.dropFirst(5)))
            } else {
                throw unsupported(node, "assignment to \(text)")
            }
            let op = node.children.first { !$0.isNamed }?.text ?? "="
            return .assign(assigned, operator: AssignmentOperator(op), try assignedValue(value, to: assigned, at: node))
        case "call_expression" where node.namedChild(at: 0)?.text == "defer":
            // tree-sitter-swift reads `defer { … }` as a call of `defer` with a trailing closure.
            guard let lambda = node.firstNamed("call_suffix")?.firstNamed("lambda_literal") else { throw unsupported(node, "defer") }
            return .deferred(try closure(lambda).body)
        case "if_statement":
            return try ifStatement(node)
        case "guard_statement":
            return try guardStatement(node)
        case "control_transfer_statement":
            let keyword = node.children.first?.text ?? ""
            if keyword == "break" || keyword == "continue" { return try jump(node, isBreak: keyword == "break") }
            guard keyword == "return" else { throw unsupported(node, keyword.isEmpty ? "jump" : keyword) }
            return .returnValue(try node.child(byField: "result").map { child throws(NotAnalyzable) in try expression(child) })
        case "for_statement":
            guard let pattern = node.child(byField: "item"), let collection = node.child(byField: "collection"),
                let body = node.firstNamed("statements")
            else { throw unsupported(node, "for loop") }
            var inner = try statements(body)
            if let clause = node.firstNamed("where_clause"), let condition = clause.namedChildren.last {
                inner = [.ifElse(try expression(condition), inner, [])]
            }
            // `for (i, x) in xs.enumerated()`: each item's components.
            if let parts = Self.tupleParts(pattern) {
                return .destructuringLoop(parts, whole: "$item\(node.start.line):\(node.start.column)", in: try expression(collection), body: inner)
            }
            // `for _ in 0..<n` binds nothing.
            guard let item = pattern.text == "_" ? "_" : pattern.child(byField: "bound_identifier")?.text else { throw unsupported(node, "for loop") }
            return .forIn(item, try expression(collection), inner)
        case "while_statement":
            guard let condition = node.child(byField: "condition"), let body = node.firstNamed("statements") else {
                throw unsupported(node, "while loop")
            }
            return .whileLoop(try expression(condition), try statements(body))
        case "repeat_while_statement":
            guard let condition = node.child(byField: "condition"), let body = node.firstNamed("statements") else {
                throw unsupported(node, "repeat-while loop")
            }
            return .postTestedLoop(try expression(condition), body: try statements(body), flag: "$first\(node.start.line):\(node.start.column)")
        case "function_declaration":
            guard let name = node.child(byField: "name")?.text else { throw unsupported(node, "function") }
            return .function(name, try function(node))
        case "switch_statement":
            let (subject, arms) = try switchArms(node, body: { body throws(NotAnalyzable) in try self.caseBody(body) }) { name, body in
                [.declare(name, Branches.subject)] + body
            }
            return try Branches.statement(arms, subject: subject, at: node.start.line)
        default:
            return .expression(try expression(node))
        }
    }

    /// The arms of a `switch`: each case's patterns as conditions on the subject, and its
    /// statements lowered by `body`. A case that binds the subject (`case let n where n >
    /// 99:`) has the name in its `where` clause and its body, which `binding` gives it.
    private func switchArms<Body>(
        _ node: Node, body: (Node) throws(NotAnalyzable) -> Body, binding: (String, Body) -> Body
    ) throws(NotAnalyzable) -> (subject: Expr, arms: [Arm<Body>]) {
        guard let subjectNode = node.child(byField: "expr") else { throw unsupported(node, "switch") }
        let subject = Branches.subject
        var arms: [Arm<Body>] = []
        for entry in node.namedChildren where entry.kind == "switch_entry" {
            // `fallthrough` runs the next case's body; not followed. (tree-sitter-swift keeps
            // the keyword as a token beside the case's statements, where the case had run
            // without it, or reads it alone as a name.)
            if entry.preorder().contains(where: { $0.kind == "fallthrough" || ($0.kind == "simple_identifier" && $0.text == "fallthrough") }) {
                throw unsupported(entry, "fallthrough")
            }
            guard let statements = entry.firstNamed("statements") else { throw unsupported(entry, "empty case") }
            let patterns = entry.namedChildren.filter { $0.kind == "switch_pattern" }
            let bound = patterns.count == 1 ? Self.boundName(patterns[0]) : nil
            // `case let n?:`, `case .some(let n):`: the subject, where it is not nil.
            let unwrapped = patterns.count == 1 ? patterns[0].firstNamed("pattern").flatMap { Self.unwrappedName($0.childrenWithFields) } : nil
            var conditions: [Expr] = []
            var guarded = false
            for child in entry.namedChildren {
                if child.kind == "switch_pattern" {
                    conditions.append(bound != nil ? .literal(.bool(true)) : unwrapped != nil ? .binary("!=", subject, .literal(.null)) : try self.pattern(child, subject))
                } else if child.kind == "where_keyword" {
                    guarded = true
                } else if guarded, let last = conditions.popLast() {
                    // `case 1 where flag`: the clause guards the pattern before it.
                    let guarding = Expr.binary("&&", last, try expression(child))
                    conditions.append((bound ?? unwrapped).map { .bind($0, subject, guarding) } ?? guarding)
                    guarded = false
                }
            }
            if conditions.isEmpty && entry.firstNamed("default_keyword") == nil { throw unsupported(entry, "case") }
            // `case let n:` without a guard matches every value: a default arm.
            let catchAll = bound != nil && !entry.namedChildren.contains { $0.kind == "where_keyword" }
            let lowered = try body(statements)
            arms.append(Arm(conditions: catchAll ? [] : conditions, body: (bound ?? unwrapped).map { binding($0, lowered) } ?? lowered))
        }
        return (try expression(subjectNode), arms)
    }

    /// The name a case pattern binds the whole subject to (`let n`, `var n`; not `let n?`).
    private static func boundName(_ switchPattern: Node) -> String? {
        guard let pattern = switchPattern.firstNamed("pattern"), pattern.namedChildCount == 2,
            pattern.namedChild(at: 0)?.kind == "value_binding_pattern", !pattern.children.contains(where: { $0.text == "?" })
        else { return nil }
        return pattern.child(byField: "bound_identifier")?.text
    }

    /// The name an optional's pattern binds its value to: `let n?`, `.some(let n)`, `let
    /// .some(n)`; nil for any other pattern. Its parts as the grammar lists them (a case
    /// pattern's children, an `if case`'s conditions).
    private static func unwrappedName(_ parts: [(field: String?, node: Node)]) -> String? {
        let named = parts.filter(\.node.isNamed)
        let kinds = named.map(\.node.kind)
        if kinds == ["value_binding_pattern", "simple_identifier"], named[1].field == "bound_identifier", parts.last?.node.text == "?" {
            return named[1].node.text
        }
        if kinds == ["simple_identifier", "pattern"], named[0].node.text == "some", let inner = named[1].node.namedChildren.first,
            inner.kind == "value_binding_pattern", named[1].node.namedChildCount == 2
        {
            return named[1].node.child(byField: "bound_identifier")?.text
        }
        if kinds == ["value_binding_pattern", "simple_identifier", "pattern"], named[1].node.text == "some", named[2].node.namedChildCount == 1,
            let name = named[2].node.namedChildren.first, name.kind == "simple_identifier"
        {
            return name.text
        }
        return nil
    }

    /// A case pattern as a condition: a value (`case 0`), a range (`case 2..<5`) or `_`.
    private func pattern(_ node: Node, _ subject: Expr) throws(NotAnalyzable) -> Expr {
        guard let pattern = node.firstNamed("pattern"), pattern.namedChildCount == 1, let value = pattern.namedChild(at: 0) else {
            if node.text == "_" { return .literal(.bool(true)) }
            throw unsupported(node, "case pattern \(node.text)")
        }
        if pattern.text == ".none" { return .binary("==", subject, .literal(.null)) }
        // `case ...0` and `case 100...`: one bound.
        if value.kind == "open_start_range_expression", let end = value.child(byField: "end") {
            return .binary(value.children.contains { $0.text == "..<" } ? "<" : "<=", subject, try expression(end))
        }
        if value.kind == "open_end_range_expression", let start = value.child(byField: "start") {
            return .binary(">=", subject, try expression(start))
        }
        if value.kind == "range_expression", let start = value.child(byField: "start"), let end = value.child(byField: "end") {
            let inclusive = value.children.contains { $0.text == "..." }
            let (lower, upper) = (try expression(start), try expression(end))
            // Swift traps making `5..<3`: the pattern's range is made, then tested.
            let valid = Expr.binary("<=", lower, upper)
            return .conditional(valid, Branches.inRange(subject, lower, upper, inclusive: inclusive), .trap("Range requires lowerBound <= upperBound"))
        }
        guard !["value_binding_pattern", "wildcard_pattern"].contains(value.kind) else {
            if value.kind == "wildcard_pattern" { return .literal(.bool(true)) }
            throw unsupported(node, "case pattern \(node.text)")
        }
        return .binary("==", subject, try expression(value))
    }

    /// tree-sitter-swift reads `p ? q : r ? s : t` as `(p ? q : r) ? s : t`; Swift's `?:`
    /// groups to the right. The operands are read back in source order and regrouped.
    private func ternary(_ node: Node) throws(NotAnalyzable) -> Expr {
        var operands: [Node] = []
        var current = node
        while current.kind == "ternary_expression" {
            guard let condition = current.child(byField: "condition"), let then = current.child(byField: "if_true"),
                let otherwise = current.child(byField: "if_false")
            else { throw unsupported(current, "ternary") }
            operands.insert(contentsOf: [then, otherwise], at: 0)
            current = condition
        }
        operands.insert(current, at: 0)
        // p, q, r, s, t: p ? q : (r ? s : t).
        let last = operands[operands.count - 1]
        var result = Expr.at(Site(last), try expression(last))
        for index in stride(from: operands.count - 3, through: 0, by: -2) {
            let then = operands[index + 1]
            result = .conditional(try expression(operands[index]), .at(Site(then), try expression(then)), result)
        }
        return result
    }

    /// `break` or `continue`, with its label. A `break` without one inside a `switch`
    /// leaves the switch, which the lowered cases cannot (a lone one ends its case: see
    /// `caseBody`).
    private func jump(_ node: Node, isBreak: Bool) throws(NotAnalyzable) -> Stmt {
        let label = node.child(byField: "result")?.text
        if isBreak, label == nil, Self.nearestBreakable(node)?.kind == "switch_statement" {
            throw unsupported(node, "break inside a switch case")
        }
        return .jump(Jump(isBreak: isBreak, label: label))
    }

    /// The switch or loop a jump without a label would leave.
    private static func nearestBreakable(_ node: Node) -> Node? {
        var current = node.parent
        while let enclosing = current {
            switch enclosing.kind {
            case "switch_statement", "for_statement", "while_statement", "repeat_while_statement": return enclosing
            case "lambda_literal", "function_declaration": return nil
            default: current = enclosing.parent
            }
        }
        return nil
    }

    /// A case's statements; a lone `break` ends the case, a `break` elsewhere is not lowered.
    private func caseBody(_ node: Node) throws(NotAnalyzable) -> [Stmt] {
        if node.namedChildCount == 1, let only = node.namedChild(at: 0), only.kind == "control_transfer_statement", only.text == "break" {
            return []
        }
        return try statements(node)
    }

    /// `guard a, let x = f(), b else { … }`: each condition in order, a binding declaring
    /// its name and leaving when it is nil.
    private func guardStatement(_ node: Node) throws(NotAnalyzable) -> Stmt {
        guard let body = node.namedChildren.last(where: { $0.kind == "statements" }) else { throw unsupported(node, "guard") }
        let otherwise = try statements(body)
        let steps: [Stmt] = try conditions(of: node).flatMap { condition -> [Stmt] in
            switch condition {
            case let .test(value): [.guardElse(value, otherwise)]
            case let .binding(name, value): [.declare(name, value), .guardElse(.binary("!=", .name(name), .literal(.null)), otherwise)]
            }
        }
        return steps.count == 1 ? steps[0] : .sequence(steps)
    }

    /// An `if` as a value (Swift 5.9: `let label = if count <= 0 { "" } else { … }`):
    /// each branch one expression, an `else` required; its tests joined by `&&` (an
    /// optional binding's scope is a statement's, not a value's).
    private func ifValue(_ node: Node) throws(NotAnalyzable) -> Expr {
        let tests = try conditions(of: node).map { condition throws(NotAnalyzable) -> Expr in
            guard case let .test(value) = condition else { throw unsupported(node, "an if value with an optional binding") }
            return value
        }
        let elseToken = node.children.firstIndex { $0.kind == "else" } ?? node.children.count
        guard let first = tests.first, let then = node.children[..<elseToken].last(where: { $0.kind == "statements" }),
            let otherwise = node.children[elseToken...].first(where: { ["statements", "if_statement"].contains($0.kind) })
        else { throw unsupported(node, "an if value without an else branch") }
        let condition = tests.dropFirst().reduce(first) { .binary("&&", $0, $1) }
        let elseValue = otherwise.kind == "if_statement" ? try ifValue(otherwise) : try branchValue(otherwise)
        return .conditional(condition, try branchValue(then), elseValue)
    }

    /// A branch of an `if` value: one expression, at its site.
    private func branchValue(_ statements: Node) throws(NotAnalyzable) -> Expr {
        guard statements.namedChildCount == 1, let only = statements.namedChild(at: 0) else {
            throw unsupported(statements, "a branch of an if value with statements")
        }
        return .at(Site(only), try expression(only))
    }

    /// One condition of an `if` or a `guard`: a test, or an optional binding.
    private enum Condition {
        case test(Expr)
        case binding(String, Expr)
    }

    /// An `if`'s or a `guard`'s conditions, in order: tests and optional bindings (`let x
    /// = f()`, and Swift 5.7's `let x`, short for `let x = x`).
    private func conditions(of node: Node) throws(NotAnalyzable) -> [Condition] {
        var conditions: [Condition] = []
        var binding: String?
        var valueFollows = false
        // An `if case`'s pattern, gathered until its `=`; then the value it matches.
        var casePattern: [(field: String?, node: Node)]?
        var caseValueFollows = false
        func closeBinding() {
            if let name = binding, !valueFollows { conditions.append(.binding(name, .name(name))) }
            (binding, valueFollows) = (nil, false)
        }
        for child in node.childrenWithFields {
            if let parts = casePattern {
                if caseValueFollows {
                    conditions.append(try caseCondition(parts, matching: try expression(child.node), in: node))
                    (casePattern, caseValueFollows) = (nil, false)
                } else if child.node.text == "=" {
                    caseValueFollows = true
                } else {
                    casePattern = parts + [child]
                }
                continue
            }
            if child.node.text == "case", !child.node.isNamed {
                closeBinding()
                casePattern = []
                continue
            }
            // (tree-sitter-swift puts a binding's `=` in the `condition` field too.)
            if !child.node.isNamed {
                if child.node.text == "=" { valueFollows = binding != nil } else if child.node.text == "," { closeBinding() }
                continue
            }
            switch (child.field, child.node.kind) {
            case ("condition", "value_binding_pattern"): closeBinding()
            case ("bound_identifier", _): binding = child.node.text
            case ("condition", _):
                let value = try expression(child.node)
                if let name = binding, valueFollows {
                    conditions.append(.binding(name, value))
                    (binding, valueFollows) = (nil, false)
                } else {
                    closeBinding()
                    conditions.append(.test(value))
                }
            default: continue
            }
        }
        closeBinding()
        return conditions
    }

    /// An `if case` or `guard case` of an optional's pattern (`case let n? = o`, `case
    /// .some(let n) = o`, `case .none = o`): as `let n = o`, or a test for nil.
    private func caseCondition(_ parts: [(field: String?, node: Node)], matching value: Expr, in statement: Node) throws(NotAnalyzable) -> Condition {
        if let name = Self.unwrappedName(parts) { return .binding(name, value) }
        if parts.map(\.node.text).joined() == ".none" { return .test(.binary("==", value, .literal(.null))) }
        throw unsupported(statement, "case pattern \(parts.map(\.node.text).joined(separator: " "))")
    }

    /// `let (q, r) = x.quotientAndRemainder(dividingBy: n)`: each name its component.
    private func tupleDeclaration(_ node: Node) throws(NotAnalyzable) -> Stmt? {
        guard let pattern = node.child(byField: "name"), let value = node.child(byField: "value") else { return nil }
        let parts = pattern.namedChildren.filter { $0.kind == "pattern" }
        guard parts.count >= 2 else { return nil }
        let whole = "$tuple\(node.start.line)"
        var names: [String?] = []
        for part in parts {
            guard let name = part.firstNamed("simple_identifier")?.text else {
                guard part.text == "_" else { throw unsupported(part, "tuple pattern \(part.text)") }
                names.append(nil)
                continue
            }
            names.append(name)
        }
        return .sequence([.declare(whole, try expression(value))] + Stmt.components(names, of: whole))
    }

    /// A declaration's value with its annotated type applied: `let h: CGFloat = 16` is a double.
    func declaredValue(_ declaration: Node, _ value: Node) throws(NotAnalyzable) -> Expr {
        let type = declaration.firstNamed("type_annotation")?.child(byField: "name")?.text
        return try typed(value, as: type)
    }

    /// `value` lowered as a value of the written type: a floating-point one types its literals.
    private func typed(_ value: Node, as type: String?) throws(NotAnalyzable) -> Expr {
        guard let context = type.flatMap(SwiftFloatingContext.init(type:)) else { return try expression(value) }
        var lowering = self
        lowering.floatingTyped = value
        return context.typed(try lowering.expression(value))
    }

    /// An assigned value with the type of what it is assigned to: `h = 7` where `h` is a
    /// Double assigns 7.0.
    private func assignedValue(_ value: Node, to target: AssignTarget, at node: Node) throws(NotAnalyzable) -> Expr {
        let type: String? =
            switch target {
            case let .name(name): SwiftDeclarations.declaredType(of: name, at: node)
            case let .field(of: _, name): SwiftDeclarations.declaredType(ofProperty: name, at: node)
            }
        return try typed(value, as: type)
    }

    private func ifStatement(_ node: Node) throws(NotAnalyzable) -> Stmt {
        let conditions = try conditions(of: node).map { condition -> Expr in
            switch condition {
            case let .test(value): value
            case let .binding(name, value): .optionalBinding(name, value)
            }
        }
        let blocks = node.namedChildren.filter { $0.kind == "statements" || $0.kind == "if_statement" }
        guard let then = blocks.first else { throw unsupported(node, "if") }
        var otherwise: [Stmt] = []
        if blocks.count > 1 {
            otherwise = blocks[1].kind == "if_statement" ? [try ifStatement(blocks[1])] : try statements(blocks[1])
        }
        return .ifElse(conjunction(conditions), then.kind == "statements" ? try statements(then) : [], otherwise)
    }

    private func conjunction(_ conditions: [Expr]) -> Expr {
        conditions.dropFirst().reduce(conditions.first ?? .literal(.bool(true))) { .binary("&&", $0, $1) }
    }

    /// The type `Self` names: the innermost type or extension around it (`extension A.B`
    /// names `B`). Its static members are the file's constants and functions by
    /// `Type.name`, so `Self.rowHeight` reads what `SectionIndexMath.rowHeight` does.
    private static func enclosingTypeName(of node: Node) -> String? {
        var current = node.parent
        while let ancestor = current {
            if ["class_declaration", "protocol_declaration"].contains(ancestor.kind), let name = ancestor.child(byField: "name") {
                return name.kind == "user_type" ? name.namedChildren.last { $0.kind == "type_identifier" }?.text : name.text
            }
            current = ancestor.parent
        }
        return nil
    }

    func expression(_ node: Node) throws(NotAnalyzable) -> Expr {
        // Operators, with what tree-sitter-swift attaches to them, are regrouped as Swift's
        // precedence says (SwiftOperators.swift).
        if Self.isOperatorChain(node) { return try operatorChain(node) }
        switch node.kind {
        case "integer_literal", "hex_literal":
            guard let value = Int64(node.text.replacingOccurrences(of: "_", with: ""), radix: node.kind == "hex_literal" ? 16 : 10)
                ?? Int64(node.text.dropFirst(2), radix: 16)
            else { throw unsupported(node, "number \(node.text)") }
            return .literal(.int(value, bits: 64))
        case "real_literal":
            guard let value = Double(node.text.replacingOccurrences(of: "_", with: "")) else { throw unsupported(node, "number") }
            return .literal(.double(value))
        case "boolean_literal":
            return .literal(.bool(node.text == "true"))
        case "self_expression":
            // `self.y`: the instance a method runs on, or the struct an `init` sets.
            return .name("self")
        case "simple_identifier":
            if node.text == "Self", let type = Self.enclosingTypeName(of: node) { return .name(type) }
            return node.text == "nil" ? .literal(.null) : .name(node.text)
        case "nil":
            return .literal(.null)
        case "line_string_literal":
            return try string(node)
        case "prefix_expression":
            // `.down`: the other prefixes are operator chains.
            guard let target = node.child(byField: "target") else { throw unsupported(node, "prefix") }
            // `.none` is an optional's nil (`o == .none`); it had been a text no value equals.
            return target.text == "none" ? .literal(.null) : .implicitMember(target.text)
        case "ternary_expression":
            return try ternary(node)
        case "switch_statement":
            // A `switch` as a value (Swift 5.9): each case is one expression.
            let (subject, arms) = try switchArms(
                node,
                body: { body throws(NotAnalyzable) -> Expr in
                    guard body.namedChildCount == 1, let only = body.namedChild(at: 0) else { throw self.unsupported(body, "a case with statements as a value") }
                    return try self.expression(only)
                },
                binding: { name, value in .bind(name, Branches.subject, value) })
            return try Branches.expression(arms, subject: subject, at: node.start.line)
        case "if_statement":
            return try ifValue(node)
        case "lambda_literal":
            // A closure passed as an argument: `firstIndex(where: { $0 > 1 })`.
            return .closure(try closure(node))
        case "as_expression" where node.namedChildren.first(where: { $0.kind == "as_operator" })?.text == "as":
            // A coercion (`"\(n)" as String`) is the value itself; `as?` and `as!` cast.
            guard let value = node.child(byField: "expr") else { throw unsupported(node, "as_expression") }
            return try expression(value)
        case "tuple_expression" where node.namedChildCount == 1:
            return try expression(node.namedChild(at: 0)!)
        case "tuple_expression" where node.child(byField: "name") == nil:
            // `(left, lhs.offset)`, compared element by element (`Interpreter.tupleOrder`).
            return .list(try node.namedChildren.map { item throws(NotAnalyzable) in try expression(item) })
        case "array_literal":
            // By their field: a `nil` item is an unnamed node (`[1, nil, 3]` had lost it).
            var items: [Expr] = []
            for item in node.childrenWithFields where item.field == "element" { items.append(try expression(item.node)) }
            // `[1, 2.5]` is a `[Double]`: a floating-point literal types the others.
            return .list(items.contains(where: SwiftFloatingContext.isFloatingLiteral) ? items.map(SwiftFloatingContext.floatingLiterals) : items)
        default:
            throw unsupported(node, node.kind)
        }
    }


    /// `\.name` as the only argument: a closure reading that member; `String.init` (also
    /// `Int.init`, `Double.init`): one making the type's value of its argument.
    func keyPathArgument(_ node: Node) throws(NotAnalyzable) -> Closure? {
        let arguments = node.firstNamed("call_suffix")?.firstNamed("value_arguments")?.namedChildren ?? []
        guard arguments.count == 1, let value = arguments[0].child(byField: "value"), value.kind == "navigation_expression" else { return nil }
        if let type = value.child(byField: "target"), ["String", "Int", "Double"].contains(type.text),
            value.child(byField: "suffix")?.child(byField: "suffix")?.text == "init", arguments[0].child(byField: "name") == nil
        {
            return Closure(parameters: ["$item"], body: [.expression(.call(receiver: nil, name: CallName(type.text), arguments: [Argument(label: nil, value: .name("$item"))], closure: nil))])
        }
        // tree-sitter-swift reads `\.element` as a navigation whose target is the bare `\`.
        guard value.child(byField: "target")?.kind == "key_path_expression" else { return nil }
        guard let member = value.child(byField: "suffix")?.child(byField: "suffix")?.text else { throw unsupported(value, "key path") }
        return Closure(parameters: ["$item"], body: [.expression(.member(.name("$item"), member))])
    }


    func suffixArguments(_ node: Node) throws(NotAnalyzable) -> [(label: String?, value: Expr)] {
        let arguments = node.firstNamed("call_suffix")?.firstNamed("value_arguments")?.namedChildren.filter { $0.kind == "value_argument" } ?? []
        var result: [(label: String?, value: Expr)] = []
        for argument in arguments {
            let label = argument.child(byField: "name")?.text
            guard let value = argument.child(byField: "value") else { throw unsupported(argument, "argument") }
            // An operator passed as a function is its bare token.
            result.append((label, value.isNamed ? try expression(value) : try operatorFunction(value)))
        }
        return result
    }

    /// An operator passed as a function (`sorted(by: >)`, `reduce(0, +)`): the closure
    /// `{ $0 op $1 }`.
    private func operatorFunction(_ token: Node) throws(NotAnalyzable) -> Expr {
        guard Self.precedence(token.text) != nil else { throw unsupported(token, token.text) }
        let (lhs, rhs) = ("$lhs", "$rhs")
        return .closure(Closure(parameters: [lhs, rhs], body: [.returnValue(.binary(Operator(token.text), .name(lhs), .name(rhs)))]))
    }

    func closure(_ lambda: Node) throws(NotAnalyzable) -> Closure {
        // `{ [k] in … }` copies `k` when the closure is made; the interpreter's closures
        // read it when they run (a later `k = 5` had changed the result).
        if let captures = lambda.child(byField: "captures") { throw unsupported(captures, "closure capture list") }
        let named = lambda.firstNamed("lambda_function_type")?.firstNamed("lambda_function_type_parameters")?.namedChildren
            .compactMap { $0.child(byField: "name")?.text }
        guard let body = lambda.firstNamed("statements") else { return Closure(parameters: named ?? [], body: []) }
        return Closure(parameters: named ?? Self.shorthandParameters(of: body), body: try statements(body))
    }

    /// The names of a tuple pattern of names (`(i, x)`, `(_, x)`: nil for `_`); nil for any
    /// other pattern.
    private static func tupleParts(_ pattern: Node) -> [String?]? {
        let parts = pattern.namedChildren
        guard parts.count >= 2, parts.allSatisfy({ $0.kind == "pattern" && $0.namedChildCount == 1 }) else { return nil }
        var names: [String?] = []
        for part in parts {
            guard let only = part.namedChild(at: 0), ["simple_identifier", "wildcard_pattern"].contains(only.kind) else { return nil }
            names.append(only.kind == "simple_identifier" ? only.text : nil)
        }
        return names
    }

    /// `$0` … `$n` for a closure whose body reads `$n` (not in a closure inside it): its
    /// parameters, so one tuple passed to `{ $0 + $1 }` is split, as Swift splits it
    /// (`zip(a, b).map { $0 + $1 }`).
    private static func shorthandParameters(of body: Node) -> [String] {
        var highest = -1
        body.walk(&highest) { highest, node, depth in
            if node.kind == "simple_identifier", node.text.hasPrefix("$"), let index = Int(node.text.dropFirst()) { highest = max(highest, index) }
            return node.kind != "lambda_literal"
        }
        return highest < 0 ? [] : (0...min(highest, 64)).map { "$\($0)" }
    }

    private func string(_ node: Node) throws(NotAnalyzable) -> Expr {
        var parts: [InterpolationPart] = []
        for child in node.namedChildren {
            if child.kind == "line_str_text" {
                parts.appendText(child.text)
            } else if child.kind == "str_escaped_char", let text = StringEscapes.decode(Substring(child.text), in: .swift) {
                parts.appendText(text)
            } else if child.kind == "interpolated_expression", let value = child.child(byField: "value") {
                let lowered = try expression(value)
                if let kind = describedByItsType(value, lowered) {
                    throw unsupported(value, "\(kind) in a string, which Swift writes as its type describes it (Optional(3), 1..<3, (1, 2), ReversedCollection<…>)")
                }
                parts.append(.value(lowered))
            } else {
                throw unsupported(child, "string part \(child.kind) \(child.text)")
            }
        }
        return parts.stringExpression
    }

    /// What an interpolated expression shows to be a value Swift writes otherwise than the
    /// interpreter's list or null reads: an Optional (`Optional(3)`), a range (`1..<3`), a
    /// tuple (`(1, 2)`), a lazy view (`ReversedCollection<…>(_base: …)`). Seen in its own
    /// syntax, in the type or value a name was declared with (`let o: Int? = x`, `let r =
    /// 0...n`), and in the result type of a function of the file (`-> Int?`). Nil for any other.
    private func describedByItsType(_ node: Node, _ value: Expr) -> String? {
        if node.kind == "tuple_expression" { return "a tuple" }
        if case let .name(name) = value.bare, node.kind == "simple_identifier" { return describedByItsDeclaration(name, at: node) }
        if case let .call(nil, name, _, _) = value.bare, let type = Self.resultType(ofFileFunction: name.text, at: node) {
            return Self.described(type: type)
        }
        return Self.describedBySyntax(value)
    }

    private func describedByItsDeclaration(_ name: String, at node: Node) -> String? {
        guard let declaration = SwiftDeclarations.declaration(of: name, at: node) else { return nil }
        if let type = SwiftDeclarations.type(of: declaration) { return Self.described(type: type) }
        guard let value = declaration.child(byField: "value"), let lowered = try? expression(value) else { return nil }
        return describedByItsType(value, lowered)
    }

    /// A written type whose values Swift writes as such (see `describedByItsType`).
    private static func described(type: String) -> String? {
        if type.contains("?") { return "an Optional (\(type))" }
        if type.hasPrefix("(") { return "a tuple (\(type))" }
        if ["Range<", "ClosedRange<", "StrideTo<", "StrideThrough<"].contains(where: type.hasPrefix) { return "a range (\(type))" }
        return nil
    }

    /// The result type of the file's function a free call of `name` calls, when it is
    /// declared with one (see `SwiftDeclarations.function`).
    private static func resultType(ofFileFunction name: String, at node: Node) -> String? {
        SwiftDeclarations.function(named: name, at: node).flatMap(returnType(of:))
    }

    private static func describedBySyntax(_ value: Expr) -> String? {
        switch value.bare {
        case .range: return "a range"
        case let .bind(name, _, _) where name == "$optional": return "an optional chain"
        case let .member(_, name) where ["first", "last"].contains(name): return "an Optional (\(name))"
        case let .member(_, name) where ["indices", "lazy"].contains(name): return "a view (\(name))"
        case let .call(receiver, name, _, _):
            // `Swift.min(a, b)` is the free function.
            if case .name("Swift")? = receiver?.bare { return nil }
            if receiver != nil, Self.optionalMethods.contains(name.text) { return "an Optional (\(name.text))" }
            if receiver != nil, ["reversed", "enumerated"].contains(name.text) { return "a view (\(name.text)())" }
            if receiver == nil, ["Optional", "zip", "stride"].contains(name.text) { return "a \(name.text) value" }
            return nil
        default: return nil
        }
    }

    /// Methods of Swift's collections that give an Optional.
    private static let optionalMethods: Set<String> = ["first", "last", "max", "min", "firstIndex", "lastIndex", "randomElement", "popLast"]

    func unsupported(_ node: Node, _ construct: String) -> NotAnalyzable {
        NotAnalyzable(construct, at: node)
    }
}

extension Node {
    func firstNamed(_ kind: String) -> Node? {
        namedChildren.first { $0.kind == kind }
    }
}
