/// Why a docs page, or one of its blocks, could not be imported.
public struct ImportError: Error, Equatable, Sendable, CustomStringConvertible {
    public let doc: String
    /// The line of the offending block's fence, or nil for the page as a whole.
    public let line: Int?
    public let reason: String

    public init(doc: String, line: Int?, reason: String) {
        self.doc = doc
        self.line = line
        self.reason = reason
    }

    public var description: String {
        let place = line.map { "\(doc):\($0)" } ?? doc
        return "\(place): \(reason)"
    }
}
