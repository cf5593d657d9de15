import Workflow
import WorkflowElements
import WorkflowUI

/// Form 1, an element screen as the README teaches it for long lists: a `MemoizedList` of
/// rows, each an id label, a flat button with the row's label (select) and an icon button
/// (remove). A row shows its item (the row and whether it is selected) and nothing else;
/// its callbacks are event handlers, valid on every render, so a render describes only the
/// rows whose item changed.
struct JsOpsElementScreen: ElementScreen {
    var rows: [JsRow]
    var selected: Int?
    var onSelect: EventHandler<Int>
    var onRemove: EventHandler<Int>

    var element: some Element {
        // The items in a `for` loop, as the WorkflowElements article advises for thousands of
        // rows (a `map` closure would check its actor at every call).
        var items: [JsRowItem] = []
        items.reserveCapacity(rows.count)
        for row in rows { items.append(JsRowItem(row: row, isSelected: row.id == selected)) }
        return ScrollView {
            MemoizedList(items, key: \.row.id) { item in
                rowElement(item)
            }
        }
    }

    private func rowElement(_ item: JsRowItem) -> AnyElement {
        let id = item.row.id
        let row = Row {
            Label("\(id)")
            Button(item.row.label) { onSelect(id) }.cssClass("flat").expand(horizontal: true)
            Button(iconName: "edit-delete-symbolic", accessibilityLabel: "Remove") { onRemove(id) }
        }
        return item.isSelected ? row.cssClass("danger") : row.anyElement
    }
}

/// What one row of the element form shows.
struct JsRowItem: Equatable {
    var row: JsRow
    var isSelected: Bool
}
