import WorkflowUI

/// A navigation stack (a navigation controller): the last item is shown under a bar with
/// its title and a back button. Going back is the workflow's decision: the back button and
/// Alt+Left call `onBack`, and the workflow renders the stack without the top.
///
/// Each item configures the bar while it is on top (`BarVisibility`): hidden, or a title
/// with the back button or a leading item of its own ("Cancel") and a trailing item
/// ("Save"). In a window made by `WorkflowApplication` the bar is the window's one header
/// bar (`WindowHeaderBar`); elsewhere the stack shows a header bar of its own.
///
/// ```swift
/// BackStackScreen(items: [
///     .init(key: "list", screen: InboxScreen(messages: state.messages), title: "Inbox",
///           bar: .visible(trailingItem: BarButton(.text("Compose")) { sink.send(.compose) })),
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
        /// The bar while this item is on top: hidden, or its leading and trailing items.
        public var barVisibility: BarVisibility

        /// Whether the back button shows while this item is on top (never for the bottom
        /// item): the bar is visible and its leading item is `.back`.
        public var showsBackButton: Bool {
            get {
                guard case .visible(let content) = barVisibility, case .back = content.leadingItem else { return false }
                return true
            }
            set {
                var content = barVisibility.content ?? BarContent()
                content.leadingItem = newValue ? .back : .none
                barVisibility = .visible(content)
            }
        }

        /// An item showing `screen`, its bar showing `title` and the back button (unless
        /// `showsBackButton` is false).
        public init<ScreenType: Screen>(key: AnyHashable, screen: ScreenType, title: String = "", showsBackButton: Bool = true) {
            self.key = key
            self.screen = AnyScreen(screen)
            self.title = title
            self.barVisibility = .visible(BarContent(leadingItem: showsBackButton ? .back : .none))
        }

        /// An item showing `screen` whose bar is `bar` while it is on top.
        public init<ScreenType: Screen>(key: AnyHashable, screen: ScreenType, title: String = "", bar: BarVisibility) {
            self.key = key
            self.screen = AnyScreen(screen)
            self.title = title
            self.barVisibility = bar
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

    /// Whether the back button shows: more than one item, the top's bar is visible with the
    /// back button as its leading item, and `onBack` is set.
    public var isBackButtonVisible: Bool {
        items.count > 1 && (items.last?.showsBackButton ?? false) && onBack != nil
    }

    /// Whether the user can go back (the back button, Alt+Left): more than one item, the top's
    /// leading item is `.back` (its bar may be hidden), and `onBack` is set.
    public var canGoBack: Bool {
        guard items.count > 1, onBack != nil, let top = items.last else { return false }
        switch top.barVisibility {
        case .hidden(let allowsBack): return allowsBack
        case .visible(let content): if case .back = content.leadingItem { return true } else { return false }
        }
    }

    // MARK: - Screen

    /// Describes a `BackStackViewController`.
    @MainActor
    public func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        BackStackViewController.description(for: self, environment: environment, performInitialUpdate: false)
    }
}
