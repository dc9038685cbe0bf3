import Foundation

/// The math library's functions (`sqrt`, `pow`, `sin`, `atan2`, `hypot`, JavaScript's
/// `Math.*` and `**`), as each platform computes them.
///
/// Swift calls the C library; Kotlin's `kotlin.math` calls `java.lang.Math`; JavaScript's
/// `Math` is the engine's. Where their specifications part, each platform's is followed:
/// their special values (`pow(1, NaN)` is 1 in C, NaN in Java and JavaScript) and their
/// types (Swift's `sin` of a `Float` is C's `sinf`; Kotlin's computes in Double and rounds
/// to Float). Elsewhere the libraries the code runs with (Apple's, Android's, Hermes' or
/// V8's) may differ in the last bit of a result (only `sqrt` is correctly rounded by
/// every specification; `cbrt(27.0)` is 3 in V8 and 3.0000000000000004 in glibc). That is
/// not in the code, and not modelled: every platform's function is computed with the C
/// library of the machine running the check.
enum MathFunctions {
    /// The value of `function` on `arguments`, or nil if it is no math function of that
    /// arity on the platform.
    static func call(_ function: Library, _ arguments: [RValue], semantics: Semantics) throws(RuntimeFailure) -> RValue? {
        if let named = function.javaScriptMath { return try javaScriptMath(named, arguments, semantics: semantics) }
        guard isDefined(function, arity: arguments.count, on: semantics) else { return nil }
        switch arguments.count {
        case 1: return try unary(function).map { unary throws(RuntimeFailure) in try apply(unary, to: arguments[0], semantics: semantics) }
        case 2:
            // Swift's `pow(2, 3)` is Foundation's `pow(Decimal, Int)`, which the interpreter does not model.
            if semantics == .swift, function == .pow, arguments.allSatisfy(\.isInt) {
                throw RuntimeFailure(message: "not analyzable: pow of two integers (a Decimal in Swift)")
            }
            return try binary(function, semantics: semantics).map { binary throws(RuntimeFailure) in
                try apply(binary, to: arguments[0], arguments[1], semantics: semantics)
            }
        default: return nil
        }
    }

    /// The natural logarithm is Swift's `log(x)` and Kotlin's `ln(x)`; Kotlin's `log`
    /// takes a base. JavaScript calls these through `Math` only.
    private static func isDefined(_ function: Library, arity: Int, on semantics: Semantics) -> Bool {
        switch (function, arity, semantics) {
        case (_, _, .javascript): false
        case (.ln, _, .swift), (.log, 1, .kotlin), (.log, 2, .swift): false
        default: true
        }
    }

    /// A method of a number that is a math function of it: Swift's `x.squareRoot()`,
    /// Kotlin's `x.pow(y)`.
    static func method(_ function: Library, on base: RValue, _ arguments: [RValue], semantics: Semantics) throws(RuntimeFailure) -> RValue? {
        switch (function, semantics, arguments.count) {
        case (.squareRoot, .swift, 0): try apply(unary(.sqrt)!, to: base, semantics: semantics)
        case (.pow, .kotlin, 1): try apply(binary(.pow, semantics: semantics)!, to: base, arguments[0], semantics: semantics)
        default: nil
        }
    }

    /// `x ** y`: JavaScript's exponentiation, as `Math.pow` (ECMAScript's Number::exponentiate).
    static func exponentiate(_ base: RValue, _ exponent: RValue) throws(RuntimeFailure) -> RValue {
        .double(power(try number(base), try number(exponent), semantics: .javascript))
    }

    /// A function of one number, in Double and in Float.
    private typealias Unary = (double: (Double) -> Double, float: (Float) -> Float)
    /// A function of two numbers, in Double and in Float.
    private typealias Binary = (double: (Double, Double) -> Double, float: (Float, Float) -> Float)

    private static func unary(_ function: Library) -> Unary? {
        switch function {
        case .sqrt: (Foundation.sqrt, Foundation.sqrt)
        case .cbrt: (Foundation.cbrt, Foundation.cbrt)
        case .sin: (Foundation.sin, Foundation.sin)
        case .cos: (Foundation.cos, Foundation.cos)
        case .tan: (Foundation.tan, Foundation.tan)
        case .asin: (Foundation.asin, Foundation.asin)
        case .acos: (Foundation.acos, Foundation.acos)
        case .atan: (Foundation.atan, Foundation.atan)
        case .exp: (Foundation.exp, Foundation.exp)
        case .log2: (Foundation.log2, Foundation.log2)
        case .log10: (Foundation.log10, Foundation.log10)
        case .log, .ln: (Foundation.log, Foundation.log)
        default: nil
        }
    }

    private static func binary(_ function: Library, semantics: Semantics) -> Binary? {
        switch function {
        case .pow: ({ power($0, $1, semantics: semantics) }, { Float(power(Double($0), Double($1), semantics: semantics)) })
        case .atan2: (Foundation.atan2, Foundation.atan2)
        case .hypot: (Foundation.hypot, Foundation.hypot)
        case .log: (logarithm, { Float(logarithm(Double($0), base: Double($1))) })
        default: nil
        }
    }

    /// Swift's functions of a `Float` are the C library's Float functions (`sinf`);
    /// Kotlin's compute in Double and round the result to Float (`kotlin.math`'s
    /// `sin(x: Float) = nativeMath.sin(x.toDouble()).toFloat()`). An integer (a Swift
    /// literal typed by the call) is a Double.
    private static func apply(_ function: Unary, to value: RValue, semantics: Semantics) throws(RuntimeFailure) -> RValue {
        guard case let .float(number) = value, semantics != .javascript else { return .double(function.double(try self.number(value))) }
        return .float(semantics == .swift ? function.float(number) : Float(function.double(Double(number))))
    }

    /// A Float beside a Double or an integer makes the Float function: in Swift the
    /// other is a literal typed by the call; in Kotlin the receiver's type decides
    /// (`Float.pow(Float)`), and mixed calls do not compile.
    private static func apply(_ function: Binary, to left: RValue, _ right: RValue, semantics: Semantics) throws(RuntimeFailure) -> RValue {
        let (a, b) = (try number(left), try number(right))
        let isFloat = semantics != .javascript && (left.isFloat || right.isFloat)
        guard isFloat else { return .double(function.double(a, b)) }
        if semantics == .kotlin { return .float(Float(function.double(Double(Float(a)), Double(Float(b))))) }
        return .float(function.float(Float(a), Float(b)))
    }

    /// `pow`: C's special values in Swift (C11 F.10.4.4: 1 to any power and anything to
    /// the power 0 are 1). Java's `Math.pow` and ECMAScript's Number::exponentiate give NaN
    /// for a NaN exponent and for 1 or -1 to an infinite power
    /// (https://docs.oracle.com/javase/8/docs/api/java/lang/Math.html#pow-double-double-,
    /// https://tc39.es/ecma262/#sec-numeric-types-number-exponentiate).
    private static func power(_ base: Double, _ exponent: Double, semantics: Semantics) -> Double {
        if semantics != .swift, exponent.isNaN || (abs(base) == 1 && exponent.isInfinite) { return .nan }
        return Foundation.pow(base, exponent)
    }

    /// Kotlin's `log(x, base)`: NaN for a base that is not positive or is 1, else
    /// `ln(x) / ln(base)` (kotlin.math, MathJVM.kt).
    private static func logarithm(_ value: Double, base: Double) -> Double {
        guard base > 0, base != 1 else { return .nan }
        return Foundation.log(value) / Foundation.log(base)
    }

    /// `Math.sqrt(x)` and the others, in JavaScript and as `java.lang.Math` in Kotlin:
    /// Doubles in and out. `Math.hypot` takes any number of arguments (none is 0; an
    /// infinite one gives Infinity, even beside NaN).
    /// (`function`: the free function of the same name, `.log` for `Math.log`.)
    private static func javaScriptMath(_ function: Library, _ arguments: [RValue], semantics: Semantics) throws(RuntimeFailure) -> RValue? {
        let numbers = try arguments.map { value throws(RuntimeFailure) in try number(value) }
        switch (function, numbers.count) {
        case (.hypot, _) where semantics == .javascript || numbers.count == 2:
            if numbers.contains(where: \.isInfinite) { return .double(.infinity) }
            return .double(numbers.reduce(0.0) { Foundation.hypot($0, $1) })
        case (.pow, 2): return .double(power(numbers[0], numbers[1], semantics: .javascript))
        case (.atan2, 2): return .double(Foundation.atan2(numbers[0], numbers[1]))
        case (_, 1): return unary(function).map { .double($0.double(numbers[0])) }
        default: return nil
        }
    }

    private static func number(_ value: RValue) throws(RuntimeFailure) -> Double {
        guard let number = value.asDouble else { throw RuntimeFailure(message: "\(value) is not a number") }
        return number
    }
}
