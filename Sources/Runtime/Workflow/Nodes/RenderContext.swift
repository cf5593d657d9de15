/// Passed to ``Workflow/render(state:context:)``: renders children, makes sinks and runs
/// side effects. It is valid only during that call.
@MainActor
public final class RenderContext<WorkflowType: Workflow> {
    /// A test double (`WorkflowTesting`), or `nil` during a real render pass.
    private let backend: (any RenderContextBackend<WorkflowType>)?
    /// The runtime node during a real render pass: called directly, so that rendering a
    /// child is specialized in the caller's module.
    @usableFromInline let node: WorkflowNode<WorkflowType>?
    // Speed: unchecked, read on every child and sink made; measured with WorkflowNode's fields.
    @exclusivity(unchecked) @usableFromInline var isValid = true

    /// Creates a context forwarding to `backend`.
    @_spi(WorkflowTesting)
    public init(backend: any RenderContextBackend<WorkflowType>) {
        self.backend = backend
        self.node = nil
    }

    /// Creates a context for a render pass of the runtime's `node`.
    @usableFromInline
    init(node: WorkflowNode<WorkflowType>) {
        self.backend = nil
        self.node = node
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
    @inlinable
    public func render<Child: Workflow, Action: WorkflowAction>(
        workflow: Child,
        key: String = "",
        outputMap: @escaping (Child.Output) -> Action
    ) -> Child.Rendering where Action.WorkflowType == WorkflowType {
        if !isValid { invalidUse("render a child workflow") }
        if let node {
            return node.render(workflow: workflow, key: key, outputMap: outputMap)
        }
        return renderThroughBackend(workflow: workflow, key: key, outputMap: outputMap)
    }

    /// Renders a child through the test double.
    @usableFromInline
    func renderThroughBackend<Child: Workflow, Action: WorkflowAction>(
        workflow: Child,
        key: String,
        outputMap: @escaping (Child.Output) -> Action
    ) -> Child.Rendering where Action.WorkflowType == WorkflowType {
        backend!.render(workflow: workflow, key: key, outputMap: outputMap)
    }

    /// Makes a sink that applies actions of type `actionType` to this workflow's state.
    ///
    /// The sink may be kept and called from any thread after `render` returns (for example
    /// from a UI callback), but not during a render pass.
    @inlinable
    public func makeSink<Action: WorkflowAction>(of actionType: Action.Type) -> Sink<Action>
        where Action.WorkflowType == WorkflowType
    {
        if !isValid { invalidUse("make a sink") }
        if let node { return node.makeSink(of: actionType) }
        return makeSinkThroughBackend(of: actionType)
    }

    /// Makes a sink through the test double.
    @usableFromInline
    func makeSinkThroughBackend<Action: WorkflowAction>(of actionType: Action.Type) -> Sink<Action>
        where Action.WorkflowType == WorkflowType
    {
        backend!.makeSink(of: actionType)
    }

    /// Makes a sink that mutates this workflow's state with closures or key paths.
    public func makeStateMutationSink() -> StateMutationSink<WorkflowType> {
        checkValid("make a state mutation sink")
        if let node { return StateMutationSink(node.makeSink(of: AnyWorkflowAction<WorkflowType>.self)) }
        return StateMutationSink(backend!.makeSink(of: AnyWorkflowAction<WorkflowType>.self))
    }

    /// Runs `action` the first time `key` is rendered. The ``Lifetime`` passed to it ends
    /// when a render pass no longer runs a side effect with this key, or when the
    /// workflow is torn down.
    public func runSideEffect(key: AnyHashable, action: (_ lifetime: Lifetime) -> Void) {
        checkValid("run a side effect")
        if let node {
            node.runSideEffect(key: key, action: action)
        } else {
            backend!.runSideEffect(key: key, action: action)
        }
    }

    private func checkValid(_ operation: String) {
        if !isValid { invalidUse(operation) }
    }

    /// Fails: the context was used after its render call.
    @usableFromInline
    func invalidUse(_ operation: String) -> Never {
        fatalError(
            """
            RenderContext<\(WorkflowType.self)> was used to \(operation) outside of \
            \(WorkflowType.self).render(state:context:). A render context is only valid during the render call: \
            do not store it or use it from closures; make sinks during render and keep the sinks instead.
            """
        )
    }
}
