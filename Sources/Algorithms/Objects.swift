/// Objects and function values for the interpreter: TypeScript class instances made with
/// `new`, arrow functions kept in fields, and the stateful instance every platform's
/// state lives in. They live in a heap and are shared by reference, as in the languages
/// whose code holds them; the heap is the interpreter's own and ends with it.
extension Interpreter {
    enum HeapEntry {
        /// An object's fields and methods; its methods' scope, where `self`/`this` is it.
        case object(Scope)
        case function(Callable)
        /// A JavaScript `Set`: its values in insertion order, each once.
        case set([RValue])
        /// A Kotlin `Comparator` (see `KotlinComparator`).
        case comparator(KotlinComparator)
    }

    /// More objects than any formula of the uim components makes: a run that allocates
    /// without end stops here, as a loop stops at the step limit.
    static let heapLimit = 100_000

    func allocate(_ entry: HeapEntry) throws(RuntimeFailure) -> RValue {
        guard heap.count < Self.heapLimit else { throw RuntimeFailure(message: "not analyzable: object limit") }
        heap.append(entry)
        return .reference(heap.count - 1)
    }

    func reference(to callable: Callable) throws(RuntimeFailure) -> RValue {
        try allocate(.function(callable))
    }

    /// An instance of `type`: its methods, then its fields in order, then its constructor.
    func instantiate(_ type: TypeCode, _ arguments: [RValue]) throws(RuntimeFailure) -> RValue {
        // A field that makes another instance of its type (`next = new Node()`) recurses.
        depth += 1
        defer { depth -= 1 }
        try checkDepth()
        let scope = Scope(parent: globals)
        let instance = try allocate(.object(scope))
        scope.define("self", .value(instance))
        scope.define("this", .value(instance))
        for (name, method) in type.methods { bindFunction(name, method, in: scope) }
        for (name, initial) in type.fieldCode { scope.define(name, .value(try initial.run(self, scope))) }
        if let constructor = type.constructor { _ = try invoke(Callable(closure: constructor, scope: scope), arguments) }
        return instance
    }

    /// `new Type(…)`: a type of the file, a `Set` (empty or of a list's values) or an empty `Array`.
    func construct(_ type: String, _ arguments: [RValue]) throws(RuntimeFailure) -> RValue {
        if let code = types[type] { return try instantiate(code, arguments) }
        switch (type, arguments.first) {
        case ("Array", nil): return .list([])
        case ("Set", nil): return try allocate(.set([]))
        case let ("Set", .list(items)?) where arguments.count == 1:
            var set: [RValue] = []
            // Each item is read, and compared with those kept: the work the step budget counts.
            try spend(items.count)
            for item in items {
                try spend(set.count)
                if try !Self.setContains(set, item) { set.append(Self.setValue(item)) }
            }
            return try allocate(.set(set))
        default: throw RuntimeFailure(message: "not analyzable: new \(type)")
        }
    }

    /// A `Set` stores -0 as +0.
    private static func setValue(_ value: RValue) -> RValue {
        if case let .double(number) = value, number == 0 { return .double(0) }
        return value
    }

    /// SameValueZero, as a `Set` compares: numbers by value, NaN equal to NaN, strings by
    /// their UTF-16 units (not Swift's canonical equivalence: "é" and "e\u{301}" are two
    /// values), arrays and objects by identity, which is not followed.
    private static func setContains(_ items: [RValue], _ value: RValue) throws(RuntimeFailure) -> Bool {
        for item in items where try Equality.equal(item, value, .javascript, numbers: .sameValueZero) { return true }
        return false
    }

    /// A `Set`'s methods: `add`, `has`, `delete`, `clear`.
    private func setMethod(_ name: String, _ id: Int, _ items: [RValue], _ arguments: [RValue]) throws(RuntimeFailure) -> RValue {
        try spend(items.count)  // each method compares with every item
        switch (name, arguments.first) {
        case let ("add", value?):
            if try !Self.setContains(items, value) { heap[id] = .set(items + [Self.setValue(value)]) }
            return .reference(id)
        case let ("has", value?): return .bool(try Self.setContains(items, value))
        case let ("delete", value?):
            var kept: [RValue] = []
            for item in items where try !Self.setContains([item], value) { kept.append(item) }
            heap[id] = .set(kept)
            return .bool(kept.count != items.count)
        case ("clear", nil):
            heap[id] = .set([])
            return .null
        default: throw RuntimeFailure(message: "not analyzable: Set.\(name)")
        }
    }

    /// The values a `for … of` visits: a list's. A `Set` changed while it is iterated is
    /// visited live in JavaScript: refused here rather than followed.
    func iterated(_ value: RValue) -> [RValue]? {
        switch value {
        case let .list(items): return items
        case let .reference(id): if case let .set(items) = heapEntry(id) { return items } else { return nil }
        default: return nil
        }
    }

    /// A call's or an array literal's arguments with each spread `Set` (`[...new Set(xs)]`)
    /// given as the list of its values, which `ListFunctions.spreading` then places.
    func spreadingSets(_ arguments: [RValue], labels: [String?]) -> [RValue] {
        arguments.enumerated().map { index, value in
            guard labels.indices.contains(index), labels[index] == TypeScriptLowering.spreadLabel, case let .reference(id) = value,
                case let .set(items) = heapEntry(id)
            else { return value }
            return .list(items)
        }
    }

    /// Whether a `Set` iterated from `items` was changed by the loop's body.
    func setChanged(_ value: RValue, from items: [RValue]) -> Bool {
        guard case let .reference(id) = value, case let .set(now) = heapEntry(id) else { return false }
        return now != items
    }

    /// The scope of an object's fields and methods, if the value is an object.
    func objectScope(of value: RValue) -> Scope? {
        guard case let .reference(id) = value, case let .object(scope) = heapEntry(id) else { return nil }
        return scope
    }

    /// A field of an object (a method is a function value), or a member of a value.
    func member(of value: RValue, _ name: String) throws(RuntimeFailure) -> RValue {
        guard case let .reference(id) = value else {
            // What a member makes is work, as a library call's result is: `indices` of a
            // long list had been a step.
            let member = try Builtins.member(value, name, semantics: semantics)
            try spend(member.size)
            return member
        }
        if case let .set(items) = heapEntry(id), name == "size" { return semantics.int(Int64(items.count)) }
        guard case let .object(scope) = heapEntry(id) else { throw RuntimeFailure(message: "not analyzable: member \(name) of \(value)") }
        switch scope.local(name) {
        case let .value(field)?: return field
        case let .function(method)?: return try reference(to: method)
        case nil: throw RuntimeFailure(message: "not analyzable: no field '\(name)'")
        }
    }

    /// Calls an object's method, or a function kept in one of its fields; a comparator's
    /// method takes the trailing lambda (`thenBy { }`).
    func callMethod(_ name: String, on object: RValue, _ arguments: [RValue], trailing: Callable?) throws(RuntimeFailure) -> RValue {
        if case let .reference(id) = object, case let .set(items) = heapEntry(id) { return try setMethod(name, id, items, arguments) }
        if let comparator = comparator(object) { return try comparatorMethod(name, of: comparator, arguments, trailing: trailing) }
        guard case let .reference(id) = object, case let .object(scope) = heapEntry(id) else {
            throw RuntimeFailure(message: "not analyzable: call of \(name) on a function")
        }
        switch scope.local(name) {
        case let .function(method)?: return try invoke(method, arguments)
        case let .value(.reference(field))?: return try invoke(try function(at: field, name), arguments)
        default: throw RuntimeFailure(message: "not analyzable: no method '\(name)'")
        }
    }

    /// The heap's entry for `id`, if this run made it: a reference kept from another run
    /// (a constant's value, evaluated once) names nothing here; indexed, it trapped the check.
    func heapEntry(_ id: Int) -> HeapEntry? {
        heap.indices.contains(id) ? heap[id] : nil
    }

    func function(at id: Int, _ name: String) throws(RuntimeFailure) -> Callable {
        guard case let .function(callable) = heapEntry(id) else { throw RuntimeFailure(message: "not analyzable: \(name) is not a function") }
        return callable
    }

    func isFunction(_ value: RValue) -> Bool {
        guard case let .reference(id) = value, case .function = heapEntry(id) else { return false }
        return true
    }
}
