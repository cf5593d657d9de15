internal import CGtk

/// A `GtkPaned`: two children with a draggable divider.
@MainActor
public final class Paned: Widget {
    /// Creates a paned laid out along `orientation`.
    public init(_ orientation: Orientation) { super.init(floating: Display.checked { gtk_paned_new(orientation.gtk) }) }

    /// Adopts the `GtkPaned` at `pointer` (see `Object.init(unsafeAdopting:ownership:)`).
    ///
    /// - Warning: Unsafe. `pointer` must be a live `GtkPaned*` without a Swift wrapper.
    public override init(unsafeAdopting pointer: UnsafeMutableRawPointer, ownership: Ownership) {
        precondition(cgtk_is_a(pointer, gtk_paned_get_type()) != 0, "Gtk.Paned(unsafeAdopting:): the pointer is not a GtkPaned.")
        super.init(unsafeAdopting: pointer, ownership: ownership)
    }

    private var paned: OpaquePointer { opaque(widget) }

    /// The direction the children are laid out in.
    public var orientation: Orientation {
        get { gtk_orientable_get_orientation(paned) == GTK_ORIENTATION_VERTICAL ? .vertical : .horizontal }
        set { gtk_orientable_set_orientation(paned, newValue.gtk) }
    }

    /// The first (leading/top) child.
    public var startChild: Widget? {
        get { gtk_paned_get_start_child(paned).flatMap { Object.wrapper(of: $0) } }
        set { gtk_paned_set_start_child(paned, newValue?.widget) }
    }

    /// The second (trailing/bottom) child.
    public var endChild: Widget? {
        get { gtk_paned_get_end_child(paned).flatMap { Object.wrapper(of: $0) } }
        set { gtk_paned_set_end_child(paned, newValue?.widget) }
    }

    /// The divider position in pixels from the start.
    public var position: Int {
        get { Int(gtk_paned_get_position(paned)) }
        set { gtk_paned_set_position(paned, Int32(newValue)) }
    }

    /// Whether the divider is wide (easier to grab).
    public var hasWideHandle: Bool {
        get { gtk_paned_get_wide_handle(paned) != 0 }
        set { gtk_paned_set_wide_handle(paned, newValue ? 1 : 0) }
    }

    /// The thickness of the divider handle along the paned's orientation, in pixels
    /// (its minimum size; 0 when it has none).
    public var handleThickness: Int {
        let orientation = gtk_orientable_get_orientation(paned)
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if current != gtk_paned_get_start_child(paned), current != gtk_paned_get_end_child(paned) {
                var minimum: Int32 = 0
                gtk_widget_measure(current, orientation, -1, &minimum, nil, nil, nil)
                return Int(minimum)
            }
            child = gtk_widget_get_next_sibling(current)
        }
        return 0
    }

    /// Whether the start child can shrink below its minimum size, and whether it resizes.
    public func configureStart(resize: Bool, shrink: Bool) {
        gtk_paned_set_resize_start_child(paned, resize ? 1 : 0)
        gtk_paned_set_shrink_start_child(paned, shrink ? 1 : 0)
    }

    /// Whether the end child can shrink below its minimum size, and whether it resizes.
    public func configureEnd(resize: Bool, shrink: Bool) {
        gtk_paned_set_resize_end_child(paned, resize ? 1 : 0)
        gtk_paned_set_shrink_end_child(paned, shrink ? 1 : 0)
    }
}

extension Property {
    /// `GtkPaned:position`.
    public static let position = Property("position")
    /// `GtkStack:visible-child-name`.
    public static let visibleChildName = Property("visible-child-name")
}
