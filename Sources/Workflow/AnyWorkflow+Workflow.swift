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
