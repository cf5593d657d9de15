import Dispatch
import Gtk
import Testing
import Workflow
import WorkflowUI
import WorkflowUITesting

/// Conflated render passes on the window's frame clock (issue 14): actions spread over
/// several main-loop turns within one frame cause one pass, run ahead of that frame's paint.
@MainActor
@Suite("Conflation on the frame clock", .gtk)
struct FrameClockConflationTests {
    /// A conflating container in a shown window, settled, with its text controller.
    func presentConflating() async throws -> (ContainerViewController<BumpingWorkflow>, UITestHost, TextViewController, FrameClock) {
        let container = ContainerViewController(
            workflow: BumpingWorkflow(prefix: "n"), options: .init(conflatesRenderPasses: true)
        )
        let host = try await UITestHost(viewController: container, width: 600, height: 400)
        let controller = try #require(container.rootViewController.currentViewController as? TextViewController)
        let clock = try #require(container.view.frameClock)
        return (container, host, controller, clock)
    }

    @Test("actions sent over several main-loop turns within one frame make one render pass and one update")
    func actionsWithinAFrameRenderOnce() async throws {
        let (container, host, controller, clock) = try await presentConflating()
        defer { host.close() }
        var frames = 0
        let counting = clock.onBeforePaint { frames += 1 }
        defer { counting.disconnect() }
        let passesBefore = container.workflowCounters.renderPasses
        let before = container.updateCounters.snapshot
        frames = 0
        let bump = container.host.rendering.bump
        for _ in 0..<3 {
            bump()
            // Work queued on the main queue runs here (a main-queue deferral would render now).
            await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
        }
        let framesDuringSends = frames
        var textAtPaint: String?
        clock.onNextAfterPaint { textAtPaint = controller.label?.text }
        #expect(await UILoop.wait(until: { textAtPaint != nil }))
        let passes = container.workflowCounters.renderPasses - passesBefore
        // One pass per frame that had pending actions: one, unless the machine was so slow
        // that a frame came between two sends.
        #expect(passes >= 1 && passes <= framesDuringSends + 1, "\(passes) passes, \(framesDuringSends) frames during the sends")
        if framesDuringSends == 0 { #expect(passes == 1) }
        #expect(container.updateCounters.snapshot.since(before).updates == passes, "one UI update per pass")
        #expect(textAtPaint == "n 3", "the frame after the sends shows all three")
    }

    @Test("a single conflated action is shown in the next painted frame")
    func singleActionLatency() async throws {
        let (container, host, controller, clock) = try await presentConflating()
        defer { host.close() }
        var textAtPaint: String?
        container.host.rendering.bump()
        #expect(controller.label?.text == "n 0", "the pass waits for the frame")
        clock.onNextAfterPaint { textAtPaint = controller.label?.text }
        #expect(await UILoop.wait(until: { textAtPaint != nil }))
        #expect(textAtPaint == "n 1", "the pass ran ahead of the next frame's paint")
        #expect(container.workflowCounters.renderPasses == 2)
    }
}
