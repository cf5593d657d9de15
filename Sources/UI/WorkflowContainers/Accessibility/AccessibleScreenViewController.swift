import Gtk
import WorkflowUI

/// Shows an `AccessibleScreen`: its content in a child controller, inside a view that
/// carries the screen's accessible label, description and role.
public final class AccessibleScreenViewController<Content: Screen>: ScreenViewController<AccessibleScreen<Content>> {
    /// Hosts the content screen.
    public let contentViewController: DescribedViewController

    /// Builds the content's controller; no widget exists yet.
    public required init(screen: AccessibleScreen<Content>, environment: ViewEnvironment) {
        contentViewController = DescribedViewController(screen: screen.content, environment: environment)
        super.init(screen: screen, environment: environment)
        addChild(contentViewController)
    }

    // MARK: - View lifecycle

    public override func viewDidLoad() {
        super.viewDidLoad()
        // Before the view is shown: GTK 4.8 fixes the role once it is realized.
        if let role = screen.role { view.setAccessibleRole(role) }
        applyLabels()
        view.append(contentViewController.view)
    }

    // MARK: - Updates

    public override func screenDidChange(from previousScreen: AccessibleScreen<Content>, previousEnvironment: ViewEnvironment) {
        super.screenDidChange(from: previousScreen, previousEnvironment: previousEnvironment)
        contentViewController.update(screen: screen.content, environment: environment)
        if isViewLoaded, screen.label != previousScreen.label || screen.description != previousScreen.description {
            applyLabels()
        }
    }

    private func applyLabels() {
        if let label = screen.label { view.setAccessibleLabel(label) } else { view.resetAccessibleLabel() }
        if let description = screen.description { view.setAccessibleDescription(description) } else { view.resetAccessibleDescription() }
    }
}
