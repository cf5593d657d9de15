internal import CGtk

/// What `gtk_list_store_newv` and `gtk_list_store_set_value` need and the generator does not
/// map (an array of GTypes, a `GValue`): string columns.
extension TreeListStore {
    /// Creates a list store whose `count` columns hold strings (`gtk_list_store_newv`).
    public convenience init(stringColumns count: Int) {
        precondition(count > 0, "Gtk.TreeListStore(stringColumns:): a store needs a column. Pass 1 or more.")
        var types = [GType](repeating: stringGType, count: count)
        self.init(unsafeAdopting: untyped(gtk_list_store_newv(gint(count), &types)!), ownership: .full)
    }

    /// Sets the string in `column` of the row at `iter` (`gtk_list_store_set_value`); nil
    /// unsets it. The column must hold strings.
    public func set(_ iter: TreeIter, column: Int, string: String?) {
        var iter = iter
        withStringValue(string) { gtk_list_store_set_value(cast(gobject, to: GtkListStore.self), &iter.cValue, gint(column), $0) }
    }
}
