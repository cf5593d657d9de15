import Foundation
import Gtk
import Testing

/// Display, loop and screenshot helpers for the container tests that run against real GTK
/// (Xvfb).
@MainActor
enum GtkSupport {
    /// Opens the display; a missing display is a recorded failure, never a skip.
    static func requireDisplay(sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        let ok = Display.open()
        if !ok {
            Issue.record("No display: run the GTK tests under xvfb-run (Scripts/test does).", sourceLocation: sourceLocation)
        }
        return ok
    }

    /// Iterates the GLib loop until `condition` holds or `timeout` passes.
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

    /// Runs the loop for `milliseconds` (lets transitions and idle work finish).
    static func wait(milliseconds: Int) async {
        let clock = ContinuousClock()
        let end = clock.now + .milliseconds(milliseconds)
        await spin(until: { clock.now > end }, timeout: .milliseconds(milliseconds + 1000))
    }

    /// Presents `content` in a new window of the given size and waits until it is drawn.
    static func present(_ content: Widget, width: Int = 600, height: Int = 400) async -> Window {
        let window = Window()
        window.setDefaultSize(width: width, height: height)
        window.child = content
        window.present()
        await spin(until: { content.isDrawable && content.allocatedWidth > 0 })
        return window
    }

    /// Saves the whole X screen (all windows, as a user sees them) as
    /// `/tmp/workflow-containers-<name>.png` with ImageMagick's `import`, when installed.
    static func screenshotScreen(name: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/import")
        process.arguments = ["-window", "root", "/tmp/workflow-containers-\(name).png"]
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/import"), (try? process.run()) != nil else { return }
        process.waitUntilExit()
    }

    /// Saves `widget` as `/tmp/workflow-containers-<name>.png` after its next frame.
    static func screenshot(_ widget: Widget, name: String) async {
        var painted = false
        widget.afterNextPaint { painted = true }
        await spin(until: { painted })
        do {
            try widget.savePNG(to: "/tmp/workflow-containers-\(name).png")
        } catch {
            Issue.record("screenshot \(name): \(error)")
        }
    }
}
