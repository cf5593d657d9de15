import Logging
#if canImport(Glibc)
import Glibc
#endif

/// The logger used by the runtime (label `WorkflowGtk.Workflow`).
let workflowLogger = Logger(label: "WorkflowGtk.Workflow")

/// Runtime state shared by every node of one ``WorkflowHost``: the action queue, the
/// render flags, the counters and the observers.
///
/// Ordering: all work (applying an action, updating the root workflow) goes through
/// ``perform(_:)``. When nothing is being handled, the work runs at once, synchronously;
/// work arriving while something is being handled (a send from a rendering or output
/// callback, or from a side effect) is appended to a FIFO queue and drained, in order,
/// before the outer `perform` returns. So actions are applied one at a time, in order.
// Speed: @exclusivity(unchecked) on the fields touched on every action or pass: checked, they
// cost 0.3 k of a pure leaf action (13.9 k), 0.5 k of a ui `ours` update (callgrind, release, 2026-11-29).
@MainActor
@usableFromInline
final class WorkflowSession {
    let options: WorkflowHostOptions
    @usableFromInline let observers: [any WorkflowObserver]
    let logger: Logger
    /// Where restorable nodes take their saved states from (`nil`: every node starts fresh).
    let stateStore: (any WorkflowStateStore)?
    @exclusivity(unchecked) @usableFromInline var counters = WorkflowRuntimeCounters()

    /// True while a render pass is running; sends are a programming error then.
    @exclusivity(unchecked) @usableFromInline var isRendering = false
    /// Set when an applied action changed some state (or could have, for non-`Equatable`
    /// state), or the root workflow was updated: the next `afterWork` must render.
    @exclusivity(unchecked) @usableFromInline var needsRender = false
    /// Called after each unit of work, to render (if needed) and emit outputs.
    @exclusivity(unchecked) @usableFromInline var afterWork: (@MainActor () -> Void)?
    /// The process's first thread, when the session was made there (as an app's is): the
    /// sinks' cheap test for "on the main actor" (see `MainActorDelivery`).
    @usableFromInline let mainThread: pthread_t?

    // Touched on every action; no access spans a call (`run` gets a copy).
    @exclusivity(unchecked) @usableFromInline var isHandling = false
    @exclusivity(unchecked) @usableFromInline var queue: [@MainActor () -> Void] = []
    private var queueHead = 0
    private var lastNodeID = 0

    init(
        options: WorkflowHostOptions, observers: [any WorkflowObserver], logger: Logger,
        stateStore: (any WorkflowStateStore)? = nil
    ) {
        self.options = options
        self.observers = observers
        self.logger = logger
        self.stateStore = stateStore
        mainThread = systemThreadID() == getpid() ? pthread_self() : nil
    }

    /// Whether an action should trigger a render pass even if no state changed.
    var alwaysRenders: Bool { !options.renderSkipping }

    /// Returns a new node identifier, unique within this session.
    func makeNodeID() -> Int {
        lastNodeID += 1
        return lastNodeID
    }

    /// Runs `work` now, or queues it if the session is already handling work.
    func perform(_ work: @escaping @MainActor () -> Void) {
        if isHandling {
            queue.append(work)
            return
        }
        isHandling = true
        run(work)
        drainAndEndHandling()
    }

    /// Applies `action` to `node` now, or queues it if the session is already handling
    /// work: ``perform(_:)`` for an action, without a closure (and its allocation) when the
    /// session is idle, the usual case of an action sent from an event handler.
    @inlinable
    func perform<Action: WorkflowAction>(applying action: Action, to node: WorkflowNode<Action.WorkflowType>) {
        if isHandling {
            queue.append { node.apply(action) }
            return
        }
        isHandling = true
        node.apply(action)
        afterWork?()
        drainAndEndHandling()
    }

    /// Marks the session as handling work, so that sends made meanwhile are queued.
    /// Pair with ``drainAndEndHandling()``.
    func beginHandling() {
        workflowPrecondition(!isHandling, "WorkflowSession.beginHandling() called while already handling work.")
        isHandling = true
    }

    /// Runs the queued work, in order, then marks the session idle.
    @usableFromInline
    func drainAndEndHandling() {
        if queue.isEmpty {
            isHandling = false
            return
        }
        while queueHead < queue.count {
            let next = queue[queueHead]
            queueHead += 1
            run(next)
        }
        queue.removeAll(keepingCapacity: true)
        queueHead = 0
        isHandling = false
    }

    private func run(_ work: @MainActor () -> Void) {
        work()
        afterWork?()
    }

    /// Records an action that arrived after its workflow was torn down.
    @usableFromInline
    func recordDroppedAction(actionType: Any.Type, workflowType: Any.Type, key: String) {
        counters.actionsDropped += 1
        logDroppedAction(actionType: actionType, workflowType: workflowType, key: key, logger: logger)
    }
}

// MARK: - Ignored actions

extension WorkflowSession {
    /// Records an action sent through a sink that a later render pass did not declare again.
    @usableFromInline
    func recordIgnoredAction(actionType: Any.Type, workflowType: Any.Type, key: String) {
        counters.actionsIgnored += 1
        logger.warning(
            """
            Ignored action \(actionType) sent to \(workflowType) (key "\(key)"): its sink lapsed because the render \
            pass after it was made did not make a sink of this action type again. Make the sink in every render \
            whose rendering can still send it.
            """
        )
    }
}

/// Logs an action that arrived after its workflow was torn down.
func logDroppedAction(actionType: Any.Type, workflowType: Any.Type, key: String, logger: Logger = workflowLogger) {
    logger.info(
        "Dropped action \(actionType) sent to \(workflowType) (key \"\(key)\"): the workflow was torn down before the action arrived."
    )
}
