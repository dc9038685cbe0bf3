import Foundation
import Model
import YAML

/// Reads `rules/*.yml` into a `RuleSet`, refusing anything malformed with `file:line:col`.
public enum RulesLoader {
    /// Loads every `.yml` file of a folder, in name order.
    public static func load(folder: String) throws(RulesError) -> RuleSet {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder)
                .filter { $0.hasSuffix(".yml") || $0.hasSuffix(".yaml") }.sorted()
        } catch {
            throw RulesError(file: folder, line: 0, column: 0, message: "cannot read the rules folder")
        }
        guard !names.isEmpty else { throw RulesError(file: folder, line: 0, column: 0, message: "no rules files (*.yml) in the folder") }
        var files: [(name: String, text: String)] = []
        for name in names {
            let path = (folder as NSString).appendingPathComponent(name)
            guard let data = FileManager.default.contents(atPath: path),
                let text = String(data: data, encoding: .utf8)
            else { throw RulesError(file: path, line: 0, column: 0, message: "cannot be read as UTF-8 text") }
            files.append((path, text))
        }
        return try load(files: files)
    }

    /// Loads rules from named texts (the built-in rules, or files read elsewhere).
    public static func load(files: [(name: String, text: String)]) throws(RulesError) -> RuleSet {
        guard !files.isEmpty else { throw RulesError(file: "rules", line: 0, column: 0, message: "no rules files") }
        var components: [ComponentRules] = []
        var aliases: [String: [String: String]] = [:]
        for file in files {
            var reader = ComponentReader(file: file.name)
            let component: ComponentRules
            do {
                component = try reader.read(try YAMLNode.parse(file.text))
            } catch {
                throw RulesError(file: file.name, line: error.line, column: error.column, message: error.message)
            }
            if components.contains(where: { $0.id == component.id }) {
                throw RulesError(file: file.name, line: 1, column: 1, message: "component '\(component.id)' is defined twice")
            }
            components.append(component)
            for (group, table) in reader.aliases where aliases[group] == nil { aliases[group] = table }
        }
        return RuleSet(components: components, aliases: TokenAliases(byGroup: aliases), files: files)
    }
}

/// Reads one rules file.
struct ComponentReader {
    let file: String
    var aliases: [String: [String: String]] = [:]

    init(file: String) {
        self.file = file
    }

    func origin(_ mark: YAMLNode.Mark) -> RuleOrigin {
        RuleOrigin(file: file, line: mark.line, column: mark.column)
    }

    mutating func read(_ root: YAMLNode) throws(YAMLError) -> ComponentRules {
        var map = try YAMLMapping(root, what: "a rules file")
        let id = try map.string("component")
        try requireIdentifier(id, at: map.mark, what: "component")
        let description = try map.optionalString("description") ?? ""
        let sources = try readSources(map.optional("sources"))
        if let aliasNode = map.optional("aliases") { aliases = try readAliases(aliasNode) }
        let related = try map.optional("related")?.strings(what: "'related'") ?? []
        var facts: [Fact] = []
        for node in try map.optional("facts")?.list(what: "'facts'") ?? [] {
            let fact = try readFact(node, component: id)
            if facts.contains(where: { $0.id == fact.id }) {
                throw YAMLError(at: node.mark, "fact '\(fact.id)' is defined twice in '\(id)'")
            }
            facts.append(fact)
        }
        var algorithms: [AlgorithmRule] = []
        for node in try map.optional("algorithms")?.list(what: "'algorithms'") ?? [] {
            algorithms.append(try readAlgorithm(node, component: id))
        }
        var groups: [TokenGroup] = []
        for node in try map.optional("token-groups")?.list(what: "'token-groups'") ?? [] {
            groups.append(try readTokenGroup(node, component: id))
        }
        try map.rejectUnknownKeys()
        return ComponentRules(
            id: id, description: description, sources: sources, facts: facts, tokenGroups: groups, algorithms: algorithms,
            related: related,
            origin: origin(map.mark))
    }

    private func readSources(_ node: YAMLNode?) throws(YAMLError) -> [Platform: String] {
        guard let node else { return [:] }
        var map = try YAMLMapping(node, what: "'sources'")
        var sources: [Platform: String] = [:]
        for entry in map.all() {
            guard let platform = Platform(rawValue: entry.key) else {
                throw YAMLError(at: entry.keyMark, "unknown platform '\(entry.key)' (platforms: \(platformNames))")
            }
            sources[platform] = try entry.value.string(what: "a source path")
        }
        return sources
    }

    private func readAliases(_ node: YAMLNode) throws(YAMLError) -> [String: [String: String]] {
        var map = try YAMLMapping(node, what: "'aliases'")
        var result: [String: [String: String]] = [:]
        for group in map.all() {
            var table = try YAMLMapping(group.value, what: "an alias table")
            var names: [String: String] = [:]
            for entry in table.all() { names[entry.key] = try entry.value.string(what: "an alias") }
            result[group.key] = names
        }
        return result
    }

    private func readFact(_ node: YAMLNode, component: String) throws(YAMLError) -> Fact {
        var map = try YAMLMapping(node, what: "a fact")
        let id = try map.string("id")
        try requireIdentifier(id, at: map.mark, what: "fact id")
        let kindName = try map.string("kind")
        guard let kind = FactKind(rawValue: kindName) else {
            throw YAMLError(at: map.mark, "unknown kind '\(kindName)' (kinds: \(FactKind.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        let group = try map.optionalString("group")
        if kind == .token, group == nil { throw YAMLError(at: map.mark, "a token fact needs 'group' (font, color, radius, shadow)") }
        let description = try map.string("description")
        let advisory = try map.optionalBool("advisory") ?? false
        let locators = try readPlatformLocators(&map)
        var examples: [RuleExample] = []
        for node in try map.optional("examples")?.list(what: "'examples'") ?? [] { examples.append(try readExample(node)) }
        try map.rejectUnknownKeys()
        return Fact(
            id: id, component: component, description: description, kind: kind, tokenGroup: group, advisory: advisory,
            locators: locators, examples: examples, origin: origin(map.mark))
    }

    /// `canonical`, `swift`, `kotlin`, `uniwind`, `nativewind`, `stylesheet`, and
    /// `tailwind` for both Tailwind flavors.
    private func readPlatformLocators(_ map: inout YAMLMapping) throws(YAMLError) -> [Platform: PlatformLocator] {
        var result: [Platform: PlatformLocator] = [:]
        if let node = map.optional("tailwind") {
            let locator = try readPlatformLocator(node)
            result[.uniwind] = locator
            result[.nativewind] = locator
        }
        for platform in Platform.allCases {
            guard let node = map.optional(platform.rawValue) else { continue }
            if result[platform] != nil {
                throw YAMLError(at: node.mark, "'\(platform.rawValue)' repeats what 'tailwind' already says")
            }
            result[platform] = try readPlatformLocator(node)
        }
        guard result[.canonical] != nil else { throw YAMLError(at: map.mark, "a fact needs a 'canonical' locator") }
        return result
    }

    private func readPlatformLocator(_ node: YAMLNode) throws(YAMLError) -> PlatformLocator {
        if YAMLMapping.hasOnly(node, "absent") {
            var map = try YAMLMapping(node, what: "a locator")
            return .absent(reason: try absenceReason(map.string("absent"), at: map.mark))
        }
        if case let .sequence(items, _) = node {
            var locators: [Locator] = []
            for item in items { locators.append(try LocatorReader(reader: self).read(item)) }
            guard !locators.isEmpty else { throw YAMLError(at: node.mark, "an empty list of locators") }
            return .locate(locators)
        }
        return .locate([try LocatorReader(reader: self).read(node)])
    }

    private func readExample(_ node: YAMLNode) throws(YAMLError) -> RuleExample {
        var map = try YAMLMapping(node, what: "an example")
        let platformName = try map.string("platform")
        guard let platform = Platform(rawValue: platformName == "tailwind" ? "uniwind" : platformName) else {
            throw YAMLError(at: map.mark, "unknown platform '\(platformName)'")
        }
        let source = try map.string("source")
        let value = try map.optionalString("value")
        let none = try map.optionalBool("finds-nothing") ?? false
        guard (value != nil) != none else {
            throw YAMLError(at: map.mark, "an example needs either 'value' or 'finds-nothing: true'")
        }
        try map.rejectUnknownKeys()
        return RuleExample(platform: platform, source: source, expected: value, origin: origin(map.mark))
    }

    private func readAlgorithm(_ node: YAMLNode, component: String) throws(YAMLError) -> AlgorithmRule {
        var map = try YAMLMapping(node, what: "an algorithm")
        let id = try map.string("id")
        try requireIdentifier(id, at: map.mark, what: "algorithm id")
        let description = try map.string("description")
        var inputs: [AlgorithmInput] = []
        var inputMap = try YAMLMapping(try map.required("inputs"), what: "'inputs'")
        for entry in inputMap.all() {
            var input = try YAMLMapping(entry.value, what: "an input")
            let type = try input.string("type")
            guard ["int", "double", "whole", "letters", "sections", "events"].contains(type) else {
                throw YAMLError(at: input.mark, "input type must be int, double, whole, letters, sections or events, not '\(type)'")
            }
            let boundary = try input.optional("boundary")?.strings(what: "'boundary'") ?? []
            let bounds = try input.optional("range")?.strings(what: "'range'") ?? ["0", "100"]
            guard bounds.count == 2, let low = Double(bounds[0]), let high = Double(bounds[1]), low <= high else {
                throw YAMLError(at: input.mark, "'range' must be [low, high]")
            }
            try input.rejectUnknownKeys()
            inputs.append(AlgorithmInput(name: entry.key, type: type, boundary: boundary, range: low...high))
        }
        let output = try map.optionalString("output") ?? "value"
        guard ["value", "labels"].contains(output) else { throw YAMLError(at: map.mark, "'output' must be value or labels") }
        var programs: [Platform: AlgorithmProgram] = [:]
        var adapters: [Platform: ProgramAdapter] = [:]
        if let node = map.optional("tailwind") {
            let (program, adapter) = try readProgram(node)
            for flavor in [Platform.uniwind, .nativewind] { (programs[flavor], adapters[flavor]) = (program, adapter) }
        }
        for platform in Platform.allCases {
            guard let node = map.optional(platform.rawValue) else { continue }
            (programs[platform], adapters[platform]) = try readProgram(node)
        }
        guard programs[.canonical] != nil else { throw YAMLError(at: map.mark, "an algorithm needs a 'canonical' function") }
        let names = Set(inputs.map(\.name))
        for adapter in adapters.values {
            if let result = adapter.result, !names.contains(ProgramAdapter.operand(of: "element", in: result) ?? "") {
                throw YAMLError(at: map.mark, "'result' must be element(INPUT) of an input, not '\(result)'")
            }
            for requirement in adapter.requires where !names.contains(ProgramAdapter.operand(of: "nonempty", in: requirement) ?? "") {
                throw YAMLError(at: map.mark, "'requires' entries must be nonempty(INPUT) of an input, not '\(requirement)'")
            }
        }
        try map.rejectUnknownKeys()
        return AlgorithmRule(
            id: id, component: component, description: description, inputs: inputs, output: output, programs: programs,
            adapters: adapters, origin: origin(map.mark))
    }

    /// An expected absence must say why: the report shows the reason.
    private func absenceReason(_ reason: String, at mark: YAMLNode.Mark) throws(YAMLError) -> String {
        guard !reason.trimmingCharacters(in: .whitespaces).isEmpty else { throw YAMLError(at: mark, "'absent' needs a reason") }
        return reason
    }

    private func readProgram(_ node: YAMLNode) throws(YAMLError) -> (AlgorithmProgram, ProgramAdapter) {
        var map = try YAMLMapping(node, what: "an algorithm's program")
        if let reason = try map.optionalString("absent") {
            try map.rejectUnknownKeys()
            return (.absent(reason: try absenceReason(reason, at: map.mark)), ProgramAdapter())
        }
        let adapter = ProgramAdapter(
            result: try map.optionalString("result"), requires: try map.optional("requires")?.strings(what: "'requires'") ?? [])
        let bindings = try readBindings(map.optional("bind"))
        let program: AlgorithmProgram
        if let function = try map.optionalString("function") {
            let arguments = try map.optional("arguments")?.strings(what: "'arguments'") ?? []
            program = .function(path: function.split(separator: ".").map(String.init), arguments: arguments, bindings: bindings)
        } else if let expression = try map.optionalString("expression") {
            program = .expression(path: expression.split(separator: ".").map(String.init), bindings: bindings)
        } else if let body = try map.optionalString("body") {
            program = .body(path: body.split(separator: ".").map(String.init), output: try map.string("output"), bindings: bindings)
        } else if let type = try map.optionalString("type") {
            program = .stateful(
                StatefulProgram(
                    path: type.split(separator: ".").map(String.init), instance: try map.optionalString("instance") ?? "self",
                    construct: try map.optional("construct")?.strings(what: "'construct'") ?? [], initial: bindings, ids: try readHandler(map.optional("ids"), "ids", at: map.mark),
                    edges: try readHandler(map.optional("edges"), "edges", at: map.mark), state: try map.string("state"),
                    effects: try map.optional("effects")?.strings(what: "'effects'") ?? []))
        } else {
            throw YAMLError(at: map.mark, "a program needs function, expression, body, type or absent")
        }
        try map.rejectUnknownKeys()
        return (program, adapter)
    }

    /// A method name, or `{ run: [paths], bind: { … } }`.
    private func readHandler(_ node: YAMLNode?, _ key: String, at mark: YAMLNode.Mark) throws(YAMLError) -> EventHandler {
        guard let node else { throw YAMLError(at: mark, "a stateful program needs '\(key)'") }
        if case .scalar = node { return .method(try node.string(what: "'\(key)'")) }
        var map = try YAMLMapping(node, what: "'\(key)'")
        guard let run = map.optional("run") else { throw YAMLError(at: map.mark, "'\(key)' needs 'run' (the code to run) or a method name") }
        let paths = try run.strings(what: "'run'").map { $0.split(separator: ".").map(String.init) }
        guard !paths.isEmpty else { throw YAMLError(at: map.mark, "'run' lists no code") }
        let bindings = try readBindings(map.optional("bind"))
        try map.rejectUnknownKeys()
        return .code(paths: paths, bindings: bindings)
    }

    /// `bind: { name: binding }`: names in the platform's code and what they are bound to.
    private func readBindings(_ node: YAMLNode?) throws(YAMLError) -> [String: String] {
        guard let node else { return [:] }
        var table = try YAMLMapping(node, what: "'bind'")
        var bindings: [String: String] = [:]
        for entry in table.all() { bindings[entry.key] = try entry.value.string(what: "a binding") }
        return bindings
    }

    private func readTokenGroup(_ node: YAMLNode, component: String) throws(YAMLError) -> TokenGroup {
        var map = try YAMLMapping(node, what: "a token group")
        let id = try map.string("id")
        try requireIdentifier(id, at: map.mark, what: "token group id")
        let kindName = try map.string("kind")
        guard let kind = FactKind(rawValue: kindName) else { throw YAMLError(at: map.mark, "unknown kind '\(kindName)'") }
        let description = try map.string("description")
        let describes = try map.optionalString("describes")
        var containers: [Platform: MemberLocator] = [:]
        for platform in Platform.allCases {
            guard let node = map.optional(platform.rawValue) else { continue }
            containers[platform] = try readMembers(node)
        }
        guard containers[.canonical] != nil else { throw YAMLError(at: map.mark, "a token group needs a 'canonical' container") }
        try map.rejectUnknownKeys()
        return TokenGroup(
            id: id, component: component, description: description, kind: kind, containers: containers,
            describes: describes, origin: origin(map.mark))
    }

    private func readMembers(_ node: YAMLNode) throws(YAMLError) -> MemberLocator {
        var map = try YAMLMapping(node, what: "a token container")
        let container = try map.string("members").split(separator: ".").map(String.init)
        var value: Locator?
        if let node = map.optional("value") { value = try LocatorReader(reader: self).read(node) }
        let ignore = Set(try map.optional("ignore")?.strings(what: "'ignore'") ?? [])
        try map.rejectUnknownKeys()
        return MemberLocator(container: container, value: value, ignore: ignore)
    }

    private var platformNames: String { Platform.allCases.map(\.rawValue).joined(separator: ", ") }

    private func requireIdentifier(_ id: String, at mark: YAMLNode.Mark, what: String) throws(YAMLError) {
        let allowed = id.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
        guard allowed, !id.isEmpty, !id.hasPrefix("-") else {
            throw YAMLError(at: mark, "\(what) '\(id)' must be lowercase letters, digits and '-'")
        }
    }
}

extension YAMLMapping {
    static func hasOnly(_ node: YAMLNode, _ key: String) -> Bool {
        guard case let .mapping(entries, _) = node else { return false }
        return entries.count == 1 && entries[0].key == key
    }
}
