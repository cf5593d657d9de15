import Gtk
import WorkflowUI

/// Shows a `BackStackScreen`: a bar (back button or leading item, title, trailing item)
/// above a `GtkStack` with one page per item. Items are matched by key + kind, so a push or
/// a pop never rebuilds the items below. Pushes slide the new page in from the right, pops
/// from the left; the page of a popped item is dropped once its slide has finished.
///
/// In a window whose title bar is a `WindowHeaderBar` (`WorkflowApplication`'s windows) the
/// bar's widgets go into that header bar while the stack is mapped, and the stack's own
/// header bar stays hidden: the window shows one header bar.
public final class BackStackViewController: ScreenViewController<BackStackScreen> {
    /// Names of this container's GtkStack pages (never reused here).
    private let pageNames = PageNames()
    /// The action group prefix of the back action (`backstack.back`).
    public static let actionPrefix = "backstack"
    /// The keyboard shortcut for going back.
    public static let backShortcut = "<Alt>Left"

    private var items: [KeyedChild] = []
    private var retiring: [KeyedChild] = []

    /// The stack's own header bar, once the view is loaded (hidden while the bar is in the
    /// window's `WindowHeaderBar`, or the top item hides its bar).
    public private(set) var headerBar: HeaderBar?
    /// The back button in the bar, once the view is loaded.
    public private(set) var backButton: Button?
    /// The top item's leading button (`BarContent.LeadingItem.button`), once the view is loaded.
    public private(set) var leadingButton: Button?
    /// The top item's trailing button, once the view is loaded.
    public private(set) var trailingButton: Button?
    /// The window's header bar showing this stack's bar, while it does.
    public private(set) weak var windowHeaderBar: WindowHeaderBar?
    private var barStart: Box?
    private var barEnd: Box?
    /// Whether the bar's widgets are in the stack's own header bar (else in the window's,
    /// or in none while unmapped). Tracked, not read from `parent`: that would wrap GTK's
    /// internal boxes of the header bar.
    private var barInOwnHeader = true
    /// The title in the header, once the view is loaded.
    public private(set) var titleLabel: Label?
    /// The stack of pages, once the view is loaded.
    public private(set) var stack: Stack?
    /// The Alt+Left shortcut, once the view is loaded.
    public private(set) var shortcuts: ShortcutController?
    /// How long a push or pop slides, in milliseconds.
    public var transitionDuration = 220

    /// Builds the items' controllers; no widget exists yet.
    public required init(screen: BackStackScreen, environment: ViewEnvironment) {
        precondition(!screen.items.isEmpty, "BackStackViewController: a BackStackScreen needs at least one item. Render the root screen as the first item.")
        super.init(screen: screen, environment: environment)
        items = KeyedChildren.build(descriptions(), names: pageNames, childrenOf: self)
    }

    /// The controllers of the items, bottom first.
    public var itemViewControllers: [ViewController] { items.map(\.controller) }

    /// The controller of the top item.
    public var topViewController: ViewController { items[items.count - 1].controller }

    // MARK: - View lifecycle

    public override func viewDidLoad() {
        super.viewDidLoad()
        let column = Box(.vertical)
        let header = HeaderBar()
        header.showsTitleButtons = false
        ContainerChrome.mark(header)
        let back = Button(iconName: "go-previous-symbolic")
        back.tooltip = "Back"
        back.setAccessibleLabel("Back")
        back.onClicked { [weak self] in self?.goBack() }
        let leading = Button()
        leading.onClicked { [weak self] in self?.screen.items.last?.barVisibility.content?.leadingButton?.handler() }
        let trailing = Button()
        trailing.onClicked { [weak self] in self?.screen.items.last?.barVisibility.content?.trailingItem?.handler() }
        let start = Box(.horizontal, spacing: 6)
        start.append(back)
        start.append(leading)
        let end = Box(.horizontal, spacing: 6)
        end.append(trailing)
        header.packStart(start)
        header.packEnd(end)
        let title = Label()
        title.addCSSClass("title")
        // The top item's title is the page's heading for assistive technologies.
        title.setAccessibleHeading(level: 1)
        header.titleWidget = title
        let stack = Stack()
        stack.expandsVertically = true
        stack.expandsHorizontally = true
        stack.transitionDuration = transitionDuration
        for (index, item) in items.enumerated() {
            stack.addChild(item.controller.view, name: item.pageName, title: screen.items[index].title)
            AccessibilityWarnings.check(item.controller.view, screenName: AccessibilityWarnings.screenName(screen.items[index].screen))
        }
        stack.visibleChildName = items.last?.pageName
        stack.exposeOnlyVisiblePage()
        column.append(header)
        column.append(stack)
        view.append(column)
        view.addCSSClass("workflow-back-stack")

        let actions = ActionGroup()
        actions.addAction("back") { [weak self] in self?.goBack() }
        view.insertActionGroup(actions, prefix: Self.actionPrefix)
        let shortcuts = ShortcutController(scope: .managed)
        shortcuts.addShortcut(Self.backShortcut, actionName: "\(Self.actionPrefix).back")
        view.addController(shortcuts)

        (headerBar, backButton, titleLabel, self.stack, self.shortcuts) = (header, back, title, stack, shortcuts)
        (leadingButton, trailingButton, barStart, barEnd) = (leading, trailing, start, end)
        view.onMap { [weak self] in self?.placeBar() }
        view.onUnmap { [weak self] in self?.releaseWindowHeaderBar() }
        updateHeader()
    }

    // MARK: - Updates

    public override func screenDidChange(from previousScreen: BackStackScreen, previousEnvironment: ViewEnvironment) {
        super.screenDidChange(from: previousScreen, previousEnvironment: previousEnvironment)
        precondition(!screen.items.isEmpty, "BackStackViewController: a BackStackScreen needs at least one item. Render the root screen as the first item.")
        let oldTop = items.last
        let result = KeyedChildren.update(items, with: descriptions(), names: pageNames)
        let direction = NavigationDirection(old: items.map(\.identity), new: result.children.map(\.identity))
        items = result.children
        for child in result.inserted {
            addChild(child.controller)
            let item = items.firstIndex { $0.pageName == child.pageName }.map { screen.items[$0] }
            stack?.addChild(child.controller.view, name: child.pageName, title: item?.title)
            if let item, stack != nil {
                AccessibilityWarnings.check(child.controller.view, screenName: AccessibilityWarnings.screenName(item.screen))
            }
        }
        if let stack, let top = items.last, top.pageName != oldTop?.pageName {
            let animated = stack.isDrawable && direction != .none
            stack.setVisibleChild(named: top.pageName, transition: animated ? (direction == .pop ? .slideRight : .slideLeft) : .none)
        }
        updatePageTitles()
        stack?.exposeOnlyVisiblePage()
        // A page slides out only while a transition runs (never with GTK's animations off).
        retire(result.removed, animated: stack?.isTransitionRunning ?? false)
        updateHeader()
    }

    // MARK: - Private

    private func descriptions() -> [(key: AnyHashable, description: ViewControllerDescription)] {
        screen.items.map { ($0.key, $0.screen.viewControllerDescription(environment: environment)) }
    }

    /// Each page is named by its item's title (never by its internal page name).
    private func updatePageTitles() {
        guard let stack else { return }
        for (index, item) in items.enumerated() {
            let title = screen.items[index].title, view = item.controller.view
            if stack.pageTitle(for: view) != title { stack.setPageTitle(title, iconName: nil, for: view) }
        }
    }

    private func updateHeader() {
        let bar = screen.items.last?.barVisibility ?? .hidden
        backButton?.isVisible = screen.isBackButtonVisible
        leadingButton?.show(bar.content?.leadingButton)
        trailingButton?.show(bar.content?.trailingItem)
        titleLabel?.text = screen.items.last?.title ?? ""
        if let windowHeaderBar, let content = windowBarContent {
            windowHeaderBar.claim(by: view, content: content)
        } else {
            headerBar?.isVisible = bar.content != nil
        }
    }

    private var windowBarContent: WindowHeaderBar.Content? {
        guard let barStart, let barEnd, let titleLabel else { return nil }
        return WindowHeaderBar.Content(start: barStart, end: barEnd, title: titleLabel,
                                       isHidden: screen.items.last?.barVisibility.content == nil)
    }

    /// On map: the bar goes into the window's `WindowHeaderBar` if it has one, else into
    /// the stack's own header bar.
    private func placeBar() {
        guard let headerBar, let barStart, let barEnd, let titleLabel else { return }
        if let window = view.window, let shared = WindowHeaderBar.of(window), let content = windowBarContent {
            if barInOwnHeader {
                headerBar.remove(barStart)
                headerBar.remove(barEnd)
                headerBar.titleWidget = nil
                barInOwnHeader = false
            }
            headerBar.isVisible = false
            windowHeaderBar = shared
            shared.claim(by: view, content: content)
        } else {
            windowHeaderBar = nil
            if !barInOwnHeader {
                headerBar.packStart(barStart)
                headerBar.packEnd(barEnd)
                headerBar.titleWidget = titleLabel
                barInOwnHeader = true
            }
            updateHeader()
        }
    }

    /// On unmap: the window's header bar no longer shows this stack's bar.
    private func releaseWindowHeaderBar() {
        windowHeaderBar?.release(view)
        windowHeaderBar = nil
    }

    /// Removes dropped items; a page that may still be sliding out goes after the slide.
    private func retire(_ removed: [KeyedChild], animated: Bool) {
        guard animated, !removed.isEmpty else {
            removed.forEach { $0.controller.removeFromParent() }
            return
        }
        retiring += removed
        MainLoop.addTimeout(milliseconds: transitionDuration + 30) { [weak self] in
            self?.finishRetiring(removed)
            return false
        }
    }

    private func finishRetiring(_ removed: [KeyedChild]) {
        for child in removed {
            child.controller.removeFromParent()
            retiring.removeAll { $0.pageName == child.pageName }
        }
    }

    /// Whether some dropped pages are still shown while they slide out.
    public var hasRetiringItems: Bool { !retiring.isEmpty }

    /// Asks the workflow to go back (the back button, Alt+Left, `backstack.back`) when the
    /// top item allows it (`BackStackScreen.canGoBack`).
    public func goBack() {
        guard screen.canGoBack else { return }
        screen.onBack?()
    }
}
