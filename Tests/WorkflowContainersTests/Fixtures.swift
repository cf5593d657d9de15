import Gtk
import GtkTestSupport
import Workflow
import WorkflowContainers
import WorkflowUI

// MARK: - Responder events

enum AppEvent: String, ResponderEvent {
    case didTapScan
    case didTapHelp
}

enum OtherEvent: String, ResponderEvent {
    case ping
}
