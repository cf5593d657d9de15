internal import CGtk

extension FilterListModel {
    /// The items of `model` that `filter` keeps (nil: all of them).
    public convenience init(model: some ListModel, filter: Filter?) {
        g_object_ref(model.gobject)
        if let filter { g_object_ref(filter.gobject) }
        self.init(unsafeAdopting: untyped(gtk_filter_list_model_new(opaque(model.gobject), filter.map { cast($0.gobject) })!),
                  ownership: .full)
    }
}
