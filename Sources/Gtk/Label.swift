internal import CGtk

/// A `GtkLabel`.
@MainActor
open class Label: Widget {
    /// Creates a label showing `text`.
    public init(_ text: String = "") { super.init(floating: Display.checked { gtk_label_new(text) }) }

    /// Adopts the `GtkLabel` at `pointer` (see `Object.init(unsafeAdopting:ownership:)`).
    ///
    /// - Warning: Unsafe. `pointer` must be a live `GtkLabel*` without a Swift wrapper.
    public override init(unsafeAdopting pointer: UnsafeMutableRawPointer, ownership: Ownership) {
        precondition(cgtk_is_a(pointer, gtk_label_get_type()) != 0, "Gtk.Label(unsafeAdopting:): the pointer is not a GtkLabel.")
        super.init(unsafeAdopting: pointer, ownership: ownership)
    }

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
