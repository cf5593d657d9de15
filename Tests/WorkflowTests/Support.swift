import Foundation
import Testing
import Workflow

/// Adds one to an `Int` state. `Kind` only tells one such action type from another (a
/// workflow's sinks are made per action type).
struct AddOne<WorkflowType: Workflow, Kind>: WorkflowAction, Sendable where WorkflowType.State == Int, WorkflowType.Output == Never {
    func apply(toState state: inout Int) -> Never? {
        state += 1
        return nil
    }
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
