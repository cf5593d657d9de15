import Gtk
import Workflow
import WorkflowContainers
import WorkflowUI

/// Form 3, a virtualized list, as the VirtualizedLists article teaches for long lists: the
/// state keeps the rows as `ListViewRows` and the actions edit them in place (a select
/// changes no row; an update replaces 100 rows; an append adds pages), so each render passes
/// the same storage on and the list's diff reaches only what changed. The rows hold their
/// values only; their two callbacks are event handlers given to the whole list through its
/// environment (`JsRowActions`), equal on every pass. Controllers exist only for the list
/// items GTK makes; the selection is single and the workflow's, as in `raw-gtk-js-ops --list`.
@MainActor
enum JsOpsList {
    typealias Rows = ListViewRows<JsListRowScreen>
    typealias Table = JsOpsWorkflow<AdaptedEnvironmentScreen<ListViewScreen<JsListRowScreen>>, Rows>

    static func screen(_ state: Table.State, _ sink: Sink<Table.Action>, _ context: RenderContext<Table>)
        -> AdaptedEnvironmentScreen<ListViewScreen<JsListRowScreen>> {
        let actions = JsRowActions(onSelect: context.eventHandler(key: "select") { (id: Int) in sink.send(.select(id)) },
                                   onRemove: context.eventHandler(key: "remove") { (id: Int) in sink.send(.remove(id)) })
        return ListViewScreen(
            rows: state.rows,
            selection: .single(state.selected),
            onSelectionChange: { selection in
                if let id = selection.keys.first as? Int { sink.send(.select(id)) }
            })
            .adaptedEnvironment(key: JsRowActions.self, value: actions)
    }
}

/// The list form's rows: `ListViewRows` edited in place (one chunk and page copied an edit).
extension ListViewRows: JsRowStore where Value == JsListRowScreen {
    init(_ rows: [JsRow]) {
        self.init(count: rows.count) { .init(key: rows[$0].id, value: JsListRowScreen(id: rows[$0].id, label: rows[$0].label)) }
    }

    mutating func append(_ rows: [JsRow]) {
        append(contentsOf: rows.map { .init(key: $0.id, value: JsListRowScreen(id: $0.id, label: $0.label)) })
    }

    mutating func appendToLabel(at indices: StrideTo<Int>, _ suffix: String) {
        modifyValues(at: indices) { $0.label += suffix }
    }

    mutating func swapAt(_ first: Int, _ second: Int) {
        let (a, b) = (self[first], self[second])
        replace(at: first, with: b)
        replace(at: second, with: a)
    }

    mutating func remove(id: Int) {
        if let index = firstIndex(ofKey: id) { remove(at: index) }
    }
}

/// The rows' callbacks, one pair for the whole list, read by each row's controller from its
/// environment. Event handlers: equal on every render pass, so the environment is too and no
/// row is updated for them.
struct JsRowActions: ViewEnvironmentKey, Equatable {
    static var defaultValue: JsRowActions? { nil }
    var onSelect: EventHandler<Int>
    var onRemove: EventHandler<Int>
}

/// One row of the list: its values only (`==` synthesized; an unchanged row is skipped).
struct JsListRowScreen: Screen, Equatable {
    var id: Int
    var label: String

    func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        JsListRowViewController.description(for: self, environment: environment)
    }
}

/// A list row's controller: its widget is the row's horizontal box (the list item's child);
/// its buttons call the list's `JsRowActions` with the row's id.
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
        select.onClicked { [weak self] in if let self { environment[JsRowActions.self]?.onSelect(screen.id) } }
        row.append(select)
        let remove = Button(iconName: "edit-delete-symbolic")
        remove.setAccessibleLabel("Remove")
        remove.onClicked { [weak self] in if let self { environment[JsRowActions.self]?.onRemove(screen.id) } }
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
