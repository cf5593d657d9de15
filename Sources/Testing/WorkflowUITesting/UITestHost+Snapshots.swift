import Gtk
import GtkTesting

extension UITestHost {
    /// The widget tree of the window and its open dialogs as text, one widget a line:
    /// type, CSS classes, text, state. Font- and theme-independent, for snapshot tests.
    public func dumpTree() -> String {
        windows.map { $0.dumpTree() }.joined(separator: "\n")
    }

    /// Settles, then writes what the window shows (open dialogs drawn over it) as a PNG.
    public func screenshot(to path: String) async throws(UITestingError) {
        try await settle()
        do {
            try window.savePNGWithModals(to: path)
        } catch {
            throw UITestingError(.screenshot, "UITestHost.screenshot: \(error)")
        }
    }
}
