import Parsing
import Testing
import TreeSitter

/// `#match?` patterns run on PCRE2's DFA matcher: bounded time, the usual syntax.
@Suite struct LinearRegexTests {
    private func regex(_ pattern: String) throws -> LinearRegex {
        try LinearRegex(pattern)
    }

    /// Runs `body` and expects it to take less than `limit`.
    private func fast<T>(_ limit: Duration = .seconds(2), _ body: () throws -> T) rethrows -> T {
        let clock = ContinuousClock()
        var result: T?
        let elapsed = try clock.measure { result = try body() }
        #expect(elapsed < limit, "took \(elapsed)")
        return result!
    }

    // A backtracking matcher takes about 2^41 steps for each of these.
    @Test func nestedRepeatOn41CharactersIsDecided() throws {
        let nested = try regex("^(a+)+$")
        #expect(fast { nested.firstMatch(in: String(repeating: "a", count: 41)) } == .match)
        #expect(fast { nested.firstMatch(in: String(repeating: "a", count: 41) + "b") } == .noMatch)
    }

    @Test func nestedRepeatOnALongTextStopsAtItsBound() throws {
        // The DFA's active states grow with `(a+)+`: past the workspace it is undecided, fast.
        let nested = try regex("^(a+)+$")
        #expect(fast { nested.firstMatch(in: String(repeating: "a", count: 100_000) + "b") } == .exceededLimits)
    }

    // Backtracking is exponential here; PCRE2's start-position loop would be quadratic.
    @Test func alternationOn100KBIsDecided() throws {
        let alternation = try regex("(a|aa)+$")
        let long = String(repeating: "a", count: 100_000)
        #expect(fast { alternation.firstMatch(in: long) } == .match)
        #expect(fast { alternation.firstMatch(in: long + "b") } == .noMatch)
    }

    @Test func ordinaryPatternsBehaveAsBefore() throws {
        let cases: [(String, String, Bool)] = [
            ("^[A-Z]", "CubicBezierEasing", true), ("^[A-Z]", "tween", false),
            ("Easing$", "CubicBezierEasing", true), ("^Easing", "CubicBezierEasing", false),
            ("^(spring|tween)$", "tween", true), ("^(spring|tween)$", "tweens", false),
            (#"^\d+$"#, "2024", true), (#"^\d+$"#, "20a4", false), (#"\d"#, "v٣", true),
            ("(?i)^color$", "COLOR", true), ("^color$", "COLOR", false),
            (#"^[a-z_][a-z0-9_]*$"#, "row_height2", true), (#"\bgap\b"#, "row gap 4", true),
            (#"[\]]"#, "a]", true), (#"\Q(*\E"#, "x(*y", true), ("", "", true),
        ]
        for (pattern, text, expected) in cases {
            #expect(try regex(pattern).firstMatch(in: text) == (expected ? .match : .noMatch), "\(pattern) on \(text)")
        }
    }

    @Test func nonASCIITextMatches() throws {
        #expect(try regex("^Größe$").firstMatch(in: "Größe") == .match)
        #expect(try regex("^.{5}$").firstMatch(in: "Größe") == .match)
        #expect(try regex(#"^\w+$"#).firstMatch(in: "日本語") == .match)
        #expect(try regex("(?i)^straße$").firstMatch(in: "STRAẞE") == .match)
        #expect(try regex("🎨").firstMatch(in: "palette 🎨 colors") == .match)
    }

    @Test func backReferenceIsRefused() {
        let error = #expect(throws: LinearRegex.Invalid.self) { try LinearRegex(#"(a)\1"#) }
        #expect(
            error?.message
                == #"regular expression '(a)\1' uses a back-reference, which the linear-time matcher does not support"#)
    }

    @Test(arguments: [#"a\Kb"#, "(*SKIP)a", "a(*COMMIT)b", "(a)(?1)", "a(?R)?b", #"\C"#])
    func itemsTheDFACannotRunAreRefused(pattern: String) {
        #expect(throws: LinearRegex.Invalid.self) { try LinearRegex(pattern) }
    }

    @Test func refusalIsAQueryErrorAtThePattern() {
        let source = "(identifier) @a\n((identifier) @b (#match? @b \"(x)\\\\1\"))"
        do {
            _ = try Query(language: SourceLanguage.kotlin.grammar, source: source)
            Issue.record("the query compiled")
        } catch let TreeSitterError.invalidQuery(problem) {
            #expect(problem.kind == .predicate)
            #expect(problem.description == #"query predicate error at 2:1: #match?: regular expression '(x)\1' uses a back-reference, which the linear-time matcher does not support"#)
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test func invalidRegexNamesTheProblem() {
        do {
            _ = try Query(language: SourceLanguage.kotlin.grammar, source: #"((identifier) @a (#match? @a "(["))"#)
            Issue.record("the query compiled")
        } catch let TreeSitterError.invalidQuery(problem) {
            #expect(problem.description.hasPrefix("query predicate error at 1:1: #match?: invalid regular expression '([': missing terminating ]"))
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test func undecidedSatisfiesNeitherMatchNorNotMatch() throws {
        let short = String(repeating: "a", count: 41), long = String(repeating: "a", count: 5_000)
        let tree = try Parser(language: SourceLanguage.kotlin.grammar).parse("val \(short) = 1\nval \(long) = 2\n")
        func texts(_ predicate: String) throws -> [String] {
            let query = try Query(
                language: SourceLanguage.kotlin.grammar, source: "((identifier) @s (#\(predicate) @s \"^(a+)+$\"))")
            return query.matches(in: tree.rootNode).compactMap { $0.node(named: "s")?.text }
        }
        #expect(try texts("match?") == [short])
        #expect(try texts("not-match?") == [])
    }
}
