internal import CGtk

extension Window {
    /// The window with the object id `id` built now from the GtkBuilder UI definition `xml`
    /// (`gtk_builder_add_from_string`), e.g. a `GtkShortcutsWindow` made from a list of
    /// shortcuts; nil when the definition has no window with that id. Throws GTK's own error
    /// (its line and column) when `xml` is not a valid UI definition.
    public static func fromUI(_ xml: String, id: String) throws(GLibError) -> Window? {
        precondition(Display.open(), "Gtk.Window.fromUI: GTK is not initialized. Build windows once a display is open (under xvfb-run in tests).")
        let builder = gtk_builder_new()!
        defer { g_object_unref(raw(builder)) }
        var error: UnsafeMutablePointer<GError>?
        guard gtk_builder_add_from_string(builder, xml, -1, &error) != 0 else {
            throw error.map { GLibError(taking: $0) }
                ?? GLibError(domain: "Gtk.Window", code: 0, message: "Gtk.Window.fromUI: GTK could not build the UI definition.")
        }
        guard let object = gtk_builder_get_object(builder, id), cgtk_is_a(raw(object), gtk_window_get_type()) != 0 else { return nil }
        return Object.wrapper(forUnsafePointer: raw(object), as: Window.self) { pointer in
            Window(unsafeAdopting: pointer, ownership: .borrowed)
        }
    }
}
