internal import CGtk

extension Widget {
    /// Whether the widget shows as a drop target under a hovering drag (GTK's `:drop(active)`
    /// state, which the theme draws as a highlight). GTK sets it while a drag hovers.
    public var isDropActive: Bool {
        gtk_widget_get_state_flags(widget).rawValue & GTK_STATE_FLAG_DROP_ACTIVE.rawValue != 0
    }

    /// Sets or clears the `:drop(active)` state as GTK does while a drag hovers over a drop
    /// target, so that a test can look at the highlight on a display without a pointer.
    @_spi(Testing)
    public func setDropActive(_ isActive: Bool) {
        if isActive {
            gtk_widget_set_state_flags(widget, GTK_STATE_FLAG_DROP_ACTIVE, 0)
        } else {
            gtk_widget_unset_state_flags(widget, GTK_STATE_FLAG_DROP_ACTIVE)
        }
    }
}
