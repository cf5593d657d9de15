import CGtk

/// A `GtkScrolledWindow`: scrolls one child.
@MainActor
public final class ScrolledWindow: Widget {
    /// Creates an empty scrolled window.
    public init() { super.init(floating: Display.checked { gtk_scrolled_window_new() }) }

    private var scrolled: OpaquePointer { opaque(widget) }

    /// The scrolled content.
    public var child: Widget? {
        get { gtk_scrolled_window_get_child(scrolled).map { Widget(borrowing: $0) } }
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
