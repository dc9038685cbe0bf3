import Model

/// Colors as TSX writes them, in CSS notation: a string (`"#E8EAF0"`) or a Tailwind
/// class's custom value (`bg-[#E8EAF0]`).
enum CSSColorNotation {
    /// `color` in the form of `original`: `#RRGGBB` (`#RRGGBBAA` where it has an alpha or
    /// the original had one), in the original's case, or `rgb(…)`/`rgba(r, g, b, a)`.
    static func render(_ color: RGBAColor, like original: String) -> String? {
        if original.lowercased().hasPrefix("rgb") {
            let channels = "\(color.red), \(color.green), \(color.blue)"
            let opaque = color.alphaByte == 255 && !original.lowercased().hasPrefix("rgba")
            return opaque ? "rgb(\(channels))" : "rgba(\(channels), \(color.alpha.exactText))"
        }
        guard original.hasPrefix("#") else { return nil }
        return hex(color, withAlpha: color.alphaByte != 255 || [5, 9].contains(original.count), lowercase: original.contains(where: \.isLowercase))
    }

    static func hex(_ color: RGBAColor, withAlpha: Bool, lowercase: Bool) -> String {
        var bytes = [color.red, color.green, color.blue]
        if withAlpha { bytes.append(UInt8(clamping: color.alphaByte)) }
        let digits = bytes.map { String(format: "%02X", $0) }.joined()
        return "#" + (lowercase ? digits.lowercased() : digits)
    }
}
