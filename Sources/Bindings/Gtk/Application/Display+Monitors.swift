internal import CGtk

extension Display {
    /// The size of each monitor of the default display, in application pixels (empty when no
    /// display is open). A window should never ask for more than the largest.
    @MainActor
    public static var monitorSizes: [(width: Int, height: Int)] {
        guard open(), let display = gdk_display_get_default(), let monitors = gdk_display_get_monitors(display) else { return [] }
        var sizes: [(width: Int, height: Int)] = []
        for index in 0..<g_list_model_get_n_items(monitors) {
            guard let item = g_list_model_get_item(monitors, index) else { continue }
            defer { g_object_unref(item) }
            var geometry = GdkRectangle()
            gdk_monitor_get_geometry(OpaquePointer(item), &geometry)
            sizes.append((Int(geometry.width), Int(geometry.height)))
        }
        return sizes
    }
}
