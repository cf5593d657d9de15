import Gtk
import WorkflowUI

/// Shows a `RowsScreen` with one `RowViewController` child per row, as a container built
/// on WorkflowUI's public API would. In the `childControllers` style an update hands a
/// `RowScreen` description only to the children of the rows that changed since the previous
/// screen (`VersionedArray`'s differences: O(changed)), and every child when the environment
/// or the row count changed. In the `everyChildController` style every update hands each
/// row's description to its child and the equal ones are skipped inside
/// `ScreenViewController`: O(N) descriptions and equality checks although one row changed.
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
        let texts = screen.rows
        if screen.style == .childControllers, texts.count == rows.count, previousScreen.rows.count == rows.count,
           environment.isEquivalent(to: previousEnvironment) {
            texts.forEachDifference(from: previousScreen.rows) { index in
                RowScreen(text: texts[index]).viewControllerDescription(environment: environment).update(viewController: rows[index])
            }
        } else {
            updateChildren()
        }
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
