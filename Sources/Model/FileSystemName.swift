/// File names are bytes, Swift strings are Unicode. A name that is not valid UTF-8
/// keeps each byte that is not as the private-use scalar U+10FF00 + byte (as Python's
/// "surrogateescape" does), so the file can be opened again, and is printed as `\x{ff}`.
/// (A name that really contains U+10FF00…U+10FFFF is taken as escaped bytes.)
public enum FileSystemName {
    private static let base: UInt32 = 0x10FF00

    /// The name of these bytes, invalid UTF-8 escaped.
    public static func decode(_ bytes: [UInt8]) -> String {
        if let valid = String(validating: bytes, as: UTF8.self) { return valid }
        var name = ""
        var index = 0
        while index < bytes.count {
            let length = sequenceLength(bytes[index])
            if length > 0, index + length <= bytes.count,
                let scalar = String(validating: bytes[index..<index + length], as: UTF8.self)
            {
                name += scalar
                index += length
            } else {
                name.unicodeScalars.append(Unicode.Scalar(base + UInt32(bytes[index]))!)
                index += 1
            }
        }
        return name
    }

    /// The bytes to give the system for `name`, NUL-terminated.
    public static func encode(_ name: String) -> [CChar] {
        bytes(of: name).map { CChar(bitPattern: $0) } + [0]
    }

    /// The name's bytes, as the file system holds them.
    public static func bytes(of name: String) -> [UInt8] {
        var bytes: [UInt8] = []
        for scalar in name.unicodeScalars {
            if let byte = escapedByte(scalar) {
                bytes.append(byte)
            } else {
                bytes.append(contentsOf: String(scalar).utf8)
            }
        }
        return bytes
    }

    /// The name with each escaped byte shown as the text report shows it (`\x{ff}`), for
    /// a format that holds only Unicode (JSON); other text as it is.
    public static func shown(_ name: String) -> String {
        guard name.unicodeScalars.contains(where: { escapedByte($0) != nil }) else { return name }
        var shown = ""
        for scalar in name.unicodeScalars {
            if let byte = escapedByte(scalar) { shown += "\\x{" + String(byte, radix: 16) + "}" } else { shown.unicodeScalars.append(scalar) }
        }
        return shown
    }

    /// The byte an escaped scalar stands for.
    public static func escapedByte(_ scalar: Unicode.Scalar) -> UInt8? {
        (base...base + 0xFF).contains(scalar.value) ? UInt8(scalar.value - base) : nil
    }

    private static func sequenceLength(_ lead: UInt8) -> Int {
        switch lead {
        case 0..<0x80: 1
        case 0xC2..<0xE0: 2
        case 0xE0..<0xF0: 3
        case 0xF0..<0xF5: 4
        default: 0
        }
    }
}
