internal import CGtk

// Hand-written wrappers that WorkflowElements needs and the generator does not make yet
// (gtk_widget_insert_after, setting accessible-role once, the accessible level
// property, the previous sibling). gir-gen can take them over once it maps these calls.

extension Widget {
    /// Moves this widget, already a child of `parent`, to just after `sibling` (nil: to the
    /// front) among `parent`'s children (`gtk_widget_insert_after`). The widget keeps its
    /// state and focus. Boxes, grids and overlays lay out and draw children in this order.
    public func moveAfter(_ sibling: Widget?, in parent: Widget) {
        precondition(gtk_widget_get_parent(widget) == parent.widget,
                     "Widget.moveAfter: the \(typeName) is not a child of the \(parent.typeName). Add it to the parent first.")
        gtk_widget_insert_after(widget, parent.widget, sibling?.widget)
    }

    /// The sibling just before this widget in its parent, if any.
    public var previousSibling: Widget? {
        gtk_widget_get_prev_sibling(widget).flatMap { Object.wrapper(of: $0) }
    }

    /// The accessible role GTK reports for this widget (`gtk_accessible_get_accessible_role`).
    public var currentAccessibleRole: AccessibleRole {
        AccessibleRole(cValue: gtk_accessible_get_accessible_role(opaque(widget)))
    }

    /// Sets the widget's accessible role. GTK lets a widget's role be set once, before
    /// assistive technologies first see it: call this right after creating the widget.
    /// Stops with a message when the role was already set to another value (make a new
    /// widget for a new role).
    public func setAccessibleRole(_ role: AccessibleRole) {
        if currentAccessibleRole == role { return }
        var value = GValue()
        g_value_init(&value, gtk_accessible_role_get_type())
        g_value_set_enum(&value, gint(role.cValue.rawValue))
        g_object_set_property(gobject, "accessible-role", &value)
        g_value_unset(&value)
        precondition(currentAccessibleRole == role,
                     "Widget.setAccessibleRole: a \(typeName) already has the role \(currentAccessibleRole). Set the role once, on a new widget.")
    }

    /// Sets (or, with nil, removes) the accessible level property: the level of a heading
    /// or of a tree item (`GTK_ACCESSIBLE_PROPERTY_LEVEL`).
    public func setAccessibleLevel(_ level: Int?) {
        guard let level else {
            gtk_accessible_reset_property(opaque(widget), GTK_ACCESSIBLE_PROPERTY_LEVEL)
            return
        }
        var property = GTK_ACCESSIBLE_PROPERTY_LEVEL
        var value = GValue()
        g_value_init(&value, GType(6 << G_TYPE_FUNDAMENTAL_SHIFT)) // G_TYPE_INT
        g_value_set_int(&value, gint(level))
        gtk_accessible_update_property_value(opaque(widget), 1, &property, &value)
        g_value_unset(&value)
    }

    /// Removes the accessible label set with `setAccessibleLabel(_:)`, so GTK derives one
    /// again (a button's label).
    public func resetAccessibleLabel() {
        gtk_accessible_reset_property(opaque(widget), GTK_ACCESSIBLE_PROPERTY_LABEL)
    }
}

extension Entry {
    /// The caret's position in characters (`gtk_editable_get_position`); setting it moves
    /// the caret and clears the selection (-1: the end).
    public var cursorPosition: Int {
        get { Int(gtk_editable_get_position(opaque(widget))) }
        set { gtk_editable_set_position(opaque(widget), gint(newValue)) }
    }

    /// The selected characters as a range of character positions, or nil when nothing is
    /// selected (`gtk_editable_get_selection_bounds`).
    public var selectedRange: Swift.Range<Int>? {
        var start: gint = 0
        var end: gint = 0
        guard gtk_editable_get_selection_bounds(opaque(widget), &start, &end) != 0 else { return nil }
        return Int(start)..<Int(end)
    }

    /// Selects the characters in `range` (`gtk_editable_select_region`).
    public func select(_ range: Swift.Range<Int>) {
        gtk_editable_select_region(opaque(widget), gint(range.lowerBound), gint(range.upperBound))
    }
}
