import Gtk
import WorkflowUI

/// Form 1: one `ScreenViewController` diffing `[Int]` rows, a label per row.
struct IntRowsScreen: Screen {
    var rows: [Int]
    var setRow: @MainActor (Int, Int) -> Void

    func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        IntRowsViewController.description(for: self, environment: environment)
    }
}

/// Builds the labels in `viewDidLoad`, sets the changed ones in `screenDidChange`.
final class IntRowsViewController: ScreenViewController<IntRowsScreen> {
    private var labels: [Label] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        let box = Box(.vertical)
        for (index, value) in screen.rows.enumerated() {
            let label = Label("row \(index): \(value)")
            label.xAlign = 0
            box.append(label)
            labels.append(label)
        }
        view.append(box)
    }

    override func screenDidChange(from previousScreen: IntRowsScreen, previousEnvironment: ViewEnvironment) {
        super.screenDidChange(from: previousScreen, previousEnvironment: previousEnvironment)
        for index in screen.rows.indices where screen.rows[index] != previousScreen.rows[index] {
            labels[index].text = "row \(index): \(screen.rows[index])"
        }
    }
}
