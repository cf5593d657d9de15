import Gtk
import WorkflowContainers
import WorkflowUI

/// Form 2, a child controller per row: a `ListScreen` of row screens keyed by id, each shown
/// by a `ScreenViewController` whose one widget is the row's box (`loadViewWidget()`, as the
/// README teaches for the rows of a long list).
enum JsOpsChildren {
    static func screen(_ state: JsOpsWorkflow<ListScreen<JsRowScreen>>.State,
                       _ send: @escaping @MainActor (JsOpsWorkflow<ListScreen<JsRowScreen>>.Action) -> Void) -> ListScreen<JsRowScreen> {
        ListScreen(rows: state.rows.map { row in
            .init(key: row.id, screen: JsRowScreen(id: row.id, label: row.label, isSelected: row.id == state.selected,
                                                   onSelect: { send(.select(row.id)) }, onRemove: { send(.remove(row.id)) }))
        })
    }
}

/// One row: equal rows (same id, label and selection) are skipped; the closures are not compared.
struct JsRowScreen: Screen, Equatable {
    var id: Int
    var label: String
    var isSelected: Bool
    var onSelect: @MainActor () -> Void
    var onRemove: @MainActor () -> Void

    static func == (lhs: JsRowScreen, rhs: JsRowScreen) -> Bool {
        lhs.id == rhs.id && lhs.label == rhs.label && lhs.isSelected == rhs.isSelected
    }

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
        select.onClicked { [weak self] in self?.screen.onSelect() }
        row.append(select)
        let remove = Button(iconName: "edit-delete-symbolic")
        remove.setAccessibleLabel("Remove")
        remove.onClicked { [weak self] in self?.screen.onRemove() }
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
