internal import CGtk

/// Horizontal or vertical layout direction.
public enum Orientation: Sendable {
    /// Left to right (start to end).
    case horizontal
    /// Top to bottom.
    case vertical

    var gtk: GtkOrientation { self == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL }
}

/// A `GtkBox`: children in a row or column.
@MainActor
open class Box: Widget {
    /// Adopts the `GtkBox` at `pointer` (see `Object.init(unsafeAdopting:ownership:)`).
    ///
    /// - Warning: Unsafe. `pointer` must be a live `GtkBox*` without a Swift wrapper.
    public override init(unsafeAdopting pointer: UnsafeMutableRawPointer, ownership: Ownership) {
        precondition(cgtk_is_a(pointer, gtk_box_get_type()) != 0, "Gtk.Box(unsafeAdopting:): the pointer is not a GtkBox.")
        super.init(unsafeAdopting: pointer, ownership: ownership)
    }

    /// Creates a box laying out its children along `orientation`, `spacing` pixels apart.
    public init(_ orientation: Orientation, spacing: Int = 0) {
        super.init(floating: Display.checked { gtk_box_new(orientation.gtk, Int32(spacing)) })
    }

    private var box: UnsafeMutablePointer<GtkBox> { cast(widget) }

    /// Adds `child` at the end.
    public func append(_ child: Widget) { gtk_box_append(box, child.widget) }
    /// Adds `child` at the start.
    public func prepend(_ child: Widget) { gtk_box_prepend(box, child.widget) }
    /// Inserts `child` after `sibling` (at the start when `sibling` is nil).
    public func insert(_ child: Widget, after sibling: Widget?) {
        gtk_box_insert_child_after(box, child.widget, sibling?.widget)
    }
    /// Removes `child`.
    public func remove(_ child: Widget) { gtk_box_remove(box, child.widget) }

    /// Whether all children get the same size.
    public var isHomogeneous: Bool {
        get { gtk_box_get_homogeneous(box) != 0 }
        set { gtk_box_set_homogeneous(box, newValue ? 1 : 0) }
    }
}
