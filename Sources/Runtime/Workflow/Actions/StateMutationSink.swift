/// A sink that mutates a workflow's state directly, without declaring an action type.
///
/// Made by ``RenderContext/makeStateMutationSink()``. Like every runtime sink it may be
/// used from any thread; the mutation runs on the main actor.
public struct StateMutationSink<WorkflowType: Workflow>: Sendable {
    private let sink: Sink<AnyWorkflowAction<WorkflowType>>

    init(_ sink: Sink<AnyWorkflowAction<WorkflowType>>) {
        self.sink = sink
    }

    /// Applies `update` to the state on the main actor.
    public func send(_ update: @escaping @MainActor (inout WorkflowType.State) -> Void) {
        sink.send(AnyWorkflowAction { state in
            update(&state)
            return nil
        })
    }

    /// Sets the value at `keyPath` in the state to `value`.
    public func send<Value>(_ keyPath: WritableKeyPath<WorkflowType.State, Value>, _ value: Value) {
        let box = UncheckedSendableBox(value: (keyPath, value))
        sink.send(AnyWorkflowAction { state in
            state[keyPath: box.value.0] = box.value.1
            return nil
        })
    }
}
