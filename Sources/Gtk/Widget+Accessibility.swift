internal import CGtk

extension Widget {
    /// The label assistive technologies read for this widget, as GTK holds it: one set with
    /// `setAccessibleLabel(_:)`, or the one GTK derives (a button's label). Nil when none is
    /// set or when accessibility is off (`GTK_A11Y=none`; tests use `GTK_A11Y=test`).
    public var accessibleLabel: String? {
        guard let copy = cgtk_accessible_copy_label(opaque(widget)) else { return nil }
        defer { g_free(copy) }
        return String(cString: copy)
    }

    /// The name assistive technologies announce: the accessible label when there is one,
    /// otherwise the widget's own text (a label's text, a button's label).
    public var accessibleName: String? { accessibleLabel ?? displayedText }
}
