internal import CGtk

/// Horizontal or vertical layout direction.
public enum Orientation: Sendable {
    /// Left to right (start to end).
    case horizontal
    /// Top to bottom.
    case vertical

    var gtk: GtkOrientation { self == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL }
}
