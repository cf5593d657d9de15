import Gtk

extension ViewController {
    /// Reports a choice the user made in a widget whose selection the workflow owns (a page
    /// tab, a stack switcher, a list row), then shows the workflow's answer to it.
    ///
    /// `report` sends the choice to the workflow (usually a screen's callback). The render
    /// pass the action causes would wait for the window's next frame, so it is run at once
    /// (`flushPendingRendering()`): by the time `apply` runs, this controller's screen is the
    /// workflow's answer, not the one it had before the choice. `apply` runs on the next turn
    /// of the main loop, once GTK has finished handling the click or key that made the
    /// choice, and should make the widget show the current screen's selection, which puts
    /// the widget back where the workflow wants it if the workflow declined the choice.
    /// Capture the controller weakly in `apply`.
    public func reportUserChoice(_ report: () -> Void, thenApply apply: @escaping @MainActor () -> Void) {
        report()
        flushPendingRendering()
        MainLoop.addTimeout(milliseconds: 0) {
            apply()
            return false
        }
    }
}
