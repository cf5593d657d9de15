import Gtk
import WorkflowUI

/// Shows a `RowsScreen` with one `RowViewController` child per row, as a container built
/// on WorkflowUI's public API would: every update passes each row's `RowScreen`
/// description to its child, and the unchanged (equal) ones are skipped. The work per
/// update is therefore O(N) descriptions and equality checks, even though one row changed.
package final class RowChildrenViewController: ScreenViewController<RowsScreen> {
    // The box is made in viewDidLoad: the controller works without a display until then.
    private var box: Box?
    private var rows: [ViewController] = []

    package required init(screen: RowsScreen, environment: ViewEnvironment) {
        super.init(screen: screen, environment: environment)
        updateChildren()
    }

    package override func viewDidLoad() {
        super.viewDidLoad()
        let box = Box(.vertical)
        self.box = box
        view.append(box)
        for row in rows { box.append(row.viewWidget) }
    }

    package override func screenDidChange(from previousScreen: RowsScreen, previousEnvironment: ViewEnvironment) {
        super.screenDidChange(from: previousScreen, previousEnvironment: previousEnvironment)
        updateChildren()
    }

    private func updateChildren() {
        let texts = screen.rows
        for index in texts.indices {
            let description = RowScreen(text: texts[index]).viewControllerDescription(environment: environment)
            if index < rows.count, description.canUpdate(viewController: rows[index]) {
                description.update(viewController: rows[index])
            } else {
                let child = description.buildViewController()
                addChild(child)
                box?.insert(child.viewWidget, after: index > 0 ? rows[index - 1].viewWidget : nil)
                if index < rows.count { rows[index].removeFromParent(); rows[index] = child } else { rows.append(child) }
            }
        }
        while rows.count > texts.count { rows.removeLast().removeFromParent() }
    }
}
