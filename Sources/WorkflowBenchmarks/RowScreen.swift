import WorkflowUI

/// One row of the child-controller variant: an `Equatable` screen, so an unchanged row's
/// update is skipped by `ScreenViewController`.
struct RowScreen: Screen, Equatable {
    /// The row's text.
    var text: String

    func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        RowViewController.description(for: self, environment: environment)
    }
}
