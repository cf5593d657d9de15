import DemoWorkflows
import WorkflowAdwaita
import WorkflowUI

extension EmptyLibraryScreen: Screen {
    /// An empty library (or no selection) as a status page with an icon and its button.
    public func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        StatusPageScreen(iconName: "folder-symbolic", title: localized(message),
                         description: details.isEmpty ? "" : localized(details), actionTitle: localized(actionText), onAction: onAction)
            .viewControllerDescription(environment: environment)
    }
}
