import DemoWorkflows
import Gtk
import WorkflowUI

extension CounterScreen: Screen {
    public func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        CounterViewController.description(for: self, environment: environment)
    }
}

/// The seed's `DemoScreenViewController` (building-a-view-controller-from-a-screen.md),
/// with only the UIKit calls swapped for GTK ones.
final class CounterViewController: ScreenViewController<CounterScreen> {
    private let button: Button

    required init(screen: CounterScreen, environment: ViewEnvironment) {
        button = Button()
        super.init(screen: screen, environment: environment)
        update(screen: screen)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        button.onClicked { [weak self] in self?.buttonPressed() }
        view.append(button)
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        view.setFrame(view.bounds, for: button)
    }

    override func screenDidChange(from previousScreen: CounterScreen, previousEnvironment: ViewEnvironment) {
        super.screenDidChange(from: previousScreen, previousEnvironment: previousEnvironment)
        update(screen: screen)
    }

    private func update(screen: CounterScreen) {
        button.label = screen.title
    }

    private func buttonPressed() {
        screen.onTap()
    }

    /// The counter button (for tests).
    var counterButton: Button { button }
}
