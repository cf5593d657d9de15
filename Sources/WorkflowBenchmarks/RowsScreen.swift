import WorkflowUI

/// The rendering of `RowsWorkflow`: the row texts and a closure that sets one row.
struct RowsScreen: Screen {
    /// Which controller shows the rows.
    enum Style: Sendable {
        /// One `RowsViewController` that diffs the row values (updates O(changed rows)).
        case list
        /// A `RowChildrenViewController` with one child controller per row, each updated
        /// through its `RowScreen` description (the idiomatic WorkflowUI composition).
        case childControllers
    }

    /// The row texts.
    var rows: RowValues
    /// The controller style.
    var style: Style
    /// Sets row `index` to `text` (sends an action).
    var setRow: @MainActor (Int, String) -> Void

    func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        switch style {
        case .list: RowsViewController.description(for: self, environment: environment)
        case .childControllers: RowChildrenViewController.description(for: self, environment: environment)
        }
    }
}
