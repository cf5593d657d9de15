import Gtk
import Workflow

/// Writes a recovered edit's text to its file (or to another path: the user's Save As…),
/// atomically and off the main actor, then removes the edit from its ``RecoveryStore``. Its
/// output is the path written, or a `FileError` naming the path and the reason; after a
/// failure the edit stays in the store, so it is offered again.
///
/// ```swift
/// RestoreRecoveredEditWorker(store: recovery, edit: edit, queue: writes).rendered(in: context, key: edit.id) { Action.restored(edit.id, $0) }
/// ```
///
/// The text replaces what the file holds. Give the app's ``FileWriteQueue`` as `queue` when
/// the app also writes the file: the restore then runs in order with the writes of it.
public struct RestoreRecoveredEditWorker: Worker, Equatable {
    /// The store keeping the edit.
    public var store: RecoveryStore
    /// The edit restored.
    public var edit: RecoveredEdit
    /// Where the text is written; nil: the edit's ``RecoveredEdit/originalPath``.
    public var path: String?
    /// The queue the write waits in behind the writes queued before it, if any.
    public var queue: FileWriteQueue?

    /// A worker writing `edit`'s text to `path` (nil: the file it was meant for), through
    /// `queue` when given, then removing it from `store`.
    public init(store: RecoveryStore, edit: RecoveredEdit, to path: String? = nil, queue: FileWriteQueue? = nil) {
        self.store = store
        self.edit = edit
        self.path = path
        self.queue = queue
    }

    /// The path the text is written to.
    public var destination: String { path ?? edit.originalPath }

    /// Equal workers write the same edit of the same store to the same path (the queue
    /// orders the write, it does not change it).
    public static func == (lhs: RestoreRecoveredEditWorker, rhs: RestoreRecoveredEditWorker) -> Bool {
        lhs.store == rhs.store && lhs.edit == rhs.edit && lhs.destination == rhs.destination
    }

    /// Writes the text, then removes the edit from the store.
    public func run() async -> Result<String, FileError> {
        let (store, edit, destination) = (store, edit, destination)
        guard let queue else { return Self.restore(edit, to: destination, from: store) }
        return await queue.perform { Self.restore(edit, to: destination, from: store) }
    }

    /// Once the text is written, the edit is removed from the store; if that fails, the
    /// restore still succeeded (the file holds the text) and the edit is offered again.
    private static func restore(_ edit: RecoveredEdit, to destination: String, from store: RecoveryStore) -> Result<String, FileError> {
        do throws(FileError) {
            try LocalFile.write(Array(edit.text.utf8), to: destination)
        } catch {
            return .failure(error)
        }
        try? store.remove(edit.id)
        return .success(destination)
    }
}
