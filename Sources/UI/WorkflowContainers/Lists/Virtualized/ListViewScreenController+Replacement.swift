import Gtk

// A replacement of many rows (more than `ListViewRowStore.mostSteps` steps: a search
// narrowing or widening a long list) rebinds the list items GTK keeps in place; those off
// screen show their new rows a few a frame after.
extension ListViewScreenController {
    /// A replacement of many rows, the store showing the new rows and GTK not told yet: each
    /// bound list item stands for the new row at its position (its model item takes the row's
    /// key); those on screen show it now, the others are marked stale and shown a few a frame
    /// after (GTK keeps about 200 list items, most of them off screen: measuring every one
    /// again in this frame would cost it several times the rows on screen). List items past
    /// the new rows lose their key (the store then reports them removed, and GTK tears them down).
    func rebindInPlace(store: ListViewRowStore<RowScreen>) {
        var listItems: [ListItem] = [], keys: [AnyHashable] = []
        var bound: [HashedKey: ListViewRowSlot] = [:]
        var stale: [ListViewRowSlot] = []
        let viewportHeight = scrolledWindow?.allocatedHeight ?? 0
        for slot in slots.values {
            guard slot.isBound, case let position = slot.listItem.position, position < store.count else {
                slot.key = nil
                slot.isStale = false
                rebinds?.forget(slot.listItem)
                continue
            }
            let row = store.row(at: position)
            let key = HashedKey(row.key)
            listItems.append(slot.listItem)
            keys.append(row.key)
            slot.key = key
            slot.integerKey = row.storedKey.integer
            bound[key] = slot
            if isOnScreen(slot, viewportHeight: viewportHeight) {
                show(row, in: slot)
            } else {
                slot.isStale = true
                slot.shownGeneration = updateGeneration
                stale.append(slot)
            }
        }
        store.model.rekey(listItems, to: keys)
        boundSlots = bound
        staleSlots = stale
        if !stale.isEmpty { startShowingStaleSlots() }
    }

    /// Whether the slot's row widget lies in the scrolled window's visible height (at the last
    /// layout; GTK gives the list items it keeps off screen no size); true when that is not known.
    private func isOnScreen(_ slot: ListViewRowSlot, viewportHeight: Int) -> Bool {
        guard let scrolledWindow, viewportHeight > 0, let frame = slot.controller?.viewWidget.frame(in: scrolledWindow) else { return true }
        return frame.height > 0 && frame.y + frame.height >= 0 && frame.y <= viewportHeight
    }

    /// Shows up to `limit` stale slots their list item's row (a slot that is no longer bound
    /// reads its row at its next bind).
    func showStaleSlots(limit: Int) {
        guard let store else { return }
        var shown = 0
        while shown < limit, let slot = staleSlots.popLast() {
            guard slot.isStale else { continue }
            slot.isStale = false
            guard slot.isBound, case let position = slot.listItem.position, position < store.count else {
                rebinds?.forget(slot.listItem)
                continue
            }
            show(store.row(at: position), in: slot)
            shown += 1
        }
    }

    /// Shows the stale slots `staleRowsPerFrame` a frame, from the frame after this one on
    /// (a render pass runs at the start of a frame, before its tick callbacks).
    private func startShowingStaleSlots() {
        guard staleTick == nil, let listView else { return }
        let frame = listView.frameClock?.frameCounter ?? -1
        staleTick = listView.addTickCallback { [weak self] clock in
            guard let self else { return false }
            guard clock.frameCounter > frame else { return true }
            self.showStaleSlots(limit: Self.staleRowsPerFrame)
            guard self.staleSlots.isEmpty else { return true }
            self.staleTick = nil
            return false
        }
    }
}
