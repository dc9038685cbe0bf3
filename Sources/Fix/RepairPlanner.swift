import Extraction
import Foundation
import Model

/// How a platform writes values at a finding's site, beyond what the literal shows.
public struct Notation: Sendable {
    /// The utility a Tailwind fact reads (`h`, `bg`), for class rewrites.
    public let tailwindUtility: String?
    /// px per rem, for the spacing scale.
    public let rem: Decimal
    /// The file's language (`kotlin`, `tsx`), for values written as whole expressions.
    public var language = ""
    /// The only names a canonical token (kebab-case) may be written as here (a TSX alias
    /// table), or nil where a token is written by its own name.
    public let tokenNames: @Sendable (String) -> [String]?

    public init(tailwindUtility: String?, rem: Decimal, tokenNames: @escaping @Sendable (String) -> [String]?) {
        self.tailwindUtility = tailwindUtility
        self.rem = rem
        self.tokenNames = tokenNames
    }
}

/// Finds the edit that makes a drifting value the canonical one. It tries the places
/// the value was read from (`SourceLeaf`s): each candidate text is checked by reading
/// the fact again from the edited file, so an edit is proposed only if it gives exactly
/// the canonical value and the file still parses.
///
/// Numbers are solved, not guessed: each literal is moved by one and read again, which
/// shows which parts of the value it controls and how (units, conversions, `rem`, the
/// signs of sums). A value two literals control alike (`56.dp + 16.dp`) is not fixed:
/// nothing says which to change.
public struct RepairPlanner {
    /// Reads the fact at this finding's observation from the file as it would be with
    /// the given text; nil if the text does not parse cleanly or the value is gone.
    public typealias Reader = (String) -> Value?
    /// Reads the fact with number literals read as other text (by start byte), without
    /// parsing again: a trial, where `Reader` is the proof.
    public typealias Probe = ([Int: String]) -> Value?

    let path: String
    let text: String
    let current: Value
    let target: Value
    let leaves: [SourceLeaf]
    let notation: Notation
    let probe: Probe
    let read: Reader
    /// The file's top-level constants that hold the target value, by name: what a
    /// reference to a value is best changed to (`easing = EnterEasing`).
    public var constantsHoldingTarget: () -> [String] = { [] }

    public init(
        path: String, text: String, current: Value, target: Value, leaves: [SourceLeaf], notation: Notation,
        probe: @escaping Probe, read: @escaping Reader
    ) {
        self.path = path
        self.text = text
        self.current = current
        self.target = target
        self.leaves = leaves
        self.notation = notation
        self.probe = probe
        self.read = read
    }

    /// The most places a value is planned from: each is tried by reading the value again
    /// (a helper called with the same literal three thousand times had taken a minute).
    static let plannedLeaves = 64

    public func plan() -> Repair {
        guard leaves.count <= Self.plannedLeaves else {
            return .notFixable("the value is read from \(leaves.count) places; which to change is not clear")
        }
        let candidates = leaves.filter { $0.kind != .number }
        for leaf in candidates {
            if let edit = firstVerified(leaf, texts: replacements(for: leaf)) { return .edits([edit]) }
        }
        if leaves.contains(where: \.isMissingArgument) {
            if let name = ExpressionNotation.unimported(target, language: notation.language, fileText: text) {
                return .notFixable("\(target.display) would be written with \(name), which this file does not import (fix adds no import)")
            }
            return .notFixable("\(target.display) cannot be written as an argument here")
        }
        for leaf in leaves where leaf.kind == .number {
            if let edit = firstVerified(leaf, texts: colorLiterals(like: leaf.text)) { return .edits([edit]) }
        }
        return solveNumbers()
    }

    // MARK: Candidates

    private func replacements(for leaf: SourceLeaf) -> [String] {
        switch leaf.kind {
        case .tailwindClass:
            guard let utility = notation.tailwindUtility else { return [] }
            return TailwindNotation.candidates(
                for: target, utility: utility, original: leaf.text, rem: notation.rem, tokenNames: spellings(kebabFirst: true))
        case .name:
            // A weight written by name (`FontWeight.SemiBold`, `.semibold`).
            if case let .quantity(quantity) = target, FontWeightNames.weights[leaf.text.lowercased()] != nil {
                return FontWeightNames.names(for: quantity.value, like: leaf.text)
            }
            // Compose's numbered one (`FontWeight.W700`) stays numbered.
            if case let .quantity(quantity) = target, FontWeightNames.isNumberedName(leaf.text) {
                return FontWeightNames.numberedName(for: quantity.value).map { [$0] } ?? []
            }
            // A reference that is the whole expression becomes a constant of the file that
            // holds the value, else (a named curve) the Bézier in the platform's API.
            if !target.isToken, !isMember(leaf) {
                let expression = ExpressionNotation.render(target, language: notation.language, fileText: text)
                return constantsHoldingTarget() + [expression].compactMap { $0 }
            }
            return spellings(kebabFirst: false)
        case .string:
            return stringLiterals(like: leaf.text)
        case .number:
            return []
        case let .missingArgument(before, after):
            return ExpressionNotation.render(target, language: notation.language, fileText: text).map { [before + $0 + after] } ?? []
        }
    }

    /// Whether a name leaf follows a `.` (`Easing.ease`).
    private func isMember(_ leaf: SourceLeaf) -> Bool {
        let bytes = Array(text.utf8)
        var position = leaf.range.lowerBound - 1
        while position >= 0, bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\n") { position -= 1 }
        return position >= 0 && bytes[position] == UInt8(ascii: ".")
    }

    /// How the target token may be written: the platform's aliases, else its own name
    /// in the case the place uses (kebab-case in classes and strings, camelCase in code).
    private func spellings(kebabFirst: Bool) -> [String] {
        guard case let .token(name, _) = target else { return [] }
        if let aliases = notation.tokenNames(name) { return aliases }
        let camel = TokenCase.camel(name)
        return unique(kebabFirst ? [name, camel] : [camel, name])
    }

    /// A string literal with the canonical text (or token), in the same quotes, when the
    /// text needs no escaping.
    private func stringLiterals(like literal: String) -> [String] {
        let content: String
        switch target {
        case let .text(text): content = text
        case let .token(name, _): content = name
        case let .quantity(quantity):
            // A number written as a string (`fontWeight: "600"`), or a weight by its CSS
            // keyword (`"bold"`), which React Native has only for 400 and 700: another
            // weight is its number (`"600"`).
            let inner = String(literal.dropFirst().dropLast())
            if literal.count > 2, FontWeightNames.weights[inner.lowercased()] != nil {
                let keyword = FontWeightNames.names(for: quantity.value, like: inner).first { ["normal", "bold"].contains($0.lowercased()) }
                content = keyword ?? "\(quantity.value)"
                break
            }
            guard literal.count > 2, Decimal(plainNumber: inner) != nil, let text = NumberNotation.render(quantity.value, like: inner)
            else { return [] }
            content = text
        case let .color(color):
            guard let text = CSSColorNotation.render(color, like: String(literal.dropFirst().dropLast())) else { return [] }
            content = text
        default: return []
        }
        guard let quote = literal.first, "\"'`".contains(quote), literal.last == quote, literal.count >= 2 else { return [] }
        let contents = target.isToken ? spellings(kebabFirst: true) : [content]
        return contents.filter { !$0.contains(where: Self.needsEscaping.contains) }.map { "\(quote)\($0)\(quote)" }
    }

    /// What a string literal would have to escape (or interpolates): such text is left.
    private static let needsEscaping: Set<Character> = ["\"", "'", "`", "\\", "$", "\n", "\r", "{", "}"]

    /// A hex color literal with the canonical color: `0xAARRGGBB` where the literal has
    /// eight digits (Compose's `Color(0xFF1D1D1F)`), `0xRRGGBB` where it has six. For an
    /// opacity written as a color's alpha byte (`Color(0x14000000)`), the literal's color
    /// with the canonical alpha's byte.
    private func colorLiterals(like literal: String) -> [String] {
        guard literal.lowercased().hasPrefix("0x") else { return [] }
        let hex = String(literal.dropFirst(2).filter(\.isHexDigit))
        var values: [UInt64] = []
        switch target {
        case let .color(color):
            let rgb = UInt64(color.red) << 16 | UInt64(color.green) << 8 | UInt64(color.blue)
            if hex.count == 8 { values.append(UInt64(color.alphaByte) << 24 | rgb) }
            if hex.count == 6 { values.append(rgb) }
        case let .quantity(opacity) where opacity.unit == .none && hex.count == 8:
            guard let bits = UInt64(hex, radix: 16) else { return [] }
            values.append(UInt64(Opacity(opacity.value).byte) << 24 | bits & 0xFF_FFFF)
        default:
            return []
        }
        return values.compactMap { NumberNotation.render(Decimal($0), like: literal) }
    }

    private func firstVerified(_ leaf: SourceLeaf, texts: [String]) -> Edit? {
        for replacement in texts where replacement != leaf.text {
            let edit = TextEdits.edit(path: path, text: text, range: leaf.range, replacement: replacement)
            if let edited = TextEdits.apply([edit], to: text), read(edited) == target { return edit }
        }
        return nil
    }

    // MARK: Numbers

    /// Which parts of the value a literal controls, and the literal that gives the
    /// canonical parts. Literals that give the value alike (the calls that pass it, the
    /// branches of a compile-time condition that agree) are solved together: each is
    /// written with the same replacement.
    private struct Solution {
        let leaves: [SourceLeaf]
        let controls: Set<Int>
        let replacement: String
    }

    private func solveNumbers() -> Repair {
        guard let now = current.scalars, let wanted = target.scalars, now.count == wanted.count else {
            return .notFixable("no literal gives \(target.display) here (the value is not a number written in this file)")
        }
        var remaining = Set(now.indices.filter { now[$0] != wanted[$0] })
        let solutions = leaves.filter { $0.kind == .number }.compactMap { solve($0, now: now, wanted: wanted) }
        var chosen: [Solution] = []
        for solution in solutions where !solution.controls.isDisjoint(with: remaining) {
            let rivals = solutions.filter { $0.leaves != solution.leaves && !$0.controls.isDisjoint(with: solution.controls) }
            if !rivals.isEmpty {
                let lines = ([solution] + rivals).map { "\($0.leaves[0].text)" }.joined(separator: ", ")
                return .notFixable("the value is computed from several literals (\(lines)); which one to change is not clear")
            }
            chosen.append(solution)
            remaining.subtract(solution.controls)
        }
        guard !chosen.isEmpty else {
            return .notFixable("no literal in this file gives \(target.display) (the value is computed or comes from elsewhere)")
        }
        // The literals give some parts (a color's channels), and nothing written gives the
        // rest (its opacity): said so, rather than that no literal gives it.
        guard remaining.isEmpty else {
            return .notFixable("the literals here give only part of \(target.display): a part the source does not write (such as an opacity) is added by hand")
        }
        let edits = chosen.flatMap { solution in
            solution.leaves.map { TextEdits.edit(path: path, text: text, range: $0.range, replacement: solution.replacement) }
        }
        guard let edited = TextEdits.apply(edits, to: text), read(edited) == target else {
            return .notFixable("changing the literals does not give \(target.display)")
        }
        return .edits(edits.sorted())
    }

    /// Whether a number literal's fraction gives it its type: in Swift and Kotlin `1` is an
    /// Int and `1.0` a Double; JavaScript has one number type.
    private var typedByFraction: Bool { notation.language == "swift" || notation.language == "kotlin" }

    /// Whether `leaf` is an integer literal of a Swift or Kotlin expression of several
    /// literals, whose type is then an Int's. A literal a member is read on (`28.dp`,
    /// `4.toFloat()`) is converted, and may take a fraction (`28.5.dp`). (A hexadecimal
    /// one is left out: no fraction is written in its notation.)
    private func isIntegerAmongOthers(_ leaf: SourceLeaf, besides twins: [SourceLeaf]) -> Bool {
        guard typedByFraction, leaves.filter({ $0.kind == .number && !twins.contains($0) }).count > 0 else { return false }
        let after = Array(text.utf8.dropFirst(leaf.range.upperBound).prefix(2))
        let converted = after.count == 2 && after[0] == UInt8(ascii: ".") && (after[1] | 0x20) >= UInt8(ascii: "a") && (after[1] | 0x20) <= UInt8(ascii: "z")
        return !converted && NumberLiteral.isInteger(leaf.text) && !leaf.text.lowercased().hasPrefix("0x")
    }

    /// Moves a literal by one and reads the value again: the parts that change are the
    /// ones it controls, linearly with that slope.
    private func solve(_ leaf: SourceLeaf, now: [Decimal], wanted: [Decimal]) -> Solution? {
        guard let value = Self.literalValue(leaf.text) else { return nil }
        var twins = [leaf]
        var moved = probe([leaf.range.lowerBound: (value + 1).exactText])?.scalars
        // Moved alone, a literal that gives the value alike with others makes it depend on
        // which: the literals written alike move together.
        if moved == nil {
            twins = leaves.filter { $0.kind == .number && $0.text == leaf.text }
            moved = twins.count > 1 ? probe(Dictionary(twins.map { ($0.range.lowerBound, (value + 1).exactText) }) { first, _ in first })?.scalars : nil
        }
        guard let moved, moved.count == now.count else { return nil }
        let controls = Set(now.indices.filter { moved[$0] != now[$0] })
        var required: Decimal?
        for index in controls {
            let candidate = value + (wanted[index] - now[index]) / (moved[index] - now[index])
            if let required, required != candidate { return nil }
            required = candidate
        }
        guard let required, !controls.isEmpty else { return nil }
        // In Swift and Kotlin a whole literal beside others (`4 * 0`) is an Int: a fraction
        // there turns the expression into a Double (`4 * 0.75` was written into an Int constant).
        if isIntegerAmongOthers(leaf, besides: twins), !required.isWhole { return nil }
        if let replacement = NumberNotation.render(required, like: leaf.text, typedByFraction: typedByFraction) {
            return Solution(leaves: twins, controls: controls, replacement: replacement)
        }
        guard twins.count == 1 else { return nil }
        // A literal the source negates that must turn negative (`(-12).dp` that must read
        // 12): the sign goes instead. The whole value is read again before the edit stands.
        guard required < 0, Self.isNegated(text, before: leaf.range.lowerBound), let replacement = NumberNotation.render(-required, like: leaf.text, typedByFraction: typedByFraction)
        else { return nil }
        let range = Self.unwrapped((leaf.range.lowerBound - 1)..<leaf.range.upperBound, in: text)
        let signed = SourceLeaf(kind: leaf.kind, range: range, text: String(decoding: Array(text.utf8)[range], as: UTF8.self))
        return Solution(leaves: [signed], controls: controls, replacement: replacement)
    }

    /// The range with the parentheses written only to hold it (`(-12).dp`), which a
    /// positive number does not need: not a call's (`offset(-12)`), whose opening
    /// parenthesis follows a name or a closing bracket.
    static func unwrapped(_ range: Range<Int>, in text: String) -> Range<Int> {
        let bytes = Array(text.utf8)
        guard range.lowerBound >= 1, range.upperBound < bytes.count, bytes[range.lowerBound - 1] == UInt8(ascii: "("),
            bytes[range.upperBound] == UInt8(ascii: ")")
        else { return range }
        if range.lowerBound >= 2 {
            let before = Character(Unicode.Scalar(bytes[range.lowerBound - 2]))
            // (A byte past ASCII is part of a name's letter.)
            if !before.isASCII || before.isLetter || before.isNumber || "_)]?!>".contains(before) { return range }
        }
        return (range.lowerBound - 1)..<(range.upperBound + 1)
    }

    /// Whether a unary minus is written right before the literal: a `-` after an opening
    /// bracket, `=`, `,` or `:` (or first on its line), not the minus of `30-12`.
    static func isNegated(_ text: String, before position: Int) -> Bool {
        let before = Array(text.utf8.prefix(position).suffix(64))
        guard before.last == UInt8(ascii: "-") else { return false }
        let operand = before.dropLast().last { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }
        return operand.map { Array("(=,:[{\n".utf8).contains($0) } ?? true
    }

    /// A literal's number, as the extractor reads it.
    static func literalValue(_ text: String) -> Decimal? {
        var literal = text.replacingOccurrences(of: "_", with: "")
        if literal.lowercased().hasPrefix("0x") {
            let digits = literal.dropFirst(2).filter(\.isHexDigit)
            return UInt64(digits, radix: 16).map { Decimal($0) }
        }
        while let last = literal.last, "fFdDLuU".contains(last) { literal.removeLast() }
        return Decimal(string: literal, locale: Locale(identifier: "en_US_POSIX"))
    }

    private func unique(_ names: [String]) -> [String] {
        var seen: Set<String> = []
        return names.filter { seen.insert($0).inserted }
    }
}

extension SourceLeaf {
    var isMissingArgument: Bool {
        if case .missingArgument = kind { return true }
        return false
    }
}

extension Value {
    var isToken: Bool {
        if case .token = self { return true }
        return false
    }

    /// The value as numbers a literal can move: a quantity, a color's RGB and alpha, a
    /// Bézier's four points, a list's elements; nil for names and text.
    var scalars: [Decimal]? {
        switch self {
        case let .quantity(quantity): return [quantity.value]
        case let .color(color):
            return [Decimal(Int(color.red) << 16 | Int(color.green) << 8 | Int(color.blue)), color.alpha]
        case let .easing(.bezier(x1, y1, x2, y2)): return [x1, y1, x2, y2]
        case let .list(items):
            var result: [Decimal] = []
            for item in items {
                guard let scalars = item.scalars else { return nil }
                result += scalars
            }
            return result
        default: return nil
        }
    }
}

/// How token names are spelled in code.
public enum TokenCase {
    /// `surface-raised` → `surfaceRaised`.
    public static func camel(_ kebab: String) -> String {
        let words = kebab.split(separator: "-")
        guard let first = words.first else { return kebab }
        return String(first) + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
