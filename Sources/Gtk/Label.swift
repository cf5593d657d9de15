import CGtk

/// A `GtkLabel`.
@MainActor
public final class Label: Widget {
    /// Creates a label showing `text`.
    public init(_ text: String = "") { super.init(floating: Display.checked { gtk_label_new(text) }) }
    package override init(borrowing pointer: UnsafeMutablePointer<GtkWidget>) { super.init(borrowing: pointer) }

    private var label: OpaquePointer { opaque(widget) }

    /// The text shown.
    public var text: String {
        get { String(cString: gtk_label_get_text(label)) }
        set { gtk_label_set_text(label, newValue) }
    }

    /// Whether long text wraps.
    public var wraps: Bool {
        get { gtk_label_get_wrap(label) != 0 }
        set { gtk_label_set_wrap(label, newValue ? 1 : 0) }
    }

    /// Horizontal alignment of the text, 0 (start) to 1 (end).
    public var xAlign: Float {
        get { gtk_label_get_xalign(label) }
        set { gtk_label_set_xalign(label, newValue) }
    }
}
