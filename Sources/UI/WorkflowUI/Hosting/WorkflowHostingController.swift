import Gtk
import Workflow

/// The root of a workflow-driven UI (workflow-swift's name): runs a workflow whose
/// rendering is a `ScreenType`, shows it through a `DescribedViewController`, and updates
/// the controller tree after every render pass, synchronously. While its view is shown in
/// a window, render passes run on the window's frame clock: several actions within one frame
/// make one pass and one UI update; ``flush()`` runs a pending pass at once.
///
/// ```swift
/// let root = WorkflowHostingController(workflow: RootWorkflow())
/// window.child = root.view
/// ```
///
/// `ContainerViewController(workflow:)`, the name the reference documents use, is the same controller with the
/// workflow's concrete type kept (its `host` is a `WorkflowHost<RootWorkflow>`).
///
/// Its `updateCounters` count what the UI layer did in this window's tree only, and
/// `workflowCounters` what the runtime did.
///
/// The view keeps its controller alive while the view is in a window (or any parent), so
/// `window.child = ContainerViewController(workflow: RootWorkflow()).view` works as written;
/// the controller is released when the view leaves its window (e.g. the window is destroyed)
/// and nothing else references it (`Object.keepAlive(_:)`).
@MainActor
public class WorkflowHostingController<ScreenType: Screen, Output>: ViewController, RenderPassFlushing {
    // Speed (callgrind, release, 2026-11-29): `pendingFrameWait`, read and written three times a
    // pass, is `@exclusivity(unchecked)`: `workflow-bench --scenario ui --rows 1000 --variant ours
    // --sync-only` 34.5 k instructions an update with, 35.1 k without (with DescribedViewController's
    // and UpdateCounters' checks; these three ~0.33 k).
    // The `hasRenderingHandlers` flag (not the generic array of function types) and the
    // `weak let` (not a `[weak self]` capture) read on every pass: 34.5 k with, 35.0 k without.

    /// Hosts the root screen's controller.
    public let rootViewController: DescribedViewController

    private let runningHost: RunningHost<ScreenType, Output>
    private var subscriptions: [WorkflowHostSubscription] = []
    private var outputHandlers: [@MainActor (Output) -> Void] = []
    private var renderingHandlers: [@MainActor (ScreenType) -> Void] = []
    /// Whether `renderingHandlers` has any: a plain flag, read on every pass instead of the
    /// generic array.
    private var hasRenderingHandlers = false
    /// The handler and fallback of the deferred render pass waiting for the next frame.
    @exclusivity(unchecked) @_spi(WorkflowTesting) public private(set) var pendingFrameWait: PendingFrameWait?
    /// The banner over a past rendering shown by time travel (`nil`: live).
    var timeTravelBanner: Label?

    /// The environment the root screen is shown with. Setting it updates the whole tree;
    /// every loaded descendant whose environment changed gets one `screenDidChange`.
    public var environment: ViewEnvironment {
        didSet { rootViewController.update(screen: runningHost.rendering, environment: environment) }
    }

    /// workflow-swift's name for ``environment``.
    public var rootViewEnvironment: ViewEnvironment {
        get { environment }
        set { environment = newValue }
    }

    /// The latest rendering of the root workflow.
    public var rendering: ScreenType { runningHost.rendering }

    /// The runtime's counters (render passes, nodes rendered, actions) of the hosted workflow.
    public var workflowCounters: WorkflowRuntimeCounters { runningHost.counters }

    /// Starts `workflow` (type-erased) and builds the controller for its first rendering.
    /// With `WORKFLOWGTK_TRACE=PATH` in the environment, the host also records a Chrome trace
    /// to PATH, written when the application shuts down (docs/tracing.md).
    public convenience init<W: AnyWorkflowConvertible>(
        workflow: W,
        rootViewEnvironment: ViewEnvironment = .empty,
        options: WorkflowHostOptions = .init(),
        observers: [any WorkflowObserver] = []
    ) where W.Rendering == ScreenType, W.Output == Output {
        let host = WorkflowHost(workflow: workflow.asAnyWorkflow(), options: options, observers: observers + TraceEnvironment.observers())
        self.init(running: TypedRunningHost(host), environment: rootViewEnvironment)
    }

    /// Builds the controller tree for `running`'s rendering and follows its renderings.
    @usableFromInline
    init(running: RunningHost<ScreenType, Output>, environment: ViewEnvironment) {
        runningHost = running
        self.environment = environment
        rootViewController = DescribedViewController(screen: running.rendering, environment: environment)
        super.init()
        addChild(rootViewController)
        // A `weak let`, not a `[weak self]` capture (the type's Speed note).
        weak let controller = self
        subscriptions.append(running.onRendering { rendering in
            guard let self = controller else { return }
            // Any pass ends the wait of the deferral it rendered (a flush of the host itself,
            // `host.renderPendingChanges()`, included); a deferral made during the update
            // below sets up a new wait.
            self.endPendingFrameWait()
            if self.timeTravelBanner == nil {
                self.rootViewController.update(screen: rendering, environment: self.environment)
            }
            if self.hasRenderingHandlers {
                for handler in self.renderingHandlers { handler(rendering) }
            }
        })
        subscriptions.append(running.onOutput { [weak self] output in
            self?.outputHandlers.forEach { $0(output) }
        })
        running.setDeferredRenderScheduler { [weak self] renderPass in
            self?.scheduleOnFrameClock(renderPass) ?? false
        }
    }

    /// Runs a deferred render pass at the start of the next frame of the view's window (the
    /// frame clock's `before-paint`, ahead of layout and drawing, so its widget changes are
    /// in that frame); `false` (the pass runs elsewhere) when the view is not shown in a
    /// window. A fallback timeout after 100 ms keeps a window whose frames stopped from
    /// holding the pass and the outputs that follow it. Whatever runs the pass first (the
    /// frame, the fallback, ``flush()``) removes both the handler and the timeout.
    private func scheduleOnFrameClock(_ renderPass: @escaping @MainActor () -> Void) -> Bool {
        guard isViewLoaded, view.isDrawable, let clock = view.frameClock else { return false }
        pendingFrameWait?.end()
        pendingFrameWait = PendingFrameWait(clock: clock, fallbackDelay: .milliseconds(100), renderPass: renderPass)
        return true
    }

    /// Ends the wait for a frame of the last deferral, if any (its pass ran or is running).
    private func endPendingFrameWait() {
        guard let wait = pendingFrameWait else { return }
        pendingFrameWait = nil
        wait.end()
    }

    /// Runs the render pass waiting for the next frame now, if there is one, and updates the
    /// controller tree with its rendering (then the outputs waiting for it are delivered).
    ///
    /// While the view is shown in a window, the render pass an action calls for runs at the
    /// start of the window's next frame, so that several actions within one frame make one
    /// pass and one UI update (`WorkflowHostOptions.conflatesRenderPasses`). Code that reads
    /// ``rendering`` or the widgets right after sending an action, rather than after the next
    /// frame, calls `flush()` first.
    public func flush() {
        endPendingFrameWait()
        runningHost.renderPendingChanges()
    }

    public override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        if timeTravelBanner != nil { placeBanner(in: bounds) }
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.append(rootViewController.viewWidget)
        view.keepAlive(self)
    }

    /// Calls `handler` with every output of the root workflow.
    public func onOutput(_ handler: @escaping @MainActor (Output) -> Void) {
        outputHandlers.append(handler)
    }

    /// Calls `handler` with every later rendering of the root workflow, after the tree was
    /// updated with it (the inspector keeps past renderings for time travel).
    public func onRendering(_ handler: @escaping @MainActor (ScreenType) -> Void) {
        renderingHandlers.append(handler)
        hasRenderingHandlers = true
    }

    /// Replaces the root workflow (new props, or another workflow with the same rendering
    /// and output types); the tree updates with the new rendering.
    public func update<W: AnyWorkflowConvertible>(workflow: W) where W.Rendering == ScreenType, W.Output == Output {
        runningHost.update(workflow.asAnyWorkflow())
    }
}

// MARK: - The hosted workflow, seen through its rendering and output types

/// A `WorkflowHost` of any workflow type rendering `ScreenType` and emitting `Output`.
@MainActor
@usableFromInline
class RunningHost<ScreenType, Output> {
    var rendering: ScreenType { fatalError("RunningHost is abstract") }
    var counters: WorkflowRuntimeCounters { fatalError("RunningHost is abstract") }
    func onRendering(_ handler: @escaping @MainActor (ScreenType) -> Void) -> WorkflowHostSubscription {
        fatalError("RunningHost is abstract")
    }
    func onOutput(_ handler: @escaping @MainActor (Output) -> Void) -> WorkflowHostSubscription {
        fatalError("RunningHost is abstract")
    }
    func update(_ workflow: AnyWorkflow<ScreenType, Output>) {
        fatalError("RunningHost is abstract")
    }
    func setDeferredRenderScheduler(_ scheduler: @escaping @MainActor (@escaping @MainActor () -> Void) -> Bool) {
        fatalError("RunningHost is abstract")
    }
    func renderPendingChanges() {
        fatalError("RunningHost is abstract")
    }
}

/// A running `WorkflowHost<W>`.
@usableFromInline
final class TypedRunningHost<W: Workflow>: RunningHost<W.Rendering, W.Output> {
    let host: WorkflowHost<W>

    @usableFromInline
    init(_ host: WorkflowHost<W>) {
        self.host = host
    }

    override var rendering: W.Rendering { host.rendering }
    override var counters: WorkflowRuntimeCounters { host.counters }

    override func setDeferredRenderScheduler(_ scheduler: @escaping @MainActor (@escaping @MainActor () -> Void) -> Bool) {
        host.deferredRenderScheduler = scheduler
    }

    override func renderPendingChanges() {
        host.renderPendingChanges()
    }

    override func onRendering(_ handler: @escaping @MainActor (W.Rendering) -> Void) -> WorkflowHostSubscription {
        host.onRendering(handler)
    }

    override func onOutput(_ handler: @escaping @MainActor (W.Output) -> Void) -> WorkflowHostSubscription {
        host.onOutput(handler)
    }

    override func update(_ workflow: AnyWorkflow<W.Rendering, W.Output>) {
        if let same = workflow as? W {
            host.update(workflow: same)
            return
        }
        guard let wrapped = workflow.base as? W else {
            preconditionFailure(
                "WorkflowHostingController: this controller hosts a \(String(reflecting: W.self)) (it was made as a "
                    + "ContainerViewController<\(W.self)>); it cannot switch to \(String(reflecting: workflow.workflowType)). "
                    + "Make it with WorkflowHostingController(workflow:) to host any workflow with this rendering type."
            )
        }
        host.update(workflow: wrapped)
    }
}
