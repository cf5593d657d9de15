import Gtk
import WorkflowUI

/// Shows a `RowScreen` as one label: the label is the controller's own view
/// (`loadViewWidget()`), no container widget per row.
package final class RowViewController: ScreenViewController<RowScreen> {
    // The label is made when the view is first asked for: the controller works without a
    // display until then.
    private var label: Label?

    package override func loadViewWidget() -> Widget? {
        let label = Label()
        self.label = label
        label.xAlign = 0
        label.text = screen.text
        return label
    }

    package override func screenDidChange(from previousScreen: RowScreen, previousEnvironment: ViewEnvironment) {
        super.screenDidChange(from: previousScreen, previousEnvironment: previousEnvironment)
        label?.text = screen.text
    }
}
