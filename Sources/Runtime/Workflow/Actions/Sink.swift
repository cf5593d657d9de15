import Dispatch
#if canImport(Glibc)
import Glibc
#endif

/// Sends values into the workflow runtime (or anywhere else).
///
/// A sink may be called from any thread or task. Sinks made by a ``RenderContext`` apply
/// their actions on the main actor: a `send` on the main thread applies the action (and
/// re-renders) before it returns, unless the runtime is already handling an action, in
/// which case the action is queued and applied right after, in order. A `send` from
/// another thread is delivered to the main thread through the main dispatch queue, which
/// keeps the order of sends made by that sender.
///
/// Values sent from another thread are handed over to the main actor: do not keep using
/// a non-`Sendable` value after sending it.
public struct Sink<Value>: Sendable {
    private let onValue: @Sendable (Value) -> Void

    /// Creates a sink that calls `onValue` for every value, on the sending thread.
    public init(_ onValue: @escaping @Sendable (Value) -> Void) {
        self.onValue = onValue
    }

    /// Sends `value`.
    public func send(_ value: Value) {
        onValue(value)
    }

    /// Returns a sink of another type that converts each value with `transform` and sends
    /// the result through this sink.
    public func contraMap<NewValue>(_ transform: @escaping @Sendable (NewValue) -> Value) -> Sink<NewValue> {
        let onValue = self.onValue
        return Sink<NewValue> { newValue in onValue(transform(newValue)) }
    }
}

// MARK: - Main-actor delivery

/// The calling thread's kernel thread ID: glibc's `gettid()` (glibc 2.30 and later), which
/// Swift's `Glibc` module does not declare.
@usableFromInline
@_silgen_name("gettid")
func systemThreadID() -> pid_t

/// Carries a value to the main actor. The sender gives up the value when it sends it.
@usableFromInline
struct UncheckedSendableBox<Value>: @unchecked Sendable {
    @usableFromInline let value: Value

    @inlinable
    init(value: Value) {
        self.value = value
    }
}

/// Delivers values to the main actor, synchronously when already on the main thread.
@usableFromInline
enum MainActorDelivery {
    /// Marks the main dispatch queue so that code can tell it runs there. On Linux the main
    /// queue (and so the main actor) may be served by a thread other than the process's
    /// first thread (after `dispatchMain()`), so a main-thread test alone is not enough.
    @usableFromInline static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether the caller runs on the main queue, that is, on the main actor: on the
    /// process's first thread (whose thread ID is the process ID on Linux, the test
    /// Foundation's `Thread.isMainThread` makes, without loading Foundation), or in a block
    /// of the main queue.
    @inlinable
    static var isOnMainQueue: Bool {
        systemThreadID() == getpid() || DispatchQueue.getSpecific(key: mainQueueKey) == true
    }

    /// Whether the caller runs on the main actor: `mainThread` (the process's first thread,
    /// recorded by the session that made the sink; `nil` when it was made elsewhere) is
    /// compared first; otherwise ``isOnMainQueue`` decides.
    @inlinable
    static func isOnMainActor(mainThread: pthread_t?) -> Bool {
        if let mainThread, pthread_equal(pthread_self(), mainThread) != 0 { return true }
        return isOnMainQueue
    }

    /// Calls `body` with `value` on the main actor, on a later turn of the main queue (from
    /// a thread other than the main actor's).
    @inlinable
    static func deliverLater<Value>(_ value: Value, to body: @escaping @MainActor @Sendable (Value) -> Void) {
        let box = UncheckedSendableBox(value: value)
        DispatchQueue.main.async {
            MainActor.assumeIsolated { body(box.value) }
        }
    }
}
