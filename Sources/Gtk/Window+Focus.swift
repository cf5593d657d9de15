internal import CGtk

extension Window {
    /// Whether the window has the keyboard focus of its display (`gtk_window_is_active`):
    /// key presses go to its focused widget.
    public var isActiveWindow: Bool { gtk_window_is_active(gtkWindow) != 0 }
}
