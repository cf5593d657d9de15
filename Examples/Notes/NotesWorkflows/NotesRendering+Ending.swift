import NotesCore
import Gtk
import WorkflowPlatform

extension NotesRendering {
    /// An edit the app could not write to its file when it ended, and where it went instead.
    public struct UnwrittenNote: Sendable {
        /// Why its file was not written (`FileError.changedOnDisk`: another program's version
        /// is there and was kept).
        public var error: FileError
        /// The recovery file holding the edit (offered at the next launch), if it was kept.
        public var recoveryPath: String?
        /// Why it could not be kept for recovery either (the edit is lost), if so.
        public var recoveryError: FileError?
    }

    /// Writes every edit not on disk yet, synchronously and atomically (each file holds its
    /// old text or the new one, never a part), each only over the version of its file the
    /// app last read or wrote: what the app does before it ends (quit, the window closed, a
    /// termination signal), so no edit waits on an autosave that will never run. An edit
    /// that cannot be written (the folder unwritable or gone, another program's version in
    /// the file) is kept in `recovery`, offered at the next launch. Returns those edits.
    public func writeUnsavedNotes(recovery: RecoveryStore?) -> [UnwrittenNote] {
        Self.write(unsavedNotes, recovery: recovery)
    }

    /// Writes `notes` as ``writeUnsavedNotes(recovery:)`` does.
    static func write(_ notes: [UnsavedNote], recovery: RecoveryStore?) -> [UnwrittenNote] {
        var unwritten: [UnwrittenNote] = []
        for note in notes {
            do throws(FileError) {
                try LocalFile.write(Array(note.text.utf8), to: note.path, expecting: note.expecting)
            } catch {
                var outcome = UnwrittenNote(error: error)
                if let recovery {
                    do throws(FileError) {
                        let kept = try recovery.save(RecoveredEdit(originalPath: note.path, text: note.text, reason: error.reason))
                        outcome.recoveryPath = recovery.path(of: kept.id)
                    } catch {
                        outcome.recoveryError = error
                    }
                }
                unwritten.append(outcome)
            }
        }
        return unwritten
    }

    /// ``writeUnsavedNotes(recovery:)`` with no recovery folder: the writes that failed.
    public func writeUnsavedNotes() -> [FileError] {
        writeUnsavedNotes(recovery: nil).map(\.error)
    }
}

extension NotesWorkflow.State {
    /// The edits that cannot be written to their files now: their last write failed, or
    /// another program changed the file (a conflict not settled yet), by path.
    public var unwritableDrafts: [(path: String, draft: NoteDraft)] {
        drafts.sorted { $0.key < $1.key }
            .filter { path, draft in draft.failure != nil || isInConflict(path: path, draft: draft) }
            .map { (path: $0.key, draft: $0.value) }
    }

    /// Drops the edit at `path` (discarded, or saved elsewhere) and the conflict it was in.
    mutating func dropEdit(at path: String) {
        guard let draft = drafts.removeValue(forKey: path) else { return }
        if self.path(of: draft.fileName) == path { conflicts[draft.fileName] = nil }
    }

    /// Every edit not on disk yet, with what its write may replace, by path. A new note
    /// without a file yet is written under the name its first write would give it (never
    /// over a file); one without text is not written.
    public var unsavedNotes: [NotesRendering.UnsavedNote] {
        var given: Set<String> = []
        return drafts.sorted { $0.key < $1.key }.map { path, draft in
            guard unnamed.contains(draft.fileName), self.path(of: draft.fileName) == path else {
                return NotesRendering.UnsavedNote(path: path, text: draft.text, expecting: expectation(forPath: path, fileName: draft.fileName))
            }
            let name = NoteFileName.make(forText: draft.text, isTaken: { given.contains($0) || isTaken($0) })
            given.insert(name)
            return NotesRendering.UnsavedNote(path: self.path(of: name), text: draft.text, expecting: .absent)
        }
    }

    /// Writes every edit not on disk yet, as the app does when it ends
    /// (`NotesRendering.writeUnsavedNotes(recovery:)`); returns those it could not write.
    public func writeUnsavedNotes(recovery: RecoveryStore?) -> [NotesRendering.UnwrittenNote] {
        NotesRendering.write(unsavedNotes, recovery: recovery)
    }
}
