import Foundation

/// The library functions the formulas call, with each platform's behaviour.
enum Builtins {
    typealias Apply = (RValue, [RValue]) throws(RuntimeFailure) -> RValue

    /// JavaScript objects whose functions are called by qualified name (`Math.round`).
    /// (A list, not a set: searching two names is cheaper than hashing one, on every call.)
    static let namespaces = ["Math", "Object"]

    /// Modules a free function may be written with (`Swift.min(a, b)`,
    /// `kotlin.math.floor(x)`): the same function.
    static let modules = ["Swift", "Foundation", "CoreGraphics", "Darwin", "kotlin.math", "kotlin"]
    /// The names those modules start with, compared before a module's dotted name is built.
    static let moduleRoots = modules.map { String($0.prefix { $0 != "." }) }.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }

    /// The number types' constants code reads through the type (`Int.MIN_VALUE` in a
    /// Kotlin `in Int.MIN_VALUE..0`, Swift's `Int.max`, JavaScript's
    /// `Number.MAX_SAFE_INTEGER`), as each standard library defines them.
    static func typeConstant(_ qualified: String, semantics: Semantics) -> RValue? {
        switch (semantics, qualified) {
        case (.kotlin, "Int.MIN_VALUE"): .int(Int64(Int32.min), bits: 32)
        case (.kotlin, "Int.MAX_VALUE"): .int(Int64(Int32.max), bits: 32)
        case (.kotlin, "Long.MIN_VALUE"), (.swift, "Int.min"): .int(.min, bits: 64)
        case (.kotlin, "Long.MAX_VALUE"), (.swift, "Int.max"): .int(.max, bits: 64)
        case (.kotlin, "Float.POSITIVE_INFINITY"): .float(.infinity)
        case (.kotlin, "Float.NEGATIVE_INFINITY"): .float(-.infinity)
        case (.kotlin, "Double.POSITIVE_INFINITY"), (.swift, "Double.infinity"), (.swift, "CGFloat.infinity"),
            (.javascript, "Number.POSITIVE_INFINITY"):
            .double(.infinity)
        case (.kotlin, "Double.NEGATIVE_INFINITY"), (.javascript, "Number.NEGATIVE_INFINITY"): .double(-.infinity)
        case (.javascript, "Number.MAX_SAFE_INTEGER"): .double(9_007_199_254_740_991)
        case (.javascript, "Number.MIN_SAFE_INTEGER"): .double(-9_007_199_254_740_991)
        // Each language's own value, not one rounding of π: Swift's `Float.pi` is
        // rounded toward zero, one bit below `Float(Double.pi)`.
        case (.swift, "Double.pi"), (.swift, "CGFloat.pi"), (.kotlin, "Math.PI"), (.javascript, "Math.PI"): .double(.pi)
        case (.swift, "Float.pi"): .float(.pi)
        case (.kotlin, "Math.E"), (.javascript, "Math.E"): .double(M_E)
        case (.swift, "Double.nan"), (.swift, "CGFloat.nan"), (.kotlin, "Double.NaN"), (.javascript, "Number.NaN"): .double(.nan)
        case (.swift, "Float.nan"), (.kotlin, "Float.NaN"): .float(.nan)
        case (.swift, "Double.greatestFiniteMagnitude"), (.swift, "CGFloat.greatestFiniteMagnitude"), (.kotlin, "Double.MAX_VALUE"),
            (.javascript, "Number.MAX_VALUE"):
            .double(.greatestFiniteMagnitude)
        case (.swift, "Float.greatestFiniteMagnitude"), (.kotlin, "Float.MAX_VALUE"): .float(.greatestFiniteMagnitude)
        // Kotlin's and JavaScript's MIN_VALUE is the least positive (subnormal) number.
        case (.swift, "Double.leastNonzeroMagnitude"), (.kotlin, "Double.MIN_VALUE"), (.javascript, "Number.MIN_VALUE"): .double(.leastNonzeroMagnitude)
        case (.swift, "Float.leastNonzeroMagnitude"), (.kotlin, "Float.MIN_VALUE"): .float(.leastNonzeroMagnitude)
        case (.swift, "Double.ulpOfOne"), (.javascript, "Number.EPSILON"): .double(.ulpOfOne)
        default: nil
        }
    }

    /// The library's constants code reads by a bare name: Kotlin's `PI` and `E`
    /// (kotlin.math), Swift's `M_PI` (the C library's).
    static func libraryConstant(_ name: String, semantics: Semantics) -> RValue? {
        switch (semantics, name) {
        case (.kotlin, "PI"), (.swift, "M_PI"): .double(.pi)
        case (.kotlin, "E"): .double(M_E)
        default: nil
        }
    }

    /// A value as the language's string templates and `+` print it.
    static func text(_ value: RValue, _ semantics: Semantics) throws(RuntimeFailure) -> String {
        switch value {
        case let .string(text): return text
        case let .int(number, _): return String(number)
        case let .bool(flag): return String(flag)
        case .null:
            // JavaScript prints null and undefined differently; the interpreter has one null.
            guard semantics != .javascript else { throw RuntimeFailure(message: "not analyzable: null or undefined in a string") }
            return semantics == .swift ? "nil" : "null"
        case let .double(number): return text(number, semantics, swift: "\(number)")
        case let .float(number): return text(Double(number), semantics, swift: "\(number)")
        case let .list(items):
            var parts: [String] = []
            var length = 0
            for item in items {
                switch (item, semantics) {
                // `[1, null].join()` is "1,"; Swift prints a list's strings quoted.
                case (.null, .javascript): parts.append("")
                case let (.string(text), .swift): parts.append(text.debugDescription)
                default: parts.append(try text(item, semantics))
                }
                // Checked while the text is made: a list of a thousand copies of a long
                // string was a gigabyte of text before the interpolation checked it.
                length += parts[parts.count - 1].utf8.count + (semantics == .javascript ? 1 : 2)
                try Interpreter.refuse(length, pastSizeLimitIn: .bytes)
            }
            return semantics == .javascript ? parts.joined(separator: ",") : "[" + parts.joined(separator: ", ") + "]"
        case .record, .reference:
            throw RuntimeFailure(message: "not analyzable: \(value) in a string")
        }
    }

    /// Swift prints a number as its `description` (`1.0`, `nan`); Kotlin as Java does
    /// (`1.0`, `NaN`, `1.0E-4`, `1.0E10`) and JavaScript without a fraction for whole
    /// numbers (`1`, `NaN`, `1e-7`, `1e+21`). All three write the shortest digits that
    /// read back as the number, so Kotlin's and JavaScript's texts are Swift's digits in
    /// their own notation (Java's `Double.toString`: plain from 10^-3 up to 10^7;
    /// ECMAScript's Number::toString: plain from 10^-6 up to 10^21).
    private static func text(_ number: Double, _ semantics: Semantics, swift: String) -> String {
        let whole = number == number.rounded()
        switch semantics {
        case .swift:
            return swift
        case _ where number.isNaN:
            return "NaN"
        case _ where number.isInfinite:
            return number < 0 ? "-Infinity" : "Infinity"
        case .kotlin where abs(number) < 1e7 && (whole || abs(number) >= 1e-3):
            return whole ? (number.sign == .minus ? "-" : "") + "\(Int64(abs(number))).0" : swift
        case .kotlin:
            // Java writes at least two digits: where one is the shortest (a subnormal's
            // `5e-324`), the two closest to the number (`4.9E-324`).
            let shortest = ShortestDecimal(swift)
            let digits = shortest.digits.count > 1 ? shortest : ShortestDecimal(NumberFormatting.cFormat("%.1e", number))
            return digits.scientific(exponentMark: "E", plusSign: "", fractionAlways: true)
        case .javascript where whole && abs(number) < 0x1p53:
            return number == 0 ? "0" : String(Int64(number))
        case .javascript where abs(number) >= 1e-6 && abs(number) < 1e21:
            return ShortestDecimal(swift).plain
        case .javascript:
            return ShortestDecimal(swift).scientific(exponentMark: "e", plusSign: "+", fractionAlways: false)
        }
    }

    /// The members each language's lists and strings have (JavaScript reads `undefined`
    /// for the others, which the interpreter does not model).
    private static func members(_ semantics: Semantics) -> [String] {
        switch semantics {
        case .swift: swiftMembers
        case .kotlin: kotlinMembers
        case .javascript: javascriptMembers
        }
    }

    private static let swiftMembers = ["count", "first", "last", "isEmpty", "indices", "description"]
    private static let kotlinMembers = ["size", "length", "lastIndex", "indices"]
    private static let javascriptMembers = ["length"]

    static func member(_ base: RValue, _ name: String, semantics: Semantics) throws(RuntimeFailure) -> RValue {
        // JavaScript throws a TypeError reading a property of null or undefined.
        if base == RValue.null, semantics == .javascript { throw RuntimeFailure.trap("TypeError: cannot read '\(name)' of null") }
        if base.isList || base.isString, !members(semantics).contains(name) {
            // A Swift tuple, a list here, by position (`t.0`): no array has such a member.
            if semantics == .swift, case let .list(items) = base, let position = Int(name), String(position) == name, items.indices.contains(position) {
                return items[position]
            }
            throw RuntimeFailure(message: "not analyzable: member \(name) of \(base.kindDescription) is not followed")
        }
        switch (base, name) {
        case let (.list(items), "count"), let (.list(items), "size"), let (.list(items), "length"):
            return semantics.int(Int64(items.count))
        case let (.string(text), "count"):
            // Swift's `count`: characters.
            return semantics.int(Int64(text.count))
        case let (.string(text), "length"):
            // Kotlin's and JavaScript's `length`: UTF-16 code units (`"👍".length` is 2).
            return semantics.int(Int64(text.utf16.count))
        case let (.list(items), "first"): return items.first ?? .null
        case let (.list(items), "last"): return items.last ?? .null
        case let (.list(items), "isEmpty"): return .bool(items.isEmpty)
        case let (.string(text), "isEmpty"): return .bool(text.isEmpty)
        case let (.list(items), "lastIndex"): return semantics.int(Int64(items.count - 1))
        case let (.list(items), "indices"): return .list(items.indices.map { semantics.int(Int64($0)) })
        case let (.record(_, fields), field):
            guard let value = fields[field] else { throw RuntimeFailure(message: "no field \(field)") }
            return value
        case (_, "description") where semantics == .swift:
            // `count.description` is the text `"\(count)"` makes (CustomStringConvertible).
            return .string(try text(base, semantics))
        case (_, "absoluteValue") where base.isNumber && semantics == .kotlin:
            return try magnitude(base)
        case (_, "sign") where base.isNumber && semantics == .kotlin:
            return try Numbers.sign(base)
        case (_, "sign") where base.isNumber && semantics == .swift:
            // FloatingPointSign, compared with `.minus` or `.plus` (an implicit member).
            return .string(try number(base).sign == .minus ? ".minus" : ".plus")
        default:
            throw RuntimeFailure(message: "not analyzable: member \(name) of \(base.kindDescription) is not followed")
        }
    }

    /// `abs`: the same number type; the most negative integer has no magnitude (Swift
    /// traps; Kotlin's and JavaScript's wrap or stay as they are).
    static func magnitude(_ value: RValue) throws(RuntimeFailure) -> RValue {
        switch value {
        case let .int(number, bits):
            let minimum: Int64 = bits == 32 ? Int64(Int32.min) : .min
            guard number != minimum else { return value }
            // `magnitude`, not `abs`, which traps on Int64.min.
            return .int(Int64(truncatingIfNeeded: number.magnitude), bits: bits)
        case let .float(number): return .float(abs(number))
        default: return .double(abs(try Self.number(value)))
        }
    }

    static func element(_ base: RValue, _ index: RValue, semantics: Semantics) throws(RuntimeFailure) -> RValue {
        if semantics == .javascript, case let .record(_, fields) = base { return try property(index, of: fields) }
        guard case let .list(items) = base, let position = index.asDouble else {
            throw RuntimeFailure(message: "subscript of \(base)")
        }
        guard position >= 0, position < Double(items.count), position == position.rounded() else {
            // JavaScript reads `undefined`; Swift and Kotlin crash.
            if semantics == .javascript { return .null }
            throw RuntimeFailure.trap("index \(index) out of range")
        }
        return items[Int(position)]
    }

    static func call(
        _ name: CallName, on base: RValue?, arguments: [RValue], labels: [String?], closure: Apply?, semantics: Semantics
    ) throws(RuntimeFailure) -> RValue {
        if semantics == .javascript, base == RValue.null { throw RuntimeFailure.trap("TypeError: cannot call '\(name)' of null") }
        if let base {
            if let function = name.library,
                let value = try ListFunctions.method(function, on: base, arguments, labels: labels, closure: closure, semantics: semantics)
            {
                return value
            }
            if case let .record(type, fields) = base, name.library == .copy, semantics == .kotlin, closure == nil {
                return try copy(type, fields, changing: labels, to: arguments)
            }
            if case let .string(text) = base, closure == nil, let function = name.library,
                let value = try StringFunctions.method(function, on: text, arguments, labels: labels, semantics: semantics)
            {
                return value
            }
            return try method(name, on: base, arguments: arguments, closure: closure, semantics: semantics)
        }
        if let function = name.library, let value = try MathFunctions.call(function, arguments, semantics: semantics) { return value }
        switch (name.library, arguments.count) {
        case (.max?, 2), (.maxOf?, 2): return try extreme(arguments, bigger: true, semantics: semantics)
        case (.min?, 2), (.minOf?, 2): return try extreme(arguments, bigger: false, semantics: semantics)
        // Swift's `max(x, y, z, …)` and Kotlin's `maxOf(a, b, c, …)`: the two-value one
        // from the left (Swift's is so written; Kotlin's nests to the right, the same value
        // for numbers and for equal strings).
        case (.max?, 3...) where semantics == .swift, (.maxOf?, 3...) where semantics == .kotlin,
            (.min?, 3...) where semantics == .swift, (.minOf?, 3...) where semantics == .kotlin:
            let bigger = name.library == .max || name.library == .maxOf
            var result = arguments[0]
            for argument in arguments.dropFirst() { result = try extreme([result, argument], bigger: bigger, semantics: semantics) }
            return result
        case (.floor?, 1): return try rounded(arguments[0], .down)
        case (.ceil?, 1): return try rounded(arguments[0], .up)
        // Kotlin's `round` rounds half to even (kotlin.math.round); C's, which Swift
        // calls, half away from zero.
        case (.round?, 1) where semantics != .javascript:
            return try rounded(arguments[0], semantics == .kotlin ? .toNearestOrEven : .toNearestOrAwayFromZero)
        // A type's initializer by its label: `Int(exactly:)` is not `Int(_:)`, and
        // labels these do not know (`String(format:)`) are not analyzable.
        case (.int?, 1) where labels.first == "exactly": return try exactInteger(arguments[0], semantics: semantics)
        case (.int?, 1) where unlabeled(labels): return try Numbers.truncate(arguments[0], semantics: semantics)
        case (.double?, 1) where unlabeled(labels), (.cgFloat?, 1) where unlabeled(labels): return .double(try number(arguments[0]))
        case (.float?, 1) where unlabeled(labels): return .float(Float(try number(arguments[0])))
        case (.string?, 1) where unlabeled(labels) || labels.first == "describing": return .string(try text(arguments[0], semantics))
        case (.string?, 2) where labels == ["repeating", "count"]: return try repeated(arguments[0], arguments[1])
        case (.string?, 2) where labels == [nil, "radix"] && semantics == .swift: return try digits(arguments[0], radix: arguments[1])
        case (.string?, _) where labels.first == "format" && labels.dropFirst().allSatisfy({ $0 == nil }) && semantics == .swift:
            guard case let .string(format) = arguments[0] else { throw RuntimeFailure(message: "not analyzable: String(format:) of \(arguments[0])") }
            return try NumberFormatting.swiftFormat(format, Array(arguments.dropFirst()))
        // Swift's `Array(xs)`: the items, a string's Characters; `Optional(x)`: the value.
        case (.array?, 1) where unlabeled(labels) && semantics == .swift:
            switch arguments[0] {
            case .list: return arguments[0]
            case let .string(text): return .list(text.map { .string(String($0)) })
            default: throw RuntimeFailure(message: "not analyzable: Array of \(arguments[0])")
            }
        case (.optional?, 1) where unlabeled(labels) && semantics == .swift: return arguments[0]
        case (.zip?, 2) where semantics == .swift:
            // Pairs as far as the shorter list goes; a pair is a tuple, `.0` and `.1`.
            guard case let .list(first) = arguments[0], case let .list(second) = arguments[1] else {
                throw RuntimeFailure(message: "not analyzable: zip of other than two lists")
            }
            return .list(zip(first, second).map { .record("Zipped", RecordFields(sorted: [.init(name: "0", value: $0), .init(name: "1", value: $1)])) })
        case (.pair?, 2) where semantics == .kotlin: return pair(arguments[0], arguments[1])
        case (.list?, 1):
            guard case let .int(count, _) = arguments[0], let closure else { throw RuntimeFailure(message: "List(n) { … }") }
            guard count >= 0 else { throw RuntimeFailure.trap("List size \(count) is negative") }
            var built: [RValue] = []
            for index in 0..<count { built.append(try closure(.null, [semantics.int(index)])) }
            return .list(built)
        case (.listOf?, _), (.arrayOf?, _), (.mutableListOf?, _), (.arrayListOf?, _): return .list(arguments)
        case (.repeat?, 1) where semantics == .kotlin:
            // Kotlin's `repeat(n) { i -> … }`: the action for 0 until n, none for n <= 0.
            guard case let .int(count, _) = arguments[0], let closure else { throw RuntimeFailure(message: "repeat(n) { … }") }
            for index in 0..<max(count, 0) { _ = try closure(.null, [semantics.int(index)]) }
            return .null
        case (.run?, 0) where semantics == .kotlin:
            // Kotlin's `run { … }`: the block's value.
            guard let closure else { throw RuntimeFailure(message: "run needs a closure") }
            return try closure(.null, [])
        case (.emptyList?, 0): return .list([])
        case (.arrayOfLength?, 1) where semantics == .javascript:
            // ToLength: NaN and negatives are 0, the rest truncated.
            guard let number = arguments[0].asDouble else { throw RuntimeFailure(message: "not analyzable: a length of \(arguments[0])") }
            let length = number.isNaN ? 0 : max(0, number.rounded(.towardZero))
            try Interpreter.refuse(length > Double(Interpreter.sizeLimit) ? .max : Int(length), pastSizeLimitIn: .items)
            return .list(Array(repeating: .null, count: Int(length)))
        case (.filledArray?, 2) where semantics == .javascript:
            // `Array(n)` takes a whole number below 2^32 as its length, else throws.
            guard let number = arguments[0].asDouble else { throw RuntimeFailure(message: "not analyzable: Array(\(arguments[0]))") }
            guard number >= 0, number < 4_294_967_296, number.rounded(.towardZero) == number else { throw RuntimeFailure.trap("RangeError: Invalid array length") }
            try Interpreter.refuse(number > Double(Interpreter.sizeLimit) ? .max : Int(number), pastSizeLimitIn: .items)
            return .list(Array(repeating: arguments[1], count: Int(number)))
        case (.arrayWithSpread?, _):
            // Its items, spread when the call ran; a function among them was taken for a callback.
            guard closure == nil else { throw RuntimeFailure(message: "not analyzable: an array literal holding a function") }
            return .list(arguments)
        case (.mathRound?, 1) where semantics == .kotlin: return try Numbers.javaRound(arguments[0])
        case (.mathRound?, 1): return try Numbers.roundHalfUp(arguments[0], semantics: semantics)
        case (.mathFloor?, 1): return .double(try number(arguments[0]).rounded(.down))
        case (.mathCeil?, 1): return .double(try number(arguments[0]).rounded(.up))
        case (.mathTrunc?, 1): return .double(try number(arguments[0]).rounded(.towardZero))
        case (.abs?, 1):
            if semantics == .swift, case let .int(number, _) = arguments[0], number == .min { throw RuntimeFailure.trap("abs overflows") }
            return try magnitude(arguments[0])
        // Java's `Math.abs` keeps the number's type (an Int's MIN_VALUE stays itself); a
        // JavaScript number is a Double.
        case (.mathAbs?, 1) where semantics == .kotlin: return try magnitude(arguments[0])
        case (.mathAbs?, 1): return .double(abs(try number(arguments[0])))
        case (.mathSign?, 1): return try Numbers.sign(.double(try number(arguments[0])))
        case (.downTo?, 2):
            // Kotlin's `a downTo b`: from a down to b, empty when b > a.
            guard case let .int(from, bits) = arguments[0], case let .int(to, _) = arguments[1] else {
                throw RuntimeFailure(message: "downTo of non-integers")
            }
            guard from >= to else { return .list([]) }
            // Counted without overflow: `Long.MAX_VALUE downTo Long.MIN_VALUE` had trapped the check.
            let (span, overflow) = from.subtractingReportingOverflow(to)
            guard !overflow, span < 1_000_000 else { throw RuntimeFailure(message: "not analyzable: range too large") }
            return .list(stride(from: from, through: to, by: -1).map { .int($0, bits: bits) })
        case (.stride?, 3):
            return try strided(arguments, inclusive: labels.contains("through"))
        case (.objectIs?, 2):
            // SameValue: NaN is NaN, and +0 is not -0 (ECMAScript §7.2.10).
            if let a = arguments[0].asDouble, let b = arguments[1].asDouble {
                return .bool(a.isNaN && b.isNaN || (a == b && a.sign == b.sign))
            }
            return .bool(arguments[0] == arguments[1])
        // Java's `Math.max` and `Math.min`, as Kotlin's `maxOf` and `minOf`: an Int's stays an Int.
        case (.mathMax?, 2) where semantics == .kotlin, (.mathMin?, 2) where semantics == .kotlin:
            return try extreme(arguments, bigger: name.library == .mathMax, semantics: semantics)
        case (.mathMax?, _) where semantics == .javascript, (.mathMin?, _) where semantics == .javascript:
            // Java's rule over any number of arguments (NaN wins, +0 is above -0); none give
            // -Infinity (max) or Infinity (min). The first of two equal zeros had won.
            let bigger = name.library == .mathMax
            var result: Double = bigger ? -.infinity : .infinity
            for value in arguments { result = javaExtreme(result, try number(value), bigger: bigger) }
            return .double(result)
        default:
            // A type's initializer with labeled arguments builds a record (`SectionIndexItem(key:label:)`);
            // a library type's (`String(repeating:count:)` with other arguments) is no record.
            let names = labels.compactMap { $0 }
            if name.library == nil, name.text.first?.isUppercase == true, names.count == labels.count, Set(names).count == names.count {
                return .record(name.text, RecordFields(zip(names, arguments)))
            }
            throw RuntimeFailure(message: "not analyzable: call of \(name)")
        }
    }

    /// A Kotlin data class's `copy`: the record with the properties its named arguments name
    /// changed. (A record keeps no constructor order, so positional arguments are not followed.)
    private static func copy(_ type: String, _ fields: RecordFields, changing labels: [String?], to values: [RValue]) throws(RuntimeFailure) -> RValue {
        var copied = fields
        for (label, value) in zip(labels, values) {
            guard let label, fields[label] != nil else {
                throw RuntimeFailure(message: "not analyzable: copy of \(type) " + (label.map { "with '\($0)', which it has no property of" } ?? "with a positional argument"))
            }
            copied[label] = value
        }
        return .record(type, copied)
    }

    /// Kotlin's `Pair`: `first` and `second`, its components 0 and 1 (`val (a, b) = p`).
    static func pair(_ first: RValue, _ second: RValue) -> RValue {
        .record("Pair", RecordFields(sorted: [
            .init(name: "0", value: first), .init(name: "1", value: second), .init(name: "first", value: first), .init(name: "second", value: second),
        ]))
    }

    /// Swift's `String(n, radix: r)`: lowercase digits, a minus sign before a negative
    /// number's; a radix outside 2...36 traps.
    private static func digits(_ value: RValue, radix: RValue) throws(RuntimeFailure) -> RValue {
        guard case let .int(number, _) = value, case let .int(base, _) = radix else {
            throw RuntimeFailure(message: "not analyzable: String(_:radix:) of other than integers")
        }
        guard (2...36).contains(base) else { throw RuntimeFailure.trap("Radix must be between 2 and 36") }
        return .string(String(number, radix: Int(base)))
    }

    private static func unlabeled(_ labels: [String?]) -> Bool {
        (labels.first ?? nil) == nil
    }

    /// JavaScript's `object[key]` (a lookup table: `VIEW_POSITION[align]`): the property
    /// whose name is the key's text, by UTF-16 units (a number's as `String(n)` writes it),
    /// else `undefined`. A name every object inherits (`toString`, `constructor`) is not
    /// followed: the interpreter's objects have no prototype.
    private static func property(_ key: RValue, of fields: RecordFields) throws(RuntimeFailure) -> RValue {
        guard key.isString || key.isNumber else { throw RuntimeFailure(message: "not analyzable: an object's property by \(key)") }
        let name = try text(key, .javascript)
        if let field = fields.fields.first(where: { $0.name.utf8.elementsEqual(name.utf8) }) { return field.value }
        guard !inheritedProperties.contains(name) else { throw RuntimeFailure(message: "not analyzable: the inherited property '\(name)'") }
        return .null
    }

    /// `Object.prototype`'s properties (https://tc39.es/ecma262/#sec-properties-of-the-object-prototype-object).
    private static let inheritedProperties: Set<String> = [
        "constructor", "hasOwnProperty", "isPrototypeOf", "propertyIsEnumerable", "toLocaleString", "toString", "valueOf",
        "__proto__", "__defineGetter__", "__defineSetter__", "__lookupGetter__", "__lookupSetter__",
    ]

    /// Swift's `Int(exactly:)`: nil unless the number is a whole one that `Int` holds.
    private static func exactInteger(_ value: RValue, semantics: Semantics) throws(RuntimeFailure) -> RValue {
        if case .int = value { return value }
        let number = try number(value)
        guard number.rounded() == number, let exact = Int64(exactly: number) else { return .null }
        return semantics.int(exact)
    }

    /// Swift's `String(repeating:count:)`, which traps on a negative count.
    private static func repeated(_ piece: RValue, _ count: RValue) throws(RuntimeFailure) -> RValue {
        guard case let .string(text) = piece, case let .int(times, _) = count else {
            throw RuntimeFailure(message: "not analyzable: String(repeating: \(piece), count: \(count))")
        }
        guard times >= 0 else { throw RuntimeFailure.trap("Negative count not allowed") }
        let (bytes, overflow) = Int64(text.utf8.count).multipliedReportingOverflow(by: times)
        try Interpreter.refuse(overflow ? .max : Int(bytes), pastSizeLimitIn: .bytes)
        return .string(String(repeating: text, count: Int(times)))
    }

    /// Swift's `stride(from:to:by:)` and `stride(from:through:by:)`. Each value is the
    /// start plus its index times the step, in one rounding (`addingProduct`), as Swift's
    /// floating-point strides compute it: adding the step over and over drifts (0.1 ten
    /// times is below 1.0, and `stride(from: 0.0, to: 1.0, by: 0.1)` had 11 values, not 10).
    /// (https://github.com/swiftlang/swift/blob/main/stdlib/public/core/Stride.swift)
    private static func strided(_ arguments: [RValue], inclusive: Bool) throws(RuntimeFailure) -> RValue {
        let (from, to, step) = (try number(arguments[0]), try number(arguments[1]), try number(arguments[2]))
        guard step != 0 else { throw RuntimeFailure.trap("stride with a step of zero") }
        let integers = arguments.allSatisfy(\.isInt)
        // Integers are stepped through Doubles, exact up to 2^53 (`Int.max` had become 2^63,
        // which no Int holds, and trapped the check).
        guard !integers || [from, to, step].allSatisfy({ abs($0) <= 0x1p53 }) else {
            throw RuntimeFailure(message: "not analyzable: a stride of integers past 2^53")
        }
        guard abs((to - from) / step) < 1_000_000 else { throw RuntimeFailure(message: "not analyzable: stride too long") }
        var values: [Double] = []
        var value = from
        while step > 0 ? (inclusive ? value <= to : value < to) : (inclusive ? value >= to : value > to) {
            values.append(value)
            value = from.addingProduct(Double(values.count), step)
        }
        return .list(values.map { integers ? .int(Int64($0), bits: 64) : .double($0) })
    }

    private static func method(_ name: CallName, on base: RValue, arguments: [RValue], closure: Apply?, semantics: Semantics)
        throws(RuntimeFailure) -> RValue
    {
        if let function = name.library, let value = try MathFunctions.method(function, on: base, arguments, semantics: semantics) { return value }
        switch (base, name.library) {
        case let (.int(number, _), .signum?) where arguments.isEmpty && semantics == .swift: return semantics.int(number.signum())
        case (_, .toFixed?) where base.isNumber && semantics == .javascript: return try NumberFormatting.toFixed(base, arguments)
        case let (.int(number, _), .isMultiple?) where arguments.count == 1:
            // Swift: only zero is a multiple of zero.
            guard case let .int(divisor, _) = arguments[0] else { throw RuntimeFailure(message: "isMultiple(of:) of a non-integer") }
            // Every integer is a multiple of -1 (`Int.min % -1` traps: Swift's own
            // `isMultiple` answers first, and so must this).
            return .bool(divisor == 0 ? number == 0 : divisor == -1 || number % divisor == 0)
        case let (.int(number, bits), .quotientAndRemainder?) where arguments.count == 1:
            guard case let .int(divisor, _) = arguments[0] else { throw RuntimeFailure(message: "quotientAndRemainder of a non-integer") }
            guard divisor != 0 else { throw RuntimeFailure.trap("division by zero") }
            guard !(number == .min && divisor == -1) else { throw RuntimeFailure.trap("integer overflow") }
            let (quotient, remainder) = (RValue.int(number / divisor, bits: bits), RValue.int(number % divisor, bits: bits))
            return .record("Tuple", ["quotient": quotient, "remainder": remainder, "0": quotient, "1": remainder])
        case (_, .rem?) where arguments.count == 1 && semantics == .kotlin:
            return try Numbers.binary(.modulo, base, arguments[0])
        case (_, .mod?) where arguments.count == 1 && semantics == .kotlin:
            // Kotlin's floored modulo: the result has the sign of the divisor.
            let remainder = try Numbers.binary(.modulo, base, arguments[0])
            guard let r = remainder.asDouble, let divisor = arguments[0].asDouble, r != 0, (r < 0) != (divisor < 0) else { return remainder }
            return try Numbers.binary(.plus, remainder, arguments[0])
        case let (.list(items), .step?) where arguments.count == 1:
            // Kotlin's `range step n`: every n-th value of the progression.
            guard let step = arguments[0].asInteger, step > 0 else { throw RuntimeFailure.trap("IllegalArgumentException: step must be positive") }
            return .list(stride(from: 0, to: items.count, by: step).map { items[$0] })
        case (_, .component?) where arguments.count == 1:
            // A destructured value's n-th component: a list's item or a tuple's field.
            guard let position = arguments[0].asInteger else { throw RuntimeFailure(message: "component of \(base)") }
            if case let .list(items) = base, items.indices.contains(position) { return items[position] }
            // JavaScript's array destructuring reads past the end as undefined.
            if case .list = base, semantics == .javascript, position >= 0 { return .null }
            if case let .record(_, fields) = base, let value = fields["\(position)"] { return value }
            throw RuntimeFailure(message: "not analyzable: component \(position + 1) of \(base)")
        case (_, .rounded?):
            guard let rule = arguments.first else { return try rounded(base, .toNearestOrAwayFromZero) }
            switch rule {
            case .string(".down"): return try rounded(base, .down)
            case .string(".up"): return try rounded(base, .up)
            case .string(".towardZero"): return try rounded(base, .towardZero)
            case .string(".awayFromZero"): return try rounded(base, .awayFromZero)
            case .string(".toNearestOrEven"): return try rounded(base, .toNearestOrEven)
            case .string(".toNearestOrAwayFromZero"): return try rounded(base, .toNearestOrAwayFromZero)
            // A rule read any other way had rounded to nearest (`.awayFromZero` among them).
            default: throw RuntimeFailure(message: "not analyzable: rounded(\(rule))")
            }
        case (_, .toInt?): return try Numbers.truncate(base, semantics: semantics)
        case (_, .toLong?) where semantics == .kotlin: return try Numbers.toLong(base)
        case (_, .roundToInt?): return try Numbers.roundHalfUp(base, semantics: semantics)
        case (_, .toFloat?): return .float(Float(try number(base)))
        case (_, .toDouble?): return .double(try number(base))
        case (_, .toString?) where arguments.isEmpty: return .string(try text(base, semantics))
        case (_, .toString?):
            // `n.toString(16)`: an integer in another radix, in lowercase as JavaScript and
            // Kotlin write it (a radix once was ignored: "ff" read as "255").
            guard arguments.count == 1, let radix = arguments[0].asInteger, (2...36).contains(radix), let integer = base.asInteger else {
                throw RuntimeFailure(message: "not analyzable: toString(\(arguments.map(\.description).joined(separator: ", "))) of \(base)")
            }
            return .string(String(integer, radix: radix))
        // Kotlin's coercions compare, so NaN stays NaN: `if (this < minimumValue) minimumValue else this`.
        case (_, .coerceAtLeast?) where arguments.count == 1: return try number(base) < number(arguments[0]) ? arguments[0] : base
        case (_, .coerceAtMost?) where arguments.count == 1: return try number(base) > number(arguments[0]) ? arguments[0] : base
        case (_, .coerceIn?):
            guard arguments.count == 2 else { throw RuntimeFailure(message: "coerceIn needs two bounds") }
            // Kotlin throws only when min > max (a NaN bound does not).
            guard !(try number(arguments[0]) > number(arguments[1])) else {
                throw RuntimeFailure.trap("coerceIn: the range is empty")
            }
            if try number(base) < number(arguments[0]) { return arguments[0] }
            return try number(base) > number(arguments[1]) ? arguments[1] : base
        case (_, .compareTo?) where semantics == .kotlin && arguments.count == 1 && closure == nil:
            return .int(Int64(try Equality.kotlinComparison(base, arguments[0])), bits: 32)
        case let (.list(items), .map?):
            guard let closure else { throw RuntimeFailure(message: "map needs a closure") }
            var mapped: [RValue] = []
            for (index, item) in items.enumerated() { mapped.append(try closure(base, callbackArguments(item, index, of: base, semantics))) }
            return .list(mapped)
        case let (.list(items), .filter?):
            guard let closure else { throw RuntimeFailure(message: "filter needs a closure") }
            var kept: [RValue] = []
            for (index, item) in items.enumerated() {
                let keep = try closure(base, callbackArguments(item, index, of: base, semantics))
                if semantics == .javascript ? truthy(keep) : keep == .bool(true) { kept.append(item) }
            }
            return .list(kept)
        case let (.list(items), .first?) where closure != nil, let (.list(items), .firstOrNull?) where closure != nil:
            for item in items where try closure!(base, [item]) == .bool(true) { return item }
            // Kotlin's `first { }` throws when nothing matches; Swift's is an optional.
            if semantics == .kotlin, name.library == .first { throw RuntimeFailure.trap("NoSuchElementException: no element matches") }
            return .null
        case let (.list(items), .firstIndex?) where closure != nil, let (.list(items), .lastIndex?) where closure != nil:
            // Swift's `firstIndex(where:)` and `lastIndex(where:)`: an optional index.
            let indices = name.library == .firstIndex ? Array(items.indices) : items.indices.reversed()
            for index in indices where try closure!(base, [items[index]]) == .bool(true) { return semantics.int(Int64(index)) }
            return .null
        case let (.list(items), .sorted?) where closure == nil, let (.list(items), .sortedBy?) where closure != nil,
            let (.list(items), .sortedByDescending?) where closure != nil && semantics == .kotlin,
            let (.list(items), .sortedDescending?) where closure == nil && arguments.isEmpty && semantics == .kotlin:
            // Natural order (`sorted()`), or by a key (`sortedBy { }`), largest first for
            // `sortedByDescending` and `sortedDescending()`: stable, as both languages sort.
            let keys = try items.map { item throws(RuntimeFailure) in try closure.map { apply throws(RuntimeFailure) in try apply(base, [item]) } ?? item }
            let descending = name.library == .sortedByDescending || name.library == .sortedDescending
            let order = try stableSort(Array(items.indices).map { semantics.int(Int64($0)) }) { lhs, rhs throws(RuntimeFailure) in
                let (first, second) = descending ? (rhs, lhs) : (lhs, rhs)
                return try Equality.ascending(keys[first.asInteger!], keys[second.asInteger!], semantics)
            }
            return .list(order.map { items[$0.asInteger!] })
        case let (.list(items), .firstIndex?), let (.list(items), .indexOf?):
            guard let target = arguments.first else { throw RuntimeFailure(message: "\(name) needs a value") }
            let start = try searchStart(arguments, count: items.count, name, semantics)
            let found = try position(of: target, in: suffix(of: items, from: start), fromEnd: false, semantics: semantics).map { $0 + start }
            return found.map { semantics.int(Int64($0)) } ?? (semantics == .swift ? .null : semantics.int(-1))
        case let (.list(items), .lastIndex?), let (.list(items), .lastIndexOf?):
            guard let target = arguments.first else { throw RuntimeFailure(message: "\(name) needs a value") }
            let end = try searchEnd(arguments, count: items.count, name, semantics)
            let found = try position(of: target, in: prefix(of: items, through: end), fromEnd: true, semantics: semantics)
            return found.map { semantics.int(Int64($0)) } ?? (semantics == .swift ? .null : semantics.int(-1))
        case let (.list(items), .indexOfFirst?), let (.list(items), .indexOfLast?):
            guard let closure else { throw RuntimeFailure(message: "\(name) needs a closure") }
            let indices = name.library == .indexOfFirst ? Array(items.indices) : items.indices.reversed()
            for index in indices where try closure(base, [items[index]]) == .bool(true) {
                return semantics.int(Int64(index))
            }
            return semantics.int(-1)
        case let (.list(items), .findIndex?), let (.list(items), .find?):
            // JavaScript passes the index as the callback's second argument.
            guard let closure else { throw RuntimeFailure(message: "\(name) needs a callback") }
            for (index, item) in items.enumerated() where try truthy(closure(base, callbackArguments(item, index, of: base, semantics))) {
                return name.library == .find ? item : semantics.int(Int64(index))
            }
            return name.library == .find ? .null : semantics.int(-1)
        case let (.list(items), .lastOrNull?) where closure == nil: return items.last ?? .null
        case let (.list(items), .firstOrNull?) where closure == nil: return items.first ?? .null
        // Kotlin's `asReversed()` is a view, `reversed()` a copy: the same values here,
        // where lists do not change in place.
        case let (.list(items), .asReversed?), let (.list(items), .reversed?): return .list(items.reversed())
        case let (.list(items), .reverse?) where semantics == .javascript && arguments.isEmpty,
            let (.list(items), .toReversed?) where semantics == .javascript && arguments.isEmpty:
            return .list(items.reversed())
        case (_, .`let`?):
            guard let closure else { throw RuntimeFailure(message: "let needs a closure") }
            return try closure(base, [base])
        case let (.list(items), .contains?), let (.list(items), .includes?):
            guard let target = arguments.first else { throw RuntimeFailure(message: "contains needs a value") }
            let start = try searchStart(arguments, count: items.count, name, semantics)
            return .bool(try position(of: target, in: suffix(of: items, from: start), fromEnd: false, semantics: semantics, includes: name.library == .includes) != nil)
        case let (.list(items), .slice?) where semantics == .javascript:
            // `Array.prototype.slice(start, end)`: negative bounds count from the end, both
            // clamped to the list; a missing (undefined) end is the length.
            let start = try relativeIndex(arguments, 0, count: items.count, otherwise: 0)
            let end = try relativeIndex(arguments, 1, count: items.count, otherwise: items.count)
            return .list(start < end ? Array(items[start..<end]) : [])
        case let (.list(items), .at?) where semantics == .javascript:
            // `Array.prototype.at`: a negative index counts from the end; out of range, undefined.
            guard let number = arguments.first?.asDouble else { throw RuntimeFailure(message: "at needs an index") }
            let index = integerOrInfinity(number)
            let position = index < 0 ? Double(items.count) + index : index
            return position >= 0 && position < Double(items.count) ? items[Int(position)] : .null
        case let (.list(items), .getOrNull?):
            guard let index = arguments.first?.asDouble else { throw RuntimeFailure(message: "getOrNull needs an index") }
            return index >= 0 && index < Double(items.count) ? items[Int(index)] : .null
        case let (.list(items), .isNotEmpty?): return .bool(!items.isEmpty)
        case let (.list(items), .every?), let (.list(items), .some?):
            // JavaScript passes the index as the callback's second argument.
            guard let closure else { throw RuntimeFailure(message: "\(name) needs a callback") }
            for (index, item) in items.enumerated() {
                let holds = truthy(try closure(base, callbackArguments(item, index, of: base, semantics)))
                if holds == (name.library == .some) { return .bool(holds) }
            }
            return .bool(name.library == .every)
        case let (.list(items), .enumerated?), let (.list(items), .withIndex?):
            // The offset as `offset`, `index` and `0`, the element as `element`, `value` and
            // `1`: Swift's, Kotlin's and a tuple's names (in the names' order).
            return .list(items.enumerated().map { offset, element in
                let position = semantics.int(Int64(offset))
                return .record("Enumerated", RecordFields(sorted: [
                    .init(name: "0", value: position), .init(name: "1", value: element), .init(name: "element", value: element),
                    .init(name: "index", value: position), .init(name: "offset", value: position), .init(name: "value", value: element),
                ]))
            })
        case let (.list(items), .sorted?) where closure != nil:
            // A stable merge sort, as Swift's `sorted(by:)` and Kotlin's `sortedWith` are.
            return .list(try stableSort(items) { lhs, rhs throws(RuntimeFailure) in
                guard case let .bool(ordered) = try closure!(base, [lhs, rhs]) else {
                    throw RuntimeFailure(message: "sorted's closure is not a Boolean")
                }
                return ordered
            })
        case (_, .takeIf?):
            guard let closure else { throw RuntimeFailure(message: "takeIf needs a closure") }
            guard case let .bool(keep) = try closure(base, [base]) else { throw RuntimeFailure(message: "takeIf's closure is not a Boolean") }
            return keep ? base : .null
        case let (.list(items), .isEmpty?): return .bool(items.isEmpty)
        case let (.string(text), .hasPrefix?) where semantics == .swift, let (.string(text), .hasSuffix?) where semantics == .swift,
            let (.string(text), .startsWith?) where semantics != .swift, let (.string(text), .endsWith?) where semantics != .swift:
            return .bool(try affix(of: text, name, arguments, semantics: semantics))
        // Swift, Kotlin and JavaScript case mappings (full Unicode, as each language's are).
        case let (.string(text), .lowercased?), let (.string(text), .lowercase?), let (.string(text), .toLowerCase?):
            let lower = semantics == .swift ? text.lowercased() : try lowercasedWithFinalSigma(text)
            return .string(try kotlinCharMapping(text, lower, name, semantics))
        case let (.string(text), .uppercased?), let (.string(text), .uppercase?), let (.string(text), .toUpperCase?):
            return .string(try kotlinCharMapping(text, text.uppercased(), name, semantics))
        case let (.string(text), .map?):
            guard let closure else { throw RuntimeFailure(message: "map needs a closure") }
            // Kotlin maps UTF-16 code units, which a string of the interpreter cannot hold
            // one by one where a character is more than one of them.
            guard semantics == .swift || text.utf16.count == text.count else {
                throw RuntimeFailure(message: "not analyzable: map over the UTF-16 units of \(base)")
            }
            var mapped: [RValue] = []
            for character in text { mapped.append(try closure(base, [.string(String(character))])) }
            return .list(mapped)
        default:
            throw RuntimeFailure(message: "not analyzable: call of \(name) on \(base.kindDescription) is not followed")
        }
    }

    /// Where `target` is in `items`, the first or the last, compared as the platform's
    /// search compares (`Equality`; `includes`: JavaScript's). A string is searched for by
    /// reading the items in place: the generic search copied and released every item it
    /// passed (a search of the docs' letters was 5% of a hook's instructions).
    private static func position(of target: RValue, in items: [RValue], fromEnd: Bool, semantics: Semantics, includes: Bool = false)
        throws(RuntimeFailure) -> Int?
    {
        guard case let .string(wanted) = target else {
            let rule = Equality.searchRule(semantics, includes: includes)
            for index in fromEnd ? Array(items.indices.reversed()) : Array(items.indices)
            where try Equality.equal(items[index], target, semantics, numbers: rule) {
                return index
            }
            return nil
        }
        return items.withUnsafeBufferPointer { buffer in
            func holds(_ index: Int) -> Bool {
                if case let .string(text) = buffer[index] { return Equality.sameText(text, wanted, semantics) }
                return false
            }
            return fromEnd ? buffer.indices.last(where: holds) : buffer.indices.first(where: holds)
        }
    }

    /// Whether `text` starts (or ends) with the one string argument: by characters in
    /// Swift, which compares them by canonical equivalence (its own `hasPrefix` is used);
    /// by UTF-16 units in Kotlin and JavaScript ("e\u{301}" starts with "e" there, not in
    /// Swift). Kotlin's `ignoreCase` and JavaScript's position, a second argument, are refused.
    private static func affix(of text: String, _ name: CallName, _ arguments: [RValue], semantics: Semantics) throws(RuntimeFailure) -> Bool {
        guard arguments.count == 1, case let .string(affix) = arguments[0] else {
            throw RuntimeFailure(message: "not analyzable: \(name) of other than one string")
        }
        let atStart = name.library == .hasPrefix || name.library == .startsWith
        if semantics == .swift { return atStart ? text.hasPrefix(affix) : text.hasSuffix(affix) }
        let (units, affixUnits) = (Array(text.utf16), Array(affix.utf16))
        return atStart ? units.starts(with: affixUnits) : units.reversed().starts(with: affixUnits.reversed())
    }

    /// JavaScript passes a callback the item, its index and the array (`(x, i, arr) =>`:
    /// the array had been undefined); Swift and Kotlin the item.
    static func callbackArguments(_ item: RValue, _ index: Int, of array: RValue, _ semantics: Semantics) -> [RValue] {
        semantics == .javascript ? [item, semantics.int(Int64(index)), array] : [item]
    }

    /// Kotlin's and JavaScript's lowercase: Swift's, scalar by scalar, but a capital sigma
    /// that ends a word is the final sigma ς ("ΟΔΟΣ" is "οδος"), which Swift's `lowercased()`
    /// does not write. The rule reads the letters around the sigma: the JVM looks across
    /// the word, JavaScript skips case-ignorable characters (an apostrophe, an accent),
    /// Android reads the two neighbours. They agree when a sigma's neighbours are letters,
    /// spaces or the text's ends, and only that is followed.
    /// (https://www.unicode.org/versions/latest/core-spec/chapter-3/#G54277)
    static func lowercasedWithFinalSigma(_ text: String) throws(RuntimeFailure) -> String {
        let sigma: Unicode.Scalar = "\u{03A3}"
        let scalars = Array(text.unicodeScalars)
        guard scalars.contains(sigma) else { return text.lowercased() }
        var lowered = String.UnicodeScalarView()
        for (index, scalar) in scalars.enumerated() {
            guard scalar == sigma else {
                lowered.append(contentsOf: String(scalar).lowercased().unicodeScalars)
                continue
            }
            let neighbours = [index > 0 ? scalars[index - 1] : nil, index + 1 < scalars.count ? scalars[index + 1] : nil]
            guard !neighbours.contains(where: { $0?.properties.isCaseIgnorable == true }) else {
                throw RuntimeFailure(
                    message: "not analyzable: lowercase of \(RValue.string(text)): its capital sigma beside a case-ignorable character lowercases differently on each platform")
            }
            let ends = neighbours[0]?.properties.isCased == true && neighbours[1]?.properties.isCased != true
            lowered.append(ends ? "\u{03C2}" : "\u{03C3}")
        }
        return String(lowered)
    }

    /// JavaScript reads an argument of null and one of undefined apart (`slice(1, null)`
    /// is empty, `slice(1, undefined)` the rest; `join(null)` joins with "null"); the
    /// interpreter holds both as one null, so where they differ such an argument is refused.
    static func nullOrUndefined(_ function: Library) -> RuntimeFailure {
        RuntimeFailure(message: "not analyzable: \(function) of null or undefined (JavaScript reads them apart, the interpreter holds one null)")
    }

    /// An index argument that is null or undefined: both are 0 where undefined stands for
    /// 0 (`otherwise`, a start), else refused (an end: undefined is the length, null 0).
    static func index(ofNullOrUndefined otherwise: Int, _ function: Library) throws(RuntimeFailure) -> Int {
        guard otherwise == 0 else { throw nullOrUndefined(function) }
        return 0
    }

    /// ECMAScript's ToIntegerOrInfinity, how `slice`, `at` and the string functions read an
    /// index: NaN is 0 (a NaN bound had crashed the check converting it to an Int), the
    /// rest truncated.
    static func integerOrInfinity(_ number: Double) -> Double {
        number.isNaN ? 0 : number.rounded(.towardZero)
    }

    /// An index argument of JavaScript's `slice` (or a search's start), of an array or a string: counted from the
    /// end where negative, clamped to `0...count`; `otherwise` where it is not given. A null
    /// or undefined one is read as `index(ofNullOrUndefined:)` says; another non-number is refused.
    static func relativeIndex(_ arguments: [RValue], _ position: Int, count: Int, otherwise: Int, of function: CallName = "slice")
        throws(RuntimeFailure) -> Int
    {
        guard arguments.indices.contains(position) else { return otherwise }
        if arguments[position] == .null { return try index(ofNullOrUndefined: otherwise, function.library ?? .slice) }
        guard let number = arguments[position].asDouble else { throw RuntimeFailure(message: "not analyzable: \(function) of \(arguments[position])") }
        let index = integerOrInfinity(number)
        return Int(index < 0 ? max(Double(count) + index, 0) : min(index, Double(count)))
    }

    /// Where a list search starts: JavaScript's `indexOf(x, from)` and `includes(x, from)`
    /// read `from` as `slice` reads a start (counted from the end where negative, clamped);
    /// 0 without it. A search of another language takes no start: a second argument is refused.
    private static func searchStart(_ arguments: [RValue], count: Int, _ name: CallName, _ semantics: Semantics) throws(RuntimeFailure) -> Int {
        guard try searchBound(arguments, name, semantics) != nil else { return 0 }
        return try relativeIndex(arguments, 1, count: count, otherwise: 0, of: name)
    }

    /// The bound a list search is given: JavaScript's second argument; nil without one.
    private static func searchBound(_ arguments: [RValue], _ name: CallName, _ semantics: Semantics) throws(RuntimeFailure) -> RValue? {
        guard arguments.count > 1 else { return nil }
        guard semantics == .javascript, arguments.count == 2 else { throw RuntimeFailure(message: "not analyzable: \(name) of \(arguments.count) arguments") }
        return arguments[1]
    }

    /// `mapped`, the full case mapping of `text`, unless Kotlin may map it as a Char: its
    /// deprecated `toUpperCase()` and `toLowerCase()` map a Char one to one
    /// (`Character.toUpperCase`: 'ß' stays 'ß'), a String in full ("ß" is "SS"). The
    /// interpreter holds a Char as a string of one unit, so such a text whose full mapping
    /// is not one unit is refused (it had read "SS" for `it.toUpperCase()` in a map).
    private static func kotlinCharMapping(_ text: String, _ mapped: String, _ name: CallName, _ semantics: Semantics) throws(RuntimeFailure) -> String {
        guard semantics == .kotlin, name.library == .toUpperCase || name.library == .toLowerCase, text.utf16.count == 1, mapped.utf16.count != 1 else {
            return mapped
        }
        throw RuntimeFailure(message: "not analyzable: \(name) of \"\(text)\", which Kotlin maps one to one as a Char and to \"\(mapped)\" as a String")
    }

    /// The items from `start` on, or through `end`: the list itself where that is all of
    /// it (a search without a bound copies nothing).
    private static func suffix(of items: [RValue], from start: Int) -> [RValue] {
        start == 0 ? items : Array(items[start...])
    }

    private static func prefix(of items: [RValue], through end: Int) -> [RValue] {
        end == items.count - 1 ? items : Array(items[..<(end + 1)])
    }

    /// The last index a backward list search reads (-1: none): JavaScript's `lastIndexOf(x,
    /// from)` reads `from` counted from the end where negative, at most the last index
    /// (ECMA-262 Array.prototype.lastIndexOf; null and undefined are 0); without it, the last.
    private static func searchEnd(_ arguments: [RValue], count: Int, _ name: CallName, _ semantics: Semantics) throws(RuntimeFailure) -> Int {
        guard let bound = try searchBound(arguments, name, semantics) else { return count - 1 }
        let from = bound == .null ? 0 : integerOrInfinity(try number(bound))
        return from < 0 ? Int(max(Double(count) + from, -1)) : Int(min(from, Double(count - 1)))
    }

    /// A JavaScript callback's result as a condition: null, 0, NaN, "" and false are false.
    static func truthy(_ value: RValue) -> Bool {
        switch value {
        case let .bool(flag): return flag
        case .null: return false
        case let .string(text): return !text.isEmpty
        default: return value.asDouble.map { !($0 == 0 || $0.isNaN) } ?? true
        }
    }

    private static func number(_ value: RValue) throws(RuntimeFailure) -> Double {
        guard let number = value.asDouble else { throw RuntimeFailure(message: "\(value) is not a number") }
        return number
    }

    private static func rounded(_ value: RValue, _ rule: FloatingPointRoundingRule) throws(RuntimeFailure) -> RValue {
        if case .int = value { return value }
        if case let .float(number) = value { return .float(number.rounded(rule)) }
        return Numbers.same(as: value, try number(value).rounded(rule))
    }

    /// `max`/`min`/`maxOf`/`minOf`: the platform picks by value and keeps the type.
    static func extreme(_ values: [RValue], bigger: Bool, semantics: Semantics) throws(RuntimeFailure) -> RValue {
        guard values.count == 2 else { throw RuntimeFailure(message: "max/min of \(values.count) values") }
        let values = semantics == .swift ? Numbers.floatBesideLiteral(values[0], values[1]).map { [$0, $1] } ?? values : values
        let (a, b) = (try number(values[0]), try number(values[1]))
        let pick: RValue
        switch semantics {
        case .swift:
            // Swift.max(x, y) is `y >= x ? y : x` and Swift.min(x, y) `y < x ? y : x`: a tie
            // gives y for max and x for min, and a NaN wins only in the position it is read.
            pick = (bigger ? b >= a : b < a) ? values[1] : values[0]
        default:
            if values[0].isInt && values[1].isInt {
                // Kotlin's Int maxOf(a, b) is `if (a >= b) a else b`; minOf `if (a <= b) a else b`.
                pick = (bigger ? a >= b : a <= b) ? values[0] : values[1]
            } else {
                // Kotlin's Float and Double maxOf/minOf are Java's Math.max/min.
                return Numbers.same(as: values[0].isInt ? values[1] : values[0], javaExtreme(a, b, bigger: bigger))
            }
        }
        // Mixed Int and Double (a Swift literal in a Double context) reads as Double.
        if case .int = pick, !(values[0].isInt && values[1].isInt) { return Numbers.same(as: values[0].isInt ? values[1] : values[0], try number(pick)) }
        return pick
    }

    /// Java's `Math.max` and `Math.min` of Doubles, which JavaScript's follow: NaN wins,
    /// and +0 is above -0.
    private static func javaExtreme(_ a: Double, _ b: Double, bigger: Bool) -> Double {
        if a.isNaN || b.isNaN { return .nan }
        if a == 0, b == 0, a.sign != b.sign { return bigger ? 0.0 : -0.0 }
        return bigger ? Swift.max(a, b) : Swift.min(a, b)
    }

    /// Merge sort: keeps equal items in their order and calls `ordered` as few times as a
    /// comparison sort must, each call counted by the interpreter's step budget. The
    /// order of the calls is part of a verdict (the steps, and the statements fault
    /// localization ranks), so it must not change: each half is sorted, left first, then
    /// merged from the front.
    static func stableSort(_ items: [RValue], _ ordered: (RValue, RValue) throws(RuntimeFailure) -> Bool)
        throws(RuntimeFailure) -> [RValue]
    {
        var sorted = items
        // Merging runs through one buffer, not through new arrays for every half.
        var buffer = items
        try sort(&sorted, from: 0, to: sorted.count, through: &buffer, ordered)
        return sorted
    }

    private static func sort(
        _ items: inout [RValue], from low: Int, to high: Int, through buffer: inout [RValue],
        _ ordered: (RValue, RValue) throws(RuntimeFailure) -> Bool
    ) throws(RuntimeFailure) {
        guard high - low > 1 else { return }
        let middle = low + (high - low) / 2
        try sort(&items, from: low, to: middle, through: &buffer, ordered)
        try sort(&items, from: middle, to: high, through: &buffer, ordered)
        var (i, j, k) = (low, middle, low)
        while i < middle, j < high {
            if try ordered(items[j], items[i]) {
                buffer[k] = items[j]
                j += 1
            } else {
                buffer[k] = items[i]
                i += 1
            }
            k += 1
        }
        for index in i..<middle { buffer[k + index - i] = items[index] }
        for index in low..<(k + middle - i) { items[index] = buffer[index] }
    }
}

extension RValue {
    var isList: Bool {
        if case .list = self { return true }
        return false
    }

    var isString: Bool {
        if case .string = self { return true }
        return false
    }

    var isInt: Bool {
        if case .int = self { return true }
        return false
    }

    var isFloat: Bool {
        if case .float = self { return true }
        return false
    }

    var isFloatingPoint: Bool {
        switch self {
        case .float, .double: true
        default: false
        }
    }
}
