/// Returned by ``WorkflowHost/onRendering(_:)`` and ``WorkflowHost/onOutput(_:)``;
/// call ``cancel()`` to stop receiving values. Dropping it does not cancel.
@MainActor
public final class WorkflowHostSubscription {
    private var onCancel: (@MainActor () -> Void)?

    init(onCancel: @escaping @MainActor () -> Void) {
        self.onCancel = onCancel
    }

    /// Stops the callback. Calling it again does nothing.
    public func cancel() {
        onCancel?()
        onCancel = nil
    }
}

/// The callbacks and stream continuations of a host, in registration order.
@MainActor
struct HandlerList<Value> {
    private enum Entry {
        case callback(@MainActor (Value) -> Void)
        case stream(AsyncStream<Value>.Continuation)
    }

    private var entries: [(id: Int, entry: Entry)] = []
    private var lastID = 0

    mutating func add(_ handler: @escaping @MainActor (Value) -> Void) -> Int {
        append(.callback(handler))
    }

    mutating func add(_ continuation: AsyncStream<Value>.Continuation) -> Int {
        append(.stream(continuation))
    }

    private mutating func append(_ entry: Entry) -> Int {
        lastID += 1
        entries.append((lastID, entry))
        return lastID
    }

    mutating func remove(_ id: Int) {
        entries.removeAll { $0.id == id }
    }

    func emit(_ value: Value) {
        for (_, entry) in entries {
            switch entry {
            case .callback(let handler):
                handler(value)
            case .stream(let continuation):
                nonisolated(unsafe) let unsafeValue = value
                continuation.yield(unsafeValue)
            }
        }
    }

    mutating func finishAll() {
        for (_, entry) in entries {
            if case .stream(let continuation) = entry { continuation.finish() }
        }
        entries.removeAll()
    }
}
