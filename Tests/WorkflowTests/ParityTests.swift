import InMemoryLogging
import Logging
import Testing
@_spi(WorkflowTesting) import Workflow
import WorkflowTesting

/// Adds its props' `step` to the state, read through the `ApplyContext` when applied.
struct SteppingWorkflow: Workflow {
    var step: Int

    struct Add: WorkflowAction, Sendable {
        typealias WorkflowType = SteppingWorkflow
        func apply(toState state: inout Int, context: ApplyContext<SteppingWorkflow>) -> Never? {
            state += context[workflowValue: \.step]
            return nil
        }
    }

    func makeInitialState() -> Int { 0 }

    func render(state: Int, context: RenderContext<SteppingWorkflow>) -> (value: Int, add: Sink<Add>, closure: Sink<AnyWorkflowAction<SteppingWorkflow>>) {
        (state, context.makeSink(of: Add.self), context.makeSink(of: AnyWorkflowAction<SteppingWorkflow>.self))
    }
}

/// Declares its sink only while the count is 0 (workflow-swift's "one shot" shape).
struct OneShotWorkflow: Workflow {
    struct Rendering {
        var count: Int
        var update: () -> Void
    }

    typealias Bump = AddOne<OneShotWorkflow, Void>

    func makeInitialState() -> Int { 0 }

    func render(state: Int, context: RenderContext<OneShotWorkflow>) -> Rendering {
        guard state == 0 else { return Rendering(count: state, update: {}) }
        let sink = context.makeSink(of: Bump.self)
        return Rendering(count: state, update: { sink.send(Bump()) })
    }
}

/// A workflow with no state whose action only emits an output.
struct StatelessEmitter: Workflow {
    typealias Output = String

    struct Emit: WorkflowAction, Sendable {
        typealias WorkflowType = StatelessEmitter
        var text: String
        func apply(toState state: inout Void) -> String? { text }
    }

    func render(state: Void, context: RenderContext<StatelessEmitter>) -> Sink<Emit> {
        context.makeSink(of: Emit.self)
    }
}

@MainActor
@Suite("workflow-swift parity (runtime)")
struct ParityTests {
    @Test("apply(toState:context:) reads the workflow's current props through ApplyContext")
    func applyContextReadsCurrentProps() {
        let host = WorkflowHost(workflow: SteppingWorkflow(step: 2))
        host.rendering.add.send(.init())
        #expect(host.rendering.value == 2)
        host.update(workflow: SteppingWorkflow(step: 10))
        host.rendering.add.send(.init())
        #expect(host.rendering.value == 12, "the action read the props of the latest update")
        host.rendering.closure.send(AnyWorkflowAction { state, context in
            state += context[workflowValue: \.step] * 100
            return nil
        })
        #expect(host.rendering.value == 1_012)
    }

    @Test("an action written with the old apply(toState:) keeps working through the default")
    func oldApplyFormStillWorks() {
        let host = WorkflowHost(workflow: CounterWorkflow())
        host.rendering.sink.send(.increment)
        #expect(host.rendering.value == 1)
        var state = 5
        let context = ApplyContext<SteppingWorkflow>(workflow: SteppingWorkflow(step: 3))
        _ = SteppingWorkflow.Add().apply(toState: &state, context: context)
        #expect(state == 8)
    }

    @Test("a sink declared again by the next render forwards to the current state")
    func redeclaredSinkStaysValid() {
        let host = WorkflowHost(workflow: CounterWorkflow())
        let firstSink = host.rendering.sink
        firstSink.send(.increment)
        firstSink.send(.increment)
        #expect(host.rendering.value == 2)
        #expect(host.counters.actionsIgnored == 0)
    }

    @Test("a sink not declared again by the next render lapses: its actions are ignored with one log line")
    func invalidateOldSinkIfNotRedeclared() {
        let log = InMemoryLogHandler()
        let logger = Logger(label: "test") { _ in log }
        let host = WorkflowHost(workflow: OneShotWorkflow(), logger: logger)
        let initial = host.rendering
        #expect(initial.count == 0)

        initial.update()
        #expect(host.rendering.count == 1)
        #expect(host.counters.renderPasses == 2)

        initial.update()
        #expect(host.rendering.count == 1, "the lapsed sink's action was applied")
        #expect(host.counters.actionsIgnored == 1)
        #expect(host.counters.actionsApplied == 1)
        #expect(host.counters.renderPasses == 2)
        #expect(log.entries.count == 1)
        #expect(log.entries.map(\.message.description).first?.contains("Ignored action") == true)
        #expect(log.entries.map(\.message.description).first?.contains("OneShotWorkflow") == true)
    }

    @Test("an action on a Void-state workflow runs no render pass; its output still reaches the host")
    func voidStateActionSkipsRender() {
        let host = WorkflowHost(workflow: StatelessEmitter())
        var outputs: [String] = []
        var renderings = 0
        host.onOutput { outputs.append($0) }
        host.onRendering { _ in renderings += 1 }
        host.rendering.send(.init(text: "hi"))
        #expect(outputs == ["hi"])
        #expect(host.counters.renderPasses == 1)
        #expect(renderings == 0)
    }
}
