import Testing

@testable import Algorithms

/// A value type the file declares is built as its language builds it: a Kotlin data
/// class by its constructor's parameters, positional or named, with their defaults; a
/// Swift struct by its memberwise initializer, whose floating-point properties hold
/// Doubles whatever the call writes. (Positional arguments had been "call of P", and
/// `P(x: 7)` of a `Double` property an integer, which halves to 3.)
@Suite struct ValueTypeInitializerTests {
    @Test func aKotlinDataClassIsBuiltByItsConstructor() throws {
        let source = """
            data class P(val x: Double, val y: Int = 4) {
                fun unused() = x
            }
            fun f(n: Int): Double {
                val p = P(7.0)
                val q = P(y = n, x = 1.0)
                val r = q.copy(y = 10)
                return p.x / 2 + p.y * 100 + q.y * 10000 + r.y * 1000000
            }
            """
        #expect(try runFunction(source, "F.kt", 3).get() == .double(3.5 + 400 + 30000 + 10_000_000))
    }

    /// A constructor parameter without `val` is no property, and a class whose body
    /// stores or runs anything makes no record: neither is followed.
    @Test func aClassWhoseConstructionRunsCodeIsNotFollowed() throws {
        for declaration in ["class P(x: Int)", "data class P(val x: Int) { val y = x * 2 }", "enum class P(val x: Int) { A(1) }"] {
            let source = "\(declaration)\nfun f(n: Int): Int = P(n).x\n"
            guard case let .failure(failure) = try runFunction(source, "F.kt", 3) else { Issue.record("\(declaration) ran"); continue }
            #expect(failure.message.contains("call of P"), "\(declaration): \(failure)")
        }
        let copied = "data class P(val x: Int, val y: Int)\nfun f(n: Int): Int = P(n, n).copy(n).x\n"
        guard case let .failure(positional) = try runFunction(copied, "F.kt", 3) else { Issue.record("copy(n) ran"); return }
        #expect(positional.message == "not analyzable: copy of P with a positional argument")
    }

    @Test func aSwiftStructIsBuiltByItsMemberwiseInitializer() throws {
        let source = """
            struct P {
                let x: Double
                var y: Int = 4
                let z = 1
                var w: Int?
                static let k = 9
                var sum: Double { x + Double(y) }
            }
            func f(n: Int) -> Double {
                let p = P(x: 7)
                let q = P(x: 1, y: n, w: 2)
                return p.x / 2 + Double(p.y * 100 + q.y * 10000 + p.z * 1000000) + (p.w == nil ? 0.25 : 0) + Double(q.w ?? 0) * 10
            }
            """
        #expect(try runFunction(source, "F.swift", 3).get() == .double(3.5 + 400 + 30000 + 1_000_000 + 0.25 + 20))
    }

    /// A struct with an `init` of its own is built by it, from the properties' initial
    /// values (it had been a record of the call's labels: `x` was 3 where Swift's is 6,
    /// and the properties the call left to their defaults were not there). Its last
    /// statement is no value it returns.
    @Test func aSwiftStructWithItsOwnInitializerIsBuiltByIt() throws {
        let source = """
            struct P {
                let x: Int
                var y = 5
                var z: Double = 0
                init(x: Int, z: Double = 1) {
                    self.x = x * 2
                    self.z = z
                    abs(z)
                }
            }
            func f(n: Int) -> Double {
                let p = P(x: n)
                let q = P(x: 1, z: 4)
                return Double(p.x * 100 + p.y) + p.z + q.z * 1000
            }
            """
        #expect(try runFunction(source, "F.swift", 3).get() == .double(605 + 1 + 4000))
    }

    /// What records do not model is refused, not given a value: a Kotlin or JavaScript
    /// object is shared by the names that hold it (a write through one is seen through the
    /// other), `===` compares identity, and a Kotlin class that is no data class compares
    /// by identity with `==` too. (The regression probe found each giving a wrong value.)
    @Test func whatARecordDoesNotModelIsNotAnalyzable() throws {
        let cases: [(source: String, file: String, refusal: String)] = [
            ("data class C(var x: Int)\nfun f(n: Int): Int {\n    val a = C(n)\n    val b = a\n    b.x = 5\n    return a.x\n}\n", "F.kt", "a write to b.x"),
            ("function f(n: number): number {\n  const a = { x: n }\n  const b = a\n  b.x = 5\n  return a.x\n}\n", "F.tsx", "a write to b.x"),
            ("class P(val x: Int)\nfun f(n: Int): Boolean = P(n) == P(n)\n", "F.kt", "call of P"),
            ("data class P(val x: Int)\nfun f(n: Int): Boolean = P(n) === P(n)\n", "F.kt", "=== on objects compares their identity"),
            ("struct P {\n    var y: Int = 10\n    init(a: Int) {\n        y = a\n    }\n}\nfunc f(n: Int) -> Int {\n    P(a: n).y\n}\n", "F.swift", "'y' without 'self.' in the init of P"),
        ]
        for (source, file, refusal) in cases {
            guard case let .failure(failure) = try runFunction(source, file, 3) else { Issue.record("\(source) ran"); continue }
            #expect(!failure.isTrap && failure.message.contains(refusal), "\(source): \(failure)")
        }
    }

    /// An init reads what it set through `self`; a struct declaring two properties in one
    /// statement is built by the call's labels, as before (it had stopped the check).
    @Test func anInitReadsItsOwnPropertiesAndTwoInOneDeclarationStillBuild() throws {
        let reading = "struct P {\n    var x: Int\n    var y: Int = 10\n    init(a: Int) {\n        self.x = a\n        let t = self.y\n        self.y = t + self.x\n    }\n}\nfunc f(n: Int) -> Int {\n    P(a: n).y\n}\n"
        #expect(try runFunction(reading, "F.swift", 3).get() == .int(13, bits: 64))
        let pair = "struct P {\n    var a: Int, b: Int\n}\nfunc f(n: Int) -> Int {\n    P(a: n, b: 7).b\n}\n"
        #expect(try runFunction(pair, "F.swift", 3).get() == .int(7, bits: 64))
    }
}
