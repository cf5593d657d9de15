internal import CGtk

extension Window {
    /// The widget with keyboard focus inside the window, or nil.
    public var focusedWidget: Widget? {
        gtk_window_get_focus(gtkWindow).flatMap { Object.wrapper(of: $0) }
    }

    /// Adds the window to the application of `other` (if it has one), so that the
    /// application's keyboard accelerators (Ctrl+Q) also work while this window has focus,
    /// as they do in a modal dialog of a GNOME application.
    public func joinApplication(of other: Window) {
        guard let application = gtk_window_get_application(other.gtkWindow) else { return }
        gtk_window_set_application(gtkWindow, application)
    }

    /// Whether the window belongs to a `GtkApplication`.
    public var hasApplication: Bool { gtk_window_get_application(gtkWindow) != nil }
}
