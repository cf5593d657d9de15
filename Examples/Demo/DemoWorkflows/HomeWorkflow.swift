import Workflow

/// The Home tab: a greeting and a button that counts its taps.
///
/// Restorable: the tap count is saved.
public struct HomeWorkflow: RestorableWorkflow {
    /// The user's name, for the greeting.
    public var userName: String

    /// Creates the Home tab.
    public init(userName: String) { self.userName = userName }

    /// How many times the counter button was tapped.
    public typealias State = Int

    /// Starts at zero taps.
    public func makeInitialState() -> Int { 0 }

    /// Renders the greeting and the counter button.
    public func render(state: Int, context: RenderContext<HomeWorkflow>) -> HomeScreen {
        let sink = context.makeStateMutationSink()
        return HomeScreen(
            greeting: "Welcome, \(userName)",
            counter: CounterScreen(title: Self.title(taps: state), taps: state, onTap: { sink.send { $0 += 1 } }))
    }

    /// The counter button's title after `taps` taps.
    public static func title(taps: Int) -> String {
        taps == 1 ? "Tapped once" : "Tapped \(taps) times"
    }
}

/// The Home tab's rendering.
public struct HomeScreen {
    /// "Welcome, name".
    public var greeting: String
    /// The button that counts taps.
    public var counter: CounterScreen
    /// Creates the value from its parts.
    public init(greeting: String, counter: CounterScreen) {
        self.greeting = greeting
        self.counter = counter
    }
}

/// A button with a title and a tap handler (shown by SeedScreens' `DemoScreen`).
public struct CounterScreen {
    /// The button's title (English; the screen shows it in the user's language from `taps`).
    public var title: String
    /// The taps counted so far.
    public var taps: Int
    /// Called on each tap.
    public var onTap: () -> Void
    /// Creates the value from its parts.
    public init(title: String, taps: Int = 0, onTap: @escaping () -> Void) {
        self.title = title
        self.taps = taps
        self.onTap = onTap
    }
}
