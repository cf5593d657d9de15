import Gtk
import GtkTestSupport
import Testing
import WorkflowUITesting
import WorkflowContainers
import WorkflowUI

/// Builders shared by the list tests.
@MainActor
private enum Lists {
    typealias Texts = ListScreen<TextScreen>

    static func rows(_ keys: [String], prefix: String = "") -> Texts.Rows {
        Texts.Rows(keys.map { .init(key: $0, screen: TextScreen(text: prefix + $0)) })
    }

    static func keys(_ count: Int) -> [String] { (0..<count).map { "r\($0)" } }

    static func ids(_ controllers: [ViewController]) -> [ObjectIdentifier] { controllers.map(ObjectIdentifier.init) }

    static func texts(_ controller: ListScreenController<TextScreen>) -> [TextViewController] {
        controller.rowViewControllers.compactMap { $0 as? TextViewController }
    }

    /// A controller built with `rows` and updated to `changed`: its row controllers before
    /// and after the update, and what the update counted.
    static func update(_ rows: Texts.Rows, to changed: Texts.Rows)
        -> (controller: ListScreenController<TextScreen>, before: [TextViewController], after: [TextViewController],
            delta: UpdateCounters.Snapshot) {
        let controller = ListScreenController(screen: Texts(rows: rows), environment: .empty)
        let before = texts(controller)
        let counters = controller.updateCounters.snapshot
        controller.update(screen: Texts(rows: changed), environment: .empty)
        return (controller, before, texts(controller), controller.updateCounters.snapshot.since(counters))
    }
}

/// `ListScreenController` logic without a display: views stay unloaded.
@MainActor
@Suite("ListScreen without a display", .serialized)
struct ListScreenTests {
    @Test("changing one row of 1,000 updates exactly that row's controller and builds nothing")
    func oneRowOfThousand() throws {
        let rows = Lists.rows(Lists.keys(1000))
        let (controller, before, after, delta) = Lists.update(
            rows, to: rows.replacing(at: 500, with: .init(key: "r500", screen: TextScreen(text: "changed"))))
        #expect(before.count == 1000)
        #expect(Lists.ids(after) == Lists.ids(before))
        // Each row saw one screenDidChange when built (the initial update); count from there.
        #expect(after.reduce(0) { $0 + $1.updateCount } - before.count == 1, "only row 500 saw screenDidChange")
        #expect(after[500].updateCount == 2 && after[500].screen.text == "changed")
        #expect(delta.builds == 0)
        #expect(delta.updates == 2, "the list itself and row 500: \(delta)")
        #expect(delta.skippedUpdates == 0, "the rest of row 500's chunk is not visited (the chunk knows which row was replaced): \(delta)")
        #expect(!controller.isViewLoaded)
    }

    @Test("two rows replaced in one chunk between updates both update, and the rest of the chunk is not visited")
    func twoRowsOfOneChunk() throws {
        let rows = Lists.rows(Lists.keys(100))
        let changed = rows.replacing(at: 3, with: .init(key: "r3", screen: TextScreen(text: "three")))
            .replacing(at: 5, with: .init(key: "r5", screen: TextScreen(text: "five")))
            .replacingScreen(at: 3, with: TextScreen(text: "three again"))
        let (_, before, after, delta) = Lists.update(rows, to: changed)
        #expect(Lists.ids(after) == Lists.ids(before))
        #expect(after[3].screen.text == "three again" && after[5].screen.text == "five")
        #expect(after[3].updateCount == 2, "row 3, replaced twice, is updated once")
        #expect(delta.updates == 3, "the list and rows 3 and 5: \(delta)")
        #expect(delta.skippedUpdates == 0, "no other row is visited: \(delta)")
        #expect(delta.builds == 0)
    }

    @Test("replaceScreen(at:with:) keeps the key and updates only that row; the original rows are unchanged")
    func replaceScreenKeepsTheKey() throws {
        let rows = Lists.rows(Lists.keys(100))
        var changed = rows
        changed.replaceScreen(at: 70, with: TextScreen(text: "seventy"))
        #expect(changed[70].key == AnyHashable("r70") && changed[70].screen.text == "seventy")
        #expect(rows[70].screen.text == "r70", "value semantics")
        let (_, before, after, delta) = Lists.update(rows, to: changed)
        #expect(Lists.ids(after) == Lists.ids(before))
        #expect(after[70].screen.text == "seventy")
        #expect(delta.updates == 2 && delta.skippedUpdates == 0 && delta.builds == 0, "\(delta)")
    }

    @Test("rows built anew with one changed text are compared by chunk: the changed chunk's rows are visited, the changed row updated")
    func rowsBuiltAnew() throws {
        let keys = Lists.keys(100)
        var texts = keys
        texts[40] = "forty"
        let rebuilt = Lists.Texts.Rows(zip(keys, texts).map { .init(key: $0, screen: TextScreen(text: $1)) })
        let (_, before, after, delta) = Lists.update(Lists.rows(keys), to: rebuilt)
        #expect(Lists.ids(after) == Lists.ids(before), "same keys: every controller kept")
        #expect(after[40].screen.text == "forty")
        #expect(delta.builds == 0)
        #expect(delta.updates == 2, "the list and row 40: \(delta)")
        #expect(delta.skippedUpdates == 99, "no chunk is shared with a value built anew: every other row is compared and skipped: \(delta)")
    }

    @Test("more replacements than the rows value remembers between two updates still update every replaced row")
    func manyReplacementsBetweenUpdates() throws {
        let rows = Lists.rows(Lists.keys(200))
        var changed = rows
        for index in stride(from: 0, to: 200, by: 4) { changed.replaceScreen(at: index, with: TextScreen(text: "x\(index)")) }
        let (_, before, after, _) = Lists.update(rows, to: changed)
        #expect(Lists.ids(after) == Lists.ids(before))
        for index in 0..<200 {
            #expect(after[index].screen.text == (index % 4 == 0 ? "x\(index)" : "r\(index)"), "row \(index)")
        }
    }

    @Test("a row replaced under a new key goes through the keyed diff: that row is rebuilt, the others kept")
    func replacedUnderANewKey() throws {
        let rows = Lists.rows(Lists.keys(100))
        let (_, before, after, delta) = Lists.update(rows, to: rows.replacing(at: 40, with: .init(key: "new", screen: TextScreen(text: "new"))))
        #expect(delta.builds == 1, "\(delta)")
        #expect(after[40].screen.text == "new")
        #expect(ObjectIdentifier(after[40]) != ObjectIdentifier(before[40]))
        #expect(Lists.ids(after).enumerated().filter { $0.offset != 40 }.map(\.element)
                    == Lists.ids(before).enumerated().filter { $0.offset != 40 }.map(\.element))
    }

    @Test("an unchanged rows value updates no row")
    func unchangedRows() {
        let rows = Lists.rows(Lists.keys(100))
        let controller = ListScreenController(screen: Lists.Texts(rows: rows), environment: .empty)
        let counters = controller.updateCounters.snapshot
        controller.update(screen: Lists.Texts(rows: rows), environment: .empty)
        let delta = controller.updateCounters.snapshot.since(counters)
        #expect(delta.updates == 1 && delta.skippedUpdates == 0 && delta.builds == 0, "\(delta)")
        #expect(Lists.texts(controller).allSatisfy { $0.updateCount == 1 }, "only the initial update")
    }

    @Test("replacing(at:with:) leaves the original rows unchanged")
    func rowsValueSemantics() {
        let rows = Lists.rows(Lists.keys(70))
        let changed = rows.replacing(at: 69, with: .init(key: "x", screen: TextScreen(text: "x")))
        #expect(rows[69].screen.text == "r69" && changed[69].screen.text == "x")
        #expect(changed.count == 70 && changed.map(\.key) == Lists.keys(69).map(AnyHashable.init) + ["x"])
        #expect(ListScreen<TextScreen>.Rows().isEmpty)
    }

    @Test("insert, remove and move by key keep the other rows' controllers")
    func insertRemoveMove() {
        let controller = ListScreenController(screen: Lists.Texts(rows: Lists.rows(["a", "b", "c", "d"])), environment: .empty)
        let original = controller.rowViewControllers
        let byKey = Dictionary(uniqueKeysWithValues: zip(["a", "b", "c", "d"], original))

        controller.update(screen: Lists.Texts(rows: Lists.rows(["a", "x", "b", "c", "d"])), environment: .empty)
        var now = controller.rowViewControllers
        #expect(now.count == 5 && now[0] === byKey["a"] && now[2] === byKey["b"] && now[3] === byKey["c"] && now[4] === byKey["d"])
        #expect((now[1] as? TextViewController)?.screen.text == "x")
        let x = now[1]

        controller.update(screen: Lists.Texts(rows: Lists.rows(["a", "x", "c", "d"])), environment: .empty)
        now = controller.rowViewControllers
        #expect(Lists.ids(now) == Lists.ids([byKey["a"]!, x, byKey["c"]!, byKey["d"]!]))
        #expect(byKey["b"]!.parent == nil, "the removed row left the list")

        controller.update(screen: Lists.Texts(rows: Lists.rows(["d", "a", "x", "c"], prefix: "m-")), environment: .empty)
        now = controller.rowViewControllers
        #expect(Lists.ids(now) == Lists.ids([byKey["d"]!, byKey["a"]!, x, byKey["c"]!]))
        #expect(Lists.texts(controller).map(\.screen.text) == ["m-d", "m-a", "m-x", "m-c"])
        #expect(controller.children.count == 4)
    }

    @Test("a kind change under the same key replaces only that row")
    func kindChange() throws {
        typealias Mixed = ListScreen<AnyScreen>
        let rows = Mixed.Rows((0..<100).map { Mixed.Row(key: $0, screen: AnyScreen(TextScreen(text: "\($0)"))) })
        let controller = ListScreenController(screen: Mixed(rows: rows), environment: .empty)
        let before = controller.rowViewControllers
        let counters = controller.updateCounters.snapshot
        controller.update(screen: Mixed(rows: rows.replacing(at: 40, with: .init(key: 40, screen: AnyScreen(CountScreen(count: 3))))),
                          environment: .empty)
        let delta = controller.updateCounters.snapshot.since(counters)
        let after = controller.rowViewControllers
        #expect(after[40] is CountViewController)
        #expect(before[40].parent == nil)
        #expect(delta.builds == 1, "\(delta)")
        for index in after.indices where index != 40 { #expect(after[index] === before[index]) }
        #expect(controller.children.count == 100)
    }
}

/// `ListScreenController` in a real `GtkBox` inside a `GtkScrolledWindow` (Xvfb).
@MainActor
@Suite("ListScreen on GTK", .gtk)
struct ListScreenGtkTests {
    private func boxOrder(_ controller: ListScreenController<TextScreen>) throws -> Bool {
        let box = try #require(controller.box)
        return box.children.map(\.identity) == controller.rowViewControllers.map(\.view.identity)
    }

    @Test("the box's children follow the rows after insert, move and remove")
    func boxOrderFollowsRows() async throws {
        let controller = ListScreenController(screen: Lists.Texts(rows: Lists.rows(["a", "b", "c", "d"])), environment: .empty)
        let host = try await UITestHost(viewController: controller, width: 600, height: 400)
        defer { host.close() }
        let (scrolled, box) = (try #require(controller.scrolledWindow), try #require(controller.box))
        #expect(scrolled.contains(box), "the box scrolls (through the window's viewport)")
        #expect(try boxOrder(controller))
        let views = controller.rowViewControllers.map(\.view.identity)

        for keys in [["a", "b", "x", "c", "d"], ["x", "a", "d", "c", "b"], ["d", "b"], ["y", "d", "z", "b", "w"], []] {
            controller.update(screen: Lists.Texts(rows: Lists.rows(keys)), environment: .empty)
            #expect(try boxOrder(controller), "order after \(keys)")
            #expect(Lists.texts(controller).map(\.label?.text) == keys.map(Optional.some))
        }
        controller.update(screen: Lists.Texts(rows: Lists.rows(["a", "b", "c", "d"])), environment: .empty)
        #expect(try boxOrder(controller))
        #expect(controller.rowViewControllers.map(\.view.identity) != views, "rows rebuilt after the list emptied")
        try await host.screenshot(to: "/tmp/workflowgtk-list-reordered.png")
    }

    @Test("a swap reorders the two rows' widgets in the box without taking them out; clearing 1,000 rows removes every controller")
    func swapReordersInPlace() async throws {
        let keys = Lists.keys(1_000)
        let controller = ListScreenController(screen: Lists.Texts(rows: Lists.rows(keys)), environment: .empty)
        let host = try await UITestHost(viewController: controller, width: 600, height: 400)
        defer { host.close() }
        let moved = [controller.rowViewControllers[1].view, controller.rowViewControllers[998].view]
        var parentChanges = 0
        for view in moved { view.onNotify(Property("parent")) { parentChanges += 1 } }
        var swapped = keys
        swapped.swapAt(1, 998)
        controller.update(screen: Lists.Texts(rows: Lists.rows(swapped)), environment: .empty)
        #expect(try boxOrder(controller))
        #expect(controller.rowViewControllers[1].view === moved[1] && controller.rowViewControllers[998].view === moved[0])
        #expect(parentChanges == 0, "a moved row stays in the box (gtk_widget_insert_after), not removed and added again")

        let rows = controller.rowViewControllers
        controller.update(screen: Lists.Texts(rows: Lists.rows([])), environment: .empty)
        #expect(controller.rowViewControllers.isEmpty && controller.children.isEmpty)
        #expect(rows.allSatisfy { $0.parent == nil && $0.view.parent == nil })
        #expect(try #require(controller.box).children.isEmpty)
    }

    @Test("a same-kind update keeps the row's widgets and sets the changed label's text")
    func sameKindUpdate() async throws {
        let rows = Lists.rows(Lists.keys(200))
        let controller = ListScreenController(screen: Lists.Texts(rows: rows), environment: .empty)
        let host = try await UITestHost(viewController: controller, width: 600, height: 400)
        defer { host.close() }
        let before = Lists.texts(controller)
        let label = try #require(before[77].label)
        let (viewID, labelID) = (before[77].view.identity, label.identity)

        controller.update(screen: Lists.Texts(rows: rows.replacing(at: 77, with: .init(key: "r77", screen: TextScreen(text: "updated")))),
                          environment: .empty)
        let after = Lists.texts(controller)
        #expect(after[77] === before[77])
        #expect(after[77].view.identity == viewID && after[77].label?.identity == labelID)
        #expect(after[77].label?.text == "updated")
        #expect(after[76].label?.text == "r76" && after[78].label?.text == "r78")
        #expect(try boxOrder(controller))

        typealias Mixed = ListScreen<AnyScreen>
        let mixedRows = Mixed.Rows((0..<3).map { Mixed.Row(key: $0, screen: AnyScreen(TextScreen(text: "\($0)"))) })
        let mixed = ListScreenController(screen: Mixed(rows: mixedRows), environment: .empty)
        let mixedWindowHost = try await UITestHost(viewController: mixed, width: 600, height: 400)
        defer { mixedWindowHost.close() }
        mixed.update(screen: Mixed(rows: mixedRows.replacing(at: 1, with: .init(key: 1, screen: AnyScreen(CountScreen(count: 5))))),
                     environment: .empty)
        let box = try #require(mixed.box)
        #expect(box.children.map(\.identity) == mixed.rowViewControllers.map(\.view.identity), "the rebuilt row sits in place")
        #expect((mixed.rowViewControllers[1] as? CountViewController)?.label?.text == "count 5")
        try await host.screenshot(to: "/tmp/workflowgtk-list-updated.png")
    }
}
