import Workflow
import WorkflowPlatform

/// The logged-in area: three tabs (Home, Scan, Library) and a log-out confirmation.
/// Restorable: the selected tab is saved (an open log-out alert is not).
public struct MainWorkflow: RestorableWorkflow {
    /// The user's name, shown on Home.
    public var userName: String

    /// The tab shown first (the last tab the user saw, when the app keeps it).
    public var initialTab: DemoTab

    /// Where the library's items come from.
    public var libraryCatalogue: LibraryCatalogue

    /// Where the preferences are kept, or nil (kept in the state only).
    public var settings: SettingsStore?

    /// Creates the main area for `userName`, showing `initialTab` first, its library filled
    /// from `libraryCatalogue`, its preferences kept in `settings`.
    public init(userName: String, initialTab: DemoTab = .home, libraryCatalogue: LibraryCatalogue = .samples,
                settings: SettingsStore? = nil) {
        self.userName = userName
        self.initialTab = initialTab
        self.libraryCatalogue = libraryCatalogue
        self.settings = settings
    }

    /// The selected tab and whether the log-out alert shows.
    public struct State: Equatable, Sendable {
        /// The selected tab.
        public var selectedTab: DemoTab = .home
        /// Whether the log-out confirmation is shown.
        public var isConfirmingLogout = false
        /// Whether Preferences is shown.
        public var isShowingPreferences = false
        /// Creates the initial state.
        public init(selectedTab: DemoTab = .home, isConfirmingLogout: Bool = false) {
            self.selectedTab = selectedTab
            self.isConfirmingLogout = isConfirmingLogout
        }
    }

    /// Emitted when the user confirmed logging out.
    public enum Output: Equatable, Sendable {
        /// Log out confirmed.
        case loggedOut
    }

    /// Starts on `initialTab`.
    public func makeInitialState() -> State { State(selectedTab: initialTab) }

    /// Renders the tabs, each from its own child workflow, and the alert.
    public func render(state: State, context: RenderContext<MainWorkflow>) -> MainRendering {
        let sink = context.makeSink(of: Action.self)
        let alert = state.isConfirmingLogout ? LogoutAlert(
            title: "Log Out?",
            message: "You will return to the welcome screen.",
            onConfirm: { sink.send(.confirmLogout) },
            onCancel: { sink.send(.cancelLogout) }) : nil
        return MainRendering(
            userName: userName,
            selectedTab: state.selectedTab,
            onSelectTab: { sink.send(.select($0)) },
            onEvent: { event in
                switch event {
                case .didTapScan: sink.send(.select(.scan))
                }
            },
            home: HomeWorkflow(userName: userName).rendered(in: context),
            scan: ScanWorkflow().rendered(in: context),
            library: LibraryWorkflow(catalogue: libraryCatalogue, settings: settings).rendered(in: context, key: libraryCatalogue.workflowKey),
            onLogoutTapped: { sink.send(.askToLogOut) },
            logoutAlert: alert,
            isShowingPreferences: state.isShowingPreferences,
            onShowPreferences: { sink.send(.showPreferences) },
            onClosePreferences: { sink.send(.closePreferences) })
    }

    /// The main area's actions.
    public enum Action: WorkflowAction, Equatable {
        /// Select a tab (a user's switch, or the Scan shortcut).
        case select(DemoTab)
        /// Show the log-out confirmation.
        case askToLogOut
        /// Confirm: emits `.loggedOut`.
        case confirmLogout
        /// Dismiss the confirmation.
        case cancelLogout
        /// Show Preferences.
        case showPreferences
        /// Close Preferences.
        case closePreferences

        /// Applies the action.
        public func apply(toState state: inout State) -> Output? {
            switch self {
            case .select(let tab):
                state.selectedTab = tab
            case .askToLogOut:
                state.isConfirmingLogout = true
            case .confirmLogout:
                state.isConfirmingLogout = false
                return .loggedOut
            case .cancelLogout:
                state.isConfirmingLogout = false
            case .showPreferences:
                state.isShowingPreferences = true
            case .closePreferences:
                state.isShowingPreferences = false
            }
            return nil
        }

        /// The workflow this action belongs to.
        public typealias WorkflowType = MainWorkflow
    }
}

/// The rendering of the main area.
public struct MainRendering {
    /// The logged-in user's name.
    public var userName: String
    /// The selected tab.
    public var selectedTab: DemoTab
    /// Called when the user switches tabs.
    public var onSelectTab: (DemoTab) -> Void
    /// Handles events that bubble up the widget tree (the responder chain).
    public var onEvent: (AppEvent) -> Void
    /// The Home tab.
    public var home: HomeScreen
    /// The Scan tab (a back stack).
    public var scan: ScanRendering
    /// The Library tab (a split view).
    public var library: LibraryRendering
    /// Called when the Log out button is tapped.
    public var onLogoutTapped: () -> Void
    /// The log-out confirmation, when shown.
    public var logoutAlert: LogoutAlert?
    /// Whether Preferences is shown (its values are the library's: `library.sortOrder`).
    public var isShowingPreferences: Bool
    /// Shows Preferences.
    public var onShowPreferences: () -> Void
    /// Closes Preferences.
    public var onClosePreferences: () -> Void
    /// Creates the value from its parts.
    public init(userName: String, selectedTab: DemoTab, onSelectTab: @escaping (DemoTab) -> Void, onEvent: @escaping (AppEvent) -> Void, home: HomeScreen, scan: ScanRendering, library: LibraryRendering, onLogoutTapped: @escaping () -> Void, logoutAlert: LogoutAlert?,
                isShowingPreferences: Bool = false, onShowPreferences: @escaping () -> Void = {}, onClosePreferences: @escaping () -> Void = {}) {
        self.userName = userName
        self.selectedTab = selectedTab
        self.onSelectTab = onSelectTab
        self.onEvent = onEvent
        self.home = home
        self.scan = scan
        self.library = library
        self.onLogoutTapped = onLogoutTapped
        self.logoutAlert = logoutAlert
        self.isShowingPreferences = isShowingPreferences
        self.onShowPreferences = onShowPreferences
        self.onClosePreferences = onClosePreferences
    }
}

/// The log-out confirmation.
public struct LogoutAlert {
    /// The alert's title.
    public var title: String
    /// The explanation.
    public var message: String
    /// Log out.
    public var onConfirm: () -> Void
    /// Stay logged in (also Escape and closing the window).
    public var onCancel: () -> Void
    /// Creates the value from its parts.
    public init(title: String, message: String, onConfirm: @escaping () -> Void, onCancel: @escaping () -> Void) {
        self.title = title
        self.message = message
        self.onConfirm = onConfirm
        self.onCancel = onCancel
    }
}

// MARK: - State restoration

extension MainWorkflow.State: Codable {
    private enum CodingKeys: String, CodingKey {
        case selectedTab
    }

    /// Reads the saved tab; the log-out alert starts closed.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(selectedTab: try container.decode(DemoTab.self, forKey: .selectedTab))
    }

    /// Writes the selected tab.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(selectedTab, forKey: .selectedTab)
    }
}
