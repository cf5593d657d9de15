internal import CGtk

// Hand-written for the inspector's read-only time travel (whether a widget takes the
// keyboard focus and pointer input); gir-gen can take these over.
extension Widget {
    /// Whether this widget or any descendant can take the keyboard focus (`can-focus`).
    public var canFocus: Bool {
        get { gtk_widget_get_can_focus(widget) != 0 }
        set { gtk_widget_set_can_focus(widget, newValue ? 1 : 0) }
    }

    /// Whether pointer events can reach this widget and its descendants (`can-target`).
    public var canTarget: Bool {
        get { gtk_widget_get_can_target(widget) != 0 }
        set { gtk_widget_set_can_target(widget, newValue ? 1 : 0) }
    }
}
