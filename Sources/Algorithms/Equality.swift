/// Equality and order as each platform's code computes them, where the three differ.
/// Swift's `==` on strings is canonical equivalence ("e\u{301}" == "é"); Kotlin's (the
/// JVM's `String.equals`) and JavaScript's `===` compare UTF-16 code units, and so do
/// their string orders. A list search in Kotlin (`indexOf`, `contains`, a list's
/// `equals`) compares boxed numbers with `Double.equals`: NaN finds NaN and -0.0 is not
/// 0.0; JavaScript's `indexOf` uses `===` (NaN finds nothing) and `includes` SameValueZero
/// (NaN finds NaN). The interpreter had used Swift's answer on every platform, and a
/// Kotlin or TypeScript copy that differs there passed.
/// (https://kotlinlang.org/api/core/kotlin-stdlib/kotlin/-double/equals.html,
/// https://tc39.es/ecma262/#sec-samevaluezero)
enum Equality {
    /// How a search or a structural comparison compares two numbers.
    enum NumberRule {
        /// IEEE `==`: NaN equals nothing, -0 equals 0 (Swift's `==`, JavaScript's `===`).
        case ieee
        /// JavaScript's SameValueZero (`includes`): NaN equals NaN, -0 equals 0.
        case sameValueZero
        /// The JVM's `Double.equals` (Kotlin's collections): NaN equals NaN, -0.0 is not 0.0.
        case boxed
    }

    /// The rule a platform's list search (`firstIndex(of:)`, `indexOf`, `contains`) and a
    /// list's `==` use for the numbers in it; `includes` for JavaScript's SameValueZero.
    static func searchRule(_ semantics: Semantics, includes: Bool = false) -> NumberRule {
        switch semantics {
        case .swift: .ieee
        case .kotlin: .boxed
        case .javascript: includes ? .sameValueZero : .ieee
        }
    }

    /// `a == b` as the platform's code compares values that are not both numbers at the
    /// top (those are the operators'), and as its searches compare items. JavaScript
    /// compares arrays and objects by identity, which the interpreter does not keep: such
    /// a comparison is not followed.
    static func equal(_ a: RValue, _ b: RValue, _ semantics: Semantics, numbers rule: NumberRule) throws(RuntimeFailure) -> Bool {
        switch (a, b) {
        case let (.string(left), .string(right)):
            return sameText(left, right, semantics)
        case let (.list(left), .list(right)):
            guard semantics != .javascript else { throw RuntimeFailure(message: "not analyzable: === on arrays compares their identity") }
            guard left.count == right.count else { return false }
            for (item, other) in zip(left, right) where try !equal(item, other, semantics, numbers: searchRule(semantics)) { return false }
            return true
        case let (.record(leftName, left), .record(rightName, right)):
            guard semantics != .javascript else { throw RuntimeFailure(message: "not analyzable: === on objects compares their identity") }
            guard leftName == rightName, left.fields.count == right.fields.count else { return false }
            for (field, other) in zip(left.fields, right.fields) {
                guard field.name == other.name, try equal(field.value, other.value, semantics, numbers: searchRule(semantics)) else { return false }
            }
            return true
        default:
            if a.isNumber, b.isNumber { return sameNumber(a, b, rule) }
            return a == b
        }
    }

    /// Two strings as the platform's `==` compares them: canonically equivalent in Swift,
    /// the same UTF-16 units (so the same scalars) in Kotlin and JavaScript.
    static func sameText(_ a: String, _ b: String, _ semantics: Semantics) -> Bool {
        semantics == .swift ? a == b : a.utf8.elementsEqual(b.utf8)
    }

    /// Whether two numbers are equal under `rule`: whole numbers exactly (two integers
    /// past 2^53 are not equal because they round to one Double), an integer and a
    /// Double when the Double is that integer.
    static func sameNumber(_ a: RValue, _ b: RValue, _ rule: NumberRule) -> Bool {
        switch (a, b) {
        case let (.int(left, _), .int(right, _)): return left == right
        case let (.int(whole, _), .double(number)), let (.double(number), .int(whole, _)): return Int64(exactly: number) == whole
        case let (.int(whole, _), .float(number)), let (.float(number), .int(whole, _)): return Int64(exactly: number) == whole
        default:
            guard let left = a.asDouble, let right = b.asDouble else { return false }
            switch rule {
            case .ieee: return left == right
            case .sameValueZero: return left == right || (left.isNaN && right.isNaN)
            case .boxed: return left.isNaN ? right.isNaN : left == right && left.sign == right.sign
            }
        }
    }

    /// Whether `a` sorts before `b` in the platform's natural order (`sorted()`): numbers
    /// by value (integers exactly), strings as the platform compares them. Kotlin sorts
    /// Doubles by `compareTo`, a total order: -0.0 before 0.0, NaN last. Swift's `<` has
    /// no place for NaN, and its sort's order with one is its algorithm's: not followed.
    static func ascending(_ a: RValue, _ b: RValue, _ semantics: Semantics) throws(RuntimeFailure) -> Bool {
        switch (a, b) {
        case let (.int(left, _), .int(right, _)):
            return left < right
        case let (.string(left), .string(right)):
            return precedes(left, right, semantics)
        default:
            guard let left = a.asDouble, let right = b.asDouble else {
                throw RuntimeFailure(message: "not analyzable: sorting \(a) and \(b)")
            }
            if semantics == .kotlin { return totalOrder(left, right) }
            guard !left.isNaN, !right.isNaN else { throw RuntimeFailure(message: "not analyzable: sorting NaN") }
            return left < right
        }
    }

    /// Whether `a` sorts before `b` as the platform orders strings: Swift's `<` (canonically
    /// equivalent strings are equal), Kotlin's `compareTo` and JavaScript's `<` by UTF-16 units.
    private static func precedes(_ a: String, _ b: String, _ semantics: Semantics) -> Bool {
        semantics == .swift ? a < b : a.utf16.lexicographicallyPrecedes(b.utf16)
    }

    /// `a op b` for an ordering operator on two strings: `<=` is "not after", as each
    /// language defines it from its order.
    static func ordered(_ op: Operator, _ a: String, _ b: String, _ semantics: Semantics) -> Bool {
        switch op.kind {
        case .less: precedes(a, b, semantics)
        case .greater: precedes(b, a, semantics)
        case .lessOrEqual: !precedes(b, a, semantics)
        default: !precedes(a, b, semantics)
        }
    }

    /// Kotlin's `a.compareTo(b)`: for strings the JVM's `String.compareTo` (the difference of
    /// the first UTF-16 units that differ, else of the lengths); for numbers -1, 0 or 1,
    /// Doubles by their total order (`Double.compare`); `false` before `true`.
    /// (https://docs.oracle.com/en/java/javase/17/docs/api/java.base/java/lang/String.html#compareTo(java.lang.String))
    static func kotlinComparison(_ a: RValue, _ b: RValue) throws(RuntimeFailure) -> Int {
        switch (a, b) {
        case let (.bool(left), .bool(right)):
            return left == right ? 0 : left ? 1 : -1
        case let (.string(left), .string(right)):
            for (x, y) in zip(left.utf16, right.utf16) where x != y { return Int(x) - Int(y) }
            return left.utf16.count - right.utf16.count
        case let (.int(left, _), .int(right, _)):
            return left < right ? -1 : left == right ? 0 : 1
        default:
            guard let left = a.asDouble, let right = b.asDouble else { throw RuntimeFailure(message: "not analyzable: compareTo of \(a) and \(b)") }
            return totalOrder(left, right) ? -1 : totalOrder(right, left) ? 1 : 0
        }
    }

    /// The JVM's `Double.compare(a, b) < 0`: -0.0 below 0.0, NaN above everything.
    private static func totalOrder(_ a: Double, _ b: Double) -> Bool {
        if a.isNaN || b.isNaN { return !a.isNaN }
        if a == b { return a.sign == .minus && b.sign == .plus }
        return a < b
    }
}
