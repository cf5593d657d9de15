internal import CGtk

extension Widget {
    /// The text direction of widgets that do not set their own (`.ltr` or `.rtl`; right to
    /// left mirrors boxes, header bars and arrows). GTK starts with the direction of the
    /// user's language; set it before making widgets to force one.
    public static var defaultDirection: TextDirection {
        get { TextDirection(cValue: gtk_widget_get_default_direction()) }
        set { gtk_widget_set_default_direction(newValue.cValue) }
    }
}
