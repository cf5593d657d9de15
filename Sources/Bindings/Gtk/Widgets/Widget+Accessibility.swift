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

    /// The description assistive technologies read after the name (a dialog's message), or
    /// nil when none is set or accessibility is off.
    public var accessibleDescription: String? {
        guard let copy = cgtk_accessible_copy_property(opaque(widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION) else { return nil }
        defer { g_free(copy) }
        return String(cString: copy)
    }

    /// Sets the description assistive technologies read after the name.
    public func setAccessibleDescription(_ description: String) {
        cgtk_accessible_set_description(opaque(widget), description)
    }

    /// Presents the widget as a heading of `level` (1 is the top level): the `.heading` role
    /// plus the level property. Call it right after creating the label (GTK 4.8 fixes a
    /// role once the widget is realized; see `setAccessibleRole`).
    public func setAccessibleHeading(level: Int) {
        precondition(level >= 1, "Widget.setAccessibleHeading(level:): heading levels start at 1; got \(level).")
        setAccessibleRole(.heading)
        cgtk_accessible_set_int_property(opaque(widget), GTK_ACCESSIBLE_PROPERTY_LEVEL, Int32(level))
    }

    /// The heading level set with `setAccessibleHeading(level:)`, or nil.
    public var accessibleHeadingLevel: Int? {
        guard let copy = cgtk_accessible_copy_property(opaque(widget), GTK_ACCESSIBLE_PROPERTY_LEVEL) else { return nil }
        defer { g_free(copy) }
        return Int(String(cString: copy))
    }

    /// Hides the widget from assistive technologies while it stays in the widget tree (a
    /// page under the visible one, a decorative icon), or exposes it again.
    public func setAccessibleHidden(_ hidden: Bool) {
        cgtk_accessible_set_bool_state(opaque(widget), GTK_ACCESSIBLE_STATE_HIDDEN, hidden ? 1 : 0)
    }

    /// Whether the widget is hidden from assistive technologies (`setAccessibleHidden`).
    public var isAccessibleHidden: Bool {
        cgtk_accessible_bool_state(opaque(widget), GTK_ACCESSIBLE_STATE_HIDDEN) != 0
    }

    /// Says that `label` names this widget (a field's caption): screen readers announce the
    /// label's text when the widget takes focus.
    public func setAccessibleLabelledBy(_ label: Widget) {
        cgtk_accessible_set_relation_one(opaque(widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY, opaque(label.widget))
    }

    /// Whether a labelled-by relation is set (`setAccessibleLabelledBy(_:)`).
    public var hasAccessibleLabelledBy: Bool {
        cgtk_accessible_has_relation(opaque(widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY) != 0
    }
}

extension Widget {
    /// Removes a description set with `setAccessibleDescription(_:)`.
    public func resetAccessibleDescription() {
        gtk_accessible_reset_property(opaque(widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION)
    }
}

extension Widget {
    /// Whether the widget itself can take keyboard focus (a Tab stop); its children decide
    /// for themselves.
    public var isFocusable: Bool {
        get { gtk_widget_get_focusable(widget) != 0 }
        set { gtk_widget_set_focusable(widget, newValue ? 1 : 0) }
    }
}
