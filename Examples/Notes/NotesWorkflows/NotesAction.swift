import Foundation
import Gtk
import NotesCore
import Workflow
import WorkflowPlatform

/// What the user and the workers do to the notes.
public enum NotesAction: WorkflowAction {
    public typealias WorkflowType = NotesWorkflow

    /// The folder's reading (a child) reported: notes listed or read, a reload, a change on
    /// disk, a note read again.
    case folder(NotesFolderWorkflow.Output)
    /// The user chose a note (nil: none).
    case select(String?)
    /// The user changed a note's text in the editor.
    case edit(fileName: String, text: String)
    /// The drafts' saving (a child) reported: an autosave due, a write finished.
    case saving(NotesSavingWorkflow.Output)
    /// The user asked to write a failed edit again.
    case retrySave(fileName: String)
    /// The user asked for a new note.
    case newNote
    /// The user deleted a note.
    case delete(fileName: String)
    /// The trash (a child) finished with a deleted note, or Undo brings one back.
    case trash(NotesTrashWorkflow.Output)
    /// A toast went away.
    case toastDismissed(Int)
    /// The user copied the selected note's text.
    case copySelected
    /// The user went back to the list (folded window).
    case back
    /// The user kept the editor's text over another program's change.
    case keepMine(fileName: String)
    /// The user took another program's change.
    case useTheirs(fileName: String)
    /// The user kept both: the other program's version in the file, the edit as a new note.
    case keepBoth(fileName: String)
    /// The user asked to open another folder.
    case chooseFolder
    /// The folder chooser answered.
    case folderChosen(FileChooserResult)
    /// Import or Save As (a child) imported notes, or has something to say.
    case transfer(NotesTransferWorkflow.Output)
    /// The search (a child) was asked for its field.
    case search(NotesSearchWorkflow.Output)
    /// The preferences (a child) changed the list's order.
    case preferences(NotesPreferencesWorkflow.Output)
    /// The recovery (a child) wrote an edit, or has something to say.
    case recovery(NotesRecoveryWorkflow.Output)
    /// Open `folder` (if given and not the one shown), then select the note `note` once it
    /// is listed (`NotesRendering.onOpen`).
    case open(folder: NotesFolder?, note: String?)
    /// The question about edits that cannot be written (a child) threw edits away or saved
    /// one elsewhere.
    case ending(NotesEndingWorkflow.Output)

    /// Applies the action.
    public func apply(toState state: inout NotesWorkflow.State) -> Never? {
        applyChange(to: &state)
        state.selectPending()
        if changesOrder(in: state) {
            state.resort()
        } else if case .edit(let name, _) = self, state.sortOrder == .byTitle {
            // A new title moves the note's row.
            state.reposition(name)
        } else {
            state.refreshRows(of: changedNotes)
        }
        return nil
    }

    /// Whether the action may have changed the notes' order so that every note is sorted again:
    /// anything that adds, removes or re-dates notes in numbers, or changes the order. An edit
    /// (by title) and a save move their one row instead (an edit keeps the note's date until it
    /// is written). A batch of notes read keeps the order (their dates were listed; by title,
    /// the order takes their titles once every note is read), and a listing comes sorted (or
    /// sorts itself when it has to), so reading 100,000 notes newest first sorts nothing on the
    /// main thread, and by title once, when every note is read.
    private func changesOrder(in state: NotesWorkflow.State) -> Bool {
        switch self {
        case .folder(.loading(.read)), .folder(.loading(.listed(.success))), .folder(.loading(.finished)):
            // Reading sorts nothing; its end sorts by title once (`apply(_:to:)`).
            return false
        case .folder(.loading), .preferences(.sortOrder), .folder(.reloading), .newNote, .delete, .trash, .folder(.reread), .useTheirs,
             .keepBoth, .folderChosen, .transfer(.imported):
            return true
        default:
            // A save moves its note's row itself (`.written`), an edit by title below.
            return false
        }
    }

    /// The notes whose rows an action that keeps the order may have changed.
    private var changedNotes: [String] {
        switch self {
        case .edit(let name, _): return [name]
        default: return []
        }
    }

    private func applyChange(to state: inout NotesWorkflow.State) {
        switch self {
        case .folder(.loading(let event)): Self.apply(event, to: &state)
        case .select(let fileName):
            state.pendingSelection = nil
            state.select(fileName.flatMap { state.notes[$0] == nil ? nil : $0 })
        case .preferences(.sortOrder(let order)):
            state.sortOrder = order
        case .recovery(.toast(let message)):
            state.showToast(message)
        case .recovery(.restored(let path)):
            state.showToast("Recovered changes saved")
            // The note's file changed: read it again (listed, or listed anew).
            let url = URL(fileURLWithPath: path)
            if url.deletingLastPathComponent().standardizedFileURL.path == state.folder?.url.path {
                state.rereads[url.lastPathComponent, default: 0] += 1
            }
        case .open(let folder, let note):
            state.open(folder: folder, note: note)
        case .folder(.reloading):
            state.phase = .loading
        case .back:
            // Back to the list of a folded window: nothing stays selected there, so tapping
            // the same note again opens it.
            state.select(nil)
            state.showsEditorWhenFolded = false
        case .search(.focusRequested):
            // A folded window shows the list, where the search field is.
            state.showsEditorWhenFolded = false
        case .copySelected:
            guard let name = state.selected, let text = state.notes[name]?.text else { return }
            state.copied = ((state.copied?.number ?? 0) + 1, text)
            state.showToast("Copied to clipboard")
        case .ending(.discarded(let paths)):
            for path in paths { state.dropEdit(at: path) }
        case .ending(.savedElsewhere(let path)):
            state.dropEdit(at: path)
            state.showToast("Note saved")
        case .ending(.toast(let message)):
            state.showToast(message)
        case .toastDismissed(let number):
            guard state.toast?.number == number else { return }
            if state.toast?.offersUndo == true { state.undoWithdrawn = state.lastDeletion }
            state.toast = nil
        default:
            applyEditing(to: &state)
        }
    }

    private static func apply(_ event: LoadNotesEvent, to state: inout NotesWorkflow.State) {
        switch event {
        case .listed(.success(let listing)):
            state.phase = .loaded
            state.vanished = []
            state.notes = listing.notes
            state.unread = listing.unread
            state.rowsPending = []
            state.index = NoteSearchIndex([])
            // The listing's order stands unless a note left or joined it here.
            var keepsOrder = listing.sortOrder == state.sortOrder
            // A note on its way to the trash is not listed again.
            for name in state.trashing where state.notes[name] != nil {
                state.notes[name] = nil
                state.unread.remove(name)
                keepsOrder = false
            }
            // A note whose first write has not happened yet is not on disk: it stays listed.
            for (path, draft) in state.drafts where state.notes[draft.fileName] == nil && state.path(of: draft.fileName) == path {
                state.notes[draft.fileName] = NotesFolder.Entry(
                    summary: NoteSummary(fileName: draft.fileName, modified: Date(), text: NoteText(draft.text)), text: draft.text)
                state.index.update(fileName: draft.fileName, text: draft.text)
                keepsOrder = false
            }
            for name in state.unnamed where state.notes[name] == nil {
                state.notes[name] = NotesFolder.Entry(summary: NoteSummary(fileName: name, modified: Date(), text: NoteText("")), text: "")
                state.index.update(fileName: name, text: "")
                keepsOrder = false
            }
            if let pending = state.pendingSelection, state.notes[pending] == nil { state.pendingSelection = nil }
            if keepsOrder {
                state.order = listing.order
                state.rows = listing.rows
                state.rowIndex = listing.rowIndex
                state.notesGeneration += 1
            } else {
                state.resort()
            }
            state.notesGeneration += 1
            if let selected = state.selected, state.notes[selected] == nil { state.selected = nil }
        case .listed(.failure(let error)):
            state.phase = .failed(error)
            state.vanished = []
            state.notes = [:]
            state.unread = []
            state.index = NoteSearchIndex([])
            state.notesGeneration += 1
            state.selected = nil
            state.pendingSelection = nil
        case .read(let entries):
            // Only notes listed and not read yet (not one on its way to the trash).
            let fresh = entries.filter { state.unread.contains($0.summary.fileName) }
            for var entry in fresh {
                let name = entry.summary.fileName
                // An edit made before the note was read stays the note's text.
                if let draft = state.drafts[state.path(of: name)] {
                    entry.text = draft.text
                    entry.summary.text = NoteText(draft.text)
                }
                state.notes[name] = entry
                state.unread.remove(name)
            }
            state.index.add(fresh.compactMap { entry in
                state.notes[entry.summary.fileName].map { (fileName: entry.summary.fileName, text: $0.text ?? $0.summary.text.title) }
            })
            // The rows (and what a search answered over them) change every tenth of the folder,
            // and at once for the top of the list: a batch then costs the main thread its own
            // notes, not a copy of every row (the search covers the new notes from then on).
            state.rowsPending += fresh.map(\.summary.fileName)
            let top = fresh.contains { (state.rowIndex[$0.summary.fileName] ?? .max) < LoadNotesWorker.batchSize }
            if top || state.rowsPending.count >= max(LoadNotesWorker.batchSize, state.notes.count / 10) {
                state.refreshRows(of: state.rowsPending)
                state.rowsPending = []
                state.notesGeneration += 1
            }
        case .finished:
            // Listed but never read: gone meanwhile.
            // (A note listed again from the trash is read again on its own: it stays.)
            let gone = state.unread.contains { state.rereads[$0] == nil }
            for name in state.unread where state.rereads[name] == nil { state.notes[name] = nil }
            if let selected = state.selected, state.notes[selected] == nil { state.selected = nil }
            // By title the order takes the titles read; a note gone leaves its row.
            if gone || state.sortOrder == .byTitle { state.resort() } else { state.refreshRows(of: state.rowsPending) }
            state.rowsPending = []
            state.unread = state.unread.filter { state.rereads[$0] != nil }
            state.notesGeneration += 1
        }
    }
}

extension NotesWorkflow.State {
    /// Shows a toast saying `message` (replacing the one shown).
    mutating func showToast(_ message: String, offersUndo: Bool = false) {
        lastToast += 1
        toast = NotesWorkflow.ToastState(number: lastToast, message: message, offersUndo: offersUndo)
    }

    /// Replaces the text of the note `name` (title, snippet, search), keeping its date.
    mutating func setText(_ text: String, of name: String) {
        guard var entry = notes[name] else { return }
        entry.text = text
        entry.summary.text = NoteText(text)
        notes[name] = entry
        index.update(fileName: name, text: text)
        notesGeneration += 1
    }

    /// Sorts `order` again from the notes, and makes the rows (a search of the old rows is stale).
    mutating func resort() {
        let summaries = sortOrder.sorted(notes.values.map(\.summary))
        order = summaries.map(\.fileName)
        rows = summaries.map(NotesRendering.Row.init(summary:))
        rowIndex = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($0.element, $0.offset) })
        notesGeneration += 1
    }

    /// Moves the row of the note `name` to its place in `sortOrder` (its date or title changed),
    /// found by a binary search, and renumbers the rows between; sorts everything again when
    /// the row is not where `rowIndex` says.
    mutating func reposition(_ name: String) {
        guard let summary = notes[name]?.summary, let from = rowIndex[name], from < rows.count, rows[from].fileName == name,
              order.count == rows.count else {
            resort()
            return
        }
        order.remove(at: from)
        rows.remove(at: from)
        let key = NoteTitleKey(summary.text.title)
        var low = 0, high = order.count
        while low < high {
            let middle = (low + high) / 2
            guard let other = notes[order[middle]]?.summary else {
                resort()
                return
            }
            if sortOrder.ordersBefore(other, NoteTitleKey(other.text.title), summary, key) { low = middle + 1 } else { high = middle }
        }
        order.insert(name, at: low)
        rows.insert(NotesRendering.Row(summary: summary), at: low)
        for place in min(from, low)...max(from, low) { rowIndex[order[place]] = place }
        notesGeneration += 1
    }

    /// Replaces the rows of the notes `names` in place (their order unchanged); sorts again
    /// when one is not in the list.
    mutating func refreshRows(of names: [String]) {
        for name in names {
            guard let summary = notes[name]?.summary else { continue }
            guard let index = rowIndex[name], index < rows.count, rows[index].fileName == name else {
                resort()
                return
            }
            let row = NotesRendering.Row(summary: summary)
            if rows[index] != row { rows[index] = row }
        }
    }

    /// Keeps `old`'s edits and counters (another folder opened): an edit is still written
    /// to its own file, a new note with text first gets its file name in its own folder.
    mutating func keepEdits(of old: NotesWorkflow.State) {
        var old = old
        old.nameNewNotes()
        drafts = old.drafts
        expectedVersions = old.expectedVersions
        written = old.written
        lastRevision = old.lastRevision
        lastToast = old.lastToast
        (lastDeletion, undoWithdrawn) = (old.lastDeletion, old.undoWithdrawn)
        lastNewNote = old.lastNewNote
        named = old.named
        // The versions still to keep belong to the old folder's notes (they name it).
        (keepsHistory, versionKeeps, lastVersionKeep) = (old.keepsHistory, old.versionKeeps, old.lastVersionKeep)
    }

    /// A new draft revision number.
    mutating func nextRevision() -> Int {
        lastRevision += 1
        return lastRevision
    }
}
