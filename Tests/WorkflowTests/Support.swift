import Foundation
import Testing
import Workflow

/// Polls `condition` on the main actor, letting other main-actor work run in between.
@MainActor
func waitUntil(timeout: Duration = .seconds(20), _ condition: @MainActor () -> Bool) async -> Bool {
    let deadline = ContinuousClock.now + timeout
    while !condition() {
        if ContinuousClock.now > deadline { return false }
        try? await Task.sleep(for: .milliseconds(2))
    }
    return true
}

/// A thread-safe list of events, for workers and side effects to report into.
final class EventLog: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [String] = []

    func append(_ event: String) {
        lock.lock()
        storage.append(event)
        lock.unlock()
    }

    var events: [String] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}

/// A counter with an Equatable state and a rendering that shows it.
struct CounterWorkflow: Workflow {
    typealias State = Int

    struct Rendering {
        var value: Int
        var sink: Sink<Action>
    }

    enum Action: WorkflowAction, Sendable {
        typealias WorkflowType = CounterWorkflow
        case increment
        case noop
        case emit(String)

        func apply(toState state: inout Int) -> String? {
            switch self {
            case .increment:
                state += 1
                return nil
            case .noop:
                return nil
            case .emit(let output):
                return output
            }
        }
    }

    typealias Output = String

    func makeInitialState() -> Int { 0 }

    func render(state: Int, context: RenderContext<CounterWorkflow>) -> Rendering {
        Rendering(value: state, sink: context.makeSink(of: Action.self))
    }
}
