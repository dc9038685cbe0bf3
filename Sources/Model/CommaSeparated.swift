import Foundation

extension StringProtocol {
    /// The items of a comma-separated list, each trimmed of spaces and tabs; empty items
    /// between two commas are left out. One reading for every list the tool is given as
    /// text: a boundary's sections and events, a `bezier(…)` or `rgb(…)`'s numbers, a
    /// Swift edge set, a command line option's values.
    public var commaSeparated: [String] {
        split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    }
}
