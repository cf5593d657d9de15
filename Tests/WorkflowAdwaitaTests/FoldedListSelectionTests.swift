import Adw
import Gtk
import GtkTestSupport
import Testing
import Workflow
import WorkflowAdwaita
import WorkflowUI
import WorkflowUITesting

/// Issue 36: a folded split's list is the way into the detail; a row the workflow holds as
/// selected (the first, by default) must not look chosen before the user chose it.
@MainActor
@Suite("WorkflowAdwaita folded list selection", .gtk)
struct FoldedListSelectionTests {
    init() { Adwaita.initialize() }

    func list(_ host: UITestHost) throws -> (AdaptiveSplitViewController<BoxedListScreen, StatusPageScreen>, BoxedListViewController) {
        let split = try host.find(controller: AdaptiveSplitViewController<BoxedListScreen, StatusPageScreen>.self)
        let boxed = try #require(split.leading.currentViewController as? BoxedListViewController)
        return (split, boxed)
    }

    @Test("narrow (360×640) with the workflow's selection on the first row: no row has GTK's selected state until the user chooses one")
    func foldedListShowsNoUnchosenSelection() async throws {
        let host = try await UITestHost(workflow: AdaptiveAppWorkflow(initialState: .init(selected: 0)), width: 360, height: 640)
        defer { host.close() }
        let (split, boxed) = try list(host)
        try await host.wait(for: "the split to fold") { split.isFolded }
        try await host.settle()
        let listBox = try #require(boxed.listBox)
        #expect(boxed.screen.selectedIndex == 0, "the workflow holds the first row")
        #expect(listBox.selectedRow == nil && !boxed.rowWidgets.contains { $0.isSelected },
                "folded, nothing looks selected before the user chooses")
        try await host.activate(boxed.rowWidgets[2])
        try await host.wait(for: "the detail to show") { split.leaflet?.visibleChild === split.trailing.view }
        #expect(boxed.rowWidgets[2].isSelected, "the row the user chose has GTK's selected state")
    }

    @Test("wide (1200×800): the list beside the detail shows the workflow's selection")
    func unfoldedListShowsSelection() async throws {
        let host = try await UITestHost(workflow: AdaptiveAppWorkflow(initialState: .init(selected: 0)), width: 1200, height: 800)
        defer { host.close() }
        let (split, boxed) = try list(host)
        try await host.settle()
        #expect(!split.isFolded)
        #expect(boxed.listBox?.selectedRow === boxed.rowWidgets[0], "unfolded, the workflow's selected row shows selected")
    }
}
