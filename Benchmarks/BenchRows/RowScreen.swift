import WorkflowUI

/// One row of the child-controller variant: an `Equatable` screen, so an unchanged row's
/// update is skipped by `ScreenViewController`.
package struct RowScreen: Screen, Equatable {
    /// The row's text.
    package var text: String

    /// A row showing `text`.
    package init(text: String) {
        self.text = text
    }

    package func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        RowViewController.description(for: self, environment: environment)
    }
}
