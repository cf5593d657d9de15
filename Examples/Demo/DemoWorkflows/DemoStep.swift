/// One scripted user step of the demo (`workflow-demo --steps`, the soak and the fuzz run):
/// something a user does with the mouse or the keyboard. `DemoStep(parsing:)` and
/// `DemoStep.list(parsing:)` read the text form; `unavailableReason(in:)` says why a step
/// cannot be performed on what is shown; `perform(on:)` performs it through the rendering's
/// closures (the executable clicks the real buttons for `count` and `scan`).
public enum DemoStep: Equatable, Sendable {
    /// Type a name on the welcome screen and log in.
    case login(String)
    /// Switch to a tab.
    case tab(DemoTab)
    /// Tap the counter button on Home.
    case count
    /// Tap Home's Scan button (sends `didTapScan` up the responder chain).
    case scan
    /// Open the scan list's code at an index.
    case open(Int)
    /// Open the related code on top of the scan stack.
    case related
    /// Go back in the scan stack.
    case back
    /// Select the library item at an index.
    case select(Int)
    /// Empty the library.
    case clear
    /// Tap the empty state's button (restores the samples).
    case restore
    /// Tap Log out (shows the alert).
    case logout
    /// Confirm the alert.
    case confirm
    /// Cancel the alert.
    case cancel

    /// The step syntax, for usage text.
    public static let grammar = "login[:NAME] tab:home|scan|library count scan open:N related back select:N clear restore logout confirm cancel"
}
