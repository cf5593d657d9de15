import Testing
import Workflow

@MainActor
@Suite("Render skipping")
struct RenderSkippingTests {
    @Test("a no-op action on Equatable state runs no render pass")
    func noOpActionSkipsRender() {
        let host = WorkflowHost(workflow: CounterWorkflow())
        var renderCallbacks = 0
        host.onRendering { _ in renderCallbacks += 1 }
        #expect(host.counters.renderPasses == 1)

        host.rendering.sink.send(.noop)
        #expect(host.counters.renderPasses == 1)
        #expect(host.counters.actionsApplied == 1)
        #expect(renderCallbacks == 0)

        host.rendering.sink.send(.increment)
        #expect(host.counters.renderPasses == 2)
        #expect(renderCallbacks == 1)
        #expect(host.rendering.value == 1)
    }

    @Test("outputs still flow when the render pass is skipped")
    func outputsFlowWithoutRender() {
        let host = WorkflowHost(workflow: CounterWorkflow())
        var outputs: [String] = []
        host.onOutput { outputs.append($0) }
        host.rendering.sink.send(.emit("hello"))
        #expect(outputs == ["hello"])
        #expect(host.counters.renderPasses == 1)
    }

    @Test("render skipping can be turned off")
    func renderSkippingDisabled() {
        let host = WorkflowHost(workflow: CounterWorkflow(), options: .init(renderSkipping: false))
        #expect(host.options.renderSkipping == false)
        host.rendering.sink.send(.noop)
        #expect(host.counters.renderPasses == 2)
        host.rendering.sink.send(.noop)
        #expect(host.counters.renderPasses == 3)
    }

    @Test("a send on the main thread applies and re-renders before returning")
    func mainThreadSendIsSynchronous() {
        let host = WorkflowHost(workflow: CounterWorkflow())
        var seen: [Int] = []
        host.onRendering { seen.append($0.value) }
        host.rendering.sink.send(.increment)
        #expect(seen == [1])
        host.rendering.sink.send(.increment)
        #expect(seen == [1, 2])
        #expect(host.counters.nodesRendered == 3)
    }

    @Test("a send from a rendering callback is queued and applied right after, in order")
    func sendDuringCallbackIsQueued() {
        let host = WorkflowHost(workflow: CounterWorkflow())
        var seen: [Int] = []
        host.onRendering { rendering in
            seen.append(rendering.value)
            if rendering.value < 3 {
                rendering.sink.send(.increment)
                // Queued, not applied re-entrantly.
                seen.append(-1)
            }
        }
        host.rendering.sink.send(.increment)
        #expect(seen == [1, -1, 2, -1, 3])
        #expect(host.counters.renderPasses == 4)
    }
}
