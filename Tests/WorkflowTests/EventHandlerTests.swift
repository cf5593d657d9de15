import Testing
import Workflow

/// Renders a tap handler that adds the state's step, and (while `showsReset`) a reset
/// handler; remembers the state's count of items as a string, computed once per count.
struct TapCounterWorkflow: Workflow {
    struct State {
        var total = 0
        var step = 1
        var showsReset = true
    }

    struct Rendering {
        var total: Int
        var onTap: EventHandler<Void>
        var onSetStep: EventHandler<Int>
        var onReset: EventHandler<Void>?
        var onToggleReset: EventHandler<Void>
        var label: Label
    }

    /// A value with identity, to tell a remembered value from a recomputed one.
    final class Label {
        let text: String
        init(_ text: String) { self.text = text }
    }

    func makeInitialState() -> State { State() }

    func render(state: State, context: RenderContext<TapCounterWorkflow>) -> Rendering {
        let sink = context.makeStateMutationSink()
        let step = state.step
        return Rendering(
            total: state.total,
            onTap: context.eventHandler { sink.send { $0.total += step } },
            onSetStep: context.eventHandler { (newStep: Int) in sink.send { $0.step = newStep } },
            onReset: state.showsReset ? context.eventHandler(key: "reset") { sink.send { $0.total = 0 } } : nil,
            onToggleReset: context.eventHandler(key: "toggle") { sink.send { $0.showsReset.toggle() } },
            label: context.remember(inputs: state.step) { Label("step \(state.step)") }
        )
    }
}

@MainActor
@Suite("event handlers and remembered values kept across render passes")
struct EventHandlerTests {
    @Test("a handler is equal across passes and calls the latest pass's closure")
    func handlerIsStableAndCallsLatestClosure() {
        let host = WorkflowHost(workflow: TapCounterWorkflow())
        let firstTap = host.rendering.onTap
        firstTap()
        #expect(host.rendering.total == 1)
        host.rendering.onSetStep(5)
        #expect(host.rendering.onTap == firstTap, "a new pass made a different handler")
        firstTap()
        #expect(host.rendering.total == 6, "the handler called an older pass's closure (step 1)")
    }

    @Test("handlers with different keys or value types are different handlers")
    func differentKeysAreDifferentHandlers() throws {
        let host = WorkflowHost(workflow: TapCounterWorkflow())
        let reset = try #require(host.rendering.onReset)
        #expect(reset != host.rendering.onTap)
    }

    @Test("a handler not made in a pass is released; made again later, it is a new handler")
    func droppedHandlerIsReplaced() throws {
        let host = WorkflowHost(workflow: TapCounterWorkflow())
        let firstReset = try #require(host.rendering.onReset)
        host.rendering.onSetStep(2)  // a pass that makes the reset handler again
        #expect(host.rendering.onReset == firstReset)
        host.rendering.onToggleReset()  // a pass without it
        #expect(host.rendering.onReset == nil)
        host.rendering.onToggleReset()
        let secondReset = try #require(host.rendering.onReset)
        #expect(secondReset != firstReset, "a handler dropped by a pass was kept")
        secondReset()
        #expect(host.rendering.total == 0)
    }

    @Test("a remembered value is computed again only when its inputs change")
    func rememberRecomputesOnlyOnNewInputs() {
        let host = WorkflowHost(workflow: TapCounterWorkflow())
        let first = host.rendering.label
        host.rendering.onTap()
        #expect(host.rendering.label === first, "an unchanged input recomputed the value")
        host.rendering.onSetStep(3)
        #expect(host.rendering.label !== first)
        #expect(host.rendering.label.text == "step 3")
    }
}
