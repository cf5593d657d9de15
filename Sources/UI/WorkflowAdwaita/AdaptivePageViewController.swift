import Adw
import Gtk
import WorkflowContainers
import WorkflowPlatform
import WorkflowUI

/// Shows an `AdaptivePageScreen`: an `AdwHeaderBar` (back button, `AdwViewSwitcherTitle` or
/// `AdwWindowTitle`, primary menu), an `AdwToastOverlay` over an `AdwViewStack` of tabs (or
/// the one content screen), and an `AdwViewSwitcherBar` revealed when the switcher title has
/// no room. Tabs are matched by key + kind; a user's switch is reported, and the workflow's
/// selection wins. It hosts the back navigation of the visible page (`BackNavigationHosting`).
public final class AdaptivePageViewController: ScreenViewController<AdaptivePageScreen>, BackNavigationHosting {
    private var tabs = KeyedControllers()
    private var content: DescribedViewController?
    private var isSelecting = false
    var shownToast: Adw.Toast?
    var shownToastKey: AnyHashable?
    /// A toast the workflow no longer renders that is still on screen (or queued): the next
    /// toast reuses it instead of queueing behind it.
    var leftToast: Adw.Toast?
    /// The primary menu's own actions, under the prefix `page`: `item-S-I` (a plain entry,
    /// the I-th of section S), `check-S-I` (a check item; its boolean state is the mark) and
    /// `choice-S` (section S's radio group; its string state is the chosen entry's index).
    public internal(set) var menuActions = ActionGroup()
    /// Alt+1…9 and Ctrl+Page Down/Up (with tabs); taken off the view when the controller goes.
    private var tabShortcuts: ShortcutController?
    var menuShape: [[String]] = []
    /// The idle that rebuilds the menu before the next frame, while one is due.
    var pendingMenuUpdate: MainLoopSource?
    /// Rebuilds the primary menu when the window's commands (`ViewEnvironment.commandScope`) change.
    private var commandObservation: CommandObservation?
    /// The scope the page hosts for the command screens inside it when no `CommandScreen`
    /// is around it (nil inside one).
    private var ownCommandScope: CommandScope?

    /// The header bar, once the view is loaded.
    public private(set) var headerBar: Adw.HeaderBar?
    /// The back button in the header bar (hidden while there is no way back).
    public private(set) var backButton: Button?
    /// The visible page's leading bar item (`BackNavigation.leadingItem`), hidden without one.
    public private(set) var leadingButton: Button?
    /// The visible page's trailing bar item (`BackNavigation.trailingItem`), hidden without one.
    public private(set) var trailingButton: Button?
    /// Alt+Left: back from the visible page, wherever the focus is in the window.
    public private(set) var backShortcuts: ShortcutController?
    /// The view switcher in the header bar (tabs only).
    public private(set) var switcherTitle: ViewSwitcherTitle?
    /// The title shown instead of the switcher while the visible page can go back, or
    /// without tabs.
    public private(set) var windowTitle: WindowTitle?
    /// The bottom switcher bar (tabs only), revealed when the window is narrow.
    public private(set) var switcherBar: ViewSwitcherBar?
    /// The stack of tabs (tabs only).
    public private(set) var viewStack: ViewStack?
    /// The primary menu button (when the screen has a menu).
    public internal(set) var menuButton: MenuButton?
    /// The toast overlay.
    public internal(set) var toastOverlay: ToastOverlay?

    /// Builds the tabs' (or the content's) controllers; no widget exists yet.
    public required init(screen: AdaptivePageScreen, environment: ViewEnvironment) {
        super.init(screen: screen, environment: environment)
        if environment.commandScope == nil { ownCommandScope = CommandScope() }
        updateChildren()
    }

    /// Takes the tab pages out of the `AdwViewStack`, unbinds the switchers from it and
    /// empties the view. Without this, libadwaita 1.2 keeps a page that goes soon after it
    /// was shown (about a second: a log-out right after logging in) alive with its whole
    /// widget tree, header bar and switcher buttons included; the demo's soak measured
    /// 8 MiB more RSS per 30 s from log-out cycles (see `DemoLogoutLeakTests`).
    isolated deinit {
        pendingMenuUpdate?.cancel()
        guard isViewLoaded else { return }
        switcherTitle?.stack = nil
        switcherBar?.stack = nil
        if let viewStack {
            for child in tabs.children where child.controller.isViewLoaded { viewStack.remove(child.controller.view) }
        }
        for child in view.children { child.removeFromParent() }
        // The kept root box would keep the shortcut controller (and its closures) too.
        if let tabShortcuts { view.removeController(tabShortcuts) }
        if let backShortcuts { view.removeController(backShortcuts) }
        ownCommandScope?.uninstall()
    }

    /// The tabs' controllers, in order (empty without tabs).
    public var tabViewControllers: [ViewController] { tabs.children.map(\.controller) }
    /// The content's controller (nil with tabs).
    public var contentViewController: ViewController? { content?.currentViewController }

    /// The index of the tab shown now.
    public var visibleTab: Int {
        guard let name = viewStack?.visibleChildName else { return screen.clampedSelectedTab }
        return tabs.children.firstIndex { $0.pageName == name } ?? screen.clampedSelectedTab
    }

    /// The toast on screen now (for tests).
    public var visibleToast: Adw.Toast? { shownToast }

    // MARK: - View lifecycle

    public override func viewDidLoad() {
        super.viewDidLoad()
        let column = Box(.vertical)
        let header = Adw.HeaderBar()
        ContainerChrome.mark(header)
        let back = Button(iconName: "go-previous-symbolic")
        back.tooltip = "Back"
        back.setAccessibleLabel("Back")
        back.isVisible = false
        back.onClicked { [weak self] in self?.goBack() }
        header.packStart(child: back)
        let leading = Button()
        leading.isVisible = false
        leading.onClicked { [weak self] in self?.visiblePageController?.deepestBackNavigation?.leadingItem?.handler() }
        header.packStart(child: leading)
        let trailing = Button()
        trailing.isVisible = false
        trailing.onClicked { [weak self] in self?.visiblePageController?.deepestBackNavigation?.trailingItem?.handler() }
        header.packEnd(child: trailing)
        (leadingButton, trailingButton) = (leading, trailing)
        let title = WindowTitle(title: screen.title, subtitle: "")
        let overlay = ToastOverlay()
        overlay.expandsVertically = true
        column.append(header)
        column.append(overlay)
        if screen.tabs.isEmpty, let content {
            overlay.child = content.view
            header.titleWidget = title
        } else {
            let stack = ViewStack()
            let switcher = ViewSwitcherTitle()
            switcher.stack = stack
            switcher.title = screen.title
            let bar = ViewSwitcherBar()
            ContainerChrome.mark(bar)
            bar.stack = stack
            switcher.onNotifyIsTitleVisible { [weak bar] visible in bar?.reveal = visible }
            // Only the switcher that shows is exposed to assistive technologies.
            AdwaitaAccessibility.exposeOnlyShownSwitcher(title: switcher, bar: bar)
            overlay.child = stack
            header.titleWidget = switcher
            column.append(bar)
            (viewStack, switcherTitle, switcherBar) = (stack, switcher, bar)
            isSelecting = true
            for (index, child) in tabs.children.enumerated() { addTab(child, index: index) }
            isSelecting = false
            applySelection()
            stack.onNotifyVisibleChildName { [weak self] _ in self?.visibleTabChanged() }
            installTabShortcuts()
        }
        view.append(column)
        installBackShortcut()
        view.insertActionGroup(menuActions, prefix: "page")
        (headerBar, backButton, windowTitle, toastOverlay) = (header, back, title, overlay)
        // The menu is built once the page and the command screens around and inside it are mapped.
        view.onMap { [weak self] in self?.setNeedsMenuUpdate() }
        ownCommandScope?.install(on: view)
        commandObservation = commandScope?.observe { [weak self] in self?.setNeedsMenuUpdate() }
        updateToast()
        refreshBackNavigation()
        AdwaitaAccessibility.quietInternals(below: view, name: screen.title)
    }

    /// Hides and names libadwaita's internals in the header bar and the switcher bar
    /// (`AdwaitaAccessibility`) after tabs were added; the pages' own content is the screens'.
    private func quietAdwaitaInternals() {
        for widget in [headerBar as Widget?, switcherBar as Widget?].compactMap({ $0 }) {
            AdwaitaAccessibility.quietInternals(below: widget, name: screen.title)
        }
    }

    // MARK: - Updates

    public override func screenDidChange(from previousScreen: AdaptivePageScreen, previousEnvironment: ViewEnvironment) {
        super.screenDidChange(from: previousScreen, previousEnvironment: previousEnvironment)
        precondition(previousScreen.tabs.isEmpty == screen.tabs.isEmpty,
                     "AdaptivePageViewController: a page cannot change between tabs and content. Give the two forms different keys.")
        let (inserted, _) = updateChildren()
        guard isViewLoaded else { return }
        isSelecting = true
        if !inserted.isEmpty, let stack = viewStack {
            // Re-add every tab in order (AdwViewStack keeps insertion order).
            for child in tabs.children where !inserted.contains(where: { $0.pageName == child.pageName }) { stack.remove(child.controller.view) }
            for (index, child) in tabs.children.enumerated() { addTab(child, index: index) }
            quietAdwaitaInternals()
        }
        for (index, child) in tabs.children.enumerated() {
            guard let stack = viewStack else { break }
            let page = stack.page(child: child.controller.view)
            let tab = screen.tabs[index]
            if page.title != tab.title { page.title = tab.title }
            if page.iconName != tab.iconName { page.iconName = tab.iconName }
        }
        isSelecting = false
        applySelection()
        switcherTitle?.title = screen.title
        setNeedsMenuUpdate()
        updateToast()
        refreshBackNavigation()
    }

    /// Shows the visible page's way back (title and back button), or the switcher / title.
    public func refreshBackNavigation() {
        guard let headerBar, let backButton, let windowTitle else { return }
        let found = visiblePageController?.deepestBackNavigation
        backButton.isVisible = found?.canGoBack ?? false
        leadingButton?.show(found?.leadingItem)
        trailingButton?.show(found?.trailingItem)
        headerBar.isVisible = !(found?.hidesBar ?? false)
        if let navigation = found, navigation.canGoBack {
            windowTitle.title = navigation.title
            // GTK 4.8 would announce the title widget by its type name.
            windowTitle.setAccessibleLabel(navigation.title)
            if headerBar.titleWidget !== windowTitle { headerBar.titleWidget = windowTitle }
        } else if let switcherTitle {
            if headerBar.titleWidget !== switcherTitle { headerBar.titleWidget = switcherTitle }
        } else {
            windowTitle.title = screen.title
            windowTitle.setAccessibleLabel(screen.title)
        }
    }

    // MARK: - Private

    /// The window's commands: a `CommandScreen`'s around the page, or the page's own.
    var commandScope: CommandScope? { environment.commandScope ?? ownCommandScope }

    /// The environment of the pages: the page's own command scope when it hosts one.
    private var childEnvironment: ViewEnvironment {
        guard let ownCommandScope, environment.commandScope == nil else { return environment }
        var environment = environment
        environment.commandScope = ownCommandScope
        return environment
    }

    private var visiblePageController: ViewController? {
        if screen.tabs.isEmpty { return content }
        let index = visibleTab
        return tabs.children.indices.contains(index) ? tabs.children[index].controller : nil
    }

    /// Goes back from the visible page when it offers a way back (the back button, Alt+Left);
    /// returns whether it did.
    @discardableResult
    public func goBack() -> Bool {
        guard let navigation = visiblePageController?.deepestBackNavigation, navigation.canGoBack else { return false }
        navigation.action()
        return true
    }

    /// Alt+Left goes back from whatever page shows a back button: a back stack's item or a
    /// folded split's trailing side, with the focus anywhere in the window (the header bar too).
    private func installBackShortcut() {
        let shortcuts = ShortcutController(scope: .managed)
        shortcuts.propagationPhase = .capture
        shortcuts.addShortcut("<Alt>Left") { [weak self] in self?.goBack() ?? false }
        view.addController(shortcuts)
        backShortcuts = shortcuts
    }

    @discardableResult
    private func updateChildren() -> (inserted: [KeyedChild], removed: [KeyedChild]) {
        if screen.tabs.isEmpty {
            let contentScreen = screen.content ?? AnyScreen(EmptyScreen())
            if let content {
                content.update(screen: contentScreen, environment: childEnvironment)
            } else {
                let described = DescribedViewController(screen: contentScreen, environment: childEnvironment)
                addChild(described)
                content = described
            }
            return ([], [])
        }
        // Update a copy: children updated in place may ask this controller for its tabs.
        var updated = tabs
        let result = updated.update(with: screen.tabs.map { ($0.key, $0.screen.viewControllerDescription(environment: childEnvironment)) })
        tabs = updated
        for child in result.removed {
            // Out of the AdwViewStack first (it is not a GtkStack: unparenting alone would
            // leave its page behind), then out of the controller tree.
            if isViewLoaded, let stack = viewStack, child.controller.isViewLoaded { stack.remove(child.controller.view) }
            child.controller.removeFromParent()
        }
        result.inserted.forEach { addChild($0.controller) }
        return result
    }

    private func addTab(_ child: KeyedChild, index: Int) {
        let tab = screen.tabs[index]
        let page: ViewStackPage
        if let iconName = tab.iconName {
            page = viewStack!.addTitledWithIcon(child: child.controller.view, name: child.pageName, title: tab.title, iconName: iconName)
        } else {
            page = viewStack!.addTitled(child: child.controller.view, name: child.pageName, title: tab.title)
        }
        _ = page
        child.controller.view.setAccessibleLabel(tab.title)
    }

    /// Shows tab `index` as a user's switch would (reported through `onSelectTab`).
    public func selectTabAsUser(_ index: Int) {
        guard let stack = viewStack, tabs.children.indices.contains(index) else { return }
        stack.visibleChildName = tabs.children[index].pageName
    }

    /// Alt+1…9 show tab 1…9; Ctrl+Page Down and Ctrl+Page Up show the next and the previous
    /// tab, wrapping around (as `TabViewController` does). They run in the capture phase, so
    /// they work while the focus is on a list row (GtkListBox binds Ctrl+Page Down itself).
    private func installTabShortcuts() {
        let shortcuts = ShortcutController(scope: .managed)
        shortcuts.propagationPhase = .capture
        for digit in 1...9 {
            shortcuts.addShortcut("<Alt>\(digit)") { [weak self] in
                guard let self, digit <= self.tabs.children.count else { return false }
                self.selectTabAsUser(digit - 1)
                return true
            }
        }
        for (trigger, step) in [("<Control>Page_Down", 1), ("<Control>Page_Up", -1)] {
            shortcuts.addShortcut(trigger) { [weak self] in
                guard let self, !self.tabs.children.isEmpty else { return false }
                let count = self.tabs.children.count
                self.selectTabAsUser((self.visibleTab + step + count) % count)
                return true
            }
        }
        view.addController(shortcuts)
        tabShortcuts = shortcuts
    }

    private func applySelection() {
        guard let stack = viewStack, tabs.children.indices.contains(screen.clampedSelectedTab) else { return }
        let name = tabs.children[screen.clampedSelectedTab].pageName
        guard stack.visibleChildName != name else { return }
        isSelecting = true
        stack.visibleChildName = name
        isSelecting = false
    }

    private func visibleTabChanged() {
        refreshBackNavigation()
        guard !isSelecting, let onSelect = screen.onSelectTab else { return }
        let index = visibleTab
        guard index != screen.clampedSelectedTab else { return }
        // The workflow owns the selection: show its tab once the switcher is done.
        reportUserChoice({ onSelect(index) }, thenApply: { [weak self] in self?.applySelection() })
    }

}

/// A screen with nothing in it (a page without content).
struct EmptyScreen: Screen {
    func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        EmptyViewController.description(for: self, environment: environment)
    }
}

/// Shows `EmptyScreen`: an empty view.
final class EmptyViewController: ScreenViewController<EmptyScreen> {}
