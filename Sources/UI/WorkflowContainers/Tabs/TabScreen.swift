import WorkflowUI

/// Pages shown one at a time with a switcher (a tab bar). The workflow owns the
/// selection: `selectedIndex` picks the page, and a user's switch is reported through
/// `onSelect` so the workflow can render the new index. A page may be a `BackStackScreen`
/// (a tab whose pages are pushed and popped).
///
/// ```swift
/// TabScreen(pages: [
///     .init(key: "home", title: "Home", iconName: "go-home-symbolic", screen: homeStack),
///     .init(key: "scan", title: "Scan", screen: scanStack),
/// ], selectedIndex: state.tab, onSelect: { sink.send(.select($0)) })
/// ```
public struct TabScreen: Screen {
    /// One tab.
    public struct Page {
        /// Identifies the page across updates (with its controller kind).
        public var key: AnyHashable
        /// The switcher's text (and tooltip when an icon shows).
        public var title: String
        /// A themed icon name shown in the switcher instead of the title, or nil.
        public var iconName: String?
        /// The page's screen.
        public var screen: AnyScreen

        /// A page showing `screen`.
        public init<ScreenType: Screen>(key: AnyHashable, title: String, iconName: String? = nil, screen: ScreenType) {
            self.key = key
            self.title = title
            self.iconName = iconName
            self.screen = AnyScreen(screen)
        }
    }

    /// The pages, in switcher order. Must not be empty.
    public var pages: [Page]
    /// The page shown (clamped to the pages).
    public var selectedIndex: Int
    /// Called with the index the user switched to. When set, the shown page returns to
    /// `selectedIndex` unless the workflow renders the new index; when nil, the user's
    /// switch stays local.
    public var onSelect: ((Int) -> Void)?

    /// Tabs of `pages` showing `selectedIndex`.
    public init(pages: [Page], selectedIndex: Int = 0, onSelect: ((Int) -> Void)? = nil) {
        self.pages = pages
        self.selectedIndex = selectedIndex
        self.onSelect = onSelect
    }

    /// `selectedIndex` clamped to the pages.
    public var clampedSelectedIndex: Int { min(max(selectedIndex, 0), max(pages.count - 1, 0)) }

    // MARK: - Screen

    /// Describes a `TabViewController`.
    @MainActor
    public func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        TabViewController.description(for: self, environment: environment, performInitialUpdate: false)
    }
}
