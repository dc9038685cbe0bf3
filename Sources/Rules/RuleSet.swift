import Model

/// The rules of one component (or of the theme tokens): where its sources are and
/// the facts to compare.
public struct ComponentRules: Sendable {
    public let id: String
    public let description: String
    /// Source paths per platform, relative to the checked folder.
    public let sources: PlatformKeyed<String>
    /// The canonical sources the component's canonical values are read from, by file
    /// name (built in, or named by the config's `canonical:`), first match wins.
    public let canonicalSources: [String]
    /// How the component is compared: with the canonical, or its platforms with each
    /// other; nil follows the config.
    public let compare: CompareMode?
    /// The component file's token alias tables, merged across files into the rule set's.
    public let aliases: [String: [String: String]]
    /// Platform defaults the file declares (`defaults:`), each with its cited source.
    public let defaults: [String: DeclaredDefault]
    /// Parameter names of the platform APIs the component calls (`signatures:`).
    public var signatures = Signatures()
    public let facts: [Fact]
    public let tokenGroups: [TokenGroup]
    public let algorithms: [AlgorithmRule]
    /// Other files whose change concerns this component (`--files`), as glob patterns
    /// relative to the checked folder (the theme files, for the tokens).
    public let related: [String]
    public let origin: RuleOrigin
    /// Where the rules file names the sources: the place a missing file is reported.
    public var sourcesOrigin: RuleOrigin? = nil
}

/// A family of token facts enumerated from a container (`Color`, `Radius`,
/// `LightColors`, `Typography`): one fact per member, compared member by member.
public struct TokenGroup: Sendable {
    public let id: String
    public let component: String
    public let description: String
    public let kind: FactKind
    public let containers: PlatformKeyed<MemberLocator>
    /// A token group whose canonical values describe the tokens of another group in
    /// messages (`font-size` describes `font`: `xl3` reads `xl3, 34pt`).
    public let describes: String?
    public let origin: RuleOrigin
}

/// Where a token group's members are on one platform, and how to read each member's value.
public struct MemberLocator: Sendable {
    /// The container's qualified name.
    public let container: [String]
    /// How to read a member's value from its declaration (nil: the value itself).
    public let value: Locator?
    /// Member names to ignore (not tokens: `allCases`, `isDark`).
    public let ignore: Set<String>
}

/// TSX token names are not the Swift/Kotlin names; an explicit table maps them, per
/// token group (`font`: `2xs` → `xs3`).
public struct TokenAliases: Sendable {
    public let byGroup: [String: [String: String]]

    public init(byGroup: [String: [String: String]]) {
        self.byGroup = byGroup
    }

    /// The canonical token a platform name stands for, or the name itself.
    public func canonical(_ name: String, group: String) -> String {
        byGroup[group]?[name] ?? name
    }
}

/// The parameter names of the APIs a library calls, by language and function name,
/// one list per overload: a locator that gives an argument's position then also finds
/// it written with its name (`border(width = 1.dp)` for `border` argument 0).
public struct Signatures: Sendable, Equatable {
    /// language → function name → overloads → parameter names in order.
    public var byLanguage: [String: [String: [[String]]]] = [:]

    public init(byLanguage: [String: [String: [[String]]]] = [:]) {
        self.byLanguage = byLanguage
    }

    /// language → a parameter that sets several others to one value → those
    /// (`parameter-parts:`; Compose's `horizontal` is `start` and `end`).
    public var partsByLanguage: [String: [String: [String]]] = [:]

    /// language → a call → its other names, which set the same value (`spellings:`;
    /// SwiftUI's `foregroundColor` for `foregroundStyle`): a locator naming the call reads
    /// those too.
    public var spellingsByLanguage: [String: [String: [String]]] = [:]

    /// These tables with `other`'s entries added, `other`'s winning where both name a
    /// call: the built-in knowledge of SwiftUI's and Compose's calls under a library's own.
    public func overridden(by other: Signatures) -> Signatures {
        func merged<Entry>(_ base: [String: [String: Entry]], _ over: [String: [String: Entry]]) -> [String: [String: Entry]] {
            base.merging(over) { builtin, library in builtin.merging(library) { _, own in own } }
        }
        var result = Signatures(byLanguage: merged(byLanguage, other.byLanguage))
        result.partsByLanguage = merged(partsByLanguage, other.partsByLanguage)
        result.spellingsByLanguage = merged(spellingsByLanguage, other.spellingsByLanguage)
        return result
    }

    /// The overloads of every function of one language.
    public func functions(of language: String) -> [String: [[String]]] { byLanguage[language] ?? [:] }

    /// The parameters of one language that stand for several (see `partsByLanguage`).
    public func parameterParts(of language: String) -> [String: [String]] { partsByLanguage[language] ?? [:] }

    /// The other names of the calls of one language (see `spellingsByLanguage`).
    public func spellings(of language: String) -> [String: [String]] { spellingsByLanguage[language] ?? [:] }

    /// The name of the parameter at `position` of a call to `function` whose arguments
    /// carry `labels`: from the first overload that has every label.
    public static func parameter(_ position: Int, of overloads: [[String]], labels: [String]) -> String? {
        let overload = overloads.first { names in labels.allSatisfy(names.contains) && names.indices.contains(position) }
        return overload?[position]
    }

    /// Which unnamed argument gives the parameter `label` (`alpha` in `copy(0.94f)`): in
    /// the overload the call fits (every label it writes, room for every argument, the
    /// fewest parameters first, as Kotlin picks `padding(all)` for one argument), its
    /// position, if an unnamed argument reaches it.
    public static func positionalIndex(of label: String, in overloads: [[String]], labels: [String], positionalCount: Int) -> Int? {
        let fitting = overloads.filter { names in labels.allSatisfy(names.contains) && names.count >= positionalCount + labels.count }
        guard let overload = fitting.min(by: { $0.count < $1.count }), let index = overload.firstIndex(of: label), index < positionalCount
        else { return nil }
        return index
    }

    /// Where a named argument sits, in the first overload that has all the call's labels.
    public static func position(of label: String, in overloads: [[String]], labels: [String]) -> Int? {
        overloads.first { names in labels.allSatisfy(names.contains) }?.firstIndex(of: label)
    }
}

/// How a component's facts are compared.
public enum CompareMode: String, Sendable {
    /// Every platform against the canonical implementation.
    case canonical
    /// The platforms with each other, for a repository with no canonical: a fact drifts
    /// where its platforms disagree, and the minority is reported.
    case pairwise
}

/// A platform default a rules file declares, so a library can cite an API the tool
/// does not know (`defaults: { swiftui.animation.duration: { value: 350ms, source: … } }`).
public struct DeclaredDefault: Sendable {
    public let value: Value
    public let display: String
    public let source: String
    public let origin: RuleOrigin
}

/// Every rule: components, token groups and aliases, with the files they came from.
public struct RuleSet: Sendable {
    public let components: [ComponentRules]
    public let aliases: TokenAliases
    /// The defaults the rules files declare, by name.
    public let defaults: [String: DeclaredDefault]
    /// Every component's `signatures:`, merged.
    public var signatures = Signatures()
    /// Each rules file's name and text, for `--version`'s digest.
    public let files: [(name: String, text: String)]

    public init(
        components: [ComponentRules], aliases: TokenAliases, defaults: [String: DeclaredDefault] = [:],
        files: [(name: String, text: String)]
    ) {
        self.components = components
        self.aliases = aliases
        self.defaults = defaults
        self.files = files
    }

    public var facts: [Fact] { components.flatMap(\.facts) }

    public func fact(_ qualifiedID: String) -> Fact? {
        facts.first { $0.qualifiedID == qualifiedID }
    }

    /// The token groups' ids (`tokens.color-light`). Their facts are the tokens the
    /// sources define (`tokens.color-light.accent`), known only once they are read.
    public var tokenGroupIDs: [String] {
        components.flatMap { component in component.tokenGroups.map { "\(component.id).\($0.id)" } }
    }

    /// The component and the group a token's id would belong to, by its prefix.
    public func tokenGroup(ofToken id: String) -> (component: String, group: String)? {
        for component in components {
            for group in component.tokenGroups where id.hasPrefix("\(component.id).\(group.id).") {
                return (component.id, "\(component.id).\(group.id)")
            }
        }
        return nil
    }
}

/// An algorithm compared by running it: each platform's code is lowered and
/// interpreted on generated inputs, and its results compared with the compiled canonical.
public struct AlgorithmRule: Sendable {
    public let id: String
    public let component: String
    public let description: String
    /// The inputs in the canonical function's order, with their generators.
    public let inputs: [AlgorithmInput]
    /// How results are compared: `value`, or `labels` (records by their `label`).
    public let output: String
    /// The difference two numbers of the results may have and still be the same (`1e-6`):
    /// a Kotlin `Float` formula against the canonical's `Double`. None: equal exactly.
    public let tolerance: Double?
    /// Where each platform's code is; `canonical` names the canonical source's function.
    public let programs: PlatformKeyed<AlgorithmProgram>
    /// How each platform's result maps to the canonical's, and what its code assumes.
    public let adapters: PlatformKeyed<ProgramAdapter>
    public let origin: RuleOrigin

    public var qualifiedID: String { "\(component).\(id)" }
}

/// What a platform's code needs around it: `result: element(sections)` turns a returned
/// index into that input's element (a section index mapped back to its section),
/// `result: text` a value into the text the platform shows for it (JSX renders a number
/// child as its digits);
/// `requires: [nonempty(sections)]` skips inputs the platform never receives.
public struct ProgramAdapter: Sendable, Equatable {
    public let result: String?
    public let requires: [String]

    public init(result: String? = nil, requires: [String] = []) {
        self.result = result
        self.requires = requires
    }

    /// The `result` that turns a value into the text the platform shows for it.
    public static let text = "text"

    /// `x` in `function(x)`, if `text` is a call of `function`.
    public static func operand(of function: String, in text: String) -> String? {
        guard text.hasPrefix(function + "("), text.hasSuffix(")") else { return nil }
        return String(text.dropFirst(function.count + 1).dropLast()).trimmingCharacters(in: .whitespaces)
    }
}

public struct AlgorithmInput: Sendable {
    public let name: String
    /// `int`, `double`, `whole` (a double with an integral value), `letters` (the first n
    /// letters), `sections` (n letters chosen at random, in alphabet order) or `events`
    /// (n thread events: `append k`, `prepend k`, `replace k`, `end`, `away`).
    public let type: String
    /// Values always tried: the edges where formulas break.
    public let boundary: [String]
    /// The range random values are drawn from (numbers) or the largest size (letters).
    public let range: ClosedRange<Double>
}

/// State kept in one instance of a type and changed by thread events: `ids` receives
/// the thread's message ids after each change, `edges` the scroll edges (atStart,
/// atEnd) after each scroll; `state` is the stored property compared after every event.
public struct StatefulProgram: Sendable, Equatable {
    /// The type whose stored properties are the state.
    public let path: [String]
    /// What the platform's code calls the instance: `self`, Kotlin's `state`, `this`.
    public let instance: String
    /// The constructor's arguments, when the platform's code makes the instance with
    /// `new`: names of the file's constants, or numbers.
    public let construct: [String]
    /// Values set before the first event (`state.isAtEnd: "true"`).
    public let initial: [String: String]
    public let ids: EventHandler
    public let edges: EventHandler
    public let state: String
    /// Calls that only move the UI (`requestScrollToItem`); they do nothing to the state.
    public let effects: [String]

    public init(
        path: [String], instance: String, construct: [String] = [], initial: [String: String], ids: EventHandler, edges: EventHandler,
        state: String, effects: [String]
    ) {
        self.path = path
        self.instance = instance
        self.construct = construct
        self.initial = initial
        self.ids = ids
        self.edges = edges
        self.state = state
        self.effects = effects
    }
}

/// What runs for one kind of thread event.
public enum EventHandler: Sendable, Equatable {
    /// A method of the type, called with the event's values: the ids, or (atStart, atEnd).
    case method(String)
    /// Pieces of code run in turn (a local's declaration, a function's body, the trailing
    /// lambda of a call such as Kotlin's `SideEffect { … }`), with names bound to the
    /// event's values `ids`, `atStart` and `atEnd`; `identity` binds a function that
    /// returns its argument (a thread's key function).
    case code(paths: [[String]], bindings: [String: String])
}

/// Where an algorithm is on one platform.
public enum AlgorithmProgram: Sendable, Equatable {
    /// A function called with the inputs, in the rule's order unless `arguments` maps them.
    case function(path: [String], arguments: [String], bindings: [String: String])
    /// A local's value expression, with names bound to inputs.
    case expression(path: [String], bindings: [String: String])
    /// A function's body run until a local is declared; that local is the result.
    case body(path: [String], output: String, bindings: [String: String])
    /// A type's instance driven by a sequence of thread events (see `StatefulProgram`).
    case stateful(StatefulProgram)
    /// The expression a locator finds, computed in place (`at:`), with names bound to inputs.
    case located(LocatedExpression)
    case absent(reason: String)
}

/// An expression a locator finds: code computed where it is used rather than in a
/// function or a local of its own (a badge's label in a view: `Text(unread > 99 ? "99+" :
/// "\(unread)")`).
public struct LocatedExpression: Sendable, Equatable {
    /// Where the expression may be (`Text(x)` or `Text(verbatim: x)`): together they must
    /// find exactly one.
    public let locators: [Locator]
    public let bindings: [String: String]

    public init(locators: [Locator], bindings: [String: String]) {
        self.locators = locators
        self.bindings = bindings
    }

    /// By the rules' places the locators are written at: one entry is one program.
    public static func == (lhs: LocatedExpression, rhs: LocatedExpression) -> Bool {
        lhs.locators.map(\.origin) == rhs.locators.map(\.origin) && lhs.bindings == rhs.bindings
    }
}
