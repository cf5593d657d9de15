import DemoWorkflows
import WorkflowContainers

extension LogoutAlert {
    /// The confirmation as an alert: Cancel (also Escape and closing the dialog) and a
    /// destructive Log Out, the only destructive control of the demo.
    var alert: Alert {
        Alert(title: localized(title), message: localized(message), actions: [
            AlertAction(title: localized("Cancel"), style: .cancel, handler: onCancel),
            AlertAction(title: localized("Log Out"), style: .destructive, handler: onConfirm),
        ])
    }
}
