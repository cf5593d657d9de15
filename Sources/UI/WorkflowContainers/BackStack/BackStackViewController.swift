import Gtk
import WorkflowUI

/// Shows a `BackStackScreen`: a header bar (back button, title) above a `GtkStack` with one
/// page per item. Items are matched by key + kind, so a push or a pop never rebuilds the
/// items below. Pushes slide the new page in from the right, pops from the left; the page
/// of a popped item is dropped once its slide has finished.
public final class BackStackViewController: ScreenViewController<BackStackScreen> {
    /// Names of this container's GtkStack pages (never reused here).
    private let pageNames = PageNames()
    /// The action group prefix of the back action (`backstack.back`).
    public static let actionPrefix = "backstack"
    /// The keyboard shortcut for going back.
    public static let backShortcut = "<Alt>Left"

    private var items: [KeyedChild] = []
    private var retiring: [KeyedChild] = []

    /// The header bar, once the view is loaded.
    public private(set) var headerBar: HeaderBar?
    /// The back button in the header, once the view is loaded.
    public private(set) var backButton: Button?
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
        let back = Button(iconName: "go-previous-symbolic")
        back.tooltip = "Back"
        back.setAccessibleLabel("Back")
        back.onClicked { [weak self] in self?.goBack() }
        header.packStart(back)
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
        backButton?.isVisible = screen.isBackButtonVisible
        titleLabel?.text = screen.items.last?.title ?? ""
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

    /// Asks the workflow to go back (the back button, Alt+Left, `backstack.back`).
    public func goBack() {
        guard screen.isBackButtonVisible else { return }
        screen.onBack?()
    }
}
