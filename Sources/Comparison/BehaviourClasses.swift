import Algorithms

/// How a platform's result differs from the canonical's: failing inputs that differ in
/// different ways are different behaviour classes, each reported on its own.
enum Difference: String, Sendable, Hashable {
    case crash
    /// One of the two is negative and the other is not.
    case sign
    case offByOne = "off by one"
    case value

    /// Lists compare by their first differing item (`tolerance`: as the rule compares).
    init(_ found: RValue, _ wanted: RValue, within tolerance: Double? = nil) {
        switch (found, wanted) {
        case let (.list(lhs), .list(rhs)) where lhs.count == rhs.count:
            guard let index = Self.firstDifferingItem(found, wanted, within: tolerance) else { self = .value; return }
            self.init(lhs[index], rhs[index], within: tolerance)
        default:
            guard let lhs = found.asDouble, let rhs = wanted.asDouble, found.isNumber, wanted.isNumber else {
                self = .value
                return
            }
            if (lhs < 0) != (rhs < 0) { self = .sign } else if abs(lhs - rhs) == 1 { self = .offByOne } else { self = .value }
        }
    }
}

extension Difference {
    /// Where two lists of the same length first differ.
    static func firstDifferingItem(_ found: RValue, _ wanted: RValue, within tolerance: Double? = nil) -> Int? {
        guard case let (.list(lhs), .list(rhs)) = (found, wanted), lhs.count == rhs.count else { return nil }
        return lhs.indices.first { !lhs[$0].sameValue(as: rhs[$0], within: tolerance) }
    }
}

/// What a class's failing inputs have in common that no passing input has.
enum Region {
    /// Per numeric input, the tightest interval between passing values that holds every
    /// failing value, when there is one that does not hold every value: `height < 16`,
    /// `2 < count < 9`. Nil when no input separates them.
    static func summary(failing: [[String: RValue]], passing: [[String: RValue]], names: [String]) -> String? {
        let parts = names.compactMap { name -> String? in
            let failed = failing.compactMap { number($0[name]) }
            let passed = passing.compactMap { number($0[name]) }
            guard failed.count == failing.count, let low = failed.min(), let high = failed.max() else { return nil }
            guard !passed.contains(where: { $0 >= low && $0 <= high }) else { return nil }
            let below = passed.filter { $0 < low }.max()
            let above = passed.filter { $0 > high }.min()
            switch (below, above) {
            case let (below?, above?): return "\(show(below)) < \(name) < \(show(above))"
            case let (nil, above?): return "\(name) < \(show(above))"
            case let (below?, nil): return "\(name) > \(show(below))"
            case (nil, nil): return nil
            }
        }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    private static func number(_ value: RValue?) -> Double? {
        guard let value, value.isNumber else { return nil }
        return value.asDouble
    }

    private static func show(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : String(number)
    }
}
