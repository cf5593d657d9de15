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

/// Maps its child's outputs with a closure capturing the current state, through either
/// an `AnyWorkflowAction` or its own action type.
struct PrefixingWorkflow: Workflow {
    typealias Output = Never

    struct State {
        var prefix = "a:"
        var usesOwnAction = false
        var received: [String] = []
    }

    enum Action: WorkflowAction {
        typealias WorkflowType = PrefixingWorkflow
        case received(String)

        func apply(toState state: inout State) -> Never? {
            if case .received(let value) = self { state.received.append("own " + value) }
            return nil
        }
    }

    struct Rendering {
        var childSink: Sink<CounterWorkflow.Action>
        var received: [String]
        var update: StateMutationSink<PrefixingWorkflow>
    }

    func makeInitialState() -> State { State() }

    func render(state: State, context: RenderContext<PrefixingWorkflow>) -> Rendering {
        let prefix = state.prefix
        let child = if state.usesOwnAction {
            CounterWorkflow().rendered(in: context, key: "child") { Action.received(prefix + $0) }
        } else {
            CounterWorkflow().rendered(in: context, key: "child") { output in
                AnyWorkflowAction<PrefixingWorkflow> { state in
                    state.received.append(prefix + output)
                    return nil
                }
            }
        }
        return Rendering(childSink: child.sink, received: state.received, update: context.makeStateMutationSink())
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

    @Test("a child's outputs go through the output mapping of the latest render pass")
    func latestOutputMappingIsUsed() {
        let host = WorkflowHost(workflow: PrefixingWorkflow())
        let childSink = host.rendering.childSink
        childSink.send(.emit("1"))
        host.rendering.update.send(\.prefix, "b:")
        childSink.send(.emit("2"))
        host.rendering.update.send(\.usesOwnAction, true)
        childSink.send(.emit("3"))
        host.rendering.update.send(\.prefix, "c:")
        childSink.send(.emit("4"))
        host.rendering.update.send(\.usesOwnAction, false)
        childSink.send(.emit("5"))
        #expect(host.rendering.received == ["a:1", "b:2", "own b:3", "own c:4", "c:5"])
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
