import Synchronization

/// A value behind a lock that tasks can await a condition on, without polling: each
/// `update` resumes the waiters whose condition now holds, and a waiter whose `timeout`
/// passes first is resumed by its timer. What `OutputWatch` and `BackgroundProcess` wait on.
final class AwaitedState<Value: Sendable>: Sendable {
    private struct Waiter {
        let condition: @Sendable (Value) -> Bool
        let continuation: CheckedContinuation<Bool, Never>
        var timer: Task<Void, Never>?
    }

    private let state: Mutex<(value: Value, waiters: [Int: Waiter], nextID: Int)>

    init(_ value: Value) {
        state = Mutex((value, [:], 0))
    }

    /// The value now.
    var value: Value { state.withLock { $0.value } }

    /// Changes the value and resumes (with true) every waiter whose condition holds on the new one.
    func update(_ change: (inout Value) -> Void) {
        let resumed = state.withLock { state -> [Waiter] in
            change(&state.value)
            let value = state.value
            let ready = state.waiters.filter { $0.value.condition(value) }
            for id in ready.keys { state.waiters[id] = nil }
            return Array(ready.values)
        }
        for waiter in resumed {
            waiter.timer?.cancel()
            waiter.continuation.resume(returning: true)
        }
    }

    /// Waits until `condition` holds on the value (true) or `timeout` has passed (false).
    func wait(until condition: @escaping @Sendable (Value) -> Bool, timeout: Duration) async -> Bool {
        let id = state.withLock { state in
            state.nextID += 1
            return state.nextID
        }
        return await withCheckedContinuation { continuation in
            let holds = state.withLock { state in
                if condition(state.value) { return true }
                state.waiters[id] = Waiter(condition: condition, continuation: continuation)
                return false
            }
            if holds { return continuation.resume(returning: true) }
            let timer = Task { [self] in
                guard (try? await Task.sleep(for: timeout)) != nil else { return }
                state.withLock { $0.waiters.removeValue(forKey: id) }?.continuation.resume(returning: false)
            }
            let waiting = state.withLock { state in
                state.waiters[id]?.timer = timer
                return state.waiters[id] != nil
            }
            if !waiting { timer.cancel() }
        }
    }
}
