internal import CGtk

/// A `GtkScrolledWindow`: scrolls one child.
@MainActor
public final class ScrolledWindow: Widget {
    /// Creates an empty scrolled window.
    ///
    /// Its scroll bars are named for assistive technologies ("Vertical scroll bar",
    /// "Horizontal scroll bar", through `Translation.string(_:)`); GTK 4.8 otherwise
    /// reports them by their type names ("GtkScrollbar", "GtkRange").
    public init() {
        super.init(floating: Display.checked { gtk_scrolled_window_new() })
        nameScrollbars()
    }

    private func nameScrollbars() {
        for (bar, name) in [(gtk_scrolled_window_get_vscrollbar(scrolled), "Vertical scroll bar"),
                            (gtk_scrolled_window_get_hscrollbar(scrolled), "Horizontal scroll bar")] {
            guard let bar else { continue }
            cgtk_accessible_set_label(opaque(bar), Translation.string(name))
            // The bar's inner range repeats the bar for assistive technologies: hide it.
            var child = gtk_widget_get_first_child(bar)
            while let current = child {
                cgtk_accessible_set_bool_state(opaque(current), GTK_ACCESSIBLE_STATE_HIDDEN, 1)
                child = gtk_widget_get_next_sibling(current)
            }
        }
    }

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

    /// The vertical scroll bar GTK made for the window (a `GtkScrollbar`).
    public var verticalScrollbar: Widget? {
        gtk_scrolled_window_get_vscrollbar(scrolled).flatMap { Object.wrapper(of: $0) }
    }

    /// The horizontal scroll bar GTK made for the window (a `GtkScrollbar`).
    public var horizontalScrollbar: Widget? {
        gtk_scrolled_window_get_hscrollbar(scrolled).flatMap { Object.wrapper(of: $0) }
    }

    /// Whether horizontal scrolling is allowed (vertical always is).
    public var scrollsHorizontally: Bool = true {
        didSet {
            gtk_scrolled_window_set_policy(
                scrolled, scrollsHorizontally ? GTK_POLICY_AUTOMATIC : GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        }
    }
}
