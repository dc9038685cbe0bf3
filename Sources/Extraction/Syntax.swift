import Foundation
import TreeSitter

/// The language-neutral view of the syntax that locators and the evaluator need.
/// Each language adapter maps its grammar's nodes onto these few shapes.

/// A named declaration: a type, extension, object, function, property, variable, or a
/// parameter with a default value.
struct DeclarationSyntax {
    let name: String
    let node: Node
    /// The value expression, for properties, variables and defaulted parameters.
    let value: Node?
    /// Types, extensions and objects hold member declarations.
    let isContainer: Bool
}

/// A call or modifier: `padding(…)`, `.frame(…)`, `Modifier.padding(…)`, `ZoomIn.duration(…)`.
struct CallSyntax {
    /// The last name of the callee (`padding`, `duration`, `init`).
    let name: String
    let node: Node
    /// What the call is made on (`ZoomIn`, `Easing`, the modifier chain), if anything.
    let receiver: Node?
    let arguments: [ArgumentSyntax]
}

struct ArgumentSyntax {
    /// The label (Swift), the name (Kotlin `end = 12.dp`), or the key of a TS object
    /// literal argument (`withTiming(v, { duration })`).
    let label: String?
    let value: Node
    /// The options object whose key the label is (TS `{ duration: 200, ...SLOW }`): a
    /// spread written after the key may set it again.
    var object: Node? = nil
}

/// What a call passes for one of its function's parameters.
enum PassedArgument {
    /// The argument written for it.
    case given(Node)
    /// None: the parameter's default applies.
    case omitted
    /// Not told (a spread of arguments, props passed on whole).
    case unknown
}

/// A JSX element and its attributes.
struct JSXElementSyntax {
    let tag: String
    let node: Node
    let attributes: [(name: String, value: Node?)]
}

struct ConditionalSyntax {
    let condition: Node
    let then: Node
    let otherwise: Node?
}

/// A statement or expression that runs one of several arms (Kotlin's `when`, Swift's
/// `switch`, an `if` statement), beside the two-way `ConditionalSyntax` of values.
struct ChoiceSyntax {
    struct Arm {
        enum Selector {
            /// Boolean tests, all of which must hold (`if (active)`, a subject-less `when`'s).
            case tests([Node])
            /// Values the subject is compared with, any of which selects the arm (`true ->`).
            case values([Node])
            /// Tuples of values a tuple subject is compared with element by element, any of
            /// which selects the arm; nil is a wildcard (Swift's `case (false, _):`).
            case tuples(subjects: [Node], patterns: [[Node?]])
            /// What runs when no earlier arm is selected (`else`, `default`).
            case otherwise
            /// A selector the evaluator cannot decide (`in 0..5 ->`, `case let x where …`).
            case undecidable
        }

        let selector: Selector
        let body: Node
    }

    let subject: Node?
    let arms: [Arm]
}

/// The expression shapes the evaluator folds.
enum ExpressionForm {
    case number(String)
    case string(String)
    case bool(Bool)
    case null
    case identifier(String)
    /// `a.b`, or `.b` with no base (Swift implicit member).
    case member(base: Node?, name: String)
    case subscriptAccess(base: Node, index: Node)
    case call(CallSyntax)
    case unary(op: String, operand: Node)
    case binary(op: String, lhs: Node, rhs: Node)
    case conditional(ConditionalSyntax)
    case wrapped(Node)
    case array([Node])
    /// Kotlin `16.dp`, `12.sp`, `0.006.em`.
    case unitSuffix(Node, unit: String)
    /// A form the reader does not follow, with why (a Swift getter of several statements).
    case notFollowed(String)
    case unknown
}

/// What a member is read through: an instance (`this.x`, not followed) or its type (`Badge.x`).
enum MemberReceiver {
    case instance, type
}

/// Where a local declaration is seen.
enum LocalScope {
    /// From the declaration to its block's end (Kotlin, Swift: a use before it reads the outer name).
    case afterDeclaration
    /// Its whole block: JavaScript's `let` and `const` (a closure written before one reads it).
    case block
    /// The whole function around it: JavaScript's `var`.
    case function
}

/// An object literal's entries (TS `{ height: 18, ...tall }`), read in one pass.
struct ObjectLiteral {
    let pairs: [(key: String, value: Node)]
    /// The objects spread into it, in source order (`tall` of `...tall`).
    let spreads: [Node]

    /// The spreads written after `key`'s last pair (all of them where no pair sets it),
    /// latest first: the first whose object has the key sets it again (`{ duration: 200,
    /// ...slow }`); where none has it, the pair's value stands.
    func spreads(settingAgain key: String) -> [Node] {
        let lastSet = pairs.last { $0.key == key }?.value.byteRange.upperBound ?? 0
        return spreads.reversed().filter { $0.byteRange.lowerBound >= lastSet }
    }
}

/// What every language adapter provides.
protocol LanguageAdapter: Sendable {
    /// The names a node gives to the scope of everything inside it.
    func scopeNames(of node: Node) -> [String]
    func declaration(_ node: Node) -> DeclarationSyntax?
    /// The node kinds `declaration` reads: a node of any other kind declares nothing.
    var declarationKinds: Set<String> { get }
    func call(_ node: Node) -> CallSyntax?
    func jsxElement(_ node: Node) -> JSXElementSyntax?
    func form(of node: Node) -> ExpressionForm
    /// The arms of a choice among several (`when`, `switch`, an `if` statement), or nil.
    func choice(_ node: Node) -> ChoiceSyntax?
    /// An object literal's pairs and spreads (TS), or nil.
    func objectLiteral(_ node: Node) -> ObjectLiteral?
    /// The body nodes a container declaration's members are found in.
    func memberDeclarations(of container: Node) -> [Node]
    /// The value an enum's case gives at `path` below the enum: Swift's raw value
    /// (`[small, rawValue]` of `case small = 20`), the argument a Kotlin entry gives its
    /// class's property (`[Small, height]` of `Small(20.dp)`, else the property's
    /// default), a TypeScript member's initializer (`[Small]` of `Small = 20`); nil where
    /// the path names no such value.
    func enumCaseValue(in type: Node, at path: [String]) -> Node?
    /// Where a call would take an argument named `label` it does not write, and the
    /// text around the value there; nil where the language has no named arguments.
    func missingArgument(_ label: String, of call: CallSyntax) -> SourceLeaf?
    /// The expression a call's value is, where the call runs a function it is given once
    /// and returns its value (Kotlin's `with(density) { 8.dp.toPx() }`, `run { … }`,
    /// Compose's `remember { … }`, React's `useMemo(() => …, [])`): the function's one
    /// expression. Nil for another call, or a function of statements.
    func resultExpression(of call: CallSyntax) -> Node?
    /// The node kinds that write a name again (`x = 4`, `x += 1`, `x++`), or change what
    /// it holds (`a[0] = 5`, `a.push(3)`).
    var writeKinds: Set<String> { get }
    /// The nodes a write of one of `writeKinds` writes to (`x`, `A.max`, the `a` of
    /// `a.push(3)`; each of `[a, b] = …`, Swift's `(a, b) = …`), if it is one.
    func writeTargets(_ node: Node) -> [Node]
    /// The names each target of a write names (`[A, max]` of `A.max = 4`).
    func writtenPaths(_ node: Node) -> [[String]]
    /// Whether a declaration is of a variable (`var`, TS `let`), which code may write again
    /// (`parent`: the declaration's, which TS keeps the keyword in; asked only there).
    func isVariable(_ declaration: Node, parent: @autoclosure () -> Node?) -> Bool
    /// Whether a constant's value is a container its code may change (a TS array or
    /// object, a Kotlin `mutableListOf(…)` or array): `const A = [1]` is not `[1]` after
    /// `A.push(2)`.
    func isMutableContainer(_ value: Node) -> Bool
    /// The names the parameters of function or closure `node` bind, each with its
    /// parameter (in TypeScript, every name a parameter's destructuring pattern declares).
    func parameters(of node: Node) -> [(name: String, parameter: Node)]
    /// The node kinds `parameters(of:)` or `destructuredNames(in:)` read: a node of any
    /// other kind binds nothing.
    var bindingKinds: Set<String> { get }
    /// The node kinds of an initializer, whose parameters set the stored properties of
    /// their names (SwiftUI's `init(spacing: CGFloat = 12) { self.spacing = spacing }`).
    var initializerKinds: Set<String> { get }
    /// An initializer's statement that hands its work to another initializer of its type
    /// (Swift's `self.init(…)`): the call, whose arguments the other's parameters store.
    func delegatingCall(_ statement: Node) -> CallSyntax?
    /// The name a file-private function is called by (Swift's `private func capsule`,
    /// Kotlin's `private fun`, a TypeScript function the module does not export): every
    /// call of it is in the file. Nil for any other function, which callers elsewhere may
    /// call with other arguments.
    func filePrivateName(of function: Node, in root: Node) -> String?
    /// Whether the module exports a declaration of `name`, so other files may use it
    /// (TypeScript's `export const`, `export { name }`, `export default name`). Swift and
    /// Kotlin have no exports: their visibility is `filePrivateName`'s.
    func isExported(_ declaration: Node, named name: String, in root: Node) -> Bool
    /// Whether a name is written as a label or a key, naming no value: an argument's label
    /// (Swift's `modifier:`, Kotlin's `modifier =`), a parameter's or a tuple element's
    /// label, an object's key or a JSX attribute's name (TypeScript's `{ sizing: 1 }`).
    func isLabel(_ name: Node) -> Bool
    /// Whether a node is a preview's code (SwiftUI's `#Preview { … }` or `PreviewProvider`,
    /// Compose's `@Preview` function), whose calls show a component in the IDE, not in
    /// the app.
    func isPreview(_ node: Node) -> Bool
    /// The value a call copies with some properties changed (Kotlin's data class
    /// `spec.copy(padding = 4.dp)`: `spec`), or nil.
    func copiedValue(of call: CallSyntax) -> Node?
    /// Whether a declaration is a type's static member (Swift's `static let badgeMin`),
    /// which an implicit member expression (`.badgeMin`) may read.
    func isStaticMember(_ declaration: Node) -> Bool
    /// The type and argument label of a stored property's default that the type's
    /// memberwise initializer takes (Swift's `var minSize: CGFloat = 18` of a struct that
    /// declares no initializer: `BadgeShape(minSize: 20)`), or nil.
    func memberwiseParameter(_ value: Node) -> (type: Node, label: String)?
    /// The same for a stored property declared without a default (Swift's `let padding:
    /// CGFloat`), which every memberwise call passes, or nil.
    func memberwiseProperty(_ declaration: Node) -> (type: Node, label: String)?
    /// What a call of `function` passes for its `parameter` (see `PassedArgument`).
    func argument(for parameter: Node, of function: Node, in call: CallSyntax) -> PassedArgument
    /// What a JSX element of the component `function` passes for its `parameter` (TSX's
    /// `<Chip size={20} />` of `function Chip({ size = 18 })`).
    func argument(for parameter: Node, of function: Node, in element: JSXElementSyntax) -> PassedArgument
    /// The node kinds of a block of statements (a function's body, an `if` branch, a
    /// lambda): a name declared in one is local to it, seen only inside it.
    var blockKinds: Set<String> { get }
    /// Where in its block a local declaration is seen (see `LocalScope`).
    func localScope(of declaration: Node) -> LocalScope
    /// The node kinds of a function: its body holds a `LocalScope.function` declaration, and
    /// it names no value (`fun Header()` beside `object Header`).
    var functionKinds: Set<String> { get }
    /// What a member declared in a type's body is read through, where a bare name never
    /// reads it (a JavaScript class field); nil where it is read bare too.
    func receiver(of declaration: Node) -> MemberReceiver?
    /// The names a statement declares by destructuring (TypeScript's `const { PX } = props`,
    /// Kotlin's `val (a, PX) = pair`, Swift's `let (a, PX) = tuple`), which are no
    /// declarations of the index: they have no value the file gives.
    func destructuredNames(in statement: Node) -> [String]
    /// The node kinds of a name or a path of names (`a`, `C.steps`, `this.keys`).
    var nameKinds: Set<String> { get }
    /// The node kinds of a function written as a value (a closure, a lambda, an arrow
    /// function): code that runs later, not a value computed where it is written.
    var functionLiteralKinds: Set<String> { get }
    /// Whether an argument's text (whitespace collapsed) means what a rule's `where:`
    /// condition writes: the same text, or a spelling the language's API makes equal.
    func argumentText(_ written: String, means wanted: String) -> Bool
    /// Where the language writes sides as one value of its parts (SwiftUI's `EdgeInsets`):
    /// the parts a condition's text names (`.horizontal` is `leading` and `trailing`); nil
    /// for text that names no sides.
    func insetParts(named wanted: String) -> InsetParts?
    /// The directive of a compile-time condition a node is, if any (Swift's `#if`).
    func directive(_ node: Node) -> CompileTimeDirective?
    /// Whether a statement leaves the function it is in, whatever follows it: a `return`
    /// or a `throw` (not a `break`, which leaves a loop or a `switch` only).
    func leavesFunction(_ statement: Node) -> Bool
    /// A plain assignment (`x = v`, not `x += v`): what it writes and the value.
    func plainAssignment(_ node: Node) -> (target: Node, value: Node)?
    /// How the language types integer literals: whether and where `/` truncates.
    var integerLiterals: IntegerLiterals { get }
    /// An operator expression regrouped as the language's precedence says, where the
    /// grammar groups it otherwise (see `SwiftOperatorChain`); nil where the tree is read.
    func regroupedOperators(_ node: Node) -> OperatorTree?
    /// The type a declaration writes (`Int` of `val Tall: Int = 432`, without a `?`), nil
    /// where it writes none.
    func declaredType(of declaration: Node) -> String?
}

/// The parts of an insets value that stand for a set of sides.
struct InsetParts {
    /// The insets value's type (`EdgeInsets`).
    let type: String
    /// The labels of the sides in the set, each padded.
    let padded: [String]
    /// The labels that must be zero for the insets to pad the set alone: a side's opposite
    /// (`leading: 6, trailing: 6` pads both sides, not the leading one).
    let unpadded: [String]
    /// Every side's label of the type.
    let sides: [String]

    /// Whether a call makes the insets: by the type's name, or as an implicit member
    /// (`.init(top: 0, leading: 5, bottom: 0, trailing: 5)`) with the sides' labels.
    func isMade(by call: CallSyntax) -> Bool {
        call.name == type || call.name == "init" && !call.arguments.isEmpty && call.arguments.allSatisfy { $0.label.map(sides.contains) ?? false }
    }
}

extension LanguageAdapter {
    func argumentText(_ written: String, means wanted: String) -> Bool { written == wanted }
    func insetParts(named wanted: String) -> InsetParts? { nil }
    func directive(_ node: Node) -> CompileTimeDirective? { nil }
}

/// A directive of a compile-time condition (Swift's `#if`, `#elseif`, `#else`, `#endif`).
enum CompileTimeDirective {
    case opening, alternative, closing
}

extension ChoiceSyntax {
    /// A two-way conditional as a choice of two arms.
    init(_ conditional: ConditionalSyntax) {
        self.init(subject: nil, arms: [.tests([conditional.condition], body: conditional.then)] + (conditional.otherwise.map { [Arm(selector: .otherwise, body: $0)] } ?? []))
    }
}

extension LanguageAdapter {
    /// A statement that runs one of several arms: a choice (`when`, `switch`, an `if`
    /// statement), or a conditional written as a statement (Kotlin's `if`).
    func statementChoice(_ node: Node) -> ChoiceSyntax? {
        if let choice = choice(node) { return choice }
        if case let .conditional(conditional) = form(of: node) { return ChoiceSyntax(conditional) }
        return nil
    }
}

/// Statements as the three grammars hold them.
public enum Statements {
    /// The nodes that hold a function's or a closure's statements: Swift's `statements`,
    /// TypeScript's `statement_block`, Kotlin's `block` and `lambda_literal`.
    public static let lists: Set<String> = blocks.union(["lambda_literal"])

    /// The lists of statements that are blocks, not closures.
    private static let blocks: Set<String> = ["statements", "statement_block", "block"]

    /// What holds a choice arm's statements besides a block.
    private static let armBodies: Set<String> = blocks.union(["control_structure_body", "else_clause", "switch_case", "switch_default"])

    /// The statements of an arm's body (a block's, an `else` clause's, a `case`'s), nested
    /// blocks flattened; a body of one statement is that statement.
    static func top(of body: Node) -> [Node] {
        guard armBodies.contains(body.kind) else { return [body] }
        return body.namedChildren.filter { !$0.isComment }.flatMap { blocks.contains($0.kind) ? top(of: $0) : [$0] }
    }

    /// A plain assignment (`x = v`, the operator a token) of a grammar that writes
    /// assignments as `kind` nodes with the target and the value in these fields.
    static func assignment(_ node: Node, kind: String, target: String, value: String) -> (target: Node, value: Node)? {
        guard node.kind == kind, node.operatorText == "=", let written = node.child(byField: target), let assigned = node.child(byField: value) else {
            return nil
        }
        return (written, assigned)
    }

    /// The expression an expression statement holds; another statement itself.
    static func expression(of statement: Node) -> Node {
        statement.kind == "expression_statement" ? statement.namedChild(at: 0) ?? statement : statement
    }
}

extension ChoiceSyntax.Arm {
    /// An arm of tests, or `otherwise` where there are none (an `else` branch).
    static func tests(_ conditions: [Node], body: Node) -> Self {
        Self(selector: conditions.isEmpty ? .otherwise : .tests(conditions), body: body)
    }
}

extension LanguageAdapter {
    /// The parameter of function or closure `node` that binds `name`, or nil.
    func parameter(named name: String, of node: Node) -> Node? {
        parameters(of: node).first { $0.name == name }?.parameter
    }

    func writtenPaths(_ node: Node) -> [[String]] {
        namePaths(of: writeTargets(node))
    }

    /// The names of each written target: `[A, max]` of `A.max = 4`, `[keys]` of `this.keys = …`
    /// (an instance's own field, as its declaration inside the type names it).
    func namePaths(of targets: [Node]) -> [[String]] {
        targets.map { target in
            // An element's write (`a[0] = 5`) changes the container; `(a).push(1)` is `a`'s.
            let container = target.text.prefix { $0 != "[" }.trimmingCharacters(in: CharacterSet(charactersIn: "()").union(.whitespacesAndNewlines))
            let names = container.split(separator: ".").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            return Array(names.drop { $0 == "this" || $0 == "self" })
        }
    }

    func missingArgument(_ label: String, of call: CallSyntax) -> SourceLeaf? { nil }
    func resultExpression(of call: CallSyntax) -> Node? { nil }
    func isMutableContainer(_ value: Node) -> Bool { false }
    func parameters(of node: Node) -> [(name: String, parameter: Node)] { [] }
    var initializerKinds: Set<String> { [] }
    func delegatingCall(_ statement: Node) -> CallSyntax? { nil }
    func filePrivateName(of function: Node, in root: Node) -> String? { nil }
    func isExported(_ declaration: Node, named name: String, in root: Node) -> Bool { false }
    func isLabel(_ name: Node) -> Bool { false }
    func isPreview(_ node: Node) -> Bool { false }
    func memberwiseParameter(_ value: Node) -> (type: Node, label: String)? { nil }
    func memberwiseProperty(_ declaration: Node) -> (type: Node, label: String)? { nil }
    func isStaticMember(_ declaration: Node) -> Bool { false }
    func copiedValue(of call: CallSyntax) -> Node? { nil }
    func argument(for parameter: Node, of function: Node, in call: CallSyntax) -> PassedArgument { .unknown }
    func argument(for parameter: Node, of function: Node, in element: JSXElementSyntax) -> PassedArgument { .unknown }
    func regroupedOperators(_ node: Node) -> OperatorTree? { nil }
    func localScope(of declaration: Node) -> LocalScope { .afterDeclaration }
    var functionKinds: Set<String> { [] }
    func receiver(of declaration: Node) -> MemberReceiver? { nil }
    func destructuredNames(in statement: Node) -> [String] { [] }

    /// The receiver of a call of one of `mutators` (`a` of `a.push(3)`), given the
    /// callee's receiver and name nodes: a name or a path of names, not a call's result
    /// (`a.push(1).push(2)` changes `a` once; reading every chain's text was quadratic).
    func mutatedReceiver(receiver: Node?, name: Node?, mutators: Set<String>) -> Node? {
        guard let receiver, let name, nameKinds.contains(receiver.kind), mutators.contains(name.text) else { return nil }
        return receiver
    }
    func jsxElement(_ node: Node) -> JSXElementSyntax? { nil }
    func objectLiteral(_ node: Node) -> ObjectLiteral? { nil }

    /// The key/value pairs of an object literal (TS), or nil.
    func objectPairs(_ node: Node) -> [(key: String, value: Node)]? { objectLiteral(node)?.pairs }

    /// The objects spread into an object literal (`fontSize.sm` of `...fontSize.sm`).
    func objectSpreads(_ node: Node) -> [Node] { objectLiteral(node)?.spreads ?? [] }
}

extension Node {
    /// The first named child of a kind.
    func firstNamedChild(ofKind kind: String) -> Node? {
        namedChildren.first { $0.kind == kind }
    }

    /// The text of the first unnamed (operator/punctuation) child.
    var operatorText: String? {
        children.first { !$0.isNamed }?.text
    }
}
