import Model
import Testing

@testable import Fix

/// fix writes an API's expression only where the file imports it under its own name: a
/// commented-out import, an alias or a mention in a comment had counted (the fix then
/// wrote Kotlin that does not compile).
@Suite struct ExpressionNotationTests {
    private let curve = Value.easing(.bezier(0.32, 0.72, 0, 1))

    @Test(arguments: [
        ("import androidx.compose.animation.core.CubicBezierEasing\n", true),
        ("import androidx.compose.animation.core.*\n", true),
        ("import androidx.compose.animation.core.CubicBezierEasing;\n", true),
        ("// import androidx.compose.animation.core.CubicBezierEasing\n", false),
        ("/* import androidx.compose.animation.core.CubicBezierEasing */\n", false),
        ("import androidx.compose.animation.core.CubicBezierEasing as Bez\n", false),
        ("import androidx.compose.animation.core.tween\n// TODO: use CubicBezierEasing here\n", false),
    ])
    func kotlin(imports: String, inScope: Bool) {
        let text = "package x\n" + imports + "val a = tween(200)\n"
        #expect((ExpressionNotation.unimported(curve, language: "kotlin", fileText: text) == nil) == inScope, "\(imports)")
        #expect((ExpressionNotation.render(curve, language: "kotlin", fileText: text) != nil) == inScope, "\(imports)")
    }

    @Test(arguments: [
        ("import { Easing, withTiming } from \"react-native-reanimated\"\n", true),
        ("import Animated, {\n  Easing,\n  withTiming,\n} from 'react-native-reanimated'\n", true),
        ("import { type Easing } from \"react-native-reanimated\"\n", false),
        ("import type { Easing } from \"react-native-reanimated\"\n", false),
        ("import { Easing as E } from \"react-native-reanimated\"\n", false),
        ("import * as Reanimated from \"react-native-reanimated\"\n", false),
        ("// import { Easing } from \"react-native-reanimated\"\n", false),
        ("import { Easing } from \"react-native\"\n", false),
    ])
    func typeScript(imports: String, inScope: Bool) {
        let text = imports + "const a = withTiming(1)\n"
        #expect((ExpressionNotation.unimported(curve, language: "tsx", fileText: text) == nil) == inScope, "\(imports)")
    }
}
