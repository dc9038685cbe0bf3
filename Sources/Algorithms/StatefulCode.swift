import Extraction
import Model
import Rules
import TreeSitter

/// A stateful program lowered: what runs for each thread event, and how the event's
/// values reach the code.
struct StatefulCode: Sendable {
    let instance: String
    let state: String
    let effects: Set<String>
    /// Where the code for new ids starts (a method, or the first piece of code run): a
    /// drift is reported there rather than at the type.
    private(set) var codeLocation: Location?
    private let events: String
    private let initial: [(name: String, binding: Binding)]
    private let construct: [String]
    private let ids: Handler
    private let edges: Handler

    /// The statements the handlers run (not the methods they call).
    var handlerCode: [[Stmt]] {
        [ids, edges].compactMap { handler in
            if case let .code(block, _, functions) = handler { return block.statements + functions.values.flatMap(\.body) }
            return nil
        }
    }

    /// The words of the rules' bindings and constructor arguments: what they may read
    /// from the file's constants.
    var bindingWords: Set<String> {
        var words = Set(construct.flatMap(Binding.words(in:)))
        var bindings = initial
        for case let .code(_, handlerBindings, _) in [ids, edges] { bindings += handlerBindings }
        for (_, binding) in bindings { words.formUnion(binding.words) }
        return words
    }

    enum Handler: Sendable {
        case method(String)
        case code(CompiledBlock, bindings: [(name: String, binding: Binding)], functions: [String: Closure])
    }

    init(_ program: StatefulProgram, events: String, in index: SourceIndex) throws(NotAnalyzable) {
        instance = program.instance
        state = program.state
        effects = Set(program.effects)
        self.events = events
        initial = try Self.parse(program.initial).bindings
        construct = program.construct
        let lowering = Lowering(language: index.parsed.language)
        var firstNode: Node?
        ids = try Self.lower(program.ids, lowering, index, firstNode: &firstNode)
        edges = try Self.lower(program.edges, lowering, index, firstNode: &firstNode)
        codeLocation = firstNode.map(index.location(of:))
        // A method that handles the new ids is where the count changes.
        if case let .method(name) = program.ids, let method = index.codeNodes(at: program.path + [name]).first {
            codeLocation = index.location(of: method)
        }
    }

    private static func lower(_ handler: EventHandler, _ lowering: Lowering, _ index: SourceIndex, firstNode: inout Node?)
        throws(NotAnalyzable) -> Handler
    {
        switch handler {
        case let .method(name):
            return .method(name)
        case let .code(paths, bindings):
            var statements: [Stmt] = []
            for path in paths {
                let node = try node(at: path, in: index)
                if firstNode == nil { firstNode = node }
                statements += try lowering.code(node)
            }
            let parsed = try parse(bindings)
            return .code(CompiledBlock(statements), bindings: parsed.bindings, functions: Dictionary(uniqueKeysWithValues: parsed.functions.map { ($0, identity) }))
        }
    }

    /// The one piece of code `path` names; `name#2` picks the second of several calls.
    static func node(at path: [String], in index: SourceIndex) throws(NotAnalyzable) -> Node {
        var lookup = path
        var ordinal: Int?
        if let last = path.last, let mark = last.firstIndex(of: "#"), let number = Int(last[last.index(after: mark)...]) {
            lookup[lookup.count - 1] = String(last[..<mark])
            ordinal = number
        }
        let found = index.codeNodes(at: lookup)
        let name = path.joined(separator: ".")
        if let ordinal {
            guard ordinal >= 1, ordinal <= found.count else { throw NotAnalyzable(construct: "no code '\(name)' (\(found.count) found)", line: 1) }
            return found[ordinal - 1]
        }
        guard let only = found.first else { throw NotAnalyzable(construct: "no code '\(name)'", line: 1) }
        guard found.count == 1 else {
            throw NotAnalyzable(construct: "'\(name)' names \(found.count) pieces of code; pick one with '#1'…'#\(found.count)'", line: only.start.line)
        }
        return only
    }

    /// Bindings in name order; `identity` binds a function returning its argument.
    private static func parse(_ bindings: [String: String]) throws(NotAnalyzable)
        -> (bindings: [(name: String, binding: Binding)], functions: [String])
    {
        var values: [(name: String, binding: Binding)] = []
        var functions: [String] = []
        for name in bindings.keys.sorted() {
            if bindings[name] == "identity" {
                functions.append(name)
            } else {
                values.append((name, try Binding.parse(bindings[name]!)))
            }
        }
        return (values, functions)
    }

    private static let identity = Closure(parameters: ["value"], body: [.expression(.name("value"))])

    /// The steps for an `events` input: the initial bindings first, then one step per
    /// event; `constants` (the file's) and `trace` are the bindings' (see `Binding`).
    func steps(
        for inputs: [String: RValue], _ semantics: Semantics, constants: [String: RValue], trace: Trace?
    ) throws(RuntimeFailure) -> [Interpreter.Step] {
        var steps: [Interpreter.Step] = []
        for call in try ThreadEvents.calls(in: inputs[events]) {
            let handler: Handler
            let values: [String: RValue]
            let arguments: [RValue]
            switch call {
            case let .ids(list):
                handler = ids
                arguments = [.list(list.map(RValue.string))]
                values = ["ids": arguments[0]]
            case let .edges(atStart, atEnd, distance):
                handler = edges
                arguments = [.bool(atStart), .bool(atEnd)]
                values = ["atStart": .bool(atStart), "atEnd": .bool(atEnd), ThreadEvents.distance: distance.map(RValue.double) ?? .null]
            }
            switch handler {
            case let .method(name):
                steps.append(.method(name, arguments))
            case let .code(statements, bindings, functions):
                steps.append(.code(
                    statements, bindings: try Self.values(bindings, values, semantics, constants: constants, trace: trace),
                    functions: functions))
            }
        }
        return steps
    }

    /// The constructor's arguments: the file's constants by name, or numbers.
    func constructorArguments(_ constants: [String: RValue], _ semantics: Semantics) throws(RuntimeFailure) -> [RValue] {
        try construct.map { text throws(RuntimeFailure) in
            if let constant = constants[text] { return constant }
            return try Binding(plain: text).value([:], semantics)
        }
    }

    /// The values set on the instance before the first event.
    func initialValues(_ semantics: Semantics) throws(RuntimeFailure) -> [String: RValue] {
        try Self.values(initial, [:], semantics)
    }

    private static func values(
        _ bindings: [(name: String, binding: Binding)], _ inputs: [String: RValue], _ semantics: Semantics,
        constants: [String: RValue] = [:], trace: Trace? = nil
    ) throws(RuntimeFailure) -> [String: RValue] {
        var values: [String: RValue] = [:]
        for (name, binding) in bindings { values[name] = try binding.value(inputs, semantics, constants: constants, trace: trace) }
        return values
    }
}

extension ThreadEvents {
    /// The events of a message, the first few: a thread may hold thousands.
    private static func shown(_ items: [RValue]) -> String {
        let shown = RValue.list(Array(items.prefix(8))).description
        return items.count > 8 ? String(shown.dropLast()) + ", … (\(items.count) events)]" : shown
    }

    /// The calls for an `events` input value (a list of event strings).
    static func calls(in events: RValue?) throws(RuntimeFailure) -> [ThreadCall] {
        guard case let .list(items)? = events else { throw RuntimeFailure(message: "not analyzable: no events input") }
        let names = items.compactMap { item -> String? in
            if case let .string(text) = item { return text }
            return nil
        }
        guard names.count == items.count, let calls = calls(names) else {
            throw RuntimeFailure(
                message: "not analyzable: an unknown thread event, or more than \(Interpreter.sizeLimit) ids in all, in \(Self.shown(items))")
        }
        return calls
    }
}
