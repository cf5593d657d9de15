/// A type-erased ``WorkflowAction``, or an action built from a closure.
public struct AnyWorkflowAction<WorkflowType: Workflow> {
    @usableFromInline let applyClosure: @MainActor (inout WorkflowType.State, ApplyContext<WorkflowType>) -> WorkflowType.Output?

    /// The wrapped action value (or the closure, for closure-based actions).
    public let base: Any

    /// Creates an action from a closure that mutates the state and may return an output.
    @inlinable
    public init(_ apply: @escaping @MainActor (inout WorkflowType.State) -> WorkflowType.Output?) {
        self.applyClosure = { state, _ in apply(&state) }
        self.base = apply
    }

    /// Creates an action from a closure that mutates the state, may read the workflow's
    /// current value through the ``ApplyContext``, and may return an output.
    @inlinable
    public init(
        _ apply: @escaping @MainActor (inout WorkflowType.State, ApplyContext<WorkflowType>) -> WorkflowType.Output?
    ) {
        self.applyClosure = apply
        self.base = apply
    }

    /// Wraps `action`.
    @inlinable
    public init<Action: WorkflowAction>(_ action: Action) where Action.WorkflowType == WorkflowType {
        if let already = action as? AnyWorkflowAction<WorkflowType> {
            self = already
            return
        }
        let box = UncheckedSendableBox(value: action)
        self.applyClosure = { state, context in box.value.apply(toState: &state, context: context) }
        self.base = action
    }

    /// An action that changes nothing and produces no output.
    public static var noAction: AnyWorkflowAction<WorkflowType> {
        AnyWorkflowAction { (_: inout WorkflowType.State) in nil }
    }
}

// MARK: - WorkflowAction

extension AnyWorkflowAction: WorkflowAction {
    /// Applies the wrapped action.
    @MainActor @inlinable
    public func apply(
        toState state: inout WorkflowType.State,
        context: ApplyContext<WorkflowType>
    ) -> WorkflowType.Output? {
        applyClosure(&state, context)
    }
}
