import Gtk
import WorkflowUI

/// A `DescribedViewController` per row, each handed its `Equatable` row screen on every
/// update (the equal ones are skipped by `ScreenViewController`): the form that measures a
/// described child's update (`rows-bench-app --variant described`; the speed notes of
/// `DescribedViewController`, `ScreenViewController` and `ViewController` cite it).
struct DescribedRowsScreen: Screen {
    var rows: [Int]
    var setRow: @MainActor (Int, Int) -> Void

    func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        DescribedRowsViewController.description(for: self, environment: environment)
    }
}

/// One row: its index and value.
struct DescribedRowScreen: Screen, Equatable {
    var index: Int
    var value: Int

    func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        DescribedRowViewController.description(for: self, environment: environment)
    }
}

/// A row's controller: a label appended to `view` in `viewDidLoad`.
final class DescribedRowViewController: ScreenViewController<DescribedRowScreen> {
    private var label: Label?

    override func viewDidLoad() {
        super.viewDidLoad()
        let label = Label("row \(screen.index): \(screen.value)")
        label.xAlign = 0
        view.append(label)
        self.label = label
    }

    override func screenDidChange(from previousScreen: DescribedRowScreen, previousEnvironment: ViewEnvironment) {
        super.screenDidChange(from: previousScreen, previousEnvironment: previousEnvironment)
        label?.text = "row \(screen.index): \(screen.value)"
    }
}

/// A box of `DescribedViewController`s, one per row; every update hands each its row screen.
final class DescribedRowsViewController: ScreenViewController<DescribedRowsScreen> {
    private var rowControllers: [DescribedViewController] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        let box = Box(.vertical)
        for (index, value) in screen.rows.enumerated() {
            let row = DescribedViewController(screen: DescribedRowScreen(index: index, value: value), environment: environment)
            addChild(row)
            box.append(row.view)
            rowControllers.append(row)
        }
        view.append(box)
    }

    override func screenDidChange(from previousScreen: DescribedRowsScreen, previousEnvironment: ViewEnvironment) {
        super.screenDidChange(from: previousScreen, previousEnvironment: previousEnvironment)
        // The first update comes before viewDidLoad (no rows yet).
        for (index, value) in screen.rows.enumerated() where index < rowControllers.count {
            rowControllers[index].update(screen: DescribedRowScreen(index: index, value: value), environment: environment)
        }
    }
}
