import Foundation
import Gtk
import Testing
import WorkflowUITesting

/// Display and loop helpers for the suites that still host widgets themselves
/// (FrameClockConflationTests, GeneratedCallbackTests, AdwTests): a thin layer over the
/// public harness, `WorkflowUITesting`. New tests use `UITestHost`, `UILoop` and the `.gtk`
/// trait directly, as GtkTests, WorkflowUITests, WorkflowContainersTests, ReliabilityTests,
/// WidgetFactoryExampleTests and the generated smoke tests do.
@MainActor
public enum GtkSupport {
    /// Opens the display; a missing display is a recorded failure (the harness's message,
    /// naming xvfb-run), never a skip.
    public static func requireDisplay(sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        do {
            try UITestDisplay.require()
            return true
        } catch {
            Issue.record("\(error)", sourceLocation: sourceLocation)
            return false
        }
    }

    /// Iterates the GLib loop, letting main-actor work run in between, until `condition`
    /// holds or `timeout` passes. Returns whether the condition held.
    @discardableResult
    public static func spin(until condition: () -> Bool, timeout: Duration = .seconds(5)) async -> Bool {
        await UILoop.wait(until: condition, timeout: timeout)
    }

    /// Presents `content` (or an empty window) at the given size and waits until it is drawn.
    public static func present(_ content: Widget?, width: Int = 600, height: Int = 400) async -> Window {
        let window = Window()
        window.setDefaultSize(width: width, height: height)
        window.child = content
        window.present()
        if let content { await spin(until: { content.isDrawable && content.allocatedWidth > 0 }) }
        return window
    }

    /// Forces a new layout of every window in `windows` and waits until each has painted a
    /// frame after it (so dividers sit where the last allocation put them).
    @discardableResult
    public static func settle(_ windows: [Window], timeout: Duration = .seconds(5)) async -> Bool {
        var painted = 0
        for window in windows {
            window.queueResize()
            window.afterNextPaint { painted += 1 }
        }
        return await spin(until: { painted == windows.count }, timeout: timeout)
    }
}
