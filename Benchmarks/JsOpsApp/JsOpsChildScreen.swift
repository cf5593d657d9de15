import Gtk
import Workflow
import WorkflowContainers
import WorkflowUI

/// Form 2, a child controller per row: a `ListScreen` of row screens keyed by id, each shown
/// by a `ScreenViewController` whose one widget is the row's box (`loadViewWidget()`, as the
/// README teaches for the rows of a long list).
@MainActor
enum JsOpsChildren {
    typealias Table = JsOpsWorkflow<ListScreen<JsRowScreen>, [JsRow]>

    static func screen(_ state: Table.State, _ sink: Sink<Table.Action>, _ context: RenderContext<Table>) -> ListScreen<JsRowScreen> {
        let onSelect = context.eventHandler(key: "select") { (id: Int) in sink.send(.select(id)) }
        let onRemove = context.eventHandler(key: "remove") { (id: Int) in sink.send(.remove(id)) }
        return ListScreen(rows: state.rows.map { row in
            .init(key: row.id, screen: JsRowScreen(id: row.id, label: row.label, isSelected: row.id == state.selected,
                                                   onSelect: onSelect, onRemove: onRemove))
        })
    }
}

/// One row. Its callbacks are event handlers, called with the row's id: equal on every render
/// pass, so `==` is synthesized and an unchanged row is skipped.
struct JsRowScreen: Screen, Equatable {
    var id: Int
    var label: String
    var isSelected: Bool
    var onSelect: EventHandler<Int>
    var onRemove: EventHandler<Int>

    func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        JsRowViewController.description(for: self, environment: environment)
    }
}

/// A row's controller: its widget is the row's horizontal box.
final class JsRowViewController: ScreenViewController<JsRowScreen> {
    private var labelButton: Button?

    override func loadViewWidget() -> Widget? {
        let row = Box(.horizontal)
        row.append(Label("\(screen.id)"))
        let select = Button(label: screen.label)
        select.addCSSClass("flat")
        select.expandsHorizontally = true
        select.onClicked { [weak self] in if let self { screen.onSelect(screen.id) } }
        row.append(select)
        let remove = Button(iconName: "edit-delete-symbolic")
        remove.setAccessibleLabel("Remove")
        remove.onClicked { [weak self] in if let self { screen.onRemove(screen.id) } }
        row.append(remove)
        if screen.isSelected { row.addCSSClass("danger") }
        labelButton = select
        return row
    }

    override func screenDidChange(from previousScreen: JsRowScreen, previousEnvironment: ViewEnvironment) {
        super.screenDidChange(from: previousScreen, previousEnvironment: previousEnvironment)
        if screen.label != previousScreen.label { labelButton?.label = screen.label }
        if screen.isSelected != previousScreen.isSelected, let row = ownWidgetForUpdate {
            if screen.isSelected { row.addCSSClass("danger") } else { row.removeCSSClass("danger") }
        }
    }

    /// The row's box, once made.
    private var ownWidgetForUpdate: Widget? { isViewLoaded ? viewWidget : nil }
}
