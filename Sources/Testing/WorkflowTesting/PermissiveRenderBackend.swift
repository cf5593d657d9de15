@_spi(WorkflowTesting) import Workflow

/// Renders an unexpected child for real (from its initial state, with its own children
/// rendered the same way), so a failing render test can go on and report every problem.
/// Its sinks drop their actions and its side effects do not run.
@MainActor
final class PermissiveRenderBackend<WorkflowType: Workflow>: RenderContextBackend {
    /// Renders `workflow` from its initial state.
    static func render(_ workflow: WorkflowType) -> WorkflowType.Rendering {
        let context = RenderContext<WorkflowType>(backend: PermissiveRenderBackend())
        let rendering = workflow.render(state: workflow.makeInitialState(), context: context)
        context.invalidate()
        return rendering
    }

    func render<Child: Workflow, Action: WorkflowAction>(
        workflow: Child,
        key: String,
        outputMap: @escaping (Child.Output) -> Action
    ) -> Child.Rendering where Action.WorkflowType == WorkflowType {
        PermissiveRenderBackend<Child>.render(workflow)
    }

    func makeSink<Action: WorkflowAction>(of actionType: Action.Type) -> Sink<Action>
        where Action.WorkflowType == WorkflowType
    {
        Sink { _ in }
    }

    func runSideEffect(key: AnyHashable, action: (Lifetime) -> Void) {}
}
