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
/// Moves of a file the app also writes (to the trash, back from it) go through the same
/// queue (``perform(_:)``; `TrashFileWorker` and `RestoreTrashedFileWorker` take the queue):
/// a delete waits for the autosave queued before it, so that write cannot recreate the file
/// after it was moved to the trash.
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
        /// The newest revision written per path, and the version that write left on disk.
        var newest: [String: (revision: Int, version: FileVersion)] = [:]
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
    /// before it, only over what `expecting` says. The version now on disk when the file
    /// holds `bytes`; a `FileError` when the write fails, is refused (`changedOnDisk`) or the
    /// queue was finished.
    ///
    /// A write older than one already done for its path is skipped and succeeds with the
    /// version that newer write left on disk (not a fresh `stat`: when another program changed
    /// the file since, a later conditional write with that version still sees the change).
    public func write(_ bytes: [UInt8], to path: String, revision: Int,
                      expecting: FileReplacement.Expectation = .anything) async -> Result<FileVersion, FileError> {
        guard enqueue(path) else { return .failure(Self.finishedError(path)) }
        return await withCheckedContinuation { continuation in
            queue.async { continuation.resume(returning: self.perform(bytes, to: path, revision: revision, expecting: expecting)) }
        }
    }

    /// Writes `bytes` to `path` now, on the calling thread's behalf: waits for the writes
    /// queued before it, then writes (skipped like ``write(_:to:revision:expecting:)`` when a
    /// newer revision was written). Works after ``finish()``: it is how an app writes its last
    /// edits. Blocks: call it at quit, not on every keystroke.
    public func writeNow(_ bytes: [UInt8], to path: String, revision: Int = .max,
                         expecting: FileReplacement.Expectation = .anything) -> Result<FileVersion, FileError> {
        state.withLock { $0.pending += 1 }
        return queue.sync { perform(bytes, to: path, revision: revision, expecting: expecting) }
    }

    /// Runs `operation` off the main actor after every write queued before it, and before
    /// every write queued after it; returns its result. For what must not be overtaken by a
    /// write of the same file: moving it to the trash, putting it back. Runs after
    /// ``finish()`` too (it writes no text).
    ///
    /// ```swift
    /// let moved = await writes.perform { (try? LocalFile.moveToTrash(path)) != nil }
    /// ```
    public func perform<T: Sendable>(_ operation: @escaping @Sendable () -> T) async -> T {
        state.withLock { $0.pending += 1 }
        return await withCheckedContinuation { continuation in
            queue.async {
                let result = operation()
                self.state.withLock { $0.pending -= 1 }
                continuation.resume(returning: result)
            }
        }
    }

    /// Waits until every write queued so far is done (completed or failed).
    public func flush() {
        queue.sync {}
    }

    /// Refuses new writes (``write(_:to:revision:expecting:)`` fails from now on), then waits for the
    /// writes already queued: once it returns, no queued write will replace a file. Call it
    /// when the app ends, before writing its unsaved edits with ``writeNow(_:to:revision:expecting:)``.
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
    private func perform(_ bytes: [UInt8], to path: String, revision: Int,
                         expecting: FileReplacement.Expectation) -> Result<FileVersion, FileError> {
        defer { state.withLock { $0.pending -= 1 } }
        let newer = state.withLock { state -> FileVersion? in
            if let newest = state.newest[path], newest.revision > revision { return newest.version }
            return nil
        }
        if let newer { return .success(newer) }
        let version: FileVersion
        do throws(FileError) {
            version = try LocalFile.write(bytes, to: path, expecting: expecting)
        } catch {
            return .failure(error)
        }
        state.withLock { state in
            if revision >= state.newest[path]?.revision ?? revision { state.newest[path] = (revision, version) }
        }
        return .success(version)
    }

    private static func finishedError(_ path: String) -> FileError {
        FileError(operation: "write", path: path,
                  reason: "the FileWriteQueue was finished (the app is ending); write the last edits with writeNow(_:to:revision:)")
    }
}
