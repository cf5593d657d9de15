/// A change to a workflow's state, optionally producing an output for its parent.
///
/// Actions are sent through a ``Sink`` made by ``RenderContext/makeSink(of:)`` and applied
/// by the runtime on the main actor, one at a time.
///
/// Implement one of the two `apply` methods (implementing neither recurses forever):
/// ``apply(toState:context:)`` when the action reads the workflow's current value (its
/// "props") through the ``ApplyContext``, as in today's workflow-swift, or the older
/// ``apply(toState:)``. The runtime always calls `apply(toState:context:)`; each method's
/// default calls the other.
///
/// The protocol is `@MainActor`, like ``Workflow``: an action type that states the
/// conformance where it is declared is main-actor isolated, so its `apply` may live in a
/// plain extension and read the ``ApplyContext``.
@MainActor
public protocol WorkflowAction<WorkflowType>: SendableMetatype {
    /// The workflow whose state this action changes.
    associatedtype WorkflowType: Workflow

    /// Applies the action to `state`, returning an output for the parent, if any.
    /// `context` reads the workflow's current value: `context[workflowValue: \.title]`.
    func apply(
        toState state: inout WorkflowType.State,
        context: ApplyContext<WorkflowType>
    ) -> WorkflowType.Output?

    /// Applies the action to `state`, returning an output for the parent, if any.
    /// The form of actions that do not read the workflow's value.
    func apply(toState state: inout WorkflowType.State) -> WorkflowType.Output?
}

// MARK: - Default implementations

extension WorkflowAction {
    /// Calls ``apply(toState:)``: actions written in the older form need no change.
    @MainActor
    public func apply(
        toState state: inout WorkflowType.State,
        context: ApplyContext<WorkflowType>
    ) -> WorkflowType.Output? {
        apply(toState: &state)
    }

    /// Calls ``apply(toState:context:)`` with a context that has no workflow value: reading
    /// one through it stops with a message. The runtime and the testers pass the value.
    public func apply(toState state: inout WorkflowType.State) -> WorkflowType.Output? {
        apply(toState: &state, context: ApplyContext<WorkflowType>(detachedFrom: Self.self))
    }
}
