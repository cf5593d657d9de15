import WorkflowContainers
import WorkflowUI

/// What a page offers the window's one header bar: the title of what shows now, whether
/// there is a way back and what the back button does, and the bar's items (a leading item
/// instead of the back button, a trailing item) or a hidden bar. Back stacks offer one while
/// more than one item is stacked or the top item configures the bar, a folded split while it
/// shows its trailing side.
public struct BackNavigation {
    /// The title of the item shown now (the header bar's title while it can go back).
    public var title: String
    /// Goes back (the workflow pops or unfolds).
    public var action: () -> Void
    /// Whether the back button shows and Alt+Left goes back.
    public var canGoBack: Bool
    /// A button shown at the start instead of the back button ("Cancel").
    public var leadingItem: BarButton?
    /// A button shown at the end ("Save").
    public var trailingItem: BarButton?
    /// Whether the header bar is hidden while this shows.
    public var hidesBar: Bool

    /// A way back from `title`.
    public init(title: String, action: @escaping () -> Void) {
        self.init(title: title, canGoBack: true, action: action)
    }

    /// The header bar's content for `title`: the back button when `canGoBack`, the items, or
    /// a hidden bar.
    public init(title: String, canGoBack: Bool, leadingItem: BarButton? = nil, trailingItem: BarButton? = nil,
                hidesBar: Bool = false, action: @escaping () -> Void) {
        self.title = title
        self.action = action
        self.canGoBack = canGoBack
        self.leadingItem = leadingItem
        self.trailingItem = trailingItem
        self.hidesBar = hidesBar
    }
}

/// A controller that can offer the header bar a way back (`AdaptiveBackStackViewController`,
/// `AdaptiveSplitViewController`). Call `backNavigationDidChange()` when it changes.
@MainActor
public protocol BackNavigating: AnyObject {
    /// The way back now, or nil.
    var backNavigation: BackNavigation? { get }
}

/// The controller that owns a window's one header bar (`AdaptivePageViewController`): it
/// shows the back navigation of the page that is visible.
@MainActor
public protocol BackNavigationHosting: AnyObject {
    /// Re-reads the visible page's back navigation.
    func refreshBackNavigation()
}

extension ViewController {
    /// Tells the nearest `BackNavigationHosting` ancestor that this controller's back
    /// navigation changed.
    public func backNavigationDidChange() {
        var ancestor = parent
        while let controller = ancestor {
            if let host = controller as? BackNavigationHosting {
                host.refreshBackNavigation()
                return
            }
            ancestor = controller.parent
        }
    }

    /// The way back of the deepest `BackNavigating` controller at or below this one that
    /// offers one (children in order; a later child wins over an earlier one).
    public var deepestBackNavigation: BackNavigation? {
        for child in children.reversed() {
            if let found = child.deepestBackNavigation { return found }
        }
        return (self as? BackNavigating)?.backNavigation
    }
}
