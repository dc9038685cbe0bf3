import Comparison
import Model

/// GitHub Actions workflow commands, one per finding:
/// `::error file=…,line=…,col=…,title=…::message`.
public struct GitHubReport {
    let result: CheckResult
    /// A file's name as GitHub reads `file=`: from the repository's top.
    let fileName: (String) -> String

    public init(result: CheckResult, fileName: @escaping (String) -> String = { $0 }) {
        self.result = result
        self.fileName = fileName
    }

    public func render() -> String {
        var lines = result.findings.map { finding -> String in
            var properties: [String] = []
            if let location = finding.location {
                properties += ["file=\(property(fileName(location.path)))", "line=\(location.line)", "col=\(location.column)"]
            }
            properties.append("title=\(property("uim-parity \(finding.kind.rawValue): \(finding.fact)"))")
            let command = finding.severity == .error ? "error" : "warning"
            return "::\(command) \(properties.joined(separator: ","))::\(data(finding.message))"
        }
        lines += result.failures.map { "::error title=uim-parity::\(data($0))" }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }

    /// Workflow-command escaping (actions/toolkit `escapeData` / `escapeProperty`), after
    /// the control characters are escaped as in the text report: no ESC or newline from a
    /// file name can start a command of its own.
    private func data(_ text: String) -> String {
        printable(text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A"))
    }

    private func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
