import Gtk
import GtkTestSupport
import Testing
import WorkflowContainers
import WorkflowUI
import WorkflowUITesting

/// List rows whose controllers have their own widget as view, on a real `GtkListView`.
@MainActor
@Suite("ListViewScreen rows with their own widget as view", .gtk)
struct ListViewOwnWidgetRowsGtkTests {
    typealias Labels = ListViewScreen<OwnLabelScreen>

    static func rows(_ count: Int) -> Labels.Rows {
        Labels.Rows((0..<count).map { .init(key: $0, value: OwnLabelScreen(text: "row \($0)")) })
    }

    @Test("each list item's child is the row's label; no LayoutContainer per row; change, insert and remove keep the other rows' controllers and labels")
    func rowsAreTheirLabels() async throws {
        var rows = Self.rows(1000)
        let controller = ListViewScreenController(screen: Labels(rows: rows), environment: .empty)
        let host = try await UITestHost(viewController: controller, width: 400, height: 600)
        defer { host.close() }
        let list = try #require(controller.listView)
        let bound = controller.boundRowControllers
        #expect(bound.count > 5)
        for case let row as OwnLabelViewController in bound.values {
            let label = try #require(row.label)
            #expect(row.viewWidget === label)
            let item = try #require(label.parent, "the label is a list item's child")
            #expect(!(item is LayoutContainer) && item.parent === list, "the label's parent is GTK's list item widget")
        }
        #expect(Self.layoutContainers(in: list) == 0, "no container widget per row")
        #expect(try host.find(Label.self, label: "row 3").parent?.parent === list)

        let labels = Dictionary(uniqueKeysWithValues: bound.compactMap { key, row in
            (row as? OwnLabelViewController)?.label.map { (key, $0) }
        })
        rows.replace(at: 3, with: .init(key: 3, value: OwnLabelScreen(text: "changed")))
        rows.insert(.init(key: -1, value: OwnLabelScreen(text: "inserted")), at: 5)
        controller.update(screen: Labels(rows: rows), environment: .empty)
        try await host.settle()
        #expect(labels[3]?.text == "changed", "the changed row's label is updated in place")
        #expect(host.findAll(Label.self, label: "inserted").count == 1)
        rows.remove(at: 5)
        controller.update(screen: Labels(rows: rows), environment: .empty)
        try await host.settle()
        #expect(host.findAll(Label.self, label: "inserted").isEmpty)
        let after = controller.boundRowControllers
        // The rows on screen (GTK may recycle the items of rows far below them).
        for (key, row) in bound where (key as? Int).map({ $0 < 20 }) ?? false {
            #expect(after[key] === row, "row \(key) keeps its controller")
            #expect((row as? OwnLabelViewController)?.label === labels[key], "row \(key) keeps its label")
        }
        #expect(Self.layoutContainers(in: list) == 0)
    }

    /// How many `LayoutContainer`s are in `widget`'s subtree.
    static func layoutContainers(in widget: Widget) -> Int {
        widget.children.reduce(widget is LayoutContainer ? 1 : 0) { $0 + layoutContainers(in: $1) }
    }
}
