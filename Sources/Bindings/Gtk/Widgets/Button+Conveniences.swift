internal import CGtk

extension Button {
    /// Clicks the button as a pointer release over it does: emits `clicked` now.
    /// (`activate()` is the keyboard path: GTK shows the pressed state and emits `clicked`
    /// from the main loop about a quarter second later.)
    public func click() { cgtk_signal_emit_void(raw(widget), "clicked") }
}
