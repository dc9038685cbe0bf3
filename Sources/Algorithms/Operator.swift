/// An operator as the source writes it (`+`, `&&`, `?:`, `shl`), with what it does
/// resolved once, when the code is lowered. The interpreter switches on `kind` at every
/// step; comparing the text with each operator it knows cost a string comparison a case
/// (with the builtins' names, 6% of a self-test's instructions).
public struct Operator: Sendable, Equatable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// As written: what messages show and a program's shape records.
    public let text: String
    let kind: Kind

    enum Kind: Sendable {
        case add, subtract, multiply, divide, remainder
        /// JavaScript's `**`.
        case power
        /// Swift's `&+`, `&-` and `&*`, which Kotlin's Int arithmetic also follows.
        case wrappingAdd, wrappingSubtract, wrappingMultiply
        /// Kotlin's `shl` and `shr`, and Swift's masking `&<<` and `&>>`: the count's low
        /// bits only.
        case shiftLeft, shiftRight
        /// Kotlin's `ushr`: the sign bit shifted in as 0.
        case unsignedShiftRight
        /// Swift's `<<` and `>>`: "smart" shifts (a count past the width shifts every bit
        /// out; a negative one shifts the other way).
        case smartShiftLeft, smartShiftRight
        /// Swift's `&`, `|` and `^`; Kotlin's `and`, `or` and `xor` (also on Booleans,
        /// evaluating both sides).
        case bitAnd, bitOr, bitXor
        case less, lessOrEqual, greater, greaterOrEqual
        /// `==`, `!=`, and JavaScript's `===` and `!==`.
        case equal, notEqual, identical, notIdentical
        /// `&&`, `||`, Swift's `??` and Kotlin's `?:`: their right side runs only sometimes.
        case and, or, coalesce, elvis
        case not
        /// JavaScript's prefix `~`: every bit of the operand's ToInt32 flipped.
        case bitNot
        /// One the interpreter does not know: running it fails, naming `text`.
        case unknown
    }

    public init(_ text: String) {
        self.text = text
        kind = Self.kind(of: text)
    }

    public init(stringLiteral text: String) {
        self.init(text)
    }

    public var description: String { text }

    public static func == (lhs: Operator, rhs: Operator) -> Bool { lhs.text == rhs.text }

    /// What an operator does, by family: what the lowering, the interpreter and the
    /// trace ask of it.
    private enum Family {
        case arithmetic, wrapping, shift, bitwise, ordering, equality, shortCircuit, other
    }

    private var family: Family {
        switch kind {
        case .add, .subtract, .multiply, .divide, .remainder, .power: .arithmetic
        case .wrappingAdd, .wrappingSubtract, .wrappingMultiply: .wrapping
        case .shiftLeft, .shiftRight, .unsignedShiftRight, .smartShiftLeft, .smartShiftRight: .shift
        case .bitAnd, .bitOr, .bitXor: .bitwise
        case .less, .lessOrEqual, .greater, .greaterOrEqual: .ordering
        case .equal, .notEqual, .identical, .notIdentical: .equality
        case .and, .or, .coalesce, .elvis: .shortCircuit
        case .not, .bitNot, .unknown: .other
        }
    }

    var isShortCircuit: Bool { family == .shortCircuit }
    /// `+`, `-`, `*`, `/`, `%` and `**`.
    var isArithmetic: Bool { family == .arithmetic }
    var isComparison: Bool { family == .ordering || family == .equality }
    var isOrdering: Bool { family == .ordering }

    /// `<` for `<` and `<=`, `>` for `>` and `>=`: how a tuple's earlier elements decide.
    var strict: Operator {
        switch kind {
        case .less, .lessOrEqual: Self.less
        default: Self.greater
        }
    }
    var isEquality: Bool { family == .equality }
    var isWrapping: Bool { family == .wrapping }
    var isBitwise: Bool { family == .bitwise }
    var isShift: Bool { family == .shift }

    /// The wrapping form of `+`, `-` and `*` (Kotlin's Int arithmetic); nil for the others.
    var wrapping: Operator? {
        switch kind {
        case .add: Self.wrappingAdd
        case .subtract: Self.wrappingSubtract
        case .multiply: Self.wrappingMultiply
        default: nil
        }
    }

    // Made once: building an operator resolves its text.
    static let plus: Operator = "+"
    private static let less: Operator = "<"
    private static let greater: Operator = ">"
    static let minus: Operator = "-"
    static let modulo: Operator = "%"
    private static let wrappingAdd: Operator = "&+"
    private static let wrappingSubtract: Operator = "&-"
    private static let wrappingMultiply: Operator = "&*"

    private static func kind(of text: String) -> Kind {
        switch text {
        case "+": .add
        case "-": .subtract
        case "*": .multiply
        case "/": .divide
        case "%": .remainder
        case "**": .power
        case "&+": .wrappingAdd
        case "&-": .wrappingSubtract
        case "&*": .wrappingMultiply
        case "shl", "&<<": .shiftLeft
        case "shr", "&>>": .shiftRight
        case "ushr", ">>>": .unsignedShiftRight
        case "<<": .smartShiftLeft
        case ">>": .smartShiftRight
        case "&", "and": .bitAnd
        case "|", "or": .bitOr
        case "^", "xor": .bitXor
        case "<": .less
        case "<=": .lessOrEqual
        case ">": .greater
        case ">=": .greaterOrEqual
        case "==": .equal
        case "!=": .notEqual
        case "===": .identical
        case "!==": .notIdentical
        case "&&": .and
        case "||": .or
        case "??": .coalesce
        case "?:": .elvis
        case "!": .not
        case "~": .bitNot
        default: .unknown
        }
    }
}

/// An assignment's operator as the source writes it (`=`, `+=`, `-=`), with the
/// operator a compound one combines the old value with, resolved once, when the code is
/// lowered: a loop's `total += x` made that operator from its text at every step.
public struct AssignmentOperator: Sendable, Equatable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// As written: what a program's shape records.
    public let text: String
    /// `+` for `+=`; nil for a plain `=`.
    let combining: Operator?

    public init(_ text: String) {
        self.text = text
        combining = text == "=" ? nil : Operator(String(text.dropLast()))
    }

    public init(stringLiteral text: String) {
        self.init(text)
    }

    public var description: String { text }

    public static func == (lhs: AssignmentOperator, rhs: AssignmentOperator) -> Bool { lhs.text == rhs.text }
}
