import DemoWorkflows
import Gtk
import WorkflowContainers
import WorkflowUI

extension MainRendering: Screen {
    public func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        MainViewController.description(for: self, environment: environment)
    }
}

/// The seed's MainViewController: the one central controller of the logged-in area. It
/// sits above the tabs, handles `AppEvent`s that bubble up the widget tree from anywhere
/// below it (GTK's action lookup through ancestors), and hosts the tabs and the log-out
/// alert.
final class MainViewController: ScreenViewController<MainRendering> {
    private let content: DescribedViewController
    private var logoutButton: Button?

    required init(screen: MainRendering, environment: ViewEnvironment) {
        content = DescribedViewController(screen: Self.contentScreen(for: screen), environment: environment)
        super.init(screen: screen, environment: environment)
        addChild(content)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let column = Box(.vertical)
        let toolbar = Box(.horizontal, spacing: 8)
        toolbar.addCSSClass("toolbar")
        toolbar.setMargins(6)
        let signedIn = Label("Signed in as \(screen.userName)")
        signedIn.expandsHorizontally = true
        signedIn.xAlign = 0
        let logout = Button(label: "Log out")
        logout.addCSSClass("destructive-action")
        logout.onClicked { [weak self] in self?.screen.onLogoutTapped() }
        toolbar.append(signedIn)
        toolbar.append(logout)
        column.append(toolbar)
        content.view.expandsVertically = true
        column.append(content.view)
        view.append(column)
        logoutButton = logout
        handleEvents(AppEvent.self) { [weak self] event in
            self?.screen.onEvent(event)
            return .handled
        }
    }

    override func screenDidChange(from previousScreen: MainRendering, previousEnvironment: ViewEnvironment) {
        super.screenDidChange(from: previousScreen, previousEnvironment: previousEnvironment)
        content.update(screen: Self.contentScreen(for: screen), environment: environment)
    }

    /// The tabs, with the log-out alert presented over them when shown.
    static func contentScreen(for rendering: MainRendering) -> AlertContainerScreen<TabScreen> {
        let tabs = TabScreen(
            pages: DemoTab.allCases.map { tab in
                switch tab {
                case .home: TabScreen.Page(key: tab, title: tab.title, iconName: tab.iconName, screen: rendering.home)
                case .scan: TabScreen.Page(key: tab, title: tab.title, iconName: tab.iconName, screen: rendering.scan)
                case .library: TabScreen.Page(key: tab, title: tab.title, iconName: tab.iconName, screen: rendering.library)
                }
            },
            selectedIndex: rendering.selectedTab.rawValue,
            onSelect: { index in DemoTab(rawValue: index).map(rendering.onSelectTab) })
        return AlertContainerScreen(baseScreen: tabs, alert: rendering.logoutAlert?.alert)
    }
}
