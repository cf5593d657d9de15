internal import CGtk

extension Paned {
    /// Makes the divider an honest keyboard stop or none at all. When the user may drag it,
    /// the paned keeps its focus stop (F8 and the arrow keys move the divider) and is named
    /// `label`; otherwise it takes no focus. Either way GTK 4.8's internal handle widget
    /// (announced as "GtkPanedHandle") is hidden from assistive technologies.
    public func configureDividerAccessibility(label: String, isDraggable: Bool) {
        let paned: OpaquePointer = opaque(widget)
        gtk_widget_set_focusable(widget, isDraggable ? 1 : 0)
        setAccessibleLabel(label)
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if current != gtk_paned_get_start_child(paned), current != gtk_paned_get_end_child(paned) {
                cgtk_accessible_set_bool_state(opaque(current), GTK_ACCESSIBLE_STATE_HIDDEN, 1)
            }
            child = gtk_widget_get_next_sibling(current)
        }
    }
}
