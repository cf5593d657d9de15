internal import CGtk

// Window and ApplicationWindow are generated (Sources/Bindings/Gtk/Generated/Window.swift,
// ApplicationWindow.swift). GTK keeps a window alive until `destroy()`; the Swift wrapper only
// holds an extra reference. What the generator does not express stays here.

extension Window {
    /// The typed instance pointer, for the hand-written window extensions.
    var gtkWindow: UnsafeMutablePointer<GtkWindow> { cast(widget) }

    /// Replaces the title bar with `widget` (usually a `HeaderBar`); the same as setting
    /// `titlebar`, kept for callers that pass it unlabelled.
    public func setTitlebar(_ widget: Widget?) { titlebar = widget }

    /// Makes the window modal for `parent` and keeps it above it
    /// (`transientFor` and `isModal` in one call).
    public func setTransient(for parent: Window?, modal: Bool) {
        transientFor = parent
        isModal = modal
    }

    /// The widget activated by Enter (e.g. the default button of a dialog); the same as setting
    /// `defaultWidget`.
    public func setDefaultWidget(_ widget: Widget?) { defaultWidget = widget }

    /// Calls `handler` when the underlying widget is destroyed.
    @discardableResult
    public func onDestroy(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        Signals.connect(self, "destroy", handler)
    }

    /// Visible windows that are modal and transient for this one (open dialogs), oldest first.
    public var visibleModals: [Window] {
        let list = gtk_window_get_toplevels()
        var result: [Window] = []
        for index in 0..<g_list_model_get_n_items(list) {
            guard let item = g_list_model_get_item(list, index) else { continue }
            defer { g_object_unref(item) }
            let other: UnsafeMutablePointer<GtkWidget> = cast(item)
            let otherWindow: UnsafeMutablePointer<GtkWindow> = cast(other)
            if gtk_window_get_transient_for(otherWindow) == gtkWindow, gtk_widget_get_visible(other) != 0,
               gtk_window_get_modal(otherWindow) != 0 {
                if let window: Window = Object.wrapper(of: other) { result.append(window) }
            }
        }
        return result
    }

    /// Number of toplevel windows GTK keeps alive.
    public static var toplevelCount: Int {
        let list = gtk_window_get_toplevels()
        return Int(g_list_model_get_n_items(list))
    }
}
