internal import CGtk

/// The four `GtkSignalListItemFactory` signals, with the `GtkListItem` as a typed wrapper
/// (hand-written: the generator does not emit signals with an object argument yet).
///
/// GTK 4.8 creates a list item (and emits `setup`) for each row it shows, binds it to a row,
/// unbinds and rebinds it as rows change, and tears it down when the row leaves the visible
/// range; the number of live list items stays near the number of rows on screen.
extension SignalListItemFactory {
    /// One handler shape for the four signals: `void handler(factory, GtkListItem*, user_data)`.
    private func connectListItem(_ signal: String, _ handler: @escaping @MainActor (ListItem) -> Void) -> SignalConnection {
        typealias Handler = @MainActor (ListItem) -> Void
        let thunk: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, item, data in
            guard let item, let data else { return }
            let box = borrow(data, as: ClosureBox<Handler>.self)
            MainActor.assumeIsolated {
                box.handler(wrapped(item, as: ListItem.self) { ListItem(unsafeAdopting: $0, ownership: .borrowed) })
            }
        }
        return connectGenerated(signal, gcallback(thunk), ClosureBox<Handler>(handler))
    }

    /// Calls `handler` when a new list item is made: create its widgets here (`ListItem.child`).
    @discardableResult
    public func onSetup(_ handler: @escaping @MainActor (ListItem) -> Void) -> SignalConnection {
        connectListItem("setup", handler)
    }

    /// Calls `handler` when a list item starts showing a row (read `ListItem.position`).
    @discardableResult
    public func onBind(_ handler: @escaping @MainActor (ListItem) -> Void) -> SignalConnection {
        connectListItem("bind", handler)
    }

    /// Calls `handler` when a list item starts showing a row, except when GTK binds it again to
    /// the item it showed at the previous call (see `ListItemRebindFilter`): such binds are
    /// dropped in the C callback, before the list item's wrapper is looked up.
    @discardableResult
    public func onBind(filteredBy filter: ListItemRebindFilter, _ handler: @escaping @MainActor (ListItem) -> Void) -> SignalConnection {
        final class Box {
            let filter: ListItemRebindFilter
            let handler: @MainActor (ListItem) -> Void
            init(filter: ListItemRebindFilter, handler: @escaping @MainActor (ListItem) -> Void) {
                self.filter = filter
                self.handler = handler
            }
        }
        let thunk: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, item, data in
            guard let item, let data else { return }
            let box = borrow(data, as: Box.self)
            if box.filter.isRepeatedBind(item) { return }
            MainActor.assumeIsolated {
                box.handler(wrapped(item, as: ListItem.self) { ListItem(unsafeAdopting: $0, ownership: .borrowed) })
            }
        }
        return connectGenerated("bind", gcallback(thunk), Box(filter: filter, handler: handler))
    }

    /// Calls `handler` when a list item stops showing its row.
    @discardableResult
    public func onUnbind(_ handler: @escaping @MainActor (ListItem) -> Void) -> SignalConnection {
        connectListItem("unbind", handler)
    }

    /// Calls `handler` when a list item is destroyed: release what `onSetup` made.
    @discardableResult
    public func onTeardown(_ handler: @escaping @MainActor (ListItem) -> Void) -> SignalConnection {
        connectListItem("teardown", handler)
    }
}
