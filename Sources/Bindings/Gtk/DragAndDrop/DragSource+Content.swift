internal import CGtk

extension DragSource {
    /// Sets what a drag from this source carries (`gtk_drag_source_set_content` with a
    /// `GdkContentProvider` for the value): files as a `GdkFileList` (a file manager takes
    /// them as `text/uri-list`), text as a string (`text/plain`). Nil: nothing to drag, so
    /// no drag starts.
    public func setContent(_ content: DragContent?) {
        guard let content else {
            gtk_drag_source_set_content(opaque(gobject), nil)
            return
        }
        let provider = content.withValue { gdk_content_provider_new_for_value($0) }
        gtk_drag_source_set_content(opaque(gobject), provider)
        g_object_unref(provider.map { UnsafeMutableRawPointer($0) })
    }

    /// Connects `handler` to `GtkDragSource::prepare`: when a drag starts at (`x`, `y`) (in
    /// the widget's coordinates), it returns what the drag carries, or nil to start none.
    /// The content set with ``setContent(_:)`` is not used while a handler is connected.
    @discardableResult
    public func onPrepare(_ handler: @escaping @MainActor (Double, Double) -> DragContent?) -> SignalConnection {
        typealias Handler = @MainActor (Double, Double) -> DragContent?
        let thunk: @convention(c) (gpointer?, gdouble, gdouble, gpointer?) -> gpointer? = { _, x, y, data in
            guard let data else { return nil }
            let box = borrow(data, as: ClosureBox<Handler>.self)
            guard let content = MainActor.assumeIsolated({ box.handler(x, y) }) else { return nil }
            // The signal returns a new reference (transfer full).
            return content.withValue { gdk_content_provider_new_for_value($0) }.map { UnsafeMutableRawPointer($0) }
        }
        return connectGenerated("prepare", unsafeBitCast(thunk, to: GCallback.self), ClosureBox<Handler>(handler))
    }

    /// The drag this source started that is still in progress: nil when none is, else the
    /// action the drop site under the pointer chose for it (`gdk_drag_get_selected_action`),
    /// empty while no site takes it. A release with an empty action cancels the drag.
    public var dragInProgressAction: DragAction? {
        guard let drag = gtk_drag_source_get_drag(opaque(gobject)) else { return nil }
        return DragAction(cValue: gdk_drag_get_selected_action(drag))
    }

    /// What a drag started now would carry: GTK's `GtkDragSource::prepare` emitted at
    /// (`x`, `y`) (the step of `gtk_drag_source_drag_begin` that asks for the content), with
    /// the provider it returns read back as files or text; nil when nothing would be dragged.
    /// Tests check a drag source with it without dragging (a display without a pointer, or
    /// content a real drop could not take, such as files with no file manager to drop on).
    @_spi(Testing)
    public func emitPrepare(x: Double = 1, y: Double = 1) -> DragContent? {
        emitPrepare(x: x, y: y) { provider in
            for kind in DragContent.Kind.allCases {
                if let content = contentValue(of: provider, as: kind.gtype, DragContent.init(value:)) { return content }
            }
            return nil
        }
    }

    /// Emits `prepare` at (`x`, `y`) and calls `read` with the content provider it returns.
    func emitPrepare<T>(x: Double, y: Double, _ read: (UnsafeMutablePointer<GdkContentProvider>) -> T?) -> T? {
        let id = g_signal_lookup("prepare", gtk_drag_source_get_type())
        let double = GType(15 << G_TYPE_FUNDAMENTAL_SHIFT) // G_TYPE_DOUBLE
        var arguments = [GValue](repeating: GValue(), count: 3)
        g_value_init(&arguments[0], gtk_drag_source_get_type())
        g_value_set_object(&arguments[0], raw(gobject))
        g_value_init(&arguments[1], double)
        g_value_set_double(&arguments[1], x)
        g_value_init(&arguments[2], double)
        g_value_set_double(&arguments[2], y)
        var result = GValue()
        g_value_init(&result, gdk_content_provider_get_type())
        defer {
            for index in arguments.indices { g_value_unset(&arguments[index]) }
            g_value_unset(&result)
        }
        g_signal_emitv(&arguments, id, 0, &result)
        guard let provider = g_value_get_object(&result) else { return nil }
        return read(provider.assumingMemoryBound(to: GdkContentProvider.self))
    }
}

/// The value of `type` `provider` holds, converted by `convert`, or nil.
func contentValue<T>(of provider: UnsafeMutablePointer<GdkContentProvider>, as type: GType,
                    _ convert: (UnsafePointer<GValue>) -> T?) -> T? {
    var value = GValue()
    g_value_init(&value, type)
    defer { g_value_unset(&value) }
    var error: UnsafeMutablePointer<GError>?
    guard gdk_content_provider_get_value(provider, &value, &error) != 0 else {
        if let error { g_error_free(error) }
        return nil
    }
    return convert(&value)
}
