import Gtk
import Testing

/// Display and loop helpers for the WorkflowUI tests that run against real GTK (Xvfb).
@MainActor
enum GtkSupport {
    /// Opens the display; a missing display is a recorded failure, never a skip.
    static func requireDisplay(sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        let ok = Display.open()
        if !ok {
            Issue.record("No display: run the GTK tests with Scripts/test (it uses xvfb-run).", sourceLocation: sourceLocation)
        }
        return ok
    }

    /// Iterates the GLib loop (letting main-actor work run in between) until `condition`
    /// holds or `timeout` passes.
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

    /// Presents `content` in a new window of the given size and waits until it is drawn.
    static func present(_ content: Widget, width: Int = 400, height: Int = 300) async -> Window {
        let window = Window()
        window.setDefaultSize(width: width, height: height)
        window.child = content
        window.present()
        await spin(until: { content.isDrawable && content.allocatedWidth > 0 })
        return window
    }
}
