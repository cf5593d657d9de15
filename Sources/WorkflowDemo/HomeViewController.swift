import DemoWorkflows
import SeedScreens
import Gtk
import WorkflowContainers
import WorkflowUI

extension AppEvent: ResponderEvent {}

extension HomeScreen: Screen {
    public func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        HomeViewController.description(for: self, environment: environment)
    }
}

/// The Home tab: a greeting, the seed's counter button, and a Scan button that sends
/// `AppEvent.didTapScan` up the widget tree (a plain GTK actionable button: GTK looks the
/// action up through the ancestors, where the main controller handles it).
final class HomeViewController: ScreenViewController<HomeScreen> {
    private let counter: DescribedViewController
    private var greetingLabel: Label?
    private var scanButton: Button?

    required init(screen: HomeScreen, environment: ViewEnvironment) {
        counter = DescribedViewController(screen: screen.counter, environment: environment)
        super.init(screen: screen, environment: environment)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let column = Box(.vertical, spacing: 16)
        column.setMargins(32)
        let greeting = Label(screen.greeting)
        greeting.addCSSClass("title-1")
        let explanation = Label("The button below is the seed's DemoScreen: each tap sends an action, the workflow re-renders, and the same button shows the new title.")
        explanation.wraps = true
        let counterHolder = LayoutContainer()
        counterHolder.addCSSClass("counter")
        counterHolder.setSizeRequest(width: -1, height: 64)
        let scan = Button(label: "Scan a code")
        scan.actionName = AppEvent.didTapScan.actionName
        scan.setAccessibleLabel("Scan: open the Scan tab")
        for widget in [greeting, explanation, counterHolder, scan] as [Widget] { column.append(widget) }
        view.append(column)
        embed(counter, in: counterHolder)
        greetingLabel = greeting
        scanButton = scan
    }

    override func screenDidChange(from previousScreen: HomeScreen, previousEnvironment: ViewEnvironment) {
        super.screenDidChange(from: previousScreen, previousEnvironment: previousEnvironment)
        greetingLabel?.text = screen.greeting
        counter.update(screen: screen.counter, environment: environment)
    }

    /// The Scan button (steps and tests activate it).
    var scanShortcut: Button? { scanButton }
    /// The counter's controller.
    var counterController: DemoScreenViewController? { counter.currentViewController as? DemoScreenViewController }
}

extension ViewController {
    /// This controller and its descendants of type `T`, depth first.
    func descendants<T: ViewController>(of type: T.Type) -> [T] {
        var found: [T] = []
        if let match = self as? T { found.append(match) }
        for child in children { found += child.descendants(of: type) }
        return found
    }
}
