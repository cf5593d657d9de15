import Gtk
import GtkTestSupport
import Testing
import WorkflowUITesting
import WorkflowContainers
import WorkflowUI

/// `ListViewScreenController`'s spare row controllers: a torn-down list item's controller (and
/// its widget) is kept and taken by the next list item GTK makes, under Xvfb.
@MainActor
@Suite("ListViewScreen spare row controllers", .gtk)
struct ListViewSpareRowsGtkTests {
    @Test("removing visible rows builds no row controller and no view: new list items take the torn-down ones")
    func removeBuildsNothing() async throws {
        var rows = ListViews.rows(1000)
        let (controller, host) = try await ListViews.show(rows)
        defer { host.close() }
        // The first removal may find no spare yet (GTK may make the new item first).
        rows.remove(at: 0)
        try await ListViews.update(controller, to: rows, in: host)
        let before = controller.updateCounters.snapshot
        let live = controller.liveRowControllerCount
        for removed in 1...5 {
            rows.remove(at: 0)
            try await ListViews.update(controller, to: rows, in: host)
            #expect(ListViews.visibleTexts(controller).first == "row \(removed + 1)")
        }
        let delta = controller.updateCounters.snapshot.since(before)
        #expect(delta.builds == 0 && delta.viewsLoaded == 0, "spares were taken, nothing built: \(delta)")
        #expect(controller.liveRowControllerCount == live, "as many row controllers as before")
        #expect(controller.spareRowControllerCount <= ListViewScreenController<TextScreen>.spareRowControllerLimit)
        let texts = ListViews.visibleTexts(controller)
        #expect(texts == (6..<6 + texts.count).map { "row \($0)" }, "every visible row shows its own text: \(texts)")
    }

    @Test("after a jump to the end every row shows its own text (spares show the row they are taken for)")
    func spareShowsNewRowAndEnvironment() async throws {
        var rows = ListViews.rows(300)
        let (controller, host) = try await ListViews.show(rows)
        defer { host.close() }
        rows.remove(at: 0)
        try await ListViews.update(controller, to: rows, in: host)
        // Scroll to the end: GTK tears list items down and makes others, taking spares.
        let list = try #require(controller.listView)
        list.scrollTo(position: rows.count - 1)
        try await host.wait(for: "the last row shown") { ListViews.visibleTexts(controller).last == "row 299" }
        let texts = ListViews.visibleTexts(controller)
        #expect(texts == (300 - texts.count..<300).map { "row \($0)" }, "\(texts)")
        #expect(controller.liveRowControllerCount <= texts.count + 200)
        let shown = controller.boundRowControllers.values.compactMap { ($0 as? TextViewController)?.label?.text }
        #expect(Set(shown).count == shown.count, "no two list items share a controller's label text: \(shown.count) bound")
    }

    @Test("ListRowModel: an item GTK lets go of becomes a spare and the next row asked for gets it with its own key")
    func rowModelSpareItems() {
        final class Rows { var keys = (0..<26).map { String(UnicodeScalar(UInt8(97 + $0))) } }
        let rows = Rows()
        let model = ListRowModel(count: { rows.keys.count }, key: { rows.keys[$0] })
        // key(at:in:) takes an item from the model and lets go of it at once.
        #expect(model.key(at: 3, in: model) == AnyHashable("d"))
        #expect(model.liveItemCount == 0 && model.spareItemCount == 1)
        #expect(model.key(at: 7, in: model) == AnyHashable("h"), "the spare item now stands for row 7's key")
        #expect(model.liveItemCount == 0 && model.spareItemCount == 1)
        // A selection model holds its selected item (the first row): that item keeps its key.
        var selection: SingleSelection? = SingleSelection(model: model)
        #expect(model.liveItemCount == 1 && model.spareItemCount == 0)
        #expect(model.key(at: 1, in: model) == AnyHashable("b"))
        #expect(selection.flatMap { model.key(at: 0, in: $0) } == AnyHashable("a"))
        #expect(model.liveItemCount == 1 && model.spareItemCount == 1)
        selection = nil
        #expect(model.liveItemCount == 0 && model.spareItemCount == 2, "the selection's item became a spare")
        // An edit: keys moved, items handed out again read the new keys.
        rows.keys.insert("x", at: 0)
        model.itemsChanged(position: 0, removed: 0, added: 1)
        #expect((0..<4).map { model.key(at: $0, in: model) } == ["x", "a", "b", "c"].map { AnyHashable($0) as AnyHashable? })
        #expect(model.spareItemCount <= ListRowModel.spareItemLimit)
    }
}
