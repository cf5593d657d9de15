internal import CGtk
@_spi(GeneratedBindings) import Gtk

extension Widget {
    /// The `GtkWidget` this wrapper stands for.
    var widget: UnsafeMutablePointer<GtkWidget> { unsafeGObjectPointer.assumingMemoryBound(to: GtkWidget.self) }
}
