import Foundation
import Gtk
import NotesCore
import WorkflowPlatform

extension NotesAction {
    /// Applies the actions that change notes: edits and their saving, new, delete (the trash
    /// child's reports: `NotesWorkflow+Trash`),
    /// other programs' changes, Open Folder, and the import child's reports.
    func applyEditing(to state: inout NotesWorkflow.State) {
        switch self {
        case .edit(let name, let text):
            guard let entry = state.notes[name], entry.summary.readOnlyReason == nil, entry.text != nil, entry.text != text else { return }
            state.setText(text, of: name)
            let path = state.path(of: name)
            if state.unnamed.contains(name), text.allSatisfy(\.isWhitespace) {
                // A new note without a file and without text has nothing to write.
                state.drafts[path] = nil
                return
            }
            var draft = state.drafts[path] ?? NoteDraft(fileName: name, text: text, revision: 0)
            // A new edit starts from what the file holds: the text shown until now.
            if state.drafts[path] == nil, let base = entry.text { draft.base = (base, entry.summary.modified) }
            draft.text = text
            draft.revision = state.nextRevision()
            state.drafts[path] = draft
        case .saving(.autosaveDue(let path, let revision)):
            guard var draft = state.drafts[path], let revision, draft.revision == revision, draft.writing == nil else { return }
            // A new note's first write gives it its file name.
            let path = state.nameNewNote(at: path) ?? path
            draft = state.drafts[path] ?? draft
            draft.writing = (revision, draft.text)
            state.drafts[path] = draft
        case .saving(.written(let path, let revision, let result)):
            guard var draft = state.drafts[path], draft.writing?.revision == revision else { return }
            let text = draft.writing?.text
            draft.writing = nil
            switch result {
            case .success(let version):
                // The next write replaces only this version; the file holds the edit, so a
                // conflict offered before is settled.
                state.expectedVersions[path] = .version(version)
                if state.path(of: draft.fileName) == path { state.conflicts[draft.fileName] = nil }
                if let text {
                    // The text this write replaced becomes a version of the note.
                    let replaced = draft.savedText.map { ($0, draft.savedAt) } ?? draft.base.map { ($0.text, Optional($0.savedAt)) }
                    state.keepVersion(path: path, fileName: draft.fileName, replaced: replaced?.0, savedAt: replaced?.1, written: text)
                }
                draft.savedText = text
                draft.savedAt = Date()
                state.written[path] = text
                draft.failure = nil
                draft.failedRevision = nil
                if draft.revision == revision {
                    state.drafts[path] = nil
                    let name = String(path.split(separator: "/", omittingEmptySubsequences: false).last ?? "")
                    if state.path(of: name) == path, state.notes[name] != nil {
                        state.notes[name]?.summary.modified = Date()
                        // The note's new date moves its row (newest first): one row, not a sort.
                        state.reposition(name)
                    }
                    return
                }
            case .failure(let error) where error.changedOnDisk && state.expectedVersions[path] == .absent
                && state.path(of: draft.fileName) == path && state.notes[draft.fileName] != nil:
                // A new note's name was taken by a file meanwhile: the next free name, written
                // again; the other file is read and listed.
                state.drafts[path] = draft
                state.renameNewNote(from: draft.fileName, taken: [draft.fileName])
                return
            case .failure(let error) where error.changedOnDisk:
                // Another program replaced the file since it was read or written: nothing is
                // written over it. Its version is read; an unsaved edit then is a conflict.
                draft.failedRevision = draft.revision
                if state.path(of: draft.fileName) == path { state.rereads[draft.fileName, default: 0] += 1 }
            case .failure(let error):
                draft.failure = error.description
                draft.failedRevision = draft.revision
            }
            state.drafts[path] = draft
        case .retrySave(let name):
            if state.vanished.contains(name), state.drafts[state.path(of: name)] == nil, let text = state.notes[name]?.text {
                // Save Again: the note whose file was deleted elsewhere is written again as shown.
                state.writeAgain(text, of: name)
            } else {
                state.writeNow(path: state.path(of: name))
            }
        case .newNote:
            // A new note has no file until it has text (its first write names it after its
            // title); an empty new note already selected is the one asked for.
            state.searchClears += 1
            state.editorFocusRequest += 1
            if let selected = state.selected, state.unnamed.contains(selected), state.notes[selected]?.text?.isEmpty ?? true {
                state.showsEditorWhenFolded = true
                return
            }
            state.lastNewNote += 1
            let name = NoteFileName.provisional(state.lastNewNote)
            state.unnamed.insert(name)
            state.notes[name] = NotesFolder.Entry(summary: NoteSummary(fileName: name, modified: Date(), text: NoteText("")), text: "")
            state.index.update(fileName: name, text: "")
            state.notesGeneration += 1
            state.select(name)
        case .delete(let name) where state.unnamed.contains(name):
            // A new note without a file: only its text goes (Undo writes it as a new note).
            guard var entry = state.notes[name] else { return }
            let path = state.path(of: name)
            if let draft = state.drafts.removeValue(forKey: path) { entry.text = draft.text }
            state.dropNewNote(name)
            guard let text = entry.text, !text.allSatisfy(\.isWhitespace) else { return }
            state.handOver(entry, hadDraft: true, path: nil)
            state.showToast("“\(entry.summary.text.title)” deleted", offersUndo: true)
        case .delete(let name) where state.vanished.contains(name) && state.drafts[state.path(of: name)] == nil:
            // Its file is gone already (deleted elsewhere): nothing goes to the trash; Undo
            // writes its text again.
            guard let entry = state.notes[name] else { return }
            state.dropVanished(name)
            state.handOver(entry, hadDraft: true, path: nil)
            state.showToast("“\(entry.summary.text.title)” deleted", offersUndo: true)
        case .delete(let name):
            guard var entry = state.notes[name], !state.trashing.contains(name) else { return }
            let path = state.path(of: name)
            if let draft = state.drafts[path] { entry.text = draft.text }
            let hadDraft = state.drafts[path] != nil
            state.drafts[path] = nil
            state.conflicts[name] = nil
            state.vanished.remove(name)
            state.notes[name] = nil
            // A note not read yet is not listed again by a batch read before it reaches the trash.
            state.unread.remove(name)
            state.index.remove(fileName: name)
            state.notesGeneration += 1
            if state.selected == name {
                state.selected = nil
                state.showsEditorWhenFolded = false
            }
            state.handOver(entry, hadDraft: hadDraft, path: path)
            state.showToast("“\(entry.summary.text.title)” deleted", offersUndo: true)
        case .trash(let output):
            state.take(output)
        case .folder(.changed(.success(let change))):
            for path in [change.path, change.otherPath].compactMap({ $0 }) {
                let url = URL(fileURLWithPath: path)
                let name = url.lastPathComponent
                guard url.deletingLastPathComponent().standardizedFileURL.path == state.folder?.url.path,
                      name.hasSuffix("." + NoteFileName.pathExtension), !name.hasPrefix("."),
                      change.kind != .attributesChanged, !state.trashing.contains(name) else { continue }
                state.rereads[name, default: 0] += 1
            }
        case .folder(.changed(.failure)):
            break
        case .folder(.reread(let name, let stamp, let entry)):
            if state.rereads[name] == stamp { state.rereads[name] = nil }
            if entry == nil, state.pendingSelection == name { state.pendingSelection = nil }
            state.takeChange(of: name, entry: entry)
            if state.notes[name] == nil { state.unread.remove(name) }
        case .keepMine(let name):
            // Written over the other program's version (the one read), deliberately.
            if let theirs = state.conflicts.removeValue(forKey: name) {
                state.expectedVersions[state.path(of: name)] = theirs.expectation
                // Their text is what the write replaces: it becomes a version of the note.
                if let text = theirs.text, state.drafts[state.path(of: name)] != nil {
                    state.drafts[state.path(of: name)]?.base = (text, theirs.summary.modified)
                    state.drafts[state.path(of: name)]?.savedText = nil
                }
            }
            state.writeNow(path: state.path(of: name))
        case .keepBoth(let name):
            // Theirs stays in the file; the edit becomes a new note beside it.
            guard let theirs = state.conflicts.removeValue(forKey: name),
                  let draft = state.drafts.removeValue(forKey: state.path(of: name)) else { return }
            state.takeTheirs(theirs, of: name)
            let mine = NoteFileName.make(for: NoteText(draft.text).title, taken: state.takenNames)
            state.addNote(named: mine, text: draft.text)
        case .useTheirs(let name):
            guard let theirs = state.conflicts.removeValue(forKey: name) else { return }
            // Writes are conditional: no save of the edit replaced their file. The edit set
            // aside is kept as a version (Version History brings it back).
            if let draft = state.drafts.removeValue(forKey: state.path(of: name)), let text = theirs.text {
                state.keepVersion(path: state.path(of: name), fileName: name, replaced: draft.text, savedAt: Date(), written: text)
            }
            state.takeTheirs(theirs, of: name)
        case .chooseFolder:
            state.chooser = .openFolder
        case .folderChosen(let result):
            state.chooser = nil
            guard let path = result.paths.first else { return }
            state.open(folder: NotesFolder(url: URL(fileURLWithPath: path)), note: nil)
        case .transfer(.importing):
            state.importsRunning += 1
        case .transfer(.imported(let outcomes)):
            state.importsRunning = max(0, state.importsRunning - 1)
            state.takeImports(outcomes)
        case .transfer(.toast(let message)):
            state.showToast(message)
        default:
            break
        }
    }
}

extension NotesWorkflow.State {
    /// The names a new note must not take: the notes listed, and those on their way to or
    /// from the trash.
    var takenNames: Set<String> {
        Set(notes.keys).union(trashing).union(restoring)
    }

    /// Writes `text` to the note `name` now (a new draft, written without the autosave delay).
    mutating func writeAgain(_ text: String, of name: String) {
        var draft = NoteDraft(fileName: name, text: text, revision: nextRevision())
        draft.writing = (draft.revision, text)
        drafts[path(of: name)] = draft
    }

    /// Lists another program's version of `name` as the note (its file's version is the one
    /// the next write replaces).
    mutating func takeTheirs(_ entry: NotesFolder.Entry, of name: String) {
        expectedVersions[path(of: name)] = nil
        notes[name] = entry
        index.update(fileName: name, text: entry.text ?? entry.summary.text.title)
        notesGeneration += 1
    }

    /// What a write of the draft at `path` expects to replace: the version this app last
    /// wrote there, or the one it read (`NotesFolder.Entry.stamp`), nothing for a new note.
    public func expectation(forPath path: String, fileName: String) -> FileReplacement.Expectation {
        if let expected = expectedVersions[path] { return expected }
        if self.path(of: fileName) == path, let expected = notes[fileName]?.expectation { return expected }
        return .anything
    }

    /// Writes the draft at `path` now (no delay): Try Again, Keep Mine.
    mutating func writeNow(path: String) {
        guard var draft = drafts[path], draft.writing == nil else {
            drafts[path]?.failedRevision = nil
            return
        }
        draft.failedRevision = nil
        draft.writing = (draft.revision, draft.text)
        drafts[path] = draft
    }

    /// Adds the note `name` holding `text`, written at once, and selects it.
    mutating func addNote(named name: String, text: String) {
        expectedVersions[path(of: name)] = .absent
        notes[name] = NotesFolder.Entry(summary: NoteSummary(fileName: name, modified: Date(), text: NoteText(text)), text: text)
        index.update(fileName: name, text: text)
        notesGeneration += 1
        writeAgain(text, of: name)
        select(name)
    }

    /// Takes what is on disk for `name` after another program's change: reloads a note
    /// without unsaved edits, keeps a note whose file holds what the app wrote, and offers
    /// Keep Mine / Use Theirs for a note with an unsaved edit.
    mutating func takeChange(of name: String, entry: NotesFolder.Entry?) {
        // A note on its way to or from the trash is not taken back from the folder.
        guard !trashing.contains(name), !restoring.contains(name) else { return }
        let path = path(of: name)
        let draft = drafts[path]
        guard let entry else {
            // Gone: an unsaved edit is written again (it recreates the file); else it leaves the list.
            if draft != nil {
                // Their version is gone with the file: no conflict is left to settle.
                conflicts[name] = nil
                expectedVersions[path] = .absent
                writeNow(path: path)
            } else if selected == name, notes[name] != nil {
                // Shown in the editor: it stays with its text (keys typed meanwhile reach it, and
                // their edit writes the file again); it goes when another note is selected.
                conflicts[name] = nil
                expectedVersions[path] = .absent
                vanished.insert(name)
            } else if notes[name] != nil {
                dropVanished(name)
            }
            return
        }
        vanished.remove(name)
        let known = notes[name]
        let ours = [known?.text, draft?.text, draft?.writing?.text, draft?.savedText, written[path]].compactMap { $0 }
        if let text = entry.text, ours.contains(text) {
            // The file holds our text: the next write replaces this version (an edit whose
            // conditional write met it is written again).
            expectedVersions[path] = entry.expectation
            if let draft, draft.writing == nil, draft.failure == nil, draft.failedRevision == draft.revision {
                writeNow(path: path)
            }
            if notes[name] == nil, !trashing.contains(name) {
                // Ours, but not listed (a new note written while the folder was read again).
                var listed = entry
                if let draft { listed.text = draft.text; listed.summary.text = NoteText(draft.text) }
                notes[name] = listed
                index.update(fileName: name, text: listed.text ?? listed.summary.text.title)
                notesGeneration += 1
            } else {
                notes[name]?.summary.modified = entry.summary.modified
            }
            return
        }
        if draft == nil {
            // No unsaved edit (a conflict offered before is settled by this newer version).
            conflicts[name] = nil
            takeTheirs(entry, of: name)
            unread.remove(name)
        } else {
            conflicts[name] = entry
        }
    }
}
