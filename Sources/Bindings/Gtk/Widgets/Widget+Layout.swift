internal import CGtk

/// Per-side margins of a widget, in pixels.
public struct Margins: Equatable, Sendable {
    /// Space above the widget.
    public var top: Int
    /// Space at the leading edge (left in left-to-right locales).
    public var start: Int
    /// Space below the widget.
    public var bottom: Int
    /// Space at the trailing edge.
    public var end: Int
    /// Margins per side.
    public init(top: Int = 0, start: Int = 0, bottom: Int = 0, end: Int = 0) {
        self.top = top; self.start = start; self.bottom = bottom; self.end = end
    }
    /// The same margin on every side.
    public init(all value: Int) { self.init(top: value, start: value, bottom: value, end: value) }
}

/// Alignment and margins: how a widget sits in the space its parent gives it.
extension Widget {
    /// How the widget is placed horizontally in extra space (`halign`): `.fill` (default)
    /// stretches it, the others keep its natural width.
    public var horizontalAlignment: Align {
        get { Align(cValue: gtk_widget_get_halign(widget)) }
        set { gtk_widget_set_halign(widget, newValue.cValue) }
    }

    /// How the widget is placed vertically in extra space (`valign`).
    public var verticalAlignment: Align {
        get { Align(cValue: gtk_widget_get_valign(widget)) }
        set { gtk_widget_set_valign(widget, newValue.cValue) }
    }

    /// The four margins (`margin-top`, `-start`, `-bottom`, `-end`).
    public var margins: Margins {
        get {
            Margins(top: Int(gtk_widget_get_margin_top(widget)), start: Int(gtk_widget_get_margin_start(widget)),
                    bottom: Int(gtk_widget_get_margin_bottom(widget)), end: Int(gtk_widget_get_margin_end(widget)))
        }
        set {
            gtk_widget_set_margin_top(widget, Int32(newValue.top))
            gtk_widget_set_margin_start(widget, Int32(newValue.start))
            gtk_widget_set_margin_bottom(widget, Int32(newValue.bottom))
            gtk_widget_set_margin_end(widget, Int32(newValue.end))
        }
    }

    /// Space above the widget.
    public var marginTop: Int {
        get { Int(gtk_widget_get_margin_top(widget)) }
        set { gtk_widget_set_margin_top(widget, Int32(newValue)) }
    }
    /// Space at the leading edge.
    public var marginStart: Int {
        get { Int(gtk_widget_get_margin_start(widget)) }
        set { gtk_widget_set_margin_start(widget, Int32(newValue)) }
    }
    /// Space below the widget.
    public var marginBottom: Int {
        get { Int(gtk_widget_get_margin_bottom(widget)) }
        set { gtk_widget_set_margin_bottom(widget, Int32(newValue)) }
    }
    /// Space at the trailing edge.
    public var marginEnd: Int {
        get { Int(gtk_widget_get_margin_end(widget)) }
        set { gtk_widget_set_margin_end(widget, Int32(newValue)) }
    }
    /// Whether what the widget's children draw outside its bounds shows (`.visible`, the
    /// default) or is cut off (`.hidden`: a card's content kept inside its rounded corners).
    public var overflow: Overflow {
        get { Overflow(cValue: gtk_widget_get_overflow(widget)) }
        set { gtk_widget_set_overflow(widget, newValue.cValue) }
    }
}
