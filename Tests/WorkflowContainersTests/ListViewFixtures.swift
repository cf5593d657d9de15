import Gtk
import GtkTestSupport
import WorkflowContainers
import WorkflowUI
import WorkflowUITesting

/// Builders and readers shared by the `ListViewScreen` tests.
@MainActor
enum ListViews {
    typealias Texts = ListViewScreen<TextScreen>

    static func row(_ key: Int, _ text: String? = nil) -> Texts.Row {
        .init(key: key, value: TextScreen(text: text ?? "row \(key)"))
    }

    static func rows(_ count: Int) -> Texts.Rows {
        Texts.Rows((0..<count).map { row($0) })
    }

    /// A list of `rows` shown in a 400×600 window (close the host when done).
    static func show(_ rows: Texts.Rows) async throws -> (ListViewScreenController<TextScreen>, UITestHost) {
        try await show(Texts(rows: rows))
    }

    /// Updates `controller` to `rows` and settles `host`: the update is drawn.
    static func update(_ controller: ListViewScreenController<TextScreen>, to rows: Texts.Rows, in host: UITestHost) async throws {
        controller.update(screen: Texts(rows: rows), environment: .empty)
        try await host.settle()
    }

    /// `screen` shown in a 400×600 window (close the host when done).
    static func show(_ screen: Texts) async throws -> (ListViewScreenController<TextScreen>, UITestHost) {
        let controller = ListViewScreenController(screen: screen, environment: .empty)
        return (controller, try await UITestHost(viewController: controller, width: 400, height: 600))
    }

    /// The texts of the rows whose list item lies (at least partly) inside the list's
    /// visible area, top first, read from the row controllers' labels. (GTK 4.8 keeps list
    /// items beyond the visible ones unmapped, so only mapped items count.)
    static func visibleTexts(_ controller: ListViewScreenController<TextScreen>) -> [String] {
        guard let list = controller.listView else { return [] }
        let height = list.allocatedHeight
        var rows: [(y: Int, text: String)] = []
        for case let text as TextViewController in controller.boundRowControllers.values {
            guard let item = text.view.parent, let frame = item.frameInParent else { continue }
            if item.isDrawable, frame.y + frame.height > 0, frame.y < height {
                rows.append((frame.y, text.label?.text ?? "<no label>"))
            }
        }
        return rows.sorted { $0.y < $1.y }.map(\.text)
    }
}
