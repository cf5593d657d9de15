/// Passed to ``Workflow/render(state:context:)``: renders children, makes sinks and runs
/// side effects. It is valid only during that call.
@MainActor
public final class RenderContext<WorkflowType: Workflow> {
    private let backend: any RenderContextBackend<WorkflowType>
    private var isValid = true

    /// Creates a context forwarding to `backend`.
    @_spi(WorkflowTesting)
    public init(backend: any RenderContextBackend<WorkflowType>) {
        self.backend = backend
    }

    /// Ends the context's validity; any later use is a precondition failure.
    @_spi(WorkflowTesting)
    public func invalidate() {
        isValid = false
    }

    /// Renders `workflow` as a child, mapping its outputs to actions of this workflow.
    ///
    /// Children are matched across render passes by workflow type and `key`. Rendering two
    /// children with the same type and key in one pass is a precondition failure.
    public func render<Child: Workflow, Action: WorkflowAction>(
        workflow: Child,
        key: String = "",
        outputMap: @escaping (Child.Output) -> Action
    ) -> Child.Rendering where Action.WorkflowType == WorkflowType {
        checkValid("render a child workflow")
        return backend.render(workflow: workflow, key: key, outputMap: outputMap)
    }

    /// Makes a sink that applies actions of type `actionType` to this workflow's state.
    ///
    /// The sink may be kept and called from any thread after `render` returns (for example
    /// from a UI callback), but not during a render pass.
    public func makeSink<Action: WorkflowAction>(of actionType: Action.Type) -> Sink<Action>
        where Action.WorkflowType == WorkflowType
    {
        checkValid("make a sink")
        return backend.makeSink(of: actionType)
    }

    /// Makes a sink that mutates this workflow's state with closures or key paths.
    public func makeStateMutationSink() -> StateMutationSink<WorkflowType> {
        checkValid("make a state mutation sink")
        return StateMutationSink(backend.makeSink(of: AnyWorkflowAction<WorkflowType>.self))
    }

    /// Runs `action` the first time `key` is rendered. The ``Lifetime`` passed to it ends
    /// when a render pass no longer runs a side effect with this key, or when the
    /// workflow is torn down.
    public func runSideEffect(key: AnyHashable, action: (_ lifetime: Lifetime) -> Void) {
        checkValid("run a side effect")
        backend.runSideEffect(key: key, action: action)
    }

    private func checkValid(_ operation: String) {
        workflowPrecondition(
            isValid,
            """
            RenderContext<\(WorkflowType.self)> was used to \(operation) outside of \
            \(WorkflowType.self).render(state:context:). A render context is only valid during the render call: \
            do not store it or use it from closures; make sinks during render and keep the sinks instead.
            """
        )
    }
}
