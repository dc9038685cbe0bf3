import Extraction
import Parsing
import Testing

@testable import Algorithms

/// An `expression` program (a local's value) runs the locals declared before it that it
/// reads: extracting `val rows = …` from the value had left `rows` unbound, since it reads
/// a name only the rule binds and is no constant of the file.
@Suite struct ExpressionProgramTests {
    private func capacity(_ text: String, file: String, bindings: [String: String], height: Double) throws -> RValue {
        let parsed = try SourceParser().parse(SourceFile(path: file, text: text))
        let program = try PlatformProgram.lower(["Bar", "capacity"], form: .expression, bindings: bindings, in: SourceIndex(parsed: parsed, path: file))
        return try program.run(["height": .double(height)]).get()
    }

    @Test func kotlinLocalsBeforeTheValueRunFirstAndTheRulesBindingsWin() throws {
        let source = """
            private val RowHeight = Dp(16f)
            fun Bar() {
                BoxWithConstraints {
                    val available = with(density) { constraints.maxHeight.toDp() } - 16.dp
                    val unit = RowHeight + 1.dp
                    val rows = (available - RowHeight) / unit
                    val capacity = if (constraints.hasBoundedHeight) floor(rows).toInt() else 0
                }
            }
            """
        let bindings = ["available": "float(height)", "constraints.hasBoundedHeight": "true"]
        // (100 - 16) / 17 and (448 - 16) / 17, floored; `available` is the rule's height,
        // and Compose's `Dp(16f)` is `16.dp`.
        #expect(try capacity(source, file: "B.kt", bindings: bindings, height: 100) == .int(4, bits: 32))
        #expect(try capacity(source, file: "B.kt", bindings: bindings, height: 448) == .int(25, bits: 32))
    }

    /// The nearest of two locals of one name before the value is the one it reads; a local
    /// of another function is not.
    @Test func typeScriptReadsTheNearestLocalOfItsOwnFunction() throws {
        let source = """
            function Other() { const step = 100 }
            function Bar() {
              const step = 2
              {
                const step = 4
                const capacity = Math.floor(height / step)
              }
            }
            """
        #expect(try capacity(source, file: "b.tsx", bindings: ["height": "height"], height: 17) == .double(4))
    }
}
