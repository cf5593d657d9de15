internal import CGtk

extension ScrolledWindow {
    /// Names the scroll bars for assistive technologies ("Vertical scroll bar", "Horizontal
    /// scroll bar", through `Translation.string(_:)`); GTK 4.8 otherwise reports them by their
    /// type names ("GtkScrollbar", "GtkRange"). `ScrolledWindow()` runs it (the allow-list's
    /// `after-init`).
    func nameScrollbars() {
        let scrolled: OpaquePointer = opaque(widget)
        // Literal strings in the calls, so xgettext (po/POTFILES.in) collects them.
        for (bar, name) in [(gtk_scrolled_window_get_vscrollbar(scrolled), Translation.string("Vertical scroll bar")),
                            (gtk_scrolled_window_get_hscrollbar(scrolled), Translation.string("Horizontal scroll bar"))] {
            guard let bar else { continue }
            cgtk_accessible_set_label(opaque(bar), name)
            // The bar's inner range repeats the bar for assistive technologies: hide it.
            var child = gtk_widget_get_first_child(bar)
            while let current = child {
                cgtk_accessible_set_bool_state(opaque(current), GTK_ACCESSIBLE_STATE_HIDDEN, 1)
                child = gtk_widget_get_next_sibling(current)
            }
        }
    }

    /// Whether horizontal scrolling is allowed (vertical always is): the horizontal policy
    /// is `.automatic` or `.never`, the vertical one `.automatic` (`setPolicy`).
    public var scrollsHorizontally: Bool {
        get { policy().hscrollbarPolicy != .never }
        set { setPolicy(hscrollbarPolicy: newValue ? .automatic : .never, vscrollbarPolicy: .automatic) }
    }
}
