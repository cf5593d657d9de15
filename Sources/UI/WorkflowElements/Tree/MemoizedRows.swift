import Gtk

/// The live rows of a `MemoizedList`: one node per item, in the list's box, in the items'
/// order. An update matches the new items to the old by key and describes a row only for
/// an item that is new or not equal to the one its node shows.
@MainActor
final class MemoizedRows {
    /// The list's box, which holds the rows' widgets in order.
    private let box: Box
    /// One node per item of the content applied last, in order.
    private(set) var nodes: [ElementNode] = []

    init(box: Box) {
        self.box = box
    }

    /// Builds a row for each of `items` (the list's first content).
    func build<Item>(_ items: [Item], row: (Item) -> any Element, context: ElementContext) {
        nodes.reserveCapacity(items.count)
        var previous: Widget?
        for item in items {
            let node = Self.makeNode(row(item).anyElement, context: context)
            box.insert(node.widget, after: previous)
            previous = node.widget
            nodes.append(node)
        }
    }

    /// Brings the rows from `oldItems` (what the nodes show) to `items`: the unchanged
    /// leading and trailing runs are compared item by item; what lies between is matched
    /// by key, and rows that moved are moved, not rebuilt. Rows whose key no new item has
    /// leave before any row is built.
    func update<Item: Equatable, Key: Hashable>(from oldItems: [Item], to items: [Item], key: (Item) -> Key,
                                               row: (Item) -> any Element, context: ElementContext) {
        precondition(oldItems.count == nodes.count, "MemoizedRows: \(nodes.count) rows for \(oldItems.count) items.")
        var start = 0
        let common = min(oldItems.count, items.count)
        while start < common,
              sameRow(oldItems[start], items[start], at: start, key: key, row: row, context: context) {
            start += 1
        }
        var oldEnd = oldItems.count
        var newEnd = items.count
        while oldEnd > start, newEnd > start,
              sameRow(oldItems[oldEnd - 1], items[newEnd - 1], at: oldEnd - 1, key: key, row: row, context: context) {
            oldEnd -= 1
            newEnd -= 1
        }
        if start == oldEnd, start == newEnd { return }
        if start == oldEnd {
            insert(items[start..<newEnd], at: start, row: row, context: context)
        } else if start == newEnd {
            remove(start..<oldEnd, context: context)
        } else {
            rematch(oldItems[start..<oldEnd], with: items[start..<newEnd], key: key, row: row, context: context)
        }
    }

    /// Tells every row's node that it left the tree (the list itself left).
    func didLeaveTree() {
        for node in nodes { node.didLeaveTree() }
    }

    /// Whether `new` has the key of `old`, the item of the node at `index`; if so, the node
    /// shows `new` afterwards (described again only when the items differ).
    private func sameRow<Item: Equatable, Key: Hashable>(_ old: Item, _ new: Item, at index: Int, key: (Item) -> Key,
                                                        row: (Item) -> any Element, context: ElementContext) -> Bool {
        if old == new {
            context.counters.unchangedSkipped += 1
            return true
        }
        guard key(old) == key(new) else { return false }
        refresh(at: index, with: row(new).anyElement, context: context)
        return true
    }

    /// Applies `element` to the node at `index`, or replaces the node (in place in the box)
    /// when its kind changed.
    private func refresh(at index: Int, with element: AnyElement, context: ElementContext) {
        nodes[index] = Self.refreshed(nodes[index], with: element, in: box, context: context)
    }

    /// `node` showing `element`: the node updated, or a node built for it, whose widget takes
    /// the old widget's place in `box`, when the kind changed.
    private static func refreshed(_ node: ElementNode, with element: AnyElement, in box: Box,
                                  context: ElementContext) -> ElementNode {
        if node.canUpdate(to: element) {
            node.apply(element, context: context)
            return node
        }
        let replacement = makeNode(element, context: context)
        box.insert(replacement.widget, after: node.widget)
        box.remove(node.widget)
        node.didLeaveTree()
        context.counters.subtreesRemoved += 1
        return replacement
    }

    /// Builds rows for `items`, placed at `index`.
    private func insert<Item>(_ items: ArraySlice<Item>, at index: Int, row: (Item) -> any Element,
                              context: ElementContext) {
        var previous = index > 0 ? nodes[index - 1].widget : nil
        var built: [ElementNode] = []
        built.reserveCapacity(items.count)
        for item in items {
            let node = Self.makeNode(row(item).anyElement, context: context)
            box.insert(node.widget, after: previous)
            previous = node.widget
            built.append(node)
        }
        nodes.insert(contentsOf: built, at: index)
    }

    /// Removes the rows at `range`, last first, each node let go right after its widget left.
    private func remove(_ range: Swift.Range<Int>, context: ElementContext) {
        var leaving = Array(nodes[range])
        nodes.removeSubrange(range)
        context.counters.subtreesRemoved += leaving.count
        while let node = leaving.popLast() {
            box.remove(node.widget)
            node.didLeaveTree()
        }
    }

    /// Matches `newItems` to the rows of `oldItems` (the nodes at the same indices) by key:
    /// a match shows its new item, the rest are built. What no item matched leaves first, last
    /// first, each node let go as its widget leaves (its widgets are freed then, and new rows
    /// reuse their memory). Only the rows outside a longest run that kept its order move.
    private func rematch<Item: Equatable, Key: Hashable>(_ oldItems: ArraySlice<Item>, with newItems: ArraySlice<Item>,
                                                        key: (Item) -> Key, row: (Item) -> any Element,
                                                        context: ElementContext) {
        let range = oldItems.indices
        var available: [Key: Int] = [:]
        available.reserveCapacity(oldItems.count)
        for index in range where available[key(oldItems[index])] == nil {
            available[key(oldItems[index])] = index
        }
        // Per new item: the old index of the row it keeps, -1 for a row built.
        var matches: [Int] = []
        matches.reserveCapacity(newItems.count)
        for item in newItems { matches.append(available.removeValue(forKey: key(item)) ?? -1) }
        // The middle's nodes, held here only: a node no item kept is released as it leaves.
        var old: [ElementNode?] = nodes[range].map { $0 }
        nodes.removeSubrange(range)
        var kept = [Bool](repeating: false, count: old.count)
        for index in matches where index >= 0 { kept[index - range.lowerBound] = true }
        for offset in old.indices.reversed() where !kept[offset] {
            if let node = old[offset] {
                old[offset] = nil
                box.remove(node.widget)
                node.didLeaveTree()
                context.counters.subtreesRemoved += 1
            }
        }
        var middle: [ElementNode] = []
        middle.reserveCapacity(newItems.count)
        for (offset, item) in zip(newItems.indices, newItems) {
            let index = matches[offset - newItems.startIndex]
            guard index >= 0, let node = old[index - range.lowerBound] else {
                middle.append(Self.makeNode(row(item).anyElement, context: context))
                continue
            }
            if oldItems[index] == item {
                context.counters.unchangedSkipped += 1
                middle.append(node)
            } else {
                middle.append(Self.refreshed(node, with: row(item).anyElement, in: box, context: context))
            }
        }
        let stationary = KeptOrder.stationary(matches)
        var previous = range.lowerBound > 0 ? nodes[range.lowerBound - 1].widget : nil
        for offset in middle.indices {
            let widget = middle[offset].widget
            if matches[offset] < 0 {
                box.insert(widget, after: previous)
            } else if !stationary[offset] {
                widget.moveAfter(previous, in: box)
            }
            previous = widget
        }
        nodes.insert(contentsOf: middle, at: range.lowerBound)
    }

    /// A row's node, built.
    private static func makeNode(_ element: AnyElement, context: ElementContext) -> ElementNode {
        ElementNode(building: element, id: .position(0), axis: .vertical, context: context)
    }
}
