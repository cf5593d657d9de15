internal import CGtk

extension Window {
    /// The size the window opens at, and keeps when unmaximized (`-1`: its natural size).
    public var defaultSize: (width: Int, height: Int) {
        var width: Int32 = 0, height: Int32 = 0
        gtk_window_get_default_size(gtkWindow, &width, &height)
        return (Int(width), Int(height))
    }

    /// Whether the window is maximized; setting it asks the window manager to (un)maximize.
    public var isMaximized: Bool {
        get { gtk_window_is_maximized(gtkWindow) != 0 }
        set { if newValue { gtk_window_maximize(gtkWindow) } else { gtk_window_unmaximize(gtkWindow) } }
    }
}
