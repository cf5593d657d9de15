internal import CGtk

extension Widget {
    /// Whether the widget is mapped: it and all its ancestors are shown in a window that is
    /// shown (a hidden stack page or tab is not mapped).
    public var isMapped: Bool { gtk_widget_get_mapped(widget) != 0 }

    /// Calls `handler` after the widget was mapped (`map`): it is now on screen with its
    /// ancestors. GTK maps a container's children before the container's own handlers run.
    @discardableResult
    public func onMap(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        Signals.connect(self, "map", handler)
    }

    /// Calls `handler` after the widget was unmapped (`unmap`): it left the screen (hidden,
    /// a page switched away, or taken out of its window).
    @discardableResult
    public func onUnmap(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        Signals.connect(self, "unmap", handler)
    }
}

extension Widget {
    /// How opaque the widget and its descendants are drawn, 0 to 1 (`opacity`); an in-window
    /// modal dims the screen under it with it.
    public var opacity: Double {
        get { gtk_widget_get_opacity(widget) }
        set { gtk_widget_set_opacity(widget, newValue) }
    }

    /// Moves the keyboard focus into this widget's subtree as Tab (or another `direction`)
    /// would: to its first focusable descendant. Returns whether some widget took the focus.
    @discardableResult
    public func focusFirstDescendant(_ direction: DirectionType = .tabForward) -> Bool {
        gtk_widget_child_focus(widget, direction.cValue) != 0
    }
}
