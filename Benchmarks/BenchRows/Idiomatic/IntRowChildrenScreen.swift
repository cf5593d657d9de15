import Gtk
import WorkflowContainers
import WorkflowUI

/// Form 2: a child controller per row, as the README and `ListScreen`'s docs teach: the state
/// keeps the rows as `ListScreen.Rows`, an action replaces one row's screen
/// (`replaceScreen(at:with:)`), and `ListScreen` hands that row's controller its screen only.
/// Each row's controller makes its label its view (`loadViewWidget()`): one widget a row.
struct IntRowChildrenScreen: Screen {
    var rows: ListScreen<IntRowScreen>.Rows
    var setRow: @MainActor (Int, Int) -> Void

    func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        ListScreen(rows: rows).viewControllerDescription(environment: environment)
    }
}

/// The child-per-row form's rows: keyed by index, a row screen each.
extension ListScreen.Rows: IntRowStore where RowScreen == IntRowScreen {
    init(count: Int) {
        self.init((0..<count).map { .init(key: $0, screen: IntRowScreen(index: $0, value: 0)) })
    }

    mutating func set(_ index: Int, to value: Int) {
        replaceScreen(at: index, with: IntRowScreen(index: index, value: value))
    }
}

/// One row: its index and value.
struct IntRowScreen: Screen, Equatable {
    var index: Int
    var value: Int

    func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        IntRowViewController.description(for: self, environment: environment)
    }
}

/// A row's controller, as the README teaches for the rows of a long list: its label is its
/// view (`loadViewWidget()`), set again when the value changes.
final class IntRowViewController: ScreenViewController<IntRowScreen> {
    private var label: Label?

    override func loadViewWidget() -> Widget? {
        let label = Label("row \(screen.index): \(screen.value)")
        label.xAlign = 0
        self.label = label
        return label
    }

    override func screenDidChange(from previousScreen: IntRowScreen, previousEnvironment: ViewEnvironment) {
        super.screenDidChange(from: previousScreen, previousEnvironment: previousEnvironment)
        label?.text = "row \(screen.index): \(screen.value)"
    }
}
