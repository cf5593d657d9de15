import GtkTestSupport
import Testing
import Workflow

/// Logs its start and cancellation; returns its id after `delay` (long by default).
///
/// "cancel" is logged by a cancellation handler, which Swift runs synchronously inside
/// `Task.cancel()`: once "start" is logged, a worker the runtime cancels has logged
/// "cancel" by the time the render pass that cancelled it returns. So a test can check,
/// right after an update, that nothing was cancelled, without waiting.
struct LoggingWorker: Worker, Equatable {
    var id: Int
    var delay: Duration = .seconds(120)
    var log: EventLog

    static func == (lhs: LoggingWorker, rhs: LoggingWorker) -> Bool { lhs.id == rhs.id }

    func run() async -> Int {
        await withTaskCancellationHandler {
            log.append("start \(id)")
            try? await Task.sleep(for: delay)
            return id
        } onCancel: {
            log.append("cancel \(id)")
        }
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
    /// Runs the worker with workflow-swift's `running(in:key:)` instead of `rendered(in:key:)`.
    var spelledRunning = false

    func makeInitialState() -> [Int] { [] }

    func render(state: [Int], context: RenderContext<SequenceHostWorkflow>) -> [Int] {
        let append = { (number: Int) in
            AnyWorkflowAction<SequenceHostWorkflow> { state in
                state.append(number)
                return nil
            }
        }
        if spelledRunning {
            NumbersWorker(numbers: [1, 2, 3]).running(in: context, outputMap: append)
            // A worker whose outputs are the parent's actions, run without an output map.
            ActionWorker(number: 4).running(in: context, key: "action")
        } else {
            NumbersWorker(numbers: [1, 2, 3]).rendered(in: context, outputMap: append)
        }
        return state
    }
}

/// A worker whose output is an action of `SequenceHostWorkflow` (appends `number`).
struct ActionWorker: Worker, Equatable {
    var number: Int

    func run() async -> AnyWorkflowAction<SequenceHostWorkflow> {
        let number = number
        return AnyWorkflowAction { state in
            state.append(number)
            return nil
        }
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
        // A restart would have cancelled worker 1 inside this update (synchronously).
        #expect(log.events == ["start 1"], "the equivalent worker was restarted")

        host.update(workflow: WorkerHostWorkflow(workerID: 2, log: log))
        // Worker 2's task may already have started on another thread.
        #expect(log.events.contains("cancel 1"), "the replaced worker is cancelled by the update itself")
        #expect(await waitUntil { log.events.count == 3 })
        #expect(log.events.sorted() == ["cancel 1", "start 1", "start 2"])

        host.update(workflow: WorkerHostWorkflow(workerID: nil, log: log))
        #expect(log.events.count == 4 && log.events.last == "cancel 2")
        #expect(host.rendering.isEmpty)
    }

    @Test("tearing down the host cancels running workers")
    func tearDownCancelsWorker() async {
        let log = EventLog()
        let host = WorkflowHost(workflow: WorkerHostWorkflow(workerID: 5, log: log))
        #expect(await waitUntil { log.events == ["start 5"] })
        host.tearDown()
        #expect(log.events == ["start 5", "cancel 5"])
    }

    @Test("every element of an AsyncSequence worker becomes an action, in order")
    func asyncSequenceWorker() async {
        let host = WorkflowHost(workflow: SequenceHostWorkflow())
        #expect(await waitUntil { host.rendering == [1, 2, 3] })
    }

    @Test("running(in:key:) runs an AsyncSequence worker and a worker of parent actions (one shared definition)")
    func runningSpelling() async {
        let host = WorkflowHost(workflow: SequenceHostWorkflow(spelledRunning: true))
        #expect(await waitUntil { host.rendering.count == 4 })
        #expect(host.rendering.filter { $0 != 4 } == [1, 2, 3], "the sequence's elements arrive in order")
        #expect(host.rendering.contains(4), "the action worker's output is applied")
    }
}
