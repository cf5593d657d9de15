/// A change to a workflow's state, optionally producing an output for its parent.
///
/// Actions are sent through a ``Sink`` made by ``RenderContext/makeSink(of:)`` and applied
/// by the runtime on the main actor, one at a time.
public protocol WorkflowAction<WorkflowType>: SendableMetatype {
    /// The workflow whose state this action changes.
    associatedtype WorkflowType: Workflow

    /// Applies the action to `state`, returning an output for the parent, if any.
    @MainActor func apply(toState state: inout WorkflowType.State) -> WorkflowType.Output?
}
