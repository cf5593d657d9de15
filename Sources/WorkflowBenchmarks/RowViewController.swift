import Gtk
import WorkflowUI

/// Shows a `RowScreen` as one label.
final class RowViewController: ScreenViewController<RowScreen> {
    private let label = Label()

    override func viewDidLoad() {
        super.viewDidLoad()
        label.xAlign = 0
        label.text = screen.text
        view.append(label)
    }

    override func screenDidChange(from previousScreen: RowScreen, previousEnvironment: ViewEnvironment) {
        super.screenDidChange(from: previousScreen, previousEnvironment: previousEnvironment)
        if isViewLoaded { label.text = screen.text }
    }
}
