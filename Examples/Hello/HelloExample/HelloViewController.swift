import Gtk
import WorkflowUI

/// Shows a `HelloScreen` as one pill button in the middle of its view. Widgets are made in `viewDidLoad`; each new screen
/// updates the same button in `screenDidChange`.
public final class HelloViewController: ScreenViewController<HelloScreen> {
    private var button: Button?

    public override func viewDidLoad() {
        super.viewDidLoad()
        let button = Button(label: screen.message)
        button.addCSSClass("pill")
        button.horizontalAlignment = .center
        button.verticalAlignment = .center
        button.onClicked { [weak self] in self?.screen.onTap() }
        view.append(button)
        self.button = button
    }

    public override func screenDidChange(from previousScreen: HelloScreen, previousEnvironment: ViewEnvironment) {
        super.screenDidChange(from: previousScreen, previousEnvironment: previousEnvironment)
        button?.label = screen.message
    }

    /// The button (tests click it).
    public var messageButton: Button? { button }
}
