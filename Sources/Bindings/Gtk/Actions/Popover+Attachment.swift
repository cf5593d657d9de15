internal import CGtk

// Hand-written: a popover's parent is set with gtk_widget_set_parent (not a container's add),
// and gtk_popover_set_pointing_to takes a GdkRectangle.
extension Popover {
    /// Makes `widget` the popover's parent (`gtk_widget_set_parent`): the popover pops up
    /// next to it and finds its actions through it. Detach it with `unparent()` before the
    /// widget goes.
    public func attach(to widget: Widget) {
        precondition(parent == nil, "Gtk.Popover.attach(to:): the popover already has a parent. Call unparent() first.")
        gtk_widget_set_parent(self.widget, widget.widget)
    }

    /// Points the popover at (`x`, `y`) in its parent's coordinates (`gtk_popover_set_pointing_to`),
    /// e.g. where a right click happened.
    public func point(atX x: Double, y: Double) {
        var rectangle = GdkRectangle(x: gint(x), y: gint(y), width: 1, height: 1)
        gtk_popover_set_pointing_to(cast(gobject), &rectangle)
    }
}
