@_spi(Testing) import Gtk
import GtkTestSupport
import Testing
import Workflow
import WorkflowContainers
import WorkflowTesting
import WorkflowUI
import WorkflowUITesting

/// A shopping list whose rows the user reorders by dragging.
struct ReorderWorkflow: Workflow {
    var items = ["Apples", "Bread", "Cheese", "Dates"]

    func makeInitialState() -> [String] { items }

    func render(state: [String], context: RenderContext<ReorderWorkflow>) -> ListScreen<TextScreen> {
        let sink = context.makeStateMutationSink()
        let rows = ListScreen<TextScreen>.Rows(state.map { .init(key: $0, screen: TextScreen(text: $0)) })
        return ListScreen(rows: rows).reorderable { from, to in
            sink.send { items in items.insert(items.remove(at: from), at: to) }
        }
    }
}

/// Reordering a `ListScreen` by dragging, in a real window (Xvfb): each test emits the box's
/// `GtkDragSource::prepare` at a row (GTK's first step of a drag, which runs the list's
/// handler) and the `GtkDropTarget::drop` that GTK emits when the row is dropped, with the
/// `GValue` the drag carries, at another row's position. ListReorderingPointerGtkTests drags
/// a row with the real pointer.
@MainActor
@Suite("List reordering (GTK)", .gtk)
struct ListReorderingGtkTests {
    func rowTexts(_ controller: ListScreenController<TextScreen>) -> [String] {
        (controller.box?.children ?? []).map { row in
            row.displayedText ?? row.descendants.lazy.compactMap(\.displayedText).first ?? ""
        }
    }

    @Test("the box carries a drag source (move) and a drop target for list rows; a drag from row 0 dropped below row 2 moves it there")
    func dragRowDown() async throws {
        let host = try await UITestHost(workflow: ReorderWorkflow(), width: 360, height: 400)
        defer { host.close() }
        let controller = try host.find(controller: ListScreenController<TextScreen>.self)
        let box = try #require(controller.box)
        let source = try #require(controller.reorderingDragSource)
        let target = try #require(controller.reorderingDropTarget)
        #expect(source.widget === box && target.widget === box)
        #expect(source.actions == .move && target.actions == .move)
        #expect(target.acceptedTypeNames == ["guint"])
        let frames = try controller.rowViewControllers.map { try #require($0.viewWidget.frameInParent) }
        #expect(source.emitPrepareListRow(x: 10, y: Double(frames[0].y + 2)) == 0, "the drag carries row 0")
        // Dropped on the lower half of row 2: after it.
        #expect(target.emitDrop(listRow: 0, x: 10, y: Double(frames[2].y + frames[2].height - 2)))
        try await host.wait(for: "the move to reach the workflow and show") { rowTexts(controller) == ["Bread", "Cheese", "Apples", "Dates"] }
    }

    @Test("a drag up to the top, a drop in place changing nothing, and a row of another list refused")
    func dragUpAndRefusals() async throws {
        let host = try await UITestHost(workflow: ReorderWorkflow(), width: 360, height: 400)
        defer { host.close() }
        let controller = try host.find(controller: ListScreenController<TextScreen>.self)
        let source = try #require(controller.reorderingDragSource)
        let target = try #require(controller.reorderingDropTarget)
        var frames = try controller.rowViewControllers.map { try #require($0.viewWidget.frameInParent) }
        #expect(source.emitPrepareListRow(x: 10, y: Double(frames[3].y + 2)) == 3)
        #expect(target.emitDrop(listRow: 3, x: 10, y: 1))
        try await host.wait(for: "Dates to move to the top") { rowTexts(controller) == ["Dates", "Apples", "Bread", "Cheese"] }
        frames = try controller.rowViewControllers.map { try #require($0.viewWidget.frameInParent) }
        #expect(source.emitPrepareListRow(x: 10, y: Double(frames[1].y + 2)) == 1)
        #expect(target.emitDrop(listRow: 1, x: 10, y: Double(frames[1].y + 2)), "dropped where it was: taken, no move")
        // No drag started in this list: a row position from elsewhere is refused.
        #expect(!target.emitDrop(listRow: 2, x: 10, y: 1))
        #expect(!target.emitDrop(.text("Eggs"), x: 10, y: 1), "text is not a row")
        try await host.settle()
        #expect(rowTexts(controller) == ["Dates", "Apples", "Bread", "Cheese"])
    }

    @Test("a list without onMove has no reordering controllers")
    func notReorderable() async throws {
        let rows = ListScreen<TextScreen>.Rows(["a", "b"].map { .init(key: $0, screen: TextScreen(text: $0)) })
        let host = try await UITestHost(screen: ListScreen(rows: rows), width: 360, height: 400)
        defer { host.close() }
        let controller = try host.find(controller: ListScreenController<TextScreen>.self)
        #expect(controller.reorderingDragSource == nil && controller.reorderingDropTarget == nil)
    }
}

/// A reorder is the list screen's closure: a workflow's test moves rows without a window.
@MainActor
@Suite("List reordering as a rendering (headless)")
struct ListReorderingRenderingTests {
    @Test("onMove(from:to:) moves the row in the workflow's state")
    func moveComesBack() throws {
        try ReorderWorkflow().renderTester()
            .render { screen in
                #expect(screen.rows.count == 4)
                let onMove = try #require(screen.onMove)
                onMove(0, 2)
            }
            .assert(state: ["Bread", "Cheese", "Apples", "Dates"])
    }
}

/// The same shopping list in a virtualized `ListViewScreen`.
struct ReorderListViewWorkflow: Workflow {
    func makeInitialState() -> [String] { ["Apples", "Bread", "Cheese", "Dates"] }

    func render(state: [String], context: RenderContext<ReorderListViewWorkflow>) -> ListViewScreen<TextScreen> {
        let sink = context.makeStateMutationSink()
        let rows = ListViewScreen<TextScreen>.Rows(state.map { .init(key: $0, value: TextScreen(text: $0)) })
        return ListViewScreen(rows: rows).reorderable { from, to in
            sink.send { items in items.insert(items.remove(at: from), at: to) }
        }
    }
}

/// Reordering a virtualized `ListViewScreen` by dragging (Xvfb), driven as the box list's.
@MainActor
@Suite("List view reordering (GTK)", .gtk)
struct ListViewReorderingGtkTests {
    /// The rows' texts top to bottom, and each row's frame in the list view.
    func shownRows(_ controller: ListViewScreenController<TextScreen>) throws -> [(text: String, frame: Rect)] {
        let list = try #require(controller.listView)
        return list.descendants(of: Label.self).compactMap { label in label.frame(in: list).map { (label.text, $0) } }
            .sorted { $0.1.y < $1.1.y }
    }

    @Test("the list view carries the drag source and drop target; a row dragged down and back up moves in the workflow")
    func dragRows() async throws {
        let host = try await UITestHost(workflow: ReorderListViewWorkflow(), width: 360, height: 400)
        defer { host.close() }
        let controller = try host.find(controller: ListViewScreenController<TextScreen>.self)
        let source = try #require(controller.reorderingDragSource)
        let target = try #require(controller.reorderingDropTarget)
        #expect(source.widget === controller.listView && target.widget === controller.listView)
        try await host.wait(for: "the rows to show") { (try? shownRows(controller).count) == 4 }
        var rows = try shownRows(controller)
        #expect(source.emitPrepareListRow(x: 10, y: Double(rows[0].frame.y + 1)) == 0)
        #expect(target.emitDrop(listRow: 0, x: 10, y: Double(rows[2].frame.y + rows[2].frame.height)))
        try await host.wait(for: "Apples to move after Cheese") {
            (try? shownRows(controller).map(\.text)) == ["Bread", "Cheese", "Apples", "Dates"]
        }
        rows = try shownRows(controller)
        #expect(source.emitPrepareListRow(x: 10, y: Double(rows[3].frame.y + 1)) == 3)
        #expect(target.emitDrop(listRow: 3, x: 10, y: Double(rows[0].frame.y)))
        try await host.wait(for: "Dates to move to the top") {
            (try? shownRows(controller).map(\.text)) == ["Dates", "Bread", "Cheese", "Apples"]
        }
    }
}
