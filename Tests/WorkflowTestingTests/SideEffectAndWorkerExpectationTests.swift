import Testing
import Workflow
import WorkflowTesting

/// Runs a side effect and an AsyncSequence worker whose outputs rename it.
struct TickerWorkflow: Workflow {
    typealias State = String

    struct Ticks: AsyncSequenceWorker, Equatable {
        var count: Int
        func run() -> AsyncStream<Int> {
            AsyncStream { continuation in
                for tick in 0..<count { continuation.yield(tick) }
                continuation.finish()
            }
        }
    }

    typealias Rename = WorkflowTestingTests.Rename<TickerWorkflow>

    func makeInitialState() -> String { "idle" }

    func render(state: String, context: RenderContext<TickerWorkflow>) -> String {
        Ticks(count: 3).rendered(in: context, key: "ticks") { tick in Rename(name: "tick \(tick)") }
        context.runSideEffect(key: "subscription") { _ in }
        return state
    }
}

@MainActor
@Suite("Side effect and worker expectations")
struct SideEffectAndWorkerExpectationTests {
    @Test("an expected side effect's action is applied after render")
    func sideEffectProducesAction() {
        TickerWorkflow()
            .renderTester(initialState: "idle")
            .expectWorker(TickerWorkflow.Ticks(count: 3), key: "ticks")
            .expectSideEffect(key: "subscription", producingAction: TickerWorkflow.Rename(name: "subscribed"))
            .render { rendering in #expect(rendering == "idle") }
            .assert(state: "subscribed")
            .assert(action: TickerWorkflow.Rename(name: "subscribed"))
    }

    @Test("an AsyncSequence worker's expected output becomes the mapped action")
    func asyncSequenceWorkerOutput() {
        TickerWorkflow()
            .renderTester(initialState: "idle")
            .expectWorker(TickerWorkflow.Ticks(count: 3), key: "ticks", producingOutput: 2)
            .expectSideEffect(key: "subscription")
            .render()
            .assert(state: "tick 2")
    }

    @Test("a worker rendered with different inputs than expected is reported")
    func nonEquivalentWorkerReported() {
        let failures = WorkflowTestFailureReporter.collectingFailures {
            TickerWorkflow()
                .renderTester(initialState: "idle")
                .expectWorker(TickerWorkflow.Ticks(count: 4), key: "ticks")
                .expectSideEffect(key: "subscription")
                .render()
        }.failures
        #expect(failures.count == 1)
        #expect(failures.first?.message.contains("Ticks with key \"ticks\"") == true)
        #expect(failures.first?.message.contains("not equivalent") == true)
    }
}
