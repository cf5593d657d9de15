internal import CGtk
import Dispatch

/// The GLib main loop, integrated with Swift concurrency.
///
/// libdispatch's main queue on Linux signals an eventfd when work is queued. `integrate()`
/// watches that fd with a GLib source; when it fires, the source reads the fd and drains
/// the main queue. From then on `@MainActor` code, `Task { @MainActor in }`,
/// `DispatchQueue.main.async` and `Task.sleep` wake-ups run inside `g_main_loop_run` /
/// `g_application_run`, and an idle process sleeps in `poll`.
@MainActor
public enum MainLoop {
    private static var sourceID: guint = 0

    /// Installs the dispatch main-queue source on the default GLib context (idempotent).
    /// Call it from the process's main thread before running a GLib loop that should also
    /// run Swift main-actor work. Do not call it when the main queue is already drained by
    /// `dispatchMain()` (e.g. inside `swift test`).
    public static func integrate() {
        guard sourceID == 0 else { return }
        let fd = _dispatch_get_main_queue_handle_4CF()
        precondition(fd >= 0, "Gtk.MainLoop: libdispatch has no main-queue fd; run on the main thread.")
        let callback: GUnixFDSourceFunc = { fd, _, _ in
            var value: UInt64 = 0
            _ = withUnsafeMutableBytes(of: &value) { read(fd, $0.baseAddress, 8) }
            _dispatch_main_queue_callback_4CF(nil)
            return 1
        }
        sourceID = g_unix_fd_add(fd, G_IO_IN, callback, nil)
    }

    /// Whether `integrate()` has installed its source.
    public static var isIntegrated: Bool { sourceID != 0 }

    /// Runs one iteration of the default GLib context. Returns whether an event was dispatched.
    @discardableResult
    public static func iterate(blocking: Bool = false) -> Bool {
        g_main_context_iteration(nil, blocking ? 1 : 0) != 0
    }

    /// Dispatches every pending GLib event without blocking.
    public static func drainPending() {
        while g_main_context_pending(nil) != 0 { g_main_context_iteration(nil, 0) }
    }

    /// Runs a plain `GMainLoop` until `quit()` is called (by main-actor work or a signal).
    public static func run() {
        integrate()
        let loop = g_main_loop_new(nil, 0)
        current.append(loop)
        g_main_loop_run(loop)
        current.removeLast()
        g_main_loop_unref(loop)
    }

    /// Stops the innermost `run()`.
    public static func quit() {
        if let loop = current.last { g_main_loop_quit(loop) }
    }

    private static var current: [OpaquePointer?] = []

    /// How many `run()` calls are active (0 outside any plain loop).
    public static var depth: Int { current.count }

    /// Calls `body` every `milliseconds` on the GLib loop until it returns `false`.
    /// Returns the GLib source id (for `removeSource`).
    @discardableResult
    public static func addTimeout(milliseconds: Int, _ body: @escaping @MainActor () -> Bool) -> UInt32 {
        let box = ClosureBox<@MainActor () -> Bool>(body)
        let callback: GSourceFunc = { data in
            guard let data else { return 0 }
            let box = borrow(data, as: ClosureBox<@MainActor () -> Bool>.self)
            return MainActor.assumeIsolated { box.handler() } ? 1 : 0
        }
        return g_timeout_add_full(G_PRIORITY_DEFAULT, guint(milliseconds), callback, retained(box)) { data in
            if let data { release(data) }
        }
    }

    /// Removes a source added with `addTimeout`.
    public static func removeSource(_ id: UInt32) { g_source_remove(id) }
}
