import Foundation
import Gtk

/// Opening the display for UI tests.
@MainActor
public enum UITestDisplay {
    /// Opens GTK's display, or throws one error whose message names `xvfb-run`. Never
    /// aborts or hangs without a display. When `GTK_A11Y` is unset, selects GTK's
    /// in-process accessibility back end (`GTK_A11Y=test`, read by GTK whenever a widget's
    /// accessibility context is made), so that no accessibility bus is needed; a value the
    /// caller set (`atspi` to drive the tests through a real bus, say) is kept.
    public static func require() throws(UITestingError) {
        setenv("GTK_A11Y", accessibilityBackend, 0)
        guard Display.open() else { throw UITestingError(.noDisplay, missingDisplayMessage) }
    }

    /// The accessibility back end `require()` selects when `GTK_A11Y` is unset.
    public static let accessibilityBackend = "test"

    /// The message of the error `require()` throws.
    public static var missingDisplayMessage: String {
        let environment = ProcessInfo.processInfo.environment
        func shown(_ name: String) -> String { environment[name].map { "\(name)=\($0)" } ?? "\(name) unset" }
        return "WorkflowUITesting: cannot open a display (\(shown("DISPLAY")), \(shown("WAYLAND_DISPLAY")), "
            + "\(shown("GDK_BACKEND"))). GTK tests need one: run them under xvfb-run, e.g. `xvfb-run -a swift test`."
    }
}
