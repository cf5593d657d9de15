import Gtk

/// What a deferred render pass of a `WorkflowHostingController` leaves on the main loop
/// while it waits for the window's next frame: a one-shot `before-paint` handler on the
/// frame clock, and a fallback timeout (100 ms) for a window whose frames stopped.
///
/// Whichever runs the pass first (the frame, the fallback, or `WorkflowHostingController.flush()`)
/// removes both, so a flushed or finished wait leaves no handler connected and no timeout
/// pending. Tests read the current wait through `WorkflowHostingController.pendingFrameWait`.
@_spi(WorkflowTesting)
@MainActor
public final class PendingFrameWait {
    /// The one-shot `before-paint` handler, until the wait ends.
    public private(set) var beforePaint: SignalConnection?
    /// The fallback timeout, until the wait ends.
    public private(set) var fallback: MainLoopSource?

    /// Waits for the next frame of `clock` (requesting one), or `fallbackDelay` at most,
    /// then ends the wait and calls `renderPass`.
    init(clock: FrameClock, fallbackDelay: Duration, renderPass: @escaping @MainActor () -> Void) {
        // GLib holds the closures (not this object), until the handler is disconnected and
        // the timeout removed or finished: no reference cycle.
        beforePaint = clock.onBeforePaint {
            self.end()
            renderPass()
        }
        fallback = MainLoop.addTimeout(fallbackDelay) {
            // Returning false removes this timeout; it must not be cancelled from inside.
            self.fallback = nil
            self.end()
            renderPass()
            return false
        }
        clock.requestPaint()
    }

    /// Whether the handler or the timeout is still in place.
    public var isWaiting: Bool { beforePaint != nil || fallback != nil }

    /// Disconnects the handler and removes the timeout (harmless when already ended).
    func end() {
        beforePaint?.disconnect()
        beforePaint = nil
        fallback?.cancel()
        fallback = nil
    }
}
