import Testing
import Workflow

@MainActor
@Suite("AnyWorkflow as a root")
struct AnyWorkflowHostTests {
    @Test("a host runs a type-erased workflow and forwards its outputs")
    func hostRunsAnyWorkflow() {
        let erased = CounterWorkflow().mapRendering { $0 }.asAnyWorkflow()
        let host = WorkflowHost(workflow: erased)
        var outputs: [String] = []
        host.onOutput { outputs.append($0) }
        host.rendering.sink.send(.increment)
        host.rendering.sink.send(.emit("out"))
        #expect(host.rendering.value == 1)
        #expect(outputs == ["out"])
    }

    @Test("updating the root with an equal erased workflow keeps the wrapped state")
    func updateKeepsWrappedState() {
        let host = WorkflowHost(workflow: CounterWorkflow().asAnyWorkflow())
        host.rendering.sink.send(.increment)
        host.update(workflow: CounterWorkflow().asAnyWorkflow())
        #expect(host.rendering.value == 1)
        #expect(host.counters.renderPasses == 3)
    }
}
