/// Where the runtime sinks of one action type of one node deliver actions on the main actor.
///
/// A render pass that makes a sink of this action type declares the target again; a pass
/// that does not makes it lapse: actions sent later through any sink made for it are
/// ignored with one log line each (as in workflow-swift, a sink is only good while the
/// renders keep declaring it). A later pass that makes a sink of the same type gets a new
/// target; the lapsed sinks stay dead.
///
/// Its node is set to `nil` when the node is torn down, so an action that arrives later is
/// dropped with a log line. (A strong reference broken at teardown, rather than a weak one:
/// weak references give objects a side table, which makes every retain and release of the
/// node slower.)
@MainActor
@usableFromInline
final class ActionTarget<W: Workflow> {
    // Speed: @exclusivity(unchecked) on the fields read on every action and declared on every
    // pass (main-actor only, no access spans a call): checked, they cost 0.6 k of a pure leaf
    // action (13.9 k) and of a `list` update (callgrind, release, 2026-11-29).
    @exclusivity(unchecked) @usableFromInline var node: WorkflowNode<W>?
    /// Kept to count dropped actions after the node is gone.
    @usableFromInline let session: WorkflowSession
    @usableFromInline let key: String
    /// The action type whose sinks deliver here.
    @usableFromInline let actionType: ObjectIdentifier
    /// The node's render pass that last declared this target.
    @exclusivity(unchecked) @usableFromInline var declaredPass: Int
    /// Set when a render pass did not declare the target again.
    @usableFromInline var isLapsed = false
    /// The sink delivering here (a ``SinkBox`` of the target's action type), made by the
    /// first pass that declares the target and handed out again by later ones, so that a
    /// render pass allocates no sink. It references the target: the cycle is broken when
    /// the target lapses or its node is torn down (``end(lapsed:)``).
    @exclusivity(unchecked) @usableFromInline var sinkBox: AnyObject?

    @usableFromInline
    init(node: WorkflowNode<W>, actionType: ObjectIdentifier) {
        self.node = node
        self.session = node.session
        self.key = node.key
        self.actionType = actionType
        self.declaredPass = node.passNumber
    }

    /// Receives `action` on the main actor and hands it to the session's queue.
    /// Generic over the action type (specialized where the sink was made), so that an
    /// action reaches its node without being boxed in an `AnyWorkflowAction`.
    @inlinable
    func receive<Action: WorkflowAction>(_ action: Action) where Action.WorkflowType == W {
        guard let node, node.isActive else {
            let actionType = WorkflowNode<W>.actionType(of: action)
            if isLapsed {
                session.recordIgnoredAction(actionType: actionType, workflowType: W.self, key: key)
            } else {
                session.recordDroppedAction(actionType: actionType, workflowType: W.self, key: key)
            }
            return
        }
        workflowPrecondition(
            !session.isRendering,
            """
            An action \(WorkflowNode<W>.actionType(of: action)) was sent to \(W.self) during a render pass. \
            Sinks must not be called from render(state:context:): send actions from event handlers, \
            side effects or workers instead.
            """
        )
        if node.isObserved {
            node.observeReceived(action)
        }
        // The node checks at apply time that it was not torn down by an earlier queued action.
        session.perform(applying: action, to: node)
    }
}

// MARK: - Declaring and lapsing sinks

extension ActionTarget {
    /// Ends the target: later actions are ignored (`lapsed`) or dropped (the node was torn
    /// down), and its sink is no longer handed out.
    func end(lapsed: Bool) {
        if lapsed { isLapsed = true }
        node = nil
        sinkBox = nil
    }
}

/// Holds the one sink of an ``ActionTarget`` for its action type.
@usableFromInline
final class SinkBox<Action>: Sendable {
    @usableFromInline let sink: Sink<Action>

    @usableFromInline
    init(_ sink: Sink<Action>) {
        self.sink = sink
    }
}

extension WorkflowNode {
    /// The target for sinks of `actionType`, declared in the current render pass.
    @inlinable
    func sinkTarget(for actionType: ObjectIdentifier) -> ActionTarget<W> {
        for target in sinkTargets where target.actionType == actionType {
            if target.declaredPass != passNumber {
                target.declaredPass = passNumber
                sinkTargetsDeclared += 1
            }
            return target
        }
        let target = ActionTarget(node: self, actionType: actionType)
        sinkTargets.append(target)
        sinkTargetCount += 1
        sinkTargetsDeclared += 1
        return target
    }

    /// Ends the targets that the pass just rendered did not declare.
    func lapseUndeclaredSinks() {
        // Plain loops: a main-actor closure passed to the standard library checks its
        // isolation at run time on every call.
        let pass = passNumber
        var kept = 0
        for index in sinkTargets.indices {
            let target = sinkTargets[index]
            if target.declaredPass == pass {
                if kept != index { sinkTargets[kept] = target }
                kept += 1
            } else {
                target.end(lapsed: true)
            }
        }
        if kept < sinkTargets.count { sinkTargets.removeSubrange(kept...) }
        sinkTargetCount = kept
    }
}
