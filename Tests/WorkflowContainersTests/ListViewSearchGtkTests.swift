import Gtk
import GtkTestSupport
import Testing
import WorkflowUITesting
import WorkflowContainers
import WorkflowUI

/// `ListViewScreenController` under search as an app writes it (each keystroke rows built anew
/// from an array): narrowing and widening reach GTK as removes or inserts only, and the list
/// items show their rows afterwards, under Xvfb.
@MainActor
@Suite("ListViewScreen search (rows left out and added back)", .gtk)
struct ListViewSearchGtkTests {
    static func rows(_ keys: some Sequence<Int>, changing changed: [Int: String] = [:]) -> ListViews.Texts.Rows {
        ListViews.Texts.Rows(keys.map { ListViews.row($0, changed[$0]) })
    }

    @Test("narrowing 1,000 rows to every 7th and widening back: visible rows show their rows, a kept row with a new value shows it")
    func narrowAndWiden() async throws {
        let (controller, host) = try await ListViews.show(Self.rows(0..<1000))
        defer { host.close() }
        let matches = Array(stride(from: 0, to: 1000, by: 7))
        try await ListViews.update(controller, to: Self.rows(matches, changing: [14: "fourteen"]), in: host)
        var texts = ListViews.visibleTexts(controller)
        #expect(texts.count > 3 && texts == matches.prefix(texts.count).map { $0 == 14 ? "fourteen" : "row \($0)" }, "\(texts)")
        #expect(controller.rowModel?.count == matches.count)
        try await ListViews.update(controller, to: Self.rows(0..<1000, changing: [7: "seven"]), in: host)
        texts = ListViews.visibleTexts(controller)
        #expect(texts.count > 8 && texts == (0..<texts.count).map { $0 == 7 ? "seven" : "row \($0)" }, "\(texts)")
        #expect(controller.rowModel?.count == 1000)
    }

    @Test("a search of many scattered matches reaches GTK as one signal (the rows past the new last removed; the list items kept stand for the new rows at their places), widening back too (the rows added at the end); narrowing to nothing and clearing, one each")
    func manyRunsAreOneSignal() async throws {
        let (controller, host) = try await ListViews.show(Self.rows(0..<100_000))
        defer { host.close() }
        var steps = controller.itemsChangedCount
        let matches = Array(stride(from: 3, to: 100_000, by: 500))
        try await ListViews.update(controller, to: Self.rows(matches), in: host)
        #expect(controller.itemsChangedCount - steps == 1, "the rows past the 200 matches removed in one signal")
        var texts = ListViews.visibleTexts(controller)
        #expect(texts.count > 3 && texts == matches.prefix(texts.count).map { "row \($0)" }, "\(texts)")
        steps = controller.itemsChangedCount
        try await ListViews.update(controller, to: Self.rows(0..<100_000), in: host)
        #expect(controller.itemsChangedCount - steps == 1, "the rows past the 200 matches added in one signal")
        texts = ListViews.visibleTexts(controller)
        // GTK keeps the row that was at the top in view (it was among the first new rows).
        let first = texts.first.flatMap { Int($0.dropFirst(4)) } ?? -1
        #expect(texts.count > 3 && texts.contains("row 3") && texts == (first..<first + texts.count).map { "row \($0)" },
                "the row shown at the top stays in view: \(texts)")
        steps = controller.itemsChangedCount
        try await ListViews.update(controller, to: Self.rows([]), in: host)
        try await ListViews.update(controller, to: Self.rows(0..<100_000), in: host)
        #expect(controller.itemsChangedCount - steps == 2, "one remove, one insert")
        #expect(controller.rowModel?.count == 100_000)
    }

    @Test("a narrowing of a few runs is reported step by step (GTK reads the rows between steps) and every visible row shows its row")
    func fewRuns() async throws {
        let (controller, host) = try await ListViews.show(Self.rows(0..<300))
        defer { host.close() }
        let before = controller.itemsChangedCount
        let kept = (0..<300).filter { !(($0 / 3) % 4 == 1 && $0 < 60) }
        try await ListViews.update(controller, to: Self.rows(kept), in: host)
        #expect(controller.itemsChangedCount - before == 5, "one remove per run of left-out rows")
        var texts = ListViews.visibleTexts(controller)
        #expect(texts.count > 3 && texts == kept.prefix(texts.count).map { "row \($0)" }, "\(texts)")
        try await ListViews.update(controller, to: Self.rows(0..<300), in: host)
        texts = ListViews.visibleTexts(controller)
        #expect(texts.count > 3 && texts == (0..<texts.count).map { "row \($0)" }, "\(texts)")
    }

    @Test("narrowing 100,000 rows to every third while the top row is shown: GTK is not asked for every new row, the list shows the first rows, the selection stays")
    func narrowWithoutAskingForEveryRow() async throws {
        let (controller, host) = try await ListViews.show(ListViews.Texts(rows: Self.rows(0..<100_000), selection: .single(90_000)))
        defer { host.close() }
        let model = try #require(controller.rowModel)
        let before = model.itemsHandedOut
        let matches = Array(stride(from: 1, to: 100_000, by: 3))
        controller.update(screen: ListViews.Texts(rows: Self.rows(matches), selection: .single(90_001)), environment: .empty)
        try await host.settle()
        #expect(model.itemsHandedOut - before < 1_000, "GTK asked for \(model.itemsHandedOut - before) items for a window of rows")
        let texts = ListViews.visibleTexts(controller)
        #expect(texts.count > 3 && texts == matches.prefix(texts.count).map { "row \($0)" }, "\(texts)")
        #expect(controller.displayedSelection == [AnyHashable(90_001)])
    }

    @Test("rows taken by position (rows(at:)): narrowing, narrowing again and clearing show the right rows, the selection stays, and GTK makes no list item for them")
    func rowsTakenByPosition() async throws {
        let all = Self.rows(0..<100_000)
        let (controller, host) = try await ListViews.show(ListViews.Texts(rows: all, selection: .single(21)))
        defer { host.close() }
        let controllers = controller.liveRowControllerCount
        let matches = Array(stride(from: 0, to: 100_000, by: 3)), fewer = Array(stride(from: 0, to: 100_000, by: 21))
        for (positions, name) in [(matches, "every third"), (fewer, "every 21st"), (Array(0..<100_000), "cleared")] {
            let rows = positions.count == all.count ? all : all.rows(at: positions)
            controller.update(screen: ListViews.Texts(rows: rows, selection: .single(21)), environment: .empty)
            try await host.settle()
            let texts = ListViews.visibleTexts(controller)
            #expect(texts.count > 3 && texts == positions.prefix(texts.count).map { "row \($0)" }, "\(name): \(texts)")
            #expect(controller.rowModel?.count == positions.count && controller.displayedSelection == [AnyHashable(21)], "\(name)")
            #expect(controller.liveRowControllerCount == controllers, "\(name): the list items GTK keeps show the new rows")
        }
    }

    @Test("a replacement shows the new rows on screen in the frame that draws it, the rows of the list items kept off screen over the next frames, and all of them at once when the list scrolls")
    func offScreenRowsFollow() async throws {
        let (controller, host) = try await ListViews.show(Self.rows(0..<100_000))
        defer { host.close() }
        /// How many list items show another row than the one they stand for.
        func stale() -> Int {
            controller.boundRowControllers.count { key, row in (row as? TextViewController)?.label?.text != "row \(key)" }
        }
        #expect(stale() == 0)
        let matches = Array(stride(from: 0, to: 100_000, by: 3))
        controller.update(screen: ListViews.Texts(rows: Self.rows(matches)), environment: .empty)
        let texts = ListViews.visibleTexts(controller)
        #expect(texts.count > 3 && texts == matches.prefix(texts.count).map { "row \($0)" }, "the rows on screen at once: \(texts)")
        #expect(stale() > 100, "the list items off screen show their rows later")
        try await host.wait(for: "every list item showing its row") { stale() == 0 }
        controller.update(screen: ListViews.Texts(rows: Self.rows(0..<100_000)), environment: .empty)
        #expect(stale() > 100)
        let adjustment = try #require(controller.scrolledWindow).verticalAdjustment
        adjustment.value = adjustment.pageSize * 2
        #expect(stale() == 0, "a scroll shows every row before the frame draws it")
    }

    @Test("selecting a row on screen and one far below: GTK selects each")
    func selection() async throws {
        let rows = Self.rows(0..<10_000)
        let (controller, host) = try await ListViews.show(ListViews.Texts(rows: rows, selection: .single(nil)))
        defer { host.close() }
        for key in [5, 6, 9_000, 4] {
            controller.update(screen: ListViews.Texts(rows: rows, selection: .single(key)), environment: .empty)
            try await host.settle()
            #expect(controller.displayedSelection == [AnyHashable(key)], "key \(key)")
        }
    }
}
