import Gtk
import Workflow

/// The root of a workflow-driven UI: runs a `WorkflowHost` whose rendering is a `Screen`,
/// shows it through a `DescribedViewController`, and updates the controller tree after
/// every render pass, synchronously.
///
/// ```swift
/// window.child = ContainerViewController(workflow: RootWorkflow()).view
/// ```
@MainActor
public final class ContainerViewController<WorkflowType: Workflow>: ViewController
where WorkflowType.Rendering: Screen {
    /// The running workflow host.
    public let host: WorkflowHost<WorkflowType>
    /// Hosts the root screen's controller.
    public let rootViewController: DescribedViewController

    private var subscriptions: [WorkflowHostSubscription] = []
    private var outputHandlers: [@MainActor (WorkflowType.Output) -> Void] = []

    /// The environment the root screen is shown with. Setting it updates the whole tree;
    /// every loaded descendant whose environment changed gets one `screenDidChange`.
    public var environment: ViewEnvironment {
        didSet { rootViewController.update(screen: host.rendering, environment: environment) }
    }

    /// Starts `workflow` and builds the controller for its first rendering.
    public init(
        workflow: WorkflowType,
        environment: ViewEnvironment = .empty,
        options: WorkflowHost<WorkflowType>.Options = .init(),
        observers: [any WorkflowObserver] = []
    ) {
        host = WorkflowHost(workflow: workflow, options: options, observers: observers)
        self.environment = environment
        rootViewController = DescribedViewController(screen: host.rendering, environment: environment)
        super.init()
        addChild(rootViewController)
        subscriptions.append(host.onRendering { [weak self] rendering in
            guard let self else { return }
            self.rootViewController.update(screen: rendering, environment: self.environment)
        })
        subscriptions.append(host.onOutput { [weak self] output in
            self?.outputHandlers.forEach { $0(output) }
        })
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.append(rootViewController.view)
    }

    /// Calls `handler` with every output of the root workflow.
    public func onOutput(_ handler: @escaping @MainActor (WorkflowType.Output) -> Void) {
        outputHandlers.append(handler)
    }

    /// Replaces the root workflow (new props); the tree updates with the new rendering.
    public func update(workflow: WorkflowType) {
        host.update(workflow: workflow)
    }
}
