import Foundation

/// Library functions a value is written with, folded where their arguments are known:
/// the interpolations animation code writes (a rule's `bind` decides the progress: an
/// equivalent rewrite of `0.95 + 0.05 * progress` had been "not a constant"), and the
/// larger or smaller of numbers (`max(spacing, 0)`, where an initializer clamps what it stores).
enum LibraryFunctions {
    /// The folded value of `call`, or nil where it is none of these functions, or its
    /// arguments are not known well enough to fold it.
    static func fold(_ call: EvaluatedCall) -> Evaluated? {
        switch (call.receiver, call.name) {
        case (nil, "lerp"): return lerp(call)
        case (nil, "interpolate"): return interpolate(call)
        // Swift's and Kotlin's `max`/`min`, Kotlin's `maxOf`/`minOf`, JavaScript's `Math.max`/`Math.min`.
        case (nil, "max"), (nil, "maxOf"), (.symbol(["Math"])?, "max"): return extreme(call, largest: true)
        case (nil, "min"), (nil, "minOf"), (.symbol(["Math"])?, "min"): return extreme(call, largest: false)
        // Kotlin's `x.coerceAtLeast(low)` is the larger, `coerceAtMost(high)` the smaller,
        // `coerceIn(low, high)` both (kotlin.ranges).
        case let (receiver?, "coerceAtLeast"): return extreme(of: receiver, call.arguments, largest: true)
        case let (receiver?, "coerceAtMost"): return extreme(of: receiver, call.arguments, largest: false)
        case let (receiver?, "coerceIn") where call.arguments.count == 2:
            return extreme(of: receiver, [call.arguments[0]], largest: true).flatMap { extreme(of: $0, [call.arguments[1]], largest: false) }
        default: return nil
        }
    }

    /// The larger (or smaller) of a receiver and the arguments a method is given.
    private static func extreme(of receiver: Evaluated, _ arguments: [EvaluatedArgument], largest: Bool) -> Evaluated? {
        let first = EvaluatedArgument(label: nil, value: receiver, position: nil)
        return extreme(EvaluatedCall(name: "", receiver: nil, arguments: [first] + arguments), largest: largest)
    }

    /// The largest (or smallest) of two or more numbers in one unit, given by position.
    private static func extreme(_ call: EvaluatedCall, largest: Bool) -> Evaluated? {
        guard call.arguments.count >= 2, call.arguments.allSatisfy({ $0.label == nil }), case let .number(_, unit) = call.arguments[0].value else { return nil }
        var numbers: [Decimal] = []
        for argument in call.arguments {
            guard case let .number(number, argumentUnit) = argument.value, argumentUnit == unit else { return nil }
            numbers.append(number)
        }
        return (largest ? numbers.max() : numbers.min()).map { .number($0, unit: unit) }
    }

    /// Compose's `lerp(start, stop, fraction)`, of numbers or lengths (androidx.compose.ui.util
    /// and androidx.compose.ui.unit: `(1 - fraction) * start + fraction * stop`). A color's
    /// `lerp` is not folded.
    private static func lerp(_ call: EvaluatedCall) -> Evaluated? {
        guard call.arguments.count == 3, let start = call.argument("start", index: 0), let stop = call.argument("stop", index: 1),
            let fraction = call.argument("fraction", index: 2), case .number = start, case .number = stop
        else { return nil }
        let kept = Arithmetic.binary("*", Arithmetic.binary("-", .number(1, unit: nil), fraction), start)
        let value = Arithmetic.binary("+", kept, Arithmetic.binary("*", fraction, stop))
        if case .unknown = value { return nil }
        return value
    }

    /// Reanimated's `interpolate(value, input, output, extrapolate?)`
    /// (https://docs.swmansion.com/react-native-reanimated/docs/utilities/interpolate):
    /// piecewise linear over the input points; beyond them `extend` (the default) goes on
    /// along the edge segment, `clamp` holds the edge output, `identity` gives the value.
    private static func interpolate(_ call: EvaluatedCall) -> Evaluated? {
        // (An options object's keys are labeled arguments: `{ extrapolateRight: "clamp" }`.)
        let positional = call.arguments.filter { $0.label == nil }.map(\.value)
        guard (3...4).contains(positional.count), case let .number(x, nil) = positional[0], let input = numbers(positional[1]),
            let output = numbers(positional[2]), input.count >= 2, output.count >= input.count
        else { return nil }
        let first = input[0], last = input[input.count - 1]
        if x < first || x > last {
            switch extrapolation(extrapolationArgument(of: call, positional: positional)) {
            case "extend"?: break
            case "clamp"?: return .number(x < first ? output[0] : output[input.count - 1], unit: nil)
            case "identity"?: return .number(x, unit: nil)
            default: return nil
            }
        }
        // The segment `x` is in, or the edge one it lies beyond.
        var segment = 0
        while segment < input.count - 2, x >= input[segment + 1] { segment += 1 }
        let (x0, x1) = (input[segment], input[segment + 1])
        guard x1 > x0 else { return nil }
        let (y0, y1) = (output[segment], output[segment + 1])
        return .number(y0 + (x - x0) / (x1 - x0) * (y1 - y0), unit: nil)
    }

    /// The extrapolation written: the fourth argument, or an options object (whose keys
    /// are labeled arguments), or none.
    private static func extrapolationArgument(of call: EvaluatedCall, positional: [Evaluated]) -> Evaluated? {
        if positional.count == 4 { return positional[3] }
        if positional.count < call.arguments.count { return .unknown("an options object") }
        return nil
    }

    private static func numbers(_ value: Evaluated) -> [Decimal]? {
        guard case let .list(items) = value else { return nil }
        var found: [Decimal] = []
        for item in items {
            guard case let .number(number, nil) = item else { return nil }
            found.append(number)
        }
        return found
    }

    /// The extrapolation an argument names, the same to the left and the right: absent is
    /// `extend`; `Extrapolation.CLAMP`, `Extrapolate.CLAMP` or `"clamp"`; nil for another
    /// value (a configuration object, a name not known).
    private static func extrapolation(_ value: Evaluated?) -> String? {
        switch value {
        case nil: return "extend"
        case let .string(text)?: return modes.contains(text) ? text : nil
        case let .symbol(path)? where path.count == 2 && ["Extrapolation", "Extrapolate"].contains(path[0]):
            let mode = path[1].lowercased()
            return modes.contains(mode) ? mode : nil
        default: return nil
        }
    }

    private static let modes: Set<String> = ["extend", "clamp", "identity"]
}
