import WorkflowUI

/// The rendering of `RowsWorkflow`: the row texts and a closure that sets one row.
package struct RowsScreen: Screen {
    /// Which controller shows the rows.
    package enum Style: Sendable {
        /// One `RowsViewController` that diffs the row values (updates O(changed rows)).
        case list
        /// A `RowChildrenViewController` with one child controller per row; an update hands
        /// a `RowScreen` description to the changed rows' children only (O(changed)).
        case childControllers
        /// The same controller handing every row's description to its child on every update
        /// (O(N) descriptions and equality checks), for comparison.
        case everyChildController
    }

    /// The row texts.
    package var rows: RowValues
    /// The controller style.
    package var style: Style
    /// Sets row `index` to `text` (sends an action).
    package var setRow: @MainActor (Int, String) -> Void

    /// A screen of `rows` in `style`; `setRow` sends the action that sets one row.
    package init(rows: RowValues, style: Style, setRow: @escaping @MainActor (Int, String) -> Void) {
        self.rows = rows
        self.style = style
        self.setRow = setRow
    }

    package func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        switch style {
        case .list: RowsViewController.description(for: self, environment: environment)
        case .childControllers, .everyChildController: RowChildrenViewController.description(for: self, environment: environment)
        }
    }
}
