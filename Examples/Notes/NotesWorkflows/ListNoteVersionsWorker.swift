import NotesCore
import Workflow

/// Lists a note's versions off the main thread (`NoteHistory.versions()`): newest first,
/// each file's header only. Render it with a new `revision` to list again.
public struct ListNoteVersionsWorker: Worker, Equatable {
    /// The note's history.
    public var history: NoteHistory
    /// Distinguishes two listings of the same history.
    public var revision: Int

    /// A worker listing the versions in `history`.
    public init(history: NoteHistory, revision: Int = 0) {
        self.history = history
        self.revision = revision
    }

    /// The versions, newest first.
    public func run() async -> [NoteVersion] {
        let history = history
        return await Task.detached { history.versions() }.value
    }
}
