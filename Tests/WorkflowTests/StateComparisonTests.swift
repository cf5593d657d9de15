import Testing
import Workflow

/// A workflow whose state keeps a scratch value that rendering ignores, and that says so by
/// comparing only `shown` for render skipping.
struct ScratchWorkflow: Workflow {
    struct State: Equatable {
        var shown = 0
        var scratch = 0
    }

    func makeInitialState() -> State { State() }

    static func makeStateComparison() -> ((State, State) -> Bool)? {
        { $0.shown == $1.shown }
    }

    func render(state: State, context: RenderContext<ScratchWorkflow>) -> (shown: Int, update: StateMutationSink<ScratchWorkflow>) {
        (state.shown, context.makeStateMutationSink())
    }
}

/// A workflow with `Equatable` state that opts out of render skipping.
struct AlwaysRenderWorkflow: Workflow {
    typealias State = Int

    func makeInitialState() -> Int { 0 }

    static func makeStateComparison() -> ((Int, Int) -> Bool)? { nil }

    func render(state: Int, context: RenderContext<AlwaysRenderWorkflow>) -> StateMutationSink<AlwaysRenderWorkflow> {
        context.makeStateMutationSink()
    }
}

/// A generic workflow: its state is `Equatable` only for some `T`, found at run time.
struct GenericStateWorkflow<T>: Workflow {
    typealias State = T
    let initial: T

    func makeInitialState() -> T { initial }

    func render(state: T, context: RenderContext<GenericStateWorkflow<T>>) -> StateMutationSink<GenericStateWorkflow<T>> {
        context.makeStateMutationSink()
    }
}

@MainActor
@Suite("State comparison for render skipping")
struct StateComparisonTests {
    @Test("a workflow's own makeStateComparison decides what counts as a change")
    func customComparison() {
        let host = WorkflowHost(workflow: ScratchWorkflow())
        host.rendering.update.send { $0.scratch += 1 }
        #expect(host.counters.renderPasses == 1, "a change the comparison ignores renders nothing")
        host.rendering.update.send { $0.shown += 1 }
        #expect(host.counters.renderPasses == 2)
        #expect(host.rendering.shown == 1)
    }

    @Test("makeStateComparison returning nil renders after every action")
    func noComparison() {
        let host = WorkflowHost(workflow: AlwaysRenderWorkflow())
        host.rendering.send { _ in }
        #expect(host.counters.renderPasses == 2)
    }

    @Test("the default finds == at run time for a generic state that is Equatable, and renders otherwise")
    func genericDefault() {
        let equatable = WorkflowHost(workflow: GenericStateWorkflow(initial: 5))
        equatable.rendering.send { $0 = 5 }
        #expect(equatable.counters.renderPasses == 1, "Int state set to its own value: skipped")
        equatable.rendering.send { $0 = 6 }
        #expect(equatable.counters.renderPasses == 2)

        let opaque = WorkflowHost(workflow: GenericStateWorkflow(initial: { () -> Void in }))
        opaque.rendering.send { _ in }
        #expect(opaque.counters.renderPasses == 2, "a closure state cannot be compared: every action renders")
    }
}
