import WorkflowElements
import WorkflowUI

/// Form 1, an element screen: a keyed `for` loop of rows, each an id label, a flat button
/// with the row's label (select) and an icon button (remove), as the README teaches.
struct JsOpsElementScreen: ElementScreen {
    var rows: [JsRow]
    var selected: Int?
    var onSelect: (Int) -> Void
    var onRemove: (Int) -> Void

    var element: some Element {
        ScrollView {
            Column {
                for row in rows {
                    rowElement(row)
                }
            }
        }
    }

    private func rowElement(_ row: JsRow) -> AnyElement {
        let id = row.id
        let element = Row {
            Label("\(id)")
            Button(row.label) { onSelect(id) }.cssClass("flat").expand(horizontal: true)
            Button(iconName: "edit-delete-symbolic", accessibilityLabel: "Remove") { onRemove(id) }
        }
        return (id == selected ? element.cssClass("danger") : element.anyElement).key(id)
    }
}
