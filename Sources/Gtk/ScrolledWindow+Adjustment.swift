internal import CGtk

extension ScrolledWindow {
    /// The vertical adjustment: `value` is the scroll offset, `upper` the content height,
    /// `pageSize` the visible height.
    public var verticalAdjustment: Adjustment {
        let pointer = gtk_scrolled_window_get_vadjustment(opaque(gobject))!
        return wrapped(untyped(pointer), as: Adjustment.self) { Adjustment(unsafeAdopting: $0, ownership: .borrowed) }
    }
}
