import GtkTestSupport
import Testing
import Workflow
import WorkflowUI

/// A workflow with props, rendering an Equatable `TextScreen`.
struct EchoWorkflow: Workflow {
    var prefix: String
    typealias State = Int
    func makeInitialState() -> Int { 0 }
    func render(state: Int, context: RenderContext<EchoWorkflow>) -> TextScreen {
        TextScreen(text: "\(prefix) \(state)")
    }
}

/// A workflow whose rendering carries a sink, so a test can send actions like a UI would.
struct BumpingWorkflow: Workflow {
    var prefix: String
    typealias State = Int
    enum Output: Equatable { case reachedTwo }
    struct Rendering: Screen {
        var text: TextScreen
        var bump: () -> Void
        func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
            text.viewControllerDescription(environment: environment)
        }
    }
    func makeInitialState() -> Int { 0 }
    func render(state: Int, context: RenderContext<BumpingWorkflow>) -> Rendering {
        let sink = context.makeStateMutationSink()
        let output = context.makeSink(of: Emit.self)
        return Rendering(text: TextScreen(text: "\(prefix) \(state)"), bump: {
            sink.send { $0 += 1 }
            output.send(Emit())
        })
    }
    struct Emit: WorkflowAction {
        typealias WorkflowType = BumpingWorkflow
        func apply(toState state: inout Int) -> BumpingWorkflow.Output? { state == 2 ? .reachedTwo : nil }
    }
}

@MainActor
@Suite("ContainerViewController (headless)", .serialized)
struct ContainerViewControllerTests {
    @Test("re-renders after each action into the same controller, and forwards outputs")
    func rerenderAndOutputs() throws {
        let container = ContainerViewController(workflow: BumpingWorkflow(prefix: "n"))
        let controller = try #require(container.rootViewController.currentViewController as? TextViewController)
        var outputs: [BumpingWorkflow.Output] = []
        container.onOutput { outputs.append($0) }
        container.host.rendering.bump()
        container.host.rendering.bump()
        #expect(controller.screen.text == "n 2")
        #expect(container.rootViewController.currentViewController === controller)
        #expect(outputs == [.reachedTwo])
        #expect(!container.isViewLoaded && !controller.isViewLoaded, "no widget was created")
    }

    @Test("update(workflow:) renders the new props")
    func updateWorkflow() throws {
        let container = ContainerViewController(workflow: EchoWorkflow(prefix: "a"))
        let controller = try #require(container.rootViewController.currentViewController as? TextViewController)
        container.update(workflow: EchoWorkflow(prefix: "b"))
        #expect(controller.screen.text == "b 0")
        let skipped = container.updateCounters.skippedUpdates
        container.update(workflow: EchoWorkflow(prefix: "b"))
        #expect(container.updateCounters.skippedUpdates == skipped + 1, "an equal screen is skipped")
    }

    @Test("tearing down a container releases every controller")
    func teardownReleasesControllers() {
        let counters: UpdateCounters
        do {
            let container = ContainerViewController(workflow: EchoWorkflow(prefix: "x"))
            counters = container.updateCounters
            #expect(counters.liveControllers == 3)
        }
        #expect(counters.liveControllers == 0)
    }
}
