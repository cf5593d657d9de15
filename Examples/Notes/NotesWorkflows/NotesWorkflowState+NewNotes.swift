import Foundation
import NotesCore

extension NotesWorkflow.State {
    /// Selects the note `name` (nil: none). A new note left empty (no file, no text) leaves
    /// the list when another is selected: it is never written.
    mutating func select(_ name: String?) {
        let left = selected
        selected = name
        showsEditorWhenFolded = name != nil
        if let left, left != name, unnamed.contains(left), drafts[path(of: left)] == nil,
           notes[left]?.text?.allSatisfy(\.isWhitespace) ?? true {
            dropNewNote(left)
        }
        if let left, left != name, vanished.contains(left), drafts[path(of: left)] == nil {
            // Its file was deleted elsewhere while it was shown, and it holds no edit: it goes.
            dropVanished(left)
        }
    }

    /// Takes the note `name` off the list: its file is gone (deleted by another program).
    mutating func dropVanished(_ name: String) {
        conflicts[name] = nil
        vanished.remove(name)
        unlist(name)
    }

    /// Selects the note `onOpen` asked for, once it is listed.
    mutating func selectPending() {
        guard let name = pendingSelection, notes[name] != nil else { return }
        pendingSelection = nil
        select(name)
    }

    /// Opens `folder` if given and not the one shown (as a folder chosen in Open Folder…
    /// does: edits not on disk yet are still written to their own files), then selects the
    /// note `note` once it is listed; one not listed yet (written since the folder was read)
    /// is read.
    mutating func open(folder newFolder: NotesFolder?, note: String?) {
        if let newFolder, newFolder.url.standardizedFileURL.path != folder?.url.standardizedFileURL.path {
            let old = self
            self = NotesWorkflow.State(sortOrder: old.sortOrder)
            folder = newFolder
            folderOpenings = old.folderOpenings + 1
            keepEdits(of: old)
        }
        pendingSelection = note
        if let note, notes[note] == nil, phase == .loaded, !trashing.contains(note) {
            rereads[note, default: 0] += 1
        }
    }

    /// Whether a new note may not take the file name `name`: a note listed, or one on its way
    /// to or from the trash (`takenNames`, looked up without making the set).
    func isTaken(_ name: String) -> Bool {
        notes[name] != nil || trashing.contains(name) || restoring.contains(name)
    }

    /// Gives the new note whose draft is at `path` its file name, from its title, at its
    /// first write (written with the `.absent` expectation: never over a file). Returns the
    /// draft's new path; nil when the draft is not a new note's.
    mutating func nameNewNote(at path: String) -> String? {
        guard let draft = drafts[path], unnamed.contains(draft.fileName), self.path(of: draft.fileName) == path else { return nil }
        let name = NoteFileName.make(forText: draft.text, isTaken: isTaken)
        moveNote(draft.fileName, to: name)
        return self.path(of: name)
    }

    /// Gives every new note with text its file name (before another folder is opened).
    mutating func nameNewNotes() {
        for name in unnamed.sorted() where drafts[path(of: name)] != nil {
            _ = nameNewNote(at: path(of: name))
        }
    }

    /// The first write of the new note `name` found its name taken by a file that appeared
    /// meanwhile: the note takes the next free name (beside `taken`) and is written again; the
    /// other file is read and listed.
    mutating func renameNewNote(from name: String, taken: Set<String>) {
        guard let text = drafts[path(of: name)]?.text else { return }
        let renamed = NoteFileName.make(forText: text, isTaken: { taken.contains($0) || self.isTaken($0) })
        moveNote(name, to: renamed)
        rereads[name, default: 0] += 1
        writeNow(path: path(of: renamed))
    }

    /// Lists the note `old` as `new` (its row, search entry, draft, selection), to be written
    /// to a file that is not there yet.
    private mutating func moveNote(_ old: String, to new: String) {
        guard var entry = notes.removeValue(forKey: old) else { return }
        entry.summary.fileName = new
        notes[new] = entry
        index.remove(fileName: old)
        index.update(fileName: new, text: entry.text ?? entry.summary.text.title)
        if let place = rowIndex.removeValue(forKey: old), place < rows.count, order[place] == old {
            order[place] = new
            rows[place] = NotesRendering.Row(summary: entry.summary)
            rowIndex[new] = place
            reposition(new)
        } else {
            resort()
        }
        if var draft = drafts.removeValue(forKey: path(of: old)) {
            draft.fileName = new
            drafts[path(of: new)] = draft
        }
        expectedVersions[path(of: old)] = nil
        expectedVersions[path(of: new)] = .absent
        if selected == old { selected = new }
        if pendingSelection == old { pendingSelection = new }
        unnamed.remove(old)
        for (first, given) in named where given == old { named[first] = new }
        named[old] = new
        notesGeneration += 1
    }

    /// Takes the new note `name` (no file) off the list.
    mutating func dropNewNote(_ name: String) {
        unnamed.remove(name)
        unlist(name)
    }

    /// Takes the note `name` off the list, its row and the search index; unselects it.
    private mutating func unlist(_ name: String) {
        notes[name] = nil
        index.remove(fileName: name)
        if let place = rowIndex.removeValue(forKey: name), place < order.count, order[place] == name, rows.count == order.count {
            order.remove(at: place)
            rows.remove(at: place)
            for later in place..<order.count { rowIndex[order[later]] = later }
        } else {
            resort()
        }
        notesGeneration += 1
        if selected == name {
            selected = nil
            showsEditorWhenFolded = false
        }
    }
}
