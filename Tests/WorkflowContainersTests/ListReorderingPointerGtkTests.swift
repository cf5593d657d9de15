import Gtk
import GtkTestSupport
import Testing
import Workflow
import WorkflowContainers
import WorkflowUI
import WorkflowUITesting

/// Reordering a `ListScreen` with the real pointer under Xvfb (XTest): a press on a row,
/// motion in steps past GTK's drag threshold and down the list, a release on another row.
/// GTK carries the row through its own XDND exchange to the list's drop target.
@MainActor
@Suite("List reordering with the pointer (GTK)", .gtk)
struct ListReorderingPointerGtkTests {
    @Test("Apples dragged with the pointer onto the lower half of Cheese moves after it")
    func dragRowWithThePointer() async throws {
        let host = try await UITestHost(workflow: ReorderWorkflow(), width: 360, height: 400)
        defer { host.close() }
        let controller = try host.find(controller: ListScreenController<TextScreen>.self)
        let box = try #require(controller.box)
        let source = try #require(controller.reorderingDragSource)
        let frames = try controller.rowViewControllers.map { try #require($0.viewWidget.frame(in: box)) }
        try await PointerDrag.drag(from: box, at: (20, Double(frames[0].y + frames[0].height / 2)),
                                   to: box, at: (20, Double(frames[2].y + frames[2].height - 3)),
                                   started: { source.dragInProgressAction != nil },
                                   droppable: { source.dragInProgressAction == .move })
        try await host.wait(for: "the move to reach the workflow and show") {
            ListReorderingGtkTests().rowTexts(controller) == ["Bread", "Cheese", "Apples", "Dates"]
        }
        try await host.wait(for: "the drag to end") { source.dragInProgressAction == nil }
    }
}
