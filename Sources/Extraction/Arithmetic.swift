import Foundation
import Model

/// Exact arithmetic on evaluated values, keeping units and run-time terms.
enum Arithmetic {
    static func unary(_ op: String, _ value: Evaluated) -> Evaluated {
        switch (op, value) {
        case ("-", .number(let number, let unit)): return .number(-number, unit: unit)
        case ("-", .affine(let constant, let unit, let terms)):
            return .affine(constant: -constant, unit: unit, terms: terms.mapValues { -$0 })
        case ("-", .symbol(let path)): return .affine(constant: 0, unit: nil, terms: [path.joined(separator: "."): -1])
        case ("+", _): return value
        case ("!", .bool(let flag)): return .bool(!flag)
        default: return .unknown("\(op)\(value)")
        }
    }

    /// A number made an integer: truncated toward zero (Swift's `Int(x)`, Kotlin's
    /// `toInt()`), or rounded half up (Kotlin's `roundToInt()`); in its unit.
    static func integer(_ value: Evaluated, roundingHalfUp: Bool) -> Evaluated {
        // A run-time position snapped to a pixel (`(dragY - 28.dp.toPx()).roundToInt()`)
        // keeps the offset it was written with, as `roundToPx()` does.
        if case .affine = value { return value }
        guard case let .number(number, unit) = value else { return .unknown("an integer of a run-time value") }
        let exact = NSDecimalNumber(decimal: number).doubleValue
        let whole = roundingHalfUp ? (exact + 0.5).rounded(.down) : exact.rounded(.towardZero)
        guard whole.isFinite, abs(whole) < 0x1p53 else { return .unknown("an integer past 2^53") }
        return .number(Decimal(Int64(whole)), unit: unit)
    }

    static func withUnit(_ value: Evaluated, _ unit: String) -> Evaluated {
        switch value {
        case let .number(number, _): return .number(number, unit: unit)
        case let .affine(constant, _, terms): return .affine(constant: constant, unit: unit, terms: terms)
        default: return .unknown("\(unit) of a non-number")
        }
    }

    static func binary(_ op: String, _ lhs: Evaluated, _ rhs: Evaluated) -> Evaluated {
        switch op {
        case "+", "-", "*", "/":
            if op == "+", let joined = concatenate(lhs, rhs) { return joined }
            return linear(op, affine(lhs), affine(rhs))
        case "==", "===", "!=", "!==":
            guard isConstant(lhs), isConstant(rhs) else { return .unknown("comparison") }
            return .bool((lhs == rhs) == (op == "==" || op == "==="))
        case "<", "<=", ">", ">=":
            guard case let .number(left, _) = lhs, case let .number(right, _) = rhs else { return .unknown("comparison") }
            switch op {
            case "<": return .bool(left < right)
            case "<=": return .bool(left <= right)
            case ">": return .bool(left > right)
            default: return .bool(left >= right)
            }
        case "&&", "||":
            // One side decides it alone: `active || !end` holds where `active` does, `x && y`
            // fails where either side does, whatever the other is.
            let decisive = op == "||"
            if case .bool(decisive) = lhs { return .bool(decisive) }
            if case .bool(decisive) = rhs { return .bool(decisive) }
            guard case let .bool(left) = lhs, case let .bool(right) = rhs else { return .unknown("logic") }
            return .bool(op == "&&" ? left && right : left || right)
        default:
            return .unknown("operator \(op)")
        }
    }

    private static func isConstant(_ value: Evaluated) -> Bool {
        switch value {
        case .number, .string, .bool: true
        default: false
        }
    }

    private static func concatenate(_ lhs: Evaluated, _ rhs: Evaluated) -> Evaluated? {
        switch (lhs, rhs) {
        case let (.list(left), .list(right)): return .list(left + right)
        case let (.list(left), .string(text)): return .list(left + [.string(text)])
        case let (.string(left), .string(right)): return .string(left + right)
        default: return nil
        }
    }

    /// A value as constant + Σ coefficient·term, or nil if it is not linear.
    private struct Linear {
        var constant: Decimal
        var unit: String?
        var terms: [String: Decimal]
    }

    private static func affine(_ value: Evaluated) -> Linear? {
        switch value {
        case let .number(number, unit): return Linear(constant: number, unit: unit, terms: [:])
        case let .affine(constant, unit, terms): return Linear(constant: constant, unit: unit, terms: terms)
        case let .symbol(path): return Linear(constant: 0, unit: nil, terms: [path.joined(separator: "."): 1])
        default: return nil
        }
    }

    private static func linear(_ op: String, _ lhs: Linear?, _ rhs: Linear?) -> Evaluated {
        guard let lhs, let rhs else { return .unknown("arithmetic on a non-number") }
        guard lhs.unit == nil || rhs.unit == nil || lhs.unit == rhs.unit else { return .unknown("mixed units") }
        let unit = lhs.unit ?? rhs.unit
        var result: Linear
        switch op {
        case "+", "-":
            let sign: Decimal = op == "+" ? 1 : -1
            result = Linear(constant: lhs.constant + sign * rhs.constant, unit: unit, terms: lhs.terms)
            for (term, coefficient) in rhs.terms { result.terms[term, default: 0] += sign * coefficient }
        case "*":
            guard lhs.terms.isEmpty || rhs.terms.isEmpty else { return .unknown("product of run-time values") }
            let (scalar, other) = lhs.terms.isEmpty ? (lhs.constant, rhs) : (rhs.constant, lhs)
            result = Linear(constant: scalar * other.constant, unit: unit, terms: other.terms.mapValues { $0 * scalar })
        default:
            guard rhs.terms.isEmpty, rhs.constant != 0 else { return .unknown("division by a run-time value or zero") }
            result = Linear(constant: lhs.constant / rhs.constant, unit: unit, terms: lhs.terms.mapValues { $0 / rhs.constant })
        }
        result.terms = result.terms.filter { $0.value != 0 }
        return result.terms.isEmpty
            ? .number(result.constant, unit: result.unit)
            : .affine(constant: result.constant, unit: result.unit, terms: result.terms)
    }
}
