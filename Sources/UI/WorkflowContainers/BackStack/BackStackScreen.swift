import WorkflowUI

/// A navigation stack (a navigation controller): the last item is shown under a
/// header with its title and a back button. Going back is the workflow's decision: the back
/// button and Alt+Left call `onBack`, and the workflow renders the stack without the top.
///
/// ```swift
/// BackStackScreen(items: [
///     .init(key: "list", screen: InboxScreen(messages: state.messages), title: "Inbox"),
///     .init(key: message.id, screen: MessageScreen(message: message), title: message.subject),
/// ], onBack: { sink.send(.back) })
/// ```
public struct BackStackScreen: Screen {
    /// One screen in the stack.
    public struct Item {
        /// Identifies the item across updates: an item with the same key and the same kind of
        /// controller keeps its live controller and widgets.
        public var key: AnyHashable
        /// The screen shown.
        public var screen: AnyScreen
        /// The header title while this item is on top.
        public var title: String
        /// Whether the back button shows while this item is on top (never for the bottom item).
        public var showsBackButton: Bool

        /// An item showing `screen`.
        public init<ScreenType: Screen>(key: AnyHashable, screen: ScreenType, title: String = "", showsBackButton: Bool = true) {
            self.key = key
            self.screen = AnyScreen(screen)
            self.title = title
            self.showsBackButton = showsBackButton
        }
    }

    /// The items, bottom first; the last one is shown. Must not be empty.
    public var items: [Item]
    /// Called when the user asks to go back (back button, Alt+Left). `nil`: no back button.
    public var onBack: (() -> Void)?

    /// A stack of `items` (bottom first).
    public init(items: [Item], onBack: (() -> Void)? = nil) {
        self.items = items
        self.onBack = onBack
    }

    /// Whether the back button shows: more than one item, the top allows it, and `onBack` is set.
    public var isBackButtonVisible: Bool {
        items.count > 1 && (items.last?.showsBackButton ?? false) && onBack != nil
    }

    // MARK: - Screen

    /// Describes a `BackStackViewController`.
    @MainActor
    public func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        BackStackViewController.description(for: self, environment: environment, performInitialUpdate: false)
    }
}
