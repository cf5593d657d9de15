import WorkflowContainers
import WorkflowUI

/// A navigation stack without a header bar of its own: the top item shows, and the window's
/// one header bar (`AdaptivePageScreen`) shows the top item's title and a back button while
/// more than one item is stacked. The workflow owns the stack: back calls `onBack`. Each
/// item can configure that header bar while it is on top (`bar`): hidden, or a leading item
/// instead of the back button and a trailing item, as `BackStackScreen`'s items do.
public struct AdaptiveBackStackScreen: Screen {
    /// One stacked item.
    public struct Item {
        /// Identifies the item across updates (with its controller kind).
        public var key: AnyHashable
        /// The header bar's title while this item is on top (and its accessible name).
        public var title: String
        /// The item's screen.
        public var screen: AnyScreen
        /// The window's header bar while this item is on top.
        public var bar: BackStackScreen.BarVisibility

        /// An item showing `screen`, with the back button while an item is below it.
        public init<ScreenType: Screen>(key: AnyHashable, title: String, screen: ScreenType, bar: BackStackScreen.BarVisibility = .visible()) {
            self.key = key
            self.title = title
            self.screen = AnyScreen(screen)
            self.bar = bar
        }
    }

    /// The items, bottom first. Must not be empty.
    public var items: [Item]
    /// Pops the top item (the header bar's back button, Alt+Left).
    public var onBack: () -> Void

    /// A stack of `items`.
    public init(items: [Item], onBack: @escaping () -> Void) {
        self.items = items
        self.onBack = onBack
    }

    // MARK: - Screen

    /// Describes an `AdaptiveBackStackViewController`.
    @MainActor
    public func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        AdaptiveBackStackViewController.description(for: self, environment: environment, performInitialUpdate: false)
    }
}
