internal import CGtk

/// Typed reads of tree model cells. `gtk_tree_model_get_value` fills a `GValue`, which the
/// generated wrappers do not map; these read the common column types.
extension TreeModel {
    /// The string in `column` of the row at `iter` (`gtk_tree_model_get_value`); nil for an
    /// unset cell.
    public func string(at iter: TreeIter, column: Int) -> String? {
        var iter = iter
        var value = GValue()
        gtk_tree_model_get_value(opaque(gobject), &iter.cValue, gint(column), &value)
        defer { g_value_unset(&value) }
        precondition(value.g_type == stringGType,
                     "Gtk.TreeModel.string(at:column:): column \(column) holds \(String(cString: g_type_name(value.g_type))), not strings. Read it with the accessor of its type.")
        return g_value_get_string(&value).map { String(cString: $0) }
    }
}

/// `G_TYPE_STRING` (the G_TYPE_* macros are not imported).
var stringGType: GType { GType(16 << G_TYPE_FUNDAMENTAL_SHIFT) }

/// Calls `body` with a `GValue` holding `string` (a copy; unset afterwards).
func withStringValue<R>(_ string: String?, _ body: (UnsafeMutablePointer<GValue>) -> R) -> R {
    var value = GValue()
    g_value_init(&value, stringGType)
    defer { g_value_unset(&value) }
    g_value_set_string(&value, string)
    return body(&value)
}
