import Foundation
import Model
import Rules
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
    private var folded: [Int: Folded] = [:]
    /// The prefix operator a chain of member accesses and calls being read starts with:
    /// tree-sitter-kotlin and tree-sitter-swift read `-S.pad` and `-2.5.roundToInt()` as a
    /// member or call of `-S`, `-2.5`, where both languages apply the prefix last (`-S.pad`
    /// had been no constant, `-2.5.roundToInt()` read -2, not -3). The chain is read with
    /// the prefix's operand in its place, then the prefix applied.
    private var signedStart: Node?
    private static let prefixOperatorBytes: Set<UInt8> = [UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!")]
    /// Initial values of variables written again that a read reaches all the same: every
    /// write before it is decided by the bindings not to run (see `reachingValue`).
    private var reachedInitialValues: Set<Int> = []
    /// The text the values evaluated so far were read from, in the order read, each once
    /// (`leafRanges`): a constant named ten times by each of a chain of constants had
    /// made ten to the chain's length of them, gigabytes.
    private(set) var leaves: [SourceLeaf] = []
    private var leafRanges: Set<Range<Int>> = []
    /// The node the last evaluated value is written in: through references, parentheses,
    /// conversions and decided conditionals to the expression that gives it.
    private(set) var origin: Node?

    private struct Folded {
        let value: Evaluated
        let origin: Node?
        let leaves: ArraySlice<SourceLeaf>
    }

    /// Number literals read as other text, by their start byte: how a fix tries a
    /// literal's new value without parsing the file again.
    let overrides: [Int: String]
    /// Parameter names by function, per overload, for named arguments.
    let signatures: [String: [[String]]]

    init(
        index: SourceIndex, bindings: [String: Evaluated] = [:], overrides: [Int: String] = [:],
        signatures: [String: [[String]]] = [:]
    ) {
        self.index = index
        self.bindings = bindings
        self.overrides = overrides
        self.signatures = signatures
    }

    /// Conversions that keep a value's meaning: Compose turns dp into px at draw time,
    /// and casts between floating-point types do not change a constant.
    static let identityConversions: Set<String> = ["toPx", "roundToPx", "toFloat", "toDouble", "toDp", "toSp"]
    /// Compose's conversions whose result depends on the device, by the unit of what they
    /// convert (nil: a bare number, a count of pixels): `18.toDp()` is 18 px, 6dp at 3×
    /// density; `Dp.toSp()` and `TextUnit.toDp()` go through the font scale
    /// (androidx.compose.ui.unit.Density). It had read 18.toDp() as 18dp.
    static let deviceConversions: [String: [String?: String]] = [
        "toDp": [nil: "the screen density", "sp": "the font scale"],
        "toSp": [nil: "the screen density", "dp": "the font scale"],
    ]
    static let identityConstructors: Set<String> = ["CGFloat", "Double", "Float", "TimeInterval"]
    /// Conversions to an integer, by whether they round half up (`roundToInt()`) or
    /// truncate (`toInt()`, `Int(x)`): they had kept the value, `Int(2.9)` read as 2.9.
    static let integerConversions: [String: Bool] = ["toInt": false, "toLong": false, "roundToInt": true]
    static let conversions = identityConversions.union(deviceConversions.keys).union(integerConversions.keys)
    static let integerConstructors: Set<String> = ["Int", "Long"]
    /// Constructors of a value in a unit: Compose's `Dp(16f)` is `16.dp` (androidx.compose.ui.unit.Dp).
    static let unitConstructors: [String: String] = ["Dp": "dp"]
    /// Compose's `TextUnit(15f, TextUnitType.Sp)` is `15.sp` (androidx.compose.ui.unit.TextUnit,
    /// TextUnitType.Sp and .Em).
    static let textUnitTypes: [String: String] = ["TextUnitType.Sp": "sp", "TextUnitType.Em": "em"]
    /// Calls that build a list of their arguments (Kotlin's collection and array builders).
    static let listBuilders: Set<String> = [
        "listOf", "arrayOf", "mutableListOf", "arrayListOf", "longArrayOf", "intArrayOf", "floatArrayOf", "doubleArrayOf",
    ]

    mutating func evaluate(_ node: Node) -> Evaluated {
        if !bindings.isEmpty, let bound = bindings[Self.normalizedText(node.text)] {
            origin = node
            return bound
        }
        if let write = index.write(replacing: node), !reachedInitialValues.contains(node.byteRange.lowerBound) {
            return .unknown("'\(write.name)' is \(write.changesContent ? "a container the file changes" : "a variable the file writes again") (line \(write.line))")
        }
        depth += 1
        defer { depth -= 1 }
        guard depth < 48 else { return .unknown("expression is too deep") }
        let (value, passedThrough) = evaluateForm(node)
        if !passedThrough { origin = node }
        return value
    }

    /// A node's value, and whether it is another node's value passed through unchanged
    /// (`origin` then names that node).
    private mutating func evaluateForm(_ node: Node) -> (Evaluated, passedThrough: Bool) {
        if let tree = index.adapter.regroupedOperators(node) { return (evaluate(tree, in: node), false) }
        switch index.adapter.form(of: node) {
        case let .number(written):
            addLeaves([SourceLeaf(kind: .number, range: node.byteRange, text: node.text)])
            let text = overrides[node.byteRange.lowerBound] ?? written
            return (Self.number(text).map { .number($0, unit: nil) } ?? .unknown("unreadable number \(text)"), false)
        case let .string(text):
            addLeaves([SourceLeaf(kind: .string, range: node.byteRange, text: node.text)])
            return (.string(text), false)
        case let .bool(value):
            return (.bool(value), false)
        case .null:
            return (.unknown("null"), false)
        case let .identifier(name):
            return resolve([name], at: node)
        case .member, .call:
            // (The chain is walked only where its text starts with a prefix operator.)
            if Self.prefixOperatorBytes.contains(node.tree.source[node.byteRange.lowerBound]),
                let start = index.chainStart(of: node), start != signedStart, case let .unary(op, _) = index.adapter.form(of: start),
                ["-", "+", "!"].contains(op)
            {
                let enclosing = signedStart
                signedStart = start
                defer { signedStart = enclosing }
                return (Arithmetic.unary(op, evaluateForm(node).0), false)
            }
            return evaluateChainLink(node)
        case let .unary(_, operand) where node == signedStart:
            return (evaluate(operand), true)
        case let .subscriptAccess(base, indexNode):
            return (subscriptAccess(evaluate(base), evaluate(indexNode)), false)
        case let .unary(op, operand):
            return (Arithmetic.unary(op, evaluate(operand)), false)
        case let .binary(op, lhs, rhs):
            if op == "==" || op == "!=", let equal = sameCase(lhs, rhs) { return (.bool(equal == (op == "==")), false) }
            return (folded(op, evaluate(lhs), evaluate(rhs)) { dividesIntegers(node, lhs, rhs) }, false)
        case let .conditional(conditional):
            return evaluateConditional(conditional)
        case let .wrapped(inner):
            return (evaluate(inner), true)
        case let .array(items):
            return (.list(items.map { evaluate($0) }), false)
        case let .unitSuffix(base, unit):
            return (Arithmetic.withUnit(evaluate(base), unit), false)
        case let .notFollowed(reason):
            return (.unknown(reason), false)
        case .unknown:
            if let choice = index.adapter.choice(node), let chosen = evaluateChoice(choice) { return chosen }
            return (.unknown(Self.normalizedText(node.text)), false)
        }
    }

    /// Whether two values are equal, where both are known: enum cases (see `sameCase`) or
    /// constants; nil otherwise.
    mutating func isEqual(_ lhs: Node, _ rhs: Node) -> Bool? {
        if let same = sameCase(lhs, rhs) { return same }
        guard case let .bool(equal) = Arithmetic.binary("==", evaluate(lhs), evaluate(rhs)) else { return nil }
        return equal
    }

    /// Whether two enum cases are the same, when both sides name one: a case written
    /// `.end` or `Direction.End`, or a name the rule binds to one (`direction: .end`).
    /// nil when either side may be anything else.
    private func sameCase(_ lhs: Node, _ rhs: Node) -> Bool? {
        guard let left = caseName(lhs), let right = caseName(rhs) else { return nil }
        return left == right
    }

    private func caseName(_ node: Node) -> String? {
        if case let .string(text)? = bindings[Self.normalizedText(node.text)] { return Self.caseName(text) }
        switch index.adapter.form(of: node) {
        case let .member(nil, name):
            return name
        case let .member(_?, name):
            guard let path = index.referencePath(node), path.dropLast().last?.first?.isUppercase == true,
                index.values(at: path).isEmpty
            else { return nil }
            return name
        default:
            return nil
        }
    }

    /// `.end` → `end`, `Direction.End` → `End`; nil for text that names no case.
    static func caseName(_ text: String) -> String? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 2, let name = parts.last, !name.isEmpty,
            name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
            parts.first!.isEmpty || parts.first!.first?.isUppercase == true
        else { return nil }
        return String(name)
    }

    /// A name: a constant of this file (its value passed through), or a symbol.
    private mutating func resolve(_ path: [String], at node: Node) -> (Evaluated, passedThrough: Bool) {
        guard let value = index.resolvedValue(at: path, for: node) else {
            // `let sign; if (end) sign = 1 else sign = -1`: declared without a value.
            if path.count == 1, !bindings.isEmpty, let declared = index.nearest(index.declarationNodes(endingWith: path).filter { $0.value == nil }.map(\.node), to: node),
                let reaching = reachingValue(path[0], declared: declared, initial: nil, at: node)
            {
                return (evaluate(reaching), true)
            }
            // Where the calls pass values the code fixes: a run-time name passed on (`dragY`
            // of a `relative-to:` rule) or a token stays the parameter, as before.
            if path.count == 1, let (function, passed) = index.callSiteValues(ofParameter: path[0], for: node) {
                let value = passedValue(passed, by: function)
                if Self.isFixed(value.0) { return value }
            }
            recordName(path.last ?? "", of: node)
            return (.symbol(path), false)
        }
        if path.count == 1, !bindings.isEmpty, index.write(replacing: value) != nil,
            let reaching = reachingValue(path[0], declared: value, initial: value, at: node)
        {
            if reaching == value { reachedInitialValues.insert(value.byteRange.lowerBound) }
            return (evaluate(reaching), true)
        }
        return constant(value, at: path, for: node)
    }

    /// The value of a constant `use` reads; where other branches of a compile-time
    /// condition declare it too, each branch's: the same in all is the value, else it
    /// depends on the build. A file-private function's parameter default is each value
    /// the function's calls pass: the same in all is the value, else it depends on the call.
    private mutating func constant(_ value: Node, at path: [String], for use: Node) -> (Evaluated, passedThrough: Bool) {
        if let (condition, others) = index.compileTimeAlternatives(to: value, at: path, for: use) {
            return (oneOf([value] + others, condition: Self.normalizedText(condition)), false)
        }
        if let (function, passed) = index.callSiteValues(ofDefault: value, for: use) { return passedValue(passed, by: function) }
        return (constant(value), true)
    }

    /// Whether a value is fixed by the code: no name read at run time, nothing unknown.
    private static func isFixed(_ value: Evaluated) -> Bool {
        switch value {
        case .unknown, .symbol: false
        case let .affine(_, _, terms): terms.isEmpty
        case let .conditional(_, then, otherwise): isFixed(then) && isFixed(otherwise)
        case let .list(items): items.allSatisfy(isFixed)
        default: true
        }
    }

    /// The value the calls of `function` pass for a parameter: the one they agree on, else
    /// it depends on the call.
    private mutating func passedValue(_ passed: [Node], by function: String) -> (Evaluated, passedThrough: Bool) {
        guard passed.count > 1 else { return (constant(passed[0]), true) }
        return (oneOf(passed, condition: "the call of \(function)"), false)
    }

    /// The value of one of `nodes`, which `condition` chooses: their one value where they
    /// agree. More values than a condition may nest are not read (a helper called with
    /// thousands of sizes).
    private mutating func oneOf(_ nodes: [Node], condition: String) -> Evaluated {
        var values: [Evaluated] = []
        for node in nodes {
            let found = constant(node)
            // (Each value may depend on calls in turn: helpers passing their parameters on.)
            if Self.nestsConditions(found, deeperThan: Self.conditionNesting) {
                return .unknown("depends on more than \(Self.conditionNesting) nested conditions")
            }
            if !values.contains(found) { values.append(found) }
            if values.count > Self.conditionNesting { return .unknown("depends on '\(condition)', with more than \(Self.conditionNesting) values") }
        }
        return values.dropLast().reversed().reduce(values[values.count - 1]) { .conditional(condition: condition, then: $1, otherwise: $0) }
    }

    /// The value a local variable holds where `use` reads it, when every write of it lies
    /// among the statements between its declaration and the use: a plain assignment, or
    /// one at the top of a choice's arms that the bindings decide (`let duration = 400;
    /// if (active) duration = 200`). Nil where a write is elsewhere or not decided.
    private mutating func reachingValue(_ name: String, declared declaration: Node, initial: Node?, at use: Node) -> Node? {
        guard let (list, declared) = Self.statement(holding: declaration, in: index), let (sameList, using) = Self.statement(holding: use, in: index),
            list == sameList, declared.byteRange.upperBound <= using.byteRange.lowerBound
        else { return nil }
        let writes = index.writes(of: name)
        var current = initial
        var accounted = 0
        for statement in list.namedChildren where declared.byteRange.upperBound <= statement.byteRange.lowerBound && statement != using {
            guard statement.byteRange.upperBound <= using.byteRange.lowerBound else { break }
            let inside = writes.filter { statement.byteRange.contains($0.byteRange.lowerBound) }.count
            guard inside > 0 else { continue }
            if let value = assignedValue(name, by: statement) {
                current = value
            } else {
                switch decidedAssignment(name, in: statement, writes: inside) {
                case let .assigns(value)?: current = value
                case .keeps?: break
                case nil: return nil
                }
            }
            accounted += inside
        }
        return accounted == writes.count ? current : nil
    }

    /// What the arm the bindings decide does to a variable.
    private enum ArmAssignment {
        case assigns(Node)
        case keeps
    }

    /// What a choice statement's decided arm assigns to `name`, where each of the
    /// statement's `writes` is a plain assignment at the top of an arm; nil where the
    /// choice is not decided or writes another way.
    private mutating func decidedAssignment(_ name: String, in statement: Node, writes: Int) -> ArmAssignment? {
        guard let choice = index.adapter.statementChoice(statement) else { return nil }
        let assignments = choice.arms.map { arm in Statements.top(of: arm.body).compactMap { assignedValue(name, by: $0) } }
        guard assignments.map(\.count).reduce(0, +) == writes else { return nil }
        switch decide(choice) {
        case let .runs(arm): return Statements.top(of: arm.body).compactMap { assignedValue(name, by: $0) }.last.map(ArmAssignment.assigns) ?? .keeps
        case .none: return .keeps
        case .undecided: return nil
        }
    }

    /// The value a statement assigns to `name` with a plain assignment.
    private func assignedValue(_ name: String, by statement: Node) -> Node? {
        guard let (target, value) = index.adapter.plainAssignment(Statements.expression(of: statement)), Self.normalizedText(target.text) == name else {
            return nil
        }
        return value
    }

    /// The statement list around `node` and the statement of it that holds `node`.
    private static func statement(holding node: Node, in index: SourceIndex) -> (list: Node, statement: Node)? {
        var child = node
        while let parent = index.parent(of: child) {
            if Statements.lists.contains(parent.kind) { return (parent, child) }
            child = parent
        }
        return nil
    }

    /// The last name of a reference, as the text a token fix replaces.
    private mutating func recordName(_ name: String, of node: Node) {
        let text = node.text
        guard !name.isEmpty, text.hasSuffix(name) else { return }
        let end = node.byteRange.upperBound
        addLeaves([SourceLeaf(kind: .name, range: (end - name.utf8.count)..<end, text: name)])
    }

    private mutating func addLeaves(_ added: some Sequence<SourceLeaf>) {
        for leaf in added where leafRanges.insert(leaf.range).inserted { leaves.append(leaf) }
    }

    /// Keeps the leaves before `start` and `kept` after them, each once.
    private mutating func keepLeaves(before start: Int, _ kept: some Sequence<SourceLeaf>) {
        leaves.removeSubrange(start...)
        leafRanges = Set(leaves.map(\.range))
        addLeaves(Array(kept))
    }

    /// A constant's value expression, folded once per evaluator.
    private mutating func constant(_ value: Node) -> Evaluated {
        let key = value.byteRange.lowerBound
        if let done = folded[key] {
            addLeaves(done.leaves)
            origin = done.origin
            return done.value
        }
        guard folding.insert(key).inserted else {
            origin = value
            return .unknown("cyclic reference: \(Self.normalizedText(value.text))")
        }
        defer { folding.remove(key) }
        // The constant's own leaves, each once, also those read before it.
        let (firstLeaf, enclosing) = (leaves.count, leafRanges)
        leafRanges = []
        let result = evaluate(value)
        let own = Array(leaves[firstLeaf...])
        leaves.removeSubrange(firstLeaf...)
        leafRanges = enclosing
        addLeaves(own)
        folded[key] = Folded(value: result, origin: origin, leaves: own[...])
        return result
    }

    /// A member access or a call.
    private mutating func evaluateChainLink(_ node: Node) -> (Evaluated, passedThrough: Bool) {
        switch index.adapter.form(of: node) {
        case let .member(base, name): return member(base, name, at: node, path: index.referencePath(node, unsigned: signedStart))
        case let .call(call): return evaluateCall(call)
        default: return (.unknown(Self.normalizedText(node.text)), false)
        }
    }

    /// The value of an operator expression regrouped as the language's precedence says
    /// (`-28 + 4` is -24, not the -32 of tree-sitter-swift's `-(28 + 4)`), in `root`, the
    /// expression's node.
    private mutating func evaluate(_ tree: OperatorTree, in root: Node) -> Evaluated {
        switch tree {
        case let .node(node):
            return evaluate(node)
        case let .prefixed(op, operand):
            return Arithmetic.unary(op, evaluate(operand, in: root))
        case let .binary(op, lhs, rhs):
            if op == "==" || op == "!=", case let .node(left) = lhs, case let .node(right) = rhs, let equal = sameCase(left, right) {
                return .bool(equal == (op == "=="))
            }
            return folded(op, evaluate(lhs, in: root), evaluate(rhs, in: root)) { dividesIntegers(root, lhs, rhs) }
        case let .member(base, name, node):
            if let path = referencePath(of: tree), let value = index.resolvedValue(at: path, for: node) { return constant(value) }
            return memberValue(of: evaluate(base, in: root), name, at: node).0
        case let .call(function, arguments, node):
            switch function {
            case let .node(callee):
                return evaluateCall(CallSyntax(name: callee.text, node: node, receiver: nil, arguments: arguments)).0
            case let .member(.node(receiver), name, _):
                return evaluateCall(CallSyntax(name: name, node: node, receiver: receiver, arguments: arguments)).0
            default:
                return .unknown(Self.normalizedText(node.text))
            }
        }
    }

    /// `lhs op rhs` folded; a `/` truncates where `dividesIntegers` says it divides integers.
    private func folded(_ op: String, _ lhs: Evaluated, _ rhs: Evaluated, dividesIntegers: () -> Bool) -> Evaluated {
        let value = Arithmetic.binary(op, lhs, rhs)
        if op == "/", case .number = value, dividesIntegers() { return Arithmetic.integer(value, roundingHalfUp: false) }
        return value
    }

    /// The names a regrouped operand is read by (`[drag, y]`), where they are names.
    func referencePath(of tree: OperatorTree) -> [String]? {
        switch tree {
        case let .node(node): index.referencePath(node)
        case let .member(base, name, _): referencePath(of: base).map { $0 + [name] }
        default: nil
        }
    }

    /// `path`: the names the member is read by (`[S, pad]`), where they are names.
    private mutating func member(_ base: Node?, _ name: String, at node: Node, path: [String]?) -> (Evaluated, passedThrough: Bool) {
        guard let base else {
            if let (value, path) = index.implicitMember(name) { return constant(value, at: path, for: node) }
            recordName(name, of: node)
            return (.symbol([name]), false)
        }
        if let path, let value = index.resolvedValue(at: path, for: node) {
            return constant(value, at: path, for: node)
        }
        return memberValue(of: evaluate(base), name, at: node)
    }

    /// Member `name` of a value that is no constant of the file: a symbol's path, a list's
    /// or a string's size.
    private mutating func memberValue(of base: Evaluated, _ name: String, at node: Node) -> (Evaluated, passedThrough: Bool) {
        switch base {
        case let .symbol(path):
            recordName(name, of: node)
            return (.symbol(path + [name]), false)
        case let .list(items) where name == "size" || name == "count" || name == "length":
            return (.number(Decimal(items.count), unit: nil), false)
        case let .string(text) where name == "length" || name == "count":
            return (.number(Decimal(text.count), unit: nil), false)
        case let other:
            if case .unknown = other { return (other, false) }
            return (.unknown(Self.normalizedText(node.text)), false)
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

    /// React Native's `Platform.select({ ios: 42, android: 42 })`: what each phone platform
    /// gets (its own key, else `native`, else `default`; `web` is no phone's): the one value
    /// where both get the same (it had been not constant), else it depends on the platform,
    /// named so (the message had repeated the call's arguments). A platform with no key gets
    /// undefined (`{ ios: 18 }` had been 18 everywhere). Nil where the call is not one
    /// object of values.
    /// (https://reactnative.dev/docs/platform#select)
    private mutating func platformSelection(_ call: CallSyntax) -> Evaluated? {
        // The object is the one argument written; its pairs are also labeled arguments
        // (see `TypeScriptAdapter.call`).
        let written = call.arguments.filter { $0.label == nil }
        guard written.count == 1, let object = index.adapter.objectLiteral(written[0].value), object.spreads.isEmpty, !object.pairs.isEmpty
        else { return nil }
        let value = { (platform: String) in
            [platform, "native", "default"].lazy.compactMap { key in object.pairs.last { $0.key == key }?.value }.first
        }
        switch (value("ios"), value("android")) {
        case let (ios?, android?) where ios == android: return evaluate(ios)
        case let (ios?, android?): return oneOf([ios, android], condition: "Platform.OS")
        case let (ios?, nil): return .conditional(condition: "Platform.OS", then: evaluate(ios), otherwise: .unknown("undefined on Android"))
        case let (nil, android?): return .conditional(condition: "Platform.OS", then: .unknown("undefined on iOS"), otherwise: evaluate(android))
        case (nil, nil): return .unknown("Platform.select with no value for iOS or Android")
        }
    }

    private mutating func evaluateCall(_ call: CallSyntax) -> (Evaluated, passedThrough: Bool) {
        if let result = index.adapter.resultExpression(of: call) { return (evaluate(result), true) }
        let receiver = call.receiver.map { evaluate($0) }
        // A conversion of what is not known is not known, for the same reason (the message
        // had ended in `.toDp()`); one the file declares itself is its own function.
        let isConversion = call.arguments.isEmpty && Self.conversions.contains(call.name) && index.declarationNodes(endingWith: [call.name]).isEmpty
        if isConversion, let receiver, case .unknown = receiver { return (receiver, false) }
        if let receiver, isConversion, let dependsOn = Self.deviceConversions[call.name]?[receiver.unit], receiver.isNumeric {
            return (.unknown("\(call.name)() of \(receiver.unit.map { "a value in \($0)" } ?? "a number of pixels") depends on \(dependsOn)"), false)
        }
        if let receiver, isConversion, Self.identityConversions.contains(call.name), receiver.isNumeric {
            return (receiver, true)
        }
        if receiver == nil, Self.identityConstructors.contains(call.name), call.arguments.count == 1 {
            return (evaluate(call.arguments[0].value), true)
        }
        if let receiver, call.arguments.isEmpty, let rounds = Self.integerConversions[call.name], receiver.isNumeric {
            return (Arithmetic.integer(receiver, roundingHalfUp: rounds), true)
        }
        if receiver == nil, Self.integerConstructors.contains(call.name), call.arguments.count == 1, call.arguments[0].label == nil {
            return (Arithmetic.integer(evaluate(call.arguments[0].value), roundingHalfUp: false), true)
        }
        if receiver == nil, let unit = Self.unitConstructors[call.name], call.arguments.count == 1 {
            return (Arithmetic.withUnit(evaluate(call.arguments[0].value), unit), true)
        }
        if receiver == nil, call.name == "TextUnit", call.arguments.count == 2,
            let unit = Self.textUnitTypes[Self.normalizedText(call.arguments[1].value.text)]
        {
            return (Arithmetic.withUnit(evaluate(call.arguments[0].value), unit), true)
        }
        if case .symbol(["Platform"])? = receiver, call.name == "select", let selected = platformSelection(call) { return (selected, false) }
        if call.name == "map", case let .string(text)? = receiver {
            return (.list(text.map { .string(String($0)) }), false)
        }
        if receiver == nil, Self.listBuilders.contains(call.name) {
            return (.list(call.arguments.map { evaluate($0.value) }), false)
        }
        let labels = call.arguments.compactMap(\.label)
        let overloads = signatures[call.name] ?? []
        let arguments = call.arguments.map { argument in
            EvaluatedArgument(
                label: argument.label, value: evaluate(argument.value),
                position: argument.label.flatMap { label in Signatures.position(of: label, in: overloads, labels: labels) })
        }
        let evaluated = EvaluatedCall(name: call.name, receiver: receiver, arguments: arguments)
        // (Not where the file declares a function of the name: the call is the file's.)
        if let folded = LibraryFunctions.fold(evaluated), index.declarationNodes(endingWith: [call.name]).isEmpty { return (folded, false) }
        return (.call(evaluated), false)
    }

    /// A conditional whose condition folds passes its branch through.
    /// A decided conditional keeps only its branch's leaves: the other branch and the
    /// condition do not give the value.
    private mutating func evaluateConditional(_ conditional: ConditionalSyntax) -> (Evaluated, passedThrough: Bool) {
        let (start, enclosing) = (leaves.count, leafRanges)
        let then = evaluate(conditional.then)
        let thenOrigin = origin
        let thenLeaves = leaves[start...]
        // The other branch reads its own leaves, also those the first read.
        leafRanges = enclosing
        let otherwiseStart = leaves.count
        let otherwise = conditional.otherwise.map { evaluate($0) } ?? .unknown("no else branch")
        let otherwiseOrigin = conditional.otherwise == nil ? nil : origin
        let otherwiseLeaves = leaves[otherwiseStart...]
        let decision = evaluate(conditional.condition)
        let read = leaves[start...]
        switch decision {
        case let .bool(value):
            origin = value ? thenOrigin : otherwiseOrigin
            keepLeaves(before: start, value ? thenLeaves : otherwiseLeaves)
            return (value ? then : otherwise, origin != nil)
        default:
            keepLeaves(before: start, read)
            // Branches that agree are the value whatever the condition is.
            if then == otherwise { return (then, false) }
            // Conditions nested deeper than any component's make values of as many
            // branches as a file likes (each constant naming the next in both branches).
            if Self.nestsConditions(then, deeperThan: Self.conditionNesting) || Self.nestsConditions(otherwise, deeperThan: Self.conditionNesting) {
                return (.unknown("depends on more than \(Self.conditionNesting) nested conditions"), false)
            }
            return (.conditional(condition: Self.normalizedText(conditional.condition.text), then: then, otherwise: otherwise), false)
        }
    }

    static let conditionNesting = 12

    /// Whether a value holds conditional values nested more than `limit` deep (a walk of
    /// at most 2^limit values).
    private static func nestsConditions(_ value: Evaluated, deeperThan limit: Int) -> Bool {
        guard case let .conditional(_, then, otherwise) = value else { return false }
        return limit == 0 || nestsConditions(then, deeperThan: limit - 1) || nestsConditions(otherwise, deeperThan: limit - 1)
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
        text.collapsingWhitespace
    }
}

extension Evaluated {
    var isNumeric: Bool {
        switch self {
        case .number, .affine: true
        default: false
        }
    }

    /// A number's unit (`dp` of `8.dp`); nil for a bare number or anything else.
    var unit: String? {
        switch self {
        case let .number(_, unit), let .affine(_, unit, _): unit
        default: nil
        }
    }
}

extension Evaluator {
    /// Whether the arm of `choice` that holds `node` may run under the bindings: false
    /// where its own selector is decided false or an earlier arm's true (`when (active) {
    /// true -> tween(200); false -> tween(400) }` with `active: "false"` runs the second);
    /// nil where it is not decided, or `node` is in no arm.
    mutating func armMayRun(holding node: Node, of choice: ChoiceSyntax) -> Bool? {
        guard let position = choice.arms.firstIndex(where: { $0.body.byteRange.contains(node.byteRange.lowerBound) }) else { return nil }
        for (offset, arm) in choice.arms[...position].enumerated() {
            let selected = selects(arm, subject: choice.subject)
            if offset < position, selected == true { return false }
            if offset == position { return selected == false ? false : nil }
        }
        return nil
    }

    /// A choice the bindings decide (`when (active) { true -> 1f; else -> 0f }`) gives its
    /// arm's value, with only that arm's leaves (as a decided conditional does); nil where
    /// they do not decide it.
    mutating func evaluateChoice(_ choice: ChoiceSyntax) -> (Evaluated, passedThrough: Bool)? {
        let (start, enclosingOrigin) = (leaves.count, origin)
        let decision = decide(choice)
        keepLeaves(before: start, [])
        origin = enclosingOrigin
        guard case let .runs(chosen) = decision else { return nil }
        return (evaluate(Self.onlyStatement(of: chosen.body)), true)
    }

    /// What the bindings decide a choice runs.
    enum ArmDecision {
        /// The first arm selected, or `otherwise` after arms that are not.
        case runs(ChoiceSyntax.Arm)
        /// No arm: each is not selected, and there is no `otherwise`.
        case none
        /// An arm before the one that would run is not decided.
        case undecided
    }

    mutating func decide(_ choice: ChoiceSyntax) -> ArmDecision {
        for arm in choice.arms {
            if case .otherwise = arm.selector { return .runs(arm) }
            switch selects(arm, subject: choice.subject) {
            case true?: return .runs(arm)
            case false?: continue
            case nil: return .undecided
            }
        }
        return .none
    }

    /// An arm's value: a block of one statement is that statement (Swift's `if active {
    /// 0.2 } else { 0.4 }` as a value).
    private static func onlyStatement(of body: Node) -> Node {
        let statements = Statements.top(of: body)
        return statements.count == 1 ? Statements.expression(of: statements[0]) : body
    }

    /// Whether an arm is selected: true, false, or nil where the bindings do not decide it
    /// (an `otherwise` arm is selected by the others' being false, which the caller sees).
    private mutating func selects(_ arm: ChoiceSyntax.Arm, subject: Node?) -> Bool? {
        switch arm.selector {
        case let .tests(tests):
            var decided: Bool? = true
            for test in tests {
                guard case let .bool(holds) = evaluate(test) else {
                    decided = nil
                    continue
                }
                if !holds { return false }
            }
            return decided
        case let .values(values):
            guard let subject else { return nil }
            return matchesAny([subject], values.map { [$0] })
        case let .tuples(subjects, patterns):
            return matchesAny(subjects, patterns)
        case .otherwise, .undecidable:
            return nil
        }
    }

    /// Whether one of the patterns matches the subject's elements: true where one does,
    /// false where none can, nil where that is not decided.
    private mutating func matchesAny(_ subjects: [Node], _ patterns: [[Node?]]) -> Bool? {
        var decided: Bool? = false
        for pattern in patterns {
            switch matches(subjects, pattern) {
            case true?: return true
            case nil: decided = nil
            case false?: continue
            }
        }
        return decided
    }

    /// Whether a tuple pattern matches the subject's elements: false where one element
    /// differs, nil where one is not decided; a wildcard (nil) matches anything.
    private mutating func matches(_ subjects: [Node], _ pattern: [Node?]) -> Bool? {
        var decided: Bool? = true
        for case let (subject, value?) in zip(subjects, pattern) {
            switch isEqual(subject, value) {
            case false?: return false
            case nil: decided = nil
            case true?: continue
            }
        }
        return decided
    }
}
