/// Kotlin's comparators (`kotlin.comparisons`): `compareBy`, `compareByDescending`,
/// `Comparator { a, b -> … }`, `naturalOrder()` and `reverseOrder()`, chained with
/// `thenBy`, `thenByDescending`, `thenComparator`, `then`, `thenDescending` and
/// `reversed()`; a list's `sortedWith` sorts by one. A comparator is a value of the
/// interpreter's heap, as a function value is, so it may be kept in a `val` and passed.
/// (https://kotlinlang.org/api/core/kotlin-stdlib/kotlin.comparisons/)
indirect enum KotlinComparator {
    /// By each selector's value in turn (`compareValuesBy`): the first that differs decides.
    case selectors([Interpreter.Callable], descending: Bool)
    /// A function of two items giving a negative number, zero or a positive one.
    case function(Interpreter.Callable)
    /// The items' own order (`compareTo`), or its reverse.
    case natural(descending: Bool)
    /// The first; where it gives zero, the second.
    case then(KotlinComparator, KotlinComparator)
    /// The comparator with its two items swapped, as `reversed()` calls it.
    case reversed(KotlinComparator)
}

extension Interpreter {
    /// A free function that makes a comparator (`compareBy(…)`), or a list's `sortedWith`
    /// by one; nil for any other call, which goes on as a library call. (Asked only for a
    /// function `Library.isComparatorFunction` names: see `libraryCall`.)
    func comparatorCall(_ name: CallName, on base: RValue?, _ arguments: [RValue], trailing: Callable?) throws(RuntimeFailure) -> RValue? {
        guard semantics == .kotlin, let library = name.library else { return nil }
        switch (base, library) {
        case (nil, .compareBy), (nil, .compareByDescending):
            let selectors = try functions(arguments, trailing: trailing, name.text)
            guard !selectors.isEmpty else { throw RuntimeFailure(message: "not analyzable: \(name) without a selector") }
            return try allocate(.comparator(.selectors(selectors, descending: name.library == .compareByDescending)))
        case (nil, .comparator):
            let body = try functions(arguments, trailing: trailing, name.text)
            guard body.count == 1 else { throw RuntimeFailure(message: "not analyzable: Comparator without one function") }
            return try allocate(.comparator(.function(body[0])))
        case (nil, .naturalOrder) where arguments.isEmpty && trailing == nil,
            (nil, .reverseOrder) where arguments.isEmpty && trailing == nil:
            return try allocate(.comparator(.natural(descending: name.library == .reverseOrder)))
        case let (.list(items)?, .sortedWith):
            // A lambda is the Comparator it converts to (`sortedWith { a, b -> b - a }`:
            // Kotlin 1.4 converts a function to a Java interface).
            let given = arguments.count == 1 && trailing == nil ? comparator(arguments[0]) : nil
            let lambdas = given == nil ? try functions(arguments, trailing: trailing, name.text) : []
            guard let comparator = given ?? (lambdas.count == 1 ? .function(lambdas[0]) : nil) else {
                throw RuntimeFailure(message: "not analyzable: sortedWith without one comparator")
            }
            // Stable, as the JVM's sort of a list is (TimSort): for a consistent comparator
            // every stable sort gives the same order.
            return .list(try Builtins.stableSort(items) { lhs, rhs throws(RuntimeFailure) in try compare(lhs, rhs, by: comparator) < 0 })
        default:
            return nil
        }
    }

    /// A comparator's method (`thenBy { }`, `reversed()`): a new comparator.
    func comparatorMethod(_ name: String, of comparator: KotlinComparator, _ arguments: [RValue], trailing: Callable?) throws(RuntimeFailure) -> RValue {
        let next: KotlinComparator
        switch name {
        case "thenBy", "thenByDescending":
            let selectors = try functions(arguments, trailing: trailing, name)
            guard selectors.count == 1 else { throw RuntimeFailure(message: "not analyzable: \(name) without one selector") }
            next = .then(comparator, .selectors(selectors, descending: name == "thenByDescending"))
        case "thenComparator":
            let body = try functions(arguments, trailing: trailing, name)
            guard body.count == 1 else { throw RuntimeFailure(message: "not analyzable: thenComparator without one function") }
            next = .then(comparator, .function(body[0]))
        case "then", "thenDescending":
            guard arguments.count == 1, trailing == nil, let other = self.comparator(arguments[0]) else {
                throw RuntimeFailure(message: "not analyzable: \(name) without a comparator")
            }
            next = .then(comparator, name == "then" ? other : .reversed(other))
        case "reversed" where arguments.isEmpty && trailing == nil:
            next = .reversed(comparator)
        default:
            throw RuntimeFailure(message: "not analyzable: \(name) of a Comparator")
        }
        return try allocate(.comparator(next))
    }

    /// The comparator a value refers to, if it is one.
    func comparator(_ value: RValue) -> KotlinComparator? {
        guard case let .reference(id) = value, case let .comparator(comparator) = heapEntry(id) else { return nil }
        return comparator
    }

    /// The functions a comparator is made of: the function values among the arguments,
    /// then the trailing lambda; anything else is refused.
    private func functions(_ arguments: [RValue], trailing: Callable?, _ name: String) throws(RuntimeFailure) -> [Callable] {
        var callables: [Callable] = []
        for argument in arguments {
            guard case let .reference(id) = argument else { throw RuntimeFailure(message: "not analyzable: \(name) of \(argument)") }
            callables.append(try function(at: id, name))
        }
        return callables + (trailing.map { [$0] } ?? [])
    }

    /// The sign of `comparator.compare(a, b)`, calling the code's functions as the JVM would.
    private func compare(_ a: RValue, _ b: RValue, by comparator: KotlinComparator) throws(RuntimeFailure) -> Int {
        switch comparator {
        case let .selectors(selectors, descending):
            // `compareByDescending` compares `b` with `a`.
            let (first, second) = descending ? (b, a) : (a, b)
            for selector in selectors {
                let order = try Self.compareValues(try invoke(selector, [first]), try invoke(selector, [second]))
                if order != 0 { return order }
            }
            return 0
        case let .function(body):
            let order = try invoke(body, [a, b])
            guard case let .int(value, _) = order else { throw RuntimeFailure(message: "not analyzable: a Comparator returning \(order)") }
            return Int(value.signum())
        case let .natural(descending):
            let (first, second) = descending ? (b, a) : (a, b)
            guard first != .null, second != .null else { throw RuntimeFailure.trap("NullPointerException: null in naturalOrder") }
            return try Equality.kotlinComparison(first, second).signum()
        case let .then(primary, secondary):
            let order = try compare(a, b, by: primary)
            return order != 0 ? order : try compare(a, b, by: secondary)
        case let .reversed(inner):
            return try compare(b, a, by: inner)
        }
    }

    /// Kotlin's `compareValues(a, b)`: null before anything else, then `compareTo`.
    private static func compareValues(_ a: RValue, _ b: RValue) throws(RuntimeFailure) -> Int {
        switch (a, b) {
        case (.null, .null): return 0
        case (.null, _): return -1
        case (_, .null): return 1
        default: return try Equality.kotlinComparison(a, b).signum()
        }
    }
}
