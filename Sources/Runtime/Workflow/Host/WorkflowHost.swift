import Dispatch
import Logging

/// Runs a root workflow: keeps its tree of nodes, applies actions, renders, and publishes
/// each new rendering and every output.
///
/// Each render pass produces exactly one rendering, delivered synchronously on the main
/// actor to the ``onRendering(_:)`` callbacks (then to the ``renderings`` streams) right
/// after the action that caused it was applied, unless the pass is deferred to a frame
/// clock (``deferredRenderScheduler``, ``WorkflowHostOptions/conflatesRenderPasses``).
/// Outputs of the root follow the rendering.
@MainActor
public final class WorkflowHost<WorkflowType: Workflow> {
    /// Runtime options (render skipping, rendering reuse).
    public typealias Options = WorkflowHostOptions
    /// The runtime's work counters.
    public typealias Counters = WorkflowRuntimeCounters
    /// The root workflow's rendering type.
    public typealias Rendering = WorkflowType.Rendering
    /// The root workflow's output type.
    public typealias Output = WorkflowType.Output

    let session: WorkflowSession
    let rootNode: WorkflowNode<WorkflowType>
    /// Renders the root node (specialized where the host was created).
    private let renderRoot: @MainActor (WorkflowNode<WorkflowType>) -> Rendering
    // Speed: @exclusivity(unchecked) on the fields touched on every action (main-actor only, no
    // access spans a call that could reach them): checked, they cost 0.6 k of a pure leaf
    // action (13.9 k), 1.1 k of a ui `ours` update (callgrind, release, 2026-11-29).
    private var pendingOutputs: [Output] = []
    /// Whether `pendingOutputs` has any: a plain flag, read after every action (the generic
    /// array's `isEmpty` looks up metadata and a witness table).
    @exclusivity(unchecked) private var hasPendingOutputs = false
    /// A conflated render pass is scheduled on the main queue.
    @exclusivity(unchecked) private var isRenderScheduled = false
    /// Counts deferrals, so that the pass handed out for one runs only that deferral's pass.
    private var deferral = 0
    /// The next `afterWork` renders even when conflating (a scheduled pass is running).
    @exclusivity(unchecked) private var rendersNow = false
    @exclusivity(unchecked) private var renderingHandlers = HandlerList<Rendering>()
    private var outputHandlers = HandlerList<Output>()

    /// The rendering of the latest render pass.
    @exclusivity(unchecked) public private(set) var rendering: Rendering

    /// The options this host was created with.
    public var options: Options { session.options }

    /// Counts of render passes, nodes rendered and actions applied since creation.
    public var counters: Counters { session.counters }

    /// Where a deferred render pass runs (``WorkflowHostOptions/conflatesRenderPasses``).
    /// A UI layer sets it to run the pass on its frame clock, so that actions arriving over
    /// several main-loop turns within one frame cause one pass (`WorkflowHostingController`
    /// does). The scheduler is given the pass once per deferral; it returns `true` when it
    /// will call the pass later (it must call it eventually; calling it more than once, or
    /// after ``renderPendingChanges()``, does nothing), or `false` without calling it when it
    /// has no frame clock: the pass then runs at once (default options) or on the main
    /// queue's next turn (`conflatesRenderPasses: true`). It must not call the pass before
    /// returning. `nil` (the default) is a scheduler without a frame clock.
    public var deferredRenderScheduler: (@MainActor (_ renderPass: @escaping @MainActor () -> Void) -> Bool)?

    /// Whether ``tearDown()`` was called.
    @exclusivity(unchecked) public private(set) var isTornDown = false

    /// Creates the host and runs the first render pass.
    ///
    /// - Parameters:
    ///   - workflow: The root workflow.
    ///   - options: Runtime options; by default no-op actions skip the render pass.
    ///   - observers: Receivers of runtime events, such as ``ChromeTraceObserver``.
    ///   - logger: Where the runtime logs (dropped actions, misuse); label `WorkflowGtk.Workflow` by default.
    ///   - stateStore: Where ``RestorableWorkflow`` nodes take their saved states from when
    ///     they are made (`nil`, the default: every node starts from `makeInitialState()`).
    @inlinable
    public convenience init(
        workflow: WorkflowType,
        options: Options = Options(),
        observers: [any WorkflowObserver] = [],
        logger: Logger = Logger(label: "WorkflowGtk.Workflow"),
        stateStore: (any WorkflowStateStore)? = nil
    ) {
        // The root's render is called through a closure made here, so that it is
        // specialized for the root workflow type in the module creating the host.
        self.init(workflow: workflow, options: options, observers: observers, logger: logger, stateStore: stateStore) {
            $0.render()
        }
    }

    /// Creates the host; `renderRoot` renders the root node.
    @usableFromInline
    init(
        workflow: WorkflowType,
        options: Options,
        observers: [any WorkflowObserver],
        logger: Logger,
        stateStore: (any WorkflowStateStore)? = nil,
        renderRoot: @escaping @MainActor (WorkflowNode<WorkflowType>) -> Rendering
    ) {
        self.renderRoot = renderRoot
        let session = WorkflowSession(options: options, observers: observers, logger: logger, stateStore: stateStore)
        self.session = session
        session.beginHandling()
        let root = WorkflowNode(workflow: workflow, key: "", parentID: nil, session: session)
        if stateStore != nil { root.restoreState(under: nil) }
        self.rootNode = root
        for observer in observers { observer.sessionDidBegin(root: root.info) }
        self.rendering = Self.renderPass(root: root, session: session, renderRoot: renderRoot)
        root.outputHandler = { [weak self] output in
            self?.pendingOutputs.append(output)
            self?.hasPendingOutputs = true
        }
        // A `weak let`, not `[weak self]`: a weak capture is read with a dynamic exclusivity
        // check on every action. (Not `unowned`: this host has a side table, which makes an
        // unowned strong load slower than a weak one.)
        weak let host = self
        session.afterWork = { host?.afterWork() }
        session.drainAndEndHandling()
    }

    isolated deinit {
        tearDown()
    }

    /// Replaces the root workflow (new "props"): calls its `workflowDidChange(from:state:)`
    /// and renders.
    public func update(workflow: WorkflowType) {
        guard !isTornDown else {
            session.logger.warning("WorkflowHost<\(WorkflowType.self)>.update(workflow:) called after tearDown(); ignored.")
            return
        }
        session.perform { [weak self] in
            guard let self, !self.isTornDown else { return }
            self.rootNode.update(workflow: workflow)
            self.session.needsRender = true
        }
    }

    /// Registers `handler` to receive every later rendering, synchronously, once per render pass.
    @discardableResult
    public func onRendering(_ handler: @escaping @MainActor (Rendering) -> Void) -> WorkflowHostSubscription {
        let id = renderingHandlers.add(handler)
        return WorkflowHostSubscription { [weak self] in self?.renderingHandlers.remove(id) }
    }

    /// Registers `handler` to receive every later output of the root workflow.
    @discardableResult
    public func onOutput(_ handler: @escaping @MainActor (Output) -> Void) -> WorkflowHostSubscription {
        let id = outputHandlers.add(handler)
        return WorkflowHostSubscription { [weak self] in self?.outputHandlers.remove(id) }
    }

    /// The renderings of later render passes, as a stream (one stream per access).
    public var renderings: AsyncStream<Rendering> {
        stream(adding: { renderingHandlers.add($0) }, removing: { host, id in host.renderingHandlers.remove(id) })
    }

    /// The later outputs of the root workflow, as a stream (one stream per access).
    public var outputs: AsyncStream<Output> {
        stream(adding: { outputHandlers.add($0) }, removing: { host, id in host.outputHandlers.remove(id) })
    }

    /// A new stream whose continuation `add` puts in a handler list (returning its id), and
    /// which `remove` takes out of that list again when the stream's consumer stops. The
    /// stream of a host already torn down is finished at once.
    private func stream<Value>(
        adding add: (AsyncStream<Value>.Continuation) -> Int,
        removing remove: @escaping @MainActor @Sendable (WorkflowHost, Int) -> Void
    ) -> AsyncStream<Value> {
        let (stream, continuation) = AsyncStream<Value>.makeStream()
        let id = add(continuation)
        continuation.onTermination = { [weak self] _ in
            Task { @MainActor in if let self { remove(self, id) } }
        }
        if isTornDown { continuation.finish() }
        return stream
    }

    /// Tears down the whole tree: side effects end, workers are cancelled, streams finish,
    /// and later actions are dropped.
    public func tearDown() {
        guard !isTornDown else { return }
        isTornDown = true
        rootNode.tearDown()
        renderingHandlers.finishAll()
        outputHandlers.finishAll()
        for observer in session.observers { observer.sessionDidEnd(root: rootNode.info) }
    }

    // MARK: - Rendering and outputs

    private func afterWork() {
        if session.needsRender || session.alwaysRenders, !isTornDown {
            if !rendersNow, deferRender() {
                return  // outputs follow the deferred rendering
            }
            rendersNow = false
            session.needsRender = false
            rendering = Self.renderPass(root: rootNode, session: session, renderRoot: renderRoot)
            renderingHandlers.emit(rendering)
        }
        guard hasPendingOutputs, !isRenderScheduled else { return }
        let outputs = pendingOutputs
        pendingOutputs = []
        hasPendingOutputs = false
        for output in outputs {
            for observer in session.observers {
                observer.outputEmitted(String(reflecting: Output.self), by: rootNode.info)
            }
            outputHandlers.emit(output)
        }
    }

    /// Defers the render pass the options call for (once, however many actions ask);
    /// `false` when it must run now.
    private func deferRender() -> Bool {
        if isRenderScheduled { return true }
        switch session.options.conflatesRenderPasses {
        case false?: return false
        case nil: return deferOnFrameClock()
        case true?: if deferOnFrameClock() { return true }
        }
        isRenderScheduled = true
        let pass = deferredPass()
        DispatchQueue.main.async { MainActor.assumeIsolated { pass() } }
        return true
    }

    /// Hands the pass to ``deferredRenderScheduler``; `false` when it has no frame clock.
    private func deferOnFrameClock() -> Bool {
        guard let deferredRenderScheduler else { return false }
        isRenderScheduled = true
        if deferredRenderScheduler(deferredPass()) { return true }
        isRenderScheduled = false
        return false
    }

    /// The pass of a new deferral: it renders while that deferral is the pending one, and
    /// does nothing once it ran, was flushed, or a later deferral replaced it.
    private func deferredPass() -> @MainActor () -> Void {
        deferral &+= 1
        let current = deferral
        return { [weak self] in
            guard let self, self.deferral == current else { return }
            self.renderPendingChanges()
        }
    }

    /// Runs the deferred render pass now, if one is pending
    /// (``WorkflowHostOptions/conflatesRenderPasses``), and emits the outputs waiting for it.
    /// Does nothing otherwise. Call it before reading ``rendering`` right after a `send`.
    public func renderPendingChanges() {
        guard isRenderScheduled else { return }
        isRenderScheduled = false
        guard !isTornDown else { return }
        rendersNow = true
        session.needsRender = true
        session.perform {}
    }

    private static func renderPass(
        root: WorkflowNode<WorkflowType>,
        session: WorkflowSession,
        renderRoot: @MainActor (WorkflowNode<WorkflowType>) -> Rendering
    ) -> Rendering {
        let observers = session.observers
        guard !observers.isEmpty else {
            session.isRendering = true
            let rendering = renderRoot(root)
            session.isRendering = false
            session.counters.renderPasses += 1
            return rendering
        }
        for observer in observers { observer.renderPassWillBegin() }
        let start = ContinuousClock.now
        session.isRendering = true
        let rendering = renderRoot(root)
        session.isRendering = false
        session.counters.renderPasses += 1
        let duration = ContinuousClock.now - start
        for observer in observers { observer.renderPassDidEnd(duration: duration) }
        return rendering
    }
}
