import CTreeSitter

/// A syntax tree and the source bytes it was parsed from.
///
/// The tree owns its C memory and frees it when the last `Tree` or `Node` using it goes.
public final class Tree {
    let pointer: OpaquePointer
    /// The parsed source, UTF-8.
    public let source: [UInt8]
    public let language: Language
    private lazy var lineStarts: [Int] = Self.lineStartOffsets(of: source)
    /// The scalars before every (1 << `checkpointShift`)-th byte: a column counts from the nearest
    /// checkpoint, not from its line's start (a line of 2 MB took seconds a column).
    private lazy var scalarCheckpoints: [Int] = Self.scalarCheckpoints(of: source)
    private static let checkpointShift = 12

    init(pointer: OpaquePointer, source: [UInt8], language: Language) {
        self.pointer = pointer
        self.source = source
        self.language = language
    }

    deinit {
        ts_tree_delete(pointer)
    }

    public var rootNode: Node {
        Node(raw: ts_tree_root_node(pointer), tree: self)
    }

    /// The 1-based line and Unicode-scalar column of a byte offset into `source`.
    public func position(ofByte offset: Int) -> Position {
        let clamped = min(max(offset, 0), source.count)
        let lineIndex = Self.lastIndex(in: lineStarts, notAfter: clamped)
        let lineStart = lineStarts[lineIndex]
        // Most lines are short: counted directly; a long one from the checkpoints.
        let scalars =
            clamped - lineStart < 1 << Self.checkpointShift
            ? Self.scalarCount(source[lineStart..<clamped]) : scalars(before: clamped) - scalars(before: lineStart)
        return Position(line: lineIndex + 1, column: scalars + 1)
    }

    /// The scalars in `source[..<offset]`.
    private func scalars(before offset: Int) -> Int {
        let checkpoint = offset >> Self.checkpointShift
        return scalarCheckpoints[checkpoint] + Self.scalarCount(source[(checkpoint << Self.checkpointShift)..<offset])
    }

    private static func scalarCheckpoints(of bytes: [UInt8]) -> [Int] {
        var checkpoints = [0]
        var start = 0
        while start < bytes.count {
            let end = min(start + (1 << checkpointShift), bytes.count)
            checkpoints.append(checkpoints[checkpoints.count - 1] + scalarCount(bytes[start..<end]))
            start = end
        }
        return checkpoints
    }

    /// The source text of a byte range, with invalid UTF-8 repaired.
    public func text(in range: Range<Int>) -> String {
        String(decoding: source[range], as: UTF8.self)
    }

    private static func lineStartOffsets(of bytes: [UInt8]) -> [Int] {
        var starts = [0]
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(index + 1)
        }
        return starts
    }

    private static func lastIndex(in sorted: [Int], notAfter value: Int) -> Int {
        var low = 0
        var high = sorted.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if sorted[middle] <= value { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// Counts scalars by their leading bytes (every byte that is not a continuation byte).
    private static func scalarCount(_ bytes: ArraySlice<UInt8>) -> Int {
        bytes.reduce(0) { count, byte in byte & 0xC0 == 0x80 ? count : count + 1 }
    }
}
