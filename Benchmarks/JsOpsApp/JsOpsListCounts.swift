import Gtk
import WorkflowContainers

/// What a list window shows, counted as `raw-gtk-js-ops --list` counts it: the labels,
/// buttons and images of every list item GTK made; the rows visible (list items mapped and
/// inside the list's allocation) and a hash of their texts in order; the model GTK reads
/// (its item count; the rows' ids and labels in order, hashed) and the id GTK's selection
/// holds (0: none).
struct JsOpsListCounts {
    var labels = 0, buttons = 0, images = 0, visible = 0, items = 0, selected = 0
    var visibleHash = JsOpsCounts.hashStart, modelHash = JsOpsCounts.hashStart
    private var listView: ListView?

    @MainActor
    mutating func count(_ root: Widget, rows: ListViewRows<JsListRowScreen>) {
        count(root, hashing: false)
        for row in rows { modelHash = JsOpsCounts.hash(JsOpsCounts.hash(modelHash, "\(row.value.id)"), row.value.label) }
        guard let selection = listView?.selectionModel as? SingleSelection else { return }
        items = selection.nItems
        if selection.selected < rows.count { selected = rows[selection.selected].value.id }
    }

    @MainActor
    private mutating func count(_ widget: Widget, hashing: Bool) {
        if let label = widget as? Label {
            labels += 1
            if hashing { visibleHash = JsOpsCounts.hash(visibleHash, label.text) }
        }
        if widget is Button { buttons += 1 }
        if widget is Image { images += 1 }
        let list = widget as? ListView
        if let list { listView = list }
        for child in widget.children {
            var shows = hashing
            if let list {
                let frame = child.frameInParent
                shows = child.isMapped && frame.map { $0.y + $0.height > 0 && $0.y < list.contentBoxHeight } ?? false
                if shows { visible += 1 }
            }
            count(child, hashing: shows)
        }
    }

    var line: String {
        let modulus: UInt64 = 1_000_000_007
        return "labels=\(labels) buttons=\(buttons) images=\(images) visible=\(visible) visible_hash=\(visibleHash % modulus) items=\(items) model_hash=\(modelHash % modulus) selected=\(selected)"
    }
}
