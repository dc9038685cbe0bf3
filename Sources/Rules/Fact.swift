import Model

/// What a fact measures, which decides how its values are read and compared.
public enum FactKind: String, CaseIterable, Sendable {
    /// A length in points (pt = dp = React Native px).
    case length
    /// A text size or line height (sp compare with points).
    case textSize = "text-size"
    /// Letter spacing in points; em values are multiplied by the font size.
    case letterSpacing = "letter-spacing"
    case duration
    case easing
    case color
    case opacity
    case scale
    /// A reference to a design token of a group: `font`, `color`, `radius`, `shadow`.
    case token
    case count
    case string
    /// A font weight (`.semibold`, `FontWeight.SemiBold`, `font-semibold`, `"600"`).
    case fontWeight = "font-weight"
}

/// One comparable property of a component, with how to find it on every platform.
public struct Fact: Sendable {
    /// The id within its component (`row-height`).
    public let id: String
    public let component: String
    public let description: String
    public let kind: FactKind
    /// For `token` facts: the token group (`font`, `color`, `radius`, `shadow`).
    public let tokenGroup: String?
    /// Advisory facts are reported as warnings, not errors.
    public let advisory: Bool
    public let locators: PlatformKeyed<PlatformLocator>
    public let examples: [RuleExample]
    public let origin: RuleOrigin

    /// `component.fact`, as the report and `explain` name it.
    public var qualifiedID: String { "\(component).\(id)" }

    public init(
        id: String, component: String, description: String, kind: FactKind, tokenGroup: String?, advisory: Bool,
        locators: PlatformKeyed<PlatformLocator>, examples: [RuleExample], origin: RuleOrigin
    ) {
        self.id = id
        self.component = component
        self.description = description
        self.kind = kind
        self.tokenGroup = tokenGroup
        self.advisory = advisory
        self.locators = locators
        self.examples = examples
        self.origin = origin
    }
}

/// Where a platform's value of a fact is, or why the platform has none.
public enum PlatformLocator: Sendable {
    case locate([Locator])
    /// The fact is expected not to be in this platform's source, for the given reason
    /// (for example: it lives in a TSX primitive the docs do not include).
    case absent(reason: String)
}

/// A SwiftLint-style example: a snippet and the value a locator must read from it.
public struct RuleExample: Sendable {
    /// The platform the snippet is read as: a declared one, or one standing for the
    /// group the example names (`tailwind`, `kotlin`).
    public let platform: Platform
    public let source: String
    /// The expected value as text in the fact's normalized form (`16pt`, `200ms`,
    /// `bezier(0.4, 0, 0.2, 1)`, `xs3`), or nil when the example must yield nothing.
    public let expected: String?
    public let origin: RuleOrigin
}

/// The rules file and position a rule came from.
public struct RuleOrigin: Hashable, Sendable, CustomStringConvertible {
    public let file: String
    public let line: Int
    public let column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public var description: String { "\(file):\(line):\(column)" }
}
