import Gtk
import Testing

/// Opens the display once for GTK tests. In CI (and whenever `WORKFLOWGTK_REQUIRE_DISPLAY`
/// is set) a missing display is a failure, never a skip.
@MainActor
enum GtkTestSupport {
    static func requireDisplay(sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        let ok = Display.open()
        if !ok {
            Issue.record("No display: run the GTK tests with Scripts/test (it uses xvfb-run).", sourceLocation: sourceLocation)
        }
        return ok
    }

    /// Runs the GLib loop until `condition` holds or `timeout` passes, letting main-actor
    /// work run between iterations. Returns whether the condition held.
    @discardableResult
    static func spin(until condition: () -> Bool, timeout: Duration = .seconds(5)) async -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        while !condition() {
            MainLoop.drainPending()
            if condition() { return true }
            if clock.now > deadline { return false }
            try? await Task.sleep(for: .milliseconds(2))
        }
        return true
    }

    /// Runs the GLib loop for `duration` (lets windows map and paint).
    static func spin(for duration: Duration) async {
        _ = await spin(until: { false }, timeout: duration)
    }
}
