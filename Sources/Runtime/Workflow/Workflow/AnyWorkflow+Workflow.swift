// MARK: - Workflow

/// `AnyWorkflow` is itself a workflow, so a host or container can run any
/// ``AnyWorkflowConvertible``: `WorkflowHost(workflow: someWorkflow.asAnyWorkflow())`.
/// It renders the wrapped workflow as its only child and forwards its outputs.
extension AnyWorkflow: Workflow {
    /// No state of its own: the wrapped workflow keeps its state as the child.
    public typealias State = Void

    /// Renders the wrapped workflow as a child (matched by the wrapped type) and forwards
    /// each output unchanged.
    @MainActor
    public func render(state: Void, context: RenderContext<AnyWorkflow<Rendering, Output>>) -> Rendering {
        render(in: context, key: "", outputMap: { output in
            let box = UncheckedSendableBox(value: output)
            return AnyWorkflowAction { _ in box.value }
        })
    }
}

// MARK: - Rendering as a child

/// These overloads win over the ``Workflow`` ones, so an `AnyWorkflow` child is matched by
/// the type of the workflow it wraps, with no wrapper node in between.
extension AnyWorkflow {
    /// Renders the wrapped workflow as a child, mapping each output to a parent action.
    @MainActor
    public func rendered<Parent: Workflow, Action: WorkflowAction>(
        in context: RenderContext<Parent>,
        key: String = "",
        outputMap: @escaping (Output) -> Action
    ) -> Rendering where Action.WorkflowType == Parent {
        render(in: context, key: key, outputMap: { AnyWorkflowAction(outputMap($0)) })
    }

    /// Renders the wrapped workflow as a child whose outputs are ignored.
    @MainActor
    public func rendered<Parent: Workflow>(in context: RenderContext<Parent>, key: String = "") -> Rendering
        where Output == Never
    {
        render(in: context, key: key, outputMap: outputMapIgnoringOutput(of: Output.self, in: Parent.self))
    }

    /// Renders the wrapped workflow as a child whose outputs are actions of the parent.
    @MainActor
    public func rendered<Parent: Workflow>(in context: RenderContext<Parent>, key: String = "") -> Rendering
        where Output: WorkflowAction, Output.WorkflowType == Parent
    {
        render(in: context, key: key, outputMap: { AnyWorkflowAction($0) })
    }
}

/// An output map that turns any output into no action (generic, so that a `Never` output
/// does not make the compiler flag the closure's body as unreachable).
private func outputMapIgnoringOutput<Output, Parent: Workflow>(of _: Output.Type, in _: Parent.Type) -> (Output) -> AnyWorkflowAction<Parent> {
    { _ in AnyWorkflowAction<Parent>.noAction }
}
