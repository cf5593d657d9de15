import Dispatch
import Gtk
import Synchronization

/// Orders an app's file writes: they run one after another off the main actor, so a later
/// write of a path is never overtaken by an earlier one, and the app can wait for the writes
/// in flight synchronously when it ends (quit, window closed, a termination signal).
///
/// Each write carries a revision (any number that grows with each new content of a path): a
/// write older than the last one done for its path is skipped, as the file already holds
/// newer content. After ``finish()`` the queue refuses new writes, so nothing replaces what
/// the app writes last.
///
/// ```swift
/// let writes = FileWriteQueue()
/// let autosave = WriteFileWorker(path: path, text: text, revision: revision, queue: writes)
/// TerminationSignals.install { writes.finish() /* then write the unsaved edits */ }
/// ```
public final class FileWriteQueue: Sendable {
    private let queue = DispatchQueue(label: "WorkflowPlatform.FileWriteQueue")
    private let state = Mutex(State())

    private struct State {
        /// The newest revision written (or skipped over) per path.
        var newest: [String: Int] = [:]
        /// Whether ``FileWriteQueue/finish()`` was called.
        var isFinished = false
        /// Writes queued and not done yet.
        var pending = 0
    }

    /// An empty queue.
    public init() {}

    /// Whether writes are queued or running.
    public var hasWritesInFlight: Bool { state.withLock { $0.pending > 0 } }

    /// Whether ``finish()`` was called (new writes are refused).
    public var isFinished: Bool { state.withLock { $0.isFinished } }

    /// Writes `bytes` to `path` atomically (`LocalFile.write`) after every write queued
    /// before it. Success when the file holds `bytes`, or already holds a newer revision;
    /// a `FileError` when the write fails or the queue was finished.
    public func write(_ bytes: [UInt8], to path: String, revision: Int) async -> Result<Void, FileError> {
        guard enqueue(path) else { return .failure(Self.finishedError(path)) }
        return await withCheckedContinuation { continuation in
            queue.async { continuation.resume(returning: self.perform(bytes, to: path, revision: revision)) }
        }
    }

    /// Writes `bytes` to `path` now, on the calling thread's behalf: waits for the writes
    /// queued before it, then writes (skipped like ``write(_:to:revision:)`` when a newer
    /// revision was written). Works after ``finish()``: it is how an app writes its last
    /// edits. Blocks: call it at quit, not on every keystroke.
    public func writeNow(_ bytes: [UInt8], to path: String, revision: Int = .max) -> Result<Void, FileError> {
        state.withLock { $0.pending += 1 }
        return queue.sync { perform(bytes, to: path, revision: revision) }
    }

    /// Waits until every write queued so far is done (completed or failed).
    public func flush() {
        queue.sync {}
    }

    /// Refuses new writes (``write(_:to:revision:)`` fails from now on), then waits for the
    /// writes already queued: once it returns, no queued write will replace a file. Call it
    /// when the app ends, before writing its unsaved edits with ``writeNow(_:to:revision:)``.
    public func finish() {
        state.withLock { $0.isFinished = true }
        flush()
    }

    private func enqueue(_ path: String) -> Bool {
        state.withLock { state in
            guard !state.isFinished else { return false }
            state.pending += 1
            return true
        }
    }

    /// Runs on `queue`, one write at a time.
    private func perform(_ bytes: [UInt8], to path: String, revision: Int) -> Result<Void, FileError> {
        defer { state.withLock { $0.pending -= 1 } }
        let isStale = state.withLock { state in
            if let newest = state.newest[path], newest > revision { return true }
            return false
        }
        if isStale { return .success(()) }
        do throws(FileError) {
            try LocalFile.write(bytes, to: path)
        } catch {
            return .failure(error)
        }
        state.withLock { state in state.newest[path] = max(state.newest[path] ?? revision, revision) }
        return .success(())
    }

    private static func finishedError(_ path: String) -> FileError {
        FileError(operation: "write", path: path,
                  reason: "the FileWriteQueue was finished (the app is ending); write the last edits with writeNow(_:to:revision:)")
    }
}
