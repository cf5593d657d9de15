import Gtk
import WorkflowUI

/// Shows a `RowScreen` as one label.
final class RowViewController: ScreenViewController<RowScreen> {
    // Widgets are made in viewDidLoad: the controller works without a display until then.
    private var label: Label?

    override func viewDidLoad() {
        super.viewDidLoad()
        let label = Label()
        self.label = label
        label.xAlign = 0
        label.text = screen.text
        view.append(label)
    }

    override func screenDidChange(from previousScreen: RowScreen, previousEnvironment: ViewEnvironment) {
        super.screenDidChange(from: previousScreen, previousEnvironment: previousEnvironment)
        label?.text = screen.text
    }
}
