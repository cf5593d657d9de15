import Dispatch
import Gtk
import Testing

/// Waiting on the GLib loop and the main queue, without fixed sleeps: every wait ends when
/// its condition holds (or fails with a timeout naming what was awaited).
@MainActor
public enum UILoop {
    /// Runs pending GLib events and main-actor work until `condition` holds. Returns
    /// whether it held before `timeout`.
    @discardableResult
    public static func wait(until condition: () -> Bool, timeout: Duration = .seconds(5)) async -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        while true {
            if condition() { return true }
            var dispatched = false
            while MainLoop.iterate() { dispatched = true }
            if condition() { return true }
            if clock.now > deadline { return false }
            // Let queued main-actor work run; sleep briefly only when GLib had nothing to do.
            if dispatched { await Task.yield() } else { try? await Task.sleep(for: .milliseconds(1)) }
        }
    }

    /// Waits until `condition` holds, or throws a timeout error saying `what` was awaited,
    /// whose `sourceLocation` is the caller's (the `fileID`, `filePath`, `line` and `column`
    /// parameters default to the call's: plain literals, so XCTest callers need no import
    /// of Swift Testing).
    public static func require(_ what: @autoclosure () -> String, timeout: Duration = .seconds(5),
                               fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
                               column: Int = #column,
                               until condition: () -> Bool) async throws(UITestingError) {
        try await require(what(), timeout: timeout,
                          at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column), until: condition)
    }

    /// Waits until `condition` holds, or throws a timeout error saying `what` was awaited,
    /// located at `location` (nil for the harness's own waits: the test's call is then the
    /// action or the settle that waited).
    static func require(_ what: @autoclosure () -> String, timeout: Duration = .seconds(5), at location: SourceLocation?,
                        until condition: () -> Bool) async throws(UITestingError) {
        guard await wait(until: condition, timeout: timeout) else {
            throw UITestingError(.timeout, "WorkflowUITesting: timed out after \(timeout) waiting for \(what()).",
                                 sourceLocation: location)
        }
    }

    /// Waits until every job queued on the main queue before this call has run (a marker
    /// job queued behind them has run), dispatching GLib events meanwhile.
    public static func drainMainQueue(timeout: Duration = .seconds(5)) async throws(UITestingError) {
        let marker = Marker()
        DispatchQueue.main.async { MainActor.assumeIsolated { marker.ran = true } }
        try await require("main-queue work queued before the settle", timeout: timeout, at: nil) { marker.ran }
    }

    /// Settles `windows`: runs queued main-queue work and GLib events, then waits until
    /// each mapped window has painted a frame (its frame clock's after-paint), or was hidden
    /// or destroyed meanwhile (a dialog that the frame's render pass dismissed), and the main
    /// queue is empty again. Call it after every change before looking at widgets.
    public static func settle(_ windows: [Window], timeout: Duration = .seconds(5)) async throws(UITestingError) {
        try await drainMainQueue(timeout: timeout)
        let shown = windows.filter(\.isDrawable)
        let painted = PaintedWindows(count: shown.count)
        for (index, window) in shown.enumerated() { window.afterNextPaint { painted.flags[index] = true } }
        try await require("a frame of \(shown.count) window(s)", timeout: timeout, at: nil) {
            shown.indices.allSatisfy { painted.flags[$0] || !shown[$0].isDrawable }
        }
        try await drainMainQueue(timeout: timeout)
        while MainLoop.iterate() {}
    }

    /// Which of the settled windows painted.
    @MainActor private final class PaintedWindows {
        var flags: [Bool]
        init(count: Int) { flags = Array(repeating: false, count: count) }
    }

    @MainActor private final class Marker {
        var ran = false
        var count: Int
        init(count: Int = 0) { self.count = count }
    }
}
