import Foundation
import TreeSitter

/// Folds an expression to a value: exact decimal arithmetic, units from Kotlin's `.dp`
/// and `.sp`, references to constants of the same file, bindings the rule gives for
/// run-time names, and symbolic terms for the rest (`drag.y - 28`).
struct Evaluator {
    let index: SourceIndex
    let bindings: [String: Evaluated]
    private var depth = 0
    /// Constants being folded (cycles end as unknown) and already folded (each once:
    /// two constants that use each other twice would otherwise fan out exponentially).
    private var folding: Set<Int> = []
    private var folded: [Int: Evaluated] = [:]

    init(index: SourceIndex, bindings: [String: Evaluated] = [:]) {
        self.index = index
        self.bindings = bindings
    }

    /// Conversions that keep a value's meaning: Compose turns dp into px at draw time,
    /// and casts between number types do not change a constant.
    static let identityConversions: Set<String> = [
        "toPx", "roundToPx", "roundToInt", "toFloat", "toDouble", "toInt", "toLong", "toDp", "toSp",
    ]
    static let identityConstructors: Set<String> = ["CGFloat", "Double", "Float", "Int", "Long", "TimeInterval"]
    /// Calls that build a list of their arguments (Kotlin's collection and array builders).
    static let listBuilders: Set<String> = [
        "listOf", "arrayOf", "mutableListOf", "arrayListOf", "longArrayOf", "intArrayOf", "floatArrayOf", "doubleArrayOf",
    ]

    mutating func evaluate(_ node: Node) -> Evaluated {
        if let bound = bindings[Self.normalizedText(node.text)] { return bound }
        depth += 1
        defer { depth -= 1 }
        guard depth < 48 else { return .unknown("expression is too deep") }
        switch index.adapter.form(of: node) {
        case let .number(text):
            return Self.number(text).map { .number($0, unit: nil) } ?? .unknown("unreadable number \(text)")
        case let .string(text):
            return .string(text)
        case let .bool(value):
            return .bool(value)
        case .null:
            return .unknown("null")
        case let .identifier(name):
            return resolve([name], at: node)
        case let .member(base, name):
            return member(base, name, at: node)
        case let .subscriptAccess(base, indexNode):
            return subscriptAccess(evaluate(base), evaluate(indexNode))
        case let .call(call):
            return evaluateCall(call)
        case let .unary(op, operand):
            return Arithmetic.unary(op, evaluate(operand))
        case let .binary(op, lhs, rhs):
            return Arithmetic.binary(op, evaluate(lhs), evaluate(rhs))
        case let .conditional(conditional):
            return evaluateConditional(conditional)
        case let .wrapped(inner):
            return evaluate(inner)
        case let .array(items):
            return .list(items.map { evaluate($0) })
        case let .unitSuffix(base, unit):
            return Arithmetic.withUnit(evaluate(base), unit)
        case .unknown:
            return .unknown(Self.normalizedText(node.text))
        }
    }

    /// A name: a bound value, a constant of this file, or a symbol.
    private mutating func resolve(_ path: [String], at node: Node) -> Evaluated {
        guard let value = index.values(at: path).first(where: { !$0.byteRange.overlaps(node.byteRange) }) else {
            return .symbol(path)
        }
        return constant(value)
    }

    /// A constant's value expression, folded once per evaluator.
    private mutating func constant(_ value: Node) -> Evaluated {
        let key = value.byteRange.lowerBound
        if let done = folded[key] { return done }
        guard folding.insert(key).inserted else { return .unknown("cyclic reference: \(Self.normalizedText(value.text))") }
        defer { folding.remove(key) }
        let result = evaluate(value)
        folded[key] = result
        return result
    }

    private mutating func member(_ base: Node?, _ name: String, at node: Node) -> Evaluated {
        guard let base else { return .symbol([name]) }
        if let path = index.referencePath(node) {
            if let value = index.values(at: path).first(where: { !$0.byteRange.overlaps(node.byteRange) }) {
                return constant(value)
            }
        }
        switch evaluate(base) {
        case let .symbol(path):
            return .symbol(path + [name])
        case let .list(items) where name == "size" || name == "count" || name == "length":
            return .number(Decimal(items.count), unit: nil)
        case let .string(text) where name == "length" || name == "count":
            return .number(Decimal(text.count), unit: nil)
        case let other:
            if case .unknown = other { return other }
            return .unknown(Self.normalizedText(node.text))
        }
    }

    private func subscriptAccess(_ base: Evaluated, _ key: Evaluated) -> Evaluated {
        switch (base, key) {
        case let (.symbol(path), .string(name)):
            return .symbol(path + [name])
        case let (.list(items), .number(position, _)):
            let offset = NSDecimalNumber(decimal: position).intValue
            return items.indices.contains(offset) ? items[offset] : .unknown("index out of range")
        default:
            return .unknown("subscript")
        }
    }

    private mutating func evaluateCall(_ call: CallSyntax) -> Evaluated {
        let receiver = call.receiver.map { evaluate($0) }
        if let receiver, call.arguments.isEmpty, Self.identityConversions.contains(call.name), receiver.isNumeric {
            return receiver
        }
        if receiver == nil, Self.identityConstructors.contains(call.name), call.arguments.count == 1 {
            return evaluate(call.arguments[0].value)
        }
        if call.name == "map", case let .string(text)? = receiver {
            return .list(text.map { .string(String($0)) })
        }
        if receiver == nil, Self.listBuilders.contains(call.name) {
            return .list(call.arguments.map { evaluate($0.value) })
        }
        let arguments = call.arguments.map { EvaluatedArgument(label: $0.label, value: evaluate($0.value)) }
        return .call(EvaluatedCall(name: call.name, receiver: receiver, arguments: arguments))
    }

    private mutating func evaluateConditional(_ conditional: ConditionalSyntax) -> Evaluated {
        let then = evaluate(conditional.then)
        let otherwise = conditional.otherwise.map { evaluate($0) } ?? .unknown("no else branch")
        switch evaluate(conditional.condition) {
        case let .bool(value): return value ? then : otherwise
        default: return .conditional(condition: Self.normalizedText(conditional.condition.text), then: then, otherwise: otherwise)
        }
    }

    /// A number literal's exact value: `16`, `0.5f`, `0xFF1D1D1F`, `1_000`, `2.5e3`.
    static func number(_ text: String) -> Decimal? {
        var literal = text.replacingOccurrences(of: "_", with: "")
        if literal.hasPrefix("0x") || literal.hasPrefix("0X") {
            let digits = literal.dropFirst(2).filter { $0 != "L" && $0 != "u" && $0 != "U" }
            return UInt64(digits, radix: 16).map { Decimal($0) }
        }
        while let last = literal.last, "fFdDLuU".contains(last) { literal.removeLast() }
        guard !literal.isEmpty, literal.allSatisfy({ $0.isNumber || ".eE-+".contains($0) }) else { return nil }
        return Decimal(string: literal, locale: Locale(identifier: "en_US_POSIX"))
    }

    /// Source text with white space collapsed, for bindings and messages.
    static func normalizedText(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}

extension Evaluated {
    var isNumeric: Bool {
        switch self {
        case .number, .affine: true
        default: false
        }
    }
}
