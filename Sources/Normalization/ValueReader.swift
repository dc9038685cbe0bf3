import Extraction
import Foundation
import Model
import Rules

/// Reads an evaluated value as the fact's kind, recording each conversion.
struct ValueReader {
    let fact: FactShape
    let locator: Locator
    let context: NormalizationContext
    private(set) var steps: [String] = []
    private(set) var dependsOnRem = false
    /// For token facts: the token name as the platform wrote it, before aliases.
    private(set) var sourceToken: String?
    /// Whether the value is not read for want of the locator's `unit:`: the rule's
    /// fault, not the code's (see `NormalizedObservation.lacksRuleUnit`).
    private(set) var lacksRuleUnit = false

    init(fact: FactShape, locator: Locator, context: NormalizationContext) {
        self.fact = fact
        self.locator = locator
        self.context = context
    }

    typealias Result = (value: Value?, problem: String?)

    mutating func read(_ observation: Observation) -> Result {
        let value = droppingRelativeTerms(observation.value)
        if case let .conditional(condition, _, _) = value {
            // Each branch, nested ones too (a compile-time condition of three branches).
            let read = Self.branches(of: value).map { self.read($0, emSize: observation.emSize) }
            guard let first = read[0].value, read.allSatisfy({ $0.value == first }) else {
                var shown: [String] = []
                for display in read.map({ $0.value?.display ?? "?" }) where !shown.contains(display) { shown.append(display) }
                return (nil, "depends on '\(condition)': \(shown.joined(separator: " or ")); the rule must choose a branch")
            }
            return (first, nil)
        }
        return read(value, emSize: observation.emSize)
    }

    /// The values a conditional value may be, in order.
    private static func branches(of value: Evaluated) -> [Evaluated] {
        guard case let .conditional(_, then, otherwise) = value else { return [value] }
        return branches(of: then) + branches(of: otherwise)
    }

    private mutating func read(_ value: Evaluated, emSize: Evaluated?) -> Result {
        // A list of numbers (retry delays, a scale) compares element by element, each
        // element read as the fact's kind. Strings keep their own list reading.
        if case let .list(items) = value, fact.kind != .string {
            var values: [Value] = []
            for (position, item) in items.enumerated() {
                let element = read(item, emSize: emSize)
                guard let read = element.value else { return (nil, "element \(position + 1): \(element.problem ?? "unreadable")") }
                values.append(read)
            }
            return (.list(values), nil)
        }
        var result: Result
        switch fact.kind {
        case .length, .textSize, .letterSpacing: result = length(value, emSize: emSize)
        case .duration: result = duration(value)
        case .easing: result = easing(value)
        case .color: result = color(value)
        case .opacity, .scale: result = ratio(value)
        case .token: result = token(value)
        case .count: result = count(value)
        case .string: result = text(value)
        case .fontWeight: result = fontWeight(value)
        }
        if case let .quantity(quantity)? = result.value { result.value = .quantity(applyConversions(quantity)) }
        return result
    }

    // MARK: Kinds

    private mutating func length(_ value: Evaluated, emSize: Evaluated?) -> Result {
        switch value {
        case let .number(number, suffix):
            guard let unit = suffix ?? locator.unit ?? defaultLengthUnit else { return missingUnit("a bare number", units: nil) }
            return points(number, unit: unit, emSize: emSize)
        case let .tailwind(tailwindClass):
            return tailwindLength(tailwindClass)
        case let .affine(_, _, terms):
            return (nil, "depends on run-time \(terms.keys.sorted().joined(separator: ", "))")
        default:
            return (nil, "not a constant length: \(describe(value))")
        }
    }

    /// Unitless numbers are points in Swift and px in React Native; Kotlin must say.
    private var defaultLengthUnit: String? {
        switch context.platform.language {
        case .swift: "pt"
        case .tsx, .ts: "px"
        case .kotlin: nil
        }
    }

    private mutating func points(_ number: Decimal, unit: String, emSize: Evaluated?) -> Result {
        switch unit {
        // sp scales with the user's font size: it measures text, not a layout length.
        case "sp" where fact.kind == .length:
            return (nil, "\(number.exactText)sp is a text unit (it scales with the font size setting); a length is in dp")
        case "pt", "dp", "px", "sp":
            if unit != "pt" { steps.append("\(number.exactText)\(unit) = \(number.exactText)pt") }
            return (.quantity(Quantity(number, .points)), nil)
        case "em":
            guard case let .number(size, _)? = emSize else {
                return (nil, "\(number.exactText)em needs the font size (em-size in the rule)")
            }
            let result = number * size
            steps.append("\(number.exactText)em × \(size.exactText) = \(result.exactText)pt")
            return (.quantity(Quantity(result, .points)), nil)
        default:
            return (nil, "\(unit) is not a length unit")
        }
    }

    /// The utility a class is read as for the fact's Tailwind locator: its own, or a
    /// narrower one beside it (see `TailwindClass.utility(readFor:)`).
    private func readUtility(of tailwindClass: TailwindClass) -> String? {
        guard case let .tailwind(_, utility, _, _) = locator.target else { return nil }
        return tailwindClass.utility(readFor: utility)
    }

    private mutating func tailwindLength(_ tailwindClass: TailwindClass) -> Result {
        guard let utility = readUtility(of: tailwindClass), let raw = tailwindClass.value(ofUtility: utility) else {
            return (nil, "not a \(tailwindClass) length")
        }
        // A length takes no `/N` modifier: Tailwind makes no rule of `h-[18px]/2`, which
        // sets nothing (it had been read as 18). A font size's is its line height (`text-[14px]/5`).
        if let modifier = tailwindClass.opacityModifier, fact.kind != .textSize {
            return (nil, "\(tailwindClass) is no class: a length takes no /\(modifier) modifier")
        }
        let sign: Decimal = tailwindClass.negative ? -1 : 1
        if TailwindClass.measuresWidth(utility) {
            if raw.isEmpty {
                steps.append("\(utility) = 1px")
                return (.quantity(Quantity(1, .points)), nil)
            }
            if let width = Decimal(plainNumber: raw) {
                steps.append("\(tailwindClass) = \(width.exactText)px")
                return (.quantity(Quantity(sign * width, .points)), nil)
            }
        }
        if raw == "px" { return (.quantity(Quantity(sign, .points)), nil) }
        if let inner = TailwindClass.customValue(raw) {
            if inner.hasSuffix("rem"), let rems = Decimal(plainNumber: String(inner.dropLast(3))) {
                return remLength(sign * rems, of: tailwindClass)
            }
            let digits = inner.hasSuffix("px") ? String(inner.dropLast(2)) : inner
            guard let number = Decimal(plainNumber: digits) else {
                return (nil, "arbitrary value \(raw) is not in px or rem")
            }
            return (.quantity(Quantity(sign * number, .points)), nil)
        }
        if TailwindClass.setsRadius(utility) { return radius(raw, of: tailwindClass) }
        guard let scale = Decimal(plainNumber: raw) else {
            return (nil, "\(tailwindClass) is not on the spacing scale")
        }
        let result = sign * scale * context.rem / 4
        dependsOnRem = true
        steps.append("\(tailwindClass): \(scale.exactText) × \(context.rem.exactText)/4 = \(result.exactText)pt (rem \(context.rem.exactText))")
        return (.quantity(Quantity(result, .points)), nil)
    }

    /// A length in rem, in points at the platform's rem.
    private mutating func remLength(_ rems: Decimal, of tailwindClass: TailwindClass) -> Result {
        let result = rems * context.rem
        dependsOnRem = true
        steps.append("\(tailwindClass): \(rems.exactText)rem × \(context.rem.exactText) = \(result.exactText)pt (rem \(context.rem.exactText))")
        return (.quantity(Quantity(result, .points)), nil)
    }

    /// A corner radius by its scale's name (`rounded-xl`), not the spacing scale's steps.
    private mutating func radius(_ raw: String, of tailwindClass: TailwindClass) -> Result {
        if raw == "full" { return (.quantity(Quantity(TailwindClass.fullRadius, .points)), nil) }
        if raw == "sm" {
            let utility = readUtility(of: tailwindClass) ?? "rounded"
            return (nil, "\(tailwindClass) is 0.125rem in Tailwind v3 and 0.25rem in v4: write its value (\(utility)-[4px])")
        }
        guard let rems = TailwindClass.radiusScale[raw] else { return (nil, "\(tailwindClass) is not on the radius scale") }
        return remLength(rems, of: tailwindClass)
    }

    private mutating func missingUnit(_ what: String, units: String?) -> Result {
        lacksRuleUnit = true
        return (nil, "\(what): the rule must give its unit" + (units.map { " (\($0))" } ?? ""))
    }

    private mutating func duration(_ value: Evaluated) -> Result {
        switch value {
        case let .number(number, _):
            switch locator.unit {
            case "ms": return (.quantity(Quantity(number, .milliseconds)), nil)
            case "s":
                steps.append("\(number.exactText)s = \((number * 1000).exactText)ms")
                return (.quantity(Quantity(number * 1000, .milliseconds)), nil)
            default: return missingUnit("a bare duration", units: "ms or s")
            }
        case let .call(call) where ["milliseconds", "seconds"].contains(call.name):
            guard case let .number(number, _)? = call.argument(nil, index: 0) else { return (nil, "not a constant duration") }
            let millis = call.name == "seconds" ? number * 1000 : number
            return (.quantity(Quantity(millis, .milliseconds)), nil)
        case let .tailwind(tailwindClass):
            guard let raw = tailwindClass.value(ofUtility: "duration"), let millis = Self.tailwindMilliseconds(raw) else {
                return (nil, "not a duration class")
            }
            return (.quantity(Quantity(millis, .milliseconds)), nil)
        default:
            return (nil, "not a constant duration: \(describe(value))")
        }
    }

    /// `200`, `[250ms]`, `[0.25s]`: https://tailwindcss.com/docs/transition-duration
    static func tailwindMilliseconds(_ raw: String) -> Decimal? {
        if let number = Decimal(plainNumber: raw) { return number }
        guard raw.hasPrefix("["), raw.hasSuffix("]") else { return nil }
        let inner = String(raw.dropFirst().dropLast())
        if inner.hasSuffix("ms") { return Decimal(plainNumber: String(inner.dropLast(2))) }
        if inner.hasSuffix("s") { return Decimal(plainNumber: String(inner.dropLast())).map { $0 * 1000 } }
        return nil
    }

    /// Reanimated's `Easing.bezierFn` is `Easing.bezier`'s curve as a plain function
    /// (react-native-reanimated src/Easing.ts).
    private static let bezierCalls: Set<String> = ["CubicBezierEasing", "bezier", "bezierFn", "timingCurve", "CubicBezier", "cubicBezier"]

    private mutating func easing(_ value: Evaluated) -> Result {
        switch value {
        case let .call(call) where Self.bezierCalls.contains(call.name):
            let points = (0..<4).compactMap { index -> Decimal? in
                guard case let .number(number, _)? = call.argument(nil, index: index) else { return nil }
                return number
            }
            guard points.count == 4 else { return (nil, "a Bézier curve needs four constant numbers") }
            return (.easing(.bezier(points[0], points[1], points[2], points[3])), nil)
        case let .symbol(path):
            guard let name = path.last, let known = PlatformDefaults.composeEasings[name] else {
                return (.easing(.named(path.joined(separator: "."))), nil)
            }
            steps.append("\(name) = \(Value.easing(known).display)")
            return (.easing(known), nil)
        case .call:
            return (.easing(.named(describe(value))), nil)
        default:
            return (nil, "not an easing: \(describe(value))")
        }
    }

    private mutating func color(_ value: Evaluated) -> Result {
        if let written = cssColor(value) { return (.color(written), nil) }
        guard case let .call(call) = value else {
            if case let .symbol(path) = value, let named = Self.namedColors[path.last ?? ""] { return (.color(named), nil) }
            return (nil, "not a constant color: \(describe(value))")
        }
        switch call.name {
        case "copy", "opacity":
            guard let base = call.receiver, case let .color(color)? = self.color(base).value,
                case let .number(alpha, _)? = Self.alphaArgument(of: call)
            else { return (nil, "not a constant color: \(describe(value))") }
            return (.color(RGBAColor(red: color.red, green: color.green, blue: color.blue, alpha: alpha)), nil)
        case "Color" where context.platform.language == .kotlin && call.arguments.count >= 3:
            return Self.composeChannels(call).map { (.color($0), nil) } ?? (nil, "not a constant color: \(describe(value))")
        case "Color" where context.platform.language == .kotlin:
            guard case let .number(argb, _)? = call.argument(nil, index: 0), let bits = UInt32(exactly: NSDecimalNumber(decimal: argb).uint64Value)
            else { return (nil, "not a constant color: \(describe(value))") }
            let alpha = RGBAColor.alpha(ofByte: UInt8(bits >> 24))
            steps.append("ARGB 0x\(String(bits, radix: 16, uppercase: true)) → alpha \(alpha.exactText)")
            return (.color(RGBAColor(rgb: bits & 0xFFFFFF, alpha: alpha)), nil)
        case "Color" where context.platform.language == .swift:
            if let read = swiftUIColor(call, describing: value) { return read }
            fallthrough
        case "init", "RGBA", "Color":
            guard case let .number(rgb, _)? = call.argument(nil, index: 0) else {
                return (nil, "not a constant color: \(describe(value))")
            }
            var alpha: Decimal = 1
            if case let .number(given, _)? = call.argument(nil, index: 1) { alpha = given }
            return (.color(RGBAColor(rgb: UInt32(truncatingIfNeeded: NSDecimalNumber(decimal: rgb).intValue), alpha: alpha)), nil)
        default:
            return (nil, "not a constant color: \(describe(value))")
        }
    }

    /// SwiftUI's `Color` by sRGB channels or by white, and one wrapping a color
    /// (`Color(RGBA(0x1C1C1F, 0.92))`); nil for another initializer (`Color(0x1C1C1F)`).
    private mutating func swiftUIColor(_ call: EvaluatedCall, describing value: Evaluated) -> Result? {
        let channels = call.argument("white", index: nil) != nil ? ["white", "white", "white"] : ["red", "green", "blue"]
        if call.argument(channels[0], index: nil) != nil {
            return Self.swiftUIChannels(call, named: channels).map { (.color($0), nil) }
                ?? (nil, "not a constant color: \(describe(value)) (sRGB channels from 0 to 1)")
        }
        guard call.arguments.count == 1, call.arguments[0].label == nil, case .call = call.arguments[0].value else { return nil }
        return color(call.arguments[0].value)
    }

    /// SwiftUI's `Color(red:green:blue:opacity:)`, `Color(white:opacity:)`, and either with
    /// `.sRGB` first: channels from 0 to 1, rounded to the bytes a screen stores; another
    /// color space (`.displayP3`) is not read. Source: SwiftUI `Color.init(_ colorSpace:
    /// Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity:
    /// Double = 1)` and `init(_ colorSpace: = .sRGB, white: Double, opacity: Double = 1)`.
    private static func swiftUIChannels(_ call: EvaluatedCall, named names: [String]) -> RGBAColor? {
        if let space = call.argument(nil, index: 0) {
            guard case let .symbol(path) = space, path.last == "sRGB" else { return nil }
        }
        var numbers: [Double] = []
        for name in names {
            guard case let .number(number, nil)? = call.argument(name, index: nil) else { return nil }
            numbers.append(NSDecimalNumber(decimal: number).doubleValue)
        }
        var alpha: Decimal = 1
        if let opacity = call.argument("opacity", index: nil) {
            guard case let .number(given, nil) = opacity, (0...1).contains(given) else { return nil }
            alpha = given
        }
        guard numbers.allSatisfy({ (0...1).contains($0) }) else { return nil }
        let bytes = numbers.map { UInt8(($0 * 255 + 0.5).rounded(.down)) }
        return RGBAColor(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: alpha)
    }

    /// Compose's `Color(red, green, blue, alpha)` by channels: Int ones from 0 to 255, or
    /// Float ones from 0 to 1, which Compose rounds to bytes (`Color(0x1D, 0x1D, 0x1F)` had
    /// been read as the ARGB value 0x1D, transparent). Channels that may be either (0 and
    /// 1 only) are not read. Source: androidx.compose.ui.graphics `Color(red: Int, green:
    /// Int, blue: Int, alpha: Int = 0xFF)` and `Color(red: Float, …, alpha: Float = 1f)`.
    private static func composeChannels(_ call: EvaluatedCall) -> RGBAColor? {
        var channels: [Decimal] = []
        for (position, name) in ["red", "green", "blue", "alpha"].enumerated() {
            guard let argument = call.argument(name, index: position) else { break }
            guard case let .number(number, nil) = argument else { return nil }
            channels.append(number)
        }
        guard channels.count >= 3 else { return nil }
        let numbers = channels.map { NSDecimalNumber(decimal: $0).doubleValue }
        let wholes = numbers.compactMap { Int(exactly: $0) }
        let bytes: [UInt8]
        if wholes.count == numbers.count, wholes.contains(where: { $0 > 1 }) {
            let exact = wholes.compactMap { UInt8(exactly: $0) }
            guard exact.count == wholes.count else { return nil }
            bytes = exact
        } else if wholes.count < numbers.count, numbers.allSatisfy({ (0...1).contains($0) }) {
            bytes = numbers.map { UInt8(($0 * 255 + 0.5).rounded(.down)) }
        } else {
            return nil
        }
        let alpha = bytes.count == 4 ? RGBAColor.alpha(ofByte: bytes[3]) : 1
        return RGBAColor(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: alpha)
    }

    /// A color TSX writes as CSS does: a string (`"#E8EAF0"`, `"rgba(0, 113, 227, 0.5)"`)
    /// or a Tailwind class's custom value (`bg-[#E8EAF0]`, `bg-[#E8EAF0]/50`).
    private func cssColor(_ value: Evaluated) -> RGBAColor? {
        switch value {
        case let .string(text):
            return Self.cssColor(text)
        case let .tailwind(tailwindClass):
            guard let utility = readUtility(of: tailwindClass), let raw = tailwindClass.value(ofUtility: utility),
                let inside = TailwindClass.customValue(raw), var color = Self.cssColor(inside)
            else { return nil }
            if let modifier = tailwindClass.opacityModifier, let alpha = Self.tailwindOpacity(modifier) { color.alpha = alpha }
            return color
        default:
            return nil
        }
    }

    /// `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA` (https://www.w3.org/TR/css-color-4/#hex-notation),
    /// `rgb(r, g, b)` and `rgba(r, g, b, a)` with channels 0 to 255.
    static func cssColor(_ text: String) -> RGBAColor? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("#") {
            var digits = Array(trimmed.dropFirst())
            // ASCII digits only: `isHexDigit` also takes fullwidth ones ("#ＦＦＦ"), which
            // `UInt8(_:radix:)` does not read (the check trapped).
            guard [3, 4, 6, 8].contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isHexDigit }) else { return nil }
            if digits.count <= 4 { digits = digits.flatMap { [$0, $0] } }
            let channels = stride(from: 0, to: digits.count, by: 2).map { UInt8(String(digits[$0...($0 + 1)]), radix: 16)! }
            let alpha = channels.count == 4 ? RGBAColor.alpha(ofByte: channels[3]) : 1
            return RGBAColor(red: channels[0], green: channels[1], blue: channels[2], alpha: alpha)
        }
        for function in ["rgba(", "rgb("] where trimmed.lowercased().hasPrefix(function) && trimmed.hasSuffix(")") {
            let arguments = trimmed.dropFirst(function.count).dropLast().commaSeparated
            guard arguments.count == 3 || arguments.count == 4 else { return nil }
            let channels = arguments.prefix(3).compactMap { UInt8($0) }
            guard channels.count == 3 else { return nil }
            var alpha: Decimal = 1
            if arguments.count == 4 {
                guard let given = Decimal(plainNumber: arguments[3]), given >= 0, given <= 1 else { return nil }
                alpha = given
            }
            return RGBAColor(red: channels[0], green: channels[1], blue: channels[2], alpha: alpha)
        }
        return nil
    }

    private static let namedColors: [String: RGBAColor] = [
        "black": RGBAColor(rgb: 0), "Black": RGBAColor(rgb: 0),
        "white": RGBAColor(rgb: 0xFFFFFF), "White": RGBAColor(rgb: 0xFFFFFF),
    ]

    private mutating func ratio(_ value: Evaluated) -> Result {
        switch value {
        case let .number(number, _):
            return (.quantity(Quantity(number, .none)), nil)
        case let .call(call) where Self.alphaArgument(of: call) != nil:
            return ratio(Self.alphaArgument(of: call) ?? .unknown("no alpha"))
        case .call where fact.kind == .opacity:
            // A color written with its alpha (Compose's `Color(0x14000000)`): that alpha.
            guard case let .color(color)? = self.color(value).value else { return (nil, "not a constant opacity: \(describe(value))") }
            steps.append("\(describe(value)) has alpha \(color.alpha.exactText)")
            return (.quantity(Quantity(color.alpha, .none)), nil)
        case let .tailwind(tailwindClass):
            if let raw = tailwindClass.value(ofUtility: "opacity") {
                // A class that sets the opacity is not opaque: one it cannot read is no
                // value, nor one with a color's `/NN` modifier, which it does not take.
                guard tailwindClass.opacityModifier == nil, let opacity = Self.tailwindOpacity(raw) else {
                    return (nil, "not a constant opacity: \(tailwindClass)")
                }
                return (.quantity(Quantity(opacity, .none)), nil)
            }
            if let modifier = tailwindClass.opacityModifier {
                guard let opacity = Self.tailwindOpacity(modifier) else { return (nil, "not a constant opacity: \(tailwindClass)") }
                steps.append("/\(modifier) = \(opacity.exactText)")
                return (.quantity(Quantity(opacity, .none)), nil)
            }
            steps.append("\(tailwindClass) has no opacity modifier: opaque")
            return (.quantity(Quantity(1, .none)), nil)
        case let .affine(_, _, terms):
            return (nil, "depends on run-time \(terms.keys.sorted().joined(separator: ", "))")
        case .symbol where fact.kind == .opacity:
            steps.append("\(describe(value)) has no alpha or opacity: opaque")
            return (.quantity(Quantity(1, .none)), nil)
        default:
            return (nil, "not a constant number: \(describe(value))")
        }
    }

    /// `opacity-60` (a percent), `opacity-[0.6]`, `opacity-[.6]` or `opacity-[60%]`; also a
    /// color's modifier (`/60`, `/[0.6]`)
    /// (https://tailwindcss.com/docs/opacity#using-a-custom-value).
    static func tailwindOpacity(_ raw: String) -> Decimal? {
        guard var inside = TailwindClass.customValue(raw) else { return Decimal(plainNumber: raw).map { $0 / 100 } }
        let percent = inside.hasSuffix("%")
        if percent { inside.removeLast() }
        guard let number = Decimal(plainNumber: inside) else { return nil }
        return percent ? number / 100 : number
    }

    private mutating func token(_ value: Evaluated) -> Result {
        let drawn: (reference: Evaluated, opacity: Opacity?)
        switch opacityApplied(to: value) {
        case let .success(found): drawn = found
        case let .failure(problem): return (nil, problem.message)
        }
        guard let name = tokenName(drawn.reference) else { return (nil, "not a token reference: \(describe(value))") }
        if fact.tokenGroup == "font", let changed = Self.sizeChanged(value) {
            return (nil, "\(describe(value)) sets the \(changed) of text style \(name): it is not the token")
        }
        sourceToken = name
        // A custom value (`text-[#0066CC]`) or a color written in place (`color: "#FF3B30"`)
        // is no token: it is shown as written.
        if name.hasPrefix("[") || name.hasPrefix("#") { return (.token(name), nil) }
        var canonical = name
        if context.usesTSXNames, let group = fact.tokenGroup {
            // A group with a table lists every TSX name: one it lacks stands for no
            // canonical token (TSX `lg` once read as the canonical `lg`, which TSX calls `xl`).
            if let table = context.aliases.byGroup[group], table[name] == nil {
                return (nil, "TSX \(group) token \(name) is not in the rules' alias table for \(group) (\(table.keys.sorted().joined(separator: ", ")))")
            }
            canonical = context.aliases.canonical(name, group: group)
            if canonical != name { steps.append("TSX \(group) token \(name) = \(canonical) (alias table)") }
        }
        // Drawn fully opaque (`/100`, `.opacity(1)`), a token is itself.
        let opacity = drawn.opacity.flatMap { $0.byte == 255 ? nil : $0 }
        if let opacity { steps.append("\(name) drawn at opacity \(opacity.value.exactText)") }
        return (.token(Self.kebabCase(canonical), opacity: opacity), nil)
    }

    private struct Problem: Error {
        let message: String
    }

    /// A token drawn with another opacity, and that opacity: `Color.link.opacity(0.4)`
    /// (SwiftUI multiplies), `colors.link.copy(alpha = 0.4f)` (Compose sets it),
    /// `text-link/40`. Any other call on a token keeps it (`Typography.xs3.copy(color = …)`).
    /// A font size's `/N` is its line height (`text-sm/6`), not an opacity.
    private func opacityApplied(to value: Evaluated) -> Swift.Result<(reference: Evaluated, opacity: Opacity?), Problem> {
        if case let .tailwind(tailwindClass) = value, let modifier = tailwindClass.opacityModifier, fact.tokenGroup != "font" {
            guard let opacity = Self.tailwindOpacity(modifier) else { return .failure(Problem(message: "not a constant opacity: \(tailwindClass)")) }
            return .success((value, Opacity(opacity)))
        }
        // A color token's `copy` that sets a channel is another color.
        if case let .call(call) = value, call.name == "copy", fact.kind == .color, call.arguments.count > 1 || call.arguments.contains(where: { ["red", "green", "blue"].contains($0.label ?? "") }) {
            return .failure(Problem(message: "not a constant color: \(describe(value))"))
        }
        guard case let .call(call) = value, let alpha = Self.alphaArgument(of: call), let receiver = call.receiver else { return .success((value, nil)) }
        guard case let .number(number, _) = alpha else { return .failure(Problem(message: "not a constant opacity: \(describe(value))")) }
        return opacityApplied(to: receiver).map { inner in
            let multiplied = call.name == "opacity" ? (inner.opacity?.value ?? 1) * number : number
            return (inner.reference, Opacity(multiplied))
        }
    }

    /// The size a call on a text style sets, which the style's token is: Compose's
    /// `TextStyle.copy(fontSize = …, lineHeight = …, letterSpacing = …)`
    /// (https://developer.android.com/reference/kotlin/androidx/compose/ui/text/TextStyle#copy).
    /// Its other parameters (`color`, `fontWeight`) leave the token. A Tailwind font size's
    /// `/N` sets its line height (https://tailwindcss.com/docs/font-size#setting-the-line-height).
    private static func sizeChanged(_ value: Evaluated) -> String? {
        if case let .tailwind(tailwindClass) = value, tailwindClass.opacityModifier != nil { return "lineHeight" }
        guard case let .call(call) = value else { return nil }
        let sizes = ["fontSize", "lineHeight", "letterSpacing"]
        if call.name == "copy", let label = call.arguments.compactMap(\.label).first(where: sizes.contains) { return label }
        return call.receiver.flatMap(sizeChanged)
    }

    /// The alpha a call gives the color it is called on: Compose's `copy(alpha = …)`
    /// (`copy(0.4f)`: alpha is its first parameter), SwiftUI's `opacity(_:)`.
    private static func alphaArgument(of call: EvaluatedCall) -> Evaluated? {
        // Compose's `copy(alpha, red, green, blue)` also sets channels given beside the
        // alpha, which this does not read (`copy(0.5f, 1f)` had kept the red): no alpha then.
        guard call.name == "copy" || call.name == "opacity", call.arguments.count == 1 else { return nil }
        return call.argument("alpha", index: 0)
    }

    private func tokenName(_ value: Evaluated) -> String? {
        switch value {
        case let .symbol(path): return path.last
        case let .call(call): return call.receiver.flatMap(tokenName)
        case let .string(text): return text
        case let .tailwind(tailwindClass):
            return readUtility(of: tailwindClass).flatMap(tailwindClass.value(ofUtility:))
        default: return nil
        }
    }

    /// `surfaceRaised` → `surface-raised`; names already in kebab-case stay.
    static func kebabCase(_ name: String) -> String {
        var result = ""
        for character in name {
            if character.isUppercase, !result.isEmpty, result.last != "-" { result.append("-") }
            result.append(Character(character.lowercased()))
        }
        return result
    }

    private mutating func count(_ value: Evaluated) -> Result {
        if case let .tailwind(tailwindClass) = value, let utility = readUtility(of: tailwindClass),
            let raw = tailwindClass.value(ofUtility: utility)
        {
            // A plain number (`z-10`, `line-clamp-2`) or a custom one (`z-[10]`).
            guard let number = Decimal(plainNumber: TailwindClass.customValue(raw) ?? raw) else { return (nil, "not a constant count: \(tailwindClass)") }
            return (.quantity(Quantity(tailwindClass.negative ? -number : number, .none)), nil)
        }
        guard case let .number(number, _) = value else { return (nil, "not a constant count: \(describe(value))") }
        return (.quantity(Quantity(number, .none)), nil)
    }

    private mutating func text(_ value: Evaluated) -> Result {
        switch value {
        case let .string(text): return (.text(text), nil)
        case let .list(items):
            let strings = items.compactMap { item -> String? in
                if case let .string(text) = item { return text }
                return nil
            }
            guard strings.count == items.count else { return (nil, "not a list of constant strings") }
            return (.text(strings.joined(separator: " ")), nil)
        default: return (nil, "not a constant string: \(describe(value))")
        }
    }

    private mutating func fontWeight(_ value: Evaluated) -> Result {
        let name: String?
        switch value {
        case let .symbol(path): name = path.last
        case let .string(text): name = text
        case let .number(number, _): return (.quantity(Quantity(number, .none)), nil)
        case let .tailwind(tailwindClass):
            // A custom weight is its number: `font-[700]`.
            name = tailwindClass.value(ofUtility: "font").map { TailwindClass.customValue($0) ?? $0 }
        // Compose's `FontWeight(700)`, `FontWeight(weight = 700)`: a number.
        case let .call(call) where call.name == "FontWeight":
            guard case let .number(weight, _)? = call.argument("weight", index: 0) else { return (nil, "not a constant font weight: \(describe(value))") }
            return (.quantity(Quantity(weight, .none)), nil)
        default: name = nil
        }
        guard let name else { return (nil, "not a font weight: \(describe(value))") }
        if let number = Decimal(string: name), name.allSatisfy(\.isNumber) { return (.quantity(Quantity(number, .none)), nil) }
        // Compose's `FontWeight.W700` (https://developer.android.com/reference/kotlin/androidx/compose/ui/text/font/FontWeight).
        if case .symbol = value, name.count == 4, name.hasPrefix("W"), let number = Decimal(plainNumber: String(name.dropFirst())) {
            steps.append("\(name) = \(number.exactText)")
            return (.quantity(Quantity(number, .none)), nil)
        }
        guard let weight = FontWeightNames.weights[name.lowercased()] else { return (nil, "unknown font weight \(name)") }
        steps.append("\(name) = \(weight.exactText)")
        return (.quantity(Quantity(weight, .none)), nil)
    }

    // MARK: Helpers

    /// The value without the run-time terms the rule reads it relative to (`drag.y - 28`
    /// is −28 from the drag). Each must be there, once: a value that no longer follows the
    /// drag (`-28` alone) is another value, not −28 (it passed).
    private func droppingRelativeTerms(_ value: Evaluated) -> Evaluated {
        guard !locator.relativeTo.isEmpty else { return value }
        let missing = { (terms: [String: Decimal]) in locator.relativeTo.filter { terms[$0] != 1 } }
        switch value {
        case let .affine(constant, unit, terms):
            if let term = missing(terms).first { return .unknown("not relative to \(term) once, as the rule reads it (relative-to)") }
            let kept = terms.filter { !locator.relativeTo.contains($0.key) }
            return kept.isEmpty ? .number(constant, unit: unit) : .affine(constant: constant, unit: unit, terms: kept)
        case .number:
            return .unknown("not relative to \(locator.relativeTo.joined(separator: ", ")), as the rule reads it (relative-to)")
        case let .conditional(condition, then, otherwise):
            return .conditional(condition: condition, then: droppingRelativeTerms(then), otherwise: droppingRelativeTerms(otherwise))
        default:
            return value
        }
    }

    private mutating func applyConversions(_ quantity: Quantity) -> Quantity {
        var result = quantity
        for conversion in locator.conversions {
            switch conversion {
            case .negate:
                result.value = -result.value
                steps.append("negated: \(result.value.exactText)")
            case .radiusToBlur:
                result.value *= 2
                steps.append("shadow radius × 2 = blur \(result.value.exactText)")
            }
        }
        return result
    }

    private func describe(_ value: Evaluated) -> String {
        switch value {
        case let .number(number, unit): return number.exactText + (unit ?? "")
        case let .string(text): return "\"\(text)\""
        case let .bool(flag): return String(flag)
        case let .symbol(path): return path.joined(separator: ".")
        case let .call(call):
            let receiver = call.receiver.map { describe($0) + "." } ?? ""
            let arguments = call.arguments.map { ($0.label.map { "\($0): " } ?? "") + describe($0.value) }
            return "\(receiver)\(call.name)(\(arguments.joined(separator: ", ")))"
        case let .affine(constant, unit, terms):
            let parts = terms.keys.sorted().map { "\(terms[$0]!.exactText)·\($0)" }
            return ([constant.exactText + (unit ?? "")] + parts).joined(separator: " + ")
        case let .conditional(condition, then, otherwise): return "\(condition) ? \(describe(then)) : \(describe(otherwise))"
        case let .list(items): return "[" + items.map(describe).joined(separator: ", ") + "]"
        case let .tailwind(tailwindClass): return tailwindClass.text
        case let .unknown(reason): return reason
        }
    }
}
