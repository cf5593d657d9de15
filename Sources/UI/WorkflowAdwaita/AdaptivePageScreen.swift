import WorkflowContainers
import WorkflowUI

/// A window's whole content in the GNOME layout: ONE header bar (back button, title or view
/// switcher, primary menu), the page below it, a switcher bar at the bottom when the window
/// is narrow, and toasts over the page. The page is either tabs (an `AdwViewStack` whose
/// switcher sits in the header bar) or one screen. The header bar's title and back button
/// follow the visible page: a stacked back stack or a folded split shows its way back
/// (`BackNavigating`), else the tabs' switcher or the `title`.
///
/// ```swift
/// AdaptivePageScreen(title: "Mail", tabs: [
///     .init(key: "inbox", title: "Inbox", iconName: "mail-inbox-symbolic", screen: inbox),
///     .init(key: "sent", title: "Sent", iconName: "mail-send-symbolic", screen: sent),
/// ], selectedTab: state.tab, onSelectTab: { sink.send(.select($0)) },
///    menu: [.init(title: "Signed in as Ada", items: [.init(label: "Log Out") { sink.send(.logOut) }])])
/// ```
public struct AdaptivePageScreen: Screen {
    /// One tab: the same value as a `TabScreen` page (key, switcher title — also the tab's
    /// accessible name —, themed icon, screen), so a workflow can render either container
    /// from one list of pages.
    public typealias Tab = TabScreen.Page

    /// A section of the primary menu (sections are separated by lines).
    public struct MenuSection {
        /// The section's heading (e.g. "Signed in as Ada"), or nil.
        public var title: String?
        /// The entries.
        public var items: [MenuItem]

        /// A section of `items` under `title`.
        public init(title: String? = nil, items: [MenuItem]) {
            self.title = title
            self.items = items
        }
    }

    /// An entry of the primary menu: calls `action`, or activates the GAction
    /// `detailedAction` (e.g. `app.shortcuts`). A check item shows a check mark while
    /// `isChecked` is true; a choice shows as chosen while `isChosen` is true, and the choices
    /// of one section form one radio group. Both are stateful GActions whose state the
    /// rendering sets: choosing one calls `action`, and the mark follows the next rendering.
    ///
    /// ```swift
    /// .init(title: "Sort By", items: [
    ///     .choice("Newest First", isChosen: order == .newest) { sink.send(.sort(.newest)) },
    ///     .choice("Title", isChosen: order == .title) { sink.send(.sort(.title)) },
    /// ]),
    /// .init(items: [.check("Monospace Font", isChecked: monospace) { sink.send(.toggleMonospace) }]),
    /// ```
    public struct MenuItem {
        /// What the entry shows beside its label.
        public enum Mark: Equatable {
            /// Nothing: a plain entry.
            case none
            /// A check box, checked or not.
            case check(Bool)
            /// A radio button of its section's group, chosen or not.
            case choice(Bool)
        }

        /// The entry's text.
        public var label: String
        /// What the entry does, when it is not a GAction.
        public var action: (() -> Void)?
        /// A GAction name the entry activates instead (`app.about`, `app.shortcuts`).
        public var detailedAction: String?
        /// Its check mark or radio button.
        public var mark: Mark = .none

        /// An entry that calls `action`.
        public init(label: String, action: @escaping () -> Void) {
            self.label = label
            self.action = action
        }

        /// An entry that activates the GAction `detailedAction`.
        public init(label: String, detailedAction: String) {
            self.label = label
            self.detailedAction = detailedAction
        }

        /// A check item showing `isChecked`; choosing it calls `action` (which toggles the state).
        public static func check(_ label: String, isChecked: Bool, action: @escaping () -> Void) -> MenuItem {
            var item = MenuItem(label: label, action: action)
            item.mark = .check(isChecked)
            return item
        }

        /// A radio item of its section's group, shown chosen while `isChosen`; choosing it
        /// calls `action`.
        public static func choice(_ label: String, isChosen: Bool, action: @escaping () -> Void) -> MenuItem {
            var item = MenuItem(label: label, action: action)
            item.mark = .choice(isChosen)
            return item
        }

        /// Whether the entry is a check item shown checked.
        public var isChecked: Bool { mark == .check(true) }
        /// Whether the entry is a radio item shown chosen.
        public var isChosen: Bool { mark == .choice(true) }
    }

    /// A toast shown over the page while the workflow renders it (`AdwToast`). A new `key`
    /// shows a new toast. When the user dismisses it (or it times out) `onDismiss` is
    /// called so the workflow can stop rendering it. When the workflow stops rendering it,
    /// it stays until its timeout (libadwaita 1.2 cannot safely dismiss a toast from the
    /// program while it animates), and its button does nothing.
    public struct Toast {
        /// Identifies the toast: a new key is a new toast.
        public var key: AnyHashable
        /// The text.
        public var title: String
        /// The button's text (e.g. "Undo"), or nil for none.
        public var buttonLabel: String?
        /// Called when the button is pressed (the toast then goes away: `onDismiss` follows).
        public var onButton: (() -> Void)?
        /// Called when the toast went away by the user or its timeout.
        public var onDismiss: () -> Void
        /// Seconds before it goes away by itself (0: never).
        public var timeout: Int

        /// A toast saying `title`.
        public init(key: AnyHashable, title: String, buttonLabel: String? = nil, onButton: (() -> Void)? = nil,
                    timeout: Int = 5, onDismiss: @escaping () -> Void) {
            self.key = key
            self.title = title
            self.buttonLabel = buttonLabel
            self.onButton = onButton
            self.timeout = timeout
            self.onDismiss = onDismiss
        }
    }

    /// The window's title: the header bar's title when there are no tabs, and when the
    /// window is too narrow for the switcher.
    public var title: String
    /// The tabs; empty to show `content`.
    public var tabs: [Tab]
    /// The tab shown (clamped).
    public var selectedTab: Int
    /// Called with the tab the user switched to; nil keeps the switch local.
    public var onSelectTab: ((Int) -> Void)?
    /// The page when there are no tabs.
    public var content: AnyScreen?
    /// The primary menu's sections (none, and no commands: no menu button). The window's
    /// commands shown in menus (a `CommandScreen` around the page, and those of the screens
    /// shown in it) follow these sections, one section per command section. Without a
    /// `CommandScreen` around it, the page hosts the commands of the screens inside it.
    public var menu: [MenuSection]
    /// The menu button's accessible name and tooltip.
    public var menuTitle: String
    /// The toast shown now, if any.
    public var toast: Toast?

    /// Tabs under one header bar.
    public init(title: String, tabs: [Tab], selectedTab: Int = 0, onSelectTab: ((Int) -> Void)? = nil,
                menu: [MenuSection] = [], menuTitle: String = "Main Menu", toast: Toast? = nil) {
        self.title = title
        self.tabs = tabs
        self.selectedTab = selectedTab
        self.onSelectTab = onSelectTab
        self.menu = menu
        self.menuTitle = menuTitle
        self.toast = toast
    }

    /// One screen under one header bar.
    public init<Content: Screen>(title: String, content: Content, menu: [MenuSection] = [], menuTitle: String = "Main Menu", toast: Toast? = nil) {
        self.title = title
        self.tabs = []
        self.selectedTab = 0
        self.content = AnyScreen(content)
        self.menu = menu
        self.menuTitle = menuTitle
        self.toast = toast
    }

    /// `selectedTab` clamped to the tabs.
    public var clampedSelectedTab: Int { min(max(selectedTab, 0), max(tabs.count - 1, 0)) }

    // MARK: - Screen

    /// Describes an `AdaptivePageViewController`.
    @MainActor
    public func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        AdaptivePageViewController.description(for: self, environment: environment, performInitialUpdate: false)
    }
}
