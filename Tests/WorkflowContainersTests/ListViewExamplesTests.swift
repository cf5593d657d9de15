import Gtk
import GtkTestSupport
import Testing
import WorkflowContainers
import WorkflowUI

/// The doc-comment examples of the list view types, compiled and run.
@MainActor
@Suite("ListViewScreen doc examples")
struct ListViewExamplesTests {
    @Test("the ListViewRows example edits a 100,000-row value")
    func rowsExample() {
        var rows = ListViewRows((0..<100_000).map { ListViewRows<String>.Row(key: $0, value: "row \($0)") })
        rows.replace(at: 7, with: .init(key: 7, value: "seven"))
        rows.insert(.init(key: -1, value: "new"), at: 0)
        rows.remove(at: 500)
        #expect(rows.count == 100_000 && rows[8].value == "seven" && rows[0].key == AnyHashable(-1))
    }

    @Test("the modifyValues example marks every 10th row and keeps the keys")
    func modifyValuesExample() {
        /// A row value with a title.
        struct Titled { var title: String }
        var rows = ListViewRows((0..<100).map { ListViewRows<Titled>.Row(key: $0, value: Titled(title: "row \($0)")) })
        rows.modifyValues(at: stride(from: 0, to: rows.count, by: 10)) { $0.title += " !!!" }
        #expect(rows[0].value.title == "row 0 !!!" && rows[1].value.title == "row 1" && rows[90].value.title == "row 90 !!!")
        #expect(rows.map(\.key) == (0..<100).map(AnyHashable.init))
    }

    @Test("the ListViewRowsDiff example is one insert step")
    func diffExample() {
        let old = ListViewRows(["a", "b", "c"].map { ListViewRows<String>.Row(key: $0, value: $0) })
        let new = old.inserting(.init(key: "x", value: "x"), at: 1)
        let diff = ListViewRowsDiff(old: old, new: new)
        #expect(diff.steps == [.insert(position: 1, count: 1)])
    }

    @Test("the screen and selection examples report through their closures")
    func screenExamples() {
        let rows = ListViewScreen<TextScreen>.Rows([.init(key: "a", value: TextScreen(text: "A"))])
        var selectedKey: AnyHashable? = nil
        var opened: AnyHashable? = nil
        let screen = ListViewScreen(rows: rows, selection: .single(selectedKey)) { selection in
            selectedKey = selection.keys.first
        }
        screen.onSelectionChange?(.single("a"))
        #expect(selectedKey == AnyHashable("a"))
        let inbox = ListViewScreen(rows: rows, selection: .single(selectedKey),
                                   onSelectionChange: { selectedKey = $0.keys.first },
                                   onActivate: { opened = $0 })
        inbox.onActivate?("a")
        #expect(opened == AnyHashable("a") && inbox.selection.keys == ["a"])
    }

    @Test("the ListRowModel example reports an insert")
    func rowModelExample() {
        // The rows live in an object the closures read (a captured `var` mutated after the
        // capture would be a data-race warning under Swift 6).
        final class Inbox { var names = ["a", "b"] }
        let inbox = Inbox()
        let model = ListRowModel(count: { inbox.names.count }, key: { inbox.names[$0] })
        inbox.names.insert("x", at: 1)
        model.itemsChanged(position: 1, removed: 0, added: 1)
        #expect(model.nItems == 3 && model.count == 3)
    }
}
