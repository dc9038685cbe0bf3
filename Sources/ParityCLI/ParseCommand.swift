import Model
import Parsing

/// `uim-parity parse FILE…`: prints each file's syntax tree and its syntax errors.
struct ParseCommand: Command {
    static let name = "parse"
    static let summary = "print the syntax tree and syntax errors of source files"
    static let usage = """
        Usage: uim-parity parse [--sexp] FILE…

        Prints each file's syntax tree (an indented outline, or tree-sitter's
        S-expression with --sexp), then every syntax error as path:line:col.
        The language comes from the extension: \(SourceLanguage.knownExtensions.joined(separator: " ")).

        Exit status: 0 no syntax errors, 1 syntax errors, 2 a file could not be read
        or has an unknown language.

        """
    static let spec = Arguments.Spec(flags: ["--sexp"])

    let paths: [String]
    let sExpression: Bool

    init(arguments: Arguments) throws(UsageError) {
        guard !arguments.positionals.isEmpty else { throw UsageError("parse needs at least one file") }
        paths = arguments.positionals
        sExpression = arguments.flags.contains("--sexp")
    }

    func run(console: Console) -> ExitStatus {
        let parser = SourceParser()
        var status = ExitStatus.success
        for path in paths {
            do {
                let parsed = try parser.parse(try SourceFile.load(path: path))
                if paths.count > 1 { console.line("# \(printable(path))") }
                let root = parsed.tree.rootNode
                if let refusal = SyntaxTreePrinter.refusal(root) {
                    console.fail(printable("\(path): \(refusal)"))
                    status = .failure
                    continue
                }
                if sExpression {
                    console.output(root.sExpression + "\n")
                } else {
                    // Written in chunks: neither held whole nor a write a line.
                    var chunk = ""
                    SyntaxTreePrinter.indented(root) { line in
                        chunk += line
                        if chunk.utf8.count >= 1 << 16 { console.output(chunk); chunk = "" }
                    }
                    console.output(chunk)
                }
                for problem in parsed.syntaxProblems {
                    console.line(SyntaxReport.line(path: path, problem: problem))
                }
                if !parsed.isClean { status = status.worse(.findings) }
            } catch let error as ParseError where error.notParsed != nil {
                if let problem = error.notParsed { console.line(SyntaxReport.line(path: path, problem: problem)) }
                status = status.worse(.findings)
            } catch let error as SourceFileError {
                console.fail(printable(error.description))
                status = .failure
            } catch {
                console.fail(printable("\(error)"))
                status = .failure
            }
        }
        return status
    }
}

/// How a syntax problem is printed: the compiler convention, `path:line:col: error: …`.
enum SyntaxReport {
    static func line(path: String, problem: SyntaxProblem) -> String {
        printable("\(path):\(problem.position): error: \(problem.message)")
    }
}
