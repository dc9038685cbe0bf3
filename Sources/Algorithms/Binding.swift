import Rules

/// How a name in the platform's code gets its value from the inputs: `height`,
/// `float(height)`, `int(height)`, `double(y)`, `list(count)` (a list of that many
/// items), `records(sections, value)` (each item as a record's field), `if(atEnd, 0,
/// 100)` (one of two values for a Boolean input), `true`, `false` or a number.
///
/// A branch of `if` may be an interval, `if(atEnd, [0, THRESHOLD], (THRESHOLD, 100])`,
/// its bounds numbers or the file's constants: the values the platform may receive for
/// that side. An edge event that names a distance inside it (`end 8`) binds that
/// distance; any other binds the interval's closed lower bound, else its closed upper
/// bound, else its middle. So boundary inputs can reach the code's own comparisons.
struct Binding: Sendable {
    typealias Conversion = BindingSyntax.Conversion

    /// The binding's text, read when the rules loaded: a binding is evaluated on every
    /// run (and every event of a stateful one).
    private let syntax: BindingSyntax
    /// The operand's value when it is no input's name: `true`, `false` or a number.
    private let literal: RValue?

    var conversion: Conversion? { syntax.conversion }
    var operand: String { syntax.operand }
    private var parts: [String] { syntax.parts }

    init(_ syntax: BindingSyntax) {
        self.syntax = syntax
        let operand = syntax.operand
        literal = operand == "true" || operand == "false" ? .bool(operand == "true") : Double(operand).map(RValue.double)
    }

    /// A name, a number, `true` or `false`, as written.
    init(plain operand: String) {
        self.init(BindingSyntax(plain: operand))
    }

    /// The most items `list(n)` makes: the largest size an input of the rules may take
    /// (an `int` input may reach ten million, and a list that long a run made again and
    /// again took a minute).
    static let largestList = InputDomain.largestSize

    /// The rules loader has refused a malformed binding already; one made another way
    /// (a test's) is not analyzable.
    static func parse(_ text: String) throws(NotAnalyzable) -> Binding {
        do {
            return Binding(try BindingSyntax(text))
        } catch {
            throw NotAnalyzable(construct: error.message, line: 1)
        }
    }

    /// The identifier-like words of the binding: more than the file's constants it may
    /// read (an interval's bounds, a side of `if`), never less.
    var words: Set<String> { Self.words(in: operand) }

    /// The identifier-like words of a piece of rules text.
    static func words(in text: String) -> Set<String> {
        let isWordCharacter = { (character: Character) in character.isLetter || character.isNumber || character == "_" || character == "$" }
        return Set(text.split { !isWordCharacter($0) }.map(String.init))
    }

    /// The input a plain or converted binding reads, whose value the code may compare.
    private var input: String? {
        switch conversion {
        case nil, .float?, .int?, .double?: operand
        case .list?, .records?, .choice?: nil
        }
    }

    /// The binding's value; `constants` are the file's, for interval bounds; `trace`
    /// notes the value as coming from its input, for boundaries the code compares it with.
    func value(
        _ inputs: [String: RValue], _ semantics: Semantics, constants: [String: RValue] = [:], trace: Trace? = nil
    ) throws(RuntimeFailure) -> RValue {
        if conversion == .choice { return try choice(inputs, semantics, constants: constants, trace: trace) }
        if conversion == .records {
            guard parts.count == 2, case let .list(items)? = inputs[parts[0]] else {
                throw RuntimeFailure(message: "records(LIST, FIELD) needs a list input, not '\(operand)'")
            }
            return .list(items.map { .record(parts[1], [parts[1]: $0]) })
        }
        let value = try converted(inputs, semantics)
        if let input, inputs[input] != nil { trace?.bind(value, from: input) }
        return value
    }

    /// `if(atEnd, THEN, ELSE)`: a platform's value for a Boolean input (a scroll offset).
    private func choice(
        _ inputs: [String: RValue], _ semantics: Semantics, constants: [String: RValue], trace: Trace?
    ) throws(RuntimeFailure) -> RValue {
        guard case let .bool(condition)? = inputs[parts[0]] else {
            throw RuntimeFailure(message: "if(INPUT, THEN, ELSE) needs a Boolean input, not '\(operand)'")
        }
        switch syntax.sides[condition ? 0 : 1] {
        case let .value(text):
            return try Binding(plain: text).value(inputs, semantics)
        case let .interval(interval):
            let value = RValue.double(try interval.value(for: inputs[ThreadEvents.distance]?.asDouble, constants: constants))
            trace?.bind(value, from: ThreadEvents.distance)
            return value
        }
    }

    private func converted(_ inputs: [String: RValue], _ semantics: Semantics) throws(RuntimeFailure) -> RValue {
        guard let base = inputs[operand] ?? literal else { throw RuntimeFailure(message: "binding names an unknown input '\(operand)'") }
        guard let number = base.asDouble else { return base }
        switch conversion {
        case .float?: return .float(Float(number))
        case .double?: return .double(number)
        case .int?:
            // A literal operand may be any number (`int(1e300)`): one no Int64 holds is refused.
            // So is one past the platform's Int (Kotlin's is 32-bit): it had been a Kotlin Int
            // holding a 64-bit value, which trapped the check's `abs`.
            guard let whole = Int64(exactly: number.rounded(.towardZero)), semantics.intBits == 64 || Int32(exactly: whole) != nil else {
                throw RuntimeFailure(message: "not analyzable: int(\(operand)) of \(RValue.double(number))")
            }
            return semantics.int(whole)
        case .list?:
            guard number <= Self.largestList else {
                throw RuntimeFailure(message: "not analyzable: list(\(operand)) of \(RValue.double(number)) items (at most \(Int(Self.largestList)))")
            }
            return .list(Array(repeating: .null, count: number > 0 ? Int(number) : 0))
        case nil, .records?, .choice?:
            // An integer input takes the platform's `Int` width.
            if case let .int(value, _) = base { return semantics.int(value) }
            return base
        }
    }
}

/// What an interval's bounds give a run (see `Binding`).
extension BindingSyntax.Interval {
    /// `distance` when the interval holds it, else the interval's own value (see `Binding`).
    func value(for distance: Double?, constants: [String: RValue]) throws(RuntimeFailure) -> Double {
        let low = try Self.number(lower, constants)
        let high = try Self.number(upper, constants)
        // Checked when the rules load where both bounds are numbers; a constant's value
        // is known only here.
        guard low < high || (low == high && lowerClosed && upperClosed) else {
            throw RuntimeFailure(message: "an interval from '\(lower)' (\(low)) to '\(upper)' (\(high)) holds no number")
        }
        if let distance, lowerClosed ? distance >= low : distance > low, upperClosed ? distance <= high : distance < high {
            return distance
        }
        if lowerClosed { return low }
        return upperClosed ? high : (low + high) / 2
    }

    private static func number(_ text: String, _ constants: [String: RValue]) throws(RuntimeFailure) -> Double {
        if let number = Double(text), number.isFinite { return number }
        if let constant = constants[text]?.asDouble { return constant }
        throw RuntimeFailure(message: "an interval's bound '\(text)' is neither a number nor a constant of the file")
    }
}
