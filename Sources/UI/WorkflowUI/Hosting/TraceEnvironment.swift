import Gtk
import Logging
import Workflow
#if canImport(Glibc)
import Glibc
#endif

/// `WORKFLOWGTK_TRACE=PATH` in the environment: every root made by `WorkflowHostingController`
/// or `ContainerViewController` records a Chrome trace (a `ChromeTraceObserver` among its
/// host's observers) and writes it to PATH when the running application shuts down, or when
/// the host is torn down. Meant for one root per process (a later root's file replaces an
/// earlier one's). Unset, roots get no observer and do no tracing work.
@MainActor
@usableFromInline
enum TraceEnvironment {
    /// The variable's name.
    static let variable = "WORKFLOWGTK_TRACE"

    /// The trace observer for a new root, when the variable is set.
    @usableFromInline
    static func observers() -> [any WorkflowObserver] {
        guard let value = getenv(variable), value.pointee != 0 else { return [] }
        let observer = ChromeTraceObserver(path: String(cString: value))
        Application.running?.onShutdown {
            do {
                try observer.write()
            } catch {
                Logger(label: "WorkflowGtk.Trace").error("\(variable): cannot write the trace: \(error)")
            }
        }
        return [observer]
    }
}
