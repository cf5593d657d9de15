import Testing
import Workflow

/// A side effect that sends an action synchronously when it starts.
struct EagerSideEffectWorkflow: Workflow {
    typealias State = [String]

    func makeInitialState() -> [String] { [] }

    func render(state: [String], context: RenderContext<EagerSideEffectWorkflow>) -> [String] {
        let sink = context.makeStateMutationSink()
        context.runSideEffect(key: "start") { _ in
            sink.send { $0.append("started") }
        }
        return state
    }
}

@MainActor
@Suite("Side effects")
struct SideEffectSendTests {
    @Test("an action sent synchronously by a starting side effect is queued, then applied and rendered")
    func sideEffectSendIsQueued() {
        let host = WorkflowHost(workflow: EagerSideEffectWorkflow())
        #expect(host.rendering == ["started"])
        #expect(host.counters.renderPasses == 2)
        #expect(host.counters.actionsApplied == 1)
    }

    @Test("a lifetime that already ended runs a new onEnded handler at once")
    func lifetimeEndedRunsHandlerImmediately() {
        var ended: Lifetime?
        struct Holder: Workflow {
            var show: Bool
            var capture: @MainActor (Lifetime) -> Void
            typealias State = Void
            func render(state: Void, context: RenderContext<Holder>) {
                if show { context.runSideEffect(key: 0) { capture($0) } }
            }
        }
        let host = WorkflowHost(workflow: Holder(show: true) { ended = $0 })
        host.update(workflow: Holder(show: false) { _ in })
        var calls = 0
        ended?.onEnded { calls += 1 }
        #expect(ended?.hasEnded == true)
        #expect(calls == 1)
    }
}
