/// The collection functions that test, fold, join or cut a list (and cut a string), as
/// each language's standard library defines them: Swift's `allSatisfy`,
/// `contains(where:)`, `reduce`, `joined`, `prefix`, `dropFirst` and `last(where:)`;
/// Kotlin's `all`, `any`, `none`, `fold`, `reduce`, `joinToString`, `take`, `drop`,
/// `first()` and `last()`; JavaScript's `reduce` and `join`. What each does with an empty
/// list, a negative count or a callback's extra arguments is the language's own.
enum ListFunctions {
    typealias Apply = Builtins.Apply

    /// The value of the method `function` on `base`, or nil if it is none of these.
    static func method(
        _ function: Library, on base: RValue, _ arguments: [RValue], labels: [String?], closure: Apply?, semantics: Semantics
    ) throws(RuntimeFailure) -> RValue? {
        switch (base, function) {
        case let (.list(items), .allSatisfy) where semantics == .swift, let (.list(items), .all) where semantics == .kotlin:
            return try test(items, base, closure, function, stopsAt: false, then: false)
        case let (.list(items), .contains) where closure != nil && arguments.isEmpty && semantics == .swift,
            let (.list(items), .any) where closure != nil && semantics == .kotlin:
            return try test(items, base, closure, function, stopsAt: true, then: true)
        case let (.list(items), .none) where closure != nil && semantics == .kotlin:
            return try test(items, base, closure, function, stopsAt: true, then: false)
        // Kotlin's `any()` and `none()` without a predicate: whether the list has items.
        case let (.list(items), .any) where arguments.isEmpty && semantics == .kotlin: return .bool(!items.isEmpty)
        case let (.list(items), .none) where arguments.isEmpty && semantics == .kotlin: return .bool(items.isEmpty)
        case let (.list(items), .reduce), let (.list(items), .fold):
            return try fold(items, base, arguments, labels: labels, closure: closure, function, semantics: semantics)
        case let (.list(items), .joined) where semantics == .swift, let (.list(items), .joinToString) where semantics == .kotlin,
            let (.list(items), .join) where semantics == .javascript:
            return try joined(items, base, arguments, labels: labels, closure: closure, semantics: semantics)
        case (.list, .prefix), (.list, .suffix), (.list, .dropFirst), (.list, .dropLast), (.list, .take), (.list, .takeLast), (.list, .drop),
            (.string, .prefix), (.string, .suffix), (.string, .dropFirst), (.string, .dropLast), (.string, .take), (.string, .takeLast),
            (.string, .drop):
            return try cut(base, function, arguments, semantics: semantics)
        case let (.list(items), .first) where closure == nil && arguments.isEmpty && semantics == .kotlin,
            let (.list(items), .last) where closure == nil && arguments.isEmpty && semantics == .kotlin:
            // Kotlin's `first()` and `last()` throw on an empty list (Swift's are properties).
            guard let item = function == .first ? items.first : items.last else { throw RuntimeFailure.trap("NoSuchElementException: List is empty.") }
            return item
        case let (.list(items), .last) where closure != nil, let (.list(items), .lastOrNull) where closure != nil:
            for item in items.reversed() where try predicate(closure!(base, [item]), function) { return item }
            // Kotlin's `last { }` throws when nothing matches; Swift's `last(where:)` is an optional.
            if semantics == .kotlin, function == .last { throw RuntimeFailure.trap("NoSuchElementException: no element matches") }
            return .null
        default:
            return nil
        }
    }

    /// Whether the items pass a test: the language stops at the first item whose answer
    /// `decides` (a failing one for `allSatisfy` and `all`, a passing one for
    /// `contains(where:)`, `any` and `none`) and returns `then`; past the last item, the
    /// opposite.
    private static func test(
        _ items: [RValue], _ base: RValue, _ closure: Apply?, _ function: Library, stopsAt decides: Bool, then answer: Bool
    ) throws(RuntimeFailure) -> RValue {
        guard let closure else { throw RuntimeFailure(message: "\(function) needs a closure") }
        for item in items where try predicate(closure(base, [item]), function) == decides { return .bool(answer) }
        return .bool(!answer)
    }

    /// A Swift or Kotlin predicate's result, which their compilers require to be a Boolean.
    private static func predicate(_ value: RValue, _ function: Library) throws(RuntimeFailure) -> Bool {
        guard case let .bool(holds) = value else { throw RuntimeFailure(message: "\(function)'s closure is not a Boolean") }
        return holds
    }

    /// Swift's `reduce(initial) { acc, x in … }`, Kotlin's `fold(initial) { acc, x -> … }`
    /// and `reduce { acc, x -> … }` (which starts from the first item and throws on an
    /// empty list), JavaScript's `reduce((acc, x, i) => …, initial?)` (without an initial
    /// value: from the first item, a TypeError on an empty list).
    private static func fold(
        _ items: [RValue], _ base: RValue, _ arguments: [RValue], labels: [String?], closure: Apply?, _ function: Library,
        semantics: Semantics
    ) throws(RuntimeFailure) -> RValue {
        guard let closure else { throw RuntimeFailure(message: "\(function) needs a closure") }
        // Swift's `reduce(into:)` changes its accumulator in place: not modelled.
        guard !labels.contains("into") else { throw RuntimeFailure(message: "not analyzable: reduce(into:)") }
        let startsFromFirst: Bool
        switch (semantics, function, arguments.count) {
        case (.swift, .reduce, 1), (.kotlin, .fold, 1), (.javascript, .reduce, 1): startsFromFirst = false
        case (.kotlin, .reduce, 0), (.javascript, .reduce, 0): startsFromFirst = true
        default: throw RuntimeFailure(message: "not analyzable: \(function) with \(arguments.count) arguments")
        }
        guard !startsFromFirst || !items.isEmpty else {
            throw RuntimeFailure.trap(semantics == .kotlin
                ? "UnsupportedOperationException: Empty collection can't be reduced."
                : "TypeError: Reduce of empty array with no initial value")
        }
        var accumulated = startsFromFirst ? items[0] : arguments[0]
        for index in (startsFromFirst ? 1 : 0)..<items.count {
            // JavaScript passes the item's index too.
            let extra = semantics == .javascript ? [semantics.int(Int64(index))] : []
            accumulated = try closure(base, [accumulated, items[index]] + extra)
        }
        return accumulated
    }

    /// Swift's `joined(separator:)` (of strings: its compiler takes nothing else),
    /// Kotlin's `joinToString(separator) { transform }` (", " unless given; each item as
    /// Kotlin prints it), JavaScript's `join(separator)` ("," unless given; null as "").
    /// The text is checked against the size limit while it is made.
    private static func joined(
        _ items: [RValue], _ base: RValue, _ arguments: [RValue], labels: [String?], closure: Apply?, semantics: Semantics
    ) throws(RuntimeFailure) -> RValue {
        // Kotlin's other parameters (`prefix`, `limit`, …) and Swift's other overloads are not modelled.
        guard arguments.count <= 1, labels.allSatisfy({ $0 == nil || $0 == "separator" }), closure == nil || semantics == .kotlin else {
            throw RuntimeFailure(message: "not analyzable: \(semantics == .kotlin ? "joinToString" : "join") with these arguments")
        }
        // JavaScript's `join(undefined)` is `join()`.
        let given = semantics == .javascript && arguments.first == .null ? nil : arguments.first
        let separator: String
        switch given {
        case let .string(text)?: separator = text
        case nil: separator = semantics == .swift ? "" : semantics == .kotlin ? ", " : ","
        case let other?: throw RuntimeFailure(message: "not analyzable: a separator \(other)")
        }
        var text = ""
        for (index, item) in items.enumerated() {
            if index > 0 { text += separator }
            let shown = try closure.map { transform throws(RuntimeFailure) in try transform(base, [item]) } ?? item
            switch (shown, semantics) {
            case (.null, .javascript): break
            case (.string, _), (_, .kotlin), (_, .javascript): text += try Builtins.text(shown, semantics)
            default: throw RuntimeFailure(message: "not analyzable: joined of \(shown)")
            }
            guard text.utf8.count <= Interpreter.sizeLimit else {
                throw RuntimeFailure(message: "not analyzable: a string longer than \(Interpreter.sizeLimit) bytes")
            }
        }
        return .string(text)
    }

    /// Swift's `prefix`, `suffix`, `dropFirst` and `dropLast` (a count of 1 unless given;
    /// a negative count traps) and Kotlin's `take`, `takeLast`, `drop` and `dropLast` (a
    /// negative count throws), of a list or a string: Swift counts a string's characters,
    /// Kotlin its UTF-16 units (a string whose characters are not one unit each is not
    /// followed).
    private static func cut(_ base: RValue, _ function: Library, _ arguments: [RValue], semantics: Semantics) throws(RuntimeFailure) -> RValue? {
        let swiftFunctions: [Library] = [.prefix, .suffix, .dropFirst, .dropLast]
        let kotlinFunctions: [Library] = [.take, .takeLast, .drop, .dropLast]
        guard (semantics == .swift ? swiftFunctions : semantics == .kotlin ? kotlinFunctions : []).contains(function) else { return nil }
        let defaultCount: Int64? = semantics == .swift && (function == .dropFirst || function == .dropLast) ? 1 : nil
        guard arguments.count <= 1, case let .int(count, _)? = arguments.first ?? defaultCount.map({ .int($0, bits: 64) }) else {
            throw RuntimeFailure(message: "not analyzable: \(function) with these arguments")
        }
        guard count >= 0 else {
            throw RuntimeFailure.trap(semantics == .kotlin
                ? "IllegalArgumentException: Requested element count \(count) is less than zero."
                : "Can't take a prefix or drop a negative number of elements")
        }
        let keepsStart = [.prefix, .take, .dropLast].contains(function)
        let dropping = [.dropFirst, .dropLast, .drop].contains(function)
        func cut<Items: BidirectionalCollection>(_ items: Items) -> Items.SubSequence {
            let amount = Int(min(count, Int64(items.count)))
            let kept = dropping ? items.count - amount : amount
            return keepsStart ? items.prefix(kept) : items.suffix(kept)
        }
        switch base {
        case let .list(items): return .list(Array(cut(items)))
        case let .string(text):
            if semantics == .kotlin, text.utf16.count != text.count {
                throw RuntimeFailure(message: "not analyzable: \(function) of the UTF-16 units of \(base)")
            }
            return .string(String(cut(text)))
        default: return nil
        }
    }
}
