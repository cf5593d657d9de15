/// How an app is being asked to end.
public enum AppEnding: Equatable, Sendable {
    /// The app's quit action (Ctrl+Q, the menu's Quit).
    case quit
    /// The window's close button, Ctrl+W or the window manager closing the window.
    case windowClose
    /// A termination signal (SIGTERM, SIGINT, SIGHUP, SIGQUIT) or the session ending: the app
    /// cannot ask the user anything, only write what it can (and put the rest where it can be
    /// recovered).
    case terminationSignal
}
