import DemoWorkflows
import WorkflowContainers

extension LogoutAlert {
    /// The confirmation as an alert: Cancel (also Escape and the close button) and a
    /// destructive Log out.
    var alert: Alert {
        Alert(title: title, message: message, actions: [
            AlertAction(title: "Cancel", style: .cancel, handler: onCancel),
            AlertAction(title: "Log out", style: .destructive, handler: onConfirm),
        ])
    }
}
