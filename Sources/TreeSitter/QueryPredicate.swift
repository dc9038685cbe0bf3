import CTreeSitter

/// A text predicate attached to a query pattern, checked after tree-sitter matched it.
enum QueryPredicate {
    enum Operand {
        case capture(String)
        case string(String)
    }

    case equal(capture: String, operand: Operand, negated: Bool)
    case match(capture: String, regex: LinearRegex, negated: Bool)
    case anyOf(capture: String, values: Set<String>)

    /// Whether every node captured by the predicate's capture satisfies it.
    func holds(for match: QueryMatch) -> Bool {
        switch self {
        case let .equal(capture, operand, negated):
            return match.nodes(named: capture).allSatisfy { node in
                (node.text == value(of: operand, in: match)) != negated
            }
        case let .match(capture, regex, negated):
            // A text on which the matcher ran out of its bounds (see `LinearRegex`) is
            // undecided: it satisfies neither `#match?` nor `#not-match?`, so the match is
            // dropped, as if the pattern had not matched there (never a fact read from a
            // capture the predicate did not accept). Surfacing it as its own warning would
            // need `matches(in:)` to return the undecided captures.
            return match.nodes(named: capture).allSatisfy { node in
                switch regex.firstMatch(in: node.text) {
                case .match: return !negated
                case .noMatch: return negated
                case .exceededLimits: return false
                }
            }
        case let .anyOf(capture, values):
            return match.nodes(named: capture).allSatisfy { values.contains($0.text) }
        }
    }

    private func value(of operand: Operand, in match: QueryMatch) -> String? {
        switch operand {
        case let .capture(name): return match.node(named: name)?.text
        case let .string(text): return text
        }
    }

    enum Step {
        case capture(String)
        case string(String)
    }

    /// Reads the predicate steps of one pattern, refusing predicates this API does not know.
    static func parse(
        query: OpaquePointer, pattern: UInt32, captureNames: [String], patternStart: Position
    ) throws(TreeSitterError)
        -> [QueryPredicate]
    {
        var stepCount: UInt32 = 0
        guard let steps = ts_query_predicates_for_pattern(query, pattern, &stepCount) else { return [] }
        var predicates: [QueryPredicate] = []
        var current: [Step] = []
        for index in 0..<Int(stepCount) {
            let step = steps[index]
            switch step.type {
            case TSQueryPredicateStepTypeDone:
                do {
                    predicates.append(try make(from: current))
                } catch let detail {
                    throw .invalidQuery(
                        QueryProblem(
                            kind: .predicate, line: patternStart.line, column: patternStart.column,
                            detail: detail.text))
                }
                current = []
            case TSQueryPredicateStepTypeCapture:
                current.append(.capture(captureNames[Int(step.value_id)]))
            default:
                var length: UInt32 = 0
                current.append(.string(String(cString: ts_query_string_value_for_id(query, step.value_id, &length))))
            }
        }
        return predicates
    }

    struct Invalid: Error {
        let text: String
    }

    static func make(from steps: [Step]) throws(Invalid) -> QueryPredicate {
        guard case let .string(name)? = steps.first else { throw invalid("a predicate must start with its name") }
        let arguments = Array(steps.dropFirst())
        switch name {
        case "eq?", "not-eq?":
            guard arguments.count == 2, case let .capture(capture) = arguments[0] else {
                throw invalid("#\(name) takes a capture and a capture or string")
            }
            let operand: Operand
            switch arguments[1] {
            case let .capture(other): operand = .capture(other)
            case let .string(text): operand = .string(text)
            }
            return .equal(capture: capture, operand: operand, negated: name == "not-eq?")
        case "match?", "not-match?":
            guard arguments.count == 2, case let .capture(capture) = arguments[0],
                case let .string(pattern) = arguments[1]
            else { throw invalid("#\(name) takes a capture and a regular expression") }
            let regex: LinearRegex
            do { regex = try LinearRegex(pattern) } catch let problem { throw invalid("#\(name): \(problem.message)") }
            return .match(capture: capture, regex: regex, negated: name == "not-match?")
        case "any-of?":
            guard case let .capture(capture)? = arguments.first else { throw invalid("#any-of? takes a capture first") }
            var values: Set<String> = []
            for argument in arguments.dropFirst() {
                guard case let .string(text) = argument else { throw invalid("#any-of? takes strings after the capture") }
                values.insert(text)
            }
            return .anyOf(capture: capture, values: values)
        default:
            throw invalid("unsupported predicate #\(name)")
        }
    }

    private static func invalid(_ detail: String) -> Invalid {
        Invalid(text: detail)
    }
}
