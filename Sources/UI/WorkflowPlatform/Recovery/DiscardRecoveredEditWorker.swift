import Gtk
import Workflow

/// Removes a recovered edit from its ``RecoveryStore``, off the main actor: the user's
/// Discard. Its output is success (also when the edit was already gone) or a `FileError`.
///
/// ```swift
/// DiscardRecoveredEditWorker(store: recovery, id: edit.id).rendered(in: context, key: edit.id) { Action.discarded(edit.id, $0) }
/// ```
public struct DiscardRecoveredEditWorker: Worker, Equatable {
    /// The store keeping the edit.
    public var store: RecoveryStore
    /// The edit removed.
    public var id: RecoveredEdit.ID

    /// A worker removing the edit `id` from `store`.
    public init(store: RecoveryStore, id: RecoveredEdit.ID) {
        self.store = store
        self.id = id
    }

    /// Removes the edit.
    public func run() async -> Result<Void, FileError> {
        do throws(FileError) {
            try store.remove(id)
            return .success(())
        } catch {
            return .failure(error)
        }
    }
}
