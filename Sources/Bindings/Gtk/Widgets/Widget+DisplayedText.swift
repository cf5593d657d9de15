internal import CGtk

extension Widget {
    /// The text the widget shows as its own: a label's text, a button's or check button's
    /// label (also a button whose child is a label); nil for other widgets (their text is
    /// in their children).
    public var displayedText: String? {
        let instance = raw(widget)
        if cgtk_is_a(instance, gtk_label_get_type()) != 0 {
            return String(cString: gtk_label_get_text(opaque(widget)))
        }
        if cgtk_is_a(instance, gtk_button_get_type()) != 0 {
            if let label = gtk_button_get_label(cast(widget)) { return String(cString: label) }
            // A button given a label widget as its child (a stack switcher's buttons) shows its text.
            if let child = gtk_button_get_child(cast(widget)), cgtk_is_a(raw(child), gtk_label_get_type()) != 0 {
                return String(cString: gtk_label_get_text(opaque(child)))
            }
            return nil
        }
        if cgtk_is_a(instance, gtk_check_button_get_type()) != 0 {
            return gtk_check_button_get_label(cast(widget)).map { String(cString: $0) }
        }
        return nil
    }
}
