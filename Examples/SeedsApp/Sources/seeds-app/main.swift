import Gtk
import SeedsApp
import WorkflowPlatform
import WorkflowUI
#if canImport(Glibc)
import Glibc
#endif

// `swift run seeds-app`: the garden in a window.
MainActor.assumeIsolated {
    exit(WorkflowApplication(id: "dev.workflowgtk.SeedsApp", title: "Seeds") {
        // The journal's "Journal exported" notification goes through the running application.
        SeedsWorkflow(notifications: Application.running.map { NotificationService(application: $0) })
    }.run())
}
