internal import CGtk

/// The `GtkSnapshot` a `CustomWidget` draws into: the render nodes of one frame. Valid only
/// during `CustomWidget.draw(_:)`; using it afterwards stops with a message.
@MainActor
public final class Snapshot {
    private var snapshot: OpaquePointer?

    init(_ snapshot: OpaquePointer) { self.snapshot = snapshot }

    /// The snapshot pointer; stops when used after the draw call.
    var pointer: OpaquePointer {
        guard let snapshot else {
            preconditionFailure("Gtk.Snapshot: used after CustomWidget.draw(_:) returned. Draw only inside draw(_:).")
        }
        return snapshot
    }

    func invalidate() { snapshot = nil }

    /// Fills `rect` with `color` (`gtk_snapshot_append_color`).
    public func appendColor(_ color: Color, in rect: Rect) {
        var rgba = GdkRGBA(red: Float(color.red), green: Float(color.green), blue: Float(color.blue), alpha: Float(color.alpha))
        var bounds = graphene_rect_t()
        graphene_rect_init(&bounds, Float(rect.x), Float(rect.y), Float(rect.width), Float(rect.height))
        gtk_snapshot_append_color(pointer, &rgba, &bounds)
    }

    /// Draws with cairo in `rect` (`gtk_snapshot_append_cairo`): `draw` receives a context
    /// whose coordinates are the widget's; what it draws outside `rect` is clipped.
    public func appendCairo(in rect: Rect, _ draw: (CairoContext) -> Void) {
        var bounds = graphene_rect_t()
        graphene_rect_init(&bounds, Float(rect.x), Float(rect.y), Float(rect.width), Float(rect.height))
        guard let cairo = gtk_snapshot_append_cairo(pointer, &bounds) else { return }
        let context = CairoContext(cairo)
        draw(context)
        context.invalidate()
        cairo_destroy(cairo)
    }

    /// Moves the origin by (`x`, `y`) for what is drawn until the matching `restore()`.
    public func translate(x: Double, y: Double) {
        var point = graphene_point_t(x: Float(x), y: Float(y))
        gtk_snapshot_translate(pointer, &point)
    }

    /// Saves the transformation; pair with `restore()`.
    public func save() { gtk_snapshot_save(pointer) }

    /// Restores the transformation saved by the last `save()`.
    public func restore() { gtk_snapshot_restore(pointer) }

    /// Draws `child` (a child of the widget being drawn) at its place
    /// (`gtk_widget_snapshot_child`).
    public func drawChild(_ child: Widget, of parent: Widget) {
        gtk_widget_snapshot_child(parent.widget, child.widget, pointer)
    }
}
