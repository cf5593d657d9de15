internal import CGtk

extension Widget {
    /// The event controllers attached to this widget (drop targets, drag sources, gestures,
    /// key controllers), in the order they were added (`gtk_widget_observe_controllers`,
    /// read once: GTK meant it for inspection, not for every frame).
    public var eventControllers: [EventController] {
        guard let model = gtk_widget_observe_controllers(widget) else { return [] }
        defer { g_object_unref(UnsafeMutableRawPointer(model)) }
        let count = g_list_model_get_n_items(model)
        return (0..<count).compactMap { index in
            guard let item = g_list_model_get_item(model, index) else { return nil }
            defer { g_object_unref(item) }
            return Object.wrapper(forUnsafePointer: item) as? EventController
        }
    }
}
