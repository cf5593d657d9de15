import GtkTestSupport
import Testing
import Workflow
import WorkflowUI

/// Renders a fixed `TextScreen` (another workflow type with EchoWorkflow's rendering).
struct FixedTextWorkflow: Workflow {
    var text: String
    func render(state: Void, context: RenderContext<FixedTextWorkflow>) -> TextScreen { TextScreen(text: text) }
}

/// workflow-swift's UI names, headless (no widget is created).
@MainActor
@Suite("workflow-swift parity (UI)", .serialized)
struct WorkflowSwiftParityTests {
    @Test("WorkflowHostingController<ScreenType, Output> hosts any workflow and follows update(workflow:)")
    func workflowHostingController() throws {
        let root = WorkflowHostingController<TextScreen, Never>(workflow: EchoWorkflow(prefix: "a"))
        let controller = try #require(root.rootViewController.currentViewController as? TextViewController)
        #expect(controller.screen.text == "a 0")
        root.update(workflow: EchoWorkflow(prefix: "b"))
        #expect(controller.screen.text == "b 0")
        root.update(workflow: FixedTextWorkflow(text: "fixed"))
        #expect(root.rendering.text == "fixed")
        #expect(root.rootViewController.currentViewController === controller, "same kind: updated in place")
        #expect(controller.screen.text == "fixed")
        #expect(root.workflowCounters.renderPasses == 3)
        #expect(!root.isViewLoaded)
    }

    @Test("ContainerViewController is a WorkflowHostingController that keeps the workflow's type")
    func containerIsHostingController() {
        let container = ContainerViewController(workflow: BumpingWorkflow(prefix: "n"))
        let root: WorkflowHostingController<BumpingWorkflow.Rendering, BumpingWorkflow.Output> = container
        var outputs: [BumpingWorkflow.Output] = []
        root.onOutput { outputs.append($0) }
        container.host.rendering.bump()
        container.host.rendering.bump()
        #expect(root.rendering.text.text == "n 2")
        #expect(outputs == [.reachedTwo])
        root.rootViewEnvironment = .empty.setting(key: ThemeKey.self, to: "dark")
        #expect(container.environment.theme == "dark")
    }

    @Test("ViewControllerDescription(environment:…) keeps the environment; KindIdentifier has a public initialiser")
    func descriptionEnvironmentAndKind() throws {
        let dark = ViewEnvironment.empty.setting(key: ThemeKey.self, to: "dark")
        let description = ViewControllerDescription(
            type: TextViewController.self,
            environment: dark,
            build: { TextViewController(screen: TextScreen(text: "x"), environment: dark) },
            update: { $0.update(screen: TextScreen(text: "y"), environment: dark) }
        )
        #expect(description.environment.theme == "dark")
        #expect(description.kind == ViewControllerDescription.KindIdentifier(TextViewController.self))
        #expect(description.kind != ViewControllerDescription.KindIdentifier(CountViewController.self))
        let built = try #require(description.buildViewController() as? TextViewController)
        #expect(built.screen.text == "y", "performInitialUpdate applied update")
        #expect(TextScreen(text: "z").viewControllerDescription(environment: dark).environment.theme == "dark")
    }
}
