import Foundation
import Gtk

/// Opening the display for UI tests.
@MainActor
public enum UITestDisplay {
    /// Opens GTK's display, or throws one error whose message names `xvfb-run`. Never
    /// aborts or hangs without a display. Selects GTK's in-process accessibility back end
    /// (`GTK_A11Y=test`, read by GTK whenever a widget's accessibility context is made) so
    /// that accessible names can be read back and no accessibility bus is needed.
    public static func require() throws(UITestingError) {
        setenv("GTK_A11Y", "test", 1)
        guard Display.open() else { throw UITestingError(.noDisplay, missingDisplayMessage) }
    }

    /// The message of the error `require()` throws.
    public static var missingDisplayMessage: String {
        let environment = ProcessInfo.processInfo.environment
        func shown(_ name: String) -> String { environment[name].map { "\(name)=\($0)" } ?? "\(name) unset" }
        return "WorkflowUITesting: cannot open a display (\(shown("DISPLAY")), \(shown("WAYLAND_DISPLAY")), "
            + "\(shown("GDK_BACKEND"))). GTK tests need one: run them under xvfb-run, e.g. `xvfb-run -a swift test`."
    }
}
