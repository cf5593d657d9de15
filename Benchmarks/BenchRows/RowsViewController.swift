import Gtk
import WorkflowUI

/// Shows a `RowsScreen` as labels in a vertical box. An update diffs the previous rows
/// against the new ones (skipping shared chunks) and sets only the changed labels' text.
package final class RowsViewController: ScreenViewController<RowsScreen> {
    // Widgets are made in viewDidLoad: the controller works without a display until then.
    private var box: Box?
    private var labels: [Label] = []

    package override func viewDidLoad() {
        super.viewDidLoad()
        let box = Box(.vertical)
        self.box = box
        view.append(box)
        syncRowCount()
    }

    package override func screenDidChange(from previousScreen: RowsScreen, previousEnvironment: ViewEnvironment) {
        super.screenDidChange(from: previousScreen, previousEnvironment: previousEnvironment)
        guard box != nil else { return }
        let rows = screen.rows
        rows.forEachDifference(from: previousScreen.rows) { labels[$0].text = rows[$0] }
        if rows.count != previousScreen.rows.count { syncRowCount() }
    }

    /// Adds or removes labels so that there is one per row (new labels show their row).
    private func syncRowCount() {
        guard let box else { return }
        let rows = screen.rows
        while labels.count > rows.count { box.remove(labels.removeLast()) }
        while labels.count < rows.count {
            let label = Label(rows[labels.count])
            label.xAlign = 0
            box.append(label)
            labels.append(label)
        }
    }
}
