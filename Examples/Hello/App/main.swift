import HelloExample
import WorkflowUI
#if canImport(Glibc)
import Glibc
#endif

// `swift run hello-workflow`: a window showing HelloWorkflow.
MainActor.assumeIsolated {
    exit(WorkflowApplication(id: "dev.workflowgtk.Hello", title: "Hello") { HelloWorkflow() }.run())
}
