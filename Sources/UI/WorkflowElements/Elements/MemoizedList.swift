import Gtk

/// A column with one row per item, keyed like `KeyedList`, whose rows are described only
/// for items that are new or changed (`==`): a render that changes one item of 1,000 calls
/// `row` once and compares the other 999 items, where a `for` loop describes and diffs
/// 1,000 rows. Use it for long lists in an element screen.
///
/// A row is described again only when its item changes, so `row` must show nothing but
/// its item: put what a row shows (whether it is the open one, say) in the item, and give
/// rows callbacks that stay valid across renders (`EventHandler`s, made by
/// `RenderContext.eventHandler`), not closures over the render's state. Here a `ShelfRow`
/// is an `Equatable` struct of a book and whether it is the open one, and `onOpen` an
/// `EventHandler<Book.ID>`:
///
/// ```swift
/// MemoizedList(books.map { ShelfRow(book: $0, isOpen: $0.id == openID) }, key: \.book.id) { row in
///     Button(row.book.title) { onOpen(row.book.id) }
///         .cssClass(row.isOpen ? "suggested-action" : "flat")
/// }
/// ```
///
/// Rows that moved keep their widgets and are moved, not rebuilt; rows whose key no item
/// has leave before new rows are built. Two items with the same key each get a row.
public struct MemoizedList<Item: Equatable, Key: Hashable>: Element {
    /// The items and how a row is made.
    private let content: MemoizedListContent<Item, Key>

    /// One row per item, keyed by `key(item)`, `spacing` pixels apart; `row(item)` is called
    /// for items that are new or changed.
    public init(_ items: [Item], key: @escaping (Item) -> Key, spacing: Int = 0,
                row: @escaping (Item) -> any Element) {
        content = MemoizedListContent(items: items, key: key, spacing: spacing, row: row)
    }

    /// One row per item, keyed by the item's `id`, `spacing` pixels apart.
    public init(_ items: [Item], spacing: Int = 0, row: @escaping (Item) -> any Element)
    where Item: Identifiable, Key == Item.ID {
        self.init(items, key: \.id, spacing: spacing, row: row)
    }

    /// The element (a vertical `GtkBox` of the rows).
    public var anyElement: AnyElement { AnyElement(content) }
}

/// What a `MemoizedList` shows: its items, their keys and rows. Its rows are not the
/// node's children: `MemoizedRows`, the node's state, keeps and diffs them.
struct MemoizedListContent<Item: Equatable, Key: Hashable>: ElementContent {
    let items: [Item]
    let key: (Item) -> Key
    let spacing: Int
    let row: (Item) -> any Element

    var kindName: String { "MemoizedList" }

    func makeWidget(axis: ElementAxis, context: ElementContext) -> (Widget, AnyObject?) {
        let box = Box(.vertical, spacing: spacing)
        let rows = MemoizedRows(box: box)
        rows.build(items, row: row, context: context)
        return (box, rows)
    }

    func update(_ node: ElementNode, from old: any ElementContent, context: ElementContext) {
        let old = sameKind(old)
        let rows = node.state as! MemoizedRows
        if spacing != old.spacing { node.widget.setProperty("spacing", spacing) }
        rows.update(from: old.items, to: items, key: key, row: row, context: context)
    }

    func didRemove(_ node: ElementNode) {
        (node.state as! MemoizedRows).didLeaveTree()
    }
}
