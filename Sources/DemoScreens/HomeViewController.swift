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
        let column = Box(.vertical, spacing: 18)
        column.setMargins(24)
        column.verticalAlignment = .center
        let greeting = Label(Self.greetingText(screen))
        greeting.addCSSClass("title-1")
        greeting.setAccessibleHeading(level: 1)
        greeting.wraps = true
        greeting.wrapsInsideWords = true
        greeting.justification = .center
        let explanation = Label(localized("Press the button to count. Each press updates the same button with the new total."))
        explanation.wraps = true
        explanation.justification = .center
        let counterHolder = LayoutContainer()
        counterHolder.addCSSClass("counter")
        counterHolder.setSizeRequest(width: -1, height: 64)
        let scan = Button(label: localized("Scan a Code"))
        scan.addCSSClass("pill")
        scan.horizontalAlignment = .center
        scan.actionName = AppEvent.didTapScan.actionName
        for widget in [greeting, explanation, counterHolder, scan] as [Widget] { column.append(widget) }
        let scroller = ScrolledWindow()
        scroller.setAccessibleLabel(localized("Home"))
        scroller.scrollsHorizontally = false
        scroller.child = column
        scroller.expandsVertically = true
        view.append(scroller)
        embed(counter, in: counterHolder)
        greetingLabel = greeting
        scanButton = scan
    }

    override func screenDidChange(from previousScreen: HomeScreen, previousEnvironment: ViewEnvironment) {
        super.screenDidChange(from: previousScreen, previousEnvironment: previousEnvironment)
        greetingLabel?.text = Self.greetingText(screen)
        counter.update(screen: screen.counter, environment: environment)
    }

    /// "Welcome, NAME" in the user's language.
    static func greetingText(_ screen: HomeScreen) -> String {
        guard screen.greeting.hasPrefix("Welcome, ") else { return screen.greeting }
        return localized("Welcome, %s", String(screen.greeting.dropFirst("Welcome, ".count)))
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
