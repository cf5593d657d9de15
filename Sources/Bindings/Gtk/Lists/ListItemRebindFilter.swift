internal import CGtk

/// Drops the binds GTK 4.8 repeats for list items that keep showing the same item of a
/// `ListRowModel`, before any Swift wrapper is looked up.
///
/// GTK 4.8's `GtkSignalListItemFactory` unbinds and binds again every list item whose position
/// changed: after one row is inserted near the top, the ~200 items below it. A `ListRowModel`
/// hands out one item per row key while GTK holds it, so such a list item shows the same item
/// (and the same row) as before. A factory connected with
/// `SignalListItemFactory.onBind(filteredBy:_:)` remembers, on each list item, which item its
/// handler was last called for, and a bind to that item returns at once (a few dozen
/// instructions of C calls). The owner calls `forget(_:)` when a list item must read its row
/// again at its next bind even if the item is the same (the row's value changed while the item
/// was not bound, or everything it shows depends on changed).
///
/// ```swift
/// let rebinds = ListItemRebindFilter(model: model)
/// factory.onBind(filteredBy: rebinds) { item in show(rowAt: item.position, in: item) }
/// ```
///
/// and, when the row of a list item changed while it was not bound, `rebinds.forget(item)`.
public final class ListItemRebindFilter {
    /// The GType of the model's items (`WgtkListRow`).
    private let itemType: GType
    /// Where a list item keeps the serial of the item its handler last saw (GObject qdata).
    private let quark: GQuark
    /// How many binds were dropped.
    public private(set) var skippedBinds = 0

    /// A filter for list items showing the items of `model` (one filter per factory).
    @MainActor
    public init(model: ListRowModel) {
        itemType = ListRowItemType.shared.type
        quark = g_quark_from_string("wgtk-list-item-rebind-serial")
        withExtendedLifetime(model) {}
    }

    /// Makes the next bind of `listItem` reach the handler, even if it shows the same item.
    @MainActor
    public func forget(_ listItem: ListItem) {
        g_object_set_qdata(listItem.gobject, quark, nil)
    }

    /// Whether the bind of the list item at `listItem` repeats its previous one (same item):
    /// counts it and returns true. Otherwise remembers the item and returns false.
    func isRepeatedBind(_ listItem: UnsafeMutableRawPointer) -> Bool {
        let object: UnsafeMutablePointer<GObject> = cast(listItem)
        guard let shown = gtk_list_item_get_item(opaque(listItem)), cgtk_is_a(shown, itemType) != 0 else {
            g_object_set_qdata(object, quark, nil)
            return false
        }
        let serial = ListRowItemType.serial(of: cast(shown))
        if let last = g_object_get_qdata(object, quark), UInt64(UInt(bitPattern: last)) == serial {
            skippedBinds += 1
            return true
        }
        g_object_set_qdata(object, quark, UnsafeMutableRawPointer(bitPattern: UInt(serial)))
        return false
    }
}

extension ListItem {
    /// Whether the list item is bound to an item now (GTK sets it before `bind` and clears it
    /// after `unbind`): read without an `unbind` handler, and without wrapping the item.
    public var isShowingItem: Bool {
        gtk_list_item_get_item(opaque(gobject)) != nil
    }
}
