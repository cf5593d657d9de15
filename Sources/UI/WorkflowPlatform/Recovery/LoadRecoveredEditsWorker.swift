import Workflow

/// Reads the edits a ``RecoveryStore`` keeps, off the main actor: its output is the edits,
/// newest first (none when the folder is absent). An app renders it at launch and offers
/// each edit to the user (restore, Save As…, discard).
///
/// ```swift
/// LoadRecoveredEditsWorker(store: recovery).rendered(in: context, key: "recovered") { Action.recovered($0) }
/// ```
///
/// It reads once per rendered worker; to read again, render it with a new `revision`. Files
/// that hold no edit are left where they are: ``RecoveryStore/unreadableFiles()`` names them.
public struct LoadRecoveredEditsWorker: Worker, Equatable {
    /// The store read.
    public var store: RecoveryStore
    /// Distinguishes two reads of the same store.
    public var revision: Int

    /// A worker reading the edits of `store`.
    public init(store: RecoveryStore, revision: Int = 0) {
        self.store = store
        self.revision = revision
    }

    /// Reads the edits.
    public func run() async -> [RecoveredEdit] {
        store.edits()
    }
}
