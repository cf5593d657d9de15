internal import CGtk

// Moving a row of a list inside the application: the drag carries the row's position as a
// `guint`, which GTK hands only to drop targets of the same process.

extension DropTarget {
    /// A drop target for rows of a list of this application, dragged with `actions`.
    public convenience init(acceptingListRowsWith actions: DragAction) {
        self.init(types: [uintGType], actions: actions)
    }

    /// Connects `handler` to `GtkDropTarget::drop` for list rows: it receives the dropped
    /// row's position and the point, and returns whether it took the drop. Anything else
    /// dropped is refused without calling it.
    @discardableResult
    public func onDropListRow(_ handler: @escaping @MainActor (Int, Double, Double) -> Bool) -> SignalConnection {
        typealias Handler = @MainActor (Int, Double, Double) -> Bool
        let thunk: @convention(c) (gpointer?, UnsafePointer<GValue>?, gdouble, gdouble, gpointer?) -> gboolean = { _, value, x, y, data in
            guard let data, let value, value.pointee.g_type == uintGType else { return 0 }
            let position = Int(g_value_get_uint(value))
            let box = borrow(data, as: ClosureBox<Handler>.self)
            return MainActor.assumeIsolated { box.handler(position, x, y) } ? 1 : 0
        }
        return connectGenerated("drop", unsafeBitCast(thunk, to: GCallback.self), ClosureBox<Handler>(handler))
    }

    /// Emits `GtkDropTarget::drop` with the row at `position` in a real `GValue`, as GTK does
    /// when a dragged row is dropped; returns whether a handler took it.
    @_spi(Testing)
    public func emitDrop(listRow position: Int, x: Double = 1, y: Double = 1) -> Bool {
        withRowValue(position) { emitDrop(value: $0, x: x, y: y) }
    }
}

extension DragSource {
    /// Connects `handler` to `GtkDragSource::prepare` for list rows: when a drag starts at
    /// (`x`, `y`), it returns the position of the row to move, or nil to start no drag.
    @discardableResult
    public func onPrepareListRow(_ handler: @escaping @MainActor (Double, Double) -> Int?) -> SignalConnection {
        typealias Handler = @MainActor (Double, Double) -> Int?
        let thunk: @convention(c) (gpointer?, gdouble, gdouble, gpointer?) -> gpointer? = { _, x, y, data in
            guard let data else { return nil }
            let box = borrow(data, as: ClosureBox<Handler>.self)
            guard let position = MainActor.assumeIsolated({ box.handler(x, y) }) else { return nil }
            // The signal returns a new reference (transfer full).
            return withRowValue(position) { gdk_content_provider_new_for_value($0) }.map { UnsafeMutableRawPointer($0) }
        }
        return connectGenerated("prepare", unsafeBitCast(thunk, to: GCallback.self), ClosureBox<Handler>(handler))
    }

    /// The row position a drag started now at (`x`, `y`) would carry (GTK's `prepare`
    /// emitted, its provider read back), or nil.
    @_spi(Testing)
    public func emitPrepareListRow(x: Double = 1, y: Double = 1) -> Int? {
        emitPrepare(x: x, y: y) { provider in contentValue(of: provider, as: uintGType) { Int(g_value_get_uint($0)) } }
    }
}

/// `G_TYPE_UINT` (the G_TYPE_* macros are not imported).
var uintGType: GType { GType(7 << G_TYPE_FUNDAMENTAL_SHIFT) }

/// Calls `body` with a `GValue` holding `position` as a `guint`.
func withRowValue<R>(_ position: Int, _ body: (UnsafeMutablePointer<GValue>) -> R) -> R {
    var value = GValue()
    g_value_init(&value, uintGType)
    g_value_set_uint(&value, guint(position))
    defer { g_value_unset(&value) }
    return body(&value)
}
