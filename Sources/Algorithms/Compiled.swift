/// Lowered code compiled once into Swift closures, which the interpreter calls.
///
/// Walking the IR at every step unpacked each enum case's payload again (a retain and a
/// release per sub-expression, a string built for every qualified name) on every input
/// of every run: an algorithm runs hundreds of times a check. A compiled expression has
/// unpacked its case once, when it was lowered; running it is a call. What each step does,
/// and the steps it counts (the budgets that decide verdicts), are the IR's, unchanged.
public struct CompiledExpression: Sendable {
    public let expression: Expr
    let run: ExpressionCode

    public init(_ expression: Expr) {
        self.expression = expression
        run = Interpreter.compile(expression)
    }
}

/// Statements compiled once (see `CompiledExpression`), with what the interpreter asks of
/// a block before it runs it. A class: a block is passed around at every statement that
/// runs one, and a reference is one retain where the struct was four.
public final class CompiledBlock: Sendable {
    public let statements: [Stmt]
    let code: [StatementCode]
    /// Whether running the block binds a name in the scope it runs in: a block that does
    /// not runs in the enclosing scope (one allocation fewer).
    let bindsNames: Bool
    /// A body of one expression (`{ it * 2 }`): its value is the closure's value.
    let value: (site: Site?, code: ExpressionCode)?

    public init(_ statements: [Stmt]) {
        self.statements = statements
        code = statements.map { Interpreter.compile($0) }
        bindsNames = Self.bindsNames(statements)
        if statements.count == 1, case let .expression(expression) = statements[0].bare {
            var site: Site?
            if case let .at(outer, _) = statements[0] { site = outer }
            value = (site, Interpreter.compile(expression))
        } else {
            value = nil
        }
    }

    private static func bindsNames(_ statements: [Stmt]) -> Bool {
        statements.contains { statement in
            switch statement.bare {
            case .declare, .function: true
            case let .sequence(inner): bindsNames(inner)
            default: false
            }
        }
    }
}

typealias ExpressionCode = @Sendable (Interpreter, Interpreter.Scope) throws(RuntimeFailure) -> RValue
/// A statement: it may also return from its function, or reach the run's output (thrown).
typealias StatementCode = @Sendable (Interpreter, Interpreter.Scope, inout Interpreter.Frame) throws -> Interpreter.Flow

// MARK: Statements

extension Interpreter {
    /// Every statement first counts a step, as every expression does. `label`: a loop's,
    /// which jumps may name.
    static func compile(_ statement: Stmt, label: String? = nil) -> StatementCode {
        switch statement {
        case let .labeled(name, loop):
            return compile(loop, label: name)
        case let .jump(jump):
            return { interpreter, _, _ in
                try interpreter.tick()
                return .jumped(jump)
            }
        case let .deferred(statements):
            let block = CompiledBlock(statements)
            return { interpreter, _, frame in
                try interpreter.tick()
                frame.deferred.append(block)
                return .next
            }
        case let .at(site, inner):
            // A branch point is counted at its own statement, not at one inside it.
            let code = compile(inner, label: label)
            return { interpreter, scope, frame in
                try interpreter.tick()
                let enclosing = interpreter.trace?.position
                interpreter.trace?.visit(site)
                defer { interpreter.trace?.position = enclosing }
                do {
                    return try code(interpreter, scope, &frame)
                } catch let failure as RuntimeFailure {
                    interpreter.trace?.failed(at: site)
                    throw failure
                }
            }
        case let .declare(name, expression):
            return compileDeclaration(name, expression)
        case let .assign(target, op, expression):
            return compileAssignment(target, op, expression)
        case let .ifElse(condition, then, otherwise):
            return compileBranch(condition, then: CompiledBlock(then), otherwise: CompiledBlock(otherwise))
        case let .guardElse(condition, otherwise):
            return compileGuard(condition, otherwise: CompiledBlock(otherwise))
        case let .returnValue(expression):
            let value = expression.map(compile)
            return { interpreter, scope, _ in
                try interpreter.tick()
                return .returned(try value?(interpreter, scope) ?? .null)
            }
        case let .forIn(name, sequence, body):
            return compileLoop(over: sequence, as: name, body: CompiledBlock(body), label: label)
        case let .whileLoop(condition, body):
            return compileLoop(while: condition, body: CompiledBlock(body), label: label)
        case let .expression(expression):
            let value = compile(expression)
            return { interpreter, scope, _ in
                try interpreter.tick()
                _ = try value(interpreter, scope)
                return .next
            }
        case let .function(name, closure):
            return { interpreter, scope, _ in
                try interpreter.tick()
                interpreter.bindFunction(name, closure, in: scope)
                return .next
            }
        case let .sequence(inner):
            // A label on a sequence names its last statement: the loop a lowering writes
            // after what sets it up (`Stmt.postTestedLoop`'s flag).
            let code = inner.enumerated().map { compile($1, label: $0 == inner.count - 1 ? label : nil) }
            return { interpreter, scope, frame in
                try interpreter.tick()
                return try interpreter.execute(code, in: scope, frame: &frame)
            }
        }
    }

    private static func compileDeclaration(_ name: String, _ expression: Expr) -> StatementCode {
        let value = compile(expression)
        return { interpreter, scope, frame in
            try interpreter.tick()
            let result = try value(interpreter, scope)
            scope.define(name, .value(result))
            interpreter.trace?.declare(name, result)
            if name == frame.output { throw OutputReached(value: result) }
            return .next
        }
    }

    private static func compileAssignment(_ target: AssignTarget, _ op: AssignmentOperator, _ expression: Expr) -> StatementCode {
        let value = compile(expression)
        let combining = op.combining
        // `x += 1` reads the target first.
        let current: ExpressionCode? =
            switch (combining, target) {
            case (nil, _): nil
            case let (_, .name(name)): compile(.name(name))
            case let (_, .field(base, field)): compile(.member(.name(base), field))
            }
        let local: String? = if case let .name(name) = target { name } else { nil }
        return { interpreter, scope, _ in
            try interpreter.tick()
            var result = try value(interpreter, scope)
            if let combining, let current {
                let before = try current(interpreter, scope)
                if interpreter.semantics == .kotlin, before.isList, let local, !interpreter.unsharedLists.contains(local) {
                    throw RuntimeFailure(message: "not analyzable: \(op) on '\(local)', a list another name may hold or the code iterates (Kotlin changes the list they share; the interpreter copies it)")
                }
                result = try interpreter.combine(combining, before, result)
            }
            try interpreter.write(target, result, in: scope)
            if let local { interpreter.trace?.declare(local, result, assigned: true) }
            return .next
        }
    }

    private static func compileBranch(_ condition: Expr, then: CompiledBlock, otherwise: CompiledBlock) -> StatementCode {
        let test = compile(condition)
        if condition.bindsOptional {
            // `if let x = f() { … }`: the names bound are the `then` branch's alone.
            return { interpreter, scope, frame in
                try interpreter.tick()
                let bound = Scope(parent: scope)
                if try interpreter.decide(test, in: bound) { return try interpreter.execute(then, in: bound, stopAt: frame.output) }
                return try interpreter.execute(otherwise, in: interpreter.blockScope(otherwise, in: scope), stopAt: frame.output)
            }
        }
        return { interpreter, scope, frame in
            try interpreter.tick()
            let branch = try interpreter.decide(test, in: scope) ? then : otherwise
            return try interpreter.execute(branch, in: interpreter.blockScope(branch, in: scope), stopAt: frame.output)
        }
    }

    private static func compileGuard(_ condition: Expr, otherwise: CompiledBlock) -> StatementCode {
        let test = compile(condition)
        return { interpreter, scope, frame in
            try interpreter.tick()
            guard try interpreter.decide(test, in: scope) else {
                let flow = try interpreter.execute(otherwise, in: interpreter.blockScope(otherwise, in: scope), stopAt: frame.output)
                if case .next = flow { throw RuntimeFailure(message: "guard's else did not leave") }
                return flow
            }
            return .next
        }
    }

    private static func compileLoop(over sequence: Expr, as name: String, body: CompiledBlock, label: String?) -> StatementCode {
        let values = compile(sequence)
        return { interpreter, scope, frame in
            try interpreter.tick()
            let iterable = try values(interpreter, scope)
            guard let items = interpreter.iterated(iterable) else { throw RuntimeFailure(message: "not analyzable: for over a non-list") }
            _ = interpreter.trace?.branch(!items.isEmpty)
            for item in items {
                let inner = Scope(parent: scope)
                inner.define(name, .value(item))
                let flow = try interpreter.execute(body, in: inner, stopAt: frame.output)
                if interpreter.setChanged(iterable, from: items) {
                    throw RuntimeFailure(message: "not analyzable: a Set changed while it is iterated")
                }
                switch LoopStep(after: flow, label: label) {
                case .nextIteration: continue
                case .exit: return .next
                case .leave: return flow
                }
            }
            return .next
        }
    }

    private static func compileLoop(while condition: Expr, body: CompiledBlock, label: String?) -> StatementCode {
        let test = compile(condition)
        return { interpreter, scope, frame in
            try interpreter.tick()
            while try interpreter.truth(try test(interpreter, scope)) {
                _ = interpreter.trace?.branch(true)
                try interpreter.tick()
                let flow = try interpreter.execute(body, in: interpreter.blockScope(body, in: scope), stopAt: frame.output)
                switch LoopStep(after: flow, label: label) {
                case .nextIteration: continue
                case .exit: return .next
                case .leave: return flow
                }
            }
            _ = interpreter.trace?.branch(false)
            return .next
        }
    }

    /// What a loop does after its body ran: go on, stop (a `break` of it), or leave with
    /// the flow (a return, or a jump naming an outer loop).
    private enum LoopStep {
        case nextIteration, exit, leave

        init(after flow: Flow, label: String?) {
            switch flow {
            case .next: self = .nextIteration
            case .returned: self = .leave
            case let .jumped(jump):
                guard jump.label == nil || jump.label == label else {
                    self = .leave
                    return
                }
                self = jump.isBreak ? .exit : .nextIteration
            }
        }
    }
}

// MARK: Expressions

extension Interpreter {
    /// Every expression first counts a step.
    static func compile(_ expression: Expr) -> ExpressionCode {
        switch expression {
        case let .literal(value):
            return { interpreter, _ in
                try interpreter.tick()
                return value
            }
        case let .name(name):
            return { (interpreter: Interpreter, scope: Scope) throws(RuntimeFailure) -> RValue in
                try interpreter.tick()
                guard let entry = scope.lookup(name) else { throw RuntimeFailure.unbound(name) }
                return try interpreter.resolved(entry)
            }
        case let .member(base, name):
            return compileMember(base, name)
        case let .subscriptAccess(base, index):
            let (container, position) = (compile(base), compile(index))
            return { interpreter, scope in
                try interpreter.tick()
                return try Builtins.element(
                    try container(interpreter, scope), try position(interpreter, scope), semantics: interpreter.semantics)
            }
        case let .call(receiver, name, arguments, closure):
            return compileCall(receiver: receiver, name: name, arguments: arguments, closure: closure)
        case let .unary(op, operand):
            let value = compile(operand)
            return { interpreter, scope in
                try interpreter.tick()
                return try interpreter.unary(op, try value(interpreter, scope))
            }
        case let .binary(op, lhs, rhs):
            return compileBinary(op, compile(lhs), compile(rhs))
        case let .conditional(condition, then, otherwise):
            let (test, thenValue, elseValue) = (compile(condition), compile(then), compile(otherwise))
            return { interpreter, scope in
                try interpreter.tick()
                return try (interpreter.decide(test, in: scope) ? thenValue : elseValue)(interpreter, scope)
            }
        case let .at(site, inner):
            let value = compile(inner)
            return { interpreter, scope in
                try interpreter.tick()
                let enclosing = interpreter.trace?.position
                interpreter.trace?.visit(site)
                defer { interpreter.trace?.position = enclosing }
                return try value(interpreter, scope)
            }
        case let .list(items):
            let values = items.map(compile)
            return { interpreter, scope in
                try interpreter.tick()
                return try interpreter.list(try interpreter.values(values, in: scope))
            }
        case let .interpolation(parts):
            return compileInterpolation(parts)
        case let .range(start, end, inclusive):
            let (from, to) = (compile(start), compile(end))
            return { interpreter, scope in
                try interpreter.tick()
                return try interpreter.range(try from(interpreter, scope), try to(interpreter, scope), inclusive: inclusive)
            }
        case let .implicitMember(name):
            let value = RValue.string("." + name)
            return { interpreter, _ in
                try interpreter.tick()
                return value
            }
        case let .optionalBinding(name, value):
            let bound = compile(value)
            return { interpreter, scope in
                try interpreter.tick()
                let result = try bound(interpreter, scope)
                if case .null = result { return .bool(false) }
                scope.define(name, .value(result))
                interpreter.trace?.declare(name, result)
                return .bool(true)
            }
        case let .bind(name, value, body):
            let (bound, result) = (compile(value), compile(body))
            return { interpreter, scope in
                try interpreter.tick()
                let inner = Scope(parent: scope)
                inner.define(name, .value(try bound(interpreter, scope)))
                return try result(interpreter, inner)
            }
        case let .closure(closure):
            return { interpreter, scope in
                try interpreter.tick()
                return try interpreter.reference(to: Callable(closure: closure, scope: scope))
            }
        case let .record(type, fields):
            let values = fields.map { ($0.0, compile($0.1)) }
            return { interpreter, scope in
                try interpreter.tick()
                var record = RecordFields()
                for (name, value) in values { record[name] = try value(interpreter, scope) }
                return .record(type, record)
            }
        case let .construct(type, arguments):
            let values = arguments.map(compile)
            return { interpreter, scope in
                try interpreter.tick()
                return try interpreter.construct(type, try interpreter.values(values, in: scope))
            }
        case let .trap(message):
            return { (interpreter: Interpreter, _: Scope) throws(RuntimeFailure) -> RValue in
                try interpreter.tick()
                throw RuntimeFailure.trap(message)
            }
        case let .unsupported(reason):
            return { (interpreter: Interpreter, _: Scope) throws(RuntimeFailure) -> RValue in
                try interpreter.tick()
                throw RuntimeFailure(message: "not analyzable: \(reason.construct) (line \(reason.line))")
            }
        }
    }

    /// `base.name`. A base that is a bare name is looked up once; a type's constant
    /// (`SectionIndexSpec.rowHeight`, or through nested types `Toast.Metrics.duration`,
    /// which had read `Toast` as an unbound name) is a global by its qualified name;
    /// JavaScript's `Object.is`, passed as a value (a store's equality), is a function.
    private static func compileMember(_ base: Expr, _ name: String) -> ExpressionCode {
        let value = compile(base)
        guard let types = typePath(base) else {
            return { interpreter, scope in
                try interpreter.tick()
                return try interpreter.member(of: try value(interpreter, scope), name)
            }
        }
        let root = types[0]
        // Through nested types, only the whole path: `Metrics.step` of another type (or of
        // none) is not `Toast.Metrics.step`.
        let qualified = (types + [name]).joined(separator: ".")
        let library = "\(types[types.count - 1]).\(name)"
        let isObjectIs = types == ["Object"] && name == "is"
        return { interpreter, scope in
            try interpreter.tick()
            if types.count == 1, let entry = scope.lookup(root) {
                // The base, looked up once, counted as the step evaluating it counts:
                // step budgets decide verdicts.
                try interpreter.tick()
                return try interpreter.member(of: try interpreter.resolved(entry), name)
            }
            if types.count > 1, scope.lookup(root) != nil { return try interpreter.member(of: try value(interpreter, scope), name) }
            if isObjectIs { return try interpreter.reference(to: Callable(closure: objectIs, scope: interpreter.globals)) }
            if case let .value(constant)? = scope.lookup(qualified) { return constant }
            if let constant = Builtins.typeConstant(library, semantics: interpreter.semantics) { return constant }
            return try interpreter.member(of: try value(interpreter, scope), name)
        }
    }

    /// The names of a base that may be a type's path (`Toast`, `Toast.Metrics`), or nil.
    private static func typePath(_ base: Expr) -> [String]? {
        switch base {
        case let .name(name): return [name]
        case let .member(inner, name): return typePath(inner).map { $0 + [name] }
        default: return nil
        }
    }

    /// `Object.is` as a function value: `(a, b) => Object.is(a, b)`.
    private static let objectIs = Closure(
        parameters: ["a", "b"],
        body: [.expression(.call(receiver: .name("Object"), name: "is", arguments: ["a", "b"].map { Argument(label: nil, value: .name($0)) }, closure: nil))])

    private static func compileBinary(_ op: Operator, _ lhs: @escaping ExpressionCode, _ rhs: @escaping ExpressionCode) -> ExpressionCode {
        if op.isShortCircuit {
            return { interpreter, scope in
                try interpreter.tick()
                return try interpreter.shortCircuit(op, lhs, rhs, in: scope)
            }
        }
        let isComparison = op.isComparison
        return { interpreter, scope in
            try interpreter.tick()
            let left = try lhs(interpreter, scope)
            let right = try rhs(interpreter, scope)
            if isComparison, let trace = interpreter.trace, trace.recordsBoundaries { trace.compared(left, right) }
            return try interpreter.combine(op, left, right)
        }
    }

    private static func compileInterpolation(_ parts: [InterpolationPart]) -> ExpressionCode {
        let pieces: [(text: String, value: ExpressionCode?)] = parts.map { part in
            switch part {
            case let .text(literal): (literal, nil)
            case let .value(inner): ("", compile(inner))
            }
        }
        return { (interpreter: Interpreter, scope: Scope) throws(RuntimeFailure) -> RValue in
            try interpreter.tick()
            var text = ""
            for piece in pieces {
                if let value = piece.value {
                    text += try Builtins.text(try value(interpreter, scope), interpreter.semantics)
                } else {
                    text += piece.text
                }
                // Refused below: a piece at a time, not once a thousand pieces are made.
                if text.utf8.count > Interpreter.sizeLimit { break }
            }
            try interpreter.charge(made: text.utf8.count, in: .bytes)
            return .string(text)
        }
    }
}

// MARK: Calls

extension Interpreter {
    /// A call: of a function the code binds, of a library function (free, namespaced as
    /// `Math.round`, or module-qualified as `Swift.min`), or of a method on its receiver.
    /// What the call's shape decides is decided here, once; what depends on the names
    /// bound when it runs is decided then.
    private static func compileCall(receiver: Expr?, name: CallName, arguments: [Argument], closure: Closure?) -> ExpressionCode {
        let values = arguments.map { compile($0.value) }
        // JavaScript's spread arguments (`f(...xs)`) are placed, as items, when the call runs.
        let spreads = arguments.contains { $0.label == TypeScriptLowering.spreadLabel }
        let labels = spreads ? [] : arguments.map(\.label)
        // A function of the code binds named arguments by name (none: by position).
        let named = labels.contains { $0 != nil } ? labels : []
        let spreadLabels = spreads ? arguments.map(\.label) : []
        let base: ExpressionCode? = receiver.map { compile($0) }
        // `list.append(x)` / `list.add(x)` / `list.push(x)` change the local list itself.
        let appendedList: String? =
            if arguments.count == 1, name.library?.appendsInPlace == true, case let .name(variable)? = receiver { variable } else { nil }
        // JavaScript's `Math.round(x)` and `Object.is(a, b)` are free functions named so.
        let namespace: (name: String, function: CallName)? =
            if case let .name(space)? = receiver, Builtins.namespaces.contains(space) { (space, CallName(space + "." + name.text)) } else { nil }
        // A free function written with its module (`Swift.min`, `kotlin.math.floor`).
        let module = receiver.flatMap { moduleRoot(of: $0, calling: name) }
        // A type's static function (`Math.capacity(h)`), bound by its path.
        let typeFunction: (type: String, path: String)? = if case let .name(type)? = receiver { (type, type + "." + name.text) } else { nil }
        return { interpreter, scope in
            try interpreter.tick()
            if !interpreter.effects.isEmpty, interpreter.effects.contains(name.text) { return .null }
            var arguments = try interpreter.values(values, in: scope)
            if spreads { arguments = try ListFunctions.spreading(interpreter.spreadingSets(arguments, labels: spreadLabels), labels: spreadLabels) }
            let trailing = closure.map { Callable(closure: $0, scope: scope) }
            if base == nil {
                switch scope.lookup(name.text) {
                case let .function(callable)?: return try interpreter.invoke(callable, arguments, labels: named)
                case let .value(.reference(id))?: return try interpreter.invoke(try interpreter.function(at: id, name.text), arguments, labels: named)
                default: break
                }
            }
            if let typeFunction, interpreter.bindsFunctionPaths, case let .function(callable)? = scope.lookup(typeFunction.path),
                scope.lookup(typeFunction.type) == nil
            {
                return try interpreter.invoke(callable, arguments, labels: named)
            }
            if let appendedList, case let .value(.list(items))? = scope.lookup(appendedList) {
                try scope.appendInPlace(appendedList, arguments[0])
                // Kotlin's `add` is true; JavaScript's `push`, the new length; Swift's `append`, nothing.
                switch interpreter.semantics {
                case .kotlin: return .bool(true)
                case .javascript: return interpreter.semantics.int(Int64(items.count + 1))
                case .swift: return .null
                }
            }
            if let namespace, scope.lookup(namespace.name) == nil {
                try interpreter.spend(arguments.reduce(0) { $0 + $1.size })  // as `libraryCall` does
                return try Builtins.call(
                    namespace.function, on: nil, arguments: arguments, labels: labels, closure: nil, semantics: interpreter.semantics)
            }
            if let module, scope.lookup(module) == nil {
                return try interpreter.libraryCall(name, on: nil, arguments, labels, trailing: trailing)
            }
            let receiver = try base?(interpreter, scope)
            if let receiver, case .reference = receiver { return try interpreter.callMethod(name.text, on: receiver, arguments, trailing: trailing) }
            return try interpreter.libraryCall(name, on: receiver, arguments, labels, trailing: trailing)
        }
    }

    /// `kotlin` of `kotlin.math.floor(x)`: the root of the module a math function is
    /// written with, nil for a receiver that is no module.
    private static func moduleRoot(of receiver: Expr, calling name: CallName) -> String? {
        guard name.library?.isMathFunction == true, let root = rootName(receiver), Builtins.moduleRoots.contains(root),
            let module = dottedName(receiver), Builtins.modules.contains(module)
        else { return nil }
        return root
    }

    /// `kotlin` of `kotlin.math`: the name a receiver written as names starts with.
    private static func rootName(_ expression: Expr) -> String? {
        switch expression {
        case let .name(name): return name
        case let .member(base, _): return rootName(base)
        default: return nil
        }
    }

    /// `kotlin.math` of a receiver written as names joined by dots.
    private static func dottedName(_ expression: Expr) -> String? {
        switch expression {
        case let .name(name): return name
        case let .member(base, name): return dottedName(base).map { $0 + "." + name }
        default: return nil
        }
    }
}
