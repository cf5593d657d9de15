import Gtk
import Testing
import WorkflowUITesting

@MainActor
@Suite("Swift-defined properties in GTK's expressions, sorters and filters", .gtk)
struct PropertyExpressionTests {
    func store(_ rows: [(String, Int, Bool)]) -> ListStore {
        let store = ListStore(of: TaskItem.self)
        for (title, count, done) in rows {
            let item = TaskItem()
            item.title = title
            item[TaskItem.count] = count
            item[TaskItem.done] = done
            store.append(item)
        }
        return store
    }

    func titles(_ model: some ListModel) -> [String] {
        (0..<model.nItems).compactMap { model.item(at: $0)?.as(TaskItem.self)?.title }
    }

    @Test("a numeric sorter on an Int property orders the items, both ways, and re-reads a changed item")
    func numericSorter() throws {
        let items = store([("b", 2, false), ("c", 3, true), ("a", 1, false)])
        let sorter = Sorter.numeric(by: PropertyExpression(TaskItem.self, TaskItem.count))
        let sorted = SortListModel(model: items, sorter: sorter)
        #expect(titles(sorted) == ["a", "b", "c"])
        let descending = SortListModel(model: items, sorter: Sorter.numeric(by: PropertyExpression(TaskItem.self, TaskItem.count), descending: true))
        #expect(titles(descending) == ["c", "b", "a"])
        // GTK 4.8's sort model keeps each item's sort key: it does not watch item properties.
        // The store reports the changed item, and the model reads its new value (in C).
        let first = try #require(items.item(at: 2)?.as(TaskItem.self))
        first[TaskItem.count] = 10
        #expect(titles(sorted) == ["a", "b", "c"], "no re-sort before the item is reported changed")
        items.itemsChanged(position: 2, removed: 1, added: 1)
        #expect(titles(sorted) == ["b", "c", "a"])
        #expect(sorter.typeName == "GtkNumericSorter")
    }

    @Test("a string sorter and a string filter read a String property")
    func stringSorterAndFilter() {
        let items = store([("Pears", 1, false), ("apples", 2, false), ("Bananas", 3, true)])
        let sorted = SortListModel(model: items, sorter: Sorter.string(by: PropertyExpression(TaskItem.self, TaskItem.title)))
        #expect(titles(sorted) == ["apples", "Bananas", "Pears"])
        let filtered = FilterListModel(model: items, filter: Filter.string(PropertyExpression(TaskItem.self, TaskItem.title), matching: "an"))
        #expect(titles(filtered) == ["Bananas"])
    }

    @Test("a bool filter keeps the done items, and reads changed values when the filter reports a change")
    func boolFilter() throws {
        let items = store([("one", 1, true), ("two", 2, false), ("three", 3, true)])
        let doneFilter = Filter.bool(PropertyExpression(TaskItem.self, TaskItem.done))
        let done = FilterListModel(model: items, filter: doneFilter)
        #expect(titles(done) == ["one", "three"])
        let open = FilterListModel(model: items, filter: Filter.bool(PropertyExpression(TaskItem.self, TaskItem.done), inverted: true))
        #expect(titles(open) == ["two"])
        try #require(items.item(at: 1)?.as(TaskItem.self))[TaskItem.done] = true
        doneFilter.changed(.lessStrict)
        #expect(titles(done) == ["one", "two", "three"])
    }
}
