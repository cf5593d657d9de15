import Gtk
import WorkflowUI

/// One row of the child-controller variant: an `Equatable` screen, so an unchanged row's
/// update is skipped by `ScreenViewController`.
struct RowScreen: Screen, Equatable {
    /// The row's text.
    var text: String

    func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        RowViewController.description(for: self, environment: environment)
    }
}

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
