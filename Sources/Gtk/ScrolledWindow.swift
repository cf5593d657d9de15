internal import CGtk

/// A `GtkScrolledWindow`: scrolls one child.
@MainActor
public final class ScrolledWindow: Widget {
    /// Creates an empty scrolled window.
    public init() { super.init(floating: Display.checked { gtk_scrolled_window_new() }) }

    /// Adopts the `GtkScrolledWindow` at `pointer` (see `Object.init(unsafeAdopting:ownership:)`).
    ///
    /// - Warning: Unsafe. `pointer` must be a live `GtkScrolledWindow*` without a Swift wrapper.
    public override init(unsafeAdopting pointer: UnsafeMutableRawPointer, ownership: Ownership) {
        precondition(cgtk_is_a(pointer, gtk_scrolled_window_get_type()) != 0, "Gtk.ScrolledWindow(unsafeAdopting:): the pointer is not a GtkScrolledWindow.")
        super.init(unsafeAdopting: pointer, ownership: ownership)
    }

    private var scrolled: OpaquePointer { opaque(widget) }

    /// The scrolled content.
    public var child: Widget? {
        get { gtk_scrolled_window_get_child(scrolled).flatMap { Object.wrapper(of: $0) } }
        set { gtk_scrolled_window_set_child(scrolled, newValue?.widget) }
    }

    /// Whether horizontal scrolling is allowed (vertical always is).
    public var scrollsHorizontally: Bool = true {
        didSet {
            gtk_scrolled_window_set_policy(
                scrolled, scrollsHorizontally ? GTK_POLICY_AUTOMATIC : GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        }
    }
}
