import WorkflowUI

/// Shows a `ResponderScreen`: its content in a `DescribedViewController`, with a handler
/// for `Event` installed on this controller's view.
public final class ResponderViewController<Content: Screen, Event: ResponderEvent>: ScreenViewController<ResponderScreen<Content, Event>> {
    /// Hosts the content screen.
    public let contentViewController: DescribedViewController

    /// Builds the content's controller; no widget exists yet.
    public required init(screen: ResponderScreen<Content, Event>, environment: ViewEnvironment) {
        contentViewController = DescribedViewController(screen: screen.content, environment: environment)
        super.init(screen: screen, environment: environment)
        addChild(contentViewController)
    }

    // MARK: - View lifecycle

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.append(contentViewController.view)
        handleEvents(Event.self) { [weak self] event in
            self?.screen.onEvent(event) ?? .passToParent
        }
    }

    // MARK: - Updates

    public override func screenDidChange(from previousScreen: ResponderScreen<Content, Event>, previousEnvironment: ViewEnvironment) {
        super.screenDidChange(from: previousScreen, previousEnvironment: previousEnvironment)
        contentViewController.update(screen: screen.content, environment: environment)
    }
}
