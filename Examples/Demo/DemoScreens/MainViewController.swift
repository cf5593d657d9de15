import DemoWorkflows
import Gtk
import WorkflowAdwaita
import WorkflowContainers
import WorkflowPlatform
import WorkflowUI

extension MainRendering: Screen {
    /// The main area's controller.
    public func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        MainViewController.description(for: self, environment: environment)
    }
}

/// The one central controller of the logged-in area. It
/// sits above the page (one header bar with the view switcher and the primary menu, the
/// tabs, the Undo toast), handles `AppEvent`s that bubble up the widget tree from anywhere
/// below it (GTK's action lookup through ancestors), and hosts the log-out dialog.
final class MainViewController: ScreenViewController<MainRendering> {
    private let content: DescribedViewController

    required init(screen: MainRendering, environment: ViewEnvironment) {
        content = DescribedViewController(screen: Self.contentScreen(for: screen), environment: environment)
        super.init(screen: screen, environment: environment)
        addChild(content)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.append(content.view)
        handleEvents(AppEvent.self) { [weak self] event in
            self?.screen.onEvent(event)
            return .handled
        }
    }

    override func screenDidChange(from previousScreen: MainRendering, previousEnvironment: ViewEnvironment) {
        super.screenDidChange(from: previousScreen, previousEnvironment: previousEnvironment)
        content.update(screen: Self.contentScreen(for: screen), environment: environment)
    }

    /// The page (tabs under one header bar, the primary menu, the Undo toast) with its
    /// commands, Preferences as a sheet over it when shown, and the log-out dialog over both.
    static func contentScreen(for rendering: MainRendering)
        -> MessageDialogContainerScreen<ModalContainerScreen<CommandScreen<AdaptivePageScreen>>> {
        let tabs = DemoTab.allCases.map { tab -> AdaptivePageScreen.Tab in
            switch tab {
            case .home: AdaptivePageScreen.Tab(key: tab, title: localized(tab.title), iconName: tab.iconName, screen: rendering.home)
            case .scan: AdaptivePageScreen.Tab(key: tab, title: localized(tab.title), iconName: tab.iconName, screen: rendering.scan)
            case .library: AdaptivePageScreen.Tab(key: tab, title: localized(tab.title), iconName: tab.iconName, screen: rendering.library)
            }
        }
        let toast = rendering.library.undo.map { undo in
            AdaptivePageScreen.Toast(
                key: "library-cleared",
                title: Translation.string("%d item removed", plural: "%d items removed", count: undo.removedCount)
                    .replacing("%d", with: localizedCount(undo.removedCount)),
                buttonLabel: localized("Undo"), onButton: undo.onUndo, onDismiss: undo.onDismiss)
        }
        let page = AdaptivePageScreen(
            title: localized("WorkflowGtk Demo"), tabs: tabs, selectedTab: rendering.selectedTab.rawValue,
            onSelectTab: { index in DemoTab(rawValue: index).map(rendering.onSelectTab) },
            menu: DemoMenu.sections(userName: rendering.userName, onLogOut: rendering.onLogoutTapped, hasPreferences: true),
            menuTitle: localized("Main Menu"), toast: toast)
        // Preferences: the menu item names this command's action; Ctrl+, is its shortcut. The
        // library's commands are the window's too (the same values as the library screen's, so
        // switching tabs changes no command and the primary menu is not rebuilt; their keys
        // work from every tab, as the Undo toast does).
        let commands = page.commands([
            Command(id: "preferences", title: localized("Preferences"), shortcut: "<Control>comma",
                    showsInMenus: false, perform: rendering.onShowPreferences),
        ] + rendering.library.commands)
        let preferences = rendering.isShowingPreferences ? [ModalContainerScreenModal(
            key: "preferences", screen: DemoPreferences.screen(for: rendering.library), title: localized("Preferences"),
            style: .sheet, defaultSize: DemoPreferences.sheetSize, onClose: rendering.onClosePreferences)] : []
        return MessageDialogContainerScreen(baseScreen: ModalContainerScreen(baseScreen: commands, modals: preferences),
                                            alert: rendering.logoutAlert?.alert)
    }
}

/// The demo's primary menu (GNOME HIG: account first, then Keyboard Shortcuts and About).
@MainActor
package enum DemoMenu {
    /// The menu while signed in as `userName`, or signed out (`userName` nil).
    /// With `hasPreferences`, Preferences comes first in the last section (its item runs the
    /// page's `preferences` command).
    package static func sections(userName: String?, onLogOut: (() -> Void)?, hasPreferences: Bool = false) -> [AdaptivePageScreen.MenuSection] {
        var sections: [AdaptivePageScreen.MenuSection] = []
        if let userName, let onLogOut {
            sections.append(.init(title: localized("Signed in as %s", shortened(userName)), items: [
                .init(label: localized("Log Out…"), action: onLogOut),
            ]))
        }
        let preferences: [AdaptivePageScreen.MenuItem] = hasPreferences
            ? [.init(label: localized("Preferences"), detailedAction: "cmd.preferences")] : []
        sections.append(.init(items: preferences + [
            .init(label: localized("Keyboard Shortcuts"), detailedAction: "app.shortcuts"),
            .init(label: localized("About WorkflowGtk Demo"), detailedAction: "app.about"),
        ]))
        return sections
    }

    /// The longest name the menu shows whole; a longer one is cut with an ellipsis (a menu
    /// section's title cannot wrap, and a long name would make the menu wider than the screen).
    package static let longestShownName = 32

    /// `name`, or its first characters and "…" when it is longer than `longestShownName`.
    package static func shortened(_ name: String) -> String {
        name.count <= longestShownName ? name : String(name.prefix(longestShownName - 1)) + "…"
    }
}
