import SeedsApp
import WorkflowUI
#if canImport(Glibc)
import Glibc
#endif

// `swift run seeds-app`: the garden in a window.
MainActor.assumeIsolated {
    exit(WorkflowApplication(id: "dev.workflowgtk.SeedsApp", title: "Seeds") { SeedsWorkflow() }.run())
}
