import Testing
import Workflow

/// Emits its leaf's outputs, mapped, to its own parent.
struct MiddleWorkflow: Workflow {
    typealias State = Void
    typealias Output = Int
    typealias Rendering = Sink<CounterWorkflow.Action>

    func render(state: Void, context: RenderContext<MiddleWorkflow>) -> Rendering {
        CounterWorkflow()
            .mapOutput { $0.count }
            .rendered(in: context, key: "leaf") { length in
                AnyWorkflowAction<MiddleWorkflow> { _ in length * 10 }
            }
            .sink
    }
}

/// Maps the middle workflow's output into its state and emits it.
struct TopWorkflow: Workflow {
    typealias State = [Int]
    typealias Output = String

    struct Rendering {
        var leafSink: Sink<CounterWorkflow.Action>
        var received: [Int]
    }

    func makeInitialState() -> [Int] { [] }

    func render(state: [Int], context: RenderContext<TopWorkflow>) -> Rendering {
        let sink = MiddleWorkflow().rendered(in: context) { value in
            AnyWorkflowAction<TopWorkflow> { state in
                state.append(value)
                return "top got \(value)"
            }
        }
        return Rendering(leafSink: sink, received: state)
    }
}

@MainActor
@Suite("Output mapping")
struct OutputMappingTests {
    @Test("an output travels up two levels, mapped at each")
    func outputMappedUpTwoLevels() {
        let host = WorkflowHost(workflow: TopWorkflow())
        var outputs: [String] = []
        host.onOutput { outputs.append($0) }
        host.rendering.leafSink.send(.emit("abc"))
        #expect(host.rendering.received == [30])
        #expect(outputs == ["top got 30"])
        // Leaf, middle and top actions were all applied.
        #expect(host.counters.actionsApplied == 3)
    }

    @Test("mapRendering transforms a child's rendering")
    func mapRendering() {
        struct Wrapper: Workflow {
            typealias State = Void
            func render(state: Void, context: RenderContext<Wrapper>) -> String {
                CounterWorkflow().ignoringOutput().mapRendering { "value \($0.value)" }.rendered(in: context)
            }
        }
        let host = WorkflowHost(workflow: Wrapper())
        #expect(host.rendering == "value 0")
    }

    @Test("the outputs stream yields root outputs")
    func outputsStream() async {
        let host = WorkflowHost(workflow: CounterWorkflow())
        let stream = host.outputs
        host.rendering.sink.send(.emit("one"))
        host.rendering.sink.send(.emit("two"))
        host.tearDown()
        var collected: [String] = []
        for await output in stream { collected.append(output) }
        #expect(collected == ["one", "two"])
    }

    @Test("the renderings stream yields one rendering per render pass")
    func renderingsStream() async {
        let host = WorkflowHost(workflow: CounterWorkflow())
        let stream = host.renderings
        host.rendering.sink.send(.increment)
        host.rendering.sink.send(.noop)
        host.rendering.sink.send(.increment)
        host.tearDown()
        var values: [Int] = []
        for await rendering in stream { values.append(rendering.value) }
        #expect(values == [1, 2])
    }
}
