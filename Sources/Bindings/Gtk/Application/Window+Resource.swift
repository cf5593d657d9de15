internal import CGtk

extension Window {
    /// The window with the object id `id` in the GtkBuilder UI file at `resourcePath` among
    /// the registered GResources (e.g. a `GtkShortcutsWindow`), built now; nil when the file
    /// has no window with that id. GTK aborts with its own message when the resource is
    /// missing or not a valid UI file (a packaging error, not a run-time condition).
    ///
    /// Build such a window when it is asked for and let closing it destroy it: a hidden
    /// window kept for later stays in GTK's list of toplevels, and GTK 4.8's AT-SPI root can
    /// hand a screen reader that window's unregistered object (a crash), see
    /// docs/atspi-crash.md.
    public static func fromResource(_ resourcePath: String, id: String) -> Window? {
        guard let builder = Display.checked({ gtk_builder_new_from_resource(resourcePath) }) else { return nil }
        defer { g_object_unref(raw(builder)) }
        guard let object = gtk_builder_get_object(builder, id), cgtk_is_a(raw(object), gtk_window_get_type()) != 0 else { return nil }
        return Object.wrapper(forUnsafePointer: raw(object), as: Window.self) { pointer in
            Window(unsafeAdopting: pointer, ownership: .borrowed)
        }
    }
}
