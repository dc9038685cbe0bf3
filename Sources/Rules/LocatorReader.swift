import YAML

/// Reads one locator: a declaration path as a plain string, or a mapping.
struct LocatorReader {
    let reader: ComponentReader

    func read(_ node: YAMLNode) throws(YAMLError) -> Locator {
        if case let .scalar(_, mark, _) = node {
            return Locator(target: .declaration(try path(node.text(what: "a locator"), at: mark)), origin: reader.origin(mark))
        }
        var map = try YAMLMapping(node, what: "a locator")
        var locator = Locator(target: try target(&map), origin: reader.origin(map.mark))
        locator.scope = try map.optional("in")?.strings(what: "'in'") ?? []
        locator.excludedScope = try map.optional("not-in")?.strings(what: "'not-in'") ?? []
        for branch in try map.optional("branch")?.strings(what: "'branch'") ?? [] {
            guard let value = Locator.Branch(rawValue: branch) else {
                throw YAMLError(at: map.mark, "'branch' must be 'then' or 'else' (or a list of them)")
            }
            locator.branch.append(value)
        }
        if let inBranch = try map.optionalString("in-branch") {
            guard let value = Locator.Branch(rawValue: inBranch) else {
                throw YAMLError(at: map.mark, "'in-branch' must be 'then' or 'else'")
            }
            locator.inBranch = value
        }
        if let bind = map.optional("bind") {
            var bindings = try YAMLMapping(bind, what: "'bind'")
            for entry in bindings.all() {
                if case let .scalar(text, _, _) = entry.value {
                    locator.bindings[entry.key] = .text(text)
                } else {
                    locator.bindings[entry.key] = .located(try read(entry.value))
                }
            }
        }
        for sign in [Locator.Adjustment.Sign.plus, .minus] {
            let key = sign == .plus ? "plus" : "minus"
            guard let node = map.optional(key) else { continue }
            locator.adjustments.append(Locator.Adjustment(sign: sign, locator: try read(node)))
        }
        locator.relativeTo = try map.optional("relative-to")?.strings(what: "'relative-to'") ?? []
        locator.unit = try map.optionalString("unit")
        if let unit = locator.unit, !Self.units.contains(unit) {
            throw YAMLError(at: map.mark, "unknown unit '\(unit)' (units: \(Self.units.sorted().joined(separator: ", ")))")
        }
        locator.platformDefault = try map.optionalString("default")
        if let absent = try map.optionalBool("default-if-absent") {
            guard locator.platformDefault != nil, !locator.scope.isEmpty else {
                throw YAMLError(at: map.mark, "'default-if-absent' needs a 'default' and an 'in' scope it applies in")
            }
            locator.defaultIfAbsent = absent
        }
        locator.mayBeAbsent = try map.optionalBool("optional") ?? false
        if let node = map.optional("em-size") {
            // The font size is another argument of the call the value is read from.
            guard case .call(_, _, _?, _) = locator.target else {
                throw YAMLError(at: node.mark, "'em-size' names the argument of the value's call that gives the font size (em-size: 0, "
                    + "em-size: { label: fontSize }); this locator reads no call's argument")
            }
            locator.emSizeArgument = try argumentSelector(node)
        }
        for name in try map.optional("convert")?.strings(what: "'convert'") ?? [] {
            guard let conversion = Conversion(rawValue: name) else {
                throw YAMLError(at: map.mark, "unknown conversion '\(name)' (conversions: \(Conversion.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            locator.conversions.append(conversion)
        }
        try map.rejectUnknownKeys()
        return locator
    }

    static let units: Set<String> = ["ms", "s", "pt", "dp", "px", "sp", "em"]

    private func target(_ map: inout YAMLMapping) throws(YAMLError) -> Locator.Target {
        let kinds = ["declaration", "call", "tailwind", "style", "query", "uses"].filter { map.has($0) }
        guard kinds.count == 1 else {
            throw YAMLError(at: map.mark, "a locator needs exactly one of declaration, call, tailwind, style, query, uses")
        }
        switch kinds[0] {
        case "declaration":
            let node = try map.required("declaration")
            return .declaration(try path(try node.text(what: "'declaration'"), at: node.mark))
        case "call":
            let name = try map.string("call")
            let receiver = try map.optionalString("receiver")
            var selected: ArgumentSelector?
            if let node = map.optional("argument") { selected = try argumentSelector(node) }
            var conditions: [ArgumentCondition] = []
            if let node = map.optional("where") {
                var whereMap = try YAMLMapping(node, what: "'where'")
                for entry in whereMap.all() {
                    let selector = Int(entry.key).map { ArgumentSelector(index: $0) } ?? ArgumentSelector(label: entry.key)
                    conditions.append(ArgumentCondition(argument: selector, text: try entry.value.string(what: "a condition")))
                }
            }
            return .call(name: name, receiver: receiver, argument: selected, conditions: conditions)
        case "tailwind":
            return .tailwind(
                element: try map.optionalString("element"), utility: try map.string("tailwind"),
                variant: try map.optionalString("variant"), attribute: try map.optionalString("attribute") ?? "className")
        case "style":
            return .style(
                element: try map.optionalString("element"), property: try map.string("style"),
                attribute: try map.optionalString("attribute") ?? "style")
        case "uses":
            guard map.has("default") else { throw YAMLError(at: map.mark, "a 'uses' locator needs a 'default'") }
            return .uses(try map.string("uses"))
        default:
            let node = try map.required("query")
            let query = try node.string(what: "'query'")
            guard query.contains("@value") else { throw YAMLError(at: node.mark, "a query must capture @value") }
            return .query(query)
        }
    }

    private func argumentSelector(_ node: YAMLNode) throws(YAMLError) -> ArgumentSelector {
        if case let .scalar(text, _, _) = node {
            return Int(text).map { ArgumentSelector(index: $0) } ?? ArgumentSelector(label: text)
        }
        var map = try YAMLMapping(node, what: "an argument")
        var index: Int?
        if let text = try map.optionalString("index") {
            guard let value = Int(text), value >= 0 else { throw YAMLError(at: map.mark, "'index' must be a whole number") }
            index = value
        }
        let label = try map.optionalString("label")
        guard index != nil || label != nil else { throw YAMLError(at: map.mark, "an argument needs 'index' or 'label'") }
        try map.rejectUnknownKeys()
        return ArgumentSelector(index: index, label: label)
    }

    private func path(_ text: String, at mark: YAMLNode.Mark) throws(YAMLError) -> [String] {
        try Self.path(text, at: mark)
    }

    /// `SectionIndexSpec.rowHeight` as its names; `''`, `a..b` or `5` is no path (an empty
    /// one ended every declaration, and a program took the file's first; a number was
    /// looked for as a name, and the fact was reported missing from the code). The first
    /// name is one the code declares; the others may be an object's keys (`styles.chip-dot`).
    static func path(_ text: String, at mark: YAMLNode.Mark, what: String = "a declaration path") throws(YAMLError) -> [String] {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard isName(parts[0]), !parts.contains(where: \.isEmpty) else { throw YAMLError(at: mark, "'\(text)' is not \(what)") }
        return parts
    }

    /// A name as Swift, Kotlin and TypeScript declare one (`rowHeight`, `_x`, `$0`), or any
    /// name in backticks (Kotlin's, Swift's raw identifiers).
    private static func isName(_ part: String) -> Bool {
        if part.count > 2, part.hasPrefix("`"), part.hasSuffix("`") { return true }
        guard let first = part.first, !first.isNumber else { return false }
        return part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" }
    }
}
