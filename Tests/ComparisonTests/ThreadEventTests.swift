import Model
import Testing

/// Thread events as the rules write them, read in one place for the loader, the
/// interpreter's calls and the shrinking of a failing input.
@Suite struct ThreadEventTests {
    @Test(arguments: [
        ("append 2", ThreadEvent.change(.append, count: 2)), ("prepend 1", .change(.prepend, count: 1)),
        ("replace 0", .change(.replace, count: 0)), ("append  -3", .change(.append, count: -3)),
        ("end", .scroll(atEnd: true, distance: nil)), ("away 8.25", .scroll(atEnd: false, distance: 8.25)),
        (" end 8 ", .scroll(atEnd: true, distance: 8)),
    ])
    func eventsAreReadByTheirForm(text: String, event: ThreadEvent) {
        #expect(ThreadEvent(text) == event)
    }

    @Test(arguments: ["", "append", "appendd 1", "append 1.5", "end far", "end 1 2", "scroll 1", "Append 1"])
    func otherTextIsNoEvent(text: String) {
        #expect(ThreadEvent(text) == nil)
    }

    /// Only the form is read: whether a count or a distance is taken is the reader's.
    @Test func numbersAreTakenAsWritten() {
        guard case let .scroll(_, distance?)? = ThreadEvent("away inf") else {
            Issue.record("an endless distance is still a scroll")
            return
        }
        #expect(distance == .infinity)
        #expect(ThreadEvent("prepend 3")?.kind == "prepend")
        #expect(ThreadEvent("away")?.kind == "away")
    }

    @Test func aBoundaryListsItsEventsByCommas() {
        #expect(ThreadEvent.texts(in: "away, append 2,end 8") == ["away", "append 2", "end 8"])
        #expect(ThreadEvent.texts(in: "").isEmpty)
    }
}
