import Dispatch
import Testing
import Workflow

/// Waits for one turn of the main queue: blocks queued before this call have run.
@MainActor
func nextMainQueueTurn() async {
    await withCheckedContinuation { continuation in
        DispatchQueue.main.async { continuation.resume() }
    }
}

@MainActor
@Suite("Conflated render passes")
struct ConflationTests {
    static let conflating = WorkflowHostOptions(conflatesRenderPasses: true)

    @Test("several actions sent in one main-queue turn cause one render pass and one rendering")
    func severalActionsOnePass() async {
        let host = WorkflowHost(workflow: CounterWorkflow(), options: Self.conflating)
        var renderings: [Int] = []
        host.onRendering { renderings.append($0.value) }
        let sink = host.rendering.sink
        sink.send(.increment)
        sink.send(.increment)
        sink.send(.increment)
        #expect(host.counters.actionsApplied == 3, "actions are applied at once")
        #expect(host.counters.renderPasses == 1, "the pass is deferred")
        await nextMainQueueTurn()
        #expect(host.counters.renderPasses == 2)
        #expect(renderings == [3])
        #expect(host.rendering.value == 3)
    }

    @Test("a single action renders on the main queue's next turn, before later queued work")
    func singleActionLatency() async {
        let host = WorkflowHost(workflow: CounterWorkflow(), options: Self.conflating)
        host.rendering.sink.send(.increment)
        await nextMainQueueTurn()
        #expect(host.rendering.value == 1)
        #expect(host.counters.renderPasses == 2)
    }

    @Test("outputs wait for the deferred rendering and follow it; renderPendingChanges renders at once")
    func outputsFollowDeferredRendering() {
        let host = WorkflowHost(workflow: CounterWorkflow(), options: Self.conflating)
        var events: [String] = []
        host.onRendering { events.append("rendering \($0.value)") }
        host.onOutput { events.append("output \($0)") }
        host.rendering.sink.send(.increment)
        host.rendering.sink.send(.emit("x"))
        #expect(events.isEmpty)
        host.renderPendingChanges()
        #expect(events == ["rendering 1", "output x"])
        host.renderPendingChanges()
        #expect(host.counters.renderPasses == 2, "nothing was pending")
    }

    @Test("by default a host without a frame clock (no deferredRenderScheduler) renders before send returns")
    func defaultRendersAtOnce() {
        let host = WorkflowHost(workflow: CounterWorkflow())
        #expect(host.options.conflatesRenderPasses == nil)
        host.rendering.sink.send(.increment)
        host.rendering.sink.send(.increment)
        #expect(host.counters.renderPasses == 3)
        #expect(host.rendering.value == 2)
    }

    @Test("by default a host defers to its frame-clock scheduler, and renders at once when the scheduler declines")
    func defaultDefersToTheScheduler() {
        let host = WorkflowHost(workflow: CounterWorkflow())
        final class FrameClock {
            var running = true
            var held: [@MainActor () -> Void] = []
        }
        let clock = FrameClock()
        host.deferredRenderScheduler = { pass in
            guard clock.running else { return false }
            clock.held.append(pass)
            return true
        }
        host.rendering.sink.send(.increment)
        host.rendering.sink.send(.increment)
        #expect(host.counters.renderPasses == 1, "the pass waits for the frame")
        #expect(clock.held.count == 1, "one deferral for both actions")
        clock.held[0]()
        #expect(host.counters.renderPasses == 2)
        #expect(host.rendering.value == 2)
        clock.held[0]()
        #expect(host.counters.renderPasses == 2, "a pass runs once")
        host.rendering.sink.send(.increment)
        #expect(clock.held.count == 2)
        clock.held[0]()
        #expect(host.counters.renderPasses == 2, "an earlier deferral's pass does not run a later one")
        clock.held[1]()
        #expect(host.counters.renderPasses == 3)
        host.rendering.sink.send(.increment)
        host.renderPendingChanges()
        clock.held[2]()
        #expect(host.counters.renderPasses == 4, "a flushed deferral's pass does nothing")
        clock.running = false
        host.rendering.sink.send(.increment)
        #expect(host.counters.renderPasses == 5, "no frame clock: rendered at once")
        #expect(host.rendering.value == 5)
    }

    @Test("with conflatesRenderPasses: false the scheduler is never asked")
    func optOutNeverDefers() {
        let host = WorkflowHost(workflow: CounterWorkflow(), options: .init(conflatesRenderPasses: false))
        var asked = 0
        host.deferredRenderScheduler = { _ in
            asked += 1
            return true
        }
        host.rendering.sink.send(.increment)
        #expect(asked == 0)
        #expect(host.counters.renderPasses == 2)
    }
}
