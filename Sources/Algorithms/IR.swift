import Model
import TreeSitter

/// The small language every platform's algorithm is lowered to before it runs.
///
/// It has what the uim components' formulas use: numbers, strings, booleans, lists,
/// optionals, locals, conditionals, loops, early returns, closures passed to
/// collection functions, and calls of the math the formulas use. Numbers keep their
/// platform type (see `RValue`), so Kotlin `Float` arithmetic stays 32-bit.
public indirect enum Expr: Sendable {
    case literal(RValue)
    case name(String)
    case member(Expr, String)
    case subscriptAccess(Expr, Expr)
    /// A call: on a receiver (`x.rounded()`), or free (`max(0, x)`), with a trailing closure.
    case call(receiver: Expr?, name: CallName, arguments: [Argument], closure: Closure?)
    case unary(Operator, Expr)
    case binary(Operator, Expr, Expr)
    case conditional(Expr, Expr, Expr)
    case list([Expr])
    case interpolation([InterpolationPart])
    case range(Expr, Expr, inclusive: Bool)
    /// An implicit member (`.down`), as Swift writes enum cases.
    case implicitMember(String)
    /// `value`, bound to `name` while `body` is evaluated: a subject or a `?.` base read
    /// once, however many times the lowered code refers to it.
    case bind(String, Expr, Expr)
    /// Swift's `let x = value` among an `if`'s conditions: true when the value is not nil,
    /// which is then bound to `name` where the condition runs (the `then` branch's scope).
    case optionalBinding(String, Expr)
    /// A function value: a TypeScript arrow function stored or passed.
    case closure(Closure)
    /// A record of a type: an object literal (`{ start, end }`) is an `Object`; a value
    /// type's initializer makes one of its type (see `LanguageLowering.initializer`).
    case record(String, [(String, Expr)])
    /// `new Type(arguments)`: an instance of a type of the file, or a built-in (`Set`).
    case construct(String, [Expr])
    /// What the language's runtime traps on when this is evaluated (Swift's `5..<3`).
    case trap(String)
    /// Code the lowering does not handle, in a part that may never run (a method no
    /// event calls): running it makes the algorithm not analyzable.
    case unsupported(NotAnalyzable)
    /// A branch of a conditional, the right side of `??`, `&&` or `||`, or an argument
    /// written on a line of its own, where the source writes it (fault localization
    /// ranks it; coverage counts only conditionals' branches).
    case at(Site, Expr)

}

extension Expr {
    /// The expression without the site it is written at.
    var bare: Expr {
        if case let .at(_, inner) = self { return inner.bare }
        return self
    }

    /// The `position`th component of the value `whole` names (a tuple's field, a list's
    /// item), as a destructuring reads it.
    static func component(_ position: Int, of whole: String) -> Expr {
        .call(receiver: .name(whole), name: CallName(Library.component.rawValue), arguments: [Argument(label: nil, value: .literal(.int(Int64(position), bits: 32)))], closure: nil)
    }

    /// Whether the value is a list no name holds yet: a literal or a new list (`[]`,
    /// `mutableListOf()`, `[...a, x]`), or one a function of a list returns new (`map`,
    /// `filter`, `slice`, `toMutableList()`, the sorts). Kotlin and JavaScript share
    /// other lists between the names that hold them.
    var makesFreshList: Bool {
        switch bare {
        case .list, .construct: true
        case let .call(nil, name, _, _): [.listOf, .mutableListOf, .arrayListOf, .arrayOf, .emptyList, .arrayWithSpread].contains(name.library)
        case let .call(_?, name, _, _): name.library.map(Self.freshListMethods.contains) ?? false
        default: false
        }
    }

    private static let freshListMethods: Set<Library> = [
        .slice, .map, .filter, .concat, .toSorted, .toList, .toMutableList, .distinct, .sorted, .sortedBy, .sortedByDescending,
        .sortedDescending, .mapIndexed, .filterIndexed, .mapNotNull, .filterNotNull, .compactMap, .toReversed,
        // JavaScript's in-place `sort` and `reverse` return their array, which the lowering
        // lets them change only when it is fresh.
        .sort, .reverse,
    ]

    /// Whether the expression is or joins with `&&` an optional binding: an `if` whose
    /// condition binds runs it in its `then` branch's scope.
    var bindsOptional: Bool {
        switch self {
        case .optionalBinding: true
        case let .binary(op, lhs, rhs) where op.kind == .and: lhs.bindsOptional || rhs.bindsOptional
        case let .at(_, inner): inner.bindsOptional
        default: false
        }
    }
}

/// Where a statement or a branch is written in the platform's source: what a traced run
/// records, coverage counts and fault localization ranks.
public struct Site: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let line: Int
    public let column: Int
    /// The last line it spans: of two statements that ran together, the shorter is the
    /// more specific.
    public let endLine: Int
    /// The source text, whitespace collapsed and cut at 120 characters: a baseline
    /// names a finding by its suspicious statements' text, which moving code keeps.
    public let text: String

    public init(line: Int, column: Int, endLine: Int? = nil, text: String) {
        self.line = line
        self.column = column
        self.endLine = endLine ?? line
        self.text = text
    }

    /// By place, as `==` compares: two sites that start together, the shorter first (an
    /// order that ignored the end left such sites tied, and a sort of them to the order
    /// it was given).
    public static func < (lhs: Site, rhs: Site) -> Bool {
        (lhs.line, lhs.column, lhs.endLine) < (rhs.line, rhs.column, rhs.endLine)
    }

    /// By place only: the text follows from it, and a traced run hashes sites often.
    public static func == (lhs: Site, rhs: Site) -> Bool {
        (lhs.line, lhs.column, lhs.endLine) == (rhs.line, rhs.column, rhs.endLine)
    }

    /// The three numbers packed into one word, hashed once: a traced run hashes a site at
    /// every statement it runs. (Past a million lines or columns they overlap: two sites
    /// may then hash alike, which `==` still tells apart.)
    public func hash(into hasher: inout Hasher) {
        hasher.combine(line &<< 40 ^ column &<< 20 ^ endLine)
    }

    public var description: String { "\(line):\(column)" }

    /// Whether this site is written inside `other` (and is not `other`).
    public func isInside(_ other: Site) -> Bool {
        guard self != other, line >= other.line, endLine <= other.endLine else { return false }
        return line > other.line || column > other.column
    }
}

/// A type of the platform's file: its stored properties with their initial values (in
/// order), its methods and its constructor.
public struct TypeCode: Sendable {
    /// The fields with their initial values, compiled (see `CompiledExpression`).
    let fieldCode: [(String, CompiledExpression)]
    public let methods: [(String, Closure)]
    public let constructor: Closure?
    public var fields: [(String, Expr)] { fieldCode.map { ($0.0, $0.1.expression) } }

    public init(fields: [(String, Expr)], methods: [(String, Closure)], constructor: Closure? = nil) {
        fieldCode = fields.map { ($0.0, CompiledExpression($0.1)) }
        self.methods = methods
        self.constructor = constructor
    }
}

public struct Argument: Sendable {
    public let label: String?
    public let value: Expr
}

public enum InterpolationPart: Sendable {
    case text(String)
    case value(Expr)
}

extension [InterpolationPart] {
    /// Adds text, joined to text just before it (an escape between two runs of text).
    mutating func appendText(_ text: String) {
        if case let .text(before)? = last {
            self[count - 1] = .text(before + text)
        } else {
            append(.text(text))
        }
    }

    /// A string literal's value: its text, or the interpolation of its parts.
    var stringExpression: Expr {
        if count <= 1, case let .text(text)? = first { return .literal(.string(text)) }
        return isEmpty ? .literal(.string("")) : .interpolation(self)
    }
}

/// A closure or a local function: parameters and a body whose value is the last
/// expression when it has no `return`.
public struct Closure: Sendable {
    /// One object: a closure is copied wherever a call looks its function up, and each
    /// array it held was retained and released then (three arrays cost 2 % of a check).
    let signature: Signature
    /// The body, compiled once when the closure is lowered (see `CompiledBlock`).
    let code: CompiledBlock
    public var parameters: [String] { signature.parameters }
    public var body: [Stmt] { code.statements }

    public init(parameters: [String], labels: [String?] = [], defaults: [Expr?] = [], body: [Stmt]) {
        signature = Signature(parameters: parameters, labels: labels, defaults: defaults.map { $0.map(CompiledExpression.init) })
        code = CompiledBlock(body)
    }

    /// The same parameters around another body.
    func with(body: [Stmt]) -> Closure {
        Closure(parameters: parameters, labels: argumentLabels, defaults: defaultValues, body: body)
    }

    /// The default values as lowered.
    public var defaultValues: [Expr?] { signature.defaults.map { $0?.expression } }
    public var argumentLabels: [String?] { signature.labels }

    final class Signature: Sendable {
        let parameters: [String]
        /// The name a call writes for each parameter (Swift's argument label, Kotlin's
        /// parameter name; nil for Swift's `_` and where calls name none): a named argument
        /// binds by it, so one after a parameter left to its default lands where it belongs.
        let labels: [String?]
        /// Each parameter's default value (`step: Int = 2`), by position, compiled; nil
        /// where it has none. A call that leaves the parameter out gets it, evaluated after
        /// the parameters before it are bound (Kotlin and JavaScript defaults may read them).
        let defaults: [CompiledExpression?]

        init(parameters: [String], labels: [String?], defaults: [CompiledExpression?]) {
            self.parameters = parameters
            self.labels = labels
            self.defaults = defaults
        }
    }
}

/// What an assignment writes: a local, or a stored property of the instance whose state
/// is checked (`self.atEnd`, Kotlin `state.unreadCount`, TypeScript `this.keys`). Other
/// writes (`a[i]`, `point.x`) are not lowered: a change the IR cannot follow must not
/// vanish.
public enum AssignTarget: Sendable, Equatable {
    case name(String)
    case field(of: String, String)
}

public indirect enum Stmt: Sendable {
    case declare(String, Expr)
    case assign(AssignTarget, operator: AssignmentOperator, Expr)
    case ifElse(Expr, [Stmt], [Stmt])
    /// Swift `guard condition else { … }`: the else branch must leave.
    case guardElse(Expr, [Stmt])
    case returnValue(Expr?)
    case forIn(String, Expr, [Stmt])
    case whileLoop(Expr, [Stmt])
    case expression(Expr)
    case function(String, Closure)
    /// Statements run in the enclosing scope (a Swift `guard` with bindings).
    case sequence([Stmt])
    /// Swift `defer { … }`: runs when the enclosing block is left.
    case deferred([Stmt])
    /// A statement, where the source writes it (coverage counts it).
    case at(Site, Stmt)
    /// `break` or `continue`, of the innermost loop or of the loop with the label.
    case jump(Jump)
    /// A loop with a label (`outer: for …`, `outer@ for …`), which a jump may name.
    case labeled(String, Stmt)
}

/// A `break` or a `continue`, and the label of the loop it leaves or goes on with (nil:
/// the innermost).
public struct Jump: Sendable, Equatable {
    public let isBreak: Bool
    public let label: String?

    public init(isBreak: Bool, label: String?) {
        self.isBreak = isBreak
        self.label = label
    }
}

/// A construct the lowering does not handle: the algorithm is not analyzable, and the
/// report says which construct and where.
public struct NotAnalyzable: Error, Sendable, CustomStringConvertible {
    public let construct: String
    public let line: Int
    /// Where on the line the construct starts (1 where only the line is known).
    public let column: Int

    public init(construct: String, line: Int, column: Int = 1) {
        self.construct = construct
        self.line = line
        self.column = column
    }

    /// The construct written at `node`, located at its start.
    init(_ construct: String, at node: Node) {
        self.init(construct: construct, line: node.start.line, column: node.start.column)
    }

    public var description: String { "not analyzable: \(construct) (line \(line))" }
}

extension Stmt {
    /// A statement at its site; a local function's declaration computes nothing, so it
    /// has none (fault localization does not rank it).
    /// A body of one expression (`{ x / 2 }`, whose value a function returns) written as
    /// a `return`, so statements may go before it; any other body as it is.
    static func implicitReturn(_ body: [Stmt]) -> [Stmt] {
        guard body.count == 1 else { return body }
        switch body[0] {
        case let .expression(value): return [.returnValue(value)]
        case let .at(site, .expression(value)): return [.at(site, .returnValue(value))]
        default: return body
        }
    }

    /// The statement with each value it returns from its function passed through
    /// `convert` (a nested function's returns are its own).
    func returning(_ convert: (Expr) -> Expr) -> Stmt {
        func inner(_ statements: [Stmt]) -> [Stmt] { statements.map { $0.returning(convert) } }
        switch self {
        case let .returnValue(value?): return .returnValue(convert(value))
        case let .ifElse(condition, then, otherwise): return .ifElse(condition, inner(then), inner(otherwise))
        case let .guardElse(condition, otherwise): return .guardElse(condition, inner(otherwise))
        case let .forIn(name, sequence, body): return .forIn(name, sequence, inner(body))
        case let .whileLoop(condition, body): return .whileLoop(condition, inner(body))
        case let .sequence(statements): return .sequence(inner(statements))
        case let .at(site, statement): return .at(site, statement.returning(convert))
        case let .labeled(label, statement): return .labeled(label, statement.returning(convert))
        default: return self
        }
    }

    static func sited(_ site: Site, _ statement: Stmt) -> Stmt {
        if case .function = statement { return statement }
        return .at(site, statement)
    }

    /// The statement without the site it is written at.
    var bare: Stmt {
        if case let .at(_, inner) = self { return inner.bare }
        return self
    }

    /// `repeat { … } while c` (Swift), `do { … } while (c)` (Kotlin, JavaScript): a `while`
    /// whose test holds the first time, by `flag`, cleared as the body starts; a
    /// `continue` goes on to the test, as there. (A label on it names the loop.)
    static func postTestedLoop(_ condition: Expr, body: [Stmt], flag: String) -> Stmt {
        let loop = Stmt.whileLoop(.binary("||", .name(flag), condition), [.assign(.name(flag), operator: "=", .literal(.bool(false)))] + body)
        return .sequence([.declare(flag, .literal(.bool(true))), loop])
    }

    /// `for (a, b) in pairs`: a loop over the whole items, named `whole`, whose body first
    /// declares each part as the item's component (a part left out, `_`, is nil).
    static func destructuringLoop(_ parts: [String?], whole: String, in sequence: Expr, body: [Stmt]) -> Stmt {
        .forIn(whole, sequence, components(parts, of: whole) + body)
    }

    /// Each named part declared as its position's component of the value `whole` names
    /// (`let (q, r) = …`, `const [a, , b] = …`; a part left out is nil).
    static func components(_ parts: [String?], of whole: String) -> [Stmt] {
        parts.enumerated().compactMap { position, name in name.map { Stmt.declare($0, .component(position, of: whole)) } }
    }
}

extension Site {
    /// The site of a node: its start and its text, whitespace collapsed.
    init(_ node: Node) {
        self.init(line: node.start.line, column: node.start.column, endLine: node.end.line, text: node.text.collapsingWhitespace(keeping: 120))
    }
}

/// What one traced run did: the sites it executed, each branch point's outcomes, and the
/// values each local was given (to align the platform's steps with the canonical's).
public final class Trace {
    /// The sites the run executed, in the order it first reached them.
    private var visits = SiteTable()
    /// By position in `visits`: how many decisions the site made as a branch point, and
    /// which ways (`heldBit`, `failedBit`).
    private var decisionCounts: [Int] = []
    private var ways: [UInt8] = []
    private static let heldBit: UInt8 = 1
    private static let failedBit: UInt8 = 2

    /// The position in `visits` of the site being run, which a branch point inside it is
    /// counted at.
    var position: Int?
    /// The site being run.
    var current: Site? { position.map { visits[$0] } }

    /// The sites the run executed, in the order it first reached them.
    public var sites: [Site] { visits.sites }

    /// A branch point (an `if`, a conditional, a loop's test) by its site, and whether its
    /// condition held (built on each read).
    public var outcomes: Set<BranchOutcome> {
        var outcomes: Set<BranchOutcome> = []
        for (position, way) in ways.enumerated() {
            if way & Self.heldBit != 0 { outcomes.insert(BranchOutcome(site: visits[position], taken: true)) }
            if way & Self.failedBit != 0 { outcomes.insert(BranchOutcome(site: visits[position], taken: false)) }
        }
        return outcomes
    }

    /// How many decisions each branch point made (built on each read).
    public var decisions: [Site: Int] {
        var decisions: [Site: Int] = [:]
        for (position, count) in decisionCounts.enumerated() where count > 0 { decisions[visits[position]] = count }
        return decisions
    }
    /// Decisions made the other way at a branch point: the `instance`th, or all of them
    /// for nil (predicate switching: if that makes a failing run pass, the decision is
    /// what is wrong).
    let flipped: (site: Site, instance: Int?)?

    /// Whether the locals' values are kept: only runs that are compared with the
    /// canonical's locals need them, and keeping them costs every run.
    public let recordsValues: Bool

    /// Whether numbers the code compares with its inputs' values are kept (`boundaries`).
    public let recordsBoundaries: Bool

    public init(flipping site: Site? = nil, instance: Int? = nil, recordsValues: Bool = false, recordsBoundaries: Bool = false) {
        flipped = site.map { ($0, instance) }
        self.recordsValues = recordsValues
        self.recordsBoundaries = recordsBoundaries
    }

    /// What a run is asked to record, and the decision it flips: two runs of one program
    /// on the same inputs and request record the same.
    public struct Request: Hashable, Sendable {
        public let flipped: Site?
        public let instance: Int?
        public let recordsValues: Bool
        public let recordsBoundaries: Bool

        public init(flipped: Site?, instance: Int?, recordsValues: Bool, recordsBoundaries: Bool) {
            self.flipped = flipped
            self.instance = instance
            self.recordsValues = recordsValues
            self.recordsBoundaries = recordsBoundaries
        }

        /// The same request, flipping `site` instead.
        public func flipping(_ site: Site?) -> Request {
            Request(flipped: site, instance: instance, recordsValues: recordsValues, recordsBoundaries: recordsBoundaries)
        }
    }

    public var request: Request {
        Request(flipped: flipped?.site, instance: flipped?.instance, recordsValues: recordsValues, recordsBoundaries: recordsBoundaries)
    }

    /// A fresh trace for `request`.
    public convenience init(_ request: Request) {
        self.init(
            flipping: request.flipped, instance: request.instance, recordsValues: request.recordsValues,
            recordsBoundaries: request.recordsBoundaries)
    }

    /// The numbers the code compared with a value an input gave it, by the input, with
    /// how often: the boundaries of its comparisons (`offset <= threshold` gives the
    /// offset's input 8).
    public private(set) var boundaries: [String: [Double: Int]] = [:]
    /// The values the bindings gave the code, with the inputs they came from. A value is
    /// matched by number, not followed through the code: cheap, and a coincidence only
    /// adds an input. 0 and ±1 are left out: code compares with them everywhere. (Once
    /// every number from -1 to 1 was: a progress from 0 to 1 had no boundaries.)
    private var bound: [Double: Set<String>] = [:]

    func bind(_ value: RValue, from input: String) {
        guard recordsBoundaries, let number = value.asDouble, number.isFinite, number != 0, abs(number) != 1 else { return }
        bound[number, default: []].insert(input)
    }

    func compared(_ lhs: RValue, _ rhs: RValue) {
        guard recordsBoundaries, !bound.isEmpty, let a = lhs.asDouble, let b = rhs.asDouble, a.isFinite, b.isFinite, a != b else { return }
        for input in bound[a] ?? [] { boundaries[input, default: [:]][b, default: 0] += 1 }
        for input in bound[b] ?? [] { boundaries[input, default: [:]][a, default: 0] += 1 }
    }

    /// Each site's position in the order the run first reached them.
    public var firstVisits: [Site: Int] {
        Dictionary(uniqueKeysWithValues: visits.sites.enumerated().map { ($1, $0) })
    }

    /// The innermost statement a failure of the run (a construct the interpreter cannot
    /// follow, a trap) left: where a `not-analyzable` finding points, rather than at the
    /// function.
    public private(set) var failureSite: Site?

    func failed(at site: Site) {
        if failureSite == nil { failureSite = site }
    }

    func visit(_ site: Site) {
        let reached = visits.position(adding: site)
        if reached == decisionCounts.count {
            if decisionCounts.isEmpty {
                decisionCounts.reserveCapacity(visits.capacity)
                ways.reserveCapacity(visits.capacity)
            }
            decisionCounts.append(0)
            ways.append(0)
        }
        position = reached
    }

    /// Takes what `other` recorded, each site put at `mapping`'s (unchanged for nil):
    /// another program of the same shape made the run (see `ProgramShape`). It replaces
    /// what this trace holds, so it is meant for a fresh trace of the same request. False,
    /// and nothing taken, when `mapping` lacks a site the run reached or puts two of them
    /// at one place (their records would merge).
    public func adopt(_ other: Trace, mapping: [Site: Site]?) -> Bool {
        func place(_ site: Site) -> Site? { mapping.map { $0[site] } ?? site }
        // Every site a decision, an outcome or a local's value was recorded at is one the
        // run reached, so `visits` names them all, and the positions carry over.
        var moved = SiteTable()
        for site in other.visits.sites {
            // A mapping that puts two sites at one place would merge their records.
            let added = moved.count
            guard let site = place(site), moved.position(adding: site) == added else { return false }
        }
        var values = other.history
        for (name, entries) in values {
            for (index, entry) in entries.enumerated() {
                guard let site = entry.site else { continue }
                guard let moved = place(site) else { return false }
                values[name]![index].site = moved
            }
        }
        (visits, decisionCounts, ways, history, position) = (moved, other.decisionCounts, other.ways, values, other.position)
        (boundaries, bound, clock) = (other.boundaries, other.bound, other.clock)
        failureSite = other.failureSite.flatMap(place)
        return true
    }

    /// Records a decision and returns it, the other way at the flipped branch point.
    func branch(_ holds: Bool) -> Bool {
        guard let position else { return holds }
        decisionCounts[position] += 1
        let count = decisionCounts[position]
        let flips = visits[position] == flipped?.site && (flipped?.instance == nil || count == flipped?.instance)
        let taken = flips ? !holds : holds
        ways[position] |= taken ? Self.heldBit : Self.failedBit
        return taken
    }

    /// Each local's values, declared or assigned, in the order the run gave them, with
    /// where and when (the first `historyLimit`): a local in a loop has one per pass.
    private var history: [String: [(site: Site?, time: Int, value: RValue, assigned: Bool)]] = [:]
    private var clock = 0
    static let historyLimit = 64

    func declare(_ name: String, _ value: RValue, assigned: Bool = false) {
        guard recordsValues else { return }
        clock += 1
        guard history[name, default: []].count < Self.historyLimit else { return }
        history[name, default: []].append((current, clock, value, assigned))
    }

    /// Where this run first gave a local another value than `other` gave the local of the
    /// same name at the same pass: where a platform's computation leaves the canonical's,
    /// aligned by name. Passes one run makes and the other does not are not compared;
    /// `declaredOnly` leaves out assignments (a run that takes another branch assigns a
    /// counter at other times, so its values align less well than declarations').
    public func firstDivergence(from other: Trace, declaredOnly: Bool = false) -> Site? {
        var earliest: (time: Int, site: Site)?
        for (name, all) in history {
            guard let theirs = other.history[name] else { continue }
            let mine = declaredOnly ? all.filter { !$0.assigned } : all
            for (entry, their) in zip(mine, declaredOnly ? theirs.filter { !$0.assigned } : theirs) where !Self.agree(entry.value, their.value) {
                if let site = entry.site, entry.time < earliest?.time ?? .max { earliest = (entry.time, site) }
                break
            }
        }
        return earliest?.site
    }

    /// Where this run declared locals whose every compared pass has the value `other`
    /// gave them: statements shown to compute what the canonical computes.
    public func agreeingSites(with other: Trace) -> Set<Site> {
        var agreeing: Set<Site> = []
        var disagreeing: Set<Site> = []
        for (name, mine) in history {
            guard let theirs = other.history[name] else { continue }
            for (entry, their) in zip(mine, theirs) {
                guard let site = entry.site else { continue }
                if Self.agree(entry.value, their.value) { agreeing.insert(site) } else { disagreeing.insert(site) }
            }
        }
        return agreeing.subtracting(disagreeing)
    }

    /// Numbers agree within Float's precision (Kotlin computes in Float, Swift in Double).
    private static func agree(_ lhs: RValue, _ rhs: RValue) -> Bool {
        if lhs.sameValue(as: rhs) { return true }
        guard lhs.isNumber, rhs.isNumber, let a = lhs.asDouble, let b = rhs.asDouble else { return false }
        return abs(a - b) <= 1e-6 * max(1, abs(a), abs(b))
    }
}

public struct BranchOutcome: Sendable, Hashable, Comparable {
    public let site: Site
    public let taken: Bool

    public static func < (lhs: BranchOutcome, rhs: BranchOutcome) -> Bool {
        (lhs.site, lhs.taken ? 1 : 0) < (rhs.site, rhs.taken ? 1 : 0)
    }
}

/// A place where the code chooses: an `if` or a conditional (both ways count), or a loop
/// (its body must run at least once).
public struct BranchPoint: Sendable, Hashable, Comparable {
    public let site: Site
    public let isLoop: Bool

    public static func < (lhs: BranchPoint, rhs: BranchPoint) -> Bool { lhs.site < rhs.site }

    /// The outcomes that cover the point.
    public var outcomes: [BranchOutcome] {
        isLoop ? [BranchOutcome(site: site, taken: true)] : [BranchOutcome(site: site, taken: true), BranchOutcome(site: site, taken: false)]
    }
}

/// Finds the branch points of lowered code, each at the site a traced run counts it at,
/// and the names it may read from the file's constants.
struct IRWalk {
    private(set) var points: Set<BranchPoint> = []
    /// Every name, member name and called name the code mentions: more than it reads
    /// from the file's constants (locals too), never less.
    private(set) var names: Set<String> = []
    /// The names the code calls as free functions (`fmt(cap)`, not `list.map { … }`), and
    /// as a name's members (`Math.capacity(h)` as `Math.capacity`): a file's type's
    /// static functions, if the name is not bound when the call runs.
    private(set) var freeCalls: Set<String> = []
    private var current: Site?
    /// The statements and expressions walked, each weighted by how often it may run: a
    /// guess at a run's cost (see `PlatformProgram.estimatedCost`).
    private(set) var weight = 0
    /// What a node walked now weighs: more inside a loop, a closure or a local function.
    private var repetition = 1
    /// Whether the walk goes into closures and local functions: not to find the
    /// implicit parameters (`it`, `$0`) of the code's own closure, which a nested
    /// closure's are not.
    var entersClosures = true
    /// The locals a list may be appended to in place (`items.add(x)`), with the line of the
    /// first such call and its function (a JavaScript `add` is a `Set`'s).
    private(set) var appendedInPlace: [String: (line: Int, function: Library)] = [:]
    /// Names whose value another name or a field holds too: one assigned from a name or a
    /// field (`val b = a`, `val s = seen`), one a field is assigned from, and the
    /// parameters of the functions and closures inside the code (their callers hold the
    /// arguments). In Kotlin these share a list; the interpreter copies it, as Swift does.
    private(set) var sharedNames: Set<String> = []
    /// Names whose value the code puts somewhere else: in a list or an object, a branch of
    /// a conditional or of `?:` and `||`, an argument. A list appended to in place must be
    /// none of these, not appended to while iterated, and one of `freshLists` (JavaScript
    /// and Kotlin share a list, or iterate it live, where the interpreter copies it).
    private(set) var escapedNames: Set<String> = []
    /// Names the code iterates: a `for` loop's sequence, the receiver of a call with a callback.
    private(set) var iteratedNames: Set<String> = []
    /// Lists appended to in place inside their own loop or callback (`a.forEach { a.add(it) }`):
    /// the language iterates the list live (Kotlin throws), the interpreter a copy.
    private(set) var appendedWhileIterated: Set<String> = []
    /// Lists appended to in place inside a local function or a closure held by a name:
    /// called anywhere, perhaps while a loop iterates the list.
    private(set) var appendedLater: Set<String> = []
    /// The lists whose loop body or callback the walk is in.
    private var iterating: [String] = []
    /// How many local functions or closures held by a name the walk is in.
    private var deferred = 0
    /// Names declared with a list the code makes there (`[]`, `mutableListOf()`).
    private(set) var freshLists: Set<String> = []

    /// How many times more a loop's body, a closure or a local function is guessed to
    /// run than the code around it (a formula's loops walk a list of letters or items).
    static let repeatedWeight = 8

    /// Walks code that may run many times, weighing it more (up to a bound, however deep
    /// the nesting: a hostile file's weight must not overflow).
    private mutating func repeated(_ walk: (inout IRWalk) -> Void) {
        let enclosing = repetition
        repetition = repetition < 1 << 20 ? repetition * Self.repeatedWeight : repetition
        walk(&self)
        repetition = enclosing
    }

    /// The most a program weighs: far below `Int.max`, so callers add weights freely.
    static let weightLimit = 1 << 40

    /// Counts one node at the current repetition, up to `weightLimit`.
    private mutating func weigh() {
        weight = min(weight + repetition, Self.weightLimit)
    }

    mutating func visit(_ type: TypeCode) {
        for (_, value) in type.fields { visit(value) }
        for (_, method) in type.methods { visit(method.body) }
        if let constructor = type.constructor { visit(constructor.body) }
    }

    mutating func visit(_ statements: [Stmt]) {
        for statement in statements { visit(statement) }
    }

    /// A function or closure inside the code: its parameters share their arguments.
    private mutating func visit(_ closure: Closure) {
        sharedNames.formUnion(closure.parameters)
        visit(closure.body)
    }

    /// `name = value`: when the value is a name's or a field's (`a`, `this.seen`), both
    /// hold one value.
    private mutating func noteSharing(of name: String, with value: Expr) {
        switch value.bare {
        case let .name(other), let .member(.name(_), other):
            sharedNames.formUnion([name, other])
        default: break
        }
    }

    /// Visits an expression whose bare name is read where it is (a receiver, a member's or
    /// an item's base, a declared, assigned or returned value): not put elsewhere.
    private mutating func visitHolder(_ expression: Expr) {
        if case let .name(name) = expression.bare {
            weigh()
            names.insert(name)
        } else {
            visit(expression)
        }
    }

    /// A declared or assigned value: a closure held by a name runs when called, not here.
    private mutating func visitHeld(_ value: Expr) {
        if case .closure = value.bare { later { $0.visitHolder(value) } } else { visitHolder(value) }
    }

    /// Walks the loop body or callback of `list` (none: walks as it is).
    private mutating func iterating(_ list: String?, _ walk: (inout IRWalk) -> Void) {
        guard let list else { return walk(&self) }
        iteratedNames.insert(list)
        iterating.append(list)
        walk(&self)
        iterating.removeLast()
    }

    /// Walks code that runs when it is called, not where it is written.
    private mutating func later(_ walk: (inout IRWalk) -> Void) {
        deferred += 1
        walk(&self)
        deferred -= 1
    }

    /// Whether an expression makes a new list: a literal, or a list builder's call.
    private mutating func add(isLoop: Bool) {
        if let current { points.insert(BranchPoint(site: current, isLoop: isLoop)) }
    }

    mutating func visit(_ statement: Stmt) {
        weigh()
        switch statement {
        case let .at(site, inner):
            let enclosing = current
            current = site
            visit(inner)
            current = enclosing
        case let .declare(name, value):
            noteSharing(of: name, with: value)
            if value.makesFreshList { freshLists.insert(name) }
            visitHeld(value)
        case let .assign(target, op, value):
            if op.combining == nil {
                switch target {
                case let .name(name): noteSharing(of: name, with: value)
                case let .field(_, field): noteSharing(of: field, with: value)
                }
            }
            visitHeld(value)
        case let .expression(value):
            visit(value)
        case let .ifElse(condition, then, otherwise):
            // `if true { … }`: a block or a switch's subject, not a choice.
            if case .literal = condition {} else { add(isLoop: false) }
            visit(condition)
            visit(then)
            visit(otherwise)
        case let .guardElse(condition, otherwise):
            add(isLoop: false)
            visit(condition)
            visit(otherwise)
        case let .returnValue(value):
            if let value { visitHolder(value) }
        case let .forIn(_, sequence, body):
            add(isLoop: true)
            let list: String? = if case let .name(list) = sequence.bare { list } else { nil }
            visitHolder(sequence)
            iterating(list) { walk in walk.repeated { $0.visit(body) } }
        case let .whileLoop(condition, body):
            add(isLoop: true)
            repeated {
                $0.visit(condition)
                $0.visit(body)
            }
        case let .function(_, closure):
            if entersClosures { later { walk in walk.repeated { $0.visit(closure) } } }
        case let .sequence(inner), let .deferred(inner):
            visit(inner)
        case .jump:
            return
        case let .labeled(_, loop):
            visit(loop)
        }
    }

    mutating func visit(_ expression: Expr) {
        weigh()
        switch expression {
        case .literal, .trap, .unsupported:
            return
        case let .name(name):
            names.insert(name)
            escapedNames.insert(name)
        case let .implicitMember(name):
            names.insert(name)
        case let .member(base, name):
            names.insert(name)
            visitHolder(base)
        case let .subscriptAccess(base, index):
            visitHolder(base)
            visit(index)
        case let .call(receiver, name, arguments, closure):
            names.insert(name.text)
            switch receiver {
            case nil: freeCalls.insert(name.text)
            case let .name(type)?: freeCalls.insert(type + "." + name.text)
            default: break
            }
            if let receiver { visitHolder(receiver) }
            let takesCallback = closure != nil || arguments.contains { if case .closure = $0.value.bare { true } else { false } }
            let iterated: String? = if case let .name(list)? = receiver?.bare, takesCallback { list } else { nil }
            iterating(iterated) { walk in
                for argument in arguments {
                    // A spread's items are copied out (`Math.max(...xs)`, `[...xs, 1]`): the list is read where it is.
                    if argument.label == TypeScriptLowering.spreadLabel { walk.visitHolder(argument.value) } else { walk.visit(argument.value) }
                }
                if let closure, walk.entersClosures { walk.repeated { $0.visit(closure) } }
            }
            if case let .name(list)? = receiver?.bare, let function = name.library, function.appendsInPlace, arguments.count == 1 {
                if appendedInPlace[list] == nil { appendedInPlace[list] = (current?.line ?? 1, function) }
                if iterating.contains(list) { appendedWhileIterated.insert(list) }
                if deferred > 0 { appendedLater.insert(list) }
            }
        case let .unary(_, operand):
            visit(operand)
        case let .binary(op, lhs, rhs) where op.isShortCircuit:
            // `a ?: b`, JavaScript's `a || b`: the value is one of the operands.
            visit(lhs)
            visit(rhs)
        case let .binary(_, lhs, rhs), let .range(lhs, rhs, _):
            // Read where they are: `out + rest` is a new list.
            visitHolder(lhs)
            visitHolder(rhs)
        case let .conditional(condition, then, otherwise):
            // Only a conditional the source writes: the lowering's own (`?.`, a range
            // check) have branches without a site.
            if case .at = then { add(isLoop: false) }
            visit(condition)
            visit(then)
            visit(otherwise)
        case let .list(items), let .construct(_, items):
            for item in items { visit(item) }
        case let .interpolation(parts):
            for case let .value(value) in parts { visit(value) }
        case let .bind(_, value, body):
            visit(value)
            visit(body)
        case let .optionalBinding(_, value):
            visit(value)
        case let .closure(closure):
            if entersClosures { repeated { $0.visit(closure) } }
        case let .record(_, fields):
            for (_, value) in fields { visit(value) }
        case let .at(site, inner):
            let enclosing = current
            current = site
            visit(inner)
            current = enclosing
        }
    }
}
