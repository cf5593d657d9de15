import Gtk
import Workflow
import WorkflowContainers
import WorkflowUI

/// Form 3, a virtualized list: a `ListViewScreen` of row screens keyed by id (controllers only
/// for the list items GTK makes), the selection single and the workflow's, as the README and
/// the VirtualizedLists article teach. GTK shows the selected row, as in `raw-gtk-js-ops --list`.
@MainActor
enum JsOpsList {
    typealias Table = JsOpsWorkflow<ListViewScreen<JsListRowScreen>>

    static func screen(_ state: Table.State, _ sink: Sink<Table.Action>, _ context: RenderContext<Table>) -> ListViewScreen<JsListRowScreen> {
        let onSelect = context.eventHandler(key: "select") { (id: Int) in sink.send(.select(id)) }
        let onRemove = context.eventHandler(key: "remove") { (id: Int) in sink.send(.remove(id)) }
        let rows = state.rows
        return ListViewScreen(
            rows: ListViewRows(count: rows.count) { index in
                .init(key: rows[index].id, value: JsListRowScreen(id: rows[index].id, label: rows[index].label,
                                                                  onSelect: onSelect, onRemove: onRemove))
            },
            selection: .single(state.selected),
            onSelectionChange: { selection in
                if let id = selection.keys.first as? Int { sink.send(.select(id)) }
            })
    }
}

/// One row of the list. Its callbacks are event handlers, called with the row's id: equal on
/// every render pass, so `==` is synthesized and an unchanged row is skipped.
struct JsListRowScreen: Screen, Equatable {
    var id: Int
    var label: String
    var onSelect: EventHandler<Int>
    var onRemove: EventHandler<Int>

    func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        JsListRowViewController.description(for: self, environment: environment)
    }
}

/// A list row's controller: its widget is the row's horizontal box (the list item's child).
final class JsListRowViewController: ScreenViewController<JsListRowScreen> {
    private var idLabel: Label?
    private var labelButton: Button?

    override func loadViewWidget() -> Widget? {
        let row = Box(.horizontal)
        let id = Label("\(screen.id)")
        row.append(id)
        let select = Button(label: screen.label)
        select.addCSSClass("flat")
        select.expandsHorizontally = true
        select.onClicked { [weak self] in if let self { screen.onSelect(screen.id) } }
        row.append(select)
        let remove = Button(iconName: "edit-delete-symbolic")
        remove.setAccessibleLabel("Remove")
        remove.onClicked { [weak self] in if let self { screen.onRemove(screen.id) } }
        row.append(remove)
        (idLabel, labelButton) = (id, select)
        return row
    }

    override func screenDidChange(from previousScreen: JsListRowScreen, previousEnvironment: ViewEnvironment) {
        super.screenDidChange(from: previousScreen, previousEnvironment: previousEnvironment)
        if screen.id != previousScreen.id { idLabel?.text = "\(screen.id)" }
        if screen.label != previousScreen.label { labelButton?.label = screen.label }
    }
}
