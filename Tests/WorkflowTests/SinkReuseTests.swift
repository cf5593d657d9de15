import InMemoryLogging
import Logging
import Testing
import Workflow
import WorkflowTesting

/// Declares its `Bump` sink only while the state is even; its `Step` sink in every pass.
struct EvenBumpWorkflow: Workflow {
    struct Rendering {
        var value: Int
        var bump: Sink<Bump>?
        var step: Sink<Step>
    }

    enum BumpKind {}
    enum StepKind {}
    typealias Bump = AddOne<EvenBumpWorkflow, BumpKind>
    typealias Step = AddOne<EvenBumpWorkflow, StepKind>

    func makeInitialState() -> Int { 0 }

    func render(state: Int, context: RenderContext<EvenBumpWorkflow>) -> Rendering {
        Rendering(
            value: state,
            bump: state.isMultiple(of: 2) ? context.makeSink(of: Bump.self) : nil,
            step: context.makeSink(of: Step.self)
        )
    }
}

/// A node hands out one sink per action type while its renders keep declaring it (no
/// sink is made per pass); these pin what that must not change.
@MainActor
@Suite("sinks kept across render passes")
struct SinkReuseTests {
    @Test("a sink from the first pass still applies after many passes that declared it again")
    func firstSinkKeepsWorking() {
        let host = WorkflowHost(workflow: EvenBumpWorkflow())
        let firstStep = host.rendering.step
        for _ in 0..<10 { host.rendering.step.send(.init()) }
        firstStep.send(.init())
        #expect(host.rendering.value == 11)
        #expect(host.counters.actionsIgnored == 0)
    }

    @Test("a lapsed sink stays dead when a later pass declares its action type again; the new sink applies")
    func lapsedSinkStaysDeadAfterRedeclaration() throws {
        let log = InMemoryLogHandler()
        let logger = Logger(label: "test") { _ in log }
        let host = WorkflowHost(workflow: EvenBumpWorkflow(), logger: logger)
        let firstBump = try #require(host.rendering.bump)
        firstBump.send(.init())  // 1: the pass declares no Bump sink, so firstBump lapses
        #expect(host.rendering.bump == nil)
        host.rendering.step.send(.init())  // 2: Bump is declared again
        let secondBump = try #require(host.rendering.bump)

        firstBump.send(.init())
        #expect(host.rendering.value == 2, "the lapsed sink's action was applied")
        #expect(host.counters.actionsIgnored == 1)
        #expect(log.entries.count == 1)

        secondBump.send(.init())
        #expect(host.rendering.value == 3)
        #expect(host.counters.actionsIgnored == 1)
    }

    @Test("a sink made on the main actor applies an action sent from another thread, on the main actor")
    func sendFromAnotherThread() async {
        let host = WorkflowHost(workflow: EvenBumpWorkflow())
        let step = host.rendering.step
        let renderings = host.renderings
        await Task.detached { step.send(.init()) }.value
        for await rendering in renderings {
            #expect(rendering.value == 1)
            break
        }
        #expect(host.rendering.value == 1)
    }
}
