internal import CGtk

/// A `GListModel` whose items stand for rows kept in Swift: the model asks its owner for the
/// row count and for the key of the row at a position, and makes items only when GTK asks for
/// one (the rows on screen, the selected row). An item is a small registered GObject
/// (`WgtkListRow`, see `ListRowItemType`) holding a serial number; while GTK holds it, the
/// model hands back the same item for the same key, so a moved row keeps its widget. A list
/// of 1,000,000 rows thus costs no GObject per row. The model holds each item it made with a
/// toggle reference: when GTK lets go of an item (a row scrolled out), the item forgets its
/// key and is kept as a spare (up to `spareItemLimit`), and the next row GTK asks for gets it
/// with a new serial, so scrolling makes and frees no GObject. (A Swift wrapper of an item,
/// `ListItem.item`, holds a second toggle reference: the item then keeps its key until the
/// wrapper goes.)
///
/// The owner changes its rows and then reports the change with `itemsChanged(position:removed:added:)`
/// (one call per contiguous edit, the rows already in their new state). Read a list item's
/// row key with `key(of:)`.
///
/// ```swift
/// final class Inbox { var names = ["a", "b"] }
/// let inbox = Inbox()
/// let model = ListRowModel(count: { inbox.names.count }, key: { inbox.names[$0] })
/// inbox.names.insert("x", at: 1)
/// model.itemsChanged(position: 1, removed: 0, added: 1)
/// ```
@MainActor
public final class ListRowModel: Object, ListModel {
    /// What the C side reaches through the instance: the owner's closures and the live items.
    @MainActor final class State {
        let count: @MainActor () -> Int
        let key: @MainActor (Int) -> AnyHashable
        /// Items GTK holds now, by row key.
        @exclusivity(unchecked) var liveItems: [HashedKey: UnsafeMutablePointer<GObject>] = [:]
        /// The key of each live item, by the item's serial.
        @exclusivity(unchecked) var keysBySerial: [UInt64: HashedKey] = [:]
        /// Items GTK let go of (only the model's toggle reference holds them), newest last.
        @exclusivity(unchecked) var spareItems: [UnsafeMutablePointer<GObject>] = []
        @exclusivity(unchecked) var nextSerial: UInt64 = 1
        init(count: @escaping @MainActor () -> Int, key: @escaping @MainActor (Int) -> AnyHashable) {
            self.count = count
            self.key = key
        }

        /// The address of a new reference to the item in `entry` (a `liveItems` entry, read
        /// and written in place), after storing `make()`'s item there when it holds none.
        /// `make` returns an item with the model's reference and one for the caller.
        static func item(in entry: inout UnsafeMutablePointer<GObject>?,
                         make: () -> UnsafeMutablePointer<GObject>) -> UInt {
            if let item = entry { return UInt(bitPattern: g_object_ref(item)) }
            let item = make()
            entry = item
            return UInt(bitPattern: item)
        }
    }

    let state: State

    /// A model of `count()` rows whose row at a position has the key `key(position)`. Both
    /// closures are called while GTK reads the model (from `itemsChanged` and from layout).
    public init(count: @escaping @MainActor () -> Int, key: @escaping @MainActor (Int) -> AnyHashable) {
        state = State(count: count, key: key)
        let pointer = g_object_new_with_properties(ListRowModelType.shared.type, 0, nil, nil)!
        ListRowModelType.setState(retained(state), on: pointer)
        super.init(unsafeAdopting: pointer, ownership: .full)
    }

    /// The number of rows (the owner's count).
    public var count: Int { state.count() }

    /// The number of items GTK holds now (about the rows on screen, plus the selected one).
    public var liveItemCount: Int { state.liveItems.count }

    /// The number of items kept as spares (GTK let go of them; the next rows it asks for get them).
    public var spareItemCount: Int { state.spareItems.count }

    /// How many items the model has handed out since it was made (a new item, or a spare given
    /// a row): about the rows GTK showed, so a change that makes GTK ask for every row shows here.
    public var itemsHandedOut: Int { Int(state.nextSerial - 1) }

    /// The most items kept as spares: about two screenfuls of rows.
    public static var spareItemLimit: Int { ListRowItemType.spareLimit }

    /// The key of the row `listItem` shows, or nil when it shows none (or an item of another model).
    public func key(of listItem: ListItem) -> AnyHashable? {
        guard let item = gtk_list_item_get_item(opaque(listItem.gobject)) else { return nil }
        return key(ofItem: cast(item, to: GObject.self))
    }

    /// Gives the items that `listItems` show new row keys, each list item's key in turn,
    /// without an `items-changed`: after the owner put other rows at the positions GTK shows
    /// (a replacement of many rows), the list items keep their items and widgets and stand
    /// for the new rows there. Another item that had one of the new keys loses it (it is then
    /// never handed out again). List items showing no item of this model are left out.
    public func rekey(_ listItems: [ListItem], to keys: [AnyHashable]) {
        precondition(listItems.count == keys.count, "ListRowModel.rekey(_:to:): \(listItems.count) list items for \(keys.count) keys; pass one key per list item.")
        var items: [(item: UnsafeMutablePointer<GObject>, serial: UInt64)?] = []
        items.reserveCapacity(listItems.count)
        for listItem in listItems {
            guard let pointer = gtk_list_item_get_item(opaque(listItem.gobject)), cgtk_is_a(pointer, ListRowItemType.shared.type) != 0 else {
                items.append(nil)
                continue
            }
            let item: UnsafeMutablePointer<GObject> = cast(pointer)
            let serial = ListRowItemType.serial(of: item)
            // The item's old key no longer names it.
            if let old = state.keysBySerial[serial], state.liveItems[old] == item { state.liveItems[old] = nil }
            items.append((item, serial))
        }
        for (entry, key) in zip(items, keys) {
            guard let (item, serial) = entry else { continue }
            let hashed = HashedKey(key)
            if let other = state.liveItems[hashed], other != item {
                state.keysBySerial[ListRowItemType.serial(of: other)] = nil
            }
            state.liveItems[hashed] = item
            state.keysBySerial[serial] = hashed
        }
    }

    /// The key of one of this model's items.
    func key(ofItem item: UnsafeMutablePointer<GObject>) -> AnyHashable? {
        guard cgtk_is_a(raw(item), ListRowItemType.shared.type) != 0 else { return nil }
        return state.keysBySerial[ListRowItemType.serial(of: item)]?.key
    }
}

/// `WgtkListRowModel`: a GObject implementing `GListModel` over a `ListRowModel.State`.
@MainActor
struct ListRowModelType {
    static let shared = ListRowModelType()

    let type: GType
    /// Byte offset of the state pointer in the instance (after the GObject).
    nonisolated static let stateOffset = MemoryLayout<GObject>.stride

    private init() {
        var info = GTypeInfo()
        info.class_size = guint16(MemoryLayout<GObjectClass>.size)
        info.instance_size = guint16(Self.stateOffset + MemoryLayout<UnsafeMutableRawPointer>.size)
        info.class_init = { gClass, _ in
            guard let gClass else { return }
            let objectClass = gClass.assumingMemoryBound(to: GObjectClass.self)
            objectClass.pointee.finalize = { object in
                guard let object else { return }
                if let data = ListRowModelType.state(of: raw(object)) {
                    let state = borrow(data, as: ListRowModel.State.self)
                    MainActor.assumeIsolated {
                        // Items GTK still holds live on without the model's reference; spares go.
                        let items = Array(state.liveItems.values) + state.spareItems
                        state.liveItems.removeAll()
                        state.keysBySerial.removeAll()
                        state.spareItems.removeAll()
                        for item in items {
                            g_object_remove_toggle_ref(item, ListRowItemType.itemToggled, data)
                        }
                    }
                    release(data)
                }
                ListRowModelType.parentClass.pointee.finalize?(object)
            }
        }
        type = g_type_register_static(g_object_get_type(), "WgtkListRowModel", &info, GTypeFlags(rawValue: 0))
        var interface = GInterfaceInfo()
        interface.interface_init = { iface, _ in
            guard let iface else { return }
            let model = iface.assumingMemoryBound(to: GListModelInterface.self)
            model.pointee.get_item_type = { _ in ListRowItemType.sharedType }
            model.pointee.get_n_items = { instance in
                guard let instance, let data = ListRowModelType.state(of: raw(instance)) else { return 0 }
                let state = borrow(data, as: ListRowModel.State.self)
                return MainActor.assumeIsolated { guint(state.count()) }
            }
            model.pointee.get_item = { instance, position in
                guard let instance, let data = ListRowModelType.state(of: raw(instance)) else { return nil }
                let state = borrow(data, as: ListRowModel.State.self)
                let dataAddress = UInt(bitPattern: data)
                let address = MainActor.assumeIsolated { () -> UInt in
                    guard Int(position) < state.count() else { return 0 }
                    let key = HashedKey(state.key(Int(position)))
                    // One lookup of the key: the live item, or the slot a new one goes in.
                    return ListRowModel.State.item(in: &state.liveItems[key]) { () -> UnsafeMutablePointer<GObject> in
                        let serial = state.nextSerial
                        state.nextSerial += 1
                        state.keysBySerial[serial] = key
                        if let spare = state.spareItems.popLast() {
                            // The model's toggle reference plus the one returned to GTK.
                            ListRowItemType.setSerial(serial, of: spare)
                            g_object_ref(spare)
                            return spare
                        }
                        // The new object's reference is returned to GTK; the model adds its toggle one.
                        let item: UnsafeMutablePointer<GObject> = cast(g_object_new_with_properties(ListRowItemType.shared.type, 0, nil, nil)!)
                        ListRowItemType.setSerial(serial, of: item)
                        g_object_add_toggle_ref(item, ListRowItemType.itemToggled, UnsafeMutableRawPointer(bitPattern: dataAddress))
                        return item
                    }
                }
                return UnsafeMutableRawPointer(bitPattern: address)
            }
        }
        g_type_add_interface_static(type, g_list_model_get_type(), &interface)
    }

    /// The GObject class the model type derives from (for chaining `finalize`).
    nonisolated static var parentClass: UnsafeMutablePointer<GObjectClass> {
        g_type_class_peek(g_object_get_type()).assumingMemoryBound(to: GObjectClass.self)
    }

    nonisolated static func state(of instance: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? {
        (instance + stateOffset).load(as: UnsafeMutableRawPointer?.self)
    }

    static func setState(_ state: UnsafeMutableRawPointer, on instance: UnsafeMutableRawPointer) {
        (instance + stateOffset).storeBytes(of: state, as: UnsafeMutableRawPointer?.self)
    }
}

/// `WgtkListRow`: the item type of `ListRowModel`, a GObject with a 64-bit serial.
@MainActor
struct ListRowItemType {
    static let shared = ListRowItemType()

    let type: GType
    nonisolated static let serialOffset = MemoryLayout<GObject>.stride

    private init() {
        var info = GTypeInfo()
        info.class_size = guint16(MemoryLayout<GObjectClass>.size)
        info.instance_size = guint16(Self.serialOffset + MemoryLayout<UInt64>.size)
        type = g_type_register_static(g_object_get_type(), "WgtkListRow", &info, GTypeFlags(rawValue: 0))
    }

    /// The item GType, for the C interface callback.
    nonisolated static var sharedType: GType {
        MainActor.assumeIsolated { shared.type }
    }

    nonisolated static func serial(of item: UnsafeMutablePointer<GObject>) -> UInt64 {
        (UnsafeMutableRawPointer(item) + serialOffset).load(as: UInt64.self)
    }

    static func setSerial(_ serial: UInt64, of item: UnsafeMutablePointer<GObject>) {
        (UnsafeMutableRawPointer(item) + serialOffset).storeBytes(of: serial, as: UInt64.self)
    }

    /// The most items a model keeps as spares.
    nonisolated static var spareLimit: Int { 64 }

    /// The model's toggle-reference notify (`data` is the model's state): when only the model
    /// holds an item (`isLastRef`), the item forgets its key and becomes a spare, or is freed
    /// when there are enough spares.
    static let itemToggled: GToggleNotify = { data, object, isLastRef in
        guard let data, let object, isLastRef != 0 else { return }
        let state = borrow(data, as: ListRowModel.State.self)
        let serial = serial(of: object)
        let address = UInt(bitPattern: object)
        let keep = MainActor.assumeIsolated { () -> Bool in
            if let key = state.keysBySerial.removeValue(forKey: serial) {
                state.liveItems.removeValue(forKey: key)
            }
            guard state.spareItems.count < spareLimit, let item = UnsafeMutablePointer<GObject>(bitPattern: address) else { return false }
            state.spareItems.append(item)
            return true
        }
        // Drops the model's reference: the item is finalized.
        if !keep { g_object_remove_toggle_ref(object, itemToggled, data) }
    }
}

extension ListRowModel {
    /// The key of the row at `position` of `model`, a model over this one (a sort or
    /// selection model), or nil when that item is not one of this model's.
    public func key(at position: Int, in model: some ListModel) -> AnyHashable? {
        guard let item = g_list_model_get_item(opaque(model.gobject), guint(position)) else { return nil }
        defer { g_object_unref(item) }
        return key(ofItem: cast(item, to: GObject.self))
    }
}
