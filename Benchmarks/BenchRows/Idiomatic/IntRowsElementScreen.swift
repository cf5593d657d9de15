import WorkflowElements
import WorkflowUI

/// Form 3: an element screen, the rows a `MemoizedList` (the README's form for long lists):
/// each row shows its item, the row's index and value, so a render describes the one row
/// whose value changed.
struct IntRowsElementScreen: ElementScreen {
    var rows: [Int]
    var setRow: @MainActor (Int, Int) -> Void

    var element: some Element {
        ScrollView {
            MemoizedList(rows.indices.map { IntRowItem(index: $0, value: rows[$0]) }, key: \.index) { item in
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
