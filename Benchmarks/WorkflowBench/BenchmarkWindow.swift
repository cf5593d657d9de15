import Gtk

/// A presented window whose content is a scrolled window, as in the performance reference
/// (a vertical list of labels in a `GtkScrolledWindow`), with helpers to wait for frames.
@MainActor
final class BenchmarkWindow {
    let window = Window()
    let scrolled = ScrolledWindow()

    /// Presents an 800×600 window showing `content` in the scrolled window and waits for
    /// its first frame.
    init(content: Widget) {
        window.title = "workflow-bench"
        window.setDefaultSize(width: 800, height: 600)
        scrolled.child = content
        window.child = scrolled
        window.present()
        waitForFrame()
    }

    /// Replaces the scrolled content.
    func setContent(_ content: Widget) { scrolled.child = content }

    /// Runs the GLib loop until the next frame of the window has been painted.
    func waitForFrame() {
        var painted = false
        window.afterNextPaint { painted = true }
        while !painted { MainLoop.iterate(blocking: true) }
    }

    /// Destroys the window and dispatches what is pending.
    func close() {
        scrolled.child = nil
        window.destroy()
        MainLoop.drainPending()
    }
}
