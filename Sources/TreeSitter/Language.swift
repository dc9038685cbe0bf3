import CTreeSitter

/// A tree-sitter grammar, as returned by a grammar's `tree_sitter_<name>()` function.
///
/// Grammar tables are immutable static data, so a `Language` may be shared freely.
public struct Language: @unchecked Sendable {
    let pointer: OpaquePointer
    /// Each symbol's name, by symbol: `Node.kind` reads it here, where building it from
    /// the C string on every read cost a few percent of a check.
    let symbolNames: [String]
    /// Each field's id, by name: `Node.child(byField:)` reads it here, where the runtime
    /// compares the name with every field's (2 % of checking a library).
    let fieldIDs: [String: TSFieldId]

    /// Wraps the pointer returned by a grammar's C entry point. The names of a grammar
    /// the runtime cannot load are not read (its tables may be laid out otherwise):
    /// `Parser` refuses it.
    public init(_ pointer: OpaquePointer) {
        self.pointer = pointer
        guard Self.supportedABIVersions.contains(Int(ts_language_version(pointer))) else {
            symbolNames = []
            fieldIDs = [:]
            return
        }
        symbolNames = (0..<ts_language_symbol_count(pointer)).map { symbol in
            ts_language_symbol_name(pointer, TSSymbol(symbol)).map { String(cString: $0) } ?? ""
        }
        let fieldCount = ts_language_field_count(pointer)
        fieldIDs = fieldCount == 0 ? [:] : Dictionary(
            (1...fieldCount).compactMap { id in ts_language_field_name_for_id(pointer, TSFieldId(id)).map { (String(cString: $0), TSFieldId(id)) } },
            uniquingKeysWith: { first, _ in first })
    }

    /// The grammar's ABI version; the runtime loads only versions in `supportedABIVersions`.
    public var abiVersion: Int { Int(ts_language_version(pointer)) }

    /// The ABI versions that the linked tree-sitter runtime can load.
    public static var supportedABIVersions: ClosedRange<Int> {
        Int(TREE_SITTER_MIN_COMPATIBLE_LANGUAGE_VERSION)...Int(TREE_SITTER_LANGUAGE_VERSION)
    }

    /// The names of the grammar's fields, for checking queries and locators against it.
    public var fieldNames: [String] {
        fieldIDs.sorted { $0.value < $1.value }.map(\.key)
    }
}
