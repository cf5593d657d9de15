/// Where a runtime sink delivers actions on the main actor. Its node is set to `nil` when
/// the node is torn down, so an action that arrives later is dropped with a log line.
/// (A strong reference broken at teardown, rather than a weak one: weak references give
/// objects a side table, which makes every retain and release of the node slower.)
@MainActor
@usableFromInline
final class ActionTarget<W: Workflow> {
    @usableFromInline var node: WorkflowNode<W>?
    /// Kept to count dropped actions after the node is gone.
    @usableFromInline let session: WorkflowSession
    @usableFromInline let key: String

    init(session: WorkflowSession, key: String) {
        self.session = session
        self.key = key
    }

    /// Receives `action` on the main actor and hands it to the session's queue.
    @inlinable
    func receive(_ action: AnyWorkflowAction<W>) {
        let actionType = type(of: action.base)
        guard let node, node.isActive else {
            session.recordDroppedAction(actionType: actionType, workflowType: W.self, key: key)
            return
        }
        workflowPrecondition(
            !session.isRendering,
            """
            An action \(actionType) was sent to \(W.self) during a render pass. \
            Sinks must not be called from render(state:context:): send actions from event handlers, \
            side effects or workers instead.
            """
        )
        if !session.observers.isEmpty {
            for observer in session.observers {
                observer.actionReceived(String(reflecting: actionType), by: node.info)
            }
        }
        // The node checks at apply time that it was not torn down by an earlier queued action.
        session.perform {
            node.apply(action)
        }
    }
}
