import Gtk
import GtkTestSupport
import Testing
import WorkflowUITesting
import WorkflowContainers
import WorkflowUI

/// `ListViewScreen` behaviour with real input under Xvfb: selection as state, activation,
/// keyboard navigation, scrolling to a key, and update ≡ rebuild.
@MainActor
@Suite("ListViewScreen behaviour on GTK", .gtk)
struct ListViewBehaviourGtkTests {
    /// What the screens' closures reported.
    @MainActor final class Events {
        var selections: [ListViewSelection] = []
        var activated: [AnyHashable] = []
    }

    static func screen(_ rows: ListViews.Texts.Rows, _ selection: ListViewSelection, _ events: Events,
                       scrollTarget: AnyHashable? = nil) -> ListViews.Texts {
        ListViews.Texts(rows: rows, selection: selection, onSelectionChange: { events.selections.append($0) },
                        onActivate: { events.activated.append($0) }, scrollTarget: scrollTarget)
    }

    /// The list item widget showing the row with `key`.
    static func item(_ controller: ListViewScreenController<TextScreen>, _ key: AnyHashable) throws -> Widget {
        try #require(controller.boundRowControllers[key]?.view.parent, "row \(key) is bound")
    }

    /// 100 rows, single selection, none selected, in a window that is active so that real
    /// pointer clicks reach it (XTest): the events reported, the rows, the controller, the host.
    static func showForClicks() async throws
        -> (events: Events, rows: ListViews.Texts.Rows, controller: ListViewScreenController<TextScreen>, host: UITestHost) {
        try #require(PointerSimulator.isAvailable, "XTest (libXtst.so.6) is not available on this X display: install libxtst6")
        let events = Events()
        let rows = ListViews.rows(100)
        let (controller, host) = try await ListViews.show(Self.screen(rows, .single(nil), events))
        #expect(KeyboardSimulator.focus(host.window))
        try await host.wait(for: "the window to be active") { host.window.isActive }
        return (events, rows, controller, host)
    }

    @Test("a click selects a row: the new selection is reported, and shown once rendered")
    func clickSelects() async throws {
        let (events, rows, controller, host) = try await Self.showForClicks()
        defer { host.close() }
        #expect(controller.displayedSelection.isEmpty)
        #expect(PointerSimulator.click(try Self.item(controller, 3)))
        try await host.wait(for: "the click to be reported as a selection") { !events.selections.isEmpty }
        #expect(events.selections.last == .single(3))
        controller.update(screen: Self.screen(rows, .single(3), events), environment: .empty)
        try await host.settle()
        #expect(controller.displayedSelection == [3])
        // A rendering with another selection moves GTK's selection, and is not reported back.
        let reported = events.selections.count
        controller.update(screen: Self.screen(rows, .single(7), events), environment: .empty)
        try await host.settle()
        #expect(controller.displayedSelection == [7])
        #expect(events.selections.count == reported)
    }

    @Test("arrow keys move the selection and Return activates the focused row")
    func keyboard() async throws {
        let events = Events()
        var selection = ListViewSelection.single(0)
        let rows = ListViews.rows(100)
        let (controller, host) = try await ListViews.show(Self.screen(rows, selection, events))
        defer { host.close() }
        #expect(try Self.item(controller, 0).grabFocus())
        try await host.press("Down")
        try await host.wait(for: "Down to select row 1") { events.selections.last == .single(1) }
        selection = events.selections.last ?? selection
        controller.update(screen: Self.screen(rows, selection, events), environment: .empty)
        try await host.press("Down")
        try await host.wait(for: "Down to select row 2") { events.selections.last == .single(2) }
        try await host.press("Return")
        try await host.wait(for: "Return to activate row 2") { events.activated == [2] }
    }

    @Test("multiple selection: the rendered keys are selected, and a key that is not a row is ignored")
    func multipleSelection() async throws {
        let events = Events()
        let rows = ListViews.rows(1000)
        let controller = ListViewScreenController(screen: Self.screen(rows, .multiple([2, 500, 999, "missing"]), events),
                                                  environment: .empty)
        let host = try await UITestHost(viewController: controller, width: 400, height: 600)
        defer { host.close() }
        #expect(controller.displayedSelection == [2, 500, 999])
        controller.update(screen: Self.screen(rows, .none, events), environment: .empty)
        try await host.settle()
        #expect(controller.displayedSelection.isEmpty)
        #expect(events.selections.isEmpty, "renderings are not reported as the user's changes")
    }

    @Test("changing the selection mode keeps the selected key: single → multiple keeps it, multiple → single keeps one, → none clears")
    func selectionModeChange() async throws {
        let events = Events()
        let rows = ListViews.rows(1000)
        let (controller, host) = try await ListViews.show(Self.screen(rows, .single(5), events))
        defer { host.close() }
        #expect(controller.displayedSelection == [5])
        controller.update(screen: Self.screen(rows, .multiple([5]), events), environment: .empty)
        try await host.settle()
        #expect(controller.displayedSelection == [5], "single → multiple keeps the key selected")
        #expect(controller.listView?.selectionModel is MultiSelection)
        #expect(try Self.isShownSelected(controller, 5), "row 5 is drawn selected")
        controller.update(screen: Self.screen(rows, .multiple([5, 9]), events), environment: .empty)
        try await host.settle()
        #expect(controller.displayedSelection == [5, 9])
        controller.update(screen: Self.screen(rows, .single(9), events), environment: .empty)
        try await host.settle()
        #expect(controller.displayedSelection == [9], "multiple → single keeps the one key")
        #expect(controller.listView?.selectionModel is SingleSelection)
        controller.update(screen: Self.screen(rows, .none, events), environment: .empty)
        try await host.settle()
        #expect(controller.displayedSelection.isEmpty, "→ none clears")
        controller.update(screen: Self.screen(rows, .single(7), events), environment: .empty)
        try await host.settle()
        #expect(controller.displayedSelection == [7])
        #expect(events.selections.isEmpty, "renderings are not reported as the user's changes")
    }

    @Test("a row the user selected (click) stays selected when the mode changes to multiple, and the change is not reported as the user's")
    func clickedSelectionModeChange() async throws {
        let (events, rows, controller, host) = try await Self.showForClicks()
        defer { host.close() }
        #expect(PointerSimulator.click(try Self.item(controller, 4)))
        try await host.wait(for: "the click to be reported as a selection") { !events.selections.isEmpty }
        #expect(events.selections.last == .single(4))
        controller.update(screen: Self.screen(rows, .single(4), events), environment: .empty)
        try await host.settle()
        let reported = events.selections.count
        controller.update(screen: Self.screen(rows, .multiple([4]), events), environment: .empty)
        try await host.settle()
        #expect(controller.displayedSelection == [4], "single → multiple keeps the clicked key")
        #expect(events.selections.count == reported, "\(events.selections.dropFirst(reported))")
        // A click now selects in multiple mode (a plain click selects only its row).
        #expect(PointerSimulator.click(try Self.item(controller, 6)))
        try await host.wait(for: "the click to be reported") { events.selections.count > reported }
        #expect(events.selections.last == .multiple([6]))
    }

    @Test("a new scroll target scrolls to its key")
    func scrollTarget() async throws {
        let events = Events()
        let rows = ListViews.rows(100_000)
        let (controller, host) = try await ListViews.show(Self.screen(rows, .none, events))
        defer { host.close() }
        controller.update(screen: Self.screen(rows, .none, events, scrollTarget: 76_543), environment: .empty)
        try await host.wait(for: "row 76543 to be shown") { ListViews.visibleTexts(controller).contains("row 76543") }
    }

    /// Whether the list item showing `key` is drawn in GTK's selected state.
    static func isShownSelected(_ controller: ListViewScreenController<TextScreen>, _ key: AnyHashable) throws -> Bool {
        try Self.item(controller, key).dumpTree().split(separator: "\n").first?.hasSuffix(" selected") ?? false
    }

    @Test("a selection and a scroll target near the end of 100,000 rows are applied: the rows are selected, scrolled to and drawn selected, also after an edit above them")
    func farSelectionAndScroll() async throws {
        // Single selection: a key near the end, then another after an insert near the top
        // (which shifts every row below it).
        let events = Events()
        var rows = ListViews.rows(100_000)
        let single = ListViewScreenController(screen: Self.screen(rows, .single(nil), events), environment: .empty)
        let host = try await UITestHost(viewController: single, width: 400, height: 600)
        defer { host.close() }
        single.update(screen: Self.screen(rows, .single(99_990), events, scrollTarget: 99_990), environment: .empty)
        try await host.wait(for: "row 99990 to be shown") { ListViews.visibleTexts(single).contains("row 99990") }
        try await host.settle()
        #expect(single.displayedSelection == [99_990])
        #expect(try Self.isShownSelected(single, 99_990), "row 99990 is drawn selected")
        #expect(try !Self.isShownSelected(single, 99_991))
        rows.insert(ListViews.row(-1, "new"), at: 5)
        single.update(screen: Self.screen(rows, .single(99_960), events, scrollTarget: 99_960), environment: .empty)
        try await host.settle()
        #expect(single.listView?.selectionModel?.selectedPositions == [99_961])
        #expect(try Self.isShownSelected(single, 99_960))
        #expect(try !Self.isShownSelected(single, 99_990))

        // Multiple selection: a few keys (looked up one by one), then many (one pass).
        let multiple = ListViewScreenController(screen: Self.screen(rows, .multiple([]), events), environment: .empty)
        let second = try await UITestHost(viewController: multiple, width: 400, height: 600)
        defer { second.close() }
        multiple.update(screen: Self.screen(rows, .multiple([99_950, 99_999, 7]), events, scrollTarget: 99_950), environment: .empty)
        try await second.wait(for: "row 99950 to be shown") { ListViews.visibleTexts(multiple).contains("row 99950") }
        try await second.settle()
        #expect(multiple.displayedSelection == [99_950, 99_999, 7])
        #expect(multiple.listView?.selectionModel?.selectedPositions == [8, 99_951, 100_000])
        #expect(try Self.isShownSelected(multiple, 99_950))
        let many = Set((99_900..<99_960).map(AnyHashable.init))
        multiple.update(screen: Self.screen(rows, .multiple(many), events, scrollTarget: 99_920), environment: .empty)
        try await second.wait(for: "row 99920 to be shown") { ListViews.visibleTexts(multiple).contains("row 99920") }
        try await second.settle()
        #expect(multiple.displayedSelection == many)
        #expect(try Self.isShownSelected(multiple, 99_920))
        #expect(events.selections.isEmpty, "renderings are not reported as the user's changes")
    }

    @Test("update ≡ rebuild: after random keyed edits, the visible rows and the selection equal a fresh list's (seeds printed)")
    func updateEqualsRebuild() async throws {
        for seed in UInt64(1)...10 {
            print("ListViewBehaviourGtkTests.updateEqualsRebuild: seed \(seed)")
            var generator = SeededRandom(seed: seed)
            var rows = ListViews.rows(120)
            var selected: Set<AnyHashable> = []
            var nextKey = 1000
            let events = Events()
            let controller = ListViewScreenController(screen: Self.screen(rows, .multiple(selected), events), environment: .empty)
            let host = try await UITestHost(viewController: controller, width: 400, height: 400)
            defer { host.close() }
            for rendering in 0..<6 {
                for _ in 0..<Int.random(in: 1...5, using: &generator) {
                    // Mostly near the top, where the rows are on screen.
                    let near = { (limit: Int) in Int.random(in: 0..<max(1, min(limit, 30)), using: &generator) }
                    switch Int.random(in: 0..<6, using: &generator) {
                    case 0:
                        rows.insert(ListViews.row(nextKey, "new \(nextKey)"), at: near(rows.count + 1))
                        nextKey += 1
                    case 1 where !rows.isEmpty: rows.remove(at: near(rows.count))
                    case 2 where !rows.isEmpty:
                        let index = near(rows.count)
                        rows.replace(at: index, with: ListViews.row(rows[index].key.base as! Int, "changed \(seed).\(rendering)"))
                    case 3 where rows.count > 1:
                        let row = rows[near(rows.count)]
                        rows.remove(at: rows.firstIndex(ofKey: row.key)!)
                        rows.insert(row, at: near(rows.count + 1))
                    case 4 where !rows.isEmpty: selected.insert(rows[near(rows.count)].key)
                    case 5 where !selected.isEmpty: selected.remove(selected.first!)
                    default: break
                    }
                }
                controller.update(screen: Self.screen(rows, .multiple(selected), events), environment: .empty)
                try await host.settle()
            }
            let fresh = ListViewScreenController(screen: Self.screen(rows, .multiple(selected), events), environment: .empty)
            let freshHost = try await UITestHost(viewController: fresh, width: 400, height: 400)
            defer { freshHost.close() }
            try #require(controller.listView).scrollTo(position: 0)
            let firstText = rows.first?.value.text
            try await host.wait(for: "the top row after scrolling up (seed \(seed))") { ListViews.visibleTexts(controller).first == firstText }
            try await freshHost.settle()
            let expected = ListViews.visibleTexts(fresh)
            #expect(expected == Array(rows.prefix(expected.count).map(\.value.text)), "seed \(seed): the fresh list shows the rows")
            #expect(ListViews.visibleTexts(controller) == expected, "seed \(seed)")
            let rowKeys = Set(rows.map(\.key))
            #expect(controller.displayedSelection == selected.intersection(rowKeys), "seed \(seed)")
            #expect(fresh.displayedSelection == controller.displayedSelection, "seed \(seed)")
            #expect(events.selections.isEmpty, "seed \(seed): renderings are not reported as the user's changes")
        }
    }
}
