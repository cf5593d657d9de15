import Dispatch
import Gtk
import GtkTestSupport
import Testing
import Workflow
@_spi(WorkflowTesting) import WorkflowUI
import WorkflowUITesting

/// Render passes on the window's frame clock, the default for a hosting controller shown in
/// a window: actions spread over several main-loop turns within one frame cause
/// one pass, run ahead of that frame's paint; `flush()` runs a pending pass at once.
@MainActor
@Suite("Conflation on the frame clock", .gtk)
struct FrameClockConflationTests {
    /// A container with default options in a shown window, settled, with its text controller.
    func present(
        options: WorkflowHostOptions = .init()
    ) async throws -> (ContainerViewController<BumpingWorkflow>, UITestHost, TextViewController, FrameClock) {
        let container = ContainerViewController(workflow: BumpingWorkflow(prefix: "n"), options: options)
        let host = try await UITestHost(viewController: container, width: 600, height: 400)
        let controller = try #require(container.rootViewController.currentViewController as? TextViewController)
        let clock = try #require(container.view.frameClock)
        return (container, host, controller, clock)
    }

    @Test("by default, actions sent over several main-loop turns within one frame make one render pass and one update")
    func actionsWithinAFrameRenderOnce() async throws {
        let (container, host, controller, clock) = try await present()
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

    @Test("by default, a single action is shown in the next painted frame")
    func singleActionLatency() async throws {
        let (container, host, controller, clock) = try await present()
        defer { host.close() }
        var textAtPaint: String?
        container.host.rendering.bump()
        #expect(controller.label?.text == "n 0", "the pass waits for the frame")
        clock.onNextAfterPaint { textAtPaint = controller.label?.text }
        #expect(await UILoop.wait(until: { textAtPaint != nil }))
        #expect(textAtPaint == "n 1", "the pass ran ahead of the next frame's paint")
        #expect(container.workflowCounters.renderPasses == 2)
    }

    @Test("flush() runs the pending pass at once: one pass and one update for the actions before it, outputs follow")
    func flushRunsThePendingPass() async throws {
        let (container, host, controller, _) = try await present()
        defer { host.close() }
        var outputs: [BumpingWorkflow.Output] = []
        container.onOutput { outputs.append($0) }
        let before = container.updateCounters.snapshot
        let bump = container.host.rendering.bump
        bump()
        bump()
        #expect(container.workflowCounters.renderPasses == 1, "the pass waits for the frame")
        #expect(outputs.isEmpty, "outputs wait for the rendering")
        container.flush()
        #expect(container.workflowCounters.renderPasses == 2)
        #expect(container.updateCounters.snapshot.since(before).updates == 1)
        #expect(controller.label?.text == "n 2")
        #expect(container.rendering.text.text == "n 2")
        #expect(outputs == [.reachedTwo])
        host.flush()  // nothing pending: does nothing
        try await host.settle()
        #expect(container.workflowCounters.renderPasses == 2, "the frame after a flush has no pass left to run")
    }

    @Test("flushPendingRendering() on a controller deep in the tree runs its hosting controller's pass")
    func flushFromADescendant() async throws {
        let (container, host, controller, _) = try await present()
        defer { host.close() }
        container.host.rendering.bump()
        #expect(controller.label?.text == "n 0", "the pass waits for the frame")
        controller.flushPendingRendering()
        #expect(controller.label?.text == "n 1")
        #expect(container.workflowCounters.renderPasses == 2)
    }

    @Test("UITestHost.flush() runs the pending pass of the workflow it hosts")
    func harnessFlush() async throws {
        let (container, host) = try await UITestHost.container(BumpingWorkflow(prefix: "h"), width: 400, height: 300)
        defer { host.close() }
        container.host.rendering.bump()
        #expect(host.findAll(label: "h 1").isEmpty, "the pass waits for the frame")
        host.flush()
        #expect(host.findAll(label: "h 1").count == 1)
    }

    @Test("with conflatesRenderPasses: false, a hosting controller in a window renders before send returns")
    func optOutRendersAtOnce() async throws {
        let (container, host, controller, _) = try await present(options: .init(conflatesRenderPasses: false))
        defer { host.close() }
        container.host.rendering.bump()
        #expect(controller.label?.text == "n 1")
        #expect(container.workflowCounters.renderPasses == 2)
    }

    @Test("a hosting controller whose view is not in a window renders before send returns, by default")
    func notInAWindowRendersAtOnce() throws {
        let container = ContainerViewController(workflow: BumpingWorkflow(prefix: "n"))
        _ = container.view
        container.host.rendering.bump()
        #expect(container.rendering.text.text == "n 1")
        #expect(container.workflowCounters.renderPasses == 2)
    }

    @Test("flush() removes the deferral's before-paint handler and fallback timeout: none is left after five flushed actions")
    func flushRemovesTheFrameHandlers() async throws {
        let (container, host, controller, _) = try await present()
        defer { host.close() }
        var waits: [PendingFrameWait] = []
        for _ in 0..<5 {
            container.host.rendering.bump()
            let wait = try #require(container.pendingFrameWait, "the pass waits for the frame")
            #expect(wait.beforePaint?.isConnected == true)
            #expect(wait.fallback?.isActive == true)
            waits.append(wait)
            container.flush()
            #expect(container.pendingFrameWait == nil)
        }
        #expect(controller.label?.text == "n 5")
        let connected = waits.filter { $0.isWaiting }.count
        #expect(connected == 0, "\(connected) of 5 flushed waits still have a handler or a timeout")
        let passes = container.workflowCounters.renderPasses
        try await host.settle()
        #expect(container.workflowCounters.renderPasses == passes, "no pass is left for the next frame")
    }

    @Test("a pass run at the frame removes its fallback timeout and disconnects its handler")
    func framePassRemovesTheFallback() async throws {
        let (container, host, controller, clock) = try await present()
        defer { host.close() }
        container.host.rendering.bump()
        let wait = try #require(container.pendingFrameWait)
        let handler = try #require(wait.beforePaint), fallback = try #require(wait.fallback)
        var textAtPaint: String?
        clock.onNextAfterPaint { textAtPaint = controller.label?.text }
        #expect(await UILoop.wait(until: { textAtPaint != nil }))
        #expect(textAtPaint == "n 1")
        #expect(!handler.isConnected)
        #expect(!fallback.isActive, "the fallback timeout was removed when the frame ran the pass")
        #expect(container.pendingFrameWait == nil)
    }
}
