import Workflow
import WorkflowPlatform

/// The demo's root: a welcome screen until the user logs in with a name, then the main
/// area; logging out (confirmed in an alert) returns to the welcome screen. Restorable: who
/// is logged in (or the name typed so far) is saved.
public struct RootWorkflow: RestorableWorkflow {
    /// Where the user is.
    public enum State: Equatable, Sendable, Codable {
        /// On the welcome screen, with the name typed so far.
        case welcome(name: String)
        /// Logged in as `name`.
        case loggedIn(name: String)
    }

    /// The tab the main area shows first after logging in.
    public var initialTab: DemoTab

    /// Where the library's items come from.
    public var libraryCatalogue: LibraryCatalogue

    /// Where the preferences are kept (the demo's GSettings), or nil: kept in the state only.
    public var settings: SettingsStore?

    /// Creates the root workflow; after logging in the main area shows `initialTab` first,
    /// its library is filled from `libraryCatalogue`, and its preferences are kept in `settings`.
    public init(initialTab: DemoTab = .home, libraryCatalogue: LibraryCatalogue = .samples, settings: SettingsStore? = nil) {
        self.initialTab = initialTab
        self.libraryCatalogue = libraryCatalogue
        self.settings = settings
    }

    /// Starts on an empty welcome screen.
    public func makeInitialState() -> State { .welcome(name: "") }

    /// Renders the welcome screen or the main area.
    public func render(state: State, context: RenderContext<RootWorkflow>) -> AppRendering {
        switch state {
        case .welcome(let name):
            let sink = context.makeSink(of: Action.self)
            return .welcome(WelcomeScreen(
                name: name,
                onNameChanged: { sink.send(.nameChanged($0)) },
                onLoginTapped: { sink.send(.logIn) }))
        case .loggedIn(let name):
            return .main(MainWorkflow(userName: name, initialTab: initialTab, libraryCatalogue: libraryCatalogue, settings: settings).rendered(in: context) { (_: MainWorkflow.Output) in Action.logOut })
        }
    }

    /// The root's actions.
    public enum Action: WorkflowAction, Equatable {
        /// The welcome screen's name field changed.
        case nameChanged(String)
        /// The log-in button was tapped (ignored while the name is blank).
        case logIn
        /// The user confirmed logging out.
        case logOut

        /// Applies the action.
        public func apply(toState state: inout State) -> Never? {
            switch (self, state) {
            case (.nameChanged(let name), .welcome):
                state = .welcome(name: name)
            case (.logIn, .welcome(let name)):
                let trimmed = name.trimmingWhitespace
                if !trimmed.isEmpty { state = .loggedIn(name: trimmed) }
            case (.logOut, .loggedIn):
                state = .welcome(name: "")
            default:
                break
            }
            return nil
        }

        /// The workflow this action belongs to.
        public typealias WorkflowType = RootWorkflow
    }
}

/// What the demo shows: the welcome screen or the main area.
public enum AppRendering {
    /// Not logged in.
    case welcome(WelcomeScreen)
    /// Logged in.
    case main(MainRendering)
}

/// The welcome screen (a name field and a Log in button), declared apart from its view code.
public struct WelcomeScreen {
    /// The name typed so far.
    public var name: String
    /// Called with each edit of the name.
    public var onNameChanged: (String) -> Void
    /// Called when the log-in button is tapped.
    public var onLoginTapped: () -> Void

    /// Whether logging in is possible (the name is not blank).
    public var isLoginEnabled: Bool { !name.trimmingWhitespace.isEmpty }
    /// Creates the value from its parts.
    public init(name: String, onNameChanged: @escaping (String) -> Void, onLoginTapped: @escaping () -> Void) {
        self.name = name
        self.onNameChanged = onNameChanged
        self.onLoginTapped = onLoginTapped
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and newlines.
    var trimmingWhitespace: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" }
        guard let start = firstIndex(where: { !isSpace($0) }),
              let end = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[start...end])
    }
}
