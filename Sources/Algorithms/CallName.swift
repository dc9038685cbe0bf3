/// The name a call is written with (`firstIndex`, `max`, `update`), with the library
/// function it may name resolved once, when the code is lowered. `Builtins` switches on
/// `library` at every call; comparing the text with each name it knows cost a string
/// comparison a case (a call of `firstIndex` compared twenty names).
public struct CallName: Sendable, Equatable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// As written: what scopes, objects and messages know the function by.
    public let text: String
    /// The library function of that name, if there is one; the code's own function of
    /// the same name, when there is one, is called instead.
    let library: Library?

    public init(_ text: String) {
        self.text = text
        library = Library(rawValue: text)
    }

    public init(stringLiteral text: String) {
        self.init(text)
    }

    public var description: String { text }

    public static func == (lhs: CallName, rhs: CallName) -> Bool { lhs.text == rhs.text }
}

/// The functions and methods `Builtins` knows, by the name code calls them with.
enum Library: String, Sendable {
    // Free functions and initializers.
    case max, maxOf, min, minOf, floor, ceil, round, abs, stride, listOf, arrayOf, emptyList, mutableListOf, arrayListOf, run, `repeat`
    case int = "Int", double = "Double", cgFloat = "CGFloat", float = "Float", string = "String", list = "List"
    /// Swift's `Array(xs)`, `zip(a, b)` (Kotlin's `a.zip(b)`), `Optional(x)`; Kotlin's `Pair(a, b)`, also `a to b`.
    case array = "Array", zip, optional = "Optional", pair = "Pair"
    /// Kotlin's `a downTo b`, which the lowering writes as a call.
    case downTo = "$downTo"
    // JavaScript's, called by qualified name.
    case mathRound = "Math.round", mathFloor = "Math.floor", mathCeil = "Math.ceil", mathTrunc = "Math.trunc"
    case mathAbs = "Math.abs", mathSign = "Math.sign", mathMax = "Math.max", mathMin = "Math.min", objectIs = "Object.is"
    // The math library's functions (see `MathFunctions`): free in Swift and Kotlin,
    // through `Math` in JavaScript (and `java.lang.Math` in Kotlin).
    case sqrt, cbrt, sin, cos, tan, asin, acos, atan, atan2, exp, log, ln, log2, log10, hypot, pow, squareRoot
    case mathSqrt = "Math.sqrt", mathCbrt = "Math.cbrt", mathSin = "Math.sin", mathCos = "Math.cos", mathTan = "Math.tan"
    case mathAsin = "Math.asin", mathAcos = "Math.acos", mathAtan = "Math.atan", mathAtan2 = "Math.atan2", mathExp = "Math.exp"
    case mathLog = "Math.log", mathLog2 = "Math.log2", mathLog10 = "Math.log10", mathHypot = "Math.hypot", mathPow = "Math.pow"
    // Methods of numbers, lists and strings.
    case isMultiple, quotientAndRemainder, rem, mod, step, rounded, toInt, toLong, roundToInt, toFloat, toDouble, toString
    case coerceAtLeast, coerceAtMost, coerceIn, map, filter, first, firstOrNull, firstIndex, lastIndex, sorted, sortedBy
    case indexOf, lastIndexOf, indexOfFirst, indexOfLast, findIndex, find, lastOrNull, asReversed, reversed
    case `let`, contains, includes, getOrNull, isNotEmpty, every, some, enumerated, withIndex, takeIf, isEmpty, at, slice
    // See `ListFunctions`.
    case allSatisfy, all, any, none, reduce, fold, joined, joinToString, join, last
    case prefix, suffix, dropFirst, dropLast, take, takeLast, drop
    /// JavaScript's `sort` (of a fresh array: see `TypeScriptLowering`), `toSorted` and `concat`.
    case sort, toSorted, concat
    /// JavaScript's `reverse()` of a fresh array (in place, which no name sees) and `toReversed()`.
    case reverse, toReversed
    /// Kotlin's nullable extremes of a list (Swift's and Kotlin's are `max()` and `min()`).
    case maxOrNull, minOrNull
    /// A JavaScript array literal with spread items (`[...a, x]`), which the lowering
    /// writes as a call: its arguments are the items, a spread one labelled "...".
    case arrayWithSpread = "[...]"
    case lowercased, lowercase, toLowerCase, uppercased, uppercase, toUpperCase
    /// A destructured value's n-th component, which the lowering writes as a call.
    case component = "$component"
    /// JavaScript's `Array.from({ length: n })` and `Array(n).fill(v)`, which the lowering
    /// writes as calls: n undefined items, n copies of v.
    case arrayOfLength = "$arrayOfLength", filledArray = "$filledArray"
    /// A local list's `append` (Swift), `add` (Kotlin) and `push` (JavaScript), which
    /// change it in place.
    case append, add, push
    /// A callback run on each item for what it does (Swift's, Kotlin's and JavaScript's `forEach`).
    case forEach
    /// Kotlin's sort by a key, largest first, and its natural sort, largest first.
    case sortedByDescending, sortedDescending
    /// Kotlin's item with the largest or smallest key (`maxByOrNull { }`).
    case maxByOrNull, minByOrNull, maxBy, minBy
    /// Whether a string starts or ends with another: Swift's `hasPrefix`/`hasSuffix`,
    /// Kotlin's and JavaScript's `startsWith`/`endsWith`.
    case hasPrefix, hasSuffix, startsWith, endsWith
    /// Kotlin's `count()` and `count { }`, Swift's `count(where:)`.
    case count
    /// Swift's `n.signum()`.
    case signum
    /// Kotlin's `a.compareTo(b)`.
    case compareTo
    /// Kotlin's `sumOf { }`, `sum()` and `average()`.
    case sumOf, sum, average
    /// Kotlin's callbacks that take an item's index first.
    case mapIndexed, forEachIndexed, filterIndexed
    /// A map that drops nulls (Kotlin's `mapNotNull`, Swift's `compactMap`), and Kotlin's `filterNotNull()`.
    case mapNotNull, compactMap, filterNotNull
    /// Kotlin's copies of a list (`toList()`, `toMutableList()`) and its items without repeats (`distinct()`).
    case toList, toMutableList, distinct
    /// Kotlin's comparators and the sort by one (see `KotlinComparator`).
    case compareBy, compareByDescending, comparator = "Comparator", naturalOrder, reverseOrder, sortedWith
    /// JavaScript's `entries()` of an array: `[index, item]` pairs.
    case entries
    /// A Kotlin data class's `copy(y = 2)`.
    case copy
    /// JavaScript's `x.toFixed(digits)` (see `NumberFormatting`); Kotlin's `"%d".format(x)`, refused.
    case toFixed, format
    /// See `StringFunctions`.
    case split, trim, trimStart, trimEnd, substring, padStart, padEnd, charAt, replace, replaceAll, isBlank, isNotBlank
    case trimmingCharacters, replacingOccurrences, components

    /// Whether it makes a Kotlin comparator or sorts by one (`Interpreter.comparatorCall`):
    /// asked on every library call, so a switch, not a set.
    var isComparatorFunction: Bool {
        switch self {
        case .compareBy, .compareByDescending, .comparator, .naturalOrder, .reverseOrder, .sortedWith: true
        default: false
        }
    }

    /// Whether a call of it on a local list's name with one argument appends the argument
    /// to that list in place.
    var appendsInPlace: Bool { self == .append || self == .add || self == .push }

    /// A free math function, which code may write with its module (`Swift.min`, `kotlin.math.sqrt`).
    var isMathFunction: Bool {
        switch self {
        case .max, .maxOf, .min, .minOf, .floor, .ceil, .round, .abs: true
        case .sqrt, .cbrt, .sin, .cos, .tan, .asin, .acos, .atan, .atan2, .exp, .log, .ln, .log2, .log10, .hypot, .pow: true
        default: false
        }
    }

    /// For `Math.sqrt` and the others of `MathFunctions`, the free function of that name
    /// (`Math.log` is the natural logarithm).
    var javaScriptMath: Library? {
        switch self {
        case .mathSqrt: .sqrt
        case .mathCbrt: .cbrt
        case .mathSin: .sin
        case .mathCos: .cos
        case .mathTan: .tan
        case .mathAsin: .asin
        case .mathAcos: .acos
        case .mathAtan: .atan
        case .mathAtan2: .atan2
        case .mathExp: .exp
        case .mathLog: .log
        case .mathLog2: .log2
        case .mathLog10: .log10
        case .mathHypot: .hypot
        case .mathPow: .pow
        default: nil
        }
    }
}
