import Gtk
import WorkflowUI

/// The seed's `DemoScreen` (building-a-view-controller-from-a-screen.md): a title and what
/// a tap does.
public struct DemoScreen: Screen {
    /// The button's title.
    public let title: String
    /// Called when the button is tapped.
    public let onTap: () -> Void

    /// Creates the screen.
    public init(title: String, onTap: @escaping () -> Void) {
        self.title = title
        self.onTap = onTap
    }

    /// Binds the screen to `DemoScreenViewController`.
    public func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        DemoScreenViewController.description(for: self, environment: environment)
    }
}

/// The seed's `DemoScreenViewController`, ported with only the UIKit calls swapped for GTK
/// ones: the button is made in `init`, added in `viewDidLoad`, sized to the view's bounds
/// in `viewWillLayoutSubviews`, and retitled on every new screen.
open class DemoScreenViewController: ScreenViewController<DemoScreen> {
    private let button: Button

    /// Creates the controller and its button for the first screen.
    public required init(screen: DemoScreen, environment: ViewEnvironment) {
        button = Button()
        super.init(screen: screen, environment: environment)

        update(screen: screen)
    }

    open override func viewDidLoad() {
        super.viewDidLoad()

        button.onClicked { [weak self] in self?.buttonPressed() }

        view.append(button)
    }

    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()

        view.setFrame(view.bounds, for: button)
    }

    open override func screenDidChange(from previousScreen: DemoScreen, previousEnvironment: ViewEnvironment) {
        super.screenDidChange(from: previousScreen, previousEnvironment: previousEnvironment)
        update(screen: screen)
    }

    private func update(screen: DemoScreen) {
        button.label = screen.title
    }

    private func buttonPressed() {
        screen.onTap()
    }

    /// The button (tests and scripted steps click it).
    public var tapButton: Button { button }
}
