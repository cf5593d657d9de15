import Gtk
import ViewEnvironment
import Workflow
import WorkflowUI

// The doc examples of WorkflowUI and ViewEnvironment, compiled as written.

// EventHandler's example: a screen holding a handler instead of a closure stays Equatable.
struct RowScreen: Screen, Equatable {
    var title: String
    var onTap: EventHandler<Void>
}

extension RowScreen {
    @MainActor
    func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        DemoScreen(title: title, onTap: { onTap() }).viewControllerDescription(environment: environment)
    }
}

/// Renders a `RowScreen` whose tap counts, through an event handler.
struct TappedRowWorkflow: Workflow {
    enum Action: WorkflowAction {
        typealias WorkflowType = TappedRowWorkflow
        case tapped
        func apply(toState state: inout Int) -> Never? {
            state += 1
            return nil
        }
    }

    func makeInitialState() -> Int { 0 }

    func render(state: Int, context: RenderContext<TappedRowWorkflow>) -> RowScreen {
        let sink = context.makeSink(of: Action.self)
        let state = (title: "Tapped \(state) times", count: state)
        return RowScreen(title: state.title, onTap: context.eventHandler { sink.send(.tapped) })
    }
}

struct DemoScreen: Screen {
    let title: String
    let onTap: () -> Void
    func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        DemoScreenViewController.description(for: self, environment: environment)
    }
}

final class DemoScreenViewController: ScreenViewController<DemoScreen> {
    private var button: Button?

    override func viewDidLoad() {
        super.viewDidLoad()
        let button = Button(label: screen.title)
        button.onClicked { [weak self] in self?.screen.onTap() }
        view.append(button)
        self.button = button
    }

    override func screenDidChange(from previousScreen: DemoScreen, previousEnvironment: ViewEnvironment) {
        super.screenDidChange(from: previousScreen, previousEnvironment: previousEnvironment)
        button?.label = screen.title
    }
}

/// A root workflow for the hosting examples.
struct RootWorkflow: Workflow {
    typealias State = Int
    func makeInitialState() -> Int { 0 }
    func render(state: Int, context: RenderContext<RootWorkflow>) -> DemoScreen {
        let sink = context.makeStateMutationSink()
        return DemoScreen(title: "Tapped \(state)") { sink.send { $0 += 1 } }
    }
}

@MainActor
enum HostingExamples {
    /// ContainerViewController's example of a host started before the window.
    static func showRunningHost(in window: Window) {
        let host = WorkflowHost(workflow: RootWorkflow())
        window.child = ContainerViewController(host: host).view
    }

    /// ContainerViewController's example.
    static func showContainer(in window: Window) {
        window.child = ContainerViewController(workflow: RootWorkflow()).view
    }

    /// WorkflowHostingController's example.
    static func showHostingController(in window: Window) -> WorkflowHostingController<DemoScreen, Never> {
        let root = WorkflowHostingController(workflow: RootWorkflow())
        window.child = root.view
        return root
    }
}

enum Side: Sendable { case leading, trailing }

enum SideKey: ViewEnvironmentKey { static let defaultValue = Side.leading }
extension ViewEnvironment {
    var side: Side { get { self[SideKey.self] } set { self[SideKey.self] = newValue } }
}

// MARK: - ViewController.loadViewWidget() (ViewController.swift)

/// The screen of `NameRowController`'s example.
struct NameRow: Screen, Equatable {
    var name: String

    func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        NameRowController.description(for: self, environment: environment)
    }
}

final class NameRowController: ScreenViewController<NameRow> {
    private var label: Label?

    override func loadViewWidget() -> Widget? {
        let label = Label(screen.name)
        self.label = label
        return label
    }

    override func screenDidChange(from previousScreen: NameRow, previousEnvironment: ViewEnvironment) {
        super.screenDidChange(from: previousScreen, previousEnvironment: previousEnvironment)
        label?.text = screen.name
    }
}
