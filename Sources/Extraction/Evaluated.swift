import Foundation

/// What an expression in a platform source evaluates to, before normalization:
/// numbers are exact decimals read from the literal text, names that cannot be
/// resolved stay symbolic, and run-time values (`drag.y`) are kept as terms.
public indirect enum Evaluated: Hashable, Sendable {
    /// A number and the unit its syntax gave it (`16.dp` → dp), if any.
    case number(Decimal, unit: String?)
    case string(String)
    case bool(Bool)
    /// A name or member path that is not a constant of the file (`Color.surfaceRaised`,
    /// `.semibold`, `colors.link`, `fontSize.2xs`).
    case symbol([String])
    case call(EvaluatedCall)
    /// A linear expression of run-time values: `drag.y - 28` is −28 + 1·drag.y.
    case affine(constant: Decimal, unit: String?, terms: [String: Decimal])
    /// A value that depends on a condition not bound by the rule.
    case conditional(condition: String, then: Evaluated, otherwise: Evaluated)
    case list([Evaluated])
    /// A Tailwind utility class read from a `className`.
    case tailwind(TailwindClass)
    /// Something the evaluator does not fold, with the reason.
    case unknown(String)
}

/// A call with its arguments evaluated.
public struct EvaluatedCall: Hashable, Sendable {
    public var name: String
    public var receiver: Evaluated?
    public var arguments: [EvaluatedArgument]

    /// An argument by label, else by position: without a label, a named argument the
    /// signature puts at that position (`CubicBezierEasing(a = 0.2f, …)`); else the
    /// unlabeled one there.
    public func argument(_ label: String?, index: Int?) -> Evaluated? {
        if let label, let labeled = arguments.first(where: { $0.label == label }) { return labeled.value }
        guard let index else { return nil }
        if label == nil, let named = arguments.first(where: { $0.label != nil && $0.position == index }) { return named.value }
        let positional = arguments.filter { $0.label == nil }
        return positional.indices.contains(index) ? positional[index].value : nil
    }
}

public struct EvaluatedArgument: Hashable, Sendable {
    public var label: String?
    public var value: Evaluated
    /// For a named argument: its parameter's position, when the signature is known.
    public var position: Int? = nil
}
