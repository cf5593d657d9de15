import Gtk
import Workflow

/// The seeds' name for the root of a workflow-driven UI: a ``WorkflowHostingController``
/// that keeps the workflow's concrete type, so `host` is a `WorkflowHost<WorkflowType>`.
///
/// ```swift
/// window.child = ContainerViewController(workflow: RootWorkflow()).view
/// ```
@MainActor
public final class ContainerViewController<WorkflowType: Workflow>:
    WorkflowHostingController<WorkflowType.Rendering, WorkflowType.Output>
where WorkflowType.Rendering: Screen {
    /// The running workflow host.
    public let host: WorkflowHost<WorkflowType>

    /// Starts `workflow` and builds the controller for its first rendering. With a
    /// `stateStore`, `RestorableWorkflow` nodes start from their saved states (see
    /// `WorkflowHost.init(workflow:options:observers:logger:stateStore:)`). With
    /// `WORKFLOWGTK_TRACE=PATH` in the environment, the host also records a Chrome trace to
    /// PATH (docs/tracing.md).
    ///
    /// Inlinable, so that the host's root render pass is specialized for `WorkflowType` in
    /// the module that makes the controller (no generic metadata lookups per pass).
    @inlinable
    public init(
        workflow: WorkflowType,
        environment: ViewEnvironment = .empty,
        options: WorkflowHost<WorkflowType>.Options = .init(),
        observers: [any WorkflowObserver] = [],
        stateStore: (any WorkflowStateStore)? = nil
    ) {
        host = WorkflowHost(
            workflow: workflow, options: options, observers: observers + TraceEnvironment.observers(), stateStore: stateStore
        )
        super.init(running: TypedRunningHost(host), environment: environment)
    }

    /// Replaces the root workflow (new props); the tree updates with the new rendering.
    public func update(workflow: WorkflowType) {
        host.update(workflow: workflow)
    }
}
