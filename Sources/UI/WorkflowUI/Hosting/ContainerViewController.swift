import Gtk
import Workflow

/// The root host of a workflow-driven UI: it runs a workflow and shows its renderings. It
/// is not a container screen (those are `SplitScreen`, `BackStackScreen`, …); the name is
/// workflow-swift's, kept so that code written for it compiles here. A
/// ``WorkflowHostingController`` that keeps the workflow's concrete type, so `host` is a
/// `WorkflowHost<WorkflowType>`.
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

    /// Shows the renderings of `host`, a workflow host already running: one started before
    /// the window was built, so that its first workers (reading a folder) run while the
    /// window and its styles load.
    ///
    /// ```swift
    /// let host = WorkflowHost(workflow: RootWorkflow())
    /// window.child = ContainerViewController(host: host).view
    /// ```
    @inlinable
    public init(host: WorkflowHost<WorkflowType>, environment: ViewEnvironment = .empty) {
        self.host = host
        super.init(running: TypedRunningHost(host), environment: environment)
    }

    /// Replaces the root workflow (new props); the tree updates with the new rendering.
    public func update(workflow: WorkflowType) {
        host.update(workflow: workflow)
    }
}
