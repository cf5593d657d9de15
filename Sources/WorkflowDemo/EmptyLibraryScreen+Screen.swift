import DemoWorkflows
import SeedScreens
import WorkflowUI

extension EmptyLibraryScreen: Screen {
    /// The empty library, shown by the seed's empty-state controller.
    public func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        EmptyStateViewController.description(for: .init(message: message, actionText: actionText, actionHandler: onAction))
    }
}
