import Dispatch
import Foundation

/// Waits for a child process to end without polling: Foundation reaps the child (on
/// `SIGCHLD`) and calls the process's termination handler, which signals a semaphore the
/// waiter blocks on. Create it before `run()` (it installs the termination handler).
public final class ProcessExit: Sendable {
    private let ended = DispatchSemaphore(value: 0)

    /// Installs the termination handler on `process` (replacing any other).
    public init(_ process: Process) {
        process.terminationHandler = { [ended] _ in ended.signal() }
    }

    /// Blocks until the process has ended or `timeout` has passed; returns whether it ended.
    /// Once it has ended, every later call returns true at once.
    public func wait(timeout: Duration) -> Bool {
        let (seconds, attoseconds) = timeout.components
        let nanoseconds = Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
        guard ended.wait(timeout: .now() + .nanoseconds(nanoseconds)) == .success else { return false }
        ended.signal()  // for the next call
        return true
    }
}
