internal import CGtk
import Dispatch

/// The main actor as GLib callbacks see it: whether a callback runs there, and running code
/// there without asking the Swift runtime again.
enum MainThread {
    /// Marks the main dispatch queue, so that a thread draining it (Swift concurrency's main
    /// actor under `swift test`) counts as the main actor.
    private static let queueKey = DispatchSpecificKey<Bool>()
    private static let queueMarked: Bool = {
        DispatchQueue.main.setSpecific(key: queueKey, value: true)
        return true
    }()

    /// Marks the main queue; called on the main actor before the first `isCurrent`.
    static func prepare() { _ = queueMarked }

    /// Whether the caller runs on the main actor: the process's main thread (a GLib loop run
    /// by the app; a thread-local answer after the first call), or a thread draining the
    /// main queue. Never stops the program.
    static var isCurrent: Bool {
        cgtk_is_main_thread() != 0 || DispatchQueue.getSpecific(key: queueKey) == true
    }

    /// Runs `body` as the main actor without the runtime's executor check, for a caller that
    /// just answered `isCurrent` with true. `MainActor.assumeIsolated` and an `isolated
    /// deinit` ask the runtime (`swift_task_isCurrentExecutor`, ~500 instructions and
    /// instruction-cache traffic at each of the four toggle notifications and deinits of a
    /// widget's life); clearing 1,000 rows of 4 widgets made 20,000 such checks.
    @inline(__always)
    static func assumeIsolated<T>(_ body: @MainActor () -> T) -> T {
        withoutActuallyEscaping(body) { body in
            unsafeBitCast(body, to: (() -> T).self)()
        }
    }
}
