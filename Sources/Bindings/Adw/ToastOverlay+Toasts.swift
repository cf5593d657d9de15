internal import CAdw
@_spi(GeneratedBindings) import Gtk

// Hand-written: gir-gen skips adw_toast_overlay_add_toast (it takes ownership of its
// argument). The generator can take it over once it handles transfer-full arguments.

extension ToastOverlay {
    /// Shows `toast` over the child (after the toasts queued before it). The overlay keeps
    /// the toast until it is dismissed; the wrapper stays valid.
    public func add(_ toast: Toast) {
        // add_toast takes a reference (transfer full): give it one of its own.
        g_object_ref(toast.gobject)
        adw_toast_overlay_add_toast(opaque(gobject), opaque(toast.gobject))
    }
}
