import Testing
import Workflow

/// Logs its start and cancellation; returns its id after `delay` (long by default).
struct LoggingWorker: Worker, Equatable {
    var id: Int
    var delay: Duration = .seconds(120)
    var log: EventLog

    static func == (lhs: LoggingWorker, rhs: LoggingWorker) -> Bool { lhs.id == rhs.id }

    func run() async -> Int {
        log.append("start \(id)")
        do {
            try await Task.sleep(for: delay)
        } catch {
            log.append("cancel \(id)")
        }
        return id
    }
}

/// Runs `LoggingWorker(id: workerID)` while `workerID` is not nil; records outputs.
struct WorkerHostWorkflow: Workflow {
    var workerID: Int?
    var delay: Duration = .seconds(120)
    var log: EventLog

    typealias State = [Int]

    func makeInitialState() -> [Int] { [] }

    func render(state: [Int], context: RenderContext<WorkerHostWorkflow>) -> [Int] {
        if let workerID {
            LoggingWorker(id: workerID, delay: delay, log: log).rendered(in: context, key: "worker") { output in
                AnyWorkflowAction<WorkerHostWorkflow> { state in
                    state.append(output)
                    return nil
                }
            }
        }
        return state
    }
}

/// Emits each element of a stream made from an array.
struct NumbersWorker: AsyncSequenceWorker, Equatable {
    var numbers: [Int]

    func run() -> AsyncStream<Int> {
        AsyncStream { continuation in
            for number in numbers { continuation.yield(number) }
            continuation.finish()
        }
    }
}

struct SequenceHostWorkflow: Workflow {
    typealias State = [Int]

    func makeInitialState() -> [Int] { [] }

    func render(state: [Int], context: RenderContext<SequenceHostWorkflow>) -> [Int] {
        NumbersWorker(numbers: [1, 2, 3]).rendered(in: context) { number in
            AnyWorkflowAction<SequenceHostWorkflow> { state in
                state.append(number)
                return nil
            }
        }
        return state
    }
}

@MainActor
@Suite("Workers")
struct WorkerTests {
    @Test("a worker's result becomes an action")
    func workerOutputApplied() async {
        let log = EventLog()
        let host = WorkflowHost(workflow: WorkerHostWorkflow(workerID: 7, delay: .milliseconds(1), log: log))
        #expect(await waitUntil { host.rendering == [7] })
        #expect(log.events == ["start 7"])
    }

    @Test("an equivalent worker keeps running; a different one restarts; an unrendered one is cancelled")
    func workerRestartAndCancel() async {
        let log = EventLog()
        let host = WorkflowHost(workflow: WorkerHostWorkflow(workerID: 1, log: log))
        #expect(await waitUntil { log.events == ["start 1"] })

        host.update(workflow: WorkerHostWorkflow(workerID: 1, log: log))
        try? await Task.sleep(for: .milliseconds(50))
        #expect(log.events == ["start 1"])

        host.update(workflow: WorkerHostWorkflow(workerID: 2, log: log))
        #expect(await waitUntil { log.events.count == 3 })
        #expect(Set(log.events) == ["start 1", "cancel 1", "start 2"])

        host.update(workflow: WorkerHostWorkflow(workerID: nil, log: log))
        #expect(await waitUntil { log.events.count == 4 })
        #expect(log.events.last == "cancel 2")
        #expect(host.rendering.isEmpty)
    }

    @Test("tearing down the host cancels running workers")
    func tearDownCancelsWorker() async {
        let log = EventLog()
        let host = WorkflowHost(workflow: WorkerHostWorkflow(workerID: 5, log: log))
        #expect(await waitUntil { log.events == ["start 5"] })
        host.tearDown()
        #expect(await waitUntil { log.events == ["start 5", "cancel 5"] })
    }

    @Test("every element of an AsyncSequence worker becomes an action, in order")
    func asyncSequenceWorker() async {
        let host = WorkflowHost(workflow: SequenceHostWorkflow())
        #expect(await waitUntil { host.rendering == [1, 2, 3] })
    }
}
