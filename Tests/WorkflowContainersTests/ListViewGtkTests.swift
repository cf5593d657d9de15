import Gtk
import GtkTestSupport
import Testing
import WorkflowUITesting
import WorkflowContainers
import WorkflowUI

/// `ListViewScreen` on a real `GtkListView` under Xvfb.
@MainActor
@Suite("ListViewScreen on GTK", .gtk)
struct ListViewGtkTests {
    @Test("a 100,000-row list shows its first rows, then its last, with about a screenful of row controllers")
    func hundredThousandRows() async throws {
        let count = 100_000
        let (controller, host) = try await ListViews.show(ListViews.rows(count))
        defer { host.close() }
        let first = ListViews.visibleTexts(controller)
        #expect(first.first == "row 0" && first.count > 5, "\(first)")
        let list = try #require(controller.listView)
        var peakControllers = controller.liveRowControllerCount
        // Scroll end to end in 50 jumps (GtkListView's scroll-to-item, as Page Down and
        // Ctrl+End do); each jump shows the rows at its target.
        let steps = 50
        for step in 1...steps {
            let target = (count - 1) * step / steps
            list.scrollTo(position: target)
            try await host.wait(for: "row \(target) shown after jump \(step)") {
                ListViews.visibleTexts(controller).contains("row \(target)")
            }
            peakControllers = max(peakControllers, controller.liveRowControllerCount)
        }
        try await host.settle()
        let last = ListViews.visibleTexts(controller)
        #expect(last.last == "row \(count - 1)", "\(last.suffix(3))")
        let visible = last.count
        // GTK 4.8 keeps up to 200 list items around the visible ones (GtkListView's item limit).
        #expect(peakControllers <= visible + 200, "live row controllers \(peakControllers) for \(visible) visible rows")
        #expect(controller.liveRowControllerCount <= visible + 200)
        #expect((controller.rowModel?.liveItemCount ?? .max) <= visible + 200, "live GObject items stay per visible row")
        print("ListViewGtkTests: 100,000 rows: \(visible) visible, peak \(peakControllers) row controllers, \(controller.rowModel?.liveItemCount ?? -1) live items")
    }

    @Test("changing one visible row rebinds that row only and reports no items-changed")
    func oneRowChanged() async throws {
        var rows = ListViews.rows(1000)
        let (controller, host) = try await ListViews.show(rows)
        defer { host.close() }
        let before = controller.boundRowControllers
        let binds = controller.rowBindCount, steps = controller.itemsChangedCount
        rows.replace(at: 3, with: ListViews.row(3, "changed"))
        try await ListViews.update(controller, to: rows, in: host)
        #expect(controller.rowBindCount - binds == 1, "one rebind")
        #expect(controller.itemsChangedCount == steps)
        #expect(ListViews.visibleTexts(controller)[3] == "changed")
        let after = controller.boundRowControllers
        #expect(after.count == before.count && after.allSatisfy { before[$0.key] === $0.value }, "the same controllers")
    }

    @Test("inserting and removing one row is one items-changed each; the other rows keep their controllers")
    func insertAndRemove() async throws {
        var rows = ListViews.rows(1000)
        let (controller, host) = try await ListViews.show(rows)
        defer { host.close() }
        let before = controller.boundRowControllers
        var steps = controller.itemsChangedCount
        rows.insert(ListViews.row(-1, "inserted"), at: 2)
        try await ListViews.update(controller, to: rows, in: host)
        #expect(controller.itemsChangedCount - steps == 1)
        #expect(Array(ListViews.visibleTexts(controller).prefix(4)) == ["row 0", "row 1", "inserted", "row 2"])
        let kept = controller.boundRowControllers.filter { before[$0.key] != nil }
        #expect(kept.count >= before.count - 1 && kept.allSatisfy { before[$0.key] === $0.value }, "surviving rows keep their controllers")
        steps = controller.itemsChangedCount
        rows.remove(at: 0)
        try await ListViews.update(controller, to: rows, in: host)
        #expect(controller.itemsChangedCount - steps == 1)
        #expect(Array(ListViews.visibleTexts(controller).prefix(3)) == ["row 1", "inserted", "row 2"])
    }

    @Test("GTK's binds of the rows an insert moved read and update no row controller; a row changed off screen shows its new value when scrolled back")
    func rebindsOfMovedRows() async throws {
        var rows = ListViews.rows(1000)
        let (controller, host) = try await ListViews.show(rows)
        defer { host.close() }
        let binds = controller.rowBindCount, before = host.counters
        rows.insert(ListViews.row(-1, "inserted"), at: 2)
        try await ListViews.update(controller, to: rows, in: host)
        let after = host.counters
        // GTK 4.8 binds again every list item below the insert (~200); only the rows of the
        // edited chunk (at most 64) and the new row are read and shown again.
        #expect(controller.rowBindCount - binds > 100, "GTK binds the moved items again: \(controller.rowBindCount - binds)")
        let touched = (after.updates + after.skippedUpdates + after.builds) - (before.updates + before.skippedUpdates + before.builds)
        #expect(touched <= 66, "row controllers updated or built: \(touched)")
        #expect(Array(ListViews.visibleTexts(controller).prefix(4)) == ["row 0", "row 1", "inserted", "row 2"])
        // Row 40 changes while scrolled away; back at the top it shows its new value.
        controller.update(screen: ListViews.Texts(rows: rows, scrollTarget: 800), environment: .empty)
        try await host.wait(for: "row 800 to be shown") { ListViews.visibleTexts(controller).contains("row 800") }
        rows.replace(at: 41, with: ListViews.row(40, "changed 40"))
        controller.update(screen: ListViews.Texts(rows: rows, scrollTarget: 800), environment: .empty)
        try await host.settle()
        controller.update(screen: ListViews.Texts(rows: rows, scrollTarget: 40), environment: .empty)
        try await host.wait(for: "row 40 to be shown changed") { ListViews.visibleTexts(controller).contains("changed 40") }
        #expect(!ListViews.visibleTexts(controller).contains("row 40"))
    }

    @Test("a visible row moved and changed in one update shows its new value (GTK binds its list item again to the same model item)")
    func movedAndChanged() async throws {
        var rows = ListViews.rows(1000)
        let (controller, host) = try await ListViews.show(rows)
        defer { host.close() }
        // Row 3 moves below row 7 and changes; row 10 changes; a row is inserted at 1.
        rows.remove(at: 3)
        rows.insert(ListViews.row(3, "moved 3"), at: 7)
        rows.replace(at: 10, with: ListViews.row(10, "changed 10"))
        rows.insert(ListViews.row(-1, "inserted"), at: 1)
        try await ListViews.update(controller, to: rows, in: host)
        let (fresh, freshHost) = try await ListViews.show(rows)
        defer { freshHost.close() }
        let expected = ListViews.visibleTexts(fresh)
        #expect(Array(expected.prefix(12)) == ["row 0", "inserted", "row 1", "row 2", "row 4", "row 5", "row 6", "row 7", "moved 3", "row 8", "row 9", "changed 10"])
        #expect(ListViews.visibleTexts(controller) == expected)
    }

    @Test("the ListItemRebindFilter example: GTK's binds of the items an insert moved are dropped, the rows stay right, a forgotten item is bound again")
    func rebindFilterExample() async throws {
        // Rows keyed by id, their texts apart (a text can change under the same key and model item).
        final class Rows {
            var ids = Array(0..<500)
            var texts = Dictionary(uniqueKeysWithValues: (0..<500).map { ($0, "row \($0)") })
            /// Calls of the filtered handler, and the list item each row was last bound to.
            var handled = 0
            var items: [Int: ListItem] = [:]
        }
        let rows = Rows()
        let model = ListRowModel(count: { rows.ids.count }, key: { rows.ids[$0] })
        let factory = SignalListItemFactory()
        factory.onSetup { item in item.child = Label("") }
        func show(rowAt position: Int, in item: ListItem) {
            rows.handled += 1
            (item.child as? Label)?.text = rows.texts[rows.ids[position]] ?? ""
        }
        let rebinds = ListItemRebindFilter(model: model)
        factory.onBind(filteredBy: rebinds) { item in show(rowAt: item.position, in: item) }
        factory.onBind { rows.items[rows.ids[$0.position]] = $0 }
        let list = ListView(model: NoSelection(model: model), factory: factory)
        let scrolled = ScrolledWindow()
        scrolled.child = list
        let host = try await UITestHost(widget: scrolled, width: 300, height: 400)
        defer { host.close() }
        let bound = rows.handled, skipped = rebinds.skippedBinds
        #expect(bound > 10)
        rows.ids.insert(1000, at: 1)
        rows.texts[1000] = "new"
        model.itemsChanged(position: 1, removed: 0, added: 1)
        try await host.settle()
        #expect(rebinds.skippedBinds - skipped > 10, "GTK bound the moved items again: \(rebinds.skippedBinds - skipped) dropped")
        #expect(rows.handled - bound <= 3, "only the new row (and items for rows scrolled in) reached the handler: \(rows.handled - bound)")
        _ = try host.find(Label.self, label: "new")
        _ = try host.find(Label.self, label: "row 1")
        // Rows 1 and 2 change text under the same keys; only row 1's item is forgotten. The
        // next insert moves both (GTK binds them again to the same model items).
        let item = rows.items[1], other = try #require(rows.items[2])
        rows.texts[1] = "row 1 renamed"
        rows.texts[2] = "row 2 renamed"
        // The row of `item` changed while it was unbound:
        rebinds.forget(item!)
        rows.ids.insert(1001, at: 0)
        rows.texts[1001] = "top"
        model.itemsChanged(position: 0, removed: 0, added: 1)
        try await host.settle()
        #expect((item?.child as? Label)?.text == "row 1 renamed", "a forgotten item reads its row at its next bind")
        #expect((other.child as? Label)?.text == "row 2", "a bind to the same model item is dropped: its owner shows changes itself")
    }

    @Test("rows of different kinds share one list; a row changing kind is rebuilt in place")
    func mixedKinds() async throws {
        func mixed(_ countKey: Int?) -> ListViewScreen<AnyScreen>.Rows {
            .init((0..<50).map { key in
                key == countKey ? .init(key: key, value: AnyScreen(CountScreen(count: key)))
                    : .init(key: key, value: AnyScreen(TextScreen(text: "row \(key)")))
            })
        }
        let controller = ListViewScreenController(screen: ListViewScreen(rows: mixed(1)), environment: .empty)
        let host = try await UITestHost(viewController: controller, width: 400, height: 600)
        defer { host.close() }
        #expect(controller.boundRowControllers[1] is CountViewController)
        #expect(controller.boundRowControllers[2] is TextViewController)
        controller.update(screen: ListViewScreen(rows: mixed(2)), environment: .empty)
        try await host.settle()
        #expect(controller.boundRowControllers[1] is TextViewController)
        #expect(controller.boundRowControllers[2] is CountViewController)
        _ = try host.find(Label.self, label: "count 2")
    }
}
