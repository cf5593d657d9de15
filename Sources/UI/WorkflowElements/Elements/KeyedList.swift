/// A column with one row per item, each row keyed by its item's key: when items are
/// inserted, removed or moved, the other rows keep their widgets (and their state, such
/// as a text field's caret). Every row is described on every render; for a long list whose
/// rows show only their item, `MemoizedList` describes only the rows whose item changed.
///
/// ```swift
/// KeyedList(books, key: \.id, spacing: 4) { book in
///     Label(book.title)
/// }
/// ```
public struct KeyedList: Element {
    /// The rows, each with its key.
    private let column: Column

    /// One row per item, keyed by `key(item)`, `spacing` pixels apart.
    public init<Item, Key: Hashable>(_ items: [Item], key: (Item) -> Key, spacing: Int = 0,
                                     row: (Item) -> any Element) {
        column = Column(spacing: spacing, children: items.map { row($0).key(key($0)) })
    }

    /// One row per item, keyed by the item's `id`, `spacing` pixels apart.
    public init<Item: Identifiable>(_ items: [Item], spacing: Int = 0, row: (Item) -> any Element) {
        self.init(items, key: \.id, spacing: spacing, row: row)
    }

    /// The element (a column of keyed rows).
    public var anyElement: AnyElement { column.anyElement }
}
