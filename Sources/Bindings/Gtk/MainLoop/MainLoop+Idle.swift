internal import CGtk

extension MainLoop {
    /// Calls `body` once, when the GLib loop is idle at `priority` (lower runs first: GLib's
    /// default idle priority is 200, `G_PRIORITY_HIGH` −100; a very low value such as −10000
    /// runs ahead of every other source at the next loop iteration). Returns the GLib source
    /// id (for `removeSource`).
    @discardableResult
    public static func addIdle(priority: Int32 = 200, _ body: @escaping @MainActor () -> Void) -> UInt32 {
        let box = ClosureBox<@MainActor () -> Void>(body)
        let callback: GSourceFunc = { data in
            guard let data else { return 0 }
            let box = borrow(data, as: ClosureBox<@MainActor () -> Void>.self)
            MainActor.assumeIsolated { box.handler() }
            return 0
        }
        return g_idle_add_full(priority, callback, retained(box)) { data in
            if let data { release(data) }
        }
    }
}
