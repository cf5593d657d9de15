import HelloExample
import WorkflowUI
#if canImport(Glibc)
import Glibc
#endif

// `swift run hello-workflow`: a window showing HelloWorkflow. Its version is the package's,
// as the demo's About and the other examples say.
MainActor.assumeIsolated {
    var application = WorkflowApplication(id: "dev.workflowgtk.Hello", title: "Hello") { HelloWorkflow() }
    application.version = "0.1.0"
    exit(application.run())
}
