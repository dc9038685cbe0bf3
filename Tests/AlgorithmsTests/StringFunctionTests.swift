import Extraction
import Parsing
import Testing

@testable import Algorithms

/// The string functions of `StringFunctions` where the cross-checks with Node and kotlinc
/// cannot reach: Swift's (expected values are swiftc 6.3.1's on this machine), traps, and
/// what is refused.
@Suite struct StringFunctionTests {
    private func strings(_ items: [String]) -> RValue { .list(items.map(RValue.string)) }

    /// Swift splits Characters, compared by canonical equivalence, and leaves out empty pieces.
    @Test func swiftSplitsCharactersAndOmitsEmptyPieces() throws {
        #expect(try value("\"a,,b\".split(separator: \",\")", .swift) == strings(["a", "b"]))
        #expect(try value("\",a,\".split(separator: \",\")", .swift) == strings(["a"]))
        #expect(try value("\"a--b\".split(separator: \"--\")", .swift) == strings(["a", "b"]))
        #expect(try value("\"\".split(separator: \",\")", .swift) == strings([]))
        // é written as e and a combining accent is the separator é; a comma with an accent is no comma.
        #expect(try value("\"e\\u{301},x\".split(separator: \"\\u{e9}\")", .swift) == strings([",x"]))
        #expect(try value("\"a,\\u{301}b\".split(separator: \",\")", .swift) == strings(["a,\u{301}b"]))
    }

    /// `components(separatedBy:)` keeps empty pieces; searches of ASCII text only (where
    /// the standard library and Foundation agree).
    @Test func swiftSearchesOfASCIIText() throws {
        #expect(try value("\"a,,b,\".components(separatedBy: \",\")", .swift) == strings(["a", "", "b", ""]))
        #expect(try value("\"aaa\".replacingOccurrences(of: \"aa\", with: \"b\")", .swift) == .string("ba"))
        #expect(try value("\"abc\".contains(\"bc\")", .swift) == .bool(true))
        for refused in ["\"e\\u{301}\".contains(\"e\")", "\"a\\r\\nb\".contains(\"\\n\")", "\"abc\".contains(\"\")"] {
            #expect(try failure(refused, .swift)?.message.contains("beyond printable ASCII") == true, "\(refused)")
        }
        // A CharacterSet is no text to search for: swiftc splits "a b" at its whitespace into 2 pieces.
        #expect(try failure("\"a b\".components(separatedBy: .whitespaces).count", .swift)?.message.contains(".whitespaces, a CharacterSet") == true)
    }

    /// Foundation trims Unicode scalars of its sets: `.whitespaces` is Zs and tab, with newlines
    /// `.whitespacesAndNewlines`; U+0085 and U+001C are not trimmed past.
    @Test func swiftTrimsFoundationsWhitespaceByScalars() throws {
        #expect(try value("\" \\u{a0}x\\u{2007}\\u{85}\\n \".trimmingCharacters(in: .whitespaces)", .swift) == .string("x\u{2007}\u{85}\n"))
        #expect(try value("\"\\n\\u{a0}x\\u{2007}\\u{85}\\n\\u{1c} \".trimmingCharacters(in: .whitespacesAndNewlines)", .swift)
            == .string("x\u{2007}\u{85}\n\u{1c}"))
        #expect(try value("\" \\u{301}a \".trimmingCharacters(in: .whitespaces)", .swift) == .string("\u{301}a"))
        #expect(try value("\"\".isEmpty", .swift) == .bool(true))
        // Linux's Foundation trims U+200B, Apple's does not.
        #expect(try failure("\"\\u{200B}a\".trimmingCharacters(in: .whitespaces)", .swift)?.message.contains("U+200B") == true)
    }

    /// Where null and undefined give one value, a null argument is read (Node: "ab", "abc", "a").
    @Test func aNullArgumentIsReadWhereUndefinedGivesTheSame() throws {
        #expect(try value("\"abc\".substring(null, 2)", .tsx) == .string("ab"))
        #expect(try value("\"abc\".slice(null)", .tsx) == .string("abc"))
        #expect(try value("\"abc\".charAt(null)", .tsx) == .string("a"))
    }

    @Test func trapsAreTheLanguages() throws {
        #expect(try failure("\"ab\".repeat(-1)", .tsx)?.isTrap == true)
        #expect(try failure("\"ab\".repeat(1 / 0)", .tsx)?.isTrap == true)
        #expect(try value("\"\".repeat(1e300)", .tsx) == .string(""))
        #expect(try failure("\"abc\".substring(2, 1)", .kotlin)?.isTrap == true)
        #expect(try failure("\"x\".padStart(-1)", .kotlin)?.isTrap == true)
    }

    /// What a string of the interpreter cannot hold, and what the functions do beyond
    /// their plain form, is refused, not guessed.
    @Test func whatCannotBeFollowedIsRefused() throws {
        let refusals: [(String, SourceLanguage, String)] = [
            ("\"\\u{1F600}x\".substring(1)", .tsx, "surrogate pair"), ("\"\\u{1F600}\".split(\"\")", .tsx, "surrogate pair"),
            ("\"ab\".replace(\"a\", \"$&$&\")", .tsx, "$ in the replacement"), ("\"a,b\".split(\",\", 1)", .tsx, "limit"),
            ("\"a,b\".split(\",\", limit = 1)", .kotlin, "named argument"), ("\"aB\".contains(\"b\", ignoreCase = true)", .kotlin, "named argument"),
            ("\"a b\".split(separator: \" \", maxSplits: 1)", .swift, "split(separator:maxSplits:) beyond split(separator:)"),
            ("\"a b\".split(separator: \" \", omittingEmptySubsequences: false)", .swift, "split(separator:omittingEmptySubsequences:) beyond"),
            ("\"a b\".split(separator: \"\")", .swift, "other than one separator"),
            // A Char maps one to one in Kotlin's toUpperCase (kotlinc: 'ß', "i"), a String in full ("SS", "i̇").
            ("\"ß\".toUpperCase()", .kotlin, "maps one to one as a Char"), ("\"İ\".toLowerCase()", .kotlin, "maps one to one as a Char"),
            ("\"%.1f\".format(0.25)", .kotlin, "locale"), ("String.format(\"%.1f\", 0.25)", .kotlin, "locale"),
            // A count past any string's size is refused before it is converted (it had trapped the check).
            ("\"a\".repeat(1e300)", .tsx, "longer than"),
            // Null and undefined, one null here, where JavaScript reads them apart (Node:
            // "a", "", "nulabc", ["a ", " b"], [], "1null2"; with undefined: "bc", "bc", "   abc", …).
            ("\"abc\".substring(1, null)", .tsx, "substring of null or undefined"), ("\"abc\".slice(1, null)", .tsx, "slice of null or undefined"),
            ("\"abc\".padStart(6, null)", .tsx, "padStart of null or undefined"), ("\"a null b\".split(null)", .tsx, "split of null or undefined"),
            ("[1, 2, 3].slice(1, null)", .tsx, "slice of null or undefined"), ("[1, 2].join(null)", .tsx, "join of null or undefined"),
            // A string bound, which JavaScript converts (Node: [2, 3]), is refused for arrays as for strings (it had read as none: [1, 2, 3]).
            ("[1, 2, 3].slice(\"1\")", .tsx, "slice of"), ("\"abc\".slice(\"1\")", .tsx, "slice of"),
        ]
        for (expression, language, reason) in refusals {
            let failure = try failure(expression, language)
            #expect(failure?.isTrap == false && failure?.message.contains(reason) == true, "\(expression): \(String(describing: failure))")
        }
        // A member or a method not modelled is named with the kind of value, not the value
        // (which read as if it were the cause: "member isNaN of 0").
        #expect(try failure("(2.5).isNaN", .swift)?.message == "not analyzable: member isNaN of a number is not followed")
        #expect(try failure("[1, 2].flatMap { [$0] }", .swift)?.message == "not analyzable: call of flatMap on a list is not followed")
        // A longer text is a String, and `uppercase()` maps a Char in full too (kotlinc: "SSA", "SS").
        #expect(try value(#""ßa".toUpperCase()"#, .kotlin) == .string("SSA"))
        #expect(try value(#""ß".uppercase()"#, .kotlin) == .string("SS"))
        // A Char literal is a string only as a string function's argument: its arithmetic is not followed.
        #expect(try loweringRefusal("fun f(n: Int): Char = 'a' + n", "F.kt")?.hasPrefix("Char literal 'a' (read only as an argument of contains, indexOf") == true)
    }

    /// A Kotlin Char literal is read as a string only where a string method of Kotlin's
    /// table takes it: one read elsewhere would reach a call nothing answers.
    @Test func everyFunctionTakingACharIsAKotlinStringMethod() {
        for function in StringFunctions.kotlinCharArguments {
            #expect(StringFunctions.has(function, in: .kotlin), "\(function)")
        }
        #expect(!StringFunctions.has(.padStart, in: .swift) && StringFunctions.has(.padStart, in: .javascript))
    }
}
