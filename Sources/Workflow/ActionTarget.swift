/// Where a runtime sink delivers actions on the main actor. Holds its node weakly, so an
/// action that arrives after the node was torn down is dropped with a log line.
@MainActor
final class ActionTarget<W: Workflow> {
    weak var node: WorkflowNode<W>?
    /// Kept to count dropped actions after the node is gone.
    private weak var session: WorkflowSession?
    private let key: String

    init(session: WorkflowSession, key: String) {
        self.session = session
        self.key = key
    }

    /// Receives `action` on the main actor and hands it to the session's queue.
    func receive(_ action: AnyWorkflowAction<W>) {
        let actionType = type(of: action.base)
        guard let node, node.isActive else {
            if let session {
                session.recordDroppedAction(actionType: actionType, workflowType: W.self, key: key)
            } else {
                logDroppedAction(actionType: actionType, workflowType: W.self, key: key)
            }
            return
        }
        let session = node.session
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
        let key = self.key
        session.perform { [weak node, weak session] in
            guard let node else {
                session?.recordDroppedAction(actionType: actionType, workflowType: W.self, key: key)
                return
            }
            node.apply(action)
        }
    }
}
