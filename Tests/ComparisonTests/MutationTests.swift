import BuiltinData
import Comparison
import Foundation
import Model
import Rules
import TestSupport
import Testing

/// A copy of the reference components that tests can change and check in process.
final class ReferenceCopy {
    let folder = TemporaryFolder()
    let root: URL
    static let rules = try! RulesLoader.load(files: Builtin.rules)

    init() {
        root = folder.url.appendingPathComponent("reference")
        try! FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for platform in ["swift", "kotlin", "uniwind", "nativewind", "stylesheet"] {
            _ = folder.copy(RepositoryPaths.reference.appendingPathComponent(platform), as: "reference/\(platform)")
        }
    }

    func check(rem: [Platform: Decimal] = [:], only component: String? = nil) throws -> CheckResult {
        var input = CheckInput(
            rules: Self.rules, root: root.path, canonicalSources: Builtin.canonical,
            rem: rem.isEmpty ? [.uniwind: 16, .nativewind: 16] : rem)
        input.onlyComponents = component.map { [$0] }
        return try Checker(input: input).run()
    }

    func text(_ relative: String) -> String {
        String(decoding: FileManager.default.contents(atPath: root.appendingPathComponent(relative).path)!, as: UTF8.self)
    }

    func write(_ relative: String, _ text: String) {
        try! Data(text.utf8).write(to: root.appendingPathComponent(relative))
    }

    struct NotFound: Error, CustomStringConvertible {
        let description: String
    }

    /// Replaces `old` with `new` in a file; `old` must occur.
    func replace(_ relative: String, _ old: String, _ new: String) throws {
        let original = text(relative)
        guard original.contains(old) else { throw NotFound(description: "\(relative) does not contain \(old)") }
        write(relative, original.replacingOccurrences(of: old, with: new))
    }

    func relativePath(_ path: String) -> String {
        String(path.dropFirst(root.path.count + 1))
    }
}

/// What a finding says, without where exactly on its line it is.
struct FindingKey: Hashable, CustomStringConvertible {
    let fact: String
    let platform: Platform
    let kind: FindingKind
    let line: Int?
    let value: String?

    init(_ finding: Finding) {
        fact = finding.fact
        platform = finding.platform
        kind = finding.kind
        line = finding.location?.line
        value = finding.found?.value?.display
    }

    var description: String { "\(fact) \(platform.name) \(kind.rawValue) line \(line ?? 0) \(value ?? "-")" }
}

@Suite(.serialized) struct MutationTests {
    /// Changes one written value of one fact on one platform and expects the check to
    /// report that fact there, with the new value. Run over every fact of the rules.
    @Test func everyFactCatchesAChangedValue() throws {
        let copy = ReferenceCopy()
        let baseline = try copy.check()
        var mutated = 0
        var skipped: [String] = []
        for component in baseline.components where component.id != "tokens" {
            for row in component.rows {
                let kind = ReferenceCopy.rules.fact(row.fact)?.kind
                for platform in Platform.builtin {
                    // Defaults are not written, and values that are not constants are reported already.
                    guard let cell = row.cells[platform], let observation = cell.observations.first,
                        observation.defaultSource == nil, observation.value != nil
                    else { continue }
                    let location = observation.observation.location
                    let relative = copy.relativePath(location.path)
                    let original = copy.text(relative)
                    guard let mutation = Mutation.make(raw: observation.observation.raw, kind: kind, at: location, in: original) else {
                        skipped.append("\(row.fact) \(platform.name): \(observation.observation.raw)")
                        continue
                    }
                    copy.write(relative, mutation.text)
                    defer { copy.write(relative, original) }
                    let after = try copy.check(only: component.id)
                    let reported = after.findings.contains { finding in
                        guard finding.fact == row.fact, finding.platform == platform else { return false }
                        if finding.kind == .missing { return true }
                        // Reported where the value is written, or there with this use as its `via`.
                        let place = finding.via ?? finding.location
                        return place?.line == location.line && finding.found?.value != observation.value
                            && (finding.kind == .drift || finding.kind == .notConstant)
                    }
                    #expect(reported, "\(row.fact) on \(platform.name): \(mutation.change) not reported at line \(location.line)")
                    mutated += 1
                }
            }
        }
        #expect(mutated >= 250, "only \(mutated) mutations; skipped: \(skipped)")
        #expect(skipped.count <= 6, "skipped: \(skipped)")
    }

    /// Changes the built-in rules once let pass (a mutation probe found them): a sign the
    /// rule bound instead of reading it, the direction the rule did not check, a TSX token
    /// name the alias table does not list, a subtraction turned into an addition, a TSX
    /// provider's prop default and a Kotlin state's argument the rule did not read, a
    /// Reanimated builder's duration set again, a Compose fade's alpha written by position, a
    /// SwiftUI initializer storing another value than its parameter or handing another to
    /// the type's own, an inline style object setting a key after spreading the entry, a
    /// StyleSheet text style resized after its spread, a screen width's or an
    /// orientation's class, an inline color or weight beside the classes, a Tailwind text
    /// style given another size or line height, a Compose transition part without its
    /// tween (the default spring), a SwiftUI side padded again next to its padding.
    @Test(arguments: [
        ("uniwind/components/ui/message-scroller.tsx", "const sign = direction === \"end\" ? 1 : -1", "const sign = direction === \"end\" ? 2 : -1", "message-scroller.hidden-offset"),
        ("stylesheet/components/ui/message-scroller.tsx", "const sign = direction === \"end\" ? 1 : -1", "const sign = direction === \"end\" ? 1 : -2", "message-scroller.hidden-offset"),
        ("kotlin/components/MessageScroller.kt", "(if (end) 1f else -1f)", "(if (end) 1f else -2f)", "message-scroller.hidden-offset"),
        ("swift/Components/MessageScroller.swift", "direction == .end ? 32 : -32", "direction == .end ? 32 : -33", "message-scroller.hidden-offset"),
        ("uniwind/components/interactions/section-index.tsx", "bg-surface-raised shadow-xl", "bg-surface-raised shadow-lg", "section-index.bubble-shadow"),
        ("stylesheet/components/interactions/section-index.tsx", "...shadow.xl,", "...shadow.lg,", "section-index.bubble-shadow"),
        ("kotlin/interactions/SectionIndex.kt", "constraints.maxHeight.toDp() } - 16.dp", "constraints.maxHeight.toDp() } + 16.dp", "section-index.capacity-reserve"),
        ("swift/Interactions/SectionIndex.swift", "$0.size.height - 16 }", "$0.size.height + 16 }", "section-index.capacity-reserve"),
        ("kotlin/interactions/SectionIndex.kt", ".size(56.dp)", ".size(56.dp, 48.dp)", "section-index.bubble-size"),
        ("kotlin/components/MessageScroller.kt", ".size(32.dp)", ".size(32.dp, 28.dp)", "message-scroller.button-size"),
        ("uniwind/components/ui/message-scroller.tsx", "shrink-0 px-2.5", "shrink-0 px-2.5 pl-1", "message-scroller.item-horizontal-padding"),
        ("stylesheet/components/ui/message-scroller.tsx", "[styles.item, style]", "[styles.item, { paddingHorizontal: 12 }, style]", "message-scroller.item-horizontal-padding"),
        ("swift/Interactions/SectionIndex.swift", ".foregroundStyle(Color.link)", ".foregroundStyle(Color.link.opacity(0.5))", "section-index.letter-color"),
        ("uniwind/components/interactions/section-index.tsx", "text-2xs font-semibold text-link", "text-2xs font-semibold text-link dark:text-label", "section-index.letter-color"),
        ("uniwind/components/interactions/section-index.tsx", "text-2xs font-semibold text-link", "text-2xs font-semibold text-link light:text-label", "section-index.letter-color"),
        ("kotlin/components/MessageScroller.kt", "scaleY = scale", "scaleY = 0.5f + 0.5f * progress", "message-scroller.hidden-scale"),
        ("stylesheet/components/ui/message-scroller.tsx", "{ scale: 0.95 + progress.value * 0.05 },", "{ scale: 0.95 + progress.value * 0.05 }, { scaleY: 0.5 + progress.value * 0.5 },", "message-scroller.hidden-scale"),
        ("uniwind/components/ui/message-scroller.tsx", "scrollEdgeThreshold = DEFAULT_SCROLL_EDGE_THRESHOLD,", "scrollEdgeThreshold = 16,", "message-scroller.scroll-edge-threshold"),
        ("uniwind/components/interactions/section-index.tsx", "entering={ZoomIn.duration(200).reduceMotion(", "entering={ZoomIn.duration(200).duration(300).reduceMotion(", "section-index.bubble-enter-duration"),
        ("kotlin/interactions/SectionIndex.kt", "exit = fadeOut(tween(200))", "exit = fadeOut(tween(200), 0.3f)", "section-index.bubble-exit-opacity"),
        ("stylesheet/components/interactions/section-index.tsx", "style={styles.letter}>", "style={{ ...styles.letter, height: 18 }}>", "section-index.row-height"),
        ("swift/Components/MessageScroller.swift", "self.scrollEdgeThreshold = scrollEdgeThreshold\n", "self.scrollEdgeThreshold = scrollEdgeThreshold * 2\n", "message-scroller.scroll-edge-threshold"),
        ("kotlin/components/MessageScroller.kt", "MessageScrollerState(listState, threshold)", "MessageScrollerState(listState, threshold * 2)", "message-scroller.scroll-edge-threshold"),
        ("kotlin/components/MessageScroller.kt", "val threshold = with(LocalDensity.current) { 8.dp.toPx() }", "var threshold = with(LocalDensity.current) { 8.dp.toPx() }; threshold *= 2", "message-scroller.scroll-edge-threshold"),
        ("swift/Components/MessageScroller.swift", "scrollEdgeThreshold: scrollEdgeThreshold,\n      buttons", "scrollEdgeThreshold: scrollEdgeThreshold * 2,\n      buttons", "message-scroller.scroll-edge-threshold"),
        ("stylesheet/components/interactions/section-index.tsx", "letterText: { ...fontSize[\"2xs\"], fontWeight: \"600\" }", "letterText: { ...fontSize[\"2xs\"], fontWeight: \"600\", fontSize: 14 }", "section-index.letter-font"),
        ("uniwind/components/interactions/section-index.tsx", "className=\"h-4 min-w-3", "className=\"h-4 md:h-5 min-w-3", "section-index.row-height"),
        ("nativewind/components/interactions/section-index.tsx", "className=\"h-4 min-w-3", "className=\"h-4 landscape:h-5 min-w-3", "section-index.row-height"),
        ("uniwind/components/interactions/section-index.tsx", "<Text className=\"text-2xs font-semibold text-link\">", "<Text className=\"text-2xs font-semibold text-link\" style={{ color: \"#FF3B30\" }}>", "section-index.letter-color"),
        ("uniwind/components/interactions/section-index.tsx", "<Text className=\"text-2xs font-semibold text-link\">", "<Text className=\"text-2xs font-semibold text-link\" style={{ fontWeight: \"700\" }}>", "section-index.letter-weight"),
        ("uniwind/components/interactions/section-index.tsx", "text-2xs font-semibold text-link", "text-2xs text-[13px] font-semibold text-link", "section-index.letter-font"),
        ("uniwind/components/interactions/section-index.tsx", "text-2xs font-semibold text-link", "text-2xs/6 font-semibold text-link", "section-index.letter-font"),
        ("kotlin/interactions/SectionIndex.kt", "scaleIn(tween(200), initialScale = 0.5f)", "scaleIn(initialScale = 0.5f)", "section-index.bubble-enter-duration"),
        ("kotlin/interactions/SectionIndex.kt", "scaleIn(tween(200), initialScale = 0.5f)", "scaleIn(spring(), initialScale = 0.5f)", "section-index.bubble-enter-easing"),
        ("kotlin/interactions/SectionIndex.kt", "exit = fadeOut(tween(200))", "exit = fadeOut()", "section-index.bubble-exit-duration"),
        ("swift/Interactions/SectionIndex.swift", "      .padding(.horizontal, 16)\n", "      .padding(.horizontal, 16)\n      .padding(.leading, 4)\n", "section-index.header-horizontal-padding"),
        ("swift/Components/MessageScroller.swift", "          .padding(.horizontal, 5)\n", "          .padding(.trailing, 1)\n          .padding(.horizontal, 5)\n", "message-scroller.badge-horizontal-padding"),
    ])
    func aChangeTheRulesOnceMissedIsReported(file: String, old: String, new: String, fact: String) throws {
        let copy = ReferenceCopy()
        let component = String(fact.prefix { $0 != "." })
        let before = Set(try copy.check(only: component).findings.filter { $0.fact == fact }.map(FindingKey.init))
        try copy.replace(file, old, new)
        let after = Set(try copy.check(only: component).findings.filter { $0.fact == fact }.map(FindingKey.init))
        #expect(!after.subtracting(before).isEmpty, "\(file): \(new) is not reported for \(fact)")
    }

    /// Rewriting a value in an equivalent notation changes no finding.
    @Test func equivalentNotationsChangeNothing() throws {
        let copy = ReferenceCopy()
        let before = Set(try copy.check().findings.map(FindingKey.init))
        try copy.replace("swift/Interactions/SectionIndex.swift", "duration: 0.2)", "duration: 0.20)")
        try copy.replace("kotlin/interactions/SectionIndex.kt", "tween(200)", "tween(durationMillis = 200)")
        try copy.replace(
            "uniwind/components/interactions/section-index.tsx", "\"h-4 min-w-3 items-center justify-center\"",
            "\"justify-center min-w-3 items-center h-4\"")
        try copy.replace("kotlin/theme/Tokens.kt", "Color(0xFFFFFFFF)", "Color(0xffffffff)")
        try copy.replace("swift/Theme/Tokens.swift", ".init(0xFFFFFF)", ".init(0xffffff)")
        try copy.replace("kotlin/interactions/SectionIndex.kt", "private val RowHeight = 16.dp", "private val RowHeight = (8 * 2).dp")
        try copy.replace("stylesheet/components/interactions/section-index.tsx", "height: 16,", "height: 8 * 2,")
        try copy.replace("kotlin/interactions/SectionIndex.kt", "initialScale = 0.5f", "initialScale = 0.50f")
        try copy.replace("kotlin/interactions/SectionIndex.kt", ".size(56.dp)", ".size(width = 56.dp, height = 56.dp)")
        try copy.replace("kotlin/interactions/SectionIndex.kt", "widthIn(min = 12.dp)", "widthIn(12.dp)")
        // A label written as a position, where the signature puts it: the easing is
        // tween's third parameter (it was read as the second, the delay), alpha copy's first, the target scale scaleOut's second.
        try copy.replace("kotlin/components/MessageScroller.kt", "tween(200, easing = EnterEasing)", "tween(200, 0, EnterEasing)")
        try copy.replace("kotlin/interactions/SectionIndex.kt", "colors.surface.copy(alpha = 0.94f)", "colors.surface.copy(0.94f)")
        try copy.replace("kotlin/interactions/SectionIndex.kt", ", targetScale = 0.5f", ", 0.5f")
        // An object the call takes whole, by the signatures (it was "not found").
        try copy.replace(
            "kotlin/interactions/SectionIndex.kt", ".padding(horizontal = 16.dp, vertical = 6.dp)",
            ".padding(PaddingValues(horizontal = 16.dp, vertical = 6.dp))")
        try copy.replace("kotlin/interactions/SectionIndex.kt", ".padding(start = 12.dp)", ".padding(paddingValues = PaddingValues(start = 12.dp))")
        try copy.replace("uniwind/components/ui/message-scroller.tsx", "Easing.bezier(0.23, 1, 0.32, 1)", "Easing.bezierFn(0.23, 1, 0.32, 1)")
        // The badge's padding by position: its horizontal is no ring width (`{ index: 0, label:
        // all }` read it), and its vertical no button inset.
        try copy.replace("kotlin/components/MessageScroller.kt", ".padding(horizontal = 5.dp),", ".padding(5.dp, 0.dp),")
        try copy.replace("kotlin/components/MessageScroller.kt", "contentPadding: PaddingValues = PaddingValues(16.dp)", "contentPadding: PaddingValues = PaddingValues(all = 16.dp)")
        // SwiftUI's edge set by its edges (it was not found).
        try copy.replace("swift/Interactions/SectionIndex.swift", ".padding(.horizontal, 16)", ".padding([.trailing, .leading], 16)")
        // A side padded next to a padding of its edge set, which a fact of its own reads
        // (the bar's leading padding), is that fact's: the measurement moved past it.
        try copy.replace(
            "swift/Interactions/SectionIndex.swift",
            "    .onGeometryChange(for: CGFloat.self) { $0.size.height } action: { height = $0 }\n    .padding(.leading, 12)\n",
            "    .padding(.leading, 12)\n    .onGeometryChange(for: CGFloat.self) { $0.size.height } action: { height = $0 }\n")
        // A side padded again by nothing, next to its padding, adds nothing.
        try copy.replace("swift/Components/MessageScroller.swift", "          .padding(.horizontal, 5)\n", "          .padding(.horizontal, 5)\n          .padding(.leading, 0)\n")
        let after = Set(try copy.check().findings.map(FindingKey.init))
        #expect(after == before, "new: \(after.subtracting(before)), gone: \(before.subtracting(after))")
    }

    /// A rem that differs from the one the classes were written for makes many facts
    /// drift together; the report names the rem as their one cause.
    @Test func aChangedRemIsReportedAsOneCause() throws {
        let copy = ReferenceCopy()
        let result = try copy.check(rem: [.uniwind: 16, .nativewind: 14])
        let remCaused = result.findings.filter { $0.cause?.hasPrefix("rem:") == true }
        #expect(remCaused.count >= 8)
        #expect(remCaused.allSatisfy { $0.platform == .nativewind })
        #expect(result.findings.contains { $0.fact == "section-index.row-height" && $0.platform == .nativewind && $0.cause != nil })
        #expect(!result.findings.contains { $0.platform == .uniwind && $0.cause?.hasPrefix("rem:") == true })
    }
}

/// One written value changed to another, in the file's text.
struct Mutation {
    let text: String
    /// What changed, for messages.
    let change: String

    static let tokenSwaps: [String: String] = [
        "xs3": "xl3", "xs2": "xl2", "xl2": "xs2", "xl3": "xs3", "sm": "lg", "2xs": "sm", "3xl": "sm",
        "semibold": "bold", "SemiBold": "Bold", "bold": "regular", "Regular": "Light", "link": "label", "label": "link",
        "labelSecondary": "label", "label-secondary": "label", "surfaceRaised": "surface", "surface-raised": "surface",
        "surface": "label", "separator": "label", "accent": "danger", "onAccent": "label", "on-accent": "label",
        "lg": "md", "md": "lg", "xl": "md", "surfaceSecondary": "label", "surface-secondary": "label",
        "controlPressed": "label",
    ]

    /// Changes the value written at `location`: a token name becomes another token's,
    /// else every number in it gets one more digit, else the constants it names do.
    static func make(raw: String, kind: FactKind?, at location: Location, in text: String) -> Mutation? {
        guard let start = index(of: location, in: text) else { return nil }
        // An adjusted value reads `8.dp − 2.dp`: the written part is the first.
        let candidates = [raw] + [" − ", " + "].compactMap { marker in raw.components(separatedBy: marker).first }
        for candidate in candidates {
            guard let end = end(of: candidate, from: start, in: text) else { continue }
            let segment = String(text[start..<end])
            if let replacement = mutate(segment, kind: kind) {
                return Mutation(text: text.replacingCharacters(in: start..<end, with: replacement), change: "\(segment) → \(replacement)")
            }
            return mutateDeclarations(named: segment, in: text)
        }
        return nil
    }

    private static func index(of location: Location, in text: String) -> String.Index? {
        var line = 1
        var index = text.startIndex
        while line < location.line {
            guard let newline = text[index...].firstIndex(of: "\n") else { return nil }
            index = text.index(after: newline)
            line += 1
        }
        return text.unicodeScalars.index(index, offsetBy: location.column - 1, limitedBy: text.endIndex)
    }

    /// Where `raw` (white space collapsed) ends in `text` from `start`, white space aside.
    private static func end(of raw: String, from start: String.Index, in text: String) -> String.Index? {
        var position = start
        for character in raw {
            if character == " " {
                while position < text.endIndex, text[position].isWhitespace { position = text.index(after: position) }
                continue
            }
            while position < text.endIndex, text[position].isWhitespace, text[position] != character {
                position = text.index(after: position)
            }
            guard position < text.endIndex, text[position] == character else { return nil }
            position = text.index(after: position)
        }
        return position
    }

    static func mutate(_ raw: String, kind: FactKind?) -> String? {
        if raw.hasPrefix("0x") { return nil }
        if kind == .opacity, raw.hasPrefix("bg-"), !raw.contains("/") { return raw + "/50" }
        if kind == .opacity, raw.range(of: #"^[A-Za-z.]+$"#, options: .regularExpression) != nil { return nil }
        if let match = raw.range(of: #"^(dark:|active:)*(bg|text|border|shadow|font|rounded)-"#, options: .regularExpression),
            let swap = tokenSwaps[String(raw[match.upperBound...])]
        {
            return String(raw[..<match.upperBound]) + swap
        }
        if raw == "border" { return "border-2" }
        if raw.contains("?") {
            let swapped = swapMemberTokens(raw)
            if swapped != raw { return swapped }
        }
        if let range = raw.range(of: #"[A-Za-z0-9]+$"#, options: .regularExpression), let swap = tokenSwaps[String(raw[range])] {
            return raw.replacingCharacters(in: range, with: swap)
        }
        // Every member token (`colors.surfaceRaised`, `Typography.sm`), so each branch changes.
        let swapped = swapMemberTokens(raw)
        if swapped != raw { return swapped }
        if raw.range(of: #"[0-9]"#, options: .regularExpression) != nil {
            return raw.replacingOccurrences(of: #"[0-9]+(\.[0-9]+)?"#, with: "$07", options: .regularExpression)
        }
        if raw.hasPrefix("\"") { return "\"x" + raw.dropFirst() }
        return nil
    }

    static func swapMemberTokens(_ raw: String) -> String {
        var result = ""
        var rest = Substring(raw)
        while let range = rest.range(of: #"(?<=\.)[A-Za-z0-9]+"#, options: .regularExpression) {
            result += rest[..<range.lowerBound]
            result += tokenSwaps[String(rest[range])] ?? String(rest[range])
            rest = rest[range.upperBound...]
        }
        return result + rest
    }

    /// For a value that names constants (`EnterEasing`, `active ? ENTER_EASING : EXIT_EASING`):
    /// the numbers of those constants' declarations in the same file.
    static func mutateDeclarations(named raw: String, in text: String) -> Mutation? {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var changed: [String] = []
        for name in raw.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }) where name.first?.isUppercase == true {
            guard let index = lines.firstIndex(where: {
                $0.range(of: #"\b(val|let|const|var)\s+"# + name + #"\b[^=]*="#, options: .regularExpression) != nil
            }) else { continue }
            lines[index] = lines[index].replacingOccurrences(of: #"(?<=\()([0-9]+(\.[0-9]+)?)"#, with: "$17", options: .regularExpression)
            changed.append(String(name))
        }
        guard !changed.isEmpty else { return nil }
        return Mutation(text: lines.joined(separator: "\n"), change: "the numbers of \(changed.joined(separator: ", "))")
    }
}
