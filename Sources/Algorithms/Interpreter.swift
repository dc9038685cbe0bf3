/// Runs lowered code (compiled: see `CompiledBlock`) with a platform's semantics, a step budget and a recursion limit,
/// so an extracted `while true {}` ends as "not analyzable: step limit", quickly. It
/// does no I/O: interpreted code can only compute.
public final class Interpreter {
    public let semantics: Semantics
    private var steps = 0
    /// The steps the last run took.
    public var stepsTaken: Int { steps }
    private let stepLimit: Int
    var depth = 0
    let depthLimit = 64
    /// Top-level names the code reads (constants of its file), by name.
    let globals: Scope
    /// Calls that only move the UI (`requestScrollToItem`): they do nothing here.
    let effects: Set<String>
    /// The file's types, for `new Type(…)`.
    let types: [String: TypeCode]
    /// Objects and function values that `RValue.reference` points to.
    var heap: [HeapEntry] = []
    /// Set for a traced run: what it executed (fault localization and branch coverage).
    public var trace: Trace?
    /// Scopes that hold functions closing over themselves (a local function, an
    /// instance's methods): reference cycles, broken when the run ends, or every run
    /// would keep them (megabytes per algorithm of a library).
    private var selfReferencingScopes: [Scope] = []
    /// Whether a function is bound by a path (`Math.capacity`): only then does a call on
    /// a name look for one (see `compileCall`).
    private(set) var bindsFunctionPaths = false
    /// The local lists Kotlin's `+=` and `-=` may change: made by the code, held by no
    /// other name, not iterated. Kotlin's `plusAssign` changes a `MutableList` in place for
    /// every name holding it, where the interpreter's copies; on any other list the
    /// operator is not followed.
    var unsharedLists: Set<String> = []

    deinit {
        for scope in selfReferencingScopes { scope.removeAll() }
    }

    /// Binds `name` in `scope` to a function that closes over `scope`.
    func bindFunction(_ name: String, _ closure: Closure, in scope: Scope) {
        scope.define(name, .function(Callable(closure: closure, scope: scope)))
        selfReferencingScopes.append(scope)
    }

    /// Binds the file's functions a program calls, some by a path (`Math.capacity`), in
    /// the globals.
    func bindFileFunctions(_ functions: [(name: String, closure: Closure)], byPath: Bool) {
        for function in functions { bindFunction(function.name, function.closure, in: globals) }
        bindsFunctionPaths = byPath
    }

    public init(
        semantics: Semantics, globals: [String: RValue] = [:], types: [String: TypeCode] = [:], effects: Set<String> = [],
        stepLimit: Int = 200_000
    ) {
        self.semantics = semantics
        self.types = types
        self.effects = effects
        self.stepLimit = stepLimit
        self.globals = Scope(constants: globals)
    }

    /// Calls a lowered function with positional arguments.
    public func call(_ function: Closure, _ arguments: [RValue]) throws(RuntimeFailure) -> RValue {
        steps = 0
        return try invoke(Callable(closure: function, scope: globals), arguments)
    }

    /// Evaluates an expression with names bound.
    public func evaluate(_ expression: CompiledExpression, bindings: [String: RValue]) throws(RuntimeFailure) -> RValue {
        steps = 0
        let scope = Scope(parent: globals)
        for (name, value) in bindings { scope.define(name, .value(value)) }
        return try expression.run(self, scope)
    }

    /// Evaluates an expression once: compiles it, then evaluates it.
    public func evaluate(_ expression: Expr, bindings: [String: RValue]) throws(RuntimeFailure) -> RValue {
        try evaluate(CompiledExpression(expression), bindings: bindings)
    }

    /// Runs statements once: compiles them, then runs them.
    public func run(_ body: [Stmt], bindings: [String: RValue], output: String) throws(RuntimeFailure) -> RValue {
        try run(CompiledBlock(body), bindings: bindings, output: output)
    }

    /// Runs statements with names bound until `output` is declared; returns its value.
    public func run(_ body: CompiledBlock, bindings: [String: RValue], output: String) throws(RuntimeFailure) -> RValue {
        steps = 0
        let scope = Scope(parent: globals)
        for (name, value) in bindings { scope.define(name, .value(value)) }
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

    /// One event's work on a stateful instance.
    public enum Step {
        /// A method of the instance's type (a Swift struct's `update(_:)`).
        case method(String, [RValue])
        /// Code run with the instance under its name (the statements of a Kotlin
        /// `SideEffect`), with locals and functions bound. A binding named
        /// `instance.field` sets that field instead, and it stays set.
        case code(CompiledBlock, bindings: [String: RValue], functions: [String: Closure])
    }

    /// Runs `steps` in turn on one instance of `type`, which the code calls `name`: it
    /// is made with `arguments`, then `initial` is bound as a step's bindings are; after
    /// each step, `observe` (a field, or a dotted path through fields) is read from it.
    public func runStateful(
        name: String, type: TypeCode, arguments: [RValue] = [], initial: [String: RValue] = [:], steps: [Step], observe: String
    ) throws(RuntimeFailure) -> [RValue] {
        self.steps = 0
        let instance = try instantiate(type, arguments)
        try run(.code(CompiledBlock([]), bindings: initial, functions: [:]), on: instance, calledBy: name)
        var observed: [RValue] = []
        let path = observe.split(separator: ".").map(String.init)
        for step in steps {
            try run(step, on: instance, calledBy: name)
            var value = instance
            for field in path { value = try member(of: value, field) }
            // An object or a method is where the interpreter keeps it, the same on every
            // side: compared so, a state that names a method agreed on every input.
            if case .reference = value { throw RuntimeFailure(message: "not analyzable: the state '\(observe)' is an object or a method, not a value") }
            observed.append(value)
        }
        return observed
    }

    private func run(_ step: Step, on instance: RValue, calledBy name: String) throws(RuntimeFailure) {
        switch step {
        case let .method(method, arguments):
            _ = try callMethod(method, on: instance, arguments, trailing: nil)
        case let .code(statements, bindings, functions):
            // Inside the instance, as a method's code is: a bare `visible = …` writes its
            // field (it wrote nothing, a name outside the algorithm).
            let scope = Scope(parent: objectScope(of: instance) ?? globals)
            scope.define(name, .value(instance))
            for (binding, value) in bindings {
                if binding.hasPrefix(name + ".") {
                    try write(.field(of: name, String(binding.dropFirst(name.count + 1))), value, in: scope, declaring: true)
                } else {
                    scope.define(binding, .value(value))
                }
            }
            for (function, closure) in functions { scope.define(function, .function(Callable(closure: closure, scope: globals))) }
            do {
                _ = try execute(statements, in: scope, stopAt: nil)
            } catch let failure as RuntimeFailure {
                throw failure
            } catch {
                throw RuntimeFailure(message: "\(error)")
            }
        }
    }

    // MARK: Scopes and callables

    /// The names a block, a call or an object binds, and a run's globals (the file's
    /// constants the code reads, and the inputs bound to names). A scope binds a handful,
    /// searched in order: cheaper than hashing the name at every scope a lookup passes
    /// through. (A run's globals are at most a few dozen: hashing each name the code read
    /// from them in a dictionary had cost more than the search.)
    final class Scope {
        enum Entry {
            case value(RValue)
            case function(Callable)
        }

        let parent: Scope?
        /// A name bound here, with its length: a search compares the lengths it passes
        /// without reading each name's. (A struct, not a tuple: an array of tuples is
        /// destroyed through the tuple's generic metadata, 2 % of checking a library.)
        private struct BoundName {
            let name: String
            let length: Int
            var entry: Entry
        }

        /// One array, not one for names and one for entries: a call's scope is one
        /// allocation fewer.
        private var bindings: [BoundName] = []

        init(parent: Scope?) {
            self.parent = parent
        }

        /// The outermost scope: the file's constants.
        init(constants: [String: RValue]) {
            parent = nil
            bindings = constants.map { BoundName(name: $0.key, length: $0.key.utf8.count, entry: .value($0.value)) }
        }

        /// (Lengths first: most names a search passes differ in length, and comparing
        /// lengths is cheaper than comparing strings.)
        private func position(of name: String) -> Int? {
            let length = name.utf8.count
            return bindings.firstIndex { $0.length == length && $0.name == name }
        }

        /// What this scope itself binds `name` to (an object's field or method).
        func local(_ name: String) -> Entry? {
            guard let position = position(of: name) else { return nil }
            return bindings[position].entry
        }

        /// (Recursive, not a loop over a variable: a `let` parent passed on is borrowed,
        /// where a variable walking the chain retained and released every scope it passed.)
        func lookup(_ name: String) -> Entry? {
            if let entry = local(name) { return entry }
            return parent?.lookup(name)
        }

        /// Binds `name` in this scope, replacing what it held here.
        func define(_ name: String, _ entry: Entry) {
            if let position = position(of: name) {
                bindings[position].entry = entry
            } else {
                // Room for a call's parameters at once: growing from one slot reallocated
                // on the second and third binding.
                if bindings.capacity == 0 { bindings.reserveCapacity(Self.initialCapacity) }
                bindings.append(BoundName(name: name, length: name.utf8.count, entry: entry))
            }
        }

        private static let initialCapacity = 4

        /// Forgets every binding: breaks the cycle of a scope holding functions over itself.
        func removeAll() {
            bindings.removeAll()
        }

        /// Appends to the list a name holds without copying it: a loop of appends stays linear.
        func appendInPlace(_ name: String, _ value: RValue) throws(RuntimeFailure) {
            if let position = position(of: name), case var .value(.list(items)) = bindings[position].entry {
                try Self.checkAppend(items)
                bindings[position].entry = .value(.null)
                items.append(value)
                bindings[position].entry = .value(.list(items))
            } else {
                try parent?.appendInPlace(name, value)
            }
        }

        private static func checkAppend(_ items: [RValue]) throws(RuntimeFailure) {
            try Interpreter.refuse(items.count + 1, pastSizeLimitIn: .items)
        }

        func assign(_ name: String, _ value: RValue) -> Bool {
            if local(name) != nil {
                define(name, .value(value))
                return true
            }
            return parent?.assign(name, value) ?? false
        }
    }

    struct Callable {
        let closure: Closure
        let scope: Scope
    }

    /// How a statement ends: on to the next, or returning from its function.
    enum Flow {
        case next
        case returned(RValue)
        /// A `break` or `continue` on its way to its loop.
        case jumped(Jump)
    }

    /// What a block's statements share: the output a run stops at, and the `defer`
    /// blocks to run when the block is left.
    struct Frame {
        let output: String?
        var deferred: [CompiledBlock] = []
    }

    /// Thrown where the output a run stops at is declared.
    struct OutputReached: Error {
        let value: RValue
    }

    /// Calls and constructions nest at most `depthLimit` deep: recursion ends as not analyzable.
    func checkDepth() throws(RuntimeFailure) {
        guard depth < depthLimit else { throw RuntimeFailure(message: "not analyzable: recursion limit") }
    }

    func tick() throws(RuntimeFailure) {
        steps += 1
        if steps > stepLimit { throw RuntimeFailure(message: "not analyzable: step limit") }
    }

    /// Counts a step's work beyond its own: a step that copies or compares `work` items or
    /// bytes, `freeWork` or more, counts one more step for every `workPerStep` of them.
    /// One step had copied a list of half a million items, and runs of such steps took
    /// minutes within the check's step budget. (What the docs' formulas copy is less than
    /// `freeWork`: their steps are as they were.)
    func spend(_ work: Int) throws(RuntimeFailure) {
        guard work >= Self.freeWork else { return }
        steps += work / Self.workPerStep
        if steps > stepLimit { throw RuntimeFailure(message: "not analyzable: step limit") }
    }

    static let freeWork = 64
    static let workPerStep = 16

    /// What a value the run makes is measured in, for `charge(made:)`.
    enum Made {
        /// A list's items, nested lists counted through.
        case items
        /// A string's UTF-8 bytes.
        case bytes
    }

    /// Refuses a made value past `sizeLimit`, else spends its making: every value a step
    /// makes goes through here, so none is made for free or past the limit.
    func charge(made size: Int, in unit: Made) throws(RuntimeFailure) {
        try Self.refuse(size, pastSizeLimitIn: unit)
        try spend(size)
    }

    /// Refuses a value of `size` items or bytes past `sizeLimit` (a builtin checks a value
    /// before it makes it whole; the call's result is charged after).
    static func refuse(_ size: Int, pastSizeLimitIn unit: Made) throws(RuntimeFailure) {
        guard size > sizeLimit else { return }
        switch unit {
        case .items: throw RuntimeFailure(message: "not analyzable: a list of more than \(sizeLimit) items in all")
        case .bytes: throw RuntimeFailure(message: "not analyzable: a string longer than \(sizeLimit) bytes")
        }
    }

    /// `labels`: the names the call writes for its arguments (empty where it writes none).
    func invoke(_ callable: Callable, _ arguments: [RValue], labels: [String?] = []) throws(RuntimeFailure) -> RValue {
        depth += 1
        defer { depth -= 1 }
        try checkDepth()
        let scope = Scope(parent: callable.scope)
        let signature = callable.closure.signature
        // (Tested here, not in a call: `invoke` runs on every call of interpreted code.)
        let arguments = semantics == .swift && arguments.count == 1 && signature.parameters.count >= 2
            ? splattingTuple(arguments[0], into: signature.parameters.count) ?? arguments : arguments
        if labels.isEmpty || Self.namedInOrder(labels, signature.labels) {
            for index in signature.parameters.indices {
                try defineParameter(index, of: signature, as: index < arguments.count ? arguments[index] : nil, in: scope)
            }
        } else {
            try bind(arguments, labels: labels, to: signature, in: scope)
        }
        if callable.closure.parameters.isEmpty, let first = arguments.first {
            // Kotlin's `it`; Swift's `$0`, `$1`, ….
            scope.define("it", .value(first))
            for (index, argument) in arguments.enumerated() { scope.define(Self.shorthandName(index), .value(argument)) }
        }
        let body = callable.closure.code
        // A single expression is the closure's value (`{ it * 2 }`, `= letters[i]`).
        if let value = body.value {
            guard let site = value.site else { return try value.code(self, scope) }
            trace?.visit(site)
            // A failure in a one-expression function (`func letter(at:) -> String { letters[i] }`)
            // is its own, not the statement that called it.
            do {
                return try value.code(self, scope)
            } catch {
                trace?.failed(at: site)
                throw error
            }
        }
        // The body's statements say where they are; what runs before the first (a
        // parameter converted to Double, a lambda's parameter named) is no statement's.
        // Recorded at the caller's, a parameter's value agreeing with the canonical's
        // marked the call's statement as shown right, and the drift was put elsewhere.
        let caller = trace?.position
        trace?.position = nil
        defer { trace?.position = caller }
        do {
            switch try execute(body, in: scope, stopAt: nil) {
            case let .returned(value): return value
            case .jumped: throw RuntimeFailure(message: "not analyzable: break or continue outside a loop")
            case .next: break
            }
        } catch let failure as RuntimeFailure {
            throw failure
        } catch {
            throw RuntimeFailure(message: "\(error)")
        }
        return .null
    }

    /// Swift passes one tuple to a closure of as many parameters as it has elements, each
    /// element to one (`enumerated().forEach { (i, x) in … }`: `x` had been unbound). A
    /// tuple here is a list, or an `enumerated()` pair (fields `0` and `1`).
    /// Nil where `argument` is no tuple of `parameters` elements.
    private func splattingTuple(_ argument: RValue, into parameters: Int) -> [RValue]? {
        switch argument {
        case let .list(items) where items.count == parameters: return items
        case let .record(_, fields) where parameters == 2:
            guard let first = fields["0"], let second = fields["1"] else { return nil }
            return [first, second]
        default: return nil
        }
    }

    /// Named arguments bind to the parameter a call names so (`added(x, offset: 0)`, Kotlin's
    /// `letterAt(slot, last = 9)`), the others to the next parameters in order; the
    /// parameters left out take their defaults, in order.
    private func bind(_ arguments: [RValue], labels: [String?], to signature: Closure.Signature, in scope: Scope) throws(RuntimeFailure) {
        var given = [RValue?](repeating: nil, count: signature.parameters.count)
        var next = 0
        for (position, value) in arguments.enumerated() {
            var slot = next
            if let label = position < labels.count ? labels[position] : nil {
                guard let named = signature.labels.firstIndex(of: label) else {
                    throw RuntimeFailure(message: "not analyzable: no parameter named \(label)")
                }
                slot = named
            } else {
                while slot < given.count, given[slot] != nil { slot += 1 }
                next = slot + 1
            }
            guard slot < given.count else { throw RuntimeFailure(message: "not analyzable: more arguments than parameters") }
            given[slot] = value
        }
        for index in signature.parameters.indices { try defineParameter(index, of: signature, as: given[index], in: scope) }
    }

    /// Whether each named argument is at its parameter's position (`letter(at: slot)`):
    /// the call then binds by position, without the table `bind` makes.
    private static func namedInOrder(_ labels: [String?], _ parameters: [String?]) -> Bool {
        for (index, label) in labels.enumerated() where label != nil {
            guard index < parameters.count, parameters[index] == label else { return false }
        }
        return true
    }

    /// Binds a parameter to its argument, or, where the call leaves it out (nil), to its
    /// default value, evaluated where the parameters before it are bound, else nil
    /// (`undefined`). (Handed the signature, one object: handed the closure, the call
    /// copied its fields at every parameter.)
    private func defineParameter(_ index: Int, of signature: Closure.Signature, as argument: RValue?, in scope: Scope) throws(RuntimeFailure) {
        let name = signature.parameters[index]
        let fallback = index < signature.defaults.count ? signature.defaults[index] : nil
        // JavaScript applies a default for `undefined` and not for `null`, which the
        // interpreter holds as one value (`pick(xs[9])` had bound null, not the default).
        if case .null? = argument, fallback != nil, semantics == .javascript {
            throw RuntimeFailure(message: "not analyzable: undefined or null given to '\(name)', which has a default (JavaScript applies it for undefined only)")
        }
        if let argument {
            scope.define(name, .value(argument))
        } else if let fallback {
            scope.define(name, .value(try fallback.run(self, scope)))
        } else {
            scope.define(name, .value(.null))
        }
    }

    /// `$0`, `$1`, …: made once, not on every call of a closure without parameters.
    private static let shorthandNames = (0..<8).map { "$\($0)" }

    private static func shorthandName(_ index: Int) -> String {
        index < shorthandNames.count ? shorthandNames[index] : "$\(index)"
    }

    // MARK: Statements

    /// The scope a block runs in: a new one, unless the block itself binds no name (its
    /// nested blocks make their own), when the enclosing scope serves and one allocation
    /// is saved. Lookups, assignments and closures see the same names either way.
    func blockScope(_ block: CompiledBlock, in scope: Scope) -> Scope {
        block.bindsNames ? Scope(parent: scope) : scope
    }

    /// Runs a block, then its `defer` blocks in reverse order (after the returned value
    /// is computed, as Swift does).
    func execute(_ block: CompiledBlock, in scope: Scope, stopAt output: String?) throws -> Flow {
        var frame = Frame(output: output)
        let flow = try execute(block.code, in: scope, frame: &frame)
        for deferred in frame.deferred.reversed() { _ = try execute(deferred, in: Scope(parent: scope), stopAt: nil) }
        return flow
    }

    /// Runs statements until one returns or jumps.
    func execute(_ statements: [StatementCode], in scope: Scope, frame: inout Frame) throws -> Flow {
        for statement in statements {
            let flow = try statement(self, scope, &frame)
            if case .next = flow { continue }
            return flow
        }
        return .next
    }

    /// A write to a local, or to a field of an object (`self.atEnd`, `state.unreadCount`,
    /// `this.keys`). A field must exist unless `declaring` (a rule's binding).
    func write(_ target: AssignTarget, _ value: RValue, in scope: Scope, declaring: Bool = false) throws(RuntimeFailure) {
        switch target {
        case let .name(name):
            // Writes to names outside the algorithm (UI state) are ignored.
            _ = scope.assign(name, value)
        case let .field(base, field):
            // A Swift struct's value held by a name (the `self` an `init` sets): a copy with
            // the field set. (A Kotlin or JavaScript object is shared by every name that
            // holds it, which a record is not: such a write is not followed.)
            if semantics == .swift, case let .value(.record(type, fields))? = scope.lookup(base) {
                var changed = fields
                changed[field] = value
                _ = scope.assign(base, .record(type, changed))
                return
            }
            guard case let .value(.reference(id))? = scope.lookup(base), case let .object(fields) = heapEntry(id) else {
                throw RuntimeFailure(message: "not analyzable: a write to \(base).\(field)")
            }
            guard declaring || fields.local(field) != nil else { throw RuntimeFailure(message: "not analyzable: no field '\(base).\(field)'") }
            fields.define(field, .value(value))
        }
    }

    func truth(_ value: RValue) throws(RuntimeFailure) -> Bool {
        if case let .bool(flag) = value { return flag }
        // JavaScript tests any value: null, undefined, 0, NaN and "" are false.
        guard semantics == .javascript else { throw RuntimeFailure(message: "condition is \(value), not a Boolean") }
        return Builtins.truthy(value)
    }

    /// Whether a condition holds, as the trace records it (a flipped decision the other way).
    func decide(_ condition: ExpressionCode, in scope: Scope) throws(RuntimeFailure) -> Bool {
        let holds = try truth(try condition(self, scope))
        return trace?.branch(holds) ?? holds
    }

    // MARK: Expressions

    /// What a name bound to `entry` evaluates to.
    func resolved(_ entry: Scope.Entry) throws(RuntimeFailure) -> RValue {
        switch entry {
        case let .value(value): value
        case let .function(callable): try reference(to: callable)
        }
    }

    /// The values of expressions, in order.
    func values(_ expressions: [ExpressionCode], in scope: Scope) throws(RuntimeFailure) -> [RValue] {
        var values: [RValue] = []
        values.reserveCapacity(expressions.count)
        for expression in expressions { values.append(try expression(self, scope)) }
        return values
    }

    func unary(_ op: Operator, _ value: RValue) throws(RuntimeFailure) -> RValue {
        switch (op.kind, value) {
        case (.not, .bool(let flag)): return .bool(!flag)
        case (.not, _) where semantics == .javascript: return .bool(!(try truth(value)))
        // IEEE negation: -0.0 is not 0 - 0.0 (JavaScript's Object.is tells them apart).
        case let (.subtract, .double(number)): return .double(-number)
        case let (.subtract, .float(number)): return .float(-number)
        case (.subtract, _): return try Numbers.binary(.minus, Numbers.same(as: value, 0), value)
        // JavaScript's `+s` converts a string (or a boolean) to a number, which is not
        // followed (it had left "3" a string: `+s + 1` was "31").
        case (.add, _) where semantics == .javascript && !value.isNumber:
            throw RuntimeFailure(message: "not analyzable: unary + of \(value.kindDescription) converts it to a number")
        case (.add, _): return value
        case (.bitNot, _) where semantics == .javascript && value.isNumber: return Numbers.javaScriptBitwiseNot(value.asDouble!)
        default: throw RuntimeFailure(message: "unary \(op) on \(value)")
        }
    }

    /// A list literal's value. `xs = [xs, xs]` doubles what every later comparison or
    /// print walks: past `sizeLimit` items in all, it is not analyzable.
    func list(_ values: [RValue]) throws(RuntimeFailure) -> RValue {
        // The count walks every nested item (`a = [a]` in a loop walked deeper each time).
        try charge(made: Self.elementCount(values, upTo: Self.sizeLimit), in: .items)
        return .list(values)
    }

    /// `start..<end`, `start...end`, Kotlin's `until` and `..`: the integers between.
    func range(_ start: RValue, _ end: RValue, inclusive: Bool) throws(RuntimeFailure) -> RValue {
        guard case let .int(from, bits) = start, case let .int(to, _) = end else {
            throw RuntimeFailure(message: "range of non-integers")
        }
        guard to > from || (inclusive && to == from) else {
            // Swift traps on `5..<3`; Kotlin's `5..3` and `5 until 3` are empty.
            if to < from, semantics == .swift { throw RuntimeFailure.trap("range with upper bound below lower bound") }
            return .list([])
        }
        // Counted without overflow: `Int.min...Int.max` and `0..<Int.min` had trapped the check.
        let (span, overflow) = to.subtractingReportingOverflow(from)
        guard !overflow, span - (inclusive ? 0 : 1) < 1_000_000 else { throw RuntimeFailure(message: "not analyzable: range too large") }
        let last = inclusive ? to : to - 1
        // Made in one step, a range of a million items is work as a list literal's is.
        try spend(Int(last - from) + 1)
        return .list((from...last).map { .int($0, bits: bits) })
    }

    /// The value of `lhs op rhs` for an operator that evaluates its right side only sometimes.
    func shortCircuit(_ op: Operator, _ lhs: ExpressionCode, _ rhs: ExpressionCode, in scope: Scope) throws(RuntimeFailure) -> RValue {
        switch op.kind {
        case .and where semantics == .javascript, .or where semantics == .javascript:
            // JavaScript's `a && b` and `a || b` are one of the operands, not a Boolean.
            let left = try lhs(self, scope)
            return try truth(left) == (op.kind == .or) ? left : try rhs(self, scope)
        case .and:
            guard try truth(try lhs(self, scope)) else { return .bool(false) }
            return .bool(try truth(try rhs(self, scope)))
        case .or:
            if try truth(try lhs(self, scope)) { return .bool(true) }
            return .bool(try truth(try rhs(self, scope)))
        default:
            // `??` and `?:`.
            let left = try lhs(self, scope)
            return left == .null ? try rhs(self, scope) : left
        }
    }

    /// Longer lists and strings than any formula builds: `a + a` in a loop doubles, and
    /// must end as not analyzable, not exhaust the memory.
    static let sizeLimit = 1_000_000

    /// What comparing a value walks: a list's items counted through its nested lists (one
    /// level had let two deep lists be compared again and again for free), else `size`.
    private static func comparedItems(_ value: RValue) -> Int {
        if case let .list(items) = value { return elementCount(items, upTo: sizeLimit) }
        return value.size
    }

    /// The elements of `items`, nested lists counted through, stopping past `limit`.
    static func elementCount(_ items: [RValue], upTo limit: Int) -> Int {
        var count = 0
        var pending = items[...].reversed().map { $0 }
        while let item = pending.popLast(), count <= limit {
            count += 1
            if case let .list(inner) = item { pending.append(contentsOf: inner.reversed()) }
        }
        return count
    }

    /// A binary operator on two values (also `+=` and the other compound assignments).
    func combine(_ op: Operator, _ left: RValue, _ right: RValue) throws(RuntimeFailure) -> RValue {
        if semantics == .javascript, op.kind == .equal || op.kind == .notEqual, Self.coercedByLooseEquality(left, right) {
            throw RuntimeFailure(message: "not analyzable: \(op) of \(left) and \(right) (JavaScript converts one to the other's type)")
        }
        if op.isEquality, !(left.isNumber && right.isNumber) {
            if semantics == .kotlin, op.kind == .identical || op.kind == .notIdentical, case .record = left, case .record = right {
                throw RuntimeFailure(message: "not analyzable: \(op) on objects compares their identity")
            }
            try spend(Self.comparedItems(left) + Self.comparedItems(right))
            let equal = try Equality.equal(left, right, semantics, numbers: Equality.searchRule(semantics))
            return .bool(equal == (op.kind == .equal || op.kind == .identical))
        }
        if op.kind == .add, left.isString || (semantics == .javascript && right.isString) {
            let text = try Builtins.text(left, semantics) + Builtins.text(right, semantics)
            try charge(made: text.utf8.count, in: .bytes)
            return .string(text)
        }
        if op.kind == .add, case let .list(a) = left {
            // JavaScript's `[1] + [2]` is the string "12": not modelled.
            guard semantics != .javascript else { throw RuntimeFailure(message: "not analyzable: + on an array") }
            let joined: [RValue] = if case let .list(b) = right { a + b } else { a + [right] }
            try charge(made: Self.elementCount(joined, upTo: Self.sizeLimit), in: .items)
            return .list(joined)
        }
        if op.isOrdering, case let .string(a) = left, case let .string(b) = right { return .bool(Equality.ordered(op, a, b, semantics)) }
        if case let .list(lhs) = left, case let .list(rhs) = right, op.isOrdering, semantics == .swift { return try tupleOrder(op, lhs, rhs) }
        if op.kind == .power {
            // Only JavaScript has `**`; elsewhere it is an operator the code declares.
            guard semantics == .javascript else { throw RuntimeFailure(message: "not analyzable: operator \(op)") }
            return try MathFunctions.exponentiate(left, right)
        }
        if semantics == .javascript, op.kind == .divide { return try Numbers.binary(op, .double(left.asDouble ?? .nan), right) }
        if semantics == .javascript, op.isBitwise || op.isShift, let a = left.asDouble, let b = right.asDouble {
            return Numbers.javaScriptBitwise(op, a, b)
        }
        // Swift types a floating-point literal beside a Float as a Float: `Float(x) * 1.1`
        // rounds to 32 bits (it had been computed in Double). A Double beside a Float can
        // only be such a literal in Swift, which mixes the two types nowhere else; Kotlin
        // widens `Float * Double` to Double.
        if semantics == .swift, let (a, b) = Numbers.floatBesideLiteral(left, right) { return try Numbers.binary(op, a, b) }
        // Kotlin's Int and Long both wrap on overflow.
        if semantics == .kotlin, case .int = left, case .int = right, let wrapping = op.wrapping {
            return try Numbers.binary(wrapping, left, right)
        }
        // So does the JVM's `Long.MIN_VALUE / -1` (JLS 15.17.2: MIN_VALUE, and 0 for `%`), which traps in Swift.
        if semantics == .kotlin, case .int(.min, 64) = left, case .int(-1, _) = right, op.kind == .divide || op.kind == .remainder {
            return .int(op.kind == .divide ? .min : 0, bits: 64)
        }
        return try Numbers.binary(op, left, right)
    }

    /// Whether JavaScript's `==` converts an operand (`"1" == 1`, `[] == 0`, `true == 1`):
    /// two values of other types, neither null nor undefined. (It had been `===`.)
    private static func coercedByLooseEquality(_ left: RValue, _ right: RValue) -> Bool {
        func type(_ value: RValue) -> Int? {
            switch value {
            case .null: nil
            case .int, .double, .float: 0
            case .string: 1
            case .bool: 2
            case .list, .record, .reference: 3
            }
        }
        guard let a = type(left), let b = type(right) else { return false }
        return a != b
    }

    /// Swift's tuple comparison (a tuple is a list here): the first elements that differ
    /// decide, by `<` or `>`; the last elements by the operator itself
    /// (https://github.com/swiftlang/swift/blob/main/stdlib/public/core/Tuple.swift.gyb).
    private func tupleOrder(_ op: Operator, _ lhs: [RValue], _ rhs: [RValue]) throws(RuntimeFailure) -> RValue {
        guard lhs.count == rhs.count, !lhs.isEmpty else { throw RuntimeFailure(message: "\(op) on tuples of \(lhs.count) and \(rhs.count) elements") }
        for index in lhs.indices.dropLast() where try combine("!=", lhs[index], rhs[index]) == .bool(true) {
            return try combine(op.strict, lhs[index], rhs[index])
        }
        return try combine(op, lhs[lhs.count - 1], rhs[rhs.count - 1])
    }

    /// A library function: its closure is the trailing one, or the first function among
    /// the arguments (`map(key)`, TypeScript's `every((id, index) => …)`).
    func libraryCall(_ name: CallName, on base: RValue?, _ arguments: [RValue], _ labels: [String?], trailing: Callable?)
        throws(RuntimeFailure) -> RValue
    {
        if name.library?.isComparatorFunction == true, let made = try comparatorCall(name, on: base, arguments, trailing: trailing) { return made }
        var values = arguments
        var labels = labels
        var passed = trailing
        if passed == nil, let position = values.firstIndex(where: isFunction) {
            if case let .reference(id) = values[position] { passed = try function(at: id, name.text) }
            values.remove(at: position)
            if labels.indices.contains(position) { labels.remove(at: position) }
        }
        var apply: Builtins.Apply?
        if let function = passed {
            apply = { [unowned self] (_: RValue, args: [RValue]) throws(RuntimeFailure) -> RValue in try self.invoke(function, args) }
        }
        // What a library function reads it may scan whole: `contains` on a list of a
        // million items is a million comparisons (a loop of them had run 86 s in budget).
        try spend(values.reduce(base?.size ?? 0) { $0 + $1.size })
        let result = try Builtins.call(name, on: base, arguments: values, labels: labels, closure: apply, semantics: semantics)
        // What a library function returns it has made, mostly: `String(repeating:count:)`
        // made a megabyte in a step.
        try spend(result.size)
        return result
    }
}
