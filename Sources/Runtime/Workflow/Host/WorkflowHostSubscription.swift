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
///
/// Emitting calls one closure, rebuilt when a handler is added or removed, that calls every
/// handler in order: going over the entries themselves would look up the generic metadata
/// of the entry types on every render pass.
@MainActor
struct HandlerList<Value> {
    private enum Entry {
        case callback(@MainActor (Value) -> Void)
        case stream(AsyncStream<Value>.Continuation)
    }

    private var entries: [(id: Int, entry: Entry)] = []
    private var lastID = 0
    /// Calls every entry's handler, in order; `nil` when there are none.
    private var emitToAll: (@MainActor (Value) -> Void)?

    mutating func add(_ handler: @escaping @MainActor (Value) -> Void) -> Int {
        append(.callback(handler))
    }

    mutating func add(_ continuation: AsyncStream<Value>.Continuation) -> Int {
        append(.stream(continuation))
    }

    private mutating func append(_ entry: Entry) -> Int {
        lastID += 1
        entries.append((lastID, entry))
        rebuildEmitToAll()
        return lastID
    }

    mutating func remove(_ id: Int) {
        entries.removeAll { $0.id == id }
        rebuildEmitToAll()
    }

    func emit(_ value: Value) {
        emitToAll?(value)
    }

    private mutating func rebuildEmitToAll() {
        var combined: (@MainActor (Value) -> Void)?
        for (_, entry) in entries {
            let handler: @MainActor (Value) -> Void
            switch entry {
            case .callback(let callback):
                handler = callback
            case .stream(let continuation):
                handler = { value in
                    nonisolated(unsafe) let unsafeValue = value
                    continuation.yield(unsafeValue)
                }
            }
            if let previous = combined {
                combined = { value in
                    previous(value)
                    handler(value)
                }
            } else {
                combined = handler
            }
        }
        emitToAll = combined
    }

    mutating func finishAll() {
        for (_, entry) in entries {
            if case .stream(let continuation) = entry { continuation.finish() }
        }
        entries.removeAll()
        emitToAll = nil
    }
}
