import Extraction
import Model
import Parsing
import Rules
import TreeSitter

/// What part of the platform's code is the algorithm.
public enum ProgramForm: Sendable {
    /// A function, called with these argument expressions (see `Binding`).
    case function(arguments: [String])
    /// A local's value expression.
    case expression
    /// A function's body, run until the local `output` is declared.
    case body(output: String)
    /// A type's instance driven by the thread events in the input `events`.
    case stateful(StatefulProgram, events: String)

    /// Whether the program is a type's instance (its path names the type).
    var isStateful: Bool {
        if case .stateful = self { return true }
        return false
    }
}

/// One platform's algorithm, lowered and ready to run on the canonical inputs.
public struct PlatformProgram: Sendable {
    public let semantics: Semantics
    /// Where the selected code starts, for the report.
    public let location: Location
    public var line: Int { location.line }
    private let code: Code
    private let globals: [String: RValue]
    /// Why constants the code may read are not among `globals`: see `explained(_:)`.
    private let unavailable: UnavailableConstants
    /// The file's types, for code that makes instances (`new SnapshotStore(0)`).
    private let types: [String: TypeCode]
    private let bindings: [NamedBinding]
    /// The file's functions the code calls by name (a canonical's `static func fmt`, a
    /// Kotlin file's private helper), bound before each run: a call of one had been an
    /// unbound name.
    private let functions: [(name: String, closure: Closure)]
    /// Whether one of them is bound by a path: a type's static function (`Math.capacity`).
    private let bindsFunctionPaths: Bool
    /// The lists Kotlin's `+=` may change in place (see `Interpreter.unsharedLists`).
    private let unsharedLists: Set<String>

    /// A rule's binding under its name; a dotted name (`constraints.maxHeight`) is a
    /// field of a record, split once here rather than at every run.
    private struct NamedBinding: Sendable {
        let name: String
        let field: (record: String, name: String)?
        let binding: Binding
        /// The bound name as the file's types also write it (`SectionIndexMath.letters` for
        /// `letters`): a binding replaces the constant by either name.
        var typeQualified: [String] = []

        init(_ name: String, _ binding: Binding) {
            self.name = name
            self.binding = binding
            let parts = name.split(separator: ".", maxSplits: 1).map(String.init)
            field = parts.count == 2 ? (parts[0], parts[1]) : nil
        }
    }

    private enum Code: Sendable {
        case function(Closure, arguments: [Binding])
        case expression(CompiledExpression)
        case body(CompiledBlock, output: String)
        case stateful(TypeCode, StatefulCode)
    }

    /// Finds the declaration `path` ends with in `index` and lowers it. `bindings` maps
    /// the code's free names (`available`, `constraints.hasBoundedHeight`) to binding
    /// expressions over the inputs.
    public static func lower(
        _ declarationPath: [String], form: ProgramForm, bindings: [String: String], in index: SourceIndex
    ) throws(NotAnalyzable) -> PlatformProgram {
        // A function or a value before a type of the same name (`interface badgeLabel`
        // above `fun badgeLabel`); a type first for a type's instance.
        let declared = index.declarationNodes(endingWith: declarationPath)
        guard let declaration = declared.first(where: { $0.isType == form.isStateful }) ?? declared.first else {
            throw NotAnalyzable(construct: "no declaration '\(declarationPath.joined(separator: "."))'", line: 1)
        }
        // A function's or an expression's path that names a type lowered as a function
        // of no statements, returning nothing on every side: parity on nothing.
        if declaration.isType, !form.isStateful {
            throw NotAnalyzable(construct: "'\(declarationPath.joined(separator: "."))' is a type, not a function or a value", line: declaration.node.start.line)
        }
        let lowering = Lowering(language: index.parsed.language)
        let parsedBindings = try namedBindings(bindings, in: index)
        let code: Code
        var location = index.location(of: declaration.node)
        var types: [String: TypeCode] = [:]
        switch form {
        case let .function(arguments):
            code = .function(try lowering.function(declaration.node), arguments: try arguments.map(Binding.parse))
        case .expression:
            guard let value = declaration.value else { throw NotAnalyzable(construct: "declaration without a value", line: declaration.node.start.line) }
            code = try expressionCode(value, before: declaration.node, bindings: parsedBindings, in: index, lowering: lowering)
        case let .stateful(program, events):
            let stateful = try StatefulCode(program, events: events, in: index)
            location = stateful.codeLocation ?? location
            types = try lowering.types(in: index)
            // A TypeScript class is among the file's types already.
            if let type = types[declarationPath.last ?? ""] {
                code = .stateful(type, stateful)
            } else {
                code = .stateful(try lowering.type(declaration.node), stateful)
            }
        case let .body(output):
            let body = try lowering.function(declaration.node).body
            // The run stops where the output is declared; a later change to it would be lost.
            if Self.assigns(output, in: body) {
                throw NotAnalyzable(construct: "the output '\(output)' changes after its declaration", line: declaration.node.start.line)
            }
            code = .body(CompiledBlock(body), output: output)
        }
        return try assemble(code, at: location, types: types, bindings: parsedBindings, declaredIn: declaration.node, index: index, lowering: lowering)
    }

    /// Lowers the expression spanning `bytes` (one a locator found, `at:`): code computed
    /// where it is used, such as a label in a view, run as an `expression` program is.
    public static func lower(expressionSpanning bytes: Range<Int>, bindings: [String: String], in index: SourceIndex)
        throws(NotAnalyzable) -> PlatformProgram
    {
        guard let node = index.parsed.tree.rootNode.descendant(spanning: bytes) else {
            throw NotAnalyzable(construct: "no expression at bytes \(bytes)", line: 1)
        }
        let lowering = Lowering(language: index.parsed.language)
        let parsedBindings = try namedBindings(bindings, in: index)
        let code = try expressionCode(node, before: node, bindings: parsedBindings, in: index, lowering: lowering)
        return try assemble(code, at: index.location(of: node), types: [:], bindings: parsedBindings, declaredIn: node, index: index, lowering: lowering)
    }

    private static func namedBindings(_ bindings: [String: String], in index: SourceIndex) throws(NotAnalyzable) -> [NamedBinding] {
        var parsedBindings: [NamedBinding] = []
        for name in bindings.keys.sorted() {
            var named = NamedBinding(name, try Binding.parse(bindings[name]!))
            if named.field == nil {
                named.typeQualified = index.propertyValues(named: name).filter { $0.path.count >= 2 }.map { $0.path.suffix(2).joined(separator: ".") }
            }
            parsedBindings.append(named)
        }
        return parsedBindings
    }

    /// An expression's code, with the locals before `anchor` it reads run first.
    private static func expressionCode(
        _ value: Node, before anchor: Node, bindings: [NamedBinding], in index: SourceIndex, lowering: Lowering
    ) throws(NotAnalyzable) -> Code {
        let expression = try lowering.expression(value)
        let bound = Set(bindings.map { $0.field?.record ?? $0.name })
        let locals = Self.locals(readBy: expression, before: anchor, excluding: bound, in: index, lowering: lowering)
        return locals.isEmpty
            ? .expression(CompiledExpression(expression))
            : .body(CompiledBlock(locals + [.declare(Self.expressionResult, expression)]), output: Self.expressionResult)
    }

    /// The program for `code`: the file's constants and functions it reads, found by name
    /// outside `declaration`, the code's own.
    private static func assemble(
        _ code: Code, at location: Location, types: [String: TypeCode], bindings parsedBindings: [NamedBinding], declaredIn declaration: Node,
        index: SourceIndex, lowering: Lowering
    ) throws(NotAnalyzable) -> PlatformProgram {
        let semantics = Semantics(index.parsed.language)
        let walked = Self.walk(code, types: types)
        var names = walked.names
        for named in parsedBindings { names.formUnion(named.binding.words) }
        switch code {
        case let .function(_, arguments): for argument in arguments { names.formUnion(argument.words) }
        case let .stateful(_, stateful): names.formUnion(stateful.bindingWords)
        default: break
        }
        let functions = Self.functions(called: walked.freeCalls, in: index, outside: declaration, lowering: lowering)
        let functionWalks = functions.map { Self.walk(.function($0.closure, arguments: []), types: [:]) }
        for walk in functionWalks { names.formUnion(walk.names) }
        let unsharedLists = semantics == .swift ? [] : try refuseSharedLists([walked] + functionWalks, parameters: functions.flatMap(\.closure.parameters), semantics: semantics)
        let constants = Self.constants(named: names, in: index, lowering: lowering, semantics: semantics)
        return PlatformProgram(
            semantics: semantics, location: location, code: code, globals: constants.values,
            unavailable: UnavailableConstants(reasons: constants.unavailable),
            types: types, bindings: parsedBindings, functions: functions,
            bindsFunctionPaths: functions.contains { $0.name.utf8.contains(UInt8(ascii: ".")) }, unsharedLists: unsharedLists)
    }

    /// Kotlin shares a `MutableList` (and JavaScript an array) between the names that hold
    /// it (`val b = a`, a field read into a local, a function's parameter and its caller's
    /// argument), so appending to it in place changes it for each; the interpreter copies
    /// lists, as Swift does, and an alias bug in a Kotlin copy passed. Such code is not
    /// followed.
    ///
    /// A list appended to must also be one the code makes (`[]`, `mutableListOf()`), never
    /// puts anywhere else (`[a]`, `{ a }`, `c ? a : b`, an argument), and is not appended to
    /// while the code iterates it (a loop over it sees the appended items; Kotlin's throws).
    /// Iterating it after the appends is fine.
    /// Returns the lists the code makes, never shares and never iterates: those Kotlin's
    /// `+=` may change in place as the interpreter's copy does (see `Interpreter.unsharedLists`).
    private static func refuseSharedLists(_ walks: [IRWalk], parameters: [String], semantics: Semantics) throws(NotAnalyzable) -> Set<String> {
        var shared = Set(parameters)
        var (fresh, iterated, whileIterated, later): (Set<String>, Set<String>, Set<String>, Set<String>) = ([], [], [], [])
        var appended: [String: Int] = [:]
        // Kotlin's lists append with `add`, JavaScript's arrays with `push` (its `add` is a
        // `Set`'s, an object every name holding it shares, as the interpreter's does).
        let appends: Library = semantics == .kotlin ? .add : .push
        for walk in walks {
            shared.formUnion(walk.sharedNames.union(walk.escapedNames))
            fresh.formUnion(walk.freshLists)
            iterated.formUnion(walk.iteratedNames)
            whileIterated.formUnion(walk.appendedWhileIterated)
            later.formUnion(walk.appendedLater)
            appended.merge(walk.appendedInPlace.filter { $0.value.function == appends }.mapValues(\.line)) { Swift.min($0, $1) }
        }
        // Appended while iterated: in the loop or callback, or by a function that may run there.
        let appendedWhileIterated = whileIterated.union(later.intersection(iterated))
        let refused = appended.filter { shared.contains($0.key) || appendedWhileIterated.contains($0.key) || !fresh.contains($0.key) }
        guard let (name, line) = refused.min(by: { ($0.value, $0.key) < ($1.value, $1.key) }) else { return fresh.subtracting(shared).subtracting(iterated) }
        let reason = appendedWhileIterated.contains(name) ? "while the code iterates it" : "while another name may hold its list (the language shares the list, the interpreter copies it)"
        throw NotAnalyzable(construct: "'\(name)' is appended to in place \(reason)", line: line)
    }

    /// The file's functions the code calls as free functions, and those their bodies call
    /// in turn, by name; a call on a name (`Math.capacity(h)`) by the path it writes, the
    /// function of a type of the file (a TypeScript class's static method too). Functions
    /// declared inside the code itself and called by name are its own to bind, but the
    /// code's own function is bound, so it may call itself (the interpreter's recursion
    /// limit applies); a name that several functions of the file have, or whose function
    /// does not lower, is left unbound (a call of it then fails as before).
    private static func functions(called names: Set<String>, in index: SourceIndex, outside code: Node, lowering: Lowering)
        -> [(name: String, closure: Closure)]
    {
        var found: [(name: String, closure: Closure)] = []
        var pending = names.sorted()
        var seen = names
        while let name = pending.popLast() {
            let path = name.split(separator: ".").map(String.init)
            let kinds: Set<String> = path.count == 1 ? Self.functionKinds.union(["class_declaration"]) : Self.functionKinds.union(["method_definition"])
            // A type's static function called through the type is bound by its path even
            // inside the code (a stateful type's own `Self.reads(atEnd)`): no local binds it.
            let declared = index.declarationNodes(endingWith: path).filter {
                kinds.contains($0.node.kind) && (path.count > 1 || $0.node == code || !code.byteRange.contains($0.node.byteRange.lowerBound))
            }
            guard declared.count == 1, let closure = Self.function(declared[0].node, lowering: lowering) else { continue }
            found.append((name, closure))
            for call in walk(.function(closure, arguments: []), types: [:]).freeCalls.sorted() where seen.insert(call).inserted {
                pending.append(call)
            }
        }
        return found.sorted { $0.name < $1.name }
    }

    /// What calling a declaration of the file by its name runs: a function, or a value
    /// type's initializer; nil where it does not lower.
    private static func function(_ declaration: Node, lowering: Lowering) -> Closure? {
        guard declaration.kind == "class_declaration" else { return try? lowering.function(declaration) }
        return try? lowering.initializer(declaration)
    }

    /// The local an expression program's value is kept in when locals run before it.
    private static let expressionResult = "$value"

    /// The locals declared before `declaration` in the code around it that `expression`
    /// reads, and those their values read, as declarations run before it in document
    /// order: a local extracted before the value (`val rows = …; val capacity =
    /// floor(rows)`) read a bound name and was no constant, so it had been unbound. Names
    /// the rule binds are the rule's; a local that does not lower stays unbound.
    private static func locals(
        readBy expression: Expr, before declaration: Node, excluding bound: Set<String>, in index: SourceIndex, lowering: Lowering
    ) -> [Stmt] {
        var walk = IRWalk()
        walk.visit(expression)
        var found: [(start: Int, statement: Stmt)] = []
        var pending = walk.names.subtracting(bound).sorted()
        var seen = walk.names.union(bound)
        while let name = pending.popLast() {
            let enclosing = index.propertyValues(named: name).filter { isLocal($0.node, before: declaration) }
            guard let local = enclosing.max(by: { $0.node.byteRange.lowerBound < $1.node.byteRange.lowerBound }),
                let value = try? lowering.declaredValue(local.node, local.value)
            else { continue }
            found.append((local.node.byteRange.lowerBound, .declare(name, value)))
            var reads = IRWalk()
            reads.visit(value)
            for read in reads.names.sorted() where seen.insert(read).inserted { pending.append(read) }
        }
        return found.sorted { $0.start < $1.start }.map(\.statement)
    }

    /// Whether `candidate` is a local declared before `declaration` in a list of
    /// statements around it (a TypeScript declarator is in a declaration there).
    private static func isLocal(_ candidate: Node, before declaration: Node) -> Bool {
        guard candidate.byteRange.upperBound <= declaration.byteRange.lowerBound else { return false }
        var list = candidate.parent
        if list?.kind == "lexical_declaration" || list?.kind == "variable_declaration" { list = list?.parent }
        guard let list, Statements.lists.contains(list.kind) else { return false }
        return list.byteRange.contains(declaration.byteRange.lowerBound)
    }

    /// Declarations a file's function may be: a function, or a constant holding one
    /// (`const fmt = (x) => …`; a constant holding anything else does not lower as one).
    private static let functionKinds: Set<String> = ["function_declaration", "variable_declarator", "property_declaration"]

    /// Whether any statement, however nested, assigns to `name`.
    static func assigns(_ name: String, in statements: [Stmt]) -> Bool {
        statements.contains { statement in
            switch statement {
            case let .assign(target, _, _): return target == .name(name)
            case let .ifElse(_, then, otherwise): return assigns(name, in: then) || assigns(name, in: otherwise)
            case let .guardElse(_, body), let .forIn(_, _, body), let .whileLoop(_, body), let .sequence(body):
                return assigns(name, in: body)
            case let .function(_, closure): return assigns(name, in: closure.body)
            case let .at(_, inner): return assigns(name, in: [inner])
            default: return false
            }
        }
    }

    /// Runs the program on one set of inputs (its failure `explained`).
    public func run(_ inputs: [String: RValue]) -> Result<RValue, RuntimeFailure> {
        runCountingSteps(inputs).result.mapError(explained)
    }

    /// A read of a constant of the file that did not lower or evaluate fails with the
    /// reason, where it said "unbound name". Applied to each program's own runs after
    /// they are shared (`runCountingSteps` leaves failures as they are): two programs of
    /// one shape share runs, and each says why of its own file.
    public func explained(_ failure: RuntimeFailure) -> RuntimeFailure {
        guard let reason = Self.missingReason(failure, in: unavailable.reasons) else { return failure }
        return RuntimeFailure(message: "not analyzable: \(reason)")
    }

    /// Why a constant is missing, if `failure` is a read of one (`reasons` by the names
    /// constants are read by).
    private static func missingReason(_ failure: RuntimeFailure, in reasons: [String: String]) -> String? {
        failure.unboundName.flatMap { reasons[$0] }
    }

    /// Why constants the code may read did not lower or evaluate, by the names they are
    /// read by. The report's alone, like `location`: not written in a program's shape.
    struct UnavailableConstants: Sendable {
        let reasons: [String: String]
    }

    /// A result as the platform prints it in text (a template, JSX's number child).
    public func text(of value: RValue) -> Result<RValue, RuntimeFailure> {
        do throws(RuntimeFailure) {
            return .success(.string(try Builtins.text(value, semantics)))
        } catch {
            return .failure(error)
        }
    }

    /// Runs the program, and says how many interpreter steps the run took; `trace`
    /// records what the run executed.
    public func runCountingSteps(_ inputs: [String: RValue], trace: Trace? = nil) -> (result: Result<RValue, RuntimeFailure>, steps: Int) {
        var interpreters: [Interpreter] = []
        let result = run(inputs, using: { interpreter in
            interpreter.trace = trace
            interpreters.append(interpreter)
        }, trace: trace)
        return (result, interpreters.reduce(0) { $0 + $1.stepsTaken })
    }

    /// How many arguments a function program takes: the parameters it declares, or for
    /// one that declares none (a closure), the implicit ones its own body reads (Kotlin's
    /// `it`; Swift's `$0`, `$1`, …; none in TypeScript); nil for the other forms.
    public var parameterCount: Int? {
        guard case let .function(closure, _) = code else { return nil }
        guard closure.parameters.isEmpty else { return closure.parameters.count }
        // The names its own body reads: a nested closure's `it` is that closure's.
        var walk = IRWalk()
        walk.entersClosures = false
        walk.visit(closure.body)
        var count = 0
        for name in walk.names {
            if semantics == .kotlin, name == "it" { count = max(count, 1) }
            if semantics == .swift, name.hasPrefix("$"), let index = Int(name.dropFirst()), index >= 0, index < Int.max {
                count = max(count, index + 1)
            }
        }
        return count
    }

    /// Every branch point of the code (an `if`, a conditional, a loop), by its site: what
    /// branch coverage is measured against.
    public var branchPoints: Set<BranchPoint> {
        Self.walk(code, types: types).points
    }

    /// A guess at what a run of the code costs, to compare with other programs': its
    /// statements and expressions, those a loop, a closure or a local function repeats
    /// weighing more, at most `1 << 40`. It decides which checks start first, never a result.
    public var estimatedCost: Int {
        Self.walk(code, types: types).weight
    }

    /// Everything the code runs, walked: the selected code, the file's types, the handlers.
    private static func walk(_ code: Code, types: [String: TypeCode]) -> IRWalk {
        var walk = IRWalk()
        switch code {
        case let .function(closure, _): walk.visit(closure.body)
        case let .expression(expression): walk.visit(expression.expression)
        case let .body(block, _): walk.visit(block.statements)
        case let .stateful(type, stateful):
            walk.visit(type)
            for (_, other) in types.sorted(by: { $0.key < $1.key }) { walk.visit(other) }
            for statements in stateful.handlerCode { walk.visit(statements) }
        }
        return walk
    }

    private func run(_ inputs: [String: RValue], using track: (Interpreter) -> Void, trace: Trace?) -> Result<RValue, RuntimeFailure> {
        do throws(RuntimeFailure) {
            let bound = try bindingValues(inputs, trace: trace)
            // A function reads its bindings as the file's constants (`letters` for a static list).
            let interpreter = makeInterpreter(globals: globals.merging(bound) { $1 })
            track(interpreter)
            switch code {
            case let .function(closure, arguments):
                let values = try arguments.map { binding throws(RuntimeFailure) in try binding.value(inputs, semantics, trace: trace) }
                return .success(try interpreter.call(closure, values))
            case let .expression(expression):
                return .success(try interpreter.evaluate(expression, bindings: bound))
            case let .body(statements, output):
                return .success(try interpreter.run(statements, bindings: bound, output: output))
            case let .stateful(type, stateful):
                let steps = try stateful.steps(for: inputs, semantics, constants: globals, trace: trace)
                let runner = makeInterpreter(globals: globals, types: types, effects: stateful.effects)
                track(runner)
                return .success(.list(try runner.runStateful(
                    name: stateful.instance, type: type, arguments: try stateful.constructorArguments(globals, semantics),
                    initial: try stateful.initialValues(semantics), steps: steps, observe: stateful.state)))
            }
        } catch {
            return .failure(error)
        }
    }

    /// An interpreter for one run, with what each run of this program has: the file's
    /// functions, and the lists Kotlin's `+=` may change in place.
    private func makeInterpreter(globals: [String: RValue], types: [String: TypeCode] = [:], effects: Set<String> = []) -> Interpreter {
        let interpreter = Interpreter(semantics: semantics, globals: globals, types: types, effects: effects)
        interpreter.bindFileFunctions(functions, byPath: bindsFunctionPaths)
        interpreter.unsharedLists = unsharedLists
        return interpreter
    }

    /// Bindings as values; a dotted name (`constraints.maxHeight`) becomes a record field.
    private func bindingValues(_ inputs: [String: RValue], trace: Trace?) throws(RuntimeFailure) -> [String: RValue] {
        var values: [String: RValue] = [:]
        for named in bindings {
            let value = try named.binding.value(inputs, semantics, constants: globals, trace: trace)
            guard let (record, field) = named.field else {
                values[named.name] = value
                for name in named.typeQualified { values[name] = value }
                continue
            }
            var fields = RecordFields()
            if case let .record(_, existing)? = values[record] { fields = existing }
            fields[field] = value
            values[record] = .record(record, fields)
        }
        return values
    }

    /// The file's constants the algorithm may read, by bare and by `Type.name`: the
    /// properties `names` names, and those their values name in turn. Only these are
    /// lowered; a file may declare thousands the algorithm never reads. A constant that
    /// does not lower or evaluate (a color, a composable) is left out, with the reason a
    /// read of it then fails with.
    private static func constants(
        named names: Set<String>, in index: SourceIndex, lowering: Lowering, semantics: Semantics
    ) -> (values: [String: RValue], unavailable: [String: String]) {
        var properties: [Constant] = []
        var unavailable: [String: String] = [:]
        var pending = names.sorted()
        var seen = names
        while let name = pending.popLast() {
            for property in index.propertyValues(named: name) {
                let expression: Expr
                do {
                    expression = try lowering.declaredValue(property.node, property.value)
                } catch {
                    for name in constantNames(property.path, kind: property.node.kind) where unavailable[name] == nil {
                        unavailable[name] = Self.missing(property.path, line: property.node.start.line, because: error.construct)
                    }
                    continue
                }
                properties.append(Constant(
                    path: property.path, kind: property.node.kind, start: property.node.byteRange.lowerBound, line: property.node.start.line,
                    expression: CompiledExpression(expression)))
                var walk = IRWalk()
                walk.visit(expression)
                for read in walk.names.sorted() where seen.insert(read).inserted { pending.append(read) }
            }
        }
        properties.sort { $0.start < $1.start }
        var values: [String: RValue] = [:]
        // Twice, in document order, so a constant defined from a later one resolves.
        for _ in 0..<2 {
            let interpreter = Interpreter(semantics: semantics, globals: values)
            for property in properties {
                let names = constantNames(property.path, kind: property.kind)
                guard names.contains(where: { values[$0] == nil }) else { continue }
                do {
                    let value = try interpreter.evaluate(property.expression, bindings: [:])
                    // A function or an object lives in this interpreter's heap, which no
                    // run shares (kept, it named nothing there, and the check trapped).
                    guard !value.holdsReference else {
                        for name in names where values[name] == nil {
                            unavailable[name] = Self.missing(property.path, line: property.line, because: "a function or an object, not a constant")
                        }
                        continue
                    }
                    for name in names where values[name] == nil { values[name] = value }
                } catch {
                    // The second pass's failure is the one that stands.
                    for name in names where values[name] == nil {
                        // A read of another missing constant says that one's reason.
                        let reason = error.unboundName == name ? error.reason : Self.missingReason(error, in: unavailable) ?? error.reason
                        unavailable[name] = Self.missing(property.path, line: property.line, because: reason)
                    }
                }
            }
        }
        // The library's constants read by a bare name (Kotlin's `PI`), where the file has
        // no constant of that name.
        for name in seen where values[name] == nil && unavailable[name] == nil {
            values[name] = Builtins.libraryConstant(name, semantics: semantics)
        }
        return (values, unavailable.filter { values[$0.key] == nil })
    }

    /// Why a read of a constant fails: `the constant 'Spec.limit' (line 3): …`.
    private static func missing(_ path: [String], line: Int, because reason: String) -> String {
        "the constant '\(path.joined(separator: "."))' (line \(line)): \(reason)"
    }

    /// A constant of the file, lowered: its path, its declaration's kind and where it starts.
    private struct Constant {
        let path: [String]
        let kind: String
        let start: Int
        let line: Int
        let expression: CompiledExpression
    }

    /// The names a constant is read by: bare (the first of a name, in document order,
    /// wins), as `Type.name` and by its whole path (`Toast.Metrics.duration`, which tells
    /// two nested `Metrics` apart). A TypeScript class's static field only qualified: a
    /// bare name never reads it.
    private static func constantNames(_ path: [String], kind: String) -> [String] {
        guard let name = path.last else { return [] }
        let qualified = path.count >= 2 ? [path.suffix(2).joined(separator: ".")] : []
        let whole = path.count >= 3 ? [path.joined(separator: ".")] : []
        return (kind == "public_field_definition" ? [] : [name]) + qualified + whole
    }
}

/// What each language's lowering provides: Swift, Kotlin and TypeScript, one file each.
protocol LanguageLowering {
    func function(_ node: Node) throws(NotAnalyzable) -> Closure
    func expression(_ node: Node) throws(NotAnalyzable) -> Expr
    func type(_ node: Node) throws(NotAnalyzable) -> TypeCode
    /// A piece of code run for an event: a declaration, a function's body, a call's lambda.
    func code(_ node: Node) throws(NotAnalyzable) -> [Stmt]
    /// A declaration's value, with what the declaration says about its type.
    func declaredValue(_ declaration: Node, _ value: Node) throws(NotAnalyzable) -> Expr
    /// A value type's initializer, as a function of its name that makes a record of the
    /// type: a Kotlin data class's primary constructor (`P(1, y = 2)`), a Swift struct's
    /// own `init` or memberwise one. Nil for a declaration that is none, or whose
    /// construction is not followed (a Kotlin class whose body stores or runs anything, a
    /// Swift struct with several `init`s).
    func initializer(_ declaration: Node) throws(NotAnalyzable) -> Closure?
}

extension LanguageLowering {
    func declaredValue(_ declaration: Node, _ value: Node) throws(NotAnalyzable) -> Expr {
        try expression(value)
    }

    func initializer(_ declaration: Node) throws(NotAnalyzable) -> Closure? { nil }

    /// The expression, marked with its site when `condition` holds: what a traced run
    /// reaches only sometimes, or what is written apart from the statement around it.
    func sited(_ node: Node, if condition: Bool) throws(NotAnalyzable) -> Expr {
        condition ? .at(Site(node), try expression(node)) : try expression(node)
    }
}

/// The lowering for a source's language, refusing code nested too deep for it.
struct Lowering {
    let language: SourceLanguage

    private var lowering: any LanguageLowering {
        switch language {
        case .swift: SwiftLowering()
        case .kotlin: KotlinLowering()
        case .tsx, .typescript: TypeScriptLowering()
        }
    }

    func function(_ node: Node) throws(NotAnalyzable) -> Closure {
        try Self.checkNesting(node)
        return try lowering.function(node)
    }

    func expression(_ node: Node) throws(NotAnalyzable) -> Expr {
        try Self.checkNesting(node)
        return try lowering.expression(node)
    }

    func type(_ node: Node) throws(NotAnalyzable) -> TypeCode {
        try Self.checkNesting(node)
        return try lowering.type(node)
    }

    func code(_ node: Node) throws(NotAnalyzable) -> [Stmt] {
        try Self.checkNesting(node)
        return try lowering.code(node)
    }

    func declaredValue(_ declaration: Node, _ value: Node) throws(NotAnalyzable) -> Expr {
        try Self.checkNesting(value)
        return try lowering.declaredValue(declaration, value)
    }

    func initializer(_ declaration: Node) throws(NotAnalyzable) -> Closure? {
        try Self.checkNesting(declaration)
        return try lowering.initializer(declaration)
    }

    /// The file's classes, for `new`: only TypeScript code makes instances of its types.
    func types(in index: SourceIndex) throws(NotAnalyzable) -> [String: TypeCode] {
        guard language == .tsx || language == .typescript else { return [:] }
        var types: [String: TypeCode] = [:]
        for node in index.nodes(ofKind: "class_declaration") {
            guard let name = node.child(byField: "name")?.text else { continue }
            types[name] = try type(node)
        }
        return types
    }

    /// Far deeper than any formula: the lowering and the interpreter recurse once or a few
    /// times per level, and a hostile file nesting thousands deep must not overflow the stack.
    static let nestingLimit = 200

    /// Refuses code nesting deeper than `nestingLimit`, measured without recursion.
    private static func checkNesting(_ node: Node) throws(NotAnalyzable) {
        var stack: [(node: Node, depth: Int)] = [(node, 0)]
        while let (current, depth) = stack.popLast() {
            guard depth <= nestingLimit else {
                throw NotAnalyzable(construct: "code nested deeper than \(nestingLimit) levels", line: current.start.line)
            }
            for child in current.namedChildren { stack.append((child, depth + 1)) }
        }
    }
}

extension Semantics {
    init(_ language: SourceLanguage) {
        switch language {
        case .swift: self = .swift
        case .kotlin: self = .kotlin
        default: self = .javascript
        }
    }
}
