import Foundation

/// Numbers written with a fixed number of decimals, as each platform's function writes
/// them. Both start from the double's exact decimal value and differ where it lies
/// exactly halfway: JavaScript's `toFixed` takes the larger magnitude (`(0.125).toFixed(2)`
/// is "0.13"), C's `printf`, which Swift's `String(format:)` calls, the even digit ("0.12").
/// The C library prints the exact value, so both are read from it.
/// (https://tc39.es/ecma262/#sec-number.prototype.tofixed)
enum NumberFormatting {
    /// JavaScript's `x.toFixed(digits)`.
    static func toFixed(_ value: RValue, _ arguments: [RValue]) throws(RuntimeFailure) -> RValue {
        guard let number = value.asDouble, arguments.count <= 1 else { throw RuntimeFailure(message: "not analyzable: toFixed of \(value)") }
        let requested = arguments.first.map { $0 == .null ? 0 : $0.asDouble } ?? 0
        guard let requested else { throw RuntimeFailure(message: "not analyzable: toFixed(\(arguments[0]))") }
        let digits = requested.isNaN ? 0 : requested.rounded(.towardZero)
        guard (0...100).contains(digits) else { throw RuntimeFailure.trap("RangeError: toFixed() digits argument must be between 0 and 100") }
        guard number.isFinite, abs(number) < 1e21 else { return .string(try Builtins.text(value, .javascript)) }
        // The exact digits, then half up by the first digit left out.
        let exact = cFormat("%.1100f", number.magnitude)
        guard let point = exact.firstIndex(of: ".") else { throw RuntimeFailure(message: "not analyzable: toFixed of \(value)") }
        var kept = Array(exact[..<point]) + Array(exact[exact.index(after: point)...].prefix(Int(digits)))
        let next = exact[exact.index(after: point)...].dropFirst(Int(digits)).first ?? "0"
        if next >= "5" { kept = incremented(kept) }
        let whole = String(kept.dropLast(Int(digits)))
        let fraction = String(kept.suffix(Int(digits)))
        return .string((number < 0 ? "-" : "") + whole + (digits > 0 ? "." + fraction : ""))
    }

    /// Swift's `String(format:_:)` of the conversions labels use: `%d`, `%i` (of a value
    /// within 32 bits, which is what they read on Apple's platforms), `%ld`, `%lld`,
    /// `%x`, `%f`, `%e`, `%g` with their flags, width and precision, `%@` of a string,
    /// and `%%`; anything else is not analyzable.
    static func swiftFormat(_ format: String, _ arguments: [RValue]) throws(RuntimeFailure) -> RValue {
        var result = ""
        var remaining = arguments[...]
        var characters = format[...]
        while let percent = characters.firstIndex(of: "%") {
            result += characters[..<percent]
            characters = characters[characters.index(after: percent)...]
            guard let end = characters.firstIndex(where: { "diouxXfFeEgG@%".contains($0) }) else { throw unsupported(format) }
            let specification = String(characters[..<end])
            let conversion = characters[end]
            characters = characters[characters.index(after: end)...]
            if conversion == "%" {
                guard specification.isEmpty else { throw unsupported(format) }
                result += "%"
                continue
            }
            guard let argument = remaining.popFirst() else { throw unsupported(format, "with fewer arguments than conversions") }
            result += try converted(argument, specification, conversion, format)
        }
        guard remaining.isEmpty else { throw unsupported(format, "with more arguments than conversions") }
        return .string(result + characters)
    }

    private static func converted(_ argument: RValue, _ specification: String, _ conversion: Character, _ format: String) throws(RuntimeFailure) -> String {
        let flagsAndSize = specification.filter { !"lhqjzt".contains($0) }
        guard flagsAndSize.allSatisfy({ "-+ #0123456789.".contains($0) }) else { throw unsupported(format) }
        // A width or precision past any label's (the text is made in a fixed buffer).
        guard flagsAndSize.split(whereSeparator: { !$0.isNumber }).allSatisfy({ (Int($0) ?? .max) <= 100 }) else { throw unsupported(format) }
        switch (conversion, argument) {
        case ("@", let .string(text)) where specification.isEmpty:
            return text
        case ("d", let .int(number, _)), ("i", let .int(number, _)), ("o", let .int(number, _)), ("u", let .int(number, _)),
            ("x", let .int(number, _)), ("X", let .int(number, _)):
            // Without a 64-bit length (`l`, `q`, `j`, `z`, `t`), the C library reads 32 bits
            // of Swift's 64-bit Int.
            let width = integerWidth(specification)
            guard width == 64 || Int32(exactly: number) != nil else {
                throw RuntimeFailure(message: "not analyzable: %\(specification)\(conversion) of \(number), past 32 bits")
            }
            let bits = width == 64 ? number : truncated(number, to: width, unsigned: "ouxX".contains(conversion))
            return cFormat("%" + flagsAndSize + "ll" + String(conversion), bits)
        case (_, let .double(number)) where "fFeEgG".contains(conversion):
            return cFormat("%" + flagsAndSize + String(conversion), number)
        case (_, let .float(number)) where "fFeEgG".contains(conversion):
            // A Float is passed to C as a double.
            return cFormat("%" + flagsAndSize + String(conversion), Double(number))
        default:
            throw RuntimeFailure(message: "not analyzable: %\(specification)\(conversion) of \(argument) in String(format: \(RValue.string(format)))")
        }
    }

    /// The bits an integer conversion reads: 8 for `hh`, 16 for `h`, 64 for `l`, `ll`, `q`,
    /// `j`, `z` and `t`, else an `int`'s 32.
    private static func integerWidth(_ specification: String) -> Int {
        if specification.contains("hh") { return 8 }
        if specification.contains("h") { return 16 }
        return specification.contains(where: { "lqjzt".contains($0) }) ? 64 : 32
    }

    /// `number`'s low `width` bits, as the C library converts an `int` to a `short` or a
    /// `char` (`%hd` of 60000 is -5536), and reads the unsigned conversions (`%x` of -3 is
    /// fffffffd): sign-extended, or zero-extended when `unsigned`.
    private static func truncated(_ number: Int64, to width: Int, unsigned: Bool) -> Int64 {
        let low = number & ((Int64(1) << width) - 1)
        return !unsigned && low >= Int64(1) << (width - 1) ? low - (Int64(1) << width) : low
    }

    /// The C library's `snprintf` of one value.
    static func cFormat(_ format: String, _ value: any CVarArg) -> String {
        var buffer = [CChar](repeating: 0, count: 2048)
        let written = withVaList([value]) { vsnprintf(&buffer, buffer.count, format, $0) }
        return String(decoding: buffer.prefix(max(0, min(Int(written), buffer.count - 1))).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// A decimal's digits plus one in the last place.
    private static func incremented(_ digits: [Character]) -> [Character] {
        var result = digits
        var position = result.count - 1
        while position >= 0 {
            if result[position] == "9" {
                result[position] = "0"
                position -= 1
            } else {
                result[position] = Character(String(result[position].wholeNumberValue! + 1))
                return result
            }
        }
        return ["1"] + result
    }

    private static func unsupported(_ format: String, _ reason: String = "beyond %d, %f, %x, %e, %g, %@ and %%") -> RuntimeFailure {
        RuntimeFailure(message: "not analyzable: String(format: \(RValue.string(format))) \(reason)")
    }
}

/// A finite number's shortest round-trip digits, read from Swift's `description` of it
/// (`1.5e-05`, `12345678.0`), to write them in another language's notation.
struct ShortestDecimal {
    let negative: Bool
    /// No leading or trailing zeros; "0" for zero.
    let digits: String
    /// The number is 0.`digits` × 10^`pointPosition`.
    let pointPosition: Int

    init(_ swiftDescription: String) {
        negative = swiftDescription.hasPrefix("-")
        let parts = swiftDescription.drop { $0 == "-" }.split(separator: "e")
        let mantissa = parts[0]
        let exponent = parts.count == 2 ? Int(parts[1].drop { $0 == "+" }) ?? 0 : 0
        let integerPart = mantissa.prefix { $0 != "." }
        let allDigits = mantissa.filter { $0 != "." }
        let leadingZeros = allDigits.prefix { $0 == "0" }.count
        let significant = allDigits.dropFirst(leadingZeros).reversed().drop { $0 == "0" }.reversed()
        digits = significant.isEmpty ? "0" : String(significant)
        pointPosition = significant.isEmpty ? 1 : integerPart.count - leadingZeros + exponent
    }

    private var sign: String { negative ? "-" : "" }

    /// Without an exponent: `0.00001`, `1500`, `2.5`.
    var plain: String {
        if pointPosition <= 0 { return sign + "0." + String(repeating: "0", count: -pointPosition) + digits }
        if pointPosition >= digits.count { return sign + digits + String(repeating: "0", count: pointPosition - digits.count) }
        return sign + digits.prefix(pointPosition) + "." + digits.dropFirst(pointPosition)
    }

    /// One digit before the point: Java's `1.0E-4` (`fractionAlways`, no plus sign),
    /// JavaScript's `1e-7` and `1.5e+21`.
    func scientific(exponentMark: String, plusSign: String, fractionAlways: Bool) -> String {
        let fraction = digits.dropFirst()
        let fractionText = fraction.isEmpty ? (fractionAlways ? ".0" : "") : "." + fraction
        let exponent = pointPosition - 1
        return sign + digits.prefix(1) + fractionText + exponentMark + (exponent < 0 ? "-" : plusSign) + String(abs(exponent))
    }
}
