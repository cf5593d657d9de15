import Dispatch
import GtkTestSupport
import Testing
import Workflow
import WorkflowUI

/// Conflated render passes seen from the UI: one update of the controller tree, headless.
@MainActor
@Suite("Conflated UI updates")
struct ConflatedUpdatesTests {
    @Test("several actions in one main-queue turn make one render pass and one screenDidChange")
    func oneUpdateForSeveralActions() async throws {
        let container = ContainerViewController(
            workflow: BumpingWorkflow(prefix: "n"), options: .init(conflatesRenderPasses: true)
        )
        let controller = try #require(container.rootViewController.currentViewController as? TextViewController)
        let before = container.updateCounters.snapshot
        let bump = container.host.rendering.bump
        bump()
        bump()
        bump()
        #expect(container.updateCounters.snapshot.since(before).updates == 0, "the update waits for the pass")
        await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
        #expect(container.updateCounters.snapshot.since(before).updates == 1)
        #expect(controller.screen.text == "n 3")
        #expect(container.workflowCounters.renderPasses == 2)
    }
}
