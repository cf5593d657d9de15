import WorkflowUI

/// A way back that a page offers the window's one header bar: the title of what shows now,
/// and what the back button does. Back stacks offer one while more than one item is
/// stacked, a folded split while it shows its trailing side.
public struct BackNavigation {
    /// The title of the item shown now (the header bar's title while it can go back).
    public var title: String
    /// Goes back (the workflow pops or unfolds).
    public var action: () -> Void

    /// A way back from `title`.
    public init(title: String, action: @escaping () -> Void) {
        self.title = title
        self.action = action
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
