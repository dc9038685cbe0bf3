/// The collection functions that test, fold, join, cut, sort or spread a list (and cut a
/// string), as each language's standard library defines them: Swift's `allSatisfy`,
/// `contains(where:)`, `count(where:)`, `reduce`, `joined`, `prefix`, `dropFirst`,
/// `last(where:)`, `compactMap`, `max(by:)` and `min(by:)`; Kotlin's `all`, `any`, `none`,
/// `count`, `sumOf`, `maxByOrNull` and its kin, the
/// `…Indexed` callbacks, `mapNotNull`, `filterNotNull`, `fold`, `reduce`, `joinToString`,
/// `take`, `drop`, `first()` and `last()`; JavaScript's `reduce`, `join`, `concat`, `toSorted`, `sort` and
/// spread items; each language's `forEach`. What each does with an empty list, a negative
/// count or a callback's extra arguments is the language's own.
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
        case let (.list(items), .count) where arguments.isEmpty && (semantics == .kotlin || (semantics == .swift && closure != nil)):
            return semantics.int(Int64(try matching(items, base, closure, function)))
        case let (.list(items), .mapIndexed) where semantics == .kotlin, let (.list(items), .forEachIndexed) where semantics == .kotlin,
            let (.list(items), .filterIndexed) where semantics == .kotlin:
            guard let closure, arguments.isEmpty else { throw RuntimeFailure(message: "\(function) needs a callback") }
            return try indexed(items, base, closure, function, semantics: semantics)
        case let (.list(items), .mapNotNull) where semantics == .kotlin, let (.list(items), .compactMap) where semantics == .swift:
            guard let closure, arguments.isEmpty else { throw RuntimeFailure(message: "\(function) needs a callback") }
            var kept: [RValue] = []
            for item in items {
                let value = try closure(base, [item])
                if value != .null { kept.append(value) }
            }
            return .list(kept)
        case let (.list(items), .filterNotNull) where semantics == .kotlin && arguments.isEmpty && closure == nil:
            return .list(items.filter { $0 != .null })
        case (.list, .toList) where semantics == .kotlin && arguments.isEmpty && closure == nil,
            (.list, .toMutableList) where semantics == .kotlin && arguments.isEmpty && closure == nil:
            return base
        case let (.list(items), .distinct) where semantics == .kotlin && arguments.isEmpty && closure == nil:
            // The first of equal items, equal as Kotlin's sets compare them (`equals`: NaN is NaN, -0.0 is not 0.0).
            // (Each item is compared with those kept: a list of tens of thousands is refused.)
            guard items.count <= 10_000 else { throw RuntimeFailure(message: "not analyzable: distinct() of \(items.count) items") }
            var kept: [RValue] = []
            for item in items where try !contains(kept, item, semantics: semantics) { kept.append(item) }
            return .list(kept)
        case let (.list(items), .sumOf) where arguments.count <= 1 && semantics == .kotlin:
            guard let closure else { throw RuntimeFailure(message: "sumOf needs a closure") }
            return try sum(items, base, closure, zero: arguments.first ?? .int(0, bits: 32))
        case let (.list(items), .sum) where semantics == .kotlin && arguments.count <= 1 && closure == nil:
            // In the items' type, an Int's wrapping; an empty list's zero only where the
            // lowering saw the type (a range of Ints gives it as the argument).
            guard !items.isEmpty || !arguments.isEmpty else {
                throw RuntimeFailure(message: "not analyzable: sum() of an empty list, whose item type (so its zero) is unknown here")
            }
            return try sum(items, base, { _, values throws(RuntimeFailure) in values[0] }, zero: arguments.first ?? .int(0, bits: 32))
        case let (.list(items), .average) where semantics == .kotlin && arguments.isEmpty && closure == nil:
            // A Double sum of the items in order; NaN for none.
            var total = 0.0
            for item in items {
                guard item.isNumber, let value = item.asDouble else { throw RuntimeFailure(message: "not analyzable: average of \(item)") }
                total += value
            }
            return .double(items.isEmpty ? .nan : total / Double(items.count))
        case let (.list(items), .reduce), let (.list(items), .fold):
            return try fold(items, base, arguments, labels: labels, closure: closure, function, semantics: semantics)
        case let (.list(items), .joined) where semantics == .swift, let (.list(items), .joinToString) where semantics == .kotlin,
            let (.list(items), .join) where semantics == .javascript:
            return try joined(items, base, arguments, labels: labels, closure: closure, semantics: semantics)
        case (.list, .prefix), (.list, .suffix), (.list, .dropFirst), (.list, .dropLast), (.list, .take), (.list, .takeLast), (.list, .drop),
            (.string, .prefix), (.string, .suffix), (.string, .dropFirst), (.string, .dropLast), (.string, .take), (.string, .takeLast),
            (.string, .drop):
            return try cut(base, function, arguments, labels: labels, semantics: semantics)
        case let (.list(items), .first) where closure == nil && arguments.isEmpty && semantics == .kotlin,
            let (.list(items), .last) where closure == nil && arguments.isEmpty && semantics == .kotlin:
            // Kotlin's `first()` and `last()` throw on an empty list (Swift's are properties).
            guard let item = function == .first ? items.first : items.last else { throw RuntimeFailure.trap("NoSuchElementException: List is empty.") }
            return item
        case let (.list(items), .max) where arguments.isEmpty && closure == nil && semantics != .javascript,
            let (.list(items), .min) where arguments.isEmpty && closure == nil && semantics != .javascript,
            let (.list(items), .maxOrNull) where arguments.isEmpty && closure == nil && semantics == .kotlin,
            let (.list(items), .minOrNull) where arguments.isEmpty && closure == nil && semantics == .kotlin:
            return try extreme(items, function, semantics: semantics)
        case let (.list(items), .maxByOrNull) where semantics == .kotlin, let (.list(items), .minByOrNull) where semantics == .kotlin,
            let (.list(items), .maxBy) where semantics == .kotlin, let (.list(items), .minBy) where semantics == .kotlin:
            guard let closure, arguments.isEmpty else { throw RuntimeFailure(message: "\(function) needs a selector") }
            return try extreme(items, base, bySelector: closure, function)
        case let (.list(items), .max) where closure != nil && arguments.isEmpty && semantics == .swift,
            let (.list(items), .min) where closure != nil && arguments.isEmpty && semantics == .swift:
            return try extreme(items, base, byOrder: closure!, function)
        case let (.list(items), .sort) where semantics == .javascript, let (.list(items), .toSorted) where semantics == .javascript:
            return try javaScriptSorted(items, base, arguments, closure: closure)
        case let (.list(items), .zip) where semantics == .kotlin && arguments.count == 1:
            // Pairs as far as the shorter list goes, or the transform's value of each.
            guard case let .list(others) = arguments[0] else { throw RuntimeFailure(message: "not analyzable: zip with \(arguments[0])") }
            var zipped: [RValue] = []
            for (item, other) in zip(items, others) { zipped.append(try closure.map { apply throws(RuntimeFailure) in try apply(base, [item, other]) } ?? Builtins.pair(item, other)) }
            return .list(zipped)
        case let (.list(items), .entries) where semantics == .javascript && arguments.isEmpty && closure == nil:
            return .list(items.enumerated().map { index, item in .list([semantics.int(Int64(index)), item]) })
        case let (.list(items), .concat) where semantics == .javascript && closure == nil:
            // Array arguments are spread one level; anything else is an item.
            return .list(try spread(items, arguments.map { value in (value, value.isList) }))
        case let (.list(items), .forEach):
            // Run for what the callback does (it may write the names around it); the value is
            // Swift's `Void`, Kotlin's `Unit`, JavaScript's `undefined`.
            guard let closure, arguments.isEmpty else { throw RuntimeFailure(message: "forEach needs a callback") }
            for (index, item) in items.enumerated() { _ = try closure(base, Builtins.callbackArguments(item, index, of: base, semantics)) }
            return .null
        case let (.list(items), .last) where closure != nil, let (.list(items), .lastOrNull) where closure != nil:
            for item in items.reversed() where try predicate(closure!(base, [item]), function) { return item }
            // Kotlin's `last { }` throws when nothing matches; Swift's `last(where:)` is an optional.
            if semantics == .kotlin, function == .last { throw RuntimeFailure.trap("NoSuchElementException: no element matches") }
            return .null
        default:
            return nil
        }
    }

    /// A JavaScript call's or array literal's items with the spread ones placed (`f(...xs)`,
    /// `[...a, x, ..."ab"]`): a spread array gives its items, a string its code points;
    /// anything else is not iterable.
    static func spreading(_ arguments: [RValue], labels: [String?]) throws(RuntimeFailure) -> [RValue] {
        var parts: [(value: RValue, spreads: Bool)] = []
        for (index, value) in arguments.enumerated() {
            let spreads = labels.indices.contains(index) && labels[index] == TypeScriptLowering.spreadLabel
            switch (value, spreads) {
            case let (.string(text), true): parts.append((.list(text.unicodeScalars.map { .string(String($0)) }), true))
            case (.list, _), (_, false): parts.append((value, spreads))
            default: throw RuntimeFailure.trap("TypeError: \(value) is not iterable")
            }
        }
        return try spread([], parts)
    }

    /// `items` followed by each part, a spread part's items one by one; refused past the size limit.
    private static func spread(_ items: [RValue], _ parts: [(value: RValue, spreads: Bool)]) throws(RuntimeFailure) -> [RValue] {
        let count = parts.reduce(items.count) { total, part in
            guard part.spreads, case let .list(inner) = part.value else { return total + 1 }
            return total + inner.count
        }
        try Interpreter.refuse(count, pastSizeLimitIn: .items)
        var result = items
        for part in parts {
            if part.spreads, case let .list(inner) = part.value { result += inner } else { result.append(part.value) }
        }
        return result
    }

    /// JavaScript's `sort` and `toSorted` (ES2023 §23.1.3.30): stable; with a comparator,
    /// `a` goes before `b` when it returns a negative number (`undefined` and `false` count
    /// as 0, so a comparator returning a Boolean leaves the order as it is; a NaN, which
    /// makes the order the engine's, is refused); without
    /// one, by the items' texts in UTF-16 order (`[10, 9]` stays as it is). `undefined`
    /// items go last, which the interpreter's one null cannot tell from `null`: refused.
    private static func javaScriptSorted(_ items: [RValue], _ base: RValue, _ arguments: [RValue], closure: Apply?) throws(RuntimeFailure) -> RValue {
        guard arguments.isEmpty || arguments == [.null] else { throw RuntimeFailure(message: "not analyzable: sort's comparator \(arguments[0])") }
        guard !items.contains(.null) else { throw RuntimeFailure(message: "not analyzable: sort of an array holding null or undefined") }
        guard let closure else {
            let texts = try items.map { item throws(RuntimeFailure) in Array(try Builtins.text(item, .javascript).utf16) }
            let order = try Builtins.stableSort(Array(items.indices).map { RValue.int(Int64($0), bits: 64) }) { lhs, rhs throws(RuntimeFailure) in
                texts[lhs.asInteger!].lexicographicallyPrecedes(texts[rhs.asInteger!])
            }
            return .list(order.map { items[$0.asInteger!] })
        }
        return .list(try Builtins.stableSort(items) { lhs, rhs throws(RuntimeFailure) in
            let order = try closure(base, [lhs, rhs])
            switch order {
            case .bool, .null: return false
            default:
                // A NaN makes the comparator inconsistent, and the order the engine's own.
                guard let number = order.asDouble, !number.isNaN else {
                    throw RuntimeFailure(message: "not analyzable: a comparator returning \(order)")
                }
                return number < 0
            }
        })
    }

    /// Swift's `max()` and `min()` (nil for an empty list) and Kotlin's `maxOrNull()`,
    /// `minOrNull()` and `max()`, `min()` (Kotlin 1.7 on: they throw on an empty list).
    /// Swift keeps the first item unless a later one is ordered past it by `<` (a NaN
    /// is never, and kept if first); Kotlin folds Doubles and Floats with `maxOf` and
    /// `minOf` (NaN wins, +0 is above -0) and compares anything else with `<`.
    private static func extreme(_ items: [RValue], _ function: Library, semantics: Semantics) throws(RuntimeFailure) -> RValue {
        guard var result = items.first else {
            if semantics == .kotlin, function == .max || function == .min { throw RuntimeFailure.trap("NoSuchElementException") }
            return .null
        }
        let bigger = function == .max || function == .maxOrNull
        for item in items.dropFirst() {
            if semantics == .kotlin, result.isFloatingPoint, item.isFloatingPoint {
                result = try Builtins.extreme([result, item], bigger: bigger, semantics: semantics)
            } else if try bigger ? isOrdered(result, before: item, semantics) : isOrdered(item, before: result, semantics) {
                result = item
            }
        }
        return result
    }

    /// Kotlin's `maxByOrNull { }`, `minByOrNull { }`, `maxBy { }` and `minBy { }` (these
    /// two throw on an empty list, as of Kotlin 1.7): the first item whose key no later
    /// one passes by `compareTo` (a Double's total order). A lone item's key is not read.
    private static func extreme(_ items: [RValue], _ base: RValue, bySelector selector: Apply, _ function: Library) throws(RuntimeFailure) -> RValue {
        guard var best = items.first else {
            if function == .maxBy || function == .minBy { throw RuntimeFailure.trap("NoSuchElementException") }
            return .null
        }
        guard items.count > 1 else { return best }
        let bigger = function == .maxBy || function == .maxByOrNull
        var bestKey = try selector(base, [best])
        for item in items.dropFirst() {
            let key = try selector(base, [item])
            let order = try Equality.kotlinComparison(bestKey, key)
            if bigger ? order < 0 : order > 0 { (best, bestKey) = (item, key) }
        }
        return best
    }

    /// Whether `items` holds `value`, equal as Kotlin's collections compare (`equals`).
    private static func contains(_ items: [RValue], _ value: RValue, semantics: Semantics) throws(RuntimeFailure) -> Bool {
        for item in items where try Equality.equal(item, value, semantics, numbers: .boxed) { return true }
        return false
    }

    /// Swift's `max(by:)` and `min(by:)`: the first item no later one is ordered past by
    /// the closure (`areInIncreasingOrder(result, item)` for `max`); nil for an empty list.
    private static func extreme(_ items: [RValue], _ base: RValue, byOrder ordered: Apply, _ function: Library) throws(RuntimeFailure) -> RValue {
        guard var result = items.first else { return .null }
        for item in items.dropFirst() {
            let pair = function == .max ? [result, item] : [item, result]
            if try predicate(ordered(base, pair), function) { result = item }
        }
        return result
    }

    /// `a < b` as the language compares two numbers or two strings: integers exactly,
    /// Swift's strings by Unicode canonical order, Kotlin's by UTF-16 units.
    private static func isOrdered(_ a: RValue, before b: RValue, _ semantics: Semantics) throws(RuntimeFailure) -> Bool {
        switch (a, b) {
        case let (.int(x, _), .int(y, _)): return x < y
        case let (.string(x), .string(y)): return semantics == .swift ? x < y : x.utf16.lexicographicallyPrecedes(y.utf16)
        default:
            guard let x = a.asDouble, let y = b.asDouble else { throw RuntimeFailure(message: "not analyzable: the order of \(a) and \(b)") }
            return x < y
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

    /// Kotlin's `mapIndexed`, `forEachIndexed` (`Unit`) and `filterIndexed`: the callback
    /// takes the index, then the item.
    private static func indexed(_ items: [RValue], _ base: RValue, _ closure: Apply, _ function: Library, semantics: Semantics)
        throws(RuntimeFailure) -> RValue
    {
        var results: [RValue] = []
        for (index, item) in items.enumerated() {
            let value = try closure(base, [semantics.int(Int64(index)), item])
            switch function {
            case .mapIndexed: results.append(value)
            case .filterIndexed: if try predicate(value, function) { results.append(item) }
            default: break
            }
        }
        return function == .forEachIndexed ? .null : .list(results)
    }

    /// How many items the predicate holds for; all of them without one (Kotlin's `count()`).
    private static func matching(_ items: [RValue], _ base: RValue, _ closure: Apply?, _ function: Library) throws(RuntimeFailure) -> Int {
        guard let closure else { return items.count }
        var count = 0
        for item in items where try predicate(closure(base, [item]), function) { count += 1 }
        return count
    }

    /// Kotlin's `sumOf { }`: the selector's values added, from the zero of their type, as
    /// that type adds (an Int's sum wraps; a Double's starts at +0.0). An empty list's is
    /// `zero`: the lowering's 0.0 where the selector is visibly a Double (`{ it * 0.5 }`),
    /// else the Int 0, the selector's type being unknown without an item (a Double
    /// selector's would print "0", not "0.0"). Kotlin has no Float sum.
    private static func sum(_ items: [RValue], _ base: RValue, _ closure: Apply, zero: RValue) throws(RuntimeFailure) -> RValue {
        var total = zero
        for (position, item) in items.enumerated() {
            let value = try closure(base, [item])
            guard value.isNumber, !value.isFloat else { throw RuntimeFailure(message: "not analyzable: sumOf of \(value)") }
            if position == 0 { total = Numbers.same(as: value, 0) }
            total = try Numbers.binary(value.isInt ? Operator.plus.wrapping! : .plus, total, value)
        }
        return total
    }

    /// A Swift or Kotlin predicate's result, which their compilers require to be a Boolean.
    private static func predicate(_ value: RValue, _ function: Library) throws(RuntimeFailure) -> Bool {
        guard case let .bool(holds) = value else { throw RuntimeFailure(message: "\(function)'s closure is not a Boolean") }
        return holds
    }

    /// Swift's `reduce(initial) { acc, x in … }`, Kotlin's `fold(initial) { acc, x -> … }`
    /// and `reduce { acc, x -> … }` (which starts from the first item and throws on an
    /// empty list), JavaScript's `reduce((acc, x, i, arr) => …, initial?)` (without an initial
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
            // JavaScript passes the item's index and the array too.
            accumulated = try closure(base, [accumulated] + Builtins.callbackArguments(items[index], index, of: base, semantics))
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
        // JavaScript's `join(undefined)` is `join()`, `join(null)` joins with "null".
        if semantics == .javascript, arguments.first == .null { throw Builtins.nullOrUndefined(.join) }
        let given = arguments.first
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
            try Interpreter.refuse(text.utf8.count, pastSizeLimitIn: .bytes)
        }
        return .string(text)
    }

    /// Swift's `prefix`, `suffix`, `dropFirst` and `dropLast` (a count of 1 unless given;
    /// a negative count traps; `dropFirst` and `suffix` of a string only) and Kotlin's `take`, `takeLast`, `drop` and `dropLast` (a
    /// negative count throws), of a list or a string: Swift counts a string's characters,
    /// Kotlin its UTF-16 units (a string whose characters are not one unit each is not
    /// followed).
    private static func cut(_ base: RValue, _ function: Library, _ arguments: [RValue], labels: [String?], semantics: Semantics)
        throws(RuntimeFailure) -> RValue?
    {
        let swiftFunctions: [Library] = [.prefix, .suffix, .dropFirst, .dropLast]
        let kotlinFunctions: [Library] = [.take, .takeLast, .drop, .dropLast]
        guard (semantics == .swift ? swiftFunctions : semantics == .kotlin ? kotlinFunctions : []).contains(function) else { return nil }
        let defaultCount: Int64? = semantics == .swift && (function == .dropFirst || function == .dropLast) ? 1 : nil
        // `prefix(through:)`, `suffix(from:)` and the others take an index, not a count.
        guard arguments.count <= 1, labels.allSatisfy({ $0 == nil }), case let .int(count, _)? = arguments.first ?? defaultCount.map({ .int($0, bits: 64) })
        else { throw RuntimeFailure(message: "not analyzable: \(function) with these arguments") }
        // Swift's `dropFirst` and `suffix` of an array are slices that keep the array's
        // indices (`xs.dropFirst()[0]` traps), which the interpreter's lists do not.
        if semantics == .swift, base.isList, function == .dropFirst || function == .suffix {
            throw RuntimeFailure(message: "not analyzable: \(function) of an array (a slice keeping the array's indices)")
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
