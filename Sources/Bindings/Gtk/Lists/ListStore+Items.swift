internal import CGtk

extension ListStore {
    /// Creates an empty store whose items are objects of the Swift-defined type `T` (its
    /// GType, so sorters, filters and `.ui` files see the item type).
    public convenience init<T: ObjectSubclass>(of itemType: T.Type) {
        let type = SubclassRegistration.registeredType(of: itemType)
        self.init(unsafeAdopting: untyped(g_list_store_new(type)!), ownership: .full)
    }
}

extension ListModel {
    /// The item at `position` (its wrapper: the Swift object you appended), or nil past
    /// the end.
    public func item(at position: Int) -> Object? {
        guard position >= 0, let item = g_list_model_get_item(opaque(gobject), guint(position)) else { return nil }
        defer { g_object_unref(item) }
        return Object.wrapper(forUnsafePointer: item)
    }
}
