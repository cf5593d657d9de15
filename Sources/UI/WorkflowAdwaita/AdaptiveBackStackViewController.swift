import Gtk
import WorkflowContainers
import WorkflowUI

/// Shows an `AdaptiveBackStackScreen`: a `GtkStack` sliding between items (matched by
/// key + kind), no header bar; its way back goes to the window's header bar.
public final class AdaptiveBackStackViewController: ScreenViewController<AdaptiveBackStackScreen>, BackNavigating {
    private var items = KeyedControllers()
    /// The stack of item views, once the view is loaded.
    public private(set) var stack: Stack?

    /// Builds the items' controllers; no widget exists yet.
    public required init(screen: AdaptiveBackStackScreen, environment: ViewEnvironment) {
        precondition(!screen.items.isEmpty, "AdaptiveBackStackViewController: an AdaptiveBackStackScreen needs at least one item.")
        super.init(screen: screen, environment: environment)
        updateItems()
    }

    /// The items' controllers, bottom first.
    public var itemViewControllers: [ViewController] { items.children.map(\.controller) }

    /// Back to the item below while more than one is stacked, and the top item's bar items
    /// (offered at the root too when the top item sets any or hides the bar).
    public var backNavigation: BackNavigation? {
        guard let top = screen.items.last else { return nil }
        let content = top.bar.content
        let canGoBack: Bool
        switch top.bar {
        case .hidden(let allowsBack): canGoBack = allowsBack && screen.items.count > 1
        case .visible(let content):
            if case .back = content.leadingItem { canGoBack = screen.items.count > 1 } else { canGoBack = false }
        }
        let configures = content == nil || content?.leadingButton != nil || content?.trailingItem != nil
        guard canGoBack || configures else { return nil }
        return BackNavigation(title: top.title, canGoBack: canGoBack, leadingItem: content?.leadingButton,
                              trailingItem: content?.trailingItem, hidesBar: content == nil, action: screen.onBack)
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        let stack = Stack()
        stack.transitionDuration = 200
        stack.expandsVertically = true
        stack.expandsHorizontally = true
        for (index, child) in items.children.enumerated() { add(child, index: index, to: stack) }
        view.append(stack)
        self.stack = stack
        if let top = items.children.last { stack.setVisibleChild(named: top.pageName, transition: .none) }
        stack.exposeOnlyVisiblePage()
        let shortcuts = ShortcutController()
        shortcuts.addShortcut("<Alt>Left") { [weak self] in
            guard let self, let back = self.backNavigation, back.canGoBack else { return false }
            back.action()
            return true
        }
        view.addController(shortcuts)
    }

    public override func screenDidChange(from previousScreen: AdaptiveBackStackScreen, previousEnvironment: ViewEnvironment) {
        super.screenDidChange(from: previousScreen, previousEnvironment: previousEnvironment)
        precondition(!screen.items.isEmpty, "AdaptiveBackStackViewController: an AdaptiveBackStackScreen needs at least one item.")
        let previousTop = items.children.last?.pageName
        let (inserted, _) = updateItems()
        if let stack {
            for (index, child) in items.children.enumerated() where inserted.contains(where: { $0.pageName == child.pageName }) {
                add(child, index: index, to: stack)
            }
            if let top = items.children.last, top.pageName != previousTop {
                let pushed = inserted.contains { $0.pageName == top.pageName }
                stack.setVisibleChild(named: top.pageName, transition: pushed ? .slideLeft : .slideRight)
            }
        }
        for (index, child) in items.children.enumerated() {
            child.controller.view.setAccessibleLabel(screen.items[index].title)
            if let stack, stack.pageTitle(for: child.controller.view) != screen.items[index].title {
                stack.setPageTitle(screen.items[index].title, iconName: nil, for: child.controller.view)
            }
        }
        // Only the top item is exposed to assistive technologies (GTK 4.8 exposes every page).
        stack?.exposeOnlyVisiblePage()
        backNavigationDidChange()
    }

    @discardableResult
    private func updateItems() -> (inserted: [KeyedChild], removed: [KeyedChild]) {
        var updated = items
        let result = updated.update(with: screen.items.map { ($0.key, $0.screen.viewControllerDescription(environment: environment)) })
        items = updated
        result.removed.forEach { $0.controller.removeFromParent() }
        result.inserted.forEach { addChild($0.controller) }
        return result
    }

    private func add(_ child: KeyedChild, index: Int, to stack: Stack) {
        child.controller.view.setAccessibleLabel(screen.items[index].title)
        // Titled, so that the page is named by the item's title, not its internal name.
        stack.addChild(child.controller.view, name: child.pageName, title: screen.items[index].title)
    }
}
