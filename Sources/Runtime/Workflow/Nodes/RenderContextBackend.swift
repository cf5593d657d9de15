/// What a ``RenderContext`` forwards to: the runtime's node during a real render pass, or
/// a test double in `WorkflowTesting`.
@_spi(WorkflowTesting)
@MainActor
public protocol RenderContextBackend<WorkflowType>: AnyObject {
    /// The workflow being rendered.
    associatedtype WorkflowType: Workflow

    /// Renders `workflow` as a child identified by its type and `key`.
    func render<Child: Workflow, Action: WorkflowAction>(
        workflow: Child,
        key: String,
        outputMap: @escaping (Child.Output) -> Action
    ) -> Child.Rendering where Action.WorkflowType == WorkflowType

    /// Makes a sink whose actions are applied to the rendered workflow.
    func makeSink<Action: WorkflowAction>(of actionType: Action.Type) -> Sink<Action>
        where Action.WorkflowType == WorkflowType

    /// Starts the side effect for `key` unless it is already running.
    func runSideEffect(key: AnyHashable, action: (Lifetime) -> Void)
}
