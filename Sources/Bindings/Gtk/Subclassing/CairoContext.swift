internal import CGtk

/// A cairo drawing context handed to `Snapshot.appendCairo(in:_:)`: paths, colours, fills
/// and strokes in widget coordinates. Valid only inside that call.
@MainActor
public final class CairoContext {
    private var cairo: OpaquePointer?

    init(_ cairo: OpaquePointer) { self.cairo = cairo }

    private var context: OpaquePointer {
        guard let cairo else {
            preconditionFailure("Gtk.CairoContext: used after Snapshot.appendCairo(in:_:) returned. Draw only inside its closure.")
        }
        return cairo
    }

    func invalidate() { cairo = nil }

    /// The colour of later fills and strokes.
    public func setColor(_ color: Color) {
        cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
    }

    /// The width of later strokes, in pixels.
    public func setLineWidth(_ width: Double) { cairo_set_line_width(context, width) }

    /// Starts a new sub-path at (`x`, `y`).
    public func move(toX x: Double, y: Double) { cairo_move_to(context, x, y) }

    /// Adds a line to (`x`, `y`).
    public func line(toX x: Double, y: Double) { cairo_line_to(context, x, y) }

    /// Adds a rectangle.
    public func rectangle(x: Double, y: Double, width: Double, height: Double) {
        cairo_rectangle(context, x, y, width, height)
    }

    /// Adds a circular arc around (`centerX`, `centerY`) from `startAngle` to `endAngle`
    /// (radians, clockwise from the positive x axis).
    public func arc(centerX: Double, centerY: Double, radius: Double, startAngle: Double, endAngle: Double) {
        cairo_arc(context, centerX, centerY, radius, startAngle, endAngle)
    }

    /// Closes the current sub-path.
    public func closePath() { cairo_close_path(context) }

    /// Fills the path and clears it.
    public func fill() { cairo_fill(context) }

    /// Strokes the path and clears it.
    public func stroke() { cairo_stroke(context) }

    /// Fills the whole clip area with the current colour.
    public func paint() { cairo_paint(context) }
}
