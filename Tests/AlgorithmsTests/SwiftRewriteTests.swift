import Extraction
import Parsing
import Testing

@testable import Algorithms

/// Everyday Swift rewrites of a formula, each checked against Swift's own result (the
/// same function compiled here): each had been not analyzable, or worse.
@Suite struct SwiftRewriteTests {
    private func label(_ text: String, _ count: Int) throws -> RValue {
        let parsed = try SourceParser().parse(SourceFile(path: "B.swift", text: text))
        let program = try PlatformProgram.lower(["label"], form: .function(arguments: ["count"]), bindings: [:], in: SourceIndex(parsed: parsed, path: "B.swift"))
        return try program.run(["count": .int(Int64(count), bits: 64)]).get()
    }

    private static func compiledLabel(_ count: Int) -> String {
        count <= 0 ? "" : count > 99 ? "99+" : "\(count)"
    }

    private static let counts = [-5, -1, 0, 1, 2, 50, 99, 100, 101, 1000]

    @Test func openRangesInSwitchCases() throws {
        let source = """
            func label(_ count: Int) -> String {
                switch count {
                case ...0: return ""
                case 100...: return "99+"
                default: return count.description
                }
            }
            """
        for count in Self.counts { #expect(try label(source, count) == .string(Self.compiledLabel(count)), "\(count)") }
    }

    /// A case that binds the subject (`case let n where n > 99`) has the name in its
    /// guard and its body, in a statement and in a value: it had been not analyzable.
    @Test func casesThatBindTheSubject() throws {
        let statement = """
            func label(_ count: Int) -> String {
                switch count {
                case let n where n <= 0: return ""
                case let n where n > 99: return "99+"
                case var n:
                    n += 0
                    return "\\(n)"
                }
            }
            """
        let value = """
            func label(_ count: Int) -> String {
                let text = switch count {
                case ...0: ""
                case let big where big > 99: "99+"
                case let n: "\\(n)"
                }
                return text
            }
            """
        for count in Self.counts {
            #expect(try label(statement, count) == .string(Self.compiledLabel(count)), "\(count)")
            #expect(try label(value, count) == .string(Self.compiledLabel(count)), "\(count)")
        }
    }

    /// A `where` clause guards its case: it had been dropped, and `case 1 where flag` read
    /// as `case 1`.
    @Test func whereClausesGuardTheirCase() throws {
        let source = """
            func label(_ count: Int) -> String {
                switch count {
                case 1..<100 where count % 2 == 0: return "even"
                case ..<1: return ""
                default: return "other"
                }
            }
            """
        func compiled(_ count: Int) -> String {
            switch count {
            case 1..<100 where count % 2 == 0: return "even"
            case ..<1: return ""
            default: return "other"
            }
        }
        for count in Self.counts { #expect(try label(source, count) == .string(compiled(count)), "\(count)") }
    }

    @Test func ifAsAValue() throws {
        let source = """
            func label(_ count: Int) -> String {
                let text = if count <= 0 { "" } else if count > 99 { "99+" } else { "\\(count)" }
                return text
            }
            """
        for count in Self.counts { #expect(try label(source, count) == .string(Self.compiledLabel(count)), "\(count)") }
        #expect(throws: NotAnalyzable.self) { try label("func label(_ count: Int) -> String { let t = if count > 0 { \"a\" }\n return t }", 1) }
    }
}
