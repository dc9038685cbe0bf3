/// The string functions code formats labels with, as each language's library defines
/// them: Kotlin's and JavaScript's count, cut and search UTF-16 units (a cut through a
/// surrogate pair, which the interpreter's strings cannot hold, is refused); Swift's split
/// Characters, compared by canonical equivalence. Each language's own whitespace is
/// trimmed. Expected values in the tests are kotlinc's, Node's and swiftc's.
///
/// - JavaScript: `split`, `trim`, `trimStart`, `trimEnd`, `substring`, `slice`, `padStart`,
///   `padEnd`, `includes`, `indexOf`, `repeat`, `charAt`, `replace` and `replaceAll` of a string.
/// - Kotlin: `split`, `trim`, `trimStart`, `trimEnd`, `substring`, `padStart`, `padEnd`,
///   `contains`, `indexOf`, `repeat`, `replace`, `reversed`, `isEmpty`, `isNotEmpty`, `isBlank`, `isNotBlank`.
/// - Swift: `split(separator:)`, `reversed()`, Foundation's `trimmingCharacters(in:)`, and
///   `contains`, `replacingOccurrences(of:with:)`, `components(separatedBy:)` of ASCII text.
enum StringFunctions {
    /// The value of the method `function` on `text`, or nil if it is none of these.
    static func method(_ function: Library, on text: String, _ arguments: [RValue], labels: [String?], semantics: Semantics)
        throws(RuntimeFailure) -> RValue?
    {
        switch semantics {
        case .javascript: try javaScript(function, text, arguments, labels: labels)
        case .kotlin: try kotlin(function, text, arguments, labels: labels)
        case .swift: try swift(function, text, arguments, labels: labels)
        }
    }

    private static func javaScript(_ function: Library, _ text: String, _ arguments: [RValue], labels: [String?]) throws(RuntimeFailure) -> RValue? {
        lazy var units = Array(text.utf16)
        switch function {
        case .split:
            guard arguments.count <= 1 else { throw refused("split with a limit") }
            guard let separator = try optionalString(arguments.first, function) else { return .list([.string(text)]) }
            // An empty separator splits into units; an empty string into nothing.
            if separator.isEmpty { return .list(try units.indices.map { index throws(RuntimeFailure) in .string(try cut(units, index..<index + 1)) }) }
            return .list(try pieces(units, at: Array(separator.utf16)).map(RValue.string))
        case .trim, .trimStart, .trimEnd:
            guard arguments.isEmpty else { throw refused("\(function) with arguments") }
            return .string(try trimmed(units, function, where: javaScriptWhitespace.contains))
        case .substring:
            // Both bounds clamped to the string, the smaller one first.
            let start = try clampedIndex(arguments, 0, count: units.count, otherwise: 0)
            let end = try clampedIndex(arguments, 1, count: units.count, otherwise: units.count)
            return .string(try cut(units, min(start, end)..<max(start, end)))
        case .slice:
            let start = try relativeIndex(arguments, 0, count: units.count, otherwise: 0)
            let end = try relativeIndex(arguments, 1, count: units.count, otherwise: units.count)
            return .string(start < end ? try cut(units, start..<end) : "")
        case .padStart, .padEnd:
            let length = try clampedIndex(arguments, 0, count: Int.max, otherwise: 0)
            let filler = try optionalString(arguments.count > 1 ? arguments[1] : nil, function) ?? " "
            return .string(try padded(units, to: length, with: Array(filler.utf16), atStart: function == .padStart))
        case .includes, .indexOf:
            guard arguments.count == 1, let search = try optionalString(arguments[0], function) else { throw refused("\(function) of other than one string") }
            let found = try firstOccurrence(of: Array(search.utf16), in: units, from: 0)
            return function == .includes ? .bool(found != nil) : Semantics.javascript.int(Int64(found ?? -1))
        case .repeat:
            guard arguments.count == 1, let count = arguments[0].asDouble else { throw refused("repeat of other than a count") }
            let times = count.isNaN ? 0 : count.rounded(.towardZero)
            guard times >= 0, times.isFinite else { throw RuntimeFailure.trap("RangeError: Invalid count value: \(arguments[0])") }
            // ("".repeat(1e300) is "": an empty text repeated is empty, however many times.)
            if text.isEmpty { return .string("") }
            guard times <= Double(Interpreter.sizeLimit) else { throw refused("a string longer than \(Interpreter.sizeLimit) bytes") }
            return .string(try repeated(text, Int(times)))
        case .charAt:
            let position = try integerOrInfinity(arguments.first ?? .double(0), function)
            guard position >= 0, position < Double(units.count) else { return .string("") }
            return .string(try cut(units, Int(position)..<Int(position) + 1))
        case .replace, .replaceAll:
            guard arguments.count == 2, case let .string(pattern) = arguments[0], case let .string(replacement) = arguments[1] else {
                throw refused("\(function) of other than two strings")
            }
            // `$&`, `$1`, … are patterns in a replacement: not followed.
            guard !replacement.contains("$") else { throw refused("\(function) with $ in the replacement") }
            return .string(try replaced(units, Array(pattern.utf16), with: replacement, all: function == .replaceAll))
        default:
            return nil
        }
    }

    private static func kotlin(_ function: Library, _ text: String, _ arguments: [RValue], labels: [String?]) throws(RuntimeFailure) -> RValue? {
        // `ignoreCase = true`, `limit = 2`, `startIndex = 1`: not followed.
        guard !labels.contains(where: { $0 != nil }) else { throw refused("\(function) with a named argument") }
        lazy var units = Array(text.utf16)
        switch function {
        case .split:
            guard arguments.count == 1, case let .string(delimiter) = arguments[0] else { throw refused("split by other than one delimiter") }
            // An empty delimiter matches before every unit and at the end.
            if delimiter.isEmpty { return .list(try ([""] + units.indices.map { index throws(RuntimeFailure) in try cut(units, index..<index + 1) } + [""]).map(RValue.string)) }
            return .list(try pieces(units, at: Array(delimiter.utf16)).map(RValue.string))
        case .trim, .trimStart, .trimEnd:
            guard arguments.isEmpty else { throw refused("\(function) of given characters") }
            return .string(try trimmed(units, function, where: kotlinWhitespace.contains))
        case .isEmpty where arguments.isEmpty: return .bool(text.isEmpty)
        case .isNotEmpty where arguments.isEmpty: return .bool(!text.isEmpty)
        case .isBlank where arguments.isEmpty, .isNotBlank where arguments.isEmpty:
            return .bool(units.allSatisfy(kotlinWhitespace.contains) == (function == .isBlank))
        case .substring:
            guard (1...2).contains(arguments.count), case let .int(start, _) = arguments[0] else { throw refused("substring of other than indices") }
            var end = Int64(units.count)
            if arguments.count == 2 {
                guard case let .int(given, _) = arguments[1] else { throw refused("substring of other than indices") }
                end = given
            }
            guard start >= 0, end <= units.count, start <= end else {
                throw RuntimeFailure.trap("StringIndexOutOfBoundsException: begin \(start), end \(end), length \(units.count)")
            }
            return .string(try cut(units, Int(start)..<Int(end)))
        case .padStart, .padEnd:
            guard (1...2).contains(arguments.count), case let .int(length, _) = arguments[0] else { throw refused("\(function) of other than a length") }
            guard length >= 0 else { throw RuntimeFailure.trap("IllegalArgumentException: Desired length \(length) is less than zero.") }
            var filler: [UInt16] = [0x20]
            if arguments.count == 2 {
                guard case let .string(character) = arguments[1], character.utf16.count == 1 else { throw refused("\(function) with other than a Char") }
                filler = Array(character.utf16)
            }
            return .string(try padded(units, to: Int(length), with: filler, atStart: function == .padStart))
        case .contains, .indexOf:
            guard arguments.count == 1, case let .string(search) = arguments[0] else { return nil }
            let found = try firstOccurrence(of: Array(search.utf16), in: units, from: 0)
            return function == .contains ? .bool(found != nil) : .int(Int64(found ?? -1), bits: 32)
        case .repeat:
            guard arguments.count == 1, case let .int(count, _) = arguments[0] else { throw refused("repeat of other than a count") }
            guard count >= 0 else { throw RuntimeFailure.trap("IllegalArgumentException: Count 'n' must be non-negative, but was \(count).") }
            return .string(try repeated(text, Int(count)))
        case .replace:
            guard arguments.count == 2, case let .string(old) = arguments[0], case let .string(new) = arguments[1] else {
                throw refused("replace of other than two strings")
            }
            return .string(try replaced(units, Array(old.utf16), with: new, all: true))
        case .format:
            throw refused("format, whose text depends on the device's locale (a decimal comma in German)")
        case .reversed where arguments.isEmpty:
            // `StringBuilder.reverse()`: by code points, a surrogate pair kept together.
            return .string(String(String.UnicodeScalarView(text.unicodeScalars.reversed())))
        default:
            return nil
        }
    }

    private static func swift(_ function: Library, _ text: String, _ arguments: [RValue], labels: [String?]) throws(RuntimeFailure) -> RValue? {
        switch function {
        case .split:
            guard arguments.count == 1, labels == ["separator"], case let .string(separator) = arguments[0], !separator.isEmpty else {
                throw refused("split of other than one separator")
            }
            return .list(swiftPieces(Array(text), at: Array(separator)).map(RValue.string))
        case .reversed where arguments.isEmpty:
            // The Characters in reverse (`String(s.reversed())`).
            return .string(String(text.reversed()))
        case .contains, .replacingOccurrences, .components:
            return try swiftSearch(function, text, arguments, labels: labels)
        case .trimmingCharacters:
            guard arguments.count == 1, labels == ["in"], case let .string(set) = arguments[0], let members = foundationSets[set] else {
                throw refused("trimmingCharacters(in:) of other than .whitespaces or .whitespacesAndNewlines")
            }
            // Foundation on Linux counts U+200B as whitespace, on Apple's platforms not.
            guard !text.unicodeScalars.contains("\u{200B}") else { throw refused("trimmingCharacters(in:) of a text with U+200B") }
            var scalars = Substring(text).unicodeScalars
            while let first = scalars.first, members.contains(first.value) { scalars.removeFirst() }
            while let last = scalars.last, members.contains(last.value) { scalars.removeLast() }
            return .string(String(scalars))
        default:
            return nil
        }
    }

    /// `contains(_:)`, `replacingOccurrences(of:with:)` and `components(separatedBy:)` of
    /// text within printable ASCII (tab and newline too), where the standard library's
    /// Characters and Foundation's search, which either may be, agree; elsewhere (a
    /// combining accent, `\r\n`, one Character) and for an empty search they are refused.
    private static func swiftSearch(_ function: Library, _ text: String, _ arguments: [RValue], labels: [String?]) throws(RuntimeFailure) -> RValue? {
        let expected: [String?] = switch function {
        case .contains: [nil]
        case .replacingOccurrences: ["of", "with"]
        default: ["separatedBy"]
        }
        guard labels == expected else { return nil }
        var texts: [String] = [text]
        for argument in arguments {
            guard case let .string(part) = argument else { throw refused("\(function) of \(argument)") }
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

    /// A string argument; nil for none or `undefined`.
    private static func optionalString(_ value: RValue?, _ function: Library) throws(RuntimeFailure) -> String? {
        switch value {
        case nil, .null?: return nil
        case let .string(text)?: return text
        default: throw refused("\(function) of \(value!)")
        }
    }

    /// ECMAScript's ToIntegerOrInfinity of a number argument (NaN is 0).
    private static func integerOrInfinity(_ value: RValue, _ function: Library) throws(RuntimeFailure) -> Double {
        if value == .null { return 0 }
        guard let number = value.asDouble else { throw refused("\(function) of \(value)") }
        return number.isNaN ? 0 : number.rounded(.towardZero)
    }

    /// An index argument clamped to `0...count` (`substring`, a pad's length); `otherwise` where it is not given.
    private static func clampedIndex(_ arguments: [RValue], _ position: Int, count: Int, otherwise: Int) throws(RuntimeFailure) -> Int {
        guard arguments.indices.contains(position), arguments[position] != .null else { return otherwise }
        let index = try integerOrInfinity(arguments[position], .substring)
        return Int(min(max(index, 0), Double(min(count, Interpreter.sizeLimit + 1))))
    }

    /// An index argument that counts from the end where negative (`slice`), clamped to `0...count`.
    private static func relativeIndex(_ arguments: [RValue], _ position: Int, count: Int, otherwise: Int) throws(RuntimeFailure) -> Int {
        guard arguments.indices.contains(position), arguments[position] != .null else { return otherwise }
        let index = try integerOrInfinity(arguments[position], .slice)
        return Int(index < 0 ? max(Double(count) + index, 0) : min(index, Double(count)))
    }

    private static func refused(_ what: String) -> RuntimeFailure {
        RuntimeFailure(message: "not analyzable: \(what)")
    }
}
