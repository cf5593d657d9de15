import Gtk
import WorkflowUI

/// A button screen (`DemoScreen` of building-a-view-controller-from-a-screen.md): a title
/// and what a tap does.
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

/// Shows a `DemoScreen` as one button: the UIKit `DemoScreenViewController` with only the
/// UIKit calls swapped for GTK ones, except that the button is made in `viewDidLoad` (the
/// UIKit one makes it in `init`): a controller makes no widget until its view loads, so its logic runs without a display.
/// The button is sized to the view's bounds in `viewWillLayoutSubviews` and retitled on
/// every new screen.
open class DemoScreenViewController: ScreenViewController<DemoScreen> {
    private var button: Button?

    /// Creates the controller for the first screen. No widget exists yet.
    public required init(screen: DemoScreen, environment: ViewEnvironment) {
        super.init(screen: screen, environment: environment)
    }

    open override func viewDidLoad() {
        super.viewDidLoad()

        let button = Button()
        button.onClicked { [weak self] in self?.buttonPressed() }
        self.button = button
        update(screen: screen)

        view.append(button)
    }

    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()

        if let button { view.setFrame(view.bounds, for: button) }
    }

    open override func screenDidChange(from previousScreen: DemoScreen, previousEnvironment: ViewEnvironment) {
        super.screenDidChange(from: previousScreen, previousEnvironment: previousEnvironment)
        update(screen: screen)
    }

    private func update(screen: DemoScreen) {
        button?.label = screen.title
    }

    private func buttonPressed() {
        screen.onTap()
    }

    /// The button (tests and scripted steps click it). Reading it loads the view.
    public var tapButton: Button {
        if button == nil { _ = view }
        guard let button else {
            preconditionFailure("DemoScreenViewController.tapButton: no button after the view loaded. Call super.viewDidLoad() in overrides.")
        }
        return button
    }
}
