import Gtk
import WorkflowUI

/// Shows a `TabScreen`: a `GtkStack` of pages above a `GtkStackSwitcher`. Pages are
/// matched by key + kind. The screen drives the visible page; a switch made by the user
/// (and only by the user) is reported through `onSelect`.
public final class TabViewController: ScreenViewController<TabScreen> {
    /// Names of this container's GtkStack pages (never reused here).
    private let pageNames = PageNames()
    private var pages: [KeyedChild] = []
    private var isSelecting = false
    private var stackOrder: [String] = []

    /// The stack of pages, once the view is loaded.
    public private(set) var stack: Stack?
    /// The switcher, once the view is loaded.
    public private(set) var switcher: StackSwitcher?
    /// The name assistive technologies announce for the row of tabs.
    public static let tabListName = "Tabs"
    /// The keyboard shortcuts (Alt+1…9 show a page, Ctrl+Page Down / Page Up the next or
    /// previous one), once the view is loaded. They act as a user's switch (`onSelect`).
    public private(set) var shortcuts: ShortcutController?

    /// Builds the pages' controllers; no widget exists yet.
    public required init(screen: TabScreen, environment: ViewEnvironment) {
        precondition(!screen.pages.isEmpty, "TabViewController: a TabScreen needs at least one page.")
        super.init(screen: screen, environment: environment)
        pages = KeyedChildren.build(descriptions(), names: pageNames, childrenOf: self)
    }

    /// The pages' controllers, in order.
    public var pageViewControllers: [ViewController] { pages.map(\.controller) }

    /// The index of the page shown now (the screen's until the user switches).
    public var visibleIndex: Int {
        guard let name = stack?.visibleChildName else { return screen.clampedSelectedIndex }
        return pages.firstIndex { $0.pageName == name } ?? screen.clampedSelectedIndex
    }

    // MARK: - View lifecycle

    public override func viewDidLoad() {
        super.viewDidLoad()
        let stack = Stack()
        stack.transition = .crossfade
        stack.transitionDuration = 150
        stack.expandsVertically = true
        stack.expandsHorizontally = true
        let switcher = StackSwitcher(stack: stack)
        // Centred by alignment (no empty spacer labels for assistive technologies to read);
        // named, since GTK 4.8 would announce the tab list by its type name.
        switcher.horizontalAlignment = .center
        switcher.expandsHorizontally = true
        switcher.setAccessibleLabel(Self.tabListName)
        let bar = Box(.horizontal)
        bar.addCSSClass("toolbar")
        ContainerChrome.mark(bar)
        bar.append(switcher)
        let column = Box(.vertical)
        column.append(stack)
        column.append(bar)
        view.append(column)
        view.addCSSClass("workflow-tabs")
        (self.stack, self.switcher) = (stack, switcher)
        isSelecting = true
        for (index, page) in pages.enumerated() { addPage(page, index: index) }
        isSelecting = false
        applySelection()
        refreshAccessibility()
        stack.onNotify(.visibleChildName) { [weak self] in self?.visiblePageChanged() }
        installShortcuts()
    }

    /// Shows page `index` as a user's switch would (reported through `onSelect`).
    public func selectPageAsUser(_ index: Int) {
        guard let stack, pages.indices.contains(index) else { return }
        stack.visibleChildName = pages[index].pageName
    }

    private func installShortcuts() {
        let shortcuts = ShortcutController(scope: .managed)
        // Before the focused widget: a list box binds Ctrl+Page Down itself.
        shortcuts.propagationPhase = .capture
        for digit in 1...9 {
            shortcuts.addShortcut("<Alt>\(digit)") { [weak self] in
                guard let self, digit <= self.pages.count else { return false }
                self.selectPageAsUser(digit - 1)
                return true
            }
        }
        for (trigger, step) in [("<Control>Page_Down", 1), ("<Control>Page_Up", -1)] {
            shortcuts.addShortcut(trigger) { [weak self] in
                guard let self, !self.pages.isEmpty else { return false }
                self.selectPageAsUser((self.visibleIndex + step + self.pages.count) % self.pages.count)
                return true
            }
        }
        view.addController(shortcuts)
        self.shortcuts = shortcuts
    }

    // MARK: - Updates

    public override func screenDidChange(from previousScreen: TabScreen, previousEnvironment: ViewEnvironment) {
        super.screenDidChange(from: previousScreen, previousEnvironment: previousEnvironment)
        precondition(!screen.pages.isEmpty, "TabViewController: a TabScreen needs at least one page.")
        let result = KeyedChildren.update(pages, with: descriptions(), names: pageNames)
        pages = result.children
        isSelecting = true
        defer { isSelecting = false }
        result.removed.forEach { child in
            child.controller.removeFromParent()
            stackOrder.removeAll { $0 == child.pageName }
        }
        for child in result.inserted { addChild(child.controller) }
        if let stack {
            if stackOrder != pages.map(\.pageName) { reorderPages(in: stack) }
            for (index, page) in pages.enumerated() {
                // Only on a change: GtkStackSwitcher rebuilds a button's icon whenever the
                // page's title or icon is set, even to the same value.
                let data = screen.pages[index], view = page.controller.view
                if stack.pageTitle(for: view) != data.title || stack.pageIconName(for: view) != data.iconName {
                    stack.setPageTitle(data.title, iconName: data.iconName, for: view)
                }
            }
        }
        isSelecting = false
        applySelection()
        refreshAccessibility()
    }

    // MARK: - Private

    private func descriptions() -> [(key: AnyHashable, description: ViewControllerDescription)] {
        screen.pages.map { ($0.key, $0.screen.viewControllerDescription(environment: environment)) }
    }

    private func addPage(_ page: KeyedChild, index: Int) {
        let data = screen.pages[index]
        stack?.addChild(page.controller.view, name: page.pageName, title: data.title, iconName: data.iconName)
        stackOrder.append(page.pageName)
        AccessibilityWarnings.check(page.controller.view, screenName: AccessibilityWarnings.screenName(data.screen))
    }

    /// GtkStack keeps pages in insertion order: take out every page from the first one out
    /// of place and add them back in order (the widgets themselves are kept).
    private func reorderPages(in stack: Stack) {
        let wanted = pages.map(\.pageName)
        let firstDifference = zip(stackOrder, wanted).prefix { $0 == $1 }.count
        for page in pages where stackOrder.dropFirst(firstDifference).contains(page.pageName) {
            stack.remove(page.controller.view)
        }
        stackOrder = Array(stackOrder.prefix(firstDifference))
        for (index, page) in pages.enumerated().dropFirst(firstDifference) { addPage(page, index: index) }
    }

    /// Shows the screen's page.
    private func applySelection() {
        guard let stack else { return }
        let name = pages[screen.clampedSelectedIndex].pageName
        guard stack.visibleChildName != name else { return }
        isSelecting = true
        stack.visibleChildName = name
        isSelecting = false
    }

    /// Only the visible page is exposed to assistive technologies, and the switcher's
    /// icons are decoration (each tab is named by its page's title).
    private func refreshAccessibility() {
        stack?.exposeOnlyVisiblePage()
        switcher?.hideDecorativeIcons()
    }

    private func visiblePageChanged() {
        stack?.exposeOnlyVisiblePage()
        guard !isSelecting, let onSelect = screen.onSelect else { return }
        let index = visibleIndex
        guard index != screen.clampedSelectedIndex else { return }
        // The workflow is the source of truth: if it did not select this page, go back
        // to its page once the switcher has finished handling the click.
        reportUserChoice({ onSelect(index) }, thenApply: { [weak self] in self?.applySelection() })
    }
}
