import GtkTestSupport
import InMemoryLogging
import Logging
import Testing
import Workflow
import WorkflowTesting

/// Records, per sender, the sequence numbers it received and counts out-of-order arrivals.
struct OrderingWorkflow: Workflow {
    struct State: Equatable {
        var lastSequence: [Int] = [-1, -1, -1, -1]
        var received: [Int] = [0, 0, 0, 0]
        var outOfOrder = 0
    }

    struct Action: WorkflowAction, Sendable {
        typealias WorkflowType = OrderingWorkflow
        var sender: Int
        var sequence: Int

        func apply(toState state: inout State) -> Never? {
            if state.lastSequence[sender] + 1 != sequence {
                state.outOfOrder += 1
            }
            state.lastSequence[sender] = sequence
            state.received[sender] += 1
            return nil
        }
    }

    func makeInitialState() -> State { State() }

    func render(state: State, context: RenderContext<OrderingWorkflow>) -> (State, Sink<Action>) {
        (state, context.makeSink(of: Action.self))
    }
}

@MainActor
@Suite("Threads and ordering")
struct ConcurrencyTests {
    nonisolated static let senders = 4
    nonisolated static let perSender = 25_000

    @Test("actions from 4 concurrent tasks are all applied, in order per sender")
    func concurrentSendersKeepOrder() async {
        let host = WorkflowHost(workflow: OrderingWorkflow())
        let sink = host.rendering.1
        await withTaskGroup(of: Void.self) { group in
            for sender in 0..<Self.senders {
                group.addTask {
                    for sequence in 0..<Self.perSender {
                        sink.send(.init(sender: sender, sequence: sequence))
                    }
                }
            }
        }
        let total = Self.senders * Self.perSender
        #expect(await waitUntil(timeout: .seconds(60)) { host.counters.actionsApplied == total })
        let state = host.rendering.0
        #expect(state.received == [Int](repeating: Self.perSender, count: Self.senders))
        #expect(state.outOfOrder == 0)
        #expect(host.counters.actionsApplied == 100_000)
        #expect(host.counters.actionsDropped == 0)
        print("concurrency: actionsApplied=\(host.counters.actionsApplied) renderPasses=\(host.counters.renderPasses)")
    }

    @Test("an action sent from a background task after teardown is dropped, not applied")
    func droppedAfterTeardown() async {
        let host = WorkflowHost(workflow: CounterWorkflow())
        let sink = host.rendering.sink
        host.tearDown()
        await Task.detached { sink.send(.increment) }.value
        #expect(await waitUntil { host.counters.actionsDropped == 1 })
        #expect(host.counters.actionsApplied == 0)
        #expect(host.rendering.value == 0)
    }

    @Test("an action sent to a host that was deallocated is dropped without a crash")
    func droppedAfterDeallocation() async {
        let log = InMemoryLogHandler()
        let logger = Logger(label: "test") { _ in log }
        var host: WorkflowHost<CounterWorkflow>? = WorkflowHost(workflow: CounterWorkflow(), logger: logger)
        weak let weakHost = host
        let sink = host!.rendering.sink
        host = nil
        #expect(weakHost == nil, "the host was not deallocated: its sinks keep it alive")
        sink.send(.increment)
        #expect(log.entries.count == 1, "a send on the main actor is dropped at once")
        await Task.detached { sink.send(.increment) }.value
        #expect(await waitUntil { log.entries.count == 2 })
        #expect(log.entries.map(\.message.description).allSatisfy { $0.contains("Dropped action") && $0.contains("CounterWorkflow") })
    }

    @Test("sinks work through contraMap from another task")
    func contraMapFromAnotherTask() async {
        let host = WorkflowHost(workflow: CounterWorkflow())
        let tap: Sink<Void> = host.rendering.sink.contraMap { .increment }
        await Task.detached {
            tap.send(())
            tap.send(())
        }.value
        #expect(await waitUntil { host.rendering.value == 2 })
    }
}
