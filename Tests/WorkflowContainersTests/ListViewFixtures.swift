import Gtk
import WorkflowContainers
import WorkflowUI

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
