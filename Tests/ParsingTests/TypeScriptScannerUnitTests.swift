import ScannerHarness
import Testing

/// The tsx external scanner called directly, with the valid tokens chosen by the test
/// instead of the parser: the contract each token has with the grammar.
@Suite struct TypeScriptScannerUnitTests {
    enum Token: UInt16, CaseIterable {
        case automaticSemicolon, templateChars, ternaryQmark, htmlComment, logicalOr
        case escapeSequence, regexPattern, jsxText, functionSignatureAutomaticSemicolon, errorRecovery
    }

    struct Scan: Equatable, CustomStringConvertible {
        let token: Token?
        let end: UInt32
        var description: String { "\(token.map { "\($0)" } ?? "none") ending at \(end)" }
    }

    private func scan(_ text: String, valid: Set<Token>) -> Scan {
        let flags = Token.allCases.map { valid.contains($0) }
        let result = text.withCString { scan_tsx($0, flags) }
        return result.recognized ? Scan(token: Token(rawValue: result.symbol), end: result.end) : Scan(token: nil, end: 0)
    }

    @Test func errorRecoveryDeclinesEveryToken() {
        #expect(scan("`abc`", valid: Set(Token.allCases)).token == nil)
        #expect(scan("\nfoo", valid: Set(Token.allCases)).token == nil)
    }

    @Test func automaticSemicolonAtLineBreakAndEndOfFile() {
        #expect(scan("\nfoo", valid: [.automaticSemicolon]) == Scan(token: .automaticSemicolon, end: 0))
        #expect(scan("", valid: [.automaticSemicolon]) == Scan(token: .automaticSemicolon, end: 0))
        #expect(scan("\n(foo)", valid: [.automaticSemicolon]).token == nil)
        #expect(scan("\n  || b", valid: [.automaticSemicolon, .logicalOr]).token == nil)
    }

    @Test func functionSignatureSemicolonUnlessABodyFollows() {
        #expect(scan("\nfunction g() {}", valid: [.functionSignatureAutomaticSemicolon])
            == Scan(token: .functionSignatureAutomaticSemicolon, end: 0))
        #expect(scan("\n{ }", valid: [.functionSignatureAutomaticSemicolon]).token == nil)
        #expect(scan("\n{ }", valid: [.functionSignatureAutomaticSemicolon, .automaticSemicolon]).token == nil)
        #expect(scan("}", valid: [.functionSignatureAutomaticSemicolon]).token == .functionSignatureAutomaticSemicolon)
    }

    @Test func questionMarkIsATernaryOnlyBeforeAnExpression() {
        #expect(scan("? b : c", valid: [.ternaryQmark]) == Scan(token: .ternaryQmark, end: 1))
        #expect(scan(" ?.5 : 1", valid: [.ternaryQmark]) == Scan(token: .ternaryQmark, end: 2))
        #expect(scan("?.b", valid: [.ternaryQmark]).token == nil)
        #expect(scan("?? b", valid: [.ternaryQmark]).token == nil)
        #expect(scan("?: number", valid: [.ternaryQmark]).token == nil)
        #expect(scan("? : number", valid: [.ternaryQmark]).token == nil)
        #expect(scan("?) => a", valid: [.ternaryQmark]).token == nil)
        #expect(scan("?, b", valid: [.ternaryQmark]).token == nil)
    }

    @Test func ternaryAfterALineBreakWhereASemicolonWasAlsoValid() {
        #expect(scan("\n  ? b : c", valid: [.automaticSemicolon, .ternaryQmark]).token == .ternaryQmark)
        #expect(scan("\n  ?: T", valid: [.automaticSemicolon, .ternaryQmark]).token == nil)
    }

    @Test func templateCharactersStopAtSubstitutionsAndEscapes() {
        #expect(scan("abc${x}`", valid: [.templateChars]) == Scan(token: .templateChars, end: 3))
        #expect(scan("ab\\n`", valid: [.templateChars]) == Scan(token: .templateChars, end: 2))
        #expect(scan("`", valid: [.templateChars]).token == nil)
    }

    @Test func jsxTextStopsAtBracesTagsAndEntities() {
        #expect(scan("Hello &amp;", valid: [.jsxText]) == Scan(token: .jsxText, end: 6))
        #expect(scan("Hi {name}", valid: [.jsxText]) == Scan(token: .jsxText, end: 3))
        #expect(scan("\n   <C />", valid: [.jsxText]).token == nil)
    }

    @Test func htmlCommentRunsToTheEndOfTheLine() {
        #expect(scan("<!-- note\nx", valid: [.htmlComment]) == Scan(token: .htmlComment, end: 9))
        #expect(scan("<!-- note", valid: [.htmlComment, .logicalOr]).token == nil)
    }
}
