import Foundation
import NotesCore
import WorkflowPlatform

extension NotesWorkflow.State {
    /// The notes on their way to the trash (`deletions` with a file), by file name.
    public var trashing: Set<String> {
        Set(deletions.lazy.filter { $0.path != nil }.map(\.fileName))
    }

    /// The trash child as this state renders it: the deletions handed over, the Undo
    /// withdrawn, and whether a note is listed under the last deleted one's name (the app's
    /// `FileWriteQueue` orders its moves, in the notes folder at `folderPath`).
    @MainActor
    public func trashWorkflow(writes: FileWriteQueue, folderPath: String) -> NotesTrashWorkflow {
        NotesTrashWorkflow(writes: writes, folderPath: folderPath, deletions: deletions, undoWithdrawn: undoWithdrawn,
                           deletedNameIsListed: lastDeletedName.map { notes[$0] != nil } ?? false)
    }

    /// Hands a note taken off the list to the trash child (`NotesTrashWorkflow`): its file
    /// (`path`, nil for a new note without one) goes to the trash and Undo can bring it back.
    /// A new note's deletion handed over before is dropped (only the last delete offers Undo,
    /// and it has no file to move).
    mutating func handOver(_ entry: NotesFolder.Entry, hadDraft: Bool, path: String?) {
        lastDeletion += 1
        deletions.removeAll { $0.path == nil }
        deletions.append(NoteDeletion(number: lastDeletion, entry: entry, hadDraft: hadDraft, path: path))
        lastDeletedName = entry.summary.fileName
    }

    /// Takes what the trash child reports: a deletion done, a note to list again (not in the
    /// trash, or put back from it), a text to write again.
    mutating func take(_ output: NotesTrashWorkflow.Output) {
        switch output {
        case .trashed(let number, let then):
            deletions.removeAll { $0.number == number }
            if let then { take(then) }
        case .notTrashed(let deletion, let reason):
            deletions.removeAll { $0.number == deletion.number }
            // A note whose Undo toast went away stays deleted (as one the trash took).
            guard deletion.number > undoWithdrawn else { return }
            // Not in the trash: show it again (an edit not on disk yet is written again).
            let name = deletion.fileName, entry = deletion.entry
            relist(entry)
            if deletion.hadDraft, let text = entry.text { writeAgain(text, of: name) }
            showToast("Could not delete the note: \(reason)")
        case .undoPressed(let then):
            toast = nil
            if let then { take(then) }
        case .restored(let deletion):
            guard restoring.remove(deletion.fileName) != nil else { return }
            takeRestored(deletion.entry, hadDraft: deletion.hadDraft)
        case .notRestored(let deletion):
            guard restoring.remove(deletion.fileName) != nil else { return }
            rewriteDeleted(deletion.entry)
        }
    }

    private mutating func take(_ undo: NotesTrashWorkflow.Undo) {
        switch undo {
        case .restoring(let name): restoring.insert(name)
        case .writeAgain(let deletion): rewriteDeleted(deletion.entry)
        }
    }

    /// Lists a deleted note put back from the trash; an edit it held that was not on disk
    /// when it was deleted is written again.
    mutating func takeRestored(_ entry: NotesFolder.Entry, hadDraft: Bool) {
        let name = entry.summary.fileName
        relist(entry)
        select(name)
        guard let text = entry.text else { return }
        if hadDraft {
            writeAgain(text, of: name)
        } else {
            written[path(of: name)] = text
        }
    }

    /// Lists a deleted note again. One deleted before it was read (no text) is listed as not
    /// read yet and read again from its file: never shown as an empty note that typing would
    /// write over the file.
    private mutating func relist(_ entry: NotesFolder.Entry) {
        let name = entry.summary.fileName
        notes[name] = entry
        index.update(fileName: name, text: entry.text ?? entry.summary.text.title)
        notesGeneration += 1
        if entry.text == nil {
            unread.insert(name)
            rereads[name, default: 0] += 1
        }
    }

    /// Writes a deleted note's text again, under its name or a free one.
    mutating func rewriteDeleted(_ entry: NotesFolder.Entry) {
        let name = notes[entry.summary.fileName] == nil && !NoteFileName.isProvisional(entry.summary.fileName)
            ? entry.summary.fileName : NoteFileName.make(forText: entry.text ?? "", taken: takenNames)
        addNote(named: name, text: entry.text ?? "")
    }
}
