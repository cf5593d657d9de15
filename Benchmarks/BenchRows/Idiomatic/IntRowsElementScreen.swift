import WorkflowElements
import WorkflowUI

/// Form 3: an element screen, the rows a `MemoizedList` (the README's form for long lists):
/// each row shows its item, the row's index and value, so a render describes the one row
/// whose value changed.
struct IntRowsElementScreen: ElementScreen {
    var rows: [Int]
    var setRow: @MainActor (Int, Int) -> Void

    var element: some Element {
        // The items in a `for` loop, as the WorkflowElements article advises for thousands of
        // rows (a `map` closure would check its actor at every call).
        var items: [IntRowItem] = []
        items.reserveCapacity(rows.count)
        for index in rows.indices { items.append(IntRowItem(index: index, value: rows[index])) }
        return ScrollView {
            MemoizedList(items, key: \.index) { item in
                Label("row \(item.index): \(item.value)")
            }
        }
    }
}

/// One row of `IntRowsElementScreen`: its index and value.
struct IntRowItem: Equatable {
    var index: Int
    var value: Int
}
