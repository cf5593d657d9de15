extension ListScreen {
    /// This list, with rows the user can drag to another position; `onMove` receives each
    /// move as the row's index and its new index (counted after the row is taken out), as
    /// `insert(remove(at: from), at: to)` needs them:
    ///
    /// ```swift
    /// return ListScreen(rows: rows).reorderable { from, to in
    ///     sink.send { items in items.insert(items.remove(at: from), at: to) }
    /// }
    /// ```
    public func reorderable(onMove: @escaping (_ from: Int, _ to: Int) -> Void) -> ListScreen {
        var list = self
        list.onMove = onMove
        return list
    }
}

extension ListViewScreen {
    /// This list, with rows the user can drag to another position (only the rows on screen
    /// can be dragged to); `onMove` receives each move as the row's index and its new index,
    /// counted after the row is taken out.
    public func reorderable(onMove: @escaping (_ from: Int, _ to: Int) -> Void) -> ListViewScreen {
        var list = self
        list.onMove = onMove
        return list
    }
}
