import Foundation
import Gtk
import Logging
import Testing

/// Display and loop helpers for the reliability tests that run against real GTK (Xvfb).
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
            try? await Task.sleep(for: .milliseconds(1))
        }
        return true
    }

    /// Runs the loop for `milliseconds`.
    static func wait(milliseconds: Int) async {
        let clock = ContinuousClock()
        let end = clock.now + .milliseconds(milliseconds)
        await spin(until: { clock.now > end }, timeout: .milliseconds(milliseconds + 1000))
    }

    /// Makes a window of the given size showing `content` and waits until it is drawn.
    static func present(_ content: Widget?, width: Int, height: Int) async -> Window {
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
    static func settle(_ windows: [Window], timeout: Duration = .seconds(5)) async -> Bool {
        var painted = 0
        for window in windows {
            window.queueResize()
            window.afterNextPaint { painted += 1 }
        }
        return await spin(until: { painted == windows.count }, timeout: timeout)
    }
}

/// A log handler that keeps messages in memory (for the one-line-per-drop checks).
final class CapturingLogHandler: LogHandler, @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [String] = []
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .trace

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        lock.lock()
        storage.append("\(event.level): \(event.message)")
        lock.unlock()
    }

    var messages: [String] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }

    /// A logger writing into a new capturing handler.
    static func logger() -> (Logger, CapturingLogHandler) {
        let handler = CapturingLogHandler()
        return (Logger(label: "reliability-test") { _ in handler }, handler)
    }
}

/// Reads an integer setting from the environment.
func environmentInt(_ name: String) -> Int? {
    ProcessInfo.processInfo.environment[name].flatMap { Int($0) }
}
