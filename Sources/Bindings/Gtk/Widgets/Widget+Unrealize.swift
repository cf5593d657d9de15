internal import CGtk

extension Widget {
    /// Calls `handler` when the widget gives up its display resources (`unrealize`): for a
    /// window, when it is destroyed (`gtk_window_destroy`, before Swift's last reference
    /// lets it go and `destroy` is emitted) or its display closes. The closure is released
    /// with the widget.
    @discardableResult
    public func onUnrealize(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        Signals.connect(self, "unrealize", handler)
    }
}
