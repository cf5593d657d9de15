internal import CGtk

/// A callback scheduled on the GLib main loop with `MainLoop.addIdle` or
/// `MainLoop.addTimeout(_:_:)`. GLib holds the closure and releases it (its destroy-notify)
/// when the callback returns false, when `cancel()` is called, or when the loop's context
/// goes away. Dropping the handle does not cancel the callback.
@MainActor
public final class MainLoopSource {
    /// Whether the source is gone (shared by the handle and GLib's box).
    @MainActor final class State {
        var finished = false
    }

    /// What GLib holds: the closure, released by the destroy-notify.
    @MainActor final class Box {
        let body: @MainActor () -> Bool
        let state = State()
        init(_ body: @escaping @MainActor () -> Bool) { self.body = body }
    }

    /// Scheduling priority of a source (lower runs first).
    public struct Priority: Sendable, Equatable {
        /// The GLib priority value.
        public let value: Int32
        /// Creates a priority from a GLib value (e.g. -100 for `G_PRIORITY_HIGH`).
        public init(_ value: Int32) { self.value = value }
        /// `G_PRIORITY_HIGH` (-100).
        public static let high = Priority(-100)
        /// `G_PRIORITY_DEFAULT` (0): timeouts, I/O.
        public static let `default` = Priority(0)
        /// `G_PRIORITY_HIGH_IDLE` (100): before GTK's redraws.
        public static let highIdle = Priority(100)
        /// `G_PRIORITY_DEFAULT_IDLE` (200): after redraws, when nothing else is pending.
        public static let defaultIdle = Priority(200)
    }

    private let state: State
    private var id: guint

    init(box: Box, id: guint) {
        state = box.state
        self.id = id
    }

    /// Whether the callback is still scheduled.
    public var isActive: Bool { !state.finished }

    /// Removes the source (its closure is released). Harmless after it finished.
    public func cancel() {
        guard !state.finished else { return }
        g_source_remove(id)
        id = 0
    }

    static let callback: GSourceFunc = { data in
        guard let data else { return 0 }
        let box = borrow(data, as: Box.self)
        return MainActor.assumeIsolated { box.body() } ? 1 : 0
    }

    static let destroy: GDestroyNotify = { data in
        guard let data else { return }
        let box = borrow(data, as: Box.self)
        MainActor.assumeIsolated { box.state.finished = true }
        release(data)
    }
}

extension MainLoop {
    /// Calls `body` whenever the loop is idle (at `priority`), until it returns false or the
    /// returned source is cancelled.
    @discardableResult
    public static func addIdle(priority: MainLoopSource.Priority = .defaultIdle,
                               _ body: @escaping @MainActor () -> Bool) -> MainLoopSource {
        let box = MainLoopSource.Box(body)
        let id = g_idle_add_full(priority.value, MainLoopSource.callback, retained(box), MainLoopSource.destroy)
        return MainLoopSource(box: box, id: id)
    }

    /// Calls `body` every `interval` (millisecond resolution), until it returns false or the
    /// returned source is cancelled.
    @discardableResult
    public static func addTimeout(_ interval: Duration, priority: MainLoopSource.Priority = .default,
                                  _ body: @escaping @MainActor () -> Bool) -> MainLoopSource {
        let milliseconds = max(0, interval.components.seconds * 1000 + interval.components.attoseconds / 1_000_000_000_000_000)
        let box = MainLoopSource.Box(body)
        let id = g_timeout_add_full(priority.value, guint(milliseconds), MainLoopSource.callback, retained(box), MainLoopSource.destroy)
        return MainLoopSource(box: box, id: id)
    }
}
