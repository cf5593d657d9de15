internal import CGtk

/// A `GtkHeaderBar`: a title bar with widgets at its start and end.
@MainActor
public final class HeaderBar: Widget {
    /// Creates a header bar.
    public init() { super.init(floating: Display.checked { gtk_header_bar_new() }) }

    /// Adopts the `GtkHeaderBar` at `pointer` (see `Object.init(unsafeAdopting:ownership:)`).
    ///
    /// - Warning: Unsafe. `pointer` must be a live `GtkHeaderBar*` without a Swift wrapper.
    public override init(unsafeAdopting pointer: UnsafeMutableRawPointer, ownership: Ownership) {
        precondition(cgtk_is_a(pointer, gtk_header_bar_get_type()) != 0, "Gtk.HeaderBar(unsafeAdopting:): the pointer is not a GtkHeaderBar.")
        super.init(unsafeAdopting: pointer, ownership: ownership)
    }

    private var bar: OpaquePointer { opaque(widget) }

    /// Adds `child` at the start (left in left-to-right locales).
    public func packStart(_ child: Widget) { gtk_header_bar_pack_start(bar, child.widget) }
    /// Adds `child` at the end.
    public func packEnd(_ child: Widget) { gtk_header_bar_pack_end(bar, child.widget) }
    /// Removes a packed child.
    public func remove(_ child: Widget) { gtk_header_bar_remove(bar, child.widget) }

    /// A widget shown in place of the title.
    public var titleWidget: Widget? {
        get { gtk_header_bar_get_title_widget(bar).flatMap { Object.wrapper(of: $0) } }
        set { gtk_header_bar_set_title_widget(bar, newValue?.widget) }
    }

    /// Whether the window controls (close, …) show.
    public var showsTitleButtons: Bool {
        get { gtk_header_bar_get_show_title_buttons(bar) != 0 }
        set { gtk_header_bar_set_show_title_buttons(bar, newValue ? 1 : 0) }
    }
}
