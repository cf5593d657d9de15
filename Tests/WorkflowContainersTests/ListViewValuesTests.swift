import Testing
@testable import WorkflowContainers

/// `ListViewValues`: row values compared with `==` when their type is `Equatable`.
@Suite("ListViewValues")
struct ListViewValuesTests {
    struct Plain { var text: String }
    struct Row: Equatable { var text: String }

    @Test("a comparator uses == for an Equatable type and says false for any other")
    func comparator() {
        let rows = ListViewValues.Comparator<Row>()
        #expect(rows.equal(Row(text: "a"), Row(text: "a")) && !rows.equal(Row(text: "a"), Row(text: "b")))
        #expect(ListViewValues.Comparator<Int>().equal(3, 3))
        #expect(!ListViewValues.Comparator<Plain>().equal(Plain(text: "a"), Plain(text: "a")))
        #expect(ListViewValues.equal(Row(text: "a"), Row(text: "a")) && !ListViewValues.equal(Plain(text: "a"), Plain(text: "a")))
    }
}
