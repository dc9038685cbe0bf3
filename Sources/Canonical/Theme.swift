// The canonical design tokens of uim: the platform-independent core of the SwiftUI
// theme (swift/Theme/Theme.swift and Tokens.swift in the docs). uim-parity reads the
// values below from this source; the test suite compiles and exercises it.

/// A length in points (= Compose dp = React Native px).
public typealias Points = Double

/// An sRGB color from `0xRRGGBB` and an alpha, as the SwiftUI theme writes it.
public struct RGBA: Hashable, Sendable {
    public let red: UInt8
    public let green: UInt8
    public let blue: UInt8
    public let alpha: Double

    public init(_ hex: UInt32, _ alpha: Double = 1) {
        red = UInt8((hex >> 16) & 0xFF)
        green = UInt8((hex >> 8) & 0xFF)
        blue = UInt8(hex & 0xFF)
        self.alpha = alpha
    }
}

/// A color token: one color in light mode and one in dark mode.
public struct ColorToken: Hashable, Sendable {
    public let light: RGBA
    public let dark: RGBA

    public init(light: RGBA, dark: RGBA) {
        self.light = light
        self.dark = dark
    }
}

extension ColorToken {
    public static let surface = ColorToken(light: RGBA(0xFFFFFF), dark: RGBA(0x000000))
    public static let surfaceSecondary = ColorToken(light: RGBA(0xF5F5F7), dark: RGBA(0x161617))
    public static let surfaceTertiary = ColorToken(light: RGBA(0xE8E8ED), dark: RGBA(0x2C2C2E))
    public static let surfaceRaised = ColorToken(light: RGBA(0xFFFFFF), dark: RGBA(0x1D1D1F))
    public static let label = ColorToken(light: RGBA(0x1D1D1F), dark: RGBA(0xF5F5F7))
    public static let labelSecondary = ColorToken(light: RGBA(0x6E6E73), dark: RGBA(0xA1A1A6))
    public static let labelTertiary = ColorToken(light: RGBA(0x86868B), dark: RGBA(0x86868B))
    public static let labelQuaternary = ColorToken(light: RGBA(0xD2D2D7), dark: RGBA(0x424245))
    public static let control = ColorToken(light: RGBA(0x000000, 0.04), dark: RGBA(0xFFFFFF, 0.1))
    public static let controlPressed = ColorToken(light: RGBA(0x000000, 0.12), dark: RGBA(0xFFFFFF, 0.22))
    public static let controlSelected = ColorToken(light: RGBA(0x1D1D1F), dark: RGBA(0xF5F5F7))
    public static let controlDisabled = ColorToken(light: RGBA(0x000000, 0.03), dark: RGBA(0xFFFFFF, 0.05))
    public static let onControlSelected = ColorToken(light: RGBA(0xFFFFFF), dark: RGBA(0x000000))
    public static let itemPressed = ColorToken(light: RGBA(0x000000, 0.08), dark: RGBA(0xFFFFFF, 0.12))
    public static let itemSelected = ColorToken(light: RGBA(0x000000, 0.06), dark: RGBA(0xFFFFFF, 0.1))
    public static let separator = ColorToken(light: RGBA(0xD2D2D7), dark: RGBA(0x424245))
    public static let separatorStrong = ColorToken(light: RGBA(0x86868B), dark: RGBA(0x6E6E73))
    public static let accent = ColorToken(light: RGBA(0x0071E3), dark: RGBA(0x0071E3))
    public static let accentPressed = ColorToken(light: RGBA(0x005BB8), dark: RGBA(0x004D9E))
    public static let accentSelected = ColorToken(light: RGBA(0x0071E3), dark: RGBA(0x0071E3))
    public static let accentDisabled = ColorToken(light: RGBA(0x0071E3, 0.4), dark: RGBA(0x0071E3, 0.4))
    public static let onAccent = ColorToken(light: RGBA(0xFFFFFF), dark: RGBA(0xFFFFFF))
    public static let accentSurface = ColorToken(light: RGBA(0x0071E3, 0.09), dark: RGBA(0x0071E3, 0.18))
    public static let accentSurfacePressed = ColorToken(light: RGBA(0x0071E3, 0.18), dark: RGBA(0x0071E3, 0.3))
    public static let link = ColorToken(light: RGBA(0x0066CC), dark: RGBA(0x2997FF))
    public static let focus = ColorToken(light: RGBA(0x0071E3), dark: RGBA(0x0071E3))
    public static let scrim = ColorToken(light: RGBA(0x000000, 0.48), dark: RGBA(0x000000, 0.48))
    public static let media = ColorToken(light: RGBA(0x000000), dark: RGBA(0x000000))
    public static let onMedia = ColorToken(light: RGBA(0xFFFFFF), dark: RGBA(0xFFFFFF))
    public static let danger = ColorToken(light: RGBA(0xD0000A), dark: RGBA(0xFF5447))
    public static let dangerSurface = ColorToken(light: RGBA(0xD70015, 0.08), dark: RGBA(0xFF453A, 0.2))
    public static let dangerSurfacePressed = ColorToken(light: RGBA(0xD70015, 0.16), dark: RGBA(0xFF453A, 0.36))
    public static let success = ColorToken(light: RGBA(0x008009), dark: RGBA(0x30D158))
    public static let successSurface = ColorToken(light: RGBA(0xEFFAF1), dark: RGBA(0x30D158, 0.16))
    public static let warning = ColorToken(light: RGBA(0xB64400), dark: RGBA(0xFF9F0A))
    public static let warningSurface = ColorToken(light: RGBA(0xFFF5EA), dark: RGBA(0xFF9F0A, 0.16))
}

/// The corner radius scale.
public enum Radius {
    public static let xs: Points = 3
    public static let sm: Points = 5
    public static let md: Points = 8
    public static let lg: Points = 10
    public static let xl: Points = 12
    public static let xl2: Points = 18
    public static let xl3: Points = 28
    public static let full: Points = 9999
}

/// A text style: size and line height in points, letter spacing in points (SwiftUI
/// `tracking`; Compose writes it in em, which is points divided by the size).
public struct TextStyle: Hashable, Sendable {
    public let size: Points
    public let lineHeight: Points
    public let letterSpacing: Points

    public init(size: Points, lineHeight: Points, letterSpacing: Points) {
        self.size = size
        self.lineHeight = lineHeight
        self.letterSpacing = letterSpacing
    }
}

extension TextStyle {
    public static let xs3 = TextStyle(size: 11, lineHeight: 13, letterSpacing: 0.066)
    public static let xs2 = TextStyle(size: 12, lineHeight: 16, letterSpacing: 0)
    public static let xs = TextStyle(size: 13, lineHeight: 18, letterSpacing: -0.078)
    public static let sm = TextStyle(size: 15, lineHeight: 20, letterSpacing: -0.24)
    public static let md = TextStyle(size: 16, lineHeight: 21, letterSpacing: -0.32)
    public static let base = TextStyle(size: 17, lineHeight: 22, letterSpacing: -0.442)
    public static let lg = TextStyle(size: 20, lineHeight: 25, letterSpacing: -0.46)
    public static let xl = TextStyle(size: 22, lineHeight: 28, letterSpacing: -0.264)
    public static let xl2 = TextStyle(size: 28, lineHeight: 34, letterSpacing: 0.392)
    public static let xl3 = TextStyle(size: 34, lineHeight: 41, letterSpacing: 0.408)
}

/// A drop shadow: black at an opacity, a SwiftUI blur radius (half the Compose/CSS
/// blur) and an offset.
public struct Shadow: Hashable, Sendable {
    public let opacity: Double
    public let radius: Points
    public let x: Points
    public let y: Points

    public init(opacity: Double, radius: Points, x: Points = 0, y: Points = 0) {
        self.opacity = opacity
        self.radius = radius
        self.x = x
        self.y = y
    }
}

extension Shadow {
    public static let md = Shadow(opacity: 0.08, radius: 6, x: 2, y: 4)
    public static let lg = Shadow(opacity: 0.12, radius: 12, y: 4)
}

/// Font weights by their CSS number.
public enum FontWeight: Int, Sendable {
    case regular = 400
    case medium = 500
    case semibold = 600
    case bold = 700
}

/// A cubic Bézier timing curve through (0, 0), (x1, y1), (x2, y2), (1, 1).
public struct CubicBezier: Hashable, Sendable {
    public let x1: Double
    public let y1: Double
    public let x2: Double
    public let y2: Double

    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }
}
