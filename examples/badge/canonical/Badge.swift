/// The canonical Badge: a count in a capsule.
enum BadgeSpec {
    static let minSize: Double = 18
    static let horizontalPadding: Double = 5
    static let background = ColorToken.accent
    static let text = ColorToken.onAccent
    static let cap = 99

    /// The label for a count: nothing for none, `99+` above the cap.
    static func label(count: Int) -> String {
        if count <= 0 { return "" }
        if count > cap { return "\(cap)+" }
        return "\(count)"
    }
}
