import Gtk
import Testing
import Workflow
import WorkflowContainers
import WorkflowTesting
import WorkflowUI
import WorkflowUITesting

// The examples of the ViewEnvironment, WorkflowTesting and WorkflowContainers articles,
// compiled as written; the suite below runs them.

// MARK: - ViewEnvironment.md

/// A label showing the environment's `side`.
struct SideLabel: Screen {
    func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        SideLabelController.description(for: self, environment: environment)
    }
}

final class SideLabelController: ScreenViewController<SideLabel> {
    private var label: Label?

    override func loadViewWidget() -> Widget? {
        let label = Label("\(environment.side)")
        self.label = label
        return label
    }

    override func screenDidChange(from previousScreen: SideLabel, previousEnvironment: ViewEnvironment) {
        super.screenDidChange(from: previousScreen, previousEnvironment: previousEnvironment)
        if environment.side != previousEnvironment.side { label?.text = "\(environment.side)" }
    }
}

@MainActor
enum EnvironmentExamples {
    static func root(in window: Window) {
        let environment = ViewEnvironment.empty.setting(keyPath: \.side, to: .trailing)
        window.child = ContainerViewController(workflow: RootWorkflow(), environment: environment).view
    }
}

// MARK: - WorkflowContainers: a core without GTK (CoreAndUI.md)

/// What the app logic renders: the layout it wants, as data (a module without GTK).
struct MailLayout<List, Detail> {
    var list: List
    var detail: Detail
}

/// The UI module binds the layout to a library container.
extension MailLayout: Screen where List: Screen, Detail: Screen {
    func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        SplitScreen(leadingScreen: list, trailingScreen: detail, ratio: .third)
            .viewControllerDescription(environment: environment)
    }
}

@MainActor
@Suite("The catalog articles' examples")
struct CatalogExamplesTests {
    @Test("ViewEnvironment.md: the controller reads the side set at the root and follows a change", .gtk)
    func sideLabel() async throws {
        let host = try await UITestHost(screen: SideLabel(), environment: ViewEnvironment.empty.setting(keyPath: \.side, to: .trailing))
        defer { host.close() }
        let label = try host.find(Label.self, label: "trailing")
        try await host.update(screen: SideLabel(), environment: .empty)
        #expect(label.text == "leading")
    }

    @Test("WorkflowTesting.md: the worker's expected output becomes the state")
    func workerExpectation() {
        LoaderWorkflow(id: 4)
            .renderTester(initialState: nil)
            .expectWorker(LoadWorker(id: 4), key: "load", producingOutput: 40)
            .render { rendering in #expect(rendering == nil) }
            .assert(state: 40)
    }

    @Test("CoreAndUI.md: the core's layout is shown by the library's split", .gtk)
    func coreLayout() async throws {
        let state = MailWorkflow.State()
        let layout = MailLayout(list: InboxScreen(messages: state.messages), detail: MessageScreen(message: state.messages[0]))
        let host = try await UITestHost(screen: layout)
        defer { host.close() }
        #expect(host.findAll(Paned.self).count == 1)
    }
}
