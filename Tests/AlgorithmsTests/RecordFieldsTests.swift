import Testing

@testable import Algorithms

/// A record's fields are a sorted list of names and values: it must behave as the
/// dictionary it replaced did (order of writing does not matter, a name is there once).
@Suite struct RecordFieldsTests {
    @Test func fieldsAreKeptSortedWhateverTheOrderTheyAreWritten() {
        var fields = RecordFields()
        fields["value"] = .int(1, bits: 64)
        fields["element"] = .string("A")
        fields["offset"] = .int(2, bits: 64)
        #expect(fields.fields.map(\.name) == ["element", "offset", "value"])
        #expect(fields == ["offset": .int(2, bits: 64), "value": .int(1, bits: 64), "element": .string("A")])
        var reversed = RecordFields()
        for name in ["offset", "element", "value"] { reversed[name] = fields[name] }
        #expect(reversed == fields)
        #expect(reversed.hashValue == fields.hashValue)
    }

    @Test func aNameIsThereOnceAndCanBeReplacedOrRemoved() {
        var fields: RecordFields = ["key": .string("A"), "label": .string("A")]
        fields["key"] = .string("B")
        #expect(fields["key"] == .string("B"))
        #expect(fields.fields.count == 2)
        fields["label"] = nil
        #expect(fields["label"] == nil)
        #expect(fields.fields.map(\.name) == ["key"])
        // A later pair of one name wins, as a dictionary's assignment does.
        #expect(RecordFields([("a", .bool(false)), ("a", .bool(true))]) == ["a": .bool(true)])
    }

    @Test func aFieldIsFoundByItsWholeName() {
        let fields: RecordFields = ["index": .int(0, bits: 64), "offset": .int(1, bits: 64), "value": .null, "0": .bool(true)]
        #expect(fields["offset"] == .int(1, bits: 64))
        #expect(fields["0"] == .bool(true))
        #expect(fields["off"] == nil)
        #expect(fields["offsets"] == nil)
        #expect(Array(fields.values) == [.bool(true), .int(0, bits: 64), .int(1, bits: 64), .null])
    }

    @Test func aRecordPrintsItsFieldsByName() {
        let item = RValue.record("SectionIndexItem", ["label": .string("•"), "key": .string("after-A")])
        #expect(item.description == "SectionIndexItem(key: \"after-A\", label: \"•\")")
    }

    /// Swift's `enumerated()` and Kotlin's `withIndex()` give records whose fields name
    /// the offset and the element in each language's words.
    @Test func enumeratedItemsNameTheirOffsetAndElementEachWay() throws {
        let items = try Builtins.call(
            CallName("enumerated"), on: .list([.string("A"), .string("B")]), arguments: [], labels: [], closure: nil, semantics: .swift)
        guard case let .list(records) = items, case let .record(_, second) = records[1] else {
            Issue.record("enumerated() gave \(items)")
            return
        }
        for name in ["offset", "index", "0"] { #expect(second[name] == .int(1, bits: 64), "\(name)") }
        for name in ["element", "value", "1"] { #expect(second[name] == .string("B"), "\(name)") }
    }
}
