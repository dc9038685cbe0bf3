/// Runs lowered code with a platform's semantics, a step budget and a recursion limit,
/// so an extracted `while true {}` ends as "not analyzable: step limit", quickly. It
/// does no I/O: interpreted code can only compute.
public final class Interpreter {
    public let semantics: Semantics
    private var steps = 0
    private let stepLimit: Int
    private var depth = 0
    private let depthLimit = 64
    /// Top-level names the code reads (constants of its file), by name.
    private let globals: Scope
    /// A struct's stored properties while its methods run (`runStateful`).
    private var state: Scope?

    public init(semantics: Semantics, globals: [String: RValue] = [:], stepLimit: Int = 200_000) {
        self.semantics = semantics
        self.stepLimit = stepLimit
        self.globals = Scope(parent: nil)
        for (name, value) in globals { self.globals.values[name] = .value(value) }
    }

    /// Calls a lowered function with positional arguments.
    public func call(_ function: Closure, _ arguments: [RValue]) throws(RuntimeFailure) -> RValue {
        steps = 0
        return try invoke(Callable(closure: function, scope: globals), arguments)
    }

    /// Evaluates an expression with names bound.
    public func evaluate(_ expression: Expr, bindings: [String: RValue]) throws(RuntimeFailure) -> RValue {
        steps = 0
        let scope = Scope(parent: globals)
        for (name, value) in bindings { scope.values[name] = .value(value) }
        return try evaluate(expression, in: scope)
    }

    /// Runs statements with names bound until `output` is declared; returns its value.
    public func run(_ body: [Stmt], bindings: [String: RValue], output: String) throws(RuntimeFailure) -> RValue {
        steps = 0
        let scope = Scope(parent: globals)
        for (name, value) in bindings { scope.values[name] = .value(value) }
        do {
            _ = try execute(body, in: scope, stopAt: output)
        } catch let stop as OutputReached {
            return stop.value
        } catch let failure as RuntimeFailure {
            throw failure
        } catch {
            throw RuntimeFailure(message: "\(error)")
        }
        throw RuntimeFailure(message: "the output '\(output)' is never declared")
    }

    /// Runs a struct's methods in turn on one instance: `fields` are the stored properties
    /// with their initial values; after each call, `observe` is read from the instance.
    public func runStateful(
        fields: [(String, Expr)], methods: [(String, Closure)], calls: [(method: String, arguments: [RValue])], observe: String
    ) throws(RuntimeFailure) -> [RValue] {
        steps = 0
        let instance = Scope(parent: globals)
        state = instance
        defer { state = nil }
        for (name, initial) in fields { instance.values[name] = .value(try evaluate(initial, in: instance)) }
        for (name, method) in methods { instance.values[name] = .function(Callable(closure: method, scope: instance)) }
        var observed: [RValue] = []
        for call in calls {
            guard case let .function(method)? = instance.values[call.method] else {
                throw RuntimeFailure(message: "not analyzable: no method '\(call.method)'")
            }
            _ = try invoke(method, call.arguments)
            guard case let .value(value)? = instance.values[observe] else { throw RuntimeFailure(message: "not analyzable: no field '\(observe)'") }
            observed.append(value)
        }
        return observed
    }

    // MARK: Scopes and callables

    final class Scope {
        enum Entry {
            case value(RValue)
            case function(Callable)
        }

        let parent: Scope?
        var values: [String: Entry] = [:]

        init(parent: Scope?) {
            self.parent = parent
        }

        func lookup(_ name: String) -> Entry? {
            values[name] ?? parent?.lookup(name)
        }

        func assign(_ name: String, _ value: RValue) -> Bool {
            if values[name] != nil {
                values[name] = .value(value)
                return true
            }
            return parent?.assign(name, value) ?? false
        }
    }

    struct Callable {
        let closure: Closure
        let scope: Scope
    }

    private enum Flow {
        case next
        case returned(RValue)
    }

    private struct OutputReached: Error {
        let value: RValue
    }

    private func tick() throws(RuntimeFailure) {
        steps += 1
        if steps > stepLimit { throw RuntimeFailure(message: "not analyzable: step limit") }
    }

    private func invoke(_ callable: Callable, _ arguments: [RValue]) throws(RuntimeFailure) -> RValue {
        depth += 1
        defer { depth -= 1 }
        guard depth < depthLimit else { throw RuntimeFailure(message: "not analyzable: recursion limit") }
        let scope = Scope(parent: callable.scope)
        for (index, name) in callable.closure.parameters.enumerated() {
            scope.values[name] = .value(index < arguments.count ? arguments[index] : .null)
        }
        if callable.closure.parameters.isEmpty, let first = arguments.first {
            scope.values["it"] = .value(first)
            scope.values["$0"] = .value(first)
        }
        let body = callable.closure.body
        // A single expression is the closure's value (`{ it * 2 }`, `= letters[i]`).
        if body.count == 1, case let .expression(expression) = body[0] { return try evaluate(expression, in: scope) }
        do {
            if case let .returned(value) = try execute(body, in: scope, stopAt: nil) { return value }
        } catch let failure as RuntimeFailure {
            throw failure
        } catch {
            throw RuntimeFailure(message: "\(error)")
        }
        return .null
    }

    // MARK: Statements

    /// Runs a block, then its `defer` blocks in reverse order (after the returned value
    /// is computed, as Swift does).
    private func execute(_ statements: [Stmt], in scope: Scope, stopAt output: String?) throws -> Flow {
        var deferred: [[Stmt]] = []
        let flow = try execute(statements, in: scope, stopAt: output, deferring: &deferred)
        for block in deferred.reversed() { _ = try execute(block, in: Scope(parent: scope), stopAt: nil) }
        return flow
    }

    private func execute(_ statements: [Stmt], in scope: Scope, stopAt output: String?, deferring deferred: inout [[Stmt]]) throws
        -> Flow
    {
        for statement in statements {
            try tick()
            switch statement {
            case let .deferred(block):
                deferred.append(block)
            case let .declare(name, expression):
                let value = try evaluate(expression, in: scope)
                scope.values[name] = .value(value)
                if name == output { throw OutputReached(value: value) }
            case let .assign(name, op, expression):
                var value = try evaluate(expression, in: scope)
                if op != "=" {
                    let lookup = name.hasPrefix("self.") ? state?.lookup(String(name.dropFirst(5))) : scope.lookup(name)
                guard case let .value(current)? = lookup else { throw RuntimeFailure(message: "\(name) is not defined") }
                    value = try Numbers.binary(String(op.dropLast()), current, value)
                }
                if name.hasPrefix("self."), let state {
                    // `self.atEnd = atEnd`: the stored property, not the parameter.
                    state.values[String(name.dropFirst(5))] = .value(value)
                } else {
                    // Writes to names outside the algorithm (UI state) are ignored.
                    _ = scope.assign(name, value)
                }
            case let .ifElse(condition, then, otherwise):
                let branch = try truth(try evaluate(condition, in: scope)) ? then : otherwise
                if case let .returned(value) = try execute(branch, in: Scope(parent: scope), stopAt: output) { return .returned(value) }
            case let .guardElse(condition, otherwise):
                if !(try truth(try evaluate(condition, in: scope))) {
                    if case let .returned(value) = try execute(otherwise, in: Scope(parent: scope), stopAt: output) {
                        return .returned(value)
                    }
                    throw RuntimeFailure(message: "guard's else did not leave")
                }
            case let .returnValue(expression):
                return .returned(try expression.map { try evaluate($0, in: scope) } ?? .null)
            case let .forIn(name, sequence, body):
                guard case let .list(items) = try evaluate(sequence, in: scope) else { throw RuntimeFailure(message: "for over a non-list") }
                for item in items {
                    let inner = Scope(parent: scope)
                    inner.values[name] = .value(item)
                    if case let .returned(value) = try execute(body, in: inner, stopAt: output) { return .returned(value) }
                }
            case let .whileLoop(condition, body):
                while try truth(try evaluate(condition, in: scope)) {
                    try tick()
                    if case let .returned(value) = try execute(body, in: Scope(parent: scope), stopAt: output) { return .returned(value) }
                }
            case let .expression(expression):
                _ = try evaluate(expression, in: scope)
            case let .function(name, closure):
                scope.values[name] = .function(Callable(closure: closure, scope: scope))
            case let .sequence(inner):
                if case let .returned(value) = try execute(inner, in: scope, stopAt: output, deferring: &deferred) {
                    return .returned(value)
                }
            }
        }
        return .next
    }

    private func truth(_ value: RValue) throws(RuntimeFailure) -> Bool {
        guard case let .bool(flag) = value else { throw RuntimeFailure(message: "condition is \(value), not a Boolean") }
        return flag
    }

    // MARK: Expressions

    func evaluate(_ expression: Expr, in scope: Scope) throws(RuntimeFailure) -> RValue {
        try tick()
        switch expression {
        case let .literal(value):
            return value
        case let .name(name):
            switch scope.lookup(name) {
            case let .value(value)?: return value
            case .function?: throw RuntimeFailure(message: "\(name) is a function")
            case nil: throw RuntimeFailure(message: "not analyzable: unbound name '\(name)'")
            }
        case let .member(.name("self"), name) where state != nil:
            guard case let .value(value)? = state?.lookup(name) else { throw RuntimeFailure(message: "self.\(name) is not defined") }
            return value
        case let .member(base, name):
            // A type's constant (`SectionIndexSpec.rowHeight`) is a global by its qualified name.
            if case let .name(type) = base, scope.lookup(type) == nil, case let .value(value)? = scope.lookup("\(type).\(name)") {
                return value
            }
            return try Builtins.member(try evaluate(base, in: scope), name, semantics: semantics)
        case let .subscriptAccess(base, index):
            return try Builtins.element(try evaluate(base, in: scope), try evaluate(index, in: scope), semantics: semantics)
        case let .call(receiver, name, arguments, closure):
            return try call(receiver: receiver, name: name, arguments: arguments, closure: closure, in: scope)
        case let .unary(op, operand):
            let value = try evaluate(operand, in: scope)
            switch (op, value) {
            case ("!", .bool(let flag)): return .bool(!flag)
            case ("-", _): return try Numbers.binary("-", Numbers.same(as: value, 0), value)
            case ("+", _): return value
            default: throw RuntimeFailure(message: "unary \(op) on \(value)")
            }
        case let .binary(op, lhs, rhs):
            return try binary(op, lhs, rhs, in: scope)
        case let .conditional(condition, then, otherwise):
            return try evaluate(try truth(try evaluate(condition, in: scope)) ? then : otherwise, in: scope)
        case let .list(items):
            var values: [RValue] = []
            for item in items { values.append(try evaluate(item, in: scope)) }
            return .list(values)
        case let .interpolation(parts):
            var text = ""
            for part in parts {
                switch part {
                case let .text(literal): text += literal
                case let .value(inner): text += Builtins.text(try evaluate(inner, in: scope))
                }
            }
            return .string(text)
        case let .range(start, end, inclusive):
            guard case let .int(from, bits) = try evaluate(start, in: scope), case let .int(to, _) = try evaluate(end, in: scope) else {
                throw RuntimeFailure(message: "range of non-integers")
            }
            let last = inclusive ? to : to - 1
            guard last >= from else {
                if to < from { throw RuntimeFailure(message: "range with upper bound below lower bound") }
                return .list([])
            }
            guard last - from < 1_000_000 else { throw RuntimeFailure(message: "not analyzable: range too large") }
            return .list((from...last).map { .int($0, bits: bits) })
        case let .implicitMember(name):
            return .string("." + name)
        }
    }

    private func binary(_ op: String, _ lhs: Expr, _ rhs: Expr, in scope: Scope) throws(RuntimeFailure) -> RValue {
        switch op {
        case "&&":
            guard try truth(try evaluate(lhs, in: scope)) else { return .bool(false) }
            return .bool(try truth(try evaluate(rhs, in: scope)))
        case "||":
            if try truth(try evaluate(lhs, in: scope)) { return .bool(true) }
            return .bool(try truth(try evaluate(rhs, in: scope)))
        case "??", "?:":
            let left = try evaluate(lhs, in: scope)
            return left == .null ? try evaluate(rhs, in: scope) : left
        default:
            let left = try evaluate(lhs, in: scope)
            let right = try evaluate(rhs, in: scope)
            if op == "==" || op == "!=" || op == "===" || op == "!==", !(left.isNumber && right.isNumber) {
                return .bool((left == right) == (op == "==" || op == "==="))
            }
            if op == "+", case let .string(a) = left { return .string(a + Builtins.text(right)) }
            if op == "+", case let .list(a) = left {
                if case let .list(b) = right { return .list(a + b) }
                return .list(a + [right])
            }
            if op == "/", semantics == .javascript { return try Numbers.binary("/", .double(left.asDouble ?? .nan), right) }
            return try Numbers.binary(op, left, right)
        }
    }

    private func call(receiver: Expr?, name: String, arguments: [Argument], closure: Closure?, in scope: Scope) throws(RuntimeFailure)
        -> RValue
    {
        var values: [RValue] = []
        var labels: [String?] = []
        let closures: [Callable] = closure.map { [Callable(closure: $0, scope: scope)] } ?? []
        for argument in arguments {
            labels.append(argument.label)
            values.append(try evaluate(argument.value, in: scope))
        }
        if receiver == nil, case let .function(callable)? = scope.lookup(name) {
            return try invoke(callable, values)
        }
        // `list.append(x)` / `list.add(x)` change the local list itself.
        if case let .name(variable)? = receiver, ["append", "add"].contains(name), values.count == 1,
            case let .value(.list(items))? = scope.lookup(variable)
        {
            _ = scope.assign(variable, .list(items + values))
            return semantics == .kotlin ? .bool(true) : .null
        }
        // JavaScript's `Math.round(x)` and friends are free functions named `Math.round`.
        if case let .name(object)? = receiver, object == "Math", scope.lookup(object) == nil {
            return try Builtins.call("Math." + name, on: nil, arguments: values, labels: labels, closure: nil, semantics: semantics)
        }
        var base: RValue?
        if let receiver { base = try evaluate(receiver, in: scope) }
        let apply: (RValue, [RValue]) throws(RuntimeFailure) -> RValue = { [unowned self] (_: RValue, args: [RValue]) throws(RuntimeFailure) -> RValue in
            guard let function = closures.first else { throw RuntimeFailure(message: "\(name) needs a closure") }
            return try self.invoke(function, args)
        }
        return try Builtins.call(
            name, on: base, arguments: values, labels: labels, closure: closures.isEmpty ? nil : apply, semantics: semantics)
    }
}
