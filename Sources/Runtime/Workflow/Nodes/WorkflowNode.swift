/// The runtime's record of one rendered workflow: its current value, its state, its
/// children and side effects. Nodes form the tree behind a ``WorkflowHost``.
///
/// `@usableFromInline` members are those that rendering a child reaches: that path is
/// inlinable, so that it is specialized for the concrete workflow types in the module that
/// renders them.
///
/// Nodes are used only on the main actor, and no access to an `@exclusivity(unchecked)`
/// property spans a call that could reach the same node (user code gets copies, or `inout`
/// state that it cannot reach otherwise; sends during a render or an apply are queued).
// Speed: @exclusivity(unchecked) on the fields read every pass (and on RenderContext.isValid,
// OutputMapping.map): their checks cost 2.6 k of a pure leaf action (13.9 k → 16.5 k), 1.5 k of
// a ui `ours` update, 1.4 k of a `list` update. @inlinable render/apply paths: without any of
// Runtime's @inlinable, pure 19.6 k → 28.0 k, `list` 14.1 k → 17.1 k (callgrind, release, 2026-11-29).
@MainActor
@usableFromInline
final class WorkflowNode<W: Workflow> {
    @exclusivity(unchecked) @usableFromInline var workflow: W
    @exclusivity(unchecked) @usableFromInline var state: W.State
    @usableFromInline let key: String
    let id: Int
    let parentID: Int?
    @usableFromInline let session: WorkflowSession
    /// The session's `reusesUnchangedChildRenderings`, kept here: reading it through the
    /// session retains and releases the session, on every child of every pass.
    @usableFromInline let reusesRenderings: Bool
    /// Whether the session has observers (fixed for its lifetime), kept for the same reason.
    @usableFromInline let isObserved: Bool
    /// Where this node's outputs go: the parent's output mapping, or the host.
    @usableFromInline var outputHandler: (W.Output) -> Void = { _ in }
    /// The parent's ``OutputMapping`` called by `outputHandler`, and the type of its actions.
    @exclusivity(unchecked) @usableFromInline var outputMapping: AnyObject?
    @exclusivity(unchecked) @usableFromInline var outputMappingActionType: ObjectIdentifier?
    /// Called when this node's state changes, so that ancestors know to render again.
    var onSubtreeChange: () -> Void = {}

    @exclusivity(unchecked) @usableFromInline private(set) var isActive = true
    /// Whether this node or a descendant changed state since its last render.
    @exclusivity(unchecked) @usableFromInline var isSubtreeDirty = true
    @exclusivity(unchecked) @usableFromInline var lastRendering: W.Rendering?
    /// The number of this node's latest render pass (0 before the first).
    @exclusivity(unchecked) @usableFromInline var passNumber = 0
    /// Where the sinks made in render passes deliver, one per action type. A target not
    /// declared again by a pass lapses at the end of it (see ``ActionTarget``).
    @exclusivity(unchecked) @usableFromInline var sinkTargets: [ActionTarget<W>] = []
    /// `sinkTargets.count`, and how many of them the current pass declared: plain integers,
    /// so that the end of a pass (unspecialized code) compares them without looking up the
    /// array's generic metadata.
    @exclusivity(unchecked) @usableFromInline var sinkTargetCount = 0
    @exclusivity(unchecked) @usableFromInline var sinkTargetsDeclared = 0
    /// `==` on the state (``Workflow/makeStateComparison()``): lets an action be seen to
    /// change nothing.
    @usableFromInline let stateEquals: ((W.State, W.State) -> Bool)?
    /// `==` on the workflow value, when it is `Equatable` and rendering reuse is on.
    @usableFromInline let workflowEquals: EqualityComparer<W>?
    @usableFromInline lazy var info = WorkflowNodeInfo(
        id: id, parentID: parentID, workflowType: String(reflecting: W.self), key: key
    )

    /// The node's path, kept only when the session restores states (children extend it).
    var restorationPath: WorkflowNodePath?

    @exclusivity(unchecked) @usableFromInline var children = ChildNodes()
    @exclusivity(unchecked) var sideEffects: [AnyHashable: Lifetime] = [:]
    @exclusivity(unchecked) var previousSideEffects: [AnyHashable: Lifetime] = [:]
    /// Event handlers and remembered values made in this pass, and those of the last pass
    /// not asked for again yet.
    @exclusivity(unchecked) var retained: [RetainedKey: AnyObject] = [:]
    @exclusivity(unchecked) var previousRetained: [RetainedKey: AnyObject] = [:]

    init(workflow: W, key: String, parentID: Int?, session: WorkflowSession) {
        self.workflow = workflow
        self.key = key
        self.parentID = parentID
        self.session = session
        self.reusesRenderings = session.options.reusesUnchangedChildRenderings
        self.isObserved = !session.observers.isEmpty
        self.id = session.makeNodeID()
        self.state = workflow.makeInitialState()
        self.stateEquals = W.makeStateComparison()
        self.workflowEquals = session.options.reusesUnchangedChildRenderings ? EqualityComparer<W>.make() : nil
    }

    /// Replaces the workflow value (a props change) and lets it update the state.
    @inlinable
    func update(workflow newWorkflow: W) {
        let previous = workflow
        workflow = newWorkflow
        guard reusesRenderings else {
            newWorkflow.workflowDidChange(from: previous, state: &state)
            markDirty()
            return
        }
        // A type without stored properties has one value, equal to itself: no comparison.
        if MemoryLayout<W>.size == 0, workflowEquals != nil { return }
        guard let workflowEquals, workflowEquals.equal(previous, newWorkflow) else {
            newWorkflow.workflowDidChange(from: previous, state: &state)
            markDirty()
            return
        }
        // Equal props: as workflow-kotlin's onPropsChanged, workflowDidChange is not called
        // (reuse assumes a workflow's behaviour depends only on its value and state).
    }

    /// Renders this node as a child rendered again by its parent: ``update(workflow:)`` then
    /// ``render()`` in one call, so that the parent's pass holds the node once.
    @inlinable
    func render(updatingTo newWorkflow: W) -> W.Rendering {
        update(workflow: newWorkflow)
        return render()
    }

    /// Renders this node (and, through the context, its children).
    @inlinable
    func render() -> W.Rendering {
        // Flags first: touching the optional rendering costs a generic metadata lookup
        // (when not specialized).
        if !isSubtreeDirty, reusesRenderings, let lastRendering {
            return lastRendering
        }
        return renderAgain()
    }

    /// Renders this node, its reused rendering (if any) being out of date.
    @inlinable
    func renderAgain() -> W.Rendering {
        guard !isObserved else { return renderObserved() }
        return renderPass()
    }

    /// Renders this node and tells the observers, with the time it took.
    @usableFromInline
    func renderObserved() -> W.Rendering {
        let observers = session.observers
        let start = ContinuousClock.now
        for observer in observers { observer.workflowWillRender(info) }
        let rendering = renderPass()
        let duration = ContinuousClock.now - start
        for observer in observers { observer.workflowDidRender(info, duration: duration) }
        return rendering
    }

    /// One render pass of this node: its `render`, then the teardown of the children and
    /// side effects it no longer rendered.
    @inlinable
    func renderPass() -> W.Rendering {
        beginRenderPass()
        let context = RenderContext<W>(node: self)
        let rendering = workflow.render(state: state, context: context)
        context.isValid = false
        endRenderPass()
        if reusesRenderings {
            lastRendering = rendering
        }
        isSubtreeDirty = false
        return rendering
    }

    /// Counts the render and makes every child and side effect a candidate for reuse.
    @usableFromInline
    func beginRenderPass() {
        session.counters.nodesRendered += 1
        passNumber += 1
        children.beginRenderPass()
        // `previousSideEffects` is empty here: the last pass's end cleared it.
        if !sideEffects.isEmpty {
            previousSideEffects = sideEffects
            sideEffects = [:]
        }
        if !retained.isEmpty {
            previousRetained = retained
            retained = [:]
        }
    }

    /// Tears down the children and side effects not rendered in this pass.
    @usableFromInline
    func endRenderPass() {
        for stale in children.endRenderPass() { stale.tearDown() }
        if sinkTargetsDeclared != sinkTargetCount { lapseUndeclaredSinks() }
        sinkTargetsDeclared = 0
        if !previousRetained.isEmpty { previousRetained = [:] }
        guard !previousSideEffects.isEmpty else { return }
        let staleEffects = previousSideEffects
        previousSideEffects = [:]
        for lifetime in staleEffects.values { lifetime.end() }
    }

    /// Applies `action` to the state, records whether it changed, and forwards any output.
    @inlinable
    func apply<Action: WorkflowAction>(_ action: Action) where Action.WorkflowType == W {
        guard isActive else {
            session.recordDroppedAction(actionType: Self.actionType(of: action), workflowType: W.self, key: key)
            return
        }
        let output: W.Output?
        let changed: Bool
        let context = ApplyContext<W>(node: self)
        if W.State.self == Void.self {
            // Nothing to change: a stateless workflow's action only produces an output.
            output = action.apply(toState: &state, context: context)
            changed = false
        } else if let stateEquals {
            // Keeping the old value costs a copy-on-write copy of the state; only pay it
            // when the comparison can tell "unchanged".
            let oldState = state
            output = action.apply(toState: &state, context: context)
            changed = !stateEquals(oldState, state)
        } else {
            output = action.apply(toState: &state, context: context)
            changed = true
        }
        session.counters.actionsApplied += 1
        if changed {
            markDirty()
            session.needsRender = true
        }
        if !session.observers.isEmpty {
            let actionType = String(reflecting: Self.actionType(of: action))
            for observer in session.observers {
                observer.actionApplied(actionType, to: info, stateChanged: changed, producedOutput: output != nil)
                observer.actionApplied(actionType, to: info, state: state, stateChanged: changed, output: output)
            }
        }
        if let output {
            outputHandler(output)
        }
    }

    /// The type of `action`, seen through `AnyWorkflowAction`, for logs and observers.
    @usableFromInline
    static func actionType<Action: WorkflowAction>(of action: Action) -> Any.Type {
        (action as? AnyWorkflowAction<W>).map { type(of: $0.base) } ?? Action.self
    }

    /// Tells the observers that `action` was received (for the sinks, when observed).
    @usableFromInline
    func observeReceived<Action: WorkflowAction>(_ action: Action) where Action.WorkflowType == W {
        let actionType = String(reflecting: Self.actionType(of: action))
        let value: Any = (action as? AnyWorkflowAction<W>).map { $0.base } ?? action
        for observer in session.observers {
            observer.actionReceived(actionType, by: info)
            observer.actionValueReceived(value, by: info)
        }
    }

    /// Marks this node and its ancestors as needing a render.
    @usableFromInline
    func markDirty() {
        guard !isSubtreeDirty else { return }
        isSubtreeDirty = true
        onSubtreeChange()
    }

    /// Tears down this node, its children and its side effects. Later actions are dropped.
    @usableFromInline
    func tearDown() {
        guard isActive else { return }
        isActive = false
        for target in sinkTargets { target.end(lapsed: false) }
        sinkTargets = []
        sinkTargetCount = 0
        for child in children.removeAll() { child.tearDown() }
        let effects = sideEffects
        sideEffects = [:]
        for lifetime in effects.values { lifetime.end() }
        retained = [:]
        previousRetained = [:]
        if isObserved {
            for observer in session.observers { observer.workflowDidTearDown(info) }
        }
    }
}
