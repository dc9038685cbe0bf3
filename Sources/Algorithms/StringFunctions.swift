/// The string functions code formats labels with, as each language's library defines
/// them: Kotlin's and JavaScript's count, cut and search UTF-16 units (a cut through a
/// surrogate pair, which the interpreter's strings cannot hold, is refused); Swift's split
/// Characters, compared by canonical equivalence. Each language's own whitespace is
/// trimmed. Expected values in the tests are kotlinc's, Node's and swiftc's. Which
/// functions each language has is its table (`javaScriptMethods`, `kotlinMethods`,
/// `swiftMethods`); Swift's searches take printable ASCII only (see `swiftSearch`).
enum StringFunctions {
    /// One language's string method: nil where the call is another of that name (Kotlin's
    /// `isEmpty` with an argument is no string's).
    private typealias Method = @Sendable (_ call: Call) throws(RuntimeFailure) -> RValue?

    /// A call of a string method: the receiver's text and the call's arguments.
    private struct Call {
        let function: Library
        let text: String
        let arguments: [RValue]
        let labels: [String?]
        /// JavaScript's and Kotlin's view of the text.
        var units: [UInt16] { Array(text.utf16) }
    }

    /// The methods each language's strings have here, by function: the one list of them,
    /// which `Builtins` asks for every method called on a string.
    private static func methods(_ semantics: Semantics) -> [Library: Method] {
        switch semantics {
        case .javascript: javaScriptMethods
        case .kotlin: kotlinMethods
        case .swift: swiftMethods
        }
    }

    /// Whether `function` is a string method of the language (see `method`).
    static func has(_ function: Library, in semantics: Semantics) -> Bool {
        methods(semantics)[function] != nil
    }

    /// The value of the method `function` on `text`, or nil if it is none of these.
    static func method(_ function: Library, on text: String, _ arguments: [RValue], labels: [String?], semantics: Semantics)
        throws(RuntimeFailure) -> RValue?
    {
        guard let method = methods(semantics)[function] else { return nil }
        // Kotlin's `ignoreCase = true`, `limit = 2`, `startIndex = 1`: not followed.
        if semantics == .kotlin, labels.contains(where: { $0 != nil }) { throw refused("\(function) with a named argument") }
        return try method(Call(function: function, text: text, arguments: arguments, labels: labels))
    }

    /// Kotlin's string functions that take a Char as they take a one-unit string
    /// (`padStart(2, '0')`, `split(' ')`): where its lowering reads a Char literal.
    static let kotlinCharArguments: Set<Library> = [.padStart, .padEnd, .split, .contains, .indexOf, .replace]

    // MARK: JavaScript

    private static let javaScriptMethods: [Library: Method] = [
        .split: javaScriptSplit, .trim: javaScriptTrim, .trimStart: javaScriptTrim, .trimEnd: javaScriptTrim,
        .substring: javaScriptSubstring, .slice: javaScriptSlice, .padStart: javaScriptPad, .padEnd: javaScriptPad,
        .includes: javaScriptSearch, .indexOf: javaScriptSearch, .repeat: javaScriptRepeat, .charAt: javaScriptCharAt,
        .replace: javaScriptReplace, .replaceAll: javaScriptReplace,
    ]

    private static func javaScriptSplit(_ call: Call) throws(RuntimeFailure) -> RValue? {
        guard call.arguments.count <= 1 else { throw refused("split with a limit") }
        guard let separator = try optionalString(call.arguments.first, call.function) else { return .list([.string(call.text)]) }
        let units = call.units
        // An empty separator splits into units; an empty string into nothing.
        if separator.isEmpty { return .list(try units.indices.map { index throws(RuntimeFailure) in .string(try cut(units, index..<index + 1)) }) }
        return .list(try pieces(units, at: Array(separator.utf16)).map(RValue.string))
    }

    private static func javaScriptTrim(_ call: Call) throws(RuntimeFailure) -> RValue? {
        guard call.arguments.isEmpty else { throw refused("\(call.function) with arguments") }
        return .string(try trimmed(call.units, call.function, where: javaScriptWhitespace.contains))
    }

    /// Both bounds clamped to the string, the smaller one first.
    private static func javaScriptSubstring(_ call: Call) throws(RuntimeFailure) -> RValue? {
        let units = call.units
        let start = try clampedIndex(call.arguments, 0, count: units.count, otherwise: 0)
        let end = try clampedIndex(call.arguments, 1, count: units.count, otherwise: units.count)
        return .string(try cut(units, min(start, end)..<max(start, end)))
    }

    private static func javaScriptSlice(_ call: Call) throws(RuntimeFailure) -> RValue? {
        let units = call.units
        let start = try Builtins.relativeIndex(call.arguments, 0, count: units.count, otherwise: 0)
        let end = try Builtins.relativeIndex(call.arguments, 1, count: units.count, otherwise: units.count)
        return .string(start < end ? try cut(units, start..<end) : "")
    }

    private static func javaScriptPad(_ call: Call) throws(RuntimeFailure) -> RValue? {
        let length = try clampedIndex(call.arguments, 0, count: Int.max, otherwise: 0)
        let filler = try optionalString(call.arguments.count > 1 ? call.arguments[1] : nil, call.function) ?? " "
        return .string(try padded(call.units, to: length, with: Array(filler.utf16), atStart: call.function == .padStart))
    }

    private static func javaScriptSearch(_ call: Call) throws(RuntimeFailure) -> RValue? {
        guard call.arguments.count == 1, let search = try optionalString(call.arguments[0], call.function) else {
            throw refused("\(call.function) of other than one string")
        }
        let found = try firstOccurrence(of: Array(search.utf16), in: call.units, from: 0)
        return call.function == .includes ? .bool(found != nil) : Semantics.javascript.int(Int64(found ?? -1))
    }

    private static func javaScriptRepeat(_ call: Call) throws(RuntimeFailure) -> RValue? {
        guard call.arguments.count == 1, let count = call.arguments[0].asDouble else { throw refused("repeat of other than a count") }
        let times = count.isNaN ? 0 : count.rounded(.towardZero)
        guard times >= 0, times.isFinite else { throw RuntimeFailure.trap("RangeError: Invalid count value: \(call.arguments[0])") }
        // ("".repeat(1e300) is "": an empty text repeated is empty, however many times.)
        if call.text.isEmpty { return .string("") }
        guard times <= Double(Interpreter.sizeLimit) else { throw refused("a string longer than \(Interpreter.sizeLimit) bytes") }
        return .string(try repeated(call.text, Int(times)))
    }

    private static func javaScriptCharAt(_ call: Call) throws(RuntimeFailure) -> RValue? {
        let units = call.units
        let position = try integerOrInfinity(call.arguments.first ?? .double(0), call.function)
        guard position >= 0, position < Double(units.count) else { return .string("") }
        return .string(try cut(units, Int(position)..<Int(position) + 1))
    }

    private static func javaScriptReplace(_ call: Call) throws(RuntimeFailure) -> RValue? {
        guard call.arguments.count == 2, case let .string(pattern) = call.arguments[0], case let .string(replacement) = call.arguments[1] else {
            throw refused("\(call.function) of other than two strings")
        }
        // `$&`, `$1`, … are patterns in a replacement: not followed.
        guard !replacement.contains("$") else { throw refused("\(call.function) with $ in the replacement") }
        return .string(try replaced(call.units, Array(pattern.utf16), with: replacement, all: call.function == .replaceAll))
    }

    // MARK: Kotlin

    private static let kotlinMethods: [Library: Method] = [
        .split: kotlinSplit, .trim: kotlinTrim, .trimStart: kotlinTrim, .trimEnd: kotlinTrim,
        .isEmpty: kotlinTest, .isNotEmpty: kotlinTest, .isBlank: kotlinTest, .isNotBlank: kotlinTest,
        .substring: kotlinSubstring, .padStart: kotlinPad, .padEnd: kotlinPad, .contains: kotlinSearch, .indexOf: kotlinSearch,
        .repeat: kotlinRepeat, .replace: kotlinReplace, .format: kotlinFormat, .reversed: kotlinReversed,
    ]

    private static func kotlinSplit(_ call: Call) throws(RuntimeFailure) -> RValue? {
        guard call.arguments.count == 1, case let .string(delimiter) = call.arguments[0] else { throw refused("split by other than one delimiter") }
        let units = call.units
        // An empty delimiter matches before every unit and at the end.
        if delimiter.isEmpty { return .list(try ([""] + units.indices.map { index throws(RuntimeFailure) in try cut(units, index..<index + 1) } + [""]).map(RValue.string)) }
        return .list(try pieces(units, at: Array(delimiter.utf16)).map(RValue.string))
    }

    private static func kotlinTrim(_ call: Call) throws(RuntimeFailure) -> RValue? {
        guard call.arguments.isEmpty else { throw refused("\(call.function) of given characters") }
        return .string(try trimmed(call.units, call.function, where: kotlinWhitespace.contains))
    }

    /// `isEmpty()`, `isNotEmpty()`, `isBlank()`, `isNotBlank()`.
    private static func kotlinTest(_ call: Call) throws(RuntimeFailure) -> RValue? {
        guard call.arguments.isEmpty else { return nil }
        switch call.function {
        case .isEmpty: return .bool(call.text.isEmpty)
        case .isNotEmpty: return .bool(!call.text.isEmpty)
        default: return .bool(call.units.allSatisfy(kotlinWhitespace.contains) == (call.function == .isBlank))
        }
    }

    private static func kotlinSubstring(_ call: Call) throws(RuntimeFailure) -> RValue? {
        guard (1...2).contains(call.arguments.count), case let .int(start, _) = call.arguments[0] else { throw refused("substring of other than indices") }
        let units = call.units
        var end = Int64(units.count)
        if call.arguments.count == 2 {
            guard case let .int(given, _) = call.arguments[1] else { throw refused("substring of other than indices") }
            end = given
        }
        guard start >= 0, end <= units.count, start <= end else {
            throw RuntimeFailure.trap("StringIndexOutOfBoundsException: begin \(start), end \(end), length \(units.count)")
        }
        return .string(try cut(units, Int(start)..<Int(end)))
    }

    private static func kotlinPad(_ call: Call) throws(RuntimeFailure) -> RValue? {
        guard (1...2).contains(call.arguments.count), case let .int(length, _) = call.arguments[0] else { throw refused("\(call.function) of other than a length") }
        guard length >= 0 else { throw RuntimeFailure.trap("IllegalArgumentException: Desired length \(length) is less than zero.") }
        var filler: [UInt16] = [0x20]
        if call.arguments.count == 2 {
            guard case let .string(character) = call.arguments[1], character.utf16.count == 1 else { throw refused("\(call.function) with other than a Char") }
            filler = Array(character.utf16)
        }
        return .string(try padded(call.units, to: Int(length), with: filler, atStart: call.function == .padStart))
    }

    private static func kotlinSearch(_ call: Call) throws(RuntimeFailure) -> RValue? {
        guard call.arguments.count == 1, case let .string(search) = call.arguments[0] else { return nil }
        let found = try firstOccurrence(of: Array(search.utf16), in: call.units, from: 0)
        return call.function == .contains ? .bool(found != nil) : .int(Int64(found ?? -1), bits: 32)
    }

    private static func kotlinRepeat(_ call: Call) throws(RuntimeFailure) -> RValue? {
        guard call.arguments.count == 1, case let .int(count, _) = call.arguments[0] else { throw refused("repeat of other than a count") }
        guard count >= 0 else { throw RuntimeFailure.trap("IllegalArgumentException: Count 'n' must be non-negative, but was \(count).") }
        return .string(try repeated(call.text, Int(count)))
    }

    private static func kotlinReplace(_ call: Call) throws(RuntimeFailure) -> RValue? {
        guard call.arguments.count == 2, case let .string(old) = call.arguments[0], case let .string(new) = call.arguments[1] else {
            throw refused("replace of other than two strings")
        }
        return .string(try replaced(call.units, Array(old.utf16), with: new, all: true))
    }

    private static func kotlinFormat(_: Call) throws(RuntimeFailure) -> RValue? {
        throw refused("format, whose text depends on the device's locale (a decimal comma in German)")
    }

    /// `StringBuilder.reverse()`: by code points, a surrogate pair kept together.
    private static func kotlinReversed(_ call: Call) throws(RuntimeFailure) -> RValue? {
        guard call.arguments.isEmpty else { return nil }
        return .string(String(String.UnicodeScalarView(call.text.unicodeScalars.reversed())))
    }

    // MARK: Swift

    private static let swiftMethods: [Library: Method] = [
        .split: swiftSplit, .reversed: swiftReversed, .trimmingCharacters: swiftTrimming,
        .contains: swiftSearch, .replacingOccurrences: swiftSearch, .components: swiftSearch,
    ]

    private static func swiftSplit(_ call: Call) throws(RuntimeFailure) -> RValue? {
        // `maxSplits:` and `omittingEmptySubsequences:` are not followed.
        guard call.labels == ["separator"] else { throw refused("split(\(call.labels.map { "\($0 ?? "_"):" }.joined())) beyond split(separator:)") }
        guard case let .string(separator) = call.arguments[0], !separator.isEmpty else { throw refused("split of other than one separator") }
        return .list(swiftPieces(Array(call.text), at: Array(separator)).map(RValue.string))
    }

    /// The Characters in reverse (`String(s.reversed())`).
    private static func swiftReversed(_ call: Call) throws(RuntimeFailure) -> RValue? {
        guard call.arguments.isEmpty else { return nil }
        return .string(String(call.text.reversed()))
    }

    private static func swiftTrimming(_ call: Call) throws(RuntimeFailure) -> RValue? {
        guard call.arguments.count == 1, call.labels == ["in"], case let .string(set) = call.arguments[0], let members = foundationSets[set] else {
            throw refused("trimmingCharacters(in:) of other than .whitespaces or .whitespacesAndNewlines")
        }
        // Foundation on Linux counts U+200B as whitespace, on Apple's platforms not.
        guard !call.text.unicodeScalars.contains("\u{200B}") else { throw refused("trimmingCharacters(in:) of a text with U+200B") }
        var scalars = Substring(call.text).unicodeScalars
        while let first = scalars.first, members.contains(first.value) { scalars.removeFirst() }
        while let last = scalars.last, members.contains(last.value) { scalars.removeLast() }
        return .string(String(scalars))
    }

    /// `contains(_:)`, `replacingOccurrences(of:with:)` and `components(separatedBy:)` of
    /// text within printable ASCII (tab and newline too), where the standard library's
    /// Characters and Foundation's search, which either may be, agree; elsewhere (a
    /// combining accent, `\r\n`, one Character) and for an empty search they are refused.
    private static func swiftSearch(_ call: Call) throws(RuntimeFailure) -> RValue? {
        let (function, text, arguments, labels) = (call.function, call.text, call.arguments, call.labels)
        let expected: [String?] = switch function {
        case .contains: [nil]
        case .replacingOccurrences: ["of", "with"]
        default: ["separatedBy"]
        }
        guard labels == expected else { return nil }
        var texts: [String] = [text]
        for argument in arguments {
            guard case let .string(part) = argument else { throw refused("\(function) of \(argument)") }
            // `.whitespaces` is a CharacterSet (`components(separatedBy: .whitespaces)`),
            // which the interpreter holds as the member's text: not the text to search for.
            guard !isImplicitMember(part) else { throw refused("\(function) of \(part), a CharacterSet or another type's member") }
            texts.append(part)
        }
        guard texts.allSatisfy({ $0.utf8.allSatisfy { (0x20...0x7E).contains($0) || $0 == 0x09 || $0 == 0x0A } }), !texts[1].isEmpty else {
            throw refused("\(function) of text beyond printable ASCII, or of an empty search")
        }
        lazy var units = Array(text.utf16)
        let search = Array(texts[1].utf16)
        switch function {
        case .contains: return .bool(try firstOccurrence(of: search, in: units, from: 0) != nil)
        case .replacingOccurrences: return .string(try replaced(units, search, with: texts[2], all: true))
        default: return .list(try pieces(units, at: search).map(RValue.string))
        }
    }

    /// Whether `text` is how the interpreter holds an implicit member (`.whitespaces`).
    private static func isImplicitMember(_ text: String) -> Bool {
        guard text.first == ".", let first = text.dropFirst().first, first.isLetter else { return false }
        return text.dropFirst().allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    // MARK: Whitespace

    /// Unicode's space separators (Zs).
    private static let spaceSeparators: Set<UInt32> = Set([0x20, 0xA0, 0x1680, 0x202F, 0x205F, 0x3000] + Array(0x2000...0x200A))
    /// ECMAScript's WhiteSpace and LineTerminator (what `trim` removes).
    private static let javaScriptWhitespace: Set<UInt16> = Set((spaceSeparators.union([0x9, 0xA, 0xB, 0xC, 0xD, 0x2028, 0x2029, 0xFEFF])).map { UInt16($0) })
    /// Kotlin's `Char.isWhitespace()`: Java's `isWhitespace` or `isSpaceChar`.
    private static let kotlinWhitespace: Set<UInt16> = Set((spaceSeparators.union([0x9, 0xA, 0xB, 0xC, 0xD, 0x1C, 0x1D, 0x1E, 0x1F, 0x2028, 0x2029])).map { UInt16($0) })
    /// Foundation's `CharacterSet.whitespaces` (Zs and tab) and `.whitespacesAndNewlines`,
    /// by the name the code writes them with.
    private static let foundationSets: [String: Set<UInt32>] = [
        ".whitespaces": spaceSeparators.union([0x9]),
        ".whitespacesAndNewlines": spaceSeparators.union([0x9, 0xA, 0xB, 0xC, 0xD, 0x85, 0x2028, 0x2029]),
    ]

    /// The units without the whitespace at the start (`trim`, `trimStart`) and end (`trim`, `trimEnd`).
    private static func trimmed(_ units: [UInt16], _ function: Library, where isWhitespace: (UInt16) -> Bool) throws(RuntimeFailure) -> String {
        var start = 0
        var end = units.count
        if function != .trimEnd { while start < end, isWhitespace(units[start]) { start += 1 } }
        if function != .trimStart { while end > start, isWhitespace(units[end - 1]) { end -= 1 } }
        return try cut(units, start..<end)
    }

    // MARK: Units

    /// The text of `units[range]`; refused where the range cuts a surrogate pair.
    private static func cut(_ units: [UInt16], _ range: Range<Int>) throws(RuntimeFailure) -> String {
        for boundary in [range.lowerBound, range.upperBound]
        where boundary > 0 && boundary < units.count && UTF16.isLeadSurrogate(units[boundary - 1]) && UTF16.isTrailSurrogate(units[boundary]) {
            throw refused("a cut through a UTF-16 surrogate pair")
        }
        return String(decoding: units[range], as: UTF16.self)
    }

    /// Where `needle` first occurs in `units` at or after `start`.
    private static func firstOccurrence(of needle: [UInt16], in units: [UInt16], from start: Int) throws(RuntimeFailure) -> Int? {
        // The search compares up to every unit with every needle's: bounded, as a step's work is.
        let (work, overflow) = units.count.multipliedReportingOverflow(by: max(needle.count, 1))
        guard !overflow, work <= searchLimit else { throw refused("a search of \(needle.count) units in \(units.count)") }
        var position = start
        while position + needle.count <= units.count {
            if units[position..<position + needle.count].elementsEqual(needle) { return position }
            position += 1
        }
        return nil
    }

    /// Unit comparisons a search may make at most.
    private static let searchLimit = 50_000_000

    /// The texts between the occurrences of a non-empty separator, empty ones kept.
    private static func pieces(_ units: [UInt16], at separator: [UInt16]) throws(RuntimeFailure) -> [String] {
        var result: [String] = []
        var start = 0
        while let found = try firstOccurrence(of: separator, in: units, from: start) {
            result.append(try cut(units, start..<found))
            start = found + separator.count
        }
        result.append(try cut(units, start..<units.count))
        return result
    }

    /// Swift's `split(separator:)`: by Characters, empty pieces left out.
    private static func swiftPieces(_ characters: [Character], at separator: [Character]) -> [String] {
        var result: [String] = []
        var piece: [Character] = []
        var position = 0
        while position < characters.count {
            if characters[position...].starts(with: separator) {
                if !piece.isEmpty { result.append(String(piece)) }
                piece = []
                position += separator.count
            } else {
                piece.append(characters[position])
                position += 1
            }
        }
        if !piece.isEmpty { result.append(String(piece)) }
        return result
    }

    /// `pattern` replaced by `replacement`: the first occurrence, or each one from the
    /// start; an empty pattern occurs before every unit and at the end.
    private static func replaced(_ units: [UInt16], _ pattern: [UInt16], with replacement: String, all: Bool) throws(RuntimeFailure) -> String {
        var result = ""
        var start = 0
        var searchFrom = 0
        while let found = try firstOccurrence(of: pattern, in: units, from: searchFrom) {
            result += try cut(units, start..<found) + replacement
            try Interpreter.refuse(result.utf8.count, pastSizeLimitIn: .bytes)
            start = found + pattern.count
            searchFrom = found + max(pattern.count, 1)
            if !all || found >= units.count { break }
        }
        return result + (try cut(units, start..<units.count))
    }

    /// The text padded to `length` units with the filler repeated, cut to fit.
    private static func padded(_ units: [UInt16], to length: Int, with filler: [UInt16], atStart: Bool) throws(RuntimeFailure) -> String {
        guard length > units.count, !filler.isEmpty else { return String(decoding: units, as: UTF16.self) }
        try Interpreter.refuse(length, pastSizeLimitIn: .bytes)
        let missing = length - units.count
        let repeatedFiller = Array(repeating: filler, count: missing / filler.count + 1).joined()
        let padding = try cut(Array(repeatedFiller), 0..<missing)
        let text = String(decoding: units, as: UTF16.self)
        return atStart ? padding + text : text + padding
    }

    private static func repeated(_ text: String, _ count: Int) throws(RuntimeFailure) -> String {
        let (total, overflow) = text.utf8.count.multipliedReportingOverflow(by: count)
        try Interpreter.refuse(overflow ? .max : total, pastSizeLimitIn: .bytes)
        return String(repeating: text, count: count)
    }

    // MARK: Arguments

    /// A string argument; nil where none is given. A null or undefined one is refused
    /// (see `Builtins.nullOrUndefined`): `split(undefined)` keeps the text whole where
    /// `split(null)` splits at "null".
    private static func optionalString(_ value: RValue?, _ function: Library) throws(RuntimeFailure) -> String? {
        switch value {
        case nil: return nil
        case .null?: throw Builtins.nullOrUndefined(function)
        case let .string(text)?: return text
        default: throw refused("\(function) of \(value!)")
        }
    }

    /// ECMAScript's ToIntegerOrInfinity of a number argument (NaN is 0).
    private static func integerOrInfinity(_ value: RValue, _ function: Library) throws(RuntimeFailure) -> Double {
        if value == .null { return 0 }
        guard let number = value.asDouble else { throw refused("\(function) of \(value)") }
        return Builtins.integerOrInfinity(number)
    }

    /// An index argument clamped to `0...count` (`substring`, a pad's length); `otherwise` where it is not given.
    private static func clampedIndex(_ arguments: [RValue], _ position: Int, count: Int, otherwise: Int) throws(RuntimeFailure) -> Int {
        guard arguments.indices.contains(position) else { return otherwise }
        if arguments[position] == .null { return try Builtins.index(ofNullOrUndefined: otherwise, .substring) }
        let index = try integerOrInfinity(arguments[position], .substring)
        return Int(min(max(index, 0), Double(min(count, Interpreter.sizeLimit + 1))))
    }

    private static func refused(_ what: String) -> RuntimeFailure {
        RuntimeFailure(message: "not analyzable: \(what)")
    }
}
