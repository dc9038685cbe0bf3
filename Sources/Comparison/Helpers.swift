import Extraction
import Fix
import Foundation
import Model
import Normalization
import Rules

extension Extractor {
    /// An extractor reading a file as a fact of `shape` reads it (every Tailwind value for
    /// nil), with the rules' API signatures of the file's language (`Extractor.use`).
    static func reading(_ index: SourceIndex, as shape: FactShape?, rules: RuleSet) -> Extractor {
        var extractor = shape.map { Extractor(index: index, tailwindFilter: TailwindValues.filter(for: $0, aliases: rules.aliases)) }
            ?? Extractor(index: index)
        if let shape { extractor.tailwindStyleProperties = TailwindValues.styleProperties(for: shape) }
        extractor.use(rules.signatures)
        return extractor
    }
}

enum TokenNames {
    /// `surfaceRaised` → `surface-raised`.
    static func kebab(_ name: String) -> String {
        var result = ""
        for character in name {
            if character.isUppercase, !result.isEmpty { result.append("-") }
            result.append(Character(character.lowercased()))
        }
        return result
    }
}

/// How a platform may spell a canonical token.
enum TokenSpelling {
    /// The TSX names the alias table maps to the token, for a platform that uses the
    /// table: a group with a table lists every TSX name (identity entries included), so a
    /// token no entry stands for has no TSX name (`[]`). nil where names are the
    /// token's own, in camelCase or kebab-case.
    static func aliases(for token: String, group: String?, aliases: TokenAliases) -> [String]? {
        guard let group, let table = aliases.byGroup[group] else { return nil }
        return table.filter { TokenNames.kebab($0.value) == token }.keys.sorted()
    }
}

/// Which Tailwind class values a fact reads: numbers for lengths and durations (a
/// corner radius's named steps too), names for tokens (font names only for font
/// tokens), anything for the rest.
enum TailwindValues {
    static func filter(for shape: FactShape, aliases: TokenAliases) -> Extractor.TailwindFilter {
        switch shape.kind {
        case .length, .textSize, .letterSpacing, .duration, .count:
            return { utility, value in isNumeric(value) || TailwindClass.setsRadius(utility) && isRadiusName(value) }
        case .token:
            let fontNames = Set(aliases.byGroup["font"]?.keys.map { $0 } ?? [])
            // A font size of Tailwind's own scale the table lacks is read, to say so.
            // A custom size (`text-[13px]`) is read too: it is no token.
            if shape.tokenGroup == "font" {
                return { fontNames.contains($1) || TailwindClass.fontSizes.contains($1) || TailwindClass.customValue($1) != nil && isNumeric($1) }
            }
            // `text-3xl` is a size and `text-link` a color: color tokens skip font names, the
            // table's and Tailwind's own (`text-xs` once read as a color `xs`).
            if shape.tokenGroup == "color" {
                return { utility, value in
                    !value.isEmpty && !isNumeric(value) && !fontNames.contains(value)
                        && !(utility == "text" && (TailwindClass.fontSizes.contains(value) || TailwindClass.textLayouts.contains(value)))
                }
            }
            return { !$1.isEmpty && !isNumeric($1) }
        default:
            return { _, _ in true }
        }
    }

    /// The style properties a class sets as the fact reads it, which an inline style sets
    /// over the class: the layout utilities' own, and where the value's kind decides the
    /// property, that kind's (`text-link` sets `color`, `text-2xs` the text style's size;
    /// `border-label` sets `borderColor`, `border-2` `borderWidth`). Only the layout ones
    /// had been read, so `style={{ color: "#FF3B30" }}` beside `text-link` passed.
    static func styleProperties(for shape: FactShape) -> [String: [String]] {
        var table = TailwindClass.styleProperties
        switch (shape.kind, shape.tokenGroup) {
        case (.color, _), (.token, "color"?):
            table.merge(["text": ["color"], "bg": ["backgroundColor"], "border": ["borderColor"]]) { $1 }
        case (.token, "font"?):
            table["text"] = ["fontSize", "lineHeight", "letterSpacing"]
        case (.fontWeight, _):
            table["font"] = ["fontWeight"]
        case (.length, _):
            table["border"] = ["borderWidth"]
        default:
            break
        }
        return table
    }

    /// A step of the radius scale by name, `full`, or `sm` (read to say it is ambiguous).
    private static func isRadiusName(_ value: String) -> Bool {
        TailwindClass.radiusScale[value] != nil || value == "full" || value == "sm"
    }

    /// A number on a scale (`4`, `px`, none for `border`) or a custom one (`[18px]`,
    /// `[.75rem]`); a custom color (`[#E8EAF0]`, `[rgb(…)]`) is not one.
    static func isNumeric(_ value: String) -> Bool {
        if let custom = TailwindClass.customValue(value) { return custom.first.map { $0.isNumber || $0 == "-" } ?? false }
        return value.isEmpty || value == "px" || value.first?.isNumber == true
    }
}

/// "canonical is the outlier": the platforms other than the ones that mirror the
/// canonical (uim's SwiftUI, `Platform.mirrorsCanonical`) agree on one value, it is not
/// the canonical one, and no mirror holds it. A mirror's source is where the canonical
/// came from, so it usually agrees with it; the others agreeing among themselves is the
/// maintainers' cue to change the canonical. When a mirror holds the others' value too,
/// the canonical was changed, and the change is to propagate.
enum Outlier {
    struct Verdict {
        /// The value the platforms agree on: where `fix` moves a platform that leaves
        /// it, and what `fix --canonical` gives the canonical.
        let consensus: Value
        let note: String
    }

    /// Platforms of one language (the three TSX flavors) are one implementation styled
    /// three ways, so they vote as one: with the value more than half of them hold.
    /// Every language must vote for the consensus, and at least two platforms hold it;
    /// one flavor that leaves the others does not end it, one language does.
    static func verdict(row: FactRow, canonical: Value, platforms: [Platform]) -> Verdict? {
        let compared = platforms.filter { platform in
            guard !platform.mirrorsCanonical, let cell = row.cells[platform] else { return false }
            return cell.status != .absent && cell.status != .notChecked
        }
        let families = Dictionary(grouping: compared) { $0.isTypeScript ? "typescript" : $0.language.rawValue }
        let votes = families.values.map { family in
            ComponentContext.majority(family.compactMap { onlyValue(row.cells[$0]) }, of: family.count)
        }
        let mirrors = platforms.filter(\.mirrorsCanonical)
        let mirrored = mirrors.map { (platform: $0, values: row.cells[$0]?.observations.compactMap(\.value) ?? []) }
        let holders = compared.filter { onlyValue(row.cells[$0]) == votes.first ?? nil }.count
        guard let consensus = votes.first ?? nil, votes.allSatisfy({ $0 == consensus }), holders >= 2, consensus != canonical,
            !mirrored.contains(where: { $0.values.contains(consensus) })
        else { return nil }
        let agreeing = holders == compared.count ? "all" : "\(holders) of \(compared.count)"
        // A repository's own platforms may have no mirror: the note then names none.
        guard !mirrors.isEmpty else {
            return Verdict(consensus: consensus, note: "canonical is the outlier: \(agreeing) platforms hold \(consensus.display)")
        }
        // Each mirror's first value in source order, so the message does not depend on hashing.
        let held = mirrored.map { "\($0.platform.name) \($0.values.first?.display ?? "?")" }.joined(separator: ", ")
        return Verdict(consensus: consensus, note: "canonical is the outlier: \(held), \(agreeing) others \(consensus.display)")
    }

    /// A compared cell's value, when it has exactly one.
    private static func onlyValue(_ cell: Cell?) -> Value? {
        guard let cell, cell.status == .drift || cell.status == .equal else { return nil }
        let values = Set(cell.observations.compactMap(\.value))
        return values.count == 1 ? values.first : nil
    }
}

/// A TSX token name that stands for different canonical tokens in different facts.
enum TokenConsistency {
    /// One use of a renamed TSX token: a fact's observation on a TypeScript flavor. A
    /// value, with the platform by name, so `TokenUseCache` can keep it between runs.
    struct Use: Codable, Equatable, Sendable {
        let fact: String
        let group: String
        let canonical: String
        let platform: String
        /// The name as written (`2xs` of `text-2xs`), before the alias table.
        let name: String
        let location: Location
        let raw: String
        let value: Value?

        /// Uses that can share a name: per flavor and token group.
        var key: String { "\(platform):\(group):\(name)" }
        var component: String { String(fact.prefix { $0 != "." }) }

        /// The same use, its file named by `path` (the cache keeps paths below the root).
        func located(at path: String) -> Use {
            var location = self.location
            location.path = path
            return Use(fact: fact, group: group, canonical: canonical, platform: platform, name: name, location: location, raw: raw, value: value)
        }
    }

    /// The uses of one component.
    typealias ComponentUses = (component: String, uses: [Use])

    /// Where the uses can meet others: the flavors and token groups they are on. A use
    /// elsewhere never shares a name with one of them (a name is per flavor and group).
    struct Reach: Codable, Equatable {
        var platforms: Set<String> = []
        var groups: Set<String> = []

        var isEmpty: Bool { groups.isEmpty }

        init(platforms: Set<String>, groups: Set<String>) {
            self.platforms = platforms
            self.groups = groups
        }

        init(of uses: [Use]) {
            for use in uses {
                platforms.insert(use.platform)
                groups.insert(use.group)
            }
        }

        func contains(_ use: Use) -> Bool { platforms.contains(use.platform) && groups.contains(use.group) }

        func covers(_ other: Reach) -> Bool { other.platforms.isSubset(of: platforms) && other.groups.isSubset(of: groups) }

        func union(_ other: Reach) -> Reach {
            var joined = self
            joined.platforms.formUnion(other.platforms)
            joined.groups.formUnion(other.groups)
            return joined
        }

        private enum CodingKeys: CodingKey { case platforms, groups }

        /// Sorted: a kept reach is written the same way every run.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(platforms.sorted(), forKey: .platforms)
            try container.encode(groups.sorted(), forKey: .groups)
        }
    }

    /// `uses`: in the components', rows' and platforms' order (the first use names the
    /// finding). `involving`: only the names some of whose uses are in these components
    /// (a `--files` run reports what the full check reports for the components it checks).
    /// Names are compared within one token group: `text-xl` and `shadow-xl` are two
    /// tokens, not one name with two meanings.
    static func findings(in uses: [Use], platforms: [Platform], involving: Set<String>? = nil) -> [Finding] {
        var result: [Finding] = []
        for (_, list) in Dictionary(grouping: uses, by: \.key).sorted(by: { $0.key < $1.key }) {
            let meanings = Set(list.map(\.canonical))
            // (A use names a platform of the run: kept uses are kept per config.)
            guard meanings.count > 1, let first = list.first, let platform = platforms.first(where: { $0.name == first.platform }) else { continue }
            if let involving, !list.contains(where: { involving.contains($0.component) }) { continue }
            // Each meaning once per fact: a class written twice (`text-2xs dark:text-2xs`) is one use.
            var listed: Set<String> = []
            let detail = list.map { "\($0.canonical) in \($0.fact)" }.filter { listed.insert($0).inserted }.joined(separator: ", ")
            result.append(Finding(
                component: first.component, fact: first.fact, platform: platform, kind: .inconsistentToken, severity: .warning,
                location: first.location, found: FoundValue(raw: first.raw, value: first.value), canonical: nil,
                message: "\(platform.name) token '\(first.name)' stands for \(meanings.count) canonical tokens: \(detail)"))
        }
        return result
    }

    /// The renamed-token uses of a component's rows, in the rows' and platforms' order.
    static func uses(in component: ComponentResult, aliases: TokenAliases, groups: [String: String], platforms: [Platform]) -> [Use] {
        var uses: [Use] = []
        for row in component.rows {
            guard case let .token(canonical, _)? = row.canonical.observations.first?.value, let group = groups[row.fact] else { continue }
            for platform in platforms where platform.isTypeScript {
                for observation in row.cells[platform]?.observations ?? [] {
                    // Only renamed tokens (the alias table's) can be used inconsistently.
                    guard let name = observation.sourceToken, aliases.byGroup[group]?[name] != nil else { continue }
                    uses.append(Use(
                        fact: row.fact, group: group, canonical: canonical, platform: platform.name, name: name,
                        location: observation.observation.location, raw: observation.observation.raw, value: observation.value))
                }
            }
        }
        return uses
    }
}

/// Drifts on a Tailwind flavor that disappear at rem 16 share one cause: the rem.
enum RemCause {
    static func annotate(_ findings: [Finding], components: [ComponentResult], input: CheckInput) -> [Finding] {
        var remDependent: Set<String> = []
        for component in components {
            for row in component.rows {
                for platform in input.platforms where platform.isTailwind {
                    guard input.rem(for: platform) != 16, let cell = row.cells[platform], cell.status == .drift,
                        let canonical = row.canonical.observations.first?.value
                    else { continue }
                    let agreesAt16 = cell.observations.allSatisfy { observation in
                        guard observation.dependsOnRem, case let .quantity(quantity)? = observation.value else {
                            return observation.value == canonical
                        }
                        let at16: Decimal = quantity.value * Decimal(16) / input.rem(for: platform)
                        return Value.quantity(Quantity(at16, quantity.unit)) == canonical
                    }
                    if agreesAt16 { remDependent.insert("\(row.fact)|\(platform.name)") }
                }
            }
        }
        return findings.map { finding in
            guard finding.kind == .drift, remDependent.contains("\(finding.fact)|\(finding.platform.name)") else { return finding }
            let rem = input.rem(for: finding.platform).exactText
            var annotated = finding
            annotated.cause = "rem: \(finding.platform.name) rem is \(rem)px; with 16 this agrees"
            return annotated
        }
    }
}
