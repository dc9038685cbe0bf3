import Foundation
import TestSupport
import Testing

/// Algorithm parity on the docs' sources: each platform's formulas run against the
/// compiled canonical, and drift is reported with a shrunk counterexample.
@Suite struct AlgorithmTests {
    static let swiftFile = "swift/Interactions/SectionIndex.swift"
    static let kotlinFile = "kotlin/interactions/SectionIndex.kt"
    static let scrollerFile = "swift/Components/MessageScroller.swift"
    static let kotlinScrollerFile = "kotlin/components/MessageScroller.kt"
    static let tsxScrollerFile = "uniwind/components/ui/message-scroller.tsx"

    private func algorithmLines(_ output: String) -> [String] {
        output.split(separator: "\n").map(String.init).filter { $0.contains("algorithm drift:") || $0.contains("not-analyzable:") }
    }

    /// Each behaviour class of each drift (how the results differ, and where) is its own
    /// finding, at its most suspicious statement, with a shrunk counterexample.
    @Test func theReferenceDriftsAreFoundWithMinimalCounterexamples() throws {
        let result = try Binary.run(["check", "reference", "--quiet"])
        // The location is the count's new value, written on a line of its own.
        let unread = { (file: String, line: Int, from: Int) in [
            "reference/\(file):\(line):7: error: algorithm drift: message-scroller.unread(events: [\"prepend 1\", \"away\", \"append 1\", \"replace 1\"]) = [0, 0, 1, 1], canonical = [0, 0, 1, 0] (off by one; differs on 3 of 324 inputs; in the code from line \(from))",
            "reference/\(file):\(line):7: error: algorithm drift: message-scroller.unread(events: [\"append 1\", \"away\", \"append 2\", \"replace 1\"]) = [0, 0, 2, 2], canonical = [0, 0, 2, 0] (value; differs on 1 of 324 inputs; in the code from line \(from))",
        ] }
        #expect(algorithmLines(result.output) == [
            "reference/kotlin/components/MessageScroller.kt:153:21: error: algorithm drift: message-scroller.unread(events: [\"prepend 1\", \"away\", \"append 1\", \"replace 1\"]) = [0, 0, 1, 1], canonical = [0, 0, 1, 0] (off by one; differs on 3 of 309 inputs; in the code from line 143)",
            "reference/kotlin/components/MessageScroller.kt:153:21: error: algorithm drift: message-scroller.unread(events: [\"append 1\", \"away\", \"append 2\", \"replace 1\"]) = [0, 0, 2, 2], canonical = [0, 0, 2, 0] (value; differs on 1 of 309 inputs; in the code from line 143)",
            "reference/kotlin/interactions/SectionIndex.kt:158:5: error: algorithm drift: section-index.display-items(letters: [], capacity: -1) = crash (index 0 out of range), canonical = [] (crash; differs on 2 of 363 inputs; in the code from line 157)",
            "reference/kotlin/interactions/SectionIndex.kt:158:5: error: algorithm drift: section-index.display-items(letters: [\"A\"], capacity: 0) = [\"A\", \"•\", \"A\"], canonical = [\"A\"] (value; differs on 4 of 363 inputs; in the code from line 157)",
            "reference/kotlin/interactions/SectionIndex.kt:190:58: error: algorithm drift: section-index.capacity(height: 0) = -1, canonical = 0 (sign; differs on 21 of 313 inputs, all with height < 16; in the code from line 190)",
            "reference/kotlin/interactions/SectionIndex.kt:196:25: error: algorithm drift: section-index.index(y: 0.5, height: 0, count: 4) = 2, canonical = 0 (value; differs on 12 of 428 inputs; in the code from line 195)",
        ] + unread("nativewind/components/ui/message-scroller.tsx", 139, 130) + unread("stylesheet/components/ui/message-scroller.tsx", 165, 156)
            + unread("uniwind/components/ui/message-scroller.tsx", 139, 130))
        // The next suspects follow each finding.
        #expect(result.output.contains(
            "SectionIndex.kt:158:5: error: algorithm drift: section-index.display-items(letters: [], capacity: -1) = crash (index 0 out of range), canonical = [] (crash; differs on 2 of 363 inputs; in the code from line 157)\n  suspect: reference/kotlin/interactions/SectionIndex.kt:159:5 ("))
    }

    @Test func theMatrixHasARowPerAlgorithmAndTheSeedIsPrinted() throws {
        let result = try Binary.run(["check", "reference", "--seed", "99"])
        #expect(result.output.hasPrefix("uim-parity "))
        #expect(result.output.split(separator: "\n").first?.hasSuffix("· algorithm seed 99") == true)
        #expect(result.output.contains("  section-index.display-items              compiled                  same on "))
        // Kotlin's jump target runs only on non-empty sections, as the bar exists only then.
        #expect(result.output.contains("  section-index.target                     compiled                  same on "))
        #expect(result.output.contains(
            "section-index.display-items (uniwind, nativewind, stylesheet): the display items are computed in the TSX primitive"))
        let json = try Binary.run(["check", "reference", "--format", "json"])
        #expect(json.output.contains("\"seed\": \"2026\""))
        #expect(json.output.contains("\"kind\": \"algorithm\""))
    }

    @Test(arguments: [
        (swiftFile, "min(max(y / height, 0), 0.9999)", "min(max(y / height, 0), 1)", "section-index.index"),
        (swiftFile, "let slots = max(3, capacity", "let slots = max(5, capacity", "section-index.display-items"),
        (swiftFile, "guard capacity < letters.count, letters.count > 1 else", "guard capacity < letters.count else", "section-index.display-items"),
        (swiftFile, "max(0, Int(((height - rowHeight) / rowHeight).rounded(.down)))", "max(0, Int(((height - rowHeight) / rowHeight).rounded()))", "section-index.capacity"),
        (kotlinFile, "val slots = maxOf(3,", "val slots = maxOf(1,", "section-index.display-items"),
        (kotlinFile, "val index = (fraction * currentLetters.size).toInt()", "val index = (fraction * currentLetters.size).roundToInt()", "section-index.index"),
        (kotlinFile, ".takeIf { it >= 0 } ?: sections.lastIndex", ".takeIf { it >= 0 } ?: 0", "section-index.target"),
        (kotlinFile, "letters.indexOf(it.value) >= position", "letters.indexOf(it.value) > position", "section-index.target"),
        (swiftFile, "let left = letters.firstIndex(of: lhs.element) ?? letters.count", "let left = letters.firstIndex(of: lhs.element) ?? -1", "section-index.merge"),
        (swiftFile, "for value in seen where !result.contains(value)", "for value in seen", "section-index.merge"),
        (scrollerFile, "    if appended > 0 && !atEnd {", "    if appended > 0 {", "message-scroller.unread"),
        (scrollerFile, "    if atEnd { unread = 0 }", "    if atEnd && atStart { unread = 0 }", "message-scroller.unread"),
        (scrollerFile, "    defer { ids = next }\n", "", "message-scroller.unread"),
        (kotlinScrollerFile, "state.unreadCount += items.size - 1 - at", "state.unreadCount += items.size - at", "message-scroller.unread"),
        (kotlinScrollerFile, ".collect { if (it) state.unreadCount = 0 }", ".collect { if (!it) state.unreadCount = 0 }", "message-scroller.unread"),
        (kotlinScrollerFile, "if (state.isAtEnd) {", "if (!state.isAtEnd) {", "message-scroller.unread"),
        (tsxScrollerFile, "this.unreadStore.getSnapshot() + keys.length - 1 - index", "this.unreadStore.getSnapshot() + keys.length - index", "message-scroller.unread"),
        (tsxScrollerFile, "if (!end) this.unreadStore.setSnapshot(0)", "if (end) this.unreadStore.setSnapshot(0)", "message-scroller.unread"),
        (tsxScrollerFile, "if (this.isEqual(this.snapshot, nextSnapshot)) return", "if (!this.isEqual(this.snapshot, nextSnapshot)) return", "message-scroller.unread"),
        // Differs only just past the edge, where the reader leaves the end a second time.
        (tsxScrollerFile, "const end = this.offset > this.threshold", "const end = this.offset > this.threshold + 1", "message-scroller.unread"),
    ])
    func mutationsAreCaught(file: String, old: String, new: String, algorithm: String) throws {
        let library = Library()
        let before = Set(algorithmLines(try library.check(["--quiet"]).output))
        try library.replace(file, old, new)
        let after = algorithmLines(try library.check(["--quiet"]).output)
        let new = after.filter { !before.contains($0) }
        #expect(new.contains { $0.contains(file) && $0.contains("algorithm drift: \(algorithm)(") }, "\(after)")
    }

    @Test(arguments: [
        (swiftFile, "let slots = max(3, capacity % 2 == 0 ? capacity - 1 : capacity)", "let count = max(3, capacity % 2 == 0 ? capacity - 1 : capacity)", "display-items"),
        (swiftFile, "capacity % 2 == 0 ? capacity - 1 : capacity", "capacity % 2 != 0 ? capacity : capacity - 1", "display-items"),
        (kotlinFile, "if (capacity % 2 == 0) capacity - 1 else capacity", "if (capacity % 2 != 0) capacity else capacity - 1", "display-items"),
        (swiftFile, "((height - rowHeight) / rowHeight)", "(((height - rowHeight) + (height - rowHeight)) / (rowHeight + rowHeight))", "capacity"),
    ])
    func behaviourPreservingRewritesAreNotReported(file: String, old: String, new: String, row: String) throws {
        let library = Library()
        let before = try library.check([]).output
        if new.hasPrefix("let count =") {
            // A renamed local: every use of it is renamed too.
            try library.replace(file, "Double(slots - 1)", "Double(count - 1)")
            try library.replace(file, "(0..<slots).map", "(0..<count).map")
        }
        try library.replace(file, old, new)
        let after = try library.check([]).output
        #expect(algorithmLines(after) == algorithmLines(before))
        // The rewritten code still ran, on as many inputs: the row did not change either.
        let matrixRow = { (output: String) in output.split(separator: "\n").first { $0.hasPrefix("  section-index.\(row) ") }.map(String.init) }
        #expect(matrixRow(before)?.contains("compiled                  same on ") == true)
        #expect(matrixRow(after) == matrixRow(before))
    }

    /// Rewrites with the constructs a maintainer writes next to the formulas' own
    /// (`isMultiple(of:)`, a named lambda parameter, `mod`, a range in `coerceIn`,
    /// `quotientAndRemainder`): the same findings, and the code still runs.
    @Test(arguments: [
        (swiftFile, "capacity % 2 == 0 ? capacity - 1 : capacity", "capacity.isMultiple(of: 2) ? capacity - 1 : capacity", "section-index.display-items"),
        (swiftFile, "capacity % 2 == 0 ? capacity - 1 : capacity", "capacity.quotientAndRemainder(dividingBy: 2).remainder == 0 ? capacity - 1 : capacity", "section-index.display-items"),
        (kotlinScrollerFile, ".collect { if (it) state.unreadCount = 0 }", ".collect { atEnd -> if (atEnd) state.unreadCount = 0 }", "message-scroller.unread"),
        (kotlinFile, "if (capacity % 2 == 0) capacity - 1 else capacity", "if (capacity.mod(2) == 0) capacity - 1 else capacity", "section-index.display-items"),
        (kotlinFile, "(clamped / height).coerceIn(0f, 0.9999f)", "(clamped / height).coerceIn(0f..0.9999f)", "section-index.index"),
        // A negated comparison: tree-sitter-swift reads `!(a < b)` as a call of `!`.
        (swiftFile, "      return position >= index", "      return !(position < index)", "section-index.target"),
        ("stylesheet/components/ui/message-scroller.tsx", "this.offset <= this.threshold) return", "!(this.offset > this.threshold)) return", "message-scroller.unread"),
    ])
    func rewritesWithNeighbouringConstructsAreNotReported(file: String, old: String, new: String, row: String) throws {
        let library = Library()
        let before = try library.check([]).output
        try library.replace(file, old, new)
        let after = try library.check([]).output
        let findings = { (output: String) in output.split(separator: "\n").filter { $0.contains(row) && $0.contains("error:") } }
        #expect(findings(after) == findings(before))
        let matrixRow = { (output: String) in output.split(separator: "\n").first { $0.hasPrefix("  \(row) ") }.map(String.init) }
        #expect(matrixRow(after) == matrixRow(before))
        #expect(!after.contains("not-analyzable"))
    }

    /// Formula changes on every platform are reported on the line that changed, and each
    /// still fails the check with the unchanged code's findings in a baseline (a second
    /// drift in an algorithm that drifts already is its own behaviour class).
    @Test(arguments: [
        (swiftFile, "max(0, Int(((height - rowHeight) / rowHeight).rounded(.down)))", "max(0, Int(((height - rowHeight) / rowHeight).rounded()))", 13),
        (swiftFile, "guard capacity < letters.count, letters.count > 1 else {", "guard capacity <= letters.count, letters.count > 1 else {", 17),
        (swiftFile, "let slots = max(3, capacity % 2 == 0 ? capacity - 1 : capacity)", "let slots = max(3, capacity % 2 == 0 ? capacity + 1 : capacity)", 20),
        (swiftFile, "guard count > 0, height > 0 else { return 0 }", "guard count > 0, height > 1 else { return 0 }", 32),
        (swiftFile, "let fraction = min(max(y / height, 0), 0.9999)", "let fraction = min(max(y / height, 0), 1)", 33),
        (swiftFile, "      return position >= index", "      return position > index", 50),
        (swiftFile, "return left == right ? lhs.offset < rhs.offset : left < right", "return left == right ? lhs.offset > rhs.offset : left < right", 43),
        (scrollerFile, "    if appended > 0 && !atEnd {", "    if appended > 0 {", 37),
        (kotlinFile, "floor(((available - RowHeight) / RowHeight)).toInt()", "((available - RowHeight) / RowHeight).roundToInt()", 190),
        (kotlinFile, "val slots = maxOf(3, if (capacity % 2 == 0) capacity - 1 else capacity)", "val slots = maxOf(5, if (capacity % 2 == 0) capacity - 1 else capacity)", 159),
        (kotlinFile, "val fraction = (clamped / height).coerceIn(0f, 0.9999f)", "val fraction = (clamped / height).coerceIn(0f, 1f)", 199),
        (kotlinScrollerFile, "state.unreadCount += items.size - 1 - at", "state.unreadCount += items.size - at", 153),
        (kotlinScrollerFile, "if (at >= 0) {", "if (at > 0) {", 149),
        ("nativewind/components/ui/message-scroller.tsx", "if (keys[keys.length - 1] === newest) return", "if (keys[0] === newest) return", 135),
        ("stylesheet/components/ui/message-scroller.tsx", "if (keys[keys.length - 1] === newest) return", "if (keys[keys.length - 1] !== newest) return", 161),
        // The right side of `??` runs only sometimes, so it is a place of its own.
        (swiftFile, "    } ?? sections.last", "    } ?? sections.first", 51),
        // An argument on a line of its own is reported there, not at the call's first line.
        ("stylesheet/components/ui/message-scroller.tsx", "this.unreadStore.getSnapshot() + keys.length - 1 - index", "this.unreadStore.getSnapshot() + keys.length - 2 - index", 165),
        // A condition every edge event decides, wrong only on some: predicate switching.
        (kotlinScrollerFile, "collect { if (it) state.unreadCount = 0 }", "collect { if (!it) state.unreadCount = 0 }", 160),
        // Reached only by an offset at the threshold: the events' boundary inputs (`end 8`).
        ("stylesheet/components/ui/message-scroller.tsx", "this.offset <= this.threshold) return", "this.offset < this.threshold) return", 163),
        ("uniwind/components/ui/message-scroller.tsx", "this.offset <= this.threshold) return", "this.offset <= this.threshold + 1) return", 137),
    ])
    func formulaChangesAreReportedOnTheChangedLine(file: String, old: String, new: String, line: Int) throws {
        let library = Library()
        #expect(try Binary.run(["baseline", "write", "--baseline", "accepted.yml"], in: library.folder.url).status == 0)
        let before = Set(algorithmLines(try library.check(["--quiet"]).output))
        try library.replace(file, old, new)
        let changed = try library.check(["--quiet"])
        let new = algorithmLines(changed.output).filter { !before.contains($0) }
        #expect(new.contains { $0.hasPrefix("reference/\(file):\(line):") }, "\(new)")
        // Only the changed file drifts anew: Uniwind's and NativeWind's copies, judged once
        // while they are the same, are judged apart once one of them changes.
        #expect(new.allSatisfy { $0.hasPrefix("reference/\(file):") }, "\(new)")
        let gated = try library.check(["--quiet", "--baseline", "accepted.yml"])
        #expect(gated.status == 1, "the baseline of the unchanged code hides the change: \(gated.output)")
        #expect(algorithmLines(gated.output).contains { $0.hasPrefix("reference/\(file):") })
    }

    @Test func theUnreadCountIsCheckedOnEventSequencesWithAShrunkCounterexample() throws {
        let library = Library()
        try library.replace(Self.scrollerFile, "    if appended > 0 && !atEnd {", "    if appended > 0 {")
        let lines = algorithmLines(try library.check(["--quiet"]).output)
        #expect(lines.contains(
            "reference/swift/Components/MessageScroller.swift:37:5: error: algorithm drift: message-scroller.unread(events: [\"append 1\", \"append 1\"]) = [0, 1], canonical = [0, 0] (off by one; differs on 27 of 309 inputs; in the code from line 24)"),
            "\(lines)")
    }

    /// Kotlin made to reset the count when the newest message is gone (a replaced or
    /// emptied thread), as the canonical does: the drift is gone and the code still runs.
    @Test func kotlinUnreadThatMatchesTheCanonicalIsNotReported() throws {
        let library = Library()
        try library.replace(Self.kotlinScrollerFile, "            if (at >= 0) {", "            if (at < 0) {\n                state.unreadCount = 0\n            } else {")
        try library.replace(
            Self.kotlinScrollerFile, "        state.newestKey = newest\n",
            "        if (previous != null && newest == null) state.unreadCount = 0\n        state.newestKey = newest\n")
        // The cell after Swift's is Kotlin's.
        try expectNoUnreadDrift(library, in: "kotlin/", cells: "same on 409 inputs, Mes…  same on ")
    }

    /// No unread drift is reported for files under `folder`, and the matrix row has
    /// `cells` (the platform's cell after the one before it), so its code ran.
    private func expectNoUnreadDrift(_ library: Library, in folder: String, cells: String) throws {
        let output = try library.check([]).output
        #expect(!algorithmLines(output).contains { $0.contains(folder) && $0.contains("message-scroller.unread") }, "\(output)")
        let row = output.split(separator: "\n").first { $0.hasPrefix("  message-scroller.unread ") }.map(String.init) ?? ""
        #expect(row.contains(cells), "\(row)")
    }

    /// The TSX controller made to reset the count when its newest key is gone, as the
    /// canonical does: no drift, and the class still runs, with its stores.
    @Test func tsxUnreadThatMatchesTheCanonicalIsNotReported() throws {
        let library = Library()
        try library.replace(
            Self.tsxScrollerFile, "    if (previous.length === 0 || keys.length === 0) return\n",
            "    if (previous.length === 0 || keys.length === 0) {\n      this.unreadStore.setSnapshot(0)\n      return\n    }\n")
        try library.replace(
            Self.tsxScrollerFile, "    if (index < 0 || this.offset <= this.threshold) return\n",
            "    if (index < 0) this.unreadStore.setSnapshot(0)\n    if (index < 0 || this.offset <= this.threshold) return\n")
        // The cell after Kotlin's is uniwind's.
        try expectNoUnreadDrift(library, in: "uniwind/", cells: "[0, 0, 1, 1]              same on ")
    }

    /// Uniwind's and NativeWind's copies are judged once only when their bytes are the
    /// same: an `é` written as one code point in one and as two in the other reads as the
    /// same text, but the drift after it is a column further on in the second.
    @Test func copiesThatDifferOnlyInUnicodeFormAreReportedAtTheirOwnColumns() throws {
        let library = Library()
        let argument = "      this.unreadStore.getSnapshot() + keys.length - 1 - index"
        try library.replace(Self.tsxScrollerFile, argument, "      /* \u{E9} */ this.unreadStore.getSnapshot() + keys.length - 1 - index")
        try library.replace(
            "nativewind/components/ui/message-scroller.tsx", argument, "      /* e\u{301} */ this.unreadStore.getSnapshot() + keys.length - 1 - index")
        let lines = algorithmLines(try library.check(["--quiet"]).output).filter { $0.contains("message-scroller.unread") }
        #expect(lines.filter { $0.hasPrefix("reference/uniwind/components/ui/message-scroller.tsx:139:15: ") }.count == 2, "\(lines)")
        #expect(lines.filter { $0.hasPrefix("reference/nativewind/components/ui/message-scroller.tsx:139:16: ") }.count == 2, "\(lines)")
    }

    @Test func anUnsupportedConstructIsNotAnalyzableWithItsLine() throws {
        let library = Library()
        try library.replace(Self.swiftFile, "    guard count > 0, height > 0 else { return 0 }", "    enum Local { case a }\n    guard count > 0, height > 0 else { return 0 }")
        let result = try library.check(["--quiet"])
        #expect(result.status == 1)
        #expect(result.output.contains("reference/swift/Interactions/SectionIndex.swift:32:5: error: not-analyzable: class_declaration"), "\(result.output)")
    }

    @Test(arguments: [
        (kotlinFile, "val index = (fraction * currentLetters.size).toInt()",
         "var index = (fraction * currentLetters.size).toInt()\n                        index += 0", "195:1: error: not-analyzable: the output 'index' changes after its declaration"),
        (swiftFile, "    return (0..<slots).map { slot in", "    var all = letters\n    all[0] = \"x\"\n    return (0..<slots).map { slot in",
         "error: not-analyzable: assignment to all[0]"),
    ])
    func writesTheIRCannotFollowAreNotAnalyzable(file: String, old: String, new: String, message: String) throws {
        let library = Library()
        try library.replace(file, old, new)
        let result = try library.check(["--quiet"])
        #expect(result.output.contains(message), "\(result.output)")
    }

    /// An algorithm with no compiled oracle (a library's own) is compared with its
    /// canonical source run by the interpreter, and finds the same drift.
    @Test func anAlgorithmWithoutACompiledCanonicalRunsTheInterpretedCanonical() throws {
        let library = Library()
        let rules = library.folder.copy(RepositoryPaths.root.appendingPathComponent("rules"), as: "rules")
        let file = rules.appendingPathComponent("section-index.yml")
        let text = try String(contentsOf: file, encoding: .utf8)
        try text.replacingOccurrences(of: "  - id: capacity\n", with: "  - id: row-capacity\n").write(to: file, atomically: true, encoding: .utf8)
        let result = try library.check(["--rules", "rules"])
        #expect(result.status == 1)
        let row = result.output.split(separator: "\n").first { $0.hasPrefix("  section-index.row-capacity ") }.map(String.init) ?? ""
        #expect(row.contains("interpreted") && row.contains("same on 313 inputs"), "\(row)")
        #expect(result.output.contains("SectionIndex.kt:190:58: error: algorithm drift: section-index.row-capacity(height: 0) = -1, canonical = 0 (sign;"))
    }

    @Test func aCanonicalFunctionTheInterpreterCannotFindStopsTheCheck() throws {
        let library = Library()
        let rules = library.folder.copy(RepositoryPaths.root.appendingPathComponent("rules"), as: "rules")
        let file = rules.appendingPathComponent("section-index.yml")
        let text = try String(contentsOf: file, encoding: .utf8)
        try text.replacingOccurrences(of: "  - id: capacity\n", with: "  - id: row-capacity\n")
            .replacingOccurrences(of: "canonical: { function: SectionIndexMath.capacity }", with: "canonical: { function: SectionIndexMath.rows }")
            .write(to: file, atomically: true, encoding: .utf8)
        let result = try library.check(["--rules", "rules"])
        #expect(result.status == 2)
        #expect(result.error.contains("algorithm 'section-index.row-capacity': the canonical source cannot be interpreted"), "\(result.error)")
    }

    @Test func aLoopThatNeverEndsStopsAtTheStepLimit() throws {
        let library = Library()
        try library.replace(
            Self.swiftFile, "    guard count > 0, height > 0 else { return 0 }",
            "    var spin = 0\n    while true { spin += 1 }\n    guard count > 0, height > 0 else { return 0 }")
        let result = try library.check(["--quiet"])
        // At the statement the limit stopped, in the loop; it had been the function's line.
        #expect(result.output.contains("reference/swift/Interactions/SectionIndex.swift:33:18: error: not-analyzable: step limit"), "\(result.output)")
    }

    /// A call the interpreter does not know is put at its statement, not at the function.
    @Test func aRunTimeFailureIsPutAtItsStatement() throws {
        let library = Library()
        try library.replace(Self.swiftFile, "    guard count > 0, height > 0 else { return 0 }", "    guard count > 0, height > 0 else { return 0 }\n    _ = lround(height)")
        let result = try library.check(["--quiet"])
        #expect(result.output.contains("reference/swift/Interactions/SectionIndex.swift:33:5: error: not-analyzable: call of lround"), "\(result.output)")
    }

    /// The condition the badge is drawn under is compared too: a badge that no longer
    /// shows for one unread message had passed, the label inside it being unchanged.
    @Test func aBadgeShownUnderAnotherConditionIsAnAlgorithmDriftAtTheCondition() throws {
        let library = Library()
        try library.replace("swift/Components/MessageScroller.swift", "      if unread > 0 {", "      if unread > 1 {")
        try library.replace("kotlin/components/MessageScroller.kt", "        if (unread > 0) {", "        if (unread >= 0) {")
        try library.replace("stylesheet/components/ui/message-scroller.tsx", "{count > 0 ? (", "{count > 1 ? (")
        // React's other form of the same condition is the same badge.
        try library.replace("uniwind/components/ui/message-scroller.tsx", "{count > 0 ? (", "{count > 0 && (")
        try library.replace("uniwind/components/ui/message-scroller.tsx", "        ) : null}\n      </Button>", "        )}\n      </Button>")
        let output = try library.check(["--quiet"]).output
        for expected in [
            "reference/swift/Components/MessageScroller.swift:313:10: error: algorithm drift: message-scroller.badge-visible(count: 1) = false, canonical = true",
            "reference/kotlin/components/MessageScroller.kt:275:13: error: algorithm drift: message-scroller.badge-visible(count: 0) = true, canonical = false",
            "reference/stylesheet/components/ui/message-scroller.tsx:521:10: error: algorithm drift: message-scroller.badge-visible(count: 1) = false, canonical = true",
        ] {
            #expect(output.contains(expected), "\(expected)\n\(output)")
        }
        let uniwind = output.split(separator: "\n").filter { $0.hasPrefix("reference/uniwind/components/ui/message-scroller.tsx:") }
        #expect(!uniwind.contains { $0.contains("badge-visible") || $0.contains("not-analyzable") }, "\(uniwind)")
    }

    /// A helper that crashes on an index it computes wrongly is the location, not the
    /// statement that called it: nothing the caller computed differs, and making no branch
    /// go the other way passes. (Swift's `letter(at:)`, Kotlin's `letterAt`, each one expression.)
    @Test func aCrashInAHelperIsPutAtTheHelper() throws {
        let library = Library()
        try library.replace("swift/Interactions/SectionIndex.swift", "Double(slot) / Double(slots - 1)", "Double(slot) / Double(slots - 2)")
        try library.replace("kotlin/interactions/SectionIndex.kt", "(slot.toFloat() / (slots - 1)", "(slot.toFloat() / (slots - 2)")
        let output = try library.check(["--quiet"]).output
        #expect(output.contains("reference/swift/Interactions/SectionIndex.swift:22:7: error: algorithm drift: section-index.display-items("), "\(output)")
        #expect(output.contains("reference/kotlin/interactions/SectionIndex.kt:160:31: error: algorithm drift: section-index.display-items(letters: [], capacity: -1) = crash"), "\(output)")
    }

    @Test func selfTestCommandPasses() throws {
        let result = try Binary.run(["check", "--self-test", "--seed", "5"])
        #expect(result.status == 0, "\(result.output)\(result.error)")
        #expect(result.output.contains("section-index.display-items: interpreter agrees with the compiled canonical on "))
        #expect(result.output.hasSuffix("Self-test (seed 5): passed — 6 algorithms, 0 disagree\n"))
        // Not a terminal: no status line.
        #expect(result.error.isEmpty, "\(result.error)")
    }
}
