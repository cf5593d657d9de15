import Gtk
import WorkflowUI

/// A row of the app's list: a text, shown in a label.
struct RowText: Screen, Equatable {
    var text: String

    func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        RowTextViewController.description(for: self, environment: environment)
    }
}

/// Shows a `RowText` in a start-aligned label, the controller's own view
/// (`loadViewWidget()`): no container widget per row.
final class RowTextViewController: ScreenViewController<RowText> {
    private var label: Label?

    override func loadViewWidget() -> Widget? {
        let label = Label(screen.text)
        label.xAlign = 0
        self.label = label
        return label
    }

    override func screenDidChange(from previousScreen: RowText, previousEnvironment: ViewEnvironment) {
        super.screenDidChange(from: previousScreen, previousEnvironment: previousEnvironment)
        label?.text = screen.text
    }
}
