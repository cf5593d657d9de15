import Foundation

extension NotesWorkflow.State {
    /// What the saving child (`NotesSavingWorkflow`) is given, by path: each draft being
    /// written (replacing only the version `expectation(forPath:fileName:)` names), else each
    /// draft waiting for typing to pause, unless its last revision failed (it waits for the
    /// next edit or Try Again) or it is in conflict (the user picks first). One pass over the
    /// drafts, never over the notes.
    var saves: [NotesSavingWorkflow.Save] {
        drafts.sorted(by: { $0.key < $1.key }).compactMap { path, draft in
            if let writing = draft.writing {
                return NotesSavingWorkflow.Save(path: path, step: .write(text: writing.text, revision: writing.revision,
                                                                         expecting: expectation(forPath: path, fileName: draft.fileName)))
            }
            guard draft.failedRevision != draft.revision, !isInConflict(path: path, draft: draft) else { return nil }
            return NotesSavingWorkflow.Save(path: path, step: .autosave(revision: draft.revision))
        }
    }
}
