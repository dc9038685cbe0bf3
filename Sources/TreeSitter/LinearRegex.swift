import CPCRE2

/// A regular expression for `#match?`, matched with PCRE2's DFA algorithm
/// (`pcre2_dfa_match`) with bounded work.
///
/// Why not Swift's `Regex`: it backtracks, so a rules file's `^(a+)+$` hangs the tool on
/// a 41-character capture. glibc's `regexec` is no better (`(a|aa)+$` is quadratic).
/// PCRE2's DFA matcher never backtracks: it follows every alternative at once, one
/// character at a time. It is not a textbook DFA, though: its set of active states can
/// grow with the text (nested repeats such as `(a+)+` add states per character), so each
/// match runs with a fixed workspace and PCRE2's match and depth limits. Past them the
/// answer is `.exceededLimits`, never a guess; the work per match is then bounded by
/// the text's length times the workspace.
///
/// The search for a match anywhere is one anchored pass of `(?s:.*)(?:pattern)` (the
/// DFA runs the leading `.*` alongside the pattern), rather than PCRE2's loop over start
/// positions, which is quadratic when there is no match (`(a|aa)+$` on `aaa…ab`).
///
/// Syntax is PCRE2's (tree-sitter's CLI uses Rust's `regex` crate; the common subset,
/// what rules use, means the same). Compiled with `PCRE2_UTF` and `PCRE2_UCP`, so
/// `\d`, `\w`, `\s`, `\b` and `(?i)` are Unicode-aware, as in Rust and in Swift's
/// `Regex`. `.` matches one code point (Swift's `Regex` matched one character).
/// Refused when compiled, because the DFA matcher cannot run them or the one-pass search
/// would change them: back-references (and conditions on groups), `\K`, `\C`,
/// backtracking verbs and other `(*…)` items, recursion and subroutine calls.
///
/// The compiled code is read-only while matching (each match has its own match data and
/// workspace), so a `LinearRegex` may be shared between tasks.
public final class LinearRegex: @unchecked Sendable {
    public enum Outcome: Equatable, Sendable {
        case match, noMatch
        /// The workspace, the match limit or the depth limit ran out: undecided.
        case exceededLimits
    }

    /// Why a pattern is refused: a message that quotes the pattern.
    public struct Invalid: Error, Equatable, Sendable {
        public let message: String
    }

    public let pattern: String
    private let code: OpaquePointer
    /// Whether `code` is the one-pass form (`(?s:.*)(?:pattern)`, anchored).
    private let onePass: Bool

    /// Ints of `pcre2_dfa_match` workspace (3 per active state, two state lists).
    static let workspaceSize = 1_000
    static let matchLimit: UInt32 = 100_000
    static let depthLimit: UInt32 = 1_000
    private static let compileOptions = UInt32(PCRE2_UTF | PCRE2_UCP | PCRE2_NEVER_BACKSLASH_C)

    public init(_ pattern: String) throws(Invalid) {
        self.pattern = pattern
        if let item = Self.unsupportedItem(in: pattern) {
            throw Invalid(message: "regular expression '\(pattern)' uses \(item), which the linear-time matcher does not support")
        }
        // The pattern as written: its errors, and whether the DFA matcher can run it.
        let plain: OpaquePointer
        switch Self.compile(pattern, options: Self.compileOptions) {
        case let .failure(message):
            throw Invalid(message: "invalid regular expression '\(pattern)': \(message)")
        case let .success(compiled):
            plain = compiled
        }
        var backReferences: UInt32 = 0
        pcre2_pattern_info_8(plain, UInt32(PCRE2_INFO_BACKREFMAX), &backReferences)
        if backReferences > 0 {
            pcre2_code_free_8(plain)
            throw Invalid(message: "regular expression '\(pattern)' uses a back-reference, which the linear-time matcher does not support")
        }
        // One test match on the empty string finds what the DFA matcher refuses at the start.
        if let code = Self.unsupportedCode(Self.run(plain, on: "", anchored: false)) {
            pcre2_code_free_8(plain)
            throw Invalid(message: "regular expression '\(pattern)' uses an item the linear-time matcher does not support (\(Self.message(for: code)))")
        }
        // `\E)` closes an unterminated `\Q…`; an isolated `\E` is ignored. If the wrapped
        // form does not compile (a trailing `(?x)` comment swallows the `)`), the pattern
        // is searched position by position instead.
        let wrapped = "(?s:.*)(?:" + pattern + "\\E)"
        if case let .success(compiled) = Self.compile(wrapped, options: Self.compileOptions | UInt32(PCRE2_ANCHORED)) {
            pcre2_code_free_8(plain)
            code = compiled
            onePass = true
        } else {
            code = plain
            onePass = false
        }
    }

    deinit {
        pcre2_code_free_8(code)
    }

    /// Whether the pattern matches somewhere in `text`.
    public func firstMatch(in text: String) -> Outcome {
        let result = Self.run(code, on: text, anchored: onePass)
        if result >= 0 { return .match }
        if result == PCRE2_ERROR_NOMATCH || result == PCRE2_ERROR_PARTIAL { return .noMatch }
        // The limits, the workspace, or an item only met deep in the text.
        return .exceededLimits
    }

    private static func run(_ code: OpaquePointer, on text: String, anchored: Bool) -> Int32 {
        guard let matchData = pcre2_match_data_create_8(1, nil) else { return PCRE2_ERROR_NOMEMORY }
        defer { pcre2_match_data_free_8(matchData) }
        guard let context = pcre2_match_context_create_8(nil) else { return PCRE2_ERROR_NOMEMORY }
        defer { pcre2_match_context_free_8(context) }
        pcre2_set_match_limit_8(context, matchLimit)
        pcre2_set_depth_limit_8(context, depthLimit)
        // A Swift String is valid UTF-8: PCRE2 need not check it again.
        let options = UInt32(PCRE2_DFA_SHORTEST | PCRE2_NO_UTF_CHECK) | (anchored ? UInt32(PCRE2_ANCHORED) : 0)
        var workspace = [Int32](repeating: 0, count: workspaceSize)
        var text = text
        return text.withUTF8 { bytes in
            workspace.withUnsafeMutableBufferPointer { space in
                pcre2_dfa_match_8(
                    code, bytes.baseAddress ?? UnsafePointer(bitPattern: 1), bytes.count, 0, options,
                    matchData, context, space.baseAddress, space.count)
            }
        }
    }

    private enum Compiled {
        case success(OpaquePointer)
        case failure(String)
    }

    private static func compile(_ pattern: String, options: UInt32) -> Compiled {
        var errorCode: Int32 = 0
        var errorOffset = 0
        var source = pattern
        let compiled = source.withUTF8 { bytes in
            pcre2_compile_8(bytes.baseAddress ?? UnsafePointer(bitPattern: 1), bytes.count, options, &errorCode, &errorOffset, nil)
        }
        guard let compiled else { return .failure("\(message(for: errorCode)) at offset \(errorOffset)") }
        return .success(compiled)
    }

    /// A DFA error code meaning "this item is not supported", else nil.
    private static func unsupportedCode(_ result: Int32) -> Int32? {
        let unsupported = [PCRE2_ERROR_DFA_UITEM, PCRE2_ERROR_DFA_UCOND, PCRE2_ERROR_DFA_UFUNC, PCRE2_ERROR_DFA_UINVALID_UTF]
        return unsupported.contains(result) ? result : nil
    }

    private static func message(for code: Int32) -> String {
        var buffer = [UInt8](repeating: 0, count: 256)
        let length = buffer.withUnsafeMutableBufferPointer { pcre2_get_error_message_8(code, $0.baseAddress, $0.count) }
        return length > 0 ? String(decoding: buffer.prefix(Int(length)), as: UTF8.self) : "PCRE2 error \(code)"
    }

    /// Items the DFA matcher refuses only when a match reaches them (so a test match on
    /// the empty string misses them), or that the one-pass search would change: found by
    /// reading the pattern, outside `[…]` classes and `\Q…\E`.
    static func unsupportedItem(in pattern: String) -> String? {
        let chars = Array(pattern.unicodeScalars)
        var index = 0
        func at(_ offset: Int) -> Character? {
            index + offset < chars.count ? Character(chars[index + offset]) : nil
        }
        while index < chars.count {
            switch Character(chars[index]) {
            case "\\":
                switch at(1) {
                case "K": return "\\K"
                case "g" where at(2) == "<" || at(2) == "'": return "a subroutine call"
                case "Q":
                    index += 2
                    while index < chars.count, !(at(0) == "\\" && at(1) == "E") { index += 1 }
                default: break
                }
                index += 2
            case "[":
                // A class: `]` right after `[` or `[^` is a member; escapes and `[:name:]` inside.
                index += 1
                if at(0) == "^" { index += 1 }
                if at(0) == "]" { index += 1 }
                while index < chars.count, at(0) != "]" {
                    if at(0) == "\\" {
                        index += 1
                    } else if at(0) == "[", at(1) == ":" {
                        index += 2
                        while index < chars.count, !(at(0) == ":" && at(1) == "]") { index += 1 }
                        index += 1
                    }
                    index += 1
                }
                index += 1
            case "(":
                if at(1) == "*" { return "a '(*…)' item" }
                if at(1) == "?" {
                    if let next = at(2), next == "R" || next == "&" || next == "+" || next.isNumber
                        || (next == "-" && at(3)?.isNumber == true) || (next == "P" && at(3) == ">")
                    {
                        return "recursion or a subroutine call"
                    }
                }
                index += 1
            default:
                index += 1
            }
        }
        return nil
    }
}
