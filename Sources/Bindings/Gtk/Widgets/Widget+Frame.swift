internal import CGtk

extension Widget {
    /// The widget's border box in `other`'s coordinates (e.g. its window's), or nil when
    /// either is not laid out or they share no ancestor.
    public func frame(in other: Widget) -> Rect? {
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(widget, other.widget, &bounds) != 0 else { return nil }
        return Rect(x: Int(bounds.origin.x.rounded()), y: Int(bounds.origin.y.rounded()),
                    width: Int(bounds.size.width.rounded()), height: Int(bounds.size.height.rounded()))
    }
}
