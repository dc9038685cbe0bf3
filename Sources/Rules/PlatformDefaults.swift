import Foundation
import Model

/// What a platform API does when a value is not written. Every default names its
/// source, and the report says when a value came from here.
public struct PlatformDefault: Sendable {
    public init(value: Value, display: String, source: String) {
        self.value = value
        self.display = display
        self.source = source
    }

    public let value: Value
    /// How the report shows it (`300ms (tween default)`).
    public let display: String
    public let source: String
}

extension PlatformDefault {
    public init(_ declared: DeclaredDefault) {
        self.init(value: declared.value, display: declared.display, source: declared.source)
    }
}

public enum PlatformDefaults {
    /// The defaults a rule may name with `default:`.
    public static let table: [String: PlatformDefault] = [
        // androidx.compose.animation.core: `fun <T> tween(durationMillis: Int =
        // AnimationConstants.DefaultDurationMillis, delayMillis: Int = 0,
        // easing: Easing = FastOutSlowInEasing)`; DefaultDurationMillis = 300.
        "compose.tween.duration": PlatformDefault(
            value: .quantity(Quantity(300, .milliseconds)), display: "300ms (tween's default)",
            source: "Compose tween(): durationMillis = AnimationConstants.DefaultDurationMillis (300)"),
        "compose.tween.easing": PlatformDefault(
            value: .easing(.bezier(d("0.4"), 0, d("0.2"), 1)), display: "FastOutSlowInEasing = bezier(0.4, 0, 0.2, 1) (tween's default)",
            source: "Compose tween(): easing = FastOutSlowInEasing = CubicBezierEasing(0.4f, 0f, 0.2f, 1f)"),
        // `fun fadeIn(animationSpec = spring(stiffness = Spring.StiffnessMediumLow), …)`;
        // StiffnessMediumLow = 400f, dampingRatio defaults to DampingRatioNoBouncy = 1f.
        "compose.enter-exit.spec": PlatformDefault(
            value: .easing(.named("spring(stiffness 400, damping 1)")), display: "spring(stiffness 400, damping 1) (the transition's default)",
            source: "Compose fadeIn/scaleIn/fadeOut/scaleOut: animationSpec = spring(stiffness = Spring.StiffnessMediumLow)"),
        // `fun scaleIn(…, initialScale: Float = 0f, …)`, `fun scaleOut(…, targetScale: Float = 0f, …)`.
        "compose.scale.from": PlatformDefault(
            value: .quantity(Quantity(0, .none)), display: "0 (scaleIn/scaleOut's default)",
            source: "Compose scaleIn(initialScale = 0f), scaleOut(targetScale = 0f)"),
        // SwiftUI `AnyTransition.opacity`: "A transition from transparent to opaque on
        // insertion, and from opaque to transparent on removal."
        "swiftui.opacity-transition": PlatformDefault(
            value: .quantity(Quantity(0, .none)), display: "0 (the opacity transition's)",
            source: "SwiftUI AnyTransition.opacity fades from and to 0"),
        // `fun fadeIn(…, initialAlpha: Float = 0f)`, `fun fadeOut(…, targetAlpha: Float = 0f)`.
        "compose.fade.from": PlatformDefault(
            value: .quantity(Quantity(0, .none)), display: "0 (fadeIn/fadeOut's default)",
            source: "Compose fadeIn(initialAlpha = 0f), fadeOut(targetAlpha = 0f)"),
        // Reanimated ZoomIn animates `transform: [{ scale }]` only; FadeOut animates opacity to 0.
        "reanimated.ZoomIn.opacity": PlatformDefault(
            value: .quantity(Quantity(1, .none)), display: "1 (ZoomIn does not fade)",
            source: "Reanimated ZoomIn: animates scale only, opacity stays 1"),
        "reanimated.FadeOut.opacity": PlatformDefault(
            value: .quantity(Quantity(0, .none)), display: "0 (FadeOut fades to 0)",
            source: "Reanimated FadeOut: animates opacity from 1 to 0"),
        // react-native-reanimated timing.ts: "duration … Defaults to 300. easing … Defaults
        // to `Easing.inOut(Easing.quad)`"; layout animation builders time with withTiming.
        "reanimated.timing.duration": PlatformDefault(
            value: .quantity(Quantity(300, .milliseconds)), display: "300ms (Reanimated's default)",
            source: "Reanimated withTiming / layout animations: duration defaults to 300"),
        "reanimated.timing.easing": PlatformDefault(
            value: .easing(.named("Easing.inOut(Easing.quad)")), display: "Easing.inOut(Easing.quad) (Reanimated's default)",
            source: "Reanimated withTiming / layout animations: easing defaults to Easing.inOut(Easing.quad)"),
        // Reanimated ZoomIn animates `transform: [{ scale }]` from 0 to 1.
        "reanimated.ZoomIn.scale": PlatformDefault(
            value: .quantity(Quantity(0, .none)), display: "0 (ZoomIn starts at scale 0)",
            source: "Reanimated ZoomIn: initial scale 0"),
        // FadeOut animates opacity only.
        "reanimated.FadeOut.scale": PlatformDefault(
            value: .quantity(Quantity(1, .none)), display: "1 (FadeOut does not scale)",
            source: "Reanimated FadeOut: animates opacity only"),
        // SwiftUI `static func timingCurve(_ c0x: Double, _ c0y: Double, _ c1x: Double,
        // _ c1y: Double, duration: TimeInterval = 0.35) -> Animation`.
        "swiftui.timingCurve.duration": PlatformDefault(
            value: .quantity(Quantity(350, .milliseconds)), display: "0.35s (timingCurve's default)",
            source: "SwiftUI Animation.timingCurve(_:_:_:_:duration:): duration = 0.35"),
        // SwiftUI `func strokeBorder<S>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true)`.
        "swiftui.strokeBorder.lineWidth": PlatformDefault(
            value: .quantity(Quantity(1, .points)), display: "1pt (strokeBorder's default)",
            source: "SwiftUI strokeBorder(_:lineWidth:antialiased:): lineWidth = 1"),
        // Tailwind: `border` is `border-width: 1px`.
        "tailwind.border.width": PlatformDefault(
            value: .quantity(Quantity(1, .points)), display: "1px (the border class)",
            source: "Tailwind border: border-width: 1px"),
        // The docs' SwiftUI theme: `Shadow.init(color:radius:x: CGFloat = 0, y: CGFloat = 0)`,
        // and the canonical Shadow likewise.
        "shadow.offset.zero": PlatformDefault(
            value: .quantity(Quantity(0, .points)), display: "0pt (Shadow's default)",
            source: "Shadow(color:radius:x:y:): x and y default to 0 (swift/Theme/Theme.swift)"),
        // A background with no opacity modifier is opaque.
        "opaque": PlatformDefault(
            value: .quantity(Quantity(1, .none)), display: "1 (no opacity given)",
            source: "a color without an alpha or opacity modifier is opaque"),
    ]

    /// Compose's named easing constants that are Bézier curves (androidx.compose.animation.core
    /// Easing.kt, and EasingFunctions.kt for `Ease` and the `EaseIn…`/`EaseOut…` curves; its
    /// elastic and bounce curves are no Béziers). `EaseInOut` had drifted from its own curve.
    public static let composeEasings: [String: Easing] = [
        "FastOutSlowInEasing": .bezier(d("0.4"), 0, d("0.2"), 1),
        "LinearOutSlowInEasing": .bezier(0, 0, d("0.2"), 1),
        "FastOutLinearInEasing": .bezier(d("0.4"), 0, 1, 1),
        "LinearEasing": .bezier(0, 0, 1, 1),
        "Ease": .bezier(d("0.25"), d("0.1"), d("0.25"), 1),
        "EaseOut": .bezier(0, 0, d("0.58"), 1),
        "EaseIn": .bezier(d("0.42"), 0, 1, 1),
        "EaseInOut": .bezier(d("0.42"), 0, d("0.58"), 1),
        "EaseInSine": .bezier(d("0.12"), 0, d("0.39"), 0),
        "EaseOutSine": .bezier(d("0.61"), 1, d("0.88"), 1),
        "EaseInOutSine": .bezier(d("0.37"), 0, d("0.63"), 1),
        "EaseInCubic": .bezier(d("0.32"), 0, d("0.67"), 0),
        "EaseOutCubic": .bezier(d("0.33"), 1, d("0.68"), 1),
        "EaseInOutCubic": .bezier(d("0.65"), 0, d("0.35"), 1),
        "EaseInQuint": .bezier(d("0.64"), 0, d("0.78"), 0),
        "EaseOutQuint": .bezier(d("0.22"), 1, d("0.36"), 1),
        "EaseInOutQuint": .bezier(d("0.83"), 0, d("0.17"), 1),
        "EaseInCirc": .bezier(d("0.55"), 0, 1, d("0.45")),
        "EaseOutCirc": .bezier(0, d("0.55"), d("0.45"), 1),
        "EaseInOutCirc": .bezier(d("0.85"), 0, d("0.15"), 1),
        "EaseInQuad": .bezier(d("0.11"), 0, d("0.5"), 0),
        "EaseOutQuad": .bezier(d("0.5"), 1, d("0.89"), 1),
        "EaseInOutQuad": .bezier(d("0.45"), 0, d("0.55"), 1),
        "EaseInQuart": .bezier(d("0.5"), 0, d("0.75"), 0),
        "EaseOutQuart": .bezier(d("0.25"), 1, d("0.5"), 1),
        "EaseInOutQuart": .bezier(d("0.76"), 0, d("0.24"), 1),
        "EaseInExpo": .bezier(d("0.7"), 0, d("0.84"), 0),
        "EaseOutExpo": .bezier(d("0.16"), 1, d("0.3"), 1),
        "EaseInOutExpo": .bezier(d("0.87"), 0, d("0.13"), 1),
        "EaseInBack": .bezier(d("0.36"), 0, d("0.66"), d("-0.56")),
        "EaseOutBack": .bezier(d("0.34"), d("1.56"), d("0.64"), 1),
        "EaseInOutBack": .bezier(d("0.68"), d("-0.6"), d("0.32"), d("1.6")),
    ]
}

/// An exact decimal from its text (a float literal would pass through binary Double).
public func d(_ text: String) -> Decimal {
    Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))!
}
